/**
 * The Burstein engine's input and output (C.04.4.2, applied from 1 February 2026): the
 * Dutch engine's plain data (`DutchInput` without an edition: the players in the order of the initial
 * ranking list, their earlier rounds, the point values). The system needs no ratings: the Index of 1.7 is
 * made of the tournament's own results, the TPN breaks its ties (1.8.2).
 */
import type { DutchInput, DutchPair } from '../dutch/types.js';

/** Everything the engine needs to pair round r = (length of the players' round records) + 1. */
export type BursteinInput = Omit<DutchInput, 'rules'>;

/** One player of a bracket as 1.8 ranks him: his Index (1.7.1) and TPN. */
export interface BursteinRanked {
  readonly id: number;
  /** 1.7.1.1 Buchholz, in points. */
  readonly buchholz: number;
  /** 1.7.1.2 Sonneborn-Berger, in points × points. */
  readonly sonnebornBerger: number;
}

/** Why a bracket was paired as it was (3.2, Article 4), for `--explain`. */
export interface BursteinBracketExplanation {
  /** The score of the bracket's resident players. */
  readonly score: number;
  /** The bracket in the order of 1.8 (BSN 1 first, 4.1): residents and incoming floaters. */
  readonly ranked: readonly BursteinRanked[];
  /** The incoming floaters (1.2.2) among them. */
  readonly incoming: readonly number[];
  /** The pairs, BSN order of the first player. */
  readonly pairs: readonly { readonly a: number; readonly b: number }[];
  /** The outgoing floaters (paired against a virtual player, 4.2). */
  readonly outgoing: readonly number[];
}

export interface BursteinPairing {
  /** In board order: higher scores first (C.04.2). */
  readonly pairs: readonly DutchPair[];
  /** The player who gets the pairing-allocated bye (3.1), if the number of players is odd. */
  readonly bye?: number | undefined;
  /** A seeding round (1.6) is paired by the Dutch system: true then. */
  readonly seedingRound: boolean;
  /** Filled on request: the brackets of a Burstein round, or the Dutch engine's lines of a seeding round. */
  readonly explanation?: readonly BursteinBracketExplanation[] | undefined;
  readonly seedingExplanation?: readonly string[] | undefined;
}

export const BURSTEIN_ERROR_CODES = ['burstein.no-pairing', 'burstein.input'] as const;
export type BursteinErrorCode = (typeof BURSTEIN_ERROR_CODES)[number];

export interface BursteinError {
  readonly code: BursteinErrorCode;
  readonly message: string;
}
