import { Box, FormControlLabel, Switch, TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImportRowsTable } from './ImportRowsTable';
import { ImportSummary, type ImportSummaryProps } from './ImportSummary';
import type { ImportRowsView } from './useImportRowsView';

/** The result of the test or of the import: its summary and its rows, all or only the rejected ones, by page. */
export const ImportResultPanel = ({ view, ...summary }: ImportSummaryProps & { view: ImportRowsView }) => {
  const translate = useTranslate();
  const { onlyErrors, page, perPage, shown } = view;
  return (
    <Box sx={{ mt: 2 }} data-testid="import-result">
      <ImportSummary {...summary} />
      <FormControlLabel
        control={<Switch size="small" checked={onlyErrors} onChange={(_, checked) => view.showOnlyErrors(checked)} />}
        label={translate('certification.import.only_errors')}
      />
      <ImportRowsTable rows={shown.slice(page * perPage, page * perPage + perPage)} />
      <TablePagination
        component="div"
        count={shown.length}
        page={page}
        onPageChange={(_, next) => view.setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
        onRowsPerPageChange={(event) => view.changePerPage(Number(event.target.value))}
      />
    </Box>
  );
};
