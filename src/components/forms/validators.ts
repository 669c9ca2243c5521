import type { Validator } from 'react-admin';
import * as rules from '../../domain/validation';

/**
 * The domain's validation rules (src/domain/validation.ts) as react-admin validators, with the
 * specification's messages from the i18n catalogue (`validation.<key>`).
 */
const toValidator =
  (rule: (value: unknown) => rules.Message | undefined): Validator =>
  (value) => {
    const message = rule(value);
    return message ? { message: `validation.${message.key}`, args: message.values ?? {} } : undefined;
  };

/** Marked so that react-admin shows the input as required (an asterisk after the label). */
export const required = () => Object.assign(toValidator(rules.required), { isRequired: true });
export const maxLength = (n: number) => toValidator(rules.maxLength(n));
export const minLength = (n: number) => toValidator(rules.minLength(n));
export const email = () => toValidator(rules.email);
export const passwordStrength = () => toValidator(rules.passwordStrength);

/** `Passwords do not match.` unless the value equals the form's `field`. */
export const sameAs =
  (field: string): Validator =>
  (value, values) =>
    value !== values?.[field] ? { message: 'validation.passwordsMatch', args: {} } : undefined;
export const minValue = (n: number) => toValidator(rules.minValue(n));
export const maxValue = (n: number) => toValidator(rules.maxValue(n));

/** On an end date: `The end date must not be before the start date.` against the form's `startField`. */
export const notBefore =
  (startField: string): Validator =>
  (value, values) => {
    const message = rules.endNotBeforeStart(values?.[startField], value);
    return message ? { message: `validation.${message.key}`, args: {} } : undefined;
  };
