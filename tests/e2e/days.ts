import type { Locator } from 'playwright-core';

/**
 * Types an ISO day (YYYY-MM-DD) into a day picker (`field`: the text field) the way a user does: the old day is cleared,
 * then day, month and year digits follow (both languages write the day first); '' leaves it empty.
 */
export async function typeDay(field: Locator, iso: string) {
  // select-all turns the sections into one selection: the keys go to the page from here on
  const keyboard = field.page().keyboard;
  await field.getByRole('spinbutton').first().click();
  await keyboard.press('ControlOrMeta+a');
  await keyboard.press('Backspace');
  if (!iso) return;
  const [year, month, day] = iso.split('-');
  await keyboard.type(`${day}${month}${year}`);
}

/** What a day picker shows (its text in the language's pattern). */
export const shownDay = (field: Locator) => field.locator('input').inputValue();
