import { Chip, Tooltip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CertificateStatus, DisplayStatus, Revision } from '../../domain/certificates';
import { useFormat } from '../format';

export const STATUS_COLOURS: Record<CertificateStatus, ChipProps['color']> = {
  DATAENTRY: 'default',
  APPROVAL: 'info',
  APPROVED: 'secondary',
  CERTIFIED: 'success',
};

export const DISPLAY_COLOURS: Record<DisplayStatus, ChipProps['color']> = {
  ACTIVE: 'success',
  EXPIRES_SOON: 'warning',
  EXPIRED: 'error',
  NO_CERTIFICATE: 'default',
};

/** A request sent back reads as such, not as plain data entry; submitted again, as resubmitted. */
export const REVISION_COLOURS: Record<Revision, ChipProps['color']> = { SENT_BACK: 'warning', RESUBMITTED: 'info' };

export const CertificateStatusChip = ({
  status,
  revision,
}: {
  status: CertificateStatus;
  revision?: Revision | null;
}) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={revision ? REVISION_COLOURS[revision] : STATUS_COLOURS[status]}
      variant={status === 'DATAENTRY' && revision !== 'SENT_BACK' ? 'outlined' : 'filled'}
      label={translate(revision ? `certification.revision.${revision}` : `certification.status.${status}`)}
      data-revision={revision ?? undefined}
    />
  );
};

/** The display status; with a label (e.g. the discipline) and the expiry date in a tooltip. */
export const DisplayStatusChip = ({
  status,
  label,
  expiryDate,
}: {
  status: DisplayStatus;
  label?: string;
  expiryDate?: string | null;
}) => {
  const translate = useTranslate();
  const { day: format } = useFormat();
  const text = translate(`certification.display_status.${status}`);
  // beside others, "no certificate" needs no words: the plain outlined name says it
  const quiet = !!label && status === 'NO_CERTIFICATE';
  const chip = (
    <Chip
      size="small"
      color={DISPLAY_COLOURS[status]}
      variant={status === 'NO_CERTIFICATE' ? 'outlined' : 'filled'}
      label={quiet ? label : label ? `${label}: ${text}` : text}
      aria-label={label ? `${label}: ${text}` : undefined}
      data-status={status}
      sx={quiet ? { color: 'text.secondary', borderStyle: 'dashed' } : undefined}
    />
  );
  const hint = expiryDate
    ? `${label ? `${label}: ` : ''}${text} – ${format(expiryDate)}`
    : quiet
      ? `${label}: ${text}`
      : '';
  return hint ? <Tooltip title={hint}>{chip}</Tooltip> : chip;
};
