import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from './domain/routes';

type Screen = LazyExoticComponent<ComponentType>;

/**
 * The screen of each route of the route table (src/domain/routes.ts). Each is a lazy chunk, so
 * the first screen stays small. Home is react-admin's dashboard and Login its login page.
 */
export const SCREENS: Partial<Record<RouteName, Screen>> = {
  Course_Types: lazy(() =>
    import('./resources/courseTypes/CourseTypeList').then((m) => ({ default: m.CourseTypeList })),
  ),
  Venues: lazy(() => import('./resources/venues/VenueList').then((m) => ({ default: m.VenueList }))),
  Instructor_Types: lazy(() =>
    import('./resources/instructorTypes/InstructorTypeList').then((m) => ({ default: m.InstructorTypeList })),
  ),
  My_Account: lazy(() => import('./pages/account/AccountPage').then((m) => ({ default: m.AccountPage }))),
  User_Features: lazy(() => import('./resources/users/UserList').then((m) => ({ default: m.UserList }))),
  Organisation_Comments_Internal: lazy(() =>
    import('./resources/organisationComments/OrganisationCommentList').then((m) => ({
      default: m.OrganisationCommentList,
    })),
  ),
  Organisation_Support_Tickets: lazy(() =>
    import('./resources/supportTickets/SupportTicketList').then((m) => ({ default: m.SupportTicketList })),
  ),
  Organisation_Participant_Profiles: lazy(() =>
    import('./resources/participantProfiles/ParticipantProfileList').then((m) => ({
      default: m.ParticipantProfileList,
    })),
  ),
  Instructor_Profiles: lazy(() =>
    import('./resources/instructorProfiles/InstructorProfileList').then((m) => ({ default: m.InstructorProfileList })),
  ),
  ITS_Courses: lazy(() => import('./resources/courses/CourseScreens').then((m) => ({ default: m.ItsCourses }))),
  ITC_Courses: lazy(() => import('./resources/courses/CourseScreens').then((m) => ({ default: m.ItcCourses }))),
  My_Courses: lazy(() => import('./resources/courses/CourseScreens').then((m) => ({ default: m.MyCourses }))),
  Organisation_Courses: lazy(() =>
    import('./resources/courses/CourseScreens').then((m) => ({ default: m.OrganisationCourses })),
  ),
  Course_Create: lazy(() => import('./resources/courses/CourseForm').then((m) => ({ default: m.CourseCreate }))),
  Course_Detail: lazy(() => import('./resources/courses/CourseForm').then((m) => ({ default: m.CourseDetail }))),
  Organisations_Its: lazy(() =>
    import('./resources/itsOrganisations/ItsOrganisationList').then((m) => ({ default: m.ItsOrganisationList })),
  ),
  ITC_Disciplines: lazy(() =>
    import('./resources/disciplines/DisciplineList').then((m) => ({ default: m.DisciplineList })),
  ),
  ITC_Instructor_Certificates: lazy(() =>
    import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.ItcCertificateList })),
  ),
  ITC_Instructor_Certificates_Detail: lazy(() =>
    import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.ItcCertificateShow })),
  ),
  ITS_Instructor_Certificates: lazy(() =>
    import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.ItsCertificateList })),
  ),
  ITS_Instructor_Certificates_Detail: lazy(() =>
    import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.ItsCertificateShow })),
  ),
  My_Instructor_Certificates: lazy(() =>
    import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.MyCertificateList })),
  ),
  My_Instructor_Certificates_Detail: lazy(() =>
    import('./resources/instructorCertificates/CertificateScreens').then((m) => ({ default: m.MyCertificateShow })),
  ),
  ITC_Instructors: lazy(() =>
    import('./resources/itcInstructors/ItcInstructorList').then((m) => ({ default: m.ItcInstructorList })),
  ),
  DEMO_STATISTICS: lazy(() => import('./pages/statistics/StatisticsPage').then((m) => ({ default: m.StatisticsPage }))),
};

/** Screens reachable without login. */
export const PUBLIC_SCREENS: Partial<Record<RouteName, Screen>> = {
  Support: lazy(() => import('./pages/support/SupportPage').then((m) => ({ default: m.SupportPage }))),
  Password_Reset_Request_Public: lazy(() =>
    import('./pages/passwordReset/PasswordResetRequestPage').then((m) => ({ default: m.PasswordResetRequestPage })),
  ),
  Password_Reset_Reset_Public: lazy(() =>
    import('./pages/passwordReset/PasswordResetPage').then((m) => ({ default: m.PasswordResetPage })),
  ),
};

export const hasScreen = (route: RouteName) =>
  route === 'Home' || route === 'Login' || route in SCREENS || route in PUBLIC_SCREENS;
