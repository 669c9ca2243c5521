import type { FastifySchemaCompiler } from 'fastify';
// types only: the instance is Fastify's own (captured below), no second copy of ajv is loaded
import type { Ajv } from 'ajv';

/**
 * The app validates with `allErrors`, so a form learns every wrong field at once; a small body
 * limit bounds that work. A route that takes a large body (the CSV import: 50,000 rows of seven
 * fields) would collect hundreds of thousands of errors from one hostile file, so it validates
 * with the same options but stops at the first error (`validatorCompiler: firstErrorValidator`).
 */
let appAjv: Ajv | undefined;

/** Fastify's `ajv.onCreate`: keeps the app's configured instance (options and formats). */
export function captureAppAjv(ajv: Ajv) {
  appAjv = ajv;
}

let firstError: Ajv | undefined;

function firstErrorAjv(): Ajv {
  if (firstError) return firstError;
  if (!appAjv) throw new Error('the app ajv instance was not captured (ajv.onCreate)');
  const Constructor = appAjv.constructor as new (options: Ajv['opts']) => Ajv;
  const ajv = new Constructor({ ...appAjv.opts, allErrors: false });
  for (const [name, format] of Object.entries(appAjv.formats)) if (format) ajv.addFormat(name, format);
  firstError = ajv;
  return ajv;
}

export const firstErrorValidator: FastifySchemaCompiler<object> = ({ schema }) => firstErrorAjv().compile(schema);
