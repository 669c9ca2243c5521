import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type RaRecord, type TranslateFunction } from 'react-admin';
import { ApiError } from '../../providers/http';
import {
  certificateFieldErrors,
  expiryDateFor,
  today,
  type CertificateAction,
  type CertificateValues,
} from '../../domain/certificates';
import { useFormat } from '../../components/format';
import type { AppDataProvider } from '../../providers/dataProvider';
import { failureNotice } from '../../components/forms/failureText';

export interface CertificateActionsProps {
  record: RaRecord;
  onChanged: () => void;
  /** A step asked for by a keyboard shortcut (the review screen): its dialog opens, confirm focused. */
  requested?: { action: CertificateAction; at: number };
}

/** The dialog of the step being asked for: what it shows and what it does. */
export interface CertificateActionDialogState {
  /** The step asked for; nothing while the dialog is closed. */
  action: CertificateAction | null;
  content: string;
  comment: string;
  setComment: (comment: string) => void;
  touched: boolean;
  touch: () => void;
  /** Declining needs a comment. */
  commentMissing: boolean;
  pending: boolean;
  error?: string;
  /** Opened by a keyboard shortcut: the confirm button takes the focus. */
  byKey: boolean;
  close: () => void;
  run: () => Promise<void>;
}

const SUCCESS: Record<CertificateAction, string> = {
  submit: 'certification.notification.submitted',
  approve: 'certification.notification.approved',
  decline: 'certification.notification.declined',
  certify: 'certification.notification.certified',
};

/** Why the request cannot be submitted yet (the tooltip of the disabled button); nothing when it can. */
const submitBlockOf = (record: RaRecord, translate: TranslateFunction) => {
  const missing = (record.missingFiles ?? []) as string[];
  // a renewal the ITC started waits for the acceptance and the invoice address (the server checks it too)
  const fieldsMissing = Object.keys(certificateFieldErrors(record as CertificateValues)).length > 0;
  if (!missing.length && !fieldsMissing) return undefined;
  return [
    fieldsMissing && translate('certification.actions.fields_missing'),
    missing.length > 0 &&
      translate('certification.files.missing', {
        files: missing.map((t) => translate(`certification.file_type.${t}`)).join(', '),
      }),
  ]
    .filter(Boolean)
    .join(' ');
};

/**
 * The workflow steps the user may take on the request and the dialog that asks before each: the
 * step waits for the server (pessimistic); on failure the dialog stays open with the error, and a
 * request changed meanwhile (412) is read again.
 */
export function useCertificateActions({ record, onChanged, requested }: CertificateActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { day: formatDay } = useFormat();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [action, setAction] = useState<CertificateAction | null>(null);
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [byKey, setByKey] = useState(false);
  const actions = (record.actions ?? []) as CertificateAction[];

  const open = (next: CertificateAction, viaKey = false) => {
    setAction(next);
    setComment('');
    setTouched(false);
    setError(undefined);
    setByKey(viaKey);
  };
  useEffect(() => {
    if (requested && actions.includes(requested.action)) open(requested.action, true);
    // only a new request opens a dialog, not a change of the record
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);
  const commentMissing = action === 'decline' && !comment.trim();

  const run = async () => {
    if (!action) return;
    if (commentMissing) {
      setTouched(true);
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await dataProvider.action('instructor-certificates', {
        id: record.id,
        name: action,
        data: action === 'decline' ? { itcComment: comment.trim() } : {},
        // a request changed since the reviewer opened it is not decided blind (412): he sees it again
        version: record.version,
      });
      notify(SUCCESS[action], { type: 'success' });
      setAction(null);
      onChanged();
    } catch (e) {
      const message = failureNotice(translate, `certification.notification.${action}_error`, e);
      setError(message);
      if (e instanceof ApiError && e.status === 412) onChanged();
      notify(message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const content =
    action === 'certify'
      ? translate('certification.actions.certify_content', {
          expiryDate: formatDay(expiryDateFor(today(), record.validityMonths ?? 24)),
        })
      : action
        ? translate(`certification.actions.${action}_content`)
        : '';

  const dialog: CertificateActionDialogState = {
    action,
    content,
    comment,
    setComment,
    touched,
    touch: () => setTouched(true),
    commentMissing,
    pending,
    error,
    byKey,
    close: () => setAction(null),
    run,
  };
  const submitBlock = actions.includes('submit') ? submitBlockOf(record, translate) : undefined;
  return { actions, submitBlock, open, dialog };
}
