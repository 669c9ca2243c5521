import { offers } from '../../../src/domain/resources';
import { setRowDeleted } from '../writes/remove';
import { ifMatch } from '../writes/versions';
import { gate, idOf, type Operation } from './operation';

/** Whether a resource's rows may be deleted: soft-deleted ones, or those its extension removes. */
export const deletable = ({ definition, extension }: Operation['resource']) =>
  offers(definition, 'delete') && (definition.softDelete || !!extension.remove);

/** `DELETE /{name}/:id`, and `POST /{name}/:id/restore` where rows are deleted softly; `If-Match` is checked where sent. */
export function removeRoutes({ app, resource, schemas }: Operation) {
  const { definition } = resource;
  if (!deletable(resource)) return;
  const options = { config: gate(definition, 'delete'), schema: schemas.one };
  app.delete(`/${definition.name}/:id`, options, async (request) =>
    setRowDeleted(resource, request, idOf(request), true, ifMatch(request)),
  );
  if (!definition.softDelete) return;
  app.post(`/${definition.name}/:id/restore`, options, async (request) =>
    setRowDeleted(resource, request, idOf(request), false, ifMatch(request)),
  );
}
