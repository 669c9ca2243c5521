import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';

/**
 * What each page of a failed browser test showed when it failed: its path, its open dialogs, its
 * alerts and notifications. CI shows only the end of its output, where scripts/test-summary.mjs
 * names each failed test with its error's first line; a timeout there ("waiting for
 * getByTestId('conflict-notice')") says what did not come, this says what was on screen instead.
 * A setup file of the e2e project: every page made by newPage (helper.ts) is watched.
 */
export const STATES_FILE = path.join('test-results', 'e2e-page-states.jsonl');

const key = Symbol.for('certadmin.e2e.pages');
const pages = ((globalThis as Record<symbol, Set<Page>>)[key] ??= new Set<Page>());

/** Watches a page of the running test until it closes. */
export function watchPage(page: Page) {
  pages.add(page);
  page.on('close', () => pages.delete(page));
}

/** One page's state in a line: its path and the text of its dialogs, alerts and notifications. */
async function pageState(page: Page) {
  const shown = page.evaluate(() => {
    const texts = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((e) => e.innerText.replace(/\s+/g, ' ').slice(0, 200));
    return {
      path: location.pathname + location.search,
      dialogs: texts('[role=dialog]'),
      alerts: texts('[role=alert], [role=status], .MuiSnackbar-root'),
    };
  });
  const late = new Promise<string>((resolve) => setTimeout(() => resolve('no answer within 5 s'), 5000));
  return Promise.race([shown.then((state) => JSON.stringify(state)), late]).catch((error: Error) => error.message);
}

beforeEach(({ onTestFailed, task }) => {
  pages.clear();
  onTestFailed(async () => {
    const states = await Promise.all([...pages].map(pageState));
    fs.mkdirSync(path.dirname(STATES_FILE), { recursive: true });
    const file = path.relative(process.cwd(), task.file.filepath);
    fs.appendFileSync(STATES_FILE, JSON.stringify({ file, title: task.name, pages: states }) + '\n');
  });
});
