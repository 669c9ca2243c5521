import { accountRoutes } from './account';
import { courseTypeRoutes, instructorTypeRoutes, venueRoutes } from './courseMasterData';
import { courseRoutes } from './courses';
import { instructorProfileRoutes, participantProfileRoutes } from './profiles';
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
  participantProfileRoutes,
  instructorProfileRoutes,
  courseRoutes,
];
