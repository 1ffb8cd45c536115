/**
 * The players as the Burstein rules see them before a round (C.04.4.2, 2026, Article 1): the Dutch engine's
 * player state (score, colour history, the bye bar of C2), with the Index of 1.7 and the ranking of 1.8.
 */
import { err, ok, type Result } from '../../core/result.js';
import { DUBOV_HISTORY } from '../dubov/players.js';
import { playersBeforeRound, type PlayerState, type PointsInTenths, type RoundRecord } from '../dutch/players.js';
import type { BursteinError, BursteinInput } from './types.js';

/** 1.6.2: the seeding rounds are half the rounds of the tournament (rounded down) or four, whichever is lower. */
export const seedingRounds = (totalRounds: number): number => Math.min(Math.floor(totalRounds / 2), 4);

export interface BursteinState {
  readonly p: PlayerState;
  /** 1-based TPN (1.1). */
  readonly tpn: number;
  /** 1.7.1.1 Buchholz, in tenths of a point. */
  readonly buchholz: number;
  /** 1.7.1.2 Sonneborn-Berger, in hundredths (tenths × tenths). */
  readonly sonnebornBerger: number;
}

/**
 * 1.8: after the seeding rounds the players of a bracket are ranked by 1.8.1 the Index — Buchholz, then
 * Sonneborn-Berger (1.7.1), the higher first — and 1.8.2 the TPN, ascending. Scores are not used (note to 1.8).
 */
export const byRanking = (a: BursteinState, b: BursteinState): number => b.buchholz - a.buchholz || b.sonnebornBerger - a.sonnebornBerger || a.tpn - b.tpn;

/** A zero-point bye or an absence: a round the player was not paired in and scored nothing. */
const isZeroPointBye = (r: RoundRecord): boolean => !r.paired && r.points === 0;

/**
 * Each player's score as his over-the-board opponents see it (1.7.2, exception): a series of consecutive
 * zero-point byes up to the current round counts, each one, as a draw for the benefit of the player's
 * opponents. Our reading: the run must reach the last round played (a withdrawal, or a player absent since);
 * a bye followed by a game is a zero again.
 */
function scoresAsOpponent(players: readonly PlayerState[], playedRounds: number, points: PointsInTenths): Float64Array {
  const out = new Float64Array(players.length);
  for (let k = 0; k < players.length; k++) {
    const p = players[k]!;
    let s = p.score;
    for (let j = playedRounds - 1; j >= 0 && isZeroPointBye(p.recs[j]!); j--) s += points.draw - p.recs[j]!.points;
    out[k] = s;
  }
  return out;
}

/**
 * 1.7.1.1 Buchholz: the sum of the (current) scores of the opponents the player met; 1.7.1.2 Sonneborn-Berger:
 * the sum of the points earned against each opponent times that opponent's (current) score. 1.7.2: a round in
 * which the player did not play (a forfeit, a bye, an absence) counts as a game against himself, for the
 * points he got in it, at his own current score. Acceleration's virtual points take no part (none are given).
 */
export function indexOf(p: PlayerState, asOpponent: Float64Array): { buchholz: number; sonnebornBerger: number } {
  let buchholz = 0;
  let sonnebornBerger = 0;
  for (const r of p.recs) {
    const opponentScore = r.played ? asOpponent[r.opponent]! : p.score;
    buchholz += opponentScore;
    sonnebornBerger += r.points * opponentScore;
  }
  return { buchholz, sonnebornBerger };
}

export interface BursteinPlayers {
  readonly states: readonly BursteinState[];
  readonly playedRounds: number;
}

/** The players before the round, with their Index; an input error for a round count that does not fit. */
export function bursteinPlayers(input: BursteinInput): Result<BursteinPlayers, BursteinError> {
  if (!Number.isInteger(input.totalRounds) || input.totalRounds < 1)
    return err({ code: 'burstein.input', message: `totalRounds ${input.totalRounds}: expected a whole number of rounds, 1 or more` });
  // C2 (2.1.2, Basic Rules art. 4): the pairing-allocated bye, or a win's points in one round without playing, bars the bye.
  const before = playersBeforeRound(input, DUBOV_HISTORY);
  if (!before.ok) return err({ code: 'burstein.input', message: before.error.message });
  const { players, playedRounds, points } = before.value;
  if (playedRounds >= input.totalRounds) return err({ code: 'burstein.input', message: `all ${input.totalRounds} rounds are paired` });
  const asOpponent = scoresAsOpponent(players, playedRounds, points);
  const states = players.map((p): BursteinState => {
    const index = indexOf(p, asOpponent);
    return { p, tpn: p.rank + 1, ...index };
  });
  return ok({ states, playedRounds });
}
