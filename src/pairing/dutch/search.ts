/**
 * The search for the first candidate in order (2017 B.6–B.8 with D.1–D.3; 2025 3.5–3.8 with 4.2–4.4).
 *
 * A maximum-weight matching of the bracket's graph is the best candidate by the criteria (the fields of
 * weights.ts). Among equally good candidates the rules take the one generated first; the lowest bits of
 * the weights, free of criteria, fix that one decision at a time, each time re-optimising (a warm-started
 * matching) and reading the answer off the optimum:
 *
 * 1. which MDPs are paired (2017 D.3, 2025 4.4: the criteria decide how many of each score; among equals
 *    the highest ranked),
 * 2. the MDPs' opponents (the first resident in S2 order for each MDP, in order),
 * 3. which residents are exchanged between S1 and S2 (2017 D.2, 2025 4.3: fewest, smallest difference of
 *    the BSN sums, then the lowest S1 players out and the highest S2 players in),
 * 4. each S1 player's opponent, in order (2017 D.1, 2025 4.2): the first S2 player possible.
 *
 * This is the method of bbpPairings, whose pairings FIDE endorses; the steps set the same weights so
 * that ties are broken the same way.
 */
import { WeightedMatching, type MatcherMemory } from '../../matching/weighted.js';
import { EdgeTable, TypeEdgeTable, type Edges } from './edges.js';
import { pairS1InOrder, twoSided, type InOrder, type SolvedTwoSided } from './inOrder.js';
import type { BracketGraph, EdgeWeights } from './weights.js';

/**
 * The branches of the search, by name: reported to `trace` as they are taken (tests check that each one
 * is reached, on rounds that bbpPairings pairs the same way).
 */
export const SEARCH_STEPS = [
  /** 0: the next score group folded into one vertex (fold.ts): the search runs on the bracket and it. */
  'graph.folded',
  /** 1: all MDPs of a score are paired (no choice). */
  'mdps.all-paired',
  /** 1: an MDP tried with a bonus: does some best candidate pair him? */
  'mdps.tried',
  /** 1: an MDP stays in the limbo. */
  'mdps.limbo',
  /** 2: an MDP's opponent chosen by a solve (a bonus on his edges, the larger the higher the resident). */
  'mdps.opponent',
  /** 2: the MDP's opponent read off the last solve's duals: the first resident with a tight edge (no new solve). */
  'mdps.opponent-tight',
  /** 3: no exchange needed, as the two sides alone show (no solve of the bracket's graph). */
  'exchanges.none',
  /** 3: exchanges between S1 and S2 are needed. */
  'exchanges.needed',
  /** 3: an S1 player tried for moving to S2 (D.2.c / 4.3.2.3). */
  'exchanges.s1-tried',
  /** 3: an S1 player moved to S2. */
  'exchanges.s1-out',
  /** 3: an S2 player tried for moving to S1 (D.2.d / 4.3.2.4). */
  'exchanges.s2-tried',
  /** 3: an S2 player moved into S1. */
  'exchanges.s2-in',
  /** 4: S1's opponents on the two sides alone (inOrder.ts), no S2 player floating. */
  'transpositions.two-sided',
  /** 4: the same with one S2 player floating into the folded next score group. */
  'transpositions.two-sided-floater',
  /** 4: a player's later candidate ruled out by what an earlier search for him explored (no new search). */
  'transpositions.ruled-out',
  /** 4: on the whole graph, an S1 player's present opponent is the first possible (no solve). */
  'transpositions.tight',
  /** 4: on the whole graph, solved for an S1 player's opponent. */
  'transpositions.solved',
] as const;
export type SearchStep = (typeof SEARCH_STEPS)[number];

/** What differs between editions in the steps' low-bit bonuses (they only order; no criterion is read). */
export interface SearchSettings {
  /** Width of the exchange counts (2017: bits of the number of residents; 2025: of the largest score group). */
  readonly orderBits: number;
  /** The bonus for an MDP's last-choice opponent; each better one gets one more (bbpPairings: the size of the graph it weighs). */
  readonly opponentBonus: number;
}

const bitLength = (x: bigint): number => x.toString(2).length;

/**
 * A bracket graph's edge weights (MDP–MDP edges 0): read from the players' types and who may meet
 * (TypeEdgeTable); else (no graph of who may meet) one id per edge, in the round's shared memory.
 */
export function bracketEdges(graph: BracketGraph, weights: EdgeWeights, memory: MatcherMemory): Edges {
  const { mdps, size: G } = graph;
  const bits = weights.takeEdgeBits();
  if (bits) return new TypeEdgeTable(G, weights, bits);
  const base = new EdgeTable(G, weights.table, memory.takeSpare((G * (G - 1)) / 2));
  for (let lo = mdps; lo < G; lo++) weights.rowIds(lo, base.ids, (lo * (lo - 1)) / 2);
  return base;
}

export class BracketSearch {
  readonly M: WeightedMatching;
  readonly base: Edges;
  /** The weights before the search changed any (kept for explaining). */
  readonly original: Edges | undefined;
  /** The weight that fixes a decided pair (above every sum of other weights). */
  readonly fixedWeight: bigint;
  /** The present optimum: each vertex's mate, itself when unmatched. */
  stable: Int32Array;
  /** The first optimum (before any step): it tells what the criteria allow. */
  readonly first: Int32Array;
  /** Bracket vertices that are paired in the bracket (decided so far). */
  readonly matched: boolean[];
  /** The resident players left after the MDP-pairing, and S1 among them (once the exchanges are fixed). */
  remainder: number[] = [];
  inS1: boolean[] = [];
  /** Step 4 answered without re-solving (see inOrder.ts), when it was. */
  shortcut: InOrder | undefined;
  /** The two-sided matching by which step 3 found no exchange needed: step 4 goes on from it. */
  private solvedTwoSided: SolvedTwoSided | undefined;
  private readonly residents: number;
  private readonly types: Int32Array;

  constructor(
    readonly graph: BracketGraph,
    /** The edge weights (MDP–MDP edges 0; see bracketEdges); the exchange step takes out the edges it rules out. */
    base: Edges,
    /** The players' types (weights.ts): the matchers start from the optimum over them. */
    types: Int32Array,
    private readonly settings: SearchSettings,
    keepOriginal: boolean,
    /** The round's shared memory: this search's matcher, then (second) its two-sided matchings. */
    private readonly memory: MatcherMemory,
    private readonly trace: (step: SearchStep) => void = () => undefined,
  ) {
    const { mdps, bracketEnd, size: G } = graph;
    this.residents = bracketEnd - mdps;
    this.base = base;
    this.types = types;
    this.original = keepOriginal ? base.copy() : undefined;
    this.M = new WeightedMatching(G, bitLength((base.weightBound() << 4n) + 1n) + 2, { memory, allRowsNext: true });
    this.M.setAllRows(base);
    // The table is whole once every row is read (TypeEdgeTable weighs a pair of types at its first edge).
    let maxW = 0n;
    for (const w of base.table) if (w > maxW) maxW = w;
    this.fixedWeight = (maxW << 4n) + 1n;
    this.M.startFromClasses(types, base);
    this.stable = this.solve();
    this.first = this.stable.slice();
    this.matched = new Array<boolean>(bracketEnd).fill(false);
  }

  /** Runs the four steps. */
  run(): void {
    this.choosePairedMdps();
    this.pairMdps();
    this.formRemainder();
    this.chooseExchanges();
    this.pairS1();
  }

  solve(): Int32Array {
    this.M.solve();
    const mate = this.M.matching();
    for (let i = 0; i < mate.length; i++) if (mate[i]! < 0) mate[i] = i;
    return mate;
  }

  private isResident(j: number): boolean {
    return j >= this.graph.mdps && j < this.graph.bracketEnd;
  }

  /** Makes a–b a pair of every later optimum: their other edges get weight 0. */
  fix(a: number, b: number): void {
    const M = this.M;
    for (let k = 0; k < this.graph.size; k++) {
      if (k !== a) M.setWeight(a, k, k === b ? this.fixedWeight : 0n);
      if (k !== b) M.setWeight(b, k, k === a ? this.fixedWeight : 0n);
    }
  }

  /**
   * Step 1: which MDPs are paired. The optimum tells how many of each score; among MDPs of one score the
   * highest ranked ones, each in turn: a bonus on his edges to residents shows whether some optimum pairs
   * him; if so a larger bonus keeps him paired.
   */
  private choosePairedMdps(): void {
    const { scores: sc, mdps } = this.graph;
    const { base, M } = this;
    let score = 0;
    let left = 0;
    let pairedLeft = 0;
    for (let p = 0; p < mdps; p++) {
      if (p === 0 || sc[p]! < score) {
        score = sc[p]!;
        left = 0;
        pairedLeft = 0;
        for (let q = p; q < mdps && sc[q]! >= score; q++) {
          left++;
          if (this.isResident(this.stable[q]!)) pairedLeft++;
        }
      }
      if (pairedLeft === 0) {
        this.trace('mdps.limbo');
        continue;
      }
      if (left <= pairedLeft) {
        this.trace('mdps.all-paired');
        this.matched[p] = true;
        continue;
      }
      left--;
      if (!this.isResident(this.stable[p]!)) {
        this.trace('mdps.tried');
        for (let o = mdps; o < this.graph.bracketEnd; o++) if (base.isEdge(o, p)) M.setWeight(p, o, base.weight(o, p) | 1n);
        this.stable = this.solve();
      }
      if (!this.isResident(this.stable[p]!)) this.trace('mdps.limbo');
      else {
        this.matched[p] = true;
        pairedLeft--;
        for (let o = mdps; o < this.graph.bracketEnd; o++) if (base.isEdge(o, p)) M.setWeight(p, o, (base.weight(o, p) | BigInt(this.residents)) + 1n);
      }
    }
  }

  /** Step 2: each paired MDP, in order, gets the first resident (in rank order) some optimum allows. */
  private pairMdps(): void {
    const { mdps, bracketEnd } = this.graph;
    const { base, M } = this;
    for (let p = 0; p < mdps; p++) {
      if (!this.matched[p]) continue;
      if (!this.tightOpponent(p)) {
        this.trace('mdps.opponent');
        let add = BigInt(this.settings.opponentBonus);
        for (let o = bracketEnd - 1; o >= mdps; o--) {
          if (this.matched[o] || !base.isEdge(o, p)) continue;
          M.setWeight(p, o, base.weight(o, p) + add);
          add++;
        }
        this.stable = this.solve();
      }
      const m = this.stable[p]!;
      this.matched[m] = true;
      this.fix(p, m);
    }
  }

  /**
   * Step 2 without a solve when the last one's duals answer it: no optimum pairs the MDP with a resident
   * whose edge to him has reduced slack above 0, so the first resident (in rank order) whose edge is tight
   * is his opponent if the present optimum pairs them, or can be made to pair them by one swap of mates
   * that the duals prove optimal (see WeightedMatching.swapKeepsOptimum). The optimum becomes that one.
   */
  private tightOpponent(p: number): boolean {
    const { mdps, bracketEnd } = this.graph;
    const { base, M, stable } = this;
    if (!M.settled) return false;
    let first = -1;
    for (let o = mdps; o < bracketEnd && first < 0; o++) if (!this.matched[o] && base.isEdge(o, p) && M.reducedSlack(p, o) === 0n) first = o;
    if (first < 0) return false;
    if (stable[p] !== first) {
      if (!M.swapKeepsOptimum(p, first)) return false;
      const a = stable[p]!;
      const b = stable[first]!;
      stable[p] = first;
      stable[first] = p;
      stable[a] = b;
      stable[b] = a;
    }
    this.trace('mdps.opponent-tight');
    return true;
  }

  /** The remainder: residents not paired with an MDP; S1 its first `remPairs` players (until exchanged). */
  private formRemainder(): void {
    const { mdps, bracketEnd } = this.graph;
    for (let j = mdps; j < bracketEnd; j++) if (this.stable[j]! >= mdps) this.remainder.push(j);
  }

  /**
   * Step 3: the exchanges between S1 and S2 of the remainder. D.2.a / 4.3.2.1: fewest exchanges (a bonus
   * for each pair whose higher player is in the original S1); D.2.b / 4.3.2.2: the smallest difference of
   * the exchanged BSN sums (minus the higher player's position); then D.2.c / 4.3.2.3 and D.2.d / 4.3.2.4
   * player by player. Ends with S1 and S2 fixed: pairs only from an S1 player to a later S2 player.
   */
  private chooseExchanges(): void {
    const { bracketEnd } = this.graph;
    const { remainder, base, M } = this;
    let remPairs = 0;
    for (const j of remainder) if (this.stable[j]! < j) remPairs++;
    if (this.noExchangeNeeded(remPairs)) {
      this.trace('exchanges.none');
      this.inS1 = remainder.map((_, k) => k < remPairs);
      this.fixSides();
      return;
    }
    const orderBits = BigInt(this.settings.orderBits);
    const bonus = remainder.map((_, pos) => (((pos < remPairs ? 1n : 0n) << (2n * orderBits)) - BigInt(pos)) << 1n);
    const bonusWeight = (a: number, b: number, pos: number): bigint => (base.isEdge(b, a) ? base.weight(b, a) + bonus[pos]! : 0n);
    // Each pair's weight rises by its higher player's bonus: raising that player's dual by as much (when
    // positive) keeps the duals feasible and the pairs from S1 to S2 of the present optimum tight, so the
    // matcher goes on from them. Equal base weights give equal bonus weights: each is made bigint once.
    const position = new Int32Array(this.graph.size).fill(-1);
    remainder.forEach((j, k) => (position[j] = k));
    let lastKey = -1;
    let lastW = 0n;
    const weightOf = (a: number, b: number): bigint => {
      const id = base.id(b, a);
      if (id === 0) return 0n;
      const key = id * remainder.length + position[a]!;
      if (key !== lastKey) {
        lastKey = key;
        lastW = base.table[id]! + bonus[position[a]!]!;
      }
      return lastW;
    };
    M.reweigh(remainder, weightOf, (v) => (bonus[position[v]!]! > 0n ? 2n * bonus[position[v]!]! : 0n));
    this.stable = this.solve();
    const inS1 = (j: number): boolean => this.stable[j]! > j && this.stable[j]! < bracketEnd;
    let exchanges = 0;
    for (let ai = 0; ai < remPairs; ai++) if (!inS1(remainder[ai]!)) exchanges++;
    if (exchanges > 0) this.trace('exchanges.needed');
    this.moveS1PlayersOut(remPairs, exchanges, inS1, bonusWeight);
    this.moveS2PlayersIn(remPairs, exchanges, inS1, bonusWeight);
    this.inS1 = remainder.map(inS1);
    this.fixSides();
  }

  /** Fixes S1 and S2: pairs go from an S1 player to a later S2 player only. */
  private fixSides(): void {
    this.base.fixSides(this.remainder, this.inS1);
  }

  /**
   * D.2 / 4.3 needs no exchange when some best candidate pairs the remainder's S1 (its first remPairs
   * players) against its S2 alone: the best pairing of S1 against S2 (with S2's floater into the folded next
   * score group) weighs as much as the remainder's part of the present optimum. Asked of the two-sided graph
   * (inOrder.ts), a fraction of the bracket's, when every MDP is paired, at most one remainder player
   * floats, and the next score group is folded (fold.ts) or absent; otherwise the exchange step decides.
   */
  private noExchangeNeeded(remPairs: number): boolean {
    const { remainder, base, stable } = this;
    const { mdps, bracketEnd, size: G } = this.graph;
    if (G > bracketEnd + 1 || this.matched.slice(0, mdps).includes(false)) return false;
    const S1 = remainder.slice(0, remPairs);
    const S2 = remainder.slice(remPairs);
    const floaters = S2.length - S1.length;
    if (floaters < 0 || floaters > 1) return false;
    const inPart = new Uint8Array(G);
    for (const v of remainder) inPart[v] = 1;
    const kappa = G > bracketEnd ? bracketEnd : -1;
    if (kappa >= 0) inPart[kappa] = 1;
    let present = 0n;
    for (const v of remainder) if (stable[v]! > v && inPart[stable[v]!]) present += base.weight(v, stable[v]!);
    const kWeights = floaters === 1 && kappa >= 0 ? S2.map((x) => base.weight(kappa, x)) : undefined;
    const { solution: B, matcher } = twoSided(base, S1, S2, kWeights, this.types, this.memory.second());
    const mate = B.matching();
    let best = 0n;
    for (let a = 0; a < S1.length; a++) if (mate[a]! >= 0) best += base.weight(S1[a]!, S2[mate[a]! - S1.length]!);
    if (kWeights) {
      const k = mate[S1.length + S2.length]!;
      if (k >= 0) best += kWeights[k - S1.length]!;
    }
    if (best !== present) return false;
    this.solvedTwoSided = { B, matcher, S1, S2, kWeights };
    return true;
  }

  /** D.2.c / 4.3.2.3: the lowest S1 players possible go to S2 (a smaller bonus shows whether one can). */
  private moveS1PlayersOut(remPairs: number, exchanges: number, inS1: (j: number) => boolean, bonusWeight: (a: number, b: number, pos: number) => bigint): void {
    const { remainder, base, M } = this;
    let left = exchanges;
    for (let ai = remPairs - 1; ai >= 0 && left > 0; ai--) {
      const p = remainder[ai]!;
      if (inS1(p)) {
        this.trace('exchanges.s1-tried');
        for (let bi = ai + 1; bi < remainder.length; bi++) {
          const w = bonusWeight(p, remainder[bi]!, ai);
          if (w !== 0n) M.setWeight(p, remainder[bi]!, w - 1n);
        }
        this.stable = this.solve();
      }
      const exchanged = !inS1(p);
      if (exchanged) {
        this.trace('exchanges.s1-out');
        left--;
      }
      for (let bi = ai + 1; bi < remainder.length; bi++) {
        const o = remainder[bi]!;
        if (exchanged) base.remove(o, p);
        M.setWeight(p, o, bonusWeight(p, o, ai));
      }
    }
  }

  /** D.2.d / 4.3.2.4: the highest S2 players possible go to S1 (a larger bonus shows whether one can). */
  private moveS2PlayersIn(remPairs: number, exchanges: number, inS1: (j: number) => boolean, bonusWeight: (a: number, b: number, pos: number) => bigint): void {
    const { remainder, base, M } = this;
    const { bracketEnd, size: G } = this.graph;
    let left = exchanges;
    for (let ai = remPairs; ai < remainder.length && left > 1; ai++) {
      const p = remainder[ai]!;
      const already = inS1(p);
      if (!already) {
        this.trace('exchanges.s2-tried');
        for (let bi = ai + 1; bi < remainder.length; bi++) {
          const w = bonusWeight(p, remainder[bi]!, ai);
          if (w !== 0n) M.setWeight(p, remainder[bi]!, w + 1n);
        }
        this.stable = this.solve();
      }
      if (inS1(p)) {
        // p moves into S1: no more pairs with the players above him, nor a float.
        this.trace('exchanges.s2-in');
        left--;
        for (let bi = 0; bi < ai; bi++) {
          base.remove(p, remainder[bi]!);
          M.setWeight(p, remainder[bi]!, 0n);
        }
        for (let o = bracketEnd; o < G; o++) {
          base.remove(o, p);
          M.setWeight(p, o, 0n);
        }
      }
      if (!already) for (let bi = ai + 1; bi < remainder.length; bi++) M.setWeight(p, remainder[bi]!, bonusWeight(p, remainder[bi]!, ai));
    }
  }

  /**
   * Step 4 (D.1 / 4.2): each S1 player, in order, gets the first S2 player possible. Over the two sides
   * alone when the next score group folds into one vertex (inOrder.ts); else on the whole graph, where an
   * S1 player whose present opponent is already the first one some optimum allows (an edge of slack 0
   * ahead of which no other is tight) needs no new solve.
   */
  private pairS1(): void {
    const { remainder, base, M, matched } = this;
    const { bracketEnd, size: G } = this.graph;
    const inOrder = matched.slice(0, this.graph.mdps).includes(false)
      ? undefined
      : pairS1InOrder(base, remainder, this.inS1, bracketEnd, G, this.types, this.trace, this.memory.second(), this.solvedTwoSided);
    if (inOrder) {
      this.shortcut = inOrder;
      this.trace(remainder.every((_, k) => inOrder.opponents[k]! >= 0) ? 'transpositions.two-sided' : 'transpositions.two-sided-floater');
      for (const [k, p] of remainder.entries()) {
        const o = inOrder.opponents[k]!;
        this.stable[p] = o < 0 ? p : o;
        if (o >= 0) matched[p] = true;
      }
      return;
    }
    for (let ai = 0; ai < remainder.length; ai++)
      for (let bi = ai + 1; bi < remainder.length; bi++) M.setWeight(remainder[ai]!, remainder[bi]!, base.weight(remainder[bi]!, remainder[ai]!));
    for (const [k, p] of remainder.entries()) {
      if (!this.inS1[k]) continue;
      let first = -1;
      for (const o of remainder) {
        if (o > p && !matched[o] && base.isEdge(o, p)) {
          const slack = M.reducedSlack(p, o);
          if (slack === undefined) break;
          if (slack === 0n) {
            first = o;
            break;
          }
        }
      }
      this.trace(this.stable[p] === first ? 'transpositions.tight' : 'transpositions.solved');
      if (this.stable[p] !== first) {
        let add = 0n;
        for (let j = remainder.length - 1; j >= 0; j--) {
          const o = remainder[j]!;
          if (o <= p || matched[o]) continue;
          if (base.isEdge(o, p)) M.setWeight(p, o, base.weight(o, p) + add);
          add++;
        }
        this.stable = this.solve();
      }
      const m = this.stable[p]!;
      matched[p] = true;
      matched[m] = true;
      this.fix(p, m);
    }
  }

  /**
   * A whole optimum with the decided pairs: the next score group paired as well as it can be after them.
   * After the shortcut of step 4 (all MDPs paired), from the shortcut's own pairing of the next score group
   * when an S2 player floats; else the last solve's, whose floaters are the same.
   */
  decidedOptimum(): Int32Array {
    if (!this.shortcut) return this.stable;
    const mate = this.stable.slice();
    const nextPairs = this.shortcut.nextGroupPairs();
    if (!this.remainder.every((p) => this.matched[p])) {
      for (let v = this.graph.bracketEnd; v < this.graph.size; v++) mate[v] = v;
      for (let k = 0; k < nextPairs.length; k += 2) {
        mate[nextPairs[k]!] = nextPairs[k + 1]!;
        mate[nextPairs[k + 1]!] = nextPairs[k]!;
      }
    } else {
      const last = this.solve(); // nothing changed since the last solve: it gives that optimum back
      for (let v = this.graph.bracketEnd; v < this.graph.size; v++) mate[v] = last[v]!;
    }
    return mate;
  }
}
