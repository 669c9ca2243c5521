import { ApiError } from '../../providers/http';
import { failureNotice } from './failureText';

/**
 * What a custom form shows after a failed call: the field messages under their inputs (returned
 * to react-admin's Form) and one message for the whole form, in the specification's generic
 * words ("Error while saving: …").
 */
export function submitErrors(
  error: unknown,
  translate: (key: string) => string,
  generic = 'notification.saving',
): { fields?: Record<string, string>; message: string } {
  const message = failureNotice(translate, generic, error);
  return error instanceof ApiError ? { fields: error.body.errors, message } : { message };
}
