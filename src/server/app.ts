import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ABSENCE_KINDS, type Round } from '../core/round.js';
import { GAME_RESULTS, parseGameResult } from '../core/game.js';
import { SYSTEMS, type SystemName } from '../core/settings.js';
import { ok, type ArbiterError, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import {
  addListedPlayers,
  addPlayer,
  addRound,
  findGame,
  markAbsent,
  markPresent,
  readyToPair,
  replaceLastRound,
  setResult,
  undoLastRound,
  withdrawPlayer,
} from '../core/tournamentOps.js';
import { defaultSettings, settingsSpecs } from '../formats/tournamentFile.js';
import { makeTournamentFile } from '../formats/tournamentFile.js';
import { describeSource, parsePlayerList, playerOfList, type ListedPlayer, type PlayerList } from '../formats/playerList.js';
import { findListedByClub, findListedById, searchListed } from '../formats/listSearch.js';
import { RATING_LISTS } from '../formats/fideRatingList.js';
import { readTrfFile, TRF_FORMATS } from '../formats/trfFile.js';
import { tournamentFromTrf } from '../formats/trfTournament.js';
import { makeTournamentTrf } from '../formats/trfExport.js';
import { idFromName, type StoredTournament, type TournamentStore } from '../store/store.js';
import { checkManualPairing } from '../pairing/index.js';
import { ComputePool } from './computePool.js';
import { standings, type Standings } from '../scoring/standings.js';
import { TOURNAMENT_RATING_SYSTEMS, tournamentRatings } from '../rating/tournamentRatings.js';
import { explainKeizerScore } from '../scoring/keizer.js';
import { TIEBREAK_INFO } from '../scoring/tiebreaks.js';
import { checkText, checkTournamentDetails, TEXT_LIMITS } from '../core/fields.js';
import { setDetails } from '../formats/tournamentDetails.js';
import { fixedSchedule, hasFixedSchedule, playerNumbers } from '../pairing/numbers.js';
import { attempt, body, errorResponse, fromArbiterError, HttpError, params } from './http.js';
import { staticFiles } from './static.js';
import { allowedHosts, directorOf, requestChecks, sessions, type AppEnv, type HostRule } from './security.js';
import { registerAuthRoutes, type AuthOptions } from './authRoutes.js';
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
  birthDate: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/, 'expected YYYY-MM-DD or YYYY').optional(),
  kFactor: z.number().int().min(1).max(100).optional(),
  gamesPlayed: z.number().int().min(0).optional(),
});
const importSchema = z
  .object({
    federationIds: z.array(z.string().trim().min(1)).max(1000).optional(),
    fideIds: z.array(z.string().trim().min(1)).max(1000).optional(),
    /** Players of a list without ids: the row in the stored list and the name found there. */
    rows: z.array(z.object({ row: z.number().int().positive(), name: z.string() })).max(1000).optional(),
    club: z.string().trim().min(1).optional(),
  })
  .refine((b) => (b.federationIds?.length ?? 0) > 0 || (b.fideIds?.length ?? 0) > 0 || (b.rows?.length ?? 0) > 0 || b.club !== undefined, 'give federationIds, fideIds, rows or a club');
/** A player list file: its bytes in base64 (the encoding is found from the bytes), or its text. */
const playerListSchema = z
  .object({
    bytes: z.string().optional(),
    text: z.string().optional(),
    ratingList: z.enum(RATING_LISTS).optional(),
    federation: z.string().trim().max(3).optional(),
  })
  .refine((b) => (b.bytes === undefined) !== (b.text === undefined), 'give the file as bytes (base64) or as text');
const absenceSchema = z.object({ kind: z.enum(ABSENCE_KINDS) });
const pairingSchema = z.object({
  pairs: z.array(z.object({ white: z.number().int().positive(), black: z.number().int().positive() })).max(500),
  byes: z.array(z.number().int().positive()).max(50).default([]),
});
const autoOrManualSchema = z.union([z.object({ mode: z.literal('auto') }), pairingSchema.extend({ mode: z.literal('manual') })]);
const resultText = z.string().refine((s) => parseGameResult(s) !== undefined, `expected one of ${GAME_RESULTS.join(', ')}`);
const resultSchema = z.object({
  result: resultText.nullable(),
  /** The result the client showed; when the board has another one meanwhile, the change is refused (409). */
  previous: resultText.nullable().optional(),
});
const playerListQuery = z.object({ q: z.string().trim().max(100).optional(), club: z.string().trim().max(100).optional(), limit: z.coerce.number().int().min(1).max(500).default(20) });

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
  return {
    id: stored.id,
    revision: stored.revision,
    tournament: t,
    /** Each player's number as the sheets print it (start numbers, Berger numbers, …), by player. */
    numbers: Object.fromEntries(playerNumbers(t)),
    /** True for the systems whose rounds are fixed in advance (a schedule can be printed). */
    hasSchedule: hasFixedSchedule(t),
    nextRound: t.rounds.length + 1,
    canPair: ready.ok,
    ...(ready.ok ? {} : { pairBlocked: ready.error.message }),
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
  /** The director of a request that changes (or reads the private parts of) a tournament he directs. */
  const directing = async (c: Context<AppEnv>, tid: string): Promise<string> => {
    const director = directorOf(c);
    if (!mayDirect(await store.accounts.access(tid), director)) throw new HttpError(403, 'not-yours', `you do not direct tournament "${tid}"; its owner can add you`);
    return director;
  };
  /** Applies a change under the tournament's lock and answers with the new view (and a report). */
  const change = async (c: Context<AppEnv>, tid: string, f: (t: Tournament) => Result<Tournament, ArbiterError> | Promise<Result<Tournament, ArbiterError>>, report?: () => unknown) => {
    const r = await store.update(tid, f, await directing(c, tid));
    if (!r.ok) throw fromArbiterError(r.error);
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

  app.get('/api/systems', (c) =>
    c.json(
      SYSTEMS.map((system) => {
        const defaults = defaultSettings(system);
        return { system, options: settingsSpecs(system).map((s) => ({ key: s.key, help: s.help, expects: s.expects, default: s.make(defaults) })) };
      }),
    ),
  );

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
    let settings = defaultSettings(b.system as SystemName);
    for (const [key, text] of Object.entries(b.settings ?? {})) {
      const spec = settingsSpecs(b.system).find((s) => s.key === key);
      if (!spec) throw new HttpError(400, 'bad-request', `unknown setting "${key}" for the ${b.system} system`);
      if (text === '') continue;
      const next = spec.parse(text, settings);
      if (!next) throw new HttpError(422, 'setting', `setting ${key}: "${text}" is not valid (expected ${spec.expects})`);
      settings = next;
    }
    const checkedName = checkText('name', b.name, TEXT_LIMITS.tournamentName);
    if (!checkedName.ok) throw fromArbiterError(checkedName.error);
    const details = checkTournamentDetails(b.details ?? {});
    if (!details.ok) throw fromArbiterError(details.error);
    const tid = b.id ? b.id : idFromName(b.name);
    const t: Tournament = {
      name: checkedName.value,
      ...(details.value ? { details: details.value } : {}),
      ...(b.plannedRounds ? { plannedRounds: b.plannedRounds } : {}),
      settings,
      players: [],
      rounds: [],
      absences: [],
    };
    return created(c, tid, t);
  });

  /** A Swiss tournament from a FIDE TRF16 file (the export of another pairing program). */
  app.post('/api/tournaments/import-trf', async (c) => {
    directorOf(c);
    const b = await body(c, trfImportSchema);
    const trf = readTrfFile(b.trf);
    if (!trf.ok) throw new HttpError(422, trf.error.code, `the TRF file, ${trf.error.message}`);
    const title = trf.value.tournament.headers.find((h) => h.startsWith('012 '))?.slice(4).trim();
    const tournamentName = b.name ?? (title || 'Imported tournament');
    const t = tournamentFromTrf(trf.value.tournament, tournamentName);
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
    if (!schedule.value) throw new HttpError(404, 'no-schedule', `a ${stored.tournament.settings.system} tournament pairs round by round: it has no schedule before the rounds are paired`);
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

  app.put('/api/tournaments/:id/absences/:player', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    const b = await body(c, absenceSchema);
    return change(c, p.id, (t) => markAbsent(t, p.player, b.kind));
  });

  app.delete('/api/tournaments/:id/absences/:player', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    return change(c, p.id, (t) => markPresent(t, p.player));
  });

  const pairsOf = (b: z.infer<typeof pairingSchema>): [number, number][] => b.pairs.map((x) => [x.white, x.black]);
  const manualRound = (number: number, b: z.infer<typeof pairingSchema>): Round => ({
    number,
    games: b.pairs.map((x, i) => ({ board: i + 1, white: x.white, black: x.black })),
    byes: b.byes,
  });

  app.post('/api/tournaments/:id/rounds/check', async (c) => {
    const p = params('path', c.req.param(), id);
    await directing(c, p.id);
    const b = await body(c, pairingSchema);
    const stored = await load(p.id);
    return c.json(attempt(() => checkManualPairing(stored.tournament, pairsOf(b), b.byes)));
  });

  app.post('/api/tournaments/:id/rounds', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, autoOrManualSchema);
    let warnings: readonly unknown[] = [];
    let notes: readonly string[] = [];
    return change(
      c,
      p.id,
      async (t) => {
        const ready = readyToPair(t);
        if (!ready.ok) return ready;
        if (b.mode === 'auto') {
          const computed = await pool.run({ kind: 'pair', tournament: t });
          if (!computed.ok) return computed;
          if (computed.value.kind !== 'pair') throw new Error('the pool answered another task');
          notes = computed.value.paired.notes;
          return addRound(t, computed.value.paired.round);
        }
        const round = manualRound(ready.value, b);
        const checked = attempt(() => checkManualPairing(t, pairsOf(b), b.byes));
        if (checked.errors.length) throw new HttpError(422, 'pairing', checked.errors.join('; '), checked);
        warnings = checked.warnings;
        return addRound(t, round);
      },
      () => ({ warnings, notes }),
    );
  });

  app.put('/api/tournaments/:id/rounds/:round', async (c) => {
    const p = params('path', c.req.param(), idAndRound);
    const b = await body(c, pairingSchema);
    let warnings: readonly unknown[] = [];
    return change(
      c,
      p.id,
      (t) => {
        const round = manualRound(p.round, b);
        const without: Tournament = { ...t, rounds: t.rounds.filter((r) => r.number !== p.round) };
        const checked = attempt(() => checkManualPairing(without, pairsOf(b), b.byes));
        if (checked.errors.length) throw new HttpError(422, 'pairing', checked.errors.join('; '), checked);
        warnings = checked.warnings;
        return replaceLastRound(t, round);
      },
      () => ({ warnings }),
    );
  });

  app.delete('/api/tournaments/:id/rounds/:round', async (c) => {
    const p = params('path', c.req.param(), idAndRound);
    return change(c, p.id, (t) => {
      if (p.round !== t.rounds.length) return { ok: false, error: { code: 'invalid', message: `only the last round (${t.rounds.length || 'none'}) can be undone` } };
      return undoLastRound(t);
    });
  });

  app.put('/api/tournaments/:id/rounds/:round/games/:board', async (c) => {
    const p = params('path', c.req.param(), idRoundBoard);
    const b = await body(c, resultSchema);
    const result = b.result === null ? undefined : parseGameResult(b.result);
    return change(c, p.id, (t) => {
      if (b.previous !== undefined) {
        const found = findGame(t, { board: p.board }, p.round);
        if (!found.ok) return found;
        const now = found.value.game.result;
        const expected = b.previous === null ? undefined : parseGameResult(b.previous);
        if (now !== expected && now !== result)
          return { ok: false, error: { code: 'conflict', message: `board ${p.board} of round ${p.round} has ${now ?? 'no result'} now (entered elsewhere meanwhile); look again and re-enter if it is wrong` } };
      }
      return setResult(t, { board: p.board }, result, p.round);
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
    const ratings = q.ratings === undefined ? undefined : attempt(() => tournamentRatings(stored.tournament, { system: q.ratings!, afterRound: q.after, endDate: today.toISOString().slice(0, 10), year: today.getFullYear() }));
    if (ratings && !ratings.ok) throw new HttpError(422, ratings.error.code, ratings.error.message);
    return c.json({ revision: stored.revision, ...s, ...(tiebreakInfo ? { tiebreakInfo } : {}), ...(ratings?.ok ? { ratings: Object.fromEntries(ratings.value.map((r) => [r.id, r])) } : {}) });
  });

  /** Ranks and scores after each round, for the chart. */
  app.get('/api/tournaments/:id/progress', async (c) => {
    const stored = await load(params('path', c.req.param(), id).id);
    const t = stored.tournament;
    const all = await standingsOf.many(t, t.rounds.map((r) => r.number));
    const rounds = t.rounds.map((r, i) => ({ round: r.number, rows: all[i]!.rows.map((x) => ({ id: x.id, rank: x.rank, score: x.score })) }));
    return c.json({ players: t.players.map((x) => ({ id: x.id, name: x.name })), rounds });
  });

  app.get('/api/tournaments/:id/players/:player/explain', async (c) => {
    const p = params('path', c.req.param(), idAndPlayer);
    const q = params('query', c.req.query(), afterQuery);
    const stored = await load(p.id);
    if (stored.tournament.settings.system !== 'keizer') throw new HttpError(422, 'not-keizer', 'the breakdown of a score is for Keizer tournaments');
    return c.json(attempt(() => explainKeizerScore(stored.tournament, p.player, q.after)));
  });

  /** Server-sent events: `change` with the new revision whenever the tournament changes. */
  app.get('/api/tournaments/:id/events', async (c) => {
    const stored = await load(params('path', c.req.param(), id).id);
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | undefined;
      let changed = false;
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
      while (!stream.aborted && !stream.closed) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 15_000);
        });
        wake = undefined;
        if (stream.aborted || stream.closed) break;
        if (changed) {
          changed = false;
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
