import { describe, expect, it } from 'vitest';
import { rawKeys } from '../../support/rawKeys';

/** The check the browser walk runs over every screen (tests/e2e/orientation.test.ts, issue 13 point 7). */
describe('raw message keys on a screen', () => {
  it('finds a key of either catalogue, whole or within a sentence', () => {
    expect(rawKeys(['menu.home'])).toEqual(['menu.home']);
    expect(rawKeys(['Home\nerrors.TOKEN_INVALID\nSign in'])).toEqual(['errors.TOKEN_INVALID']);
    expect(rawKeys(['Press ra.action.save to keep it.'])).toEqual(['ra.action.save']);
    expect(rawKeys(['resources.venues.name', 'resources.support-tickets.empty'])).toEqual([
      'resources.support-tickets.empty',
      'resources.venues.name',
    ]);
  });

  it('finds a word shaped like a key that no catalogue has (a misspelt key shows as itself)', () => {
    expect(rawKeys(['Title: lists.serch_field (3)'])).toEqual(['lists.serch_field']);
  });

  it('leaves e-mail addresses, host and file names, abbreviations, numbers and dates alone', () => {
    expect(
      rawKeys([
        'frauke.jensen@example.org wrote to support@127.0.0.1',
        'NRP Vorlage.pdf, report.pdf, instructors.csv, www.certadmin.example, https://cert.example/a.b',
        'e.g. z.B. u.a. Version 1.2.3, 12.05.2026, 1.000,50 €, 10.30 Uhr',
        'Sign in',
      ]),
    ).toEqual([]);
  });
});
