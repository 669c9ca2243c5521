import { useMemo } from 'react';
import { Card, CardContent } from '@mui/material';
import { SavedQueriesList, StoreContextProvider, usePermissions, useStoreContext } from 'react-admin';
import type { SessionUser } from '../../domain/session';
import { userStore } from './userStore';

/**
 * Beside a list: the user's saved queries (react-admin's, filters with sort and page size), saved
 * under his own key so another user of the same browser sees his own. Hidden below `lg`, where
 * the list needs the whole width.
 */
export const SavedQueriesAside = () => {
  const store = useStoreContext();
  const { permissions: user } = usePermissions<SessionUser>();
  const own = useMemo(() => (user ? userStore(store, user.id) : undefined), [store, user]);
  if (!own) return null;
  return (
    <Card
      data-testid="saved-queries"
      sx={{
        order: -1,
        mr: 2,
        mt: 8,
        width: 220,
        flexShrink: 0,
        alignSelf: 'flex-start',
        display: { xs: 'none', lg: 'block' },
      }}
    >
      <CardContent sx={{ pt: 1 }}>
        <StoreContextProvider value={own}>
          <SavedQueriesList />
        </StoreContextProvider>
      </CardContent>
    </Card>
  );
};
