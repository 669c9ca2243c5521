import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPage, serverAndBrowser } from './helper';

/**
 * The drawer at 600, 960 and 1280 px: below the `lg` breakpoint (1280) it is temporary and opens
 * with a swipe from the left edge. That every screen fits the window at each width is checked by
 * the walks of tests/e2e/screens.
 */
const env = serverAndBrowser();
/** §2 Shell: a touch swipe opens the drawer from within 25 px of the edge. */
const EDGE = 25;

/** A touch swipe from `fromX` to `toX` along the middle of the screen. */
async function swipe(page: Page, fromX: number, toX: number) {
  const cdp = await page.context().newCDPSession(page);
  const y = 400;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: fromX + ((toX - fromX) * step) / 10, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** How the page and its main content sit in the window. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const main = document.getElementById('main-content')!.getBoundingClientRect();
    const footer = document.querySelector('#main-content footer') as HTMLElement | null;
    const text = (document.getElementById('main-content')!.innerText ?? '').replace(footer?.innerText ?? '', '').trim();
    // nothing, visible or not, lies over the middle of the content
    const reachable = document
      .getElementById('main-content')!
      .contains(document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      left: main.left,
      right: main.right,
      text: text.length,
      reachable,
    };
  });

describe.each([600, 960, 1280])('at %i px', (width) => {
  let page: Page & { errors: string[] };
  const temporaryDrawer = width < 1280;
  beforeAll(async () => {
    page = await loggedInPage(env.browser, env.server.url, 'admin@example.com', {
      viewport: { width, height: 800 },
      hasTouch: temporaryDrawer,
    });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it(
    temporaryDrawer
      ? 'hides the drawer until a swipe from within 25 px of the left edge opens it'
      : 'shows the drawer beside the content',
    async () => {
      const menu = page.getByTestId('main-menu');
      if (!temporaryDrawer) {
        expect(await menu.isVisible()).toBe(true);
        return;
      }
      expect(await menu.isVisible()).toBe(false);
      const { left, reachable } = await layout(page);
      expect(left).toBeLessThan(16);
      expect(reachable).toBe(true);
      // a swipe that starts further in scrolls or does nothing; it does not open the drawer
      await swipe(page, EDGE + 15, 300);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await menu.isVisible()).toBe(false);
      await swipe(page, EDGE - 15, 300);
      await expect.poll(() => menu.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(page.errors).toEqual([]);
    },
  );
});
