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
  /**
   * The standings after this round show `value` as the value of `valueOf` (issue 32: every number of an
   * explanation can be found in a table); undefined when no printed standings hold it (see `valuesFrom`).
   */
  readonly valuesAfterRound?: number | undefined;
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
  /** Which ranking's values scored the rounds (keizer.md §1–2, §5). */
  readonly valuesFrom: ValuesFrom;
  /** The player's own value used for his own value, byes and absences, when one value served every round. */
  readonly ownValue?: number | undefined;
}

/**
 * Which ranking's values scored the rounds of an explanation (issue 32). A Keizer score is recomputed with
 * the values of one ranking (keizer.md §1–2), which is not the ranking the score makes:
 * - `standings`: the standings after round `afterRound` show these values (iteration `none`: the ranking
 *   after the round before; `converge`: the ranking itself, which no longer changes; Elo-points
 *   `current`: today's values);
 * - `adjusted`: the standings after round `afterRound`, re-valued for the players who joined or left since
 *   (keizer.md §3, late entries and withdrawn players): not printed;
 * - `extra-pass`: the ranking one pass made after round `afterRound`, before the extra pass (`final`,
 *   `phased`): not printed, the standings show the values after the extra pass;
 * - `cycle-mean`: the mean values over the cycle (`converge`, §2); `capped`: the last pass of `max-passes`;
 * - `before-each-round`: Elo-points `at-game` (§5): each round with the values of the standings before
 *   it, the own value with today's.
 */
export interface ValuesFrom {
  readonly kind: 'standings' | 'adjusted' | 'extra-pass' | 'cycle-mean' | 'capped' | 'before-each-round';
  /** The round after which the ranking was made; undefined for `before-each-round`. */
  readonly afterRound?: number | undefined;
}

const roundsText = (k: number): string => (k === 1 ? 'round 1' : `rounds 1–${k}`);
const rankingAfter = (k: number): string => (k === 0 ? 'the initial ranking' : `the ranking after round ${k}`);

/**
 * In words, which ranking's values scored the explanation's rounds, e.g. "rounds 1–6 scored with the values
 * of the ranking after round 5 (the standings after round 5)" (keizer.md §1–2, §5).
 */
export function valuesFromWords(ex: Pick<ScoreExplanation, 'afterRound' | 'valuesFrom' | 'items'>): string {
  const k = ex.afterRound;
  const from = ex.valuesFrom;
  const at = from.afterRound ?? k;
  if (k === 0) return `no round played: the values are those of ${rankingAfter(0)}`;
  switch (from.kind) {
    case 'standings':
      return at === k
        ? `${roundsText(k)} scored with the values of this ranking (the standings after round ${k})`
        : `${roundsText(k)} scored with the values of ${rankingAfter(at)} (the standings after ${at === 0 ? 'round 0, before round 1' : `round ${at}`})`;
    case 'adjusted':
      return `${roundsText(k)} scored with the values of ${rankingAfter(at)}, counted again for the players who joined or left since (no standings print these values)`;
    case 'extra-pass':
      return `${roundsText(k)} scored with the values of the ranking one pass made after round ${at}, before the extra pass (no standings print these values; the standings after round ${at} show those after the extra pass)`;
    case 'cycle-mean':
      return `${roundsText(k)} scored with the mean values over the cycle of rankings (no standings print these values)`;
    case 'capped':
      return `${roundsText(k)} scored with the values of the last of the passes allowed (max-passes; no standings print these values)`;
    case 'before-each-round':
      return `each round scored with the values of the standings before it (after the round before)${ex.items.some((i) => i.kind === 'own-value') ? "; the own value with today's" : ''}`;
  }
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
