import { Alert, Box, Checkbox, Chip, CircularProgress, FormControlLabel, Stack, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import type { CommentRecord } from '../../domain/accounts';
import { CommentField } from '../../components/forms/CommentField';
import { SendTextButton } from '../../components/forms/SendTextButton';
import { DeleteRecordButton } from '../../components/lists/DeleteRecordButton';
import { useCommentReplies } from './useCommentReplies';

/** Whether the organisation sees a row. */
export const VisibilityChip = ({ visible }: { visible: boolean }) => {
  const translate = useTranslate();
  return visible ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<VisibilityIcon />}
      label={translate('organisation_comments.visible')}
    />
  ) : (
    <Chip
      size="small"
      variant="outlined"
      icon={<VisibilityOffIcon />}
      label={translate('organisation_comments.internal')}
    />
  );
};

const Reply = ({ reply, onDeleted }: { reply: CommentRecord; onDeleted: () => void }) => {
  const translate = useTranslate();
  const formatDateTime = useFormat().dateTime;
  return (
    <Box sx={{ borderLeft: 3, borderColor: reply.visibleToCustomer ? 'success.main' : 'divider', pl: 1.5, py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {reply.createdByName ?? translate('organisation_comments.unknown_author')} · {formatDateTime(reply.createdAt)}
        </Typography>
        <VisibilityChip visible={reply.visibleToCustomer} />
        <DeleteRecordButton
          resource="organisation-comments"
          record={reply}
          name={reply.comment.slice(0, 30)}
          title={translate('organisation_comments.confirm_delete_reply_title')}
          content={translate('organisation_comments.confirm_delete_reply_content')}
          onDeleted={onDeleted}
        />
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {reply.comment}
      </Typography>
    </Box>
  );
};

/** The expanded row: the whole text, and for a ticket its replies with a form to answer. */
export const RepliesPanel = () => {
  const record = useRecordContext<CommentRecord>();
  const translate = useTranslate();
  const { isTicket, replies, isPending, reload, text, setText, visible, setVisible, error, sending, send } =
    useCommentReplies(record);
  if (!record) return null;

  return (
    <Stack spacing={1.5} sx={{ py: 1 }} data-testid="comment-panel">
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {record.comment}
      </Typography>
      {isTicket && (
        <>
          <Typography variant="subtitle2">
            {replies?.length
              ? translate('organisation_comments.replies', { smart_count: replies.length })
              : translate('organisation_comments.no_replies')}
          </Typography>
          {isPending && <CircularProgress size={18} />}
          {replies?.map((reply) => (
            <Reply key={reply.id} reply={reply} onDeleted={reload} />
          ))}
          {error && <Alert severity="error">{error}</Alert>}
          <CommentField label="organisation_comments.reply" value={text} onChange={setText} minRows={2} size="small" />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Checkbox checked={visible} onChange={(_, on) => setVisible(on)} />}
              label={translate('organisation_comments.reply_visible')}
            />
            <SendTextButton
              text={text}
              sending={sending}
              label="organisation_comments.send_reply"
              variant="contained"
              size="small"
              onClick={send}
            />
          </Box>
        </>
      )}
    </Stack>
  );
};
