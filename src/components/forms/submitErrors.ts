import { ApiError } from '../../providers/http';

/**
 * What a custom form shows after a failed call: the field messages under their inputs (returned
 * to react-admin's Form) and one message for the whole form.
 */
export function submitErrors(error: unknown): { fields?: Record<string, string>; message: string } {
  if (error instanceof ApiError) {
    return { fields: error.body.errors, message: error.message };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}
