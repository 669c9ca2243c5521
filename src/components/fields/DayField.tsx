import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { useFormat } from '../format';

/**
 * A calendar day, or with `withTime` a moment, in the app's one pattern per language
 * (src/domain/dayFormat.ts), where react-admin's DateField would write the browser's.
 */
export const DayField = ({ withTime = false, ...props }: FieldProps & { withTime?: boolean }) => {
  const value = useFieldValue(props);
  const format = useFormat();
  return (
    <Typography component="span" variant="body2">
      {withTime ? format.dateTime(value) : format.day(value)}
    </Typography>
  );
};
