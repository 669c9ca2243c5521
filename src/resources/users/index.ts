import type { RaRecord } from 'react-admin';

export const users = {
  name: 'users',
  recordRepresentation: (record: RaRecord) => `${record.firstName} ${record.lastName}`,
};
