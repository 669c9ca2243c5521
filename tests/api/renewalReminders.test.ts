import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { COUNT_DAYS_QUEUE, DIGEST_QUEUE, REMINDER_QUEUE } from '../../server/services/jobs';
import { capturedMail, clearMail, demoIds } from './certificationHelper';
import { testApp, type TestApp } from './helper';

/**
 * Expiry reminders (issue 14.2) with a fixed clock: the stages of the discipline's reminder days,
 * each mailed once – also when two servers on one database run the job at the same time, through
 * the job engine (pg-boss) – in each recipient's language, none for a renewed certificate.
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let acls: string;
let reminded: string;
const EXPIRY = '2030-08-15';

beforeAll(async () => {
  t = await testApp();
  ids = await demoIds(t);
  acls = ids.discipline('ACLS');
  await t.db
    .updateTable('disciplines')
    .set({ reminderDays: [90, 30] })
    .where('id', '=', acls)
    .execute();
  const certified = async (instructorId: string, expiryDate: string) =>
    (
      await t.db
        .insertInto('instructorCertificates')
        .values({
          organisationId: ids.nord,
          instructorId,
          disciplineId: acls,
          disciplineType: 'INITIAL',
          status: 'CERTIFIED',
          certificationDate: '2028-08-15',
          expiryDate,
          createdBy: null,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  reminded = await certified(await ids.instructorByName('Miriam', 'Schulz'), EXPIRY);
  // renewed: a newer certificate in the discipline, so the older one is not reminded
  const tim = await ids.instructorByName('Tim', 'Vogel');
  await certified(tim, '2030-08-10');
  await certified(tim, '2032-08-10');
  // the site's coordinator reads German, whatever the country says
  await t.db.updateTable('users').set({ language: 'de' }).where('email', '=', 'its@example.com').execute();
});
afterAll(() => t.close());

/** The mails about the reminded certificate, by recipient. */
const reminderMails = () => capturedMail(t).filter((mail) => /ACLS/.test(mail.subject));
const stages = () =>
  t.db
    .selectFrom('certificateReminders')
    .select(['certificateId', 'daysBefore', 'sentAt'])
    .where('certificateId', '=', reminded)
    .orderBy('daysBefore', 'desc')
    .execute();

/** A second server on the same database and mail folder, with or without the job engine. */
const server = (jobs: boolean) => buildApp({ config: t.config, db: t.db, jobs });

describe('a run of the reminders', () => {
  it('sends nothing before the first stage is due', async () => {
    expect(await t.app.renewalReminders('2030-05-16')).toBe(0);
    expect(reminderMails()).toEqual([]);
  });

  it('mails the 90-day stage once when two servers run at the same time', async () => {
    clearMail(t);
    const other = await server(false);
    try {
      const [a, b] = await Promise.all([t.app.renewalReminders('2030-05-17'), other.renewalReminders('2030-05-17')]);
      expect(a + b).toBe(1);
    } finally {
      await other.close();
    }
    const mails = reminderMails();
    const recipients = mails.map((mail) => mail.to);
    expect(recipients.length).toBeGreaterThan(0);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients).toContain('its@example.com');
    const coordinator = mails.find((mail) => mail.to === 'its@example.com')!;
    expect(coordinator.subject).toContain('läuft am');
    expect(coordinator.text).toContain('in 90 Tagen');
    expect(coordinator.text).toContain('/its/instructor-certificates/');
    // nothing about the renewed certificate
    expect(mails.every((mail) => !mail.subject.includes('Tim Vogel'))).toBe(true);
    expect((await stages()).map((s) => [s.daysBefore, !!s.sentAt])).toEqual([[90, true]]);
  });

  it('sends nothing again for the same stage, on later days either', async () => {
    clearMail(t);
    expect(await t.app.renewalReminders('2030-05-17')).toBe(0);
    expect(await t.app.renewalReminders('2030-06-30')).toBe(0);
    expect(reminderMails()).toEqual([]);
  });

  it('sends a claimed stage that was never mailed (a server stopped in between) on the next run', async () => {
    await t.db
      .updateTable('certificateReminders')
      .set({ sentAt: null })
      .where('certificateId', '=', reminded)
      .execute();
    clearMail(t);
    expect(await t.app.renewalReminders('2030-06-30')).toBe(1);
    expect(reminderMails().length).toBeGreaterThan(0);
  });
});

describe('the job engine', () => {
  let servers: FastifyInstance[] = [];

  beforeAll(async () => {
    servers = await Promise.all([server(true), server(true)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it('runs the 30-day stage once when both servers are asked to run it', async () => {
    clearMail(t);
    const day = '2030-07-20';
    const jobIds = await Promise.all(servers.map((s) => s.jobs!.send(REMINDER_QUEUE, { day })));
    // both jobs run to completion, each on whichever server fetched it
    for (const id of jobIds) {
      for (;;) {
        const job = await servers[0].jobs!.getJobById(REMINDER_QUEUE, id!);
        if (job?.state === 'completed') break;
        expect(job?.state).not.toBe('failed');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const mails = reminderMails();
    const recipients = mails.map((mail) => mail.to);
    expect(recipients.length).toBeGreaterThan(0);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(mails.find((mail) => mail.to === 'its@example.com')!.text).toContain('in 30 Tagen');
    expect((await stages()).map((s) => [s.daysBefore, !!s.sentAt])).toEqual([
      [90, true],
      [30, true],
    ]);
  });

  it('merges the renewal counts of days gone by when that job runs', async () => {
    const pastRows = async () => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM renewal_counts
        WHERE ready_from > '-infinity' AND ready_from < current_date - 2`.execute(t.db);
      return rows[0].n;
    };
    await sql`INSERT INTO renewal_counts (organisation_id, discipline_id, ready_from, n)
      SELECT organisation_id, discipline_id, current_date - 10, 0 FROM renewal_totals LIMIT 1
      ON CONFLICT DO NOTHING`.execute(t.db);
    expect(await pastRows()).toBeGreaterThan(0);
    const id = await servers[0].jobs!.send(COUNT_DAYS_QUEUE, {});
    for (;;) {
      const job = await servers[0].jobs!.getJobById(COUNT_DAYS_QUEUE, id!);
      if (job?.state === 'completed') break;
      expect(job?.state).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await pastRows()).toBe(0);
  });

  it('schedules each daily run once, whatever the number of servers', async () => {
    const schedules = await servers[0].jobs!.getSchedules();
    for (const queue of [REMINDER_QUEUE, DIGEST_QUEUE, COUNT_DAYS_QUEUE])
      expect(schedules.filter((s) => s.name === queue)).toHaveLength(1);
  });
});

describe('the ITC’s weekly digest', () => {
  const digests = () => capturedMail(t).filter((mail) => /renewed|verlängert/.test(mail.subject));

  it('goes once per ITC user and week, also from two servers at once, listing the reminded certificate', async () => {
    clearMail(t);
    const other = await server(false);
    try {
      await Promise.all([t.app.reminderDigests('2030-07-24'), other.reminderDigests('2030-07-24')]);
    } finally {
      await other.close();
    }
    const mails = digests();
    const recipients = mails.map((mail) => mail.to);
    expect(recipients).toContain('itc@example.com');
    expect(new Set(recipients).size).toBe(recipients.length);
    const itc = mails.find((mail) => mail.to === 'itc@example.com')!;
    expect(itc.text).toContain('Miriam Schulz');
    expect(itc.text).not.toContain('Tim Vogel');
    // no ITC user of another ITC
    expect(recipients).not.toContain('itc.ch@example.com');
  });

  it('is not sent again in the same week, and again in the next', async () => {
    clearMail(t);
    expect(await t.app.reminderDigests('2030-07-28')).toBe(0);
    expect(await t.app.reminderDigests('2030-07-29')).toBeGreaterThan(0);
  });
});

describe('the list filter “reminded, not yet renewed”', () => {
  const list = async (filter: Record<string, unknown>) => {
    const token = await t.login('itc@example.com');
    const response = await t.call(
      'GET',
      `instructor-certificates?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      {
        token,
      },
    );
    expect(response.status).toBe(200);
    return response.body as { id: string; lastReminder: number | null }[];
  };

  it('lists the reminded certificate with its latest stage, and not among the others', async () => {
    const reminded_ = await list({ reminded: true });
    expect(reminded_.map((c) => [c.id, c.lastReminder])).toEqual([[reminded, 30]]);
    expect((await list({ reminded: false })).map((c) => c.id)).not.toContain(reminded);
  });

  it('the ITC’s dashboard card counts the same rows, ready ones apart', async () => {
    const token = await t.login('itc@example.com');
    const cards = (await t.call('GET', 'dashboard', { token })).body.cards as { id: string; data?: unknown }[];
    // the rule asks nothing here, but today lies before the renewal window (90 days before the 2030 expiry)
    expect(cards.find((c) => c.id === 'itc_reminded_not_renewed')?.data).toEqual({ total: 1, ready: 0 });
    const site = await t.login('its@example.com');
    const siteCards = (await t.call('GET', 'dashboard', { token: site })).body.cards as { id: string }[];
    expect(siteCards.map((c) => c.id)).not.toContain('itc_reminded_not_renewed');
  });

  it('drops it once the instructor is renewed', async () => {
    const { instructorId } = await t.db
      .selectFrom('instructorCertificates')
      .select('instructorId')
      .where('id', '=', reminded)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('instructorCertificates')
      .values({
        organisationId: ids.nord,
        instructorId,
        disciplineId: acls,
        disciplineType: 'RECERTIFICATION',
        status: 'CERTIFIED',
        certificationDate: '2030-08-01',
        expiryDate: '2032-08-01',
        createdBy: null,
      } as never)
      .execute();
    expect(await list({ reminded: true })).toEqual([]);
  });

  it('is the ITC’s own: another ITC sees none of them', async () => {
    const token = await t.login('itc.ch@example.com');
    const response = await t.call('GET', `instructor-certificates?filter=${encodeURIComponent('{"reminded":false}')}`, {
      token,
    });
    expect(response.body.map((c: { id: string }) => c.id)).not.toContain(reminded);
  });

  it('refuses a value that is not a boolean', async () => {
    const token = await t.login('itc@example.com');
    const response = await t.call('GET', `instructor-certificates?filter=${encodeURIComponent('{"reminded":"ja"}')}`, {
      token,
    });
    expect(response.status).toBe(400);
  });
});
