import { Type } from '@fastify/type-provider-typebox';
import type { ReminderSend } from '../../../src/domain/renewal';
import type { Db } from '../../db/database';
import { BulkResults, eachRow } from '../../resources/bulk';
import type { ActionHandler } from '../../resources/extension';
import { DateTime } from '../../resources/schemas';
import { ACTOR_NAME } from '../../services/audit';
import { sendReminderNow } from '../../services/renewalReminders';
import type { CertificateRow } from './queries';
import { requestReadRoutes } from './requestReads';

/**
 * Expiry reminders by hand and the record of every reminder mailed (issue 25.6):
 * `POST /instructor-certificates/send-reminders {ids}` mails each certificate's reminder now, each
 * in its own transaction with its record and audit row (a certificate outside the caller's reach is
 * not found); `GET /instructor-certificates/:id/reminders` lists what went out, newest first.
 */
export const sendReminders: ActionHandler = {
  options: { schema: { response: { 200: BulkResults } } },
  async handle(request, _reply, { app, row }) {
    const { ids } = request.body as { ids: string[] };
    return eachRow(ids, async (id) => {
      await app.db.transaction().execute(async (trx) => {
        const certificate = (await row(trx, id, true)) as unknown as CertificateRow;
        await sendReminderNow(app, trx, request.user.id, certificate);
      });
    });
  },
};

/** The reminders mailed for a certificate, newest first, with who sent those sent by hand. */
export const remindersOf = (db: Db, certificateId: string): Promise<ReminderSend[]> =>
  db
    .selectFrom('reminderSends as s')
    .leftJoin('users as u', 'u.id', 's.sentBy')
    .select(['s.id', 's.sentAt', 's.recipients', 's.byHand', 's.daysBefore', ACTOR_NAME.as('sentByName')])
    .where('s.certificateId', '=', certificateId)
    .orderBy('s.sentAt', 'desc')
    .orderBy('s.id')
    .execute()
    .then((rows) => rows.map((send) => ({ ...send, sentAt: new Date(send.sentAt).toISOString() })));

const Send = Type.Object({
  id: Type.String(),
  sentAt: DateTime,
  recipients: Type.Array(Type.String()),
  byHand: Type.Boolean(),
  sentByName: Type.Union([Type.String(), Type.Null()]),
  daysBefore: Type.Union([Type.Integer(), Type.Null()]),
});

export const routes = requestReadRoutes(
  'reminders',
  'The expiry reminders mailed for a certificate, by the schedule or by hand, newest first',
  Send,
  remindersOf,
);
