import { BooleanInput, maxValue, minValue, NumberInput, TextInput } from 'react-admin';
import { DEFAULT_REMINDER_DAYS, RENEWAL_LIMITS } from '../../domain/renewal';

/** "180, 90, 30" as the list of days the API takes; what is no whole day stays text for the validator. */
const parseDays = (text: string): (number | string)[] =>
  (text ?? '')
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
const formatDays = (days: unknown) => (Array.isArray(days) ? days.join(', ') : (days ?? ''));

const validDays = (days: unknown) =>
  days == null ||
  (Array.isArray(days) &&
    days.length <= RENEWAL_LIMITS.reminders &&
    days.every((d) => typeof d === 'number' && d >= 1 && d <= RENEWAL_LIMITS.reminderDay))
    ? undefined
    : 'renewal.reminder_days_invalid';

/** The renewal rule of a discipline (issue 14): courses taught, monitoring form, reminder days. */
export const RenewalRuleInputs = () => (
  <>
    <NumberInput
      source="renewalCourses"
      defaultValue={0}
      min={0}
      max={RENEWAL_LIMITS.courses}
      step={1}
      validate={[minValue(0), maxValue(RENEWAL_LIMITS.courses)]}
    />
    <BooleanInput source="monitoringRequired" defaultValue={false} />
    <TextInput
      source="reminderDays"
      parse={parseDays}
      format={formatDays}
      validate={validDays}
      defaultValue={[...DEFAULT_REMINDER_DAYS]}
      helperText="renewal.reminder_days_hint"
    />
  </>
);
