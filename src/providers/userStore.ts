import type { Store } from 'react-admin';

/** Keys of the store that belong to one user and outlive his logout (his saved list queries). */
export const USER_KEYS = 'user.';

/**
 * The store seen through one user's keys: react-admin's saved queries (`<resource>.savedQueries`)
 * become `user.<id>.<resource>.savedQueries`, so two users of one browser keep their own.
 */
export function userStore(store: Store, userId: string): Store {
  const prefix = `${USER_KEYS}${userId}.`;
  return {
    ...store,
    // the app's store is set up and torn down by <Admin>, not by each list
    setup: () => undefined,
    teardown: () => undefined,
    getItem: (key, defaultValue) => store.getItem(prefix + key, defaultValue),
    setItem: (key, value) => store.setItem(prefix + key, value),
    removeItem: (key) => store.removeItem(prefix + key),
    removeItems: (keyPrefix) => store.removeItems(prefix + keyPrefix),
    reset: () => store.removeItems(prefix),
    subscribe: (key, callback) => store.subscribe(prefix + key, callback),
    listItems: undefined,
  };
}
