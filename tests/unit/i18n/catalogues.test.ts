import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { areas as areasDe, raDe } from '../../../src/i18n/de';
import { areas as areasEn } from '../../../src/i18n/en';
import { flattenKeys, mergeMessages } from '../../../src/i18n/merge';

describe('message catalogues', () => {
  it('have the same areas and keys in English and German', () => {
    expect(Object.keys(areasDe).sort()).toEqual(Object.keys(areasEn).sort());
    for (const [area, english] of Object.entries(areasEn)) {
      expect(flattenKeys(areasDe[area as keyof typeof areasDe]).sort(), area).toEqual(flattenKeys(english).sort());
    }
  });

  // mergeMessages lets a later area win silently: a key two areas define shows one area's text in
  // the other's place (a refused course step once read as the certificate request's)
  it('define every key in one area only', () => {
    for (const areas of [areasEn, areasDe]) {
      const owners = new Map<string, string[]>();
      for (const [area, catalogue] of Object.entries(areas)) {
        for (const key of flattenKeys(catalogue)) owners.set(key, [...(owners.get(key) ?? []), area]);
      }
      expect([...owners].filter(([, areasOfKey]) => areasOfKey.length > 1)).toEqual([]);
    }
  });

  it('give a refused course step the course’s text, not the certificate request’s', () => {
    for (const areas of [areasEn, areasDe]) {
      const errors = mergeMessages(...Object.values(areas)).errors as Record<string, string>;
      expect(errors.COURSE_ILLEGAL_TRANSITION).toMatch(/DONE|Abgeschlossen/);
      expect(errors.COURSE_ILLEGAL_TRANSITION).not.toBe(errors.ILLEGAL_TRANSITION);
    }
  });

  it('translate every react-admin 5 message into German, not by falling back to English', () => {
    const german = new Set(flattenKeys(raDe));
    const missing = flattenKeys(englishMessages).filter((key) => !german.has(key));
    expect(missing).toEqual([]);
  });

  it('keep placeholders of English in German', () => {
    const values = (catalogue: object) => {
      const result = new Map<string, string>();
      const walk = (node: object, prefix: string) => {
        for (const [k, v] of Object.entries(node)) {
          if (typeof v === 'object') walk(v, `${prefix}${k}.`);
          else result.set(`${prefix}${k}`, v);
        }
      };
      walk(catalogue, '');
      return result;
    };
    const en = values(areasEn);
    const de = values(areasDe);
    const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
    for (const [key, text] of en) expect(placeholders(de.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('merge deeply and never through the prototype', () => {
    const merged = mergeMessages(
      { a: { b: 'x', c: 'y' } },
      JSON.parse('{"a":{"b":"z"},"__proto__":{"polluted":"yes"}}'),
    );
    expect(merged).toEqual({ a: { b: 'z', c: 'y' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
