import { usePermissions } from 'react-admin';
import { canAccessResource } from '../domain/access';
import type { SessionUser } from '../domain/session';

/**
 * What the logged-in user may do with a resource (§6: action buttons are disabled without the
 * update or delete permission). The server checks the same table.
 */
export function useResourceAccess(resource: string) {
  const { permissions: user, isPending } = usePermissions<SessionUser>();
  const may = (action: string) => canAccessResource(user, resource, action);
  return {
    isPending,
    canRead: may('read'),
    canCreate: may('create'),
    canEdit: may('update'),
    canDelete: may('delete'),
  };
}
