import { createHash } from 'node:crypto';
import { Type, type Static } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { DASHBOARD_CARD_IDS } from '../../src/domain/dashboard';
import { LANGUAGES, THEME_MODES, type UiSettings } from '../../src/domain/settings';
import type { Db } from '../db/database';
import type { UserUpdate } from '../db/schema';
import type { AppContext, RouteApp } from '../http/context';
import { fieldErrors, HttpError, notFound } from '../http/errors';
import { authErrors, ErrorResponse, IdParams, Nullable } from '../http/schemas';
import { RecordVersion } from '../resources/schemas';
import { ifMatch } from '../resources/writes/versions';
import { routesTagged } from '../http/routeOptions';
import { routePlugin } from '../http/routePlugin';

const UiSettingsSchema = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  title: Nullable(Type.String()),
  language: Nullable(Type.String()),
  themeMode: Nullable(Type.String()),
  dashboardCardsLeft: Type.Array(Type.String()),
  dashboardCardsRight: Type.Array(Type.String()),
  dashboardCardsHidden: Type.Array(Type.String()),
  dashboardCardsSeen: Type.Array(Type.String()),
  version: Type.String({ description: 'The version of the dashboard layout: send it back with a layout change.' }),
});

const CardPlacement = Type.Object({
  dashboardCardId: Type.String({ maxLength: 64 }),
  list: Type.Union([Type.Literal(1), Type.Literal(2)]),
  position: Type.Integer({ minimum: 0, maximum: 100 }),
  visibility: Type.Boolean(),
});

/**
 * The version of a dashboard layout: a short hash of its four card lists. Only the layout counts,
 * so that a language or theme chosen in between does not refuse a card moved in another window.
 */
const layoutVersion = (row: Omit<UiSettings, 'version'>) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        row.dashboardCardsLeft,
        row.dashboardCardsRight,
        row.dashboardCardsHidden,
        row.dashboardCardsSeen,
      ]),
    )
    .digest('base64url')
    .slice(0, 16);

export async function readUiSettings(db: Db, userId: string, lock = false): Promise<UiSettings> {
  let query = db
    .selectFrom('users')
    .select([
      'firstName',
      'lastName',
      'email',
      'title',
      'language',
      'themeMode',
      'dashboardCardsLeft',
      'dashboardCardsRight',
      'dashboardCardsHidden',
      'dashboardCardsSeen',
    ])
    .where('id', '=', userId);
  if (lock) query = query.forUpdate();
  const row = (await query.executeTakeFirstOrThrow()) as Omit<UiSettings, 'version'>;
  return { ...row, version: layoutVersion(row) };
}

/** Only the caller's own id: any other answers 404, as if it did not exist. */
const own = (requested: string, userId: string) => {
  if (requested !== userId) throw notFound();
};

/** Writes settings of the caller's own row, named by the path's id (404 for anyone else's). */
async function saveOwn(db: Db, request: FastifyRequest & { params: { id: string } }, values: UserUpdate) {
  own(request.params.id, request.user.id);
  await db.updateTable('users').set(values).where('id', '=', request.user.id).execute();
}

/**
 * The session calls of the specification (§7) on a user's own settings. A user reads and changes
 * only his own: any other id answers 404, as if it did not exist.
 */
export const userSettingsRoutes = routePlugin(uiSettingsRoute, languageRoute, themeModeRoute, dashboardCardsRoute);

const route = routesTagged('settings');

function uiSettingsRoute(app: RouteApp, ctx: AppContext) {
  app.get(
    '/users/:id/uisettings',
    route.read({ params: IdParams, response: { 200: UiSettingsSchema, ...authErrors } }),
    async (request, reply) => {
      own(request.params.id, request.user.id);
      const settings = await readUiSettings(ctx.db, request.user.id);
      return reply.header('etag', `"${settings.version}"`).send(settings);
    },
  );
}

function languageRoute(app: RouteApp, ctx: AppContext) {
  app.patch(
    '/users/:id/language',
    route.gated('user', {
      params: IdParams,
      description:
        'The language the user chose. With `chosen: false` only the language his interface shows (the browser sends it on login while none is chosen): mail follows it, the setting stays unchosen.',
      body: Type.Object(
        { language: Type.Union(LANGUAGES.map((l) => Type.Literal(l))), chosen: Type.Optional(Type.Boolean()) },
        { additionalProperties: false },
      ),
      response: { 200: Type.Object({ language: Type.String() }), ...authErrors },
    }),
    async (request) => {
      const { language, chosen = true } = request.body;
      await saveOwn(ctx.db, request, {
        ...(chosen ? { language, updatedAt: new Date() } : {}),
        interfaceLanguage: language,
      });
      return { language };
    },
  );
}

function themeModeRoute(app: RouteApp, ctx: AppContext) {
  app.put(
    '/users/:id/thememode',
    route.gated('user', {
      params: IdParams,
      body: Type.Object(
        { themeMode: Type.Union(THEME_MODES.map((t) => Type.Literal(t))) },
        { additionalProperties: false },
      ),
      response: { 200: Type.Object({ themeMode: Type.String() }), ...authErrors },
    }),
    async (request) => {
      const { themeMode } = request.body;
      await saveOwn(ctx.db, request, { themeMode, updatedAt: new Date() });
      return { themeMode };
    },
  );
}

const DashboardCardsBody = Type.Object(
  { cards: Type.Array(CardPlacement, { maxItems: 50 }), version: Type.Optional(RecordVersion) },
  { additionalProperties: false },
);

function dashboardCardsRoute(app: RouteApp, ctx: AppContext) {
  app.patch(
    '/users/current-user/dashboard-cards',
    route.gated('user', {
      summary: 'Save the dashboard layout: each card with its column (1 left, 2 right), position and visibility',
      description:
        'Every card named is marked seen for good: it is not flagged new again, also after it was away. ' +
        'Send the `version` of the layout you saw (from `GET /users/{id}/uisettings`, or the last save) as ' +
        '`If-Match` or in the body: if the layout was changed since (in another window), the answer is 412 ' +
        'with the settings now under `current`, and nothing is written.',
      body: DashboardCardsBody,
      response: { 200: UiSettingsSchema, ...authErrors, 412: ErrorResponse },
    }),
    (request, reply) => saveDashboardCards(ctx, request, reply),
  );
}

/** Every card's column, position and visibility, at the layout version the caller saw (412 if changed since). */
async function saveDashboardCards(
  ctx: AppContext,
  request: FastifyRequest & { body: Static<typeof DashboardCardsBody> },
  reply: FastifyReply,
) {
  const { cards } = request.body;
  const expected = ifMatch(request) ?? request.body.version;
  const unknown = cards.find((c) => !DASHBOARD_CARD_IDS.includes(c.dashboardCardId));
  if (unknown) throw fieldErrors({ cards: { key: 'invalidValue' } });
  if (new Set(cards.map((c) => c.dashboardCardId)).size !== cards.length) {
    throw fieldErrors({ cards: { key: 'invalidValue' } });
  }
  const column = (list: 1 | 2) =>
    cards
      .filter((c) => c.list === list && c.visibility)
      .sort((a, b) => a.position - b.position)
      .map((c) => c.dashboardCardId);
  const saved = await ctx.db.transaction().execute(async (trx) => {
    // the user's row locked: two saves of his layout are checked one after the other
    const before = await readUiSettings(trx, request.user.id, true);
    if (expected !== undefined && expected !== before.version) {
      throw new HttpError(412, 'CHANGED_MEANWHILE', undefined, undefined, { current: { ...before } });
    }
    await trx
      .updateTable('users')
      .set({
        dashboardCardsLeft: column(1),
        dashboardCardsRight: column(2),
        dashboardCardsHidden: cards.filter((c) => !c.visibility).map((c) => c.dashboardCardId),
        // seen stays seen: the cards named now join those seen before
        dashboardCardsSeen: sql<
          string[]
        >`ARRAY(SELECT DISTINCT unnest(dashboard_cards_seen || ${cards.map((c) => c.dashboardCardId)}::text[]) ORDER BY 1)`,
        updatedAt: new Date(),
      })
      .where('id', '=', request.user.id)
      .execute();
    return readUiSettings(trx, request.user.id);
  });
  return reply.header('etag', `"${saved.version}"`).send(saved);
}
