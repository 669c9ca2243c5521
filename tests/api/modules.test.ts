import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStatisticsRange, type StatisticsAnswer } from '../../src/domain/statistics';
import { organisationId } from './dashboardFixtures';
import { testApp, type TestApp } from './helper';

/**
 * Organisation modules gate features (§6): a feature whose module the user's organisation lacks
 * counts for nothing on the server, whatever the user's grants, and a change of a site's modules
 * takes effect at the next request. And itc_statistics gives its holder his own network's figures.
 */
let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await testApp();
  ids.nord = await organisationId(t, 'Trainingszentrum Nord');
  ids.sued = await organisationId(t, 'Trainingszentrum Süd');
  ids.itc = await organisationId(t, 'ITC Deutschland');
  ids.ch = await organisationId(t, 'ITC Schweiz');
});
afterAll(() => t.close());

const setModules = (token: string, site: string, modules: string[]) =>
  t.call('PUT', `its-organisations/${site}`, { token, body: { modules } });

describe('organisation modules', () => {
  it('refuse the support tickets of a site without the support module, and open them once the ITC adds it', async () => {
    // its.sued@ holds core_organisation_support_tickets, but his site has no support module
    const sued = await t.login('its.sued@example.com');
    const tickets = `support-tickets?filter=${encodeURIComponent(JSON.stringify({ organisationId: ids.sued }))}`;
    expect((await t.call('GET', tickets, { token: sued })).status).toBe(403);
    const open = await t.call('POST', 'support-tickets', {
      token: sued,
      body: { organisationId: ids.sued, comment: 'Bitte helfen' },
    });
    expect(open.status).toBe(403);
    expect(await t.db.selectFrom('organisationComments').where('comment', '=', 'Bitte helfen').execute()).toEqual([]);

    const itc = await t.login('itc@example.com');
    expect((await setModules(itc, ids.sued, ['certificates', 'courses', 'support'])).status).toBe(200);
    // the same token: the session is read per request, so the change counts at once
    expect((await t.call('GET', tickets, { token: sued })).status).toBe(200);
  });

  it('take the course screens from a site whose courses module is removed, and give them back', async () => {
    const its = await t.login('its@example.com');
    const courses = `courses?filter=${encodeURIComponent(JSON.stringify({ scope: 'its' }))}`;
    expect((await t.call('GET', courses, { token: its })).status).toBe(200);
    const itc = await t.login('itc@example.com');
    await setModules(itc, ids.nord, ['certificates', 'support']);
    expect((await t.call('GET', courses, { token: its })).status).toBe(403);
    expect((await t.call('GET', 'venues', { token: its })).status).toBe(403);
    const session = await t.call('GET', 'users/current-user', { token: its });
    expect(session.body.organisation.modules).toEqual(['certificates', 'support']);
    // certificates still work: only the module removed is gone
    expect((await t.call('GET', 'instructor-certificates?scope=its', { token: its })).status).toBe(200);
    await setModules(itc, ids.nord, ['certificates', 'courses', 'support']);
    expect((await t.call('GET', courses, { token: its })).status).toBe(200);
  });

  it("name each user's organisation's modules in the users answer, for the rights dialog (issue 25.11)", async () => {
    const itc = await t.login('itc@example.com');
    const modulesOf = async (email: string) => {
      const search = encodeURIComponent(JSON.stringify({ q: email }));
      const answer = await t.call('GET', `users?filter=${search}`, { token: itc });
      expect(answer.status).toBe(200);
      return (answer.body as { email: string; organisationModules: string[] }[]).find((u) => u.email === email)
        ?.organisationModules;
    };
    await setModules(itc, ids.sued, ['certificates', 'courses']);
    expect(await modulesOf('its.sued@example.com')).toEqual(['certificates', 'courses']);
    await setModules(itc, ids.sued, ['certificates']);
    expect(await modulesOf('its.sued@example.com')).toEqual(['certificates']);
    // one user read alone says the same
    const [{ id }] = await t.db.selectFrom('users').select('id').where('email', '=', 'its.sued@example.com').execute();
    expect((await t.call('GET', `users/${id}`, { token: itc })).body.organisationModules).toEqual(['certificates']);
    await setModules(itc, ids.sued, ['certificates', 'courses']);
  });
});

describe('GET /itc/statistics (itc_statistics)', () => {
  const range = defaultStatisticsRange();
  const query = `?from=${range.from}&to=${range.to}`;

  /** The courses starting in the range at the ITC or one of its sites, counted directly. */
  const coursesOfNetwork = async (itc: string) =>
    (
      await t.db
        .selectFrom('courses as c')
        .innerJoin('organisations as o', 'o.id', 'c.organisationId')
        .select('c.id')
        .where('c.startDate', '>=', range.from)
        .where('c.startDate', '<=', range.to)
        .where((eb) => eb.or([eb('o.id', '=', itc), eb('o.parentId', '=', itc)]))
        .execute()
    ).length;

  it('answers each ITC the figures of its own network only', async () => {
    const de = (await t.call('GET', `itc/statistics${query}`, { token: await t.login('itc@example.com') }))
      .body as StatisticsAnswer;
    const ch = (await t.call('GET', `itc/statistics${query}`, { token: await t.login('itc.ch@example.com') }))
      .body as StatisticsAnswer;
    const all = (await t.call('GET', `statistics${query}`, { token: await t.login('admin@example.com') }))
      .body as StatisticsAnswer;
    expect(de.totals.courses).toBe(await coursesOfNetwork(ids.itc));
    expect(ch.totals.courses).toBe(await coursesOfNetwork(ids.ch));
    expect(de.totals.courses).toBeGreaterThan(0);
    expect(de.totals.courses + ch.totals.courses).toBeLessThanOrEqual(all.totals.courses);
    expect(de.totals.certificates).toBeLessThan(all.totals.certificates);

    const disciplinesOf = async (itc: string) =>
      (
        await t.db
          .selectFrom('disciplines')
          .select('name')
          .where('organisationId', '=', itc)
          .where('deleted', '=', false)
          .execute()
      )
        .map((d) => d.name)
        .sort();
    expect(de.displayStatusByDiscipline.map((d) => d.discipline).sort()).toEqual(await disciplinesOf(ids.itc));
  });

  it('is refused without the feature, without the module, and with a bad range', async () => {
    const its = await t.login('its@example.com');
    expect((await t.call('GET', `itc/statistics${query}`, { token: its })).status).toBe(403);
    const itc = await t.login('itc@example.com');
    expect((await t.call('GET', `itc/statistics?from=2026-01-01&to=2025-01-01`, { token: itc })).status).toBe(400);
    await t.db
      .updateTable('organisations')
      .set({ modules: ['courses'] })
      .where('id', '=', ids.itc)
      .execute();
    try {
      expect((await t.call('GET', `itc/statistics${query}`, { token: itc })).status).toBe(403);
    } finally {
      await t.db
        .updateTable('organisations')
        .set({ modules: ['certificates', 'courses'] })
        .where('id', '=', ids.itc)
        .execute();
    }
  });
});
