import { isPlayed } from '../core/game.js';
import type { PlayerId } from '../core/player.js';
import type { Round } from '../core/round.js';
import type { RepeatRule } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';

/**
 * What earlier rounds tell a club pairing (keizer.md §3–5): who met whom over the board, and who had
 * the bye. Meetings are games played over the board: a forfeit does not forbid a rematch (core
 * `game.ts`, C.04.1).
 */

/** Earlier meetings of two players over the board. */
export interface Meetings {
  readonly count: number;
  /** The last round they met in. */
  readonly last: number;
  /** The rounds they met in, in the order of the rounds given. */
  readonly rounds: readonly number[];
}

/** The key of a pair, the same in either order. */
export const pairKey = (a: PlayerId, b: PlayerId): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** The meetings over the board of every pair (by `pairKey`) in the rounds numbered below `before`. */
export function meetingsBefore(rounds: readonly Round[], before: number = Infinity): Map<string, Meetings> {
  const table = new Map<string, Meetings>();
  for (const round of rounds) {
    if (round.number >= before) continue;
    for (const g of round.games) {
      // A postponed game will be played, an adjourned one was begun (TRF-2026 X): they have met.
      if (!isPlayed(g.result) && !g.postponed && !g.adjourned) continue;
      const key = pairKey(g.white, g.black);
      const m = table.get(key);
      table.set(key, { count: (m?.count ?? 0) + 1, last: Math.max(m?.last ?? 0, round.number), rounds: [...(m?.rounds ?? []), round.number] });
    }
  }
  return table;
}

/**
 * The period of a round when the planned rounds P are split into K periods (`periods`, keizer.md §4): the
 * j-th period ends with round round(j × P / K), as `phased` splits the season (§2); later rounds are in the
 * last period. Without planned rounds, or with one period, every round is in period 1.
 */
export function periodOf(round: number, planned: number | undefined, periods: number): number {
  if (planned === undefined || periods <= 1) return 1;
  for (let j = 1; j < periods; j++) if (round <= Math.round((j * planned) / periods)) return j;
  return periods;
}

/**
 * The rounds whose meetings the repeat rule counts when round `round` is paired: the rounds of its period
 * (keizer.md §4: two players meet at most once per period with `never`); every round without periods.
 */
export function roundsOfPeriod(t: Pick<Tournament, 'rounds' | 'plannedRounds' | 'settings'>, round: number): readonly Round[] {
  const periods = 'periods' in t.settings ? t.settings.periods : 1;
  if (periods <= 1 || t.plannedRounds === undefined) return t.rounds;
  const period = periodOf(round, t.plannedRounds, periods);
  return t.rounds.filter((r) => periodOf(r.number, t.plannedRounds, periods) === period);
}

/** The repeat rule's scope in words: "" without periods, else ", within period j of K". */
export function periodWords(t: Pick<Tournament, 'plannedRounds' | 'settings'>, round: number): string {
  const periods = 'periods' in t.settings ? t.settings.periods : 1;
  if (periods <= 1 || t.plannedRounds === undefined) return '';
  return `, within period ${periodOf(round, t.plannedRounds, periods)} of ${periods}`;
}

/**
 * Whether a pair may meet in round `next` under `rule` relaxed `level` steps (level 0 = the rule itself,
 * keizer.md §4): never → at most `level` earlier meetings; at-most m → fewer than m + level; not-within
 * k → not within the last k − level rounds.
 */
export function mayMeetUnder(rule: RepeatRule, level: number, m: Pick<Meetings, 'count' | 'last'> | undefined, next: number): boolean {
  const count = m?.count ?? 0;
  switch (rule.kind) {
    case 'never':
      return count <= level;
    case 'at-most':
      return count < rule.meetings + level;
    case 'not-within':
      return m === undefined || count === 0 || m.last < next - (rule.rounds - level);
  }
}

/** How many byes each player had in `rounds` (keizer.md §3: the bye goes to one with the fewest). */
export function byeCounts(rounds: readonly Round[]): Map<PlayerId, number> {
  const byes = new Map<PlayerId, number>();
  for (const r of rounds) for (const id of r.byes) byes.set(id, (byes.get(id) ?? 0) + 1);
  return byes;
}

/**
 * The players who may get the bye, in the order they are tried (keizer.md §3): fewest byes so far first,
 * then the lowest ranked first. `ranked` is in ranking order, highest first.
 */
export function byeOrder(ranked: readonly PlayerId[], rounds: readonly Round[]): PlayerId[] {
  const byes = byeCounts(rounds);
  return [...ranked].reverse().sort((a, b) => (byes.get(a) ?? 0) - (byes.get(b) ?? 0));
}
