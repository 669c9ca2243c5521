import type { TranslationMessages } from 'react-admin';
import type { Language } from '../domain/settings';
import { en } from '../i18n/en';
import { switchCatalogues } from './i18nProvider';

/** Every text of the app: English comes with the app's chunk, German is a chunk of its own when shown. */
const whole = async (locale: Language): Promise<TranslationMessages> =>
  locale === 'de' ? (await import('../i18n/de')).de : en;

/** Hands the whole catalogues to the i18n provider: the app does before its first screen after the login. */
export const loadWholeCatalogues = () => switchCatalogues(whole);
