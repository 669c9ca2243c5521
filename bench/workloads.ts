import type { BenchContext } from './context';
import type { HttpRequest, SqlQuery } from './load';

/**
 * What the benchmark measures. Each workload builds a fresh request per call (a random
 * organisation or record) and, beside it, the SQL the endpoint runs for that request: the session
 * lookup every authenticated request makes, then the endpoint's own queries.
 */
export interface Workload {
  name: string;
  /** A list endpoint: held to the list budgets (0.7 of the floor, p99 under 25 ms). */
  list: boolean;
  http: (ctx: BenchContext) => HttpRequest;
  floor: (ctx: BenchContext, request: HttpRequest) => SqlQuery[];
}

/** The query of server/auth/session.ts loadSession(), as the server runs it. */
export const sessionQuery = (userId: string): SqlQuery => ({
  text: `select u.id, u.email, u.title, u.first_name, u.last_name, u.authorizations, u.session_version, u.deleted,
    o.id as organisation_id, o.name as organisation_name, o.type as organisation_type, o.parent_id as organisation_parent_id, o.modules as organisation_modules,
    (select coalesce(json_agg(agg), '[]') from (select f.user_id, f.feature, f.action from user_features as f where f.user_id = u.id) as agg) as user_features
    from users as u inner join organisations as o on o.id = u.organisation_id where u.id = $1`,
  values: [userId],
});

const list = (resource: string, query: Record<string, unknown>) =>
  `/api/v2/${resource}?${Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&')}`;

/** Who made a request, by its token. */
const userOf = (ctx: BenchContext, request: HttpRequest) =>
  [...ctx.sites, ...ctx.itcs, ...ctx.instructors].find((u) => u.token === request.token)!.userId;

export const WORKLOADS: Workload[] = [
  {
    name: 'login (scrypt)',
    list: false,
    http: (ctx) => ({ method: 'POST', path: '/api/v2/auth/login', body: { username: ctx.pick(ctx.coordinatorEmails), password: 'Bench-1234!' } }),
    floor: (_ctx, request) => [
      { text: 'select count(*) from login_failures where address = $1 and failed_at > now() - interval \'1 hour\'', values: ['127.0.0.1'] },
      { text: 'select id, password_hash from users where lower(email) = $1 and deleted = false', values: [(request.body as { username: string }).username] },
    ],
  },
  {
    name: 'venues of one site, page 1',
    list: true,
    http: (ctx) => {
      const site = ctx.pick(ctx.sites);
      return { method: 'GET', token: site.token, path: list('venues', { filter: { organisationId: site.id, deleted: false }, sort: ['name', 'ASC'], range: [0, 9] }) };
    },
    floor: (ctx, request) => {
      const site = ctx.sites.find((s) => s.token === request.token)!;
      const where = 'r.organisation_id = $1 and r.organisation_id = $2 and r.deleted = false';
      return [
        sessionQuery(userOf(ctx, request)),
        { text: `select r.*, o.name as organisation_name from venues as r inner join organisations as o on o.id = r.organisation_id where ${where} order by r.name asc nulls last, r.id asc offset 0 limit 10`, values: [site.id, site.id] },
        { text: `select count(*) as total from venues as r inner join organisations as o on o.id = r.organisation_id where ${where}`, values: [site.id, site.id] },
      ];
    },
  },
  {
    name: 'user permissions of an ITC network',
    list: true,
    http: (ctx) => ({ method: 'GET', token: ctx.pick(ctx.itcs).token, path: '/api/v2/users/user-features' }),
    floor: (ctx, request) => {
      const itc = ctx.itcs.find((s) => s.token === request.token)!;
      return [
        sessionQuery(itc.userId),
        {
          text: `select u.id, u.email, u.title, u.first_name, u.last_name, u.organisation_id, o.name, u.authorizations, u.deleted from users u join organisations o on o.id = u.organisation_id
            where u.organisation_id in (select id from organisations where id = $1 or parent_id = $1) order by o.name, u.last_name, u.first_name`,
          values: [itc.id],
        },
        { text: 'select user_id, feature, action from user_features where user_id in (select id from users where organisation_id in (select id from organisations where id = $1 or parent_id = $1))', values: [itc.id] },
      ];
    },
  },
];
