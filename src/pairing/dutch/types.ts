import type { DutchRules, PointValues } from '../../core/settings.js';

export { DUTCH_RULES, type DutchRules } from '../../core/settings.js';

/**
 * Input and output of the FIDE (Dutch) engine, C.04.3, by edition: the rules in force from 1 February 2026
 * (`2025`) or the 2016/2017 rules (`2017`). Plain data: build it from a TRF file (`dutchInputFromTrf`) or
 * from a tournament file.
 */

/** The edition the engine pairs by when the input names none: the rules in force. */
export const DEFAULT_DUTCH_RULES: DutchRules = '2025';

export const DUTCH_COLOURS = ['white', 'black'] as const;
export type DutchColour = (typeof DUTCH_COLOURS)[number];

export const DUTCH_SCORES = ['win', 'draw', 'loss'] as const;
export type DutchScore = (typeof DUTCH_SCORES)[number];

/**
 * What happened to a player in one earlier round.
 * - a game played over the board: `{ opponent, colour, played: true, score, paired: true }`;
 * - a forfeit: `{ opponent, played: false, score: 'win' | 'loss', paired: true }` (it does not count for
 *   colours or rematches — GHR 3.4);
 * - the pairing-allocated bye: `{ played: false, score: 'win', paired: true }`;
 * - a requested bye or absence: `{ played: false, score, paired: false }` (full-point bye = win,
 *   half-point bye = draw, zero-point bye or absence = loss).
 * What a round not played over the board counts as (a float, a bar to the pairing-allocated bye) depends on
 * the edition of the rules (editions.ts).
 */
export interface DutchRoundRecord {
  /** The opponent's id, when the player was paired with someone. */
  readonly opponent?: number | undefined;
  /** The colour, for a game played over the board. */
  readonly colour?: DutchColour | undefined;
  /** True when the game was played over the board. */
  readonly played: boolean;
  readonly score: DutchScore;
  /** True when the player took part in the round's pairing (opponent, pairing-allocated bye or forfeit win). */
  readonly paired: boolean;
}

export interface DutchPlayer {
  /** The player's id (pairing number); unique. */
  readonly id: number;
  /** Rounds 1 … r−1, in order (a missing trailing round counts as an absence with a loss). */
  readonly rounds: readonly DutchRoundRecord[];
  /** False when the player is not to be paired in round r (requested bye, absence, withdrawal). */
  readonly available: boolean;
  /** Acceleration points per round (round 1 first), added to the score for pairing only (C.04.5). */
  readonly accelerations?: readonly number[] | undefined;
}

/** Points per result (core `PointValues`). */
export type DutchPointValues = PointValues;

/** Everything the engine needs to pair round r = (length of the players' round records) + 1. */
export interface DutchInput {
  /** All registered players, in the order of the initial ranking list (pairing numbers, C.04.2.B). */
  readonly players: readonly DutchPlayer[];
  /** The number of rounds of the tournament (topscorers, 2017 A.7 / 2025 1.8, and the last-round exception of C.3 / C3). */
  readonly totalRounds: number;
  /** The initial colour: what the first player gets in round 1 (2017 E.5, 2025 5.2.5). */
  readonly initialColour: DutchColour;
  readonly pointValues?: DutchPointValues | undefined;
  /** Groups of player ids who must not meet each other (e.g. players of one club). */
  readonly forbiddenGroups?: readonly (readonly number[])[] | undefined;
  /** The edition of the rules (default: `DEFAULT_DUTCH_RULES`, the rules in force). */
  readonly rules?: DutchRules | undefined;
}

export interface DutchPair {
  readonly white: number;
  readonly black: number;
}

export interface DutchPairing {
  /** In board order: higher scores first (C.04.2). */
  readonly pairs: readonly DutchPair[];
  /** The player who gets the pairing-allocated bye, if the number of players is odd. */
  readonly bye?: number | undefined;
  /** Per bracket, why the pairing is what it is (filled when requested). */
  readonly explanation?: readonly DutchBracketExplanation[] | undefined;
}

export interface DutchBracketExplanation {
  /** Score (with acceleration) of the bracket's resident players. */
  readonly score: number;
  readonly residents: readonly number[];
  /** Moved-down players who came into the bracket. */
  readonly movedDown: readonly number[];
  /** Players who leave the bracket unpaired (downfloaters), or get the bye. */
  readonly floaters: readonly number[];
  readonly pairs: readonly { readonly a: number; readonly b: number; readonly natural: boolean; readonly reason?: string | undefined }[];
  /** 2017 rules: true when the bracket had to be re-paired as the penultimate pairing bracket (C.4). */
  readonly ppb: boolean;
}

export const DUTCH_ERROR_CODES = ['dutch.no-pairing', 'dutch.input'] as const;
export type DutchErrorCode = (typeof DUTCH_ERROR_CODES)[number];

export interface DutchError {
  readonly code: DutchErrorCode;
  readonly message: string;
}
