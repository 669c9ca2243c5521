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
  Organisations_Its: lazy(() => import('./resources/itsOrganisations/ItsOrganisationList').then((m) => ({ default: m.ItsOrganisationList }))),
  ITC_Disciplines: lazy(() => import('./resources/disciplines/DisciplineList').then((m) => ({ default: m.DisciplineList }))),
  ITC_Instructor_Certificates: lazy(() => import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.ItcCertificateList }))),
  ITC_Instructor_Certificates_Detail: lazy(() => import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.ItcCertificateShow }))),
  ITS_Instructor_Certificates: lazy(() => import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.ItsCertificateList }))),
  ITS_Instructor_Certificates_Detail: lazy(() => import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.ItsCertificateShow }))),
  My_Instructor_Certificates: lazy(() => import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.MyCertificateList }))),
  My_Instructor_Certificates_Detail: lazy(() => import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.MyCertificateShow }))),
  ITC_Instructors: lazy(() => import('./resources/itcInstructors/ItcInstructorList').then((m) => ({ default: m.ItcInstructorList }))),
};

/** Screens reachable without login. */
export const PUBLIC_SCREENS: Partial<Record<RouteName, Screen>> = {};

export const hasScreen = (route: RouteName) => route === 'Home' || route === 'Login' || route in SCREENS || route in PUBLIC_SCREENS;
