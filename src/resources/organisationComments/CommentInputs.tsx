import { BooleanInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { COMMENT_MAX_LENGTH, COMMENT_TYPES, type OrganisationOption } from '../../domain/accounts';
import { maxLength, required } from '../../components/forms/validators';

const validateComment = [required(), maxLength(COMMENT_MAX_LENGTH)];
const validateRequired = required();

/** Inputs of a comment or ticket; the organisation is chosen on create only. */
export const CommentInputs = ({ organisations, create }: { organisations?: OrganisationOption[]; create: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      {create && <SelectInput source="organisationId" choices={organisations ?? []} validate={validateRequired} />}
      <SelectInput
        source="type"
        choices={COMMENT_TYPES.map((type) => ({ id: type, name: translate(`organisation_comments.types.${type}`) }))}
        validate={validateRequired}
      />
      <TextInput source="comment" validate={validateComment} multiline minRows={4} autoFocus={!create} />
      <BooleanInput source="visibleToCustomer" helperText="organisation_comments.visible_hint" />
    </>
  );
};
