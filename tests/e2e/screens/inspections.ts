import type { Page } from 'playwright-core';
import { areas as germanAreas, raDe } from '../../../src/i18n/de';
import { areas as englishAreas, en } from '../../../src/i18n/en';
import { flattenKeys } from '../../../src/i18n/merge';
import { axeViolations } from '../../support/axe';
import { rawKeys } from '../../support/rawKeys';
import { clippedCells } from '../clippedCells';

/**
 * What the walks look for on each screen, one function per kind of problem. Each answers the
 * problems it found as lines that name the screen, so a failing walk says where.
 */

/**
 * Serious and critical axe-core violations of WCAG 2 A/AA on the screen as it is (the walk has
 * let it settle).
 */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  return (await axeViolations(page)).map((problem) => `${where}: ${problem}`);
}

/** The texts a user reads on the page: the visible text, the tab's title, placeholders, labels and tooltips. */
const screenTexts = (page: Page) =>
  page.evaluate(() => [
    document.title,
    document.body.innerText,
    ...[...document.querySelectorAll('[placeholder], [aria-label], [title]')].flatMap((element) =>
      ['placeholder', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ]);

/** Message keys shown instead of their text (tests/support/rawKeys.ts). */
export async function rawKeyProblems(page: Page, where: string): Promise<string[]> {
  return rawKeys(await screenTexts(page)).map((key) => `${where}: ${key}`);
}

const valuesOf = (catalogue: object): Map<string, string> => {
  const result = new Map<string, string>();
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (value && typeof value === 'object') walk(value, `${prefix}${key}.`);
      else result.set(`${prefix}${key}`, String(value));
    }
  };
  walk(catalogue, '');
  return result;
};

const english = valuesOf(en);
const german = valuesOf({ ...Object.fromEntries(Object.entries(germanAreas)), ra: (raDe as { ra: object }).ra });
/** English texts that differ from their German translation, as fragments that could show up on screen. */
const englishOnly = [...english]
  .filter(([key, text]) => german.get(key) !== undefined && german.get(key) !== text)
  .flatMap(([, text]) => text.split('||||').map((part) => part.split(/%\{\w+\}/)))
  .flat()
  .map((part) => part.trim())
  // short fragments ("Name", "of") also occur inside German texts and data
  .filter((part) => part.length >= 12 && /\s/.test(part));
const keys = [...flattenKeys(englishAreas), ...flattenKeys({ ra: (en as unknown as { ra: object }).ra })];

/** With German chosen: a raw key or an English text of the catalogue on the screen. */
export async function englishProblems(page: Page, where: string): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [
    ...keys.filter((key) => key.includes('.') && text.includes(key)).map((key) => `${where}: key ${key}`),
    ...englishOnly.filter((part) => text.includes(part)).map((part) => `${where}: English “${part}”`),
  ];
}

/** What the cells check met on one screen, beside its problems. */
export interface CellsMet {
  tables: number;
  /** Screens whose tables had cells. */
  screens: Set<string>;
}

/**
 * Every cell of every table whole, in view or behind a sideways scrollbar in view, and no filter
 * label cut (tests/e2e/clippedCells.ts).
 */
export async function cellProblems(page: Page, where: string, met: CellsMet): Promise<string[]> {
  const layout = await clippedCells(page);
  met.tables += layout.tables;
  if (layout.cells) met.screens.add(where);
  return layout.clipped.map((text) => `${where}: ${text}`);
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

/**
 * The screen within the window: no sideways scrolling of the page, its content in view and not
 * covered, beside a closed drawer below 1280 px; below 960 px lists show readable entries, not a
 * table.
 */
export async function fitProblems(page: Page, where: string, width: number): Promise<string[]> {
  const problems: string[] = [];
  const { scrollWidth, innerWidth, left, right, text, reachable } = await layout(page);
  if (scrollWidth > innerWidth + 1) problems.push(`${where}: page ${scrollWidth} px wide in ${innerWidth}`);
  if (right > innerWidth + 1) problems.push(`${where}: content's right edge at ${right}`);
  if (!(text > 0)) problems.push(`${where}: no content`);
  if (!reachable) problems.push(`${where}: content covered`);
  if (width < 1280) {
    if (left >= 16) problems.push(`${where}: content at ${left} px beside a closed drawer`);
    if (await page.getByTestId('main-menu').isVisible()) problems.push(`${where}: drawer open`);
  }
  const list = page.locator('.RaList-main');
  if (width < 960 && (await list.count())) {
    if (await list.locator('table').count()) problems.push(`${where}: a table below 960 px`);
    const entries = await list.getByTestId('readable-row').count();
    const empty = await list.getByTestId('list-empty').count();
    if (entries + empty === 0) problems.push(`${where}: neither readable entries nor the empty state`);
  }
  return problems;
}
