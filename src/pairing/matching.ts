/**
 * Maximum cardinality matching in a general graph (Edmonds' blossom algorithm, O(n³)). The pairing engines
 * use it to tell at once whether the players not yet paired can still all be paired under the repeat rule
 * (keizer.md §4 "back up", §5 completing the round), so that a round is completed whenever any legal
 * completion exists.
 *
 * A graph is given as adjacency lists over the vertices 0..n-1 (each edge listed at both ends). A matching
 * is an array `match` with the partner of each vertex, or -1.
 */

/**
 * Tries to augment `match` (-1 = unmatched) by a path from the unmatched vertex `root`, using only vertices
 * with `alive[v]`. Changes `match` and returns true when it found one.
 */
export function augmentFrom(root: number, adj: readonly (readonly number[])[], alive: readonly boolean[], match: number[]): boolean {
  const n = adj.length;
  const parent = new Array<number>(n).fill(-1);
  const base = Array.from({ length: n }, (_, i) => i);
  const inTree = new Array<boolean>(n).fill(false);
  const queue: number[] = [root];
  inTree[root] = true;

  const lca = (a: number, b: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    for (;;) {
      a = base[a]!;
      seen[a] = true;
      if (match[a] === -1) break;
      a = parent[match[a]!]!;
    }
    for (;;) {
      b = base[b]!;
      if (seen[b]) return b;
      b = parent[match[b]!]!;
    }
  };
  const markBlossom = (v: number, b: number, child: number, inBlossom: boolean[]) => {
    while (base[v] !== b) {
      inBlossom[base[v]!] = true;
      inBlossom[base[match[v]!]!] = true;
      parent[v] = child;
      child = match[v]!;
      v = parent[match[v]!]!;
    }
  };

  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    for (const to of adj[v]!) {
      if (!alive[to] || base[v] === base[to] || match[v] === to) continue;
      if (to === root || (match[to] !== -1 && parent[match[to]!] !== -1)) {
        // An odd cycle: contract the blossom into its base.
        const b = lca(v, to);
        const inBlossom = new Array<boolean>(n).fill(false);
        markBlossom(v, b, to, inBlossom);
        markBlossom(to, b, v, inBlossom);
        for (let i = 0; i < n; i++) {
          if (inBlossom[base[i]!]) {
            base[i] = b;
            if (!inTree[i]) {
              inTree[i] = true;
              queue.push(i);
            }
          }
        }
      } else if (parent[to] === -1) {
        parent[to] = v;
        if (match[to] === -1) {
          // Augmenting path found: flip it.
          let u = to;
          while (u !== -1) {
            const pu = parent[u]!;
            const next = match[pu]!;
            match[u] = pu;
            match[pu] = u;
            u = next;
          }
          return true;
        }
        inTree[match[to]!] = true;
        queue.push(match[to]!);
      }
    }
  }
  return false;
}

/**
 * A maximum matching of the graph (adjacency lists over 0..n-1) restricted to the `alive` vertices.
 * Returns the partner of each vertex, or -1.
 */
export function maximumMatching(adj: readonly (readonly number[])[], alive: readonly boolean[] = adj.map(() => true)): number[] {
  const match = new Array<number>(adj.length).fill(-1);
  // A greedy start, then augment from every vertex left unmatched.
  for (let v = 0; v < adj.length; v++) {
    if (!alive[v] || match[v] !== -1) continue;
    const to = adj[v]!.find((u) => alive[u] && match[u] === -1 && u !== v);
    if (to !== undefined) {
      match[v] = to;
      match[to] = v;
    }
  }
  for (let v = 0; v < adj.length; v++) if (alive[v] && match[v] === -1) augmentFrom(v, adj, alive, match);
  return match;
}

/** Number of pairs in a matching (`match` as returned by `maximumMatching`). */
export function matchingSize(match: readonly number[]): number {
  return match.filter((x) => x !== -1).length / 2;
}

/** True when the items can all be paired with each other, only pairs with `mayMeet(a, b)`. */
export function hasPerfectMatching<T>(items: readonly T[], mayMeet: (a: T, b: T) => boolean): boolean {
  const n = items.length;
  if (n % 2 === 1) return false;
  if (n === 0) return true;
  const adj: number[][] = items.map(() => []);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (mayMeet(items[i]!, items[j]!)) {
        adj[i]!.push(j);
        adj[j]!.push(i);
      }
  return matchingSize(maximumMatching(adj)) * 2 === n;
}
