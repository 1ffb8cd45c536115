/**
 * The players as the pairing rules see them before round r: score, colour history and preference, floats,
 * whether they may get the pairing-allocated bye. The rules that differ between editions (what an unplayed
 * round counts as) come from the edition (`DutchEdition`); everything else is common to 2017 and 2025.
 */
import { err, ok, type Result } from '../../core/result.js';
import type { DutchError, DutchInput } from './types.js';

export type Colour = 0 | 1 | 2;
export const WHITE: Colour = 0;
export const BLACK: Colour = 1;
export const NO_COLOUR: Colour = 2;
export const invert = (c: Colour): Colour => (c === WHITE ? BLACK : c === BLACK ? WHITE : NO_COLOUR);

export type Float = 0 | 1 | 2;
export const DOWN: Float = 0;
export const UP: Float = 1;
export const NO_FLOAT: Float = 2;

/** Points per result in tenths (the engines' unit: 1 point = 10). */
export interface PointsInTenths {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly zeroPointBye: number;
  readonly forfeitLoss: number;
  readonly pairingAllocatedBye: number;
}

/** One earlier round of a player. */
export interface RoundRecord {
  /** The opponent's index in the input, or −1. */
  readonly opponent: number;
  /** The colour of a game played over the board, else NO_COLOUR. */
  readonly colour: Colour;
  /** Played over the board (forfeits are not). */
  readonly played: boolean;
  /** 0 loss, 1 draw, 2 win. */
  readonly score: 0 | 1 | 2;
  /** Took part in the round's pairing: a game, a forfeit, or the pairing-allocated bye. */
  readonly paired: boolean;
  /** The points the round gave, in tenths. */
  readonly points: number;
}

/** True for the pairing-allocated bye (no opponent, but paired). */
export const isPairingAllocatedBye = (r: RoundRecord): boolean => !r.played && r.paired && r.opponent < 0;

/** What the edition decides about an earlier round (the table of differences, see editions.ts). */
export interface HistoryRules {
  /** The float an unplayed round gives (2017 A.4.b, 2025 1.4.3). */
  unplayedFloat(r: RoundRecord, points: PointsInTenths): Float;
  /** Whether this round bars the pairing-allocated bye (2017 C.2, 2025 C2 and Basic Rules art. 4). */
  barsBye(r: RoundRecord, points: PointsInTenths): boolean;
}

export interface PlayerState {
  /** Index in the input. */
  readonly index: number;
  readonly id: number;
  /** Pairing number among the players who take part (0-based; the TPN order). */
  readonly rank: number;
  readonly recs: readonly RoundRecord[];
  /** Acceleration per round, in tenths. */
  readonly acc: readonly number[];
  /** Indices of players he may not meet (C1: met before; forbidden pairs). */
  readonly forbidden: Set<number>;
  readonly available: boolean;
  /** Takes part in the tournament (paired at least once, or to be paired now). */
  readonly valid: boolean;
  /** Score without acceleration. */
  readonly score: number;
  /** Score with acceleration now, one round back, two rounds back (the pairing scores). */
  readonly acc0: number;
  readonly acc1: number;
  readonly acc2: number;
  /** |whites − blacks| of the games played (2017 A.6, 2025 1.6). */
  readonly colourImbalance: number;
  readonly pref: Colour;
  /** The colour of the last two games when they were the same, else NO_COLOUR. */
  readonly repeated: Colour;
  readonly strong: boolean;
  readonly absImbalance: boolean;
  readonly absPref: boolean;
  readonly eligibleForBye: boolean;
  /** Games played over the board (2025 C9 counts the unplayed ones). */
  readonly playedGames: number;
  /** Float of the last round and of the round before it (DOWN, UP, NO_FLOAT). */
  readonly float1: Float;
  readonly float2: Float;
}

export interface PlayersBeforeRound {
  readonly players: readonly PlayerState[];
  /** Rounds already paired (the round to pair is playedRounds + 1). */
  readonly playedRounds: number;
  readonly points: PointsInTenths;
}

const tenths = (x: number): number => Math.round(x * 10);

export function pointsInTenths(input: DutchInput): PointsInTenths {
  const pv = input.pointValues ?? {};
  return {
    win: tenths(pv.win ?? 1),
    draw: tenths(pv.draw ?? 0.5),
    loss: tenths(pv.loss ?? 0),
    zeroPointBye: tenths(pv.zeroPointBye ?? 0),
    forfeitLoss: tenths(pv.forfeitLoss ?? 0),
    pairingAllocatedBye: tenths(pv.pairingAllocatedBye ?? pv.win ?? 1),
  };
}

/** The points of a round (as bbpPairings' getPoints): byes, forfeits and games each by their own value. */
function pointsOf(score: 0 | 1 | 2, played: boolean, paired: boolean, hasOpponent: boolean, p: PointsInTenths): number {
  if (score === 1) return p.draw;
  if (score === 2) return !hasOpponent && paired ? p.pairingAllocatedBye : p.win;
  if (!paired) return p.zeroPointBye;
  return played ? p.loss : p.forfeitLoss;
}

/** The players' records (a missing trailing round is an absence), or an input error. */
function recordsOf(input: DutchInput, points: PointsInTenths): Result<{ recs: RoundRecord[][]; playedRounds: number }, DutchError> {
  const byId = new Map<number, number>();
  for (const [i, p] of input.players.entries()) {
    if (byId.has(p.id)) return err({ code: 'dutch.input', message: `player ${p.id} is listed twice` });
    byId.set(p.id, i);
  }
  const playedRounds = input.players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  const recs: RoundRecord[][] = [];
  for (const p of input.players) {
    const list: RoundRecord[] = [];
    for (let k = 0; k < playedRounds; k++) {
      const r = p.rounds[k];
      if (!r) {
        list.push({ opponent: -1, colour: NO_COLOUR, played: false, score: 0, paired: false, points: points.zeroPointBye });
        continue;
      }
      const opponent = r.opponent === undefined ? -1 : byId.get(r.opponent);
      if (opponent === undefined) return err({ code: 'dutch.input', message: `player ${p.id}: unknown opponent ${r.opponent} in round ${k + 1}` });
      const played = r.played && opponent >= 0;
      const score = r.score === 'win' ? 2 : r.score === 'draw' ? 1 : 0;
      const colour = !played ? NO_COLOUR : r.colour === 'white' ? WHITE : r.colour === 'black' ? BLACK : NO_COLOUR;
      list.push({ opponent, colour, played, score, paired: r.paired, points: pointsOf(score, played, r.paired, opponent >= 0, points) });
    }
    recs.push(list);
  }
  return ok({ recs, playedRounds });
}

/** Colour difference and preference (2017 A.6, 2025 1.6–1.7) from the games played over the board. */
type ColourState = Pick<PlayerState, 'colourImbalance' | 'pref' | 'repeated' | 'strong' | 'absImbalance' | 'absPref'>;

function colourState(recs: readonly RoundRecord[]): ColourState {
  let white = 0;
  let black = 0;
  let consecutive = 0;
  let last: Colour = NO_COLOUR;
  for (const r of recs) {
    if (!r.played) continue;
    if (r.colour === WHITE) white++;
    else black++;
    consecutive = consecutive === 0 || r.colour !== last ? 1 : consecutive + 1;
    last = r.colour;
  }
  const lower: Colour = white > black ? BLACK : WHITE;
  const colourImbalance = Math.abs(white - black);
  const pref: Colour = colourImbalance > 1 ? lower : consecutive > 1 ? invert(last) : colourImbalance > 0 ? lower : consecutive > 0 ? invert(last) : NO_COLOUR;
  const repeated: Colour = consecutive > 1 ? last : NO_COLOUR;
  const absImbalance = colourImbalance > 1;
  const absPref = absImbalance || repeated !== NO_COLOUR;
  return { colourImbalance, pref, repeated, strong: !absPref && colourImbalance > 0, absImbalance, absPref };
}

/** The players before round playedRounds + 1, by the edition's history rules. */
export function playersBeforeRound(input: DutchInput, rules: HistoryRules): Result<PlayersBeforeRound, DutchError> {
  const points = pointsInTenths(input);
  const records = recordsOf(input, points);
  if (!records.ok) return records;
  const { recs, playedRounds } = records.value;
  const n = input.players.length;
  // The pairing score `back` rounds ago (0, 1, 2), with that round's acceleration (C.04.5).
  const scoreBack = [new Float64Array(n), new Float64Array(n), new Float64Array(n)] as const;
  for (let k = 0; k < n; k++) {
    const list = recs[k]!;
    const acc = input.players[k]!.accelerations ?? [];
    let s = 0;
    for (let j = 0; j < playedRounds; j++) {
      const back = playedRounds - j;
      if (back <= 2) scoreBack[back]![k] = s + (j < acc.length ? tenths(acc[j]!) : 0);
      s += list[j]!.points;
    }
    scoreBack[0][k] = s + (playedRounds < acc.length ? tenths(acc[playedRounds]!) : 0);
  }
  // The float of `back` rounds ago: a game between different scores, or an unplayed round (by edition).
  const floatOf = (k: number, back: 1 | 2): Float => {
    if (playedRounds < back) return NO_FLOAT;
    const r = recs[k]![playedRounds - back]!;
    if (!r.played) return rules.unplayedFloat(r, points);
    const mine = scoreBack[back][k]!;
    const theirs = scoreBack[back][r.opponent]!;
    return mine > theirs ? DOWN : mine < theirs ? UP : NO_FLOAT;
  };
  let rank = 0;
  const players: PlayerState[] = [];
  for (let k = 0; k < n; k++) {
    const p = input.players[k]!;
    const list = recs[k]!;
    // One pass over the rounds (a thousand players, nine rounds: every one counts when the process is new).
    let paired = false;
    let score = 0;
    let playedGames = 0;
    let barsBye = false;
    const forbidden = new Set<number>();
    for (const r of list) {
      paired ||= r.paired;
      score += r.points;
      if (r.played) {
        playedGames++;
        forbidden.add(r.opponent); // C1
      }
      barsBye ||= rules.barsBye(r, points);
    }
    const valid = p.available || paired;
    const colours = colourState(list);
    players.push({
      index: k,
      id: p.id,
      rank: valid ? rank++ : 0,
      recs: list,
      acc: (p.accelerations ?? []).map(tenths),
      forbidden,
      available: p.available,
      valid,
      score,
      acc0: scoreBack[0][k]!,
      acc1: playedRounds >= 1 ? scoreBack[1][k]! : 0,
      acc2: playedRounds >= 2 ? scoreBack[2][k]! : 0,
      colourImbalance: colours.colourImbalance,
      pref: colours.pref,
      repeated: colours.repeated,
      strong: colours.strong,
      absImbalance: colours.absImbalance,
      absPref: colours.absPref,
      eligibleForBye: !barsBye,
      playedGames,
      float1: floatOf(k, 1),
      float2: floatOf(k, 2),
    });
  }
  const byId = new Map(input.players.map((p, k) => [p.id, k]));
  for (const g of input.forbiddenGroups ?? []) {
    const idx = g.map((id) => byId.get(id)).filter((i): i is number => i !== undefined);
    for (const a of idx) for (const b of idx) if (a !== b) players[a]!.forbidden.add(b);
  }
  return ok({ players, playedRounds, points });
}
