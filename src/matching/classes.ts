/**
 * The best pairing of vertex classes: the linear relaxation of a maximum-weight matching taken over
 * classes of vertices instead of vertices, with its duals. When a graph is made of a few classes of
 * interchangeable vertices (every edge between two classes weighs at most that pair's weight, most of them
 * exactly), as a Swiss bracket's graph is, these duals are nearly optimal for the graph itself and the
 * class pairs tell which pairs to form: the weighted matcher starts from them (weighted.ts,
 * startFromClasses) instead of from nothing.
 *
 * Solved exactly (bigints) as a transportation problem on the bipartite double cover: each class on both
 * sides, its size the supply on the left and the capacity on the right, an arc of weight w(s, t) from left
 * s to right t (Schrijver, Combinatorial Optimization, § 30.3: the double cover's optimum, made symmetric,
 * is the fractional b-matching optimum). The primal-dual method finds the optimum (shortest paths with
 * potentials, Dijkstra, dense, then the flow along every shortest path; see transport); the duals are the
 * distances in its residual network. A two-sided class graph (no class pair on one side, as a bracket's S1
 * against S2) is solved on its own sides only: half the network.
 *
 * Loops over arrays are indexed, not for-of: `arbiter dutch` runs this before the JIT has optimized it,
 * and there for-of makes an iterator result at every step (issue 17).
 */

export interface ClassOptimum {
  /**
   * pairs[s·T + t]: twice the number of pairs between classes s and t in a symmetric optimum (the same at
   * [t·T + s]; for s = t, twice the pairs within class s). Half-integral optima give odd values.
   */
  readonly pairs: Float64Array;
  /**
   * Each class's vertex dual in the weighted matcher's convention (doubled): du[s] + du[t] ≥ 2·w(s, t) for
   * every class pair with an edge, with equality where pairs > 0; du[s] > 0 only for a class whose
   * vertices the optimum pairs all.
   */
  readonly duals: readonly bigint[];
}

/**
 * `sizes[s]`: the vertices of class s; `weight[s·T + t]` (symmetric): the largest weight of an edge between
 * classes s and t (within class s when s = t), 0n when there is none. Undefined only if the duals fail
 * their own check (which would be a bug; the caller then starts from nothing).
 */
export function classOptimum(sizes: readonly number[], weight: readonly bigint[]): ClassOptimum | undefined {
  const T = sizes.length;
  const arcs = arcsOf(weight, T);
  // A two-sided class graph (as a bracket's S1 against S2) is its own transportation problem, one side to
  // the other: half the network, the same optimum (a transportation problem has integral optima), whose
  // duals and pairs count twice in the double cover's terms.
  const side = sidesOf(arcs, T);
  const supply = side ? sizes.map((n, s) => (side[s] === 0 ? n : 0)) : sizes;
  const capacity = side ? sizes.map((n, s) => (side[s] === 1 ? n : 0)) : sizes;
  const scale = side ? 2 : 1;
  const flow = transport({ supply, capacity }, weight, arcs);
  const residual = residualDuals({ supply, capacity }, weight, arcs, flow);
  if (!residual) return undefined;
  const duals = side ? residual.map((u) => 2n * u) : residual;
  const pairs = new Float64Array(T * T);
  for (let s = 0; s < T; s++) {
    for (let tk = 0, tList = arcs[s]!; tk < tList.length; tk++) {
      const t = tList[tk]!;
      if (duals[s]! + duals[t]! < 2n * weight[s * T + t]!) return undefined;
    }
    for (let t = 0; t < T; t++) pairs[s * T + t] = scale * (s === t ? flow.f[s * T + s]! : flow.f[s * T + t]! + flow.f[t * T + s]!);
  }
  return { pairs, duals };
}

/** The two sides (0, 1) of a class graph without an odd cycle or a pair within one class; undefined otherwise. */
function sidesOf(arcs: readonly (readonly number[])[], T: number): Int8Array | undefined {
  const side = new Int8Array(T).fill(-1);
  const stack: number[] = [];
  for (let r = 0; r < T; r++) {
    if (side[r] !== -1) continue;
    side[r] = 0;
    stack.push(r);
    while (stack.length > 0) {
      const s = stack.pop()!;
      for (let tk = 0, tList = arcs[s]!; tk < tList.length; tk++) {
        const t = tList[tk]!;
        if (side[t] === -1) {
          side[t] = 1 - side[s]!;
          stack.push(t);
        } else if (side[t] === side[s]) return undefined;
      }
    }
  }
  return side;
}

/** What each class can send from the network's left (supply) and take on its right (capacity). */
interface Amounts {
  readonly supply: readonly number[];
  readonly capacity: readonly number[];
}

/** Each class's classes joined to it by an edge (weight above 0), in order: the network's arcs, both ways. */
function arcsOf(weight: readonly bigint[], T: number): number[][] {
  const arcs: number[][] = [];
  for (let s = 0; s < T; s++) {
    const list: number[] = [];
    for (let t = 0; t < T; t++) if (weight[s * T + t]! > 0n) list.push(t);
    arcs.push(list);
  }
  return arcs;
}

interface Flow {
  /** f[s·T + t]: the flow from left s to right t. */
  readonly f: Float64Array;
  readonly out: Float64Array;
  readonly into: Float64Array;
}

/**
 * The maximum-weight transportation (not necessarily all supply sent), by the primal-dual method: shortest
 * paths (Dijkstra with potentials) find the cost of the best path from SRC to SNK; every path of that cost
 * then runs over arcs of reduced cost 0, and the flow goes along them all (breadth-first, in small numbers)
 * before the next shortest-path search: one bigint search per path cost rather than per path.
 */
function transport(amounts: Amounts, weight: readonly bigint[], arcs: readonly (readonly number[])[]): Flow {
  const T = amounts.supply.length;
  const SNK = 2 * T + 1;
  const V = 2 * T + 2;
  const flow: Flow = { f: new Float64Array(T * T), out: new Float64Array(T), into: new Float64Array(T) };
  // Potentials keep every residual arc's reduced cost (cost − weight on left→right arcs) non-negative.
  const pot = new Array<bigint>(V).fill(0n);
  for (let t = 0; t < T; t++) {
    for (let si = 0, ss = arcs[t]!; si < ss.length; si++) {
      const s = ss[si]!;
      if (-weight[s * T + t]! < pot[T + t]!) pot[T + t] = -weight[s * T + t]!;
    }
    if (pot[T + t]! < pot[SNK]!) pot[SNK] = pot[T + t]!;
  }
  const tight = new Uint8Array(T * T);
  while (shortestPaths(amounts, weight, arcs, flow, pot)) {
    // Arcs of reduced cost 0 (a right→left arc's is its left→right arc's, negated).
    for (let s = 0; s < T; s++)
      for (let tk = 0, tList = arcs[s]!; tk < tList.length; tk++) {
        const t = tList[tk]!;
        tight[s * T + t] = pot[s]! === weight[s * T + t]! + pot[T + t]! ? 1 : 0;
      }
    while (augmentTight(amounts, arcs, flow, tight, pot)) {
      // one more path of the same cost
    }
  }
  return flow;
}

/**
 * Dijkstra from SRC over the residual network with reduced costs; the potentials then rise by the
 * distances (capped at SNK's), so that every shortest path is made of arcs of reduced cost 0. False when no
 * path gains weight (the flow is optimal).
 */
function shortestPaths({ supply, capacity }: Amounts, weight: readonly bigint[], arcs: readonly (readonly number[])[], { f, out, into }: Flow, pot: bigint[]): boolean {
  const T = supply.length;
  const SRC = 2 * T;
  const SNK = 2 * T + 1;
  const V = 2 * T + 2;
  const dist = new Array<bigint | undefined>(V).fill(undefined);
  const done = new Uint8Array(V);
  dist[SRC] = 0n;
  // du: u's distance plus its potential, so that a relaxation costs one addition and one subtraction.
  let du = 0n;
  const relax = (v: number, cost: bigint): void => {
    const d = du + cost - pot[v]!;
    if (dist[v] === undefined || d < dist[v]) dist[v] = d;
  };
  for (;;) {
    let u = -1;
    for (let v = 0; v < V; v++) if (!done[v] && dist[v] !== undefined && (u < 0 || dist[v]! < dist[u]!)) u = v;
    if (u < 0) break;
    done[u] = 1;
    if (u === SNK) break; // every node not done yet is at least as far
    du = dist[u]! + pot[u]!;
    if (u === SRC) {
      for (let s = 0; s < T; s++) if (out[s]! < supply[s]!) relax(s, 0n);
    } else if (u < T) {
      for (let tk = 0, tList = arcs[u]!; tk < tList.length; tk++) {
        const t = tList[tk]!;
        relax(T + t, -weight[u * T + t]!);
      }
    } else {
      const t = u - T;
      for (let si = 0, ss = arcs[t]!; si < ss.length; si++) {
        const s = ss[si]!;
        if (f[s * T + t]! > 0) relax(s, weight[s * T + t]!);
      }
      if (into[t]! < capacity[t]!) relax(SNK, 0n);
    }
  }
  const D = dist[SNK];
  if (D === undefined || D + pot[SNK]! - pot[SRC]! >= 0n) return false;
  for (let v = 0; v < V; v++) pot[v] = pot[v]! + (dist[v] !== undefined && dist[v]! < D ? dist[v]! : D);
  return true;
}

/**
 * One path SRC → left → right (→ left → right …) → SNK over arcs of reduced cost 0 with room left, the
 * shortest (breadth-first); the flow along it rises by its bottleneck. False when there is none.
 */
function augmentTight({ supply, capacity }: Amounts, arcs: readonly (readonly number[])[], { f, out, into }: Flow, tight: Uint8Array, pot: readonly bigint[]): boolean {
  const T = supply.length;
  const SRC = 2 * T;
  const SNK = 2 * T + 1;
  const prev = new Int32Array(2 * T + 2).fill(-1);
  const queue: number[] = [];
  let head = 0;
  for (let s = 0; s < T; s++)
    if (out[s]! < supply[s]! && pot[s] === pot[SRC]) {
      prev[s] = SRC;
      queue.push(s);
    }
  let end = -1;
  while (head < queue.length && end < 0) {
    const u = queue[head++]!;
    if (u < T) {
      for (let tk = 0, tList = arcs[u]!; tk < tList.length; tk++) {
        const t = tList[tk]!;
        if (!tight[u * T + t] || prev[T + t]! >= 0) continue;
        prev[T + t] = u;
        if (into[t]! < capacity[t]! && pot[T + t] === pot[SNK]) {
          end = T + t;
          break;
        }
        queue.push(T + t);
      }
    } else {
      const t = u - T;
      for (let si = 0, ss = arcs[t]!; si < ss.length; si++) {
        const s = ss[si]!;
        if (f[s * T + t]! > 0 && tight[s * T + t] && prev[s]! < 0) {
          prev[s] = u;
          queue.push(s);
        }
      }
    }
  }
  if (end < 0) return false;
  prev[SNK] = end;
  let amount = Infinity;
  for (let v = SNK; v !== SRC; v = prev[v]!) {
    const u = prev[v]!;
    if (u === SRC) amount = Math.min(amount, supply[v]! - out[v]!);
    else if (v === SNK) amount = Math.min(amount, capacity[u - T]! - into[u - T]!);
    else if (u >= T) amount = Math.min(amount, f[v * T + (u - T)]!);
  }
  for (let v = SNK; v !== SRC; v = prev[v]!) {
    const u = prev[v]!;
    if (u === SRC) out[v] = out[v]! + amount;
    else if (v === SNK) into[u - T] = into[u - T]! + amount;
    else if (u < T) f[u * T + (v - T)] = f[u * T + (v - T)]! + amount;
    else f[v * T + (u - T)] = f[v * T + (u - T)]! - amount;
  }
  return true;
}

/**
 * The duals of an optimal flow: shortest distances d from a hub H (source and sink as one) in the
 * residual network, found by Bellman–Ford (queue order). Left s gets a = max(0, d(s)), right t gets
 * b = max(0, −d(t)); then a_s + b_t ≥ w(s, t), with equality on arcs with flow, and a, b > 0 only on
 * saturated sides (complementary slackness). A class's dual is a + b of its two sides.
 */
function residualDuals({ supply, capacity }: Amounts, weight: readonly bigint[], arcs: readonly (readonly number[])[], { f, out, into }: Flow): bigint[] | undefined {
  const T = supply.length;
  const H = 2 * T;
  const V = 2 * T + 1;
  const d = new Array<bigint | undefined>(V).fill(undefined);
  d[H] = 0n;
  const queue: number[] = [H];
  const queued = new Uint8Array(V);
  queued[H] = 1;
  let budget = V * (T * T + 4 * T + 1) + V;
  const relax = (u: number, v: number, cost: bigint): void => {
    const x = d[u]! + cost;
    if (d[v] === undefined || x < d[v]) {
      d[v] = x;
      if (!queued[v]) {
        queued[v] = 1;
        queue.push(v);
      }
    }
  };
  for (let head = 0; head < queue.length; head++) {
    if (--budget < 0) return undefined; // a negative cycle: the flow is not optimal
    const u = queue[head]!;
    queued[u] = 0;
    if (u === H) {
      for (let s = 0; s < T; s++) if (out[s]! < supply[s]!) relax(u, s, 0n);
      for (let t = 0; t < T; t++) if (into[t]! > 0) relax(u, T + t, 0n);
    } else if (u < T) {
      for (let tk = 0, tList = arcs[u]!; tk < tList.length; tk++) {
        const t = tList[tk]!;
        relax(u, T + t, -weight[u * T + t]!);
      }
      if (out[u]! > 0) relax(u, H, 0n);
    } else {
      const t = u - T;
      for (let si = 0, ss = arcs[t]!; si < ss.length; si++) {
        const s = ss[si]!;
        if (f[s * T + t]! > 0) relax(u, s, weight[s * T + t]!);
      }
      if (into[t]! < capacity[t]!) relax(u, H, 0n);
    }
  }
  const duals: bigint[] = [];
  for (let s = 0; s < T; s++) {
    const a = d[s] !== undefined && d[s]! > 0n ? d[s]! : 0n;
    const b = d[T + s] !== undefined && d[T + s]! < 0n ? -d[T + s]! : 0n;
    duals.push(a + b);
  }
  return duals;
}
