import type { RaRecord } from 'react-admin';

export const instructorProfiles = {
  name: 'instructor-profiles',
  recordRepresentation: (record: RaRecord) =>
    [record.title, record.firstName, record.lastName].filter(Boolean).join(' '),
};
