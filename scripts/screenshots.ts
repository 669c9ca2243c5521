// `npm run screenshots` (vite-node, which resolves the folders Vite collects): every screen of the route table in German and English, light and dark,
// at 1280 px, as PNG files in screenshots/ (ignored by git). Runs the built app on a throwaway
// embedded database with the demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { ensureDatabase, startEmbeddedPostgres, tempClusterDir } from '../server/db/embedded';
import { migrate } from '../server/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed/demo';
import { launchBrowser } from '../tests/support/chromium';
import { publicPaths, routeVisits } from '../tests/e2e/routeVisits';
import { freePort } from '../tests/support/freePort';

const out = path.resolve('screenshots');
const users = (process.env.SCREENSHOT_USERS ?? 'admin@example.com,its@example.com,instructor@example.com').split(',');
// e.g. SCREENSHOT_ROUTES=venues,course-types: only those routes (and no public pages)
const only = process.env.SCREENSHOT_ROUTES?.split(',');

const pg = await startEmbeddedPostgres({ clusterDir: tempClusterDir('certadmin-shots-'), port: await freePort() });
await ensureDatabase(pg.adminUrl, 'shots');
const { db, pool } = openDatabase(pg.urlFor('shots'), () => {});
await migrate(pool);
await seedDemo(db);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certadmin-shots-data-'));
const app = await buildApp({ config: { ...loadConfig({}), dataDir, staticDir: path.resolve('dist') }, db });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const browser = await launchBrowser();
fs.mkdirSync(out, { recursive: true });

let count = 0;
const shoot = async (page: import('playwright-core').Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
  count++;
};

try {
  for (const locale of ['de', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const suffix = `${locale}-${theme}`;
      const context = await browser.newContext({ locale, colorScheme: theme, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      for (const publicPath of only ? [] : publicPaths()) {
        await page.goto(`${base}${publicPath}`);
        await shoot(page, `public${publicPath.replace(/\//g, '_')}-${suffix}`);
      }
      await context.close();
      for (const email of users) {
        const userContext = await browser.newContext({
          locale,
          colorScheme: theme,
          viewport: { width: 1280, height: 800 },
        });
        const userPage = await userContext.newPage();
        await userPage.goto(`${base}/login`);
        await userPage.getByLabel(/E-Mail/).fill(email);
        await userPage.getByRole('textbox', { name: /^(Password|Passwort)/ }).fill(DEMO_PASSWORD);
        await userPage.keyboard.press('Enter');
        await userPage.getByTestId('card-welcome').waitFor();
        const who = email.split('@')[0];
        await shoot(userPage, `${who}-Home-${suffix}`);
        const visits = (await routeVisits(db, email)).filter(
          (v) => v.allowed && (!only || only.includes(v.route.name)),
        );
        for (const visit of visits) {
          await userPage.goto(`${base}${visit.path}`);
          await shoot(userPage, `${who}-${visit.route.name}-${suffix}`);
        }
        await userContext.close();
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
