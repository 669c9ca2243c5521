import type { BulkCertificateAction } from '../../../src/domain/bulk';
import { BulkResults, eachRow } from '../../resources/bulk';
import type { ActionHandler } from '../../resources/extension';
import { sendDecisionMail } from '../../services/certificateMail';
import type { CertificateRow } from './queries';
import { takeStepWithDocument } from './steps';
import { DECISIONS } from './workflow';

/**
 * `POST /instructor-certificates/bulk {action, ids}`: the ITC approves or certifies many requests
 * at once. Each row takes the same step as alone (takeStepWithDocument: who, from which status; on certify the document), in its own
 * transaction; a request outside the caller's reach is not found, and changes nothing.
 */
export const bulkStep: ActionHandler = {
  options: { schema: { response: { 200: BulkResults } } },
  async handle(request, _reply, { app, row }) {
    const { action, ids } = request.body as { action: BulkCertificateAction; ids: string[] };
    const decision = DECISIONS[action];
    return eachRow(ids, async (id) => {
      await app.db.transaction().execute(async (trx) => {
        const certificate = (await row(trx, id, true)) as unknown as CertificateRow;
        await takeStepWithDocument(trx, app.config.publicUrl, request.user, certificate, action);
      });
      if (decision) await sendDecisionMail(app, request.log, id, decision);
    });
  },
};
