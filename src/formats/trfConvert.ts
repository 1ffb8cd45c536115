/**
 * TRF-2026 and our TRF16 model (TRF16 with the bbpPairings/JaVaFo extensions, `trf.ts`), each into the other,
 * so that what reads a `TrfTournament` — the Dutch engine's input, the import as a tournament — reads
 * TRF-2026 as well, and what writes one can write TRF-2026.
 *
 * | TRF-2026 (C.04 Annex 2)            | TRF16 (`TrfTournament`)                                           |
 * | ---------------------------------- | ----------------------------------------------------------------- |
 * | 001, 012–132, other records        | the same                                                          |
 * | 142 number of rounds               | XXR                                                               |
 * | 152 W / B                          | XXC white1 / black1                                               |
 * | 162 W, D, L, P                     | BBW, BBD, BBL, BBU                                                |
 * | 162 A (zero-point bye or forfeit loss) | BBZ and BBF, which must then be equal                         |
 * | 162 X (unknown result)             | none: refused unless it equals D, its default                     |
 * | 172, 182, 192, 202, 212, 222       | header lines, as TRF16 keeps a record it does not know            |
 * | 240 F/H/Z byes                     | `0000 - F/H/Z` in the player's column of that round               |
 * | 250 accelerated rounds             | XXA, the fictitious points of each player round by round          |
 * | 260 prohibited pairings            | XXP if it holds in every round; otherwise only for a given round  |
 * | none                               | XXC rank (the order of the lines is the ranking): refused         |
 *
 * Nothing is dropped: what the other format cannot say is a `TrfConvertError`. Some things come back
 * written differently but meaning the same: TRF16 → TRF-2026 keeps byes in the round columns (no 240), and
 * TRF-2026 → TRF16 → TRF-2026 turns 240 records into round entries; XXA values of 0 (no acceleration) and
 * 250 ranges past the last player are not kept; BBZ or BBF alone comes back as both.
 */
import { err, ok, type Result } from '../core/result.js';
import type { TrfPlayer, TrfPointValues, TrfRoundEntry, TrfTournament } from './trf.js';
import {
  agreesWithBye,
  makeTrf2026InfoLines,
  readTrf2026InfoLine,
  type Trf2026Acceleration,
  type Trf2026Bye,
  type Trf2026Info,
  type Trf2026Prohibition,
  type Trf2026Scoring,
  type Trf2026Tournament,
} from './trf2026.js';

export const TRF_CONVERT_ERROR_CODES = ['trf-convert.inexpressible', 'trf-convert.contradiction'] as const;
export type TrfConvertErrorCode = (typeof TRF_CONVERT_ERROR_CODES)[number];

export interface TrfConvertError {
  readonly code: TrfConvertErrorCode;
  readonly message: string;
  /** The record that could not be translated (`162`, `260`, `XXC`, …). */
  readonly record: string;
}

const inexpressible = (record: string, message: string): Result<never, TrfConvertError> => err({ code: 'trf-convert.inexpressible', message, record });
const contradiction = (record: string, message: string): Result<never, TrfConvertError> => err({ code: 'trf-convert.contradiction', message, record });

/** The records 172–222: no TRF16 counterpart, kept as header lines in TRF16. */
const INFO_RECORDS = ['172', '182', '192', '202', '212', '222'];
/** TRF-2026 records that TRF16 readers would skip although they change a pairing or a score. */
const PAIRING_RECORDS = ['142', '152', '162', '240', '250', '260', '299'];
const TEAM_RECORDS = ['013', '310', '320', '330', '300', '352', '362', '801', '802'];
/** The last round a 3-digit round field can name. */
const LAST_ROUND = 999;

/** A 260 record that holds in every round of the tournament (without 142: one that runs to round 999). */
export function holdsInEveryRound(r: Trf2026Prohibition, totalRounds: number | undefined): boolean {
  return r.firstRound <= 1 && r.lastRound >= (totalRounds ?? LAST_ROUND);
}

export interface TrfFromTrf2026Options {
  /**
   * The round to be paired. A 260 record that holds in some rounds only has no XXP counterpart (XXP holds in
   * every round): with `round`, the records that hold in that round become XXP groups and the others, which
   * do not bear on that round, are left out; without it, such a record is refused.
   */
  readonly round?: number | undefined;
}

/** TRF-2026 → TRF16. */
export function trfFromTrf2026(t: Trf2026Tournament, options: TrfFromTrf2026Options = {}): Result<TrfTournament, TrfConvertError> {
  const pointValues = pointValuesOf(t.scoring);
  if (!pointValues.ok) return pointValues;
  const players = playersWithByes(t.players, t.byes);
  if (!players.ok) return players;
  const accelerations = accelerationsOf(t.players, t.accelerations);
  if (!accelerations.ok) return accelerations;
  const forbiddenPairs: number[][] = [];
  for (const r of t.prohibitions) {
    if (holdsInEveryRound(r, t.totalRounds)) forbiddenPairs.push([...r.players]);
    else if (options.round === undefined)
      return inexpressible(
        '260',
        `260 ${r.firstRound}-${r.lastRound} (players ${r.players.join(' ')}) holds in some rounds only; TRF16's XXP holds in every round, so the round to pair must be given`,
      );
    else if (r.firstRound <= options.round && options.round <= r.lastRound) forbiddenPairs.push([...r.players]);
  }
  return ok({
    headers: [...t.headers, ...makeTrf2026InfoLines(t)],
    players: players.value,
    totalRounds: t.totalRounds,
    initialColour: t.initialColour,
    useRankOrder: false,
    accelerations: accelerations.value,
    forbiddenPairs,
    pointValues: pointValues.value,
  });
}

/** 162 → BB?: A is both the zero-point bye and the forfeit loss; P left out stays "as W" (BBU left out). */
function pointValuesOf(s: Trf2026Scoring): Result<TrfPointValues, TrfConvertError> {
  if (s.X !== undefined && s.X !== (s.D ?? 0.5))
    return inexpressible(
      '162',
      `162 gives X (unknown result) ${s.X.toFixed(1)} points; TRF16 has no such result, so only X equal to D (${(s.D ?? 0.5).toFixed(1)}) can be translated`,
    );
  return ok({
    ...(s.W !== undefined ? { win: s.W } : {}),
    ...(s.D !== undefined ? { draw: s.D } : {}),
    ...(s.L !== undefined ? { loss: s.L } : {}),
    ...(s.A !== undefined ? { zeroPointBye: s.A, forfeitLoss: s.A } : {}),
    ...(s.P !== undefined ? { pairingAllocatedBye: s.P } : {}),
  });
}

const BLANK: TrfRoundEntry = { opponent: 0, colour: ' ', result: ' ' };

/** 240 → the round columns: `0000 - F/H/Z` in the bye's round, where the entry is blank or says the same. */
function playersWithByes(players: readonly TrfPlayer[], byes: readonly Trf2026Bye[]): Result<TrfPlayer[], TrfConvertError> {
  const rounds = new Map<number, TrfRoundEntry[]>(players.map((p) => [p.id, [...p.rounds]]));
  for (const b of byes)
    for (const id of b.players) {
      const list = rounds.get(id);
      if (!list) return contradiction('240', `240 ${b.kind} round ${b.round}: player ${id} has no 001 record`);
      const e = list[b.round - 1];
      if (e && !agreesWithBye(e, b.kind))
        return contradiction(
          '240',
          `240 gives player ${id} a ${b.kind} bye in round ${b.round}, but his 001 record says "${e.opponent === 0 ? '0000' : e.opponent} ${e.colour} ${e.result}"`,
        );
      while (list.length < b.round) list.push(BLANK);
      list[b.round - 1] = { opponent: 0, colour: '-', result: b.kind };
    }
  return ok(players.map((p) => ({ ...p, rounds: rounds.get(p.id)! })));
}

/** 250 → XXA, for the players that have a 001 record, in the order of those records. */
function accelerationsOf(players: readonly TrfPlayer[], records: readonly Trf2026Acceleration[]): Result<Map<number, number[]>, TrfConvertError> {
  const out = new Map<number, number[]>();
  for (const p of players) {
    const values: (number | undefined)[] = []; // sparse: the rounds without a 250 record are holes
    for (const a of records) {
      if (p.id < a.firstPlayer || p.id > a.lastPlayer) continue;
      for (let r = a.firstRound; r <= a.lastRound; r++) {
        if (values[r - 1] !== undefined) return contradiction('250', `two 250 records give player ${p.id} fictitious points in round ${r}`);
        values[r - 1] = a.points;
      }
    }
    if (values.length > 0)
      out.set(
        p.id,
        Array.from(values, (v) => v ?? 0),
      );
  }
  return ok(out);
}

/** TRF16 → TRF-2026. */
export function trf2026FromTrf(t: TrfTournament): Result<Trf2026Tournament, TrfConvertError> {
  if (t.useRankOrder)
    return inexpressible(
      'XXC',
      'XXC rank (the order of the 001 lines is the initial ranking) has no TRF-2026 counterpart: TRF-2026 ranks the players by their start numbers, so renumber them',
    );
  if (t.totalRounds !== undefined && t.totalRounds > LAST_ROUND) return inexpressible('XXR', `XXR ${t.totalRounds}: TRF-2026 numbers rounds with three digits`);
  const headers: string[] = [];
  let info: Partial<Trf2026Info> = {};
  for (const h of t.headers) {
    const code = h.slice(0, 3);
    if (INFO_RECORDS.includes(code)) {
      const r = readTrf2026InfoLine(h);
      if (!r.ok) return contradiction(code, `the header line "${h}" is not a valid ${code} record (column ${r.error.column}: ${r.error.message})`);
      const field = Object.keys(r.value)[0] as keyof Trf2026Info;
      if (info[field] !== undefined) return contradiction(code, `the header lines have two ${code} records`);
      info = { ...info, ...r.value };
    } else if (PAIRING_RECORDS.includes(code) || TEAM_RECORDS.includes(code))
      return contradiction(code, `the header line "${h}" is a TRF-2026 record that a TRF16 reader does not apply; a file is one format or the other`);
    else headers.push(h);
  }
  const scoring = scoringOf(t.pointValues);
  if (!scoring.ok) return scoring;
  const accelerations = accelerationRecords(t.accelerations);
  if (!accelerations.ok) return accelerations;
  const prohibitions = prohibitionRecords(t);
  if (!prohibitions.ok) return prohibitions;
  return ok({
    headers,
    totalRounds: t.totalRounds,
    initialColour: t.initialColour,
    scoring: scoring.value,
    startingRankMethod: info.startingRankMethod,
    pairingController: info.pairingController,
    tournamentType: info.tournamentType,
    tiebreaks: info.tiebreaks,
    standingsTiebreaks: info.standingsTiebreaks,
    timeControl: info.timeControl,
    players: t.players,
    byes: [],
    accelerations: accelerations.value,
    prohibitions: prohibitions.value,
  });
}

/** Points as the 4-column fields of 162 and 250 hold them ("11.5"). */
const fits = (x: number): boolean => x >= 0 && x.toFixed(1).length <= 4 && Math.abs(Math.round(x * 10) - x * 10) < 1e-9;

/** BB? → 162, none for FIDE's default scoring. The engines score a forfeit loss and a zero-point bye 0 unless told otherwise (trfInput). */
function scoringOf(pv: TrfPointValues): Result<Trf2026Scoring, TrfConvertError> {
  const named: [string, number | undefined][] = [
    ['BBW', pv.win],
    ['BBD', pv.draw],
    ['BBL', pv.loss],
    ['BBZ', pv.zeroPointBye],
    ['BBF', pv.forfeitLoss],
    ['BBU', pv.pairingAllocatedBye],
  ];
  for (const [code, v] of named) if (v !== undefined && !fits(v)) return inexpressible(code, `${code} ${v}: 162 holds points from 0.0 to 99.9`);
  let absence: number | undefined;
  if (pv.zeroPointBye !== undefined || pv.forfeitLoss !== undefined) {
    const zpb = pv.zeroPointBye ?? 0;
    const forfeit = pv.forfeitLoss ?? 0;
    if (zpb !== forfeit)
      return inexpressible(
        pv.zeroPointBye !== undefined ? 'BBZ' : 'BBF',
        `a zero-point bye scores ${zpb.toFixed(1)} (BBZ) and a forfeit loss ${forfeit.toFixed(1)} (BBF); 162 has one value for both (A, absence)`,
      );
    absence = zpb;
  }
  // C.04 Annex 2, tag 162: "mandatory only when the elements differ from the default values" (W 1.0, D 0.5,
  // L 0.0, A 0.0, P = W): FIDE's own scoring writes no 162, which readers that know only part of 162
  // (bbpPairings 6.0.0 refuses A) then read too.
  const win = pv.win ?? 1;
  if (win === 1 && (pv.draw ?? 0.5) === 0.5 && (pv.loss ?? 0) === 0 && (absence ?? 0) === 0 && (pv.pairingAllocatedBye ?? win) === win) return ok({});
  return ok({
    ...(pv.win !== undefined ? { W: pv.win } : {}),
    ...(pv.draw !== undefined ? { D: pv.draw } : {}),
    ...(pv.loss !== undefined ? { L: pv.loss } : {}),
    ...(absence !== undefined ? { A: absence } : {}),
    ...(pv.pairingAllocatedBye !== undefined ? { P: pv.pairingAllocatedBye } : {}),
  });
}

/**
 * XXA → 250: each run of rounds in which a player has the same fictitious points, merged over consecutive
 * start numbers with the same run (the Baku example of the spec: `250 00.0 02.0 001 003 0001 0090`).
 */
function accelerationRecords(acc: ReadonlyMap<number, readonly number[]>): Result<Trf2026Acceleration[], TrfConvertError> {
  const runs: Trf2026Acceleration[] = [];
  for (const [id, values] of acc) {
    if (id > 9999) return inexpressible('XXA', `XXA ${id}: TRF-2026 numbers players with four digits`);
    if (values.length > LAST_ROUND) return inexpressible('XXA', `XXA ${id}: TRF-2026 numbers rounds with three digits`);
    for (let k = 0; k < values.length; k++) {
      const v = values[k]!;
      if (v === 0) continue;
      if (!fits(v)) return inexpressible('XXA', `XXA ${id}: ${v} fictitious points; 250 holds points from 0.0 to 99.9`);
      let end = k;
      while (values[end + 1] === v) end++;
      runs.push({ matchPoints: undefined, points: v, firstRound: k + 1, lastRound: end + 1, firstPlayer: id, lastPlayer: id });
      k = end;
    }
  }
  runs.sort((a, b) => a.firstRound - b.firstRound || a.lastRound - b.lastRound || a.points - b.points || a.firstPlayer - b.firstPlayer);
  const out: Trf2026Acceleration[] = [];
  for (const r of runs) {
    const last = out[out.length - 1];
    if (last && last.firstRound === r.firstRound && last.lastRound === r.lastRound && last.points === r.points && last.lastPlayer + 1 === r.firstPlayer)
      out[out.length - 1] = { ...last, lastPlayer: r.firstPlayer };
    else out.push(r);
  }
  return ok(out);
}

/** XXP → 260 from round 1 to the last (142, or 999 when the number of rounds is not given). */
function prohibitionRecords(t: TrfTournament): Result<Trf2026Prohibition[], TrfConvertError> {
  const ids = new Set(t.players.map((p) => p.id));
  const out: Trf2026Prohibition[] = [];
  for (const g of t.forbiddenPairs) {
    if (g.length < 2) return inexpressible('XXP', `XXP ${g.join(' ')} forbids nothing; a 260 record lists at least two players`);
    for (const [k, id] of g.entries()) {
      if (!ids.has(id)) return contradiction('XXP', `XXP ${g.join(' ')}: player ${id} has no 001 line`);
      if (g.indexOf(id) < k) return contradiction('XXP', `XXP ${g.join(' ')}: player ${id} is listed twice`);
    }
    out.push({ firstRound: 1, lastRound: t.totalRounds ?? LAST_ROUND, players: [...g] });
  }
  return ok(out);
}
