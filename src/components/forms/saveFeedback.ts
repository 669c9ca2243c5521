import { useNotify, useTranslate, type RaRecord, type UpdateParams } from 'react-admin';
import { ApiError } from '../../providers/http';
import { reportConflict } from './conflict';
import { failureNotice } from './failureText';
import { noteSaved } from './KeptRecord';

export type SuccessMessage = string | ((record: RaRecord) => string | undefined);

interface SaveFeedbackOptions {
  /** A new record ("Created") or a changed one ("Updated"). */
  created: boolean;
  /**
   * i18n key of the success notification instead of the generic created/updated one, or the key
   * for the saved record (undefined: the generic one).
   */
  successMessage?: SuccessMessage;
  /** i18n key of the generic message put before the error of a failed save. */
  errorMessage?: string;
  /** Called with the saved record after the notice (e.g. to open the new record). */
  onSaved?: (record: RaRecord) => void;
}

/**
 * The mutation options of a react-admin form (CreateBase, EditBase) with the product's one wording
 * and colour: "Created" or "Updated" as a success (react-admin's own notice is an info), a failure
 * as "Error while saving: …" (react-admin's shows the API's "409: …"); field errors show under
 * their inputs instead.
 */
export function useSaveFeedback({ created, successMessage, errorMessage, onSaved }: SaveFeedbackOptions) {
  const notify = useNotify();
  const translate = useTranslate();
  return {
    onSuccess: (record: RaRecord) => {
      // the record read back at this version is the user's own save: his form takes it
      noteSaved(record);
      const own = typeof successMessage === 'function' ? successMessage(record) : successMessage;
      notify(own ?? (created ? 'notification.created' : 'notification.updated'), { type: 'success' });
      onSaved?.(record);
    },
    onError: (error: unknown, variables?: Partial<Pick<UpdateParams, 'id' | 'data' | 'previousData'>>) => {
      const failure = error as { body?: { errors?: Record<string, string> } };
      if (failure.body?.errors && Object.keys(failure.body.errors).length) return;
      // changed by someone else meanwhile: the form shows who and merges (ConflictNotice)
      if (error instanceof ApiError && error.status === 412 && error.body.current && variables?.id !== undefined) {
        const conflict = {
          id: variables.id,
          base: (variables.previousData ?? {}) as Record<string, unknown>,
          theirs: error.body.current,
          mine: (variables.data ?? {}) as Record<string, unknown>,
          changedBy: error.body.changedBy ?? null,
          changedAt: error.body.changedAt ?? null,
        };
        if (reportConflict(conflict)) return;
      }
      notify(failureNotice(translate, errorMessage ?? 'notification.saving', error), { type: 'error' });
    },
  };
}
