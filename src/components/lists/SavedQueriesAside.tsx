import { useMemo, useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  IconButton,
  List,
  Popover,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import BookmarkIcon from '@mui/icons-material/Bookmarks';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import HelpIcon from '@mui/icons-material/Help';
import {
  AddSavedQueryIconButton,
  extractValidSavedQueries,
  RemoveSavedQueryIconButton,
  SavedQueryFilterListItem,
  StoreContextProvider,
  useListContext,
  usePermissions,
  useSavedQueries,
  useStoreContext,
  useTranslate,
} from 'react-admin';
import type { SessionUser } from '../../domain/session';
import { userStore } from '../../providers/userStore';

/** Deep equality of two plain values, whatever the order of their keys. */
const stable = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
  );
const same = (a: unknown, b: unknown) => stable(a) === stable(b);

/**
 * react-admin's SavedQueriesList with its buttons beside the list rather than inside its <ul>
 * (which may hold list items only): save the current query, remove it, or a hint.
 */
const SavedQueries = () => {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
  const [savedQueries] = useSavedQueries(resource);
  const queries = extractValidSavedQueries(savedQueries);
  const current = queries.some((query) => same(query.value, { filter: filterValues, sort, perPage, displayedFilters }));
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <BookmarkBorderIcon fontSize="small" />
        <Typography variant="overline" component="h2" sx={{ flex: 1 }}>
          {translate('ra.saved_queries.label')}
        </Typography>
        {current ? (
          <RemoveSavedQueryIconButton />
        ) : Object.keys(filterValues).length ? (
          <AddSavedQueryIconButton />
        ) : (
          <Tooltip title={translate('ra.saved_queries.help')}>
            <HelpIcon fontSize="small" color="action" aria-label={translate('ra.saved_queries.help')} />
          </Tooltip>
        )}
      </Box>
      {queries.length > 0 && (
        <List dense disablePadding>
          {queries.map((query, index) => (
            <SavedQueryFilterListItem key={index} label={query.label} value={query.value} />
          ))}
        </List>
      )}
    </>
  );
};

/** The saved queries of the logged-in user: react-admin's, kept under his own key in the store. */
const OwnSavedQueries = () => {
  const store = useStoreContext();
  const { permissions: user } = usePermissions<SessionUser>();
  const own = useMemo(() => (user ? userStore(store, user.id) : undefined), [store, user]);
  if (!own) return null;
  return (
    <StoreContextProvider value={own}>
      <SavedQueries />
    </StoreContextProvider>
  );
};

/** From `xl` (1920 px) the saved queries are a card beside the list; below, a button opens them. */
const useWide = () => useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'), { noSsr: true });

/**
 * Beside a list from 1920 px: the user's saved queries (filters with sort and page size), saved
 * under his own key so another user of the same browser sees his own.
 */
export const SavedQueriesAside = () =>
  useWide() ? (
    <Card
      data-testid="saved-queries"
      sx={{ order: -1, flexShrink: 0, alignSelf: 'flex-start', mr: 2, mt: 8, width: 200 }}
    >
      <CardContent sx={{ pt: 1 }}>
        <OwnSavedQueries />
      </CardContent>
    </Card>
  ) : null;

/**
 * In the list's toolbar from 1280 to 1919 px: a button that opens the saved queries, so the table
 * beside the open drawer keeps the width a card would take. Below 1280 px the list needs the
 * toolbar's room.
 */
export const SavedQueriesButton = () => {
  const translate = useTranslate();
  const wide = useWide();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (wide) return null;
  const label = translate('ra.saved_queries.label');
  return (
    <Box sx={{ display: { xs: 'none', lg: 'inline-flex' } }}>
      <Tooltip title={label}>
        <IconButton
          size="small"
          color="primary"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={!!anchor}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="saved-queries-button"
        >
          <BookmarkIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 260, p: 2, pt: 1 }, 'aria-label': label } as object }}
      >
        {/* a chosen query applies at once: the list behind is what the user wants to see */}
        <Box
          data-testid="saved-queries"
          onClick={(event) => (event.target as Element).closest('li') && setAnchor(null)}
        >
          <OwnSavedQueries />
        </Box>
      </Popover>
    </Box>
  );
};
