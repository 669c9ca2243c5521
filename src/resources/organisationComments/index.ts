import type { RaRecord } from 'react-admin';

export const organisationComments = {
  name: 'organisation-comments',
  recordRepresentation: (record: RaRecord) => `${record.organisationName}: ${String(record.comment).slice(0, 40)}`,
};
