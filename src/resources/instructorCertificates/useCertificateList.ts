import { useState } from 'react';
import { useGetList, useLocaleState, usePermissions, useTranslate, type TranslateFunction } from 'react-admin';
import { CERTIFICATE_EDITORS, CERTIFICATE_READERS, EDITING, holdsReach } from '../../domain/certificates';
import { REACH_OF_SCOPE, type CertificateScope } from '../../domain/certificateScopes';
import type { SessionUser } from '../../domain/session';
import { formatDay, formatMoment } from '../../components/format';
import { csvExporter } from '../../components/lists/exporter';
import { useGridEditing } from '../../components/lists/GridEditing';
import { certificateFilters } from './certificateFilters';

export const RESOURCE = 'instructor-certificates';

/** The export of a certificate list: its columns, and the request's other facts, in the user's language. */
const certificateExporter = (translate: TranslateFunction, locale: string, title: string) => {
  const label = (field: string) => `resources.${RESOURCE}.fields.${field}`;
  return csvExporter(
    [
      { source: 'organisationName', label: label('organisationName') },
      { source: 'instructorName', label: label('instructorName') },
      { source: 'ahaInstructorId', label: label('ahaInstructorId') },
      { source: 'disciplineName', label: label('disciplineName') },
      {
        source: 'disciplineType',
        label: label('disciplineType'),
        format: (v) => translate(`certification.discipline_type.${v}`),
      },
      { source: 'status', label: label('status'), format: (v) => translate(`certification.status.${v}`) },
      {
        source: 'revision',
        label: label('revision'),
        format: (v) => (v ? translate(`certification.revision.${v}`) : ''),
      },
      { source: 'createdAt', label: label('createdAt'), format: (v) => formatMoment(v as string, locale) || '–' },
      {
        source: 'certificationDate',
        label: label('certificationDate'),
        format: (v) => formatDay(v as string, locale) || '–',
      },
      { source: 'expiryDate', label: label('expiryDate'), format: (v) => formatDay(v as string, locale) || '–' },
      {
        source: 'displayStatus',
        label: label('displayStatus'),
        format: (v) => translate(`certification.display_status.${v}`),
      },
    ],
    translate,
    title,
  );
};

/**
 * A certificate list's state: what the user may do in its scope (read, create, edit rows), its
 * create dialog and grid, the choices its filters offer, and its export.
 */
export function useCertificateList(scope: CertificateScope) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions: user, isPending } = usePermissions<SessionUser>();
  const [creating, setCreating] = useState(false);
  const grid = useGridEditing();
  const { data: disciplines = [] } = useGetList('disciplines', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
    filter: {},
  });
  const { data: sites = [] } = useGetList(
    'its-organisations',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { enabled: scope === 'itc' },
  );
  const reach = REACH_OF_SCOPE[scope];
  const canCreate = holdsReach(user, CERTIFICATE_EDITORS, EDITING, reach);
  const title = translate(`certification.scope.${scope}`);
  return {
    isPending,
    canRead: holdsReach(user, CERTIFICATE_READERS, 'read', reach),
    canCreate,
    // "Edit N selected" and the grid, for the lists of many requests (not an instructor's own few);
    // the server takes only requests in data entry, each refused one with its reason
    editsRows: scope !== 'my' && canCreate && holdsReach(user, CERTIFICATE_READERS, 'update', reach),
    title,
    locale,
    creating,
    setCreating,
    grid,
    filters: certificateFilters({ scope, disciplines, sites, translate }),
    exporter: certificateExporter(translate, locale, title),
  };
}

/** A certificate list's state, as its parts read it. */
export type CertificateListState = ReturnType<typeof useCertificateList>;
