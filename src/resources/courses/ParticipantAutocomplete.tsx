import type { RaRecord } from 'react-admin';
import { useResourceAccess } from '../../components/useResourceAccess';
import { CreateParticipant } from './CreateParticipant';
import { ProfilePicker } from './ProfilePicker';

/** "Lastname, Title Firstname": the list is in the order of last names. */
const participantName = (record: RaRecord) =>
  `${record.lastName}, ${[record.title, record.firstName].filter(Boolean).join(' ')}`;

/** The participant of a course row: one of the organisation's participant profiles. */
export const ParticipantAutocomplete = ({ organisationId }: { organisationId: string }) => {
  // whoever may create participant profiles creates a missing one from here
  const mayCreate = useResourceAccess('participant-profiles').canCreate;
  return (
    <ProfilePicker
      source="participantProfileId"
      reference="participant-profiles"
      organisationId={organisationId}
      label="resources.courses.participant_fields.participantProfileId"
      optionText={participantName}
      create={
        mayCreate
          ? {
              dialog: <CreateParticipant organisationId={organisationId} />,
              itemLabel: 'course.create_participant',
              hint: 'course.create_participant_hint',
            }
          : undefined
      }
    />
  );
};
