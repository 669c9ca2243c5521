import { useLocaleState } from 'react-admin';
import { formatIsoDay, writeDay } from '../domain/dayFormat';

/**
 * Dates, numbers and money in the user's language: German 31.12.2026 and 1.234,50 €, English
 * 31/12/2026 and €1,234.50 (day patterns in src/domain/dayFormat.ts). Days are ISO strings
 * (YYYY-MM-DD) and stay calendar days.
 */
export const intlLocale = (locale: string) => (locale === 'de' ? 'de-DE' : 'en-GB');

export function formatDay(value: unknown, locale: string): string {
  return formatIsoDay(value, locale);
}

/** A moment (ISO timestamp) as its day in the user's language, in the browser's time zone. */
export function formatMoment(value: unknown, locale: string): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return '';
  return writeDay(moment.getFullYear(), moment.getMonth() + 1, moment.getDate(), locale);
}

/** A moment with its time of day (a history's entries), in the browser's time zone: the day in the language's pattern, then hours and minutes. */
export function formatDateTime(value: unknown, locale: string): string {
  const day = formatMoment(value, locale);
  if (!day) return '';
  const moment = new Date(value as string | Date);
  const time = [moment.getHours(), moment.getMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
  return `${day}, ${time}`;
}

export function formatMoney(value: unknown, locale: string, currency = 'EUR'): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return '';
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(value);
}

export function formatNumber(value: unknown, locale: string, fractionDigits?: number): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return '';
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits ?? 2,
  }).format(value);
}

/** A number for a spreadsheet: the language's decimal mark, no grouping (CSV export). */
export function formatDecimal(value: unknown, locale: string): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return '';
  return new Intl.NumberFormat(intlLocale(locale), { useGrouping: false, maximumFractionDigits: 2 }).format(value);
}

/** A moment's time of day (hours and minutes) in the browser's time zone: 14:05 in both languages. */
export function formatClock(value: unknown, locale: string): string {
  if (typeof value !== 'number' && typeof value !== 'string' && !(value instanceof Date)) return '';
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', hour12: false }).format(
    moment,
  );
}

/** The formatters for the current language. */
export function useFormat() {
  const [locale] = useLocaleState();
  return {
    locale,
    day: (value: unknown) => formatDay(value, locale),
    moment: (value: unknown) => formatMoment(value, locale),
    dateTime: (value: unknown) => formatDateTime(value, locale),
    money: (value: unknown) => formatMoney(value, locale),
    number: (value: unknown, digits?: number) => formatNumber(value, locale, digits),
    decimal: (value: unknown) => formatDecimal(value, locale),
    clock: (value: unknown) => formatClock(value, locale),
  };
}
