import { useState } from 'react';
import { DialogContentText, MenuItem, TextField } from '@mui/material';
import { useDataProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ActionDialog } from '../../components/forms/ActionDialog';
import { failureNotice } from '../../components/forms/failureText';

/** Moving an instructor's certificates to another site of the same ITC, after confirmation. */
export const MoveDialog = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: sites = [], isPending } = useGetList('its-organisations', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
    filter: { deleted: false },
  });
  const targets = sites.filter(
    (site) => site.id !== record.organisationId && site.parentId === record.organisationParentId,
  );
  const [target, setTarget] = useState('');

  const run = () =>
    dataProvider.action('itc-instructors', { id: record.id, name: 'move', data: { organisationId: target } });

  return (
    <ActionDialog
      title={translate('certification.instructors.move_title', { name: record.instructorName })}
      width={480}
      submit="certification.instructors.move"
      blocked={target ? undefined : 'orientation.disabled.no_site'}
      run={run}
      success="certification.notification.moved"
      successArgs={{ organisation: sites.find((site) => site.id === target)?.name ?? '' }}
      failure={(error) => failureNotice(translate, 'certification.notification.move_error', error)}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{translate('certification.instructors.move_content')}</DialogContentText>
      <TextField
        select
        fullWidth
        label={translate('certification.instructors.move_target')}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        disabled={isPending}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 310 } } } } } }}
      >
        {targets.map((site) => (
          <MenuItem key={site.id} value={site.id}>
            {site.name}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
};
