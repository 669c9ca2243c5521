import { COMMENT_MAX_LENGTH, COMMENT_TYPES } from '../accounts';
import { boolean, choice, defineResource, integer, reference, text } from './define';

/** What every comment and ticket answers beside its own fields. */
export const COMMENT_AUTHOR_FIELDS = {
  createdBy: reference('users', { readOnly: true }),
  createdByName: text({ readOnly: true }),
  /** Written by a user of the organisation itself (not by support staff). */
  byOrganisation: boolean({ readOnly: true }),
  replyCount: integer({ readOnly: true }),
} as const;

/**
 * Internal staff's comments on organisations and the tickets of their support (§3 Organisation
 * comment): a ticket is a row of type `ticket`, a reply points to its ticket. Staff reach every
 * organisation; the organisation sees rows flagged visibleToCustomer (support-tickets).
 */
export const organisationComments = defineResource({
  name: 'organisation-comments',
  owner: 'organisationId',
  module: 'internal',
  routing: 'routeTable',
  softDelete: false,
  access: [{ feature: 'core_organisation_comments', reach: 'own' }],
  fields: {
    type: choice(COMMENT_TYPES, { required: true }),
    comment: text({ max: COMMENT_MAX_LENGTH, required: true, multiline: true }),
    visibleToCustomer: boolean(),
    parentId: reference('organisation-comments', { createOnly: true }),
    ...COMMENT_AUTHOR_FIELDS,
  },
  display: 'comment',
  list: {
    sort: { field: 'createdAt', order: 'DESC' },
    search: ['comment', 'organisationName', 'createdByName'],
    filters: ['type', 'visibleToCustomer', 'parentId'],
  },
});
