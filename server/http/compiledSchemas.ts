import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { plainUnions } from './plainUnions';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Factory = (externalSchemas: unknown, options: unknown) => (route: { schema: unknown }) => unknown;

/**
 * Compiles each distinct schema once per process. Fastify compiles a validator and a response
 * serializer for every route, part and status code as an app starts, though most are the same
 * schema (the error body on every route, one record on its GET, POST and PUT): about 400
 * generated functions that held a sixth of an idle server's heap, and two thirds of the time an
 * app took to start, which the test suites paid once per test file. A compiled function depends
 * only on its schema, the shared schemas and the compiler's options, so it is kept under those
 * and handed to every route of every app in the process that asks for the same.
 */
function compiledOnce(factory: Factory): Factory {
  const byContext = new Map<string, Map<string, unknown>>();
  return (externalSchemas, options) => {
    const context = JSON.stringify([externalSchemas, options]);
    let compiled = byContext.get(context);
    if (!compiled) byContext.set(context, (compiled = new Map()));
    const compile = factory(externalSchemas, options);
    return (route) => {
      const key = JSON.stringify(route.schema);
      let result = compiled.get(key);
      if (!result) compiled.set(key, (result = compile(route)));
      return result;
    };
  };
}

/** The serializer of a response schema with its unions plain (plainUnions.ts). */
function withPlainUnions(factory: Factory): Factory {
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => compile({ ...route, schema: plainUnions(route.schema) });
  };
}

/** Fastify's own compilers (ajv, fast-json-stringify), each schema compiled once. */
export const compilers: Compilers = {
  buildValidator: compiledOnce(AjvCompiler() as Factory) as Compilers['buildValidator'],
  buildSerializer: compiledOnce(withPlainUnions(SerializerSelector() as Factory)) as Compilers['buildSerializer'],
};
