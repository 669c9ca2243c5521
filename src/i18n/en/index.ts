import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
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

/** The app's English texts, one catalogue per area of the product and per resource (German has the same). */
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

/** The English catalogue: react-admin's messages, then every area. */
export const en = mergeMessages(englishMessages, ...Object.values(areas)) as unknown as TranslationMessages;
