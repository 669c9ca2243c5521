import type { ReactElement } from 'react';
import { SearchInput, SelectInput, type TranslateFunction } from 'react-admin';
import { COMMENT_TYPES, type OrganisationOption } from '../../domain/accounts';

/** The filters of the comment list: search, organisation, type and who sees the comment. */
export function organisationCommentFilters(
  translate: TranslateFunction,
  organisations: OrganisationOption[] | undefined,
): ReactElement[] {
  const typeChoices = COMMENT_TYPES.map((type) => ({
    id: type,
    name: translate(`organisation_comments.types.${type}`),
  }));
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('lists.search')} />,
    <SelectInput
      key="organisationId"
      source="organisationId"
      choices={organisations ?? []}
      alwaysOn
      label="resources.organisation-comments.fields.organisationName"
      emptyText="organisation_comments.all_organisations"
    />,
    <SelectInput
      key="type"
      source="type"
      choices={typeChoices}
      alwaysOn
      label="resources.organisation-comments.fields.type"
      emptyText="organisation_comments.all_types"
    />,
    <SelectInput
      key="visibleToCustomer"
      source="visibleToCustomer"
      choices={[
        { id: 'true', name: translate('organisation_comments.visible') },
        { id: 'false', name: translate('organisation_comments.internal') },
      ]}
      format={(value: unknown) => (value === undefined || value === null ? '' : String(value))}
      parse={(value: string) => (value === '' ? undefined : value === 'true')}
      label="resources.organisation-comments.fields.visibleToCustomer"
      emptyText="organisation_comments.all_visibilities"
    />,
  ];
}
