import type { TranslateFunction } from 'react-admin';
import type { BulkRefusal } from '../../domain/bulk';
import { parseMessage } from '../../domain/validation';
import { fieldLabel } from '../fields/labels';

/**
 * Why the server left a row of a bulk change as it was, in the user's language: where it names
 * fields, each field with its message ("AHA ID: This AHA instructor ID belongs to another
 * instructor."), since a bulk change has no form to highlight them in; else its code's text.
 */
export function refusalText(
  translate: TranslateFunction,
  resource: string,
  { code, message, errors }: Pick<BulkRefusal, 'code' | 'message' | 'errors'>,
): string {
  const fields = Object.entries(errors ?? {});
  if (!fields.length) return translate(`errors.${code}`, { _: message });
  return fields
    .map(([field, text]) => {
      const parsed = parseMessage(text);
      const said = parsed ? translate(`validation.${parsed.key}`, { ...parsed.values, _: text }) : text;
      return `${translate(fieldLabel(resource, field), { _: field })}: ${said}`;
    })
    .join(' ');
}
