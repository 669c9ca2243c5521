import type { Language } from './settings';

/**
 * Rules of accounts, password reset and support (§4 Password reset, §8), shared by the forms and
 * the server.
 */

/** A reset link works once and for this long (hours). */
export const RESET_TOKEN_HOURS = 1;
/** The link in the invitation of a new account works once and for this long (days). */
export const INVITE_TOKEN_DAYS = 7;
/** At most this many unused, unexpired reset links per user: more requests send no more mail. */
export const MAX_OPEN_RESET_TOKENS = 5;

/** Field lengths of the support form (§3 Support ticket) and of comments. */
export const SUPPORT_LIMITS = {
  organisationName: 200,
  contactPerson: 100,
  message: 5000,
} as const;

export const COMMENT_MAX_LENGTH = 5000;

export const COMMENT_TYPES = ['comment', 'ticket'] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];

/** The language of mail to a user: his choice, else English (§9: fallback en). */
export const mailLanguage = (chosen: string | null | undefined): Language => (chosen === 'de' ? 'de' : 'en');

/** One entry of `GET users/current-user/profiles`: a participant profile at an organisation, maybe with an instructor profile. */
export interface AccountProfile {
  organisation: { id: string; name: string; type: string };
  participantProfile: {
    id: string;
    title: string | null;
    firstName: string;
    lastName: string;
    email: string | null;
    phoneNumber: string | null;
    qualification: string | null;
    customerNumber: string | null;
  };
  instructorProfile: {
    id: string;
    status: string | null;
    ahaInstructorId: string | null;
    cellPhone: string | null;
  } | null;
}

export interface OrganisationOption {
  id: string;
  name: string;
  type: string;
}

/** A row of `GET organisation-comments` (and of support tickets). */
export interface CommentRecord {
  id: string;
  organisationId: string;
  organisationName: string;
  type: CommentType;
  parentId: string | null;
  comment: string;
  visibleToCustomer: boolean;
  createdBy: string | null;
  createdByName: string | null;
  /** Written by a user of the organisation itself (not by support staff). */
  byOrganisation: boolean;
  createdAt: string;
  updatedAt: string;
  replyCount: number;
}
