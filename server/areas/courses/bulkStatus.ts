import type { CourseStatus } from '../../../src/domain/courses';
import { BulkResults, eachRow } from '../../resources/bulk';
import type { ActionHandler } from '../../resources/extension';
import { stepStatus } from './statusStep';

/**
 * `POST /courses/bulk-status {status, ids}`: many courses take the status step to `status`, each
 * by the rules of a single step, in its own transaction; a course outside the caller's reach is
 * not found and one he may only read (he trains in it) is forbidden, both unchanged.
 */
export const bulkStatus: ActionHandler = {
  options: { schema: { response: { 200: BulkResults } } },
  async handle(request, _reply, { app, row }) {
    const { status, ids } = request.body as { status: CourseStatus; ids: string[] };
    return eachRow(ids, (id) =>
      app.db.transaction().execute(async (trx) => stepStatus(trx, request.user, await row(trx, id, true), status)),
    );
  },
};
