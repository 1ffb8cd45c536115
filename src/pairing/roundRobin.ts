import { compareByRatingThenName, type Player, type PlayerId } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { gamePoints, type Game } from '../core/game.js';
import { shuffleSeeded } from '../core/random.js';
import type { Round } from '../core/round.js';

/**
 * Round robin (all-play-all) by the FIDE Berger tables (FIDE Handbook C.05 Annex 1), for any number of
 * players: an odd number plays the table of the next even number and the highest number counts as a bye.
 * A double round robin repeats the table with colours reversed; the last two rounds of the first cycle
 * are swapped so that nobody gets three games in a row with the same colour (C.05 Annex 1, last note).
 *
 * Everything here works on pairing numbers 1..N; `assignPairingNumbers` maps players to numbers (by lot,
 * by rating or as given) and `roundRobinRound` turns a table round into a core `Round` of player ids.
 */

export const ROUND_ROBIN_ERRORS = ['too-few-players', 'bad-cycles', 'no-such-round', 'bad-numbers'] as const;
export type RoundRobinErrorCode = (typeof ROUND_ROBIN_ERRORS)[number];

const fault = (code: RoundRobinErrorCode, message: string): Result<never> => err({ code, message });

/** A game of a Berger table, in pairing numbers; the first number has white. */
export interface TableGame {
  readonly white: number;
  readonly black: number;
}

/** One round of a Berger table: the games in board order, and the pairing number with the bye (odd N). */
export interface TableRound {
  /** Round number in the schedule (1-based, counting through both cycles). */
  readonly round: number;
  /** 1 or 2 (double round robin). */
  readonly cycle: number;
  readonly games: readonly TableGame[];
  readonly bye?: number | undefined;
}

/**
 * The FIDE Berger table for `players` players (C.05 Annex 1), one cycle, rounds in table order.
 *
 * With M = N rounded up to even, the numbers 1..M−1 stand in a line that moves M/2 places each round;
 * round r starts the line at 1 + (r−1)·M/2 (mod M−1). Board 1 is M against the first of the line (the
 * line player has white in odd rounds, M in even rounds); board k pairs the k-th of the line (white) with
 * the (M+1−k)-th (black). For odd N the number M = N+1 is the bye: its game is dropped and its opponent
 * gets the bye. This reproduces the published tables (C.05 Annex 1) for 3–16 players.
 */
export function bergerTable(players: number): Result<TableRound[]> {
  if (!Number.isInteger(players) || players < 2) return fault('too-few-players', `a round robin needs at least 2 players, not ${players}`);
  const m = players % 2 === 0 ? players : players + 1;
  const ring = m - 1;
  const rounds: TableRound[] = [];
  for (let r = 1; r <= ring; r++) {
    const start = ((r - 1) * (m / 2)) % ring; // 0-based index of the first of the line
    const line = Array.from({ length: ring }, (_, k) => ((start + k) % ring) + 1);
    const first = line[0]!;
    const games: TableGame[] = [r % 2 === 1 ? { white: first, black: m } : { white: m, black: first }];
    for (let k = 1; k < m / 2; k++) games.push({ white: line[k]!, black: line[ring - k]! });
    if (m === players) rounds.push({ round: r, cycle: 1, games });
    else rounds.push({ round: r, cycle: 1, games: games.filter((g) => g.white !== m && g.black !== m), bye: first });
  }
  return ok(rounds);
}

/** How many rounds a round robin of `players` takes: N−1 (even N) or N (odd N) per cycle. */
export function roundRobinRoundCount(players: number, cycles: 1 | 2 = 1): number {
  return (players % 2 === 0 ? players - 1 : players) * cycles;
}

export interface RoundRobinScheduleOptions {
  /** 1 = single round robin, 2 = double. Default 1. */
  readonly cycles?: 1 | 2 | undefined;
  /**
   * Double round robin: swap the last two rounds of the first cycle (C.05 Annex 1: avoids three equal
   * colours in a row). Default true.
   */
  readonly swapLastRounds?: boolean | undefined;
}

/**
 * The whole schedule: the Berger table, or for a double round robin the table (its last two rounds
 * swapped, unless `swapLastRounds` is false) followed by the table with colours reversed.
 */
export function roundRobinSchedule(players: number, options: RoundRobinScheduleOptions = {}): Result<TableRound[]> {
  const cycles: number = options.cycles ?? 1; // a caller in JavaScript may give any number
  if (cycles !== 1 && cycles !== 2) return fault('bad-cycles', `a round robin has 1 or 2 cycles, not ${String(cycles)}`);
  const table = bergerTable(players);
  if (!table.ok) return table;
  const first = table.value;
  if (cycles === 1) return ok(first);
  const front = [...first];
  if ((options.swapLastRounds ?? true) && front.length >= 2) {
    const last = front.pop()!;
    const before = front.pop()!;
    front.push(last, before);
  }
  const n = first.length;
  const back = first.map((r) => ({
    round: r.round + n,
    cycle: 2,
    games: r.games.map((g) => ({ white: g.black, black: g.white })),
    bye: r.bye,
  }));
  return ok([...front.map((r, i) => ({ ...r, round: i + 1 })), ...back]);
}

/** How pairing numbers are given (C.05: by lot; or by rating; or in the director's order). */
export type PairingNumberMethod =
  | { readonly kind: 'lot'; readonly seed: number }
  /** Highest rating gets number 1 (unrated last), then name. */
  | { readonly kind: 'rating' }
  /** The players' order as given. */
  | { readonly kind: 'given' };

/**
 * Gives the players pairing numbers. Returns the player ids in pairing-number order (index 0 = number 1).
 * `lot` is a seeded, reproducible drawing: the same seed and players give the same numbers.
 */
export function assignPairingNumbers(players: readonly Player[], method: PairingNumberMethod): PlayerId[] {
  switch (method.kind) {
    case 'given':
      return players.map((p) => p.id);
    case 'rating':
      return [...players].sort(compareByRatingThenName).map((p) => p.id);
    case 'lot': {
      // Sorted by id first, so the lot does not depend on the order the players were listed in.
      const ids = players.map((p) => p.id).sort((a, b) => a - b);
      return shuffleSeeded(ids, method.seed);
    }
  }
}

/**
 * Round `round` (1-based, through both cycles) of the schedule as a core `Round`: pairing numbers replaced
 * by player ids (`idsByNumber[k−1]` has number k), boards in table order, the bye in `byes`.
 */
export function roundRobinRound(schedule: readonly TableRound[], idsByNumber: readonly PlayerId[], round: number): Result<Round> {
  const r = schedule[round - 1];
  if (!r) return fault('no-such-round', `the round robin has rounds 1–${schedule.length}, not round ${round}`);
  const idOf = (n: number): PlayerId | undefined => idsByNumber[n - 1];
  const games: Game[] = [];
  for (const g of r.games) {
    const white = idOf(g.white);
    const black = idOf(g.black);
    if (white === undefined || black === undefined)
      return fault('bad-numbers', `pairing number ${white === undefined ? g.white : g.black} has no player (${idsByNumber.length} numbers given)`);
    games.push({ board: games.length + 1, white, black });
  }
  const bye = r.bye === undefined ? undefined : idOf(r.bye);
  if (r.bye !== undefined && bye === undefined) return fault('bad-numbers', `pairing number ${r.bye} has no player (${idsByNumber.length} numbers given)`);
  return ok({ number: round, games, byes: bye === undefined ? [] : [bye] });
}

/** A row of the round-robin standings. */
export interface RoundRobinStanding {
  /** Place; tied players (equal points, Sonneborn-Berger and wins) share the better place. */
  readonly rank: number;
  readonly player: PlayerId;
  readonly points: number;
  /** Sonneborn-Berger: for each game, the opponent's final points × the points scored against him. */
  readonly sonnebornBerger: number;
  readonly wins: number;
  readonly games: number;
}

/** Points of every player over the games with a result (a forfeit counts with its points, C.05). */
function pointsTable(playerIds: readonly PlayerId[], rounds: readonly Round[]): Map<PlayerId, number> {
  const points = new Map<PlayerId, number>(playerIds.map((id) => [id, 0]));
  for (const round of rounds)
    for (const g of round.games) {
      if (g.result === undefined) continue;
      const [w, b] = gamePoints(g.result);
      points.set(g.white, (points.get(g.white) ?? 0) + w);
      points.set(g.black, (points.get(g.black) ?? 0) + b);
    }
  return points;
}

/**
 * Sonneborn-Berger score of each player (C.07: sum over his games of the opponent's points times the
 * points he scored in that game; a double round robin counts each game). Games without a result are
 * left out; a forfeit counts with the points it gave. The full tie-break module (unplayed games by the
 * FIDE tie-break regulations) is `src/scoring/tiebreaks*`; this is what round-robin standings need.
 */
export function sonnebornBerger(playerIds: readonly PlayerId[], rounds: readonly Round[]): Map<PlayerId, number> {
  const points = pointsTable(playerIds, rounds);
  const sb = new Map<PlayerId, number>(playerIds.map((id) => [id, 0]));
  for (const round of rounds)
    for (const g of round.games) {
      if (g.result === undefined) continue;
      const [w, b] = gamePoints(g.result);
      if (sb.has(g.white)) sb.set(g.white, sb.get(g.white)! + w * (points.get(g.black) ?? 0));
      if (sb.has(g.black)) sb.set(g.black, sb.get(g.black)! + b * (points.get(g.white) ?? 0));
    }
  return sb;
}

/**
 * Round-robin standings: points, then Sonneborn-Berger, then number of wins; players equal on all three
 * share the place and are listed in `playerIds` order (give them in pairing-number order).
 */
export function roundRobinStandings(playerIds: readonly PlayerId[], rounds: readonly Round[]): RoundRobinStanding[] {
  const points = pointsTable(playerIds, rounds);
  const sb = sonnebornBerger(playerIds, rounds);
  const wins = new Map<PlayerId, number>(playerIds.map((id) => [id, 0]));
  const games = new Map<PlayerId, number>(playerIds.map((id) => [id, 0]));
  for (const round of rounds)
    for (const g of round.games) {
      if (g.result === undefined) continue;
      const [w, b] = gamePoints(g.result);
      for (const [id, p] of [
        [g.white, w],
        [g.black, b],
      ] as const) {
        if (!games.has(id)) continue;
        games.set(id, games.get(id)! + 1);
        if (p === 1) wins.set(id, wins.get(id)! + 1);
      }
    }
  const rows = playerIds.map((player, order) => ({
    order,
    player,
    points: points.get(player) ?? 0,
    sonnebornBerger: sb.get(player) ?? 0,
    wins: wins.get(player) ?? 0,
    games: games.get(player) ?? 0,
  }));
  // Points are multiples of ½ and SB of ¼: exact in binary floating point, so === is safe.
  const key = (a: (typeof rows)[number], b: (typeof rows)[number]) => b.points - a.points || b.sonnebornBerger - a.sonnebornBerger || b.wins - a.wins;
  rows.sort((a, b) => key(a, b) || a.order - b.order);
  let rank = 0;
  return rows.map((row, i) => {
    if (i === 0 || key(rows[i - 1]!, row) !== 0) rank = i + 1;
    return { rank, player: row.player, points: row.points, sonnebornBerger: row.sonnebornBerger, wins: row.wins, games: row.games };
  });
}
