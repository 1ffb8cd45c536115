import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../core/player.js';
import { seededInts, seededRandom } from '../core/random.js';
import { CardinalityMatching, hasPerfectMatching, maximumMatching } from './cardinality.js';

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

/** Size of a maximum matching among the vertices of `mask` (exhaustive). */
function nu(n: number, adj: boolean[][], mask: number): number {
  let i = 0;
  while (i < n && !((mask >> i) & 1)) i++;
  if (i >= n) return 0;
  let best = nu(n, adj, mask & ~(1 << i));
  for (let j = i + 1; j < n; j++) if ((mask >> j) & 1 && adj[i]![j]) best = Math.max(best, 1 + nu(n, adj, mask & ~(1 << i) & ~(1 << j)));
  return best;
}

/**
 * A random graph of 3–10 vertices loaded as bit rows into `m` (made for its size), matched with one vertex
 * left unmatched: an odd graph's maximum matching, or a perfect one with a vertex taken out (what the Keizer
 * pairing asks at every board, keizer.md §4). Undefined when the graph has no such matching.
 */
function nearPerfect(rnd: (k: number) => number, matcher: (n: number) => CardinalityMatching) {
  const n = 3 + rnd(8);
  const { adj } = randomGraph(rnd, n, 30 + rnd(65));
  const words = (n + 31) >>> 5;
  const rows = new Uint32Array(n * words);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (adj[a]![b]) rows[a * words + (b >>> 5)]! |= 1 << (b & 31);
  const m = matcher(n);
  m.load(rows);
  let mask = (1 << n) - 1;
  if (n % 2 === 0) {
    if (!m.perfect()) return undefined;
    const gone = rnd(n);
    m.remove(gone);
    mask &= ~(1 << gone);
  } else if (m.maximize() !== 1) return undefined;
  const root = [...Array(n).keys()].find((v) => m.isAlive(v) && m.mateOf(v) < 0)!;
  return { n, adj, m, mask, root, size: nu(n, adj, mask) };
}

/** The matching leaves v and the vertices outside `mask` unmatched, and matches every other vertex along an edge. */
function expectOnlyUnmatched(trial: CardinalityMatching, n: number, adj: boolean[][], mask: number, v: number): void {
  for (let u = 0; u < n; u++) {
    const mate = trial.mateOf(u);
    if (!((mask >> u) & 1) || u === v) expect(mate).toBe(-1);
    else {
      expect(mate).toBeGreaterThanOrEqual(0);
      expect(trial.mateOf(mate)).toBe(u);
      expect(adj[u]![mate]).toBe(true);
    }
  }
}

describe('CardinalityMatching', () => {
  it('removeClique takes out the edges between its vertices and no others, as removeEdge pair by pair does', () => {
    const rnd = rng(23);
    for (let iter = 0; iter < 60; iter++) {
      // Up to 100 vertices: rows of several 32-bit words, groups across word boundaries.
      const n = 2 + rnd(99);
      const { m } = randomGraph(rnd, n, 30 + rnd(70));
      const expected = m.copy();
      const group = [...new Set(Array.from({ length: rnd(n) }, () => rnd(n)))];
      for (const a of group) for (const b of group) if (a < b) expected.removeEdge(a, b);
      m.removeClique(group);
      for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) expect(m.hasEdge(a, b)).toBe(expected.hasEdge(a, b));
    }
  });

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

  it('a clique minus removed edges is the graph of the remaining edges (exhaustive search on the complement)', () => {
    const rnd = rng(12);
    for (let iter = 0; iter < 200; iter++) {
      const n = 2 * (1 + rnd(7));
      const clique = n - rnd(2); // sometimes one more vertex with no edge (a bye vertex not yet joined)
      const m = new CardinalityMatching(n);
      m.addClique(clique);
      const adj = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => i !== j && i < clique && j < clique));
      for (let k = rnd(3 * n); k > 0; k--) {
        const a = rnd(clique);
        const b = rnd(clique);
        if (a === b) continue;
        adj[a]![b] = adj[b]![a] = false;
        m.removeEdge(a, b);
      }
      expect(m.perfect()).toBe(brutePerfect(n, adj, new Array<boolean>(n).fill(true)));
    }
  });

  it('missable: exactly the vertices some maximum matching leaves unmatched (Gallai–Edmonds D)', () => {
    const rnd = rng(7);
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

  // missable on the graphs of a round (nearly everyone may meet), where D is read off short alternating
  // paths, and on the same with a few players who may meet almost nobody (the search decides): 30–90
  // vertices across words, some taken out. v is in D exactly when the graph without v has a maximum
  // matching as large (each checked by a matcher of its own, maximize, not missable).
  it('missable on nearly complete graphs: as the matching sizes without each vertex say', () => {
    const rnd = rng(11);
    for (let iter = 0; iter < 40; iter++) {
      const n = 30 + rnd(60);
      const sparse = iter % 2 === 1 ? 1 + rnd(4) : 0;
      const lonely = new Set(Array.from({ length: sparse }, () => rnd(n)));
      const out = new Set(Array.from({ length: rnd(3) }, () => rnd(n)));
      const edges: [number, number][] = [];
      for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) if (lonely.has(i) || lonely.has(j) ? rnd(100) < 4 : rnd(100) < 95) edges.push([i, j]);
      const graph = (without: number): CardinalityMatching => {
        const g = new CardinalityMatching(n);
        for (const [i, j] of edges) g.addEdge(i, j);
        for (const v of out) g.remove(v);
        if (without >= 0) g.remove(without);
        return g;
      };
      const full = n - out.size - graph(-1).maximize();
      const d = graph(-1).missable();
      for (let v = 0; v < n; v++) {
        if (out.has(v)) continue;
        const without = n - out.size - 1 - graph(v).maximize();
        expect([v, d[v]]).toEqual([v, without === full ? 1 : 0]);
      }
    }
  });

  it('load, missableFrom and unmatchVia: one matcher reloaded, D by one search, any vertex of D made the unmatched one', () => {
    // A maximum matching with one vertex unmatched: an odd graph's, or a perfect one with a vertex taken
    // out (what the Keizer pairing asks at every board, keizer.md §4). D checked by the exhaustive `nu`
    // (v in D when the others have a matching as large), and for each v of D the matching after
    // unmatchVia(v) is checked: as large, along edges, v and only v unmatched.
    const rnd = rng(19);
    const matchers = new Map<number, CardinalityMatching>();
    let checked = 0;
    let outD = 0;
    for (let iter = 0; iter < 400; iter++) {
      const made = nearPerfect(rnd, (n) => matchers.get(n) ?? matchers.set(n, new CardinalityMatching(n)).get(n)!);
      if (made === undefined) continue;
      const { n, adj, m, mask, root, size } = made;
      const before = m.copy();
      const d = m.missableFrom(root).slice();
      for (let v = 0; v < n; v++) {
        if (!((mask >> v) & 1)) continue;
        expect(d[v] === 1).toBe(nu(n, adj, mask & ~(1 << v)) === size);
        if (d[v] !== 1) {
          outD++;
          continue;
        }
        const trial = before.copy();
        trial.missableFrom(root);
        trial.unmatchVia(v);
        expectOnlyUnmatched(trial, n, adj, mask, v);
        checked++;
      }
    }
    // Many vertices of D were made the unmatched one, and D was not everything.
    expect(checked).toBeGreaterThan(500);
    expect(outD).toBeGreaterThan(50);
  });

  it('startMissable and isMissable: D asked a vertex at a time, the search run only as far as asked, unmatchVia after an early stop', () => {
    // As the test above (D by the exhaustive `nu`: v in D when the others have a matching as large), but
    // the vertices asked one by one in a random order of the search resumed, and for each v of D a fresh
    // search stopped as soon as v is marked, then unmatchVia(v): as large, along edges, v and only v unmatched.
    const rnd = rng(23);
    let checked = 0;
    let outD = 0;
    for (let iter = 0; iter < 400; iter++) {
      const made = nearPerfect(rnd, (n) => new CardinalityMatching(n));
      if (made === undefined) continue;
      const { n, adj, m, mask, root, size } = made;
      const before = m.copy();
      const asked = [...Array(n).keys()].filter((v) => (mask >> v) & 1);
      for (let k = asked.length - 1; k > 0; k--) {
        const x = rnd(k + 1);
        [asked[k], asked[x]] = [asked[x]!, asked[k]!];
      }
      m.startMissable(root);
      for (const v of asked) {
        const inD = nu(n, adj, mask & ~(1 << v)) === size;
        expect(m.isMissable(v)).toBe(inD);
        if (!inD) {
          outD++;
          continue;
        }
        const trial = before.copy();
        trial.startMissable(root);
        expect(trial.isMissable(v)).toBe(true);
        trial.unmatchVia(v);
        expectOnlyUnmatched(trial, n, adj, mask, v);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(outD).toBeGreaterThan(50);
  });
});

const range = (n: number) => Array.from({ length: n }, (_, k) => k + 1);

/** Adjacency lists over 0..n-1 of the pairs with `may(a + 1, b + 1)`. */
const graphOf = (n: number, may: (a: number, b: number) => boolean): number[][] =>
  Array.from({ length: n }, (_, a) => range(n).flatMap((b) => (b - 1 !== a && may(a + 1, b) ? [b - 1] : [])));

/** Independent of the blossom algorithm: the largest matching by trying every choice for the first vertex. */
function bruteMaximum(vertices: readonly number[], adj: readonly (readonly number[])[]): number {
  if (vertices.length < 2) return 0;
  const [first, ...rest] = vertices;
  let best = bruteMaximum(rest, adj);
  for (const u of rest)
    if (adj[first!]!.includes(u))
      best = Math.max(
        best,
        1 +
          bruteMaximum(
            rest.filter((x) => x !== u),
            adj,
          ),
      );
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

describe('CardinalityMatching: the searches it leaves out', () => {
  // maximize() stops once one unmatched vertex at most could still be augmented (the matching is then
  // maximum), and perfectWithout() answers no at once for an odd number left: sparse graphs, where the
  // greedy start leaves several unmatched, some for good. (augmentFrom() with no other unmatched vertex:
  // its own exhaustive test below.)
  it('maximize returns how many an exhaustive search leaves unmatched', () => {
    const rnd = rng(23);
    let severalLeft = 0;
    for (let iter = 0; iter < 300; iter++) {
      const n = 3 + rnd(10);
      const { m, adj } = randomGraph(rnd, n, 5 + rnd(30));
      const lists = adj.map((row) => row.flatMap((e, j) => (e ? [j] : [])));
      const best = bruteMaximum(
        range(n).map((k) => k - 1),
        lists,
      );
      const left = m.maximize();
      if (left >= 3) severalLeft++;
      expect(left).toBe(n - 2 * best);
    }
    expect(severalLeft).toBeGreaterThan(50);
  });

  it('perfectWithout agrees with an exhaustive search, from no matching at all', () => {
    const rnd = rng(29);
    let yes = 0;
    for (let iter = 0; iter < 300; iter++) {
      const n = 4 + rnd(9);
      const { m, adj } = randomGraph(rnd, n, 30 + rnd(60));
      const without = [rnd(n), rnd(n)].filter((v, i, a) => a.indexOf(v) === i);
      const alive = range(n).map((k) => !without.includes(k - 1));
      const expected = brutePerfect(n, adj, alive);
      if (expected) yes++;
      expect(m.perfectWithout(without)).toBe(expected);
    }
    expect(yes).toBeGreaterThan(50);
  });
});

describe('CardinalityMatching.augmentFrom', () => {
  it('a vertex put back into a maximum matching: one search from it makes the matching maximum again (exhaustive search)', () => {
    const rnd = rng(14);
    let grew = 0;
    let stayed = 0;
    for (let iter = 0; iter < 300; iter++) {
      const n = 3 + rnd(9);
      const { m, adj } = randomGraph(rnd, n, 15 + rnd(70));
      const x = rnd(n);
      m.remove(x);
      const before = n - 1 - m.maximize();
      m.restore(x);
      const found = m.augmentFrom(x);
      let matched = 0;
      for (let v = 0; v < n; v++) if (m.mateOf(v) >= 0) matched++;
      const lists = adj.map((row) => row.flatMap((edge, u) => (edge ? [u] : [])));
      expect(matched).toBe(2 * bruteMaximum([...lists.keys()], lists));
      expect(matched).toBe(before + (found ? 2 : 0));
      if (found) grew++;
      else stayed++;
    }
    expect(grew).toBeGreaterThan(50);
    expect(stayed).toBeGreaterThan(50);
  });
});

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
    expect(
      maximumMatching([
        [1, 2],
        [0, 2],
        [0, 1],
      ]).filter((x) => x === -1),
    ).toHaveLength(1);
  });

  it('uses only the alive vertices (keizer.md §4: the bye candidate is left out)', () => {
    // A path 0–1–2–3: with 0 left out, 1–2 is the only pair and 3 stays alone.
    const adj = [[1], [0, 2], [1, 3], [2]];
    const m = maximumMatching(adj, [false, true, true, true]);
    expect(m).toEqual([-1, 2, 1, -1]);
  });

  it('perfectWithout answers for the graph without some vertices and leaves the matching as it was', () => {
    // A path 0–1–2–3: without 0 and 1 the pair 2–3 remains; without 0 and 3, 1–2; without 1 and 2, nothing.
    const m = CardinalityMatching.of(4, (a, b) => Math.abs(a - b) === 1);
    expect(m.perfect()).toBe(true);
    expect(m.perfectWithout([0, 1])).toBe(true);
    expect(m.perfectWithout([0, 3])).toBe(true);
    expect(m.perfectWithout([1, 2])).toBe(false);
    expect([0, 1, 2, 3].map((v) => m.mateOf(v))).toEqual([1, 0, 3, 2]);
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
      expect(m.filter((x) => x !== -1).length / 2).toBe(
        bruteMaximum(
          range(n)
            .map((k) => k - 1)
            .filter((v) => alive[v]),
          adj,
        ),
      );
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
  return (
    bruteMaximum(
      range(ids.length).map((k) => k - 1),
      adj,
    ) *
      2 ===
    ids.length
  );
}
