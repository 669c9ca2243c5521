import { Type } from '@fastify/type-provider-typebox';
import {
  HISTORY_EVENTS,
  HISTORY_LIMIT,
  type HistoryEntry,
  type HistoryEvent,
} from '../../../src/domain/certificateHistory';
import { DECISION_ACTIONS, isVersioned } from '../../../src/domain/certificates';
import type { Db } from '../../db/database';
import { DateTime } from '../../resources/schemas';
import { auditRowsOf } from '../../services/audit';
import { requestReadRoutes } from './requestReads';

/**
 * The history of a certificate request, read from its audit rows (every change of a request and
 * its files writes one in the change's transaction): for everyone who sees the request.
 */

const ENTITY = 'instructor-certificates';

/** When the ITC last decided on the request (approve, decline, certify); null before its first decision. */
export async function lastDecisionAt(db: Db, certificateId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('auditLog')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('entity', '=', ENTITY)
    .where('entityId', '=', certificateId)
    .where('action', 'in', DECISION_ACTIONS)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

type Json = Record<string, unknown> | null;
const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

const STEPS: Record<string, HistoryEvent> = {
  create: 'created',
  update: 'updated',
  submit: 'submitted',
  approve: 'approved',
  decline: 'declined',
  certify: 'certified',
  delete_file: 'file_deleted',
  import: 'imported',
  send_reminder: 'reminder_sent',
  start_renewal: 'renewal_started',
};

/** The entries of a request's history, oldest first; those after the ITC's last decision are new. */
export async function historyOf(db: Db, certificateId: string): Promise<HistoryEntry[]> {
  // the newest HISTORY_LIMIT audit rows, oldest first
  const rows = (await auditRowsOf(db, ENTITY, certificateId, HISTORY_LIMIT)).reverse();
  const decided = rows.filter((row) => DECISION_ACTIONS.includes(row.action as never)).at(-1)?.createdAt;
  // files of each type present so far: an upload beside one of its type replaces it
  const present = new Map<string, number>();
  let declined = false;
  return rows.map((row) => {
    const before = row.before as Json;
    const after = row.after as Json;
    const file = row.action === 'delete_file' ? before : row.action === 'upload_file' ? after : null;
    const fileType = textOf(file?.type);
    let event: HistoryEvent = STEPS[row.action] ?? 'changed';
    if (row.action === 'upload_file' && fileType) {
      event = isVersioned(fileType) && (present.get(fileType) ?? 0) > 0 ? 'file_replaced' : 'file_added';
      present.set(fileType, (present.get(fileType) ?? 0) + 1);
    }
    if (row.action === 'delete_file' && fileType) present.set(fileType, Math.max(0, (present.get(fileType) ?? 0) - 1));
    if (row.action === 'submit' && declined) event = 'resubmitted';
    if (row.action === 'decline') declined = true;
    const at = new Date(row.createdAt);
    return {
      id: String(row.id),
      event,
      at: at.toISOString(),
      actorName: row.actorName,
      comment: DECISION_ACTIONS.includes(row.action as never) ? textOf(after?.itcComment) : null,
      fileType,
      fileName: textOf(file?.fileName),
      isNew: !!decided && at > new Date(decided),
    };
  });
}

const Entry = Type.Object({
  id: Type.String(),
  event: Type.Unsafe<HistoryEvent>({ type: 'string', enum: [...HISTORY_EVENTS] }),
  at: DateTime,
  actorName: Type.Union([Type.String(), Type.Null()]),
  comment: Type.Union([Type.String(), Type.Null()]),
  fileType: Type.Union([Type.String(), Type.Null()]),
  fileName: Type.Union([Type.String(), Type.Null()]),
  isNew: Type.Boolean(),
});

export const routes = requestReadRoutes(
  'history',
  'The history of a certificate request: its steps, decisions and files, oldest first',
  Entry,
  historyOf,
);
