import { InputAdornment } from '@mui/material';
import { NumberInput, type NumberInputProps } from 'react-admin';
import { maxValue, minValue } from './validators';

/** An amount in euros from 0 to `max` (a price, a revenue, pay per hour), with the € sign behind it. */
export const EuroInput = ({
  max,
  step = 0.01,
  ...input
}: { max: number; step?: number } & Omit<NumberInputProps, 'min' | 'max' | 'step' | 'validate'>) => (
  <NumberInput
    min={0}
    step={step}
    validate={[minValue(0), maxValue(max)]}
    slotProps={{ input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
    {...input}
  />
);
