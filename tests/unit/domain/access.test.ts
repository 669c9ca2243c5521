import { describe, expect, it } from 'vitest';
import type { Feature } from '../../../src/domain/features';
import { canAccessResource, canReopenCourse, heldGrants } from '../../../src/domain/access';

const holder = (...features: Feature[]) => ({
  authorizations: ['USER'],
  organisation: { modules: ['certificates', 'courses', 'support'] },
  userFeatures: features.flatMap((feature) =>
    (['create', 'read', 'update', 'delete'] as const).map((action) => ({ feature, action })),
  ),
});

describe('resource access of course organisation', () => {
  it('lets an ITC with itc_instructors read its sites’ instructors, not change them', () => {
    const itc = holder('itc_instructors');
    expect(heldGrants(itc, 'instructor-profiles', 'list')).toEqual([
      { feature: 'itc_instructors', reach: 'itc', actions: ['read'] },
    ]);
    for (const action of ['create', 'edit', 'delete', 'restore'])
      expect(canAccessResource(itc, 'instructor-profiles', action), action).toBe(false);
  });

  it('lets the course features read the profiles the course form offers, and only read them', () => {
    const organiser = holder('its_courses');
    expect(canAccessResource(organiser, 'participant-profiles', 'list')).toBe(true);
    expect(canAccessResource(organiser, 'instructor-profiles', 'show')).toBe(true);
    expect(canAccessResource(organiser, 'participant-profiles', 'create')).toBe(false);
    expect(canAccessResource(organiser, 'courses', 'delete')).toBe(true);
  });

  it('gives the profile features every action on their own profiles', () => {
    const coordinator = holder('its_participant_profiles', 'its_instructor_profile');
    for (const action of ['list', 'create', 'edit', 'delete']) {
      expect(canAccessResource(coordinator, 'participant-profiles', action)).toBe(true);
      expect(canAccessResource(coordinator, 'instructor-profiles', action)).toBe(true);
    }
    // courses he trains in, like every user; no others
    expect(canAccessResource(coordinator, 'courses', 'list')).toBe(true);
    expect(canAccessResource(coordinator, 'courses', 'create')).toBe(false);
  });
});

describe('reopening a done course', () => {
  it('is for an administrator of the internal organisation only', () => {
    const admin = (modules: string[]) => ({ authorizations: ['ADMIN'], organisation: { modules }, userFeatures: [] });
    expect(canReopenCourse(admin(['internal']))).toBe(true);
    expect(canReopenCourse(admin(['courses']))).toBe(false);
    expect(canReopenCourse({ ...holder('all', 'its_courses'), organisation: { modules: ['internal'] } })).toBe(false);
    expect(canReopenCourse(undefined)).toBe(false);
  });
});
