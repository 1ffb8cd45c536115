/**
 * A bracket graph's edge weights, as ids into a table of its distinct weights (id 0: no edge), read by
 * the search, the two-sided steps and the explanation. Two ways to keep them:
 * - EdgeTable: one 32-bit id per edge (the lower triangle), for small graphs made pair by pair (the
 *   fold's, the two-sided step's, tests');
 * - TypeEdgeTable: no id per edge at all. A bracket's players fall into a few types and every pair of two
 *   types weighs the same (weights.ts, EdgeWeights), so an edge's id is its pair of types' id, where the
 *   pair may meet: one bit per pair (issue 37: the search's own copy of 527 million ids, 2.1 GB, on round 2
 *   of 50,000 players, becomes 132 MB of bits).
 */
import type { ClassTops, WeightRows } from '../../matching/weighted.js';

/** What the search reads and changes of a bracket's edge weights. */
export interface Edges extends WeightRows, ClassTops {
  readonly size: number;
  /** The distinct weights; table[0] = 0 (no edge). */
  readonly table: readonly bigint[];
  weight(a: number, b: number): bigint;
  /** The weight's id: equal weights have equal ids. */
  id(a: number, b: number): number;
  isEdge(a: number, b: number): boolean;
  /** id(v, targets[k]) into out[k] for every k: one vertex's ids to a list of others. */
  idsTo(v: number, targets: readonly number[], out: Int32Array): void;
  /** Takes edge a–b out (weight 0). */
  remove(a: number, b: number): void;
  /**
   * Takes out every edge among `remainder` (vertices in ascending order) but those from an S1 player
   * (`inS1[k]` of remainder[k]) to a later S2 player: the sides fixed (2017 D.1, 2025 4.2).
   */
  fixSides(remainder: readonly number[], inS1: readonly boolean[]): void;
  copy(): Edges;
  /** The largest weight of each pair of classes between two lists of players (TypeEdgeTable.crossTops); absent or undefined: not told. */
  crossTops?(from: readonly number[], fromCls: Int32Array, to: readonly number[], toCls: Int32Array, T: number): bigint[] | undefined;
  /** No edge weighs more (for the matcher's width, before the rows are read). */
  weightBound(): bigint;
  /**
   * Who may meet between two lists of players (the two-sided step, sides.ts): row k of
   * `Math.ceil(to.length / 32)` words has bit p set where from[k] may meet to[p]; `to` ascending. Absent:
   * the weights are not by types (sides.ts then leaves the step to the weighted matcher).
   */
  sideBits?(from: readonly number[], to: readonly number[]): Uint32Array;
  /** The id of the weight of a pair of hi's and lo's types, hi ranked before lo, whether or not they may meet (see sideBits). */
  typesId?(hi: number, lo: number): number;
}

export class EdgeTable implements Edges {
  constructor(
    readonly size: number,
    /** The distinct weights; table[0] = 0 (no edge). */
    readonly table: readonly bigint[],
    /** ids[lo·(lo−1)/2 + hi] for hi < lo. */
    readonly ids: Int32Array = new Int32Array((size * (size - 1)) / 2),
  ) {}

  private at(a: number, b: number): number {
    return a < b ? (b * (b - 1)) / 2 + a : (a * (a - 1)) / 2 + b;
  }

  weight(a: number, b: number): bigint {
    return this.table[this.ids[this.at(a, b)]!]!;
  }

  id(a: number, b: number): number {
    return this.ids[this.at(a, b)]!;
  }

  isEdge(a: number, b: number): boolean {
    return this.ids[this.at(a, b)] !== 0;
  }

  idsTo(v: number, targets: readonly number[], out: Int32Array): void {
    for (let k = 0; k < targets.length; k++) out[k] = this.ids[this.at(v, targets[k]!)]!;
  }

  remove(a: number, b: number): void {
    this.ids[this.at(a, b)] = 0;
  }

  fixSides(remainder: readonly number[], inS1: readonly boolean[]): void {
    for (let bi = 1; bi < remainder.length; bi++) for (let ai = 0; ai < bi; ai++) if (!inS1[ai] || inS1[bi]) this.remove(remainder[bi]!, remainder[ai]!);
  }

  weightBound(): bigint {
    let max = 0n;
    for (const w of this.table) if (w > max) max = w;
    return max;
  }

  row(lo: number, out: Int32Array): void {
    out.set(this.ids.subarray((lo * (lo - 1)) / 2, (lo * (lo + 1)) / 2));
  }

  copy(): EdgeTable {
    return new EdgeTable(this.size, this.table, this.ids.slice());
  }
}

/** ORs `len` bits of src from bit `from` into dst from bit `to` (bit b of a word array: word b/32, bit b % 32). */
export function copyBits(src: Uint32Array, from: number, dst: Uint32Array, to: number, len: number): void {
  while (len > 0) {
    const db = to & 31;
    const take = Math.min(32 - db, len);
    const sb = from & 31;
    let x = src[from >>> 5]! >>> sb;
    if (sb !== 0 && sb + take > 32) x |= (src[(from >>> 5) + 1] ?? 0) << (32 - sb);
    if (take < 32) x &= (1 << take) - 1;
    dst[to >>> 5]! |= x << db;
    from += take;
    to += take;
    len -= take;
  }
}

/** TypeEdgeTable.row's templates hold this many ids at most (64 MB). */
const TEMPLATE_IDS = 1 << 24;

/** TypeEdgeTable.meets: a pair found with the class's player ranked before the other, or after. */
const BEFORE = 1;
const AFTER = 2;

/** A list of players in classes (TypeEdgeTable's class tops): each class's type, its players and their bits. */
interface Classes {
  readonly typeOf: Int32Array;
  readonly members: readonly (readonly number[])[];
  readonly masks: Uint32Array;
  readonly wordsOf: readonly (readonly number[])[];
}

/** The weights of the pairs of types, as EdgeWeights keeps them (see TypeEdgeTable). */
export interface TypePairs {
  /** The distinct weights; table[0] = 0. It grows as pairs of types are first weighed. */
  readonly table: readonly bigint[];
  /** Each vertex's type (0 … typeCount − 1). */
  readonly types: Int32Array;
  readonly typeCount: number;
  /** The id of the pair (hi, lo)'s weight if they may meet, hi < lo: its pair of types' (made at the first ask). */
  typeWeightId(hi: number, lo: number): number;
  /** The ids by pair of types, typeCount · type(hi) + type(lo), −1 where not made yet (read before asking). */
  readonly idOfTypes: Int32Array;
  /** No pair of types weighs more (the table left as it is). */
  typeWeightBound(): bigint;
}

/**
 * The edge ids of a bracket graph read from its players' types and one bit per pair that may meet (rows of
 * `words` 32-bit words, symmetric; this table's own, changed by remove). Each read gives what EdgeTable would
 * have kept for the pair: its types' id where the bit is set, 0 elsewhere.
 */
export class TypeEdgeTable implements Edges {
  readonly table: readonly bigint[];
  private readonly words: number;
  /** row's ids of one column's pairs by type (scratch). */
  private byType: Int32Array | undefined;
  private byTypeBelow: Int32Array | undefined;
  /**
   * row's template of each column type c (made at its first row): template[c][hi] = the id of the pair
   * (type of hi, c), for hi below filled[c] (every such id already made: the ids a row copies are those it
   * would have read one by one, none made earlier than before). Ids once made never change.
   */
  private templates: (Int32Array | undefined)[] | undefined;
  private filled: Int32Array | undefined;
  private templateIds = 0;

  constructor(
    readonly size: number,
    private readonly pairs: TypePairs,
    /** Who may meet: bit b of row a (a·words + b/32) when a and b may. */
    private readonly bits: Uint32Array,
    /** The ids of the last vertex's edges (the fold's κ, a vertex of no type), by the other vertex. */
    private readonly last?: Int32Array,
  ) {
    this.table = pairs.table;
    this.words = (size + 31) >>> 5;
  }

  isEdge(a: number, b: number): boolean {
    return (this.bits[a * this.words + (b >>> 5)]! & (1 << (b & 31))) !== 0;
  }

  id(a: number, b: number): number {
    if (!this.isEdge(a, b)) return 0;
    const hi = a < b ? a : b;
    const lo = a < b ? b : a;
    if (this.last && lo === this.size - 1) return this.last[hi]!;
    const p = this.pairs;
    const id = p.idOfTypes[p.types[hi]! * p.typeCount + p.types[lo]!]!;
    return id >= 0 ? id : p.typeWeightId(hi, lo);
  }

  weight(a: number, b: number): bigint {
    return this.table[this.id(a, b)]!;
  }

  /** v's row of who may meet read along (no call per pair): the ids of its pairs of types. */
  idsTo(v: number, targets: readonly number[], out: Int32Array): void {
    const { types, typeCount: T, idOfTypes } = this.pairs;
    const bits = this.bits;
    const row = v * this.words;
    const tv = types[v]!;
    const lastV = this.last ? this.size - 1 : -1;
    // The ids of v's pairs by the other's type: with v the higher-ranked player, and with v the lower.
    const above = (this.byType ??= new Int32Array(T));
    const below = (this.byTypeBelow ??= new Int32Array(T));
    for (let t = 0; t < T; t++) {
      above[t] = idOfTypes[tv * T + t]!;
      below[t] = idOfTypes[t * T + tv]!;
    }
    for (let k = 0; k < targets.length; k++) {
      const x = targets[k]!;
      if ((bits[row + (x >>> 5)]! & (1 << (x & 31))) === 0) out[k] = 0;
      else if (v === lastV || x === lastV) out[k] = this.last![v === lastV ? x : v]!;
      else {
        const byType = v < x ? above : below;
        const id = byType[types[x]!]!;
        out[k] = id >= 0 ? id : (byType[types[x]!] = this.pairs.typeWeightId(v < x ? v : x, v < x ? x : v));
      }
    }
  }

  weightBound(): bigint {
    return this.pairs.typeWeightBound();
  }

  remove(a: number, b: number): void {
    this.bits[a * this.words + (b >>> 5)]! &= ~(1 << (b & 31));
    this.bits[b * this.words + (a >>> 5)]! &= ~(1 << (a & 31));
  }

  /**
   * A word (32 players) at a time, each remainder player's row on its own (the pairs taken out are the
   * same seen from either end): an S1 player loses every earlier remainder player and the later S1 ones,
   * an S2 player the earlier S2 ones and every later remainder player.
   */
  fixSides(remainder: readonly number[], inS1: readonly boolean[]): void {
    const W = this.words;
    const all = new Uint32Array(W);
    const s1 = new Uint32Array(W);
    for (let k = 0; k < remainder.length; k++) {
      const v = remainder[k]!;
      if (k > 0 && v <= remainder[k - 1]!) throw new RangeError('fixSides: the remainder in ascending order');
      all[v >>> 5]! |= 1 << (v & 31);
      if (inS1[k]) s1[v >>> 5]! |= 1 << (v & 31);
    }
    for (let k = 0; k < remainder.length; k++) {
      const v = remainder[k]!;
      // Earlier players lost: all of them (S1) or S2's; later ones: S1's (S1) or all of them (S2).
      const inS1v = inS1[k] === true;
      const vw = v >>> 5;
      const below = (1 << (v & 31)) - 1; // bits of the players before v in v's word
      const row = v * W;
      for (let w = 0; w < W; w++) {
        const a = all[w]!;
        const earlier = inS1v ? a : a & ~s1[w]!;
        const later = inS1v ? s1[w]! : a;
        const lose = w < vw ? earlier : w > vw ? later : (earlier & below) | (later & ~below & ~(1 << (v & 31)));
        if (lose !== 0) this.bits[row + w]! &= ~lose;
      }
    }
  }

  /** Row lo's ids (hi < lo) a word of bits (32 players) at a time. */
  row(lo: number, out: Int32Array): void {
    const { types, typeCount: T, idOfTypes } = this.pairs;
    const bits = this.bits;
    if (this.last && lo === this.size - 1) {
      for (let hi = 0; hi < lo; hi++) out[hi] = (bits[lo * this.words + (hi >>> 5)]! & (1 << (hi & 31))) === 0 ? 0 : this.last[hi]!;
      return;
    }
    const start = lo * this.words;
    const column = types[lo]!;
    // The ids of the pairs (type, lo's type) by type, −1 until made.
    const byType = (this.byType ??= new Int32Array(T));
    for (let t = 0; t < T; t++) byType[t] = idOfTypes[t * T + column]!;
    const template = this.template(column, lo);
    const filled = template ? this.filled![column]! : 0;
    for (let k = 0; k << 5 < lo; k++) {
      const word = bits[start + k]!;
      const from = k << 5;
      const to = Math.min(lo, from + 32);
      if (word === 0) {
        out.fill(0, from, to);
        continue;
      }
      if (word === 0xffffffff && to <= filled) {
        // A run of words in which all may meet, within the template: copied at once (issue 37).
        let end = k + 1;
        while (end << 5 < lo && Math.min(lo, (end << 5) + 32) <= filled && bits[start + end] === 0xffffffff) end++;
        const runEnd = Math.min(lo, end << 5);
        out.set(template!.subarray(from, runEnd), from);
        k = end - 1;
        continue;
      }
      if (word === 0xffffffff) {
        // All 32 may meet (most words of a bracket): no bit read.
        for (let hi = from; hi < to; hi++) {
          const id = byType[types[hi]!]!;
          out[hi] = id >= 0 ? id : (byType[types[hi]!] = this.pairs.typeWeightId(hi, lo));
        }
        continue;
      }
      for (let hi = from; hi < to; hi++) {
        if ((word & (1 << (hi & 31))) === 0) out[hi] = 0;
        else {
          const id = idOfTypes[types[hi]! * T + column]!;
          out[hi] = id >= 0 ? id : this.pairs.typeWeightId(hi, lo);
        }
      }
    }
  }

  /**
   * Column type c's template (see templates), filled as far as the ids made allow up to `lo`; undefined
   * when the templates would take more than TEMPLATE_IDS ids.
   */
  private template(c: number, lo: number): Int32Array | undefined {
    const { types, typeCount: T, idOfTypes } = this.pairs;
    const templates = (this.templates ??= new Array<Int32Array | undefined>(T));
    const filled = (this.filled ??= new Int32Array(T));
    let template = templates[c];
    if (!template) {
      if (this.templateIds + this.size > TEMPLATE_IDS) return undefined;
      this.templateIds += this.size;
      template = templates[c] = new Int32Array(this.size);
    }
    let v = filled[c]!;
    for (; v < lo; v++) {
      const id = idOfTypes[types[v]! * T + c]!;
      if (id < 0) break;
      template[v] = id;
    }
    filled[c] = v;
    return template;
  }

  /**
   * The class start's largest weight of each class pair (ClassTops), where each class is of one type (the
   * last vertex with ids of its own, a class of its own): a class pair's edges all weigh its types' weight,
   * so it is that where one pair of them may meet, 0n where none may (the types' weight is made for pairs
   * that may not meet too: each pair of classes is asked for one edge, a word of 32 players at a time).
   */
  classTops(cls: Int32Array, T: number): bigint[] | undefined {
    const n = this.size;
    const kappa = this.last ? n - 1 : -1;
    const all = Array.from({ length: n }, (_, v) => v);
    const classes = this.classesOf(all, cls, T, kappa);
    if (!classes) return undefined;
    const top = new Array<bigint>(T * T).fill(0n);
    for (let t = 0; t < T; t++) {
      if (classes.typeOf[t] === -2) {
        // The last vertex's row read along: the largest of its ids by class.
        for (let i = 0; i < kappa; i++) {
          if (!this.isEdge(kappa, i)) continue;
          const w = this.table[this.last![i]!]!;
          if (w > top[cls[i]! * T + t]!) top[cls[i]! * T + t] = w;
        }
        continue;
      }
      // No edge from the last vertex to a later one; else one pair of the two classes that may meet.
      for (let s = 0; s < T; s++) if (classes.typeOf[s]! >= 0 && this.meets(classes, t, s, BEFORE) !== 0) top[s * T + t] = this.typesWeight(classes, s, t);
    }
    return top;
  }

  /**
   * crossTops(from, fromCls, to, toCls, T)[T·s + t]: the largest weight of an edge between a player of
   * `from` of class s (fromCls, by position) and one of `to` of class t (toCls), 0n where none may meet
   * (the two-sided matchings' class start: S1 against S2); each class of one type, else undefined. A
   * pair's weight is its types' with the higher-ranked player's first, so either order is asked for.
   */
  crossTops(from: readonly number[], fromCls: Int32Array, to: readonly number[], toCls: Int32Array, T: number): bigint[] | undefined {
    const kappa = this.last ? this.size - 1 : -1;
    const fromClasses = this.classesOf(from, fromCls, T, kappa);
    const toClasses = fromClasses && this.classesOf(to, toCls, T, kappa);
    if (!fromClasses || !toClasses) return undefined;
    if (fromClasses.typeOf.includes(-2) || toClasses.typeOf.includes(-2)) return undefined;
    const top = new Array<bigint>(T * T).fill(0n);
    for (let t = 0; t < T; t++) {
      if (toClasses.typeOf[t]! < 0) continue;
      for (let s = 0; s < T; s++) {
        if (fromClasses.typeOf[s]! < 0) continue;
        const found = this.meets(toClasses, t, s, BEFORE | AFTER, fromClasses);
        let w = 0n;
        if (found & BEFORE) w = this.typesWeight(fromClasses, s, t, toClasses);
        if (found & AFTER) {
          const after = this.typesWeight(toClasses, t, s, fromClasses);
          if (after > w) w = after;
        }
        top[s * T + t] = w;
      }
    }
    return top;
  }

  /** Each class's type (−2: the last vertex's, −1: no player), players and bits; undefined if a class has two types. */
  private classesOf(players: readonly number[], cls: Int32Array, T: number, kappa: number): Classes | undefined {
    const W = this.words;
    const types = this.pairs.types;
    const typeOf = new Int32Array(T).fill(-1);
    const members: number[][] = Array.from({ length: T }, () => []);
    const masks = new Uint32Array(T * W);
    for (let k = 0; k < players.length; k++) {
      const v = players[k]!;
      const c = cls[k]!;
      const t = v === kappa ? -2 : types[v]!;
      if (typeOf[c] === -1) typeOf[c] = t;
      else if (typeOf[c] !== t) return undefined;
      members[c]!.push(v);
      masks[c * W + (v >>> 5)]! |= 1 << (v & 31);
    }
    // The words in which each class has players, in order.
    const wordsOf = Array.from({ length: T }, (_, c) => {
      const list: number[] = [];
      for (let w = 0; w < W; w++) if (masks[c * W + w] !== 0) list.push(w);
      return list;
    });
    return { typeOf, members, masks, wordsOf };
  }

  /** The weight of the pair of types of class s (the higher-ranked player's) and class t, made at the first ask. */
  private typesWeight(first: Classes, s: number, t: number, second: Classes = first): bigint {
    const p = this.pairs;
    const id = p.idOfTypes[first.typeOf[s]! * p.typeCount + second.typeOf[t]!]!;
    return this.table[id >= 0 ? id : p.typeWeightId(first.members[s]![0]!, second.members[t]![0]!)]!;
  }

  /**
   * Whether some player j of class t (in `classes`) may meet a player of class s (in `others`) ranked
   * before j (BEFORE) or after him (AFTER): the bits found of those `wanted`, a word of 32 players at a
   * time, from the last of class t back (before him are the most), stopping once all wanted are found.
   */
  private meets(classes: Classes, t: number, s: number, wanted: number, others: Classes = classes): number {
    const bits = this.bits;
    const W = this.words;
    const at = s * W;
    const { masks, wordsOf } = others;
    const words = wordsOf[s]!;
    const later = classes.members[t]!;
    let found = 0;
    for (let k = later.length - 1; k >= 0 && found !== wanted; k--) {
      const j = later[k]!;
      const row = j * W;
      const jw = j >>> 5;
      const below = (1 << (j & 31)) - 1;
      for (let x = 0; x < words.length && found !== wanted; x++) {
        const w = words[x]!;
        const hit = bits[row + w]! & masks[at + w]!;
        if (hit === 0) continue;
        if (w < jw || (w === jw && (hit & below) !== 0)) found |= BEFORE;
        if (w > jw || (w === jw && (hit & ~below) !== 0)) found |= AFTER;
        found &= wanted;
        if (wanted === BEFORE && w >= jw) break;
      }
    }
    return found;
  }

  sideBits(from: readonly number[], to: readonly number[]): Uint32Array {
    const W = this.words;
    const rowWords = (to.length + 31) >>> 5;
    const out = new Uint32Array(Math.max(1, from.length * rowWords));
    // `to` as runs of consecutive players: [position, player, length] (most often one run).
    const runs: number[] = [];
    for (let p = 0; p < to.length;) {
      if (p > 0 && to[p]! <= to[p - 1]!) throw new RangeError('sideBits: `to` in ascending order');
      let len = 1;
      while (p + len < to.length && to[p + len] === to[p]! + len) len++;
      runs.push(p, to[p]!, len);
      p += len;
    }
    for (let k = 0; k < from.length; k++) {
      const src = from[k]! * W * 32;
      for (let r = 0; r < runs.length; r += 3) copyBits(this.bits, src + runs[r + 1]!, out, k * rowWords * 32 + runs[r]!, runs[r + 2]!);
    }
    return out;
  }

  typesId(hi: number, lo: number): number {
    if (hi >= lo || (this.last && lo === this.size - 1)) throw new RangeError('typesId: two players, the higher-ranked first');
    const p = this.pairs;
    const id = p.idOfTypes[p.types[hi]! * p.typeCount + p.types[lo]!]!;
    return id >= 0 ? id : p.typeWeightId(hi, lo);
  }

  copy(): TypeEdgeTable {
    return new TypeEdgeTable(this.size, this.pairs, this.bits.slice(), this.last);
  }
}
