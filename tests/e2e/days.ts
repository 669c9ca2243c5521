import type { Locator } from 'playwright-core';

/**
 * Types an ISO day (YYYY-MM-DD) into a day picker (`field`: the text field) the way a user does: the old day is cleared,
 * then day, month and year digits follow (both languages write the day first); '' leaves it empty.
 */
export async function typeDay(field: Locator, iso: string) {
  const first = field.getByRole('spinbutton').first();
  await first.click();
  await first.press('ControlOrMeta+a');
  await first.press('Backspace');
  if (!iso) return;
  const [year, month, day] = iso.split('-');
  await first.pressSequentially(`${day}${month}${year}`);
}

/** What a day picker shows (its text in the language's pattern). */
export const shownDay = (field: Locator) => field.locator('input').inputValue();
