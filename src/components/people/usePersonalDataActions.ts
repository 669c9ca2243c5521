import { useState } from 'react';
import { useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { canHandlePersonalData } from '../../domain/access';
import type { SessionUser } from '../../domain/session';
import { api } from '../../providers/http';
import { downloadFile } from '../files/download';
import { failureNotice } from '../forms/failureText';
import { useStepCall } from '../forms/useStepCall';

export type PersonKind = 'user' | 'participant-profile' | 'instructor-profile';

/** The person whose data is exported or erased. */
export interface PersonalDataActionsProps {
  kind: PersonKind;
  id: string;
  name: string;
  onErased?: () => void;
}

/**
 * The export of a person's data and its erasure (after typing the person's name in a dialog), and
 * whether the caller may handle personal data at all. The server checks the organisation.
 */
export function usePersonalDataActions({ kind, id, name, onErased }: PersonalDataActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions: caller } = usePermissions<SessionUser>();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const path = `people/${kind}/${id}`;

  const exportData = async () => {
    try {
      await downloadFile(`${path}/export`, `personal-data-${kind}-${id}.zip`);
      notify('personal_data.exported', { type: 'success' });
    } catch (e) {
      notify(failureNotice(translate, 'notification.file_download', e), { type: 'error' });
    }
  };
  const {
    pending,
    error,
    setError,
    take: erase,
  } = useStepCall(
    () => api(`${path}/erase`, { method: 'POST', body: { confirm: true } }),
    () => {
      setOpen(false);
      notify('personal_data.erased', { type: 'success', messageArgs: { name } });
      onErased?.();
      refresh();
    },
    (e) => failureNotice(translate, 'notification.deletion', e),
  );
  const startErase = () => {
    setTyped('');
    setError(undefined);
    setOpen(true);
  };

  return {
    allowed: canHandlePersonalData(caller),
    open,
    setOpen,
    typed,
    setTyped,
    pending,
    error,
    exportData,
    startErase,
    erase,
  };
}

/** The export and erasure of a person's data, as usePersonalDataActions gives them. */
export type PersonalDataHandling = ReturnType<typeof usePersonalDataActions>;
