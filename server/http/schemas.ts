import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../src/domain/validation';

/** Building blocks of the request and response schemas (they also feed the OpenAPI document). */

export const Uuid = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Uuid });

/** A required text: not blank, at most `max` characters. */
export const Text = (max: number = LIMITS.shortText) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
/** An optional text that may be cleared with null or ''. */
export const OptionalText = (max: number = LIMITS.shortText) =>
  Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
export const Email = Type.String({ format: 'email', maxLength: LIMITS.email });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  current: Type.Optional(Type.Object({}, { additionalProperties: true })),
  changedBy: Type.Optional(Nullable(Type.String())),
  changedAt: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  stale: Type.Optional(Type.Array(Type.String())),
});

/** Error answers every authenticated route may give. */
export const authErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const FeatureAction = Type.Object({ feature: Type.String(), action: Type.String() });
export const UserFeatureSchema = Type.Object({ userId: Uuid, feature: Type.String(), action: Type.String() });

export const SessionUserSchema = Type.Object({
  id: Uuid,
  email: Type.String(),
  title: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  authorizations: Type.Array(Type.String()),
  organisation: Type.Object({
    id: Uuid,
    name: Type.String(),
    type: Type.String(),
    parentId: Nullable(Type.String()),
    modules: Type.Array(Type.String()),
  }),
  userFeatures: Type.Array(UserFeatureSchema),
});

export const LoginAnswerSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
  user: SessionUserSchema,
});
