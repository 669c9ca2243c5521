import germanBase from 'ra-language-german';
import type { TranslationMessages } from 'react-admin';
import type { areas as englishAreas } from '../en';
import { en } from '../en';
import { mergeMessages } from '../merge';
import { app } from './app';
import { certification } from './certification';
import { courses } from './courses';
import { insights } from './insights';
import { people } from './people';
import { raGerman } from './ra';

/** react-admin's German messages: the old package completed for react-admin 5. */
export const raDe = mergeMessages(germanBase, raGerman);

/** The app's German texts, area by area (the type requires every English area). */
export const areas: Record<keyof typeof englishAreas, object> = { app, courses, people, certification, insights };

/** The German catalogue, over English so that a missing key shows English, never a raw key. */
export const de = mergeMessages(en, raDe, ...Object.values(areas)) as unknown as TranslationMessages;
