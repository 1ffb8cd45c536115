/**
 * Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm, breadth-first search
 * with blossom contraction via base labels), with vertices that can be removed. The Dutch engine
 * uses it to check that the round can still be completed (C.4): the players still to pair, plus a
 * bye vertex when their number is odd, must have a perfect matching.
 */
export class CardinalityMatching {
  readonly n: number;
  private readonly adj: Uint8Array;
  private readonly mate: Int32Array;
  private readonly alive: Uint8Array;
  // search state
  private readonly base: Int32Array;
  private readonly parent: Int32Array;
  private readonly used: Uint8Array;
  private readonly inBlossom: Uint8Array;
  private readonly queue: Int32Array;
  private readonly lcaMark: Uint8Array;

  constructor(n: number) {
    this.n = n;
    this.adj = new Uint8Array(n * n);
    this.mate = new Int32Array(n).fill(-1);
    this.alive = new Uint8Array(n).fill(1);
    this.base = new Int32Array(n);
    this.parent = new Int32Array(n);
    this.used = new Uint8Array(n);
    this.inBlossom = new Uint8Array(n);
    this.queue = new Int32Array(n);
    this.lcaMark = new Uint8Array(n);
  }

  addEdge(a: number, b: number): void {
    this.adj[a * this.n + b] = 1;
    this.adj[b * this.n + a] = 1;
  }

  /** Takes a vertex out of the graph (its mate, if any, becomes unmatched). */
  remove(v: number): void {
    if (!this.alive[v]) return;
    this.alive[v] = 0;
    const m = this.mate[v]!;
    if (m >= 0) this.mate[m] = -1;
    this.mate[v] = -1;
  }

  /** Augments until maximum; true when every remaining vertex is matched. */
  perfect(): boolean {
    const n = this.n;
    // Greedy start for unmatched vertices, then augmenting paths.
    for (let v = 0; v < n; v++) {
      if (!this.alive[v] || this.mate[v]! >= 0) continue;
      const row = v * n;
      for (let u = 0; u < n; u++) {
        if (this.adj[row + u] && this.alive[u] && this.mate[u]! < 0 && u !== v) {
          this.mate[v] = u;
          this.mate[u] = v;
          break;
        }
      }
    }
    let ok = true;
    for (let v = 0; v < n; v++) {
      if (!this.alive[v] || this.mate[v]! >= 0) continue;
      if (!this.augment(v)) ok = false;
    }
    return ok;
  }

  /**
   * The vertices that some maximum matching leaves unmatched (the set D of the Gallai–Edmonds
   * decomposition): those an even alternating path joins to an unmatched vertex. Makes the matching
   * maximum first.
   */
  missable(): Uint8Array {
    this.perfect();
    const d = new Uint8Array(this.n);
    for (let r = 0; r < this.n; r++) {
      if (!this.alive[r] || this.mate[r]! >= 0) continue;
      // The matching is maximum, so the search fails; it marks `used` every vertex at even distance.
      this.augment(r);
      for (let i = 0; i < this.n; i++) if (this.used[i] && this.alive[i]) d[i] = 1;
    }
    return d;
  }

  private lca(a0: number, b0: number): number {
    this.lcaMark.fill(0);
    let a = a0;
    for (;;) {
      a = this.base[a]!;
      this.lcaMark[a] = 1;
      if (this.mate[a]! < 0) break;
      a = this.parent[this.mate[a]!]!;
    }
    let b = b0;
    for (;;) {
      b = this.base[b]!;
      if (this.lcaMark[b]) return b;
      b = this.parent[this.mate[b]!]!;
    }
  }

  private markPath(v0: number, b: number, child0: number): void {
    let v = v0;
    let child = child0;
    while (this.base[v] !== b) {
      this.inBlossom[this.base[v]!] = 1;
      this.inBlossom[this.base[this.mate[v]!]!] = 1;
      this.parent[v] = child;
      child = this.mate[v]!;
      v = this.parent[this.mate[v]!]!;
    }
  }

  /** Breadth-first search for an augmenting path from the unmatched vertex root; augments if found. */
  private augment(root: number): boolean {
    const n = this.n;
    this.used.fill(0);
    this.parent.fill(-1);
    for (let i = 0; i < n; i++) this.base[i] = i;
    this.used[root] = 1;
    let qh = 0;
    let qt = 0;
    this.queue[qt++] = root;
    while (qh < qt) {
      const v = this.queue[qh++]!;
      const row = v * n;
      for (let to = 0; to < n; to++) {
        if (!this.adj[row + to] || !this.alive[to]) continue;
        if (this.base[v] === this.base[to] || this.mate[v] === to) continue;
        if (to === root || (this.mate[to]! >= 0 && this.parent[this.mate[to]!] !== -1)) {
          const cur = this.lca(v, to);
          this.inBlossom.fill(0);
          this.markPath(v, cur, to);
          this.markPath(to, cur, v);
          for (let i = 0; i < n; i++) {
            if (this.inBlossom[this.base[i]!]) {
              this.base[i] = cur;
              if (!this.used[i]) {
                this.used[i] = 1;
                this.queue[qt++] = i;
              }
            }
          }
        } else if (this.parent[to] === -1) {
          this.parent[to] = v;
          if (this.mate[to]! < 0) {
            // Augment along the path.
            let u = to;
            while (u !== -1) {
              const pv = this.parent[u]!;
              const ppv = this.mate[pv]!;
              this.mate[u] = pv;
              this.mate[pv] = u;
              u = ppv;
            }
            return true;
          }
          const m = this.mate[to]!;
          if (!this.used[m]) {
            this.used[m] = 1;
            this.queue[qt++] = m;
          }
        }
      }
    }
    return false;
  }
}
