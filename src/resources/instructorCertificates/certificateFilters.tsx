import type { ReactElement } from 'react';
import { NullableBooleanInput, SearchInput, SelectInput, type RaRecord, type TranslateFunction } from 'react-admin';
import { CERTIFICATE_STATUSES, DISPLAY_STATUSES, REVISIONS } from '../../domain/certificates';
import { WORK_QUEUES } from '../../domain/workQueues';
import { MultiSelectFilter } from '../../components/lists/MultiSelectFilter';
import { dateRangeFilters } from '../../components/lists/rangeFilters';
import type { CertificateScope } from './scope';

/** What the filters of a certificate list may offer: its scope and the choices loaded for it. */
export interface CertificateFilterContext {
  scope: CertificateScope;
  disciplines: RaRecord[];
  sites: RaRecord[];
  translate: TranslateFunction;
}

const choicesOf = (values: readonly string[], key: string) => values.map((id) => ({ id, name: `${key}.${id}` }));

/**
 * The filters of every certificate list, in the order shown: one entry each (a new filter is one
 * more entry here); an entry answers no input where it does not apply to the scope.
 */
export const CERTIFICATE_FILTERS: readonly ((context: CertificateFilterContext) => ReactElement[])[] = [
  ({ translate }) => [<SearchInput key="q" source="q" alwaysOn placeholder={translate('lists.search')} />],
  // several statuses and display statuses at once
  () => [
    <MultiSelectFilter
      key="status"
      source="status"
      alwaysOn
      choices={choicesOf(CERTIFICATE_STATUSES, 'certification.status')}
      sx={{ minWidth: 180 }}
    />,
  ],
  ({ disciplines }) => [
    <SelectInput
      key="disciplineId"
      source="disciplineId"
      alwaysOn
      choices={disciplines}
      optionText="name"
      translateChoice={false}
      sx={{ minWidth: 160 }}
    />,
  ],
  ({ scope, sites }) =>
    scope === 'itc'
      ? [
          <SelectInput
            key="organisationId"
            source="organisationId"
            alwaysOn
            choices={sites}
            optionText="name"
            translateChoice={false}
            sx={{ minWidth: 200 }}
          />,
        ]
      : [],
  () => [
    <SelectInput
      key="revision"
      source="revision"
      alwaysOn
      choices={choicesOf(REVISIONS, 'certification.revision')}
      sx={{ minWidth: 160 }}
    />,
  ],
  () => [
    <MultiSelectFilter
      key="displayStatus"
      source="displayStatus"
      alwaysOn
      choices={choicesOf(DISPLAY_STATUSES, 'certification.display_status')}
      sx={{ minWidth: 180 }}
    />,
  ],
  ({ translate }) => dateRangeFilters('expiryDate', 'resources.instructor-certificates.fields.expiryDate', translate),
  // a site's work queues (issue 14.4), which its dashboard card links to: shown while one is chosen
  ({ scope }) =>
    scope === 'its'
      ? [
          <SelectInput
            key="workQueue"
            source="workQueue"
            label="work_queues.filter"
            choices={choicesOf(WORK_QUEUES, 'work_queues.queue')}
            sx={{ minWidth: 200 }}
          />,
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
