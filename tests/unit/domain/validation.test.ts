import { describe, expect, it } from 'vitest';
import {
  email,
  english,
  firstError,
  maxLength,
  minLength,
  parseMessage,
  passwordStrength,
  required,
  sameAs,
} from '../../../src/domain/validation';
import { initialLanguage, initialThemeMode } from '../../../src/domain/settings';

describe('validation rules (§5)', () => {
  it('renders the specification’s English messages', () => {
    expect(english(required('')!)).toBe('Field required.');
    expect(english(required('   ')!)).toBe('Field required.');
    expect(english(maxLength(3)('abcd')!)).toBe('3 characters maximum.');
    expect(english(minLength(8)('abc')!)).toBe('at least 8 characters.');
    expect(english(email('a@b')!)).toBe('Invalid email');
    expect(english(sameAs('x')('y')!)).toBe('Passwords do not match.');
  });

  it('passes good values', () => {
    expect(required('x')).toBeUndefined();
    expect(maxLength(3)('abc')).toBeUndefined();
    expect(email('jana.winter@example.com')).toBeUndefined();
    expect(passwordStrength('Sicher-123')).toBeUndefined();
  });

  it('wants upper and lower case, a number and a symbol in a password', () => {
    for (const weak of ['sicher-123', 'SICHER-123', 'Sicher-abc', 'Sicher1234'])
      expect(passwordStrength(weak)?.key).toBe('passwordStrength');
    expect(passwordStrength('Ab1-')?.key).toBe('minLength');
  });

  it('shows at most one error: the first failing rule', () => {
    expect(firstError('', [required, email])?.key).toBe('required');
    expect(firstError('x', [required, email])?.key).toBe('email');
  });

  it('reads the server’s English back into a key with values', () => {
    expect(parseMessage('100 characters maximum.')).toEqual({ key: 'maxLength', values: { n: '100' } });
    expect(parseMessage('Field required.')).toEqual({ key: 'required' });
    expect(parseMessage('Something else')).toBeUndefined();
  });
});

describe('initial preferences (§4)', () => {
  it('takes the stored language, else the browser’s, else English', () => {
    expect(initialLanguage('de', ['en-US'])).toBe('de');
    expect(initialLanguage(null, ['fr-FR', 'de-AT'])).toBe('de');
    expect(initialLanguage('xx', ['fr-FR'])).toBe('en');
  });

  it('takes the stored theme, else the system’s dark preference, else light', () => {
    expect(initialThemeMode('light', true)).toBe('light');
    expect(initialThemeMode(null, true)).toBe('dark');
    expect(initialThemeMode(undefined, false)).toBe('light');
  });
});
