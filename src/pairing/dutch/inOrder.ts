/**
 * Step 4 of the search (2017 D.1, 2025 4.2) without re-solving, once S1 and S2 of the remainder are fixed:
 * the shortcut that keeps large brackets fast (one matching on two sides instead of one solve per S1 player).
 *
 * Each S1 player, in order, gets the first S2 player that some best pairing (by the edge weights `base`)
 * allows, given the earlier S1 players' opponents.
 *
 * Every S1 player is paired with an S2 player in every best pairing (the number of pairs, 2017 C.5 /
 * 2025 C6, is maximal), so the next score group K only matters through the S2 players who float into it.
 * With at most one floater x, K's part of the weight is value(K + x) = value(K) + v(x), and K is replaced
 * by one vertex joined to each S2 player x with weight v(x) + 1. That graph is two-sided (no blossoms):
 * one maximum-weight matching and its duals decide every step. An edge (p, o) is in some best pairing
 * exactly when it is tight and an alternating cycle of tight edges passes through it; taking p and o out
 * keeps the rest optimal with the same duals, so no step needs a new matching.
 *
 * v(x) when K's internal edges all weigh the same c (checked here; c is "one more pair in the next
 * bracket", 2017 C.7 / 2025 C8; with K the last score group, also the completion field, uniform while
 * nobody in K is barred from the bye) and x's edges into K all weigh the same w(x) (checked too): if x can
 * meet a player j of K whom some maximum matching of K leaves out (Gallai–Edmonds D), v = w(x); if x can
 * meet only other players of K, pairing x costs one of K's pairs: v = w(x) − c; if none, v = 0.
 * Otherwise the shortcut does not apply.
 */
import { CardinalityMatching } from '../../matching/cardinality.js';
import { WeightedMatching, type ClassTops, type MatcherMemory, type WeightRows } from '../../matching/weighted.js';
import type { Edges } from './edges.js';
import type { SearchStep } from './search.js';
import { solveByTypes, type TwoSidedSolution } from './sides.js';

const bitLength = (x: bigint): number => x.toString(2).length;

export interface InOrder {
  /** The opponent of each remainder player (a graph vertex), −1 for the S2 player who floats. */
  readonly opponents: Int32Array;
  /** The pairs (graph vertices, two by two) of the next score group and the floater in a best pairing with these opponents. */
  nextGroupPairs(): number[];
}

/** K folded into one vertex: the value of each S2 player floating into it (see the file's comment). */
interface Fold {
  readonly values: bigint[];
  /** K's compatibility graph with one more vertex (last) for the floater, and a maximum matching of K. */
  readonly inK: CardinalityMatching;
}

/**
 * A two-sided graph already solved (by the exchange step's check): S1, S2 and the next group's vertex
 * weights it was made with; the weighted matcher when it was one (not read from the types, sides.ts).
 */
export interface SolvedTwoSided {
  readonly B: TwoSidedSolution;
  readonly matcher: WeightedMatching | undefined;
  readonly S1: readonly number[];
  readonly S2: readonly number[];
  readonly kWeights: readonly bigint[] | undefined;
}

export function pairS1InOrder(
  base: Edges,
  remainder: readonly number[],
  s1: readonly boolean[],
  kStart: number,
  G: number,
  types: Int32Array,
  trace: (step: SearchStep) => void,
  memory: MatcherMemory,
  solved?: SolvedTwoSided,
): InOrder | undefined {
  const S1 = remainder.filter((_, i) => s1[i]);
  const S2 = remainder.filter((_, i) => !s1[i]);
  const floaters = S2.length - S1.length;
  if (floaters < 0 || floaters > 1) return undefined;
  const fold = floaters === 1 ? foldNextGroup(base, S2, kStart, G) : undefined;
  if (floaters === 1 && !fold) return undefined;
  const walk = TightWalk.of(base, S1, S2, fold?.values, types, trace, memory, solved);
  if (!walk) return undefined;
  const result = new Int32Array(remainder.length).fill(-1);
  const position = new Map(remainder.map((g, i) => [g, i]));
  for (const [a, p] of S1.entries()) {
    const b = walk.firstOpponent(a, (k) => S2[k]! > p);
    if (b < 0) return undefined; // cannot happen: p's own opponent qualifies
    const o = S2[b]!;
    result[position.get(p)!] = o;
    result[position.get(o)!] = p;
  }
  const floater = S2.find((o) => result[position.get(o)!] === -1);
  return { opponents: result, nextGroupPairs: () => (fold && floater !== undefined ? pairNextGroup((j, y) => base.isEdge(j, y), fold.inK, floater, kStart, G) : []) };
}

/** The values v(x), or undefined when K's weights are not uniform as the fold needs. */
function foldNextGroup(base: Edges, S2: readonly number[], kStart: number, G: number): Fold | undefined {
  const kSize = G - kStart;
  let c = 0;
  const inK = new CardinalityMatching(kSize + 1);
  for (let j = kStart; j < G; j++)
    for (let i = kStart; i < j; i++) {
      const id = base.id(j, i);
      if (id === 0) continue;
      if (c === 0) c = id;
      else if (id !== c) return undefined; // not the uniform weight of a pair in the next bracket
      inK.addEdge(i - kStart, j - kStart);
    }
  inK.remove(kSize); // the floater's vertex, until the floater is known
  const missable = inK.missable();
  const values: bigint[] = [];
  for (const x of S2) {
    let wx = 0;
    let addsPair = false;
    for (let j = kStart; j < G; j++) {
      const id = base.id(j, x);
      if (id === 0) continue;
      if (wx === 0) wx = id;
      else if (id !== wx) return undefined;
      if (missable[j - kStart]) addsPair = true;
    }
    const v = wx === 0 ? 0n : addsPair ? base.table[wx]! : base.table[wx]! - base.table[c]!;
    if (v < 0n) return undefined;
    values.push(v);
  }
  return { values, inK };
}

/**
 * The next score group's best pairing with floater x: a maximum matching of K (as folded) with x in it
 * when x can be paired (x's pair counts its own, higher score): by an augmenting path from x, or else in
 * place of one of K's pairs.
 */
export function pairNextGroup(isEdge: (j: number, x: number) => boolean, inK: CardinalityMatching, x: number, kStart: number, G: number): number[] {
  const X = G - kStart;
  inK.restore(X);
  let first = -1;
  for (let j = kStart; j < G; j++)
    if (isEdge(j, x)) {
      inK.addEdge(X, j - kStart);
      if (first < 0) first = j - kStart;
    }
  inK.augmentFrom(X); // K's matching is maximum (missable)
  if (inK.mateOf(X) < 0 && first >= 0) inK.pair(X, first);
  const pairs: number[] = [];
  for (let v = 0; v <= X; v++) {
    const m = inK.mateOf(v);
    if (m > v) pairs.push(v === X ? x : kStart + v, m === X ? x : kStart + m);
  }
  return pairs;
}

/**
 * A maximum-weight matching of the two-sided graph: S1 (vertices 0 … |S1|−1), S2 (then), and, with
 * `kWeights`, one more vertex joined to each S2 player by its weight there (the next score group folded),
 * with duals that tell its tight edges: read from the types where they decide it (sides.ts), else the
 * weighted matcher's (`matcher`).
 */
export function twoSided(
  base: Edges,
  S1: readonly number[],
  S2: readonly number[],
  kWeights: readonly bigint[] | undefined,
  types: Int32Array,
  memory: MatcherMemory,
): { solution: TwoSidedSolution; matcher: WeightedMatching | undefined } {
  const byTypes = solveByTypes(base, S1, S2, kWeights, types);
  if (byTypes) return { solution: byTypes, matcher: undefined };
  const B = twoSidedMatcher({ base, S1, S2, kWeights, types }, memory);
  return { solution: matcherSolution(B, S1.length, S2.length, kWeights !== undefined), matcher: B };
}

/** The weighted matcher's solution as the walk reads it: its tight edges 32 S2 vertices at a time (tightBlock), in the order asked. */
function matcherSolution(B: WeightedMatching, s1: number, s2: number, hasK: boolean): TwoSidedSolution {
  const tightRows = (pos: Int32Array): Uint32Array => {
    const W = (s2 + 31) >>> 5;
    const rows = new Uint32Array((s1 + 1) * W);
    const out = new Uint32Array(s1);
    const set = (a: number, b: number): void => {
      rows[a * W + (pos[b]! >>> 5)]! |= 1 << (pos[b]! & 31);
    };
    for (let w = 0; w < W; w++) {
      const js: number[] = [];
      for (let b = w << 5; b < Math.min(s2, (w + 1) << 5); b++) js.push(s1 + b);
      B.tightBlock(0, s1, js, out);
      for (let a = 0; a < s1; a++) for (let k = 0; k < js.length; k++) if ((out[a]! >>> k) & 1) set(a, (w << 5) + k);
    }
    if (hasK) for (let b = 0; b < s2; b++) if (B.isTight(s1 + s2, s1 + b)) set(s1, b);
    return rows;
  };
  return { matching: () => B.matching(), isTight: (a, y) => B.isTight(a, y), tightRows };
}

/**
 * twoSided by the weighted matcher: the weights are base's; the matching starts from the optimum over the
 * players' types, one class per type and side (a two-sided class optimum is whole, so little is left to
 * solve). In `memory` (its arrays are those of the previous two-sided matching made with it).
 */
function twoSidedMatcher(
  graph: { base: Edges; S1: readonly number[]; S2: readonly number[]; kWeights: readonly bigint[] | undefined; types: Int32Array },
  memory: MatcherMemory,
): WeightedMatching {
  const { base, S1, S2, kWeights, types } = graph;
  const n = S1.length + S2.length + (kWeights ? 1 : 0);
  // The weights as ids into base's table, the next group's after it; read a row at a time (no copy of
  // the graph's ids: a half of it, S1's and S2's own pairs, would be 0).
  // Distinct weights (the matcher then copies the rows' ids as they are: WeightedMatching.setAllRows).
  const table = [...base.table];
  const idOf = new Map(table.map((w, id) => [w, id]));
  const kIds = new Int32Array(S2.length);
  if (kWeights)
    for (let b = 0; b < S2.length; b++) {
      const w = kWeights[b]!;
      let id = idOf.get(w);
      if (id === undefined) idOf.set(w, (id = table.push(w) - 1));
      kIds[b] = id;
    }
  const rows: WeightRows & ClassTops = {
    table,
    row: (j, out) => {
      out.fill(0, 0, j);
      if (j < S1.length) return;
      if (j < S1.length + S2.length) {
        const pb = S2[j - S1.length]!;
        base.idsTo(pb, S1, out); // pb's row of who may meet, read along
      } else out.set(kIds, S1.length);
    },
    // The class start's largest weight of each class pair: S1's against S2's from base (one pair that may
    // meet asked of each), the next group's vertex (a class of its own) against S2's from its weights.
    classTops: (cls, T) => {
      const s1 = S1.length;
      const s2 = S2.length;
      const top = base.crossTops?.(S1, cls.subarray(0, s1), S2, cls.subarray(s1, s1 + s2), T);
      if (!top || !kWeights) return top;
      const k = cls[n - 1]!;
      for (let b = 0; b < s2; b++) if (kIds[b] !== 0 && table[kIds[b]!]! > top[cls[s1 + b]! * T + k]!) top[cls[s1 + b]! * T + k] = table[kIds[b]!]!;
      return top;
    },
  };
  let maxW = 0n;
  for (const w of table) if (w > maxW) maxW = w;
  // One bit more: the walk may raise the next group's weights by one (TightWalk.of).
  const B = new WeightedMatching(n, bitLength(maxW) + 1, { memory, allRowsNext: true });
  B.setAllRows(rows);
  const classOf = new Int32Array(n);
  let typeCount = 0;
  for (const t of types) if (t + 1 > typeCount) typeCount = t + 1;
  S1.forEach((p, a) => (classOf[a] = types[p]!));
  S2.forEach((p, b) => (classOf[S1.length + b] = typeCount + types[p]!));
  if (kWeights) classOf[n - 1] = 2 * typeCount;
  B.startFromClasses(classOf, rows);
  B.solve();
  return B;
}

/**
 * The two-sided graph (S1, then S2, then with a floater the vertex standing for K), one maximum-weight
 * matching of it, and the walk through its tight edges.
 */
class TightWalk {
  private readonly from: Int32Array;
  private readonly seen: Uint8Array;
  private readonly queue: Int32Array;
  /** 32-bit words per row of S2 bits, and words of a summary of them (bit w: word w has a bit). */
  private readonly words: number;
  private readonly sumWords: number;
  /**
   * The rows of S2 bits below keep S2 by type (`order`: the S2 positions of each type in turn; `pos`, its
   * inverse): a tight row is then a few runs of whole words, which the summaries find at once.
   */
  private readonly order: Int32Array;
  private readonly pos: Int32Array;
  /** The S2 side's players still in the graph, one bit each, in S2 order (bit b: S2 vertex s1 + b). */
  private readonly aliveS2: Uint32Array;
  /** The same by type (bit pos[b]), and its summary. */
  private readonly alive: Uint32Array;
  private readonly aliveSum: Uint32Array;
  /** The S2 players alive and not yet explored in the present search (alive less those seen), and its summary. */
  private readonly open: Uint32Array;
  private readonly openSum: Uint32Array;
  /**
   * Per vertex of the S1 side (and K, last), one row of S2 bits (by type): its tight edges (all known at
   * the start: the duals never change), and a summary row of the words that have one. A search reads a
   * row only where the summaries of the row and of `open` meet, 32 words at a time.
   */
  private readonly tightBits: Uint32Array;
  private readonly tightSum: Uint32Array;

  private constructor(
    B: TwoSidedSolution,
    private readonly mate: Int32Array,
    private readonly s1: number,
    s2Types: Int32Array,
    private readonly hasK: boolean,
    private readonly trace: (step: SearchStep) => void,
  ) {
    const n = mate.length;
    const s2 = s2Types.length;
    this.from = new Int32Array(n);
    this.seen = new Uint8Array(n);
    this.queue = new Int32Array(n);
    const W = (this.words = (s2 + 31) >>> 5);
    const SW = (this.sumWords = (W + 31) >>> 5);
    this.order = Int32Array.from({ length: s2 }, (_, b) => b).sort((x, y) => s2Types[x]! - s2Types[y]! || x - y);
    this.pos = new Int32Array(s2);
    for (let q = 0; q < s2; q++) this.pos[this.order[q]!] = q;
    this.aliveS2 = new Uint32Array(W).fill(0xffffffff);
    if (s2 & 31) this.aliveS2[W - 1] = (1 << (s2 & 31)) - 1;
    this.alive = this.aliveS2.slice();
    this.aliveSum = new Uint32Array(SW);
    for (let w = 0; w < W; w++) this.aliveSum[w >>> 5]! |= 1 << (w & 31);
    this.open = new Uint32Array(W);
    this.openSum = new Uint32Array(SW);
    this.tightBits = B.tightRows(this.pos);
    this.tightSum = new Uint32Array((this.s1 + 1) * SW);
    for (let a = 0; a <= this.s1; a++) for (let w = 0; w < W; w++) if (this.tightBits[a * W + w] !== 0) this.tightSum[a * SW + (w >>> 5)]! |= 1 << (w & 31);
  }

  /**
   * The walk, or undefined when some best pairing leaves someone unpaired (the shortcut needs all paired).
   * The matching starts from the optimum over the players' types (one class per type and side).
   */
  static of(
    base: Edges,
    S1: readonly number[],
    S2: readonly number[],
    floatValues: readonly bigint[] | undefined,
    types: Int32Array,
    trace: (step: SearchStep) => void,
    memory: MatcherMemory,
    solved: SolvedTwoSided | undefined,
  ): TightWalk | undefined {
    const B =
      TightWalk.reuse(solved, S1, S2, floatValues) ??
      twoSided(
        base,
        S1,
        S2,
        floatValues?.map((v) => v + 1n),
        types,
        memory,
      ).solution;
    const mate = B.matching();
    if (mate.includes(-1)) return undefined;
    return new TightWalk(
      B,
      mate,
      S1.length,
      Int32Array.from(S2, (p) => types[p]!),
      floatValues !== undefined,
      trace,
    );
  }

  /**
   * The exchange step's two-sided matching, when it was made on these sides with these values of floating
   * into the next group: only the vertex for the group changes (its edges one heavier), so one augmentation
   * from it makes the walk's matching. Undefined otherwise.
   */
  private static reuse(solved: SolvedTwoSided | undefined, S1: readonly number[], S2: readonly number[], floatValues: readonly bigint[] | undefined): TwoSidedSolution | undefined {
    if (!solved) return undefined;
    const same = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
    if (!same(solved.S1, S1) || !same(solved.S2, S2)) return undefined;
    const { B, matcher, kWeights } = solved;
    if (!floatValues || !kWeights) return floatValues === kWeights ? B : undefined;
    // One heavier: read from the types again, or one augmentation of the matcher from K.
    if (!matcher || !floatValues.every((v, b) => v === kWeights[b])) return undefined;
    const K = S1.length + S2.length;
    for (let b = 0; b < S2.length; b++) matcher.setWeight(K, S1.length + b, floatValues[b]! + 1n);
    matcher.solve();
    return B;
  }

  /** The row of a (on the S1 side, or the vertex for K) in tightBits. */
  private row(a: number): number {
    return a === this.mate.length - 1 && this.hasK ? this.s1 : a;
  }

  /** Whether edge a–y (a on the S1 side or the vertex for K, y on the S2 side) is tight. */
  private isTight(a: number, y: number): boolean {
    const q = this.pos[y - this.s1]!;
    return (this.tightBits[this.row(a) * this.words + (q >>> 5)]! & (1 << (q & 31))) !== 0;
  }

  /**
   * S1 vertex a's first S2 vertex (in S2 order, among those `allowed`) that a best pairing with the
   * earlier choices gives him; both leave the graph. −1 if none. A candidate y is possible when y's present
   * opponent can reach a's along an alternating path of tight edges (then a–y closes an alternating cycle);
   * what one search for a explored without reaching it cannot reach it for his later candidates either, so
   * it stays marked and no vertex is explored twice for one player.
   */
  firstOpponent(a: number, allowed: (b: number) => boolean): number {
    const { mate, aliveS2 } = this;
    this.seen.fill(0);
    this.open.set(this.alive);
    this.openSum.set(this.aliveSum);
    // The S2 players alive, in S2 order, a word of 32 at a time (those paired before are passed over).
    for (let w = 0; w < this.words; w++) {
      let alive = aliveS2[w]!;
      while (alive !== 0) {
        const low = alive & -alive;
        alive ^= low;
        const b = (w << 5) + (31 - Math.clz32(low));
        const y = this.s1 + b;
        if (!allowed(b) || !this.isTight(a, y)) continue;
        let found = mate[a] === y;
        if (!found && this.seen[mate[y]!]) {
          this.trace('transpositions.ruled-out');
          continue;
        }
        if (!found) found = this.reroute(mate[y]!, mate[a]!);
        if (found) {
          mate[a] = y;
          mate[y] = a;
          aliveS2[w]! &= ~low;
          this.leave(b);
          return b;
        }
      }
    }
    return -1;
  }

  /** S2 vertex s1 + b leaves the graph (paired). */
  private leave(b: number): void {
    const q = this.pos[b]!;
    this.alive[q >>> 5]! &= ~(1 << (q & 31));
    if (this.alive[q >>> 5] === 0) this.aliveSum[q >>> 10]! &= ~(1 << ((q >>> 5) & 31));
  }

  /** Pairs along the path found (`from`, back from the target to the start). */
  private applyPath(start: number, target: number): true {
    const { mate, from } = this;
    for (let t = target; ;) {
      const f = from[t]!;
      const prev = mate[f]!;
      mate[f] = t;
      mate[t] = f;
      if (f === start) return true;
      t = prev;
    }
  }

  /**
   * An alternating path of tight edges from `start` (S1 side) to `target` (S2 side), applied if found. The
   * vertices it explores stay marked (`seen`): on failure, none of them reaches the target.
   */
  private reroute(start: number, target: number): boolean {
    const { mate, seen, queue, from, open, openSum, tightBits, tightSum, order, words: W, sumWords: SW, s1 } = this;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
      const a = queue[head++]!;
      // The target first: a player reached who can take it ends the search at once (in a bracket of few
      // types, most often the start itself). Which path is applied changes the witness matching only,
      // never which candidates are possible; the target is alive and unseen (a search that had seen it
      // would have ended there).
      if (mate[a] !== target && this.isTight(a, target)) {
        from[target] = a;
        return this.applyPath(start, target);
      }
      const row = this.row(a);
      // The S2 players alive, not yet seen and on a's tight edges, in S2 order: only the words where a's
      // tight edges and the open players both are (the summaries).
      for (let sw = 0; sw < SW; sw++) {
        let some = openSum[sw]! & tightSum[row * SW + sw]!;
        while (some !== 0) {
          const lowWord = some & -some;
          some ^= lowWord;
          const w = (sw << 5) + (31 - Math.clz32(lowWord));
          let bits = open[w]! & tightBits[row * W + w]!;
          while (bits !== 0) {
            const low = bits & -bits;
            bits ^= low;
            const y = s1 + order[(w << 5) + (31 - Math.clz32(low))]!;
            if (mate[a] === y) continue;
            seen[y] = 1;
            open[w]! &= ~low;
            from[y] = a;
            if (y === target) return this.applyPath(start, target);
            const a2 = mate[y]!;
            if (!seen[a2]) {
              seen[a2] = 1;
              queue[tail++] = a2;
            }
          }
          if (open[w] === 0) openSum[sw]! &= ~lowWord;
        }
      }
    }
    return false;
  }
}
