import type { ColumnType, Generated } from 'kysely';
import type { Timestamps } from './timestamps';

export interface DisciplineTable extends Timestamps {
  id: Generated<string>;
  /** The ITC owning the discipline. */
  organisationId: string;
  name: string;
  validityMonths: ColumnType<number, number | undefined, number>;
  /** Renewal rule (migration 063): courses taught within the validity period, monitoring form. */
  renewalCourses: Generated<number>;
  monitoringRequired: Generated<boolean>;
  /** Days before expiry a reminder goes out. */
  reminderDays: ColumnType<number[], number[] | undefined, number[]>;
  deleted: Generated<boolean>;
}

/** A stored file: name as uploaded (made safe), type by extension, content in the database. */
interface StoredFile {
  id: Generated<string>;
  organisationId: string;
  type: string;
  fileName: string;
  contentType: string;
  size: number;
  content: Buffer;
  createdBy: string | null;
  createdAt: ColumnType<Date, Date | undefined, Date>;
}

export interface DisciplineTemplateTable extends StoredFile {
  disciplineId: string;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface CertificateFileTable extends StoredFile {
  certificateId: string;
}

export interface InstructorCertificateTable extends Timestamps {
  id: Generated<string>;
  /** The site of the instructor profile. */
  organisationId: string;
  instructorId: string;
  disciplineId: string;
  disciplineType: string;
  status: ColumnType<string, string | undefined, string>;
  info: string | null;
  itcComment: string | null;
  /** Calendar days as yyyy-mm-dd (DATE columns are read as text). */
  certificationDate: string | null;
  expiryDate: string | null;
  invoiceNameOrInstitution: string | null;
  invoiceStreet: string | null;
  invoiceHouseNumber: string | null;
  invoiceZipCode: string | null;
  invoiceCity: string | null;
  invoiceCountry: string | null;
  paidRecertificationAccepted: ColumnType<boolean, boolean | undefined, boolean>;
  createdBy: string | null;
  /** The public verification code of a certified certificate (migration 067). */
  verificationCode: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the ITC withdrew the certificate; the verification page says so. */
  revokedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A digest of certificates mailed to one ITC user: who got it, the certificates it named, when. */
interface DigestSent {
  userId: string;
  certificateIds: string[];
  sentAt: ColumnType<Date, Date | undefined, Date>;
}

/** A daily digest of submitted requests, as sent to one ITC user (migration 055). */
export interface SubmissionDigestTable extends DigestSent {
  /** The day whose submissions it lists (ISO day). */
  day: ColumnType<string, string, string>;
}

/** An expiry reminder of a certificate at one stage (days before expiry), migration 064. */
export interface CertificateReminderTable {
  certificateId: string;
  daysBefore: number;
  organisationId: string;
  dueOn: ColumnType<string, string, string>;
  createdAt: ColumnType<Date, Date | undefined, Date>;
  sentAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** An expiry reminder mailed, by the schedule or by hand (migration 086). */
export interface ReminderSendTable {
  id: Generated<string>;
  certificateId: string;
  organisationId: string;
  sentAt: ColumnType<Date, Date | undefined, Date>;
  recipients: string[];
  byHand: boolean;
  sentBy: string | null;
  /** The stage of a scheduled reminder (days before expiry); null by hand. */
  daysBefore: number | null;
}

/** The ITC's weekly digest of reminded, not yet renewed certificates, per user and week (migration 065). */
export interface ReminderDigestTable extends DigestSent {
  /** The Monday of the week (ISO day). */
  week: ColumnType<string, string, string>;
}

export interface CertificationTables {
  reminderDigests: ReminderDigestTable;
  certificateReminders: CertificateReminderTable;
  reminderSends: ReminderSendTable;
  disciplines: DisciplineTable;
  disciplineTemplates: DisciplineTemplateTable;
  instructorCertificates: InstructorCertificateTable;
  certificateFiles: CertificateFileTable;
  submissionDigests: SubmissionDigestTable;
}
