import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate, type I18nProvider } from 'react-admin';
import { createBrowserRouter, matchPath, RouterProvider } from 'react-router-dom';
import { TABLE_ROUTES, type AppRoute } from './domain/routeTable';
import { FirstScreenContext } from './layout/FirstScreenContext';
import { LoginPage } from './pages/login/LoginPage';
import { endSessionAtStart, isLoggedIn, loginPath } from './providers/authProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { appStore } from './providers/store';

/**
 * The entry holds the login screen and what it needs alone (issue 27.1): react-admin's <Admin>,
 * the data provider, the resources, the shell and the whole catalogue are the app's chunk, loaded
 * while the visitor signs in. The login screen's texts are loaded before the first paint (German
 * ones are a small chunk of their own).
 */
const i18nProvider = await createI18nProvider(appStore.getItem<string>('locale'));

type AppComponent = ComponentType<{ i18nProvider: I18nProvider }>;
let app: AppComponent | undefined;
let loading: Promise<AppComponent> | undefined;

/** The app after the login, with its texts; loaded once (again after a failure). */
function loadApp(): Promise<AppComponent> {
  loading ??= Promise.all([
    import('./App'),
    import('./providers/wholeCatalogues').then((catalogues) => catalogues.loadWholeCatalogues()),
  ]).then(
    ([module]) => (app = module.App),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** While the app loads: the public screens' background and a spinner; a failed load offers a new try. */
const AppLoading = ({ failed }: { failed: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => window.location.reload()}>
              {translate('app.reload')}
            </Button>
          }
        >
          {translate('app.load_failed')}
        </Alert>
      ) : (
        <CircularProgress aria-label={translate('shell.loading')} />
      )}
    </Box>
  );
};

/** Every route but the login: the app, once loaded. */
const AppRoutes = () => {
  const [App, setApp] = useState(() => app);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!App)
      loadApp().then(
        (loaded) => setApp(() => loaded),
        () => setFailed(true),
      );
  }, [App]);
  if (App) return <App i18nProvider={i18nProvider} />;
  return (
    <FirstScreenContext i18nProvider={i18nProvider}>
      <AppLoading failed={failed} />
    </FirstScreenContext>
  );
};

/**
 * §2 Route guard at the start: a visitor without a session on a page that needs one goes to the
 * login screen at once, with the page to come back to, as react-admin would send him after
 * loading itself; the session and the store are ended as its logout does.
 */
const PUBLIC_PATHS = TABLE_ROUTES.filter((route: AppRoute) => route.public).map((route) => route.path);
if (!isLoggedIn() && !PUBLIC_PATHS.some((path) => matchPath(path, window.location.pathname))) {
  // /register has nothing to come back to: accounts are made by administrators (App.tsx, Register)
  const redirect = matchPath('/register', window.location.pathname) ? '/login' : loginPath();
  endSessionAtStart();
  appStore.reset();
  window.history.replaceState(null, '', redirect);
}
// a page of the app (a session kept from before, a public screen): its chunk right away
if (!matchPath('/login', window.location.pathname)) void loadApp().catch(() => undefined);

// react-admin inside a data router: needed for blocking navigation on unsaved changes. Without
// transitions: react-admin's logout navigates and then resets its store and query cache at once,
// and a navigation still pending in a transition left the old screen mounted to check auth
// again and log out again, endlessly.
const router = createBrowserRouter([
  {
    path: '/login',
    element: (
      <FirstScreenContext i18nProvider={i18nProvider}>
        <LoginPage prepare={loadApp} />
      </FirstScreenContext>
    ),
  },
  { path: '*', element: <AppRoutes /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} useTransitions={false} />
  </StrictMode>,
);
