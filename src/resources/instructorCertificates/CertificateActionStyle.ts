import CheckIcon from '@mui/icons-material/Check';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { CertificateAction } from '../../domain/certificates';

/** The icon of each workflow step's button. */
export const ICONS: Record<CertificateAction, typeof SendIcon> = {
  submit: SendIcon,
  approve: CheckIcon,
  decline: UndoIcon,
  certify: VerifiedIcon,
};
/** The colour of each workflow step's buttons (on the request and in its dialog). */
export const COLOURS: Record<CertificateAction, 'primary' | 'secondary' | 'error' | 'success'> = {
  submit: 'primary',
  approve: 'secondary',
  decline: 'error',
  certify: 'success',
};
