// `npm run screenshots` (vite-node, which resolves the folders Vite collects): every screen of the
// route table in German and English, light and dark, as PNG files named user-route-width-language-theme
// in screenshots/ (ignored by git). Runs the built app on a throwaway embedded database with the demo data.
//
// Settings (environment):
//   SCREENSHOT_WIDTHS=390,1280,1920  screen widths (default 1280); 390 shoots the phone's first screen
//   SCREENSHOT_LISTS=1               only the list screens, plus a course's participants tab and a
//                                    certificate's files (the tables of detail screens); no public pages
//   SCREENSHOT_ROUTES=venues,...     only those routes (and no public pages)
//   SCREENSHOT_USERS=admin@example.com,...   (default admin@, its@, instructor@)
//   SCREENSHOT_LOCALES=de,en  SCREENSHOT_THEMES=light,dark  SCREENSHOT_OUT=/tmp/shots
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { ensureDatabase, startEmbeddedPostgres, tempClusterDir } from '../server/db/embedded';
import { migrate } from '../server/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed/demo';
import { launchBrowser } from '../tests/support/chromium';
import { publicPaths, routeVisits } from '../tests/e2e/routeVisits';
import { freePort } from '../tests/support/freePort';

const setting = (name: string, fallback: string) => (process.env[name] || fallback).split(',').filter(Boolean);
const out = path.resolve(process.env.SCREENSHOT_OUT || 'screenshots');
const users = setting('SCREENSHOT_USERS', 'admin@example.com,its@example.com,instructor@example.com');
const widths = setting('SCREENSHOT_WIDTHS', '1280').map(Number);
const locales = setting('SCREENSHOT_LOCALES', 'de,en');
const themes = setting('SCREENSHOT_THEMES', 'light,dark') as ('light' | 'dark')[];
const lists = process.env.SCREENSHOT_LISTS === '1';
// e.g. SCREENSHOT_ROUTES=venues,course-types: only those routes (and no public pages)
const only = process.env.SCREENSHOT_ROUTES?.split(',');
/** Detail screens whose tables the list mode shoots too. */
const DETAIL_TABLES = new Set([
  'Course_Detail',
  'ITC_Instructor_Certificates_Detail',
  'ITS_Instructor_Certificates_Detail',
  'My_Instructor_Certificates_Detail',
]);

const viewport = (width: number) => ({ width, height: width < 600 ? 844 : width < 1600 ? 800 : 1080 });

const pg = await startEmbeddedPostgres({ clusterDir: tempClusterDir('certadmin-shots-'), port: await freePort() });
await ensureDatabase(pg.adminUrl, 'shots');
const { db, pool } = openDatabase(pg.urlFor('shots'), () => {});
await migrate(pool);
await seedDemo(db);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-shots-data-'));
const app = await buildApp({ config: { ...loadConfig({}), dataDir, staticDir: path.resolve('dist') }, db });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const browser = await launchBrowser({ showScrollbars: true });
fs.mkdirSync(out, { recursive: true });

let count = 0;
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.locator('[role=progressbar]').first().waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForTimeout(250);
};
/**
 * From 1280 px (lg) the drawer is permanent: shown open, as most users keep it. (A full-page picture
 * of a tall screen can leave it folded to its rail.)
 */
const openDrawer = async (page: Page) => {
  const menu = page.getByTestId('main-menu');
  if (!(await menu.count()) || (await menu.evaluate((element) => element.getBoundingClientRect().width)) > 100) return;
  await page.locator('header button').first().click();
  await page.waitForTimeout(400);
};
/**
 * The screen as the window shows it (its rows scroll inside the list, the scrollbars in view), or
 * with `whole` the whole page (a detail screen's tables lie below the fold).
 */
const shoot = async (page: Page, name: string, width: number, whole = !lists) => {
  await settle(page);
  if (width >= 1280) await openDrawer(page);
  // a phone's first screen: a whole long page scaled into one picture is too small to read
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: whole && width >= 600 });
  count++;
};

try {
  for (const width of widths) {
    for (const locale of locales) {
      for (const theme of themes) {
        const suffix = `${width}-${locale}-${theme}`;
        const options = { locale, colorScheme: theme, viewport: viewport(width), hasTouch: width < 600 };
        const context = await browser.newContext(options);
        const page = await context.newPage();
        for (const publicPath of only || lists ? [] : publicPaths()) {
          await page.goto(`${base}${publicPath}`);
          await shoot(page, `public${publicPath.replace(/\//g, '_')}-${suffix}`, width);
        }
        await context.close();
        for (const email of users) {
          const userContext = await browser.newContext(options);
          const userPage = await userContext.newPage();
          await userPage.goto(`${base}/login`);
          await userPage.getByLabel(/E-Mail/).fill(email);
          await userPage.getByRole('textbox', { name: /^(Password|Passwort)/ }).fill(DEMO_PASSWORD);
          await userPage.keyboard.press('Enter');
          await userPage.getByTestId('card-welcome').waitFor();
          const who = email.split('@')[0];
          if (!lists) await shoot(userPage, `${who}-Home-${suffix}`, width);
          const visits = (await routeVisits(db, email)).filter(
            (v) => v.allowed && (!only || only.includes(v.route.name)),
          );
          for (const visit of visits) {
            await userPage.goto(`${base}${visit.path}`);
            const name = `${who}-${visit.route.name}-${suffix}`;
            if (!lists) {
              await shoot(userPage, name, width);
              continue;
            }
            await settle(userPage);
            if (await userPage.locator('.list-page').count()) await shoot(userPage, name, width);
            else if (visit.route.name === 'Course_Detail') {
              await userPage.getByRole('tab', { name: /^(Participants|Teilnehmende)/ }).click();
              await shoot(userPage, `${who}-${visit.route.name}_participants-${suffix}`, width, true);
            } else if (DETAIL_TABLES.has(visit.route.name)) await shoot(userPage, name, width, true);
          }
          await userContext.close();
        }
      }
    }
  }
  console.log(`${count} screenshots in ${out}`);
} finally {
  await browser.close();
  await app.close();
  await db.destroy();
  await pg.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
