import { useCreateSuggestionContext, useTranslate, type RaRecord } from 'react-admin';
import { FormDialog } from '../../components/forms/FormDialog';
import { ParticipantProfileInputs } from '../../components/people/ParticipantProfileInputs';

/** What was typed, as names: "Last, First" or "First … Last". */
export function namesOf(typed: string | undefined): { firstName?: string; lastName?: string } {
  const text = typed?.trim() ?? '';
  if (!text) return {};
  if (text.includes(',')) {
    const [lastName, firstName] = text.split(',', 2).map((part) => part.trim());
    return { firstName: firstName || undefined, lastName: lastName || undefined };
  }
  const words = text.split(/\s+/);
  return words.length === 1 ? { lastName: text } : { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) };
}

/**
 * The participant picker's create option (react-admin's `create` of AutocompleteInput): a new
 * profile at the course's organisation, named as typed, picked in the row once saved.
 */
export const CreateParticipant = ({ organisationId }: { organisationId: string }) => {
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  const translate = useTranslate();
  return (
    <FormDialog
      resource="participant-profiles"
      formId="create-participant-form"
      open
      onClose={onCancel}
      title={translate('lists.create_title', {
        name: translate('resources.participant-profiles.name', { smart_count: 1 }),
      })}
      defaults={{ organisationId, ...namesOf(filter) }}
      onSaved={(record: RaRecord) => onCreate(record)}
    >
      <ParticipantProfileInputs />
    </FormDialog>
  );
};
