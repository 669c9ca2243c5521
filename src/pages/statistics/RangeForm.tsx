import { useState, type FormEvent } from 'react';
import { Box, Button } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useTranslate } from 'react-admin';
import { statisticsRangeErrors, type StatisticsRange } from '../../domain/statistics';
import type { Message } from '../../domain/validation';
import { DayPicker } from '../../components/forms/DayPicker';

/**
 * The date range of the statistics: two days and "Show". The range rule of the server (real days,
 * from not after to, at most five years) is checked here first, with its message under the field.
 */
export const RangeForm = ({
  range,
  onChange,
  onReset,
}: {
  range: StatisticsRange;
  onChange: (range: StatisticsRange) => void;
  onReset: () => void;
}) => {
  const translate = useTranslate();
  const [values, setValues] = useState(range);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const [shown, setShown] = useState(range);
  // the range may change from outside (reset, back button): start from it again
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setValues(range);
    setErrors({});
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = statisticsRangeErrors(values.from, values.to);
    setErrors(found);
    if (!Object.keys(found).length) onChange(values);
  };
  const message = (field: 'from' | 'to') => {
    const error = errors[field];
    if (!error) return undefined;
    // the picker writes the language's pattern, not the API's ISO day
    if (error.key === 'invalidDate') return translate('dates.incomplete', { pattern: translate('dates.pattern') });
    return translate(`validation.${error.key}`, error.values);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      aria-label={translate('statistics.range')}
    >
      {(['from', 'to'] as const).map((field) => (
        <DayPicker
          key={field}
          name={field}
          label={translate(`statistics.${field}`)}
          value={values[field]}
          onChange={(value) => setValues((v) => ({ ...v, [field]: value ?? '' }))}
          error={!!errors[field]}
          helperText={message(field)}
          testId={`range-${field}`}
          width={190}
        />
      ))}
      <Button type="submit" variant="contained" sx={{ mt: 0.25 }} data-testid="range-show">
        {translate('statistics.show')}
      </Button>
      <Button type="button" startIcon={<RestartAltIcon />} onClick={onReset} sx={{ mt: 0.25 }}>
        {translate('statistics.reset')}
      </Button>
    </Box>
  );
};
