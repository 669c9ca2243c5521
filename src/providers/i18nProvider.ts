import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { FALLBACK_LANGUAGE, initialLanguage, type Language } from '../domain/settings';
import { firstScreen } from '../i18n/en/firstScreen';

/** Where a language's texts come from. */
export type CatalogueLoader = (locale: Language) => Promise<TranslationMessages>;

const firstScreenEnglish = firstScreen as unknown as TranslationMessages;

/**
 * The entry carries the first screen's English texts alone (src/i18n/en/firstScreen.ts); German's
 * are a small chunk loaded when German is shown. The app, loaded after the login, hands over the
 * whole catalogues (switchCatalogues), English with it and German again a chunk of its own. Missing
 * German keys fall back to English (de is merged over en), never to a raw key.
 */
const firstScreenTexts: CatalogueLoader = async (locale) =>
  locale === 'de'
    ? ((await import('../i18n/de/firstScreen')).firstScreen as unknown as TranslationMessages)
    : firstScreenEnglish;

let loader = firstScreenTexts;
let catalogues: Partial<Record<Language, TranslationMessages>> = { en: firstScreenEnglish };

/** The catalogue of a language, loaded once (from the loader in use when it arrives). */
export async function load(locale: Language): Promise<TranslationMessages> {
  const from = loader;
  const messages = catalogues[locale] ?? (await from(locale));
  // a catalogue asked for before the whole ones were handed over is not kept: ask again
  if (from !== loader) return load(locale);
  catalogues[locale] = messages;
  return messages;
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

/**
 * From now on every language's texts come from `next` (the whole catalogues, with the app); the
 * language shown has its own before this resolves. Screens already drawn keep their texts, which
 * the whole catalogues hold too.
 */
export async function switchCatalogues(next: CatalogueLoader) {
  loader = next;
  catalogues = {};
  if (!provider) return;
  const shown = provider.getLocale() as Language;
  await load(shown).catch(() => load(FALLBACK_LANGUAGE));
  // polyglot takes a language's texts when it changes to it: the same language, now whole
  await provider.changeLocale(catalogues[shown] ? shown : FALLBACK_LANGUAGE);
}

/** Translation outside React (HTTP errors, auth messages); English until the provider exists. */
export function translate(key: string, options: Record<string, unknown> = {}): string {
  if (provider) return provider.translate(key, options);
  return polyglotFallback(key, options);
}

function polyglotFallback(key: string, options: Record<string, unknown>): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues.en ?? firstScreenEnglish);
  const template = typeof text === 'string' ? text : String(options._ ?? key);
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name] ?? ''));
}
