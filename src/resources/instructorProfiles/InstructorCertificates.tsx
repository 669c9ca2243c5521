import { Box, Link, Stack, Typography } from '@mui/material';
import { usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { heldOf } from '../../domain/access';
import { CERTIFICATE_READERS, type CertificateStatus, type DisplayStatus } from '../../domain/certificates';
import type { SessionUser } from '../../domain/session';
import { CertificateStatusChip, DisplayStatusChip } from '../../components/certification/StatusChips';
import { hitTarget } from '../../layout/search/hitTarget';

interface InstructorCertificate {
  id: string;
  disciplineName: string;
  status: CertificateStatus;
  expiryDate: string | null;
  displayStatus: DisplayStatus;
}

/**
 * §3: the certificates of an instructor profile (those the reader may see), each a link to its
 * screen where he may open one: a certified one by its display status and expiry, a request on its
 * way by its step.
 */
export const InstructorCertificates = ({ record, dense = false }: { record: RaRecord; dense?: boolean }) => {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<SessionUser>();
  const certificates = (record.certificates ?? []) as InstructorCertificate[];
  // whoever may see no certificates is not told that there are none
  if (!heldOf(user, CERTIFICATE_READERS, 'read').length || (dense && !certificates.length)) return null;
  const chips = (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {certificates.map((certificate) => {
        const chip =
          certificate.status === 'CERTIFIED' ? (
            <DisplayStatusChip
              status={certificate.displayStatus}
              label={certificate.disciplineName}
              expiryDate={certificate.expiryDate}
            />
          ) : (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">{certificate.disciplineName}</Typography>
              <CertificateStatusChip status={certificate.status} />
            </Stack>
          );
        const to =
          user &&
          hitTarget(
            {
              resource: 'instructor-certificates',
              id: certificate.id,
              label: certificate.disciplineName,
              organisationId: record.organisationId,
            },
            user,
          );
        return (
          <Box key={certificate.id} data-testid="instructor-certificate">
            {to && !dense ? (
              <Link component={RouterLink} to={to} underline="none">
                {chip}
              </Link>
            ) : (
              chip
            )}
          </Box>
        );
      })}
    </Stack>
  );
  if (dense) return chips;
  return (
    <Box sx={{ gridColumn: '1 / -1', my: 1 }} data-testid="instructor-certificates">
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {translate('resources.instructor-profiles.fields.certificates')}
      </Typography>
      {certificates.length ? (
        chips
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.instructor-profiles.no_certificates')}
        </Typography>
      )}
    </Box>
  );
};
