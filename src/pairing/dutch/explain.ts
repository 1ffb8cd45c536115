/**
 * Why a bracket is paired as it is: for each pair that is not the natural one (2017 B.3, 2025 3.3: S1[i]
 * with S2[i]), the bracket is paired again with the natural pair imposed (the pairs listed above it kept),
 * and the first criterion on which that pairing does worse is named. When it does no worse on any, a
 * candidate generated earlier decided (the edition's transposition rule).
 */
import { WeightedMatching } from '../../matching/weighted.js';
import type { PlayerState } from './players.js';
import type { BracketSearch } from './search.js';
import type { DutchBracketExplanation } from './types.js';
import type { EdgeWeights } from './weights.js';

/** The edition's words for the reasons that are not a criterion of the weights. */
export interface ExplainWords {
  /** The natural opponent was met before, or the pair is forbidden (2017 C.1, 2025 C1). */
  readonly metBefore: string;
  /** Both have the same absolute colour preference (2017 C.3, 2025 C3). */
  readonly sameAbsolutePreference: string;
  /** A candidate ahead of the natural one was possible (2017 D.1, 2025 4.2). */
  readonly earlierCandidate: string;
  /** The player was exchanged between S1 and S2 (2017 D.2, 2025 4.3). */
  readonly exchanged: string;
  /** A bracket re-paired with all the players below it so that the round can be completed (2017 C.4, 2012 C.13). */
  readonly repaired?: string | undefined;
}

const bitLength = (x: bigint): number => x.toString(2).length;

export function explainBracket(
  search: BracketSearch,
  weights: EdgeWeights,
  words: ExplainWords,
  compatible: (a: PlayerState, b: PlayerState) => boolean,
  ppb: boolean,
): DutchBracketExplanation {
  const { players: pl, mdps, bracketEnd } = search.graph;
  const { matched, stable } = search;
  const why = reasonFinder(search, weights, words, compatible);
  const residents = pl.slice(mdps, bracketEnd).map((p) => p.id);
  const movedDown = pl.slice(0, mdps).map((p) => p.id);
  const floaters: number[] = [];
  const pairs: { a: number; b: number; natural: boolean; reason?: string }[] = [];
  // The natural pairing: MDP i with resident i; in the remainder, S1[i] with S2[i].
  const nat = new Map<number, number>();
  let r = mdps;
  for (let k = 0; k < mdps; k++) if (matched[k]) nat.set(k, r++);
  const rem: number[] = [];
  for (let k = mdps; k < bracketEnd; k++) if (stable[k]! >= mdps) rem.push(k);
  const half = Math.floor(rem.length / 2);
  for (let i = 0; i < half; i++) nat.set(rem[i]!, rem[i + half]!);
  for (let k = 0; k < bracketEnd; k++) {
    if (!matched[k]) {
      floaters.push(pl[k]!.id);
      continue;
    }
    const m = stable[k]!;
    if (m < k) continue;
    const n = nat.get(k);
    const natural = n === m;
    const reason = natural ? undefined : n === undefined ? words.exchanged : why.reason(k, n);
    pairs.push({ a: pl[k]!.id, b: pl[m]!.id, natural, ...(reason ? { reason } : {}) });
    why.keep(k, m);
  }
  return { score: search.graph.scores[bracketEnd - 1]! / 10, residents, movedDown, floaters, pairs, ppb };
}

/**
 * Re-pairs the bracket's graph (its weights before the search) with a natural pair imposed, and compares
 * the fields summed over the best pairing with and without it. Warm-started matchings, two per question.
 */
function reasonFinder(search: BracketSearch, weights: EdgeWeights, words: ExplainWords, compatible: (a: PlayerState, b: PlayerState) => boolean) {
  const { players: pl, size: G } = search.graph;
  const original = search.original!;
  const fixedWeight = search.fixedWeight;
  const E = new WeightedMatching(G, bitLength(fixedWeight) + 2);
  E.setAllRows(original);
  const fixedTo = new Int32Array(G).fill(-1);
  const setEdgesOf = (v: number): void => {
    for (let x = 0; x < G; x++) {
      if (x === v) continue;
      const f = fixedTo[v]!;
      E.setWeight(v, x, f >= 0 ? (x === f ? fixedWeight : 0n) : fixedTo[x]! >= 0 ? 0n : original.weight(v, x));
    }
  };
  const keep = (a: number, b: number): void => {
    fixedTo[a] = b;
    fixedTo[b] = a;
    setEdgesOf(a);
    setEdgesOf(b);
  };
  const fieldsOf = (mate: Int32Array): bigint[] => {
    const sum = new Array<bigint>(weights.fields.length).fill(0n);
    for (let x = 0; x < G; x++) {
      const y = mate[x]!;
      if (y <= x) continue;
      weights.values(x, y).forEach((v, i) => (sum[i]! += v));
    }
    return sum;
  };
  const reason = (k: number, nat: number): string => {
    const a = pl[k]!;
    const b = pl[nat]!;
    if (!compatible(a, b)) return a.forbidden.has(b.index) ? words.metBefore : words.sameAbsolutePreference;
    if (fixedTo[nat]! >= 0) return `the natural opponent ${b.id} is paired above, with ${pl[fixedTo[nat]!]!.id}`;
    E.solve();
    const best = fieldsOf(E.matching());
    keep(k, nat);
    E.solve();
    const forced = fieldsOf(E.matching());
    fixedTo[k] = -1;
    fixedTo[nat] = -1;
    setEdgesOf(k);
    setEdgesOf(nat);
    for (let i = 0; i < weights.fields.length; i++) {
      if (forced[i]! < best[i]!) return `${weights.fields[i]!.name} (with the natural pair the bracket does worse)`;
      if (forced[i]! > best[i]!) break;
    }
    return words.earlierCandidate;
  };
  return { reason, keep };
}
