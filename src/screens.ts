import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteName } from './domain/routes';

type Screen = LazyExoticComponent<ComponentType>;

/**
 * The screen of each route of the route table (src/domain/routes.ts). Each is a lazy chunk, so
 * the first screen stays small. Home is react-admin's dashboard and Login its login page.
 */
export const SCREENS: Partial<Record<RouteName, Screen>> = {};

/** Screens reachable without login. */
export const PUBLIC_SCREENS: Partial<Record<RouteName, Screen>> = {};

export const hasScreen = (route: RouteName) => route === 'Home' || route === 'Login' || route in SCREENS || route in PUBLIC_SCREENS;
