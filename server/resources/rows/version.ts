import { createHash } from 'node:crypto';
// from its own module, not the folder's index (whose list is Vite's): the benchmark loads this under plain tsx
import { answeredFields, type ResourceDefinition } from '../../../src/domain/resources/define';
import type { Row } from '../extension';
import type { ServedResource } from '../served';

/**
 * A record's version: a short hash of what is stored of it (its declared fields but those worked
 * out per reader or per day, its deleted flag and its `updatedAt`), taken of the row as lists,
 * reads and writes select it. Chosen over `xmin` or a version column because it needs no
 * migration and holds for rows that are joins of several tables (a certificate, a user); a
 * course's roster counts through the course's `updatedAt`, which every roster change sets.
 */
export function versionOf({ definition }: Pick<ServedResource, 'definition'>, row: Row): string {
  const stored = storedFieldsOf(definition)
    .filter((name) => name in row)
    .map((name) => row[name]);
  const hash = createHash('sha256').update(JSON.stringify([stored, row.deleted ?? null, row.updatedAt ?? null]));
  return hash.digest('base64url').slice(0, 16);
}

/** The names of a resource's stored fields, worked out once: a version is taken of every row answered. */
const storedFields = new WeakMap<ResourceDefinition, string[]>();

function storedFieldsOf(definition: ResourceDefinition): string[] {
  let names = storedFields.get(definition);
  if (!names) {
    names = Object.entries(answeredFields(definition))
      .filter(([, field]) => !field.derived && !field.detailOnly)
      .map(([name]) => name);
    storedFields.set(definition, names);
  }
  return names;
}
