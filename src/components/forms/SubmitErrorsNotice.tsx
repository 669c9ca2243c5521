import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';

/** Every message of the form's errors with its path (`trainers.0.userId`), but react-admin's `root`. */
export function errorMessages(errors: FieldErrors, prefix = ''): [path: string, message: string][] {
  return Object.entries(errors).flatMap(([name, error]): [string, string][] => {
    if (!error || (!prefix && name === 'root')) return [];
    const path = `${prefix}${name}`;
    if (typeof error.message === 'string') return [[path, error.message]];
    return errorMessages(error as FieldErrors, `${path}.`);
  });
}

/**
 * The server's messages on names the form has no input for (a course rule, a hidden link such as
 * `userId`), with their paths: nothing on the screen would show them.
 */
export const unmarked = (errors: FieldErrors, mounted: ReadonlySet<string>) =>
  errorMessages(errors).filter(([path]) => !mounted.has(path));

/**
 * What a record form says after a submit that did not go through, in place of react-admin's "The
 * form is not valid" (the form sets `disableInvalidFormNotification`): with every message at a
 * marked field, that sentence; when the server refused for something the form has no input for (a
 * 409 on a course rule or a hidden link), its message and what to do, since nothing would be
 * marked (issue 25.10).
 */
export const SubmitErrorsNotice = () => {
  const { control, clearErrors, trigger } = useFormContext();
  const { submitCount, errors } = useFormState({ control });
  const seen = useRef(submitCount);
  const notify = useNotify();
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    if (!Object.keys(errors).length) return;
    const hidden = unmarked(errors, control._names.mount);
    if (hidden.length) {
      const message = [...new Set(hidden.map(([, text]) => text))].join(' ');
      notify('notification.not_in_form', { type: 'error', messageArgs: { message } });
      // no input would ever clear them: they would keep Save disabled (validity is worked out
      // again when nothing else is wrong; the marked fields keep theirs until they change)
      clearErrors(hidden.map(([path]) => path));
      if (hidden.length === errorMessages(errors).length) void trigger();
    } else notify('ra.message.invalid_form', { type: 'error' });
  }, [submitCount, errors, control, clearErrors, trigger, notify]);
  return null;
};
