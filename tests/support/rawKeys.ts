import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import { flattenKeys } from '../../src/i18n/merge';

/** Every key of the English and German catalogues as the app looks it up (`menu.home`, `ra.action.save`). */
const CATALOGUE_KEYS = new Set([...flattenKeys(en), ...flattenKeys(de)].filter((key) => key.includes('.')));

/** A dotted word, not part of a longer word, an e-mail address or a path. */
const DOTTED_WORD = /(?<![\w.@/\\:-])[a-z][\w-]*(?:\.[\w-]+)+(?![\w@/\\-])/g;

/**
 * The shape of a key: lowercase segments of two or more letters, digits, underscores and hyphens,
 * each starting with a letter or an underscore (`lists.search`, `resources.support-tickets.empty`).
 */
const KEY_SHAPE = /^[a-z_][a-z0-9_-]*[a-z0-9_](?:\.[a-z_][a-z0-9_-]*[a-z0-9_])+$/;

/** Dotted words that are no keys: file and host names (a key ending like this is still found by the catalogue). */
const NOT_A_KEY =
  /\.(pdf|csv|zip|png|jpe?g|svg|docx?|xlsx?|txt|json|html?|com|org|net|de|at|ch|eu|io|info|example|test|local)$/;

/**
 * The raw message keys in texts of a screen: any key of either catalogue (`errors.TOKEN_INVALID`,
 * also as a whole line), and any word shaped like a dotted key, in the catalogue or not (a
 * misspelt key shows as itself too).
 */
export function rawKeys(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const trimmed = line.trim();
      if (CATALOGUE_KEYS.has(trimmed)) found.add(trimmed);
    }
    for (const [word] of text.matchAll(DOTTED_WORD)) {
      if (CATALOGUE_KEYS.has(word) || (KEY_SHAPE.test(word) && !NOT_A_KEY.test(word))) found.add(word);
    }
  }
  return [...found].sort();
}
