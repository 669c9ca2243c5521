import { Box, Link, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CERTIFICATE_STATUSES, DISPLAY_STATUSES } from '../../domain/certificates';
import type { CertificateCountsData } from '../../domain/dashboardData';
import { DISPLAY_COLOURS, STATUS_COLOURS } from '../../components/certification/StatusChips';
import { useFormat } from '../../components/format';
import { certificateListPath, type CertificateScope } from '../../domain/certificateScopes';

const barOf = (colour: ChipProps['color']) => (colour === 'default' ? 'text.disabled' : `${colour}.main`);

interface Tile {
  key: string;
  label: string;
  count: number;
  colour: ChipProps['color'];
  to: string;
}

/** A row of numbers, each a link into the list filtered by it. */
const Tiles = ({ title, tiles, testId }: { title: string; tiles: Tile[]; testId: string }) => {
  const format = useFormat();
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        data-testid={testId}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
        }}
      >
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              component={RouterLink}
              to={tile.to}
              underline="none"
              data-testid={`count-${tile.key}`}
              sx={{
                display: 'block',
                height: '100%',
                px: 1.25,
                py: 0.75,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                borderLeft: 4,
                borderLeftColor: barOf(tile.colour),
                color: 'text.primary',
                '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
              }}
            >
              <Typography component="span" variant="h6" sx={{ display: 'block', lineHeight: 1.3, fontWeight: 600 }}>
                {format.number(tile.count)}
              </Typography>
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', lineHeight: 1.3 }}
              >
                {tile.label}
              </Typography>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
};

/**
 * The counts of a certificate scope: per process status and per display status, each number a
 * link into the list of the scope filtered by it, and the total as a link to the whole list. The
 * requests sent back have a link of their own unless the card lists them as a work queue
 * (`sentBackLink={false}`): one dashboard links each list once.
 */
export const CertificateCounts = ({
  scope,
  counts,
  sentBackLink = true,
}: {
  scope: CertificateScope;
  counts: CertificateCountsData;
  sentBackLink?: boolean;
}) => {
  const translate = useTranslate();
  const format = useFormat();
  /** A tile for each value of `filter`: its count, named by its text `<textKey>.<value>`, a link to the list filtered by it. */
  const tilesOf = <V extends string>(
    filter: 'status' | 'displayStatus',
    values: readonly V[],
    textKey: string,
    countOf: Record<V, number>,
    colours: Record<V, ChipProps['color']>,
  ) =>
    values.map((value): Tile => ({
      key: value,
      label: translate(`${textKey}.${value}`),
      count: countOf[value],
      colour: colours[value],
      to: certificateListPath(scope, { [filter]: value }),
    }));
  if (counts.total === 0) {
    return (
      <Box>
        <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="counts-empty">
          {translate('dashboard.cards.certificate_counts.empty')}
        </Typography>
        <Link component={RouterLink} to={certificateListPath(scope)}>
          {translate('dashboard.cards.certificate_counts.to_list')}
        </Link>
      </Box>
    );
  }
  return (
    <Box>
      <Tiles
        title={translate('dashboard.cards.certificate_counts.by_status')}
        testId="counts-by-status"
        tiles={tilesOf('status', CERTIFICATE_STATUSES, 'certification.status', counts.byStatus, STATUS_COLOURS)}
      />
      <Tiles
        title={translate('dashboard.cards.certificate_counts.by_display_status')}
        testId="counts-by-display-status"
        tiles={tilesOf(
          'displayStatus',
          DISPLAY_STATUSES,
          'certification.display_status',
          counts.byDisplayStatus,
          DISPLAY_COLOURS,
        )}
      />
      {sentBackLink && counts.sentBack > 0 && (
        <Link
          component={RouterLink}
          to={certificateListPath(scope, { revision: 'SENT_BACK' })}
          color="warning.main"
          sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}
          data-testid="count-sent-back"
        >
          {translate('dashboard.cards.certificate_counts.sent_back', { count: format.number(counts.sentBack) })}
        </Link>
      )}
      <Link component={RouterLink} to={certificateListPath(scope)} data-testid="counts-total">
        {translate('dashboard.cards.certificate_counts.total', { count: format.number(counts.total) })}
      </Link>
    </Box>
  );
};
