import type { Language } from '../../src/domain/settings';
import { people as de } from '../../src/i18n/de/people';
import { people as en } from '../../src/i18n/en/people';

/** Mail texts live in the i18n catalogues beside the screens' texts (`mail.*`), in both languages. */
const CATALOGUES = { en: en.mail, de: de.mail } as const;
export type MailKind = keyof typeof en.mail;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** Subject and text of a mail in the recipient's language. */
export function mailText(language: Language, kind: MailKind, values: Record<string, string | number>) {
  const texts = CATALOGUES[language][kind];
  return { subject: fill(texts.subject, values), text: fill(texts.body, values) };
}
