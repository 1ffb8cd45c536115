/**
 * Readers for the JSON that integrators send to `arbiter rating`: an event (players and games) or a what-if
 * estimate (one player and his games). Hand-written checks; every error names the field and where it is.
 */
import { err, ok, type ArbiterError, type Result } from '../core/result.js';
import { USCF_HISTORIES, USCF_SYSTEMS, type Score, type UscfEvent, type UscfHistory, type UscfPlayer } from './uscf.js';
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
export function parseJsonText(text: string, source = 'input'): Result<Json, ArbiterError> {
  if (text.trim() === '') return err({ code: 'badJson', message: `${source}: empty, expected JSON` });
  try {
    return ok(JSON.parse(text) as Json);
  } catch (e) {
    return err({ code: 'badJson', message: `${source}: not valid JSON (${(e as Error).message})` });
  }
}

function guard<T>(f: () => T): Result<T, ArbiterError> {
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

/** An event for the USCF engine. */
export function parseUscfEventJson(v: Json): Result<UscfEvent, ArbiterError> {
  return guard(() => {
    const root = obj(v, 'event');
    const players = arr(root.players, 'players').map((pv, i): UscfPlayer => {
      const path = `players[${i}]`;
      const { o, core } = playerCore(pv, path);
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
    });
    const games = checkGames(players, arr(root.games, 'games'));
    return {
      system: oneOf(root, 'system', 'event', USCF_SYSTEMS) ?? 'regular',
      endDate: date(root, 'endDate', 'event'),
      match: bool(root, 'match', 'event'),
      matchFloorLoweringGranted: bool(root, 'matchFloorLoweringGranted', 'event'),
      players,
      games,
    };
  });
}

/** An event for the FIDE engine. */
export function parseFideEventJson(v: Json): Result<FideEvent, ArbiterError> {
  return guard(() => {
    const root = obj(v, 'event');
    const players = arr(root.players, 'players').map((pv, i): FidePlayer => {
      const path = `players[${i}]`;
      const { o, core } = playerCore(pv, path);
      return { ...core, k: num(o, 'k', path, { min: 1 }) };
    });
    const games = checkGames(players, arr(root.games, 'games'));
    return {
      chapter: oneOf(root, 'chapter', 'event', FIDE_CHAPTERS),
      year: num(root, 'year', 'event', { min: 1900, int: true }),
      players,
      games,
    };
  });
}

export interface EstimateInput {
  readonly player: {
    readonly rating?: number | undefined;
    readonly games?: number | undefined;
    readonly k?: number | undefined;
    readonly history?: UscfHistory | undefined;
    readonly peak?: number | undefined;
    readonly birthDate?: string | undefined;
    readonly year?: number | undefined;
  };
  readonly games: readonly { readonly opponent: number; readonly score: Score }[];
}

/** `{"player": {...}, "games": [{"opponent": 1400, "result": 1}, …]}`. */
export function parseEstimateJson(v: Json): Result<EstimateInput, ArbiterError> {
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
    return {
      player: {
        rating: num(p, 'rating', 'player', { min: 0 }),
        games: num(p, 'games', 'player', { min: 0, int: true }),
        k: num(p, 'k', 'player', { min: 1 }),
        history: oneOf<UscfHistory>(p, 'history', 'player', USCF_HISTORIES),
        peak: num(p, 'peak', 'player', { min: 0 }),
        birthDate: date(p, 'birthDate', 'player'),
        year: num(p, 'year', 'player', { min: 1900, int: true }),
      },
      games,
    };
  });
}
