/**
 * What the FIDE Swiss engines beside the Dutch (Dubov, Burstein, Lim) do alike in a round: the graph of the
 * pairs the absolute criteria allow, the pairing-allocated bye among the players who may have it, the
 * scoregroups from the top down, the players set aside once paired, and the boards in board order.
 */
import type { CardinalityMatching } from '../matching/cardinality.js';
import { boardOrder } from './dutch/colours.js';
import { compatibilityGraph } from './dutch/engine.js';
import { BLACK, type Colour, type PlayerState, WHITE } from './dutch/players.js';
import type { DutchColour, DutchPair } from './dutch/types.js';

/**
 * The graph of the pairs the round allows, `players` its vertices, at its maximum matching: C1 (not met
 * before, nor a forbidden pair) and C3 (two players with the same absolute colour preference shall not meet),
 * in every round (Dubov C.04.4.1 and Burstein C.04.4.2 alike).
 */
export function absoluteCriteriaPool(players: readonly { readonly p: PlayerState }[]): CardinalityMatching {
  const pool = compatibilityGraph(
    players.map((s) => s.p),
    0,
    (a, b) => !a.forbidden.has(b.index),
    (p) => p.absPref,
  );
  pool.maximize();
  return pool;
}

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

/**
 * The scoregroup of player `first` (the highest not yet paired, of `players` sorted by score): its score,
 * its residents (the players of that score not yet paired) and the players not yet paired below it.
 */
export function scoregroupAt(players: readonly { readonly p: PlayerState }[], paired: Uint8Array, first: number): { score: number; residents: number[]; lower: number[] } {
  const score = players[first]!.p.acc0;
  const residents: number[] = [];
  const lower: number[] = [];
  for (let k = first; k < players.length; k++) if (!paired[k]) (players[k]!.p.acc0 === score ? residents : lower).push(k);
  return { score, residents, lower };
}

/** Sets `vertices` aside, paired or given the bye: marked in `paired`, taken out of `pool`, its matching kept maximum. */
export function setAside(pool: CardinalityMatching, paired: Uint8Array, vertices: readonly number[]): void {
  for (const v of vertices) {
    paired[v] = 1;
    pool.remove(v);
  }
  pool.maximize();
}

/** The boards, each given White first, in board order (C.04.2: the higher score of the pair, …), as player ids. */
export function boardsInOrder<S extends { readonly p: PlayerState }>(boards: readonly { readonly white: S; readonly black: S }[]): DutchPair[] {
  return [...boards].sort((x, y) => boardOrder(x.white.p, x.black.p, y.white.p, y.black.p)).map(({ white, black }) => ({ white: white.p.id, black: black.p.id }));
}

/**
 * The boards of `pairs` (indices into `players`) in board order, White the player the system's colour rule
 * (`colour`: the colour of its first player, Article 5) gives it to, from the tournament's initial colour.
 */
export function colouredBoards<S extends { readonly p: PlayerState }>(
  players: readonly S[],
  pairs: readonly (readonly [number, number])[],
  initialColour: DutchColour,
  colour: (x: S, y: S, initial: Colour) => Colour,
): DutchPair[] {
  const initial = initialColour === 'white' ? WHITE : BLACK;
  return boardsInOrder(
    pairs.map(([a, b]) => {
      const x = players[a]!;
      const y = players[b]!;
      return colour(x, y, initial) === WHITE ? { white: x, black: y } : { white: y, black: x };
    }),
  );
}
