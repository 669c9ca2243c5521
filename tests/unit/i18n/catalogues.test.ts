import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { app as appDe } from '../../../src/i18n/de/app';
import { raDe } from '../../../src/i18n/de';
import { app as appEn } from '../../../src/i18n/en/app';
import { flattenKeys, mergeMessages } from '../../../src/i18n/merge';

describe('message catalogues', () => {
  it('have the same app keys in English and German', () => {
    expect(flattenKeys(appDe).sort()).toEqual(flattenKeys(appEn).sort());
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
        for (const [k, v] of Object.entries(node)) typeof v === 'object' ? walk(v, `${prefix}${k}.`) : result.set(`${prefix}${k}`, v);
      };
      walk(catalogue, '');
      return result;
    };
    const en = values(appEn);
    const de = values(appDe);
    const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
    for (const [key, text] of en) expect(placeholders(de.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('merge deeply and never through the prototype', () => {
    const merged = mergeMessages({ a: { b: 'x', c: 'y' } }, JSON.parse('{"a":{"b":"z"},"__proto__":{"polluted":"yes"}}'));
    expect(merged).toEqual({ a: { b: 'z', c: 'y' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
