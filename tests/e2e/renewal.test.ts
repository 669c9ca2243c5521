import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loggedInPage,
  navigate,
  openInLook,
  settle,
  shoot,
  startServer,
  testBrowser,
  type TestServer,
  waitForPath,
} from './helper';

/**
 * Renewal in the browser (issue 14): the rule edited on the discipline, the readiness with what is
 * missing on the certificate, and the dashboard card "reminded, not yet renewed" leading to the list.
 */
let server: TestServer;
let browser: Browser;
let acls: string;
let certificateId: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
  const one = <T>(query: { executeTakeFirstOrThrow: () => Promise<T> }) => query.executeTakeFirstOrThrow();
  const itc = await one(server.db.selectFrom('organisations').select('id').where('name', '=', 'ITC Deutschland'));
  const nord = await one(
    server.db.selectFrom('organisations').select('id').where('name', '=', 'Trainingszentrum Nord'),
  );
  acls = (
    await one(
      server.db.selectFrom('disciplines').select('id').where('name', '=', 'ACLS').where('organisationId', '=', itc.id),
    )
  ).id;
  const miriam = await one(
    server.db
      .selectFrom('instructorProfiles as i')
      .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
      .select('i.id')
      .where('p.firstName', '=', 'Miriam')
      .where('p.lastName', '=', 'Schulz'),
  );
  certificateId = (
    await one(
      server.db
        .insertInto('instructorCertificates')
        .values({
          organisationId: nord.id,
          instructorId: miriam.id,
          disciplineId: acls,
          disciplineType: 'INITIAL',
          status: 'CERTIFIED',
          certificationDate: day(-650),
          expiryDate: day(80),
          createdBy: null,
        } as never)
        .returning('id'),
    )
  ).id;
  // the 90-day reminder went out, as the job records it
  await server.db
    .insertInto('certificateReminders')
    .values({ certificateId, daysBefore: 90, organisationId: nord.id, dueOn: day(-10), sentAt: new Date() })
    .execute();
  await server.db
    .insertInto('reminderSends')
    .values({
      certificateId,
      organisationId: nord.id,
      sentAt: new Date(Date.now() - 10 * 86_400_000),
      recipients: ['its@example.com'],
      byHand: false,
      sentBy: null,
      daysBefore: 90,
    })
    .execute();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('renewal', () => {
  it('the ITC sets the rule on the discipline', async () => {
    const page = await loggedInPage(browser, server.url, 'itc@example.com', { at: `/itc/disciplines` });
    await page.getByRole('row', { name: /ACLS/ }).getByRole('button', { name: /Edit/ }).click();
    // the dialog's fields (the list's column picker has switches of the same names)
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Courses taught for renewal').fill('2');
    await dialog.getByLabel('Monitoring form required').check();
    await dialog.getByLabel('Reminders (days before expiry)').fill('30, 120');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () =>
        server.db
          .selectFrom('disciplines')
          .select(['renewalCourses', 'monitoringRequired', 'reminderDays'])
          .where('id', '=', acls)
          .executeTakeFirstOrThrow(),
      )
      .toEqual({ renewalCourses: 2, monitoringRequired: true, reminderDays: [120, 30] });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('the certificate shows that he is not ready and what is missing, in German too', async () => {
    const page = await loggedInPage(browser, server.url, 'itc@example.com');
    for (const [language, texts] of [
      ['en', ['Not ready for renewal', 'Courses taught as instructor: 0 of 2', 'Monitoring form missing']],
      [
        'de',
        ['Noch nicht bereit zur Verlängerung', 'Als Instruktor geleitete Kurse: 0 von 2', 'Monitoring-Formular fehlt'],
      ],
    ] as const) {
      // German as the user's choice, with a load of the same page instead of another login
      await openInLook(page, server.url, `/itc/instructor-certificates/${certificateId}`, [language, 'light']);
      const readiness = page.getByTestId('renewal-readiness');
      await readiness.waitFor();
      expect(await readiness.getAttribute('data-ready')).toBe('false');
      for (const text of texts) await expect.poll(() => readiness.innerText()).toContain(text);
      expect(page.errors).toEqual([]);
    }
    await page.context().close();
  });

  it('the dashboard card leads to the list of certificates reminded and not renewed', async () => {
    const page = await loggedInPage(browser, server.url, 'itc@example.com');
    const card = page.getByTestId('card-itc_reminded_not_renewed');
    await card.waitFor();
    await settle(page);
    await card.getByRole('link', { name: '1' }).click();
    await waitForPath(page, /\/itc\/instructor-certificates\?filter=/);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('Miriam Schulz');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('the ITC sends the reminder now from the list, and the certificate shows who got it, in German too', async () => {
    const page = await loggedInPage(browser, server.url, 'itc@example.com');
    await navigate(
      page,
      `/itc/instructor-certificates?filter=${encodeURIComponent(JSON.stringify({ reminded: true }))}`,
    );
    const row = page.locator('tbody tr', { hasText: 'Miriam Schulz' });
    await row.getByRole('checkbox').check();
    await page.getByTestId('bulk-send-reminders').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const results = page.getByRole('dialog', { name: 'Reminders sent' });
    await results.waitFor();
    expect(await results.innerText()).toContain('Miriam Schulz');
    await results.getByRole('button').last().click();

    for (const look of [
      ['en', 'light', /sent by hand by .+/, /scheduled, 90 days before expiry/],
      ['de', 'dark', /von Hand verschickt von .+/, /planmäßig, 90 Tage vor Ablauf/],
    ] as const) {
      const [language, theme, byHand, scheduled] = look;
      await openInLook(page, server.url, `/itc/instructor-certificates/${certificateId}`, [language, theme]);
      const sends = page.getByTestId('reminder-send');
      await expect.poll(() => sends.count()).toBe(2);
      // newest first: the one just sent by hand, to the site and Miriam, then the scheduled one
      expect(await sends.first().getAttribute('data-by-hand')).toBe('true');
      expect(await sends.first().innerText()).toMatch(byHand);
      expect(await sends.first().innerText()).toMatch(/@/);
      expect(await sends.last().innerText()).toMatch(scheduled);
      await page.getByTestId('certificate-reminders').scrollIntoViewIfNeeded();
      await shoot(page, `renewal-reminders-${language}-${theme}`);
      expect(page.errors).toEqual([]);
    }
    await page.context().close();
  });
});
