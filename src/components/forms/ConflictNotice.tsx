import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useFormat } from '../format';
import { onConflict, same, threeWay, type Conflict, type Merge } from './conflict';

const dirtying = { shouldDirty: true, shouldValidate: true } as const;

/**
 * What a record form shows when its save was refused because someone else changed the record
 * meanwhile (412, issue 23): who and when; the form then holds the record as it is now with the
 * user's changes on top (a three-way merge with what the form started from), still unsaved, so nothing
 * typed is lost and Save sends it on the new version. Where both changed a field, the user's
 * value stays and theirs is offered with one click.
 */
export const ConflictNotice = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { reset, setValue, trigger, control } = useFormContext();
  const translate = useTranslate();
  const { clock } = useFormat();
  const [shown, setShown] = useState<{ conflict: Conflict; merge: Merge } | null>(null);
  const id = record?.id;

  useEffect(
    () =>
      onConflict((conflict) => {
        if (id === undefined || String(conflict.id) !== String(id)) return false;
        // the base is what the form started from (the record as loaded, or as the last conflict
        // brought it): the record read meanwhile does not replace it (KeptRecord)
        const base = (control._defaultValues as Record<string, unknown> | undefined) ?? conflict.base;
        const merge = threeWay(base, conflict.theirs, conflict.mine);
        // the record as it is now is what the form starts from; the user's changes go on top,
        // unsaved: a second reset that keeps theirs as the start (so that they count as changes)
        // and gives a list input its merged rows, which a setValue right after a reset does not
        reset(conflict.theirs);
        reset(merge.merged, { keepDefaultValues: true });
        const changed = Object.keys(merge.merged).filter((field) => !same(merge.merged[field], conflict.theirs[field]));
        if (changed.length) void trigger(changed);
        setShown({ conflict, merge });
        return true;
      }),
    [id, reset, trigger, control],
  );
  if (!shown) return null;

  const { conflict, merge } = shown;
  const inForm = (field: string) => control._names.mount.has(field);
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });
  const valueText = (value: unknown) => {
    if (Array.isArray(value)) return translate('conflict.rows', { smart_count: value.length });
    if (value === null || value === undefined || value === '') return translate('conflict.empty');
    return String(value);
  };
  const taken = merge.taken.filter(inForm);
  return (
    <Alert severity="warning" role="alert" data-testid="conflict-notice" sx={{ mx: 2, mb: 1 }}>
      <AlertTitle>
        {translate('conflict.changed', {
          name: conflict.changedBy ?? translate('conflict.someone'),
          time: clock(conflict.changedAt),
        })}
      </AlertTitle>
      {translate('conflict.merged')}
      {taken.length > 0 && <Box>{translate('conflict.taken', { fields: taken.map(label).join(', ') })}</Box>}
      {merge.clashes.map((field) => (
        <Box key={field} data-testid={`conflict-${field}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {translate('conflict.clash', { field: label(field), value: valueText(conflict.theirs[field]) })}
          <Button size="small" onClick={() => setValue(field, conflict.theirs[field], dirtying)}>
            {translate('conflict.use_theirs')}
          </Button>
        </Box>
      ))}
    </Alert>
  );
};
