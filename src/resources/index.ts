import type { ResourceScreens } from '../layout/resourceScreens';

/**
 * The screens of every resource folder (`./<folder>/index.tsx` exporting `screens`), collected by
 * Vite: a new folder is found without a line here. Each folder's screens are lazy chunks.
 */
const modules = import.meta.glob<{ screens?: ResourceScreens }>('./*/index.tsx', { eager: true });

export const RESOURCE_SCREENS: readonly ResourceScreens[] = Object.values(modules)
  .map((module) => module.screens)
  .filter((screens): screens is ResourceScreens => !!screens);

export const screensOf = (name: string) => RESOURCE_SCREENS.find((screens) => screens.name === name);
