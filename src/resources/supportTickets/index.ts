import type { RaRecord } from 'react-admin';

export const supportTickets = {
  name: 'support-tickets',
  recordRepresentation: (record: RaRecord) => String(record.comment).slice(0, 40),
};
