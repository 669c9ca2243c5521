import type { ResourceDefinition } from '../../src/domain/resources';
import type { AppContext } from '../http/context';
import type { ListSpec } from '../http/list';
import type { AnyDb, ResourceExtension } from './extension';
import { listSpecOf } from './listSpec';
import { tableOf } from './table';

/**
 * A declared resource as an app serves it: its definition, its area's extension (an empty one for
 * a simple resource), its table and list spec, and the app's services. Every read and write of
 * its rows (rows/, writes/) takes it first.
 */
export interface ServedResource {
  definition: ResourceDefinition;
  extension: ResourceExtension;
  ctx: AppContext;
  /** The app's database, untyped: resources share the machinery, not a row type. */
  db: AnyDb;
  table: string;
  spec: ListSpec;
}

export const servedResource = (
  definition: ResourceDefinition,
  extension: ResourceExtension | undefined,
  ctx: AppContext,
): ServedResource => ({
  definition,
  extension: extension ?? { name: definition.name },
  ctx,
  db: ctx.db as unknown as AnyDb,
  table: tableOf(definition, extension),
  spec: listSpecOf(definition, extension),
});
