import { useState } from 'react';
import { usePermissions, useTranslate, type Identifier, type TranslateFunction } from 'react-admin';
import type { OrganisationOption } from '../../domain/accounts';
import type { SessionUser } from '../../domain/session';
import { csvExporter } from '../../components/lists/exporter';
import { useApi } from '../../components/useApi';
import { useResourceAccess } from '../../components/useResourceAccess';
import { useUserDefaults } from './UserInputs';
import { userListFilters } from './userListFilters';
import type { UserRecord } from './types';

/** The export of the user list: names, organisation, roles, features and whether deactivated. */
const userExporter = (translate: TranslateFunction, title: string) =>
  csvExporter(
    [
      { source: 'lastName', label: 'resources.users.fields.lastName' },
      { source: 'firstName', label: 'resources.users.fields.firstName' },
      { source: 'email', label: 'resources.users.fields.email' },
      { source: 'organisationName', label: 'resources.users.fields.organisationName' },
      {
        source: 'authorizations',
        label: 'resources.users.fields.authorizations',
        format: (value) => (value as string[]).map((r) => translate(`roles.${r}`, { _: r })).join(', '),
      },
      {
        source: 'userFeatures',
        label: 'resources.users.fields.userFeatures',
        format: (value) =>
          (value as UserRecord['userFeatures'])
            .map((f) => `${translate(`features.${f.feature}`)} (${translate(`feature_actions.${f.action}`)})`)
            .join(', '),
      },
      {
        source: 'deleted',
        label: 'user_features.deactivated',
        format: (value) => (value ? translate('ra.boolean.true') : translate('ra.boolean.false')),
      },
    ],
    translate,
    title,
  );

/**
 * The user list's state: the caller and what he may do with users, the organisations he manages
 * and a new user's defaults, the rights dialog, the create dialog and the user just created, and
 * the list's filters and export.
 */
export function useUserList() {
  const translate = useTranslate();
  const { permissions: caller } = usePermissions<SessionUser>();
  const access = useResourceAccess('users');
  const organisations = useApi<OrganisationOption[]>(access.canRead ? 'users/organisations' : undefined);
  const defaults = useUserDefaults(organisations.data);
  const [rightsOf, setRightsOf] = useState<UserRecord | null>(null);
  const [creating, setCreating] = useState(false);
  // the user just created: highlighted in the list, never left on another page
  const [created, setCreated] = useState<Identifier>();
  const title = translate('user_features.title');
  return {
    caller,
    access,
    organisations: organisations.data,
    defaults,
    rightsOf,
    setRightsOf,
    creating,
    setCreating,
    created,
    setCreated,
    title,
    filters: userListFilters(translate, organisations.data),
    exporter: userExporter(translate, title),
  };
}

/** The user list's state, as its parts read it. */
export type UserListState = ReturnType<typeof useUserList>;
