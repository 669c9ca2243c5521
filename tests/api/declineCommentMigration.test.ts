import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * Migration 054 on requests resubmitted before submitting cleared the decline's reason: the reason
 * leaves a request submitted after its decline, and stays where it is still the current word.
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;

const MIGRATION = fs.readFileSync(
  path.join(__dirname, '../../server/db/migrations/054_decline_comment_after_resubmit.sql'),
  'utf8',
);

beforeAll(async () => {
  t = await testApp();
  ids = await demoIds(t);
});
afterAll(() => t.close());

/** A request of Jonas Becker in a status with a comment, and its audit rows one minute apart. */
async function request(status: string, discipline: string, itcComment: string, steps: [string, object?][]) {
  const { id } = await t.db
    .insertInto('instructorCertificates')
    .values({
      organisationId: ids.nord,
      instructorId: await ids.instructorByName('Jonas', 'Becker'),
      disciplineId: ids.discipline(discipline),
      disciplineType: 'INITIAL',
      status,
      itcComment,
      // a certificate has its dates
      ...(status === 'CERTIFIED' ? { certificationDate: '2026-01-01', expiryDate: '2028-01-31' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [minute, [action, after]] of steps.entries())
    await t.db
      .insertInto('auditLog')
      .values({
        organisationId: ids.nord,
        userId: null,
        entity: 'instructor-certificates',
        entityId: id,
        action,
        after: JSON.stringify(after ?? {}),
        createdAt: new Date(Date.UTC(2026, 0, 1, 10, minute)),
      })
      .execute();
  return id;
}

const commentOf = async (id: string) =>
  (await t.db.selectFrom('instructorCertificates').select('itcComment').where('id', '=', id).executeTakeFirstOrThrow())
    .itcComment;

describe('migration 054', () => {
  it('clears the reason of a decline on requests submitted again, and keeps every other comment', async () => {
    const resubmitted = await request('CERTIFIED', 'Heartsaver', 'Grund', [
      ['decline', { status: 'DATAENTRY', itcComment: 'Grund' }],
      ['submit', { status: 'APPROVAL' }],
      ['approve', { status: 'APPROVED' }],
      ['certify', { status: 'CERTIFIED' }],
    ]);
    const approvedWithComment = await request('CERTIFIED', 'Heartsaver', 'Alles in Ordnung', [
      ['decline', { status: 'DATAENTRY', itcComment: 'Grund' }],
      ['submit', { status: 'APPROVAL' }],
      ['approve', { status: 'APPROVED', itcComment: 'Alles in Ordnung' }],
      ['certify', { status: 'CERTIFIED' }],
    ]);
    const stillSentBack = await request('DATAENTRY', 'PALS', 'Grund', [
      ['decline', { status: 'DATAENTRY', itcComment: 'Grund' }],
    ]);
    const withoutHistory = await request('CERTIFIED', 'Heartsaver', 'Importiert', []);

    await sql.raw(MIGRATION).execute(t.db);

    expect(await commentOf(resubmitted)).toBeNull();
    expect(await commentOf(approvedWithComment)).toBe('Alles in Ordnung');
    expect(await commentOf(stillSentBack)).toBe('Grund');
    expect(await commentOf(withoutHistory)).toBe('Importiert');
  });
});
