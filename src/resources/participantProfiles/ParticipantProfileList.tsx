import { DataTable, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ResourceList } from '../../components/lists/ResourceList';
import type { ExportColumn } from '../../components/lists/exporter';
import type { GroupOption } from '../../components/lists/grouping';
import { OrganisationInput } from '../../components/lists/OrganisationInput';
import { ParticipantProfileInputs } from '../../components/people/ParticipantProfileInputs';

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
const RESOURCE = 'participant-profiles';
const field = (name: string) => `resources.${RESOURCE}.fields.${name}`;
/** Long e-mail addresses may break anywhere rather than widen the table beyond the screen. */
const breakAnywhere = () => ({ overflowWrap: 'anywhere', minWidth: 190 }) as const;

/**
 * `/organisation/{organisationId}/participant-profiles`: the participants of an organisation, or
 * of every organisation the user reaches where he reaches several (internal staff find anyone
 * whose data they may export or erase).
 */
export const ParticipantProfileList = () => {
  const { organisationId } = useParams();
  const groupBy: GroupOption[] = [
    { field: 'organisationName', label: field('organisationName') },
    { field: 'qualification', label: field('qualification') },
    { field: 'foodPreference', label: field('foodPreference') },
  ];
  const exportColumns: ExportColumn[] = [
    ...[
      'title',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'qualification',
      'foodPreference',
      'customerNumber',
    ].map((source) => ({ source, label: field(source) })),
    { source: 'user.email', label: field('user.email') },
    { source: 'organisationName', label: field('organisationName') },
  ];
  return (
    <ResourceList
      resource={RESOURCE}
      pathOrganisation={organisationId}
      sort={{ field: 'lastName', order: 'ASC' }}
      softDelete
      groupBy={groupBy}
      hiddenColumns={['customerNumber', 'user.email']}
      exportColumns={exportColumns}
      form={
        <>
          <OrganisationInput />
          <ParticipantProfileInputs />
        </>
      }
    >
      <DataTable.Col source="lastName" />
      <DataTable.Col
        source="firstName"
        render={(record: RaRecord) => [record.title, record.firstName].filter(Boolean).join(' ')}
      />
      <DataTable.Col source="email" cellSx={breakAnywhere} />
      <DataTable.Col source="phoneNumber" cellSx={noWrap} />
      <DataTable.Col source="qualification" />
      <DataTable.Col source="customerNumber" cellSx={noWrap} />
      <DataTable.Col source="user.email" label={field('user.email')} cellSx={breakAnywhere} />
    </ResourceList>
  );
};
