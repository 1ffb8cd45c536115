import { isPlayed, pointsOf } from '../core/game.js';
import type { Player, PlayerId } from '../core/player.js';
import type { Round } from '../core/round.js';
import { DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, type EloPointsSystemSettings } from '../core/settings.js';

/**
 * Ratings of the Elo-points system (keizer.md §5): every player starts from his rating and it moves game
 * by game through the season by the Elo formula with the player's own K (at most 32, default 20):
 * R' = R + K·(S − E), E = 1 / (1 + 10^((R_opp − R)/400)). A player's value is his rating / 100.
 *
 * Only games played over the board move ratings (not forfeits, not games without a result). The games of
 * one round are disjoint, so "game by game" is round by round: each game uses the ratings from before its
 * round. Ratings are kept unrounded (values are shown with two decimals).
 */

/** The article: "de officiële K-factor (<= 32)". */
export const ELO_POINTS_MAX_K = 32;

/**
 * K of a player without `kFactor`, and the starting rating of an unrated player: the tournament's
 * Elo-points settings; defaults those of `DEFAULT_ELO_POINTS_SYSTEM_SETTINGS` (20 and 1000).
 */
export type EloPointsRatingOptions = Partial<Pick<EloPointsSystemSettings, 'defaultK' | 'unratedRating'>>;

/** Expected score of a player rated `own` against `opponent` (the logistic Elo formula). */
export function eloExpected(own: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - own) / 400));
}

/** Rating change for one game: K·(score − expected). */
export function eloChange(own: number, opponent: number, score: number, k: number): number {
  return k * (score - eloExpected(own, opponent));
}

/** The player's K: his own `kFactor` or the default, kept within 0..32. */
export function eloPointsK(player: Player, defaultK: number = DEFAULT_ELO_POINTS_SYSTEM_SETTINGS.defaultK): number {
  const k = player.kFactor ?? defaultK;
  return Math.min(ELO_POINTS_MAX_K, Math.max(0, k));
}

/** The starting rating: the registered rating, or `unratedRating` for an unrated player. */
export function startingRating(player: Player, options: EloPointsRatingOptions = {}): number {
  return player.rating ?? options.unratedRating ?? DEFAULT_ELO_POINTS_SYSTEM_SETTINGS.unratedRating;
}

/**
 * Rating of every player after each round: element k is the ratings after k rounds (element 0 = the
 * starting ratings), for k = 0..rounds.length, rounds taken in round-number order. A player's rating
 * before round k+1 is element k.
 */
export function eloPointsRatingHistory(players: readonly Player[], rounds: readonly Round[], options: EloPointsRatingOptions = {}): Map<PlayerId, number>[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  let current = new Map(players.map((p) => [p.id, startingRating(p, options)]));
  const history = [current];
  for (const round of [...rounds].sort((a, b) => a.number - b.number)) {
    const next = new Map(current);
    for (const g of round.games) {
      if (!isPlayed(g.result)) continue;
      const w = byId.get(g.white);
      const b = byId.get(g.black);
      if (!w || !b) continue;
      const rw = current.get(w.id)!;
      const rb = current.get(b.id)!;
      next.set(w.id, rw + eloChange(rw, rb, pointsOf(g, w.id)!, eloPointsK(w, options.defaultK)));
      next.set(b.id, rb + eloChange(rb, rw, pointsOf(g, b.id)!, eloPointsK(b, options.defaultK)));
    }
    history.push(next);
    current = next;
  }
  return history;
}
