import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { isPublished } from '../core/tournamentOptions.js';
import { clubOfTournament, type Club } from '../store/clubs.js';
import type { TournamentSummary } from '../store/store.js';
import { viewerOf } from './authorize.js';
import { HttpError, params } from './http.js';
import type { Routes } from './routes.js';
import { holds } from './routes.js';
import { id, publicIndexQuery } from './schemas.js';
import { sessions, type AppEnv } from './security.js';

/**
 * The public side of a tournament (issue 34): the reading routes anyone may ask, and the web app's public
 * pages. A tournament that is not published answers all of them as a tournament that does not exist (404,
 * the same body) to everyone but its directors, who see it as the public will once it is published.
 */
export const PUBLIC_READS = [
  '/api/tournaments/:id',
  '/api/tournaments/:id/standings',
  '/api/tournaments/:id/progress',
  '/api/tournaments/:id/players/:player/explain',
  '/api/tournaments/:id/rounds/:round/checklist',
  '/api/tournaments/:id/schedule',
  '/api/tournaments/:id/events',
  '/api/tournaments/:id/odds',
  '/api/tournaments/:id/order-check',
] as const;

/** The web app's public pages of one tournament (`/p/ID`, its rounds, standings, crosstable, players). */
export const PUBLIC_PAGES = ['/p/:id', '/p/:id/round', '/p/:id/round/:n', '/p/:id/standings', '/p/:id/standings/:n', '/p/:id/crosstable', '/p/:id/player/:n'] as const;

/** The answer to a tournament nobody may see here: the one the store gives for an id it does not know. */
export const notFound = (tid: string) => new HttpError(404, 'not-found', `there is no tournament "${tid}"`);

/** Whether the one who asks may read the tournament's public side: it is published, or he directs it. */
async function visible({ store }: Routes, c: Context<AppEnv>, tid: string): Promise<boolean> {
  const got = await store.get(tid);
  if (!got.ok) return got.error.code !== 'not-found'; // the route itself answers a bad id or a damaged file
  c.set('shown', got.value);
  if (isPublished(got.value.tournament)) return true;
  const viewer = await viewerOf(c, store.accounts);
  return viewer.director !== undefined && viewer.may({ act: 'direct', tournament: tid }, await store.accounts.access(tid));
}

/**
 * Registers the check before every public route of a tournament (so it must run before the route tables),
 * the index of the published tournaments, and the status of the public pages (404 for a hidden one).
 */
export function registerPublicSite(r: Routes): void {
  const { app } = r;
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    const tid = params('path', c.req.param(), id).id;
    if (!(await visible(r, c, tid))) throw notFound(tid);
    await next();
  };
  for (const path of PUBLIC_READS) app.on(['GET', 'HEAD'], path, check);

  // The pages are the web app's (index.html); a hidden or unknown tournament's answer with 404.
  app.use('/p/*', sessions(r.store.accounts));
  const page = async (c: Context<AppEnv>, next: Next) => {
    const tid = c.req.param('id') ?? '';
    const shown = await visible(r, c, tid);
    await next();
    if (!shown) c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
  };
  for (const path of PUBLIC_PAGES) app.on(['GET', 'HEAD'], path, page);

  /** The published tournaments, by club (one group on a store without clubs), newest first. */
  app.get('/api/public/tournaments', async (c) => {
    const q = params('query', c.req.query(), publicIndexQuery);
    const groups = await publicIndex(r);
    const shown = q.club === undefined ? groups : groups.filter((g) => g.id === q.club);
    if (q.club !== undefined && shown.length === 0) throw new HttpError(404, 'not-found', `there is no club "${q.club}" with published tournaments`);
    const text = JSON.stringify({ clubs: shown });
    const tag = `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    const headers = { ETag: tag, 'Cache-Control': 'public, no-cache', 'Content-Type': 'application/json' };
    if (holds(c.req.header('If-None-Match'), tag)) return c.body(null, 304, headers);
    return c.body(text, 200, headers);
  });
}

/** What the public index says of a tournament: nothing of its players, nothing of a hidden one. */
export type PublicSummary = Pick<TournamentSummary, 'id' | 'name' | 'system' | 'players' | 'rounds' | 'archived' | 'plannedRounds' | 'place' | 'startDate' | 'endDate'>;

export interface PublicClub {
  /** null on a store without clubs (a club's laptop): its one index. */
  readonly id: string | null;
  readonly name: string | null;
  readonly tournaments: readonly PublicSummary[];
}

/** Every club with published tournaments, in the order the clubs were made, each with its tournaments newest first. */
async function publicIndex({ store }: Routes): Promise<PublicClub[]> {
  const [{ tournaments }, clubs] = await Promise.all([store.list(), store.accounts.clubs()]);
  const published = tournaments.filter((t) => t.published);
  const clubOf = await Promise.all(published.map(async (t) => clubOfTournament(await store.accounts.access(t.id), clubs)));
  const groups: { club: Club | undefined; list: TournamentSummary[] }[] = clubs.length ? clubs.map((club) => ({ club, list: [] })) : [{ club: undefined, list: [] }];
  published.forEach((t, i) => (groups.find((g) => g.club?.id === clubOf[i]) ?? groups[0]!).list.push(t));
  return groups.filter((g) => g.list.length > 0).map((g) => ({ id: g.club?.id ?? null, name: g.club?.name ?? null, tournaments: newestFirst(g.list).map(publicSummary) }));
}

const publicSummary = (t: TournamentSummary): PublicSummary => {
  const { id, name, system, players, rounds, archived, plannedRounds, place, startDate, endDate } = t;
  return {
    id,
    name,
    system,
    players,
    rounds,
    archived,
    ...(plannedRounds !== undefined ? { plannedRounds } : {}),
    ...(place ? { place } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
};

/**
 * Newest first: by the day the event starts (its start date), else the day it was last changed; the one
 * changed last first among those of one day, then by name.
 */
export function newestFirst<T extends Pick<TournamentSummary, 'name' | 'startDate' | 'changed'>>(list: readonly T[]): T[] {
  const day = (t: T) => t.startDate ?? t.changed?.slice(0, 10) ?? '';
  return [...list].sort((a, b) => day(b).localeCompare(day(a)) || (b.changed ?? '').localeCompare(a.changed ?? '') || a.name.localeCompare(b.name));
}
