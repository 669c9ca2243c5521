import type { Generated } from 'kysely';
import type { Timestamps } from './timestamps';

export interface PasswordTokenTable {
  id: Generated<string>;
  userId: string;
  /** SHA-256 (hex) of the token sent by mail; the token itself is never stored. */
  tokenHash: string;
  purpose: 'reset' | 'invite';
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Generated<Date>;
}

export interface OrganisationCommentTable extends Timestamps {
  id: Generated<string>;
  organisationId: string;
  type: 'comment' | 'ticket';
  /** The ticket this row answers. */
  parentId: string | null;
  comment: string;
  visibleToCustomer: Generated<boolean>;
  createdBy: string | null;
}

export interface SupportTicketTable {
  id: Generated<string>;
  organisationName: string;
  contactPerson: string;
  email: string;
  message: string;
  privacyPolicyConfirmed: boolean;
  language: string | null;
  createdAt: Generated<Date>;
}

export interface PeopleTables {
  passwordTokens: PasswordTokenTable;
  organisationComments: OrganisationCommentTable;
  supportTickets: SupportTicketTable;
}
