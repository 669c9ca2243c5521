import { useEffect } from 'react';
import { useI18nProvider, useNotify, useStore } from 'react-admin';

/**
 * A message to show once the interface is in a language. react-admin rebuilds its i18n context on
 * every change of language, and with it the notification context: a message sent before the
 * rebuild is gone with it. So the message waits here until the language it belongs to is the one
 * shown, and is then sent from inside the rebuilt tree (issue 25.7, specification 8.8).
 */
let pending: { locale: string; message: string } | undefined;
const listeners = new Set<() => void>();

export function notifyInLocale(locale: string, message: string) {
  pending = { locale, message };
  listeners.forEach((listener) => listener());
}

/** Sends the waiting message; rendered beside the notification, so inside the rebuilt tree. */
export const LocaleNotice = () => {
  const notify = useNotify();
  const i18nProvider = useI18nProvider();
  const [locale] = useStore<string>('locale');
  useEffect(() => {
    const deliver = () => {
      if (!pending || i18nProvider.getLocale() !== pending.locale || (locale && locale !== pending.locale)) return;
      const { message } = pending;
      pending = undefined;
      notify(message, { type: 'error' });
    };
    deliver();
    listeners.add(deliver);
    return () => {
      listeners.delete(deliver);
    };
  }, [notify, i18nProvider, locale]);
  return null;
};
