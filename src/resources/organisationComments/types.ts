import type { CommentType } from '../../domain/accounts';

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
