import { SelectInput, type TranslateFunction } from 'react-admin';
import { searchFilter } from './choiceFilters';
import type { ResourceListProps } from './useResourceList';
import type { ResourceListScreen } from './useResourceList';

/** A ResourceList's filters: its search, the organisation where the user reaches several, then its own. */
export const resourceListFilters = (
  { search = true, filters = [] }: Pick<ResourceListProps, 'search' | 'filters'>,
  { picking, organisations }: Pick<ResourceListScreen, 'picking' | 'organisations'>,
  translate: TranslateFunction,
) => [
  ...(search ? [searchFilter(translate)] : []),
  ...(picking
    ? [
        <SelectInput
          key="organisationId"
          source="organisationId"
          choices={organisations}
          label="lists.organisation"
          alwaysOn
        />,
      ]
    : []),
  ...filters,
];
