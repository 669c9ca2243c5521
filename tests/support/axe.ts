import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG levels the app is held to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Serious and critical axe-core violations of WCAG 2 A/AA on the page as it is, each as a line
 * naming the rule and the first elements that break it.
 *
 * axe-core is put into the page once per document and run there. @axe-core/playwright evaluated
 * its half-megabyte source again for every check and opened a page of its own to finish each run:
 * 0.6 s a screen where this takes under 0.1 s, and the screen walks check some 200 screens.
 * Frames are left out: the app's only one is a request file's preview (a PDF or a picture, not the
 * app's markup).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      }),
    TAGS,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
