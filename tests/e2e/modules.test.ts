import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loggedInPage,
  navigate,
  organisationId,
  shoot,
  startServer,
  testBrowser,
  waitForPath,
  type Look,
  type TestServer,
} from './helper';

/**
 * What an organisation's modules take away, said where it happens (issue 25.11): the question
 * before a module is switched off, the notice of a user sent home from a screen of a module his
 * organisation lacks (or that his rights do not open), and the mark in the rights dialog.
 */
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const modulesOf = async (name: string) =>
  (await server.db.selectFrom('organisations').select('modules').where('name', '=', name).executeTakeFirstOrThrow())
    .modules;

/** Logged in, in the look: language and theme as the user's saved choice. */
async function inLook(email: string, path: string, look: Look) {
  return loggedInPage(browser, server.url, email, { at: path, look });
}

/** The training site's edit dialog, opened from the ITC's list of sites. */
async function siteDialog(page: Page, site: string) {
  await page.getByRole('cell', { name: site }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** The rights dialog of a user, opened from the user permissions. */
async function rightsOf(page: Page, name: string, editRights: string) {
  await page.getByRole('button', { name: `${editRights}: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('right-its_courses').waitFor();
  return dialog;
}

describe('modules', () => {
  it('asks before one is switched off, then tells its users why a screen sent them home and marks their rights (en, light)', async () => {
    const itc = await inLook('itc@example.com', '/itc/organisations', ['en', 'light']);
    let dialog = await siteDialog(itc, 'Trainingszentrum Süd');
    await dialog.getByRole('checkbox', { name: 'Courses' }).uncheck();
    const question = itc.getByRole('dialog', { name: 'Switch off the module Courses?' });
    await question.waitFor();
    expect(await question.innerText()).toContain(
      'The users of Trainingszentrum Süd lose these features: Courses, Participants, Instructors, Courses of the network.',
    );
    await shoot(itc, 'modules-question-en-light');
    // declined: the module stays on
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('checkbox', { name: 'Courses' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Courses' }).uncheck();
    await question.getByRole('button', { name: 'Confirm' }).click();
    await question.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => modulesOf('Trainingszentrum Süd')).toEqual(['certificates']);

    // the site's coordinator at his courses: sent home, and told why
    const sued = await inLook('its.sued@example.com', '/its/courses', ['en', 'light']);
    await waitForPath(sued, `${server.url}/`);
    await sued.getByText('The module Courses is switched off for your organisation').waitFor();
    await shoot(sued, 'modules-sent-home-en-light');

    // his rights to courses stay, marked as switched off by the module
    await navigate(itc, '/settings/user-features');
    dialog = await rightsOf(itc, 'Markus Bauer', 'Edit rights');
    expect(await dialog.getByTestId('right-its_courses').getByTestId('module-off').innerText()).toBe(
      'Module Courses off',
    );
    expect(await dialog.getByTestId('right-its_instructor_certificates').getByTestId('module-off').count()).toBe(0);
    await shoot(itc, 'modules-rights-en-light');
    expect([...itc.errors, ...sued.errors]).toEqual([]);
    await Promise.all([itc.context().close(), sued.context().close()]);
  });

  it('says the same in German, and tells missing rights apart from a module switched off (de, dark)', async () => {
    const look: Look = ['de', 'dark'];
    const sued = await organisationId(server.db, 'Trainingszentrum Süd');
    // Süd has no support module
    const coordinator = await inLook('its.sued@example.com', `/organisations/${sued}/support-tickets`, look);
    await waitForPath(coordinator, `${server.url}/`);
    await coordinator.getByText('Das Modul Support ist für Ihre Organisation abgeschaltet').waitFor();
    await shoot(coordinator, 'modules-sent-home-de-dark');

    // a user without the right to user permissions, in an organisation that needs no module for it
    const user = await inLook('user@example.com', '/settings/user-features', look);
    await waitForPath(user, `${server.url}/`);
    await user.getByText('Ihnen fehlen die Rechte, um diese Seite zu öffnen.').waitFor();
    expect(await user.getByText(/Das Modul/).count()).toBe(0);

    const itc = await inLook('itc@example.com', '/itc/organisations', look);
    const dialog = await siteDialog(itc, 'Trainingszentrum West');
    await dialog.getByRole('checkbox', { name: 'Zertifikate' }).uncheck();
    const question = itc.getByRole('dialog', { name: 'Modul Zertifikate abschalten?' });
    expect(await question.innerText()).toContain(
      'Die Benutzer von Trainingszentrum West verlieren diese Funktionen: Instruktorzertifikate',
    );
    await shoot(itc, 'modules-question-de-dark');
    await question.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Zertifikate' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await navigate(itc, '/settings/user-features');
    const rights = await rightsOf(itc, 'Markus Bauer', 'Rechte bearbeiten');
    expect(
      await rights.getByTestId('right-core_organisation_support_tickets').getByTestId('module-off').innerText(),
    ).toBe('Modul Support aus');
    await shoot(itc, 'modules-rights-de-dark');
    expect([...coordinator.errors, ...user.errors, ...itc.errors]).toEqual([]);
    await Promise.all([coordinator.context().close(), user.context().close(), itc.context().close()]);
  });
});
