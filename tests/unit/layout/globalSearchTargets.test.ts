import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../../src/domain/globalSearch';
import type { SessionUser } from '../../../src/domain/session';
import { hitTarget } from '../../../src/layout/search/hitTarget';

const user = (features: string[]): SessionUser => ({
  id: 'u1',
  email: 'x@example.com',
  title: null,
  firstName: 'X',
  lastName: 'Y',
  authorizations: ['USER'],
  organisation: { id: 'org-1', name: 'Org', type: 'its', parentId: null, modules: ['certificates', 'courses'] },
  userFeatures: features.map((feature) => ({ userId: 'u1', feature: feature as never, action: 'read' })),
});
const hit = (resource: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  kind: 'instructors',
  resource,
  id: 'id-1',
  label: 'Anna Zeller',
  detail: '',
  organisationId: 'org-1',
  ...extra,
});
const filterOf = (target: string | undefined) =>
  JSON.parse(decodeURIComponent(new URL(target!, 'http://x').searchParams.get('filter')!));

describe('where a hit of the global search opens', () => {
  it('opens a course on its own screen', () => {
    expect(hitTarget(hit('courses'), user(['its_courses']))).toBe('/course/id-1');
  });

  it('opens a certificate in the widest scope the user has, and nowhere without one', () => {
    expect(hitTarget(hit('instructor-certificates'), user(['its_instructor_certificates']))).toBe(
      '/its/instructor-certificates/id-1',
    );
    expect(hitTarget(hit('instructor-certificates'), user(['itc_instructor_certificates']))).toBe(
      '/itc/instructor-certificates/id-1',
    );
    expect(hitTarget(hit('instructor-certificates'), user([]))).toBeUndefined();
  });

  it('opens an instructor in his list, searched by AHA id or else by last name', () => {
    const site = user(['its_instructor_profile']);
    const byId = hitTarget(hit('instructor-profiles', { detail: '31415926535 · a@example.com' }), site);
    expect(byId!.startsWith('/courses/org-1/instructors?')).toBe(true);
    expect(filterOf(byId)).toEqual({ q: '31415926535' });
    expect(filterOf(hitTarget(hit('instructor-profiles', { detail: 'a@example.com' }), site))).toEqual({ q: 'Zeller' });
  });

  it('opens a participant in his organisation’s list, filtered to it and searched by the whole name', () => {
    const target = hitTarget(
      hit('participant-profiles', { kind: 'participants', label: 'Paul Frank', organisationId: 'org-2' }),
      user(['its_participant_profiles']),
    );
    expect(target!.startsWith('/organisation/org-2/participant-profiles?')).toBe(true);
    expect(filterOf(target)).toEqual({ q: 'Paul Frank', organisationId: 'org-2' });
    expect(hitTarget(hit('participant-profiles', { kind: 'participants' }), user(['its_courses']))).toBeUndefined();
  });
});
