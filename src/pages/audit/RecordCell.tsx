import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePermissions, type RaRecord } from 'react-admin';
import type { SessionUser } from '../../domain/session';
import { hitTarget } from '../../layout/search/hitTarget';
import { useRecordText } from './useRecordText';

/**
 * The record of a row: its name linked to its screen where the reader may open it (a course, a
 * certificate, a venue in its list), an import's numbers, or a dash where it has no name to show.
 */
export const RecordCell = ({ record }: { record: RaRecord }) => {
  const { permissions: user } = usePermissions<SessionUser>();
  const label = useRecordText()(record);
  if (!label)
    return (
      <Typography variant="body2" color="text.disabled" component="span">
        —
      </Typography>
    );
  const target =
    user && record.entityName && !record.imported
      ? hitTarget(
          {
            resource: record.entity,
            id: String(record.entityId),
            label: record.entityName,
            organisationId: record.organisationId ?? '',
          },
          user,
        )
      : undefined;
  return target ? (
    <Link component={RouterLink} to={target} data-testid="audit-record-link">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
};
