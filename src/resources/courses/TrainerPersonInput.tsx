import { TextInput, useTranslate, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { personName, PROFILE_LIMITS } from '../../domain/profiles';
import { maxLength, required } from '../../components/forms/validators';
import { ProfilePicker } from './ProfilePicker';
import { TrainerByName } from './TrainerByName';

export interface TrainerPersonProps {
  index: number;
  organisationId: string;
  /** The trainer as stored, with the instructor found by AHA id. */
  existing?: RaRecord;
}

/** Who the trainer of a row is, asked by his origin: a profile of the organisation, an AHA instructor id, or a name. */
export const TrainerPersonInput = ({ index, organisationId, existing }: TrainerPersonProps) => {
  const translate = useTranslate();
  const origin = useWatch({ name: `trainers.${index}.origin` });
  return (
    <>
      {origin === 'own_organisation' && (
        <ProfilePicker
          source="instructorProfileId"
          reference="instructor-profiles"
          organisationId={organisationId}
          label="resources.courses.trainer_fields.instructorProfileId"
          optionText={personName}
          // someone without a profile here is added by name
          create={{
            dialog: <TrainerByName index={index} />,
            itemLabel: 'course.create_trainer',
            hint: 'course.create_trainer_hint',
          }}
        />
      )}
      {origin === 'other_organisation' && (
        <TextInput
          source="ahaInstructorId"
          label="resources.courses.trainer_fields.ahaInstructorId"
          validate={[required(), maxLength(PROFILE_LIMITS.ahaInstructorId)]}
          helperText={
            existing?.origin === 'other_organisation' && existing.instructorName
              ? translate('course.found_instructor', {
                  name: existing.instructorName,
                  organisation: existing.instructorOrganisationName ?? '',
                })
              : 'course.other_organisation_hint'
          }
        />
      )}
      {origin === 'free_text' && (
        <TextInput
          source="name"
          helperText={false}
          label="resources.courses.trainer_fields.name"
          validate={[required(), maxLength(PROFILE_LIMITS.name)]}
        />
      )}
    </>
  );
};
