/**
 * The pairing of one bracket (C.04.4.2 2026, 3.2 and Article 4), as one maximum-weight matching of the
 * bracket and every player below it, the criteria as bit fields of its weights, most significant first:
 *   C4 (2.2.1) a unit for every pair: everyone still to pair gets an opponent, in this bracket or below;
 *   C5 (2.3.1) maximise the number of pairs: a unit for a pair of two bracket players;
 *   C6 (2.3.2) minimise the scores (taken in descending order) of the outgoing floaters: a unit in its
 *      score's field for each bracket player paired in the bracket, the highest score's field highest (with
 *      the number of floaters fixed by C5, the most paired at the highest score is the fewest floating there);
 *   C7 (2.3.3) choose the outgoing floaters so that in the following bracket every criterion from C1 to C6 is
 *      complied with: the following bracket's C5 and C6, counted the same way on its pairs — an outgoing
 *      floater or a player of the next scoregroup with a player of the next scoregroup;
 *   C8 (2.3.4) minimise the number of players who do not get their colour preference: a unit for a pair of
 *      the bracket whose players do not prefer the same colour (1.5.4: a player without one never misses);
 * and below them Article 4: 4.3 "a pairing precedes another if its BSN #1's opponent has a larger BSN (i.e.
 * lower ranking) than the other's. If BSN #1's opponents are the same, then compare BSN #2's opponents; and so
 * on", a virtual player (4.2: an outgoing floater's opponent) having BSN 0. That order is followed a BSN at a
 * time: BSN k's edges get his opponent's BSN as a last field, the matching is solved again (warm) and his
 * opponent fixed — the first pairing in the order of 4.3 among those that comply best with C1–C8 (3.2.2).
 */
import type { CardinalityMatching } from '../../matching/cardinality.js';
import { WeightedMatching } from '../../matching/weighted.js';
import { NO_COLOUR } from '../dutch/players.js';
import type { BursteinState } from './players.js';

export interface BracketResult {
  /** The pairs (global indices), the one with the smaller BSN first, in BSN order. */
  readonly pairs: [number, number][];
  /** The outgoing floaters, in BSN order. */
  readonly floaters: number[];
}

const bitsOf = (x: number): number => (x <= 0 ? 1 : Math.floor(Math.log2(x)) + 1);

/** Field offsets per score, the lowest score lowest: `count` units of `width` bits from `base`. */
function scoreFields(scores: Iterable<number>, base: number, width: number): { at: Map<number, number>; end: number } {
  const ascending = [...new Set(scores)].sort((a, b) => a - b);
  return { at: new Map(ascending.map((s, j) => [s, base + j * width])), end: base + ascending.length * width };
}

/**
 * Pairs the bracket `bracket` (global indices in BSN order, 4.1) with `lower` (everyone below it, by score)
 * still to pair; `pool` tells who may meet (C1, C3). Undefined when not everyone can be paired (C4).
 */
export function pairBracket(sorted: readonly BursteinState[], pool: CardinalityMatching, bracket: readonly number[], lower: readonly number[]): BracketResult | undefined {
  const nb = bracket.length;
  const V = [...bracket, ...lower];
  const n = V.length;
  const scoreOf = (v: number): number => sorted[V[v]!]!.p.acc0;
  const nextScore = lower.length > 0 ? scoreOf(nb) : undefined;
  const inNext = (v: number): boolean => v >= nb && scoreOf(v) === nextScore;
  let nextCount = 0;
  for (let v = nb; v < n && inNext(v); v++) nextCount++;
  // Field offsets, least significant first: order (4.3), C8, C7 (its C6 per score, its C5), C6 per score, C5, C4.
  const wOrder = bitsOf(nb + 1) + 1;
  const wB = bitsOf(nb) + 1;
  const wNext = bitsOf(nb + nextCount) + 1;
  const o8 = wOrder;
  const bracketScores = bracket.map((_, k) => scoreOf(k));
  const c7c6 = scoreFields(nextScore === undefined ? [] : [...bracketScores, nextScore], o8 + wB, wNext);
  const o7c5 = c7c6.end;
  const c6 = scoreFields(bracketScores, o7c5 + wNext, wB);
  const o5 = c6.end;
  const o4 = o5 + wB;
  const top = o4 + bitsOf(n) + 1;
  const one = (offset: number): bigint => 1n << BigInt(offset);
  const weight = (a: number, b: number): bigint => {
    if (!pool.hasEdge(V[a]!, V[b]!)) return 0n;
    let w = one(o4);
    const aIn = a < nb;
    const bIn = b < nb;
    if (aIn && bIn) {
      const x = sorted[V[a]!]!.p;
      const y = sorted[V[b]!]!.p;
      w += one(o5) + one(c6.at.get(x.acc0)!) + one(c6.at.get(y.acc0)!);
      if (x.pref === NO_COLOUR || x.pref !== y.pref) w += one(o8);
      return w;
    }
    // C7: a pair of the following bracket (an outgoing floater or a next-scoregroup player, with a next-scoregroup player).
    if ((aIn || inNext(a)) && (bIn || inNext(b)) && (inNext(a) || inNext(b))) w += one(o7c5) + one(c7c6.at.get(scoreOf(a))!) + one(c7c6.at.get(scoreOf(b))!);
    return w;
  };
  const table: bigint[] = [0n];
  const idOf = new Map<bigint, number>([[0n, 0]]);
  const ids = new Int32Array((n * (n - 1)) / 2);
  for (let j = 1; j < n; j++)
    for (let i = 0; i < j; i++) {
      const w = weight(i, j);
      let id = idOf.get(w);
      if (id === undefined) {
        id = table.length;
        table.push(w);
        idOf.set(w, id);
      }
      ids[(j * (j - 1)) / 2 + i] = id;
    }
  const M = new WeightedMatching(n, top + 2);
  M.setAllWeights(ids, table);
  // 0 undecided, 1 paired in the bracket, 2 an outgoing floater.
  const state = new Uint8Array(nb);
  const pairs: [number, number][] = [];
  const floaters: number[] = [];
  for (let k = 0; k < nb; k++) {
    if (state[k] !== 0) continue;
    // 4.3: BSN k + 1's opponent, the larger his BSN the better; a virtual player (BSN 0) the last choice.
    for (let j = k + 1; j < nb; j++) if (state[j] === 0) M.setWeight(k, j, withOrder(weight(k, j), BigInt(j + 1)));
    M.solve();
    const m = M.mateOf(k);
    if (m < 0) return undefined;
    if (m < nb) {
      state[k] = 1;
      state[m] = 1;
      pairs.push([V[k]!, V[m]!]);
      for (let o = 0; o < n; o++) {
        if (o !== m && o !== k) {
          M.setWeight(k, o, 0n);
          M.setWeight(m, o, 0n);
        }
      }
      M.setWeight(k, m, weight(k, m));
    } else {
      state[k] = 2;
      floaters.push(V[k]!);
      for (let j = 0; j < nb; j++) if (j !== k) M.setWeight(k, j, 0n);
    }
  }
  return { pairs, floaters };
}

const withOrder = (w: bigint, bsn: bigint): bigint => (w === 0n ? 0n : w + bsn);
