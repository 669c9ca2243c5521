import type { Validator } from 'react-admin';
import type { Field } from '../../domain/resources';
import { email, maxLength, maxValue, minValue, required } from './validators';

/**
 * The validators of a declared field: its limits as the definition states them, the same limits
 * the API schema and the database check (one place for each rule).
 */
export function validatorsOf(field: Field): Validator[] {
  const validators: Validator[] = [];
  if (field.required) validators.push(required());
  if (field.kind === 'text' || field.kind === 'email') validators.push(maxLength(field.max));
  if (field.kind === 'email') validators.push(email());
  if (field.kind === 'integer' || field.kind === 'number') {
    if (field.min !== undefined) validators.push(minValue(field.min));
    if (field.max !== undefined) validators.push(maxValue(field.max));
  }
  return validators;
}
