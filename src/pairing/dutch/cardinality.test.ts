import { describe, expect, it } from 'vitest';
import { seededInts } from '../../core/random.js';
import { CardinalityMatching } from './cardinality.js';

/** Is there a perfect matching on the vertices in `alive`? (exhaustive, small graphs only) */
function brutePerfect(n: number, adj: boolean[][], alive: boolean[]): boolean {
  const memo = new Map<number, boolean>();
  const f = (mask: number): boolean => {
    const hit = memo.get(mask);
    if (hit !== undefined) return hit;
    let i = 0;
    while (i < n && ((mask >> i) & 1 || !alive[i])) i++;
    if (i >= n) return true;
    let r = false;
    for (let j = i + 1; j < n && !r; j++) if (alive[j] && !((mask >> j) & 1) && adj[i]![j]) r = f(mask | (1 << i) | (1 << j));
    memo.set(mask, r);
    return r;
  };
  return f(0);
}

const rng = seededInts;

/** A random graph on n vertices: the matcher and its adjacency matrix. */
function randomGraph(rnd: (k: number) => number, n: number, density: number): { m: CardinalityMatching; adj: boolean[][] } {
  const m = new CardinalityMatching(n);
  const adj = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  for (let i = 0; i < n; i++)
    for (let j = 0; j < i; j++)
      if (rnd(100) < density) {
        adj[i]![j] = adj[j]![i] = true;
        m.addEdge(i, j);
      }
  return { m, adj };
}

describe('CardinalityMatching', () => {
  it('agrees with an exhaustive search, also after removing vertices', () => {
    const rnd = rng(11);
    let perfectSeen = 0;
    for (let iter = 0; iter < 400; iter++) {
      const n = 2 * (1 + rnd(7));
      const { m, adj } = randomGraph(rnd, n, 20 + rnd(80));
      const alive = new Array<boolean>(n).fill(true);
      for (let step = 0; step < 3; step++) {
        const expected = brutePerfect(n, adj, alive);
        if (expected) perfectSeen++;
        expect(m.perfect()).toBe(expected);
        const a = rnd(n);
        const b = rnd(n);
        if (a !== b && alive[a] && alive[b]) {
          alive[a] = alive[b] = false;
          m.remove(a);
          m.remove(b);
        }
      }
    }
    expect(perfectSeen).toBeGreaterThan(100);
  });

  it('missable: exactly the vertices some maximum matching leaves unmatched (Gallai–Edmonds D)', () => {
    const rnd = rng(7);
    /** Size of a maximum matching among the vertices of `mask` (exhaustive). */
    const nu = (n: number, adj: boolean[][], mask: number): number => {
      let i = 0;
      while (i < n && !((mask >> i) & 1)) i++;
      if (i >= n) return 0;
      let best = nu(n, adj, mask & ~(1 << i));
      for (let j = i + 1; j < n; j++) if ((mask >> j) & 1 && adj[i]![j]) best = Math.max(best, 1 + nu(n, adj, mask & ~(1 << i) & ~(1 << j)));
      return best;
    };
    let inD = 0;
    let outD = 0;
    for (let iter = 0; iter < 300; iter++) {
      const n = 1 + rnd(10);
      const { m, adj } = randomGraph(rnd, n, 15 + rnd(70));
      const all = (1 << n) - 1;
      const full = nu(n, adj, all);
      const d = m.missable();
      for (let v = 0; v < n; v++) {
        const expected = nu(n, adj, all & ~(1 << v)) === full;
        expect(d[v] === 1).toBe(expected);
        if (expected) inD++;
        else outD++;
      }
    }
    expect(inD).toBeGreaterThan(200);
    expect(outD).toBeGreaterThan(200);
  });
});
