import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** Screenshots go to screenshots/ (ignored by git) for a person to look at. */
export const SCREENSHOT_DIR = path.resolve('screenshots');

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The four looks of the app: English and German, light and dark. */
export const LOOKS = [
  { locale: 'en-GB', colorScheme: 'light', tag: 'en-light' },
  { locale: 'en-GB', colorScheme: 'dark', tag: 'en-dark' },
  { locale: 'de-DE', colorScheme: 'light', tag: 'de-light' },
  { locale: 'de-DE', colorScheme: 'dark', tag: 'de-dark' },
] as const;

export type Look = (typeof LOOKS)[number];

export const contextFor = (browser: Browser, look: Look) =>
  browser.newContext({ locale: look.locale, colorScheme: look.colorScheme, viewport: { width: 1366, height: 900 } });
