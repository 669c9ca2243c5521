import type { Action } from '../features';
import type { Grant } from '../grants';
import type { Module } from '../organisations';
import { LIMITS } from '../validation';

// who may do what, how far: shared with rules that are no resource (a certificate's editors)
export { holdsGrant, type Grant, type Reach } from '../grants';

/**
 * A resource is declared once, here in the shared domain: its fields with types and limits, who
 * reaches which rows, what may be done with them. The server derives its routes (v1 and v2),
 * request and response schemas, scoping, audit rows and isolation checks from a definition; the
 * front end its react-admin <Resource>, menu entry, access rule and form validators.
 */

// ------------------------------------------------------------------------------------------
// Fields
// ------------------------------------------------------------------------------------------

interface FieldOptions {
  /** Must be sent on create and may not be cleared; otherwise optional, and null or '' clear it. */
  required?: boolean;
  /** Answered, never written by a client (names of linked records, counts, dates the server sets). */
  readOnly?: boolean;
  /** Sent on create only, never changed afterwards (the instructor of a certificate request). */
  createOnly?: boolean;
  /** Sent, never answered (the role preset a new user starts with). */
  writeOnly?: boolean;
  /** Answered for a single record only, not in lists (a course's participants). */
  detailOnly?: boolean;
  /** Worked out for the caller as the row is answered (may he edit it?): neither sorted nor filtered. */
  derived?: boolean;
}

export type Field =
  | (FieldOptions & { kind: 'text'; max: number; multiline?: boolean; unique?: boolean })
  | (FieldOptions & { kind: 'email'; max: number; unique?: boolean })
  | (FieldOptions & { kind: 'integer'; min?: number; max?: number })
  | (FieldOptions & { kind: 'number'; min?: number; max?: number })
  | (FieldOptions & { kind: 'boolean' })
  | (FieldOptions & { kind: 'date' })
  | (FieldOptions & { kind: 'datetime' })
  | (FieldOptions & { kind: 'choice'; values: readonly string[] })
  | (FieldOptions & { kind: 'choices'; values: readonly string[] })
  | (FieldOptions & { kind: 'reference'; resource: string })
  | (FieldOptions & { kind: 'object'; fields: Fields })
  | (FieldOptions & { kind: 'list'; of: Field; max: number });

export type Fields = Readonly<Record<string, Field>>;
export type FieldKind = Field['kind'];

/** A text of at most `max` characters; `unique`: once per organisation among rows not deleted, ignoring case. */
export const text = (options: FieldOptions & { max?: number; multiline?: boolean; unique?: boolean } = {}) =>
  ({ kind: 'text', max: LIMITS.shortText, ...options }) as const;
export const email = (options: FieldOptions & { max?: number; unique?: boolean } = {}) =>
  ({ kind: 'email', max: LIMITS.email, ...options }) as const;
export const integer = (options: FieldOptions & { min?: number; max?: number } = {}) =>
  ({ kind: 'integer', ...options }) as const;
export const number = (options: FieldOptions & { min?: number; max?: number } = {}) =>
  ({ kind: 'number', ...options }) as const;
export const boolean = (options: FieldOptions = {}) => ({ kind: 'boolean', ...options }) as const;
/** A calendar day, yyyy-mm-dd. */
export const date = (options: FieldOptions = {}) => ({ kind: 'date', ...options }) as const;
/** A moment (ISO 8601), always set by the server. */
export const datetime = (options: FieldOptions = {}) => ({ kind: 'datetime', readOnly: true, ...options }) as const;
export const choice = <const V extends readonly string[]>(values: V, options: FieldOptions = {}) =>
  ({ kind: 'choice', values, ...options }) as const;
export const choices = <const V extends readonly string[]>(values: V, options: FieldOptions = {}) =>
  ({ kind: 'choices', values, ...options }) as const;
/** The id of a row of `resource`, which must belong to the same organisation. */
export const reference = (resource: string, options: FieldOptions = {}) =>
  ({ kind: 'reference', resource, ...options }) as const;
export const object = <const F extends Fields>(fields: F, options: FieldOptions = {}) =>
  ({ kind: 'object', fields, ...options }) as const;
export const list = <const F extends Field>(of: F, options: FieldOptions & { max: number }) =>
  ({ kind: 'list', of, ...options }) as const;

/** Fields a list can be ordered by: single values. */
export const isScalar = (field: Field) => field.kind !== 'object' && field.kind !== 'list' && field.kind !== 'choices';

// ------------------------------------------------------------------------------------------
// Resources
// ------------------------------------------------------------------------------------------

/** A step beside the CRUD calls: `POST /{resource}/{id}/{name}` (or `/{resource}/{name}` for the collection). */
export interface ActionDefinition {
  /** The feature-action pair of the resource's grants that allows it (e.g. `update`). */
  action: Action;
  /** Grants of its own instead of the resource's (workflow steps of other features). */
  grants?: readonly Grant[];
  /** The body's fields; an empty body when omitted. */
  body?: Fields;
  /** On the collection (`/{resource}/{name}`) rather than on one row. */
  collection?: boolean;
  /**
   * A step on a selection (`ids`) that also takes the version each row was loaded at
   * (`versions: {id: version}`): a row changed since is left as it is and named in the answer
   * (CHANGED_MEANWHILE), the others take the step. A step on one row takes `If-Match` anyway.
   */
  versions?: boolean;
}

/** Fields every row of an owned resource answers besides its declared ones (see `answeredFields`). */
export type StandardField = 'id' | 'organisationName' | 'parentName' | 'createdAt' | 'updatedAt';

/** What a resource states: the generic `N` is the names of its fields (checked in `display` and `list`). */
interface Declaration<N extends string> {
  /** API path, react-admin resource and audit entity, e.g. `venues`. */
  name: string;
  /**
   * The column holding the organisation that owns a row, compared with the caller's reach:
   * `organisationId` for most; the ITC (`parentId`) for the training sites it supervises.
   */
  owner: 'organisationId' | 'parentId';
  /** Only organisations holding this module reach it (internal staff's screens: `internal`). */
  module?: Module;
  /** Rows are marked deleted and can be restored, instead of disappearing. */
  softDelete: boolean;
  /** Who may do what, how far (create, read, update, delete of the feature-action pairs). */
  access: readonly Grant[];
  /** The field that names a record (titles, references, confirmations). */
  display: N;
  list: {
    sort: { field: N | StandardField; order: 'ASC' | 'DESC' };
    /** Fields the free-text filter `q` searches. */
    search?: readonly (N | StandardField)[];
    /**
     * Fields a list filters on by equality (`filter={"status":"…"}`), beyond id, deleted and the
     * owner; a list of values (`"status":["A","B"]`) matches any of them.
     */
    filters?: readonly (N | StandardField)[];
    /** Date fields a list filters by range: `<field>_gte` and `<field>_lte`, both days included. */
    ranges?: readonly (N | StandardField)[];
  };
  /**
   * The fields of a row its reader may not see, told by the row as read for him (a trainer of
   * another organisation's course reads its schedule only). The one rule for what the row's answer,
   * its history and the audit log show of it (`hiddenFields`).
   */
  hidden?: (row: Readonly<Record<string, unknown>>) => readonly string[];
  /** Rows carry createdAt and updatedAt (default). */
  timestamps?: boolean;
  /**
   * Where its screens live: react-admin's own resource routes (`/<name>`, the default), or the
   * paths of the specification's route table (src/domain/routes.ts), which react-admin's cannot
   * express (`/its/courses`, `/organisation/{organisationId}/participant-profiles`).
   */
  routing?: 'resource' | 'routeTable';
  /**
   * The fields "Edit N selected" may change on a list's selection at once (one value for all), in
   * the order the dialog shows them. Writable, not create-only and not `unique` (one value for many
   * rows could never be unique); a unit test checks it. Without it the list offers no bulk edit.
   */
  bulkEdit?: readonly N[];
  /**
   * Fields the list's grid ("Edit in the table", a pasted block) edits besides `bulkEdit`: each
   * row gets its own value, never one for many (a person's own id). Writable and not create-only.
   */
  gridEdit?: readonly N[];
  /** The CRUD calls it offers; all when omitted. */
  operations?: { create?: boolean; update?: boolean; delete?: boolean };
  actions?: Readonly<Record<string, ActionDefinition>>;
}

/** A declared resource, as the server and the front end read it. */
export interface ResourceDefinition<F extends Fields = Fields> extends Declaration<string> {
  fields: F;
}

/** Declares a resource; field names in `display` and `list` must be its own (or the standard ones). */
export const defineResource = <const F extends Fields>(definition: Declaration<keyof F & string> & { fields: F }) =>
  definition as ResourceDefinition<F>;

/** Whether the resource offers a CRUD call. */
export const offers = (definition: ResourceDefinition, operation: 'create' | 'update' | 'delete') =>
  definition.operations?.[operation] ?? true;

/** The fields "Edit N selected" offers, with their declarations (none where the resource offers no update). */
export const bulkEditableFields = (definition: ResourceDefinition): [string, Field][] =>
  offers(definition, 'update')
    ? (definition.bulkEdit ?? []).flatMap((name) => {
        const field = definition.fields[name];
        return field ? [[name, field] as [string, Field]] : [];
      })
    : [];

/** The fields the list's grid edits, with their declarations: the bulk-editable ones, then `gridEdit`'s. */
export const gridEditableFields = (definition: ResourceDefinition): [string, Field][] =>
  offers(definition, 'update')
    ? [...(definition.bulkEdit ?? []), ...(definition.gridEdit ?? [])].flatMap((name) => {
        const field = definition.fields[name];
        return field ? [[name, field] as [string, Field]] : [];
      })
    : [];

/** The fields a client may send. */
export const writableFields = (fields: Fields): [string, Field][] =>
  Object.entries(fields).filter(([, field]) => !field.readOnly);

/**
 * Every field a row answers: its id, its owner and the owner's name, the declared fields, whether
 * it is deleted and when it was created and changed.
 */
export function answeredFields(definition: ResourceDefinition): Fields {
  return {
    id: reference(definition.name, { readOnly: true }),
    [definition.owner]: reference('organisations', { createOnly: true }),
    [ownerNameOf(definition)]: text({ readOnly: true }),
    ...Object.fromEntries(Object.entries(definition.fields).filter(([, field]) => !field.writeOnly)),
    ...(definition.softDelete ? { deleted: boolean({ readOnly: true }) } : {}),
    ...(definition.timestamps === false ? {} : { createdAt: datetime(), updatedAt: datetime() }),
  };
}

/** The fields of `row` (as read for its reader) that he may not see. */
export const hiddenFields = (definition: ResourceDefinition, row: Readonly<Record<string, unknown>>) =>
  definition.hidden?.(row) ?? [];

/**
 * A row as its reader may see it: hidden fields answer null, or are left out where a field is
 * answered for a single record only (a list such as a course's participants).
 */
export function withoutHidden<R extends Record<string, unknown>>(definition: ResourceDefinition, row: R): R {
  const hidden = hiddenFields(definition, row);
  if (!hidden.length) return row;
  const visible: Record<string, unknown> = { ...row };
  for (const field of hidden) {
    if (definition.fields[field]?.detailOnly) delete visible[field];
    else visible[field] = null;
  }
  return visible as R;
}

/** The name of the owning organisation: `organisationName`, or `parentName` for the ITC of a site. */
export const ownerNameOf = (definition: ResourceDefinition) =>
  definition.owner === 'parentId' ? 'parentName' : 'organisationName';
