import { IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useExpanded, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { CommentRecord } from '../../domain/accounts';
import { DeleteRecordButton } from '../../components/lists/DeleteRecordButton';

/** What a comment's row actions may do: edit (in the list's dialog) and delete, each with permission. */
export interface OrganisationCommentRowActionsProps {
  onEdit: (id: Identifier) => void;
  canEdit: boolean;
  canDelete: boolean;
}

/** A comment's row actions: open its replies, edit and delete. */
export const OrganisationCommentRowActions = ({ onEdit, canEdit, canDelete }: OrganisationCommentRowActionsProps) => {
  const record = useRecordContext<CommentRecord>();
  const translate = useTranslate();
  const refresh = useRefresh();
  // the table's own expand icon is out of the tab order: this button opens the row for the keyboard
  const [expanded, toggleExpanded] = useExpanded('organisation-comments', record?.id ?? '');
  if (!record) return null;
  const what = translate(`organisation_comments.types.${record.type}`);
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={translate('organisation_comments.open')}>
        <IconButton
          size="small"
          aria-label={`${translate('organisation_comments.open')}: ${record.organisationName}`}
          aria-expanded={expanded}
          aria-controls={`organisation-comments-${record.id}-expand`}
          onClick={(e) => (e.stopPropagation(), toggleExpanded())}
        >
          {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('ra.action.edit')}>
        <span>
          <IconButton
            size="small"
            aria-label={`${translate('ra.action.edit')}: ${record.organisationName}`}
            disabled={!canEdit}
            onClick={(e) => (e.stopPropagation(), onEdit(record.id))}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <DeleteRecordButton
        resource="organisation-comments"
        record={record}
        name={record.organisationName}
        disabled={!canDelete}
        title={translate('organisation_comments.confirm_delete_title', { what, organisation: record.organisationName })}
        content={translate(
          record.replyCount
            ? 'organisation_comments.confirm_delete_with_replies'
            : 'organisation_comments.confirm_delete_content',
          { smart_count: record.replyCount },
        )}
        onDeleted={refresh}
      />
    </Stack>
  );
};
