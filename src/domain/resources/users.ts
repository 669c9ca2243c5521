import { FEATURES } from '../features';
import { MODULES } from '../organisations';
import { AUTHORIZATIONS } from '../roles';
import { LANGUAGES } from '../settings';
import { choice, choices, defineResource, email, list, object, reference, text } from './define';

/**
 * User permissions (`/settings/user-features`, core_user_features): the users of the caller's
 * reach (internal staff all, an ITC its own and its sites', anyone else his organisation's).
 * Deleting deactivates (and ends the user's sessions); restoring reactivates.
 */
export const users = defineResource({
  name: 'users',
  owner: 'organisationId',
  routing: 'routeTable',
  softDelete: true,
  access: [{ feature: 'core_user_features', reach: 'itc' }],
  operations: { update: false },
  fields: {
    // once in the whole product (the server checks it), not once per organisation
    email: email({ required: true }),
    firstName: text({ max: 100, required: true }),
    lastName: text({ max: 100, required: true }),
    title: text({ max: 50 }),
    // the role preset whose features a new user gets, and the language of his invitation
    authorization: choice(AUTHORIZATIONS, { createOnly: true, writeOnly: true }),
    language: choice(LANGUAGES, { createOnly: true, writeOnly: true }),
    authorizations: choices(AUTHORIZATIONS, { readOnly: true }),
    // the modules of the user's organisation: the rights dialog marks the features they switch off
    organisationModules: choices(MODULES, { readOnly: true }),
    userFeatures: list(object({ userId: reference('users'), feature: choice(FEATURES), action: text() }), {
      max: 1000,
      readOnly: true,
    }),
  },
  display: 'email',
  list: { sort: { field: 'lastName', order: 'ASC' }, search: ['firstName', 'lastName', 'email', 'organisationName'] },
  actions: {
    'grant-features': {
      action: 'update',
      collection: true,
      body: {
        userIds: list(reference('users'), { max: 1000, required: true }),
        features: choices(FEATURES, { required: true }),
      },
    },
  },
});
