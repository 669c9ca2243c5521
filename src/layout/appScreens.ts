import { createContext, useContext } from 'react';
import type { NavItem } from './navigation';

/**
 * What the app shows, told by its composition at the top (src/screens.ts, through App) to the
 * shell and the cards below it, which cannot import it: the drawer's entries, and whether a route
 * has a screen.
 */
export interface AppScreens {
  navigation: readonly NavItem[];
  hasScreen: (route: string) => boolean;
}

export const AppScreensContext = createContext<AppScreens>({ navigation: [], hasScreen: () => false });

export const useAppScreens = () => useContext(AppScreensContext);
