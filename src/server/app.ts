import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ABSENCE_KINDS } from '../core/round.js';
import { GAME_RESULTS, parseGameResult } from '../core/game.js';
import { SYSTEMS } from '../core/settings.js';
import { err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import {
  addListedPlayers,
  addPlayer,
  archive,
  changeSetting,
  createTournament,
  editPlayer,
  enterResult,
  explainScore,
  markAbsent,
  markPresent,
  pairByHand,
  pairNextRound,
  readyToPair,
  reinstatePlayer,
  removePlayer,
  undoLastRound,
  withdrawPlayer,
  type PlayerEdit,
  type ResultEntry,
} from '../director/operations.js';
import { describeSystem, fixedSchedule, playerNumbers, SYSTEM_REGISTRY, systemOf } from '../director/registry.js';
import { makeTournamentFile } from '../formats/tournamentFile.js';
import { describeSource, parsePlayerList, playerOfList, type ListedPlayer, type PlayerList } from '../formats/playerList.js';
import { findListedByClub, findListedById, searchListed } from '../formats/listSearch.js';
import { RATING_LISTS } from '../formats/fideRatingList.js';
import { readTrfFile, TRF_FORMATS } from '../formats/trfFile.js';
import { tournamentFromTrfFile } from '../formats/trfTournament.js';
import { makeTournamentTrf } from '../director/trfExport.js';
import { idFromName, type StoredTournament, type TournamentStore } from '../store/store.js';
import { checkManualPairing } from '../pairing/index.js';
import { ComputePool } from './computePool.js';
import type { Standings } from '../director/registry.js';
import { TOURNAMENT_RATING_SYSTEMS, tournamentRatings } from '../rating/tournamentRatings.js';
import { TIEBREAK_INFO } from '../scoring/tiebreaks.js';
import { setDetails } from '../core/details.js';
import { attempt, body, errorResponse, fromArbiterError, HttpError, params } from './http.js';
import { staticFiles } from './static.js';
import { allowedHosts, directorOf, requestChecks, sessions, wellFormedPaths, type AppEnv, type HostRule } from './security.js';
import { registerAuthRoutes, type AuthOptions } from './authRoutes.js';
import { registerOddsRoutes } from './oddsRoutes.js';
import { mayDirect } from '../store/accounts.js';

export interface AppOptions {
  readonly store: TournamentStore;
  /** The host names this server answers to (default: the loopback names). */
  readonly hosts?: HostRule;
  /** Login, setup link and proxy settings (see authRoutes). */
  readonly auth?: AuthOptions;
  /** Where pairings and standings are computed (worker threads for large events). */
  readonly pool?: ComputePool;
  /** Largest request body accepted (default 20 MB: a federation's whole player list). */
  readonly maxBody?: number;
  /** The built web app (index.html and assets); without it only the API is served. */
  readonly webRoot?: string | undefined;
}

// Schemas: one per route that takes input. Player and board numbers are positive whole numbers.
const id = z.object({ id: z.string() });
const number = z.coerce.number().int().positive();
const idAndPlayer = z.object({ id: z.string(), player: number });
const idAndRound = z.object({ id: z.string(), round: number });
const idAndVersion = z.object({ id: z.string(), version: number });
const idRoundBoard = z.object({ id: z.string(), round: number, board: number });
const afterQuery = z.object({ after: z.coerce.number().int().min(0).optional() });
const trfQuery = z.object({ format: z.enum(TRF_FORMATS).default('2026') });
const standingsQuery = afterQuery.extend({ ratings: z.enum(TOURNAMENT_RATING_SYSTEMS).optional() });
const name = z.string().trim().min(1, 'a name is needed').max(200);
const settingsText = z.record(z.string(), z.string().trim().max(200));

/** The details of a tournament (TRF 022–122), checked by the field rules (checkTournamentDetails). */
const detailsSchema = z.object({
  place: z.string().max(1000).optional(),
  federation: z.string().max(100).optional(),
  startDate: z.string().max(100).optional(),
  endDate: z.string().max(100).optional(),
  chiefArbiter: z.string().max(1000).optional(),
  deputyArbiters: z.array(z.string().max(1000)).max(100).optional(),
  timeControl: z.string().max(1000).optional(),
});
const createSchema = z.object({
  name,
  id: z.string().trim().optional(),
  system: z.enum(SYSTEMS),
  plannedRounds: z.number().int().min(1).max(200).optional(),
  settings: settingsText.optional(),
  details: detailsSchema.optional(),
});
const trfImportSchema = z.object({
  name: name.optional(),
  id: z.string().trim().optional(),
  /** The text of a FIDE TRF-2026 or TRF16 file. */
  trf: z.string().min(1, 'the TRF file is empty').max(5_000_000),
});
const newPlayerSchema = z.object({
  name,
  rating: z.number().int().min(0).max(4000).optional(),
  federationId: z.string().trim().min(1).max(40).optional(),
  // FIDE data: checked by the player's field rules (checkPlayerFields), which name what is wrong.
  fideId: z.string().max(20).optional(),
  title: z.string().max(10).optional(),
  sex: z.string().max(10).optional(),
  federation: z.string().max(10).optional(),
  club: z.string().trim().min(1).max(100).optional(),
  birthDate: z
    .string()
    .regex(/^\d{4}(-\d{2}-\d{2})?$/, 'expected YYYY-MM-DD or YYYY')
    .optional(),
  kFactor: z.number().int().min(1).max(100).optional(),
  gamesPlayed: z.number().int().min(0).optional(),
});
const importSchema = z
  .object({
    federationIds: z.array(z.string().trim().min(1)).max(1000).optional(),
    fideIds: z.array(z.string().trim().min(1)).max(1000).optional(),
    /** Players of a list without ids: the row in the stored list and the name found there. */
    rows: z
      .array(z.object({ row: z.number().int().positive(), name: z.string() }))
      .max(1000)
      .optional(),
    club: z.string().trim().min(1).optional(),
  })
  .refine(
    (b) => (b.federationIds?.length ?? 0) > 0 || (b.fideIds?.length ?? 0) > 0 || (b.rows?.length ?? 0) > 0 || b.club !== undefined,
    'give federationIds, fideIds, rows or a club',
  );
/** A player list file: its bytes in base64 (the encoding is found from the bytes), or its text. */
const playerListSchema = z
  .object({
    bytes: z.string().optional(),
    text: z.string().optional(),
    ratingList: z.enum(RATING_LISTS).optional(),
    federation: z.string().trim().max(3).optional(),
  })
  .refine((b) => (b.bytes === undefined) !== (b.text === undefined), 'give the file as bytes (base64) or as text');
const absenceSchema = z.object({ kind: z.enum(ABSENCE_KINDS), round: z.number().int().positive().optional() });
const roundQuery = z.object({ round: z.coerce.number().int().positive().optional() });
const editTournamentSchema = z.object({
  name: z.string().max(10_000).optional(),
  plannedRounds: z.number().int().positive().nullable().optional(),
  settings: z.record(z.string(), z.string().max(10_000)).optional(),
  archived: z.boolean().optional(),
  force: z.boolean().optional(),
});
const editPlayerSchema = z.object({
  name: z.string().max(10_000).optional(),
  rating: z.union([z.number(), z.literal('')]).optional(),
  federationId: z.string().max(10_000).optional(),
  fideId: z.string().max(10_000).optional(),
  title: z.string().max(10_000).optional(),
  sex: z.string().max(10_000).optional(),
  federation: z.string().max(10_000).optional(),
  club: z.string().max(10_000).optional(),
  birthDate: z.string().max(10_000).optional(),
  kFactor: z.union([z.number(), z.literal('')]).optional(),
  gamesPlayed: z.union([z.number(), z.literal('')]).optional(),
  force: z.boolean().optional(),
});
const pairingSchema = z.object({
  pairs: z.array(z.object({ white: z.number().int().positive(), black: z.number().int().positive() })).max(500),
  byes: z.array(z.number().int().positive()).max(50).default([]),
});
const autoOrManualSchema = z.union([
  z.object({ mode: z.literal('auto'), allowPending: z.boolean().optional() }),
  pairingSchema.extend({ mode: z.literal('manual'), allowPending: z.boolean().optional() }),
]);
const resultText = z.string().refine((s) => s === 'postponed' || parseGameResult(s) !== undefined, `expected one of ${GAME_RESULTS.join(', ')} or postponed`);
const resultSchema = z.object({
  result: resultText.nullable(),
  /** The result the client showed; when the board has another one meanwhile, the change is refused (409). */
  previous: resultText.nullable().optional(),
});
const playerListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  club: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});

/**
 * Standings are pure functions of the tournament, so they are kept by content: the standings after round k
 * depend on rounds 1..k only (and on the players, absences and settings), and entering a result in the last
 * round leaves the earlier ones, which the chart asks for, as they were. Those not kept are computed by the
 * pool (in a worker thread for a large event).
 */
export function cachedStandings(pool: ComputePool = new ComputePool(), limit = 2000) {
  const cache = new Map<string, Standings>();
  const keyOf = (t: Tournament, afterRound: number | undefined) => {
    const k = afterRound ?? t.rounds.length;
    return createHash('sha256')
      .update(JSON.stringify({ ...t, name: '', rounds: t.rounds.filter((r) => r.number <= k) }))
      .update(`:${afterRound === undefined ? 'latest' : k}`)
      .digest('hex');
  };
  /** The standings after each of the rounds asked (undefined: the latest). */
  const many = async (t: Tournament, afterRounds: readonly (number | undefined)[]): Promise<Standings[]> => {
    const keys = afterRounds.map((a) => keyOf(t, a));
    const missing = afterRounds.filter((_, i) => !cache.has(keys[i]!));
    if (missing.length) {
      const r = await pool.run({ kind: 'standings', tournament: t, afterRounds: missing });
      if (!r.ok) throw fromArbiterError(r.error);
      if (r.value.kind !== 'standings') throw new Error('the pool answered another task');
      missing.forEach((a, i) => cache.set(keyOf(t, a), r.value.kind === 'standings' ? r.value.standings[i]! : (undefined as never)));
    }
    const out = keys.map((k) => {
      const hit = cache.get(k)!;
      cache.delete(k);
      cache.set(k, hit);
      return hit;
    });
    while (cache.size > limit) cache.delete(cache.keys().next().value!);
    return out;
  };
  const one = async (t: Tournament, afterRound?: number): Promise<Standings> => (await many(t, [afterRound]))[0]!;
  return Object.assign(one, { many });
}

/** The tournament as the web app shows it: the stored data plus what the director can do next. */
export function tournamentView(stored: StoredTournament) {
  const t = stored.tournament;
  const ready = readyToPair(t);
  const pending = readyToPair(t, { allowPending: true });
  return {
    id: stored.id,
    revision: stored.revision,
    tournament: t,
    /** Each player's number as the sheets print it (start numbers, Berger numbers, …), by player. */
    numbers: Object.fromEntries(playerNumbers(t)),
    /** What the screens need of the tournament's system (absences, ranking, explanations). */
    system: describeSystem(systemOf(t)),
    settingsText: Object.fromEntries(systemOf(t).options.map((o) => [o.key, o.make(t.settings)])),
    nextRound: t.rounds.length + 1,
    canPair: ready.ok,
    ...(ready.ok ? {} : { pairBlocked: ready.error.message }),
    /** The round can be paired with the director's leave although games are postponed (a Swiss). */
    ...(!ready.ok && pending.ok ? { canPairPending: true } : {}),
  };
}

/** The player list file of a request body (`playerListSchema`). */
async function playerListFile(c: Context): Promise<{ file: Uint8Array | string; options: { ratingList?: (typeof RATING_LISTS)[number]; federation?: string } }> {
  const b = await body(c, playerListSchema);
  const options = { ...(b.ratingList ? { ratingList: b.ratingList } : {}), ...(b.federation ? { federation: b.federation } : {}) };
  return { file: b.bytes !== undefined ? Buffer.from(b.bytes, 'base64') : b.text!, options };
}

/** What a player list holds, for the director to check: format, encoding, columns, counts, first players. */
function playerListReport(list: PlayerList, first: number) {
  const s = list.source;
  return {
    count: list.players.length,
    clubs: new Set(list.players.flatMap((p) => (p.club === undefined ? [] : [p.club]))).size,
    description: describeSource(s),
    source: s,
    players: list.players.slice(0, first),
  };
}

/** What an anonymous reader sees of a tournament: everything but the players' birth dates. */
export function publicView(stored: StoredTournament) {
  const view = tournamentView(stored);
  return { ...view, tournament: { ...view.tournament, players: view.tournament.players.map(({ birthDate: _born, ...p }) => p) } };
}

export function createApp({ store, webRoot, maxBody = 20 * 1024 * 1024, hosts = allowedHosts('127.0.0.1'), auth = {}, pool = new ComputePool() }: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const standingsOf = cachedStandings(pool);
  app.use('*', requestChecks(hosts));
  app.use('*', wellFormedPaths());
  app.use(
    '/api/*',
    bodyLimit({ maxSize: maxBody, onError: (c) => errorResponse(c, new HttpError(413, 'too-large', `the request is larger than ${Math.round(maxBody / 1024 / 1024)} MB`)) }),
  );
  app.use('/api/*', sessions(store.accounts));

  app.onError((e, c) => {
    if (e instanceof HttpError) return errorResponse(c, e);
    console.error(e);
    // The message of an unexpected failure may name files of this machine: the log has it, the answer not.
    return c.json({ error: { code: 'internal', message: 'the server failed on this request (its log says why); nothing was changed' } }, 500);
  });

  registerAuthRoutes(app, store, auth);

  const load = async (tid: string): Promise<StoredTournament> => {
    const r = await store.get(tid);
    if (!r.ok) throw fromArbiterError(r.error);
    return r.value;
  };
  registerOddsRoutes(app, load, pool);
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

  /** Every system with what the screens need of it: its name, settings with defaults, absences, ranking. */
  app.get('/api/systems', (c) => c.json(SYSTEMS.map((system) => describeSystem(SYSTEM_REGISTRY[system]))));

  /** The tournaments of the director who asks (those he directs, and those without an owner). */
  app.get('/api/tournaments', async (c) => {
    const director = directorOf(c);
    const { tournaments, damaged } = await store.list();
    const mine = await Promise.all(tournaments.map(async (t) => mayDirect(await store.accounts.access(t.id), director)));
    const mineDamaged = await Promise.all(damaged.map(async (d) => mayDirect(await store.accounts.access(d.id), director)));
    return c.json({ tournaments: tournaments.filter((_, i) => mine[i]), damaged: damaged.filter((_, i) => mineDamaged[i]) });
  });

  app.post('/api/tournaments', async (c) => {
    const b = await body(c, createSchema);
    const t = createTournament(b);
    if (!t.ok) throw fromArbiterError(t.error);
    return created(c, b.id ? b.id : idFromName(t.value.name), t.value);
  });

  /** Changes the tournament itself: its name, planned rounds, archived flag or settings (text, as in the file). */
  app.patch('/api/tournaments/:id', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, editTournamentSchema);
    const warnings: string[] = [];
    return change(
      c,
      p.id,
      (t) => {
        let next = t;
        const changes: [string, string][] = [
          ...(b.name !== undefined ? ([['name', b.name]] as [string, string][]) : []),
          ...(b.plannedRounds !== undefined ? ([['rounds', b.plannedRounds === null ? 'none' : String(b.plannedRounds)]] as [string, string][]) : []),
          ...Object.entries(b.settings ?? {}),
        ];
        warnings.length = 0;
        for (const [key, value] of changes) {
          const r = changeSetting(next, key, value, { force: b.force ?? false });
          if (!r.ok) return r;
          next = r.value.tournament;
          warnings.push(...r.value.warnings);
        }
        if (b.archived !== undefined) next = archive(next, b.archived);
        return ok(next);
      },
      () => ({ warnings }),
    );
  });

  /** Deletes a tournament; its history stays, so it can be brought back (see /api/tournaments/deleted). */
  app.delete('/api/tournaments/:id', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    const r = await store.remove(tid, await directing(c, tid));
    if (!r.ok) throw fromArbiterError(r.error);
    return c.json({ deleted: tid });
  });

  /** The deleted tournaments this director may bring back. */
  app.get('/api/deleted', async (c) => {
    const director = directorOf(c);
    const all = await store.deleted();
    const mine = await Promise.all(all.map(async (d) => mayDirect(await store.accounts.access(d.id), director)));
    return c.json({ tournaments: all.filter((_, i) => mine[i]) });
  });

  /** Brings a deleted tournament back: its last version, as a new version. */
  app.post('/api/deleted/:id/restore', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    const director = await directing(c, tid);
    const history = await store.history(tid);
    if (!history.ok) throw fromArbiterError(history.error);
    const last = history.value.at(-1);
    if (!last) throw new HttpError(404, 'not-found', `tournament "${tid}" has no version to bring back`);
    const r = await store.restore(tid, last.version, director);
    if (!r.ok) throw fromArbiterError(r.error);
    return c.json(tournamentView(r.value));
  });

  /** A Swiss tournament from a FIDE TRF16 file (the export of another pairing program). */
  app.post('/api/tournaments/import-trf', async (c) => {
    directorOf(c);
    const b = await body(c, trfImportSchema);
    const trf = readTrfFile(b.trf);
    if (!trf.ok) throw new HttpError(422, trf.error.code, `the TRF file, ${trf.error.message}`);
    const title = trf.value.tournament.headers
      .find((h) => h.startsWith('012 '))
      ?.slice(4)
      .trim();
    const tournamentName = b.name ?? (title || 'Imported tournament');
    const t = tournamentFromTrfFile(trf.value, tournamentName);
    if (!t.ok) throw fromArbiterError(t.error);
    return created(c, b.id ? b.id : idFromName(tournamentName), t.value);
  });

  /** The TRF, as `arbiter export trf` writes it (the same bytes): TRF-2026 unless ?format=16. */
  app.get('/api/tournaments/:id/trf', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    const { format } = params('query', c.req.query(), trfQuery);
    await directing(c, tid);
    const stored = await load(tid);
    const t = stored.tournament;
    const text = makeTournamentTrf(t, await standingsOf(t), format);
    if (!text.ok) throw new HttpError(422, text.error.code, text.error.message);
    c.header('Content-Disposition', `attachment; filename="${stored.id}${format === '16' ? '-trf16' : ''}.trf"`);
    return c.text(text.value);
  });

  app.get('/api/tournaments/:id', async (c) => {
    const stored = await load(params('path', c.req.param(), id).id);
    return c.json(c.get('director') === undefined ? publicView(stored) : tournamentView(stored));
  });

  /** The details (place, federation, dates, arbiters, time control): all of them, an empty text clears one. */
  app.put('/api/tournaments/:id/details', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    const b = await body(c, detailsSchema);
    return change(c, tid, (t) => setDetails(t, b));
  });

  /** The rounds of a system that fixes them in advance (round robin, DO-TO-HO), printable before round 1. */
  app.get('/api/tournaments/:id/schedule', async (c) => {
    const stored = await load(params('path', c.req.param(), id).id);
    const schedule = fixedSchedule(stored.tournament);
    if (!schedule.ok) throw new HttpError(422, schedule.error.code, schedule.error.message);
    if (!schedule.value)
      throw new HttpError(404, 'no-schedule', `a ${stored.tournament.settings.system} tournament pairs round by round: it has no schedule before the rounds are paired`);
    return c.json({ rounds: schedule.value });
  });

  app.get('/api/tournaments/:id/file', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    await directing(c, tid);
    const stored = await load(tid);
    c.header('Content-Disposition', `attachment; filename="${stored.id}.txt"`);
    return c.text(makeTournamentFile(stored.tournament));
  });

  /** The versions of a tournament, newest last: when, by whom, what changed. */
  app.get('/api/tournaments/:id/history', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    await directing(c, tid);
    const r = await store.history(tid);
    if (!r.ok) throw fromArbiterError(r.error);
    return c.json({ versions: r.value });
  });

  /** One earlier version of a tournament, to look at before bringing it back. */
  app.get('/api/tournaments/:id/history/:version', async (c) => {
    const p = params('path', c.req.param(), idAndVersion);
    await directing(c, p.id);
    const r = await store.version(p.id, p.version);
    if (!r.ok) throw fromArbiterError(r.error);
    return c.json({ version: p.version, tournament: r.value });
  });

  /** Brings back an earlier version (itself a new version, so it can be undone the same way). */
  app.post('/api/tournaments/:id/history/:version/restore', async (c) => {
    const p = params('path', c.req.param(), idAndVersion);
    const r = await store.restore(p.id, p.version, await directing(c, p.id));
    if (!r.ok) throw fromArbiterError(r.error);
    return c.json(tournamentView(r.value));
  });

  app.post('/api/tournaments/:id/players', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, newPlayerSchema);
    let added: unknown;
    return change(
      c,
      p.id,
      (t) => {
        const r = addPlayer(t, b);
        if (!r.ok) return r;
        added = r.value.player;
        return ok(r.value.tournament);
      },
      () => ({ added: [added] }),
    );
  });

  app.post('/api/tournaments/:id/players/import', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, importSchema);
    const list = await store.playerList();
    if (!list) throw new HttpError(409, 'no-player-list', 'no player list is imported yet: import players.csv first');
    if (!list.ok) throw new HttpError(500, 'damaged', `the player list is damaged: ${list.error.message}`);
    const wanted: ListedPlayer[] = [];
    for (const [ids, what, of] of [
      [b.federationIds ?? [], 'federation id', (x: ListedPlayer) => x.federationId],
      [b.fideIds ?? [], 'FIDE id', (x: ListedPlayer) => x.fideId],
    ] as const) {
      for (const fid of ids) {
        const found = findListedById(list.value.players, fid).find((x) => of(x) === fid);
        if (!found) throw new HttpError(422, 'unknown-player', `${what} ${fid} is not in the player list`);
        wanted.push(found);
      }
    }
    for (const { row, name } of b.rows ?? []) {
      const found = list.value.players.find((x) => x.row === row);
      if (!found || found.name !== name) throw new HttpError(409, 'conflict', `the player list changed since it was searched (row ${row} is not ${name}): search again`);
      wanted.push(found);
    }
    if (b.club !== undefined) {
      const members = findListedByClub(list.value.players, b.club);
      if (members.length === 0) throw new HttpError(422, 'unknown-club', `club ${b.club} has no players in the player list`);
      wanted.push(...members);
    }
    let added: string[] = [];
    let skipped: string[] = [];
    return change(
      c,
      p.id,
      (t) => {
        const r = addListedPlayers(t, wanted.map(playerOfList));
        if (!r.ok) return r;
        added = r.value.added.map((x) => x.name);
        skipped = r.value.skipped.map((x) => x.name);
        return ok(r.value.tournament);
      },
      () => ({ added, skipped }),
    );
  });

  app.post('/api/tournaments/:id/players/:player/withdraw', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    return change(c, p.id, (t) => withdrawPlayer(t, p.player));
  });

  app.post('/api/tournaments/:id/players/:player/reinstate', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    return change(c, p.id, (t) => reinstatePlayer(t, p.player));
  });

  /** Changes a player's fields (an empty text clears one); `force` for a field the paired rounds were ranked by. */
  app.patch('/api/tournaments/:id/players/:player', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    const { force, ...fields } = await body(c, editPlayerSchema);
    let warnings: string[] = [];
    return change(
      c,
      p.id,
      (t) => {
        const r = editPlayer(t, p.player, fields as PlayerEdit, { force: force ?? false });
        if (!r.ok) return r;
        warnings = r.value.warnings;
        return ok(r.value.tournament);
      },
      () => ({ warnings }),
    );
  });

  /** Removes a player added by mistake (one without games). */
  app.delete('/api/tournaments/:id/players/:player', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    return change(c, p.id, (t) => removePlayer(t, p.player));
  });

  /** Announces an absence or a requested bye for the next round, or for round `round` later on. */
  app.put('/api/tournaments/:id/absences/:player', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    const b = await body(c, absenceSchema);
    return change(c, p.id, (t) => markAbsent(t, p.player, b.kind, b.round));
  });

  app.delete('/api/tournaments/:id/absences/:player', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    const q = params('query', c.req.query(), roundQuery);
    return change(c, p.id, (t) => markPresent(t, p.player, q.round));
  });

  const pairsOf = (b: z.infer<typeof pairingSchema>): [number, number][] => b.pairs.map((x) => [x.white, x.black]);

  app.post('/api/tournaments/:id/rounds/check', async (c) => {
    const p = params('path', c.req.param(), id);
    await directing(c, p.id);
    const b = await body(c, pairingSchema);
    const stored = await load(p.id);
    return c.json(attempt(() => checkManualPairing(stored.tournament, pairsOf(b), b.byes)));
  });

  /** Pairs the next round: by the system's engine (in a worker for a large event), or by hand. */
  app.post('/api/tournaments/:id/rounds', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, autoOrManualSchema);
    let warnings: readonly unknown[] = [];
    let notes: readonly string[] = [];
    const allowPending = b.allowPending ?? false;
    return change(
      c,
      p.id,
      async (t) => {
        if (b.mode === 'auto') {
          const ready = readyToPair(t, { allowPending });
          if (!ready.ok) return ready;
          const computed = await pool.run({ kind: 'pair', tournament: t, allowPending });
          if (!computed.ok) return computed;
          if (computed.value.kind !== 'pair') throw new Error('the pool answered another task');
          const r = pairNextRound(t, { allowPending, paired: computed.value.paired });
          if (!r.ok) return r;
          notes = r.value.paired.notes;
          return ok(r.value.tournament);
        }
        const r = pairByHand(t, { pairs: pairsOf(b), byes: b.byes, force: true, allowPending });
        if (!r.ok) return r;
        warnings = r.value.warnings;
        return ok(r.value.tournament);
      },
      () => ({ warnings, notes }),
    );
  });

  /** Pairs the current round again by hand (while it has no results). */
  app.put('/api/tournaments/:id/rounds/:round', async (c) => {
    const p = params('path', c.req.param(), idAndRound);
    const b = await body(c, pairingSchema);
    let warnings: readonly unknown[] = [];
    return change(
      c,
      p.id,
      (t) => {
        if (p.round !== t.rounds.length) return err({ code: 'no-round', message: `round ${p.round} is not the current round` });
        const r = pairByHand(t, { pairs: pairsOf(b), byes: b.byes, replace: true, force: true });
        if (!r.ok) return r;
        warnings = r.value.warnings;
        return ok(r.value.tournament);
      },
      () => ({ warnings }),
    );
  });

  app.delete('/api/tournaments/:id/rounds/:round', async (c) => {
    const p = params('path', c.req.param(), idAndRound);
    return change(c, p.id, (t) => {
      if (p.round !== t.rounds.length) return err({ code: 'invalid', message: `only the last round (${t.rounds.length || 'none'}) can be undone` });
      return undoLastRound(t);
    });
  });

  /**
   * Enters a result (or `postponed`, or null to clear it). With `previous`, what the screen showed: a board
   * another screen changed meanwhile is refused (409) saying what it holds and what was entered.
   */
  app.put('/api/tournaments/:id/rounds/:round/games/:board', async (c) => {
    const p = params('path', c.req.param(), idRoundBoard);
    const b = await body(c, resultSchema);
    const entry = (x: string | null): ResultEntry => (x === null ? undefined : x === 'postponed' ? 'postponed' : parseGameResult(x));
    return change(c, p.id, (t) => {
      const r = enterResult(t, { board: p.board }, entry(b.result), { round: p.round, shown: b.previous === undefined ? undefined : { was: entry(b.previous) } });
      return r.ok ? ok(r.value.tournament) : r;
    });
  });

  app.get('/api/tournaments/:id/standings', async (c) => {
    const p = params('path', c.req.param(), id);
    const q = params('query', c.req.query(), standingsQuery);
    const stored = await load(p.id);
    const s = await standingsOf(stored.tournament, q.after);
    const tiebreakInfo = s.tiebreaks?.map((name) => ({ name, acronym: TIEBREAK_INFO[name].acronym, title: TIEBREAK_INFO[name].title, article: TIEBREAK_INFO[name].article }));
    // Live rating change and performance (FIDE or USCF), after each result (issue 7).
    const today = new Date();
    const ratings =
      q.ratings === undefined
        ? undefined
        : attempt(() => tournamentRatings(stored.tournament, { system: q.ratings!, afterRound: q.after, endDate: today.toISOString().slice(0, 10), year: today.getFullYear() }));
    if (ratings && !ratings.ok) throw new HttpError(422, ratings.error.code, ratings.error.message);
    return c.json({
      revision: stored.revision,
      ...s,
      ...(tiebreakInfo ? { tiebreakInfo } : {}),
      ...(ratings?.ok ? { ratings: Object.fromEntries(ratings.value.map((r) => [r.id, r])) } : {}),
    });
  });

  /** Ranks and scores after each round, for the chart. */
  app.get('/api/tournaments/:id/progress', async (c) => {
    const stored = await load(params('path', c.req.param(), id).id);
    const t = stored.tournament;
    const all = await standingsOf.many(
      t,
      t.rounds.map((r) => r.number),
    );
    const rounds = t.rounds.map((r, i) => ({ round: r.number, rows: all[i]!.rows.map((x) => ({ id: x.id, rank: x.rank, score: x.score })) }));
    return c.json({ players: t.players.map((x) => ({ id: x.id, name: x.name })), rounds });
  });

  /** A player's score line by line (systems that score with values). */
  app.get('/api/tournaments/:id/players/:player/explain', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    const q = params('query', c.req.query(), afterQuery);
    const stored = await load(p.id);
    const r = explainScore(stored.tournament, p.player, q.after);
    if (!r.ok) throw fromArbiterError(r.error);
    return c.json(r.value);
  });

  /** Server-sent events: `change` with the new revision whenever the tournament changes. */
  app.get('/api/tournaments/:id/events', async (c) => {
    const stored = await load(params('path', c.req.param(), id).id);
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | undefined;
      let changed = false; // set by the store's watcher, while the loop below awaits
      const takeChange = () => {
        const was = changed;
        changed = false;
        return was;
      };
      const stop = store.watch((changedId) => {
        if (changedId !== stored.id) return;
        changed = true;
        wake?.();
      });
      stream.onAbort(() => {
        stop();
        wake?.();
      });
      let revision = stored.revision;
      await stream.writeSSE({ event: 'revision', data: revision });
      const ended = () => stream.aborted || stream.closed; // set by the client's leaving, while this awaits
      while (!ended()) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 15_000);
        });
        wake = undefined;
        if (ended()) break;
        if (takeChange()) {
          const now = await store.get(stored.id);
          if (now.ok && now.value.revision !== revision) {
            revision = now.value.revision;
            await stream.writeSSE({ event: 'revision', data: revision });
            continue;
          }
        }
        await stream.write(': keep-alive\n\n');
      }
      stop();
    });
  });

  app.get('/api/playerlist', async (c) => {
    directorOf(c);
    const q = params('query', c.req.query(), playerListQuery);
    const list = await store.playerList();
    if (!list) return c.json({ imported: false, count: 0, players: [] });
    if (!list.ok) throw new HttpError(500, 'damaged', `the player list is damaged: ${list.error.message}`);
    const found = searchListed(list.value.players, q.q ?? '', { club: q.club, limit: q.limit });
    return c.json({ imported: true, count: list.value.players.length, matches: found.matches, players: found.players });
  });

  /** Reads a player list file as it would be saved, and saves nothing: what was found, and the first players. */
  app.post('/api/playerlist/preview', async (c) => {
    directorOf(c);
    const { file, options } = await playerListFile(c);
    const r = parsePlayerList(file, options);
    if (!r.ok) throw new HttpError(422, r.error.code, r.error.message, r.error.rows.slice(0, 50));
    return c.json(playerListReport(r.value, 10));
  });

  app.put('/api/playerlist', async (c) => {
    directorOf(c);
    const { file, options } = await playerListFile(c);
    const r = await store.savePlayerList(file, options);
    if (!r.ok) throw new HttpError(422, r.error.code, r.error.message, r.error.rows.slice(0, 50));
    return c.json({ imported: true, ...playerListReport(r.value, 0) });
  });

  app.all('/api/*', (c) => errorResponse(c, new HttpError(404, 'not-found', `no such request: ${c.req.method} ${new URL(c.req.url).pathname}`)));

  if (webRoot) app.get('*', staticFiles(webRoot));
  return app;
}
