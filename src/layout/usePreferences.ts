import { useLocaleState, useNotify, useTheme } from 'react-admin';
import type { Language, ThemeMode } from '../domain/settings';
import { currentUserId } from '../providers/authProvider';
import { api } from '../providers/http';

/**
 * Language and theme apply at once; for a logged-in user they are saved on the server, and a
 * failed save restores the previous value with an error notification (§4).
 */
export function usePreferences() {
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useTheme();
  const notify = useNotify();

  async function changeLanguage(next: Language) {
    const previous = locale;
    if (next === previous) return;
    setLocale(next);
    const userId = currentUserId();
    if (!userId) return;
    try {
      await api(`users/${userId}/language`, { method: 'PATCH', body: { language: next } });
    } catch {
      setLocale(previous);
      notify('notification.language_update_failed', { type: 'error' });
    }
  }

  async function changeTheme(next: ThemeMode) {
    const previous = theme;
    setTheme(next);
    const userId = currentUserId();
    if (!userId) return;
    try {
      await api(`users/${userId}/thememode`, { method: 'PUT', body: { themeMode: next } });
    } catch {
      setTheme(previous);
      notify('notification.theme_update_failed', { type: 'error' });
    }
  }

  return { locale: locale as Language, theme: theme as ThemeMode, changeLanguage, changeTheme };
}
