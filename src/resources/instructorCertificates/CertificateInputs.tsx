import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import {
  AutocompleteInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useGetList,
  useInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  CERTIFICATE_LIMITS,
  certificateFieldErrors,
  DISCIPLINE_TYPES,
  type CertificateValues,
} from '../../domain/certificates';
import { maxLength, required } from '../../components/forms/validators';
import type { CertificateScope } from '../../domain/certificateScopes';

/**
 * A rule of src/domain/certificates.ts for one field: the recertification needs acceptance and
 * an invoice address. Marked as required so the label shows it while it applies.
 */
const recertificationRule = (source: string): Validator =>
  Object.assign(
    (_value: unknown, values: unknown) => {
      const message = certificateFieldErrors(values as CertificateValues)[source];
      return message ? { message: `validation.${message.key}`, args: message.values ?? {} } : undefined;
    },
    // these inputs show only for a recertification, where they are required
    { isRequired: true },
  );

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', '& > *': { flex: '1 1 160px' } } as const;

/** The acceptance of a paid recertification: a checkbox, as one accepts terms. */
const AcceptInput = () => {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({
    source: 'paidRecertificationAccepted',
    validate: recertificationRule('paidRecertificationAccepted'),
  });
  const showError = !!fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  return (
    <FormControl error={showError} sx={{ mb: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            name={field.name}
          />
        }
        label={`${translate('resources.instructor-certificates.fields.paidRecertificationAccepted')} *`}
      />
      {showError && <FormHelperText>{translate('validation.required')}</FormHelperText>}
    </FormControl>
  );
};

const InvoiceInputs = () => {
  const translate = useTranslate();
  const field = (name: string, max = CERTIFICATE_LIMITS.invoiceField, rule = true) => (
    <TextInput
      source={`invoiceAddress.${name}`}
      validate={rule ? [recertificationRule(`invoiceAddress.${name}`), maxLength(max)] : maxLength(max)}
    />
  );
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" sx={{ mt: 1 }}>
        {translate('resources.instructor-certificates.fields.invoiceAddress.title')}
      </Typography>
      {field('nameOrInstitution')}
      <Box sx={row}>
        {field('street')}
        {field('houseNumber', CERTIFICATE_LIMITS.invoiceField, false)}
      </Box>
      <Box sx={row}>
        {field('zipCode')}
        {field('city')}
        {field('country')}
      </Box>
      <AcceptInput />
    </Box>
  );
};

/**
 * Fields of a certificate request, for the create dialogs (with the instructor) and the edit
 * dialog. The invoice address and the acceptance show for a recertification, which needs them.
 */
export const CertificateInputs = ({ scope, create }: { scope: CertificateScope; create: boolean }) => {
  const translate = useTranslate();
  const type = useWatch({ name: 'disciplineType' });
  const { data: disciplines = [], isPending } = useGetList('disciplines', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
    filter: { deleted: false },
  });
  return (
    <>
      {create && (
        <ReferenceInput
          source="instructorId"
          reference="certificate-instructors"
          filter={{ scope }}
          sort={{ field: 'instructorName', order: 'ASC' }}
        >
          <AutocompleteInput
            optionText={(r: { instructorName: string; ahaInstructorId?: string | null; organisationName: string }) =>
              `${r.instructorName}${r.ahaInstructorId ? ` (${r.ahaInstructorId})` : ''} – ${r.organisationName}`
            }
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
            helperText={translate('certification.create.instructor_help')}
            autoFocus
          />
        </ReferenceInput>
      )}
      <SelectInput
        source="disciplineId"
        choices={disciplines}
        optionText="name"
        translateChoice={false}
        isPending={isPending}
        validate={required()}
        helperText={!isPending && !disciplines.length ? translate('certification.create.no_disciplines') : undefined}
      />
      <RadioButtonGroupInput
        source="disciplineType"
        choices={DISCIPLINE_TYPES.map((id) => ({ id, name: `certification.discipline_type.${id}` }))}
        validate={required()}
      />
      <TextInput source="info" multiline minRows={2} validate={maxLength(CERTIFICATE_LIMITS.info)} />
      {type === 'RECERTIFICATION' && <InvoiceInputs />}
    </>
  );
};
