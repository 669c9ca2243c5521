import { RESOURCES } from '../../src/domain/resources';
import { AREA_ROUTES, resourcePlugins } from '../resources/registry';
import { accountRoutes } from './account';
import { dashboardRoutes } from './dashboard';
import { itcInstructorRoutes } from './itcInstructors';
import { passwordResetRoutes } from './passwordReset';
import { sessionRoutes } from './session';
import { statisticsRoutes } from './statistics';
import { supportRoutes } from './support';
import { userFeatureRoutes } from './userFeatures';
import { userSettingsRoutes } from './userSettings';

/** Resources still served by their own route files (they move to the declared machinery one by one). */
export const HAND_WIRED: ReadonlySet<string> = new Set(['itc-instructors']);

/** Every API route plugin; each is served under /api/v2 and /api/v1. */
export const apiRoutes = [
  sessionRoutes,
  userSettingsRoutes,
  accountRoutes,
  userFeatureRoutes,
  passwordResetRoutes,
  supportRoutes,
  dashboardRoutes,
  itcInstructorRoutes,
  statisticsRoutes,
  ...resourcePlugins(RESOURCES.filter((definition) => !HAND_WIRED.has(definition.name))),
  ...AREA_ROUTES,
];
