import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RESOURCES, type ResourceDefinition } from '../../src/domain/resources';
import type { RouteOptions } from '../http/context';
import type { ResourceExtension } from './extension';
import { resourceRoutes } from './serve';

/**
 * What the server serves, collected rather than listed: every resource declared in
 * src/domain/resources/, with the extension an area module (server/areas/<area>/*.ts) exports for
 * it, and the route plugins (`export const routes`) of those modules.
 */
const areaModules = import.meta.glob<Record<string, unknown>>('../areas/*/*.ts', { eager: true });

const isExtension = (value: unknown): value is ResourceExtension =>
  !!value && typeof value === 'object' && typeof (value as ResourceExtension).name === 'string';

export const EXTENSIONS: ReadonlyMap<string, ResourceExtension> = new Map(
  Object.values(areaModules)
    .flatMap((module) => Object.values(module).filter(isExtension))
    .map((extension) => [extension.name, extension]),
);

for (const name of EXTENSIONS.keys()) {
  if (!RESOURCES.some((definition) => definition.name === name))
    throw new Error(`An extension names no resource: ${name}`);
}

/** The route plugins of the areas beside their resources (files, look-ups). */
export const AREA_ROUTES = Object.values(areaModules)
  .map((module) => module.routes)
  .filter((routes): routes is FastifyPluginAsyncTypebox<RouteOptions> => typeof routes === 'function');

/** The routes of every declared resource, derived from its definition and extension. */
export const resourcePlugins = (definitions: readonly ResourceDefinition[] = RESOURCES) =>
  definitions.map((definition) => resourceRoutes(definition, EXTENSIONS.get(definition.name)));
