import type { ResourceDefinition } from '../../src/domain/resources';
import type { ResourceExtension } from './extension';

/** The table of a resource, as Kysely names it: its extension's, else its name in camelCase (`course-types`: courseTypes). */
export const tableOf = (definition: ResourceDefinition, extension?: ResourceExtension): string =>
  extension?.table ?? definition.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
