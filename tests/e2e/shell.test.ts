import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testBrowser,
  login,
  loggedInPage,
  EACH_LANGUAGE_AND_THEME,
  menuEntries,
  navigate,
  newPage,
  openInLook,
  organisationId,
  openMenuGroup,
  shoot,
  startServer,
  type TestServer,
  waitForPath,
} from './helper';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const settingsOf = (email: string) =>
  server.db.selectFrom('users').select(['language', 'themeMode']).where('email', '=', email).executeTakeFirstOrThrow();

describe('login', () => {
  it('shows the required messages and "Invalid Credentials!" and ends loading', async () => {
    const context = await browser.newContext();
    const page = await newPage(context);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('E-Mail is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Password is required').isVisible()).toBe(true);
    await login(page, server.url, 'its@example.com', 'wrong-password');
    await expect.poll(() => page.getByTestId('login-error').innerText()).toBe('Invalid Credentials!');
    expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    expect(page.url()).toContain('/login');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('logs in to the dashboard with the name in the welcome card and the drawer header', async () => {
    const context = await browser.newContext();
    const page = await newPage(context);
    await login(page, server.url, 'itc@example.com');
    await page.getByTestId('card-welcome').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('card-welcome').innerText()).toContain('Welcome, Jana Winter');
    const header = await page.getByTestId('drawer-header').innerText();
    expect(header).toContain('Jana Winter');
    expect(header).toContain('itc@example.com');
    // a logged-in user visiting the login screen goes home
    await page.goto(`${server.url}/login`);
    await page.getByTestId('card-welcome').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('sends an anonymous visitor to login with redirectPath and back after login', async () => {
    const context = await browser.newContext();
    const page = await newPage(context);
    await page.goto(`${server.url}/no/such/page?x=1`);
    await waitForPath(page, /\/login/);
    expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/no/such/page?x=1');
    await login(page, server.url, 'its@example.com');
    await page.getByTestId('not-found').waitFor();
    expect(page.url()).toBe(`${server.url}/no/such/page?x=1`);
    expect(await page.getByTestId('not-found').innerText()).toContain('Page not found');
    // below a resource shown only on the route table's screens (My courses is /courses) is no page either
    await page.goto(`${server.url}/courses/create`);
    await expect
      .poll(() => page.getByTestId('not-found').innerText())
      .toContain('There is no page at /courses/create.');
    // the root needs no redirectPath
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/`);
    await waitForPath(page, /\/login/);
    expect(new URL(page.url()).search).toBe('');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('says "not found" below a list and for an organisation in the path that the user does not reach', async () => {
    const page = await loggedInPage(browser, server.url, 'its@example.com');
    const notFound = async (path: string) => {
      await navigate(page, path);
      await expect.poll(() => page.getByTestId('not-found').innerText()).toContain(`There is no page at ${path}.`);
    };
    // below a declared resource's list (react-admin showed the list at /venues/create)
    await notFound('/venues/create');
    // another site's rows, and an organisation that does not exist, on each screen of a path's organisation
    const south = await organisationId(server.db, 'Trainingszentrum Süd');
    const madeUp = '00000000-0000-4000-8000-000000000000';
    for (const organisation of [south, madeUp]) {
      await notFound(`/organisation/${organisation}/participant-profiles`);
      await notFound(`/courses/${organisation}/instructors`);
      await notFound(`/organisations/${organisation}/support-tickets`);
      await notFound(`/organisation/${organisation}/courses`);
    }
    // his own organisation's screens still show their rows
    const nord = await organisationId(server.db, 'Trainingszentrum Nord');
    await navigate(page, `/organisation/${nord}/participant-profiles`);
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('not-found').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('ignores a redirectPath that leaves the app', async () => {
    const context = await browser.newContext();
    const page = await newPage(context);
    await page.goto(`${server.url}/login?redirectPath=//evil.example/x`);
    await login(page, server.url, 'its@example.com');
    await page.getByTestId('card-welcome').waitFor();
    expect(page.url()).toBe(`${server.url}/`);
    await context.close();
  });
});

describe('language and theme', () => {
  it('switches the language at once, saves it and keeps it across a reload', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'instructor@example.com');
    await page.getByTestId('card-welcome').waitFor();
    await page.getByTestId('locale-switcher').click();
    await page.getByRole('menuitem', { name: /Deutsch/ }).click();
    await expect.poll(() => page.getByTestId('card-welcome').innerText()).toContain('Willkommen, Jonas Becker');
    await expect.poll(async () => (await settingsOf('instructor@example.com')).language).toBe('de');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.reload();
    await expect.poll(() => page.getByTestId('card-welcome').innerText()).toContain('Willkommen');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('keeps the last language chosen, also when the German catalogue arrives late, across a reload', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'admin@example.com');
    const card = page.getByTestId('card-welcome');
    await card.waitFor();
    // German chosen and, while its catalogue is on its way, English again: English stays
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/de-*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    const choose = async (name: RegExp) => {
      await page.getByTestId('locale-switcher').click();
      await page.getByRole('menuitem', { name }).click();
      await page.getByRole('menu').waitFor({ state: 'hidden' });
    };
    await choose(/Deutsch/);
    await choose(/English/);
    const late = page.waitForResponse((answer) => /\/assets\/de-[^/]*\.js$/.test(answer.url()));
    release();
    await (await late).finished();
    // the catalogue's module runs when it has arrived, and what it would switch shows a frame later
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await card.innerText()).toContain('Welcome');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByTestId('locale-switcher').innerText()).toBe('EN');
    await page.unroute('**/assets/de-*.js');

    // German and back to English: each one saved, English after a reload
    await choose(/Deutsch/);
    await expect.poll(() => card.innerText()).toContain('Willkommen');
    await expect.poll(async () => (await settingsOf('admin@example.com')).language).toBe('de');
    await choose(/English/);
    await expect.poll(() => card.innerText()).toContain('Welcome');
    await expect.poll(async () => (await settingsOf('admin@example.com')).language).toBe('en');
    await page.reload();
    // the card's text comes with the whole catalogue of the language kept in the store: no later switch
    await card.waitFor();
    expect(await card.innerText()).toContain('Welcome');
    expect(await page.getByTestId('locale-switcher').innerText()).toBe('EN');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('brings the previous language back with the message when saving fails, in English and German', async () => {
    const page = await loggedInPage(browser, server.url, 'its@example.com');
    const message = {
      en: 'The language could not be saved; the previous one is back.',
      de: 'Die Sprache konnte nicht gespeichert werden; die vorherige gilt wieder.',
    };
    // the message depends on the language alone
    for (const look of EACH_LANGUAGE_AND_THEME) {
      const [language] = look;
      await openInLook(page, server.url, '/', look);
      const card = page.getByTestId('card-welcome');
      await card.waitFor();
      await page.route('**/api/v2/users/*/language', (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.getByTestId('locale-switcher').click();
      await page.getByRole('menuitem', { name: language === 'de' ? /English/ : /Deutsch/ }).click();
      const snackbar = page.locator('.MuiSnackbar-root');
      await expect.poll(() => snackbar.innerText()).toBe(message[language]);
      expect(await card.innerText()).toContain(language === 'de' ? 'Willkommen' : 'Welcome');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await shoot(page, `language-save-failed-${look.join('-')}`);
      await page.unroute('**/api/v2/users/*/language');
      // the next look's load ends the notice: no wait for it to time out
    }
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('applies the saved language after login on another browser', async () => {
    await server.db
      .updateTable('users')
      .set({ language: 'de', themeMode: 'dark' })
      .where('email', '=', 'user@example.com')
      .execute();
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await newPage(context);
    await login(page, server.url, 'user@example.com');
    await expect.poll(() => page.getByTestId('card-welcome').innerText()).toContain('Willkommen, Uwe Nutzer');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 23, 42)');
    await context.close();
  });

  it('toggles the theme, saves it and keeps it across a reload', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await newPage(context);
    await login(page, server.url, 'its@example.com');
    await page.getByTestId('card-welcome').waitFor();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(248, 250, 252)');
    await page.getByTestId('theme-toggle').click();
    await expect.poll(background).toBe('rgb(15, 23, 42)');
    await expect.poll(async () => (await settingsOf('its@example.com')).themeMode).toBe('dark');
    await page.reload();
    await page.getByTestId('card-welcome').waitFor();
    expect(await background()).toBe('rgb(15, 23, 42)');
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('rolls the theme back with a message when saving fails', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await newPage(context);
    await login(page, server.url, 'itc@example.com');
    await page.getByTestId('card-welcome').waitFor();
    await page.route('**/api/v2/users/*/thememode', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.getByText('The theme could not be saved').isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(248, 250, 252)');
    await context.close();
  });

  it('starts in the system’s dark preference and the browser’s language when nothing is stored', async () => {
    const context = await browser.newContext({ colorScheme: 'dark', locale: 'de-AT' });
    const page = await newPage(context);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 23, 42)');
    await context.close();
  });
});

describe('shell', () => {
  it('shows the footer with the current year and the legal links of the language', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await newPage(context);
    await page.goto(`${server.url}/login`);
    const footer = page.locator('footer');
    await footer.waitFor();
    const text = await footer.innerText();
    expect(text).toContain(`© ${new Date().getFullYear()}`);
    for (const link of ['AGB', 'Datenschutz', 'Impressum', 'Support']) expect(text).toContain(link);
    await context.close();
  });

  it('shows each demo user the menu entries of his features', async () => {
    await server.db.updateTable('users').set({ language: null, themeMode: null }).execute();
    const expected: Record<string, string[]> = {
      'admin@example.com': [
        'Home',
        'My organisation',
        'Admin dashboards',
        'My certificates',
        'My courses',
        'Course organisation',
        'ITC administration',
        // a site's lists give way to the network's, which hold them (issue 13: every list once)
        'User administration',
        'Settings',
      ],
      'itc@example.com': ['Home', 'Course organisation', 'ITC administration', 'User administration', 'Settings'],
      'its@example.com': ['Home', 'My organisation', 'Course organisation', 'ITS administration', 'Settings'],
      // everyone has the navigation area Settings with his own account (spec 2.36)
      'instructor@example.com': ['Home', 'My certificates', 'My courses', 'Settings'],
      'user@example.com': ['Home', 'Settings'],
    };
    for (const [email, entries] of Object.entries(expected)) {
      const context = await browser.newContext();
      const page = await newPage(context);
      await login(page, server.url, email);
      expect(await menuEntries(page), email).toEqual(entries);
      await context.close();
    }
  });

  it.each([
    ['en-GB', 'Settings', 'My account'],
    ['de-DE', 'Einstellungen', 'Mein Konto'],
  ])('opens the own account from the navigation area Settings (%s, spec 2.36)', async (locale, settings, account) => {
    await server.db.updateTable('users').set({ language: null }).where('email', '=', 'user@example.com').execute();
    const page = await loggedInPage(browser, server.url, 'user@example.com', { locale });
    await openMenuGroup(page, settings);
    const menu = page.getByTestId('main-menu');
    await menu.getByRole('link', { name: account, exact: true }).click();
    await waitForPath(page, `${server.url}/account`);
    await expect.poll(() => menu.locator('[aria-current=page]').allInnerTexts()).toEqual([account]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['en-GB', 'Course organisation', 'ITS administration', 'Courses', 'Course types'],
    ['de-DE', 'Kursorganisation', 'ITS-Verwaltung', 'Kurse', 'Kursarten'],
  ])(
    'puts a coordinator’s courses first under course organisation, not under ITS administration (%s, issue 25.8)',
    async (locale, organisation, administration, courses, courseTypes) => {
      await server.db.updateTable('users').set({ language: null }).where('email', '=', 'its@example.com').execute();
      const context = await browser.newContext({ locale });
      const page = await newPage(context);
      await login(page, server.url, 'its@example.com');
      const entriesOf = async (group: string) => {
        await openMenuGroup(page, group);
        return page
          .getByTestId('main-menu')
          .getByRole('button', { name: group, exact: true })
          .locator('xpath=following-sibling::div[contains(@class, "MuiCollapse-root")][1]')
          .getByRole('link')
          .allInnerTexts();
      };
      const organising = await entriesOf(organisation);
      expect(organising.slice(0, 2)).toEqual([courses, courseTypes]);
      expect(await entriesOf(administration)).not.toContain(courses);
      await page.getByTestId('main-menu').getByRole('link', { name: courses, exact: true }).click();
      await waitForPath(page, '**/its/courses');
      expect(page.errors).toEqual([]);
      await context.close();
    },
  );
});

describe('session expiry', () => {
  it('logs out at the token’s expiry and says so on the login screen', async () => {
    const shortLived = await startServer({ tokenLifetimeSeconds: 3 });
    const context = await browser.newContext();
    const page = await newPage(context);
    try {
      await login(page, shortLived.url, 'its@example.com');
      // signed in (the dashboard need not have drawn: on a busy machine it may take the token's seconds)
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await waitForPath(page, /\/login/);
      await expect.poll(() => page.getByText('Your session has ended').isVisible()).toBe(true);
      const stored = await page.evaluate(() => [
        localStorage.getItem('certadmin.token'),
        localStorage.getItem('certadmin.autoLoggedOut'),
      ]);
      expect(stored).toEqual([null, null]);
      await page.reload();
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await context.close();
      await shortLived.close();
    }
  });
});
