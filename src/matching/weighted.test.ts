import { describe, expect, it } from 'vitest';
import { seededInts } from '../core/random.js';
import { bestMatchingWeight } from '../../test/bruteForceMatching.js';
import { MatcherMemory, WeightedMatching, classPairTops } from './weighted.js';

/** Maximum matching weight of a weight matrix (small graphs only). */
const bruteForce = (n: number, w: bigint[][]): bigint => bestMatchingWeight(n, (a, b) => w[a]![b]!);

const rng = seededInts;

/** A matcher on n vertices with an edge of weight 1 … maxWeight for each pair, tenths in ten of them; and its weights. */
function denseGraph(rnd: (k: number) => number, n: number, tenths: number, maxWeight: number): { w: bigint[][]; m: WeightedMatching } {
  const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  const m = new WeightedMatching(n);
  for (let j = 1; j < n; j++) for (let i = 0; i < j; i++) if (rnd(10) < tenths) m.setWeight(i, j, (w[i]![j] = w[j]![i] = BigInt(1 + rnd(maxWeight))));
  return { w, m };
}

describe('WeightedMatching', () => {
  it('finds the maximum weight on a triangle with a pendant (blossom case)', () => {
    const m = new WeightedMatching(4);
    m.setWeight(0, 1, 5n);
    m.setWeight(1, 2, 5n);
    m.setWeight(0, 2, 5n);
    m.setWeight(2, 3, 1n);
    m.solve();
    const mate = m.matching();
    expect(mate[3]).toBe(2);
    expect([mate[0], mate[1]]).toEqual([1, 0]);
  });

  it('never matches a weight-0 edge', () => {
    const m = new WeightedMatching(3);
    m.setWeight(0, 1, 0n);
    m.setWeight(1, 2, 0n);
    m.solve();
    expect([...m.matching()]).toEqual([-1, -1, -1]);
  });

  // Small weights; and weights of ~2^230 (as the Dutch engine's bit fields make them) that differ only
  // in their low bits, where the matcher's float64 images cannot decide and the exact values must.
  const small = (rnd: (k: number) => number, maxw: number): bigint => BigInt(rnd(maxw));
  const wide = (rnd: (k: number) => number, maxw: number): bigint => {
    const x = rnd(maxw);
    // Bits 170–190 straddle the float64 rounding point (bit ~178), so the images' errors vary.
    return x === 0 ? 0n : (BigInt(1 + rnd(2)) << 230n) + (BigInt(rnd(1 << 20)) << 170n) + BigInt(x);
  };
  // Weights just around multiples of 2^48 and 2^96, where the limbs borrow from each other.
  const boundary = (rnd: (k: number) => number, maxw: number): bigint => {
    const x = rnd(maxw);
    return x === 0 ? 0n : (BigInt(1 + rnd(3)) << 96n) - (BigInt(rnd(3)) << 48n) + BigInt(x) - BigInt(rnd(3));
  };
  it.each([
    [1, small],
    [2, small],
    [3, small],
    [4, small],
    [5, wide],
    [6, wide],
    [12, boundary],
  ])('agrees with brute force on random graphs, also after warm-started weight changes (seed %i)', (seed, weightOf) => {
    const rnd = rng(seed);
    for (let iter = 0; iter < 150; iter++) {
      const n = 2 + rnd(11);
      const maxw = [3, 10, 1000][rnd(3)]!;
      const density = rnd(100);
      const m = new WeightedMatching(n);
      const w: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
      for (let i = 0; i < n; i++)
        for (let j = 0; j < i; j++)
          if (rnd(100) < density) {
            const x = weightOf(rnd, maxw);
            w[i]![j] = w[j]![i] = x;
            m.setWeight(i, j, x);
          }
      for (let step = 0; step < 5; step++) {
        m.solve();
        const mate = m.matching();
        let total = 0n;
        for (let i = 0; i < n; i++) {
          const j = mate[i]!;
          if (j < 0) continue;
          expect(mate[j]).toBe(i);
          expect(w[i]![j]).not.toBe(0n);
          if (j > i) total += w[i]![j]!;
        }
        expect(total).toBe(bruteForce(n, w));
        const v = rnd(n);
        for (let c = 1 + rnd(n); c > 0; c--) {
          const x = rnd(n);
          if (x === v) continue;
          const nw = rnd(3) === 0 ? 0n : weightOf(rnd, maxw);
          w[v]![x] = w[x]![v] = nw;
          m.setWeight(v, x, nw);
        }
      }
    }
  });

  // Larger graphs, beyond brute force: the LP optimality certificate. Many unmatched roots at once
  // exercise the several augmentations per stage; wide weights the exact limb arithmetic.
  it.each([
    [7, small],
    [8, wide],
    [9, wide],
    [10, boundary],
    [11, boundary],
  ])('proves its matchings optimal on graphs of 20–70 vertices, also after weight changes, limbs by row or in a triangle (seed %i)', (seed, weightOf) => {
    for (const triangle of [false, true]) {
      const rnd = rng(seed);
      for (let iter = 0; iter < 12; iter++) {
        const n = 20 + rnd(51);
        const maxw = [3, 10, 1000][rnd(3)]!;
        const density = 10 + rnd(90);
        const m = new WeightedMatching(n, 240, { triangle });
        for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) if (rnd(100) < density) m.setWeight(i, j, weightOf(rnd, maxw));
        for (let step = 0; step < 4; step++) {
          m.solve();
          expect(m.certificateError()).toBeUndefined();
          const v = rnd(n);
          for (let c = 1 + rnd(n); c > 0; c--) {
            const x = rnd(n);
            if (x !== v) m.setWeight(v, x, rnd(3) === 0 ? 0n : weightOf(rnd, maxw));
          }
        }
      }
    }
  });

  // reweigh (the exchange step of the Dutch search): the edges among some vertices rise by the bonus of
  // their lower-numbered end; the duals of the vertices with a positive bonus rise by twice as much.
  it.each([12, 14, 15])('reweigh goes on from the optimum and ends optimal, as a fresh matcher weighs it (seed %i)', (seed) => {
    for (const triangle of [false, true]) {
      const rnd = rng(seed);
      for (let iter = 0; iter < 30; iter++) {
        const n = 2 + rnd(11);
        const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
        const m = new WeightedMatching(n, 120, { triangle });
        for (let j = 1; j < n; j++) for (let i = 0; i < j; i++) if (rnd(4) > 0) m.setWeight(i, j, (w[i]![j] = w[j]![i] = BigInt(1 + rnd(3)) << 40n));
        m.solve();
        const vertices = [...Array(n).keys()].filter(() => rnd(4) > 0);
        const bonus = new Map(vertices.map((v) => [v, BigInt(rnd(9) - 4)]));
        for (const [k, a] of vertices.entries()) for (const b of vertices.slice(k + 1)) if (w[a]![b] !== 0n) w[a]![b] = w[b]![a] = w[a]![b]! + bonus.get(a)!;
        m.reweigh(
          vertices,
          (a, b) => w[a]![b]!,
          (v) => (bonus.get(v)! > 0n ? 2n * bonus.get(v)! : 0n),
        );
        m.solve();
        expect(m.certificateError()).toBeUndefined();
        let total = 0n;
        const mate = m.matching();
        for (let v = 0; v < n; v++) if (mate[v]! > v) total += w[v]![mate[v]!]!;
        expect(total).toBe(bruteForce(n, w));
      }
    }
  });

  // The Dutch search's step 2 reads an MDP's opponent off the duals when one swap of mates makes him the
  // first tight one: every swap the matcher calls optimal must weigh as much as brute force's optimum.
  // Ties are many (weights 1–3, dense graphs), so are swaps; positive blossoms hold some of the four.
  it.each([17, 18, 19])('swapKeepsOptimum says yes only to swaps that keep the maximum weight, and only when settled (seed %i)', (seed) => {
    const rnd = rng(seed);
    let yes = 0;
    let no = 0;
    for (let iter = 0; iter < 60; iter++) {
      const n = 4 + rnd(9);
      const { w, m } = denseGraph(rnd, n, 8, 3);
      expect(m.swapKeepsOptimum(0, 1)).toBe(false); // not solved yet
      m.solve();
      expect(m.settled).toBe(true);
      const best = bruteForce(n, w);
      const mate = m.matching();
      for (let p = 0; p < n; p++)
        for (let o = 0; o < n; o++) {
          if (!m.swapKeepsOptimum(p, o)) {
            no++;
            continue;
          }
          yes++;
          const a = mate[p]!;
          const b = mate[o]!;
          const swapped = mate.slice();
          [swapped[p], swapped[o], swapped[a], swapped[b]] = [o, p, b, a];
          let total = 0n;
          for (let v = 0; v < n; v++) if (swapped[v]! > v) total += w[v]![swapped[v]!]!;
          expect(total).toBe(best);
        }
      m.setWeight(0, 1, w[0]![1]!);
      expect(m.settled).toBe(false);
      expect(m.swapKeepsOptimum(0, 1)).toBe(false);
    }
    expect(yes).toBeGreaterThan(100);
    expect(no).toBeGreaterThan(100);
  });

  // The Dutch search's step 4 fixes a pair (its other edges to 0) and reads the next choice off the duals
  // without a solve: every edge whose reduced slack is given and above 0 must be in no optimum of the other
  // vertices. Dissolving a blossom with a dual above 0 that holds the fixed pair would break that (its
  // vertices keep the blossom's dual): then reducedSlack says nothing until the next solve.
  it.each([24, 25, 26])('after a pair is fixed, an edge whose reduced slack is above 0 is in no optimum of the rest (seed %i)', (seed) => {
    const rnd = rng(seed);
    let told = 0;
    let withheld = 0;
    for (let iter = 0; iter < 80; iter++) {
      const n = 6 + rnd(5);
      const { w, m } = denseGraph(rnd, n, 7, 4);
      m.solve();
      const mate = m.matching();
      const p = mate.findIndex((x) => x >= 0);
      if (p < 0) continue;
      const q = mate[p]!;
      for (let k = 0; k < n; k++) {
        if (k !== p && k !== q) {
          m.setWeight(p, k, 0n);
          m.setWeight(q, k, 0n);
        }
      }
      // The rest: the graph without p and q, and its best weight with and without each edge.
      const rest = w.map((row, i) => row.map((x, j) => (i === p || i === q || j === p || j === q ? 0n : x)));
      const best = bruteForce(n, rest);
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) {
          if (i === p || i === q || j === p || j === q || rest[i]![j] === 0n) continue;
          const slack = m.reducedSlack(i, j);
          if (slack === undefined) {
            withheld++;
            continue;
          }
          told++;
          if (slack === 0n) continue;
          const without = rest.map((row, a) => row.map((x, b) => (a === i || a === j || b === i || b === j ? 0n : x)));
          expect(rest[i]![j]! + bruteForce(n, without), `edge ${i}–${j}, slack ${slack}`).toBeLessThan(best);
        }
    }
    expect(told).toBeGreaterThan(500);
    expect(withheld).toBeGreaterThan(0);
  });

  it('keeps its weights when the table of distinct weights is compacted (optimum as brute force finds it)', () => {
    const rnd = rng(16);
    for (const triangle of [false, true])
      for (let iter = 0; iter < 20; iter++) {
        const n = 2 + rnd(11);
        const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
        const m = new WeightedMatching(n, 120, { triangle, compactAt: 8 });
        for (let step = 0; step < 4; step++) {
          for (let c = 3 * n; c > 0; c--) {
            const a = rnd(n);
            const b = rnd(n);
            if (a === b) continue;
            const x = rnd(4) === 0 ? 0n : BigInt(1 + rnd(1000)) << 60n;
            w[a]![b] = w[b]![a] = x;
            m.setWeight(a, b, x);
          }
          m.solve();
          expect(m.certificateError()).toBeUndefined();
          let total = 0n;
          const mate = m.matching();
          for (let v = 0; v < n; v++) if (mate[v]! > v) total += w[v]![mate[v]!]!;
          expect(total).toBe(bruteForce(n, w));
        }
      }
  });

  // startFromClasses: graphs made of a few classes (an edge weighs its class pair's weight), with some edges
  // missing or lighter (as met pairs and the Dutch fields' orientation make them): the optimum is the one a
  // matcher started from nothing finds (brute force on small graphs, the certificate on larger ones), also
  // after weight changes.
  it.each([17, 18, 19, 20])('starts from the class optimum and ends optimal (seed %i)', (seed) => {
    for (const triangle of [false, true]) {
      const rnd = rng(seed);
      for (let iter = 0; iter < 40; iter++) {
        const n = 2 + rnd(iter < 30 ? 12 : 60);
        const T = 1 + rnd(5);
        const wide = rnd(2) === 0;
        const classOf = Int32Array.from({ length: n }, () => rnd(T));
        const classW = Array.from({ length: T * T }, () => (rnd(4) === 0 ? 0n : BigInt(1 + rnd(6)) << (wide ? 200n : 0n)));
        for (let s = 0; s < T; s++) for (let t = 0; t < s; t++) classW[s * T + t] = classW[t * T + s]!;
        const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
        const m = new WeightedMatching(n, 240, { triangle });
        for (let j = 1; j < n; j++)
          for (let i = 0; i < j; i++) {
            const full = classW[classOf[i]! * T + classOf[j]!]!;
            const x = rnd(10) === 0 ? 0n : rnd(10) === 0 && full > 1n ? full - 1n : full;
            if (x !== 0n) m.setWeight(j, i, (w[i]![j] = w[j]![i] = x));
          }
        expect(m.startFromClasses(classOf)).toBe(true);
        for (let step = 0; step < 3; step++) {
          m.solve();
          expect(m.certificateError()).toBeUndefined();
          if (n <= 13) {
            let total = 0n;
            const mate = m.matching();
            for (let v = 0; v < n; v++) if (mate[v]! > v) total += w[v]![mate[v]!]!;
            expect(total).toBe(bruteForce(n, w));
          }
          const v = rnd(n);
          const x = rnd(n);
          if (x !== v) m.setWeight(v, x, (w[v]![x] = w[x]![v] = rnd(3) === 0 ? 0n : BigInt(1 + rnd(6)) << (wide ? 200n : 0n)));
        }
      }
    }
  });

  // The class start given each class pair's largest weight by the graph's source (ClassTops) instead of
  // reading every edge: the same start, so the same optimum, pair for pair, on the graphs above; a weight no
  // edge has is refused.
  it.each([21, 22])('starts the same from class tops given by the source (seed %i)', (seed) => {
    const rnd = rng(seed);
    for (let iter = 0; iter < 30; iter++) {
      const n = 2 + rnd(40);
      const T = 1 + rnd(5);
      const classOf = Int32Array.from({ length: n }, () => rnd(T));
      const classW = Array.from({ length: T * T }, () => (rnd(4) === 0 ? 0n : BigInt(1 + rnd(6))));
      for (let s = 0; s < T; s++) for (let t = 0; t < s; t++) classW[s * T + t] = classW[t * T + s]!;
      const read = new WeightedMatching(n, 16);
      const given = new WeightedMatching(n, 16);
      const tops = new Array<bigint>(T * T).fill(0n);
      for (let j = 1; j < n; j++)
        for (let i = 0; i < j; i++) {
          const full = classW[classOf[i]! * T + classOf[j]!]!;
          const x = rnd(6) === 0 ? 0n : rnd(10) === 0 && full > 1n ? full - 1n : full;
          if (x === 0n) continue;
          read.setWeight(j, i, x);
          given.setWeight(j, i, x);
          if (x > tops[classOf[i]! * T + classOf[j]!]!) tops[classOf[i]! * T + classOf[j]!] = x;
        }
      // startFromClasses numbers the classes that have vertices in order: the tops follow that numbering.
      const present = [...new Set(classOf)].sort((a, b) => a - b);
      const P = present.length;
      const compactTops = Array.from({ length: P * P }, (_, k) => tops[present[Math.floor(k / P)]! * T + present[k % P]!]!);
      let asked = 0;
      expect(read.startFromClasses(classOf)).toBe(true);
      expect(given.startFromClasses(classOf, { classTops: (_cls, count) => (asked++, count === P ? compactTops : undefined) })).toBe(true);
      expect(asked).toBe(1);
      read.solve();
      given.solve();
      expect([...given.matching()]).toEqual([...read.matching()]);
      expect(given.certificateError()).toBeUndefined();
    }
    const m = new WeightedMatching(2, 8);
    m.setWeight(0, 1, 3n);
    expect(() => m.startFromClasses(Int32Array.from([0, 1]), { classTops: () => [0n, 5n, 0n, 0n] })).toThrow(RangeError);
  });

  // tightBlock is isTight asked of a block of pairs: on random graphs (some with blossoms: odd cycles of
  // heavy edges), both layouts, after a solve and after a weight change at vertices 0 and 1 (their pairs
  // then unproved, the others' still proved), every pair (i in from … to, j above) answers as isTight does.
  it.each([31, 32, 33])('tightBlock answers as isTight, pair by pair (seed %i)', (seed) => {
    for (const triangle of [false, true]) {
      const rnd = rng(seed);
      for (let iter = 0; iter < 20; iter++) {
        const n = 6 + rnd(50);
        const m = new WeightedMatching(n, 80, { triangle });
        for (let j = 1; j < n; j++) for (let i = 0; i < j; i++) if (rnd(4) !== 0) m.setWeight(j, i, BigInt(1 + rnd(iter % 2 === 0 ? 4 : 1000)) << 60n);
        m.solve();
        for (const changed of [false, true]) {
          if (changed) m.setWeight(0, 1, 7n);
          const split = 1 + rnd(n - 2);
          const js = Array.from({ length: Math.min(32, n - split) }, (_, k) => split + k);
          const out = new Uint32Array(split + 1).fill(0xffffffff);
          const from = rnd(split);
          m.tightBlock(from, split, js, out);
          for (let i = from; i < split; i++) for (const [k, j] of js.entries()) expect([i, j, (out[i - from]! >>> k) & 1]).toEqual([i, j, m.isTight(i, j) ? 1 : 0]);
        }
      }
    }
    const m = new WeightedMatching(4);
    m.setWeight(0, 3, 1n);
    m.solve();
    expect(() => {
      m.tightBlock(0, 3, [2], new Uint32Array(3));
    }).toThrow(RangeError);
  });

  // allRowsNext: the shared memory is not zeroed, setAllRows writes every id: a matcher made after one that
  // left heavy edges everywhere finds the optimum of its own rows (a path 0–1–2–3 with the middle edge
  // heaviest alone: 1–2, worked by hand), as a fresh one does; anything before setAllRows is refused.
  // The memory holds the last matcher's ids (weight 9, id 1 there; id 1 is weight 1 here): every edge must be
  // written, both ways round below the triangle's size (rows copied to columns, the diagonal 0). Edges
  // 0–1 and 2–3 weigh 1, 1–2 weighs 5: the optimum is 1–2 alone.
  it.each([
    ['in a triangle', 6001, 6001, false],
    ['by rows', 300, 301, true],
  ])('allRowsNext: the rows written over what the last matcher left (%s)', (_, N, lastN, everyPair) => {
    const memory = new MatcherMemory();
    const before = new WeightedMatching(lastN, 16, { memory });
    for (let j = 1; j < lastN; j += 1) for (let i = everyPair ? 0 : j - 1; i < j; i++) before.setWeight(j, i, 9n);
    const rows = { table: [0n, 1n, 5n], row: (j: number, out: Int32Array) => (out.fill(0, 0, j), j === 1 || j === 3 ? (out[j - 1] = 1) : j === 2 ? (out[1] = 2) : 0) };
    const m = new WeightedMatching(N, 16, { memory, allRowsNext: true });
    expect(() => {
      m.solve();
    }).toThrow(RangeError);
    m.setAllRows(rows);
    m.solve();
    expect([m.mateOf(0), m.mateOf(1), m.mateOf(2), m.mateOf(3), m.mateOf(4)]).toEqual([-1, 2, 1, -1, -1]);
  });

  // A bracket where nearly every pair is tight (issue 37): one class, edges of weight 10 but a few missing
  // (`missing` in a hundred) or of weight 9 (3 in a hundred). Dirac's theorem (every vertex has weight-10 edges to at least half the others, checked
  // below) gives a Hamiltonian cycle of weight-10 edges, so a matching of ⌊n/2⌋ of them: the optimum weighs
  // 10·⌊n/2⌋. One tree then takes in the whole graph, blossoms nesting a pair at a time, the largest kept as
  // bits (bigBits); pairs fixed as the Dutch engine fixes them (the pair at 1,000, the ends' other edges 0)
  // re-solve through those blossoms: 1,000 a fixed pair plus 10 for each of the ⌊n/2⌋ − fixed others. At
  // 2,101 vertices with no edge missing, the bits pass over runs of 32 full words at a time (the
  // certificate, O(n³) there, is left out).
  it.each([
    [400, 41, 3],
    [401, 42, 3],
    [2101, 43, 0],
  ])('a graph where nearly every pair is tight: %i vertices, optimum 10 per pair (seed %i)', (n, seed, missing) => {
    const rnd = rng(seed);
    const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
    const m = new WeightedMatching(n, 16, { triangle: true });
    for (let j = 1; j < n; j++)
      for (let i = 0; i < j; i++) {
        const r = rnd(100);
        const x = r < missing ? 0n : r < missing + 3 ? 9n : 10n;
        if (x !== 0n) m.setWeight(j, i, (w[i]![j] = w[j]![i] = x));
      }
    const degree = (v: number, alive: boolean[]): number => w[v]!.filter((x, u) => x === 10n && alive[u]).length;
    const alive = new Array<boolean>(n).fill(true);
    expect(Math.min(...w.map((_, v) => degree(v, alive)))).toBeGreaterThanOrEqual(n / 2);
    expect(m.startFromClasses(new Int32Array(n))).toBe(true);
    const total = (): bigint => {
      const mate = m.matching();
      let sum = 0n;
      for (let v = 0; v < n; v++) if (mate[v]! > v) sum += w[v]![mate[v]!]!;
      return sum;
    };
    const certified = n < 1000;
    m.solve();
    expect(total()).toBe(10n * BigInt(Math.floor(n / 2)));
    if (certified) expect(m.certificateError()).toBeUndefined();
    for (let fixed = 1; fixed <= 4; fixed++) {
      const a = (fixed * 97) % n;
      let b = (a + 1) % n;
      while (w[a]![b] !== 10n || !alive[b]) b = (b + 1) % n;
      alive[a] = alive[b] = false;
      for (let k = 0; k < n; k++) {
        if (k !== a) m.setWeight(a, k, (w[a]![k] = w[k]![a] = k === b ? 1000n : 0n));
        if (k !== b) m.setWeight(b, k, (w[b]![k] = w[k]![b] = k === a ? 1000n : 0n));
      }
      const rest = Array.from({ length: n }, (_, v) => v).filter((v) => alive[v]);
      expect(Math.min(...rest.map((v) => degree(v, alive)))).toBeGreaterThanOrEqual(rest.length / 2);
      m.solve();
      expect(total()).toBe(1000n * BigInt(fixed) + 10n * BigInt(Math.floor(n / 2) - fixed));
      if (certified) expect(m.certificateError()).toBeUndefined();
    }
  });

  it('starts from the class optimum only before the first solve', () => {
    const m = new WeightedMatching(2);
    m.setWeight(0, 1, 1n);
    m.solve();
    expect(() => m.startFromClasses(new Int32Array(2))).toThrow(RangeError);
  });

  it('refuses a weight wider than it was made for', () => {
    const m = new WeightedMatching(2, 60);
    m.setWeight(0, 1, 1n << 59n);
    expect(() => {
      m.setWeight(0, 1, 1n << 120n);
    }).toThrow(RangeError);
  });

  // In a triangle, a table of distinct weights is copied row by row as it is (its ids are the matcher's);
  // a table that repeats a weight (the last case) is mapped id by id.
  it.each([
    ['by rows, distinct weights', false, false],
    ['in a triangle, distinct weights', true, false],
    ['in a triangle, a weight twice in the table', true, true],
  ])('setAllWeights is the same as setting each edge (same optimum, same matching): %s', (_, triangle, repeated) => {
    const rnd = rng(13);
    for (let iter = 0; iter < 40; iter++) {
      const n = 2 + rnd(30);
      const w = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
      for (let j = 1; j < n; j++) for (let i = 0; i < j; i++) if (rnd(3) > 0) w[i]![j] = BigInt(1 + rnd(4)) << 100n;
      const one = new WeightedMatching(n, 120);
      for (let j = 1; j < n; j++) for (let i = 0; i < j; i++) if (w[i]![j]! !== 0n) one.setWeight(j, i, w[i]![j]!);
      const all = new WeightedMatching(n, 120, { triangle });
      const table = [0n, ...(repeated ? [1n << 100n] : []), ...new Set(w.flat().filter((x) => x !== 0n))];
      const ids = new Int32Array((n * (n - 1)) / 2);
      for (let j = 1; j < n; j++) for (let i = 0; i < j; i++) ids[(j * (j - 1)) / 2 + i] = table.indexOf(w[i]![j]!);
      all.setAllWeights(ids, table);
      one.solve();
      all.solve();
      expect([...all.matching()]).toEqual([...one.matching()]);
      expect(all.certificateError()).toBeUndefined();
    }
  });

  // The ids' width (issue 37). A hand-worked graph: 364 vertices, the pairs (2k, 2k+1) weigh H + k with
  // H = 2^40, every other pair a small weight of its own (1 … 65,884, all distinct). Any matching without
  // all 182 heavy pairs has at most 181 of them, and its light pairs weigh less than 182 · 65,884 < 2^24,
  // far below H: the only optimum pairs 2k with 2k + 1. 66,066 distinct weights and 0 do not fit 16 bits.
  const N = 364;
  const H = 1n << 40n;
  const heavyOptimum = Array.from({ length: N }, (_, v) => v ^ 1);
  const lightWeights = (): [number, number, bigint][] => {
    const edges: [number, number, bigint][] = [];
    let light = 0n;
    for (let j = 1; j < N; j++) for (let i = 0; i < j; i++) edges.push([i, j, i === (j ^ 1) ? H + BigInt(i >> 1) : ++light]);
    return edges;
  };

  it.each([
    ['by rows', false],
    ['in a triangle', true],
  ])('keeps ids in 16 bits below 65,536 weights, then in 32 bits, with the same optimum (%s)', (_, triangle) => {
    const m = new WeightedMatching(N, 48, { triangle, memory: new MatcherMemory() });
    const edges = lightWeights();
    edges.forEach(([i, j, w], k) => {
      m.setWeight(j, i, w);
      // 65,535 weights and 0 fill the 16-bit ids; the next new weight widens them.
      if (k === 65_534) expect(m.idBits).toBe(16);
      if (k === 65_535) expect(m.idBits).toBe(32);
    });
    m.solve();
    expect([...m.matching()]).toEqual(heavyOptimum);
    expect(m.certificateError()).toBeUndefined();
  });

  it.each([
    ['by rows', false],
    ['in a triangle', true],
  ])('setAllWeights widens to 32-bit ids when the table it is given has 65,536 weights or more (same optimum, %s)', (_, triangle) => {
    const edges = lightWeights();
    const table = [0n, ...edges.map(([, , w]) => w)];
    const ids = new Int32Array((N * (N - 1)) / 2);
    edges.forEach(([i, j], k) => (ids[(j * (j - 1)) / 2 + i] = k + 1));
    const m = new WeightedMatching(N, 48, { triangle });
    m.setAllWeights(ids, table);
    expect(m.idBits).toBe(32);
    m.solve();
    expect([...m.matching()]).toEqual(heavyOptimum);
  });

  it('stays in 16 bits when compacting the table at 65,536 weights leaves few (weights set anew)', () => {
    const m = new WeightedMatching(N, 48);
    const edges = lightWeights();
    // 60,000 light pairs with weights of their own, then all of them weigh 7: the table keeps the 60,000.
    const first = edges.filter(([i, j]) => i !== (j ^ 1)).slice(0, 60_000);
    for (const [i, j, w] of first) m.setWeight(j, i, w);
    for (const [i, j] of first) m.setWeight(j, i, 7n);
    // 0, the 60,000 and 7: 60,002 weights. The other 5,884 light pairs get new ones: the 5,534th reaches
    // 65,536 and the compaction leaves 0, 7 and the 5,534 (a table of 5,536), so the ids stay 16 bits; the
    // heavy pairs come last.
    const rest = edges.filter(([i, j]) => i !== (j ^ 1)).slice(60_000);
    expect(rest.length).toBe(5_884);
    for (const [i, j] of rest) m.setWeight(j, i, 1_000_000n + BigInt(i * N + j));
    expect(m.idBits).toBe(16);
    for (const [i, j, w] of edges) if (i === (j ^ 1)) m.setWeight(j, i, w);
    expect(m.idBits).toBe(16);
    m.solve();
    expect([...m.matching()]).toEqual(heavyOptimum);
    expect(m.certificateError()).toBeUndefined();
  });
});

describe("classPairTops (the class start: each class pair's largest weight)", () => {
  // Four vertices of classes 0, 1, 0, 1; weight ids with ranks 0, 2, 1 (id 1 the heaviest, id 0 no edge).
  // Edges (i, j), i < j, and their cells T·class(i) + class(j), worked by hand:
  //   (0,1) id 2 → cell 1 rank 1; (0,2) id 1 → cell 0 rank 2; (1,2) id 2 → cell 2 rank 1;
  //   (0,3) id 1 → cell 1 rank 2; (1,3) id 0 → cell 3 rank 0; (2,3) id 2 → cell 1 (rank 1, stays 2).
  const cls = Int32Array.from([0, 1, 0, 1]);
  const rank = Int32Array.from([0, 2, 1]);
  const pairs: [number, number, number][] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 2, 2],
    [0, 3, 1],
    [1, 3, 0],
    [2, 3, 2],
  ];
  const cases: { layout: string; wId: () => Uint16Array; triangle: boolean }[] = [
    { layout: 'lower triangle (row j: (0, j) … (j−1, j))', triangle: true, wId: () => Uint16Array.from([2, 1, 2, 1, 0, 2]) },
    {
      // The square: (i, j) at j·4 + i; the cells never read (i ≥ j) hold the heaviest id, which must not count.
      layout: 'square (i < j read at j·n + i only)',
      triangle: false,
      wId: () => {
        const w = new Uint16Array(16).fill(1);
        for (const [i, j, id] of pairs) w[j * 4 + i] = id;
        return w;
      },
    },
  ];
  it.each(cases)('$layout', ({ wId, triangle }) => {
    expect([...classPairTops(wId(), triangle, cls, 2, rank)]).toEqual([2, 2, 1, 0]);
  });
});
