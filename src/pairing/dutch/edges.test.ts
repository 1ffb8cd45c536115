import { describe, expect, it } from 'vitest';
import { WeightedMatching } from '../../matching/weighted.js';
import { copyBits, EdgeTable, TypeEdgeTable, type TypePairs } from './edges.js';

/**
 * A hand-made bracket graph of 6 players in 3 types: types 0 1 0 1 2 2. A pair of types (higher, lower)
 * weighs 10 · (higher's type + 1) + the lower's type; pairs 0–2 and 3–5 may not meet (met before). So the
 * table is made in the order the rows first meet each pair of types:
 *   row 1: (0,1) = 11 → id 1;  row 2: 0–2 not met, (1,0) = 20 → id 2;  row 3: (0,1) = 11 again, (1,1) = 21 → id 3,
 *   (0,1) = 11;  row 4: (0,2) = 12 → id 4, (1,2) = 22 → id 5, 12, 22;  row 5: 12, 22, 12, 3–5 none, (2,2) = 32 → id 6.
 */
const TYPES = new Int32Array([0, 1, 0, 1, 2, 2]);
const MET: readonly (readonly [number, number])[] = [
  [0, 2],
  [3, 5],
];

function typePairs(): TypePairs & { asked: number } {
  const table: bigint[] = [0n];
  const idOfTypes = new Int32Array(9).fill(-1);
  const pairs = {
    table,
    types: TYPES,
    typeCount: 3,
    idOfTypes,
    asked: 0,
    typeWeightId(hi: number, lo: number): number {
      pairs.asked++;
      const key = 3 * TYPES[hi]! + TYPES[lo]!;
      if (idOfTypes[key]! < 0) {
        const w = BigInt(10 * (TYPES[hi]! + 1) + TYPES[lo]!);
        const known = table.indexOf(w);
        idOfTypes[key] = known > 0 ? known : table.push(w) - 1;
      }
      return idOfTypes[key]!;
    },
    typeWeightBound: () => 32n,
  };
  return pairs;
}

function bitsOf(n: number): Uint32Array {
  const bits = new Uint32Array(n);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && !MET.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) bits[a]! |= 1 << b;
  return bits;
}

describe('TypeEdgeTable: a bracket graph read from its players types and who may meet', () => {
  it('gives each row the ids worked out by hand, the table in the order the rows meet the pairs of types', () => {
    const edges = new TypeEdgeTable(6, typePairs(), bitsOf(6));
    const rows = [1, 2, 3, 4, 5].map((lo) => {
      const out = new Int32Array(lo);
      edges.row(lo, out);
      return [...out];
    });
    expect(rows).toEqual([[1], [0, 2], [1, 3, 1], [4, 5, 4, 5], [4, 5, 4, 0, 6]]);
    expect(edges.table).toEqual([0n, 11n, 20n, 21n, 12n, 22n, 32n]);
    expect([edges.id(4, 1), edges.weight(1, 4), edges.isEdge(2, 0), edges.weight(0, 2)]).toEqual([5, 22n, false, 0n]);
  });

  it('weighs a pair of types once, and reads it from the pairs table afterwards', () => {
    const pairs = typePairs();
    const edges = new TypeEdgeTable(6, pairs, bitsOf(6));
    const out = new Int32Array(5);
    for (let lo = 1; lo < 6; lo++) edges.row(lo, out);
    // Six pairs of types are met (ids 1 … 6): the rows asked six times, not once per edge (14 edges).
    expect(pairs.asked).toBe(6);
  });

  it('takes an edge out both ways round; a copy keeps its own edges', () => {
    const edges = new TypeEdgeTable(6, typePairs(), bitsOf(6));
    const before = edges.copy();
    edges.remove(4, 1);
    expect([edges.isEdge(1, 4), edges.isEdge(4, 1), edges.id(1, 4)]).toEqual([false, false, 0]);
    expect([before.isEdge(1, 4), before.weight(4, 1)]).toEqual([true, 22n]);
    const out = new Int32Array(4);
    edges.row(4, out);
    expect([...out].map((id) => edges.table[id])).toEqual([12n, 0n, 12n, 22n]);
  });

  it('reads more than 32 players a word of bits at a time: the same rows as an EdgeTable made pair by pair', () => {
    const n = 70;
    const types = Int32Array.from({ length: n }, (_, v) => v % 3);
    const T = 3;
    const table: bigint[] = [0n];
    const idOfTypes = new Int32Array(T * T).fill(-1);
    const pairs: TypePairs = {
      table,
      types,
      typeCount: T,
      idOfTypes,
      typeWeightId: (hi, lo) =>
        idOfTypes[T * types[hi]! + types[lo]!]! >= 0
          ? idOfTypes[T * types[hi]! + types[lo]!]!
          : (idOfTypes[T * types[hi]! + types[lo]!] = table.push(BigInt(1 + T * types[hi]! + types[lo]!)) - 1),
      typeWeightBound: () => 9n,
    };
    // Who may meet: every pair but those whose sum is divisible by 7.
    const words = (n + 31) >>> 5;
    const bits = new Uint32Array(n * words);
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && (a + b) % 7 !== 0) bits[a * words + (b >>> 5)]! |= 1 << (b & 31);
    const typed = new TypeEdgeTable(n, pairs, bits);
    const dense = new EdgeTable(n, table);
    for (let lo = 1; lo < n; lo++) for (let hi = 0; hi < lo; hi++) dense.ids[(lo * (lo - 1)) / 2 + hi] = (hi + lo) % 7 === 0 ? 0 : 1 + T * types[hi]! + types[lo]!;
    // Table ids equal the weights here only if the types pairs are met in order 0-0, 0-1, …: check by weight.
    for (let lo = 1; lo < n; lo++) {
      const out = new Int32Array(lo);
      typed.row(lo, out);
      for (let hi = 0; hi < lo; hi++) expect(table[out[hi]!]).toBe(dense.ids[(lo * (lo - 1)) / 2 + hi] === 0 ? 0n : BigInt(dense.ids[(lo * (lo - 1)) / 2 + hi]!));
    }
    // The matcher made from either has the same optimum.
    const fromTyped = new WeightedMatching(n, 8);
    fromTyped.setAllRows(typed);
    const fromDense = new WeightedMatching(n, 8);
    fromDense.setAllRows(new EdgeTable(n, [0n, ...Array.from({ length: 9 }, (_, k) => BigInt(k + 1))], dense.ids));
    fromTyped.solve();
    fromDense.solve();
    expect([...fromTyped.matching()]).toEqual([...fromDense.matching()]);
  });

  // idsTo is id() for a list: the 70-player graph above with the fold's last vertex (κ, ids of its own:
  // 7 for an even player, 8 for an odd one), asked from a player, from κ, and to κ.
  it('idsTo gives id() of each target, from a row of who may meet, also to and from the last vertex', () => {
    const n = 70;
    const types = Int32Array.from({ length: n }, (_, v) => v % 3);
    const table: bigint[] = [0n];
    const idOfTypes = new Int32Array(9).fill(-1);
    const pairs: TypePairs = {
      table,
      types,
      typeCount: 3,
      idOfTypes,
      typeWeightId: (hi, lo) =>
        idOfTypes[3 * types[hi]! + types[lo]!]! >= 0
          ? idOfTypes[3 * types[hi]! + types[lo]!]!
          : (idOfTypes[3 * types[hi]! + types[lo]!] = table.push(BigInt(100 + 3 * types[hi]! + types[lo]!)) - 1),
      typeWeightBound: () => 200n,
    };
    const words = (n + 31) >>> 5;
    const bits = new Uint32Array(n * words);
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && (a + b) % 7 !== 0) bits[a * words + (b >>> 5)]! |= 1 << (b & 31);
    const last = Int32Array.from({ length: n }, (_, v) => (v % 2 === 0 ? 7 : 8));
    const typed = new TypeEdgeTable(n, pairs, bits, last);
    const targets = [69, 0, 5, 2, 33, 40, 1];
    for (const v of [3, 34, 69]) {
      const out = new Int32Array(targets.length).fill(-1);
      const asked = targets.filter((x) => x !== v);
      typed.idsTo(v, asked, out);
      expect([...out.subarray(0, asked.length)]).toEqual(asked.map((x) => typed.id(v, x)));
    }
    // By hand: 3–69 may meet ((3 + 69) % 7 = 2) and 69 is κ, 3 odd → id 8; 3–4 may not ((3 + 4) % 7 = 0) → 0;
    // 34–0 may ((34 + 0) % 7 = 6): types 1 (34) and 0 (0), the lower index first → weight 100 + 3·0 + 1 = 101.
    const out = new Int32Array(1);
    typed.idsTo(3, [69], out);
    expect(out[0]).toBe(8);
    typed.idsTo(3, [4], out);
    expect(out[0]).toBe(0);
    typed.idsTo(34, [0], out);
    expect(table[out[0]!]).toBe(101n);
  });

  /**
   * Fixing the sides (2017 D.1, 2025 4.2: each S1 player meets a later S2 player): of 70 players (three
   * 32-bit words a row), the remainder is every player but those divisible by 5, S1 those whose position in
   * it is a multiple of 3 (so S1 and S2 mix across the words). Kept: an edge of the remainder only from an
   * S1 player to a later S2 player, e.g. 1 (position 0, S1) – 2 (position 1, S2); taken out: 2–3 (both S2),
   * 1–4 (both S1), 2–4 (S2 before S1); every edge with a player outside the remainder kept, e.g. 0–1.
   */
  it('fixes the sides a word at a time: the edges the rule keeps, as the pair-by-pair table keeps them', () => {
    const n = 70;
    const types = new Int32Array(n);
    const table: bigint[] = [0n, 1n];
    const pairs: TypePairs = { table, types, typeCount: 1, idOfTypes: new Int32Array([1]), typeWeightId: () => 1, typeWeightBound: () => 1n };
    const words = (n + 31) >>> 5;
    const bits = new Uint32Array(n * words);
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && (a * b) % 11 !== 1) bits[a * words + (b >>> 5)]! |= 1 << (b & 31);
    const typed = new TypeEdgeTable(n, pairs, bits);
    const dense = new EdgeTable(n, table);
    for (let lo = 1; lo < n; lo++) for (let hi = 0; hi < lo; hi++) dense.ids[(lo * (lo - 1)) / 2 + hi] = (hi * lo) % 11 === 1 ? 0 : 1;
    const remainder = Array.from({ length: n }, (_, v) => v).filter((v) => v % 5 !== 0);
    const inS1 = remainder.map((_, k) => k % 3 === 0);
    const position = new Map(remainder.map((v, k) => [v, k]));
    // The rule read literally: an edge stays unless both ends are in the remainder and it is not S1 → later S2.
    const kept = (a: number, b: number): boolean => {
      const [x, y] = a < b ? [a, b] : [b, a];
      const px = position.get(x);
      const py = position.get(y);
      if (px === undefined || py === undefined) return true;
      return inS1[px]! && !inS1[py]!;
    };
    typed.fixSides(remainder, inS1);
    dense.fixSides(remainder, inS1);
    for (let a = 0; a < n; a++)
      for (let b = 0; b < n; b++) {
        if (a === b) continue;
        const before = (a * b) % 11 !== 1;
        expect([typed.isEdge(a, b), dense.isEdge(a, b)]).toEqual([before && kept(a, b), before && kept(a, b)]);
      }
    expect([typed.isEdge(1, 2), typed.isEdge(2, 3), typed.isEdge(1, 4), typed.isEdge(2, 4), typed.isEdge(0, 1)]).toEqual([true, false, false, false, true]);
    expect(() => {
      typed.fixSides([3, 2], [true, false]);
    }).toThrow(RangeError);
  });

  /**
   * The class start's largest weight per class pair (ClassTops), on the 6-player graph above with each type
   * a class: the pairs (i, j), i < j, by hand — (0,1) 11, (0,2) may not meet, (1,2) 20, (0,3) 11, (1,3) 21,
   * (2,3) 11, (0,4) 12, (1,4) 22, (2,4) 12, (3,4) 22, (0,5) 12, (1,5) 22, (2,5) 12, (3,5) may not meet,
   * (4,5) 32. So class pair (0, 0) has no edge (its types' weight 10 made all the same, asked of 0–2 first),
   * and nothing of class 2 comes before a player of class 0 or 1.
   */
  it('gives each class pair its largest weight from one pair that may meet, 0n where none may', () => {
    const pairs = typePairs();
    pairs.typeWeightId(0, 2); // the pair of types (0, 0) weighed although 0 and 2 may not meet
    const edges = new TypeEdgeTable(6, pairs, bitsOf(6));
    for (let lo = 1; lo < 6; lo++) edges.row(lo, new Int32Array(lo));
    expect(edges.classTops(TYPES, 3)).toEqual([0n, 11n, 12n, 20n, 21n, 22n, 0n, 0n, 32n]);
    // A class of two types: the source cannot tell.
    expect(edges.classTops(Int32Array.from([0, 0, 0, 0, 1, 1]), 2)).toBeUndefined();
  });

  /**
   * ClassTops against every pair read one by one (the largest weight of the pairs i < j that may meet, by
   * class of i and class of j): 150 players (five words a row) in 4 types, classes a type split by parity,
   * some pairs forbidden (every pair within type 3, and those whose sum is divisible by 5), with and without
   * the fold's last vertex (ids of its own, 9 for an even player, 10 for an odd one, joined to players not
   * divisible by 3). With the last vertex in a class with others, undefined. And crossTops between two
   * lists of players against every pair of them read one by one.
   */
  it('agrees with every pair read one by one, across words, with and without the last vertex', () => {
    const n = 150;
    const types = Int32Array.from({ length: n }, (_, v) => (v * 7) % 4);
    for (const withLast of [false, true]) {
      const table: bigint[] = [0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 900n, 1000n];
      const idOfTypes = new Int32Array(16).fill(-1);
      const pairs: TypePairs = {
        table,
        types,
        typeCount: 4,
        idOfTypes,
        typeWeightId: (hi, lo) => (idOfTypes[4 * types[hi]! + types[lo]!] = table.push(BigInt(100 * (1 + types[hi]!) + 7 * types[lo]!)) - 1),
        typeWeightBound: () => 1000n,
      };
      const words = (n + 31) >>> 5;
      const bits = new Uint32Array(n * words);
      const last = n - 1;
      const mayMeet = (a: number, b: number): boolean =>
        withLast && (a === last || b === last) ? (a === last ? b : a) % 3 !== 0 : !(types[a] === 3 && types[b] === 3) && (a + b) % 5 !== 0;
      for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && mayMeet(a, b)) bits[a * words + (b >>> 5)]! |= 1 << (b & 31);
      const edges = new TypeEdgeTable(n, pairs, bits, withLast ? Int32Array.from({ length: n }, (_, v) => (v % 2 === 0 ? 9 : 10)) : undefined);
      for (let lo = 1; lo < n; lo++) edges.row(lo, new Int32Array(lo));
      const cls = Int32Array.from({ length: n }, (_, v) => 2 * types[v]! + (v % 2));
      if (withLast) cls[last] = 8;
      const T = withLast ? 9 : 8;
      const expected = new Array<bigint>(T * T).fill(0n);
      for (let j = 1; j < n; j++)
        for (let i = 0; i < j; i++) {
          const w = edges.weight(i, j);
          if (edges.isEdge(i, j) && w > expected[cls[i]! * T + cls[j]!]!) expected[cls[i]! * T + cls[j]!] = w;
        }
      expect(expected[6 * T + 6]).toBe(0n); // type 3 with itself: none may meet
      expect(edges.classTops(cls, T)).toEqual(expected);
      if (withLast) {
        cls[last] = 0;
        expect(edges.classTops(cls, T)).toBeUndefined();
      }
      // Across two lists (S1 and S2 of a two-sided step): S1 the players whose index is 1 mod 3 and below
      // 120 or above 140, S2 the others but the last, mixed in rank so that a pair's higher-ranked player is
      // on either side; classes by type and side. Each pair's weight is its types' with the higher-ranked first.
      const S1 = Array.from({ length: n - 1 }, (_, v) => v).filter((v) => v % 3 === 1 && (v < 120 || v > 140));
      const S2 = Array.from({ length: n - 1 }, (_, v) => v).filter((v) => !(v % 3 === 1 && (v < 120 || v > 140)));
      const fromCls = Int32Array.from(S1, (v) => types[v]!);
      const toCls = Int32Array.from(S2, (v) => 4 + types[v]!);
      const cross = new Array<bigint>(64).fill(0n);
      for (const [a, p] of S1.entries())
        for (const [b, q] of S2.entries()) {
          const w = edges.weight(p, q);
          if (edges.isEdge(p, q) && w > cross[fromCls[a]! * 8 + toCls[b]!]!) cross[fromCls[a]! * 8 + toCls[b]!] = w;
        }
      expect(cross[3 * 8 + 7]).toBe(0n); // type 3 against type 3: none may meet
      expect(edges.crossTops(S1, fromCls, S2, toCls, 8)).toEqual(cross);
      if (withLast) expect(edges.crossTops(S1, fromCls, [...S2, last], Int32Array.from([...toCls, 0]), 8)).toBeUndefined();
    }
  });

  // row() reads a word in which all 32 may meet without a bit each: 100 players in 5 types, every pair may
  // meet but those of two players of 64 or more whose sum is odd, so the words of 0–31 and 32–63 are whole
  // in every row; each id as id() gives it, the table made type pair by type pair as asked.
  it('reads whole words of who may meet as the bits say', () => {
    const n = 100;
    const types = Int32Array.from({ length: n }, (_, v) => (v * 3) % 5);
    const table: bigint[] = [0n];
    const idOfTypes = new Int32Array(25).fill(-1);
    const pairs: TypePairs = {
      table,
      types,
      typeCount: 5,
      idOfTypes,
      typeWeightId: (hi, lo) => (idOfTypes[5 * types[hi]! + types[lo]!] = table.push(BigInt(10 * types[hi]! + types[lo]! + 1)) - 1),
      typeWeightBound: () => 100n,
    };
    const words = (n + 31) >>> 5;
    const bits = new Uint32Array(n * words);
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && !(a >= 64 && b >= 64 && (a + b) % 2 === 1)) bits[a * words + (b >>> 5)]! |= 1 << (b & 31);
    const edges = new TypeEdgeTable(n, pairs, bits);
    for (let lo = 1; lo < n; lo++) {
      const out = new Int32Array(lo);
      edges.row(lo, out);
      for (let hi = 0; hi < lo; hi++) expect([hi, lo, table[out[hi]!]]).toEqual([hi, lo, hi >= 64 && (hi + lo) % 2 === 1 ? 0n : BigInt(10 * types[hi]! + types[lo]! + 1)]);
    }
  });

  // row() copies runs of whole words from a template per column type (issue 37): the same ids as asking
  // pair by pair, and the table made in the same order. 200 players in 6 types (v · 5 mod 6), type 6 only
  // from player 150 on; pairs whose sum is divisible by 9 may not meet among players 96 or more (so the
  // words of 96–127, … are not whole), and after row 120 is read, every pair with player 40 is taken out.
  it('copies whole words from its column type: the ids and the table as asked pair by pair', () => {
    const n = 200;
    const T = 7;
    const types = Int32Array.from({ length: n }, (_, v) => (v >= 150 && v % 4 === 0 ? 6 : (v * 5) % 6));
    const weighOf = (a: number, b: number): bigint => BigInt(100 * types[a]! + types[b]! + 1);
    const made = (): TypePairs => {
      const table: bigint[] = [0n];
      const idOfTypes = new Int32Array(T * T).fill(-1);
      return {
        table,
        types,
        typeCount: T,
        idOfTypes,
        typeWeightId: (hi, lo) => {
          const key = T * types[hi]! + types[lo]!;
          if (idOfTypes[key]! < 0) idOfTypes[key] = table.push(weighOf(hi, lo)) - 1;
          return idOfTypes[key]!;
        },
        typeWeightBound: () => 1000n,
      };
    };
    const words = (n + 31) >>> 5;
    const bits = new Uint32Array(n * words);
    const mayMeet = (a: number, b: number): boolean => a !== b && !(a >= 96 && b >= 96 && (a + b) % 9 === 0);
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (mayMeet(a, b)) bits[a * words + (b >>> 5)]! |= 1 << (b & 31);
    const typed = made();
    const edges = new TypeEdgeTable(n, typed, bits);
    // The reference: each pair asked on its own, in the order of the rows, where the two may meet.
    const byPair = made();
    const removed = (a: number, b: number, lo: number): boolean => lo > 120 && (a === 40 || b === 40);
    for (let lo = 1; lo < n; lo++) {
      const out = new Int32Array(lo);
      edges.row(lo, out);
      for (let hi = 0; hi < lo; hi++) {
        const want = mayMeet(hi, lo) && !removed(hi, lo, lo) ? byPair.typeWeightId(hi, lo) : 0;
        expect([hi, lo, out[hi]]).toEqual([hi, lo, want]);
        if (want !== 0) expect(typed.table[out[hi]!]).toBe(weighOf(hi, lo));
      }
      if (lo === 120) for (let v = 0; v < n; v++) if (v !== 40) edges.remove(40, v);
    }
    expect(typed.table).toEqual(byPair.table);
    // Read again: the same rows.
    const again = new Int32Array(n - 1);
    edges.row(n - 1, again);
    const first = new Int32Array(n - 1);
    for (let hi = 0; hi < n - 1; hi++) first[hi] = mayMeet(hi, n - 1) && hi !== 40 ? byPair.idOfTypes[T * types[hi]! + types[n - 1]!]! : 0;
    expect([...again]).toEqual([...first]);
  });
});

describe('copyBits: a run of bits from one word array into another (bit b: word b / 32, bit b % 32)', () => {
  // [source words, from, destination words before, to, length, destination words after] — worked by hand
  const cases: [number[], number, number[], number, number, number[]][] = [
    // 0xB6 = 1011 0110: bits 1–4 are 1, 1, 0, 1; written at bits 30, 31, 32, 33.
    [[0xb6], 1, [0, 0], 30, 4, [0xc0000000, 0b10]],
    // Bits 4–39 of [all ones, 0xFF] are all ones: 36 ones from bit 0.
    [[0xffffffff, 0xff], 4, [0, 0], 0, 36, [0xffffffff, 0xf]],
    // OR-ed in: the destination's own bits stay; bit 31 of the source to bit 0.
    [[0x80000000], 31, [0b100], 0, 1, [0b101]],
    // A whole word from an unaligned start: bits 16–47 of [0xABCD0000, 0x1234] = 0x1234ABCD.
    [[0xabcd0000, 0x1234], 16, [0], 0, 32, [0x1234abcd]],
    // Length 0 writes nothing.
    [[0xffffffff], 0, [0], 5, 0, [0]],
  ];
  it.each(cases)('%j from bit %i into %j at bit %i, %i bits', (src, from, dst, to, len, after) => {
    const out = Uint32Array.from(dst);
    copyBits(Uint32Array.from(src), from, out, to, len);
    expect([...out]).toEqual(after);
  });
});

describe('TypeEdgeTable.sideBits: who may meet between two lists, as rows of bits', () => {
  // 100 players; pairs whose sum is divisible by 7 may not meet. `to` has runs of consecutive players and
  // gaps (the run copies), `from` some of the rest: each bit as isEdge asked pair by pair.
  it('answers as isEdge, pair by pair', () => {
    const n = 100;
    const words = (n + 31) >>> 5;
    const bits = new Uint32Array(n * words);
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && (a + b) % 7 !== 0) bits[a * words + (b >>> 5)]! |= 1 << (b & 31);
    const pairs: TypePairs = { table: [0n], types: new Int32Array(n), typeCount: 1, idOfTypes: new Int32Array(1).fill(-1), typeWeightId: () => 0, typeWeightBound: () => 0n };
    const edges = new TypeEdgeTable(n, pairs, bits);
    const to = Array.from({ length: n }, (_, v) => v).filter((v) => (v >= 3 && v < 40) || (v >= 45 && v < 46) || v >= 60);
    const from = [0, 1, 2, 40, 41, 50, 59];
    const rowWords = (to.length + 31) >>> 5;
    const got = edges.sideBits(from, to);
    for (let k = 0; k < from.length; k++)
      for (let p = 0; p < to.length; p++)
        expect([from[k], to[p], (got[k * rowWords + (p >>> 5)]! >>> (p & 31)) & 1]).toEqual([from[k], to[p], edges.isEdge(from[k]!, to[p]!) ? 1 : 0]);
    expect(() => edges.sideBits([0], [5, 4])).toThrow(RangeError);
  });
});
