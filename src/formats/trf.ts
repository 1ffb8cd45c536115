/**
 * FIDE Tournament Report File (TRF16) with the pairing-engine extensions used by bbpPairings and JaVaFo:
 * `XXR n` total rounds, `XXC white1|black1 [rank]` initial colour, `XXA` acceleration points per round,
 * `XXP a b …` forbidden pairs, `BBW/BBD/BBL/BBZ/BBF/BBU` point values (win, draw, loss, zero-point bye,
 * forfeit loss, pairing-allocated bye). Lines may end with CR, LF or CRLF.
 *
 * Points are kept as numbers with one decimal (e.g. 1.5); the writer prints them with one decimal.
 */
import { err, ok, type Result } from '../core/result.js';
import type { PointValues } from '../core/settings.js';

export const TRF_ERROR_CODES = ['trf.line', 'trf.duplicate', 'trf.empty'] as const;
export type TrfErrorCode = (typeof TRF_ERROR_CODES)[number];

export interface TrfError {
  readonly code: TrfErrorCode;
  readonly message: string;
  /** 1-based line number. */
  readonly line: number;
  /** 1-based column of the offending field. */
  readonly column: number;
}

/** Colour column of a round entry: `w`, `b`, `-` (no colour / not played) or blank. */
export const TRF_COLOURS = ['w', 'b', '-', ' '] as const;
export type TrfColour = (typeof TRF_COLOURS)[number];

/**
 * Result column of a round entry. `1 0 =` (also `W L D`) played; `+ -` forfeit win/loss;
 * `U` pairing-allocated bye; `F H Z` requested full/half/zero-point bye; blank = zero-point bye.
 */
/** The round results (C.04 Annex 2), and `X`: an unknown result, e.g. an adjourned game (TRF-2026 162 X, scored as D by default). */
export const TRF_RESULTS = ['1', '0', '=', 'W', 'L', 'D', '+', '-', 'U', 'F', 'H', 'Z', 'X', ' '] as const;
export type TrfResult = (typeof TRF_RESULTS)[number];

/** One round of a player's 001 line. `opponent` 0 means none (`0000` or blank). */
export interface TrfRoundEntry {
  readonly opponent: number;
  readonly colour: TrfColour;
  readonly result: TrfResult;
}

export interface TrfPlayer {
  readonly id: number;
  readonly sex: string;
  readonly title: string;
  readonly name: string;
  readonly rating: number | undefined;
  readonly federation: string;
  readonly fideId: string;
  readonly birthDate: string;
  readonly points: number;
  readonly rank: number | undefined;
  /** Round 1 first; a round with nothing written is an all-blank entry. */
  readonly rounds: readonly TrfRoundEntry[];
}

/** Point values of the BB? lines (core `PointValues`); undefined = the default. */
export type TrfPointValues = PointValues;

export interface TrfTournament {
  /** Lines that are kept verbatim (012 name, 022 city, …), in file order. */
  readonly headers: readonly string[];
  readonly players: readonly TrfPlayer[];
  /** XXR: the total number of rounds. */
  readonly totalRounds: number | undefined;
  /** XXC white1/black1: the colour of the first player in round 1. */
  readonly initialColour: 'white' | 'black' | undefined;
  /** XXC rank: the order of the 001 lines (not the numbers) is the initial ranking. */
  readonly useRankOrder: boolean;
  /** XXA: acceleration points per round, by player number. */
  readonly accelerations: ReadonlyMap<number, readonly number[]>;
  /** XXP: each line is a group of players who must not meet. */
  readonly forbiddenPairs: readonly (readonly number[])[];
  readonly pointValues: TrfPointValues;
}

class LineError extends Error {
  constructor(
    readonly column: number,
    message: string,
  ) {
    super(message);
  }
}

const lineErr = (column: number, message: string): never => {
  throw new LineError(column, message);
};

/** Reads a number with at most one decimal, e.g. ` 1.5`, `10`. `column` is 1-based. */
function readPoints(field: string, column: number, what: string): number {
  const t = field.trim();
  if (!/^\d{1,4}(\.\d)?$/.test(t)) return lineErr(column + field.search(/\S|$/), `${what} "${t}" is not a number like 1.5`);
  return Math.round(Number(t) * 10) / 10;
}

function readId(field: string, column: number, what: string): number {
  const t = field.trim();
  if (!/^\d+$/.test(t)) return lineErr(column + Math.max(0, field.search(/\S/)), `${what} "${t}" is not a player number`);
  return Number(t);
}

const SPACE = 32;

/**
 * The number written in line[from, from + 4) as blanks then digits only (the common case, read without
 * making strings: `arbiter dutch` reads a thousand lines of rounds before its engine starts, issue 17);
 * −1 for anything else, which readId reads or names as an error.
 */
function digitsAt(line: string, from: number): number {
  let k = from;
  while (k < from + 4 && line.charCodeAt(k) === SPACE) k++;
  if (k === from + 4) return -1;
  let value = 0;
  for (; k < from + 4; k++) {
    const d = line.charCodeAt(k) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

function parsePlayerLine(line: string): TrfPlayer {
  if (line.length < 84) lineErr(line.length + 1, 'a 001 line needs at least 84 characters (up to the points column)');
  const id = readId(line.slice(4, 8), 5, 'start number');
  if (id === 0) lineErr(5, 'start number 0 is not allowed');
  const ratingField = line.slice(48, 52);
  const rating = ratingField.trim() === '' ? undefined : readId(ratingField, 49, 'rating');
  const points = readPoints(line.slice(80, 84), 81, 'points');
  const rankField = line.slice(85, 89);
  const rank = rankField.trim() === '' ? undefined : readId(rankField, 86, 'rank');
  const rounds: TrfRoundEntry[] = [];
  let start = 91;
  for (; start + 8 <= line.length; start += 10) {
    if ((line.charCodeAt(start - 2) !== SPACE || line.charCodeAt(start - 1) !== SPACE) && line.slice(start - 2, start).trim() !== '')
      lineErr(start - 1, 'round entries are separated by two spaces');
    let opponent = digitsAt(line, start);
    if (opponent < 0) {
      const oppField = line.slice(start, start + 4);
      opponent = oppField.trim() === '' ? 0 : readId(oppField, start + 1, 'opponent');
    }
    if (opponent === id) lineErr(start + 1, `player ${id} is listed as his own opponent`);
    if (line.charCodeAt(start + 4) !== SPACE || line.charCodeAt(start + 6) !== SPACE) lineErr(start + 5, 'a round entry is "nnnn c r" (number, colour, result)');
    const colour = line[start + 5]!;
    if (!(TRF_COLOURS as readonly string[]).includes(colour)) lineErr(start + 6, `colour "${colour}" is not w, b or -`);
    const raw = line[start + 7]!;
    const result = (raw === ' ' ? ' ' : raw.toUpperCase()) as TrfResult;
    if (!(TRF_RESULTS as readonly string[]).includes(result)) lineErr(start + 8, `result "${raw}" is not one of 1 0 = W L D + - U F H Z X`);
    const c = colour as TrfColour;
    const forfeitOrBye = '+-HFUZ '.includes(result);
    if (forfeitOrBye) {
      if (result !== '+' && result !== '-' && opponent !== 0) lineErr(start + 8, `result "${raw}" (a bye) cannot have an opponent`);
    } else if (c !== 'w' && c !== 'b' && !(result === '=' && opponent === 0)) {
      lineErr(start + 6, 'a played game needs the colour w or b');
    }
    if (opponent === 0 && (c === 'w' || c === 'b')) lineErr(start + 6, 'a bye has no colour');
    rounds.push({ opponent, colour: c, result });
  }
  if (line.slice(start - 2).trim() !== '') lineErr(start - 1, 'unexpected text after the last round entry');
  // Trailing all-blank entries are not rounds.
  while (rounds.length > 0) {
    const last = rounds[rounds.length - 1]!;
    if (last.opponent === 0 && last.colour === ' ' && last.result === ' ') rounds.pop();
    else break;
  }
  return {
    id,
    sex: line.slice(9, 10).trim(),
    title: line.slice(10, 13).trim(),
    name: line.slice(14, 47).trim(),
    rating,
    federation: line.slice(53, 56).trim(),
    fideId: line.slice(57, 68).trim(),
    birthDate: line.slice(69, 79).trim(),
    points,
    rank,
    rounds,
  };
}

/**
 * Parses one 001 line (TRF16 and TRF-2026 share its layout). The error names the 1-based column; the caller
 * adds the line.
 */
export function parseTrfPlayerLine(line: string): Result<TrfPlayer, { readonly column: number; readonly message: string }> {
  try {
    return ok(parsePlayerLine(line));
  } catch (e) {
    if (e instanceof LineError) return err({ column: e.column, message: e.message });
    throw e;
  }
}

function readPointValueLine(line: string): number {
  if (line.length < 5) lineErr(4, 'a point value is expected after the code');
  return readPoints(line.slice(4, 8).padEnd(1), 5, 'point value');
}

/** Parses TRF16 text. Errors name the 1-based line and column. */
export function parseTrf(text: string): Result<TrfTournament, TrfError> {
  const lines = text.split(/\r\n|\r|\n/);
  const headers: string[] = [];
  const players: TrfPlayer[] = [];
  const seen = new Map<number, number>();
  const accelerations = new Map<number, number[]>();
  const forbiddenPairs: number[][] = [];
  const pv: { -readonly [K in keyof TrfPointValues]: TrfPointValues[K] } = {};
  let totalRounds: number | undefined;
  let initialColour: 'white' | 'black' | undefined;
  let useRankOrder = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const code = line.slice(0, 3);
    try {
      switch (code) {
        case '001': {
          const p = parsePlayerLine(line);
          const prev = seen.get(p.id);
          if (prev !== undefined) return err({ code: 'trf.duplicate', message: `line ${i + 1}: start number ${p.id} is repeated (first on line ${prev})`, line: i + 1, column: 5 });
          seen.set(p.id, i + 1);
          players.push(p);
          break;
        }
        case 'XXR': {
          const n = readId(line.slice(3), 4, 'number of rounds');
          if (n <= 0) lineErr(4, 'the number of rounds must be positive');
          totalRounds = n;
          break;
        }
        case 'XXC': {
          for (const w of line.slice(3).trim().split(/\s+/)) {
            if (w === 'white1') initialColour = 'white';
            else if (w === 'black1') initialColour = 'black';
            else if (w === 'rank') useRankOrder = true;
            else if (w !== '') lineErr(line.indexOf(w, 3) + 1, `"${w}" is not white1, black1 or rank`);
          }
          break;
        }
        case 'XXA': {
          if (line.length < 8) lineErr(line.length + 1, 'XXA needs a player number in columns 5-8');
          const id = readId(line.slice(4, 8), 5, 'player number');
          const values: number[] = [];
          let s = 9;
          for (; s + 4 <= line.length; s += 5) {
            const f = line.slice(s, s + 4);
            values.push(f.trim() === '' ? 0 : readPoints(f, s + 1, 'acceleration'));
          }
          if (line.slice(s).trim() !== '') lineErr(s + 1, 'unexpected text after the last acceleration');
          accelerations.set(id, values);
          break;
        }
        case 'XXP': {
          const group: number[] = [];
          const re = /\S+/g;
          let m: RegExpExecArray | null;
          const rest = line.slice(3);
          while ((m = re.exec(rest)) !== null) group.push(readId(m[0], 4 + m.index, 'player number'));
          forbiddenPairs.push(group);
          break;
        }
        case 'BBW':
          pv.win = readPointValueLine(line);
          break;
        case 'BBD':
          pv.draw = readPointValueLine(line);
          break;
        case 'BBL':
          pv.loss = readPointValueLine(line);
          break;
        case 'BBZ':
          pv.zeroPointBye = readPointValueLine(line);
          break;
        case 'BBF':
          pv.forfeitLoss = readPointValueLine(line);
          break;
        case 'BBU':
          pv.pairingAllocatedBye = readPointValueLine(line);
          break;
        default:
          headers.push(line);
      }
    } catch (e) {
      if (e instanceof LineError) return err({ code: 'trf.line', message: `line ${i + 1}, column ${e.column}: ${e.message}`, line: i + 1, column: e.column });
      throw e;
    }
  }
  if (players.length === 0) return err({ code: 'trf.empty', message: 'the file has no player (001) lines', line: 1, column: 1 });
  return ok({ headers, players, totalRounds, initialColour, useRankOrder, accelerations, forbiddenPairs, pointValues: pv });
}

const pad = (s: string, n: number): string => (s.length > n ? s.slice(0, n) : s.padEnd(n));
const padL = (s: string, n: number): string => (s.length > n ? s.slice(0, n) : s.padStart(n));
const fmtPoints = (x: number): string => x.toFixed(1);

/** Formats one 001 line. */
export function makeTrfPlayerLine(p: TrfPlayer): string {
  let s =
    '001 ' +
    padL(String(p.id), 4) +
    ' ' +
    pad(p.sex, 1) +
    padL(p.title, 3) +
    ' ' +
    pad(p.name, 33) +
    ' ' +
    padL(p.rating === undefined ? '' : String(p.rating), 4) +
    ' ' +
    pad(p.federation, 3) +
    ' ' +
    padL(p.fideId, 11) +
    ' ' +
    pad(p.birthDate, 10) +
    ' ' +
    padL(fmtPoints(p.points), 4) +
    ' ' +
    padL(p.rank === undefined ? '' : String(p.rank), 4);
  for (const r of p.rounds) {
    const opp = r.opponent === 0 ? (r.colour === ' ' && r.result === ' ' ? '    ' : '0000') : padL(String(r.opponent), 4);
    s += '  ' + opp + ' ' + r.colour + ' ' + r.result;
  }
  return s.trimEnd();
}

/** Writes TRF16 text with LF line ends; parseTrf(makeTrf(t)) gives t back. */
export function makeTrf(t: TrfTournament): string {
  const out: string[] = [...t.headers];
  if (t.totalRounds !== undefined) out.push(`XXR ${t.totalRounds}`);
  if (t.initialColour !== undefined || t.useRankOrder)
    out.push(['XXC', ...(t.initialColour ? [t.initialColour === 'white' ? 'white1' : 'black1'] : []), ...(t.useRankOrder ? ['rank'] : [])].join(' '));
  const bb: [string, number | undefined][] = [
    ['BBW', t.pointValues.win],
    ['BBD', t.pointValues.draw],
    ['BBL', t.pointValues.loss],
    ['BBZ', t.pointValues.zeroPointBye],
    ['BBF', t.pointValues.forfeitLoss],
    ['BBU', t.pointValues.pairingAllocatedBye],
  ];
  for (const [code, v] of bb) if (v !== undefined) out.push(`${code} ${padL(fmtPoints(v), 4)}`);
  for (const p of t.players) out.push(makeTrfPlayerLine(p));
  for (const [id, values] of t.accelerations) out.push(`XXA ${padL(String(id), 4)}` + values.map((v) => ' ' + padL(fmtPoints(v), 4)).join(''));
  for (const g of t.forbiddenPairs) out.push(`XXP ${g.join(' ')}`);
  return out.join('\n') + '\n';
}
