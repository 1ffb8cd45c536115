/**
 * The natural candidate, accepted at once (2017 B.4, 2025 3.4: a candidate that fulfils every quality
 * criterion is the pairing of the bracket) without building the bracket's graph.
 *
 * It applies when the graph is the bracket alone (everyone still to pair, no MDPs) and every pair in it
 * weighs the same: the players agree on everything the criteria read (score, floats, bye eligibility and
 * rank, colour state) and every pair is allowed (C1, C3). Then every candidate with the most pairs is
 * equally good on every criterion (2017 C.5–C.19, 2025 C4–C21), and the first in order is the natural
 * one: S1 = the first ⌊n/2⌋ players, each against the S2 player in the same place (2017 D.1, 2025 4.2),
 * with no exchanges (2017 D.2, 2025 4.3); with an odd number the last S2 player is left out. The usual
 * case is round 1 (one bracket of everyone, nobody with a history), whose graph is the largest of all.
 */
import type { PlayerState } from './players.js';
import type { BracketGraph } from './weights.js';

/** The branch taken, by name (reported to the engine's `trace`). */
export const NATURAL_STEPS = ['natural.accepted'] as const;

/** What the engine reads of a bracket's search (see BracketSearch). */
export interface BracketOutcome {
  readonly graph: BracketGraph;
  /** Each vertex's mate in the pairing, itself when unpaired. */
  readonly stable: Int32Array;
  /** The first optimum (before any step of the search). */
  readonly first: Int32Array;
  /** Bracket vertices that are paired in the bracket. */
  readonly matched: readonly boolean[];
  /** A whole optimum with the decided pairs. */
  decidedOptimum(): Int32Array;
}

/** The player's state as the criteria read it (fields of weights.ts, colourCriteria, byeRank). */
const stateOf = (p: PlayerState): string =>
  `${p.acc0} ${p.eligibleForBye} ${p.float1} ${p.float2} ${p.playedGames} ${p.pref} ${p.absPref} ${p.strong} ${p.absImbalance} ${p.colourImbalance} ${p.repeated}`;

/** The natural pairing of the graph when every pair in it weighs the same (see the file's comment); else undefined. */
export function naturalPairing(graph: BracketGraph): BracketOutcome | undefined {
  const { players, mdps, bracketEnd, size } = graph;
  if (mdps !== 0 || bracketEnd !== size || size < 2) return undefined;
  const state = stateOf(players[0]!);
  const inGraph = new Set<number>();
  for (const p of players) {
    // C3: two players with the same absolute colour preference may not meet; everyone agrees, so nobody may have one.
    if (p.absPref || stateOf(p) !== state) return undefined;
    inGraph.add(p.index);
  }
  // C1: nobody has met anyone else in the graph (nor is forbidden to).
  for (const p of players) for (const f of p.forbidden) if (inGraph.has(f)) return undefined;
  const half = size >> 1;
  const mate = new Int32Array(size);
  for (let v = 0; v < size; v++) mate[v] = v;
  for (let k = 0; k < half; k++) {
    mate[k] = half + k;
    mate[half + k] = k;
  }
  const matched = Array.from({ length: size }, (_, v) => mate[v] !== v);
  return { graph, stable: mate, first: mate, matched, decidedOptimum: () => mate };
}
