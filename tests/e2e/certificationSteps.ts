import type { Page } from 'playwright-core';

/** Presses a step of a certificate request (approve, decline, certify) and confirms it, with the ITC's comment if given. */
export async function confirmAction(page: Page, action: string, comment?: string) {
  await page.getByTestId('certificate-actions').getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  if (comment !== undefined) await dialog.getByLabel(/Comment of the ITC/).fill(comment);
  await dialog.getByRole('button', { name: action }).click();
  await dialog.waitFor({ state: 'hidden' });
}
