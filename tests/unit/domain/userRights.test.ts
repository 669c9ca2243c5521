import { describe, expect, it } from 'vitest';
import type { Action, Feature } from '../../../src/domain/features';
import { grantsOf, mayAssign, presetGrants, refusalToManage, ungrantable } from '../../../src/domain/userRights';

const caller = (features: [Feature, Action][], authorizations = ['USER']) => ({
  id: 'me',
  authorizations,
  organisation: { modules: ['certificates', 'courses', 'support'] },
  userFeatures: features.map(([feature, action]) => ({ feature, action })),
});

describe('user rights rules', () => {
  it('refuses changes of the own rights and, to non-admins, of an ADMIN', () => {
    const itc = caller([['core_user_features', 'update']]);
    expect(refusalToManage(itc, { id: 'me', authorizations: ['USER'] })).toBe('OWN_RIGHTS');
    expect(refusalToManage(itc, { id: 'other', authorizations: ['ADMIN'] })).toBe('ADMIN_ONLY');
    expect(refusalToManage(caller([], ['ADMIN']), { id: 'other', authorizations: ['ADMIN'] })).toBeUndefined();
    expect(refusalToManage(itc, { id: 'other', authorizations: ['ITS_COORDINATOR'] })).toBeUndefined();
  });

  it('lets a caller grant only new pairs he holds, and remove anything', () => {
    const itc = caller([
      ['itc_courses', 'read'],
      ['itc_disciplines', 'manage'],
    ]);
    const had = [{ feature: 'its_courses' as Feature, action: 'read' as Action }];
    expect(
      ungrantable(itc, had, [...had, { feature: 'itc_courses', action: 'read' }, ...grantsOf('itc_disciplines')]),
    ).toEqual([]);
    expect(ungrantable(itc, had, [{ feature: 'itc_courses', action: 'update' }])).toEqual([
      { feature: 'itc_courses', action: 'update' },
    ]);
    expect(ungrantable(itc, had, [])).toEqual([]);
  });

  it('gives a role only to someone who could grant all its presets; ADMIN only to an ADMIN', () => {
    expect(mayAssign(caller([]), 'USER')).toBe(true);
    expect(mayAssign(caller([['all', 'manage']]), 'ADMIN')).toBe(false);
    expect(mayAssign(caller([], ['ADMIN']), 'ADMIN')).toBe(true);
    expect(mayAssign(caller([['its_courses', 'manage']]), 'EDUCATION_CENTER_TOPICS')).toBe(true);
    expect(mayAssign(caller([['its_courses', 'read']]), 'EDUCATION_CENTER_TOPICS')).toBe(false);
    expect(presetGrants(['EDUCATION_CENTER_TOPICS', 'DISTRIBUTOR_ASSISTANT'])).toHaveLength(8);
  });
});

describe('feature groups on screen', () => {
  it('lists every feature once, in the first group the specification gives it', async () => {
    const { FEATURE_GROUPS, FEATURE_SCREEN_GROUPS } = await import('../../../src/domain/features');
    const shown = FEATURE_SCREEN_GROUPS.flatMap((group) => group.features);
    expect(new Set(shown).size).toBe(shown.length);
    expect(new Set(shown)).toEqual(new Set(FEATURE_GROUPS.flatMap((group) => group.features)));
    expect(FEATURE_SCREEN_GROUPS.find((g) => g.id === 'its_course_area')!.features).toContain('its_courses');
    expect(FEATURE_SCREEN_GROUPS.find((g) => g.id === 'its_administration')!.features).not.toContain('its_courses');
  });
});
