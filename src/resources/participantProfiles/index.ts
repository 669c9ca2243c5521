import type { RaRecord } from 'react-admin';

export const participantProfiles = {
  name: 'participant-profiles',
  recordRepresentation: (record: RaRecord) =>
    [record.title, record.firstName, record.lastName].filter(Boolean).join(' '),
};
