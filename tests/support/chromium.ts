import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's Chromium (test tools cannot download browsers here). The browser tests drive its
 * headless shell where it is installed (`chromium-headless-shell`: the same Blink and V8 without
 * the browser's windows): each context of the full browser opens a window whose omnibox popup, a
 * page of its own, loads in a renderer, which made a context cost three times the CPU (about 0.3 s
 * more each, some 250 contexts a run). The pictures (`npm run screenshots`) and the benchmark keep
 * the full browser. `CHROMIUM_PATH` names another for all.
 */
const FULL_BROWSER = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The arguments every launch passes. */
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
 * browser's own close at the end of the run ends the context anyway: the wait is bounded.
 */
function boundedClose(context: BrowserContext): BrowserContext {
  const close = context.close.bind(context);
  context.close = (options) =>
    Promise.race([close(options), new Promise<void>((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
  return context;
}

/**
 * A Chromium of its own, for the scripts (screenshots, benchmark). With `showScrollbars`,
 * pictures show the scrollbars a user sees (headless Chromium hides them); with `shell`, the
 * headless shell if installed (see FULL_BROWSER).
 */
export async function launchBrowser({ showScrollbars = false, shell = false } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ?? (shell && fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
    args: CHROMIUM_ARGS,
    ...(showScrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watched(boundedClose(await newContext(options)));
  return browser;
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The browser of a test file: one Chromium per test worker, shared by the files the worker runs
 * (vitest runs the browser suite without isolation, so this module lives as long as the worker),
 * and a context per test as before, which asks for reduced motion. `close()` closes the contexts this file opened, not the
 * browser; the worker's end ends Chromium (Playwright kills it when its process exits).
 */
export async function testBrowser(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (!running?.isConnected()) workerBrowser = launchBrowser({ shell: true });
  const browser = await workerBrowser!;
  const contexts = new Set<BrowserContext>();
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext')
        // with the system's "reduce motion" on, as the app honours it: nothing waits for an animation
        return async (options?: Parameters<Browser['newContext']>[0]) => {
          const context = await target.newContext({ reducedMotion: 'reduce', ...options });
          contexts.add(context);
          context.once('close', () => contexts.delete(context));
          return context;
        };
      if (property === 'close') return async () => void (await Promise.all([...contexts].map((c) => c.close())));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Requests under way in a context, and when the last one began or ended. */
interface Traffic {
  pending: number;
  since: number;
}
const traffic = new WeakMap<BrowserContext, Traffic>();

/** Long-lived streams never end: they are no work under way (the app's changes stream is a fetch). */
const STREAMS = new Set(['eventsource', 'websocket']);
const isStream = (request: { resourceType(): string; url(): string }) =>
  STREAMS.has(request.resourceType()) || new URL(request.url()).pathname === '/api/v2/changes';

function watched(context: BrowserContext): BrowserContext {
  const state: Traffic = { pending: 0, since: Date.now() };
  traffic.set(context, state);
  context.on('request', (request) => {
    if (isStream(request)) return;
    state.pending++;
    state.since = Date.now();
  });
  const ended = (request: { resourceType(): string; url(): string }) => {
    if (isStream(request)) return;
    state.pending = Math.max(0, state.pending - 1);
    state.since = Date.now();
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  return context;
}

/** How long no request may be under way before the network counts as quiet. */
const QUIET_MS = 100;

/**
 * Waits until no request of the page's context has been under way for QUIET_MS and the page's
 * main thread is idle. Playwright's `networkidle` waits 500 ms of silence on every call, which
 * the walks over every screen paid a few hundred times; a context this module did not open
 * falls back to it. Bounded by the test's own time only.
 */
export async function networkQuiet(page: Page) {
  const state = traffic.get(page.context());
  if (!state) return page.waitForLoadState('networkidle');
  const quiet = () => state.pending === 0 && Date.now() - state.since >= QUIET_MS;
  for (;;) {
    while (!quiet()) await new Promise((resolve) => setTimeout(resolve, 20));
    // the answers are in: let the page render them (a render may ask for more)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
    if (quiet()) return;
  }
}
