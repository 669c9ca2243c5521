import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ResourceDefinition } from '../../src/domain/resources';
import type { RouteOptions } from '../http/context';
import type { ResourceExtension } from './extension';
import { actionRoutes } from './routes/actions';
import { bulkRoutes } from './routes/bulk';
import { createRoute } from './routes/create';
import { historyRoute } from './routes/history';
import { listRoute } from './routes/list';
import { resourceSchemas } from './routes/operation';
import { organisationsRoute } from './routes/organisations';
import { readRoute } from './routes/read';
import { removeRoutes } from './routes/remove';
import { updateRoutes } from './routes/update';
import { servedResource } from './served';

/** The operations every declared resource is served with, one module each (routes/); each leaves out what its definition does not offer. */
const OPERATIONS = [
  listRoute,
  organisationsRoute,
  readRoute,
  historyRoute,
  createRoute,
  updateRoutes,
  removeRoutes,
  bulkRoutes,
  actionRoutes,
];

/**
 * The routes of a declared resource under the API generation's prefix. Every call is scoped by
 * the caller's grants (404 outside), every write is one transaction with its audit row.
 */
export function resourceRoutes(
  definition: ResourceDefinition,
  extension?: ResourceExtension,
): FastifyPluginAsyncTypebox<RouteOptions> {
  const schemas = resourceSchemas(definition);
  return async (app, { ctx, version }) => {
    const resource = servedResource(definition, extension, ctx);
    for (const operation of OPERATIONS) await operation({ app, resource, schemas, version });
  };
}
