import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, displayStatus, EXPIRES_SOON_DAYS } from '../../src/domain/certificates';
import { displayStatusSql } from '../../server/areas/certification/queries';
import { testApp, type TestApp } from './helper';

/**
 * Lists filter and count display statuses in SQL (displayStatusSql), the front end and the mail
 * texts reason with the domain's displayStatus(): both must say the same of every expiry date,
 * around each boundary.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the display status in SQL', () => {
  it('is the domain’s for every expiry date around the boundaries', async () => {
    const day = '2026-11-24';
    const expiries: (string | null)[] = [null];
    for (const boundary of [0, EXPIRES_SOON_DAYS])
      for (let offset = -2; offset <= 2; offset++) expiries.push(addDays(day, boundary + offset));
    expiries.push(addDays(day, -4000), addDays(day, 4000));
    const answered: Record<string, string> = {};
    for (const expiry of expiries) {
      const { rows } = await sql<{ status: string }>`SELECT ${displayStatusSql(
        sql<string | null>`${expiry}::date`,
        day,
      )} AS status`.execute(t.db);
      answered[String(expiry)] = rows[0].status;
    }
    expect(answered).toEqual(
      Object.fromEntries(expiries.map((expiry) => [String(expiry), displayStatus(expiry, day)])),
    );
    expect(new Set(Object.values(answered)).size).toBe(4);
  });
});
