import { Chip, Typography } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { CommentRecord } from '../../domain/accounts';
import { ActionsColumn } from '../../components/lists/AppDataTable';
import { useFormat } from '../../components/format';
import { VisibilityChip } from './RepliesPanel';
import {
  OrganisationCommentRowActions,
  type OrganisationCommentRowActionsProps,
} from './OrganisationCommentRowActions';

const TypeChip = () => {
  const record = useRecordContext<CommentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.type === 'ticket' ? 'secondary' : 'default'}
      label={`${translate(`organisation_comments.types.${record.type}`)}${record.type === 'ticket' && record.replyCount ? ` · ${record.replyCount}` : ''}`}
    />
  );
};

const Excerpt = () => {
  const record = useRecordContext<CommentRecord>();
  if (!record) return null;
  return (
    <Typography
      variant="body2"
      sx={{
        maxWidth: 480,
        // two lines of a few words each, not two words cut short
        minWidth: 200,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
      }}
    >
      {record.comment}
    </Typography>
  );
};

const CreatedAt = () => {
  const record = useRecordContext<CommentRecord>();
  const formatDateTime = useFormat().dateTime;
  return <>{formatDateTime(record?.createdAt)}</>;
};

const Visible = () => {
  const record = useRecordContext<CommentRecord>();
  return record ? <VisibilityChip visible={record.visibleToCustomer} /> : null;
};

/**
 * The columns of the comment list, the row actions last. A function, not a component: the table
 * and the readable list read the columns' props from the elements themselves.
 */
export const organisationCommentColumns = (actions: OrganisationCommentRowActionsProps) => (
  <>
    <DataTable.Col source="createdAt">
      <CreatedAt />
    </DataTable.Col>
    <DataTable.Col source="organisationName" />
    <DataTable.Col source="type">
      <TypeChip />
    </DataTable.Col>
    <DataTable.Col source="comment" disableSort>
      <Excerpt />
    </DataTable.Col>
    <DataTable.Col source="visibleToCustomer">
      <Visible />
    </DataTable.Col>
    <DataTable.Col source="createdByName" />
    <ActionsColumn actions={3}>
      <OrganisationCommentRowActions {...actions} />
    </ActionsColumn>
  </>
);
