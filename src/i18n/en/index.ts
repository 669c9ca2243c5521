import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { areasOf, mergeMessages } from '../merge';

/** The app's English texts, one catalogue per area of the product and per resource (German has the same). */
export const areas = areasOf(import.meta.glob(['./*.ts', '!./index.ts', './resources/*.ts'], { eager: true }));

/** The English catalogue: react-admin's messages, then every area. */
export const en = mergeMessages(englishMessages, ...Object.values(areas)) as unknown as TranslationMessages;
