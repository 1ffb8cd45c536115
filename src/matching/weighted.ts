/**
 * Maximum-weight matching in a general graph (Edmonds' blossom algorithm, primal-dual form as in Galil,
 * "Efficient algorithms for finding maximum matching in graphs", 1986), with warm starts: after the
 * weights of the edges at a few vertices change, `solve()` repairs the previous optimum instead of
 * starting over. That is what makes the Dutch engine's long sequence of "fix one more choice and
 * re-optimise" steps affordable (the approach bbpPairings documents).
 *
 * Weights are non-negative bigints; weight 0 means "no edge" and such an edge is never matched. The
 * Dutch engine's weights are some 250 bits wide and differ mostly in their low bits, so no float
 * decides between them: comparisons use float64 images first and exact 48-bit limbs (LIMB_BITS) where
 * the images cannot decide; the duals are kept as bigints too, which the limbs mirror.
 *
 * A stage goes on after its first augmentation with the trees the augmenting path did not touch, over
 * tight edges only (several vertex-disjoint augmentations per stage), while enough trees are left.
 *
 * Invariants between solves: every vertex dual u ≥ 0; every blossom dual z ≥ 0; for an edge (i, j)
 * u_i + u_j − 2·w_ij + 2·Σ z_B (over blossoms containing both) ≥ 0, with equality for matched edges and
 * the edges that hold blossoms together. The matching is optimal when, in addition, every unmatched
 * vertex has u = 0. Unlike the textbook version, unmatched vertices may start a solve with different
 * positive duals; a vertex whose dual reaches 0 may be left unmatched (the "δ1" step below).
 *
 * Loops over arrays are indexed, not for-of: `arbiter dutch` runs most of this before the JIT has
 * optimized it, and there for-of makes an iterator result at every step (issue 17).
 */

import { classOptimum } from './classes.js';

const NONE = -1;
const FREE = 0;
const S = 1;
const T = 2;
const MARK = 4;
/** A stage goes on after an augmentation only while this many trees are left (a rescan costs O(n²)). */
const MULTI_AUGMENT_ROOTS = 8;

/**
 * The four ways a stage's dual change δ can end (Galil's δ1–δ4), named after what they make possible.
 * - rootFree: an S-vertex's dual reaches 0 (δ1): it may stay unmatched.
 * - reachFree: an edge from an S-vertex to a vertex outside the trees becomes tight (δ2).
 * - joinS: an edge between two S-blossoms becomes tight (δ3): a blossom or an augmenting path.
 * - expandT: a T-blossom's dual reaches 0 (δ4): it is expanded.
 */
const DUAL_STEP = { none: 0, rootFree: 1, reachFree: 2, joinS: 3, expandT: 4 } as const;
type DualStep = (typeof DUAL_STEP)[keyof typeof DUAL_STEP];

/**
 * Exact arithmetic without bigints on the hot paths: a value is held as `limbs` float64 limbs of 48
 * bits, least significant first; all limbs but the top one lie in [0, 2^48), the top one is signed.
 * A sum of up to six such values is formed limb by limb (every partial sum stays below 2^53, so it is
 * exact) and its sign read from the top limb down: once the running value has magnitude ≥ 8 units of
 * the current limb, the lower limbs (together less than 6.01 units) cannot change its sign.
 */
const LIMB_BITS = 48;
const LIMB = 2 ** LIMB_BITS;
const LIMB_MASK = (1n << BigInt(LIMB_BITS)) - 1n;
const LIMB_SHIFT = BigInt(LIMB_BITS);
/** From this many vertices on, the weight ids are kept once per edge (half the memory, slower reads). */
const TRIANGLE_FROM = 6000;
/** startFromClasses: at most this many classes (the class optimum costs O(classes³) and more). */
const MAX_CLASSES = 200;
/** startFromClasses: a vertex is tried against this many free vertices of the other class at most. */
const PAIRING_TRIES = 16;
/** A blossom of this many vertices or more (the largest) has its vertices kept as bits (bigBits). */
const BIG_FROM = 256;
/** The table of distinct weights is compacted (ids no edge uses dropped) when it grows past this. */
const TABLE_COMPACT_AT = 1 << 20;

/** Weight ids fit 16 bits below this many distinct weights (id 0 included): half the memory of 32-bit ids. */
const ID16_LIMIT = 1 << 16;
/** A 16-bit matcher whose table, compacted at ID16_LIMIT, still holds more than this many weights goes to 32-bit ids. */
const ID16_WIDEN_ABOVE = 3 << 14;

/**
 * A matcher's edge ids: 16 bits while the table of distinct weights has fewer than ID16_LIMIT entries,
 * 32 bits once it has more.
 */
export type WeightIds = Uint16Array | Int32Array;

/**
 * The rows of a graph's weights as ids into a table of its distinct weights (table[0] = 0: no edge), for
 * setAllRows: `row(j, out)` writes the id of edge (i, j) to out[i] for every i < j. The table may grow
 * while the rows are read (a weight made the first time its pair of types is met).
 */
export interface WeightRows {
  readonly table: readonly bigint[];
  row(j: number, out: Int32Array): void;
}

/**
 * What a graph's source may tell startFromClasses instead of its reading every edge (classPairTops): for
 * vertex classes `cls` (0 … T − 1), top[T·s + t] = the largest weight of an edge (i, j), i < j, cls[i] = s,
 * cls[j] = t, and 0n where there is none; undefined when the source cannot tell for these classes.
 */
export interface ClassTops {
  classTops?(cls: Int32Array, T: number): readonly bigint[] | undefined;
}

/**
 * Memory that matchers made one after the other can share (the brackets of a round): the edge array is
 * large, and touching fresh memory the first time costs more than the search itself on some machines.
 * Only one matcher may use it at a time: the latest one made with it.
 */
export class MatcherMemory {
  private ids = new ArrayBuffer(0);
  private spare = new Int32Array(0);
  private secondary: MatcherMemory | undefined;

  /** Memory of its own for a matcher in use beside the latest one made with this memory (and so on). */
  second(): MatcherMemory {
    return (this.secondary ??= new MatcherMemory());
  }

  /** Makes room at once for a matcher of n vertices with 16-bit ids (see WeightedMatching). */
  reserve(n: number): void {
    const count = n >= TRIANGLE_FROM ? (n * (n - 1)) / 2 : n * n;
    if (this.ids.byteLength < 2 * count) this.ids = new ArrayBuffer(2 * count);
  }

  /**
   * A second array of the given length, zeroed, for the caller's own copy of the weights (the Dutch
   * engine's edge table); shared the same way, so that a round's brackets reuse it instead of leaving a
   * garbage array of the graph's size behind each.
   */
  takeSpare(count: number): Int32Array {
    if (this.spare.length < count) this.spare = new Int32Array(count);
    else this.spare.fill(0, 0, count);
    return this.spare.subarray(0, count);
  }

  /**
   * An edge array of the given length (a view of the shared memory), of 16-bit ids: zeroed (no edges),
   * or as the last matcher left it when `zero` is false (the caller writes every entry).
   */
  take(count: number, zero = true): Uint16Array {
    if (this.ids.byteLength < 2 * count) this.ids = new ArrayBuffer(2 * count);
    const ids = new Uint16Array(this.ids, 0, count);
    if (zero) ids.fill(0);
    return ids;
  }

  /** The same ids in 32 bits (a matcher's table outgrew 16 bits), in memory that later matchers share. */
  widen(ids: WeightIds): Int32Array {
    const buffer = new ArrayBuffer(4 * ids.length);
    const wide = new Int32Array(buffer);
    wide.set(ids);
    this.ids = buffer;
    return wide;
  }
}

export interface WeightedMatchingOptions {
  /** Keep each edge's weight id once, in the lower triangle (half the memory, slower reads); default from TRIANGLE_FROM vertices. */
  readonly triangle?: boolean;
  /** Shared memory for the weights (see MatcherMemory). */
  readonly memory?: MatcherMemory;
  /** Compact the table of distinct weights when it reaches this many (default TABLE_COMPACT_AT; small in tests). */
  readonly compactAt?: number;
  /**
   * setAllRows comes next, before anything else, and writes every edge: the shared memory is then not
   * zeroed first (a bracket's 150 million ids at 50,000 players).
   */
  readonly allRowsNext?: boolean;
}

export class WeightedMatching {
  readonly n: number;
  /** Limbs per value (see LIMB_BITS). */
  private readonly limbs: number;
  /**
   * Each edge's weight as an id into the table of distinct weights (0: no edge), at pairIndex(i, j).
   * Both ways round, so that a vertex's edges lie together (the search reads them row by row); above
   * TRIANGLE_FROM vertices, to save memory, once, in the lower triangle. Two bytes an edge while the
   * table has fewer than ID16_LIMIT weights, four after (widen): the limbs and float images are kept
   * once per distinct weight.
   */
  private wId: WeightIds;
  private readonly memory: MatcherMemory | undefined;
  /** The distinct doubled weights: limbs (`limbs` per id) and float images; id 0 is weight 0. */
  private tableL: Float64Array;
  private tableF: Float64Array;
  /** The doubled weights as bigints, by id (read where exact values are summed, e.g. a new dual). */
  private readonly tableW2: bigint[] = [0n];
  private tableSize = 1;
  private readonly compactAt: number;
  private readonly idOf = new Map<bigint, number>([[0n, 0]]);
  /** Limbs of dual, bestKey and deltaSum, kept equal to the bigints. */
  private readonly dualL: Float64Array;
  private readonly bestKeyL: Float64Array;
  private readonly deltaSumL: Float64Array;
  private readonly scratchL: Float64Array;
  /** The last two duals set and their limbs and float images (setDual), and the slot the next one takes. */
  private readonly lastDuals: [bigint, bigint] = [0n, 0n];
  private readonly lastDualL: Float64Array;
  private readonly lastDualF = new Float64Array(2);
  private nextLastDual = 0;
  private readonly triangle: boolean;
  /** Made with allRowsNext and setAllRows not yet run: the ids are not yet written (nothing else may run). */
  private rowsPending: boolean;
  /** A solve has run (startFromClasses is for the first one only). */
  private solved = false;
  /** The last solve's optimum and duals are untouched since (no weight set, no reweigh). */
  private untouched = false;
  /**
   * Since the last solve, only vertices' weights have been set (setWeight) and no blossom with a dual above
   * 0 was dissolved doing so: the duals, as they are, still prove the optimum of the other vertices.
   */
  private provesRest = false;
  private lastWeight = 0n;
  /** The vertices' duals numbered (tightBlock), until a dual changes. */
  private numbered: { numbers: Int32Array; numberOf: Map<bigint, number> } | undefined;
  private lastId = 0;
  /** Vertex duals (index < n) and blossom duals (index ≥ n). */
  private readonly dual: bigint[];
  private readonly mate: Int32Array;
  /**
   * The top-level blossom (or the vertex itself) containing each vertex is groupTop[group[v]] (topOf): the
   * vertices of a top-level blossom share its group (home). A new blossom takes over the group of its
   * largest S-labelled child (owner) and only the other children's vertices change group: where one tree
   * takes in a whole bracket, a blossom a pair larger than the last one is formed thousands of times over
   * (issue 37: a rewrite of every vertex's top blossom each time was a second of round 2 of 50,000 players).
   */
  private readonly group: Int32Array;
  private readonly groupTop: Int32Array;
  private readonly home: Int32Array;
  /** The child of a blossom whose group it took (see group). */
  private readonly owner: Int32Array;
  /** The number of vertices of each blossom (1 for a vertex). */
  private readonly sizeOf: Int32Array;
  private readonly freeGroups: number[] = [];
  /**
   * One group's members as bits (bigGroup, NONE: none), kept for the largest top-level blossom: a scan
   * passes over its vertices 32 at a time (where one tree takes in the whole bracket, most of each row).
   */
  private readonly bigBits: Int32Array;
  /** Bit k set where bigBits[k] has all 32 bits set: a scan passes over 32 such words at a time. */
  private readonly bigFull: Int32Array;
  private bigGroup = NONE;
  private bigCount = 0;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  /** Children of a blossom, the base child first, in cycle order. */
  private readonly childs: number[][];
  /** edges[b][k] = [x, y] joins childs[k] (x) and childs[k + 1 mod len] (y). */
  private readonly edges: [number, number][][];
  private readonly freeBlossoms: number[] = [];
  private readonly label: Int8Array;
  /** The edge through which a blossom (or vertex) got its label: labelFrom outside, labelTo inside. */
  private readonly labelFrom: Int32Array;
  private readonly labelTo: Int32Array;
  /** Least-slack edge to an S-vertex, stored as its S endpoint / own endpoint. */
  private readonly bestFrom: Int32Array;
  private readonly bestTo: Int32Array;
  /** Per S-blossom formed in this stage: least-slack edges [x inside, y outside] to other S-blossoms. */
  private readonly bestLists: (number[] | undefined)[];
  /**
   * S-blossoms of this stage whose least-slack edges to the other S-blossoms are not worked out yet. They
   * are needed only when a dual change could join two S-blossoms (leastDelta); where one tree takes in the
   * whole graph (a bracket where nearly every pair is tight) a thousand blossoms nest in one another and
   * no second S-blossom is ever left (see settleBestEdges).
   */
  private readonly bestPending: Uint8Array;
  private pendingBlossoms = 0;
  private readonly leafCache: (number[] | undefined)[];
  /**
   * A top-level blossom whose list (leafCache) is made when first asked, or before its children are
   * rotated (rotate): the list it would have had if made when it became top-level (makeTop), without
   * making it where no one asks (the blossoms below a vertex whose weights change, nested a thousand deep).
   */
  private readonly leavesLater: Uint8Array;
  /** Slack of the best edge, plus (S–S: twice) the sum of the stage's δs when it was stored. */
  private readonly bestKey: bigint[];
  private deltaSum = 0n;
  /**
   * Float64 images of w (tableF), dual, bestKey and deltaSum. They only filter: a comparison is decided
   * from them when the gap exceeds `margin`, far above their rounding error (< 2^-48 of `magnitude`, the
   * largest value seen); otherwise the exact limbs decide. So results are exact.
   */
  private readonly dualF: Float64Array;
  private readonly bestKeyF: Float64Array;
  private deltaSumF = 0;
  private magnitude = 0;
  private margin = 0;
  /** Vertices whose weights changed since the last solve, in order, and a flag per vertex. */
  private readonly modified: number[] = [];
  private readonly isModified: Uint8Array;
  private readonly mark: Int32Array;
  private markStamp = 0;
  /** addBlossom's index of each neighbouring blossom, valid where slotStamp = slotClock. */
  private readonly slotOf: Int32Array;
  private readonly slotStamp: Int32Array;
  private slotClock = 0;
  private queue: number[] = [];
  /**
   * The alternating tree (named by its root vertex) of each labelled top-level blossom or vertex, and
   * the trees already used by an augmentation in this stage; NONE: not in a tree.
   */
  private readonly treeOf: Int32Array;
  private readonly usedTree: Uint8Array;

  /** `maxWeightBits`: the bit length of the largest weight that will be set. */
  constructor(n: number, maxWeightBits = 320, options: WeightedMatchingOptions = {}) {
    this.n = n;
    this.limbs = Math.ceil((maxWeightBits + 8) / LIMB_BITS);
    const L = this.limbs;
    this.triangle = options.triangle ?? n >= TRIANGLE_FROM;
    this.compactAt = options.compactAt ?? TABLE_COMPACT_AT;
    const edgeCount = this.triangle ? (n * (n - 1)) / 2 : n * n;
    this.memory = options.memory;
    this.rowsPending = options.allRowsNext === true;
    this.wId = options.memory?.take(edgeCount, !this.rowsPending) ?? new Uint16Array(edgeCount);
    this.tableL = new Float64Array(64 * L);
    this.tableF = new Float64Array(64);
    this.dualL = new Float64Array(2 * n * L);
    this.bestKeyL = new Float64Array(2 * n * L);
    this.deltaSumL = new Float64Array(L);
    this.scratchL = new Float64Array(L);
    this.lastDualL = new Float64Array(2 * L);
    this.dual = new Array<bigint>(2 * n).fill(0n);
    this.mate = new Int32Array(n).fill(NONE);
    this.group = new Int32Array(n);
    this.groupTop = new Int32Array(n);
    this.home = new Int32Array(2 * n).fill(NONE);
    this.owner = new Int32Array(2 * n).fill(NONE);
    this.sizeOf = new Int32Array(2 * n).fill(1);
    for (let i = 0; i < n; i++) this.group[i] = this.groupTop[i] = this.home[i] = i;
    this.bigBits = new Int32Array((n + 31) >>> 5);
    this.bigFull = new Int32Array((this.bigBits.length + 31) >>> 5);
    this.parent = new Int32Array(2 * n).fill(NONE);
    this.base = new Int32Array(2 * n).fill(NONE);
    for (let i = 0; i < n; i++) this.base[i] = i;
    this.childs = Array.from({ length: 2 * n }, () => []);
    this.edges = Array.from({ length: 2 * n }, () => []);
    for (let b = 2 * n - 1; b >= n; b--) this.freeBlossoms.push(b);
    this.label = new Int8Array(2 * n);
    this.labelFrom = new Int32Array(2 * n).fill(NONE);
    this.labelTo = new Int32Array(2 * n).fill(NONE);
    this.bestFrom = new Int32Array(2 * n).fill(NONE);
    this.bestTo = new Int32Array(2 * n).fill(NONE);
    this.bestLists = new Array<number[] | undefined>(2 * n).fill(undefined);
    this.bestPending = new Uint8Array(2 * n);
    this.leafCache = new Array<number[] | undefined>(2 * n).fill(undefined);
    this.leavesLater = new Uint8Array(2 * n);
    this.bestKey = new Array<bigint>(2 * n).fill(0n);
    this.dualF = new Float64Array(2 * n);
    this.bestKeyF = new Float64Array(2 * n);
    this.isModified = new Uint8Array(n);
    this.mark = new Int32Array(2 * n);
    this.slotOf = new Int32Array(2 * n);
    this.slotStamp = new Int32Array(2 * n);
    this.treeOf = new Int32Array(2 * n).fill(NONE);
    this.usedTree = new Uint8Array(n);
  }

  private checkRowsWritten(): void {
    if (this.rowsPending) throw new RangeError('made with allRowsNext: setAllRows first');
  }

  /** Widens the filter margin to cover a value of magnitude |f|. */
  private see(f: number): void {
    const a = Math.abs(f);
    if (a > this.magnitude) {
      this.magnitude = a;
      this.margin = a * 2 ** -38;
    }
  }

  /** Index of edge (i, j): in row i, or in the lower triangle (row b holds the edges (a, b), a < b, as setAllRows reads them). */
  private pairIndex(i: number, j: number): number {
    if (!this.triangle) return i * this.n + j;
    const a = i < j ? i : j;
    const b = i < j ? j : i;
    return (b * (b - 1)) / 2 + a;
  }

  /** Writes v into arr at off as limbs. */
  private toLimbs(v: bigint, arr: Float64Array, off: number): void {
    let x = v;
    const top = this.limbs - 1;
    for (let k = 0; k < top; k++) {
      arr[off + k] = Number(x & LIMB_MASK);
      x >>= LIMB_SHIFT;
    }
    if (x >= 1n << 50n || x <= -(1n << 50n)) throw new RangeError('weight too large for this matcher');
    arr[off + top] = Number(x);
  }

  /** Doubled weight of edge (i, j). */
  private w2(i: number, j: number): bigint {
    return this.tableW2[this.wId[this.pairIndex(i, j)]!]!;
  }

  // The four sign functions below repeat the limb cascade (see LIMB_BITS) on purpose: they are the
  // search's innermost loop, and a shared helper would need the limbs summed first or a callback.

  /** Sign of the slack dual_i + dual_j − w2_ij: 0 tight, 1 positive, −1 negative. */
  private slackSign(i: number, j: number): number {
    const L = this.limbs;
    const d = this.dualL;
    const w = this.tableL;
    const di = i * L;
    const dj = j * L;
    const wo = this.wId[this.pairIndex(i, j)]! * L;
    let k = L - 1;
    let r = d[di + k]! + d[dj + k]! - w[wo + k]!;
    while (k > 0) {
      if (r >= 8) return 1;
      if (r <= -8) return -1;
      k--;
      r = r * LIMB + (d[di + k]! + d[dj + k]! - w[wo + k]!);
    }
    return r > 0 ? 1 : r < 0 ? -1 : 0;
  }

  /** Sign of slack(i, j) + mult·deltaSum − bestKey[b]. */
  private keySign(i: number, j: number, mult: number, b: number): number {
    const L = this.limbs;
    const d = this.dualL;
    const w = this.tableL;
    const ds = this.deltaSumL;
    const bk = this.bestKeyL;
    const di = i * L;
    const dj = j * L;
    const bo = b * L;
    const wo = this.wId[this.pairIndex(i, j)]! * L;
    let k = L - 1;
    let r = d[di + k]! + d[dj + k]! - w[wo + k]! + mult * ds[k]! - bk[bo + k]!;
    while (k > 0) {
      if (r >= 8) return 1;
      if (r <= -8) return -1;
      k--;
      r = r * LIMB + (d[di + k]! + d[dj + k]! - w[wo + k]! + mult * ds[k]! - bk[bo + k]!);
    }
    return r > 0 ? 1 : r < 0 ? -1 : 0;
  }

  /** Sign of slack(i, j) − slack(p, q). */
  private slackCompare(i: number, j: number, p: number, q: number): number {
    const id1 = this.wId[this.pairIndex(i, j)]!;
    const id2 = this.wId[this.pairIndex(p, q)]!;
    // Ties are the rule in a bracket's graph (players of one type share their dual): the same weight and the
    // same duals pairwise are the same slack, without the limbs (39,000 of 45,000 calls at 1,000 players
    // are ties, half of them of this kind).
    if (id1 === id2) {
      const du = this.dual;
      if ((du[i] === du[p] && du[j] === du[q]) || (du[i] === du[q] && du[j] === du[p])) return 0;
    }
    const L = this.limbs;
    const d = this.dualL;
    const w = this.tableL;
    const di = i * L;
    const dj = j * L;
    const dp = p * L;
    const dq = q * L;
    const w1 = id1 * L;
    const w2 = id2 * L;
    let k = L - 1;
    let r = d[di + k]! + d[dj + k]! - w[w1 + k]! - d[dp + k]! - d[dq + k]! + w[w2 + k]!;
    while (k > 0) {
      if (r >= 8) return 1;
      if (r <= -8) return -1;
      k--;
      r = r * LIMB + (d[di + k]! + d[dj + k]! - w[w1 + k]! - d[dp + k]! - d[dq + k]! + w[w2 + k]!);
    }
    return r > 0 ? 1 : r < 0 ? -1 : 0;
  }

  /** Sign of w2_vx − dual_x − u, with u in scratchL. */
  private needSign(v: number, x: number): number {
    const L = this.limbs;
    const d = this.dualL;
    const w = this.tableL;
    const u = this.scratchL;
    const dx = x * L;
    const wo = this.wId[this.pairIndex(v, x)]! * L;
    let k = L - 1;
    let r = w[wo + k]! - d[dx + k]! - u[k]!;
    while (k > 0) {
      if (r >= 8) return 1;
      if (r <= -8) return -1;
      k--;
      r = r * LIMB + (w[wo + k]! - d[dx + k]! - u[k]!);
    }
    return r > 0 ? 1 : r < 0 ? -1 : 0;
  }

  private setDual(i: number, v: bigint): void {
    this.numbered = undefined;
    this.dual[i] = v;
    // Duals repeat (a bracket's players of one type share theirs; a dual change moves the S-vertices' one
    // way and the T-vertices' the other): the limbs of the last two are kept and copied.
    const L = this.limbs;
    let slot = v === this.lastDuals[0] ? 0 : v === this.lastDuals[1] ? 1 : -1;
    if (slot < 0) {
      slot = this.nextLastDual;
      this.nextLastDual = 1 - slot;
      this.toLimbs(v, this.lastDualL, slot * L);
      const f = Number(v);
      this.lastDualF[slot] = f;
      this.see(f);
      this.lastDuals[slot] = v;
    }
    const d = this.dualL;
    const last = this.lastDualL;
    for (let k = 0, o = i * L, from = slot * L; k < L; k++) d[o + k] = last[from + k]!;
    this.dualF[i] = this.lastDualF[slot]!;
  }

  private setBestKey(i: number, v: bigint): void {
    this.bestKey[i] = v;
    this.toLimbs(v, this.bestKeyL, i * this.limbs);
    this.bestKeyF[i] = Number(v);
  }

  private setDeltaSum(v: bigint): void {
    this.deltaSum = v;
    this.toLimbs(v, this.deltaSumL, 0);
    this.deltaSumF = Number(v);
    this.see(4 * this.deltaSumF);
  }

  /** The id of a weight in the table of distinct weights, added if new (its doubled value as limbs and float). */
  private weightId(weight: bigint): number {
    if (weight === this.lastWeight) return this.lastId;
    let id = this.idOf.get(weight);
    if (id === undefined) {
      if (this.tableSize === this.tableF.length) {
        const L = this.limbs;
        const grownL = new Float64Array(2 * this.tableF.length * L);
        grownL.set(this.tableL);
        this.tableL = grownL;
        const grownF = new Float64Array(2 * this.tableF.length);
        grownF.set(this.tableF);
        this.tableF = grownF;
      }
      if (this.tableSize >= ID16_LIMIT && this.wId instanceof Uint16Array) this.widen();
      id = this.tableSize++;
      this.toLimbs(2n * weight, this.tableL, id * this.limbs);
      const f = Number(2n * weight);
      this.tableF[id] = f;
      this.tableW2[id] = 2n * weight;
      this.see(f);
      this.idOf.set(weight, id);
    }
    this.lastWeight = weight;
    this.lastId = id;
    return id;
  }

  /** The bits of an edge's weight id: 16 while the table of distinct weights fits them, then 32. */
  get idBits(): 16 | 32 {
    return this.wId instanceof Uint16Array ? 16 : 32;
  }

  /** Goes from 16-bit ids to 32-bit ones (the table has outgrown 16 bits). */
  private widen(): void {
    this.wId = this.memory ? this.memory.widen(this.wId) : Int32Array.from(this.wId);
  }

  /** The table size at which setWeight compacts the table: compactAt, and before 16-bit ids overflow. */
  private compactLimit(): number {
    return this.wId instanceof Uint16Array && ID16_LIMIT < this.compactAt ? ID16_LIMIT : this.compactAt;
  }

  /** Drops the table's weights that no edge has any more, renumbering the ids (the table only grows otherwise). */
  private compactTable(): void {
    const L = this.limbs;
    const used = new Uint8Array(this.tableSize);
    const wId = this.wId;
    for (let k = 0; k < wId.length; k++) used[wId[k]!] = 1;
    const newId = new Int32Array(this.tableSize);
    let size = 1;
    for (let id = 1; id < this.tableSize; id++) {
      if (!used[id]) continue;
      newId[id] = size;
      this.tableL.copyWithin(size * L, id * L, (id + 1) * L);
      this.tableF[size] = this.tableF[id]!;
      this.tableW2[size] = this.tableW2[id]!;
      size++;
    }
    for (let k = 0; k < wId.length; k++) wId[k] = newId[wId[k]!]!;
    for (const [w, id] of this.idOf) {
      if (id !== 0 && !used[id]) this.idOf.delete(w);
      else this.idOf.set(w, newId[id]!);
    }
    this.tableSize = size;
    this.tableW2.length = size;
    this.lastWeight = 0n;
    this.lastId = 0;
    // Compacting again and again at the 16-bit limit would cost a pass over every edge for a few new ids.
    if (size > ID16_WIDEN_ABOVE && this.wId instanceof Uint16Array) this.widen();
  }

  /**
   * Sets the weight of edge (v, x). Vertex v is detached from the current solution (unmatched, taken
   * out of its blossoms) so that its dual can be raised to cover the new weights at the next solve.
   */
  setWeight(v: number, x: number, weight: bigint): void {
    this.checkRowsWritten();
    if (v === x) throw new RangeError('no loops');
    this.untouched = false;
    this.detach(v);
    if (this.tableSize >= this.compactLimit() && weight !== this.lastWeight && !this.idOf.has(weight)) this.compactTable();
    const id = this.weightId(weight);
    this.wId[this.pairIndex(v, x)] = id;
    if (!this.triangle) this.wId[this.pairIndex(x, v)] = id;
  }

  /**
   * Sets the weights of the edges among `vertices` (which must not be awaiting a solve) without starting
   * over, for a change that leaves much of the optimum optimal. Each of these vertices' duals is raised by
   * `raise(v)` (in doubled weight units: a weight raised by b needs 2b from its ends together), which must
   * keep every edge's slack non-negative under the new weights; blossoms holding any of them are dissolved
   * (a blossom's dual moved onto its vertices, its base's outside pair dropped), and pairs that are no
   * longer tight are unmatched. The next solve() goes on from the pairs that stayed optimal (complementary
   * slackness holds for them), its unmatched vertices as roots.
   */
  reweigh(vertices: readonly number[], weightOf: (a: number, b: number) => bigint, raise: (v: number) => bigint): void {
    this.untouched = false;
    this.provesRest = false;
    if (this.modified.length > 0) {
      for (let i = 0; i < vertices.length; i++) for (let j = i + 1; j < vertices.length; j++) this.setWeight(vertices[i]!, vertices[j]!, weightOf(vertices[i]!, vertices[j]!));
      return;
    }
    for (let vi = 0; vi < vertices.length; vi++) {
      const v = vertices[vi]!;
      this.dissolve(v);
    }
    for (let vi = 0; vi < vertices.length; vi++) {
      const v = vertices[vi]!;
      const r = raise(v);
      if (r !== 0n) this.setDual(v, this.dual[v]! + r);
    }
    for (let i = 0; i < vertices.length; i++)
      for (let j = i + 1; j < vertices.length; j++) {
        const a = vertices[i]!;
        const b = vertices[j]!;
        const id = this.weightId(weightOf(a, b)); // may widen wId: read it after
        this.wId[this.pairIndex(a, b)] = id;
        if (!this.triangle) this.wId[this.pairIndex(b, a)] = id;
      }
    for (let vi = 0; vi < vertices.length; vi++) {
      const v = vertices[vi]!;
      const m = this.mate[v]!;
      if (m !== NONE && this.slackSign(v, m) !== 0) {
        this.mate[v] = NONE;
        this.mate[m] = NONE;
      }
    }
  }

  /** Dissolves every blossom that holds v, keeping the pairs inside; a blossom's dual goes onto its vertices, which unpairs its base when positive. */
  private dissolve(v: number): void {
    while (this.topOf(v) !== v) {
      const top = this.topOf(v);
      const z = this.dual[top]!;
      if (z !== 0n) {
        this.raiseLeaves(top, z);
        const b0 = this.base[top]!;
        const m = this.mate[b0]!;
        if (m !== NONE) {
          this.mate[b0] = NONE;
          this.mate[m] = NONE;
        }
      }
      this.splitTop(top);
    }
  }

  /**
   * Sets every edge at once on a matcher whose weights are all still 0, from a table of distinct weights:
   * edge (i, j), i < j, gets `table[ids[j·(j−1)/2 + i]]` (the lower triangle, row by row). The same as
   * setWeight(j, i, w) for each non-zero w with j ascending, only faster: each distinct weight is entered
   * in the matcher's table once, and the edges copy ids.
   */
  setAllWeights(ids: Int32Array, table: readonly bigint[]): void {
    this.setAllRows({
      table,
      row: (j, out) => {
        out.set(ids.subarray((j * (j - 1)) / 2, (j * (j + 1)) / 2));
      },
    });
  }

  /**
   * setAllWeights from rows read one at a time (WeightRows): no copy of the whole graph's ids is needed
   * besides the matcher's own.
   */
  setAllRows(rows: WeightRows): void {
    this.rowsPending = false;
    const n = this.n;
    // The source's ids to the matcher's, made as they are first met (-1: not yet).
    let own = new Int32Array(Math.max(1, rows.table.length)).fill(-1);
    own[0] = 0;
    const buffer = new Int32Array(n);
    let wId = this.wId;
    const triangle = this.triangle;
    // While the source's weights enter the matcher's table in the source's order with the same ids (a
    // fresh matcher and a source of distinct weights, as a bracket's), a row is copied as it is: the
    // source's ids are the matcher's. Kept both ways round, the edges (i, j), i < j, are written along row
    // j, then copied to row i a block at a time (mirrorRows): written down a column, each was a cache miss.
    let entered = 1;
    let same = this.tableSize === 1;
    for (let j = 1; j < n; j++) {
      rows.row(j, buffer);
      const off = triangle ? (j * (j - 1)) / 2 : j * n;
      if (same) {
        for (; entered < rows.table.length; entered++) {
          const id = this.weightId(rows.table[entered]!);
          if (id !== entered) same = false;
          if (entered >= own.length) {
            const grown = new Int32Array(Math.max(2 * own.length, entered + 1)).fill(-1);
            grown.set(own);
            own = grown;
          }
          own[entered] = id;
        }
        wId = this.wId; // weightId may have widened it
        if (same) {
          wId.set(buffer.subarray(0, j), off);
          let k = 0;
          while (k < j && buffer[k] === 0) k++;
          // Vertices with an edge to a lower one are detached in order, as setWeight would.
          if (k < j) this.detach(j);
          continue;
        }
      }
      let any = false;
      for (let i = 0; i < j; i++) {
        const k = buffer[i]!;
        let id = k < own.length ? own[k]! : -1;
        if (id < 0) {
          if (k >= own.length) {
            const grown = new Int32Array(Math.max(rows.table.length, 2 * own.length, k + 1)).fill(-1);
            grown.set(own);
            own = grown;
          }
          own[k] = id = this.weightId(rows.table[k]!);
          wId = this.wId; // weightId may have widened it (the row so far copied)
        }
        if (id !== 0) any = true;
        wId[off + i] = id;
      }
      // Vertices with an edge to a lower one are detached in order, as setWeight would.
      if (any) this.detach(j);
    }
    if (!triangle) this.mirrorRows();
  }

  /** Kept both ways round: edge (i, j), i < j, copied from row j to row i, a block at a time; the diagonal 0. */
  private mirrorRows(): void {
    const n = this.n;
    const wId = this.wId;
    const B = 64;
    for (let j0 = 0; j0 < n; j0 += B) {
      const j1 = Math.min(n, j0 + B);
      for (let i0 = 0; i0 <= j0; i0 += B) for (let j = j0; j < j1; j++) for (let i = i0, i1 = Math.min(i0 + B, j); i < i1; i++) wId[i * n + j] = wId[j * n + i]!;
    }
    for (let v = 0; v < n; v++) wId[v * n + v] = 0;
  }

  /**
   * Starts the first solve from the optimum over vertex classes (classes.ts) instead of from nothing: each
   * vertex gets its class's dual, and pairs are formed greedily where the class optimum pairs the classes,
   * over edges of the class pair's full weight only. Those duals cover every edge (a class pair's weight is
   * the largest of its edges) and the pairs formed are tight, so solve() goes on from a valid state with
   * the vertices left unpaired as its roots: few when the classes' vertices are interchangeable but for a
   * few missing edges. `classOf[v]`: v's class (0 … classes − 1). Only before the first solve, with every
   * weight set; false (nothing changed) when the class optimum is not worth it (too many classes).
   * `source`: the graph's source, which may give each class pair's largest weight without a read of every
   * edge (ClassTops; the weights the matcher has must be the source's, as setAllRows leaves them).
   */
  startFromClasses(classOf: Int32Array, source?: ClassTops): boolean {
    if (this.solved) throw new RangeError('startFromClasses: only before the first solve');
    this.checkRowsWritten();
    const n = this.n;
    // The classes that have vertices, numbered in their order (an empty class changes nothing).
    let given = 0;
    for (let v = 0; v < n; v++) if (classOf[v]! + 1 > given) given = classOf[v]! + 1;
    const compact = new Int32Array(given).fill(-1);
    for (let v = 0; v < n; v++) compact[classOf[v]!] = 0;
    let T = 0;
    for (let c = 0; c < given; c++) if (compact[c] === 0) compact[c] = T++;
    if (T > MAX_CLASSES) return false;
    const cls = new Int32Array(n);
    for (let v = 0; v < n; v++) cls[v] = compact[classOf[v]!]!;
    // Each class pair's largest weight, by the rank of the weights' ids.
    const order = Array.from({ length: this.tableSize }, (_, id) => id).sort((a, b) => (this.tableW2[a]! < this.tableW2[b]! ? -1 : this.tableW2[a]! > this.tableW2[b]! ? 1 : 0));
    const rank = new Int32Array(this.tableSize);
    for (let r = 0; r < order.length; r++) rank[order[r]!] = r;
    const wId = this.wId;
    const fromSource = source?.classTops?.(cls, T);
    const top = fromSource ? this.ranksOf(fromSource, rank) : classPairTops(wId, this.triangle, cls, T, rank);
    const sizes = new Array<number>(T).fill(0);
    for (let v = 0; v < n; v++) sizes[cls[v]!] = sizes[cls[v]!]! + 1;
    const half = new Array<bigint | undefined>(order.length);
    const weight = new Array<bigint>(T * T);
    for (let s = 0; s < T; s++)
      for (let t = s; t < T; t++) {
        const r = Math.max(top[s * T + t]!, top[t * T + s]!);
        top[s * T + t] = top[t * T + s] = r;
        weight[s * T + t] = weight[t * T + s] = half[r] ??= this.tableW2[order[r]!]! / 2n;
      }
    const optimum = classOptimum(sizes, weight);
    if (!optimum) return false;
    const { pairs, duals } = optimum;
    for (let v = 0; v < n; v++) {
      this.setDual(v, duals[cls[v]!]!);
      this.isModified[v] = 0;
      this.mate[v] = NONE;
    }
    this.modified.length = 0;
    // The pairs: per class pair, over full-weight edges, each time the first free vertex of one class
    // with the last free one of the other (a pairing of the top half with the bottom half, as a Swiss
    // bracket's S1 and S2, keeps most pairs when the next weights favour those).
    const members: number[][] = Array.from({ length: T }, () => []);
    for (let v = 0; v < n; v++) members[cls[v]!]!.push(v);
    for (let s = 0; s < T; s++)
      for (let t = s; t < T; t++) {
        let want = Math.floor(pairs[s * T + t]! / 2);
        if (want === 0 || duals[s]! + duals[t]! !== 2n * weight[s * T + t]!) continue;
        const full = top[s * T + t]!;
        const a = members[s]!;
        const b = members[t]!;
        let last = b.length - 1;
        for (let k = 0; k < a.length && want > 0; k++) {
          const v = a[k]!;
          if (this.mate[v] !== NONE) continue;
          while (last >= 0 && this.mate[b[last]!] !== NONE) last--;
          for (let m = last, tries = 0; m >= 0 && tries < PAIRING_TRIES; m--) {
            const x = b[m]!;
            if (x === v || this.mate[x] !== NONE) continue;
            tries++;
            if (rank[wId[this.pairIndex(v, x)]!] !== full) continue;
            this.mate[v] = x;
            this.mate[x] = v;
            want--;
            break;
          }
        }
      }
    return true;
  }

  /** The ranks (by rank of their ids) of weights that edges of the matcher have, 0 for 0n. */
  private ranksOf(weights: readonly bigint[], rank: Int32Array): Int32Array {
    const ranks = new Int32Array(weights.length);
    for (let k = 0; k < weights.length; k++) {
      if (weights[k] === 0n) continue;
      const id = this.idOf.get(weights[k]!);
      if (id === undefined) throw new RangeError('startFromClasses: a class pair weighs what no edge does');
      ranks[k] = rank[id]!;
    }
    return ranks;
  }

  /** The mate of each vertex, or -1. Valid after solve(). */
  matching(): Int32Array {
    return this.mate.slice();
  }

  mateOf(v: number): number {
    return this.mate[v]!;
  }

  /**
   * The slack of edge (i, j) in the present dual solution, blossom duals included; undefined while a
   * weight change at i or j awaits solve(), for a pair without an edge, and once the duals no longer prove
   * the optimum of the vertices whose weights did not change (see provesRest: a blossom with a dual above 0
   * dissolved by a weight change, or a reweigh). Otherwise only edges with slack 0 can belong to a
   * maximum-weight matching (complementary slackness).
   */
  reducedSlack(i: number, j: number): bigint | undefined {
    if (!this.provesRest || this.isModified[i] || this.isModified[j] || this.wId[this.pairIndex(i, j)] === 0) return undefined;
    let s = this.slack(i, j);
    const stamp = ++this.markStamp;
    for (let b = this.parent[i]!; b !== NONE; b = this.parent[b]!) this.mark[b] = stamp;
    for (let b = this.parent[j]!; b !== NONE; b = this.parent[b]!) if (this.mark[b] === stamp) s += 2n * this.dual[b]!;
    return s;
  }

  /** A solve has run and nothing has changed since: the duals prove the present optimum. */
  get settled(): boolean {
    return this.untouched;
  }

  /**
   * Whether the last solve's optimum stays a maximum-weight matching when p and o become a pair and their
   * mates pair each other (the alternating cycle p, o, mate(o), mate(p)): both new pairs have reduced slack
   * 0 and every blossom with a positive dual still has all its vertices but one paired inside it, so the
   * duals prove the new matching optimal as they proved the old one (Edmonds' complementary slackness).
   * False unless settled, and when p, o or a mate is unmatched.
   * Reads only; the matching is not changed.
   */
  swapKeepsOptimum(p: number, o: number): boolean {
    if (!this.untouched || p === o) return false;
    const a = this.mate[p]!;
    const b = this.mate[o]!;
    if (a === NONE || b === NONE || a === o) return false;
    if (this.reducedSlack(p, o) !== 0n || this.reducedSlack(a, b) !== 0n) return false;
    // Each blossom holding one of the four: which of them (bits p 1, a 2, o 4, b 8).
    const holds = new Map<number, number>();
    const quad = [p, a, o, b];
    for (let k = 0; k < 4; k++) for (let c = this.parent[quad[k]!]!; c !== NONE; c = this.parent[c]!) holds.set(c, (holds.get(c) ?? 0) | (1 << k));
    for (const [c, bits] of holds) {
      if (this.dual[c] === 0n) continue;
      // The pair p–a inside with o and b both outside (or the other way round) would leave c two vertices short.
      if (bits === 3 || bits === 12) return false;
    }
    return true;
  }

  /** Whether edge (i, j) has slack 0 now (see reducedSlack); false where reducedSlack is undefined. */
  isTight(i: number, j: number): boolean {
    if (!this.provesRest || this.isModified[i] || this.isModified[j] || this.wId[this.pairIndex(i, j)] === 0) return false;
    // Blossom duals only add to the slack, so a vertex-dual slack surely above 0 settles it.
    if (this.slackF(i, j) > this.margin) return false;
    if (this.parent[i] === NONE || this.parent[j] === NONE) return this.slackSign(i, j) === 0;
    return this.reducedSlack(i, j) === 0n;
  }

  /**
   * isTight(i, j) for every i in [from, to) and each of up to 32 vertices j = js[k], each j above every i:
   * bit k of out[i − from] set where it is tight (the rest of out zeroed). Each j's edges to the lower
   * vertices are read along its own row (isTight asked pair by pair reads the triangle down a column),
   * and exactly without limbs: the duals numbered (dualNumbers), edge (i, j) with no blossom around both
   * is tight when i's dual is the one w2(i, j) − dual(j) names (its number asked once per weight and j).
   */
  tightBlock(from: number, to: number, js: readonly number[], out: Uint32Array): void {
    out.fill(0, 0, to - from);
    if (!this.provesRest) return;
    if (js.length > 32) throw new RangeError('tightBlock: at most 32 vertices');
    const { wId, isModified, parent } = this;
    const { numbers, numberOf } = this.dualNumbers();
    const need = new Int32Array(this.tableSize);
    for (let k = 0; k < js.length; k++) {
      const j = js[k]!;
      if (j < to) throw new RangeError('tightBlock: each j above every i');
      if (isModified[j]) continue;
      const bit = 1 << k;
      const row = this.triangle ? (j * (j - 1)) / 2 : j * this.n;
      const jTop = parent[j] === NONE;
      need.fill(-2);
      if (jTop && this.modified.length === 0 && this.freeBlossoms.length === this.n) {
        // No weight changed and no blossom: each edge's dual number against the one its weight names.
        for (let i = from; i < to; i++) {
          const id = wId[row + i]!;
          if (id === 0) continue;
          let d = need[id]!;
          if (d === -2) need[id] = d = numberOf.get(this.tableW2[id]! - this.dual[j]!) ?? -1;
          if (numbers[i] === d) out[i - from]! |= bit;
        }
        continue;
      }
      for (let i = from; i < to; i++) {
        const id = wId[row + i]!;
        if (id === 0 || isModified[i]) continue;
        if (jTop || parent[i] === NONE) {
          let d = need[id]!;
          if (d === -2) need[id] = d = numberOf.get(this.tableW2[id]! - this.dual[j]!) ?? -1;
          if (numbers[i] === d) out[i - from]! |= bit;
        } else if (this.reducedSlack(i, j) === 0n) out[i - from]! |= bit;
      }
    }
  }

  /** Each vertex's dual as a number (equal duals, equal numbers), kept until a dual changes. */
  private dualNumbers(): { numbers: Int32Array; numberOf: Map<bigint, number> } {
    if (this.numbered) return this.numbered;
    const numberOf = new Map<bigint, number>();
    const numbers = new Int32Array(this.n);
    for (let v = 0; v < this.n; v++) {
      let k = numberOf.get(this.dual[v]!);
      if (k === undefined) numberOf.set(this.dual[v]!, (k = numberOf.size));
      numbers[v] = k;
    }
    return (this.numbered = { numbers, numberOf });
  }

  /**
   * Checks the optimality certificate of the last solve (Edmonds' LP duality): every edge has reduced
   * slack ≥ 0, matched edges 0; unmatched vertices have dual 0; blossom duals are ≥ 0 and a blossom
   * with a positive dual has all but one of its vertices matched inside it. Returns what fails, or
   * undefined. For tests: it costs O(n³).
   */
  certificateError(): string | undefined {
    const n = this.n;
    for (let i = 0; i < n; i++) {
      if (this.dual[i]! < 0n) return `vertex ${i}: negative dual`;
      if (this.mate[i] === NONE && this.dual[i] !== 0n) return `vertex ${i}: unmatched with dual ${this.dual[i]}`;
      for (let j = i + 1; j < n; j++) {
        if (this.wId[this.pairIndex(i, j)] === 0) {
          if (this.mate[i] === j) return `edge ${i}-${j}: matched without weight`;
          continue;
        }
        const s = this.reducedSlack(i, j)!;
        if (s < 0n) return `edge ${i}-${j}: negative slack`;
        if (this.mate[i] === j && s !== 0n) return `edge ${i}-${j}: matched but not tight`;
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b] === NONE) continue;
      if (this.dual[b]! < 0n) return `blossom ${b}: negative dual`;
      if (this.dual[b] === 0n) continue;
      const leaves = this.leaves(b);
      const inside = new Set(leaves);
      const matchedInside = leaves.filter((v) => this.mate[v] !== NONE && inside.has(this.mate[v]!)).length;
      if (matchedInside !== leaves.length - 1) return `blossom ${b}: positive dual but not full`;
    }
    return undefined;
  }

  // ---------------------------------------------------------------- helpers

  /**
   * The vertices of b, child by child in order. Kept for top-level blossoms only: where blossoms nest a
   * thousand deep (a bracket where nearly every pair is tight), a list per level held the bracket a
   * thousand times over (issue 37: 0.8 GB of 17,531 players); a blossom that becomes a child loses its
   * list (addBlossom), and an inner one's is made afresh when asked, in one pass.
   */
  private leaves(b: number): readonly number[] {
    if (b < this.n) return [b];
    let l = this.leafCache[b];
    if (!l) {
      l = [];
      const stack: (readonly number[])[] = [this.childs[b]!];
      const at: number[] = [0];
      while (stack.length > 0) {
        const top = stack.length - 1;
        const cs = stack[top]!;
        if (at[top]! >= cs.length) {
          stack.pop();
          at.pop();
          continue;
        }
        const c = cs[at[top]!]!;
        at[top]!++;
        const cached = c >= this.n ? this.leafCache[c] : undefined;
        if (c < this.n) l.push(c);
        else if (cached) for (let xi = 0; xi < cached.length; xi++) l.push(cached[xi]!);
        else {
          stack.push(this.childs[c]!);
          at.push(0);
        }
      }
      if (this.parent[b] === NONE) {
        this.leafCache[b] = l;
        this.leavesLater[b] = 0;
      }
    }
    return l;
  }

  /**
   * leaves(b) of a blossom just made of children `ch` (the base first), cached: the base child's list
   * goes on as b's, the others' leaves appended in order (the same list leaves(b) reads, without a copy
   * of the base's: blossoms grown round a large one a few vertices at a time made a copy each, 6 GB of
   * garbage on round 2 of 50,000 players, issue 37). The children's caches are dropped by the caller.
   */
  private newLeaves(b: number, ch: readonly number[]): readonly number[] {
    const first = ch[0]!;
    const cached = first >= this.n ? this.leafCache[first] : undefined;
    const l: number[] = cached ?? [...this.leaves(first)];
    if (cached) this.leafCache[first] = undefined;
    for (let ci = 1; ci < ch.length; ci++) {
      const c = ch[ci]!;
      if (c < this.n) l.push(c);
      else for (let xi = 0, xs = this.leaves(c); xi < xs.length; xi++) l.push(xs[xi]!);
    }
    this.leafCache[b] = l;
    return l;
  }

  /** Adds z to the dual of every vertex of b. */
  private raiseLeaves(b: number, z: bigint): void {
    for (let xi = 0, xs = this.leaves(b); xi < xs.length; xi++) {
      const x = xs[xi]!;
      this.setDual(x, this.dual[x]! + z);
    }
  }

  /** The child c of an expanded blossom p becomes top-level: no parent, and the top blossom of its vertices. */
  private makeTop(c: number, p: number): void {
    this.parent[c] = NONE;
    // Its list of vertices is made when asked (leavesLater) where they keep their group.
    if (c >= this.n && c === this.owner[p]) this.leavesLater[c] = 1;
    this.regroup(c, p);
  }

  /**
   * Gives the child c of blossom p (expanded) a group of its own: p's when c is its owner, else a free one
   * its vertices move to.
   */
  private regroup(c: number, p: number): void {
    if (c === this.owner[p]) {
      const g = this.home[p]!;
      this.home[c] = g;
      this.groupTop[g] = c;
      return;
    }
    const g = this.freeGroups.pop()!;
    this.home[c] = g;
    this.groupTop[g] = c;
    if (c < this.n) this.moveTo(c, g);
    else for (let xi = 0, xs = this.leaves(c); xi < xs.length; xi++) this.moveTo(xs[xi]!, g);
  }

  /** The top-level blossom (or the vertex itself) that holds v. */
  private topOf(v: number): number {
    return this.groupTop[this.group[v]!]!;
  }

  /** Moves vertex v to group g, keeping bigBits. */
  private moveTo(v: number, g: number): void {
    const old = this.group[v]!;
    if (old === g) return;
    this.group[v] = g;
    const k = v >>> 5;
    if (old === this.bigGroup) {
      this.bigBits[k]! &= ~(1 << (v & 31));
      this.bigFull[k >>> 5]! &= ~(1 << (k & 31));
      this.bigCount--;
    } else if (g === this.bigGroup) {
      if ((this.bigBits[k]! |= 1 << (v & 31)) === -1) this.bigFull[k >>> 5]! |= 1 << (k & 31);
      this.bigCount++;
    }
  }

  /** Makes group g, of vertices xs, the one kept as bits (bigBits). */
  private makeBig(g: number, xs: readonly number[]): void {
    const bits = this.bigBits;
    bits.fill(0);
    for (let xi = 0; xi < xs.length; xi++) bits[xs[xi]! >>> 5]! |= 1 << (xs[xi]! & 31);
    const full = this.bigFull;
    full.fill(0);
    for (let k = 0; k < bits.length; k++) if (bits[k] === -1) full[k >>> 5]! |= 1 << (k & 31);
    this.bigGroup = g;
    this.bigCount = xs.length;
  }

  /** The least vertex from `from` on that is not in bigGroup (n when none). */
  private nextOutside(from: number): number {
    const bits = this.bigBits;
    const full = this.bigFull;
    let k = from >>> 5;
    let w = ~bits[k]! & (-1 << (from & 31));
    // The next word not full, through bigFull (the last word is never full: its bits past n stay 0).
    while (w === 0) {
      if (++k >= bits.length) return this.n;
      const f = ~full[k >>> 5]! & (-1 << (k & 31));
      if (f === 0) {
        k = ((k >>> 5) + 1) << 5;
        if (k >= bits.length) return this.n;
        k--;
        continue;
      }
      k = (k & ~31) + 31 - Math.clz32(f & -f);
      if (k >= bits.length) return this.n;
      w = ~bits[k]!;
    }
    const x = (k << 5) + 31 - Math.clz32(w & -w);
    return x < this.n ? x : this.n;
  }

  private slack(i: number, j: number): bigint {
    return this.dual[i]! + this.dual[j]! - this.w2(i, j);
  }

  private slackF(i: number, j: number): number {
    return this.dualF[i]! + this.dualF[j]! - this.tableF[this.wId[this.pairIndex(i, j)]!]!;
  }

  /** Makes v the base of blossom b (and of every sub-blossom containing v), re-matching the cycle. */
  private rotate(b0: number, v0: number): void {
    // A list of b0's vertices still to be made is made in the order before the rotation (leavesLater).
    if (this.leavesLater[b0]) this.leaves(b0);
    // Iterative: blossoms can nest thousands deep. Sub-blossoms are independent, so order does not matter.
    // The blossoms between v and b are found in one walk up (a walk from v at each level of a nest a
    // thousand deep was a walk a thousand long each time).
    const work: number[] = [b0, v0];
    const path: number[] = [];
    while (work.length > 0) {
      const v = work.pop()!;
      let b = work.pop()!;
      if (this.base[b] === v) continue;
      path.length = 0;
      for (let t = v; t !== b; t = this.parent[t]!) path.push(t);
      while (b >= this.n && this.base[b] !== v) {
        const t = path.pop()!;
        this.rotateLevel(b, t, v, work);
        b = t;
      }
    }
  }

  /** rotate at one level: blossom b's child t, which holds v, becomes its base child; sub-blossoms to rotate go on `work`. */
  private rotateLevel(b: number, t: number, v: number, work: number[]): void {
    const ch = this.childs[b]!;
    const ed = this.edges[b]!;
    const len = ch.length;
    const i = ch.indexOf(t);
    for (let k = i + 1; k < i + len; k += 2) {
      const [x, y] = ed[k % len]!;
      const cx = ch[k % len]!;
      const cy = ch[(k + 1) % len]!;
      if (cx >= this.n) work.push(cx, x);
      if (cy >= this.n) work.push(cy, y);
      this.mate[x] = y;
      this.mate[y] = x;
    }
    this.childs[b] = ch.slice(i).concat(ch.slice(0, i));
    this.edges[b] = ed.slice(i).concat(ed.slice(0, i));
    this.base[b] = v;
  }

  /** The blossoms from v up to top, top left out: the last one is top's child that holds v. */
  private pathUp(v: number, top: number): number[] {
    const path: number[] = [];
    for (let t = v; t !== top; t = this.parent[t]!) path.push(t);
    return path;
  }

  /** Expands a top-level blossom into its children (which become top-level). */
  private splitTop(b: number): void {
    for (let ci = 0, cs = this.childs[b]!; ci < cs.length; ci++) this.makeTop(cs[ci]!, b);
    this.release(b);
  }

  private release(b: number): void {
    this.childs[b] = [];
    this.edges[b] = [];
    this.base[b] = NONE;
    this.setDual(b, 0n);
    this.label[b] = FREE;
    this.labelFrom[b] = NONE;
    this.labelTo[b] = NONE;
    this.bestFrom[b] = NONE;
    this.bestTo[b] = NONE;
    this.bestLists[b] = undefined;
    this.bestPending[b] = 0;
    this.leafCache[b] = undefined;
    this.leavesLater[b] = 0;
    this.home[b] = NONE;
    this.owner[b] = NONE;
    this.freeBlossoms.push(b);
  }

  /** Unmatches v and dissolves every blossom containing it, moving blossom duals onto vertex duals. */
  private detach(v: number): void {
    if (this.isModified[v]) return;
    this.isModified[v] = 1;
    this.modified.push(v);
    const top = this.topOf(v);
    const b0 = this.base[top]!;
    const m = this.mate[b0]!;
    if (m !== NONE) {
      this.mate[b0] = NONE;
      this.mate[m] = NONE;
    }
    if (top >= this.n) {
      this.rotate(top, v);
      const path = this.pathUp(v, top);
      let c = top;
      while (c !== v) {
        const z = this.dual[c]!;
        if (z !== 0n) {
          this.raiseLeaves(c, z);
          this.provesRest = false;
        }
        const next = path.pop()!;
        this.splitTop(c);
        c = next;
      }
    }
    this.mate[v] = NONE;
  }

  /** Raises the dual of an unmatched top-level blossom's base by one, keeping all constraints. */
  private raiseByOne(top: number): void {
    const v = this.base[top]!;
    const path = this.pathUp(v, top);
    let c = top;
    while (c >= this.n && this.dual[c] === 0n) {
      const next = path.pop()!;
      this.splitTop(c);
      c = next;
    }
    if (c >= this.n) this.setDual(c, this.dual[c]! - 1n);
    this.raiseLeaves(c, 1n);
  }

  // ---------------------------------------------------------------- the solver

  /** Computes a maximum-weight matching, starting from the previous one. */
  solve(): void {
    this.checkRowsWritten();
    this.solved = true;
    const n = this.n;
    const tableF = this.tableF;
    const wId = this.wId;
    const dualF = this.dualF;
    for (let vi = 0, vs = this.modified; vi < vs.length; vi++) {
      const v = vs[vi]!;
      let u = 0n;
      let uF = 0;
      this.scratchL.fill(0);
      for (let x = 0; x < n; x++) {
        if (x === v) continue;
        const wxF = tableF[wId[this.pairIndex(v, x)]!]!;
        if (wxF === 0) continue;
        if (wxF - dualF[x]! < uF - this.margin) continue; // surely not above u
        if (this.needSign(v, x) > 0) {
          u = this.w2(v, x) - this.dual[x]!;
          uF = Number(u);
          this.toLimbs(u, this.scratchL, 0);
        }
      }
      if (u & 1n) u += 1n;
      this.setDual(v, u);
      this.isModified[v] = 0;
    }
    this.modified.length = 0;
    // All stage roots must have duals of one parity (even), so that every δ is an integer.
    for (let v = 0; v < n; v++) {
      if (this.mate[v] !== NONE) continue;
      const top = this.topOf(v);
      if (this.base[top] !== v) continue;
      if (this.dual[v]! & 1n) this.raiseByOne(top);
    }
    while (this.stage()) {
      /* each stage augments, or leaves one more vertex unmatched with dual 0 */
    }
    this.untouched = true;
    this.provesRest = true;
  }

  private isTop(b: number): boolean {
    return b < this.n ? this.parent[b] === NONE : this.base[b] !== NONE && this.parent[b] === NONE;
  }

  private assignLabel(wv: number, t: number, from: number): void {
    const b = this.topOf(wv);
    const tree = from === NONE ? wv : this.treeOf[this.topOf(from)]!;
    this.treeOf[wv] = tree;
    this.treeOf[b] = tree;
    this.label[wv] = t;
    this.label[b] = t;
    this.labelFrom[wv] = from;
    this.labelFrom[b] = from;
    this.labelTo[wv] = wv;
    this.labelTo[b] = wv;
    this.bestFrom[wv] = NONE;
    this.bestFrom[b] = NONE;
    if (t === S) {
      for (let xi = 0, xs = this.leaves(b); xi < xs.length; xi++) {
        const x = xs[xi]!;
        this.queue.push(x);
      }
    } else {
      const bs = this.base[b]!;
      this.assignLabel(this.mate[bs]!, S, bs);
    }
  }

  /** Walks up from two S-vertices; returns the base of their common blossom, or -1 (different trees). */
  private scanBlossom(v0: number, w0: number): number {
    const path: number[] = [];
    let result = NONE;
    let v = v0;
    let w = w0;
    while (v !== NONE || w !== NONE) {
      if (v !== NONE) {
        const b = this.topOf(v);
        if (this.label[b]! & MARK) {
          result = this.base[b]!;
          break;
        }
        path.push(b);
        this.label[b] = S | MARK;
        if (this.labelFrom[b] === NONE) v = NONE;
        else {
          const bt = this.topOf(this.labelFrom[b]!);
          v = this.labelFrom[bt]!;
        }
      }
      if (w !== NONE) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (let k = 0; k < path.length; k++) this.label[path[k]!] = S;
    return result;
  }

  private addBlossom(baseV: number, v: number, w: number): void {
    const bb = this.topOf(baseV);
    let bv = this.topOf(v);
    let bw = this.topOf(w);
    const b = this.freeBlossoms.pop()!;
    this.base[b] = baseV;
    this.parent[b] = NONE;
    this.parent[bb] = b;
    const left: number[] = [];
    const leftEdges: [number, number][] = [];
    while (bv !== bb) {
      this.parent[bv] = b;
      left.push(bv);
      leftEdges.push([this.labelFrom[bv]!, this.labelTo[bv]!]);
      bv = this.topOf(this.labelFrom[bv]!);
    }
    left.push(bb);
    left.reverse();
    leftEdges.reverse();
    const ch = left;
    const ed = leftEdges;
    ed.push([v, w]);
    while (bw !== bb) {
      this.parent[bw] = b;
      ch.push(bw);
      ed.push([this.labelTo[bw]!, this.labelFrom[bw]!]);
      bw = this.topOf(this.labelFrom[bw]!);
    }
    this.childs[b] = ch;
    this.edges[b] = ed;
    this.label[b] = S;
    this.treeOf[b] = this.treeOf[bb]!;
    this.labelFrom[b] = this.labelFrom[bb]!;
    this.labelTo[b] = this.labelTo[bb]!;
    this.setDual(b, 0n);
    const leaves = this.newLeaves(b, ch);
    // The largest child not labelled T (the base child is S) keeps its group, now b's (see group).
    let own = bb;
    let size = 0;
    for (let ci = 0; ci < ch.length; ci++) {
      const c = ch[ci]!;
      size += this.sizeOf[c]!;
      if (this.label[c] !== T && this.sizeOf[c]! > this.sizeOf[own]!) own = c;
    }
    this.sizeOf[b] = size;
    this.owner[b] = own;
    const g = this.home[own]!;
    this.home[b] = g;
    this.groupTop[g] = b;
    // The other children's vertices join it, in the order of b's leaves; those of T children are S now.
    for (let ci = 0, at = 0; ci < ch.length; ci++) {
      const c = ch[ci]!;
      const end = at + this.sizeOf[c]!;
      if (c !== own) {
        const wasT = this.label[c] === T;
        for (let xi = at; xi < end; xi++) {
          const x = leaves[xi]!;
          if (wasT) this.queue.push(x);
          this.moveTo(x, g);
        }
        this.freeGroups.push(this.home[c]!);
      }
      at = end;
    }
    if (g !== this.bigGroup && size >= BIG_FROM && size > this.bigCount) this.makeBig(g, leaves);
    for (let ci = 0; ci < ch.length; ci++)
      if (ch[ci]! >= this.n) {
        this.leafCache[ch[ci]!] = undefined;
        this.leavesLater[ch[ci]!] = 0;
      }
    // Its least-slack edges wait until a dual change needs them (settleBestEdges).
    for (let ci = 0; ci < ch.length; ci++) this.bestFrom[ch[ci]!] = NONE;
    this.bestFrom[b] = NONE;
    this.bestPending[b] = 1;
    this.pendingBlossoms++;
  }

  /**
   * Before a dual change: the least-slack edges of each top-level S-blossom still pending (bestEdgesOf),
   * once there are two top-level S-blossoms or S-vertices (with one, every S-vertex is inside it: no edge
   * joins two, and leastDelta passes over a best edge that has come to lie inside).
   */
  private settleBestEdges(): void {
    const n = this.n;
    let tops = 0;
    for (let b = 0; b < 2 * n && tops < 2; b++) if (this.label[b] === S && this.isTop(b)) tops++;
    if (tops < 2) return;
    for (let b = n; b < 2 * n; b++) if (this.bestPending[b] && this.parent[b] === NONE) this.bestEdgesOf(b, this.childs[b]!);
    this.pendingBlossoms = 0;
  }

  /**
   * The least-slack edge from an S-blossom to each neighbouring S-blossom, from its children's lists (or
   * from their vertices' edges when a child has no list; a pending child's children in its place, in
   * order), and the least of them.
   */
  private bestEdgesOf(b: number, ch: readonly number[]): void {
    const n = this.n;
    const wId = this.wId;
    // Neighbour top blossom -> index into list, valid where slotStamp holds this call's stamp.
    const stamp = ++this.slotClock;
    const slotOf = this.slotOf;
    const slotStamp = this.slotStamp;
    const list: number[] = [];
    const slacksF: number[] = [];
    const consider = (x: number, y: number): void => {
      const by = this.topOf(y);
      if (by === b || this.label[by] !== S) return;
      if (slotStamp[by] !== stamp) {
        slotStamp[by] = stamp;
        slotOf[by] = list.length;
        list.push(x, y);
        slacksF.push(this.slackF(x, y));
        return;
      }
      const k = slotOf[by]!;
      const sF = this.slackF(x, y);
      if (sF > slacksF[k / 2]! + this.margin) return; // surely not smaller
      if (sF < slacksF[k / 2]! - this.margin || this.slackCompare(x, y, list[k]!, list[k + 1]!) < 0) {
        list[k] = x;
        list[k + 1] = y;
        slacksF[k / 2] = sF;
      }
    };
    const stack: (readonly number[])[] = [ch];
    const at: number[] = [0];
    this.bestPending[b] = 0;
    const gb = this.home[b]!;
    while (stack.length > 0) {
      const top = stack.length - 1;
      const cs = stack[top]!;
      if (at[top]! >= cs.length) {
        stack.pop();
        at.pop();
        continue;
      }
      const c = cs[at[top]!]!;
      at[top]!++;
      if (c >= n && this.bestPending[c]) {
        this.bestPending[c] = 0;
        this.bestFrom[c] = NONE;
        stack.push(this.childs[c]!);
        at.push(0);
        continue;
      }
      const cl = c >= n ? this.bestLists[c] : undefined;
      if (cl) {
        for (let k = 0; k < cl.length; k += 2) {
          const x = cl[k]!;
          const y = cl[k + 1]!;
          if (this.topOf(x) === b) consider(x, y);
          else consider(y, x);
        }
      } else {
        for (let xi = 0, xs = c >= n ? this.leaves(c) : [c]; xi < xs.length; xi++) {
          const x = xs[xi]!;
          // consider passes over y in b or not in an S-blossom: asked before the weight is read (see scanQueue).
          for (let y = 0; y < n; y++) {
            const gy = this.group[y]!;
            if (gy === gb) {
              if (gb === this.bigGroup) y = this.nextOutside(y) - 1;
              continue;
            }
            if (this.label[this.groupTop[gy]!] === S && wId[this.pairIndex(x, y)] !== 0) consider(x, y);
          }
        }
      }
      if (c >= n) this.bestLists[c] = undefined;
      this.bestFrom[c] = NONE;
    }
    this.bestLists[b] = list;
    // The first entry of least exact slack; only entries within the margin of the float minimum can be it.
    let minF = Infinity;
    for (let k = 0; k < slacksF.length; k++) if (slacksF[k]! < minF) minF = slacksF[k]!;
    let bi = -1;
    for (let k = 0; k < slacksF.length; k++) {
      if (slacksF[k]! > minF + this.margin) continue;
      if (bi < 0 || this.slackCompare(list[2 * k]!, list[2 * k + 1]!, list[2 * bi]!, list[2 * bi + 1]!) < 0) bi = k;
    }
    this.bestFrom[b] = bi < 0 ? NONE : list[2 * bi + 1]!;
    this.bestTo[b] = bi < 0 ? NONE : list[2 * bi]!;
    if (bi >= 0) this.setBestKey(b, this.slack(list[2 * bi]!, list[2 * bi + 1]!) + 2n * this.deltaSum);
  }

  /** Flips the tree path from vertex s (in an S-blossom) up to its root; s gets mate `p` (or none). */
  private flipUp(s0: number, p0: number): void {
    let s = s0;
    let p = p0;
    for (;;) {
      const bs = this.topOf(s);
      if (bs >= this.n) this.rotate(bs, s);
      this.mate[s] = p;
      if (this.labelFrom[bs] === NONE) return;
      const t = this.labelFrom[bs]!;
      const bt = this.topOf(t);
      const s2 = this.labelFrom[bt]!;
      const j = this.labelTo[bt]!;
      if (bt >= this.n) this.rotate(bt, j);
      this.mate[j] = s2;
      p = j;
      s = s2;
    }
  }

  private augment(v: number, w: number): void {
    this.flipUp(v, w);
    const bw = this.topOf(w);
    if (this.label[bw] === S) this.flipUp(w, v);
    else {
      // An unlabeled blossom with an unmatched base (dual 0): end of the path.
      if (bw >= this.n) this.rotate(bw, w);
      this.mate[w] = v;
    }
  }

  /** At the end of a stage: expands an S-blossom whose dual is 0, with its sub-blossoms whose dual is 0. */
  private expandAtStageEnd(b: number): void {
    const n = this.n;
    // Iterative, with the sub-blossoms whose dual is 0 expanded too.
    const work = [b];
    while (work.length > 0) {
      const c0 = work.pop()!;
      for (let ci = 0, cs = this.childs[c0]!; ci < cs.length; ci++) {
        const c = cs[ci]!;
        if (c >= n && this.dual[c] === 0n) {
          this.regroup(c, c0); // its vertices' list not cached: c is expanded next
          this.parent[c] = NONE;
          work.push(c);
        } else this.makeTop(c, c0);
      }
      this.release(c0);
    }
  }

  /**
   * Expands a T-blossom whose dual reached 0 (DUAL_STEP.expandT): its children become top-level, and the
   * ones on the even path from the entry vertex to the base keep the tree's labels.
   */
  private expandT(b: number): void {
    const ch = this.childs[b]!;
    for (let ci = 0; ci < ch.length; ci++) this.makeTop(ch[ci]!, b);
    const ed = this.edges[b]!;
    const len = ch.length;
    let entry = this.labelTo[b]!;
    while (this.parent[entry] !== NONE) entry = this.parent[entry]!;
    const j0 = ch.indexOf(entry);
    let from = this.labelFrom[b]!;
    let to = this.labelTo[b]!;
    if (j0 % 2 === 1) {
      // go forward: entry (T) -[matched e_j]- S -[unmatched]- T ... until index len (= base).
      let j = j0;
      while (j !== len) {
        this.label[to] = FREE;
        const [, ym] = ed[j % len]!;
        this.label[ym] = FREE;
        this.assignLabel(to, T, from);
        const [xu, yu] = ed[(j + 1) % len]!;
        from = xu;
        to = yu;
        j += 2;
      }
    } else {
      // go backward: entry (T) -[matched e_{j-1}]- S -[unmatched e_{j-2}]- T ... until index 0.
      let j = j0;
      while (j !== 0) {
        this.label[to] = FREE;
        const [xm] = ed[j - 1]!;
        this.label[xm] = FREE;
        this.assignLabel(to, T, from);
        const [xu, yu] = ed[j - 2]!;
        from = yu;
        to = xu;
        j -= 2;
      }
    }
    // The base child becomes T without passing the label on (its mate is already labeled S).
    const bv = ch[0]!;
    this.label[to] = T;
    this.label[bv] = T;
    this.labelFrom[to] = from;
    this.labelFrom[bv] = from;
    this.labelTo[to] = to;
    this.labelTo[bv] = to;
    this.bestFrom[bv] = NONE;
    // Other children: T if one of their vertices was reached from an S-vertex, else unlabeled.
    const step = j0 % 2 === 1 ? 1 : -1;
    let k = (step + len) % len;
    while (ch[k] !== entry) {
      const c = ch[k]!;
      if (this.label[c] !== S) {
        let reached = NONE;
        for (let xi = 0, xs = this.leaves(c); xi < xs.length; xi++) {
          const x = xs[xi]!;
          if (this.label[x] !== FREE) {
            reached = x;
            break;
          }
        }
        if (reached !== NONE) {
          this.label[reached] = FREE;
          this.label[this.mate[this.base[c]!]!] = FREE;
          this.assignLabel(reached, T, this.labelFrom[reached]!);
        }
      }
      k = (k + step + len) % len;
    }
    // Vertices left unlabeled: a free vertex's key is its best edge's slack plus the dual changes so far
    // (scanQueue and leastDelta read it so). A vertex still inside a T-blossom is compared by its slack
    // alone and gets its key when that blossom expands in turn: blossoms nested a thousand deep (a bracket
    // where nearly every pair is tight) would otherwise recompute every key inside at each level.
    for (let xi = 0, xs = this.leaves(b); xi < xs.length; xi++) {
      const x = xs[xi]!;
      const bf = this.bestFrom[x]!;
      if (bf !== NONE && this.label[this.topOf(x)] === FREE) this.setBestKey(x, this.slack(bf, x) + this.deltaSum);
    }
    this.release(b);
  }

  /** One stage: trees from the unmatched vertices, grown until an augmentation or a vertex dual reaches 0. */
  private stage(): boolean {
    const n = this.n;
    this.label.fill(FREE);
    this.labelFrom.fill(NONE);
    this.labelTo.fill(NONE);
    this.bestFrom.fill(NONE);
    this.bestTo.fill(NONE);
    this.bestLists.fill(undefined);
    this.bestPending.fill(0);
    this.pendingBlossoms = 0;
    this.setDeltaSum(0n);
    this.queue = [];
    this.treeOf.fill(NONE);
    this.usedTree.fill(0);
    let roots = 0;
    for (let v = 0; v < n; v++) {
      if (this.mate[v] !== NONE || this.dual[v] === 0n) continue;
      const top = this.topOf(v);
      if (this.base[top] !== v || this.label[top] !== FREE) continue;
      this.assignLabel(v, S, NONE);
      roots++;
    }
    if (roots === 0) return false;
    for (;;) {
      if (this.scanQueue(roots) > 0) {
        this.endStage();
        return true;
      }
      // No tight edge left to use: change the duals, by the least δ that makes a step possible.
      const { step, delta, at } = this.leastDelta();
      if (delta !== 0n) this.changeDuals(delta);
      if (step === DUAL_STEP.rootFree) {
        // An S-vertex's dual reached 0: it may stay unmatched. Flip its tree path so it is the one.
        this.flipUp(at, NONE);
        this.endStage();
        return true;
      } else if (step === DUAL_STEP.reachFree || step === DUAL_STEP.joinS) {
        // The S-vertex at the newly tight edge is scanned again, and the edge is used.
        this.queue.push(at);
      } else if (step === DUAL_STEP.expandT) {
        this.expandT(at);
      }
    }
  }

  /**
   * Scans the S-vertices in the queue along their edges: tight edges grow the trees, form blossoms or
   * augment; the others update the least-slack edges. After the first augmentation the stage goes on
   * with the untouched trees, over tight edges only, and ends without a dual change (several
   * vertex-disjoint augmentations per stage). Returns the number of augmentations.
   */
  private scanQueue(rootsAtStart: number): number {
    const n = this.n;
    const tableF = this.tableF;
    const wId = this.wId;
    const dualF = this.dualF;
    const bestKeyF = this.bestKeyF;
    const treeOf = this.treeOf;
    const usedTree = this.usedTree;
    const group = this.group;
    const groupTop = this.groupTop;
    let roots = rootsAtStart;
    let augmented = 0;
    scan: while (this.queue.length > 0) {
      const v = this.queue.pop()!;
      if (augmented > 0 && usedTree[treeOf[this.topOf(v)]!]) continue;
      // v's row of weight ids: read in place when kept both ways round.
      const row = this.triangle ? -1 : v * n;
      let bv = this.topOf(v);
      let gv = group[v]!;
      for (let x = 0; x < n; x++) {
        // x in v's own blossom, or a T-vertex outside any blossom (already reached, and it never expands):
        // passed over before the weight is read (above TRIANGLE_FROM, half the row is read down a column);
        // in the largest blossom's group, up to the next vertex outside it (bigBits).
        const gx = group[x]!;
        if (gx === gv) {
          if (gx === this.bigGroup) x = this.nextOutside(x) - 1;
          continue;
        }
        const bx = groupTop[gx]!;
        const lx = this.label[bx]!;
        if (lx === T && bx === x) continue;
        const wxF = tableF[wId[row >= 0 ? row + x : this.pairIndex(v, x)]!]!;
        if (wxF === 0) continue;
        const margin = this.margin;
        const sF = dualF[v]! + dualF[x]! - wxF;
        if (augmented > 0) {
          if (sF > margin) continue;
          const tx = treeOf[bx]!;
          if (tx !== NONE && usedTree[tx]) continue;
        }
        if (sF > margin) {
          // Surely not tight: skip the exact slack when it surely cannot improve a best edge either.
          if (lx === S) {
            if (this.bestFrom[bv] !== NONE && sF + 2 * this.deltaSumF > bestKeyF[bv]! + margin) continue;
          } else if (this.label[x] === S) continue;
          else {
            const bf = this.bestFrom[x]!;
            if (bf !== NONE && (lx === FREE ? sF + this.deltaSumF > bestKeyF[x]! + margin : sF > this.slackF(bf, x) + margin)) continue;
          }
        }
        if (this.slackSign(v, x) === 0) {
          if (lx === FREE) {
            if (this.mate[this.base[bx]!] === NONE) {
              const tv = treeOf[bv]!;
              this.augment(v, x);
              usedTree[tv] = 1;
              treeOf[bx] = tv;
              augmented++;
              roots--;
              if (roots < MULTI_AUGMENT_ROOTS) break scan;
              continue scan;
            }
            this.assignLabel(x, T, v);
          } else if (lx === S) {
            const b = this.scanBlossom(v, x);
            if (b !== NONE) {
              this.addBlossom(b, v, x);
              bv = this.topOf(v);
              gv = group[v]!;
            } else {
              const tv = treeOf[bv]!;
              const tx = treeOf[bx]!;
              this.augment(v, x);
              usedTree[tv] = 1;
              usedTree[tx] = 1;
              augmented++;
              roots -= 2;
              if (roots < MULTI_AUGMENT_ROOTS) break scan;
              continue scan;
            }
          } else if (augmented > 0) {
            continue;
          } else if (this.label[x] === FREE) {
            // x is inside a T-blossom: remember how it can be reached, for when the blossom expands.
            this.label[x] = T;
            this.labelFrom[x] = v;
            this.labelTo[x] = x;
          }
        } else if (augmented === 0) this.keepBestEdge(v, x, bv, lx);
      }
    }
    return augmented;
  }

  /**
   * Edge v–x, not tight, from S-vertex v (top blossom bv) to x (its top blossom labelled lx): kept where it
   * has less slack than the best edge so far, bv's to another S-blossom, or x's to an S-vertex.
   */
  private keepBestEdge(v: number, x: number, bv: number, lx: number): void {
    if (lx === S) {
      const bf = this.bestFrom[bv]!;
      if (bf === NONE || this.keySign(v, x, 2, bv) < 0) {
        this.bestFrom[bv] = x;
        this.bestTo[bv] = v;
        this.setBestKey(bv, this.slack(v, x) + 2n * this.deltaSum);
      }
    } else if (this.label[x] !== S) {
      const bf = this.bestFrom[x]!;
      if (bf === NONE || (lx === FREE ? this.keySign(v, x, 1, x) < 0 : this.slackCompare(v, x, bf, x) < 0)) {
        this.bestFrom[x] = v;
        this.bestTo[x] = x;
        this.setBestKey(x, this.slack(v, x) + this.deltaSum);
      }
    }
  }

  /**
   * The least δ over the four dual steps, what it enables, and where: the S-vertex whose dual reaches 0
   * (rootFree), the S-vertex of the edge that becomes tight (reachFree, joinS), or the T-blossom (expandT).
   */
  private leastDelta(): { step: DualStep; delta: bigint; at: number } {
    const n = this.n;
    let step: DualStep = DUAL_STEP.none;
    let delta = 0n;
    let at = NONE;
    for (let v = 0; v < n; v++) {
      if (this.label[this.topOf(v)] === S) {
        const d = this.dual[v]!;
        if (step === DUAL_STEP.none || d < delta) {
          step = DUAL_STEP.rootFree;
          delta = d;
          at = v;
        }
      }
    }
    for (let v = 0; v < n; v++) {
      if (this.label[this.topOf(v)] === FREE && this.bestFrom[v] !== NONE) {
        const d = this.bestKey[v]! - this.deltaSum;
        if (d < delta) {
          step = DUAL_STEP.reachFree;
          delta = d;
          at = this.bestFrom[v]!;
        }
      }
    }
    if (this.pendingBlossoms > 0) this.settleBestEdges();
    for (let b = 0; b < 2 * n; b++) {
      if (!this.isTop(b) || this.label[b] !== S || this.bestFrom[b] === NONE) continue;
      const f = this.bestFrom[b]!;
      const t = this.bestTo[b]!;
      if (this.topOf(f) === this.topOf(t) || this.label[this.topOf(f)] !== S) continue;
      const d = (this.bestKey[b]! - 2n * this.deltaSum) / 2n;
      if (d < delta) {
        step = DUAL_STEP.joinS;
        delta = d;
        at = t;
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b] !== NONE && this.parent[b] === NONE && this.label[b] === T && this.dual[b]! < delta) {
        step = DUAL_STEP.expandT;
        delta = this.dual[b]!;
        at = b;
      }
    }
    return { step, delta, at };
  }

  /** Lowers the S-vertices' duals and raises the T-vertices' by δ (blossom duals the other way). */
  private changeDuals(delta: bigint): void {
    const n = this.n;
    this.setDeltaSum(this.deltaSum + delta);
    // Equal duals stay equal: each new one is worked out once per run of equal old ones.
    let fromS: bigint | undefined;
    let toS = 0n;
    let fromT: bigint | undefined;
    let toT = 0n;
    for (let v = 0; v < n; v++) {
      const l = this.label[this.topOf(v)];
      if (l === S) {
        if (this.dual[v] !== fromS) toS = (fromS = this.dual[v]!) - delta;
        this.setDual(v, toS);
      } else if (l === T) {
        if (this.dual[v] !== fromT) toT = (fromT = this.dual[v]!) + delta;
        this.setDual(v, toT);
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.base[b] === NONE || this.parent[b] !== NONE) continue;
      if (this.label[b] === S) this.setDual(b, this.dual[b]! + delta);
      else if (this.label[b] === T) this.setDual(b, this.dual[b]! - delta);
    }
  }

  private endStage(): void {
    for (let b = this.n; b < 2 * this.n; b++) {
      if (this.base[b] !== NONE && this.parent[b] === NONE && this.label[b] === S && this.dual[b] === 0n) this.expandAtStageEnd(b);
    }
  }
}

/**
 * Each class pair's largest weight as its rank: top[T·cls[i] + cls[j]] is the largest rank[id of (i, j)]
 * over i < j (0 where there is none), the ids read from the lower triangle (row j holds (i, j), i < j) or
 * from the square (at j·n + i). A row is read along, each class keeping its best id and rank so far: an
 * id equal to its class's best (most of a bracket's row) costs no rank read.
 */
export function classPairTops(wId: WeightIds, triangle: boolean, cls: Int32Array, T: number, rank: Int32Array): Int32Array {
  const n = cls.length;
  const top = new Int32Array(T * T);
  const bestId = new Int32Array(T);
  const bestRank = new Int32Array(T);
  for (let j = 1; j < n; j++) {
    bestId.fill(-1);
    bestRank.fill(0);
    for (let i = 0, k = triangle ? (j * (j - 1)) / 2 : j * n; i < j; i++, k++) {
      const id = wId[k]!;
      const c = cls[i]!;
      if (id === bestId[c]) continue;
      const r = rank[id]!;
      if (r > bestRank[c]!) {
        bestRank[c] = r;
        bestId[c] = id;
      }
    }
    const column = cls[j]!;
    for (let c = 0; c < T; c++) if (bestRank[c]! > top[T * c + column]!) top[T * c + column] = bestRank[c]!;
  }
  return top;
}
