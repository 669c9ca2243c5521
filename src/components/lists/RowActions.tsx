import { IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { SoftDeleteRowButton } from './SoftDeleteButtons';

/** The edit and delete/restore buttons of a row, enabled only with permission (§6). */
export const RowActions = ({
  onEdit,
  canEdit,
  canDelete,
  softDelete,
}: {
  onEdit: (id: Identifier) => void;
  canEdit: boolean;
  canDelete: boolean;
  softDelete: boolean;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={translate('ra.action.edit')}>
        <span>
          <IconButton
            size="small"
            aria-label={translate('ra.action.edit')}
            disabled={!canEdit || !!record.deleted}
            onClick={(e) => {
              e.stopPropagation();
              onEdit(record.id);
            }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {softDelete && <SoftDeleteRowButton disabled={!canDelete} />}
    </Stack>
  );
};
