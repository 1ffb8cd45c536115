// The class optimum (classes.ts) on small class graphs whose optimum and duals are worked out by hand:
// x(s, t) the pairs between classes, u the doubled duals (u_s + u_t ≥ 2·w(s, t), equality where pairs
// are formed, u = 0 on a class with a vertex left over), and Σ size·u equal to twice the optimum (LP duality).
import { describe, expect, it } from 'vitest';
import { seededInts } from '../core/random.js';
import { bestMatchingWeight } from '../../test/bruteForceMatching.js';
import { classOptimum } from './classes.js';

/** A symmetric weight matrix from {s, t, w} entries. */
function weights(T: number, entries: readonly (readonly [number, number, bigint])[]): bigint[] {
  const w = new Array<bigint>(T * T).fill(0n);
  for (const [s, t, x] of entries) w[s * T + t] = w[t * T + s] = x;
  return w;
}

describe('classOptimum', () => {
  it.each([
    {
      // Two pairs A–B of weight 5: u_A + u_B = 10; the split between them is free, so only the sum is checked below.
      why: 'two classes of two, only across: both pairs across',
      sizes: [2, 2],
      w: [[0, 1, 5n]] as const,
      pairs: { '0,1': 2 },
      duals: undefined,
      twice: 20n,
    },
    {
      // 2x ≤ 3 within one class of three: 1.5 pairs (half-integral); 2u ≥ 2·4, so u = 4 and 3·4/2 = 6 = 1.5·4.
      why: 'one class of three: a pair and a half',
      sizes: [3],
      w: [[0, 0, 4n]] as const,
      pairs: { '0,0': 1.5 },
      duals: [4n],
      twice: 12n,
    },
    {
      // A–B (3) and then B–B (2) = 5 beats B–B alone (1.5·2 = 3); both tight: 2u_B = 4, u_A + u_B = 6.
      why: 'one A, three B: A–B and B–B',
      sizes: [1, 3],
      w: [
        [0, 1, 3n],
        [1, 1, 2n],
      ] as const,
      pairs: { '0,1': 1, '1,1': 1 },
      duals: [4n, 2n],
      twice: 10n,
    },
    {
      // One pair A–B of 7; an A is left over, so u_A = 0 and u_B = 14.
      why: 'two A, one B, no A–A edge: an A left over',
      sizes: [2, 1],
      w: [[0, 1, 7n]] as const,
      pairs: { '0,1': 1 },
      duals: [0n, 14n],
      twice: 14n,
    },
    {
      // The odd triangle: half of each edge, (10 + 6 + 5)/2 = 10.5 > 10; all three tight:
      // u_A + u_B = 20, u_B + u_C = 12, u_A + u_C = 10 → u = 9, 11, 1.
      why: 'three single vertices in a triangle: the fractional optimum',
      sizes: [1, 1, 1],
      w: [
        [0, 1, 10n],
        [1, 2, 6n],
        [0, 2, 5n],
      ] as const,
      pairs: { '0,1': 0.5, '1,2': 0.5, '0,2': 0.5 },
      duals: [9n, 11n, 1n],
      twice: 21n,
    },
    {
      // Weights of 2^200 + a little, as the Dutch fields make them: A–B (+2) over A–C (+1), one pair only; C is
      // left over, so u_C = 0 and u_A ≥ 2w(A, C); u_A + u_B = 2w(A, B) (the split between them is free).
      why: 'wide weights: the exact values decide',
      sizes: [1, 1, 1],
      w: [
        [0, 1, (1n << 200n) + 2n],
        [0, 2, (1n << 200n) + 1n],
      ] as const,
      pairs: { '0,1': 1 },
      duals: undefined,
      twice: (1n << 201n) + 4n,
    },
  ])('$why', ({ sizes, w, pairs, duals, twice }) => {
    const T = sizes.length;
    const weight = weights(T, w);
    const opt = classOptimum(sizes, weight)!;
    expect(opt).toBeDefined();
    for (let s = 0; s < T; s++)
      for (let t = s; t < T; t++) {
        const key = `${s},${t}` as keyof typeof pairs;
        expect(opt.pairs[s * T + t]! / 2, `pairs ${key}`).toBe(pairs[key] ?? 0);
        if (weight[s * T + t]! > 0n) expect(opt.duals[s]! + opt.duals[t]! >= 2n * weight[s * T + t]!).toBe(true);
        if (opt.pairs[s * T + t]! > 0) expect(opt.duals[s]! + opt.duals[t]!).toBe(2n * weight[s * T + t]!);
      }
    if (duals) expect(opt.duals).toEqual(duals);
    // LP duality: Σ size·u (doubled duals) is twice the optimum.
    expect(sizes.reduce((a, n, s) => a + BigInt(n) * opt.duals[s]!, 0n)).toBe(twice);
  });

  // Two-sided class graphs (edges only between the classes of two sides, as S1 against S2) are solved as
  // one transportation problem: their optimum is integral, so it is the best pairing of the vertices
  // themselves, found here by brute force over the classes' vertices.
  it.each([21, 22, 23])('two-sided class graphs: the best pairing of their vertices, with duals that prove it (seed %i)', (seed) => {
    const rnd = seededInts(seed);
    for (let iter = 0; iter < 40; iter++) {
      const T = 2 + rnd(5);
      const sizes = Array.from({ length: T }, () => 1 + rnd(3));
      const side = Array.from({ length: T }, (_, s) => (s < 1 ? 0 : s < 2 ? 1 : rnd(2)));
      const entries: [number, number, bigint][] = [];
      for (let s = 0; s < T; s++) for (let t = s + 1; t < T; t++) if (side[s] !== side[t] && rnd(4) > 0) entries.push([s, t, BigInt(1 + rnd(9)) << BigInt(rnd(2) * 100)]);
      const weight = weights(T, entries);
      const opt = classOptimum(sizes, weight)!;
      expect(opt).toBeDefined();
      const classOf = sizes.flatMap((n, s) => new Array<number>(n).fill(s));
      const best = bestMatchingWeight(classOf.length, (a, b) => weight[classOf[a]! * T + classOf[b]!]!);
      let pairedWeight = 0n;
      for (let s = 0; s < T; s++)
        for (let t = s; t < T; t++) {
          const x = opt.pairs[s * T + t]!;
          expect(Number.isInteger(x / 2)).toBe(true);
          pairedWeight += BigInt(x / 2) * weight[s * T + t]!;
          if (weight[s * T + t]! > 0n) expect(opt.duals[s]! + opt.duals[t]! >= 2n * weight[s * T + t]!).toBe(true);
        }
      expect(pairedWeight).toBe(best);
      expect(sizes.reduce((a, n, s) => a + BigInt(n) * opt.duals[s]!, 0n)).toBe(2n * best);
    }
  });
});
