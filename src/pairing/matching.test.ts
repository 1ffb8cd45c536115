import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../core/player.js';
import { seededRandom } from '../core/random.js';
import { augmentFrom, hasPerfectMatching, matchingSize, maximumMatching } from './matching.js';

const range = (n: number) => Array.from({ length: n }, (_, k) => k + 1);

/** Adjacency lists over 0..n-1 of the pairs with `may(a + 1, b + 1)`. */
const graphOf = (n: number, may: (a: number, b: number) => boolean): number[][] =>
  Array.from({ length: n }, (_, a) => range(n).flatMap((b) => (b - 1 !== a && may(a + 1, b) ? [b - 1] : [])));

/** Independent of the blossom algorithm: the largest matching by trying every choice for the first vertex. */
function bruteMaximum(vertices: readonly number[], adj: readonly (readonly number[])[]): number {
  if (vertices.length < 2) return 0;
  const [first, ...rest] = vertices;
  let best = bruteMaximum(rest, adj);
  for (const u of rest) if (adj[first!]!.includes(u)) best = Math.max(best, 1 + bruteMaximum(rest.filter((x) => x !== u), adj));
  return best;
}

/** A matching: partners point at each other, along edges, between alive vertices only. */
function expectValidMatching(match: readonly number[], adj: readonly (readonly number[])[], alive: readonly boolean[]): void {
  match.forEach((m, v) => {
    if (m === -1) return;
    expect(match[m]).toBe(v);
    expect(adj[v]).toContain(m);
    expect(alive[v] && alive[m]).toBe(true);
  });
}

describe('maximumMatching (Edmonds)', () => {
  it('augments through an odd cycle (blossom)', () => {
    // The greedy start matches 0–1 and 2–3, leaving 4 (on 0) and 5 (on 2) out. The only augmenting path,
    // 4–0=1–3=2–5, runs through the triangle 1-2-3 the long way: the search reaches 2 as odd from 1 first,
    // and finds the path only by contracting the blossom.
    const adj = [[1, 4], [0, 2, 3], [1, 3, 5], [1, 2], [0], [2]];
    const m = maximumMatching(adj);
    expect(m).toEqual([4, 3, 5, 1, 0, 2]);
  });

  it('of a triangle leaves one vertex out', () => {
    expect(maximumMatching([[1, 2], [0, 2], [0, 1]]).filter((x) => x === -1)).toHaveLength(1);
  });

  it('uses only the alive vertices (keizer.md §4: the bye candidate is left out)', () => {
    // A path 0–1–2–3: with 0 left out, 1–2 is the only pair and 3 stays alone.
    const adj = [[1], [0, 2], [1, 3], [2]];
    const m = maximumMatching(adj, [false, true, true, true]);
    expect(m).toEqual([-1, 2, 1, -1]);
  });

  it('augmentFrom completes a matching from an unmatched vertex, or says there is no path', () => {
    const adj = [[1], [0, 2], [1, 3], [2]];
    const alive = [true, true, true, true];
    const match = [-1, 2, 1, -1];
    expect(augmentFrom(0, adj, alive, match)).toBe(true);
    expect(match).toEqual([1, 0, 3, 2]);
    const stuck = [-1, 2, 1, -1];
    expect(augmentFrom(0, adj, [true, true, true, false], stuck)).toBe(false);
    expect(stuck).toEqual([-1, 2, 1, -1]);
  });

  it('is as large as an exhaustive search finds, on random small graphs with random vertices left out', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(random() * 9);
      const edges = new Set<string>();
      for (let a = 1; a <= n; a++) for (let b = a + 1; b <= n; b++) if (random() < 0.35) edges.add(`${a}-${b}`);
      const adj = graphOf(n, (a, b) => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`));
      const alive = adj.map(() => random() < 0.85);
      const m = maximumMatching(adj, alive);
      expectValidMatching(m, adj, alive);
      expect(matchingSize(m)).toBe(bruteMaximum(range(n).map((k) => k - 1).filter((v) => alive[v]), adj));
    }
  });
});

describe('hasPerfectMatching', () => {
  it('the matching check agrees with an exhaustive search on small graphs', () => {
    const random = seededRandom(99);
    for (let trial = 0; trial < 300; trial++) {
      const n = 2 * (1 + Math.floor(random() * 5));
      const edges = new Set<string>();
      for (let a = 1; a <= n; a++) for (let b = a + 1; b <= n; b++) if (random() < 0.35) edges.add(`${a}-${b}`);
      const may = (a: PlayerId, b: PlayerId) => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
      expect(hasPerfectMatching(range(n), may)).toBe(exhaustivePairing(range(n), may));
    }
  });

  it('an odd number of players, or nobody', () => {
    expect(hasPerfectMatching([1, 2, 3], () => true)).toBe(false);
    expect(hasPerfectMatching([], () => false)).toBe(true);
  });
});

/** Every player paired: the exhaustive maximum covers them all. */
function exhaustivePairing(ids: readonly PlayerId[], may: (a: PlayerId, b: PlayerId) => boolean): boolean {
  const adj = graphOf(ids.length, (a, b) => may(ids[a - 1]!, ids[b - 1]!));
  return bruteMaximum(range(ids.length).map((k) => k - 1), adj) * 2 === ids.length;
}
