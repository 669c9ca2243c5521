import { usePermissions } from 'react-admin';
import { canAccessResource } from '../domain/access';
import type { SessionUser } from '../domain/session';

/**
 * What the logged-in user may do with a resource (§6: action buttons are disabled without the
 * update or delete permission). The server checks the same table. A screen's explicit `canEdit`
 * (§6 "or explicit canEdit") can only take editing away, e.g. where it shows rows read-only: the
 * server would refuse what the permission does not allow, so it never adds it.
 */
export function useResourceAccess(resource: string, { canEdit = true }: { canEdit?: boolean } = {}) {
  const { permissions: user, isPending } = usePermissions<SessionUser>();
  const may = (action: string) => canAccessResource(user, resource, action);
  return {
    isPending,
    canRead: may('read'),
    canCreate: may('create'),
    canEdit: canEdit && may('update'),
    canDelete: may('delete'),
  };
}
