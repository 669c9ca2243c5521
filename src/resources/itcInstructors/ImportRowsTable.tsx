import { Box, Chip, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HeadedTable } from '../../components/HeadedTable';
import type { ImportRowResult } from '../../domain/certificates';
import { rowReasons } from './importText';

const ACTION_COLOURS = { create: 'success', update: 'info', error: 'error' } as const;

/** One page of the result's rows: what happens to each, or why it is rejected. */
export const ImportRowsTable = ({ rows }: { rows: ImportRowResult[] }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <HeadedTable
        titles={[
          'certification.import.line',
          'certification.import.action',
          'resources.instructor-certificates.fields.organisationName',
          'resources.itc-instructors.fields.instructorName',
          'resources.instructor-certificates.fields.disciplineName',
          'certification.import.reasons',
        ]}
      >
        {rows.map((r) => (
          <TableRow key={r.line} data-testid={`import-row-${r.line}`}>
            <TableCell>{r.line}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={ACTION_COLOURS[r.action]}
                label={translate(`certification.import.actions.${r.action}`)}
              />
            </TableCell>
            <TableCell>{r.organisation}</TableCell>
            <TableCell>{r.name}</TableCell>
            <TableCell>{r.discipline}</TableCell>
            <TableCell>{rowReasons(translate, r)}</TableCell>
          </TableRow>
        ))}
      </HeadedTable>
    </Box>
  );
};
