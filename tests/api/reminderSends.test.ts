import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../../src/domain/certificates';
import { capturedMail, clearMail, demoIds, loginAll, type DemoUser } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * Expiry reminders sent by hand (issue 25.6): the ITC mails one or many certificates' reminder now,
 * to whom the scheduled one goes; every reminder mailed is recorded (when, to whom, by whom) and
 * shown on the certificate; imported certificates say in their history where they came from.
 */
let t: TestApp;
let tokens: Record<DemoUser, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let mine: string;
let second: string;
let swiss: string;
let draft: string;

/** A certificate of the instructor in the discipline, at his site. */
async function certificate(first: string, last: string, discipline: string, status = 'CERTIFIED', owner?: string) {
  const instructorId = await ids.instructorByName(first, last);
  const { organisationId } = await t.db
    .selectFrom('instructorProfiles')
    .select('organisationId')
    .where('id', '=', instructorId)
    .executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('instructorCertificates')
    .values({
      organisationId,
      instructorId,
      disciplineId: ids.discipline(discipline, owner),
      disciplineType: 'INITIAL',
      status,
      ...(status === 'CERTIFIED' ? { certificationDate: today(), expiryDate: addDays(today(), 400) } : {}),
      createdBy: null,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  t = await testApp();
  tokens = await loginAll(t);
  ids = await demoIds(t);
  mine = await certificate('Miriam', 'Schulz', 'Heartsaver');
  second = await certificate('Tim', 'Vogel', 'Heartsaver');
  swiss = await certificate('Reto', 'Keller', 'BLS', 'CERTIFIED', ids.itcCh);
  draft = await certificate('Sarah', 'Klein', 'Heartsaver', 'DATAENTRY');
});
afterAll(() => t.close());

const sendNow = (body: unknown, token = tokens.itc) =>
  t.call('POST', 'instructor-certificates/send-reminders', { token, body });
const remindersOf = (id: string, token = tokens.itc) =>
  t.call('GET', `instructor-certificates/${id}/reminders`, { token });

describe('sending reminders now', () => {
  it('mails one certificate’s reminder to the site and the instructor, and records it with who sent it', async () => {
    clearMail(t);
    const response = await sendNow({ ids: [mine] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ id: mine, ok: true }]);
    const mails = capturedMail(t);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((mail) => /Heartsaver/.test(mail.subject) && /Miriam Schulz/.test(mail.subject))).toBe(true);
    expect(mails.map((mail) => mail.text).join('\n')).toMatch(/400/);

    const sends = await remindersOf(mine);
    expect(sends.status).toBe(200);
    expect(sends.body).toHaveLength(1);
    expect(sends.body[0]).toMatchObject({ byHand: true, daysBefore: null, sentByName: expect.any(String) });
    expect([...sends.body[0].recipients].sort()).toEqual(mails.map((mail) => mail.to).sort());

    const history = await t.call('GET', `instructor-certificates/${mine}/history`, { token: tokens.itc });
    expect(history.body.at(-1)).toMatchObject({ event: 'reminder_sent', actorName: sends.body[0].sentByName });
  });

  it('sends many at once, and says per row why one was not sent', async () => {
    clearMail(t);
    const response = await sendNow({ ids: [second, draft, swiss] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: second, ok: true },
      expect.objectContaining({ id: draft, ok: false, code: 'REMINDER_NOT_DUE' }),
      expect.objectContaining({ id: swiss, ok: false, code: 'NOT_FOUND' }),
    ]);
    expect(capturedMail(t).every((mail) => /Tim Vogel/.test(mail.subject))).toBe(true);
    expect((await remindersOf(draft)).body).toEqual([]);
  });

  it('refuses another ITC’s certificate as not found, and mails nothing', async () => {
    clearMail(t);
    expect((await sendNow({ ids: [swiss] })).status).toBe(404);
    expect(capturedMail(t)).toEqual([]);
    expect((await remindersOf(swiss)).status).toBe(404);
    expect((await remindersOf(swiss, tokens.itcCh)).body).toEqual([]);
  });

  it('is the ITC’s: a site coordinator and an instructor may not send', async () => {
    for (const token of [tokens.its, tokens.instructor])
      expect((await sendNow({ ids: [mine] }, token)).status).toBe(403);
  });

  it('answers a retry with the same Idempotency-Key without mailing again; a new key sends again', async () => {
    const before = (await remindersOf(mine)).body.length;
    const send = (key: string) =>
      t.call('POST', 'instructor-certificates/send-reminders', {
        token: tokens.itc,
        body: { ids: [mine] },
        headers: { 'idempotency-key': key },
      });
    clearMail(t);
    const first = await send('reminder-once');
    const mailed = capturedMail(t).length;
    expect(mailed).toBeGreaterThan(0);
    const retry = await send('reminder-once');
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(capturedMail(t)).toHaveLength(mailed);
    expect((await remindersOf(mine)).body).toHaveLength(before + 1);
    expect((await send('reminder-again')).headers['idempotent-replayed']).toBeUndefined();
    expect((await remindersOf(mine)).body).toHaveLength(before + 2);
  });

  it.each([[{}], [{ ids: 'all' }], [{ ids: ['not-an-id'] }], [{ ids: [mine], extra: 1 }]])(
    'refuses the body %j with 400',
    async (body) => {
      const response = await sendNow(body);
      expect(response.status).toBe(400);
    },
  );

  it('records the scheduled reminders too, with their stage', async () => {
    const expiry = (await t.db
      .selectFrom('instructorCertificates')
      .select('expiryDate')
      .where('id', '=', second)
      .executeTakeFirstOrThrow()) as { expiryDate: string };
    // the day of the 180-day stage
    await t.app.renewalReminders(addDays(String(expiry.expiryDate), -180));
    const sends = (await remindersOf(second)).body;
    expect(sends[0]).toMatchObject({ byHand: false, daysBefore: 180, sentByName: null });
    expect(sends[0].recipients.length).toBeGreaterThan(0);
    expect(sends[1]).toMatchObject({ byHand: true });
  });
});

describe('imported certificates', () => {
  it('say in their history that they came from the import, by whom', async () => {
    const rows = [
      {
        organisation: 'Trainingszentrum Nord',
        ahaInstructorId: '',
        firstName: 'Ida',
        lastName: 'Import',
        email: 'ida.import@example.com',
        expiryDate: '2028-03-31',
        discipline: 'BLS',
      },
    ];
    const imported = await t.call('POST', 'itc-instructors/import?dryRun=false', { token: tokens.itc, body: { rows } });
    expect(imported.status).toBe(200);
    const list = await t.call(
      'GET',
      `instructor-certificates?filter=${encodeURIComponent(JSON.stringify({ q: 'Ida Import' }))}`,
      { token: tokens.itc },
    );
    expect(list.body).toHaveLength(1);
    const history = await t.call('GET', `instructor-certificates/${list.body[0].id}/history`, { token: tokens.itc });
    expect(history.status).toBe(200);
    expect(history.body).toEqual([expect.objectContaining({ event: 'imported', actorName: expect.any(String) })]);
    const itcUser = await t.db
      .selectFrom('users')
      .select(['firstName', 'lastName'])
      .where('email', '=', 'itc@example.com')
      .executeTakeFirstOrThrow();
    expect(history.body[0].actorName).toBe(`${itcUser.firstName} ${itcUser.lastName}`);
  });
});
