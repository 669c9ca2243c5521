import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from './domain/routes';

type Screen = LazyExoticComponent<ComponentType>;

/**
 * The screen of each route of the route table (src/domain/routes.ts). Each is a lazy chunk, so
 * the first screen stays small. Home is react-admin's dashboard and Login its login page.
 */
export const SCREENS: Partial<Record<RouteName, Screen>> = {
  Course_Types: lazy(() => import('./resources/courseTypes/CourseTypeList').then((m) => ({ default: m.CourseTypeList }))),
  Venues: lazy(() => import('./resources/venues/VenueList').then((m) => ({ default: m.VenueList }))),
  Instructor_Types: lazy(() => import('./resources/instructorTypes/InstructorTypeList').then((m) => ({ default: m.InstructorTypeList }))),
};

/** Screens reachable without login. */
export const PUBLIC_SCREENS: Partial<Record<RouteName, Screen>> = {};

export const hasScreen = (route: RouteName) => route === 'Home' || route === 'Login' || route in SCREENS || route in PUBLIC_SCREENS;
