import type { ReactElement } from 'react';
import { NullableBooleanInput, type RaRecord, type TranslateFunction } from 'react-admin';
import { CERTIFICATE_STATUSES, DISPLAY_STATUSES, REVISIONS } from '../../domain/certificates';
import { WORK_QUEUES } from '../../domain/workQueues';
import { recordFilter, searchFilter, valueFilter } from '../../components/lists/choiceFilters';
import { dateRangeFilters } from '../../components/lists/rangeFilters';
import type { CertificateScope } from '../../domain/certificateScopes';

/** What the filters of a certificate list may offer: its scope and the choices loaded for it. */
export interface CertificateFilterContext {
  scope: CertificateScope;
  disciplines: RaRecord[];
  sites: RaRecord[];
  translate: TranslateFunction;
}

/**
 * The filters of every certificate list, in the order shown: one entry each (a new filter is one
 * more entry here); an entry answers no input where it does not apply to the scope.
 */
export const CERTIFICATE_FILTERS: readonly ((context: CertificateFilterContext) => ReactElement[])[] = [
  ({ translate }) => [searchFilter(translate)],
  // several statuses and display statuses at once
  () => [valueFilter('status', CERTIFICATE_STATUSES, 'certification.status', { several: true })],
  ({ disciplines }) => [recordFilter('disciplineId', disciplines, { width: 160 })],
  ({ scope, sites }) => (scope === 'itc' ? [recordFilter('organisationId', sites, { width: 200 })] : []),
  () => [valueFilter('revision', REVISIONS, 'certification.revision', { width: 160 })],
  () => [valueFilter('displayStatus', DISPLAY_STATUSES, 'certification.display_status', { several: true })],
  ({ translate }) => dateRangeFilters('expiryDate', 'resources.instructor-certificates.fields.expiryDate', translate),
  // a site's work queues (issue 14.4), which its dashboard card links to: shown while one is chosen
  ({ scope }) =>
    scope === 'its'
      ? [
          valueFilter('workQueue', WORK_QUEUES, 'work_queues.queue', {
            label: 'work_queues.filter',
            width: 200,
            alwaysOn: false,
          }),
        ]
      : [],
  // ready for renewal or not (issue 14.1): the ITC decides by it, so its lists offer it at once
  ({ scope }) => [
    <NullableBooleanInput
      key="renewalReady"
      source="renewalReady"
      alwaysOn={scope === 'itc'}
      trueLabel="renewal.filter_ready"
      falseLabel="renewal.filter_not_ready"
      // wide enough for its German label (Bereit zur Verlängerung) beside the arrow
      sx={{ minWidth: 240 }}
    />,
  ],
  // reminded of its expiry, not renewed yet (issue 14.2; the ITC's dashboard card links to it)
  () => [<NullableBooleanInput key="reminded" source="reminded" sx={{ minWidth: 220 }} />],
];

export const certificateFilters = (context: CertificateFilterContext) =>
  CERTIFICATE_FILTERS.flatMap((filter) => filter(context));
