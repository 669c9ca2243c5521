import { SelectInput, useChoicesContext, useCreateSuggestionContext, useTranslate, type RaRecord } from 'react-admin';
import { venues } from '../../domain/resources/venues';
import { FormDialog } from '../../components/forms/FormDialog';
import { FieldInput } from '../../components/resources/FieldInput';
import { useResourceAccess } from '../../components/useResourceAccess';
import { OrganisationRecordInput } from './OrganisationRecordInput';

/**
 * The venue field's create option: the venue's own dialog over the course form, at the course's
 * organisation; the new venue is picked in the field once saved.
 */
const CreateVenue = ({ organisationId }: { organisationId: string }) => {
  const { onCancel, onCreate } = useCreateSuggestionContext();
  const translate = useTranslate();
  return (
    <FormDialog
      resource="venues"
      formId="create-venue-form"
      open
      onClose={onCancel}
      title={translate('lists.create_title', { name: translate('resources.venues.name', { smart_count: 1 }) })}
      defaults={{ organisationId }}
      onSaved={(record: RaRecord) => onCreate(record)}
    >
      {Object.entries(venues.fields).map(([source, field], index) => (
        <FieldInput key={source} source={source} field={field} autoFocus={index === 0} />
      ))}
    </FormDialog>
  );
};

/**
 * The select, its choices read again whenever it opens: a venue made in another window or tab
 * (which the live changes do not report, they leave out the user's own) is there without a reload.
 */
const VenueSelect = ({ organisationId }: { organisationId: string }) => {
  const { refetch } = useChoicesContext();
  // only whoever may create venues is offered to
  const mayCreate = useResourceAccess('venues').canCreate;
  return (
    <SelectInput
      optionText="name"
      label="resources.courses.fields.venueId"
      emptyText="ra.action.clear_input_value"
      slotProps={{ select: { onOpen: () => void refetch() } }}
      {...(mayCreate
        ? { create: <CreateVenue organisationId={organisationId} />, createLabel: 'course.create_venue' }
        : {})}
    />
  );
};

/** The course's venue: one of its organisation's venues, or a new one made from here. */
export const VenueInput = ({ organisationId }: { organisationId: string }) => (
  <OrganisationRecordInput source="venueId" reference="venues" organisationId={organisationId}>
    <VenueSelect organisationId={organisationId} />
  </OrganisationRecordInput>
);
