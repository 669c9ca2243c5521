import { useState } from 'react';
import { Alert, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataTable,
  ExportButton,
  SearchInput,
  SelectInput,
  TopToolbar,
  useExpanded,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { COMMENT_TYPES, type OrganisationOption } from '../../domain/accounts';
import { FormDialog } from '../../components/forms/FormDialog';
import { ActionsColumn, AppDataTable } from '../../components/lists/AppDataTable';
import { csvExporter } from '../../components/lists/exporter';
import { ListEmpty } from '../../components/lists/ListEmpty';
import { useApi } from '../../components/useApi';
import { useFormat } from '../../components/format';
import { useResourceAccess } from '../../components/useResourceAccess';
import { CommentInputs } from './CommentInputs';
import { RepliesPanel, VisibilityChip } from './RepliesPanel';
import type { CommentRecord } from '../../domain/accounts';
import { AppList } from '../../components/lists/AppList';
import { DeleteRecordButton } from '../../components/lists/DeleteRecordButton';

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

const RowActions = ({
  onEdit,
  canEdit,
  canDelete,
}: {
  onEdit: (id: Identifier) => void;
  canEdit: boolean;
  canDelete: boolean;
}) => {
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

/**
 * §2 /organisation-comments (internal module, core_organisation_comments): comments and tickets
 * on every organisation, filtered by organisation and type; a ticket opens to its replies.
 */
export const OrganisationCommentList = () => {
  const translate = useTranslate();
  const access = useResourceAccess('organisation-comments');
  const organisations = useApi<OrganisationOption[]>(
    access.canRead ? 'organisation-comments/organisations' : undefined,
  );
  const formatDateTime = useFormat().dateTime;
  const [dialog, setDialog] = useState<{ id?: Identifier } | null>(null);
  // the comment just created: highlighted in the list, never left on another page
  const [created, setCreated] = useState<Identifier>();
  if (access.isPending) return null;
  if (!access.canRead) {
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-testid="no-read">
        {translate('resources.organisation-comments.no_read')}
      </Alert>
    );
  }
  const title = translate('organisation_comments.title');
  const typeChoices = COMMENT_TYPES.map((type) => ({
    id: type,
    name: translate(`organisation_comments.types.${type}`),
  }));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('lists.search')} />,
    <SelectInput
      key="organisationId"
      source="organisationId"
      choices={organisations.data ?? []}
      alwaysOn
      label="resources.organisation-comments.fields.organisationName"
      emptyText="organisation_comments.all_organisations"
    />,
    <SelectInput
      key="type"
      source="type"
      choices={typeChoices}
      alwaysOn
      label="resources.organisation-comments.fields.type"
      emptyText="organisation_comments.all_types"
    />,
    <SelectInput
      key="visibleToCustomer"
      source="visibleToCustomer"
      choices={[
        { id: 'true', name: translate('organisation_comments.visible') },
        { id: 'false', name: translate('organisation_comments.internal') },
      ]}
      format={(value: unknown) => (value === undefined || value === null ? '' : String(value))}
      parse={(value: string) => (value === '' ? undefined : value === 'true')}
      label="resources.organisation-comments.fields.visibleToCustomer"
      emptyText="organisation_comments.all_visibilities"
    />,
  ];
  const openCreate = access.canCreate ? () => setDialog({}) : undefined;
  return (
    <>
      <AppList
        resource="organisation-comments"
        title={title}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        exporter={csvExporter(
          [
            {
              source: 'createdAt',
              label: 'resources.organisation-comments.fields.createdAt',
              format: (v) => formatDateTime(v as string),
            },
            { source: 'organisationName', label: 'resources.organisation-comments.fields.organisationName' },
            {
              source: 'type',
              label: 'resources.organisation-comments.fields.type',
              format: (v) => translate(`organisation_comments.types.${v}`),
            },
            { source: 'comment', label: 'resources.organisation-comments.fields.comment' },
            {
              source: 'visibleToCustomer',
              label: 'resources.organisation-comments.fields.visibleToCustomer',
              format: (v) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false'),
            },
            { source: 'createdByName', label: 'resources.organisation-comments.fields.createdByName' },
          ],
          translate,
          title,
        )}
        actions={
          <TopToolbar>
            {openCreate && (
              <Button size="small" startIcon={<AddIcon />} onClick={openCreate}>
                {translate('ra.action.create')}
              </Button>
            )}
            <ExportButton />
          </TopToolbar>
        }
      >
        <AppDataTable
          created={created}
          rowClick="expand"
          expand={<RepliesPanel />}
          bulkActionButtons={false}
          empty={
            <ListEmpty
              text="resources.organisation-comments.empty"
              action={openCreate && { label: 'lists.create_first', onClick: openCreate }}
            />
          }
        >
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
            <RowActions onEdit={(id) => setDialog({ id })} canEdit={access.canEdit} canDelete={access.canDelete} />
          </ActionsColumn>
        </AppDataTable>
      </AppList>
      <FormDialog
        resource="organisation-comments"
        id={dialog?.id}
        open={!!dialog}
        onClose={() => setDialog(null)}
        title={translate(
          dialog?.id === undefined ? 'organisation_comments.create_title' : 'organisation_comments.edit_title',
        )}
        defaults={{ type: 'comment', visibleToCustomer: false }}
        onSaved={(record) => dialog?.id === undefined && setCreated(record.id)}
      >
        <CommentInputs organisations={organisations.data} create={dialog?.id === undefined} />
      </FormDialog>
    </>
  );
};
