import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type SqlBool } from 'kysely';
import { today } from '../../../src/domain/certificates';
import { normaliseCode, verificationState } from '../../../src/domain/verification';
import type { RouteOptions } from '../../http/context';
import { notFound } from '../../http/errors';
import { publicFormLimit } from '../../http/publicFormLimit';
import { ErrorResponse } from '../../http/schemas';
import { certificatesJoined, instructorName, itcOfSql } from './queries';

/**
 * The public verification of a certificate (issue 14.3), without login: what the QR code on the
 * PDF leads to. It answers the name, discipline, state, expiry and ITC of a certified certificate
 * and nothing else; of a holder erased on request (GDPR art. 17) only that (ERASED, no name, no
 * expiry), never "Anonymised" as a valid holder. An unknown or malformed code is a plain 404 either way. Rate limited per
 * client like the public forms, so codes cannot be tried in bulk (80 random bits besides).
 */

const Verification = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  discipline: Type.String(),
  // VERIFICATION_STATES, spelt out so the answer's type keeps them
  status: Type.Union([Type.Literal('VALID'), Type.Literal('EXPIRED'), Type.Literal('REVOKED'), Type.Literal('ERASED')]),
  validUntil: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  itcName: Type.String(),
});

export const routes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  const limit = publicFormLimit(app, ctx, 'verify');

  app.get(
    '/verify/:code',
    {
      config: { public: true },
      onRequest: limit,
      schema: {
        tags: ['verification'],
        summary: 'Public check of a certificate by the code on its PDF (no login)',
        params: Type.Object({ code: Type.String({ maxLength: 40 }) }),
        response: { 200: Verification, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const code = normaliseCode(request.params.code);
      if (!code) throw notFound();
      const row = await certificatesJoined(ctx.db)
        .innerJoin('organisations as itc', (join) => join.on(sql<SqlBool>`itc.id = ${itcOfSql('o')}`))
        .select([
          instructorName.as('name'),
          'd.name as discipline',
          'itc.name as itcName',
          'r.expiryDate',
          'r.revokedAt',
          'p.erasedAt',
        ])
        .where('r.verificationCode', '=', code)
        .where('r.status', '=', 'CERTIFIED')
        .executeTakeFirst();
      if (!row?.expiryDate) throw notFound();
      const status = verificationState(row.expiryDate, !!row.revokedAt, today(), !!row.erasedAt);
      const erased = status === 'ERASED';
      return {
        name: erased ? null : row.name,
        discipline: row.discipline,
        status,
        validUntil: erased ? null : row.expiryDate,
        itcName: row.itcName,
      };
    },
  );
};
