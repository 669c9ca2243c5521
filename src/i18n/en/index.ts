import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from '../merge';
import { app } from './app';

/** The English catalogue: react-admin's messages, then the app's areas. */
export const en = mergeMessages(englishMessages, app) as unknown as TranslationMessages;
