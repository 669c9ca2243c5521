import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { meets } from '../domain/permissions';
import type { AppRoute } from '../domain/routes';
import type { SessionUser } from '../domain/session';

/** §2 Route guard: a route whose module or features the user lacks sends him home. */
export const RouteGuard = ({ route, children }: { route: AppRoute; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<SessionUser>();
  if (isPending) return <Loading />;
  if (!meets(permissions, route)) return <Navigate to="/" replace />;
  return <>{children}</>;
};
