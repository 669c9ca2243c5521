import { useEffect, type ReactNode } from 'react';
import { Loading, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { blockingModule, meets } from '../domain/permissions';
import type { AppRoute } from '../domain/routes';
import type { SessionUser } from '../domain/session';

/** Home, with a notice why: the screen's module is off for his organisation, or his rights fall short. */
const SentHome = ({ user, route }: { user: SessionUser; route: AppRoute }) => {
  const notify = useNotify();
  const translate = useTranslate();
  const module = blockingModule(user, route);
  useEffect(() => {
    notify(module ? 'shell.module_off' : 'shell.no_rights', {
      type: 'warning',
      messageArgs: module ? { module: translate(`certification.modules.${module}`) } : undefined,
    });
  }, [notify, translate, module]);
  return <Navigate to="/" replace />;
};

/** §2 Route guard: a route whose module or features the user lacks sends him home, and says why. */
export const RouteGuard = ({ route, children }: { route: AppRoute; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<SessionUser>();
  if (isPending) return <Loading />;
  if (!permissions) return <Navigate to="/" replace />;
  if (!meets(permissions, route)) return <SentHome user={permissions} route={route} />;
  return <>{children}</>;
};
