import { AutocompleteInput, ReferenceInput, usePermissions, type RaRecord } from 'react-admin';
import { canAccessResource } from '../../domain/access';
import type { SessionUser } from '../../domain/session';
import { required } from '../../components/forms/validators';
import { CreateParticipant } from './CreateParticipant';

const personName = (record: RaRecord) =>
  `${record.lastName}, ${[record.title, record.firstName].filter(Boolean).join(' ')}`;

/** The participant of a course row: one of the organisation's participant profiles. */
export const ParticipantAutocomplete = ({ organisationId }: { organisationId: string }) => {
  const { permissions } = usePermissions<SessionUser>();
  const mayCreate = canAccessResource(permissions, 'participant-profiles', 'create');
  return (
    <ReferenceInput
      source="participantProfileId"
      reference="participant-profiles"
      filter={{ organisationId, deleted: false }}
      sort={{ field: 'lastName', order: 'ASC' }}
      perPage={50}
    >
      <AutocompleteInput
        label="resources.courses.participant_fields.participantProfileId"
        optionText={personName}
        validate={required()}
        helperText={false}
        // whoever may create participant profiles creates a missing one from here
        {...(mayCreate
          ? {
              create: <CreateParticipant organisationId={organisationId} />,
              createItemLabel: 'course.create_participant',
              createLabel: 'course.create_participant_hint',
            }
          : {})}
      />
    </ReferenceInput>
  );
};
