/**
 * The Dubov engine's input and output (C.04.4.1, the text in force from 1 February 2026): the Dutch
 * engine's plain data (`DutchInput`: players in the order of the initial ranking list, their earlier
 * rounds, the point values), with a rating for every player (1.1: the ARO of 1.7 is made of them).
 */
import type { DutchColour, DutchPair, DutchPlayer, DutchPointValues } from '../dutch/types.js';

export interface DubovPlayer extends DutchPlayer {
  /** The player's rating (1.1.1: every player has one; an unrated player gets a provisional one from the arbiter, 1.1.2). */
  readonly rating: number;
}

/** Everything the engine needs to pair round r = (length of the players' round records) + 1. */
export interface DubovInput {
  /** All registered players, in the order of the initial ranking list (their TPN, 1.2). */
  readonly players: readonly DubovPlayer[];
  /** The number of rounds of the tournament (MaxT, 1.8.2; the last round's exemptions of C8–C10). */
  readonly totalRounds: number;
  /** The initial colour (5.2.1): drawn by lot before round 1. */
  readonly initialColour: DutchColour;
  readonly pointValues?: DutchPointValues | undefined;
  /** Groups of player ids who must not meet each other (e.g. players of one club). */
  readonly forbiddenGroups?: readonly (readonly number[])[] | undefined;
}

/** Why a bracket was paired as it was (3.2), for `--explain`. */
export interface DubovBracketExplanation {
  /** The score of the bracket's resident players. */
  readonly score: number;
  readonly residents: readonly number[];
  /** The upfloaters chosen from lower scoregroups (3.2.2), first in the order of 4.2. */
  readonly upfloaters: readonly number[];
  /** G1 and G2 after the shifts of 3.2.4, and the players shifted. */
  readonly g1: readonly number[];
  readonly g2: readonly number[];
  readonly shifted: readonly number[];
  /** S1 (3.2.5) and the pairs of S1 with T2 (3.2.6), as S1 player and opponent. */
  readonly pairs: readonly { readonly s1: number; readonly t2: number }[];
}

export interface DubovPairing {
  /** In board order: higher scores first (C.04.2). */
  readonly pairs: readonly DutchPair[];
  /** The player who gets the pairing-allocated bye (3.1), if the number of players is odd. */
  readonly bye?: number | undefined;
  readonly explanation?: readonly DubovBracketExplanation[] | undefined;
}

export const DUBOV_ERROR_CODES = ['dubov.no-pairing', 'dubov.input'] as const;
export type DubovErrorCode = (typeof DUBOV_ERROR_CODES)[number];

export interface DubovError {
  readonly code: DubovErrorCode;
  readonly message: string;
}
