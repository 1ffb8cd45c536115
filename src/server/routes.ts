import type { Context, Hono } from 'hono';
import type { Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { mayDirect } from '../store/accounts.js';
import type { StoredTournament, TournamentStore } from '../store/store.js';
import type { ComputePool } from './computePool.js';
import { fromArbiterError, HttpError } from './http.js';
import { directorOf, type AppEnv } from './security.js';
import { cachedStandings, tournamentView } from './views.js';

/**
 * What the route tables share: the app, the store, the pool, and the steps most routes take (load a
 * tournament, check that the director directs it, apply a change under its lock and answer with its view).
 */
export interface Routes {
  readonly app: Hono<AppEnv>;
  readonly store: TournamentStore;
  readonly pool: ComputePool;
  readonly standingsOf: ReturnType<typeof cachedStandings>;
  readonly load: (tid: string) => Promise<StoredTournament>;
  /** The director of a request that changes (or reads the private parts of) a tournament he directs. */
  readonly directing: (c: Context<AppEnv>, tid: string) => Promise<string>;
  /** Applies a change under the tournament's lock and answers with the new view (and a report). */
  readonly change: (c: Context<AppEnv>, tid: string, f: (t: Tournament) => Result<Tournament> | Promise<Result<Tournament>>, report?: () => unknown) => Promise<Response>;
  /** Stores a new tournament, owned by the director who made it. */
  readonly created: (c: Context<AppEnv>, tid: string, t: Tournament) => Promise<Response>;
}

export function routes(app: Hono<AppEnv>, store: TournamentStore, pool: ComputePool): Routes {
  const load = async (tid: string): Promise<StoredTournament> => {
    const r = await store.get(tid);
    if (!r.ok) throw fromArbiterError(r.error);
    return r.value;
  };
  /** The director of a request that changes (or reads the private parts of) a tournament he directs. */
  const directing = async (c: Context<AppEnv>, tid: string): Promise<string> => {
    const director = directorOf(c);
    if (!mayDirect(await store.accounts.access(tid), director)) throw new HttpError(403, 'not-yours', `you do not direct tournament "${tid}"; its owner can add you`);
    return director;
  };
  /** Applies a change under the tournament's lock and answers with the new view (and a report). */
  const change = async (c: Context<AppEnv>, tid: string, f: (t: Tournament) => Result<Tournament> | Promise<Result<Tournament>>, report?: () => unknown) => {
    const r = await store.update(tid, f, await directing(c, tid));
    if (!r.ok) throw fromArbiterError(r.error, (r.error as { details?: unknown }).details);
    const extra = report?.();
    return c.json({ ...tournamentView(r.value), ...(extra !== undefined ? { report: extra } : {}) });
  };
  /** Stores a new tournament, owned by the director who made it. */
  const created = async (c: Context<AppEnv>, tid: string, t: Tournament) => {
    const director = directorOf(c);
    const r = await store.create(tid, t, director);
    if (!r.ok) throw fromArbiterError(r.error);
    await store.accounts.setAccess(tid, { owner: director, directors: [] });
    return c.json(tournamentView(r.value), 201);
  };
  return { app, store, pool, standingsOf: cachedStandings(pool), load, directing, change, created };
}
