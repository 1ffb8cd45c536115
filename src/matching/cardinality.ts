/**
 * Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm: breadth-first search with
 * blossoms contracted through base labels), kept up to date while vertices and edges are taken out.
 *
 * The pairing engines ask one question of it: can the players not yet paired still all be paired?
 * The Dutch engine keeps one for the whole round (C.04.3 2017 C.4, 2025 C4, with a bye vertex when the
 * number of players is odd); Keizer and the Elo-points system ask it while they pair from the top
 * (keizer.md §4 "back up", §5 completing the round).
 */
export class CardinalityMatching {
  readonly n: number;
  /** The edges, one bit each: row v holds v's neighbours in `words` 32-bit words. */
  private readonly adj: Uint32Array;
  private readonly words: number;
  private mate: Int32Array;
  private alive: Uint8Array;
  /** `alive` as bits, in the layout of a row: a row's word masked with it holds the live neighbours only. */
  private aliveBits: Uint32Array;
  /** Work bits: the unmatched vertices a search looks for first (`search`), or those `matchGreedily` may take. */
  private readonly freeBits: Uint32Array;
  // search state
  private readonly base: Int32Array;
  private readonly parent: Int32Array;
  private readonly used: Uint8Array;
  /** Marks of the present blossom contraction and of the present lca walk: equal to `stamp` when set. */
  private readonly inBlossom: Int32Array;
  private readonly queue: Int32Array;
  private readonly lcaMark: Int32Array;
  private stamp = 0;
  /** The vertices the last search changed (used, parent or base), to reset only those. */
  private readonly touched: Int32Array;
  private touchedCount = 0;
  /** The search `startMissable` began and `isMissable` runs on: its root and its queue's head and end. */
  private markRoot = -1;
  private markHead = 0;
  private markEnd = 0;

  constructor(n: number) {
    this.n = n;
    this.words = (n + 31) >>> 5;
    this.adj = new Uint32Array(n * this.words);
    this.mate = new Int32Array(n).fill(-1);
    this.alive = new Uint8Array(n).fill(1);
    this.aliveBits = allBits(n, this.words);
    this.freeBits = new Uint32Array(this.words);
    this.base = new Int32Array(n);
    this.parent = new Int32Array(n);
    this.used = new Uint8Array(n);
    this.inBlossom = new Int32Array(n);
    this.queue = new Int32Array(n);
    this.lcaMark = new Int32Array(n);
    this.touched = new Int32Array(3 * n);
    this.parent.fill(-1);
    for (let i = 0; i < n; i++) this.base[i] = i;
  }

  /** The graph on items 0 … n−1 with an edge wherever `mayMeet(a, b)`. */
  static of(n: number, mayMeet: (a: number, b: number) => boolean): CardinalityMatching {
    const m = new CardinalityMatching(n);
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (mayMeet(a, b)) m.addEdge(a, b);
    return m;
  }

  /**
   * The subgraph on `vertices` (its vertices 0 … length − 1 in that order), with `extra` more vertices
   * without edges; unmatched. Reads this graph's rows a bit at a time, without a question per pair.
   */
  induced(vertices: readonly number[], extra = 0): CardinalityMatching {
    const m = vertices.length;
    const g = new CardinalityMatching(m + extra);
    const adj = this.adj;
    for (let a = 0; a < m; a++) {
      const row = vertices[a]! * this.words;
      for (let b = a + 1; b < m; b++) {
        const v = vertices[b]!;
        if ((adj[row + (v >>> 5)]! & (1 << (v & 31))) !== 0) g.addEdge(a, b);
      }
    }
    return g;
  }

  /** A matcher of its own with the same edges, vertices and matching. */
  copy(): CardinalityMatching {
    const m = new CardinalityMatching(this.n);
    m.adj.set(this.adj);
    m.mate = this.mate.slice();
    m.alive = this.alive.slice();
    m.aliveBits = this.aliveBits.slice();
    return m;
  }

  addEdge(a: number, b: number): void {
    this.adj[a * this.words + (b >>> 5)]! |= 1 << (b & 31);
    this.adj[b * this.words + (a >>> 5)]! |= 1 << (a & 31);
  }

  /** Joins every two of the vertices 0 … m−1 (a dense graph is then made by taking out the few pairs that are not edges). */
  addClique(m: number): void {
    for (let a = 0; a < m; a++) {
      const row = a * this.words;
      this.adj.fill(0xffffffff, row, row + (m >>> 5));
      if (m & 31) this.adj[row + (m >>> 5)]! |= (1 << (m & 31)) - 1;
      this.adj[row + (a >>> 5)]! &= ~(1 << (a & 31));
    }
  }

  /**
   * The rows of edge bits themselves (row v: v's neighbours in (n + 31) >>> 5 words), not a copy: for a
   * caller that takes the graph over and no longer asks this matcher anything.
   */
  edgeBits(): Uint32Array {
    return this.adj;
  }

  hasEdge(a: number, b: number): boolean {
    return (this.adj[a * this.words + (b >>> 5)]! & (1 << (b & 31))) !== 0;
  }

  removeEdge(a: number, b: number): void {
    this.adj[a * this.words + (b >>> 5)]! &= ~(1 << (b & 31));
    this.adj[b * this.words + (a >>> 5)]! &= ~(1 << (a & 31));
  }

  /** Takes out every edge between two of `vertices`: each of their rows loses the group a word (32 vertices) at a time. */
  removeClique(vertices: readonly number[]): void {
    const words = this.words;
    const group = new Uint32Array(words);
    for (const v of vertices) group[v >>> 5]! |= 1 << (v & 31);
    for (const v of vertices) {
      const row = v * words;
      for (let k = 0; k < words; k++) this.adj[row + k]! &= ~group[k]!;
    }
  }

  /** Takes a vertex out of the graph (its mate, if any, becomes unmatched). */
  remove(v: number): void {
    if (!this.alive[v]) return;
    this.alive[v] = 0;
    this.aliveBits[v >>> 5]! &= ~(1 << (v & 31));
    const m = this.mate[v]!;
    if (m >= 0) this.mate[m] = -1;
    this.mate[v] = -1;
  }

  /** Puts a removed vertex back, unmatched (its edges are as they were). */
  restore(v: number): void {
    this.alive[v] = 1;
    this.aliveBits[v >>> 5]! |= 1 << (v & 31);
    this.mate[v] = -1;
  }

  /** Matches a–b (an edge), leaving their former mates unmatched. */
  pair(a: number, b: number): void {
    for (const v of [a, b]) {
      const m = this.mate[v]!;
      if (m >= 0) this.mate[m] = -1;
    }
    this.mate[a] = b;
    this.mate[b] = a;
  }

  isAlive(v: number): boolean {
    return this.alive[v] === 1;
  }

  /** Word k of the live vertices as bits (the layout of a row): `row & aliveWord(k)` leaves the live neighbours. */
  aliveWord(k: number): number {
    return this.aliveBits[k]!;
  }

  /** The mate of v in the present matching, or −1. */
  mateOf(v: number): number {
    return this.mate[v]!;
  }

  /**
   * Matches each of the given unmatched vertices to its first unmatched neighbour, if any. The unmatched
   * vertices are kept as bits too, so that a row is read a word (32 vertices) at a time.
   */
  private matchGreedily(vertices: readonly number[]): void {
    const words = this.words;
    const open = this.freeBits.fill(0);
    for (let u = 0; u < this.n; u++) if (this.alive[u] && this.mate[u]! < 0) open[u >>> 5]! |= 1 << (u & 31);
    for (const v of vertices) {
      if (!this.alive[v] || this.mate[v]! >= 0) continue;
      open[v >>> 5]! &= ~(1 << (v & 31));
      const row = v * words;
      for (let k = 0; k < words; k++) {
        const bits = this.adj[row + k]! & open[k]!;
        if (bits === 0) continue;
        const u = (k << 5) + 31 - Math.clz32(bits & -bits);
        open[k]! &= ~(1 << (u & 31));
        this.mate[v] = u;
        this.mate[u] = v;
        break;
      }
    }
  }

  /** Augments to a maximum matching; returns the number of vertices left unmatched. */
  maximize(): number {
    const n = this.n;
    // Greedy start for unmatched vertices, then augmenting paths.
    const free: number[] = [];
    for (let v = 0; v < n; v++) if (this.alive[v] && this.mate[v]! < 0) free.push(v);
    this.matchGreedily(free);
    // A matching that leaves one vertex unmatched at most is maximum: no search (it would only fail).
    let open = 0;
    for (const v of free) if (this.mate[v]! < 0) open++;
    let unmatched = 0;
    for (let v = 0; v < n && open > 1; v++) {
      if (!this.alive[v] || this.mate[v]! >= 0) continue;
      if (this.augment(v, free)) open -= 2;
      else {
        unmatched++;
        open--;
      }
    }
    return unmatched + open;
  }

  /**
   * Matches the unmatched vertex v if an augmenting path starts at it; true if so. With the matching
   * maximum before v was put back (restore) or given edges, the result is maximum: only paths from v
   * are new, so the searches from the other unmatched vertices that maximize() would repeat are spared.
   */
  augmentFrom(v: number): boolean {
    const free: number[] = [];
    for (let u = 0; u < this.n; u++) if (this.alive[u] && this.mate[u]! < 0 && u !== v) free.push(u);
    // An augmenting path ends at another unmatched vertex: without one, there is none.
    return free.length > 0 && this.augment(v, free);
  }

  /** Augments until maximum; true when every remaining vertex is matched. */
  perfect(): boolean {
    return this.maximize() === 0;
  }

  /**
   * Whether the remaining vertices other than `without` have a perfect matching. Leaves the matcher as
   * it was (the search runs on a copy of the matching, from the present one).
   */
  perfectWithout(without: readonly number[]): boolean {
    const mate = this.mate.slice();
    const alive = this.alive.slice();
    const aliveBits = this.aliveBits.slice();
    for (const v of without) this.remove(v);
    const free: number[] = [];
    for (let v = 0; v < this.n; v++) if (this.alive[v] && this.mate[v]! < 0) free.push(v);
    this.matchGreedily(free);
    let open = 0;
    for (const v of free) if (this.mate[v]! < 0) open++;
    // An odd number of vertices left has no perfect matching (the searches would only fail).
    let ok = open % 2 === 0;
    if (ok)
      for (const v of free) {
        // Without an augmenting path from v now, there is none later either (Edmonds): v stays unmatched.
        if (this.mate[v]! < 0 && !this.augment(v, free)) {
          ok = false;
          break;
        }
      }
    this.mate = mate;
    this.alive = alive;
    this.aliveBits = aliveBits;
    return ok;
  }

  /**
   * The vertices that some maximum matching leaves unmatched (the set D of the Gallai–Edmonds
   * decomposition): those an even alternating path joins to an unmatched vertex. Makes the matching
   * maximum first.
   */
  missable(): Uint8Array {
    this.maximize();
    const d = this.missableNear();
    if (d) return d;
    return this.missableBySearch();
  }

  /**
   * D by short even alternating paths alone, where they reach every vertex (a graph where nearly everyone
   * may meet: Edmonds' search there contracts a blossom for nearly every edge): a root r (unmatched) is in
   * D; so is v when r may meet v's mate m (the path r – m – v), or when m may meet the mate y ≠ v of some x
   * whom r may meet (r – x – y – m – v: five distinct vertices, as y ≠ v gives x ≠ m). Undefined when some
   * vertex is left undecided (the search decides).
   */
  private missableNear(): Uint8Array | undefined {
    const { n, words, adj, mate } = this;
    const d = new Uint8Array(n);
    // The roots' neighbours, then their mates (E2: the vertices two steps from a root).
    const near = new Uint32Array(words);
    let roots = 0;
    for (let r = 0; r < n; r++) {
      if (!this.alive[r] || mate[r]! >= 0) continue;
      roots++;
      d[r] = 1;
      for (let k = 0; k < words; k++) near[k]! |= adj[r * words + k]! & this.aliveBits[k]!;
    }
    if (roots === 0) return d;
    const two = new Uint32Array(words);
    for (let k = 0; k < words; k++) {
      let bits = near[k]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const m = mate[(k << 5) + 31 - Math.clz32(low)]!;
        if (m >= 0) two[m >>> 5]! |= 1 << (m & 31);
      }
    }
    for (let v = 0; v < n; v++) {
      if (!this.alive[v] || d[v]) continue;
      if ((two[v >>> 5]! >>> (v & 31)) & 1) {
        d[v] = 1;
        continue;
      }
      const row = mate[v]! * words;
      let found = false;
      for (let k = 0; k < words && !found; k++) {
        if ((adj[row + k]! & two[k]!) !== 0) found = true; // v itself is not in E2
      }
      if (!found) return undefined;
      d[v] = 1;
    }
    return d;
  }

  /** D by Edmonds' search from each unmatched vertex (the matching maximum). */
  private missableBySearch(): Uint8Array {
    const d = new Uint8Array(this.n);
    for (let r = 0; r < this.n; r++) {
      if (!this.alive[r] || this.mate[r]! >= 0) continue;
      // The matching is maximum, so Edmonds' search fails (the search without blossoms would fail first
      // for nothing); it marks `used` every vertex at even distance.
      this.search(r, true, []);
      for (let i = 0; i < this.n; i++) if (this.used[i] && this.alive[i]) d[i] = 1;
    }
    return d;
  }

  /**
   * Makes this the graph of the bit rows `rows` (the layout of the edges here: row v holds v's neighbours
   * in (n + 31) >>> 5 words, symmetric), with every vertex back and nothing matched: one matcher serves
   * graph after graph of the same size without a new one each time.
   */
  load(rows: Uint32Array): void {
    this.adj.set(rows.subarray(0, this.adj.length));
    this.mate.fill(-1);
    this.alive.fill(1);
    this.aliveBits.set(allBits(this.n, this.words));
  }

  /**
   * The vertices that some maximum matching leaves unmatched (D of Gallai–Edmonds, as `missable`) when
   * the matching is maximum and `root` is its one unmatched vertex: one search from root, whose marks are
   * the answer (1 = in D). The marks are this matcher's own, valid until its next search; `unmatchVia`
   * then makes any of them the unmatched one.
   */
  missableFrom(root: number): Uint8Array {
    // No augmenting path exists (one unmatched vertex): the search fails and marks every even vertex.
    this.search(root, true, []);
    return this.used;
  }

  /**
   * Begins the search of `missableFrom(root)` (same conditions: the matching maximum, root its one
   * unmatched vertex) without running it: `isMissable` runs it only as far as a question needs, so that
   * the first of a few candidates found in D ends it early (keizer.md §4 backs up to the next opponent
   * only when the present one fails). `unmatchVia` then works as after `missableFrom`.
   */
  startMissable(root: number): void {
    this.resetSearch();
    this.used[root] = 1;
    this.touched[this.touchedCount++] = root;
    this.queue[0] = root;
    this.markRoot = root;
    this.markHead = 0;
    this.markEnd = 1;
  }

  /**
   * Whether v is in D (as `missableFrom(root)[v]`, root that of `startMissable`): the search goes on
   * from where it stopped until it marks v or ends. Marks are never taken back within a search, and
   * every even vertex has its alternating path from root at all times (Edmonds), so stopping early
   * answers as the whole search would.
   */
  isMissable(v: number): boolean {
    const words = this.words;
    const root = this.markRoot;
    let qh = this.markHead;
    let qt = this.markEnd;
    while (this.used[v] === 0 && qh < qt) {
      const u = this.queue[qh++]!;
      const row = u * words;
      for (let k = 0; k < words; k++) {
        // The live neighbours only (a taken-out vertex is passed over).
        let bits = this.adj[row + k]! & this.aliveBits[k]!;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          const to = (k << 5) + 31 - Math.clz32(low);
          if (this.base[u] === this.base[to] || this.mate[u] === to) continue;
          if (to === root || (this.mate[to]! >= 0 && this.parent[this.mate[to]!] !== -1)) qt = this.contract(u, to, qt);
          else if (this.parent[to] === -1) {
            this.parent[to] = u;
            this.touched[this.touchedCount++] = to;
            const m = this.mate[to]!;
            if (m < 0) {
              // Not a maximum matching after all: augment, as the search of missableFrom does, and end.
              this.flip(to);
              this.markHead = this.markEnd = 0;
              return (this.used[v] as number) === 1;
            }
            if (!this.used[m]) {
              this.used[m] = 1;
              this.touched[this.touchedCount++] = m;
              this.queue[qt++] = m;
            }
          }
        }
      }
    }
    this.markHead = qh;
    this.markEnd = qt;
    return this.used[v] === 1;
  }

  /**
   * After `missableFrom(root)` marked v: switches the matching along the even alternating path from root
   * to v (the search's tree), so that v is unmatched and root matched, the size of the matching kept.
   * That is an augmenting path to a vertex joined to v only (Edmonds), walked back from v's mate.
   */
  unmatchVia(v: number): void {
    const u = this.mate[v]!;
    if (u < 0) return; // v is the root
    this.mate[v] = -1;
    this.flip(u);
  }

  /** Augments along the tree path that ends at the unmatched vertex `end` (its parent set). */
  private flip(end: number): void {
    let u = end;
    while (u !== -1) {
      const pv = this.parent[u]!;
      const ppv = this.mate[pv]!;
      this.mate[u] = pv;
      this.mate[pv] = u;
      u = ppv;
    }
  }

  /** The base of the blossom that a new odd cycle through a and b forms (`stamp` is the walk's own). */
  private lca(a0: number, b0: number): number {
    const mark = this.stamp;
    let a = a0;
    for (;;) {
      a = this.base[a]!;
      this.lcaMark[a] = mark;
      if (this.mate[a]! < 0) break;
      a = this.parent[this.mate[a]!]!;
    }
    let b = b0;
    for (;;) {
      b = this.base[b]!;
      if (this.lcaMark[b] === mark) return b;
      b = this.parent[this.mate[b]!]!;
    }
  }

  private markPath(v0: number, b: number, child0: number): void {
    const mark = this.stamp;
    let v = v0;
    let child = child0;
    while (this.base[v] !== b) {
      this.inBlossom[this.base[v]!] = mark;
      this.inBlossom[this.base[this.mate[v]!]!] = mark;
      this.parent[v] = child;
      child = this.mate[v]!;
      v = this.parent[this.mate[v]!]!;
    }
  }

  /**
   * Looks for an augmenting path from the unmatched vertex root and augments along it if there is one.
   * First without blossoms: in the dense graphs of a round (everyone may meet nearly everyone) the
   * alternating tree reaches an unmatched vertex in two steps, where Edmonds' search would first contract
   * a blossom for nearly every edge out of the root. Only when that finds no path (there may be none, or
   * one through an odd cycle) does Edmonds' search run; its failure is final. `free`: the vertices that
   * may be unmatched, looked at first (a vertex missing from it is still found, later).
   */
  private augment(root: number, free: readonly number[]): boolean {
    return this.search(root, false, free) || this.search(root, true, free);
  }

  /**
   * Puts the unmatched live vertices of `free` other than `root` into `freeBits`; false (and the bits
   * not to be used) when `free` is not in ascending order.
   */
  private unmatchedOf(free: readonly number[], root: number): boolean {
    const ends = this.freeBits;
    ends.fill(0);
    let last = -1;
    for (let k = 0; k < free.length; k++) {
      const u = free[k]!;
      if (u <= last) return false;
      last = u;
      if (this.alive[u] && this.mate[u]! < 0 && u !== root) ends[u >>> 5]! |= 1 << (u & 31);
    }
    return true;
  }

  /** Forgets the last search (only the vertices it changed). */
  private resetSearch(): void {
    for (let k = 0; k < this.touchedCount; k++) {
      const v = this.touched[k]!;
      this.used[v] = 0;
      this.parent[v] = -1;
      this.base[v] = v;
    }
    this.touchedCount = 0;
  }

  /**
   * Breadth-first search of the alternating tree from root: even vertices are `used`, odd ones have a
   * `parent`. With `blossoms`, odd cycles are contracted into their base (Edmonds); without, an edge
   * between two vertices of the tree is passed over. Each vertex taken from the queue looks for an
   * unmatched neighbour first, among `free` (an unmatched vertex other than the root is never in the
   * tree: that edge ends the search).
   */
  private search(root: number, blossoms: boolean, free: readonly number[]): boolean {
    const words = this.words;
    this.resetSearch();
    this.used[root] = 1;
    this.touched[this.touchedCount++] = root;
    // The unmatched live vertices of `free` but the root, as bits: nothing is matched or taken out during
    // the search, so a row masked with them holds v's unmatched neighbours among `free`, and in ascending
    // order the lowest is the first of the list (a list not ascending is looked through as it is).
    const ends = this.freeBits;
    const ascending = this.unmatchedOf(free, root);
    let qh = 0;
    let qt = 0;
    this.queue[qt++] = root;
    while (qh < qt) {
      const v = this.queue[qh++]!;
      const row = v * this.words;
      let to = -1;
      if (ascending) {
        for (let k = 0; k < words && to < 0; k++) {
          const bits = this.adj[row + k]! & ends[k]!;
          if (bits !== 0) to = (k << 5) + 31 - Math.clz32(bits & -bits);
        }
      } else
        for (let k = 0; k < free.length && to < 0; k++) {
          const u = free[k]!;
          if ((this.adj[row + (u >>> 5)]! >>> (u & 31)) & 1 && this.alive[u] && this.mate[u]! < 0 && u !== root) to = u;
        }
      if (to >= 0) {
        this.parent[to] = v;
        this.touched[this.touchedCount++] = to;
        this.flip(to);
        return true;
      }
      // v's neighbours in order, a word of the row at a time.
      for (let k = 0; k < words; k++) {
        let bits = this.adj[row + k]! & this.aliveBits[k]!;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          const to = (k << 5) + 31 - Math.clz32(low);
          if (this.base[v] === this.base[to] || this.mate[v] === to) continue;
          if (to === root || (this.mate[to]! >= 0 && this.parent[this.mate[to]!] !== -1)) {
            if (blossoms) qt = this.contract(v, to, qt);
          } else if (this.parent[to] === -1) {
            this.parent[to] = v;
            this.touched[this.touchedCount++] = to;
            const m = this.mate[to]!;
            if (m < 0) {
              // Unmatched though not among `free` (the look above ends the search at those first).
              this.flip(to);
              return true;
            }
            if (!this.used[m]) {
              this.used[m] = 1;
              this.touched[this.touchedCount++] = m;
              this.queue[qt++] = m;
            }
          }
        }
      }
    }
    return false;
  }

  /**
   * The odd cycle closed by the edge v–to becomes one blossom: its vertices take its base, and those that
   * were odd become even (queued). Only vertices of the tree (touched) can be in it. Returns the queue's end.
   */
  private contract(v: number, to: number, qt0: number): number {
    let qt = qt0;
    if (++this.stamp === 0x40000000) {
      this.stamp = 1;
      this.inBlossom.fill(0);
      this.lcaMark.fill(0);
    }
    const cur = this.lca(v, to);
    this.markPath(v, cur, to);
    this.markPath(to, cur, v);
    const inTree = this.touchedCount;
    for (let k = 0; k < inTree; k++) {
      const i = this.touched[k]!;
      if (this.inBlossom[this.base[i]!] === this.stamp) {
        this.base[i] = cur;
        if (!this.used[i]) {
          this.used[i] = 1;
          this.touched[this.touchedCount++] = i;
          this.queue[qt++] = i;
        }
      }
    }
    return qt;
  }
}

/** Bits 0 … n − 1 set, in `words` words. */
function allBits(n: number, words: number): Uint32Array {
  const bits = new Uint32Array(words).fill(0xffffffff);
  if (n & 31) bits[words - 1] = (1 << (n & 31)) - 1;
  return bits;
}

/**
 * A maximum matching of the graph given as adjacency lists over 0 … n−1, restricted to the `alive`
 * vertices: the partner of each vertex, or −1.
 */
export function maximumMatching(adj: readonly (readonly number[])[], alive: readonly boolean[] = adj.map(() => true)): number[] {
  const m = new CardinalityMatching(adj.length);
  adj.forEach((list, v) => {
    list.forEach((u) => {
      m.addEdge(v, u);
    });
  });
  alive.forEach((a, v) => {
    if (!a) m.remove(v);
  });
  m.maximize();
  return adj.map((_, v) => m.mateOf(v));
}

/** True when the items can all be paired with each other, only pairs with `mayMeet(a, b)`. */
export function hasPerfectMatching<T>(items: readonly T[], mayMeet: (a: T, b: T) => boolean): boolean {
  if (items.length % 2 === 1) return false;
  return CardinalityMatching.of(items.length, (a, b) => mayMeet(items[a]!, items[b]!)).perfect();
}
