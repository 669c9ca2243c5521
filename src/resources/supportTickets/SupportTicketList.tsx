import { useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  ListBase,
  SearchInput,
  SelectInput,
  FilterForm,
  Title,
  useCreate,
  useNotify,
  usePermissions,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { COMMENT_MAX_LENGTH } from '../../domain/accounts';
import type { SessionUser } from '../../domain/session';
import { AppPagination } from '../../components/lists/AppPagination';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { useResourceAccess } from '../../components/useResourceAccess';
import type { CommentRecord } from '../../domain/accounts';
import { failureNotice } from '../../components/forms/failureText';
import { CommentField } from '../../components/forms/CommentField';
import { SendTextButton } from '../../components/forms/SendTextButton';
import { StepDialog } from '../../components/forms/StepDialog';
import { NewRecordProvider, useListWithMarked, useScrollToMarked } from '../../components/lists/newRecord';
import { TicketCard, type TicketRecord } from './TicketCard';
import { NoReadNotice } from '../../components/lists/NoReadNotice';

const NewTicketDialog = ({
  organisationId,
  open,
  onClose,
  onCreated,
}: {
  organisationId?: string;
  open: boolean;
  onClose: () => void;
  onCreated: (record: RaRecord) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [create, { isPending }] = useCreate();
  const send = () => {
    setError(undefined);
    create(
      'support-tickets',
      { data: { organisationId, comment: text } },
      {
        onSuccess: (record) => {
          setText('');
          notify('notification.created', { type: 'success' });
          onClose();
          onCreated(record);
        },
        onError: (e) => setError(failureNotice(translate, 'notification.creation', e)),
      },
    );
  };
  return (
    <StepDialog
      open={open}
      title={translate('support_tickets.new_title')}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      actions={
        <SendTextButton
          text={text}
          sending={isPending}
          label="support_tickets.send"
          variant="contained"
          onClick={send}
        />
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('support_tickets.new_hint')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <CommentField
        label="support_tickets.message"
        value={text}
        onChange={setText}
        minRows={5}
        fullWidth
        autoFocus
        required
        helperText={`${text.length} / ${COMMENT_MAX_LENGTH}`}
      />
    </StepDialog>
  );
};

const Tickets = ({
  isOwn,
  onCreate,
  created,
}: {
  isOwn: (item: CommentRecord) => boolean;
  onCreate?: () => void;
  created?: Identifier;
}) => {
  const translate = useTranslate();
  // the ticket just created: highlighted, and first on this page if the list's order put it elsewhere
  const { id: marked, list } = useListWithMarked(created);
  const box = useRef<HTMLDivElement>(null);
  useScrollToMarked(box, marked, list.data);
  const { isPending, error } = list;
  const data = list.data as TicketRecord[] | undefined;
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 4, justifyContent: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography>{translate('table.loading')}</Typography>
      </Box>
    );
  }
  if (error) return <Alert severity="error">{failureNotice(translate, 'notification.loading_data', error)}</Alert>;
  if (!data?.length)
    return (
      <ListEmpty
        text="resources.support-tickets.empty"
        action={onCreate && { label: 'support_tickets.new', onClick: onCreate }}
      />
    );
  return (
    <NewRecordProvider value={marked}>
      <Stack spacing={2} ref={box}>
        {data.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} isOwn={isOwn} />
        ))}
      </Stack>
    </NewRecordProvider>
  );
};

/**
 * §2 /organisations/{organisationId}/support-tickets (core_organisation_support_tickets): the
 * organisation's tickets with the replies and messages support made visible to it; new tickets.
 */
export const SupportTicketList = () => {
  const translate = useTranslate();
  const { organisationId } = useParams();
  const { permissions: user } = usePermissions<SessionUser>();
  const access = useResourceAccess('support-tickets');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Identifier>();
  if (access.isPending || !user) return null;
  if (!access.canRead) {
    return <NoReadNotice resource="support-tickets" />;
  }
  // Rows written by the organisation's own users are its own; the rest came from support.
  const isOwn = (item: CommentRecord) => item.byOrganisation;
  const title = translate('support_tickets.title');
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('lists.search')} />,
    <SelectInput
      key="type"
      source="type"
      alwaysOn
      label="support_tickets.show"
      emptyText="support_tickets.show_all"
      choices={[
        { id: 'ticket', name: translate('support_tickets.tickets') },
        { id: 'comment', name: translate('support_tickets.messages') },
      ]}
    />,
  ];
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={title} />
      <ListBase
        resource="support-tickets"
        // a failed load shows in the list's place ("Error while loading data: …"), not as a second notice
        queryOptions={{ onError: () => undefined }}
        filter={{ organisationId }}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {access.canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('support_tickets.new')}
            </Button>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('support_tickets.intro')}
        </Typography>
        <FilterForm filters={filters} />
        <Tickets isOwn={isOwn} onCreate={access.canCreate ? () => setCreating(true) : undefined} created={created} />
        <AppPagination />
        <NewTicketDialog
          organisationId={organisationId}
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(record) => setCreated(record.id)}
        />
      </ListBase>
    </Box>
  );
};
