// The minimal floor of `npm run bench` (issue 17): a bare Fastify + pg server answering the list
// workloads' requests (same paths, same JSON, same Content-Range) with hand-written SQL, one
// statement per request. Started by run.ts with DATABASE_URL, PORT and the API's
// JWT_SECRET; what it answers is compared with the API's answer before it is measured.
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import pg from 'pg';
import {
  allowedActions,
  CERTIFICATE_STATUSES,
  DISPLAY_STATUSES,
  isEditable,
  today,
  type CertificateStatus,
} from '../../src/domain/certificates';
import { isCourseEditable, type CourseStatus } from '../../src/domain/courses';
import { nextCourseStep } from '../../src/domain/courseWaiting';
import { cardsFor } from '../../src/domain/dashboard';
import { hasModule } from '../../src/domain/permissions';
import { holdsGrant, type ResourceDefinition } from '../../src/domain/resources/define';
import { courses } from '../../src/domain/resources/courses';
import { instructorCertificates } from '../../src/domain/resources/instructorCertificates';
import { venues } from '../../src/domain/resources/venues';
import type { SessionUser, TokenClaims } from '../../src/domain/session';
import { relationOf } from '../../server/areas/certification/relation';
import type { Row } from '../../server/resources/extension';
import { versionOf } from '../../server/resources/rows/version';
import {
  certificatesSql,
  courseSql,
  coursesSql,
  instructorDashboardSql,
  sessionSql,
  siteDashboardSql,
  venueSql,
  venuesSql,
  type CertificateQuery,
} from './sql';

pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: '-c max_parallel_workers_per_gather=0 -c jit=off',
});
const key = Buffer.from(process.env.JWT_SECRET ?? '', 'utf8');

/** HS256 checked with node:crypto; undefined for a bad signature or an expired token. */
function claimsOf(header: string | undefined): TokenClaims | undefined {
  const [header64, payload64, signature] = header?.slice('Bearer '.length).split('.') ?? [];
  if (!signature) return undefined;
  const expected = createHmac('sha256', key).update(`${header64}.${payload64}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = JSON.parse(Buffer.from(payload64, 'base64url').toString()) as TokenClaims;
  return claims.exp * 1000 > Date.now() ? claims : undefined;
}

type Session = Record<string, unknown>;
/** The session row as the API's SessionUser, if the token's session version still holds. */
function userOf(session: Session | null, claims: TokenClaims): SessionUser | undefined {
  if (!session || session.deleted || session.session_version !== claims.sv) return undefined;
  return {
    id: session.id as string,
    email: session.email as string,
    title: session.title as string | null,
    firstName: session.first_name as string,
    lastName: session.last_name as string,
    authorizations: session.authorizations as string[],
    organisation: {
      id: session.organisation_id as string,
      name: session.organisation_name as string,
      type: session.organisation_type as SessionUser['organisation']['type'],
      parentId: session.organisation_parent_id as string | null,
      modules: session.organisation_modules as string[],
    },
    userFeatures: session.user_features as SessionUser['userFeatures'],
  };
}

/** The grants of a resource the user holds for reading (access.ts's heldGrants, which needs Vite's glob). */
const readGrants = (user: SessionUser, definition: ResourceDefinition) =>
  definition.module && !hasModule(user, definition.module)
    ? []
    : definition.access.filter((grant) => holdsGrant(user, grant, 'read'));

/** One statement per request, unnamed: prepared, PostgreSQL's generic plans made the ITC lists slower. */
const run = async ({ text, values }: { text: string; values: unknown[] }) =>
  (await pool.query(text, values)).rows as Session[];

const camel = (key: string) => key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const toCamel = (row: Session) => Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v]));

const json = <T>(text: unknown): T => JSON.parse(String(text)) as T;

function sendPage(reply: FastifyReply, resource: string, start: number, rows: unknown[], total: number) {
  const range = rows.length ? `${start}-${start + rows.length - 1}` : '*';
  return reply
    .header('content-range', `${resource} ${range}/${total}`)
    .header('access-control-expose-headers', 'Content-Range')
    .send(rows);
}

const app = Fastify({ logger: false });
type ListRequest = { Querystring: { sort: string; range: string; filter: string } };

app.get<ListRequest>('/api/v2/instructor-certificates', async (request, reply) => {
  const claims = claimsOf(request.headers.authorization);
  if (!claims) return reply.code(401).send();
  const filter = json<{
    scope: 'its' | 'itc';
    status?: string;
    disciplineId?: string;
    q?: string;
    renewalReady?: boolean;
  }>(request.query.filter);
  const [sort, order] = json<[CertificateQuery['sort'], CertificateQuery['order']]>(request.query.sort);
  const [first, last] = json<[number, number]>(request.query.range);
  const query = { ...filter, network: filter.scope === 'itc', sort, order, offset: first, limit: last - first + 1 };
  const rows = await run(certificatesSql(query, claims.sub, today()));
  const user = userOf(rows[0]?.session as Session | null, claims);
  if (!user) return reply.code(401).send();
  if (
    !readGrants(user, instructorCertificates).some((grant) => grant.reach === (filter.scope === 'its' ? 'own' : 'itc'))
  )
    return reply.code(403).send();
  const page = rows
    .filter((row) => row.id)
    .map((row) => {
      const relation = relationOf(user, {
        organisationId: row.organisation_id as string,
        organisationParentId: row.organisation_parent_id as string | null,
        instructorUserId: row.instructor_user_id as string | null,
      });
      const status = row.status as CertificateStatus;
      const {
        session: _session,
        total: _total,
        organisation_parent_id: _parent,
        instructor_user_id: _user,
        invoice_name_or_institution: nameOrInstitution,
        invoice_street: street,
        invoice_house_number: houseNumber,
        invoice_zip_code: zipCode,
        invoice_city: city,
        invoice_country: country,
        ...rest
      } = row;
      const stored = toCamel(rest) as Row;
      return {
        ...stored,
        invoiceAddress: { nameOrInstitution, street, houseNumber, zipCode, city, country },
        // every record carries its version (issue 23), hashed of the row as read (the address in columns)
        version: versionOf({ definition: instructorCertificates }, stored),
        mine: relation.my,
        actions: allowedActions(user, relation, status),
        editable: isEditable(user, relation, status),
      };
    });
  return sendPage(reply, 'instructor-certificates', first, page, Number(rows[0].total));
});

app.get<ListRequest>('/api/v2/venues', async (request, reply) => {
  const claims = claimsOf(request.headers.authorization);
  if (!claims) return reply.code(401).send();
  const filter = json<{ organisationId: string }>(request.query.filter);
  const [first, last] = json<[number, number]>(request.query.range);
  const rows = await run(venuesSql(filter.organisationId, claims.sub, first, last - first + 1));
  const user = userOf(rows[0]?.session as Session | null, claims);
  if (!user) return reply.code(401).send();
  if (!readGrants(user, venues).length) return reply.code(403).send();
  const page = rows
    .filter((row) => row.id)
    .map(({ session: _session, total: _total, ...rest }) => toCamel(rest))
    .map((row) => ({ ...row, version: versionOf({ definition: venues }, row as Row) }));
  return sendPage(reply, 'venues', first, page, Number(rows[0].total));
});

/** One venue of the caller's own organisation: the fixed cost of a request with the least to do. */
app.get<{ Params: { id: string } }>('/api/v2/venues/:id', async (request, reply) => {
  const claims = claimsOf(request.headers.authorization);
  if (!claims) return reply.code(401).send();
  const [{ session, ...row }] = await run(venueSql(request.params.id, claims.sub));
  const user = userOf(session as Session | null, claims);
  if (!user) return reply.code(401).send();
  if (!row.id || !readGrants(user, venues).length) return reply.code(404).send();
  const venue = toCamel(row);
  return { ...venue, version: versionOf({ definition: venues }, venue as Row) };
});

/** A course row as the API answers it to its own organisation's coordinator: editable unless DONE. */
function courseOf(user: SessionUser, { session: _session, total: _total, ...rest }: Session) {
  const row = toCamel(rest) as Row;
  const mayUpdate = courses.access.some((grant) => grant.reach === 'own' && holdsGrant(user, grant, 'update'));
  const editable = mayUpdate && isCourseEditable(row.status as CourseStatus);
  return { ...row, editable, version: versionOf({ definition: courses }, row) };
}

/** The site's own courses by start date (the workload's question; any other is not answered here). */
app.get<ListRequest>('/api/v2/courses', async (request, reply) => {
  const claims = claimsOf(request.headers.authorization);
  if (!claims) return reply.code(401).send();
  const filter = json<Record<string, unknown>>(request.query.filter);
  const [sort, order] = json<[string, 'ASC' | 'DESC']>(request.query.sort);
  if (filter.scope !== 'its' || Object.keys(filter).length > 1 || sort !== 'startDate') return reply.code(404).send();
  const [first, last] = json<[number, number]>(request.query.range);
  const rows = await run(coursesSql(order, claims.sub, first, last - first + 1));
  const user = userOf(rows[0]?.session as Session | null, claims);
  if (!user) return reply.code(401).send();
  if (!readGrants(user, courses).some((grant) => grant.reach === 'own')) return reply.code(403).send();
  const page = rows.filter((row) => row.id).map((row) => courseOf(user, row));
  return sendPage(reply, 'courses', first, page, Number(rows[0].total));
});

/** One course of the caller's own organisation with its trainers and participants. */
app.get<{ Params: { id: string } }>('/api/v2/courses/:id', async (request, reply) => {
  const claims = claimsOf(request.headers.authorization);
  if (!claims) return reply.code(401).send();
  const [row] = await run(courseSql(request.params.id, claims.sub));
  const user = userOf(row?.session as Session | null, claims);
  if (!user) return reply.code(401).send();
  if (!row.id || !readGrants(user, courses).some((grant) => grant.reach === 'own')) return reply.code(404).send();
  return courseOf(user, row);
});

/** The dashboards answered here, by the cards they hold; a dashboard with any other card is not. */
const DASHBOARDS = {
  instructor: new Set(['welcome', 'my_certificates', 'aha_details', 'no_cards_active']),
  site: new Set([
    'welcome',
    'its_courses',
    'its_instructor_certificates',
    'its_certificates_expiring',
    'itc_info_de_at',
    'itc_info_ch',
    'its_courses_followup_overdue',
    'no_cards_active',
  ]),
};
type Dashboard = keyof typeof DASHBOARDS;
/** The cards that carry data (every one but these two), left out where there is none. */
const DATA_CARDS = new Set(
  [...DASHBOARDS.instructor, ...DASHBOARDS.site].filter((id) => id !== 'welcome' && id !== 'no_cards_active'),
);
/** Which dashboard each user has, learnt from his session once (as the API's kept sessions know it). */
const dashboardOf = new Map<string, Dashboard | undefined>();

/** The instructor's cards with data: both left out without an instructor profile, as the API leaves them. */
function instructorCards(row: Session): Record<string, unknown> {
  const profiles = row.profiles as unknown[];
  if (!profiles.length) return {};
  const certificates = (row.certificates as (Session & { openRequest: { id: string } | null })[]).map(
    ({ certifiedId, ...certificate }) => ({
      ...certificate,
      certificateId: certifiedId ?? certificate.openRequest?.id,
    }),
  );
  return { my_certificates: { disciplines: certificates }, aha_details: { profiles } };
}

type Summary = Session & { total: number; status: CourseStatus };
const summaries = (rows: Summary[]) => rows.map(({ total: _total, ...row }) => row);
const countsOf = <K extends string>(keys: readonly K[], counted: Record<string, number>) =>
  Object.fromEntries(keys.map((key) => [key, counted[key] ?? 0]));

/** The site coordinator's cards with data; the follow-up card only while a course is overdue. */
function siteCards(row: Session): Record<string, unknown> {
  const [next, waiting] = [row.next as Summary[], row.waiting as Summary[]];
  const expiring = row.expiring as Session[];
  const itc = row.itc as { country: string | null } | null;
  const country = (itc?.country ?? '').toUpperCase();
  return {
    its_courses: {
      next: summaries(next),
      nextTotal: next[0]?.total ?? 0,
      waiting: summaries(waiting).map((course) => ({ ...course, step: nextCourseStep(course.status) })),
      waitingTotal: waiting[0]?.total ?? 0,
    },
    its_instructor_certificates: {
      total: row.total,
      byStatus: countsOf(CERTIFICATE_STATUSES, row.by_status as Record<string, number>),
      byDisplayStatus: countsOf(DISPLAY_STATUSES, row.by_display_status as Record<string, number>),
      sentBack: row.sent_back,
    },
    its_certificates_expiring: {
      total: (expiring[0]?.total as number) ?? 0,
      certificates: expiring.map(
        ({ total: _t, last_name: _l, first_name: _f, expiry_date: _e, ...certificate }) => certificate,
      ),
    },
    ...(itc && ['DE', 'AT'].includes(country) ? { itc_info_de_at: { itc } } : {}),
    ...(itc && country === 'CH' ? { itc_info_ch: { itc } } : {}),
    ...(row.overdue ? { its_courses_followup_overdue: { count: row.overdue } } : {}),
  };
}

/** The dashboards of an instructor and of a site coordinator: the cards' data in one statement. */
app.get('/api/v2/dashboard', async (request, reply) => {
  const claims = claimsOf(request.headers.authorization);
  if (!claims) return reply.code(401).send();
  if (!dashboardOf.has(claims.sub)) {
    const [first] = await run(sessionSql(claims.sub));
    const cards = cardsFor(userOf(first.session as Session | null, claims));
    const kind = (Object.keys(DASHBOARDS) as Dashboard[]).find((k) => cards.every((id) => DASHBOARDS[k].has(id)));
    dashboardOf.set(claims.sub, kind);
  }
  const kind = dashboardOf.get(claims.sub);
  if (!kind) return reply.code(404).send();
  const day = today();
  const [row] = await run(
    kind === 'site' ? siteDashboardSql(claims.sub, day) : instructorDashboardSql(claims.sub, day),
  );
  const user = userOf(row.session as Session | null, claims);
  if (!user) return reply.code(401).send();
  const data = kind === 'site' ? siteCards(row) : instructorCards(row);
  return {
    cards: cardsFor(user)
      .filter((id) => id in data || !DATA_CARDS.has(id))
      .map((id) => (id in data ? { id, data: data[id] } : { id })),
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
