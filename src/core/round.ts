import type { Game } from './game.js';
import type { PlayerId } from './player.js';

/**
 * Why a player is not paired in a round. Announced before pairing.
 * - `excused` / `unexcused`: Keizer and Elo-points absences (an excused one is credited, keizer.md §3).
 * - `club-duty`: the player serves the club that evening (arbiter, team match); credited like a bye.
 * - `full-bye` / `half-bye` / `zero-bye`: requested byes of a Swiss (C.04.1, TRF `F`, `H`, `Z`).
 * - `present`: not an absence but its opposite, a sign-up: with Keizer's `attendance: opt-in` only the
 *   players signed up for an evening are paired (keizer.md §3). It is kept with the round once paired;
 *   everything that asks who is absent leaves it out (`isAbsence`).
 */
export const ABSENCE_KINDS = ['excused', 'unexcused', 'club-duty', 'full-bye', 'half-bye', 'zero-bye', 'present'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

/** An announcement that keeps the player from the pairing: every kind but the sign-up `present`. */
export const isAbsence = (a: { readonly kind: AbsenceKind }): boolean => a.kind !== 'present';

export interface Absence {
  readonly round: number;
  readonly player: PlayerId;
  readonly kind: AbsenceKind;
}

/** A paired round: the games by board and the pairing-allocated bye (the odd player out), if any. */
export interface Round {
  readonly number: number;
  readonly games: readonly Game[];
  /** Players given the pairing-allocated bye (normally at most one). */
  readonly byes: readonly PlayerId[];
}

export function isComplete(round: Round): boolean {
  return round.games.every((g) => g.result !== undefined);
}

/** Every game has a result or is postponed or adjourned (scored as TRF-2026 162 `X` says): the round is over for now. */
export function isSettled(round: Round): boolean {
  return round.games.every((g) => g.result !== undefined || g.postponed === true || g.adjourned === true);
}

export function gameOf(round: Round, player: PlayerId): Game | undefined {
  return round.games.find((g) => g.white === player || g.black === player);
}
