import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrganisationOption } from '../../domain/accounts';

/** Which of the user's organisations the instructor account is for. */
export const InstructorOrganisationSelect = ({
  options,
  value,
  onChange,
}: {
  options: OrganisationOption[];
  value: string;
  onChange: (organisationId: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <FormControl size="small" sx={{ minWidth: 240 }}>
      <InputLabel id="instructor-organisation-label">{translate('account.instructor.organisation')}</InputLabel>
      <Select
        labelId="instructor-organisation-label"
        label={translate('account.instructor.organisation')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
