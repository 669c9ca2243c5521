import { createAppStore } from './storage';

/** The one react-admin store of the app; the auth provider writes theme and locale into it. */
export const appStore = createAppStore();
