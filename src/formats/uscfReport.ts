/**
 * A plain-text rating report of one section for a USCF affiliate: a header of "Key: value" lines and a
 * fixed-width crosstable in the usual USCF notation — W/L/D with the opponent's number and the colour (w/b) for a
 * played game, X/F for a forfeit win/loss (not rated, USCF 2011 §4), B a full-point bye, H a half-point bye, U a
 * round without a game. `parseUscfReport(makeUscfReport(x))` gives x back.
 */
import { err, ok, type Result } from '../core/result.js';
import { gamePoints, type GameResult } from '../core/game.js';
import type { Tournament } from '../core/tournament.js';
import { USCF_SYSTEMS, type UscfSystem } from '../rating/uscf.js';

export const USCF_CODES = ['W', 'L', 'D', 'X', 'F', 'B', 'H', 'U'] as const;
export type UscfCode = (typeof USCF_CODES)[number];

export interface UscfReportEntry {
  readonly code: UscfCode;
  /** The opponent's number for W, L, D, X, F (0 for a forfeit without an opponent). */
  readonly opponent?: number | undefined;
  readonly colour?: 'w' | 'b' | undefined;
}

export interface UscfReportPlayer {
  readonly number: number;
  readonly name: string;
  readonly uscfId: string;
  /** Pre-event rating; undefined = unrated. */
  readonly rating?: number | undefined;
  readonly total: number;
  readonly rounds: readonly UscfReportEntry[];
}

export interface UscfReport {
  readonly event: string;
  readonly section: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly system: UscfSystem | 'dual';
  readonly timeControl: string;
  readonly chiefTd: string;
  readonly affiliate: string;
  readonly rounds: number;
  readonly players: readonly UscfReportPlayer[];
}

const HEADER = 'USCF RATING REPORT';
const FIELDS = [
  ['event', 'Event'],
  ['section', 'Section'],
  ['startDate', 'Start date'],
  ['endDate', 'End date'],
  ['system', 'Rating system'],
  ['timeControl', 'Time control'],
  ['chiefTd', 'Chief TD'],
  ['affiliate', 'Affiliate'],
  ['rounds', 'Rounds'],
] as const;

// Column widths of the crosstable.
const W_NO = 4;
const W_NAME = 32;
const W_ID = 10;
const W_RATING = 6;
const W_TOTAL = 5;
const W_ROUND = 6;

const entryText = (e: UscfReportEntry): string => (e.opponent === undefined ? e.code : `${e.code}${e.opponent}${e.colour ?? ''}`);

/** Writes the report. */
export function makeUscfReport(r: UscfReport): string {
  const lines = [HEADER];
  for (const [key, label] of FIELDS) lines.push(`${label}: ${String(r[key])}`);
  lines.push('');
  const head =
    'No'.padStart(W_NO) +
    '  ' +
    'Name'.padEnd(W_NAME) +
    '  ' +
    'USCF ID'.padEnd(W_ID) +
    '  ' +
    'Rating'.padStart(W_RATING) +
    '  ' +
    'Total'.padStart(W_TOTAL) +
    Array.from({ length: r.rounds }, (_, i) => '  ' + `Rd ${i + 1}`.padEnd(W_ROUND)).join('');
  lines.push(head.trimEnd());
  for (const p of r.players) {
    const row =
      String(p.number).padStart(W_NO) +
      '  ' +
      p.name.slice(0, W_NAME).padEnd(W_NAME) +
      '  ' +
      p.uscfId.slice(0, W_ID).padEnd(W_ID) +
      '  ' +
      (p.rating === undefined ? 'unr.' : String(p.rating)).padStart(W_RATING) +
      '  ' +
      p.total.toFixed(1).padStart(W_TOTAL) +
      p.rounds.map((e) => '  ' + entryText(e).padEnd(W_ROUND)).join('');
    lines.push(row.trimEnd());
  }
  return `${lines.join('\n')}\n`;
}

class ReportError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const fail = (line: number, message: string): never => {
  throw new ReportError(line, message);
};

function parseEntry(text: string, line: number, round: number): UscfReportEntry {
  const m = /^([WLDXFBHU])(?:(\d+)([wb])?)?$/.exec(text);
  if (!m) return fail(line, `round ${round}: "${text}" is not a result like W12w, L3b, D5w, X4, F4, B, H or U`);
  const code = m[1] as UscfCode;
  const needsOpponent = 'WLDXF'.includes(code);
  if (needsOpponent && m[2] === undefined) fail(line, `round ${round}: "${text}" needs the opponent's number`);
  if (!needsOpponent && m[2] !== undefined) fail(line, `round ${round}: "${text}" takes no opponent`);
  if ('WLD'.includes(code) && m[3] === undefined) fail(line, `round ${round}: "${text}" needs the colour (w or b)`);
  return m[2] === undefined ? { code } : { code, opponent: Number(m[2]), colour: m[3] as 'w' | 'b' | undefined };
}

/** Reads a report written by `makeUscfReport`. Errors name the line. */
export function parseUscfReport(text: string): Result<UscfReport> {
  const lines = text.split(/\r\n|\r|\n/);
  try {
    if (lines[0]?.trim() !== HEADER) fail(1, `the first line must be "${HEADER}"`);
    const fields = new Map<string, string>();
    let i = 1;
    for (; i < lines.length && (lines[i] ?? '').trim() !== ''; i++) {
      const m = /^([^:]+):\s?(.*)$/.exec(lines[i] ?? '');
      if (!m) fail(i + 1, 'expected "Key: value"');
      fields.set((m as RegExpExecArray)[1] as string, (m as RegExpExecArray)[2] as string);
    }
    const get = (label: string): string => fields.get(label) ?? fail(1, `the header has no "${label}:" line`);
    const rounds = Number(get('Rounds'));
    if (!Number.isInteger(rounds) || rounds < 0) fail(1, `"Rounds: ${get('Rounds')}" is not a number of rounds`);
    const system = get('Rating system');
    if (![...USCF_SYSTEMS, 'dual'].includes(system)) fail(1, `"Rating system: ${system}" must be regular, quick or dual`);
    i++; // the blank line
    i++; // the column heads
    const players: UscfReportPlayer[] = [];
    const roundStart = W_NO + 2 + W_NAME + 2 + W_ID + 2 + W_RATING + 2 + W_TOTAL;
    for (; i < lines.length; i++) {
      const line = lines[i] ?? '';
      if (line.trim() === '') continue;
      const n = i + 1;
      const number = Number(line.slice(0, W_NO).trim());
      if (!Number.isInteger(number) || number <= 0) fail(n, `"${line.slice(0, W_NO).trim()}" is not a player number`);
      let at = W_NO + 2;
      const name = line.slice(at, at + W_NAME).trim();
      at += W_NAME + 2;
      const uscfId = line.slice(at, at + W_ID).trim();
      at += W_ID + 2;
      const ratingText = line.slice(at, at + W_RATING).trim();
      const rating = ratingText === 'unr.' ? undefined : Number(ratingText);
      if (rating !== undefined && (!Number.isInteger(rating) || rating < 0)) fail(n, `rating "${ratingText}" is not a whole number or "unr."`);
      at += W_RATING + 2;
      const totalText = line.slice(at, at + W_TOTAL).trim();
      const total = Number(totalText);
      if (totalText === '' || !Number.isFinite(total)) fail(n, `total "${totalText}" is not a number`);
      const entries = line.slice(roundStart).trim() === '' ? [] : line.slice(roundStart).trim().split(/\s+/);
      if (entries.length !== rounds) fail(n, `player ${number} has ${entries.length} round entries, the header says ${rounds}`);
      players.push({ number, name, uscfId, rating, total, rounds: entries.map((e, k) => parseEntry(e, n, k + 1)) });
    }
    return ok({
      event: get('Event'),
      section: get('Section'),
      startDate: get('Start date'),
      endDate: get('End date'),
      system: system as UscfSystem | 'dual',
      timeControl: get('Time control'),
      chiefTd: get('Chief TD'),
      affiliate: get('Affiliate'),
      rounds,
      players,
    });
  } catch (e) {
    if (e instanceof ReportError) return err({ code: 'uscfReport.line', message: `line ${e.line}: ${e.message}` });
    throw e;
  }
}

export interface UscfReportMeta {
  readonly section?: string | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly system?: UscfSystem | 'dual' | undefined;
  readonly timeControl?: string | undefined;
  readonly chiefTd?: string | undefined;
  readonly affiliate?: string | undefined;
}

/** The section's results as a USCF report. Every game needs a result. */
export function uscfReport(t: Tournament, meta: UscfReportMeta = {}): Result<UscfReport> {
  const last = t.rounds.reduce((m, r) => Math.max(m, r.number), 0);
  const rows = new Map<number, UscfReportEntry[]>(t.players.map((p) => [p.id, []]));
  const totals = new Map<number, number>(t.players.map((p) => [p.id, 0]));
  const add = (id: number, x: number) => totals.set(id, (totals.get(id) ?? 0) + x);
  for (let n = 1; n <= last; n++) {
    const round = t.rounds.find((r) => r.number === n);
    const seen = new Set<number>();
    for (const g of round?.games ?? []) {
      if (g.result === undefined) return err({ code: 'report.unfinished', message: `round ${n}, board ${g.board}: the game ${g.white}-${g.black} has no result yet` });
      const [w, b] = codes(g.result);
      rows.get(g.white)?.push({ code: w, opponent: g.black, colour: 'w' });
      rows.get(g.black)?.push({ code: b, opponent: g.white, colour: 'b' });
      const [pw, pb] = gamePoints(g.result);
      add(g.white, pw);
      add(g.black, pb);
      seen.add(g.white).add(g.black);
    }
    for (const id of round?.byes ?? []) {
      rows.get(id)?.push({ code: 'B' });
      add(id, 1);
      seen.add(id);
    }
    for (const p of t.players) {
      if (seen.has(p.id)) continue;
      const a = t.absences.find((x) => x.round === n && x.player === p.id);
      const code: UscfCode = a?.kind === 'full-bye' ? 'B' : a?.kind === 'half-bye' ? 'H' : 'U';
      rows.get(p.id)?.push({ code });
      add(p.id, code === 'B' ? 1 : code === 'H' ? 0.5 : 0);
    }
  }
  return ok({
    event: t.name,
    section: meta.section ?? 'Open',
    startDate: meta.startDate ?? '',
    endDate: meta.endDate ?? '',
    system: meta.system ?? 'regular',
    timeControl: meta.timeControl ?? '',
    chiefTd: meta.chiefTd ?? '',
    affiliate: meta.affiliate ?? '',
    rounds: last,
    players: t.players.map((p) => ({
      number: p.id,
      name: p.name,
      uscfId: p.federationId ?? '',
      rating: p.rating,
      total: totals.get(p.id) ?? 0,
      rounds: rows.get(p.id) ?? [],
    })),
  });
}

function codes(result: GameResult): readonly [UscfCode, UscfCode] {
  switch (result) {
    case '1-0':
      return ['W', 'L'];
    case '0-1':
      return ['L', 'W'];
    case '1/2-1/2':
      return ['D', 'D'];
    case '+-':
      return ['X', 'F'];
    case '-+':
      return ['F', 'X'];
    case '--':
      return ['F', 'F'];
    // USCF's codes have no unusual result: each player's own score (a half is a draw to him).
    case '1/2-0':
      return ['D', 'L'];
    case '0-1/2':
      return ['L', 'D'];
    case '0-0':
      return ['L', 'L'];
  }
}

/** The games of a report, each once (from White's line), for comparison with the tournament. */
export function uscfReportGames(r: UscfReport): { round: number; white: number; black: number; result: GameResult }[] {
  const out: { round: number; white: number; black: number; result: GameResult }[] = [];
  for (const p of r.players)
    p.rounds.forEach((e, i) => {
      if (e.colour !== 'w' || e.opponent === undefined) return;
      const other = r.players.find((q) => q.number === e.opponent)?.rounds[i];
      const result: GameResult = e.code === 'W' ? '1-0' : e.code === 'L' ? '0-1' : e.code === 'D' ? '1/2-1/2' : e.code === 'X' ? '+-' : other?.code === 'F' ? '--' : '-+';
      out.push({ round: i + 1, white: p.number, black: e.opponent, result });
    });
  return out;
}
