import type { ValidationErrorMessage } from 'react-admin';
import type { Field } from '../../../domain/resources';
import { validatorsOf } from '../../forms/fieldValidators';

/** A cell's value taken from text, and why it cannot be saved (a message of the `validation.` catalogue). */
export interface CellValue {
  value: unknown;
  error?: ValidationErrorMessage;
}

/** How the grid writes yes and no in the user's language: a pasted cell may say it so too. */
export interface YesNo {
  yes: string;
  no: string;
}

const INVALID = { message: 'validation.invalidValue', args: {} };

/** The first message of the field's form validators for a value, if any (they all answer at once). */
export function validationError(field: Field, value: unknown): ValidationErrorMessage | undefined {
  for (const validator of validatorsOf(field)) {
    const error: unknown = validator(value, {}, {});
    if (error && !(error instanceof Promise)) return error as ValidationErrorMessage;
  }
  return undefined;
}

/** The value a text means for a field of this kind: a number, yes or no, or the text; empty clears. */
function parsed(field: Field, text: string, yesNo: YesNo): { value: unknown } | undefined {
  const trimmed = text.trim();
  switch (field.kind) {
    case 'integer':
    case 'number': {
      if (!trimmed) return { value: null };
      // a spreadsheet in German writes a decimal comma
      const number = Number(field.kind === 'number' ? trimmed.replace(',', '.') : trimmed);
      if (!Number.isFinite(number) || (field.kind === 'integer' && !Number.isInteger(number))) return undefined;
      return { value: number };
    }
    case 'boolean': {
      const word = trimmed.toLowerCase();
      if (['true', '1', yesNo.yes.toLowerCase()].includes(word)) return { value: true };
      if (['', 'false', '0', yesNo.no.toLowerCase()].includes(word)) return { value: false };
      return undefined;
    }
    case 'text':
    case 'email':
      return { value: trimmed || null };
    default:
      // choices, references, dates, lists: not taken from pasted text
      return undefined;
  }
}

/**
 * A pasted text as the value of a field, checked by the validators of the forms. A text that means
 * no value of the field's kind stays as it was pasted, marked invalid.
 */
export function cellValue(field: Field, text: string, yesNo: YesNo): CellValue {
  const taken = parsed(field, text, yesNo);
  if (!taken) return { value: text, error: INVALID };
  const error = validationError(field, taken.value);
  return error ? { value: taken.value, error } : { value: taken.value };
}
