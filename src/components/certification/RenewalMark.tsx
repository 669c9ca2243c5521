import { Tooltip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PendingIcon from '@mui/icons-material/Pending';
import { useTranslate } from 'react-admin';

/** A small mark beside a discipline's status: ready for renewal or not (the detail shows what is missing). */
export const RenewalMark = ({ ready, label }: { ready: boolean; label: string }) => {
  const translate = useTranslate();
  const text = `${label}: ${translate(ready ? 'renewal.ready' : 'renewal.not_ready')}`;
  const Icon = ready ? CheckCircleIcon : PendingIcon;
  return (
    <Tooltip title={text}>
      <Icon
        fontSize="small"
        color={ready ? 'success' : 'warning'}
        aria-label={text}
        role="img"
        data-testid="renewal-mark"
        data-ready={ready}
        sx={{ alignSelf: 'center' }}
      />
    </Tooltip>
  );
};
