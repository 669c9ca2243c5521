import type { BenchContext } from './context';
import type { HttpRequest } from './load';

/**
 * What the benchmark measures: each workload builds a fresh request per call, for a random
 * organisation or record. The floor beside it replays the SQL the server ran for sample
 * requests of the same workload (recorded with SQL_CAPTURE_FILE, see server/db/queryCapture.ts).
 */
export interface Workload {
  name: string;
  /** A list endpoint: held to the list budgets (0.7 of the floor, p99 under 25 ms). */
  list: boolean;
  http: (ctx: BenchContext) => HttpRequest;
}

const list = (resource: string, query: Record<string, unknown>) =>
  `/api/v2/${resource}?${Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&')}`;

export const WORKLOADS: Workload[] = [
  {
    name: 'certificates of a site by expiry, page 1',
    list: true,
    http: (ctx) => ({
      method: 'GET',
      token: ctx.pick(ctx.largeSites).token,
      path: list('instructor-certificates', { filter: { scope: 'its' }, sort: ['expiryDate', 'ASC'], range: [0, 9] }),
    }),
  },
  {
    name: 'certificates of a site by expiry, page 200',
    list: true,
    http: (ctx) => ({
      method: 'GET',
      token: ctx.pick(ctx.largeSites).token,
      path: list('instructor-certificates', {
        filter: { scope: 'its' },
        sort: ['expiryDate', 'ASC'],
        range: [1990, 1999],
      }),
    }),
  },
  {
    name: 'ITC certificates by status and discipline',
    list: true,
    http: (ctx) => {
      const itc = ctx.pick(ctx.itcs);
      return {
        method: 'GET',
        token: itc.token,
        path: list('instructor-certificates', {
          filter: {
            scope: 'itc',
            status: ctx.pick(['CERTIFIED', 'APPROVAL', 'DATAENTRY']),
            disciplineId: ctx.pick(ctx.disciplines.get(itc.organisationId)!),
          },
          sort: ['createdAt', 'DESC'],
          range: [0, 24],
        }),
      };
    },
  },
  {
    // issue 14.1: readiness (courses taught, monitoring form) counted in SQL for every certificate filtered
    name: 'ITC certificates ready for renewal',
    list: true,
    http: (ctx) => ({
      method: 'GET',
      token: ctx.pick(ctx.itcs).token,
      path: list('instructor-certificates', {
        filter: { scope: 'itc', status: 'CERTIFIED', renewalReady: ctx.pick([true, false]) },
        sort: ['expiryDate', 'ASC'],
        range: [0, 24],
      }),
    }),
  },
  {
    name: 'ITC search by instructor name',
    list: true,
    http: (ctx) => ({
      method: 'GET',
      token: ctx.pick(ctx.itcs).token,
      path: list('instructor-certificates', {
        filter: { scope: 'itc', q: ctx.pick(ctx.instructorNames) },
        sort: ['expiryDate', 'ASC'],
        range: [0, 24],
      }),
    }),
  },
  {
    name: 'courses of a site with participant counts',
    list: true,
    http: (ctx) => ({
      method: 'GET',
      token: ctx.pick(ctx.sites).token,
      path: list('courses', { filter: { scope: 'its' }, sort: ['startDate', 'DESC'], range: [0, 24] }),
    }),
  },
  {
    name: 'one course with 30 participants',
    list: false,
    http: (ctx) => {
      const course = ctx.pick(ctx.largeCourses);
      const site = ctx.sites.find((s) => s.organisationId === course.organisationId)!;
      return { method: 'GET', token: site.token, path: `/api/v2/courses/${course.id}` };
    },
  },
  {
    name: 'dashboard card data (site)',
    list: false,
    http: (ctx) => ({ method: 'GET', token: ctx.pick(ctx.sites).token, path: '/api/v2/dashboard' }),
  },
  {
    name: 'dashboard card data (instructor)',
    list: false,
    http: (ctx) => ({ method: 'GET', token: ctx.pick(ctx.instructors).token, path: '/api/v2/dashboard' }),
  },
  {
    name: 'statistics over the whole network (a year)',
    list: false,
    http: (ctx) => {
      const month = String(1 + Math.floor(ctx.pick([...Array(12).keys()]))).padStart(2, '0');
      return {
        method: 'GET',
        token: ctx.admin.token,
        path: `/api/v2/statistics?from=2026-${month}-01&to=2027-${month}-01`,
      };
    },
  },
  {
    name: 'venues of a site',
    list: true,
    http: (ctx) => {
      const site = ctx.pick(ctx.sites);
      return {
        method: 'GET',
        token: site.token,
        path: list('venues', {
          filter: { organisationId: site.organisationId, deleted: false },
          sort: ['name', 'ASC'],
          range: [0, 9],
        }),
      };
    },
  },
  {
    // the server's fixed cost per request (issue 27.5): a small record, one cheap statement
    name: 'one venue',
    list: false,
    http: (ctx) => {
      const venue = ctx.pick(ctx.venues);
      const site = ctx.sites.find((s) => s.organisationId === venue.organisationId)!;
      return { method: 'GET', token: site.token, path: `/api/v2/venues/${venue.id}` };
    },
  },
  {
    name: 'login (scrypt)',
    list: false,
    http: (ctx) => ({
      method: 'POST',
      path: '/api/v2/auth/login',
      body: { username: ctx.pick(ctx.coordinatorEmails), password: 'Bench-1234!' },
    }),
  },
];
