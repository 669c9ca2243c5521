import { offers, RESOURCES, type Field, type Fields, type ResourceDefinition } from '../../../src/domain/resources';
import type { Victim } from './fixtures';

/**
 * How each API route is attacked. Keys are "METHOD /path" as registered under /api/v2 (v1 serves
 * the same handlers). The isolation test fails for a registered route that has no entry here.
 *   public: reachable without login by design (login, password reset, support form)
 *   own:    acts on the caller himself; only an anonymous client is refused
 *   list:   the attacker lists the victim's organisation; refused, or no victim row in the answer
 *   target: a request on the victim's row or into the victim's organisation; must be refused
 */
export type Probe =
  | { kind: 'public' }
  | { kind: 'own'; body?: unknown }
  | { kind: 'list'; path: (v: Victim) => string }
  | {
      kind: 'target';
      path: (v: Victim) => string;
      body?: (v: Victim) => unknown;
      /** Attackers who may read this (a site reads its ITC's disciplines): a 200 is fine for them. */
      readableBy?: readonly string[];
      /** Further statuses that count as a refusal here (besides 401, 403, 404). */
      refusedWith?: readonly number[];
    };

const filterByOrganisation = (v: Victim) =>
  `filter=${encodeURIComponent(JSON.stringify({ organisationId: v.organisationId }))}`;

/** A valid value of a field, pointing at the victim's rows where it references one. */
function sampleOf(field: Field, v: Victim): unknown {
  switch (field.kind) {
    case 'text':
      return 'Eingeschleust'.slice(0, field.max);
    case 'email':
      return 'eindringling@example.com';
    case 'integer':
    case 'number':
      return field.min ?? 1;
    case 'boolean':
      return true;
    case 'date':
      return '2027-03-01';
    case 'datetime':
      return new Date().toISOString();
    case 'choice':
      return field.values[0];
    case 'choices':
      return [field.values[0]];
    case 'reference':
      return v.rows[field.resource] ?? v.organisationId;
    case 'object':
      return sampleBody(field.fields, v);
    case 'list':
      return [];
  }
}

/** A body with every required field a client may send (the probes must fail on tenancy, not on input). */
function sampleBody(fields: Fields, v: Victim, mode: 'create' | 'update' = 'create') {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field.required && !field.readOnly && !(mode === 'update' && field.createOnly))
      .map(([name, field]) => [name, sampleOf(field, v)]),
  );
}

/**
 * A valid new row's body, the one every test that writes a resource's row sends: the body of its
 * isolation probe (hand-made where the definition's sample is not enough, a course's trainers),
 * else the definition's sample, its texts and e-mail addresses marked with `mark` so that rows
 * made for different ends do not take the same unique text (two resources may also write one
 * table: sites are organisations). The checks mark theirs with the resource's name, the fixtures
 * the victim's row they make where the demo data has none (fixtures.ts).
 */
export function newRowBody(definition: ResourceDefinition, v: Victim, mark: string): Record<string, unknown> {
  const probe = MATRIX[`POST /${definition.name}`] ?? declaredProbes(definition)[`POST /${definition.name}`];
  const body = (probe?.kind === 'target' ? probe.body?.(v) : {}) as Record<string, unknown>;
  const marked = (field: Field | undefined, value: unknown) => {
    if (typeof value !== 'string') return value;
    if (field?.kind === 'text') return `${value} ${mark}`.slice(0, field.max);
    if (field?.kind === 'email') return `${mark}.${value}`;
    return value;
  };
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [name, marked(definition.fields[name], value)]),
  );
}

/**
 * The probes of every route the declared machinery gives a resource (server/resources/routes/),
 * from its definition: a resource declared in src/domain/resources/ is attacked without an entry
 * here. The victim's row is the first one of the victim's site (else of its ITC) the fixtures found,
 * or the one they made from the definition where the demo data has none.
 */
export function declaredProbes(definition: ResourceDefinition): Record<string, Probe> {
  const name = definition.name;
  const row = (v: Victim) => v.rows[name];
  const owner = (v: Victim) => v.owners[name] ?? v.organisationId;
  const probes: Record<string, Probe> = {
    [`GET /${name}`]: {
      kind: 'list',
      path: (v) => `${name}?filter=${encodeURIComponent(JSON.stringify({ [definition.owner]: owner(v) }))}`,
    },
    [`GET /${name}/:id`]: { kind: 'target', path: (v) => `${name}/${row(v)}` },
    [`GET /${name}/:id/changes`]: { kind: 'target', path: (v) => `${name}/${row(v)}/changes` },
    [`GET /${name}/organisations`]: { kind: 'list', path: () => `${name}/organisations?action=create` },
  };
  if (offers(definition, 'create')) {
    probes[`POST /${name}`] = {
      kind: 'target',
      path: () => name,
      body: (v) => ({ ...sampleBody(definition.fields, v), [definition.owner]: owner(v) }),
    };
  }
  if (offers(definition, 'update')) {
    const update = (v: Victim) => sampleBody(definition.fields, v, 'update');
    probes[`PATCH /${name}/:id`] = { kind: 'target', path: (v) => `${name}/${row(v)}`, body: update };
    probes[`PUT /${name}/:id`] = { kind: 'target', path: (v) => `${name}/${row(v)}`, body: update };
    probes[`POST /${name}/update-many`] = {
      kind: 'target',
      path: () => `${name}/update-many`,
      body: (v) => ({ ids: [row(v)], data: update(v) }),
    };
  }
  if (offers(definition, 'delete')) {
    probes[`DELETE /${name}/:id`] = { kind: 'target', path: (v) => `${name}/${row(v)}` };
    probes[`POST /${name}/delete-many`] = {
      kind: 'target',
      path: () => `${name}/delete-many`,
      body: (v) => ({ ids: [row(v)] }),
    };
    if (definition.softDelete) {
      probes[`POST /${name}/:id/restore`] = { kind: 'target', path: (v) => `${name}/${row(v)}/restore` };
      probes[`POST /${name}/restore-many`] = {
        kind: 'target',
        path: () => `${name}/restore-many`,
        body: (v) => ({ ids: [row(v)] }),
      };
    }
  }
  for (const [action, step] of Object.entries(definition.actions ?? {})) {
    probes[step.collection ? `POST /${name}/${action}` : `POST /${name}/:id/${action}`] = {
      kind: 'target',
      path: (v) => (step.collection ? `${name}/${action}` : `${name}/${row(v)}/${action}`),
      body: (v) => sampleBody(step.body ?? {}, v),
    };
  }
  return probes;
}

/** Probes of the routes the server registers; hand-made entries below replace derived ones. */
const HAND_MADE: Record<string, Probe> = {
  'POST /auth/login': { kind: 'public' },
  'POST /auth/logout': { kind: 'own' },
  'POST /auth/refresh': { kind: 'own' },
  'GET /users/current-user': { kind: 'own' },
  'GET /users/current-user/profiles': { kind: 'own' },
  'PATCH /users/current-user/account': { kind: 'own', body: { firstName: 'A', lastName: 'B', email: 'a@example.com' } },
  'PATCH /users/current-user/password': { kind: 'own', body: { currentPassword: 'x', newPassword: 'Neu-1234!x' } },
  'PATCH /users/current-user/dashboard-cards': { kind: 'own', body: { cards: [] } },
  'GET /users/:id/uisettings': { kind: 'target', path: (v) => `users/${v.userIds.its}/uisettings` },
  'PATCH /users/:id/language': {
    kind: 'target',
    path: (v) => `users/${v.userIds.its}/language`,
    body: () => ({ language: 'de' }),
  },
  'PUT /users/:id/thememode': {
    kind: 'target',
    path: (v) => `users/${v.userIds.its}/thememode`,
    body: () => ({ themeMode: 'dark' }),
  },
  'GET /users/user-features': { kind: 'list', path: () => 'users/user-features' },
  'GET /users/:id/user-features': { kind: 'target', path: (v) => `users/${v.userIds.user}/user-features` },
  'PATCH /users/:id/user-features': {
    kind: 'target',
    path: (v) => `users/${v.userIds.user}/user-features`,
    body: () => ({ features: [{ feature: 'itc_courses', action: 'read' }] }),
  },
  'GET /users/current-user/instructor-account/organisations': { kind: 'own' },
  'POST /users/current-user/instructor-account': { kind: 'own', body: {} },
  'GET /dashboard': { kind: 'own' },
  // demo statistics: internal staff with manage on all only, so every attacker is refused
  'GET /statistics': { kind: 'list', path: () => 'statistics?from=2024-01-01&to=2026-12-31' },
  // an ITC's statistics: numbers of the caller's own network only, never a row of another
  'GET /itc/statistics': { kind: 'list', path: () => 'itc/statistics?from=2024-01-01&to=2026-12-31' },
  // global search: every kind through its list's scope, so no row of the victim in the answer
  'GET /search': { kind: 'list', path: () => 'search?q=e' },
  // the changes since the first audit row: none of the victim's records among them
  'GET /changes': { kind: 'list', path: () => 'changes?after=0' },
  // saying one has the victim's record open in a form: refused as its read is
  'PUT /changes/editing': {
    kind: 'target',
    path: () => 'changes/editing',
    body: (v) => ({ resource: 'venues', recordId: v.rows.venues }),
  },
  // ends the caller's own mark, whatever record it names
  'DELETE /changes/editing': { kind: 'own' },
  // personal data: internal administrators and the person's own ITC only
  'GET /people/:kind/:id/export': {
    kind: 'target',
    path: (v) => `people/participant-profile/${v.rows['participant-profiles']}/export`,
  },
  'POST /people/:kind/:id/erase': {
    kind: 'target',
    path: (v) => `people/user/${v.userIds.user}/erase`,
    body: () => ({ confirm: true }),
  },
  'POST /auth/password-reset/request': { kind: 'public' },
  'POST /auth/password-reset/check': { kind: 'public' },
  'POST /auth/password-reset/reset': { kind: 'public' },
  'POST /support': { kind: 'public' },
  'GET /verify/:code': { kind: 'public' },

  // user administration (victim: the plain user of the site)
  'GET /users': { kind: 'list', path: (v) => `users?${filterByOrganisation(v)}` },
  'GET /users/:id': { kind: 'target', path: (v) => `users/${v.userIds.user}` },
  'POST /users': {
    kind: 'target',
    path: () => 'users',
    body: (v) => ({
      organisationId: v.organisationId,
      email: 'eindringling@example.com',
      firstName: 'E',
      lastName: 'D',
    }),
  },
  'DELETE /users/:id': { kind: 'target', path: (v) => `users/${v.userIds.user}` },
  'POST /users/:id/restore': { kind: 'target', path: (v) => `users/${v.userIds.user}/restore` },
  'POST /users/grant-features': {
    kind: 'target',
    path: () => 'users/grant-features',
    body: (v) => ({ userIds: [v.userIds.user], features: ['itc_courses'] }),
  },

  // organisation comments (internal staff only) and support tickets of an organisation
  'GET /organisation-comments': { kind: 'list', path: (v) => `organisation-comments?${filterByOrganisation(v)}` },
  'GET /organisation-comments/:id': {
    kind: 'target',
    path: (v) => `organisation-comments/${v.rows['organisation-comments']}`,
  },
  'POST /organisation-comments': {
    kind: 'target',
    path: () => 'organisation-comments',
    body: (v) => ({
      organisationId: v.organisationId,
      type: 'comment',
      comment: 'Eingeschleust',
      visibleToCustomer: true,
    }),
  },
  'PATCH /organisation-comments/:id': {
    kind: 'target',
    path: (v) => `organisation-comments/${v.rows['organisation-comments']}`,
    body: () => ({ comment: 'Geändert' }),
  },
  'DELETE /organisation-comments/:id': {
    kind: 'target',
    path: (v) => `organisation-comments/${v.rows['organisation-comments']}`,
  },
  'GET /support-tickets': { kind: 'list', path: (v) => `support-tickets?${filterByOrganisation(v)}` },
  'GET /support-tickets/:id': { kind: 'target', path: (v) => `support-tickets/${v.rows['support-tickets']}` },
  'POST /support-tickets': {
    kind: 'target',
    path: () => 'support-tickets',
    body: (v) => ({ organisationId: v.organisationId, comment: 'Eingeschleust' }),
  },
  'POST /support-tickets/:id/replies': {
    kind: 'target',
    path: (v) => `support-tickets/${v.rows['support-tickets']}/replies`,
    body: () => ({ comment: 'Eingeschleust' }),
  },

  // certification: disciplines belong to the ITC, which its sites may read
  'GET /disciplines/:id': {
    kind: 'target',
    path: (v) => `disciplines/${v.rows.disciplines}`,
    readableBy: ['otherSite'],
  },
  // its history likewise, for whoever reads the discipline
  'GET /disciplines/:id/changes': {
    kind: 'target',
    path: (v) => `disciplines/${v.rows.disciplines}/changes`,
    readableBy: ['otherSite'],
  },
  'POST /disciplines/:id/templates/:type': {
    kind: 'target',
    path: (v) => `disciplines/${v.rows.disciplines}/templates/TEMPLATE`,
  },
  'GET /disciplines/:id/templates/:type': {
    kind: 'target',
    path: (v) => `disciplines/${v.rows.disciplines}/templates/TEMPLATE`,
    readableBy: ['otherSite'],
  },
  'DELETE /disciplines/:id/templates/:type': {
    kind: 'target',
    path: (v) => `disciplines/${v.rows.disciplines}/templates/TEMPLATE`,
  },
  // the files of a request: an area's routes beside the declared ones
  'POST /instructor-certificates/:id/files': {
    kind: 'target',
    path: (v) => `instructor-certificates/${v.rows['instructor-certificates']}/files?type=APPLICATION_FORM`,
  },
  'GET /instructor-certificates/:id/history': {
    kind: 'target',
    path: (v) => `instructor-certificates/${v.rows['instructor-certificates']}/history`,
  },
  'GET /instructor-certificates/:id/reminders': {
    kind: 'target',
    path: (v) => `instructor-certificates/${v.rows['instructor-certificates']}/reminders`,
  },
  // every organisation's audit rows: internal staff only, anyone else is refused
  'GET /audit-log': { kind: 'target', path: (v) => `audit-log?${filterByOrganisation(v)}` },
  'GET /files/rules': { kind: 'own' },
  'GET /files/:id': { kind: 'target', path: (v) => `files/${v.rows.files}` },
  'DELETE /files/:id': { kind: 'target', path: (v) => `files/${v.rows.files}` },
  // the import's rows: a derived sample has none, which the body refuses before tenancy is asked
  'POST /itc-instructors/import': {
    kind: 'target',
    // for an ITC that does not supervise the site, the file names an unknown organisation: the
    // whole file is refused with 400 and that row's error, exactly as for a site that does not exist
    refusedWith: [400],
    path: () => 'itc-instructors/import?dryRun=false',
    body: () => ({
      rows: [
        {
          organisation: 'Trainingszentrum Nord',
          firstName: 'Eva',
          lastName: 'Eindringling',
          email: 'eva@example.com',
          expiryDate: '2027-12-31',
          discipline: 'BLS',
        },
      ],
    }),
  },

  // courses: one transaction with trainers and participants, status one step at a time
  'GET /courses': { kind: 'list', path: (v) => `courses?${filterByOrganisation(v)}` },
  'GET /courses/:id': { kind: 'target', path: (v) => `courses/${v.rows.courses}` },
  'POST /courses': {
    kind: 'target',
    path: () => 'courses',
    body: (v) => ({
      organisationId: v.organisationId,
      courseTypeId: v.rows['course-types'],
      startDate: '2027-03-01',
      trainers: [
        {
          instructorProfileId: v.rows['instructor-profiles'],
          instructorType: 'instructor',
          origin: 'own_organisation',
        },
      ],
    }),
  },
  'PATCH /courses/:id': {
    kind: 'target',
    path: (v) => `courses/${v.rows.courses}`,
    body: () => ({ customer: 'Eingeschleust' }),
  },
  'POST /courses/:id/status': {
    kind: 'target',
    path: (v) => `courses/${v.rows.courses}/status`,
    body: () => ({ status: 'PLANNING' }),
  },
  'DELETE /courses/:id': { kind: 'target', path: (v) => `courses/${v.rows.courses}` },
  'POST /courses/:id/add-participants': {
    kind: 'target',
    path: (v) => `courses/${v.rows.courses}/add-participants?dryRun=false`,
    body: () => ({ rows: [{ firstName: 'Eva', lastName: 'Eindringling', email: 'eindringling@example.com' }] }),
  },
  // the preview for a course not saved yet, at the victim's organisation: it would tell its people
  'POST /courses/check-participants': {
    kind: 'target',
    path: () => 'courses/check-participants',
    body: (v) => ({ organisationId: v.organisationId, rows: [{ firstName: 'Eva', lastName: 'Eindringling' }] }),
  },

  // bulk steps on a selection: the victim's row among the ids is not found, and nothing changes
  'POST /instructor-certificates/bulk': {
    kind: 'target',
    path: () => 'instructor-certificates/bulk',
    body: (v) => ({ action: 'approve', ids: [v.rows['instructor-certificates']] }),
  },
  'POST /instructor-certificates/send-reminders': {
    kind: 'target',
    path: () => 'instructor-certificates/send-reminders',
    body: (v) => ({ ids: [v.rows['instructor-certificates']] }),
  },
  'POST /itc-instructors/bulk-move': {
    kind: 'target',
    path: () => 'itc-instructors/bulk-move',
    body: (v) => ({ ids: [v.rows['itc-instructors']], organisationId: v.organisationId }),
  },
  'POST /itc-instructors/bulk-generate-aha-id': {
    kind: 'target',
    path: () => 'itc-instructors/bulk-generate-aha-id',
    body: (v) => ({ ids: [v.rows['itc-instructors']] }),
  },
  'POST /itc-instructors/bulk-start-renewal': {
    kind: 'target',
    path: () => 'itc-instructors/bulk-start-renewal',
    body: (v) => ({ ids: [v.rows['itc-instructors']], disciplineId: v.rows.disciplines }),
  },
  'POST /courses/bulk-status': {
    kind: 'target',
    path: () => 'courses/bulk-status',
    body: (v) => ({ status: 'PLANNING', ids: [v.rows.courses] }),
  },
};

export const MATRIX: Record<string, Probe> = {
  ...Object.assign({}, ...RESOURCES.map(declaredProbes)),
  ...HAND_MADE,
};
