import { SelectInput, TextInput, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import type { OrganisationOption } from '../../domain/accounts';
import { AUTHORIZATIONS } from '../../domain/roles';
import type { SessionUser } from '../../domain/session';
import { LANGUAGES } from '../../domain/settings';
import { LIMITS } from '../../domain/validation';
import { mayAssign } from '../../domain/userRights';
import { email, maxLength, required } from '../../components/forms/validators';

const validate = {
  email: [required(), email(), maxLength(LIMITS.email)],
  name: [required(), maxLength(100)],
  title: maxLength(50),
  required: required(),
};

/**
 * The create-user form: the new user gets an e-mail with a link to choose his password. Roles
 * are offered only where the caller could grant all their features (src/domain/userRights.ts).
 */
export const UserInputs = ({ organisations }: { organisations: OrganisationOption[] }) => {
  const translate = useTranslate();
  const { permissions: caller } = usePermissions<SessionUser>();
  const roles = AUTHORIZATIONS.filter((role) => caller && mayAssign(caller, role));
  return (
    <>
      <TextInput
        source="email"
        type="email"
        validate={validate.email}
        autoFocus
        helperText="user_features.invite_hint"
      />
      <TextInput source="title" validate={validate.title} />
      <TextInput source="firstName" validate={validate.name} />
      <TextInput source="lastName" validate={validate.name} />
      <SelectInput source="organisationId" choices={organisations} validate={validate.required} />
      <SelectInput
        source="authorization"
        choices={roles.map((role) => ({ id: role, name: translate(`roles.${role}`) }))}
        validate={validate.required}
        helperText="user_features.role_hint"
      />
      <SelectInput
        source="language"
        choices={LANGUAGES.map((l) => ({ id: l, name: translate(`user_features.languages.${l}`) }))}
        validate={validate.required}
      />
    </>
  );
};

/** Defaults of a new user: the caller's organisation, role USER, the caller's language. */
export function useUserDefaults(organisations: OrganisationOption[] | undefined) {
  const { permissions: caller } = usePermissions<SessionUser>();
  const [locale] = useLocaleState();
  const own = organisations?.find((o) => o.id === caller?.organisation.id) ?? organisations?.[0];
  return { organisationId: own?.id, authorization: 'USER', language: locale };
}
