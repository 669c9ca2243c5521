import type { Dialog } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInPage, organisationId, serverAndBrowser } from './helper';

/** Forms on a page of their own ask before unsaved changes are left behind; saved ones do not. */
const env = serverAndBrowser();

describe('unsaved changes', () => {
  it('keep the course form until the user agrees to leave it', async () => {
    const nord = await organisationId(env.server.db, 'Trainingszentrum Nord');
    const course = await env.server.db
      .selectFrom('courses')
      .select(['id', 'customer'])
      .where('organisationId', '=', nord)
      .where('status', '=', 'NEW')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await loggedInPage(env.browser, env.server.url, 'its@example.com', {
      at: `/course/${course.id}`,
      viewport: { width: 1280, height: 900 },
    });
    const customer = page.getByLabel('Customer');
    await customer.fill('Noch nicht gespeichert');
    const asked: string[] = [];
    const answer = (accept: boolean) => (dialog: Dialog) => {
      asked.push(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    };

    page.once('dialog', answer(false));
    await page.getByTestId('main-menu').getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain('Some of your changes weren');
    expect(new URL(page.url()).pathname).toBe(`/course/${course.id}`);
    expect(await customer.inputValue()).toBe('Noch nicht gespeichert');

    page.once('dialog', answer(true));
    await page.getByTestId('main-menu').getByRole('link', { name: 'Home' }).click();
    await page.getByTestId('card-welcome').waitFor();
    expect(asked).toHaveLength(2);
    const stored = await env.server.db
      .selectFrom('courses')
      .select('customer')
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(stored.customer).toBe(course.customer);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('let the user leave a saved account form without asking', async () => {
    const page = await loggedInPage(env.browser, env.server.url, 'instructor@example.com', { at: `/account` });
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    const form = page.locator('#account-form');
    await form.getByLabel('Title').fill('Dr.');
    await page.getByTestId('main-menu').getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/account');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (
            await env.server.db
              .selectFrom('users')
              .select('title')
              .where('email', '=', 'instructor@example.com')
              .executeTakeFirstOrThrow()
          ).title,
      )
      .toBe('Dr.');
    await page.getByTestId('main-menu').getByRole('link', { name: 'Home' }).click();
    await page.getByTestId('card-welcome').waitFor();
    expect(asked).toHaveLength(1);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
