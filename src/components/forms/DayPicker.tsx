import type { ReactNode } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { useLocaleState } from 'react-admin';
import { dayPattern } from '../../domain/dayFormat';

/** What a picker holds while its day is typed only in part: never sent, refused by the form. */
export const INCOMPLETE_DAY = 'incomplete';

const pickerTexts = {
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** An ISO day as a local midnight, the way the picker counts days. */
const toDate = (value: string | null | undefined) => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
};

const toIso = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export interface DayPickerProps {
  /** An ISO day (YYYY-MM-DD), or empty. */
  value: string | null | undefined;
  /** An ISO day, null when cleared, or INCOMPLETE_DAY while typed in part. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  label: ReactNode;
  name: string;
  id?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  className?: string;
  testId?: string;
  width?: number | string;
  /** `filled` beside react-admin's inputs (DayInput), MUI's `outlined` elsewhere. */
  variant?: 'filled' | 'outlined';
}

/**
 * A day field with a calendar, written in the interface language's pattern (German dd.MM.yyyy,
 * English dd/MM/yyyy, src/domain/dayFormat.ts) while the value stays an ISO day. Every date input
 * of the product is this picker, directly or through DayInput.
 */
export const DayPicker = ({
  value,
  onChange,
  onBlur,
  label,
  name,
  id,
  error,
  helperText,
  required,
  disabled,
  size = 'small',
  className,
  testId,
  width,
  variant = 'outlined',
}: DayPickerProps) => {
  const [locale] = useLocaleState();
  const german = locale === 'de';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={german ? de : enGB}
      localeText={german ? pickerTexts.de : pickerTexts.en}
    >
      <DatePicker
        label={label}
        format={dayPattern(locale)}
        value={value === INCOMPLETE_DAY ? null : toDate(value)}
        onChange={(date) => {
          if (!date) onChange(null);
          else onChange(Number.isNaN(date.getTime()) ? INCOMPLETE_DAY : toIso(date));
        }}
        disabled={disabled}
        className={className}
        slotProps={{
          textField: {
            id,
            variant,
            name,
            size,
            error,
            helperText,
            required,
            onBlur,
            sx: width ? { width } : undefined,
            ...(testId ? { 'data-testid': testId } : {}),
          },
        }}
      />
    </LocalizationProvider>
  );
};
