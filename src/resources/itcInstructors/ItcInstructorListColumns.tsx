import { Stack } from '@mui/material';
import { DataTable } from 'react-admin';
import type { DisplayStatus } from '../../domain/certificates';
import { RenewalMark } from '../../components/certification/RenewalMark';
import { DisplayStatusChip } from '../../components/certification/StatusChips';

interface DisciplineStatus {
  disciplineId: string;
  disciplineName: string;
  displayStatus: DisplayStatus;
  expiryDate: string | null;
  renewalReady: boolean;
}

/**
 * The instructor list's own columns: name, site, email, AHA id and the display status per
 * discipline. A function, not a component: the table, the readable list and the column picker
 * read the columns' props from the elements themselves.
 */
export const itcInstructorListColumns = () => (
  <>
    <DataTable.Col source="instructorName" />
    <DataTable.Col source="organisationName" />
    <DataTable.Col source="email" />
    <DataTable.Col source="ahaInstructorId" render={(r) => r.ahaInstructorId ?? '–'} />
    <DataTable.Col
      source="disciplines"
      disableSort
      render={(r) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          {((r.disciplines as DisciplineStatus[]) ?? []).map((d) => (
            <Stack key={d.disciplineId} direction="row" spacing={0.25}>
              <DisplayStatusChip status={d.displayStatus} label={d.disciplineName} expiryDate={d.expiryDate} />
              {d.displayStatus !== 'NO_CERTIFICATE' && <RenewalMark ready={d.renewalReady} label={d.disciplineName} />}
            </Stack>
          ))}
        </Stack>
      )}
    />
  </>
);
