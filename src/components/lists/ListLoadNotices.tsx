import { Alert, Typography } from '@mui/material';
import { useListContext, useTimeout, useTranslate } from 'react-admin';
import { useFormat } from '../format';
import { ALL_ROWS, useShowsAllRows } from './AppPagination';

/**
 * Above a list's table: "Loading" while its rows are read (§8: besides react-admin's placeholder
 * rows, also for screen readers), and on a phone that more rows match than "All" shows.
 */
export const ListLoadNotices = () => {
  const { isPending, perPage, total } = useListContext();
  const translate = useTranslate();
  const format = useFormat();
  // no flash of the text when the rows come at once
  const slow = useTimeout(400);
  const allRows = useShowsAllRows();
  return (
    <>
      {isPending && slow && (
        <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1 }} data-testid="list-loading">
          {translate('table.loading')}
        </Typography>
      )}
      {perPage === ALL_ROWS && total !== undefined && total > ALL_ROWS && !allRows && (
        // on a phone "All" is the largest page the API serves: say plainly that more rows match than are shown
        <Alert severity="info" role="status" sx={{ mx: 1, my: 1 }} data-testid="list-cut">
          {translate('lists.cut', { shown: format.number(ALL_ROWS), total: format.number(total) })}
        </Alert>
      )}
    </>
  );
};
