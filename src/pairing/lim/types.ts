/**
 * The Lim engine's input and output (C.04.4.3, the edition applied from 1 February 2026): the Dutch
 * engine's plain data (`DutchInput` without the edition: players in the order of the initial ranking list,
 * their earlier rounds, the point values, prohibited pairs). A player's rank (his TPN) orders his scoregroup;
 * his rating is read by two rules only: the bye of round 1 (7.1: "the lowest rated player") and the 100
 * points of a Maxi-tournament (3.2.3, 3.8, 5.7). A player without one counts as rated 0 (below every rated
 * player; C.04.2 asks the arbiter to estimate a rating for a player without a reliable one).
 */
import type { DutchColour, DutchPair, DutchPlayer, DutchPointValues } from '../dutch/types.js';

export interface LimPlayer extends DutchPlayer {
  /** The rating (7.1, and a Maxi-tournament's 100 points); none: counted as 0. */
  readonly rating?: number | undefined;
}

/** Everything the engine needs to pair round r = (length of the players' round records) + 1. */
export interface LimInput {
  /** All registered players, in the order of the initial ranking list (their TPN). */
  readonly players: readonly LimPlayer[];
  /** The number of rounds of the tournament. */
  readonly totalRounds: number;
  /** The colour drawn by lot for the first player in round 1 (our reading of 5: as C.04.2 and the Dutch 5.2.5). */
  readonly initialColour: DutchColour;
  readonly pointValues?: DutchPointValues | undefined;
  /** Groups of player ids who must not meet each other (e.g. players of one club). */
  readonly forbiddenGroups?: readonly (readonly number[])[] | undefined;
  /**
   * The organiser declared a Maxi-tournament (3.2.3, 3.8, 5.7): a floater chosen for colour (3.2.2), a
   * floater's opponent chosen for colour (3.8) and an exchange for colour (5.2) only between players rated
   * within 100 points. Never inferred from the field; default false.
   */
  readonly maxiTournament?: boolean | undefined;
}

/** One pair of the explanation: the first player the one who chose. */
export interface LimPairRef {
  readonly player: number;
  readonly opponent: number;
}

/** How one scoregroup was paired, for `--explain`. */
export interface LimGroupExplanation {
  /** The score of the scoregroup's residents. */
  readonly score: number;
  /** 2.2: above the median (paired downward), below it (upward), or the Median Scoregroup (last, downward). */
  readonly place: 'above' | 'below' | 'median';
  readonly residents: readonly number[];
  /** The floaters who came into the scoregroup (from above or below), in the order they were paired. */
  readonly floatersIn: readonly number[];
  /** The floaters the scoregroup passed on (2.3), towards the Median Scoregroup. */
  readonly floatersOut: readonly number[];
  /** The pairs made here, the first player of each the one who chose (3.6–3.8, then the scrutiny of 4). */
  readonly pairs: readonly LimPairRef[];
  /** The Median Scoregroup only: the pairings made before it that it took back (2.6), in that order. */
  readonly cracked?: readonly LimPairRef[] | undefined;
  /**
   * The exchanges for colour (5.2), in the order made: two pairs of the scrutiny of Article 4 (`was`) whose
   * opponents were exchanged so that more of the four players get their due colour (`now`).
   */
  readonly colourExchanges?: readonly { readonly was: readonly [LimPairRef, LimPairRef]; readonly now: readonly [LimPairRef, LimPairRef] }[] | undefined;
}

export interface LimPairing {
  /** In board order: higher scores first (C.04.2). */
  readonly pairs: readonly DutchPair[];
  /** The player who gets the pairing-allocated bye (1.1), if the number of players is odd. */
  readonly bye?: number | undefined;
  readonly explanation?: readonly LimGroupExplanation[] | undefined;
}

export const LIM_ERROR_CODES = ['lim.no-pairing', 'lim.input'] as const;
export type LimErrorCode = (typeof LIM_ERROR_CODES)[number];

export interface LimError {
  readonly code: LimErrorCode;
  readonly message: string;
}
