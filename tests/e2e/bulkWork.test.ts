import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, organisationId, serverAndBrowser, settle, shoot } from './helper';

/**
 * Bulk work where the work is: the ITC approves and certifies a selection of requests (a result
 * per row; a request changed since the list loaded it is left out and named), a site moves a
 * selection of courses one status step, and a narrow screen selects too.
 */
const env = serverAndBrowser();

/** A list's address with a filter, as a bookmark keeps it. */
const withFilter = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const certificateStatuses = async (ids: string[]) =>
  Object.fromEntries(
    (
      await env.server.db.selectFrom('instructorCertificates').select(['id', 'status']).where('id', 'in', ids).execute()
    ).map((row) => [row.id, row.status]),
  );

/** The requests of ITC Deutschland's sites in these statuses. */
const requestsIn = async (statuses: string[]) =>
  env.server.db
    .selectFrom('instructorCertificates as c')
    .innerJoin('organisations as o', 'o.id', 'c.organisationId')
    .innerJoin('organisations as itc', 'itc.id', 'o.parentId')
    .select(['c.id', 'c.status'])
    .where('itc.name', '=', 'ITC Deutschland')
    .where('c.status', 'in', statuses)
    .execute();

/** The results dialog: each row done or refused. */
async function results(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('bulk-results').waitFor();
  const items = dialog.getByTestId('bulk-result');
  return {
    done: await items.and(page.locator('[data-ok="true"]')).count(),
    refused: await items.and(page.locator('[data-ok="false"]')).allInnerTexts(),
    close: () => dialog.getByRole('button', { name: 'Close' }).click(),
  };
}

describe('bulk work', () => {
  it('approves a selection of requests: those under review are approved, the others say why not', async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'itc@example.com', {
      viewport: { width: 1280, height: 900 },
      at: withFilter('/itc/instructor-certificates', { status: ['APPROVAL', 'DATAENTRY'] }),
    });
    const before = await requestsIn(['APPROVAL', 'DATAENTRY']);
    await page.locator('tbody tr').first().waitFor();
    await settle(page);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    // a site changes one of the requests under review after the list loaded it (issue 23)
    const waiting = before.filter((row) => row.status === 'APPROVAL');
    const [changed, ...unchanged] = waiting;
    await env.server.db
      .updateTable('instructorCertificates')
      .set({ updatedAt: new Date() })
      .where('id', '=', changed.id)
      .execute();
    await page.getByTestId('bulk-approve').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const outcome = await results(page);
    expect(outcome.done).toBe(unchanged.length);
    expect(outcome.refused).toHaveLength(before.length - unchanged.length);
    const refusedFor = (text: string) => outcome.refused.filter((row) => row.includes(text)).length;
    expect(refusedFor('not possible in the request’s current status')).toBe(before.length - waiting.length);
    expect(refusedFor('Someone else changed this record after you opened it.')).toBe(1);
    expect(await page.getByTestId('bulk-changed').innerText()).toBe(
      `1 of ${before.length} entries was changed by someone else meanwhile and was left out: review it.`,
    );
    await shoot(page, 'bulk-approve-changed-meanwhile');
    const after = await certificateStatuses(before.map((row) => row.id));
    for (const row of before)
      expect(after[row.id]).toBe(row.status === 'APPROVAL' && row.id !== changed.id ? 'APPROVED' : row.status);
    await outcome.close();
    expect(page.errors).toEqual([]);
  });

  it('certifies a selection on a narrow screen, with checkboxes on the entries', async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'itc@example.com', {
      viewport: { width: 600, height: 900 },
      at: withFilter('/itc/instructor-certificates', { status: 'APPROVED' }),
    });
    const approved = await requestsIn(['APPROVED']);
    expect(approved.length).toBeGreaterThan(1);
    await page.getByTestId('readable-row').first().waitFor();
    await settle(page);
    const boxes = page.getByTestId('readable-select').locator('input');
    expect(await boxes.count()).toBe(approved.length);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByText('2 items selected').waitFor();
    await page.getByTestId('bulk-certify').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const outcome = await results(page);
    expect(outcome.done).toBe(2);
    const after = Object.values(await certificateStatuses(approved.map((row) => row.id)));
    expect(after.filter((status) => status === 'CERTIFIED')).toHaveLength(2);
    expect(after.filter((status) => status === 'APPROVED')).toHaveLength(approved.length - 2);
    expect(page.errors).toEqual([]);
  });

  it('moves a selection of a site’s courses one status step', async () => {
    const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
    const courses = await env.server.db
      .selectFrom('courses')
      .select(['id', 'status'])
      .where('organisationId', '=', nord)
      .where('status', 'in', ['NEW', 'DONE'])
      .execute();
    const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', {
      viewport: { width: 1280, height: 900 },
      at: withFilter('/its/courses', { status: ['NEW', 'DONE'] }),
    });
    await page.locator('tbody tr').first().waitFor();
    await settle(page);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByTestId('bulk-status').click();
    await page.getByRole('menuitem', { name: 'Planning', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const outcome = await results(page);
    const fresh = courses.filter((course) => course.status === 'NEW');
    expect(outcome.done).toBe(fresh.length);
    expect(outcome.refused).toHaveLength(courses.length - fresh.length);
    const after = await env.server.db
      .selectFrom('courses')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        courses.map((course) => course.id),
      )
      .execute();
    for (const course of after) expect(course.status).toBe(fresh.some((f) => f.id === course.id) ? 'PLANNING' : 'DONE');
    expect(page.errors).toEqual([]);
  });
});
