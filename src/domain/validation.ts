/**
 * Validation rules and their messages (§5), shared by forms and the server. A rule returns
 * undefined when the value passes, else a Message: an i18n key plus the values it needs.
 * `english()` renders a message the way the server sends it.
 */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export const MESSAGES = {
  required: 'Field required.',
  unique: 'Value already exists.',
  maxLength: '%{n} characters maximum.',
  minLength: 'at least %{n} characters.',
  email: 'Invalid email',
  emailInUse: 'Email in use',
  passwordStrength: 'Use upper-case and lower-case letters, a number and a symbol.',
  passwordsMatch: 'Passwords do not match.',
  invalidValue: 'Invalid value.',
  minValue: 'Must be at least %{n}.',
  maxValue: 'Must be at most %{n}.',
  endBeforeStart: 'The end date must not be before the start date.',
  minInstructors: 'Course instructors: at least %{n}.',
  instructorNotFound: 'Instructor with the given AHA ID not found.',
  ahaIdTaken: 'This AHA instructor ID belongs to another instructor.',
  noCourseTypes: 'No course types exist: create one first.',
  wrongPassword: 'The current password is wrong.',
  fileTooLarge: 'The file may be at most %{n} MB.',
  fileExtension: 'Only files of type %{extensions} are allowed.',
  fileEmpty: 'The file is empty.',
  fileContent: 'The content of the file is not a %{extension} file.',
  oneRequestPerDiscipline: 'Only one request per discipline',
  invalidDate: 'Invalid date: use yyyy-mm-dd.',
  rangeTooLong: 'The range may span at most %{n} years.',
  moreErrors: 'And %{n} more fields with errors.',
  notBulkEditable: 'This field cannot be changed for several records at once.',
  siteNeedsItc: 'A training site (ITS) belongs to a certifying body (ITC).',
  parentCycle: 'An organisation cannot be its own parent or lie below itself.',
  oneInternal: 'There is only one internal organisation.',
  internalModule: 'The internal module belongs to the internal organisation, which keeps it.',
} as const;
export type MessageKey = keyof typeof MESSAGES;

export const english = (m: Message): string =>
  MESSAGES[m.key as MessageKey]?.replace(/%\{(\w+)\}/g, (_, k: string) => String(m.values?.[k] ?? '')) ?? m.key;

/** Reads an English server message back into a Message, so the client can show it translated. */
export function parseMessage(text: string): Message | undefined {
  for (const [key, template] of Object.entries(MESSAGES)) {
    const names: string[] = [];
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/%\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    const match = new RegExp(`^${pattern}$`).exec(text);
    if (match) {
      const values = Object.fromEntries(names.map((n, i) => [n, match[i + 1]]));
      return names.length ? { key, values } : { key };
    }
  }
  return undefined;
}

type Rule<T = unknown> = (value: T) => Message | undefined;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const required: Rule = (value) => (isBlank(value) ? { key: 'required' } : undefined);

export const maxLength =
  (n: number): Rule =>
  (value) =>
    typeof value === 'string' && value.length > n ? { key: 'maxLength', values: { n } } : undefined;

export const minLength =
  (n: number): Rule =>
  (value) =>
    typeof value === 'string' && value.length > 0 && value.length < n ? { key: 'minLength', values: { n } } : undefined;

// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is the mail server's job.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email: Rule = (value) =>
  typeof value === 'string' && value !== '' && !EMAIL_PATTERN.test(value) ? { key: 'email' } : undefined;

export const PASSWORD_MIN_LENGTH = 8;
export const passwordStrength: Rule = (value) => {
  if (typeof value !== 'string' || value === '') return undefined;
  if (value.length < PASSWORD_MIN_LENGTH) return { key: 'minLength', values: { n: PASSWORD_MIN_LENGTH } };
  const strong = /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);
  return strong ? undefined : { key: 'passwordStrength' };
};

export const sameAs =
  (other: string): Rule =>
  (value) =>
    value !== other ? { key: 'passwordsMatch' } : undefined;

export const minValue =
  (n: number): Rule =>
  (value) =>
    typeof value === 'number' && value < n ? { key: 'minValue', values: { n } } : undefined;

export const maxValue =
  (n: number): Rule =>
  (value) =>
    typeof value === 'number' && value > n ? { key: 'maxValue', values: { n } } : undefined;

/** An end date (ISO day) before the start date is refused; either may be empty. */
export const endNotBeforeStart = (start: unknown, end: unknown): Message | undefined =>
  typeof start === 'string' && typeof end === 'string' && start && end && end < start
    ? { key: 'endBeforeStart' }
    : undefined;

/** First failing rule wins: forms show at most one error per field (§5). */
export const firstError = (value: unknown, rules: readonly Rule[]): Message | undefined => {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
};

/** Length limits of common fields, used by database, schemas and forms alike. */
export const LIMITS = {
  name: 200,
  shortText: 100,
  email: 254,
  text: 5000,
  password: 200,
} as const;
