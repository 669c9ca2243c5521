import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser, login, newPage, startServer, type TestServer } from './helper';

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
    .select(['dashboardCardsLeft', 'dashboardCardsRight', 'dashboardCardsHidden'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

describe('dashboard', () => {
  it('places new cards left and right, flags them new once, and keeps hiding and moving across a reload', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'its@example.com');
    await page.getByTestId('card-welcome').waitFor();
    expect(await column(page, 'left')).toEqual(['welcome', 'its_certificates_expiring']);
    expect(await column(page, 'right')).toEqual(['its_instructor_certificates', 'itc_info_de_at']);
    expect(await page.getByTestId('card-new').count()).toBe(4);
    const card = page.getByTestId('card-itc_info_de_at');
    expect(await card.innerText()).toContain('Dr. Jana Winter');
    expect(await card.getByRole('link', { name: 'itc@example.com' }).getAttribute('href')).toBe(
      'mailto:itc@example.com',
    );
    // the first visit saved them as seen
    await expect
      .poll(async () => (await settingsOf('its@example.com')).dashboardCardsLeft)
      .toEqual(['welcome', 'its_certificates_expiring']);

    // move the ITC card to the left column, above the welcome card, with the card menu (keyboard)
    await page.getByRole('button', { name: 'Options of the card ITC information: Germany and Austria' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move to the left column' }).click();
    await expect.poll(() => column(page, 'left')).toEqual(['welcome', 'its_certificates_expiring', 'itc_info_de_at']);
    await page.getByRole('button', { name: 'Options of the card ITC information: Germany and Austria' }).click();
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    await expect.poll(() => column(page, 'left')).toEqual(['welcome', 'itc_info_de_at', 'its_certificates_expiring']);
    // hide the welcome card
    await page.getByRole('button', { name: 'Options of the card Welcome' }).click();
    await page.getByRole('menuitem', { name: 'Hide card' }).click();
    await expect.poll(() => column(page, 'left')).toEqual(['itc_info_de_at', 'its_certificates_expiring']);
    await expect
      .poll(() => settingsOf('its@example.com'))
      .toEqual({
        dashboardCardsLeft: ['itc_info_de_at', 'its_certificates_expiring'],
        dashboardCardsRight: ['its_instructor_certificates'],
        dashboardCardsHidden: ['welcome'],
      });

    await page.reload();
    await page.getByTestId('card-itc_info_de_at').waitFor();
    expect(await column(page, 'left')).toEqual(['itc_info_de_at', 'its_certificates_expiring']);
    expect(await column(page, 'right')).toEqual(['its_instructor_certificates']);
    expect(await page.getByTestId('card-new').count()).toBe(0);
    expect(await page.getByTestId('card-welcome').count()).toBe(0);

    // show it again from the hidden cards
    await page.getByTestId('hidden-cards').click();
    await page.getByRole('menuitem', { name: 'Show “Welcome”' }).click();
    await expect.poll(() => column(page, 'right')).toEqual(['its_instructor_certificates', 'welcome']);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('moves a card by dragging it to the other column', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await newPage(context);
    await login(page, server.url, 'its.sued@example.com');
    await page.getByTestId('card-welcome').waitFor();
    expect(await column(page, 'right')).toEqual(['its_instructor_certificates', 'itc_info_de_at']);
    await page
      .getByTestId('card-itc_info_de_at')
      .getByTestId('card-drag-handle')
      .dragTo(page.getByTestId('card-welcome'), { targetPosition: { x: 40, y: 10 } });
    await expect.poll(() => column(page, 'left')).toEqual(['itc_info_de_at', 'welcome', 'its_certificates_expiring']);
    await expect
      .poll(async () => (await settingsOf('its.sued@example.com')).dashboardCardsLeft)
      .toEqual(['itc_info_de_at', 'welcome', 'its_certificates_expiring']);
    await context.close();
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
