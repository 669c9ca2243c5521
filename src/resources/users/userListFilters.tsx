import type { ReactElement } from 'react';
import { SearchInput, SelectInput, type TranslateFunction } from 'react-admin';
import type { OrganisationOption } from '../../domain/accounts';

/** The filters of the user list: search, and the organisation where the caller reaches several. */
export const userListFilters = (
  translate: TranslateFunction,
  organisations: OrganisationOption[] | undefined,
): ReactElement[] => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('lists.search')} />,
  ...((organisations?.length ?? 0) > 1
    ? [
        <SelectInput
          key="organisationId"
          source="organisationId"
          choices={organisations}
          alwaysOn
          label="resources.users.fields.organisationName"
          emptyText="user_features.all_organisations"
        />,
      ]
    : []),
];
