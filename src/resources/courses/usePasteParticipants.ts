import { useState } from 'react';
import { useArrayInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  parseParticipantList,
  PASTED_MAX_ROWS,
  type PastedRow,
  type PastedRowState,
} from '../../domain/participantList';
import { api } from '../../providers/http';
import { asOneAction } from '../../providers/oneAction';
import { failureNotice } from '../../components/forms/failureText';

export interface PreviewRow extends PastedRow {
  line: number;
  state: PastedRowState;
  profileId?: string;
  errors: Record<string, string>;
}
export interface Preview extends Record<PastedRowState, number> {
  mayCreate: boolean;
  rows: PreviewRow[];
}
type Picked = { participantProfileId?: string | null; sequenceNumber?: number | null };

/** A profile the form lists already counts as in the course (the server knows only the stored rows). */
function markPicked(preview: Preview, picked: Set<unknown>): Preview {
  const rows = preview.rows.map((row) =>
    row.state === 'existing' && picked.has(row.profileId) ? { ...row, state: 'enrolled' as const } : row,
  );
  const count = (state: PastedRowState) => rows.filter((row) => row.state === state).length;
  return { ...preview, rows, existing: count('existing'), enrolled: count('enrolled') };
}

/**
 * The paste area's state and calls: the server previews the pasted rows; on a saved course it adds
 * them at once, on a course not saved yet they join the form (see PasteParticipants).
 */
export function usePasteParticipants(organisationId: string) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  const { getValues } = useFormContext();
  const addToForm = useAddToForm();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [rows, setRows] = useState<PastedRow[]>([]);
  const [preview, setPreview] = useState<Preview>();
  const [busy, setBusy] = useState(false);
  const saved = !!record?.id;

  // one user action: rows whose answer was lost are asked after with their key, not added twice
  const send = (dryRun: boolean, body: PastedRow[]) =>
    asOneAction(`courses/${record!.id}/add-participants ${dryRun} ${JSON.stringify(body)}`, (idempotencyKey) =>
      api<Preview>(`courses/${record!.id}/add-participants`, {
        method: 'POST',
        body: { rows: body },
        query: { dryRun: String(dryRun) },
        idempotencyKey,
      }),
    );
  const previewOf = async (body: PastedRow[]) =>
    saved
      ? (await send(true, body)).json
      : markPicked(
          (await api<Preview>('courses/check-participants', { method: 'POST', body: { organisationId, rows: body } }))
            .json,
          new Set(((getValues('participants') ?? []) as Picked[]).map((p) => p.participantProfileId)),
        );
  const failed = (error: unknown) => notify(failureNotice(translate, 'notification.saving', error), { type: 'error' });
  const done = () => {
    setText('');
    setPreview(undefined);
    setOpen(false);
  };

  const check = async () => {
    const parsed = parseParticipantList(text);
    if (parsed.length > PASTED_MAX_ROWS) {
      notify('course.paste.too_many', { type: 'error', messageArgs: { n: PASTED_MAX_ROWS } });
      return;
    }
    setBusy(true);
    try {
      setRows(parsed);
      setPreview(await previewOf(parsed));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    if (!saved) {
      addToForm(preview!);
      return done();
    }
    setBusy(true);
    try {
      const { json } = await send(false, rows);
      notify('course.paste.added', { type: 'success', messageArgs: { smart_count: json.new + json.existing } });
      done();
      refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const edit = (next: string) => {
    setText(next);
    setPreview(undefined);
  };
  return { open, setOpen, text, edit, preview, busy, saved, check, add };
}

/** The course is not saved yet: the rows join the form, to be saved with it. */
function useAddToForm() {
  const notify = useNotify();
  const { getValues, setValue } = useFormContext();
  const { append } = useArrayInput();
  return (preview: Preview) => {
    let next = Math.max(0, ...((getValues('participants') ?? []) as Picked[]).map((p) => p.sequenceNumber ?? 0));
    for (const row of preview.rows.filter((r) => r.state === 'existing'))
      append({
        sequenceNumber: ++next,
        participantProfileId: row.profileId,
        orderNumber: null,
        grouping: null,
        comment: null,
        price: null,
      });
    const fresh = preview.rows
      .filter((r) => r.state === 'new')
      .map(({ title, firstName, lastName, email, phoneNumber }) => ({
        title,
        firstName,
        lastName,
        email,
        phoneNumber,
      }));
    if (fresh.length)
      setValue('newParticipants', [...((getValues('newParticipants') as PastedRow[]) ?? []), ...fresh], {
        shouldDirty: true,
      });
    notify('course.paste.added_to_form', {
      type: 'success',
      messageArgs: { smart_count: preview.new + preview.existing },
    });
  };
}
