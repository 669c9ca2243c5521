import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * Migration 046 on a database that holds an AHA id twice (as the review found it): the profile
 * with certificates keeps the id, the other loses it with an audit row; blank ids become NULL.
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;

const MIGRATION = fs.readFileSync(
  path.join(__dirname, '../../server/db/migrations/046_aha_instructor_id_unique.sql'),
  'utf8',
);

beforeAll(async () => {
  t = await testApp();
  ids = await demoIds(t);
});
afterAll(() => t.close());

describe('migration 046', () => {
  it('keeps a duplicated id on the profile with certificates, clears and audits the others, and blanks become NULL', async () => {
    // the database as it was before the migration
    await sql`DROP INDEX instructor_profiles_aha_instructor_id_key`.execute(t.db);
    await sql`ALTER TABLE instructor_profiles DROP CONSTRAINT instructor_profiles_aha_instructor_id_trimmed`.execute(
      t.db,
    );
    const sarah = await ids.instructorByName('Sarah', 'Klein'); // 02345678901, with certificates
    const miriam = await ids.instructorByName('Miriam', 'Schulz'); // without an id
    const participant = await t.db
      .insertInto('participantProfiles')
      .values({ organisationId: ids.sued, firstName: 'Markus', lastName: 'Bauer' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const copy = await t.db
      .insertInto('instructorProfiles')
      .values({ organisationId: ids.sued, participantProfileId: participant.id, ahaInstructorId: ' 02345678901 ' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('instructorProfiles').set({ ahaInstructorId: '  ' }).where('id', '=', miriam).execute();

    await sql.raw(MIGRATION).execute(t.db);

    const idOf = async (id: string) =>
      (
        await t.db
          .selectFrom('instructorProfiles')
          .select('ahaInstructorId')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).ahaInstructorId;
    expect(await idOf(sarah)).toBe('02345678901');
    expect(await idOf(copy.id)).toBeNull();
    expect(await idOf(miriam)).toBeNull();
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['entity', 'action', 'before', 'organisationId'])
      .where('entityId', '=', copy.id)
      .execute();
    expect(audit).toEqual([
      {
        entity: 'instructor-profiles',
        action: 'aha_id_cleared',
        before: { ahaInstructorId: '02345678901' },
        organisationId: ids.sued,
      },
    ]);
    // and from now on the database refuses a second holder
    await expect(
      t.db
        .updateTable('instructorProfiles')
        .set({ ahaInstructorId: '02345678901' })
        .where('id', '=', copy.id)
        .execute(),
    ).rejects.toThrow(/unique/);
  });
});
