import type { Context, Hono } from 'hono';
import { setImmediate as turn } from 'node:timers/promises';
import type { Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import type { StoredTournament, TournamentStore } from '../store/store.js';
import type { ComputePool } from './computePool.js';
import { fromArbiterError, HttpError } from './http.js';
import type { AppEnv } from './security.js';
import { authorize, loggedIn, viewerOf } from './authorize.js';
import { FULLY_CONFIRMED, type FideConfirmation } from '../director/operations.js';
import { cachedStandings, tournamentView } from './views.js';
import { ViewCache } from './viewCache.js';
import { isPublished } from '../core/tournamentOptions.js';

/** Who may read a view: anyone (shared caches may keep it, and must ask again), or a director (his browser only). */
export type Audience = 'public' | 'private';

/** A view of one revision of a tournament, as a reading route answers it (see `answer`). */
export interface ViewRequest {
  /** What the view's text depends on besides the tournament's revision and the audience: the route and its query. */
  readonly key: string;
  readonly audience: Audience;
  /** What else the answer depends on, in its ETag too (the day, for live ratings). */
  readonly variant?: string | undefined;
  /** The route answers a director and an anonymous reader differently: caches keep one answer per session. */
  readonly bySession?: boolean;
  /** The view's value (sent as JSON), or its text with `contentType`. */
  readonly compute: () => unknown;
  readonly contentType?: string;
}

/**
 * What the route tables share: the app, the store, the pool, and the steps most routes take (load a
 * tournament, check that the director directs it, apply a change under its lock and answer with its view).
 */
export interface Routes {
  readonly app: Hono<AppEnv>;
  readonly store: TournamentStore;
  readonly pool: ComputePool;
  readonly standingsOf: ReturnType<typeof cachedStandings>;
  /** A tournament from the store; with the request, the one its public check read already (`shown`). */
  readonly load: (tid: string, c?: Context<AppEnv>) => Promise<StoredTournament>;
  /** The director of a request that changes (or reads the private parts of) a tournament he directs. */
  readonly directing: (c: Context<AppEnv>, tid: string) => Promise<string>;
  /** Applies a change under the tournament's lock and answers with the new view (and a report). */
  readonly change: (c: Context<AppEnv>, tid: string, f: (t: Tournament) => Result<Tournament> | Promise<Result<Tournament>>, report?: () => unknown) => Promise<Response>;
  /**
   * Answers a view of a tournament read from the store: 304 when the reader holds this revision already
   * (If-None-Match), else its text, computed once per revision and kept; with its ETag and Cache-Control.
   */
  readonly answer: (c: Context<AppEnv>, stored: StoredTournament, view: ViewRequest) => Promise<Response>;
  /** Stores a new tournament in a club of the director who made it (`club`, else his first), owned by him. */
  readonly created: (c: Context<AppEnv>, tid: string, t: Tournament, club?: string) => Promise<Response>;
}

/**
 * FIDE mode's confirmation of a request (director/fideMode.ts): `?confirm=N`, how many times the director
 * confirmed (a 409 `fide-confirm` says how many are needed), and who he is.
 */
export function fideConfirmationOf(c: Context<AppEnv>): FideConfirmation {
  const n = Number(c.req.query('confirm') ?? '0');
  return { confirmations: Number.isInteger(n) && n >= 0 && n <= FULLY_CONFIRMED ? n : 0, who: loggedIn(c) };
}

export function routes(app: Hono<AppEnv>, store: TournamentStore, pool: ComputePool, views = new ViewCache()): Routes {
  const load = async (tid: string, c?: Context<AppEnv>): Promise<StoredTournament> => {
    const shown = c?.get('shown');
    if (shown?.id === tid) return shown;
    const r = await store.get(tid);
    if (!r.ok) throw fromArbiterError(r.error);
    return r.value;
  };
  /** The director of a request that changes (or reads the private parts of) a tournament he directs. */
  const directing = (c: Context<AppEnv>, tid: string): Promise<string> => authorize(c, store.accounts, { act: 'direct', tournament: tid });
  /** Applies a change under the tournament's lock and answers with the new view (and a report). */
  const change = async (c: Context<AppEnv>, tid: string, f: (t: Tournament) => Result<Tournament> | Promise<Result<Tournament>>, report?: () => unknown) => {
    const read = views.publicPaths(tid);
    const r = await store.update(tid, f, await directing(c, tid));
    if (!r.ok) throw fromArbiterError(r.error, (r.error as { details?: unknown }).details);
    if (read.length) refresh(c.req.url, read);
    const extra = report?.();
    // The answer of a large event (5,000 players: the view and its JSON, tens of milliseconds) is made in
    // steps, the readers' requests answered between them.
    await turn();
    const view = { ...tournamentView(r.value), ...(extra !== undefined ? { report: extra } : {}) };
    await turn();
    return c.json(view);
  };
  /** Stores a new tournament in a club of the director who made it (`club`, else his first), owned by him. */
  const created = async (c: Context<AppEnv>, tid: string, t: Tournament, club?: string) => {
    loggedIn(c);
    const home = club ?? (await viewerOf(c, store.accounts)).mine[0]?.id;
    if (home === undefined) throw new HttpError(403, 'no-club', 'you belong to no club: a club admin adds you to one');
    const director = await authorize(c, store.accounts, { act: 'use-club', club: home });
    const r = await store.create(tid, t, director);
    if (!r.ok) throw fromArbiterError(r.error);
    await store.accounts.setAccess(tid, { club: home, owner: director, directors: [] });
    return c.json(tournamentView(r.value), 201);
  };
  /**
   * After a change, the public views its readers were reading are made for the new revision at once, one
   * after another in the background, as an anonymous reader asks them: the crowd that reloads on the change
   * (a result entered) finds them made or being made, instead of its first readers waiting for them.
   */
  const refresh = (base: string, paths: readonly string[]) => {
    setImmediate(() => {
      void (async () => {
        for (const path of paths)
          await Promise.resolve(app.request(new URL(path, base).href, { headers: { 'Accept-Encoding': 'gzip' } })).then(
            (r) => r.arrayBuffer(),
            () => undefined,
          );
      })();
    });
  };
  const answer = async (c: Context<AppEnv>, stored: StoredTournament, view: ViewRequest): Promise<Response> => {
    const variant = view.variant === undefined ? '' : `.${view.variant}`;
    // A hidden tournament's public view reaches its directors only (issue 34): no shared cache keeps it.
    const hidden = !isPublished(stored.tournament);
    // The ETag is the revision, marked for a director's view: the same URL answers each reader his own. Weak,
    // as the bytes differ when gzipped (RFC 9110 8.8.3); If-None-Match compares weakly anyway.
    const tag = `W/"${stored.revision}${view.audience === 'private' ? '.private' : ''}${variant}"`;
    const headers: Record<string, string> = {
      ETag: tag,
      // no-cache: a cache may keep the answer but asks again each time, which costs a 304 when nothing changed.
      'Cache-Control': view.audience === 'public' && !hidden ? 'public, no-cache' : 'private, no-cache',
      Vary: view.bySession || hidden ? 'Cookie, Accept-Encoding' : 'Accept-Encoding',
    };
    if (holds(c.req.header('If-None-Match'), tag)) return c.body(null, 304, headers);
    const url = new URL(c.req.url);
    // A public view is made again after a change (refresh), as the anonymous reader it is for asks it.
    const path = view.audience === 'public' ? `${url.pathname}${url.search}` : undefined;
    const body = await views.get(
      stored.id,
      stored.revision,
      `${view.audience}:${view.key}${variant}`,
      async () => {
        const value = await view.compute();
        return view.contentType === undefined ? JSON.stringify(value) : String(value);
      },
      path,
    );
    const type = { 'Content-Type': view.contentType ?? 'application/json' };
    if (body.gzip && /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) return c.body(body.gzip, 200, { ...headers, ...type, 'Content-Encoding': 'gzip' });
    return c.body(body.bytes, 200, { ...headers, ...type });
  };
  return { app, store, pool, standingsOf: cachedStandings(pool), load, directing, change, answer, created };
}

/** Whether an If-None-Match header names this ETag (RFC 9110 13.1.2: weak comparison, or `*`). */
export function holds(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((t) => {
    const x = t.trim();
    return x === '*' || x.replace(/^W\//, '') === tag.replace(/^W\//, '');
  });
}
