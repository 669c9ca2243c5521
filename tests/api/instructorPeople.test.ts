import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helper';

/**
 * The mark of instructors' people (`participant_profiles.is_instructor`, migration 096) that lets
 * the instructor search use an index of those people alone: it must equal "an instructor profile
 * names this person" after every kind of change of instructor profiles, or the search misses him.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login('itc@example.com');
});
afterAll(() => t.close());

/** People whose mark differs from whether an instructor profile names them. */
async function drift() {
  const { rows } = await sql<{ id: string }>`
    SELECT p.id FROM participant_profiles p
    WHERE p.is_instructor IS DISTINCT FROM EXISTS (SELECT 1 FROM instructor_profiles i WHERE i.participant_profile_id = p.id)`.execute(
    t.db,
  );
  return rows.map((row) => row.id);
}

/** Two people of one site whom no instructor profile names, with a distinct name each. */
async function newPeople() {
  const site = await t.db
    .selectFrom('instructorProfiles')
    .select('organisationId')
    .where('deleted', '=', false)
    .executeTakeFirstOrThrow();
  const stamp = Date.now().toString(36);
  const people = await t.db
    .insertInto('participantProfiles')
    .values(
      ['Quirinus', 'Zebulon'].map((firstName) => ({
        organisationId: site.organisationId,
        firstName,
        lastName: `Markprobe${stamp}`,
      })),
    )
    .returning(['id', 'firstName', 'lastName'])
    .execute();
  return { organisationId: site.organisationId, people };
}

/** Whether the certificate dialogs' instructor search finds a name. */
async function found(name: string) {
  const filter = encodeURIComponent(JSON.stringify({ scope: 'itc', q: name }));
  const response = await t.call('GET', `certificate-instructors?filter=${filter}&range=[0,9]`, { token });
  expect(response.status).toBe(200);
  return response.body.map((row: { instructorName: string }) => row.instructorName);
}

const marked = async (id: string) =>
  (await t.db.selectFrom('participantProfiles').select('isInstructor').where('id', '=', id).executeTakeFirstOrThrow())
    .isInstructor;

describe('the mark of instructors’ people', () => {
  it('holds for the demo data as migrated', async () => {
    expect(await drift()).toEqual([]);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM participant_profiles WHERE is_instructor`.execute(t.db);
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('follows instructor profiles created, moved to another person, deleted and created together', async () => {
    const { organisationId, people } = await newPeople();
    const [first, second] = people;
    const name = `${first.firstName} ${first.lastName}`;
    expect(await found(name)).toEqual([]);

    const { id } = await t.db
      .insertInto('instructorProfiles')
      .values({ organisationId, participantProfileId: first.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await marked(first.id)).toBe(true);
    expect(await found(name)).toEqual([name]);
    expect(await drift()).toEqual([]);

    // another change of the profile leaves the mark alone
    await t.db.updateTable('instructorProfiles').set({ comment: 'x' }).where('id', '=', id).execute();
    expect(await marked(first.id)).toBe(true);

    await t.db
      .updateTable('instructorProfiles')
      .set({ participantProfileId: second.id })
      .where('id', '=', id)
      .execute();
    expect([await marked(first.id), await marked(second.id)]).toEqual([false, true]);
    expect(await found(name)).toEqual([]);
    expect(await drift()).toEqual([]);

    await t.db.deleteFrom('instructorProfiles').where('id', '=', id).execute();
    expect(await marked(second.id)).toBe(false);
    expect(await drift()).toEqual([]);

    // several in one statement (one profile per person), then one of them, then the other
    const rows = await t.db
      .insertInto('instructorProfiles')
      .values([first.id, second.id].map((participantProfileId) => ({ organisationId, participantProfileId })))
      .returning('id')
      .execute();
    expect([await marked(first.id), await marked(second.id)]).toEqual([true, true]);
    await t.db.deleteFrom('instructorProfiles').where('id', '=', rows[0].id).execute();
    expect([await marked(first.id), await marked(second.id)]).toEqual([false, true]);
    await t.db.deleteFrom('instructorProfiles').where('id', '=', rows[1].id).execute();
    expect(await drift()).toEqual([]);
    expect(await marked(second.id)).toBe(false);
  });

  it('holds for the people a CSV import creates marked itself, and the search finds them', async () => {
    const lastName = `Importprobe${Date.now().toString(36)}`;
    const rows = ['Ottilie', 'Ruprecht'].map((firstName) => ({
      organisation: 'Trainingszentrum Nord',
      ahaInstructorId: '',
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
      expiryDate: '2027-06-30',
      discipline: 'BLS',
    }));
    const response = await t.call('POST', 'itc-instructors/import?dryRun=false', { token, body: { rows } });
    expect(response.status).toBe(200);
    expect(await drift()).toEqual([]);
    expect((await found(lastName)).sort()).toEqual([`Ottilie ${lastName}`, `Ruprecht ${lastName}`]);
  });
});
