import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { FeatureAction } from '../../../src/domain/features';
import type { SessionUser } from '../../../src/domain/session';
import { useResourceAccess } from '../../../src/components/useResourceAccess';

/** §6 "Tables permit edit if the feature's update permission (or explicit canEdit) holds". */
const userWith = (userFeatures: FeatureAction[]): SessionUser => ({
  id: 'u1',
  email: 'x@example.com',
  title: null,
  firstName: 'X',
  lastName: 'Y',
  authorizations: ['USER'],
  organisation: { id: 'o1', name: 'Org', type: 'its', parentId: null, modules: ['courses'] },
  userFeatures: userFeatures.map((pair) => ({ userId: 'u1', ...pair })),
});

const accessOf = async (user: SessionUser, options?: { canEdit?: boolean }) => {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => user,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext authProvider={authProvider} dataProvider={testDataProvider()} store={memoryStore()}>
      {children}
    </AdminContext>
  );
  const { result } = renderHook(() => useResourceAccess('venues', options), { wrapper });
  await waitFor(() => expect(result.current.isPending).toBe(false));
  return result.current;
};

const read = { feature: 'its_courses', action: 'read' } as const;
const update = { feature: 'its_courses', action: 'update' } as const;
const remove = { feature: 'its_courses', action: 'delete' } as const;

describe('editing in a table (§6, spec 6.12)', () => {
  it('follows the update permission, and delete the delete permission', async () => {
    expect(await accessOf(userWith([read, update]))).toMatchObject({ canEdit: true, canDelete: false });
    expect(await accessOf(userWith([read, remove]))).toMatchObject({ canEdit: false, canDelete: true });
  });

  it('is taken away by an explicit canEdit of the screen, which never grants what the permission does not', async () => {
    expect(await accessOf(userWith([read, update, remove]), { canEdit: false })).toMatchObject({
      canRead: true,
      canEdit: false,
      canDelete: true,
    });
    expect(await accessOf(userWith([read]), { canEdit: true })).toMatchObject({ canEdit: false });
  });
});
