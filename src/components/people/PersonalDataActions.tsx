import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useTranslate } from 'react-admin';
import { ErasePersonDialog } from './ErasePersonDialog';
import { usePersonalDataActions, type PersonalDataActionsProps } from './usePersonalDataActions';

/**
 * "Export personal data" and "Erase person" (GDPR art. 15, 17, 20) for internal administrators and
 * the person's ITC; erasing asks to type the person's name. The server checks the organisation.
 */
export const PersonalDataActions = (props: PersonalDataActionsProps) => {
  const translate = useTranslate();
  const handling = usePersonalDataActions(props);
  if (!handling.allowed) return null;

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gridColumn: '1 / -1', mt: 1 }}>
        <Button size="small" startIcon={<DownloadIcon />} onClick={handling.exportData}>
          {translate('personal_data.export')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteForeverIcon />} onClick={handling.startErase}>
          {translate('personal_data.erase')}
        </Button>
      </Stack>
      <ErasePersonDialog name={props.name} handling={handling} />
    </>
  );
};
