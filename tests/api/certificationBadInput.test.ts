import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/** Malformed input to every certification call: always a 4xx with a message, nothing written. */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
});
afterAll(() => t.close());

describe('bad input', () => {
  it('answers 4xx with a message and changes nothing', async () => {
    const jonas = await ids.instructorByName('Jonas', 'Becker');
    const open = (
      await t.db
        .selectFrom('instructorCertificates')
        .select('id')
        .where('instructorId', '=', jonas)
        .where('status', '=', 'DATAENTRY')
        .executeTakeFirstOrThrow()
    ).id;
    const before = await Promise.all([
      countRows(t, 'instructorCertificates'),
      countRows(t, 'certificateFiles'),
      countRows(t, 'auditLog'),
      countRows(t, 'instructorProfiles'),
    ]);
    const json = { 'content-type': 'application/json' };
    const calls: [string, string, unknown, Record<string, string>?][] = [
      [
        'POST',
        'instructor-certificates',
        {
          instructorId: jonas,
          disciplineId: ids.discipline('PALS'),
          disciplineType: 'INITIAL',
          invoiceAddress: 'Hamburg',
        },
      ],
      [
        'POST',
        'instructor-certificates',
        {
          instructorId: jonas,
          disciplineId: ids.discipline('PALS'),
          disciplineType: 'INITIAL',
          paidRecertificationAccepted: 'yes',
        },
      ],
      [
        'POST',
        'instructor-certificates',
        { instructorId: 'x', disciplineId: ids.discipline('PALS'), disciplineType: 'INITIAL' },
      ],
      ['POST', 'instructor-certificates', '{"instructorId":', json],
      ['POST', 'instructor-certificates', [1, 2]],
      ['PATCH', `instructor-certificates/${open}`, { invoiceAddress: { street: 'x'.repeat(201) } }],
      ['PATCH', `instructor-certificates/${open}`, { disciplineId: ids.discipline('BLS', ids.itcCh) }],
      ['PATCH', `instructor-certificates/${open}`, { disciplineType: null }],
      ['PATCH', 'instructor-certificates/not-an-id', { info: 'x' }],
      ['POST', `instructor-certificates/${open}/decline`, { itcComment: 42 }],
      ['POST', `instructor-certificates/${open}/submit`, 'x', json],
      ['GET', 'files/not-an-id', undefined],
      ['DELETE', 'files/00000000-0000-4000-8000-000000000000', undefined],
      ['PATCH', `itc-instructors/${jonas}`, { ahaInstructorId: 12345678 }],
      ['PATCH', `itc-instructors/${jonas}`, { ahaInstructorId: '' }],
      ['POST', `itc-instructors/${jonas}/move`, {}],
      ['POST', `itc-instructors/${jonas}/move`, { organisationId: ids.nord }],
      ['POST', 'itc-instructors/import?dryRun=false', { rows: [{ organisation: 'x'.repeat(1001) }] }],
      ['POST', 'itc-instructors/import?dryRun=false', {}],
      ['GET', `instructor-certificates?range=${encodeURIComponent('[0,"a"]')}`, undefined],
      ['GET', `instructor-certificates?filter=${encodeURIComponent('{"q":["a"]}')}`, undefined],
      ['GET', `itc-instructors?sort=${encodeURIComponent('["password","ASC"]')}`, undefined],
      ['GET', 'certificate-instructors?filter=%7B%22scope%22%3A1%7D', undefined],
      ['POST', 'disciplines', { name: 'x'.repeat(101) }],
      ['POST', `disciplines/${ids.discipline('BLS')}/templates/TEMPLATE`, { file: 'x' }],
      ['POST', 'its-organisations', { name: 'Neu', modules: ['courses', 'courses'] }],
      ['PATCH', `its-organisations/${ids.nord}`, { contactEmail: 'kein' }],
    ];
    for (const [method, url, body, headers] of calls) {
      const response = await t.call(method as 'GET', url, { token: tokens.itc, body, headers });
      expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${url}`).toBeLessThan(500);
      expect(typeof response.body.message, `${method} ${url}`).toBe('string');
    }
    expect(
      await Promise.all([
        countRows(t, 'instructorCertificates'),
        countRows(t, 'certificateFiles'),
        countRows(t, 'auditLog'),
        countRows(t, 'instructorProfiles'),
      ]),
    ).toEqual(before);
  });
});
