import { RESOURCES, type ResourceDefinition } from '../../src/domain/resources';
import { AREA_ROUTES, resourcePlugins } from '../resources/registry';
import { accountRoutes } from './account';
import { auditLogRoutes } from './auditLog';
import { changesRoutes } from './changes';
import { dashboardRoutes } from './dashboard';
import { ownProfileRoutes } from './ownProfiles';
import { passwordResetRoutes } from './passwordReset';
import { personalDataRoutes } from './personalData';
import { searchRoutes } from './search';
import { sessionRoutes } from './session';
import { statisticsRoutes } from './statistics';
import { supportRoutes } from './support';
import { userFeatureRoutes } from './userFeatures';
import { userSettingsRoutes } from './userSettings';

/** Every API route plugin, with the routes of the given resources; each is served under /api/v2 and /api/v1. */
export const apiRoutesOf = (resources: readonly ResourceDefinition[] = RESOURCES) => [
  sessionRoutes,
  userSettingsRoutes,
  accountRoutes,
  ownProfileRoutes,
  userFeatureRoutes,
  passwordResetRoutes,
  supportRoutes,
  dashboardRoutes,
  statisticsRoutes,
  personalDataRoutes,
  auditLogRoutes,
  searchRoutes,
  changesRoutes,
  ...resourcePlugins(resources),
  ...AREA_ROUTES,
];
