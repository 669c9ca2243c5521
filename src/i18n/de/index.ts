import germanBase from 'ra-language-german';
import type { TranslationMessages } from 'react-admin';
import { en } from '../en';
import { mergeMessages } from '../merge';
import { app } from './app';
import { raGerman } from './ra';

/** react-admin's German messages: the old package completed for react-admin 5. */
export const raDe = mergeMessages(germanBase, raGerman);

/** The German catalogue, over English so that a missing key shows English, never a raw key. */
export const de = mergeMessages(en, raDe, app) as unknown as TranslationMessages;
