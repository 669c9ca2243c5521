import { Alert, Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { useTranslate } from 'react-admin';
import { CommentField } from '../../components/forms/CommentField';
import { SendTextButton } from '../../components/forms/SendTextButton';
import { newRecordAttributes, newRecordSx, useNewRecordId } from '../../components/lists/newRecord';
import { useFormat } from '../../components/format';
import type { CommentRecord } from '../../domain/accounts';
import { useTicketReply } from './useTicketReply';

export interface TicketRecord extends CommentRecord {
  replies: CommentRecord[];
}

const Message = ({ item, own }: { item: CommentRecord; own: boolean }) => {
  const translate = useTranslate();
  const formatDateTime = useFormat().dateTime;
  return (
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      <Avatar
        sx={{ width: 28, height: 28, bgcolor: own ? 'secondary.main' : 'primary.main', fontSize: 14 }}
        aria-hidden
      >
        {own ? (item.createdByName ?? '?').slice(0, 1) : <SupportAgentIcon fontSize="small" />}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {own
            ? (item.createdByName ?? translate('organisation_comments.unknown_author'))
            : translate('support_tickets.support_team')}{' '}
          · {formatDateTime(item.createdAt)}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {item.comment}
        </Typography>
      </Box>
    </Box>
  );
};

/**
 * One ticket with its replies and a reply box, or one message of support. `ownOrganisation`
 * tells who wrote what: rows by users of the organisation are its own, the rest came from support.
 */
export const TicketCard = ({ ticket, isOwn }: { ticket: TicketRecord; isOwn: (item: CommentRecord) => boolean }) => {
  const translate = useTranslate();
  const { reply, setReply, sending, error, send } = useTicketReply(ticket.id);
  const isTicket = ticket.type === 'ticket';
  const marked = useNewRecordId();
  // a ticket read on its own (the new one, pinned to this page) may come without its replies
  const replies = ticket.replies ?? [];

  return (
    <Card
      variant="outlined"
      component="article"
      data-testid={`ticket-${ticket.id}`}
      {...newRecordAttributes(ticket, marked)}
      sx={ticket.id === marked ? newRecordSx : undefined}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Chip
            size="small"
            color={isTicket ? 'secondary' : 'primary'}
            icon={isTicket ? <ConfirmationNumberIcon /> : <SupportAgentIcon />}
            label={translate(isTicket ? 'support_tickets.ticket' : 'support_tickets.message_from_support')}
          />
          {isTicket && (
            <Typography variant="caption" color="text.secondary">
              {replies.length
                ? translate('organisation_comments.replies', { smart_count: replies.length })
                : translate('organisation_comments.no_replies')}
            </Typography>
          )}
        </Box>
        <Stack spacing={1.5}>
          <Message item={ticket} own={isOwn(ticket)} />
          {replies.map((item) => (
            <Box key={item.id} sx={{ pl: 2, borderLeft: 2, borderColor: 'divider' }}>
              <Message item={item} own={isOwn(item)} />
            </Box>
          ))}
        </Stack>
        {isTicket && (
          <Box
            sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <CommentField
              label="support_tickets.reply"
              value={reply}
              onChange={setReply}
              minRows={1}
              size="small"
              fullWidth
            />
            <SendTextButton
              text={reply}
              sending={sending}
              label="support_tickets.send_reply"
              variant="outlined"
              onClick={send}
              sx={{ whiteSpace: 'nowrap' }}
            />
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
