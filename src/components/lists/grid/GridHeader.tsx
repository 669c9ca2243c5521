import { TableCell, TableHead, TableRow } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { fieldLabel } from '../../fields/labels';
import type { GridColumn } from './gridColumns';
import { numeric } from './GridCell';

/** The grid's header row: each column's label (numbers right, as their cells), then the row's state. */
export const GridHeader = ({ columns }: { columns: readonly GridColumn[] }) => {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  return (
    <TableHead>
      <TableRow role="row">
        {columns.map(({ source, field }) => (
          <TableCell
            key={source}
            role="columnheader"
            align={numeric(field) ? 'right' : undefined}
            sx={{ fontWeight: 'bold' }}
          >
            {translate(fieldLabel(resource, source))}
          </TableCell>
        ))}
        <TableCell role="columnheader" sx={{ fontWeight: 'bold' }}>
          {translate('lists.grid.status')}
        </TableCell>
      </TableRow>
    </TableHead>
  );
};
