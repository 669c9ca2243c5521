import type { CertificateStatus, DisplayStatus, Revision } from './certificates';
import type { CourseStatus } from './courses';

/**
 * What `GET /dashboard` answers as `data` of the certificate cards (server:
 * server/services/dashboard/, screens: src/dashboard/cards/). Days are ISO strings (yyyy-mm-dd).
 */

/** An open request (not yet certified) of an instructor in a discipline. */
export interface OpenRequest {
  id: string;
  status: CertificateStatus;
}

/** "My certificates": one row per discipline in which the instructor holds a certificate or a request. */
export interface MyCertificatesData {
  disciplines: {
    disciplineId: string;
    disciplineName: string;
    organisationName: string;
    displayStatus: DisplayStatus;
    /** Expiry of the newest certified certificate (null: none certified yet). */
    expiryDate: string | null;
    /** The newest certified certificate, else the open request: where the row links to. */
    certificateId: string;
    openRequest: OpenRequest | null;
  }[];
}

/** Counts of a certificate scope, as the list screen of that scope filters them. */
export interface CertificateCountsData {
  total: number;
  byStatus: Record<CertificateStatus, number>;
  byDisplayStatus: Record<DisplayStatus, number>;
  /** Requests the ITC sent back that are not yet submitted again (list filter revision=SENT_BACK). */
  sentBack: number;
}

/** A request waiting for the ITC's decision (APPROVAL: to check; APPROVED: to certify). */
export interface WaitingRequest {
  id: string;
  instructorName: string;
  disciplineName: string;
  organisationName: string;
  status: CertificateStatus;
  /** RESUBMITTED: the site sent it again after the ITC had sent it back. */
  revision: Revision | null;
  /** Since when it waits in this status (its last change). */
  since: string;
}

export interface ItcCertificateCountsData extends CertificateCountsData {
  /** The requests waiting longest, oldest first (at most WAITING_LIMIT; `byStatus` has the counts). */
  waiting: WaitingRequest[];
}

export const WAITING_LIMIT = 5;

/** One certificate that expires within EXPIRES_SOON_DAYS: the newest certified one of its instructor and discipline. */
export interface ExpiringCertificate {
  id: string;
  instructorId: string;
  instructorName: string;
  ahaInstructorId: string | null;
  disciplineName: string;
  organisationName: string;
  expiryDate: string;
  daysLeft: number;
  /** A renewal already filed. */
  openRequest: OpenRequest | null;
}

export interface ExpiringCertificatesData {
  /** How many certificates expire soon in the scope. */
  total: number;
  /** The soonest, at most EXPIRING_LIMIT. */
  certificates: ExpiringCertificate[];
}

export const EXPIRING_LIMIT = 10;

/** "AHA details": the instructor's AHA id and instructor profile, per organisation. */
export interface AhaDetailsData {
  profiles: {
    instructorProfileId: string;
    organisationId: string;
    organisationName: string;
    ahaInstructorId: string | null;
    status: string | null;
    cellPhone: string | null;
    googleEmail: string | null;
    clothingSize: string | null;
    compensationPerHour: number | null;
    qualification: string | null;
  }[];
}

/** "Follow-up overdue": how many of the site's courses the list filter `followUpOverdue` shows. */
export interface FollowUpOverdueData {
  count: number;
}

/** A course as the coordinator's course card lists it. */
export interface CourseSummary {
  id: string;
  courseTypeName: string;
  startDate: string;
  endDate: string | null;
  venueName: string | null;
  status: CourseStatus;
  participantCount: number;
}

/**
 * "My site's courses" (issue 25.8): the next courses of the site, soonest first, and those whose
 * calendar is ahead of their status with the step they wait for (courseStepWaiting), each at most
 * COURSES_LIMIT, with how many there are in all.
 */
export interface ItsCoursesData {
  next: CourseSummary[];
  nextTotal: number;
  waiting: (CourseSummary & { step: CourseStatus })[];
  waitingTotal: number;
}

export const COURSES_LIMIT = 5;
