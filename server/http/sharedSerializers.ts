import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

/**
 * Fastify compiles a response serializer for every route and status code, although most of them
 * are the same schema (the error body on every route, one record on its GET, POST and PUT): about
 * 400 generated functions that held a sixth of an idle server's heap. This factory compiles each
 * distinct schema once per plugin context (same external schemas) and hands the same function to
 * every route that answers with it.
 */
export const sharedSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  const compiled = new Map<string, ReturnType<typeof compile>>();
  return (route) => {
    const key = JSON.stringify(route.schema);
    let serializer = compiled.get(key);
    if (!serializer) {
      serializer = compile(route);
      compiled.set(key, serializer);
    }
    return serializer;
  };
};
