import { TextInput } from 'react-admin';
import { maxLength, required } from '../../components/forms/validators';

export const VenueInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
    <TextInput source="address" validate={maxLength(500)} multiline minRows={2} />
    <TextInput source="comment" validate={maxLength(2000)} multiline minRows={2} />
  </>
);
