export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** The specification's UI settings (§3). `language` and `themeMode` stay null until chosen. */
export interface UiSettings {
  firstName: string;
  lastName: string;
  email: string;
  title: string | null;
  language: Language | null;
  themeMode: ThemeMode | null;
  dashboardCardsLeft: string[];
  dashboardCardsRight: string[];
  dashboardCardsHidden: string[];
  /** Cards he has seen once (saved with every layout): flagged new only before. */
  dashboardCardsSeen: string[];
  /** The version of the dashboard layout (the four card lists): a save on an older one is refused (412). */
  version: string;
}

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** §4: stored choice, else the browser's language, else English. */
export function initialLanguage(stored: string | null | undefined, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

/** §4: stored preference, else the system's dark preference, else light. */
export function initialThemeMode(stored: string | null | undefined, systemPrefersDark: boolean): ThemeMode {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
