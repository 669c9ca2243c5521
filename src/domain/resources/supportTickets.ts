import { COMMENT_MAX_LENGTH, COMMENT_TYPES } from '../accounts';
import { boolean, choice, datetime, defineResource, list, object, reference, text } from './define';
import { COMMENT_AUTHOR_FIELDS } from './organisationComments';

const message = {
  id: reference('support-tickets'),
  organisationId: reference('organisations'),
  organisationName: text(),
  type: choice(COMMENT_TYPES),
  parentId: reference('support-tickets'),
  comment: text({ max: COMMENT_MAX_LENGTH }),
  visibleToCustomer: boolean(),
  ...COMMENT_AUTHOR_FIELDS,
  createdAt: datetime(),
  updatedAt: datetime(),
};

/**
 * The support tickets of an organisation (§2 /organisations/{organisationId}/support-tickets):
 * its tickets and the messages and replies support made visible to it, each with its replies.
 * The organisation opens tickets and answers on them; it never sees internal rows.
 */
export const supportTickets = defineResource({
  name: 'support-tickets',
  owner: 'organisationId',
  routing: 'routeTable',
  softDelete: false,
  access: [{ feature: 'core_organisation_support_tickets', reach: 'own' }],
  operations: { update: false, delete: false },
  fields: {
    comment: text({ max: COMMENT_MAX_LENGTH, required: true, multiline: true }),
    type: choice(COMMENT_TYPES, { readOnly: true }),
    visibleToCustomer: boolean({ readOnly: true }),
    parentId: reference('support-tickets', { readOnly: true }),
    ...COMMENT_AUTHOR_FIELDS,
    replies: list(object(message), { max: 10000, readOnly: true }),
  },
  display: 'comment',
  list: { sort: { field: 'createdAt', order: 'DESC' }, search: ['comment'], filters: ['type'] },
  actions: {
    replies: { action: 'create', body: { comment: text({ max: COMMENT_MAX_LENGTH, required: true }) } },
  },
});
