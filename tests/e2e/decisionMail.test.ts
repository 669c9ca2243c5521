import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../support/mail';
import { testBrowser, login, newPage, settle, startServer, type TestServer } from './helper';

/**
 * Decision mail as the users meet it (issue 12.5): the language each one's browser shows reaches the
 * server on login, and the ITC's decline in the browser mails the coordinator in his language with
 * a link and the instructor without an account in his site's language, without one.
 */
let server: TestServer;
let browser: Browser;
let requestId: string;
let noAccount: { email: string; name: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
  const db = server.db;
  await db
    .updateTable('users')
    .set({ language: null, interfaceLanguage: null })
    .where('email', 'in', ['its@example.com', 'itc@example.com'])
    .execute();
  const nord = (
    await db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Trainingszentrum Nord')
      .executeTakeFirstOrThrow()
  ).id;
  const itc = (
    await db.selectFrom('organisations').select('id').where('name', '=', 'ITC Deutschland').executeTakeFirstOrThrow()
  ).id;
  const profile = await db
    .selectFrom('instructorProfiles as i')
    .innerJoin('participantProfiles as p', 'p.id', 'i.participantProfileId')
    .select(['i.id', 'p.email', 'p.firstName', 'p.lastName'])
    .where('i.organisationId', '=', nord)
    .where('i.deleted', '=', false)
    .where('p.userId', 'is', null)
    .where('p.email', 'is not', null)
    .orderBy('p.lastName')
    .executeTakeFirstOrThrow();
  noAccount = { email: profile.email!, name: `${profile.firstName} ${profile.lastName}` };
  // a request under review (how it got there is the certification test's walk)
  const discipline = await db
    .selectFrom('disciplines as d')
    .select('d.id')
    .where('d.organisationId', '=', itc)
    .where('d.deleted', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('instructorCertificates as r')
            .select('r.id')
            .whereRef('r.disciplineId', '=', 'd.id')
            .where('r.instructorId', '=', profile.id)
            .where('r.status', '<>', 'CERTIFIED'),
        ),
      ),
    )
    .orderBy('d.name')
    .executeTakeFirstOrThrow();
  requestId = (
    await db
      .insertInto('instructorCertificates')
      .values({
        organisationId: nord,
        instructorId: profile.id,
        disciplineId: discipline.id,
        disciplineType: 'INITIAL',
        status: 'APPROVAL',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const interfaceLanguageOf = async (email: string) =>
  server.db
    .selectFrom('users')
    .select(['language', 'interfaceLanguage'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

describe('decision mail', () => {
  it('learns on login the language each browser shows, without making it a choice', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'its@example.com');
    await page.getByTestId('card-welcome').waitFor();
    await expect
      .poll(() => interfaceLanguageOf('its@example.com'))
      .toEqual({ language: null, interfaceLanguage: 'en' });
    await context.close();
  });

  it('mails the ITC’s decline to the coordinator in English with a link, to the instructor without an account in German without one', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const itc = await newPage(context);
    await login(itc, server.url, 'itc@example.com');
    await itc.getByTestId('card-welcome').waitFor();
    await expect
      .poll(() => interfaceLanguageOf('itc@example.com'))
      .toEqual({ language: null, interfaceLanguage: 'de' });
    await itc.goto(`${server.url}/itc/instructor-certificates/${requestId}`);
    await itc.getByTestId('certificate-actions').waitFor();
    await settle(itc);
    await itc.getByTestId('certificate-actions').getByRole('button', { name: 'Ablehnen' }).click();
    const dialog = itc.getByRole('dialog');
    await dialog.getByLabel(/Kommentar des ITC/).fill('Das Monitoring-Formular fehlt.');
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const toSite = await waitForMail(server.dataDir, 'its@example.com');
    expect(toSite.subject).toMatch(/^Certificate request declined: .+ for /);
    expect(toSite.text).toContain('ITC Deutschland has declined the request');
    expect(toSite.text).toContain(`/its/instructor-certificates/${requestId}`);

    const toInstructor = await waitForMail(server.dataDir, noAccount.email);
    expect(toInstructor.subject).toMatch(/^Zertifikatsantrag abgelehnt: .+ für /);
    expect(toInstructor.text).toContain(`Guten Tag ${noAccount.name},`);
    expect(toInstructor.text).toContain('ITC Deutschland hat den Antrag');
    expect(toInstructor.text).toContain('Das Monitoring-Formular fehlt.');
    // the site by its name, once: not "Ihr Trainingszentrum Trainingszentrum Nord"
    expect(toInstructor.text).toMatch(/\n\nTrainingszentrum \S+ korrigiert den Antrag/);
    expect(toInstructor.text).not.toContain('Trainingszentrum Trainingszentrum');
    expect(toInstructor.text).not.toMatch(/https?:\/\//);
    expect(itc.errors).toEqual([]);
    await context.close();
  });
});
