/**
 * The one way a calendar day is written per interface language: on every screen, in the date
 * pickers, in exports and in mails. The patterns use date-fns tokens, which the pickers read.
 */
export const DAY_PATTERNS = { de: 'dd.MM.yyyy', en: 'dd/MM/yyyy' } as const;

export const dayPattern = (language: string): string => (language === 'de' ? DAY_PATTERNS.de : DAY_PATTERNS.en);

/** Writes day, month and year (numbers) in the language's pattern. */
export function writeDay(year: number, month: number, day: number, language: string): string {
  const parts: Record<string, string> = {
    dd: String(day).padStart(2, '0'),
    MM: String(month).padStart(2, '0'),
    yyyy: String(year).padStart(4, '0'),
  };
  return dayPattern(language).replace(/dd|MM|yyyy/g, (token) => parts[token]);
}

/** An ISO day (YYYY-MM-DD, a timestamp's first ten characters count) in the language's pattern; '' if it is none. */
export function formatIsoDay(value: unknown, language: string): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return '';
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return writeDay(year, month, day, language);
}
