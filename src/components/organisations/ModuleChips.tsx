import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The names of an organisation's modules, joined: the export's cell of the modules column. */
export const useModuleNames = () => {
  const translate = useTranslate();
  return (value: unknown) => ((value as string[]) ?? []).map((m) => translate(`certification.modules.${m}`)).join(', ');
};

/** An organisation's modules as chips: the list's cell of the modules column. */
export const ModuleChips = ({ modules }: { modules: unknown }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {((modules as string[]) ?? []).map((m) => (
        <Chip key={m} size="small" label={translate(`certification.modules.${m}`)} />
      ))}
    </Stack>
  );
};
