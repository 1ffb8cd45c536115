/**
 * A bracket's search with the next score group K folded into one vertex κ: the graph of a bracket that
 * looks ahead at its next score group (2017 C.7, 2025 C8) is the bracket and K, often as many players again,
 * while K only counts through the players the bracket floats into it.
 *
 * When the bracket can pair all its players but at most one (the most pairs in it come first: 2017 C.5,
 * 2025 C6, and the bracket's maximum matching says how many that is), every best candidate floats the same
 * number of players, at most one, x. When moreover every pair within K weighs the same c and each x's pairs
 * into K weigh the same w(x) (checked here, by the players' types), K's part of a candidate's weight is
 * value(K) + v(x): v(x) = w(x) if x can meet a player of K whom some maximum matching of K leaves out
 * (Gallai–Edmonds), else max(0, w(x) − c) (x takes one of K's pairs), 0 if x can meet nobody in K
 * (inOrder.ts works out the same value for step 4). So the bracket with one vertex κ, joined to each x by
 * weight v(x), has the same best candidates in the same order as the whole graph, and the search runs on
 * it: half the graph or less, a quarter of the edges. K's pairs are made again afterwards (unfold), for
 * what the engine reads of them (2025 C4's completion check, the next bracket's C9).
 */
import { CardinalityMatching } from '../../matching/cardinality.js';
import type { MatcherMemory } from '../../matching/weighted.js';
import { TypeEdgeTable, type Edges } from './edges.js';
import { pairNextGroup } from './inOrder.js';
import type { PlayerState } from './players.js';
import type { BracketGraph, EdgeWeights } from './weights.js';

export interface FoldedBracket {
  /** The bracket's vertices, then κ (its player and score entries are K's first player's, never read). */
  readonly graph: BracketGraph;
  readonly base: Edges;
  /** The players' types (weights.ts), κ a type of its own. */
  readonly types: Int32Array;
  /** A whole optimum of the whole graph from one of the folded graph: K's best pairs with its floater. */
  unfold(mate: Int32Array): Int32Array;
}

/** The folded bracket, or undefined when the fold does not apply (see the file's comment). */
export function foldBracket(
  graph: BracketGraph,
  weights: EdgeWeights,
  compatible: (a: PlayerState, b: PlayerState) => boolean,
  /** The graph of who may meet among some players (compatible's), with `extra` vertices more. */
  compatibleAmong: (players: readonly PlayerState[], extra: number) => CardinalityMatching,
  /** The round's shared memory (the folded graph keeps no ids of its own: it needs none). */
  _memory: MatcherMemory,
): FoldedBracket | undefined {
  const { players: pl, mdps, bracketEnd: B, nextEnd, size: G } = graph;
  if (nextEnd !== G || G === B) return undefined;
  const uniform = uniformWeights(graph, weights);
  if (!uniform) return undefined;
  const kappa = B;
  const m = B + 1;
  // The bracket's own edges (who may meet, no pair of two MDPs) and κ, without edges yet; its maximum
  // matching without κ. The edges become the folded graph's, read by its players' types (TypeEdgeTable).
  const inB = compatibleAmong(pl.slice(0, B), 1);
  if (mdps > 1) inB.removeClique(Array.from({ length: mdps }, (_, v) => v));
  inB.remove(kappa);
  if (inB.maximize() > 1) return undefined;
  // K's compatibility graph, one more vertex (last) for the floater; who some maximum matching of K leaves out.
  const kSize = G - B;
  const inK = compatibleAmong(pl.slice(B, G), 1);
  inK.remove(kSize);
  const missable = inK.missable();
  const anyMissable = missable.includes(1);
  // κ's edges: each x's value v(x), in the bracket's table of weights (it only grows: no id changes).
  const intoKappa = new Int32Array(B);
  for (let x = 0; x < B; x++) {
    let meets = false;
    let addsPair = false;
    for (let j = B; j < G && !addsPair && !(meets && !anyMissable); j++) {
      if (!compatible(pl[x]!, pl[j]!)) continue;
      meets = true;
      if (missable[j - B]) addsPair = true;
    }
    if (!meets) continue;
    const wx = weights.table[uniform.into[x]!]!;
    const v = addsPair ? wx : wx - weights.table[uniform.within]!;
    if (v <= 0n) continue;
    intoKappa[x] = weights.idOf(v);
  }
  const bits = inB.edgeBits();
  const words = (m + 31) >>> 5;
  for (let x = 0; x < B; x++) {
    if (intoKappa[x] === 0) continue;
    bits[x * words + (kappa >>> 5)]! |= 1 << (kappa & 31);
    bits[kappa * words + (x >>> 5)]! |= 1 << (x & 31);
  }
  const types = weights.vertexTypes().slice(0, m);
  types[kappa] = weights.typeCount; // a type of its own
  const folded: BracketGraph = { players: pl.slice(0, m), scores: graph.scores.slice(0, m), mdps, bracketEnd: B, nextEnd: m, size: m };
  const isEdge = (j: number, x: number): boolean => compatible(pl[x]!, pl[j]!);
  return {
    graph: folded,
    base: new TypeEdgeTable(m, weights, bits, intoKappa),
    types,
    unfold: (mate) => {
      const whole = new Int32Array(G);
      for (let v = 0; v < G; v++) whole[v] = v;
      let floater = -1;
      for (let v = 0; v < B; v++) {
        if (mate[v] === kappa) floater = v;
        else whole[v] = mate[v]!;
      }
      const k = inK.copy();
      let pairs: number[];
      if (floater >= 0) pairs = pairNextGroup(isEdge, k, floater, B, G);
      else {
        pairs = []; // K's matching is maximum (missable)
        for (let v = 0; v < kSize; v++) if (k.mateOf(v) > v) pairs.push(B + v, B + k.mateOf(v));
      }
      for (let i = 0; i < pairs.length; i += 2) {
        whole[pairs[i]!] = pairs[i + 1]!;
        whole[pairs[i + 1]!] = pairs[i]!;
      }
      return whole;
    },
  };
}

/**
 * The weight id of every pair within K (`within`, 0 when K has no pair) and of each bracket player's pairs
 * into K (`into`), read by the players' types; undefined when they are not uniform.
 */
function uniformWeights(graph: BracketGraph, weights: EdgeWeights): { within: number; into: Int32Array } | undefined {
  const { bracketEnd: B, size: G } = graph;
  const types = weights.vertexTypes();
  // The first and last player of each type in K.
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  for (let v = B; v < G; v++) {
    if (!first.has(types[v]!)) first.set(types[v]!, v);
    last.set(types[v]!, v);
  }
  let within = 0;
  for (const a of first.values())
    for (const b of last.values()) {
      if (a >= b) continue;
      const id = weights.typeWeightId(a, b);
      if (within === 0) within = id;
      else if (id !== within) return undefined;
    }
  const into = new Int32Array(B);
  const byType = new Map<number, number>();
  for (let x = 0; x < B; x++) {
    let id = byType.get(types[x]!);
    if (id === undefined) {
      id = -1;
      for (const j of first.values()) {
        const w = weights.typeWeightId(x, j);
        if (id < 0) id = w;
        else if (w !== id) return undefined;
      }
      byType.set(types[x]!, id);
    }
    into[x] = id;
  }
  return { within, into };
}
