import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Notification, Resource, type I18nProvider } from 'react-admin';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { RESOURCES } from './domain/resources';
import { ROUTES, TABLE_ROUTES, type AppRoute } from './domain/routes';
import { AppScreensContext } from './layout/appScreens';
import { LocaleNotice } from './layout/LocaleNotice';
import type { ResourceScreens } from './layout/resourceScreens';
import { RouteGuard } from './layout/RouteGuard';
import { NotFound } from './layout/NotFound';
import { authProvider, isLoggedIn } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { appStore } from './providers/store';
import { darkTheme, lightTheme } from './providers/theme';
import { RESOURCE_SCREENS, screensOf } from './resources';
import { APP_SCREENS, PUBLIC_SCREENS, SCREENS } from './screens';

/**
 * The shell (app bar, menu, search, session and live-change watchers) loads after the login
 * screen, in a chunk of its own: the login screen needs none of it.
 */
const Shell = lazy(() => import('./layout/AppLayout').then((m) => ({ default: m.AppLayout })));
const AppLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>
    <Shell>{children}</Shell>
  </Suspense>
);

/** The home screen loads after the login screen, in a chunk of its own with its cards. */
const Dashboard = lazy(() => import('./dashboard/Dashboard').then((m) => ({ default: m.Dashboard })));

/** §9: the snackbar shows for 4000 ms at the top of the screen; a message after a change of language waits for it. */
const AppNotification = () => (
  <>
    <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={4000} />
    <LocaleNotice />
  </>
);

/** §2 Route guard: where access is denied, the user goes home. */
const GoHome = () => <Navigate to="/" replace />;

/**
 * §2 Route guard: a logged-in user visiting register goes home, as at login. Accounts are made by
 * an organisation's administrators, so an anonymous visitor is offered the login instead.
 */
const Register = () => <Navigate to={isLoggedIn() ? '/' : '/login'} replace />;

const guarded = (route: AppRoute, Screen: ComponentType) => (
  <RouteGuard route={route}>
    <Screen />
  </RouteGuard>
);

/** The screens on the route table's paths: public ones without the shell, the others guarded. */
const tableRoutes = (screens: typeof SCREENS, guard: boolean) =>
  TABLE_ROUTES.flatMap((route: AppRoute) => {
    const Screen = screens[route.name as keyof typeof screens];
    if (!Screen) return [];
    return [<Route key={route.name} path={route.path} element={guard ? guarded(route, Screen) : <Screen />} />];
  });

/** A former path of a resource's list, sent on to the list with its parameters as a filter. */
const Redirect = ({ to }: { to: NonNullable<ResourceScreens['redirects']>[number]['to'] }) => {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={to(params) + (search && !to(params).includes('?') ? search : '')} replace />;
};

const redirects = RESOURCE_SCREENS.flatMap((screens) =>
  (screens.redirects ?? []).map(({ from, to }) => <Route key={from} path={from} element={<Redirect to={to} />} />),
);

/** The list of a resource routed by react-admin, behind the guard of its route. */
function listOf(name: string) {
  const Screen = screensOf(name)?.list;
  const route = ROUTES.find((r) => r.resource === name);
  if (!Screen || !route) return undefined;
  const List = () => guarded(route, Screen);
  return List;
}

/**
 * The application: providers, shell, and a <Resource> for every declared resource
 * (src/domain/resources/) with the screens of its folder (src/resources/); the screens of the
 * route table's paths are custom routes.
 */
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <AppScreensContext value={APP_SCREENS}>
    <Admin
      title="Certadmin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={appStore}
      layout={AppLayout}
      // the login screen is the entry's own (src/main.tsx): <Admin> loads after it
      loginPage={false}
      dashboard={Dashboard}
      catchAll={NotFound}
      accessDenied={GoHome}
      notification={AppNotification}
      theme={lightTheme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        {tableRoutes(PUBLIC_SCREENS, false)}
        <Route path="/register" element={<Register />} />
      </CustomRoutes>
      <CustomRoutes>
        {tableRoutes(SCREENS, true)}
        {redirects}
      </CustomRoutes>
      {RESOURCES.map((definition) => {
        const screens = screensOf(definition.name);
        const list = listOf(definition.name);
        return (
          <Resource
            key={definition.name}
            name={definition.name}
            list={list}
            icon={screens?.icon}
            recordRepresentation={screens?.recordRepresentation ?? definition.display}
          >
            {/* a path below a resource's name is no page: react-admin would show the list at
                /venues/create, or an empty page at /courses/create where the resource has none */}
            <Route path={list ? ':below/*' : '*'} element={<NotFound />} />
          </Resource>
        );
      })}
    </Admin>
  </AppScreensContext>
);
