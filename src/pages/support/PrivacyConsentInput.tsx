import { Checkbox, FormControl, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { useInput, useLocaleState, useTranslate, ValidationError, type Validator } from 'react-admin';
import type { Language } from '../../domain/settings';
import { LEGAL_LINKS } from '../../layout/footerLinks';

const PRIVACY_LABEL: Record<Language, string> = { de: 'footer.privacy', en: 'footer.privacy_policy' };

/** Unlike a text, an unticked box is a value: only `true` counts as given. */
const mustConfirm: Validator = (value) => (value === true ? undefined : { message: 'validation.required', args: {} });

/** The privacy-policy confirmation of the support form (§2 /support), linking the policy of the language. */
export const PrivacyConsentInput = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState } = useInput({
    source: 'privacyPolicyConfirmed',
    defaultValue: false,
    validate: mustConfirm,
  });
  const language = (locale as Language) in LEGAL_LINKS ? (locale as Language) : 'en';
  const policy =
    LEGAL_LINKS[language].find((link) => link.label === PRIVACY_LABEL[language]) ?? LEGAL_LINKS[language][0];
  const error = fieldState.isTouched || fieldState.error?.type === 'server' ? fieldState.error : undefined;
  return (
    <FormControl error={!!error} required>
      <FormControlLabel
        control={
          <Checkbox
            checked={!!field.value}
            onChange={(_, checked) => field.onChange(checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { name: field.name, ref: field.ref } }}
          />
        }
        label={
          <>
            {translate('support.privacy_before')}
            <Link href={policy.href} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>
              {translate('support.privacy_link')}
            </Link>
            {translate('support.privacy_after')}
          </>
        }
      />
      {error?.message && (
        <FormHelperText>
          <ValidationError error={error.message} />
        </FormHelperText>
      )}
    </FormControl>
  );
};
