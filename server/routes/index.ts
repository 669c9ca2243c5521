import { AREA_ROUTES, resourcePlugins } from '../resources/registry';
import { accountRoutes } from './account';
import { dashboardRoutes } from './dashboard';
import { passwordResetRoutes } from './passwordReset';
import { sessionRoutes } from './session';
import { statisticsRoutes } from './statistics';
import { supportRoutes } from './support';
import { userFeatureRoutes } from './userFeatures';
import { userSettingsRoutes } from './userSettings';

/** Every API route plugin; each is served under /api/v2 and /api/v1. */
export const apiRoutes = [
  sessionRoutes,
  userSettingsRoutes,
  accountRoutes,
  userFeatureRoutes,
  passwordResetRoutes,
  supportRoutes,
  dashboardRoutes,
  statisticsRoutes,
  ...resourcePlugins(),
  ...AREA_ROUTES,
];
