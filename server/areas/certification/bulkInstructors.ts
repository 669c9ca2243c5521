import { BulkResults, eachRow } from '../../resources/bulk';
import type { ActionHandler } from '../../resources/extension';
import { giveAhaId, type AhaIdSource } from './ahaIdStep';
import { moveInstructor, type MoveSource } from './moveInstructor';
import { startRenewal, type RenewalSource } from './renewalStart';

/**
 * Bulk work on a selection of the ITC's instructors: each row by the rules of one, in its own
 * transaction, with its own audit rows; an instructor outside the caller's reach is not found and
 * unchanged, and the answer says per row what became of it (server/resources/bulk.ts).
 */

/** `POST /itc-instructors/bulk-move {ids, organisationId}`: each instructor's certificates to that site. */
export const bulkMove: ActionHandler = {
  options: { schema: { response: { 200: BulkResults } } },
  async handle(request, _reply, { app, scope, row }) {
    const { ids, organisationId } = request.body as { ids: string[]; organisationId: string };
    return eachRow(ids, (id) =>
      app.db.transaction().execute(async (trx) => {
        const source = (await row(trx, id, true)) as unknown as MoveSource;
        await moveInstructor(trx, request.user.id, scope, source, organisationId);
      }),
    );
  },
};

/** `POST /itc-instructors/bulk-generate-aha-id {ids}`: a fresh AHA id for each instructor without one. */
export const bulkGenerateAhaId: ActionHandler = {
  options: { schema: { response: { 200: BulkResults } } },
  async handle(request, _reply, { app, row }) {
    const { ids } = request.body as { ids: string[] };
    return eachRow(ids, (id) =>
      app.db.transaction().execute(async (trx) => {
        await giveAhaId(trx, request.user.id, (await row(trx, id, true)) as unknown as AhaIdSource);
      }),
    );
  },
};

/**
 * `POST /itc-instructors/bulk-start-renewal {ids, disciplineId}`: a recertification request in data
 * entry for each instructor, to be completed and submitted by his site or himself.
 */
export const bulkStartRenewal: ActionHandler = {
  options: { schema: { response: { 200: BulkResults } } },
  async handle(request, _reply, { app, row }) {
    const { ids, disciplineId } = request.body as { ids: string[]; disciplineId: string };
    return eachRow(ids, (id) =>
      app.db.transaction().execute(async (trx) => {
        await startRenewal(trx, request.user, (await row(trx, id, true)) as unknown as RenewalSource, disciplineId);
      }),
    );
  },
};
