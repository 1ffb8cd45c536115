// Step 4 on the two sides alone (inOrder.ts): each S1 player, in order, gets the first S2 player that some
// best pairing allows given the earlier S1 players' opponents (2017 D.1, 2025 4.2). Checked against that
// definition read literally, with the best pairing's weight found by the Hungarian method (Kuhn–Munkres,
// written out below), on random brackets of more than 32 S2 players (the walk reads rows of S2 a 32-bit
// word at a time) where many pairs weigh alike (few types), as in a Swiss bracket.
import { describe, expect, it } from 'vitest';
import { seededInts } from '../../core/random.js';
import { MatcherMemory } from '../../matching/weighted.js';
import { EdgeTable, TypeEdgeTable, type TypePairs } from './edges.js';
import { pairS1InOrder } from './inOrder.js';
import { solveByTypes } from './sides.js';

/** The largest total weight of a matching that pairs every row with a column (square), or undefined if none does. */
function bestAssignment(w: readonly (readonly (number | undefined)[])[]): number | undefined {
  const n = w.length;
  const NONE = 1e12; // cost of a pair that may not meet
  const cost = (i: number, j: number): number => (w[i]![j] === undefined ? NONE : -w[i]![j]);
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const rowOf = new Array<number>(n + 1).fill(0); // column j (1-based) is assigned to row rowOf[j]
  const way = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    rowOf[0] = i;
    let j0 = 0;
    const minv = new Array<number>(n + 1).fill(Infinity);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = rowOf[j0]!;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = cost(i0 - 1, j - 1) - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[rowOf[j]!] = u[rowOf[j]!]! + delta;
          v[j] = v[j]! - delta;
        } else minv[j] = minv[j]! - delta;
      }
      j0 = j1;
    } while (rowOf[j0] !== 0);
    do {
      const j1 = way[j0]!;
      rowOf[j0] = rowOf[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  let total = 0;
  for (let j = 1; j <= n; j++) {
    const c = cost(rowOf[j]! - 1, j - 1);
    if (c >= NONE) return undefined;
    total -= c;
  }
  return total;
}

interface Bracket {
  readonly base: EdgeTable;
  readonly types: Int32Array;
  readonly s1: boolean[];
  readonly weight: (a: number, b: number) => number | undefined;
}

/**
 * 2m players of `typeCount` types; a pair weighs 1000 (a pair more outweighs everything else) plus a
 * small amount by the two types, unless the two may not meet (about one pair in `forbidEvery`).
 */
function randomBracket(seed: number, m: number, typeCount: number, forbidEvery: number): Bracket {
  const rng = seededInts(seed);
  const n = 2 * m;
  const types = Int32Array.from({ length: n }, () => rng(typeCount));
  const byTypes = Array.from({ length: typeCount * typeCount }, () => rng(3));
  // S1: the first m players with a few exchanged across the middle (S1 and S2 as step 3 leaves them).
  const s1 = Array.from({ length: n }, (_, i) => i < m);
  for (let k = 0; k < 3; k++) {
    const i = m - 1 - rng(6);
    const j = m + rng(6);
    [s1[i], s1[j]] = [s1[j]!, s1[i]!];
  }
  const table: bigint[] = [0n];
  const idOf = new Map<number, number>();
  const ids = new Int32Array((n * (n - 1)) / 2);
  const weights = new Map<number, number>();
  for (let lo = 1; lo < n; lo++)
    for (let hi = 0; hi < lo; hi++) {
      // Step 3 leaves pairs only from an S1 player to a later S2 player.
      if (!s1[hi] || s1[lo] || rng(forbidEvery) === 0) continue;
      const [s, t] = types[hi]! <= types[lo]! ? [types[hi]!, types[lo]!] : [types[lo]!, types[hi]!];
      const w = 1000 + byTypes[s * typeCount + t]!;
      if (!idOf.has(w)) {
        idOf.set(w, table.length);
        table.push(BigInt(w));
      }
      ids[(lo * (lo - 1)) / 2 + hi] = idOf.get(w)!;
      weights.set(lo * n + hi, w);
    }
  const weight = (a: number, b: number) => weights.get(Math.max(a, b) * n + Math.min(a, b));
  return { base: new EdgeTable(n, table, ids), types, s1, weight };
}

/** D.1 / 4.2 read literally: S1 in order, each the first S2 player (in order, below him) with whom a best pairing of the rest stays best. */
function firstOpponents({ s1, weight }: Bracket): number[] | undefined {
  const S1 = s1.flatMap((x, i) => (x ? [i] : []));
  const S2 = s1.flatMap((x, i) => (x ? [] : [i]));
  const best = (rows: readonly number[], cols: readonly number[]) => bestAssignment(rows.map((a) => cols.map((b) => weight(a, b))));
  let rows = S1;
  let cols = S2;
  const opponents = new Array<number>(s1.length).fill(-1);
  const whole = best(rows, cols);
  if (whole === undefined) return undefined;
  let left = whole;
  for (const p of S1) {
    rows = rows.filter((a) => a !== p);
    const o = cols.find((y) => {
      if (weight(p, y) === undefined) return false;
      const rest = best(
        rows,
        cols.filter((b) => b !== y),
      );
      return rest !== undefined && rest + weight(p, y)! === left;
    })!;
    left -= weight(p, o)!;
    cols = cols.filter((b) => b !== o);
    opponents[p] = o;
    opponents[o] = p;
  }
  return opponents;
}

describe('pairS1InOrder: the first S2 player a best pairing allows, S1 player by S1 player', () => {
  // [seed, S1 size (= S2 size), types, one pair in so many may not meet]
  const cases = [
    [1, 33, 2, 12],
    [2, 40, 3, 8],
    [3, 64, 2, 20],
    [4, 65, 4, 6],
    [5, 70, 1, 5],
    [6, 50, 5, 10],
  ] as const;
  it.each(cases)('seed %i: %i against %i, %i types', (seed, m, typeCount, forbidEvery) => {
    const bracket = randomBracket(seed, m, typeCount, forbidEvery);
    const expected = firstOpponents(bracket);
    expect(expected).toBeDefined(); // every case can pair everyone
    const n = 2 * m;
    const walk = pairS1InOrder(
      bracket.base,
      Array.from({ length: n }, (_, i) => i),
      bracket.s1,
      n,
      n,
      bracket.types,
      () => undefined,
      new MatcherMemory(),
    );
    expect(walk).toBeDefined();
    expect([...walk!.opponents]).toEqual(expected);
  });
});

/**
 * A bracket whose weights are by types (TypeEdgeTable, as the engine's): a pair weighs 1000 plus a small
 * amount by the higher-ranked player's type and the lower's (in that order), where the two may meet (one
 * pair in `forbidEvery` may not; 0: all may).
 */
function typedBracket(
  seed: number,
  n: number,
  typeCount: number,
  forbidEvery: number,
): { base: TypeEdgeTable; types: Int32Array; weight: (a: number, b: number) => number | undefined } {
  const rng = seededInts(seed);
  const types = Int32Array.from({ length: n }, () => rng(typeCount));
  const byTypes = Array.from({ length: typeCount * typeCount }, () => rng(3));
  const table: bigint[] = [0n];
  const idOfTypes = new Int32Array(typeCount * typeCount).fill(-1);
  const typeWeight = (hi: number, lo: number): number => 1000 + byTypes[types[hi]! * typeCount + types[lo]!]!;
  const pairs: TypePairs = {
    table,
    types,
    typeCount,
    idOfTypes,
    typeWeightId: (hi, lo) => {
      const key = types[hi]! * typeCount + types[lo]!;
      if (idOfTypes[key]! < 0) idOfTypes[key] = table.push(BigInt(typeWeight(hi, lo))) - 1;
      return idOfTypes[key]!;
    },
    typeWeightBound: () => 2000n,
  };
  const words = (n + 31) >>> 5;
  const bits = new Uint32Array(n * words);
  for (let lo = 1; lo < n; lo++)
    for (let hi = 0; hi < lo; hi++) {
      if (forbidEvery > 0 && rng(forbidEvery) === 0) continue;
      bits[hi * words + (lo >>> 5)]! |= 1 << (lo & 31);
      bits[lo * words + (hi >>> 5)]! |= 1 << (hi & 31);
    }
  const base = new TypeEdgeTable(n, pairs, bits);
  const weight = (a: number, b: number): number | undefined => (base.isEdge(a, b) ? typeWeight(Math.min(a, b), Math.max(a, b)) : undefined);
  return { base, types, weight };
}

describe('pairS1InOrder on weights by types (the two sides read from the types, sides.ts)', () => {
  // [seed, S1 size (= S2 size), types, one pair in so many may not meet, S1 and S2 players exchanged]
  const cases = [
    [11, 33, 2, 0, 0],
    [12, 40, 3, 25, 0],
    [13, 64, 4, 12, 0],
    [14, 45, 6, 0, 0],
    [15, 50, 3, 0, 3],
    [16, 70, 5, 15, 4],
  ] as const;
  it.each(cases)('seed %i: %i against as many, %i types, one pair in %i may not meet (0: all may), %i exchanges', (seed, m, typeCount, forbidEvery, exchanges) => {
    const n = 2 * m;
    const { base, types, weight } = typedBracket(seed, n, typeCount, forbidEvery);
    // S1: the first m players, with some exchanged across the middle (as step 3 may leave them: an S1
    // player then ranked below some S2 players).
    const rng = seededInts(seed + 500);
    const s1 = Array.from({ length: n }, (_, i) => i < m);
    for (let k = 0; k < exchanges; k++) {
      const i = m - 1 - rng(6);
      const j = m + rng(6);
      [s1[i], s1[j]] = [s1[j]!, s1[i]!];
    }
    const remainder = Array.from({ length: n }, (_, i) => i);
    base.fixSides(remainder, s1); // as step 3 leaves them: S1 against later S2 players only
    const expected = firstOpponents({ base: new EdgeTable(n, [0n]), types, s1, weight: (a, b) => (base.isEdge(a, b) ? weight(a, b) : undefined) });
    expect(expected).toBeDefined();
    const walk = pairS1InOrder(base, remainder, s1, n, n, types, () => undefined, new MatcherMemory());
    expect([...walk!.opponents]).toEqual(expected);
  });
});

describe('solveByTypes: a best pairing of S1 against S2 (and K) from the types, or none', () => {
  // S1: `s1` players picked at random from n, S2 the rest (so either may be ranked above the other);
  // with K, one more vertex joined to every other S2 player by 500 + its position mod 7. Its pairing must
  // weigh what the Hungarian method finds; where all may meet the types always decide it.
  // [seed, players, S1 players, types, one pair in so many may not meet, with K]
  const cases = [
    [21, 60, 30, 3, 0, false],
    [22, 61, 30, 4, 0, true],
    [23, 80, 40, 5, 10, false],
    [24, 81, 40, 3, 6, true],
    [25, 70, 35, 8, 0, false],
    [26, 100, 50, 2, 4, false],
  ] as const;
  it.each(cases)('seed %i: %i players, %i in S1, %i types, forbidden 1 in %i, K %s', (seed, n, m, typeCount, forbidEvery, withK) => {
    const { base, types, weight } = typedBracket(seed, n, typeCount, forbidEvery);
    const rng = seededInts(seed + 1000);
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = rng(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const S1 = order.slice(0, m).sort((a, b) => a - b);
    const S2 = order.slice(m).sort((a, b) => a - b);
    const kWeights = withK ? S2.map((_, b) => (b % 2 === 0 ? BigInt(500 + (b % 7)) : 0n)) : undefined;
    const solution = solveByTypes(base, S1, S2, kWeights, types);
    if (forbidEvery === 0) expect(solution).toBeDefined();
    if (!solution) return;
    const mate = solution.matching();
    let total = 0;
    for (let a = 0; a < m; a++) if (mate[a]! >= 0) total += weight(S1[a]!, S2[mate[a]! - m]!)!;
    if (withK && mate[n]! >= 0) total += Number(kWeights![mate[n]! - m]!);
    // The reference: rows S1 (and K), columns S2, padded square with rows that meet nobody at weight 0.
    const rows: (number | undefined)[][] = S1.map((a) => S2.map((b) => weight(a, b)));
    if (withK) rows.push(kWeights!.map((w) => (w === 0n ? undefined : Number(w))));
    while (rows.length < S2.length) rows.push(S2.map(() => 0));
    const zeroed = rows.map((r) => r.map((w) => w ?? 0)); // leaving a player unpaired is a pair of weight 0
    expect(total).toBe(bestAssignment(zeroed));
    // Every pair it makes is tight and may meet.
    for (let a = 0; a < m; a++) if (mate[a]! >= 0) expect(solution.isTight(a, mate[a]!)).toBe(true);
    // The rows of tight edges in another order of S2 (the walk's by type; here S2 reversed): each bit as isTight.
    const s2 = S2.length;
    const pos = Int32Array.from({ length: s2 }, (_, b) => s2 - 1 - b);
    const tightRows = solution.tightRows(pos);
    const W = (s2 + 31) >>> 5;
    const rowsOf = withK ? m + 1 : m;
    let tightCount = 0;
    for (let a = 0; a < rowsOf; a++)
      for (let b = 0; b < s2; b++) {
        const bit = (tightRows[a * W + (pos[b]! >>> 5)]! >>> (pos[b]! & 31)) & 1;
        expect([a, b, bit]).toEqual([a, b, solution.isTight(a === m ? m + s2 : a, m + b) ? 1 : 0]);
        tightCount += bit;
      }
    expect(tightCount).toBeGreaterThanOrEqual(m); // at least the pairs made
  });
});
