import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { answeredFields, type Field, type Fields, type ResourceDefinition } from '../../src/domain/resources';
import { Uuid } from '../http/schemas';

/**
 * TypeBox schemas of a resource's requests and answers, from its declared fields: they validate
 * what comes in, shape what goes out and make the OpenAPI document.
 */

const literals = (values: readonly string[]) => Type.Union(values.map((value) => Type.Literal(value)));
const Day = Type.String({ format: 'date' });
export const DateTime = Type.Unsafe<Date | string>({ type: 'string', format: 'date-time' });

/** The value of a field as sent, before "optional" and "may be cleared" are added. */
function inputOf(field: Field): TSchema {
  switch (field.kind) {
    case 'text':
      // a required text needs a character that is not blank
      return field.required
        ? Type.String({ minLength: 1, maxLength: field.max, pattern: '\\S' })
        : Type.String({ maxLength: field.max });
    case 'email':
      return Type.String({ format: 'email', maxLength: field.max });
    case 'integer':
      return Type.Integer({ minimum: field.min, maximum: field.max });
    case 'number':
      return Type.Number({ minimum: field.min, maximum: field.max });
    case 'boolean':
      return Type.Boolean();
    case 'date':
      return field.required ? Type.String({ minLength: 1, format: 'date' }) : Day;
    case 'datetime':
      return DateTime;
    case 'choice':
      return literals(field.values);
    case 'choices':
      // a required list holds at least one item
      return Type.Array(literals(field.values), {
        uniqueItems: true,
        maxItems: field.values.length,
        minItems: field.required ? 1 : undefined,
      });
    case 'reference':
      return Uuid;
    case 'object':
      return bodyOf(field.fields, 'create');
    case 'list':
      return Type.Array(field.of.kind === 'object' ? bodyOf(field.of.fields, 'create') : inputOf(field.of), {
        maxItems: field.max,
        minItems: field.required ? 1 : undefined,
      });
  }
}

/** What a client may send for a field: required ones as they are; others may be left out or cleared with null (or ''). */
function requestOf(field: Field, mode: 'create' | 'update'): TSchema {
  const value = inputOf(field);
  if (field.required && mode === 'create') return value;
  if (field.required) return Type.Optional(value);
  // booleans and lists have no "empty"; the others clear with null, texts and choices also with ''
  if (field.kind === 'boolean') return Type.Optional(value);
  const clearable = ['text', 'email', 'date', 'choice', 'reference'].includes(field.kind);
  const choices: TSchema[] = clearable ? [value, Type.Literal(''), Type.Null()] : [value, Type.Null()];
  return Type.Optional(Type.Union(choices));
}

/** The body of a create or an update: the writable fields (an update takes any of them). */
export function bodyOf(fields: Fields, mode: 'create' | 'update', extra: Record<string, TSchema> = {}) {
  const properties = Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => !field.readOnly && !(mode === 'update' && field.createOnly))
      .map(([name, field]) => [name, requestOf(field, mode)]),
  );
  return Type.Object({ ...properties, ...extra }, { additionalProperties: false });
}

/** A field as answered: required ones always hold a value, the others may be null. */
function outputOf(field: Field): TSchema {
  const value =
    field.kind === 'object'
      ? answerOf(field.fields)
      : field.kind === 'list'
        ? Type.Array(outputOf({ ...field.of, required: true }))
        : field.kind === 'text' || field.kind === 'email'
          ? Type.String()
          : field.kind === 'date'
            ? Type.String({ format: 'date' })
            : field.kind === 'reference'
              ? Type.String({ format: 'uuid' })
              : inputOf(field);
  return field.required || field.kind === 'list' || field.kind === 'choices' ? value : Type.Union([value, Type.Null()]);
}

/** An answered record of these fields (every field present but those a list leaves out). */
export function answerOf(fields: Fields) {
  return Type.Object(
    Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        field.detailOnly ? Type.Optional(outputOf(field)) : outputOf(field),
      ]),
    ),
  );
}

/** The version of a record a read answers and a write sends back (as `If-Match` or this field). */
export const RecordVersion = Type.String({
  maxLength: 64,
  description: 'The version of the record as read; a write that sends it is refused (412) if the record changed since.',
});

/**
 * The version of each row of a selection as the caller loaded it, by id: a row changed since is
 * named in a 412 (all or none) or left out and named (each row on its own).
 */
export const SeenVersions = Type.Record(Type.String(), RecordVersion, {
  maxProperties: 1000,
  description: 'The version of each row as loaded, by id: a row changed since is refused (CHANGED_MEANWHILE).',
});

/** A row of the resource as the API answers it, with its version. */
export const recordOf = (definition: ResourceDefinition) =>
  Type.Object({
    ...Object.fromEntries(
      Object.entries(answeredFields(definition)).map(([name, field]) => [
        name,
        name === 'id' || name === definition.owner
          ? Type.String({ format: 'uuid' })
          : field.detailOnly
            ? Type.Optional(outputOf(field))
            : outputOf(field),
      ]),
    ),
    version: Type.Optional(RecordVersion),
  });
