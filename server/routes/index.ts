import { accountRoutes } from './account';
import { courseTypeRoutes, instructorTypeRoutes, venueRoutes } from './courseMasterData';
import { dashboardRoutes } from './dashboard';
import { organisationCommentRoutes } from './organisationComments';
import { passwordResetRoutes } from './passwordReset';
import { courseRoutes } from './courses';
import { instructorProfileRoutes, participantProfileRoutes } from './profiles';
import { disciplineRoutes, disciplineTemplateRoutes } from './disciplines';
import { instructorCertificateRoutes } from './instructorCertificates';
import { itcInstructorRoutes } from './itcInstructors';
import { itsOrganisationRoutes } from './itsOrganisations';
import { sessionRoutes } from './session';
import { statisticsRoutes } from './statistics';
import { supportRoutes } from './support';
import { supportTicketRoutes } from './supportTickets';
import { userFeatureRoutes } from './userFeatures';
import { userSettingsRoutes } from './userSettings';
import { userRoutes } from './users';

/** Every API route plugin; each is served under /api/v2 and /api/v1. */
export const apiRoutes = [
  sessionRoutes,
  userSettingsRoutes,
  accountRoutes,
  userFeatureRoutes,
  courseTypeRoutes,
  venueRoutes,
  instructorTypeRoutes,
  passwordResetRoutes,
  supportRoutes,
  organisationCommentRoutes,
  supportTicketRoutes,
  userRoutes,
  dashboardRoutes,
  participantProfileRoutes,
  instructorProfileRoutes,
  courseRoutes,
  disciplineRoutes,
  disciplineTemplateRoutes,
  itsOrganisationRoutes,
  instructorCertificateRoutes,
  itcInstructorRoutes,
  statisticsRoutes,
];
