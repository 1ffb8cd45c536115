import { isPlayed, pointsOf, type Game } from '../core/game.js';
import type { Player, PlayerId } from '../core/player.js';
import type { AbsenceScheme } from '../core/settings.js';

/**
 * What a round gives a player in the club scores that count fractions of somebody's value: Keizer
 * (keizer.md §2–3) and Elo-points (§5, "as in Keizer"). Both systems read games and excused absences the
 * same way; only the values differ.
 */

/** How a game counts, for one of its players. */
export const GAME_CREDIT_KINDS = ['win', 'draw', 'loss', 'forfeit-win', 'forfeit-loss', 'double-forfeit', 'pending', 'postponed'] as const;

/** What a line of a club score is for, in both systems (Keizer adds its own kinds). */
export const SCORE_ITEM_KINDS = ['own-value', ...GAME_CREDIT_KINDS, 'bye', 'absence-excused', 'absence-unexcused', 'club-duty'] as const;
export type ScoreItemKind = (typeof SCORE_ITEM_KINDS)[number];

/** One line of a club score: `points = fraction × value`, `value` being the value of `valueOf` used. */
export interface ScoreItem<Kind extends string = ScoreItemKind> {
  /** Undefined for the own value. */
  readonly round?: number | undefined;
  readonly kind: Kind;
  readonly opponent?: PlayerId | undefined;
  /** Whose value the points are a fraction of: the opponent, or the player himself. */
  readonly valueOf: PlayerId;
  readonly fraction: number;
  /** The value used (Keizer: today's value; the mean over the cycle when the ranking cycled). */
  readonly value: number;
  readonly points: number;
  /** Why the fraction is what it is, e.g. "2nd absence: 1/4", "no credit before the first game". */
  readonly note?: string | undefined;
}
export type GameCreditKind = (typeof GAME_CREDIT_KINDS)[number];

/** A player's club score line by line (Keizer, Elo-points): the items add up to `score`. */
export interface ScoreExplanation<Kind extends string = string> {
  readonly player: Player;
  readonly rank: number;
  readonly score: number;
  /** The player's value in the ranking these standings make. */
  readonly value: number;
  readonly afterRound: number;
  /** The own value first (if counted), then one item per round. */
  readonly items: readonly ScoreItem<Kind>[];
  /** Keizer `converge`: the ranking cycled, the values are the means over the cycle. */
  readonly cycled: boolean;
}

export interface GameCredit {
  readonly kind: GameCreditKind;
  /** Fraction of the opponent's value the player scores. */
  readonly fraction: number;
  /** Played over the board (a forfeit and a game without result are not). */
  readonly played: boolean;
}

/**
 * A game for `player` (keizer.md §2): win → the opponent's value, draw → half of it, loss → `lossFraction`
 * of it; a forfeit win scores like a win, a forfeit loss and a double forfeit nothing; a game without
 * result nothing yet.
 */
export function gameCredit(g: Game, player: PlayerId, lossFraction: number): GameCredit {
  if (g.result === undefined) return { kind: g.postponed ? 'postponed' : 'pending', fraction: 0, played: false };
  const points = pointsOf(g, player);
  if (isPlayed(g.result)) {
    if (points === 1) return { kind: 'win', fraction: 1, played: true };
    if (points === 0.5) return { kind: 'draw', fraction: 0.5, played: true };
    return { kind: 'loss', fraction: lossFraction, played: true };
  }
  if (g.result === '--') return { kind: 'double-forfeit', fraction: 0, played: false };
  if (points === 1) return { kind: 'forfeit-win', fraction: 1, played: false };
  return { kind: 'forfeit-loss', fraction: 0, played: false };
}

/** The credit fraction of the n-th (1-based) excused absence under a scheme (keizer.md §3). */
export function absenceFraction(scheme: AbsenceScheme, n: number): number {
  switch (scheme.kind) {
    case 'third':
      return 1 / 3;
    case 'harmonic':
      return 1 / (n + 2);
    case 'halving':
      return 1 / (3 * 2 ** (n - 1)); // 1/3, then each one half the one before: 1/6, 1/12 …
    case 'capped':
      return n <= scheme.count ? 1 / scheme.count : 0;
  }
}
