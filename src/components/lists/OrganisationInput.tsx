import { SelectInput, useRecordContext, useResourceContext } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../useApi';

interface OrganisationOption {
  id: string;
  name: string;
}

/**
 * The organisations the caller may reach with `action` on a resource (asked only when `wanted`),
 * whether they are still being asked for, and whether asking failed.
 */
export function useOrganisationReach(resource: string, action: 'read' | 'create', wanted = true) {
  const { data, isPending, error } = useApi<OrganisationOption[]>(
    wanted ? `${resource}/organisations?action=${action}` : undefined,
  );
  return { choices: data ?? [], isPending: wanted && isPending, failed: !!error };
}

/** The organisations the caller may reach with `action` on a resource (asked only when `wanted`). */
export const useOrganisationChoices = (resource: string, action: 'read' | 'create', wanted = true) =>
  useOrganisationReach(resource, action, wanted).choices;

/** The organisation a list is filtered by in the address, if any: a new record goes there. */
export function useChosenOrganisation(): string | undefined {
  const [search] = useSearchParams();
  try {
    const filter = JSON.parse(search.get('filter') ?? '{}') as { organisationId?: unknown };
    return typeof filter.organisationId === 'string' ? filter.organisationId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The organisation of a new record, for whoever may create in several (an ITC for its sites,
 * internal staff for all); nobody else sees it, and the server takes his own organisation.
 */
export const OrganisationInput = () => {
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const choices = useOrganisationChoices(resource, 'create');
  if (record?.id || choices.length < 2) return null;
  return <SelectInput source="organisationId" choices={choices} label="lists.organisation" />;
};
