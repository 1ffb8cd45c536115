/**
 * Readers for the JSON that integrators send to `arbiter rating`: an event (players and games) or a what-if
 * estimate (one player and his games). Hand-written checks; every error names the field and where it is.
 */
import { err, ok, type Result } from '../core/result.js';
import { USCF_HISTORIES, USCF_SYSTEMS, systemsForTimeControl, type DualEvent, type DualPlayer, type Score, type UscfEvent, type UscfHistory, type UscfPlayer } from './uscf.js';
import { FIDE_CHAPTERS, type FideEvent, type FidePlayer } from './fide.js';

type Json = unknown;
type Obj = Record<string, Json>;

class InputError extends Error {}

const bad = (path: string, what: string): never => {
  throw new InputError(`${path}: ${what}`);
};

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function obj(v: Json, path: string): Obj {
  return isObj(v) ? v : bad(path, 'must be an object');
}

function arr(v: Json, path: string): Json[] {
  return Array.isArray(v) ? v : bad(path, 'must be an array');
}

function num(o: Obj, key: string, path: string, opts: { min?: number; int?: boolean } = {}): number | undefined {
  const v = o[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v)) return bad(`${path}.${key}`, `must be a number, got ${JSON.stringify(v)}`);
  if (opts.min !== undefined && v < opts.min) return bad(`${path}.${key}`, `must be ≥ ${opts.min}, got ${v}`);
  if (opts.int && !Number.isInteger(v)) return bad(`${path}.${key}`, `must be a whole number, got ${v}`);
  return v;
}

function str(o: Obj, key: string, path: string): string | undefined {
  const v = o[key];
  if (v === undefined || v === null) return undefined;
  return typeof v === 'string' ? v : bad(`${path}.${key}`, `must be a string, got ${JSON.stringify(v)}`);
}

function bool(o: Obj, key: string, path: string): boolean | undefined {
  const v = o[key];
  if (v === undefined || v === null) return undefined;
  return typeof v === 'boolean' ? v : bad(`${path}.${key}`, `must be true or false, got ${JSON.stringify(v)}`);
}

function oneOf<T extends string>(o: Obj, key: string, path: string, values: readonly T[]): T | undefined {
  const v = str(o, key, path);
  if (v === undefined) return undefined;
  return (values as readonly string[]).includes(v) ? (v as T) : bad(`${path}.${key}`, `must be one of ${values.join(', ')}, got "${v}"`);
}

function date(o: Obj, key: string, path: string): string | undefined {
  const v = str(o, key, path);
  if (v === undefined) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : bad(`${path}.${key}`, `must be a date YYYY-MM-DD, got "${v}"`);
}

function id(o: Obj, key: string, path: string): string {
  const v = o[key];
  if (typeof v === 'string' && v.trim() !== '') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return bad(`${path}.${key}`, v === undefined ? 'is missing' : `must be a player id (number or text), got ${JSON.stringify(v)}`);
}

function result(o: Obj, key: string, path: string): Score {
  const v = o[key];
  if (v === 1 || v === 0.5 || v === 0) return v;
  return bad(`${path}.${key}`, v === undefined ? 'is missing (1, 0.5 or 0)' : `must be 1, 0.5 or 0, got ${JSON.stringify(v)}`);
}

/** Parses JSON text, turning a syntax error into one line. */
export function parseJsonText(text: string, source = 'input'): Result<Json> {
  if (text.trim() === '') return err({ code: 'badJson', message: `${source}: empty, expected JSON` });
  try {
    return ok(JSON.parse(text) as Json);
  } catch (e) {
    return err({ code: 'badJson', message: `${source}: not valid JSON (${(e as Error).message})` });
  }
}

function guard<T>(f: () => T): Result<T> {
  try {
    return ok(f());
  } catch (e) {
    if (e instanceof InputError) return err({ code: 'badInput', message: e.message });
    throw e;
  }
}

/** Common player fields of an event. */
interface PlayerCore {
  id: string;
  rating?: number | undefined;
  games?: number | undefined;
  peak?: number | undefined;
  birthDate?: string | undefined;
}

function playerCore(v: Json, path: string): { o: Obj; core: PlayerCore } {
  const o = obj(v, path);
  return {
    o,
    core: {
      id: id(o, 'id', path),
      rating: num(o, 'rating', path, { min: 0 }),
      games: num(o, 'games', path, { min: 0, int: true }),
      peak: num(o, 'peak', path, { min: 0 }),
      birthDate: date(o, 'birthDate', path),
    },
  };
}

function checkGames(players: readonly { id: string }[], games: Json[]): { white: string; black: string; result: Score }[] {
  const ids = new Set<string>();
  players.forEach((p, i) => {
    if (ids.has(p.id)) bad(`players[${i}].id`, `"${p.id}" appears twice`);
    ids.add(p.id);
  });
  return games.map((gv, i) => {
    const path = `games[${i}]`;
    const g = obj(gv, path);
    const white = id(g, 'white', path);
    const black = id(g, 'black', path);
    for (const [side, pid] of [
      ['white', white],
      ['black', black],
    ] as const)
      if (!ids.has(pid)) bad(`${path}.${side}`, `player "${pid}" is not in players`);
    if (white === black) bad(path, `player "${white}" cannot play himself`);
    return { white, black, result: result(g, 'result', path) };
  });
}

function withoutId(p: UscfPlayer): Omit<UscfPlayer, 'id'> {
  return Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'id'));
}

function uscfPlayer(pv: Json, path: string): UscfPlayer {
  const { o, core } = playerCore(pv, path);
  if (core.rating !== undefined && core.games === undefined) bad(`${path}.games`, 'is missing (N: the number of games behind the rating)');
  return {
    ...core,
    fide: num(o, 'fide', path, { min: 0 }),
    cfc: num(o, 'cfc', path, { min: 0 }),
    foreign: num(o, 'foreign', path, { min: 0 }),
    otherRating: num(o, 'otherRating', path, { min: 0 }),
    otherGames: num(o, 'otherGames', path, { min: 0, int: true }),
    adult: bool(o, 'adult', path),
    history: oneOf<UscfHistory>(o, 'history', path, USCF_HISTORIES),
    wins: num(o, 'wins', path, { min: 0, int: true }),
    draws: num(o, 'draws', path, { min: 0, int: true }),
    events: num(o, 'events', path, { min: 0, int: true }),
    olm: bool(o, 'olm', path),
    prizeFloor: num(o, 'prizeFloor', path, { min: 0 }),
    matchChange180Days: num(o, 'matchChange180Days', path),
    matchChange3Years: num(o, 'matchChange3Years', path),
  };
}

/** A USCF event: rated in one system, or dual-rated (both systems, each player with a `quick` record). */
export type UscfEventInput = { readonly kind: 'single'; readonly event: UscfEvent } | { readonly kind: 'dual'; readonly event: DualEvent };

/**
 * An event for the USCF engine. `system` is "regular", "quick" or "dual"; without it, `timeControl` (G/minutes)
 * decides (§Intro), else "regular". In a dual event a player's own fields are his Regular record and `quick`
 * holds his Quick record.
 */
export function parseUscfEventJson(v: Json): Result<UscfEventInput> {
  return guard((): UscfEventInput => {
    const root = obj(v, 'event');
    let system = oneOf(root, 'system', 'event', [...USCF_SYSTEMS, 'dual'] as const);
    const tc = num(root, 'timeControl', 'event', { min: 0 });
    if (system === undefined && tc !== undefined) {
      const systems = systemsForTimeControl(tc);
      if (systems.length === 0) bad('event.timeControl', `G/${tc} is not rated by USCF (Quick is G/5 to G/60, Regular G/30 or slower)`);
      system = systems.length === 2 ? 'dual' : systems[0];
    }
    const players = arr(root.players, 'players').map((pv, i) => uscfPlayer(pv, `players[${i}]`));
    const games = checkGames(players, arr(root.games, 'games'));
    const endDate = date(root, 'endDate', 'event');
    if (system === 'dual') {
      if (root.match !== undefined) bad('event.match', 'a match is rated in one system; give "system"');
      const dual = players.map((p, i): DualPlayer => {
        const q = obj(arr(root.players, 'players')[i], `players[${i}]`).quick;
        const quick = q === undefined ? {} : withoutId(uscfPlayer({ ...obj(q, `players[${i}].quick`), id: p.id }, `players[${i}].quick`));
        return { id: p.id, regular: withoutId(p), quick };
      });
      return { kind: 'dual', event: { endDate, players: dual, games } };
    }
    return {
      kind: 'single',
      event: {
        system: system ?? 'regular',
        endDate,
        match: bool(root, 'match', 'event'),
        matchFloorLoweringGranted: bool(root, 'matchFloorLoweringGranted', 'event'),
        players,
        games,
      },
    };
  });
}

/** An event for the FIDE engine. */
export function parseFideEventJson(v: Json): Result<FideEvent> {
  return guard(() => {
    const root = obj(v, 'event');
    const players = arr(root.players, 'players').map((pv, i): FidePlayer => {
      const path = `players[${i}]`;
      const { o, core } = playerCore(pv, path);
      const k = num(o, 'k', path, { min: 1 });
      if (core.rating !== undefined && k === undefined && core.games === undefined) bad(path, 'a rated player needs "k", or "games" (with "birthDate" and "peak") to derive K');
      return { ...core, k, standard: num(o, 'standard', path, { min: 0 }) };
    });
    const games = checkGames(players, arr(root.games, 'games'));
    return {
      chapter: oneOf(root, 'chapter', 'event', FIDE_CHAPTERS),
      year: num(root, 'year', 'event', { min: 1900, int: true }),
      startDate: date(root, 'startDate', 'event'),
      players,
      games,
    };
  });
}

export interface EstimateInput {
  /** The player's record: USCF fields (rating, games, fide, cfc, birthDate, history, floors…) and FIDE's `k`. */
  readonly player: Omit<UscfPlayer, 'id'> & { readonly k?: number | undefined; readonly year?: number | undefined };
  readonly games: readonly { readonly opponent: number; readonly score: Score }[];
  readonly system?: UscfEvent['system'] | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
}

/** `{"player": {...}, "games": [{"opponent": 1400, "result": 1}, …]}`. */
export function parseEstimateJson(v: Json): Result<EstimateInput> {
  return guard(() => {
    const root = obj(v, 'input');
    const p = obj(root.player ?? bad('player', 'is missing'), 'player');
    const games = arr(root.games, 'games').map((gv, i) => {
      const path = `games[${i}]`;
      const g = obj(gv, path);
      const opponent = num(g, 'opponent', path, { min: 0 });
      if (opponent === undefined) bad(`${path}.opponent`, 'is missing (the opponent’s rating)');
      return { opponent: opponent as number, score: result(g, 'result', path) };
    });
    const k = num(p, 'k', 'player', { min: 1 });
    if (p.rating !== undefined && p.rating !== null && p.games === undefined && k === undefined)
      bad('player.games', 'is missing (N: the number of games behind the rating; FIDE also accepts "k")');
    // The USCF record's own check (a rating needs its N) is replaced by the one above, which also accepts "k".
    const record = withoutId(uscfPlayer({ ...p, id: 'player', games: p.games ?? 0 }, 'player'));
    return {
      player: { ...record, games: num(p, 'games', 'player'), k, year: num(p, 'year', 'player', { min: 1900, int: true }) },
      games,
      system: oneOf(root, 'system', 'input', USCF_SYSTEMS),
      startDate: date(root, 'startDate', 'input'),
      endDate: date(root, 'endDate', 'input'),
    };
  });
}
