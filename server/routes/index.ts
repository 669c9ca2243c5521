import { accountRoutes } from './account';
import { courseTypeRoutes, instructorTypeRoutes, venueRoutes } from './courseMasterData';
import { disciplineRoutes, disciplineTemplateRoutes } from './disciplines';
import { instructorCertificateRoutes } from './instructorCertificates';
import { itcInstructorRoutes } from './itcInstructors';
import { itsOrganisationRoutes } from './itsOrganisations';
import { sessionRoutes } from './session';
import { userFeatureRoutes } from './userFeatures';
import { userSettingsRoutes } from './userSettings';

/** Every API route plugin; each is served under /api/v2 and /api/v1. */
export const apiRoutes = [
  sessionRoutes,
  userSettingsRoutes,
  accountRoutes,
  userFeatureRoutes,
  courseTypeRoutes,
  venueRoutes,
  instructorTypeRoutes,
  disciplineRoutes,
  disciplineTemplateRoutes,
  itsOrganisationRoutes,
  instructorCertificateRoutes,
  itcInstructorRoutes,
];
