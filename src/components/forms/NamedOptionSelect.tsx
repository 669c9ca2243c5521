import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { Identifier } from 'react-admin';

/** A record offered by its name: a training site, a discipline, an organisation. */
export interface NamedOption {
  id: Identifier;
  name: string;
}

/** The choice of one of a few named records, in a select field labelled `label`. */
export const NamedOptionSelect = ({
  options,
  value,
  onChange,
  ...field
}: {
  options: readonly NamedOption[];
  value: string;
  onChange: (id: string) => void;
} & Pick<TextFieldProps, 'id' | 'label' | 'disabled' | 'fullWidth' | 'size' | 'sx'>) => (
  <TextField select {...field} value={value} onChange={(event) => onChange(event.target.value)}>
    {options.map((option) => (
      <MenuItem key={option.id} value={option.id}>
        {option.name}
      </MenuItem>
    ))}
  </TextField>
);
