import { Fragment } from 'react';
import { Box, Typography } from '@mui/material';
import { FieldTitle, type RaRecord } from 'react-admin';
import { isBlank, valueOf } from './readableColumns';
import type { ReadableListView } from './useReadableList';

/** An entry's other visible columns as label–value lines, leaving out those without a value. */
export const ReadableEntryDetails = ({
  record,
  details,
  resource,
}: { record: RaRecord } & Pick<ReadableListView, 'details' | 'resource'>) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      // a label column as wide as its longest word or line (up to 40 %), so German
      // labels (Veranstaltungsort, Telefonnummer) stay whole and values keep the rest
      gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
      columnGap: { xs: 1.5, sm: 2 },
      rowGap: 0.25,
      my: { xs: 0.25, sm: 0.5 },
      // a chip shows its whole text, on two lines where it must
      '& .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
      '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: '2px' },
    }}
  >
    {details.map((column) => {
      const value = valueOf(column, record);
      if (isBlank(value)) return null;
      return (
        <Fragment key={column.source}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}
          >
            <FieldTitle label={column.label} source={column.source} resource={resource} />
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      );
    })}
  </Box>
);
