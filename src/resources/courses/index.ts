import type { RaRecord } from 'react-admin';

export const courses = {
  name: 'courses',
  recordRepresentation: (record: RaRecord) => [record.courseTypeName, record.startDate].filter(Boolean).join(' '),
};
