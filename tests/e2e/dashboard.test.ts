import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser, login, newPage, organisationId, startServer, type TestServer } from './helper';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), testBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const column = async (page: Page, name: 'left' | 'right') =>
  page
    .getByTestId(`column-${name}`)
    .locator(':scope > [role=listitem] > [data-testid^="card-"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')!.replace('card-', '')));
const settingsOf = (email: string) =>
  server.db
    .selectFrom('users')
    .select(['dashboardCardsLeft', 'dashboardCardsRight', 'dashboardCardsHidden', 'dashboardCardsSeen'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

describe('dashboard', () => {
  it('places new cards left and right, flags them new once, and keeps hiding and moving across a reload', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'its@example.com');
    await page.getByTestId('card-welcome').waitFor();
    expect(await column(page, 'left')).toEqual(['welcome', 'its_instructor_certificates', 'itc_info_de_at']);
    expect(await column(page, 'right')).toEqual(['its_courses', 'its_certificates_expiring']);
    expect(await page.getByTestId('card-new').count()).toBe(5);
    const card = page.getByTestId('card-itc_info_de_at');
    expect(await card.innerText()).toContain('Dr. Jana Winter');
    expect(await card.getByRole('link', { name: 'itc@example.com' }).getAttribute('href')).toBe(
      'mailto:itc@example.com',
    );
    // the first visit saved them as seen
    await expect
      .poll(async () => (await settingsOf('its@example.com')).dashboardCardsLeft)
      .toEqual(['welcome', 'its_instructor_certificates', 'itc_info_de_at']);

    // move the ITC card to the right column, above the expiring card, with the card menu (keyboard)
    await page.getByRole('button', { name: 'Options of the card ITC information: Germany and Austria' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move to the right column' }).click();
    await expect
      .poll(() => column(page, 'right'))
      .toEqual(['its_courses', 'its_certificates_expiring', 'itc_info_de_at']);
    await page.getByRole('button', { name: 'Options of the card ITC information: Germany and Austria' }).click();
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    await expect
      .poll(() => column(page, 'right'))
      .toEqual(['its_courses', 'itc_info_de_at', 'its_certificates_expiring']);
    // hide the welcome card
    await page.getByRole('button', { name: 'Options of the card Welcome' }).click();
    await page.getByRole('menuitem', { name: 'Hide card' }).click();
    await expect.poll(() => column(page, 'left')).toEqual(['its_instructor_certificates']);
    await expect
      .poll(() => settingsOf('its@example.com'))
      .toMatchObject({
        dashboardCardsLeft: ['its_instructor_certificates'],
        dashboardCardsRight: ['its_courses', 'itc_info_de_at', 'its_certificates_expiring'],
        dashboardCardsHidden: ['welcome'],
      });

    await page.reload();
    await page.getByTestId('card-itc_info_de_at').waitFor();
    expect(await column(page, 'left')).toEqual(['its_instructor_certificates']);
    expect(await column(page, 'right')).toEqual(['its_courses', 'itc_info_de_at', 'its_certificates_expiring']);
    expect(await page.getByTestId('card-new').count()).toBe(0);
    expect(await page.getByTestId('card-welcome').count()).toBe(0);

    // show it again from the hidden cards
    await page.getByTestId('hidden-cards').click();
    await page.getByRole('menuitem', { name: 'Show “Welcome”' }).click();
    await expect.poll(() => column(page, 'left')).toEqual(['its_instructor_certificates', 'welcome']);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('moves a card by dragging it to the other column', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'its.sued@example.com');
    await page.getByTestId('card-welcome').waitFor();
    expect(await column(page, 'right')).toEqual(['its_courses', 'its_certificates_expiring']);
    await page
      .getByTestId('card-its_courses')
      .getByTestId('card-drag-handle')
      .dragTo(page.getByTestId('card-welcome'), { targetPosition: { x: 40, y: 10 } });
    const left = ['its_courses', 'welcome', 'its_instructor_certificates', 'itc_info_de_at'];
    await expect.poll(() => column(page, 'left')).toEqual(left);
    await expect.poll(async () => (await settingsOf('its.sued@example.com')).dashboardCardsLeft).toEqual(left);
    await context.close();
  });

  it('flags a card new once: not again when it comes back after it was away (issue 25.8)', async () => {
    // the follow-up card shows only while a course of the site is overdue
    const sued = await organisationId(server.db, 'Trainingszentrum Süd');
    const { id: courseTypeId } = await server.db
      .selectFrom('courseTypes')
      .select('id')
      .where('organisationId', '=', sued)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow();
    await server.db.updateTable('courseTypes').set({ followUpDays: 1 }).where('id', '=', courseTypeId).execute();
    const overdue = { organisationId: sued, courseTypeId, startDate: '2020-01-01', status: 'FOLLOWUP' };
    const { id } = await server.db
      .insertInto('courses')
      .values(overdue as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const visit = async () => {
      const context = await browser.newContext({ locale: 'en-GB' });
      const page = await newPage(context);
      await login(page, server.url, 'its.sued@example.com');
      await page.getByTestId('card-welcome').waitFor();
      return page;
    };
    let page = await visit();
    const followUp = page.getByTestId('card-its_courses_followup_overdue');
    await expect.poll(() => followUp.getByTestId('card-new').count()).toBe(1);
    await expect
      .poll(async () => (await settingsOf('its.sued@example.com')).dashboardCardsSeen)
      .toContain('its_courses_followup_overdue');
    await page.context().close();

    // nothing overdue: the card is away, and the next save of the layout leaves it out
    await server.db.updateTable('courses').set({ status: 'DONE' }).where('id', '=', id).execute();
    page = await visit();
    expect(await page.getByTestId('card-its_courses_followup_overdue').count()).toBe(0);
    await page.getByRole('button', { name: 'Options of the card Welcome' }).click();
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    await expect
      .poll(async () => (await settingsOf('its.sued@example.com')).dashboardCardsLeft)
      .not.toContain('its_courses_followup_overdue');
    await page.context().close();

    // overdue again: back, and not new
    await server.db.updateTable('courses').set({ status: 'FOLLOWUP' }).where('id', '=', id).execute();
    page = await visit();
    await page.getByTestId('card-its_courses_followup_overdue').waitFor();
    expect(await page.getByTestId('card-new').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('shows "No cards active" when every card is hidden, and brings them back', async () => {
    await server.db
      .updateTable('users')
      .set({ dashboardCardsLeft: [], dashboardCardsRight: [], dashboardCardsHidden: ['welcome'] })
      .where('email', '=', 'user@example.com')
      .execute();
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'user@example.com');
    await page.getByTestId('card-no_cards_active').waitFor();
    await page.getByRole('button', { name: 'Show all cards again' }).click();
    await page.getByTestId('card-welcome').waitFor();
    await expect.poll(async () => (await settingsOf('user@example.com')).dashboardCardsHidden).toEqual([]);
    await context.close();
  });
});
