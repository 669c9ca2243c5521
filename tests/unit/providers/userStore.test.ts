import { beforeEach, describe, expect, it } from 'vitest';
import { userStore } from '../../../src/providers/userStore';
import { createAppStore } from '../../../src/providers/storage';

/** Saved list queries belong to a user: his own keys in the shared store, kept across a logout. */
describe('user store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each user’s saved queries apart', () => {
    const store = createAppStore();
    store.setup();
    const anna = userStore(store, 'anna');
    const bert = userStore(store, 'bert');
    anna.setItem('courses.savedQueries', [{ label: 'Mine', value: { filter: { status: 'NEW' } } }]);
    expect(bert.getItem('courses.savedQueries', [])).toEqual([]);
    expect(anna.getItem('courses.savedQueries')).toEqual([{ label: 'Mine', value: { filter: { status: 'NEW' } } }]);
    // the shared key of react-admin stays untouched
    expect(store.getItem('courses.savedQueries')).toBeUndefined();
  });

  it('tells a subscriber of the user’s key, not of another user’s', () => {
    const store = createAppStore();
    store.setup();
    const seen: unknown[] = [];
    const stop = userStore(store, 'anna').subscribe('courses.savedQueries', (value) => seen.push(value));
    userStore(store, 'bert').setItem('courses.savedQueries', ['b']);
    userStore(store, 'anna').setItem('courses.savedQueries', ['a']);
    stop();
    expect(seen).toEqual([['a']]);
  });

  it('survives the logout’s reset, which clears the rest of the store but theme and locale', () => {
    const store = createAppStore();
    store.setup();
    userStore(store, 'anna').setItem('courses.savedQueries', ['a']);
    store.setItem('theme', 'dark');
    store.setItem('courses.listParams', { page: 2 });
    store.reset();
    expect(userStore(store, 'anna').getItem('courses.savedQueries')).toEqual(['a']);
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('courses.listParams')).toBeUndefined();
  });
});
