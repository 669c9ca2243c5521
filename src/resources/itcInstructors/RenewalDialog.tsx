import { useState } from 'react';
import { Alert, Button, DialogContentText } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { NamedOptionSelect } from '../../components/forms/NamedOptionSelect';
import { StepDialog } from '../../components/forms/StepDialog';
import type { SelectionStepProps } from './SelectionStepProps';

interface DisciplineStatus {
  disciplineId: string;
  disciplineName: string;
  displayStatus: string;
}

/** The disciplines in which one of the selected instructors holds a certificate: those a renewal can be for. */
export const renewableDisciplines = (selected: readonly RaRecord[]) => {
  const found = new Map<string, string>();
  for (const record of selected)
    for (const d of (record.disciplines as DisciplineStatus[] | undefined) ?? [])
      if (d.displayStatus !== 'NO_CERTIFICATE') found.set(d.disciplineId, d.disciplineName);
  return [...found].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
};

/** Starting renewal requests for a selection: the discipline to renew, chosen from what they hold. */
export const RenewalDialog = ({ selected, pending, onTake, onClose }: SelectionStepProps<{ disciplineId: string }>) => {
  const translate = useTranslate();
  const disciplines = renewableDisciplines(selected);
  // one discipline is no choice
  const [chosen, setChosen] = useState(disciplines.length === 1 ? disciplines[0].id : '');
  return (
    <StepDialog
      title={translate('certification.instructors.bulk_renewal_title', { smart_count: selected.length })}
      width={520}
      onClose={onClose}
      actions={
        <Button variant="contained" disabled={!chosen || pending} onClick={() => onTake({ disciplineId: chosen })}>
          {translate('certification.instructors.bulk_renewal')}
        </Button>
      }
    >
      <DialogContentText sx={{ mb: 2 }}>
        {translate('certification.instructors.bulk_renewal_content')}
      </DialogContentText>
      {disciplines.length ? (
        <NamedOptionSelect
          fullWidth
          label={translate('certification.instructors.bulk_renewal_discipline')}
          options={disciplines}
          value={chosen}
          onChange={setChosen}
        />
      ) : (
        <Alert severity="info">{translate('certification.instructors.bulk_renewal_none')}</Alert>
      )}
    </StepDialog>
  );
};
