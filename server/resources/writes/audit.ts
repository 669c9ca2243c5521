import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { audit, type AuditEntry } from '../../services/audit';
import type { ServedResource } from '../served';

type Change = Pick<AuditEntry, 'action' | 'before' | 'after'>;

/** The audit row of a change to a row, in the change's transaction. */
export const auditChange = (
  { definition }: ServedResource,
  trx: Db,
  request: FastifyRequest,
  ownerId: string,
  id: string,
  change: Change,
) => audit(trx, { organisationId: ownerId, userId: request.user.id, entity: definition.name, entityId: id, ...change });
