import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, loggedInPage, organisationId, serverAndBrowser } from './helper';

/**
 * A screen that loads slowly shows its progress indicators to everyone, screen readers included:
 * each has a name. The certificate's request is held until axe has read the loading screen, so the
 * check does not depend on how fast the machine is.
 */
const env = serverAndBrowser();

describe('loading states', () => {
  it.each([
    ['ITS', 'its@example.com', '/its/instructor-certificates/'],
    ['ITC', 'itc@example.com', '/itc/instructor-certificates/'],
  ])('the %s certificate detail screen names its progress indicators while it loads', async (_scope, email, path) => {
    const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
    const certificate = await env.server.db
      .selectFrom('instructorCertificates')
      .select('id')
      .where('organisationId', '=', nord)
      .executeTakeFirstOrThrow();
    const page = await loggedInPage(env.browser, env.server.url, email);
    const held: Route[] = [];
    let release = false;
    await page.route(`**/api/*/instructor-certificates/${certificate.id}*`, (route) =>
      release ? route.continue() : void held.push(route),
    );

    await page.goto(`${env.server.url}${path}${certificate.id}`);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.getByRole('progressbar').first().waitFor();
    expect(await page.getByRole('progressbar', { name: 'Loading…' }).count()).toBe(
      await page.getByRole('progressbar').count(),
    );
    expect(await axeViolations(page, { whileLoading: true })).toEqual([]);

    release = true;
    await Promise.all(held.map((route) => route.continue()));
    await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
