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
  Organisation_Participant_Profiles: lazy(() => import('./resources/participantProfiles/ParticipantProfileList').then((m) => ({ default: m.ParticipantProfileList }))),
  Instructor_Profiles: lazy(() => import('./resources/instructorProfiles/InstructorProfileList').then((m) => ({ default: m.InstructorProfileList }))),
  ITS_Courses: lazy(() => import('./resources/courses/CourseScreens').then((m) => ({ default: m.ItsCourses }))),
  ITC_Courses: lazy(() => import('./resources/courses/CourseScreens').then((m) => ({ default: m.ItcCourses }))),
  My_Courses: lazy(() => import('./resources/courses/CourseScreens').then((m) => ({ default: m.MyCourses }))),
  Organisation_Courses: lazy(() => import('./resources/courses/CourseScreens').then((m) => ({ default: m.OrganisationCourses }))),
  Course_Create: lazy(() => import('./resources/courses/CourseForm').then((m) => ({ default: m.CourseCreate }))),
  Course_Detail: lazy(() => import('./resources/courses/CourseForm').then((m) => ({ default: m.CourseDetail }))),
};

/** Screens reachable without login. */
export const PUBLIC_SCREENS: Partial<Record<RouteName, Screen>> = {};

export const hasScreen = (route: RouteName) => route === 'Home' || route === 'Login' || route in SCREENS || route in PUBLIC_SCREENS;
