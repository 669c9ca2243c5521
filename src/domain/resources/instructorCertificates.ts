import { BULK_CERTIFICATE_ACTIONS, BULK_MAX } from '../bulk';
import { REMINDER_SENDERS } from '../renewal';
import {
  APPROVERS,
  CERTIFICATE_ACTIONS,
  CERTIFIERS,
  CERTIFICATE_FILE_TYPES,
  CERTIFICATE_LIMITS,
  CERTIFICATE_READERS,
  CERTIFICATE_STATUSES,
  DISCIPLINE_TYPES,
  DISPLAY_STATUSES,
  INVOICE_FIELDS,
  REVISIONS,
  WORKFLOW,
} from '../certificates';
import {
  boolean,
  choice,
  choices,
  date,
  datetime,
  defineResource,
  integer,
  list,
  object,
  reference,
  text,
  type ActionDefinition,
} from './define';

const ITC_COMMENT = { itcComment: text({ max: CERTIFICATE_LIMITS.itcComment, multiline: true }) };

/**
 * Certificate requests and certificates (DESIGN §5) in three scopes – its (a site), itc (an ITC
 * over its sites), my (an instructor's own) – with the workflow of src/domain/certificates.ts.
 * Requests are not deleted: they are the certifying body's record.
 */
export const instructorCertificates = defineResource({
  name: 'instructor-certificates',
  owner: 'organisationId',
  routing: 'routeTable',
  softDelete: false,
  // a site its own, an ITC its sites', an instructor his own (the workflow's rules)
  access: CERTIFICATE_READERS,
  operations: { delete: false },
  fields: {
    instructorId: reference('instructor-profiles', { required: true, createOnly: true }),
    disciplineId: reference('disciplines', { required: true }),
    disciplineType: choice(DISCIPLINE_TYPES, { required: true }),
    info: text({ max: CERTIFICATE_LIMITS.info, multiline: true }),
    invoiceAddress: object(
      Object.fromEntries(INVOICE_FIELDS.map((field) => [field, text({ max: CERTIFICATE_LIMITS.invoiceField })])),
    ),
    paidRecertificationAccepted: boolean(),
    status: choice(CERTIFICATE_STATUSES, { readOnly: true }),
    itcComment: text({ max: CERTIFICATE_LIMITS.itcComment, readOnly: true }),
    certificationDate: date({ readOnly: true }),
    expiryDate: date({ readOnly: true }),
    instructorName: text({ readOnly: true }),
    ahaInstructorId: text({ readOnly: true }),
    disciplineName: text({ readOnly: true }),
    validityMonths: integer({ readOnly: true }),
    displayStatus: choice(DISPLAY_STATUSES, { readOnly: true }),
    /** Sent back by the ITC and not yet submitted again, or submitted again and not yet decided. */
    revision: choice(REVISIONS, { readOnly: true }),
    /** The instructor's readiness for renewal in the discipline (src/domain/renewal.ts), the same on each of his requests in it. */
    renewal: object(
      {
        ready: boolean(),
        coursesRequired: integer(),
        coursesDone: integer(),
        monitoringRequired: boolean(),
        monitoringDone: boolean(),
        periodStart: date(),
        periodEnd: date(),
        dueFrom: date(),
      },
      { readOnly: true },
    ),
    /** The latest expiry reminder sent for it: days before expiry (none: null). */
    lastReminder: integer({ readOnly: true }),
    /** The request is the caller's own (he is the instructor). */
    mine: boolean({ readOnly: true, derived: true }),
    /** The workflow steps the caller may take now. */
    actions: choices(CERTIFICATE_ACTIONS, { readOnly: true }),
    editable: boolean({ readOnly: true, derived: true }),
    // a single request with its files and what it still needs
    files: list(
      object({
        id: text(),
        type: choice(CERTIFICATE_FILE_TYPES),
        fileName: text(),
        contentType: text(),
        size: integer(),
        createdAt: datetime(),
        uploadedByName: text({ max: 500 }),
        /** The newest of its type (older ones are kept as versions). */
        current: boolean(),
        /** Uploaded after the ITC's last decision. */
        isNew: boolean(),
      }),
      { max: 100, readOnly: true, detailOnly: true },
    ),
    requiredFiles: choices(CERTIFICATE_FILE_TYPES, { readOnly: true, detailOnly: true }),
    missingFiles: choices(CERTIFICATE_FILE_TYPES, { readOnly: true, detailOnly: true }),
  },
  display: 'instructorName',
  // what a plain update may change, and only in data entry (the ITC's comment and the dates are its steps')
  bulkEdit: ['info'],
  list: {
    sort: { field: 'createdAt', order: 'DESC' },
    search: ['instructorName', 'ahaInstructorId'],
    filters: ['status', 'disciplineId', 'disciplineType', 'instructorId', 'displayStatus', 'revision'],
    ranges: ['expiryDate', 'certificationDate'],
  },
  // the workflow steps (`POST /instructor-certificates/:id/{step}`), each with the grants of its table row
  actions: {
    ...Object.fromEntries(
      WORKFLOW.map((step): [string, ActionDefinition] => [
        step.action,
        { action: step.checks, grants: step.who, body: ITC_COMMENT },
      ]),
    ),
    // approve or certify many (`POST /instructor-certificates/bulk`): each row by its step's rules
    bulk: {
      action: 'update',
      grants: [...APPROVERS, ...CERTIFIERS],
      collection: true,
      versions: true,
      body: {
        action: choice(BULK_CERTIFICATE_ACTIONS, { required: true }),
        ids: list(reference('instructor-certificates'), { max: BULK_MAX, required: true }),
      },
    },
    // the expiry reminder mailed now to one or many (`POST /instructor-certificates/send-reminders`)
    'send-reminders': {
      action: 'update',
      grants: REMINDER_SENDERS,
      collection: true,
      body: { ids: list(reference('instructor-certificates'), { max: BULK_MAX, required: true }) },
    },
  },
});
