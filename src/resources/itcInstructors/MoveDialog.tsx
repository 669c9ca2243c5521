import { useState } from 'react';
import { DialogContentText } from '@mui/material';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ActionDialog } from '../../components/forms/ActionDialog';
import { failureNotice } from '../../components/forms/failureText';
import { SiteSelect, useMoveTargets } from './SiteSelect';

/** Moving an instructor's certificates to another site of the same ITC, after confirmation. */
export const MoveDialog = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { sites, targets, isPending } = useMoveTargets([record.organisationParentId], record.organisationId);
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
      <SiteSelect targets={targets} value={target} onChange={setTarget} disabled={isPending} />
    </ActionDialog>
  );
};
