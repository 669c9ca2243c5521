import { describe, expect, it } from 'vitest';
import { canHandlePersonalData } from '../../../src/domain/access';

const ITC = 'itc-de';
const principal = (type: string, options: { admin?: boolean; modules?: string[]; instructors?: boolean } = {}) => ({
  authorizations: options.admin ? ['ADMIN'] : ['USER'],
  organisation: { id: type === 'itc' ? ITC : 'site', type, modules: options.modules ?? ['certificates', 'courses'] },
  userFeatures: options.instructors ? [{ feature: 'itc_instructors' as const, action: 'read' as const }] : [],
});

describe('who may export and erase a person', () => {
  it('lets internal administrators handle anyone', () => {
    const admin = principal('internal', { admin: true, modules: ['internal'] });
    expect(canHandlePersonalData(admin, { id: 'anywhere', parentId: 'else' })).toBe(true);
    // ADMIN of an organisation without the internal module is no internal administrator
    expect(canHandlePersonalData(principal('its', { admin: true }), { id: 'site', parentId: ITC })).toBe(false);
  });

  it('lets an ITC with itc_instructors handle its own and its sites’ people only', () => {
    const itc = principal('itc', { instructors: true });
    expect(canHandlePersonalData(itc)).toBe(true);
    expect(canHandlePersonalData(itc, { id: ITC, parentId: null })).toBe(true);
    expect(canHandlePersonalData(itc, { id: 'nord', parentId: ITC })).toBe(true);
    expect(canHandlePersonalData(itc, { id: 'bern', parentId: 'itc-ch' })).toBe(false);
    expect(canHandlePersonalData(principal('itc'), { id: 'nord', parentId: ITC })).toBe(false);
  });

  it('refuses a site user, even with itc_instructors, and nobody signed in', () => {
    expect(canHandlePersonalData(principal('its', { instructors: true }), { id: 'site', parentId: ITC })).toBe(false);
    expect(canHandlePersonalData(undefined)).toBe(false);
  });
});
