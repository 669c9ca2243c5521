import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type TranslateFunction } from 'react-admin';
import type { CertificateStatus, DisplayStatus, Revision } from '../../domain/certificates';
import { certificateDetailPath, type CertificateScope } from '../../domain/certificateScopes';
import { CertificateStatusChip, DisplayStatusChip } from '../../components/certification/StatusChips';
import { formatDay, formatMoment } from '../../components/format';

/**
 * The columns of a certificate list: organisation, instructor, discipline, type, status, created,
 * expiry and display status. A function, not a component: the table and the readable list read
 * the columns' props from the elements themselves.
 */
export const certificateListColumns = (scope: CertificateScope, translate: TranslateFunction, locale: string) => (
  <>
    <DataTable.Col source="organisationName" />
    <DataTable.Col
      source="instructorName"
      render={(r) => (
        // a link as well as the row click, so the keyboard reaches every request
        <Link
          component={RouterLink}
          to={certificateDetailPath(scope, r.id)}
          underline="hover"
          color="inherit"
          onClick={(event: React.MouseEvent) => event.stopPropagation()}
        >
          {r.instructorName}
        </Link>
      )}
    />
    <DataTable.Col source="disciplineName" />
    <DataTable.Col
      source="disciplineType"
      render={(r) => translate(`certification.discipline_type.${r.disciplineType}`)}
    />
    <DataTable.Col
      source="status"
      render={(r) => (
        <CertificateStatusChip status={r.status as CertificateStatus} revision={r.revision as Revision | null} />
      )}
    />
    <DataTable.Col source="createdAt" render={(r) => formatMoment(r.createdAt, locale) || '–'} />
    <DataTable.Col source="expiryDate" render={(r) => formatDay(r.expiryDate, locale) || '–'} />
    <DataTable.Col
      source="displayStatus"
      disableSort
      render={(r) => <DisplayStatusChip status={r.displayStatus as DisplayStatus} />}
    />
  </>
);
