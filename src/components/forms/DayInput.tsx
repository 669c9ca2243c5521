import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps, type Validator } from 'react-admin';
import { DayPicker, INCOMPLETE_DAY } from './DayPicker';

/** A day typed only in part is refused with the pattern to type, in the interface language. */
const complete: Validator = (value) => (value === INCOMPLETE_DAY ? 'dates.incomplete' : undefined);

/**
 * react-admin's date input as a DayPicker: the form value stays an ISO day (YYYY-MM-DD) or null,
 * exactly as the API expects, while the field shows the interface language's pattern.
 */
export const DayInput = ({ validate, label, helperText, className, ...props }: InputProps & { className?: string }) => {
  const translate = useTranslate();
  const rules = [complete, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, id, isRequired } = useInput({
    ...props,
    validate: rules,
    // an emptied field is null, as react-admin's DateInput stores it
    parse: (value: string | null) => value || null,
  });
  const message = fieldState.error?.message;
  return (
    <DayPicker
      id={id}
      variant="filled"
      name={field.name}
      value={field.value as string | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      className={['ra-input', `ra-input-${props.source}`, className].filter(Boolean).join(' ')}
      error={fieldState.invalid}
      disabled={props.disabled || props.readOnly}
      helperText={
        <InputHelperText
          error={message === 'dates.incomplete' ? translate(message, { pattern: translate('dates.pattern') }) : message}
          helperText={helperText}
        />
      }
      label={
        label !== '' && label !== false ? (
          <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />
        ) : null
      }
    />
  );
};
