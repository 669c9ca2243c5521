import { Checkbox, Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useResourceContext, useTranslate, type Validator } from 'react-admin';
import type { Field } from '../../domain/resources';
import { fieldLabel } from '../fields/labels';
import { FieldInput } from '../resources/FieldInput';

/**
 * One bulk-editable field: "change this" and its input, which is enabled, checked and sent only
 * while ticked. Unticked, its value stays as it is in every row.
 */
export const BulkEditFieldRow = ({
  source,
  field,
  ticked,
  onTick,
  validate,
}: {
  source: string;
  field: Field;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  validate: Validator[];
}) => {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const { clearErrors } = useFormContext();
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }} data-testid={`bulk-edit-${source}`}>
      <Checkbox
        checked={ticked}
        onChange={(event) => {
          onTick(event.target.checked);
          if (!event.target.checked) clearErrors(source);
        }}
        slotProps={{
          input: {
            'aria-label': translate('lists.bulk_edit.change', { field: translate(fieldLabel(resource, source)) }),
          },
        }}
        sx={{ mt: 1 }}
      />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <FieldInput source={source} field={field} disabled={!ticked} validate={validate} />
      </Stack>
    </Stack>
  );
};
