import type { ReactElement } from 'react';
import { AutocompleteInput, type RaRecord } from 'react-admin';
import { required } from '../../components/forms/validators';
import { OrganisationRecordInput } from './OrganisationRecordInput';

export interface ProfilePickerProps {
  /** The row's field that holds the profile's id. */
  source: string;
  /** participant-profiles or instructor-profiles. */
  reference: string;
  organisationId: string;
  label: string;
  optionText: (record: RaRecord) => string;
  /** How a person missing from the list is added from here, if the user may: the dialog and its two labels. */
  create?: { dialog: ReactElement; itemLabel: string; hint: string };
}

/** A person of a course row: one of the organisation's profiles, picked by name in the order of last names. */
export const ProfilePicker = ({ source, reference, organisationId, label, optionText, create }: ProfilePickerProps) => (
  <OrganisationRecordInput
    source={source}
    reference={reference}
    organisationId={organisationId}
    sortBy="lastName"
    perPage={50}
  >
    <AutocompleteInput
      label={label}
      optionText={optionText}
      validate={required()}
      helperText={false}
      {...(create ? { create: create.dialog, createItemLabel: create.itemLabel, createLabel: create.hint } : {})}
    />
  </OrganisationRecordInput>
);
