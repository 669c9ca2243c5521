import { ApiError } from '../../providers/http';

/**
 * The message of a failure without the status code the API layer puts first for its log ("409: …"):
 * the screens show it behind the specification's generic message ("Error while saving: …").
 */
export function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return error instanceof ApiError && error.status > 0 ? message.replace(/^\d{3}: /, '') : message;
}

/**
 * "Error while saving: <message>" — one of the generic messages of §8 (`notification.saving`,
 * `.deletion`, `.creation`, `.restore`, `.update`, `.file_upload`, `.file_download`,
 * `.file_delete`, `.loading_data`) and the failure's text. Too many requests (429) keep the
 * specification's own sentence, which says everything.
 */
export const failureNotice = (translate: (key: string) => string, generic: string, error: unknown) =>
  error instanceof ApiError && error.status === 429 ? error.message : `${translate(generic)}: ${failureText(error)}`;
