import germanBase from 'ra-language-german';
import type { TranslationMessages } from 'react-admin';
import { en } from '../en';
import { mergeMessages, resourceAreas } from '../merge';
import { app } from './app';
import { certification } from './certification';
import { courses } from './courses';
import { history } from './history';
import { insights } from './insights';
import { orientation } from './orientation';
import { people } from './people';
import { session } from './session';
import { verification } from './verification';
import { raGerman } from './ra';

/** react-admin's German messages: the old package completed for react-admin 5. */
export const raDe = mergeMessages(germanBase, raGerman);

/** The app's German texts, area by area and resource by resource (a test compares them with the English). */
export const areas: Record<string, object> = {
  app,
  courses,
  history,
  people,
  certification,
  insights,
  session,
  verification,
  orientation,
  ...resourceAreas(import.meta.glob('./resources/*.ts', { eager: true })),
};

/** The German catalogue, over English so that a missing key shows English, never a raw key. */
export const de = mergeMessages(en, raDe, ...Object.values(areas)) as unknown as TranslationMessages;
