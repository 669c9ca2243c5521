import germanBase from 'ra-language-german';
import type { TranslationMessages } from 'react-admin';
import { en } from '../en';
import { areasOf, mergeMessages } from '../merge';
import { raGerman } from './ra';

/** react-admin's German messages: the old package completed for react-admin 5. */
export const raDe = mergeMessages(germanBase, raGerman);

/** The app's German texts, area by area and resource by resource (a test compares them with the English). */
export const areas = areasOf(
  import.meta.glob(['./*.ts', '!./index.ts', '!./ra.ts', './resources/*.ts'], { eager: true }),
);

/** The German catalogue, over English so that a missing key shows English, never a raw key. */
export const de = mergeMessages(en, raDe, ...Object.values(areas)) as unknown as TranslationMessages;
