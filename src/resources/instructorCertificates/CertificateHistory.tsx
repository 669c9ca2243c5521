import { Card, CardContent, CardHeader, List } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { HistoryEntry } from '../../domain/certificateHistory';
import { LoadedList } from '../../components/LoadedList';
import { useApi } from '../../components/useApi';
import { CertificateHistoryEntry } from './CertificateHistoryEntry';

/**
 * The history of a request, oldest first: each step, decision and file with who and when, the
 * ITC's reasons, and what came after its last decision marked new. Read again when the request changes.
 */
export const CertificateHistory = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const { data: entries, error } = useApi<HistoryEntry[]>(
    `instructor-certificates/${record.id}/history`,
    record.updatedAt,
  );

  return (
    <Card sx={{ mt: 2 }} data-testid="certificate-history">
      <CardHeader title={translate('certification.history.title')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <LoadedList items={entries} error={error} empty={translate('certification.history.empty')} height={120}>
          {(entries) => (
            <List dense disablePadding aria-label={translate('certification.history.title')}>
              {entries.map((entry) => (
                <CertificateHistoryEntry key={entry.id} entry={entry} />
              ))}
            </List>
          )}
        </LoadedList>
      </CardContent>
    </Card>
  );
};
