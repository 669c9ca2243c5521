import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { refusalText } from '../../../src/components/lists/refusalText';
import { de } from '../../../src/i18n/de';
import { mergeMessages } from '../../../src/i18n/merge';

const { translate } = polyglotI18nProvider(() => mergeMessages(de, {}) as unknown as TranslationMessages, 'de');

/** Why a row of a bulk change was refused: a bulk change has no form whose fields could show it. */
describe('refusalText', () => {
  it('names each field the server names, with its message in the user’s language', () => {
    const text = refusalText(translate, 'itc-instructors', {
      code: 'NOT_UNIQUE',
      message: 'Value already exists.',
      errors: { ahaInstructorId: 'This AHA instructor ID belongs to another instructor.' },
    });
    expect(text).toBe(`AHA-Instruktor-ID: ${translate('validation.ahaIdTaken')}`);
    expect(text).not.toContain('another instructor');
  });

  it('says the code’s text where no field is named', () => {
    expect(
      refusalText(translate, 'instructor-certificates', {
        code: 'NOT_EDITABLE',
        message: 'Only requests in data entry can be changed.',
      }),
    ).toBe('Nur Anträge in der Datenerfassung können geändert werden.');
  });
});
