import { useI18nProvider, useLocaleState, useNotify, useTheme } from 'react-admin';
import type { Language, ThemeMode } from '../domain/settings';
import { currentUserId } from '../providers/authProvider';
import { api } from '../providers/http';
import { load } from '../providers/i18nProvider';
import { notifyInLocale } from './LocaleNotice';

/** The number of language changes so far: only the latest one's failure restores the previous language. */
let changes = 0;

/** Saves a preference of the logged-in user on the server; false when that failed (no one logged in: nothing to save). */
async function savedForUser(path: string, method: 'PATCH' | 'PUT', body: object): Promise<boolean> {
  const userId = currentUserId();
  if (!userId) return true;
  try {
    await api(`users/${userId}/${path}`, { method, body });
    return true;
  } catch {
    return false;
  }
}

/**
 * Language and theme apply at once; for a logged-in user they are saved on the server, and a
 * failed save restores the previous value with an error notification (§4, specification 8.8).
 */
export function usePreferences() {
  const [locale, setLocale] = useLocaleState();
  const i18nProvider = useI18nProvider();
  const [theme, setTheme] = useTheme();
  const notify = useNotify();

  async function changeLanguage(next: Language) {
    const change = ++changes;
    // The catalogue first: react-admin applies a language only once its catalogue is there, and a
    // change still loading when another arrived was applied after it (the German chunk arriving
    // late put the screen back into German while the store and the server said English).
    await load(next).catch(() => undefined);
    // the last choice wins, even over one whose catalogue was still on its way
    if (change !== changes) return;
    // the language shown, which the store may not hold yet (nothing chosen in this browser)
    const previous = i18nProvider.getLocale();
    if (next === previous && next === locale) return;
    setLocale(next);
    // a later choice stands; its own save says whether it failed
    if ((await savedForUser('language', 'PATCH', { language: next })) || change !== changes) return;
    setLocale(previous);
    // sent once the previous language is back: react-admin's rebuild would drop it before
    notifyInLocale(previous, 'notification.language_update_failed');
  }

  async function changeTheme(next: ThemeMode) {
    const previous = theme;
    setTheme(next);
    if (await savedForUser('thememode', 'PUT', { themeMode: next })) return;
    setTheme(previous);
    notify('notification.theme_update_failed', { type: 'error' });
  }

  return { locale: locale as Language, theme: theme as ThemeMode, changeLanguage, changeTheme };
}
