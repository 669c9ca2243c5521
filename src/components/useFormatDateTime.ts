import { useLocaleState } from 'react-admin';

/** Date and time in the interface language, e.g. "21.11.2026, 09:30" or "21/11/2026, 09:30". */
export function useFormatDateTime() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (value: string | Date | null | undefined) => (value ? format.format(new Date(value)) : '');
}
