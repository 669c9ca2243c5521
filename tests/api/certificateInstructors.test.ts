import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/** The instructors a caller may file certificate requests for, and names sorted as they are shown. */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

const list = (
  resource: string,
  token: string,
  filter: Record<string, unknown> = {},
  sort = ['instructorName', 'ASC'],
) =>
  t.call(
    'GET',
    `${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent('[0,999]')}`,
    { token },
  );
const names = (rows: { instructorName: string }[]) => rows.map((row) => row.instructorName);
const shownOrder = (texts: string[]) => [...texts].sort((a, b) => a.localeCompare(b, 'de'));

/** The instructors (not deleted) of some sites, as "First Last". */
async function instructorsOf(organisationIds: string[]) {
  const rows = await t.db
    .selectFrom('instructorProfiles as i')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .select(['p.firstName', 'p.lastName'])
    .where('i.organisationId', 'in', organisationIds)
    .where('i.deleted', '=', false)
    .where('p.deleted', '=', false)
    .execute();
  return rows.map((row) => `${row.firstName} ${row.lastName}`);
}

describe('certificate instructors', () => {
  it('lists a site its instructors, an ITC those of its sites, an instructor himself', async () => {
    const site = await list('certificate-instructors', tokens.its, { scope: 'its' });
    expect(site.status).toBe(200);
    expect(names(site.body).sort()).toEqual((await instructorsOf([ids.nord])).sort());
    expect(site.body[0]).toMatchObject({ organisationId: ids.nord, organisationName: 'Trainingszentrum Nord' });
    const itc = await list('certificate-instructors', tokens.itc, { scope: 'itc' });
    expect(names(itc.body).sort()).toEqual((await instructorsOf([ids.nord, ids.sued, ids.west])).sort());
    expect(names((await list('certificate-instructors', tokens.instructor, { scope: 'my' })).body)).toEqual([
      'Jonas Becker',
    ]);
    expect((await list('certificate-instructors', tokens.plain)).status).toBe(403);
    expect((await list('certificate-instructors', tokens.its, { scope: 'itc' })).status).toBe(403);
  });

  it('searches names in either order, e-mail and AHA id', async () => {
    expect(names((await list('certificate-instructors', tokens.itc, { q: 'klein, sar' })).body)).toEqual([
      'Sarah Klein',
    ]);
    expect(names((await list('certificate-instructors', tokens.itc, { q: '0456789' })).body)).toEqual(['Felix Wagner']);
  });
});

describe('names', () => {
  it('sort by the text shown ("First Last"), not by the last name', async () => {
    for (const resource of ['certificate-instructors', 'instructor-certificates', 'itc-instructors']) {
      const ascending = names((await list(resource, tokens.itc, { scope: 'itc' })).body);
      expect(ascending.length, resource).toBeGreaterThan(3);
      expect(ascending, resource).toEqual(shownOrder(ascending));
      const descending = names((await list(resource, tokens.itc, { scope: 'itc' }, ['instructorName', 'DESC'])).body);
      expect(descending, resource).toEqual(shownOrder(descending).reverse());
    }
  });
});
