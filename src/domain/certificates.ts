import type { Action } from './features';
import type { Principal } from './permissions';
import { holdsGrant, type Grant, type Reach } from './grants';
import { EMAIL_PATTERN, type Message } from './validation';

/**
 * Instructor certification (§3, §4 and DESIGN §5): statuses, file types, the workflow table and
 * the rules on dates, shared by the server (the authority) and the screens (which only hide).
 */

export const CERTIFICATE_STATUSES = ['DATAENTRY', 'APPROVAL', 'APPROVED', 'CERTIFIED'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** A request still on its way: at most one per instructor and discipline. */
export const OPEN_STATUSES: readonly CertificateStatus[] = ['DATAENTRY', 'APPROVAL', 'APPROVED'];

export const DISCIPLINE_TYPES = ['INITIAL', 'RECERTIFICATION'] as const;
export type DisciplineType = (typeof DISCIPLINE_TYPES)[number];

export const DISPLAY_STATUSES = ['ACTIVE', 'EXPIRES_SOON', 'EXPIRED', 'NO_CERTIFICATE'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** The specification's spelling, CERTIFICIATE_INSTRUCTOR_COURSE included. */
export const CERTIFICATE_FILE_TYPES = [
  'APPLICATION_FORM',
  'MONITORING_FORM',
  'CURRENT_PROVIDER_STATUS',
  'CERTIFICIATE_INSTRUCTOR_COURSE',
  'RENEWAL_CHECKLIST',
  'INSTRUCTOR_CERTIFICATE',
  'ADDITIONAL_ATTACHMENT',
] as const;
export type CertificateFileType = (typeof CERTIFICATE_FILE_TYPES)[number];

export const TEMPLATE_FILE_TYPES = ['TEMPLATE', 'TEMPLATE_CERTIFICATION', 'TEMPLATE_RECERTIFICATION'] as const;
export type TemplateFileType = (typeof TEMPLATE_FILE_TYPES)[number];

/** Files a request needs before it can be submitted (DESIGN §5). */
export const REQUIRED_FILES: Record<DisciplineType, readonly CertificateFileType[]> = {
  INITIAL: ['APPLICATION_FORM', 'CERTIFICIATE_INSTRUCTOR_COURSE', 'MONITORING_FORM'],
  RECERTIFICATION: ['RENEWAL_CHECKLIST', 'MONITORING_FORM', 'CURRENT_PROVIDER_STATUS'],
};

export const missingFiles = (type: DisciplineType, present: readonly string[]): CertificateFileType[] =>
  REQUIRED_FILES[type].filter((required) => !present.includes(required));

export const DEFAULT_VALIDITY_MONTHS = 24;
export const MAX_VALIDITY_MONTHS = 120;
/** A certificate expiring within this many days is shown as EXPIRES_SOON. */
export const EXPIRES_SOON_DAYS = 90;

// ------------------------------------------------------------------------------------------
// Calendar days as ISO strings (yyyy-mm-dd): a certificate expires on a day, not at a moment.
// ------------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Today in the local time of the machine. */
export function today(now: Date = new Date()): string {
  return iso(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day yyyy-mm-dd (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const result = new Date(Date.UTC(year, month - 1, date + days));
  return iso(result.getUTCFullYear(), result.getUTCMonth() + 1, result.getUTCDate());
}

/** Days from one day to another (negative when `to` lies before `from`). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** Adds months to a day, landing on the same day of the month or the month's last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(date, lastDay));
}

/**
 * DESIGN §5: a certificate is valid until the last day of the month that lies the discipline's
 * validity after certification (instructor cards expire at month end).
 */
export function expiryDateFor(certificationDate: string, validityMonths: number): string {
  const [year, month] = certificationDate.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(year, month - 1 + validityMonths + 1, 0));
  return iso(lastOfMonth.getUTCFullYear(), lastOfMonth.getUTCMonth() + 1, lastOfMonth.getUTCDate());
}

/** Display status from the expiry date of the newest certified certificate (none: NO_CERTIFICATE). */
export function displayStatus(expiryDate: string | null | undefined, day: string = today()): DisplayStatus {
  if (!expiryDate) return 'NO_CERTIFICATE';
  if (expiryDate < day) return 'EXPIRED';
  if (expiryDate <= addDays(day, EXPIRES_SOON_DAYS)) return 'EXPIRES_SOON';
  return 'ACTIVE';
}

// ------------------------------------------------------------------------------------------
// Who may do what: the workflow table of DESIGN §5
// ------------------------------------------------------------------------------------------

/**
 * How a user relates to a certificate: `own` – it belongs to his organisation; `itc` – to his ITC
 * or one of its sites; `my` – he is the instructor himself. Internal staff relate to all rows as
 * `own` and `itc`. The server works this out for each row.
 */
export type Relation = Record<Reach, boolean>;

/**
 * Who sees certificates: the resource's grants (src/domain/resources/instructorCertificates.ts).
 * The ITC's deciders read what they decide on, and change it only by their steps.
 */
export const CERTIFICATE_READERS: readonly Grant[] = [
  { feature: 'its_instructor_certificates', reach: 'own' },
  { feature: 'itc_instructor_certificates', reach: 'itc' },
  { feature: 'itc_instructor_certificate_approve', reach: 'itc', actions: ['read'] },
  { feature: 'itc_instructor_certificate_certify', reach: 'itc', actions: ['read'] },
  { feature: 'user_is_instructor', reach: 'my' },
];

/** Who files requests, edits them and their files while in data entry, and submits them (with EDITING). */
export const CERTIFICATE_EDITORS: readonly Grant[] = [
  { feature: 'its_instructor_certificates', reach: 'own' },
  { feature: 'itc_instructor_certificates', reach: 'itc' },
  { feature: 'user_is_instructor', reach: 'my' },
];
/** The feature action an editor needs: filing a request is what he may do with it. */
export const EDITING: Action = 'create';

/** The ITC's decisions (DESIGN §5): approve, decline and certify are its features' `update`. */
export const APPROVERS: readonly Grant[] = [{ feature: 'itc_instructor_certificate_approve', reach: 'itc' }];
export const CERTIFIERS: readonly Grant[] = [{ feature: 'itc_instructor_certificate_certify', reach: 'itc' }];

export const CERTIFICATE_ACTIONS = ['submit', 'approve', 'decline', 'certify'] as const;
export type CertificateAction = (typeof CERTIFICATE_ACTIONS)[number];

export interface WorkflowStep {
  action: CertificateAction;
  from: readonly CertificateStatus[];
  to: CertificateStatus;
  /** Who may take it: a holder of one of these grants, for the feature action `checks`. */
  who: readonly Grant[];
  checks: Action;
  /** Checked by the server inside the step's transaction. */
  rule?: 'requiredFiles' | 'itcComment';
}

/** DESIGN §5. Creating a request (→ DATAENTRY) is allowed to CERTIFICATE_EDITORS. */
export const WORKFLOW: readonly WorkflowStep[] = [
  {
    action: 'submit',
    from: ['DATAENTRY'],
    to: 'APPROVAL',
    who: CERTIFICATE_EDITORS,
    checks: EDITING,
    rule: 'requiredFiles',
  },
  { action: 'approve', from: ['APPROVAL'], to: 'APPROVED', who: APPROVERS, checks: 'update' },
  {
    action: 'decline',
    from: ['APPROVAL', 'APPROVED'],
    to: 'DATAENTRY',
    who: [...APPROVERS, ...CERTIFIERS],
    checks: 'update',
    rule: 'itcComment',
  },
  { action: 'certify', from: ['APPROVED'], to: 'CERTIFIED', who: CERTIFIERS, checks: 'update' },
];

/**
 * Where a request stands after the ITC sent it back: SENT_BACK in data entry until the site
 * submits it again, then RESUBMITTED until the ITC decides on it. Read from the audit rows.
 */
export const REVISIONS = ['SENT_BACK', 'RESUBMITTED'] as const;
export type Revision = (typeof REVISIONS)[number];

/** The ITC's steps: what came after the last of them is new to it. */
export const DECISION_ACTIONS: readonly CertificateAction[] = ['approve', 'decline', 'certify'];

/** File types that hold one document each: a second upload replaces the first (which is kept as a version). */
export const isVersioned = (type: string) => type !== 'ADDITIONAL_ATTACHMENT';

export const stepOf = (action: CertificateAction): WorkflowStep => WORKFLOW.find((s) => s.action === action)!;

/** Whether one of the grants allows `action` on a row of this relation. */
export const permitted = (
  user: Principal | undefined,
  grants: readonly Grant[],
  action: Action,
  relation: Relation,
): boolean => grants.some((grant) => relation[grant.reach] && holdsGrant(user, grant, action));

/** Whether the user holds a grant of this reach for `action` at all (which scopes he may list). */
export const holdsReach = (user: Principal | undefined, grants: readonly Grant[], action: Action, reach: Reach) =>
  grants.some((grant) => grant.reach === reach && holdsGrant(user, grant, action));

/** The workflow actions this user may take on a certificate in `status` now. */
export const allowedActions = (
  user: Principal | undefined,
  relation: Relation,
  status: CertificateStatus,
): CertificateAction[] =>
  WORKFLOW.filter((step) => step.from.includes(status) && permitted(user, step.who, step.checks, relation)).map(
    (step) => step.action,
  );

/** Only requests in data entry are editable (fields and files). */
export const isEditable = (user: Principal | undefined, relation: Relation, status: CertificateStatus): boolean =>
  status === 'DATAENTRY' && permitted(user, CERTIFICATE_EDITORS, EDITING, relation);

// ------------------------------------------------------------------------------------------
// Fields of a request
// ------------------------------------------------------------------------------------------

export const INVOICE_FIELDS = ['nameOrInstitution', 'street', 'houseNumber', 'zipCode', 'city', 'country'] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];
export type InvoiceAddress = Partial<Record<InvoiceField, string | null>>;

/** Invoice fields a recertification needs (paid, so someone must receive the invoice). */
export const REQUIRED_INVOICE_FIELDS: readonly InvoiceField[] = [
  'nameOrInstitution',
  'street',
  'zipCode',
  'city',
  'country',
];

export const CERTIFICATE_LIMITS = { info: 2000, itcComment: 2000, invoiceField: 200 } as const;

export interface CertificateValues {
  disciplineType?: string | null;
  paidRecertificationAccepted?: boolean | null;
  invoiceAddress?: InvoiceAddress | null;
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Rules across fields: a recertification needs the accepted paid recertification and an invoice
 * address. Answers a message per field (dotted paths), empty when the values pass.
 */
export function certificateFieldErrors(values: CertificateValues): Record<string, Message> {
  const errors: Record<string, Message> = {};
  if (values.disciplineType !== 'RECERTIFICATION') return errors;
  if (values.paidRecertificationAccepted !== true) errors.paidRecertificationAccepted = { key: 'required' };
  for (const field of REQUIRED_INVOICE_FIELDS) {
    if (blank(values.invoiceAddress?.[field])) errors[`invoiceAddress.${field}`] = { key: 'required' };
  }
  return errors;
}

/** An AHA instructor id: digits only, as the AHA issues them. */
export const AHA_ID_PATTERN = /^\d{8,15}$/;
/** Generated ids have this many digits. */
export const AHA_ID_LENGTH = 11;

// ------------------------------------------------------------------------------------------
// CSV import of instructors (§3 CSV import columns)
// ------------------------------------------------------------------------------------------

export const IMPORT_COLUMNS = [
  'organisation',
  'ahaInstructorId',
  'firstName',
  'lastName',
  'email',
  'expiryDate',
  'discipline',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ImportRow = Record<ImportColumn, string>;
export const IMPORT_REQUIRED: readonly ImportColumn[] = ['organisation', 'firstName', 'lastName', 'email'];
/** A certificate needs both; a row with neither names only the instructor (as the export writes him). */
export const IMPORT_CERTIFICATE: readonly ImportColumn[] = ['expiryDate', 'discipline'];
export const IMPORT_MAX_ROWS = 50_000;
/** Characters of one cell of the file as sent (the import reports cells over 200 per row). */
export const IMPORT_CELL_MAX = 1000;

export const IMPORT_ERRORS = {
  REQUIRED: 'Field required.',
  UNKNOWN_ORGANISATION: 'Unknown organisation',
  AMBIGUOUS_ORGANISATION: 'Training sites of several ITCs have this name: give the site’s ID instead',
  UNKNOWN_DISCIPLINE: 'Unknown discipline',
  BAD_DATE: 'Invalid date',
  BAD_EMAIL: 'Invalid email',
  DUPLICATE: 'Duplicate row in file',
  BAD_AHA_ID: 'An AHA ID has 8 to 15 digits',
  AHA_ID_TAKEN: 'The AHA ID belongs to another instructor',
  INSTRUCTOR_EXISTS: 'Instructor already exists with another AHA ID',
  TOO_LONG: 'Value too long',
} as const;
export type ImportErrorCode = keyof typeof IMPORT_ERRORS;

export interface ImportRowError {
  field?: ImportColumn;
  code: ImportErrorCode;
  message: string;
}

export interface ImportRowResult {
  /** Line in the file (the header is line 1). */
  line: number;
  action: 'create' | 'update' | 'error';
  organisation: string;
  name: string;
  discipline: string;
  errors: ImportRowError[];
}

export interface ImportResult {
  dryRun: boolean;
  total: number;
  created: number;
  updated: number;
  failed: number;
  /** Certificates written (or that would be). */
  certificates: number;
  rows: ImportRowResult[];
}

/** Dates as the file may bring them: 2026-03-31 or 31.03.2026. Answers yyyy-mm-dd or undefined. */
export function parseImportDate(text: string): string | undefined {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (german) {
    const candidate = iso(Number(german[3]), Number(german[2]), Number(german[1]));
    if (isIsoDate(candidate)) return candidate;
  }
  return undefined;
}

export const isImportEmail = (text: string) => EMAIL_PATTERN.test(text.trim());
