import { useEffect, type ReactNode } from 'react';
import { Loading, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { useOrganisationReach } from '../components/lists/OrganisationInput';
import { blockingModule, meets } from '../domain/permissions';
import type { AppRoute } from '../domain/routes';
import type { SessionUser } from '../domain/session';
import { NotFound } from './NotFound';

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

/**
 * The screen of a path's organisation, if the user reaches that organisation's rows of `resource`
 * (the server's answer, as the screen's organisation filter offers them); else "not found". A
 * failed question leaves it to the screen, which shows its own error.
 */
const PathOrganisation = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const { organisationId } = useParams();
  const reach = useOrganisationReach(resource, 'read');
  if (reach.isPending) return <Loading />;
  if (!reach.failed && !reach.choices.some((organisation) => organisation.id === organisationId)) return <NotFound />;
  return <>{children}</>;
};

/**
 * §2 Route guard: a route whose module or features the user lacks sends him home, and says why;
 * an organisation in its path that he does not reach is not found.
 */
export const RouteGuard = ({ route, children }: { route: AppRoute; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<SessionUser>();
  if (isPending) return <Loading />;
  if (!permissions) return <Navigate to="/" replace />;
  if (!meets(permissions, route)) return <SentHome user={permissions} route={route} />;
  if (route.organisationOf) return <PathOrganisation resource={route.organisationOf}>{children}</PathOrganisation>;
  return <>{children}</>;
};
