import { Admin, CustomRoutes, Notification, Resource, type I18nProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { Dashboard } from './dashboard/Dashboard';
import { ROUTES, type AppRoute } from './domain/routes';
import { AppLayout } from './layout/AppLayout';
import { RouteGuard } from './layout/RouteGuard';
import { LoginPage } from './pages/login/LoginPage';
import { NotFound } from './pages/notFound/NotFound';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { appStore } from './providers/store';
import { darkTheme, lightTheme } from './providers/theme';
import { PUBLIC_SCREENS, SCREENS } from './screens';
import { RESOURCES } from './resources';

/** §9: the snackbar shows for 4000 ms at the top of the screen. */
const AppNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={4000} />
);

/** §2 Route guard: where access is denied, the user goes home. */
const GoHome = () => <Navigate to="/" replace />;

const routesWith = (screens: typeof SCREENS, guard: boolean) =>
  (ROUTES as readonly AppRoute[]).flatMap((route) => {
    const Screen = screens[route.name as keyof typeof screens];
    if (!Screen) return [];
    const element = guard ? (
      <RouteGuard route={route}>
        <Screen />
      </RouteGuard>
    ) : (
      <Screen />
    );
    return [<Route key={route.name} path={route.path} element={element} />];
  });

/** The application: providers, shell, and the screens of the route table. */
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <Admin
    title="Certadmin"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={appStore}
    layout={AppLayout}
    loginPage={LoginPage}
    dashboard={Dashboard}
    catchAll={NotFound}
    accessDenied={GoHome}
    notification={AppNotification}
    theme={lightTheme}
    darkTheme={darkTheme}
    disableTelemetry
  >
    <CustomRoutes noLayout>{routesWith(PUBLIC_SCREENS, false)}</CustomRoutes>
    <CustomRoutes>{routesWith(SCREENS, true)}</CustomRoutes>
    {RESOURCES.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
  </Admin>
);
