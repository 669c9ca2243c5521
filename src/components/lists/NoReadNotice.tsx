import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** In place of a list the user may not read (§6): the resource's own words for why. */
export const NoReadNotice = ({ resource }: { resource: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" sx={{ m: 2 }} data-testid="no-read">
      {translate(`resources.${resource}.no_read`)}
    </Alert>
  );
};
