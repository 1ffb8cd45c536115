/**
 * The two-sided step's best pairing (inOrder.ts: S1 against S2, with the next score group folded into one
 * vertex K) read from the players' types, without a matcher's copy of the graph (issue 37).
 *
 * Every S1–S2 pair weighs its two types' weight (the higher-ranked player's type first) where the two may
 * meet, and K's pairs weigh the given values. The optimum over classes of players (one class per type and
 * side, K a class of its own; classes.ts) gives duals that cover every pair (a class pair's weight is the
 * largest of its pairs') and tells which edges are tight: those of a class pair whose duals sum to the
 * pair's weight. A pairing of tight edges that leaves out only players of dual 0 is then a best pairing
 * (Edmonds' complementary slackness, two-sided: no blossoms), so none is searched for beyond the tight
 * edges: the class optimum's pairs are formed a word of 32 players at a time, and the few players left find
 * a partner by alternating paths of tight edges. When some player of dual above 0 is left (the class duals
 * are not those of the optimum: pairs that may not meet moved it), undefined: the weighted matcher decides.
 *
 * The walk of step 4 then reads which edges are tight from the same duals, a word of 32 at a time: an S1
 * player's tight S2 players are his class's tight classes, less those he may not meet.
 */
import { classOptimum } from '../../matching/classes.js';
import type { Edges } from './edges.js';

/** What the walk (inOrder.ts, TightWalk) reads of a solved two-sided graph: S1 0 … s1−1, S2 s1 …, K last. */
export interface TwoSidedSolution {
  /** Each vertex's mate, −1 when unpaired. */
  matching(): Int32Array;
  /** Whether edge a–y (a of S1 or K, y of S2) is tight in the solution's duals. */
  isTight(a: number, y: number): boolean;
  /**
   * Every tight edge as rows of bits: row a (each S1 vertex, then K's, empty without K) of
   * `ceil(|S2| / 32)` words has bit pos[b] set where a's edge to S2 vertex s1 + b is tight (the walk keeps
   * S2 in its own order: pos, a permutation of the S2 positions).
   */
  tightRows(pos: Int32Array): Uint32Array;
}

/** Above this many classes the class optimum costs more than it saves (as the weighted matcher's start). */
const MAX_CLASSES = 200;

/**
 * The best pairing of S1 against S2 (and K, joined to S2 player b by kWeights[b], 0n: not), with its duals,
 * from the types (see the file's comment); undefined when the types cannot decide it.
 */
export function solveByTypes(base: Edges, S1: readonly number[], S2: readonly number[], kWeights: readonly bigint[] | undefined, types: Int32Array): TwoSidedSolution | undefined {
  if (!base.sideBits || !base.typesId || !base.crossTops) return undefined;
  const classes = sideClasses(S1, S2, kWeights !== undefined, types);
  if (!classes || classes.count > MAX_CLASSES) return undefined;
  const { count: C, of: cls } = classes;
  const s1 = S1.length;
  const s2 = S2.length;
  const top = base.crossTops(S1, cls.subarray(0, s1), S2, cls.subarray(s1, s1 + s2), C);
  if (!top) return undefined;
  const k = kWeights ? cls[s1 + s2]! : -1;
  if (kWeights) for (let b = 0; b < s2; b++) if (kWeights[b]! > top[cls[s1 + b]! * C + k]!) top[cls[s1 + b]! * C + k] = kWeights[b]!;
  const sizes = new Array<number>(C).fill(0);
  for (let v = 0; v < cls.length; v++) sizes[cls[v]!]!++;
  const weight = new Array<bigint>(C * C).fill(0n);
  for (let s = 0; s < C; s++)
    for (let t = 0; t < C; t++) {
      const w = top[s * C + t]! > top[t * C + s]! ? top[s * C + t]! : top[t * C + s]!;
      weight[s * C + t] = w;
    }
  const optimum = classOptimum(sizes, weight);
  if (!optimum || optimum.duals.some((d) => d < 0n)) return undefined;
  const graph = new TightGraph(base, S1, S2, kWeights, cls, C, optimum.duals);
  const mate = graph.pair(optimum.pairs, C, kWeights !== undefined);
  // Complementary slackness: whoever is left unpaired must have dual 0.
  for (let v = 0; v < mate.length; v++) if (mate[v]! < 0 && optimum.duals[cls[v]!] !== 0n) return undefined;
  return { matching: () => mate.slice(), isTight: (a, y) => graph.isTight(a, y - s1), tightRows: (pos) => graph.tightRows(pos) };
}

/** The classes: S1's types (0 … T−1), S2's (T … 2T−1), K (2T), numbered compactly; undefined if a type is out of range. */
function sideClasses(S1: readonly number[], S2: readonly number[], hasK: boolean, types: Int32Array): { of: Int32Array; count: number } | undefined {
  let T = 0;
  for (const p of S1) if (types[p]! + 1 > T) T = types[p]! + 1;
  for (const p of S2) if (types[p]! + 1 > T) T = types[p]! + 1;
  const wide = new Int32Array(S1.length + S2.length + (hasK ? 1 : 0));
  S1.forEach((p, a) => (wide[a] = types[p]!));
  S2.forEach((p, b) => (wide[S1.length + b] = T + types[p]!));
  if (hasK) wide[wide.length - 1] = 2 * T;
  if (wide.some((c) => c < 0)) return undefined;
  const compact = new Int32Array(2 * T + 1).fill(-1);
  let count = 0;
  for (let v = 0; v < wide.length; v++) if (compact[wide[v]!] === -1) compact[wide[v]!] = count++;
  const of = wide.map((c) => compact[c]!);
  return { of, count };
}

/**
 * The two-sided graph's tight edges: for each S1 class, the S2 players of the classes tight with it as the
 * higher-ranked (`above`) and as the lower (`below`), a row of bits each; who may meet from base (sideBits).
 */
class TightGraph {
  private readonly s1: number;
  private readonly s2: number;
  /** Words of a row of S2 bits. */
  private readonly W: number;
  private readonly meet: Uint32Array;
  /** Per S1 class c: rows of S2 bits tight with c's players ranked above them, and below them. */
  private readonly above: Uint32Array;
  private readonly below: Uint32Array;
  /** Per S1 vertex: its first S2 position ranked below him (from there on he is the pair's higher-ranked player). */
  private readonly split: Int32Array;
  /** K's tight S2 players, a row of bits (none without K). */
  private readonly kRow: Uint32Array;
  private readonly cls: Int32Array;

  constructor(base: Edges, S1: readonly number[], S2: readonly number[], kWeights: readonly bigint[] | undefined, cls: Int32Array, C: number, duals: readonly bigint[]) {
    const s1 = (this.s1 = S1.length);
    const s2 = (this.s2 = S2.length);
    const W = (this.W = Math.max(1, (s2 + 31) >>> 5));
    this.cls = cls;
    this.meet = base.sideBits!(S1, S2);
    this.above = new Uint32Array(C * W);
    this.below = new Uint32Array(C * W);
    this.split = new Int32Array(s1);
    this.kRow = new Uint32Array(W);
    // Each S1 player's split: the S2 players from it on are ranked below him (he is the pair's higher-ranked).
    for (let a = 0, p = 0; a < s1; a++) {
      if (a > 0 && S1[a]! < S1[a - 1]!) p = 0;
      while (p < s2 && S2[p]! < S1[a]!) p++;
      this.split[a] = p;
    }
    this.tightClasses(base, S1, S2, cls, C, duals);
    if (kWeights) {
      const dk = duals[cls[s1 + s2]!]!;
      for (let b = 0; b < s2; b++) if (kWeights[b]! !== 0n && dk + duals[cls[s1 + b]!]! === 2n * kWeights[b]!) this.kRow[b >>> 5]! |= 1 << (b & 31);
    }
  }

  /** above / below: per S1 class and S2 class, whether a pair of them is tight in each order of rank. */
  private tightClasses(base: Edges, S1: readonly number[], S2: readonly number[], cls: Int32Array, C: number, duals: readonly bigint[]): void {
    const { s1, W } = this;
    // Each class's lowest- and highest-ranked player (a pair of a given order exists only between these).
    const first = new Int32Array(C).fill(-1);
    const last = new Int32Array(C).fill(-1);
    const players = [...S1, ...S2];
    for (let v = 0; v < players.length; v++) {
      const c = cls[v]!;
      if (first[c] === -1 || players[v]! < players[first[c]!]!) first[c] = v;
      if (last[c] === -1 || players[v]! > players[last[c]!]!) last[c] = v;
    }
    const tight = (hi: number, lo: number, s: number, t: number): boolean => duals[s]! + duals[t]! === 2n * base.table[base.typesId!(hi, lo)]!;
    const s2Classes = new Set<number>();
    for (let b = 0; b < S2.length; b++) s2Classes.add(cls[s1 + b]!);
    const s1Classes = new Set<number>();
    for (let a = 0; a < s1; a++) s1Classes.add(cls[a]!);
    for (const s of s1Classes)
      for (const t of s2Classes) {
        const sFirst = players[first[s]!]!;
        const tFirst = players[first[t]!]!;
        const up = sFirst < players[last[t]!]! && tight(sFirst, players[last[t]!]!, s, t);
        const down = tFirst < players[last[s]!]! && tight(tFirst, players[last[s]!]!, t, s);
        if (!up && !down) continue;
        for (let b = 0; b < S2.length; b++) {
          if (cls[s1 + b] !== t) continue;
          if (up) this.above[s * W + (b >>> 5)]! |= 1 << (b & 31);
          if (down) this.below[s * W + (b >>> 5)]! |= 1 << (b & 31);
        }
      }
  }

  /** Word w of S1 vertex a's tight S2 players. */
  word(a: number, w: number): number {
    const c = this.cls[a]!;
    const W = this.W;
    const sp = this.split[a]!;
    const sw = sp >>> 5;
    // S2 players before the split are ranked above a (a is the lower: `below`), from it on below a (`above`).
    let bits: number;
    if (w < sw) bits = this.below[c * W + w]!;
    else if (w > sw) bits = this.above[c * W + w]!;
    else {
      const low = (1 << (sp & 31)) - 1;
      bits = (this.below[c * W + w]! & low) | (this.above[c * W + w]! & ~low);
    }
    return bits & this.meet[a * W + w]!;
  }

  /** Left vertex u's (an S1 vertex, or K) word w of tight S2 players. */
  private row(u: number, w: number): number {
    return u < this.s1 ? this.word(u, w) : this.kRow[w]!;
  }

  /**
   * A pairing of tight edges: the class optimum's pairs first (pairs[s·C + t] / 2 of each class pair, the
   * first free S2 player of the class a word at a time), then an alternating path for each player left.
   */
  pair(pairs: Float64Array, C: number, hasK: boolean): Int32Array {
    const { s1, s2, W, cls } = this;
    const n = s1 + s2 + (hasK ? 1 : 0);
    const mate = new Int32Array(n).fill(-1);
    const free = new Uint32Array(W);
    const members = new Uint32Array(C * W);
    for (let b = 0; b < s2; b++) {
      free[b >>> 5]! |= 1 << (b & 31);
      members[cls[s1 + b]! * W + (b >>> 5)]! |= 1 << (b & 31);
    }
    const want = new Float64Array(C * C);
    for (let x = 0; x < want.length; x++) want[x] = Math.floor(pairs[x]! / 2);
    // The first word that may still hold a free player of each class.
    const cursor = new Int32Array(C);
    const left = hasK ? [...Array.from({ length: s1 }, (_, a) => a), n - 1] : Array.from({ length: s1 }, (_, a) => a);
    for (const u of left) {
      const s = cls[u]!;
      for (let t = 0; t < C && mate[u]! < 0; t++) {
        if (want[s * C + t]! <= 0) continue;
        while (cursor[t]! < W && (free[cursor[t]!]! & members[t * W + cursor[t]!]!) === 0) cursor[t]!++;
        for (let w = cursor[t]!; w < W; w++) {
          const x = this.row(u, w) & free[w]! & members[t * W + w]!;
          if (x === 0) continue;
          const b = (w << 5) + (31 - Math.clz32(x & -x));
          mate[u] = s1 + b;
          mate[s1 + b] = u;
          free[w]! &= ~(x & -x);
          want[s * C + t]!--;
          want[t * C + s]!--;
          break;
        }
      }
    }
    for (const u of left) if (mate[u]! < 0) this.augment(u, mate);
    return mate;
  }

  /** Pairs left vertex u by an alternating path of tight edges, if there is one (breadth first, a word at a time). */
  private augment(u: number, mate: Int32Array): void {
    const { s1, W } = this;
    const seen = new Uint32Array(W);
    const from = new Int32Array(this.s2);
    const queue = [u];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head]!;
      for (let w = 0; w < W; w++) {
        let bits = this.row(v, w) & ~seen[w]!;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          seen[w]! |= low;
          const b = (w << 5) + (31 - Math.clz32(low));
          from[b] = v;
          const m = mate[s1 + b]!;
          if (m >= 0) {
            queue.push(m);
            continue;
          }
          // Free: the path's pairs turn over, back to u.
          for (let y = b; ;) {
            const x = from[y]!;
            const before = mate[x]!;
            mate[x] = s1 + y;
            mate[s1 + y] = x;
            if (before < 0) return;
            y = before - s1;
          }
        }
      }
    }
  }

  isTight(a: number, b: number): boolean {
    if (a === this.s1 + this.s2) return (this.kRow[b >>> 5]! & (1 << (b & 31))) !== 0;
    return (this.word(a, b >>> 5) & (1 << (b & 31))) !== 0;
  }

  /**
   * TwoSidedSolution.tightRows: each S1 vertex's row from its class's tight S2 players (those ranked below
   * him, and those above), less those he may not meet, in the order `pos` gives: the rows of who may meet
   * are nearly whole, so each starts whole and loses only its zeros; the players ranked below an S1 vertex
   * lose the S2 players he passes, S1 being in ascending order.
   */
  tightRows(pos: Int32Array): Uint32Array {
    const { s1, s2, W, cls } = this;
    const out = new Uint32Array((s1 + 1) * W);
    const C = this.above.length / W;
    const permuted = (rows: Uint32Array, c: number): Uint32Array => {
      const row = new Uint32Array(W);
      for (let b = 0; b < s2; b++) if ((rows[c * W + (b >>> 5)]! & (1 << (b & 31))) !== 0) row[pos[b]! >>> 5]! |= 1 << (pos[b]! & 31);
      return row;
    };
    const aboveP: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>(C);
    const belowP: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>(C);
    const whole = new Uint32Array(W).fill(0xffffffff);
    if (s2 & 31) whole[W - 1] = (1 << (s2 & 31)) - 1;
    const after = whole.slice();
    const meet = new Uint32Array(W);
    let split = 0;
    for (let a = 0; a < s1; a++) {
      const c = cls[a]!;
      const up = (aboveP[c] ??= permuted(this.above, c));
      const down = (belowP[c] ??= permuted(this.below, c));
      if (this.split[a]! < split) {
        after.set(whole);
        split = 0;
      }
      for (; split < this.split[a]!; split++) after[pos[split]! >>> 5]! &= ~(1 << (pos[split]! & 31));
      meet.set(whole);
      for (let w = 0; w < W; w++) {
        let zeros = ~this.meet[a * W + w]! & whole[w]!;
        while (zeros !== 0) {
          const low = zeros & -zeros;
          zeros ^= low;
          const q = pos[(w << 5) + (31 - Math.clz32(low))]!;
          meet[q >>> 5]! &= ~(1 << (q & 31));
        }
      }
      for (let w = 0; w < W; w++) out[a * W + w] = meet[w]! & ((after[w]! & up[w]!) | (~after[w]! & down[w]!));
    }
    for (let b = 0; b < s2; b++) if ((this.kRow[b >>> 5]! & (1 << (b & 31))) !== 0) out[s1 * W + (pos[b]! >>> 5)]! |= 1 << (pos[b]! & 31);
    return out;
  }
}
