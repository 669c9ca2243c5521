import { offers } from '../../../src/domain/resources';
import { updateRow } from '../writes/update';
import { ifMatch } from '../writes/versions';
import { gate, idOf, type Operation } from './operation';

/**
 * `PATCH /{name}/:id` changes what it is sent; `PUT` (what ra-data-simple-rest sends) the same:
 * it sends the whole record, and what is not writable is left out by the schema. The version the
 * caller saw (`If-Match`, or the record's `version` field sent back) is checked: a stale one
 * answers 412 and changes nothing. A PUT of the whole record must send one (428): replacing a
 * record blind undoes whatever changed since; a PATCH, or a PUT of some fields, may go without
 * (the last writer wins on those fields).
 */
export function updateRoutes({ app, resource, schemas }: Operation) {
  const { definition } = resource;
  if (!offers(definition, 'update')) return;
  const writable = Object.keys(schemas.updateBody.properties).filter((name) => name !== 'version');
  // a PUT of some fields only (ra-data-simple-rest's updateMany sends one per row) is a PATCH
  const whole = (body: Record<string, unknown>) => writable.every((name) => name in body);
  for (const method of ['patch', 'put'] as const) {
    app[method](
      `/${definition.name}/:id`,
      { config: gate(definition, 'update'), schema: { ...schemas.one, body: schemas.updateBody } },
      async (request) => {
        const { version, ...body } = request.body as Record<string, unknown> & { version?: string };
        // null: a whole-record PUT that says no version, refused (428) once the row is found
        const expected = ifMatch(request) ?? version ?? (method === 'put' && whole(body) ? null : undefined);
        return updateRow(resource, request, idOf(request), body, expected);
      },
    );
  }
}
