/**
 * FIDE Tournament Report File, version 2026 (TRF-2026, FIDE Handbook C.04 Annex 2, approved by the FIDE
 * Council on 12 May 2025), for individual tournaments. Section names below are the spec's.
 *
 * - 001 player records have the TRF16 layout and are read and written by `trf.ts`.
 * - 142 rounds, 152 initial colour, 162 scoring, 172 starting-rank method, 182 pairing controller, 192
 *   tournament type, 202/212 tie-breaks and 222 time control are typed fields; 240 byes, 250 accelerated
 *   rounds and 260 prohibited pairings are lists of records.
 * - 012–132, `###` comments (Remark 1), National Rating Support records and any record this module does not
 *   interpret (other programs' extension lines) are kept verbatim, in file order, as `headers` — as the
 *   TRF16 reader keeps them. The writer puts them first.
 * - Refused, naming line and column: the team records (013, 310, 320, 330, 300, 352, 362, 801, 802: arbiter
 *   runs individual events), 299 abnormal points (not supported), and the TRF16 engine records XXR, XXC, XXA,
 *   XXP and BB?, whose TRF-2026 counterparts are 142, 152, 250, 260 and 162.
 *
 * Lines may end with CR, LF or CRLF. The writer ends each line with CR LF (see `makeTrf2026`).
 */
import { err, ok, type Result } from '../core/result.js';
import { makeTrfPlayerLine, parseTrfPlayerLine, type TrfPlayer } from './trf.js';

export const TRF2026_ERROR_CODES = [
  'trf2026.line',
  'trf2026.duplicate',
  'trf2026.contradiction',
  'trf2026.team',
  'trf2026.unsupported',
  'trf2026.engine-record',
  'trf2026.empty',
] as const;
export type Trf2026ErrorCode = (typeof TRF2026_ERROR_CODES)[number];

export interface Trf2026Error {
  readonly code: Trf2026ErrorCode;
  readonly message: string;
  /** 1-based line number. */
  readonly line: number;
  /** 1-based column of the offending field. */
  readonly column: number;
}

/** Tag 162: W win (OTB, forfeit, full-point bye), D draw or half-point bye, L loss, A absence (zero-point
 * bye or forfeit loss), P pairing-allocated bye, X unknown result. */
export const TRF2026_SCORE_SYMBOLS = ['W', 'D', 'L', 'A', 'P', 'X'] as const;
export type Trf2026ScoreSymbol = (typeof TRF2026_SCORE_SYMBOLS)[number];
/** The points of each symbol 162 gives; a symbol left out has its default (W 1.0, D 0.5, L 0, A 0, P = W, X = D). */
export type Trf2026Scoring = Readonly<Partial<Record<Trf2026ScoreSymbol, number>>>;

/** Tag 172 ranking method codes. */
export const TRF2026_RANKING_METHODS = ['FIDE', 'NRO', 'FIDON', 'NIDOF', 'HBFN', 'LBFN', 'OTHER'] as const;
export type Trf2026RankingMethod = (typeof TRF2026_RANKING_METHODS)[number];

export interface Trf2026StartingRankMethod {
  /** FIDE code of the federation whose national ratings the NRS records give. */
  readonly federation: string;
  readonly method: Trf2026RankingMethod;
}

/** Tag 222 time period descriptor `[M/]S[+I]`: moves in the period, seconds, increment per move. */
export interface Trf2026TimePeriod {
  readonly moves: number | undefined;
  readonly seconds: number;
  readonly increment: number | undefined;
}

/** Tag 222: `d[:d]` (both players) or `Wd[:d]-Bd[:d]` (e.g. Armageddon `W300-B240`). */
export type Trf2026TimeControl =
  | { readonly kind: 'both'; readonly periods: readonly Trf2026TimePeriod[] }
  | { readonly kind: 'by-colour'; readonly white: readonly Trf2026TimePeriod[]; readonly black: readonly Trf2026TimePeriod[] };

/** The records 172–222: facts about the event that do not change a pairing by the Dutch rules. */
export interface Trf2026Info {
  readonly startingRankMethod: Trf2026StartingRankMethod | undefined;
  readonly pairingController: string | undefined;
  /** The 192 code as written (see `trfFile.ts` for what arbiter makes of it). */
  readonly tournamentType: string | undefined;
  readonly tiebreaks: readonly string[] | undefined;
  readonly standingsTiebreaks: readonly string[] | undefined;
  readonly timeControl: Trf2026TimeControl | undefined;
}

export const TRF2026_BYE_KINDS = ['F', 'H', 'Z'] as const;
export type Trf2026ByeKind = (typeof TRF2026_BYE_KINDS)[number];

/** A 240 record: full-, half- or zero-point byes of some players in one round. */
export interface Trf2026Bye {
  readonly kind: Trf2026ByeKind;
  readonly round: number;
  readonly players: readonly number[];
}

/** A 250 record: `points` fictitious points for players firstPlayer…lastPlayer in rounds firstRound…lastRound. */
export interface Trf2026Acceleration {
  /** Match points: team competitions only; an individual file leaves them blank (or zero). */
  readonly matchPoints: number | undefined;
  readonly points: number;
  readonly firstRound: number;
  readonly lastRound: number;
  readonly firstPlayer: number;
  readonly lastPlayer: number;
}

/** A 260 record: the players listed must not meet each other in rounds firstRound…lastRound. */
export interface Trf2026Prohibition {
  readonly firstRound: number;
  readonly lastRound: number;
  readonly players: readonly number[];
}

export interface Trf2026Tournament extends Trf2026Info {
  /** 012–132, comments, NRS and unknown records, verbatim, in file order. */
  readonly headers: readonly string[];
  /** 142. */
  readonly totalRounds: number | undefined;
  /** 152: the colour of the highest-ranked player paired in round 1. */
  readonly initialColour: 'white' | 'black' | undefined;
  /** 162 ({} when absent: every default). */
  readonly scoring: Trf2026Scoring;
  readonly players: readonly TrfPlayer[];
  readonly byes: readonly Trf2026Bye[];
  readonly accelerations: readonly Trf2026Acceleration[];
  readonly prohibitions: readonly Trf2026Prohibition[];
}

/** Team Section records and the other team-only records (352, 362, 801, 802). */
const TEAM_RECORDS = ['013', '310', '320', '330', '300', '352', '362', '801', '802'];
/** The TRF16 engine records and the TRF-2026 record that says the same. */
const ENGINE_RECORDS: Readonly<Record<string, string>> = {
  XXR: '142',
  XXC: '152',
  XXA: '250',
  XXP: '260',
  BBW: '162',
  BBD: '162',
  BBL: '162',
  BBZ: '162',
  BBF: '162',
  BBU: '162',
};
/** The records 142–222, of which a file has at most one each. */
const SINGLE_RECORDS = ['142', '152', '162', '172', '182', '192', '202', '212', '222'];

class FieldError extends Error {
  constructor(
    readonly column: number,
    message: string,
  ) {
    super(message);
  }
}

const fieldErr = (column: number, message: string): never => {
  throw new FieldError(column, message);
};

/** Columns from…to (1-based, inclusive) of a line. */
const cols = (line: string, from: number, to: number): string => line.slice(from - 1, to);
const firstText = (field: string, from: number): number => from + Math.max(0, field.search(/\S/));

function blank(line: string, from: number, to: number): void {
  const f = cols(line, from, to);
  if (f.trim() !== '') fieldErr(firstText(f, from), `column ${firstText(f, from)} should be blank; the fields are in fixed columns`);
}

function readWhole(line: string, from: number, to: number, what: string, least = 0): number {
  const f = cols(line, from, to);
  const t = f.trim();
  if (t === '') return fieldErr(from, `${what} is missing (columns ${from}-${to})`);
  if (!/^\d+$/.test(t)) return fieldErr(firstText(f, from), `${what} "${t}" is not a whole number`);
  const n = Number(t);
  if (n < least) return fieldErr(firstText(f, from), `${what} must be at least ${least}`);
  return n;
}

/** Points in a 4-column field, format `11.5`. */
function readPoints(line: string, from: number, what: string): number {
  const f = cols(line, from, from + 3);
  const t = f.trim();
  if (t === '') return fieldErr(from, `${what} is missing (columns ${from}-${from + 3})`);
  if (!/^\d+(\.\d)?$/.test(t)) return fieldErr(firstText(f, from), `${what} "${t}" is not a number like 1.5`);
  return Math.round(Number(t) * 10) / 10;
}

/** Player numbers in 4-column fields from column `start`, one blank column between them (240, 260). */
function readPlayerList(line: string, start: number): { ids: number[]; columns: number[] } {
  const ids: number[] = [];
  const columns: number[] = [];
  for (let c = start; c <= line.length; c += 5) {
    if (line.slice(c - 1).trim() === '') break;
    blank(line, c - 1, c - 1);
    const f = cols(line, c, c + 3);
    if (f.trim() === '') fieldErr(c, `player number missing in columns ${c}-${c + 3}`);
    ids.push(readWhole(line, c, c + 3, 'player number', 1));
    columns.push(firstText(f, c));
  }
  return { ids, columns };
}

function readRoundCount(line: string): number {
  blank(line, 4, 4);
  return readWhole(line, 5, Math.max(5, line.length), 'the number of rounds', 1);
}

function readInitialColour(line: string): 'white' | 'black' {
  blank(line, 4, 4);
  const c = cols(line, 5, 5);
  if (c !== 'W' && c !== 'B') fieldErr(5, `initial colour "${c.trim()}" is not W or B`);
  blank(line, 6, line.length);
  return c === 'W' ? 'white' : 'black';
}

/** Tag 162: a symbol in column 6, its points in 7–10, the next symbol in 15 (16–19), then every 9 columns. */
function readScoring(line: string): Trf2026Scoring {
  blank(line, 4, 5);
  const out: { [K in Trf2026ScoreSymbol]?: number } = {};
  for (let c = 6; c <= line.length; c += 9) {
    if (line.slice(c - 1).trim() === '') break;
    if (c > 6) blank(line, c - 4, c - 1);
    const sym = cols(line, c, c);
    if (!(TRF2026_SCORE_SYMBOLS as readonly string[]).includes(sym)) fieldErr(c, `"${sym}" is not a result symbol of 162 (W D L A P X)`);
    if (out[sym as Trf2026ScoreSymbol] !== undefined) fieldErr(c, `${sym} is given twice`);
    out[sym as Trf2026ScoreSymbol] = readPoints(line, c + 1, `the points of ${sym}`);
  }
  if (Object.keys(out).length === 0) fieldErr(6, 'a 162 record needs at least one result symbol (column 6) and its points');
  return out;
}

const TIME_PERIOD = /^(?:(\d+)\/)?(\d+)(?:\+(\d+))?$/;

function readPeriods(text: string, column: number): Trf2026TimePeriod[] {
  const out: Trf2026TimePeriod[] = [];
  let c = column;
  for (const d of text.split(':')) {
    const m = TIME_PERIOD.exec(d);
    if (!m) fieldErr(c, `"${d}" is not a time period (seconds, moves/seconds, with +increment: e.g. 40/6000+30)`);
    out.push({ moves: m![1] === undefined ? undefined : Number(m![1]), seconds: Number(m![2]), increment: m![3] === undefined ? undefined : Number(m![3]) });
    c += d.length + 1;
  }
  return out;
}

/** Tag 222, from column 5: `d[:d]` or `Wd[:d]-Bd[:d]`. */
function readTimeControl(line: string): Trf2026TimeControl {
  blank(line, 4, 4);
  const text = line.slice(4).trimEnd();
  if (text === '') fieldErr(5, 'the time control is missing');
  if (text.startsWith('W')) {
    const dash = text.indexOf('-B');
    if (dash < 0) fieldErr(5, `"${text}" gives White's time (W…) but not Black's (-B…)`);
    return { kind: 'by-colour', white: readPeriods(text.slice(1, dash), 6), black: readPeriods(text.slice(dash + 2), 5 + dash + 2) };
  }
  return { kind: 'both', periods: readPeriods(text, 5) };
}

function readCodeList(line: string): string[] {
  blank(line, 4, 4);
  const text = line.slice(4);
  if (text.trim() === '') fieldErr(5, 'the list of tie-break codes is empty');
  const out: string[] = [];
  let c = 5;
  for (const part of text.split(',')) {
    const code = part.trim();
    if (code === '' || /\s/.test(code))
      fieldErr(firstText(part, c), code === '' ? 'an empty tie-break code (two commas, or a comma at the end)' : `"${code}" is not one tie-break code`);
    out.push(code);
    c += part.length + 1;
  }
  return out;
}

/** One of the records 172–222, as the field of `Trf2026Info` it sets. */
export function readTrf2026InfoLine(line: string): Result<Partial<Trf2026Info>, { readonly column: number; readonly message: string }> {
  try {
    return ok(readInfo(line));
  } catch (e) {
    if (e instanceof FieldError) return err({ column: e.column, message: e.message });
    throw e;
  }
}

function readInfo(line: string): Partial<Trf2026Info> {
  const code = line.slice(0, 3);
  switch (code) {
    case '172': {
      blank(line, 4, 4);
      const federation = cols(line, 5, 7);
      if (!/^[A-Z]{3}$/.test(federation)) fieldErr(5, `"${federation.trim()}" is not a FIDE federation code (three capitals, columns 5-7)`);
      blank(line, 8, 8);
      const method = cols(line, 9, 13).trim();
      if (!(TRF2026_RANKING_METHODS as readonly string[]).includes(method)) fieldErr(9, `"${method}" is not a ranking method (${TRF2026_RANKING_METHODS.join(' ')})`);
      blank(line, 14, line.length);
      return { startingRankMethod: { federation, method: method as Trf2026RankingMethod } };
    }
    case '182':
    case '192': {
      blank(line, 4, 4);
      const text = line.slice(4).trim();
      if (text === '') fieldErr(5, code === '182' ? 'the pairing controller is missing' : 'the tournament type code is missing');
      if (code === '192' && /\s/.test(text)) fieldErr(5 + line.slice(4).search(/\S/) + text.search(/\s/), `"${text}" is not one code of the Tournament-Type Code Table`);
      return code === '182' ? { pairingController: text } : { tournamentType: text };
    }
    case '202':
      return { tiebreaks: readCodeList(line) };
    case '212':
      return { standingsTiebreaks: readCodeList(line) };
    case '222':
      return { timeControl: readTimeControl(line) };
    default:
      return fieldErr(1, `${code} is not one of the records 172-222`);
  }
}

function readBye(line: string): { bye: Trf2026Bye; columns: number[] } {
  blank(line, 4, 4);
  const kind = cols(line, 5, 5).toUpperCase();
  if (!(TRF2026_BYE_KINDS as readonly string[]).includes(kind)) fieldErr(5, `bye type "${cols(line, 5, 5)}" is not F, H or Z`);
  blank(line, 6, 6);
  const round = readWhole(line, 7, 9, 'round', 1);
  const { ids, columns } = readPlayerList(line, 11);
  if (ids.length === 0) fieldErr(11, 'a 240 record needs at least one player (columns 11-14)');
  return { bye: { kind: kind as Trf2026ByeKind, round, players: ids }, columns };
}

function readAcceleration(line: string): Trf2026Acceleration {
  blank(line, 4, 4);
  const mp = cols(line, 5, 8);
  const matchPoints = mp.trim() === '' ? undefined : readPoints(line, 5, 'match points');
  // 250: match points are "empty for individual competitions"; only a team event has others than zero.
  if (matchPoints) fieldErr(5, 'match points are for team competitions; an individual 250 record leaves columns 5-8 blank');
  blank(line, 9, 9);
  const points = readPoints(line, 10, 'fictitious points');
  if (points === 0) fieldErr(10, 'the fictitious points must differ from 0.0 in individual competitions');
  blank(line, 14, 14);
  const firstRound = readWhole(line, 15, 17, 'first round', 1);
  blank(line, 18, 18);
  const lastRound = readWhole(line, 19, 21, 'last round', 1);
  if (lastRound < firstRound) fieldErr(19, `the last round (${lastRound}) is before the first (${firstRound})`);
  blank(line, 22, 22);
  const firstPlayer = readWhole(line, 23, 26, 'first player', 1);
  blank(line, 27, 27);
  const lastPlayer = readWhole(line, 28, 31, 'last player', 1);
  if (lastPlayer < firstPlayer) fieldErr(28, `the last player (${lastPlayer}) is before the first (${firstPlayer})`);
  blank(line, 32, line.length);
  return { matchPoints, points, firstRound, lastRound, firstPlayer, lastPlayer };
}

function readProhibition(line: string): { prohibition: Trf2026Prohibition; columns: number[] } {
  blank(line, 4, 4);
  const firstRound = readWhole(line, 5, 7, 'first round', 1);
  blank(line, 8, 8);
  const lastRound = readWhole(line, 9, 11, 'last round', 1);
  if (lastRound < firstRound) fieldErr(9, `the last round (${lastRound}) is before the first (${firstRound})`);
  const { ids, columns } = readPlayerList(line, 13);
  if (ids.length < 2) fieldErr(ids.length === 0 ? 13 : 18, 'a 260 record lists at least two players (columns 13-16 and 18-21)');
  ids.forEach((id, k) => (ids.indexOf(id) < k ? fieldErr(columns[k]!, `player ${id} is listed twice`) : 0));
  return { prohibition: { firstRound, lastRound, players: ids }, columns };
}

/** Parses TRF-2026 text. Errors name the 1-based line and column. */
export function parseTrf2026(text: string): Result<Trf2026Tournament, Trf2026Error> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const headers: string[] = [];
  const players: TrfPlayer[] = [];
  const playerLine = new Map<number, number>();
  const singles = new Map<string, number>();
  const byes: { bye: Trf2026Bye; line: number; columns: number[] }[] = [];
  const accelerations: { acceleration: Trf2026Acceleration; line: number }[] = [];
  const prohibitions: { prohibition: Trf2026Prohibition; line: number; columns: number[] }[] = [];
  let totalRounds: number | undefined;
  let initialColour: 'white' | 'black' | undefined;
  let scoring: Trf2026Scoring = {};
  let info: Partial<Trf2026Info> = {};
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const n = i + 1;
    if (line.trim() === '') continue;
    const code = line.slice(0, 3);
    const fail = (c: Trf2026ErrorCode, column: number, message: string) => err({ code: c, message: `line ${n}, column ${column}: ${message}`, line: n, column });
    if (TEAM_RECORDS.includes(code)) return fail('trf2026.team', 1, `record ${code} belongs to a team tournament; arbiter reads individual tournaments only`);
    if (code === '299') return fail('trf2026.unsupported', 1, 'record 299 (abnormal points assignment) is not supported: give the points in the round entries instead');
    const counterpart = ENGINE_RECORDS[code];
    if (counterpart) return fail('trf2026.engine-record', 1, `${code} is a TRF16 engine record; TRF-2026 says it with a ${counterpart} record (a file is one format or the other)`);
    if (SINGLE_RECORDS.includes(code)) {
      const first = singles.get(code);
      if (first !== undefined) return fail('trf2026.duplicate', 1, `record ${code} is repeated (first on line ${first})`);
      singles.set(code, n);
    }
    try {
      switch (code) {
        case '001': {
          const p = parseTrfPlayerLine(line);
          if (!p.ok) fieldErr(p.error.column, p.error.message);
          else {
            const prev = playerLine.get(p.value.id);
            if (prev !== undefined) return fail('trf2026.duplicate', 5, `start number ${p.value.id} is repeated (first on line ${prev})`);
            playerLine.set(p.value.id, n);
            players.push(p.value);
          }
          break;
        }
        case '142':
          totalRounds = readRoundCount(line);
          break;
        case '152':
          initialColour = readInitialColour(line);
          break;
        case '162':
          scoring = readScoring(line);
          break;
        case '172':
        case '182':
        case '192':
        case '202':
        case '212':
        case '222':
          info = { ...info, ...readInfo(line) };
          break;
        case '240':
          byes.push({ ...readBye(line), line: n });
          break;
        case '250':
          accelerations.push({ acceleration: readAcceleration(line), line: n });
          break;
        case '260':
          prohibitions.push({ ...readProhibition(line), line: n });
          break;
        default:
          headers.push(line);
      }
    } catch (e) {
      if (e instanceof FieldError) return fail('trf2026.line', e.column, e.message);
      throw e;
    }
  }
  if (players.length === 0) return err({ code: 'trf2026.empty', message: 'the file has no player (001) records', line: 1, column: 1 });
  const t: Trf2026Tournament = {
    headers,
    totalRounds,
    initialColour,
    scoring,
    startingRankMethod: info.startingRankMethod,
    pairingController: info.pairingController,
    tournamentType: info.tournamentType,
    tiebreaks: info.tiebreaks,
    standingsTiebreaks: info.standingsTiebreaks,
    timeControl: info.timeControl,
    players,
    byes: byes.map((b) => b.bye),
    accelerations: accelerations.map((a) => a.acceleration),
    prohibitions: prohibitions.map((p) => p.prohibition),
  };
  const problem = checkTrf2026(t, { byes, accelerations, prohibitions });
  return problem ? err(problem) : ok(t);
}

interface Located {
  readonly byes: readonly { readonly line: number; readonly columns: readonly number[] }[];
  readonly accelerations: readonly { readonly line: number }[];
  readonly prohibitions: readonly { readonly line: number; readonly columns: readonly number[] }[];
}

/**
 * What no single line shows: the players a 240 or 260 record names exist; a round of a 240 record exists
 * (142) and agrees with the player's round entry; no player has two byes in one round; no two 250 records
 * give the same player fictitious points in the same round (the spec does not say whether they would add
 * up or one would win, so we do not guess).
 */
function checkTrf2026(t: Trf2026Tournament, at: Located): Trf2026Error | undefined {
  const fail = (code: Trf2026ErrorCode, line: number, column: number, message: string): Trf2026Error => ({
    code,
    message: `line ${line}, column ${column}: ${message}`,
    line,
    column,
  });
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const byeOf = new Map<string, number>();
  for (const [k, b] of t.byes.entries()) {
    const { line, columns } = at.byes[k]!;
    if (t.totalRounds !== undefined && b.round > t.totalRounds)
      return fail('trf2026.contradiction', line, 7, `round ${b.round} is past the last round (${t.totalRounds}, record 142)`);
    for (const [j, id] of b.players.entries()) {
      const p = byId.get(id);
      if (!p) return fail('trf2026.contradiction', line, columns[j]!, `player ${id} has no 001 record`);
      const key = `${id}/${b.round}`;
      const first = byeOf.get(key);
      if (first !== undefined) return fail('trf2026.duplicate', line, columns[j]!, `player ${id} already has a bye in round ${b.round} (line ${first})`);
      byeOf.set(key, line);
      const e = p.rounds[b.round - 1];
      if (e && !agreesWithBye(e, b.kind))
        return fail(
          'trf2026.contradiction',
          line,
          columns[j]!,
          `player ${id} has a ${b.kind} bye in round ${b.round}, but his 001 record says "${e.opponent === 0 ? '0000' : e.opponent} ${e.colour} ${e.result}" for that round`,
        );
    }
  }
  for (const [k, a] of t.accelerations.entries())
    for (let j = 0; j < k; j++) {
      const b = t.accelerations[j]!;
      if (a.firstRound <= b.lastRound && b.firstRound <= a.lastRound && a.firstPlayer <= b.lastPlayer && b.firstPlayer <= a.lastPlayer)
        return fail(
          'trf2026.contradiction',
          at.accelerations[k]!.line,
          15,
          `this 250 record and the one on line ${at.accelerations[j]!.line} both give player ${Math.max(a.firstPlayer, b.firstPlayer)} fictitious points in round ${Math.max(a.firstRound, b.firstRound)}`,
        );
    }
  for (const [k, r] of t.prohibitions.entries()) {
    const { line, columns } = at.prohibitions[k]!;
    for (const [j, id] of r.players.entries()) if (!byId.has(id)) return fail('trf2026.contradiction', line, columns[j]!, `player ${id} has no 001 record`);
  }
  return undefined;
}

/** A 240 bye and the round entry of the same round agree when the entry is blank or says that bye. */
export function agreesWithBye(e: TrfPlayer['rounds'][number], kind: Trf2026ByeKind): boolean {
  if (e.opponent !== 0 || (e.colour !== '-' && e.colour !== ' ')) return false;
  return e.result === kind || e.result === ' ';
}

// ---------------------------------------------------------------------------------------------------------
// Writing

const padL = (s: string, n: number): string => s.padStart(n);
const fmtPoints = (x: number): string => x.toFixed(1);
const round3 = (r: number): string => String(r).padStart(3, '0');

function makePeriods(periods: readonly Trf2026TimePeriod[]): string {
  return periods.map((d) => `${d.moves === undefined ? '' : `${d.moves}/`}${d.seconds}${d.increment === undefined ? '' : `+${d.increment}`}`).join(':');
}

export function makeTrf2026TimeControl(tc: Trf2026TimeControl): string {
  return tc.kind === 'both' ? makePeriods(tc.periods) : `W${makePeriods(tc.white)}-B${makePeriods(tc.black)}`;
}

/** The 162 line: symbols in the order of the spec's table, the first in column 6, then every 9 columns. */
export function makeTrf2026ScoringLine(s: Trf2026Scoring): string | undefined {
  let line = '162 ';
  let k = 0;
  for (const sym of TRF2026_SCORE_SYMBOLS) {
    const v = s[sym];
    if (v === undefined) continue;
    line = line.padEnd(5 + 9 * k) + sym + padL(fmtPoints(v), 4);
    k++;
  }
  return k === 0 ? undefined : line;
}

/** The records 172–222 of `info`, in that order. */
export function makeTrf2026InfoLines(info: Trf2026Info): string[] {
  const out: string[] = [];
  if (info.startingRankMethod) out.push(`172 ${info.startingRankMethod.federation} ${info.startingRankMethod.method}`);
  if (info.pairingController !== undefined) out.push(`182 ${info.pairingController}`);
  if (info.tournamentType !== undefined) out.push(`192 ${info.tournamentType}`);
  if (info.tiebreaks) out.push(`202 ${info.tiebreaks.join(',')}`);
  if (info.standingsTiebreaks) out.push(`212 ${info.standingsTiebreaks.join(',')}`);
  if (info.timeControl) out.push(`222 ${makeTrf2026TimeControl(info.timeControl)}`);
  return out;
}

/** 240 as the spec's example lays it out: `240 H 003  026  047` (round in three digits, players in four columns). */
export function makeTrf2026ByeLine(b: Trf2026Bye): string {
  return `240 ${b.kind} ${round3(b.round)}` + b.players.map((id) => ' ' + padL(String(id), 4)).join('');
}

/** 250 as the spec's example lays it out: `250 00.0 02.0 001 003 0001 0090` (blank match points when none). */
export function makeTrf2026AccelerationLine(a: Trf2026Acceleration): string {
  const pts = (x: number) => fmtPoints(x).padStart(4, '0');
  return `250 ${a.matchPoints === undefined ? '    ' : pts(a.matchPoints)} ${pts(a.points)} ${round3(a.firstRound)} ${round3(a.lastRound)} ${String(a.firstPlayer).padStart(4, '0')} ${String(a.lastPlayer).padStart(4, '0')}`;
}

/** 260 as the spec's example lays it out: `260 001 002  125  180  184  216`. */
export function makeTrf2026ProhibitionLine(r: Trf2026Prohibition): string {
  return `260 ${round3(r.firstRound)} ${round3(r.lastRound)}` + r.players.map((id) => ' ' + padL(String(id), 4)).join('');
}

export interface MakeTrf2026Options {
  /**
   * Remark 1 asks for a CR at the end of every line. The default, CR LF, keeps that CR and lets line-based
   * tools (and the programs that read TRF, which take CR, LF or CR LF) show the file as lines; `'\r'` writes
   * the bare CR.
   */
  readonly lineEnd?: '\r\n' | '\r' | '\n';
}

/**
 * Writes TRF-2026 text: headers (verbatim), 142, 152, 162, 172–222, the 001 records, then 240, 250 and 260.
 * `parseTrf2026(makeTrf2026(t))` gives `t` back for any `t` that `parseTrf2026` or `trf2026FromTrf` made
 * (their values fit the columns: points up to 99.9, rounds up to 999, player numbers up to 9999).
 */
export function makeTrf2026(t: Trf2026Tournament, options: MakeTrf2026Options = {}): string {
  const out: string[] = [...t.headers];
  if (t.totalRounds !== undefined) out.push(`142 ${t.totalRounds}`);
  if (t.initialColour !== undefined) out.push(`152 ${t.initialColour === 'white' ? 'W' : 'B'}`);
  const scoring = makeTrf2026ScoringLine(t.scoring);
  if (scoring) out.push(scoring);
  out.push(...makeTrf2026InfoLines(t));
  for (const p of t.players) out.push(makeTrfPlayerLine(p));
  for (const b of t.byes) out.push(makeTrf2026ByeLine(b));
  for (const a of t.accelerations) out.push(makeTrf2026AccelerationLine(a));
  for (const r of t.prohibitions) out.push(makeTrf2026ProhibitionLine(r));
  const eol = options.lineEnd ?? '\r\n';
  return out.map((l) => l + eol).join('');
}
