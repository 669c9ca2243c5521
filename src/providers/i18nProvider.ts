import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { FALLBACK_LANGUAGE, initialLanguage, type Language } from '../domain/settings';
import { en } from '../i18n/en';

/**
 * English is in the entry bundle; German is a chunk loaded when first needed. Missing German
 * keys fall back to English (de is merged over en), never to a raw key.
 */
const catalogues: Partial<Record<Language, TranslationMessages>> = { en };

/** The catalogue of a language, loaded once (German is its own chunk). */
export async function load(locale: Language): Promise<TranslationMessages> {
  if (!catalogues[locale]) catalogues[locale] = (await import('../i18n/de')).de;
  return catalogues[locale]!;
}

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
];

let provider: I18nProvider | undefined;

/** The provider, with the locale the user saw last (else the browser's, else English) ready. */
export async function createI18nProvider(storedLocale: string | null | undefined): Promise<I18nProvider> {
  const locale = initialLanguage(storedLocale, navigator.languages ?? [navigator.language]);
  await load(locale).catch(() => load(FALLBACK_LANGUAGE));
  provider = polyglotI18nProvider(
    (l) => catalogues[l as Language] ?? load(l as Language),
    catalogues[locale] ? locale : 'en',
    LOCALES,
    {
      allowMissing: true,
    },
  );
  return provider;
}

/** Translation outside React (HTTP errors, auth messages); English until the provider exists. */
export function translate(key: string, options: Record<string, unknown> = {}): string {
  if (provider) return provider.translate(key, options);
  return polyglotFallback(key, options);
}

function polyglotFallback(key: string, options: Record<string, unknown>): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  const template = typeof text === 'string' ? text : String(options._ ?? key);
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
}
