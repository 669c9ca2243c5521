import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from '../merge';
import { app } from './app';
import { certification } from './certification';
import { courses } from './courses';
import { insights } from './insights';
import { people } from './people';

/** The app's English texts, one catalogue per area of the product (German has the same areas). */
export const areas = { app, courses, people, certification, insights };

/** The English catalogue: react-admin's messages, then every area. */
export const en = mergeMessages(englishMessages, ...Object.values(areas)) as unknown as TranslationMessages;
