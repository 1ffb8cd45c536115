/**
 * What the FIDE Swiss engines beside the Dutch (Dubov, Burstein, Lim) do alike at the ends of a round: find
 * the pairing-allocated bye among the players who may have it, and set the boards in board order.
 */
import type { CardinalityMatching } from '../matching/cardinality.js';
import { boardOrder } from './dutch/colours.js';
import type { PlayerState } from './dutch/players.js';
import type { DutchPair } from './dutch/types.js';

/**
 * The bye: of the players who may have it (no earlier pairing-allocated bye nor win without playing, C2),
 * in the system's `order`, the first whose absence lets all the others be paired (C4). Indices into `players`
 * (the vertices of `pool`).
 */
export function byeCandidate<S extends { readonly p: PlayerState }>(players: readonly S[], pool: CardinalityMatching, order: (x: S, y: S) => number): number | undefined {
  const candidates = players
    .map((s, k) => ({ s, k }))
    .filter(({ s }) => s.p.eligibleForBye)
    .sort((x, y) => order(x.s, y.s));
  return candidates.find(({ k }) => pool.perfectWithout([k]))?.k;
}

/** The boards, each given White first, in board order (C.04.2: the higher score of the pair, …), as player ids. */
export function boardsInOrder<S extends { readonly p: PlayerState }>(boards: readonly { readonly white: S; readonly black: S }[]): DutchPair[] {
  return [...boards].sort((x, y) => boardOrder(x.white.p, x.black.p, y.white.p, y.black.p)).map(({ white, black }) => ({ white: white.p.id, black: black.p.id }));
}
