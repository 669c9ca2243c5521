import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium: test tools cannot download browsers here. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How long a context's close may take before the test goes on without waiting for it. */
const CLOSE_WAIT_MS = 10_000;

/**
 * Chromium on a busy machine now and then never answers the closing of a context (a test hung for
 * minutes in `context.close()` after all its steps passed). A test's work is done by then, and the
 * browser's own close at the end of the file ends the context anyway: the wait is bounded.
 */
function boundedClose(context: BrowserContext): BrowserContext {
  const close = context.close.bind(context);
  context.close = (options) =>
    Promise.race([close(options), new Promise<void>((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
  return context;
}

/** With `showScrollbars`, pictures show the scrollbars a user sees (headless Chromium hides them). */
export async function launchBrowser({ showScrollbars = false } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ...(showScrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => boundedClose(await newContext(options));
  return browser;
}
