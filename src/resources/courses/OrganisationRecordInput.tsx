import type { ReactElement } from 'react';
import { ReferenceInput } from 'react-admin';

/**
 * A field of the course form that picks one of the course organisation's records of `reference`
 * (its course types, venues, profiles; none deleted), offered in the order of `sortBy`.
 */
export const OrganisationRecordInput = ({
  source,
  reference,
  organisationId,
  sortBy = 'name',
  perPage = 200,
  children,
}: {
  source: string;
  reference: string;
  organisationId: string;
  sortBy?: string;
  perPage?: number;
  children: ReactElement;
}) => (
  <ReferenceInput
    source={source}
    reference={reference}
    filter={{ organisationId, deleted: false }}
    sort={{ field: sortBy, order: 'ASC' }}
    perPage={perPage}
  >
    {children}
  </ReferenceInput>
);
