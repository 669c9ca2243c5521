import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { Column } from '../domain/dashboard';
import type { SessionUser } from '../domain/session';
import { DashboardColumn } from './DashboardColumn';
import { HiddenCardsButton } from './HiddenCardsButton';
import { useCardDrop } from './useCardDrop';
import { useDashboardLayout } from './useDashboardLayout';
import { failureNotice } from '../components/forms/failureText';

/** "No cards active": every card is hidden; one button brings them back. */
const NoCardsActive = ({ hidden, onShowAll }: { hidden: number; onShowAll: () => void }) => {
  const translate = useTranslate();
  return (
    <Card data-testid="card-no_cards_active" component="section" aria-labelledby="card-title-no_cards_active">
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <DashboardCustomizeIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography id="card-title-no_cards_active" variant="h6" component="h2" gutterBottom>
          {translate('dashboard.cards.no_cards_active.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('dashboard.cards.no_cards_active.text')}
        </Typography>
        {hidden > 0 && (
          <Button variant="contained" onClick={onShowAll}>
            {translate('dashboard.cards.no_cards_active.show_all')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The home screen (§2): the user's cards in two columns. He hides cards, shows hidden ones again
 * and moves cards within and between the columns, by the card menu (keyboard) or by dragging;
 * the layout is saved for his next login. Cards he has not seen yet are flagged new.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { permissions: user } = usePermissions<SessionUser>();
  const { layout, data, failure, move, hide, show, showAll } = useDashboardLayout(user);
  const drop = useCardDrop(layout, move);

  if (!user) return null;
  if (failure)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {failureNotice(translate, 'notification.loading_data', failure.error)}
      </Alert>
    );
  if (!layout) {
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center', gap: 1, alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography>{translate('table.loading')}</Typography>
      </Box>
    );
  }

  const visible = layout.left.length + layout.right.length;
  const column = (name: Column) => (
    <DashboardColumn name={name} layout={layout} user={user} data={data} drop={drop} onMove={move} onHide={hide} />
  );

  return (
    <Box sx={{ p: 2 }} onDragLeave={drop.leave}>
      <Title title={translate('dashboard.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('dashboard.title')}
        </Typography>
        <HiddenCardsButton hidden={layout.hidden} onShow={show} />
      </Box>
      {visible === 0 ? (
        <NoCardsActive hidden={layout.hidden.length} onShowAll={showAll} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {column('left')}
          {column('right')}
        </Box>
      )}
    </Box>
  );
};
