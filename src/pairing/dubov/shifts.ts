/**
 * The pairing of a bracket once its players are known (C.04.4.1 2026, 3.2.3–3.2.6): G1 and G2, the shifts
 * that make every pair one of G1 against G2, S1 in ARO order and the first transposition T2 of G2.
 *
 * Every pair of the bracket joins G1' and G2' (the subgroups after the shifts). Shifting a player of X into
 * the other subgroup is what lets him meet a player of his own initial subgroup: step 1 of 3.2.4 shifts
 * one player of each pair that must be formed inside the smaller subgroup X, step 2 then shifts as many
 * players of the larger subgroup Y as equalise the sizes, one of each pair formed inside Y. So a pairing
 * with p pairs inside X has q = p + (|Y| − |X|)/2 pairs inside Y, and "unavoidably" (3.2.4.1) means the
 * least p of any legal pairing. With G1 the White seekers and G2 the Black seekers, p + q pairs give one
 * player the colour he did not want: the least p is also the best C7, as the note of 3.2.4 asks.
 *
 * The "best" sets (4.3: the first set in the order of the sequence numbers) are found a player at a time:
 * a player is shifted if some legal pairing still exists with the decisions so far and him shifted (a
 * shifted player meets only the unshifted of his own subgroup; an unshifted one meets the other subgroup or
 * the shifted of his own). With p = 0 (the usual case) that is a question to a cardinality matcher; with
 * p > 0 to a weighted one that counts the pairs across.
 */
import { CardinalityMatching } from '../../matching/cardinality.js';
import { WeightedMatching } from '../../matching/weighted.js';
import { WHITE } from '../dutch/players.js';
import type { DubovState } from './players.js';

/** The bracket, as local indices 0 … m−1, and its graph: an edge where two of its players may meet (C1, C3). */
export interface BracketPlayers {
  readonly players: readonly DubovState[];
  readonly graph: CardinalityMatching;
}

export interface BracketPairing {
  readonly g1: number[];
  readonly g2: number[];
  readonly shifted: number[];
  /** [S1 player, his T2 opponent], in S1 order. */
  readonly pairs: [number, number][];
}

/** 4.3.2 White seekers by ascending ARO, then TPN; Black seekers by TPN. 4.3.3: numbered from the middle out. */
export function shifterOrder(players: readonly DubovState[], group: readonly number[]): number[] {
  const sorted = [...group].sort((a, b) => {
    const x = players[a]!;
    const y = players[b]!;
    const byAro = x.pref === WHITE && y.pref === WHITE ? x.aro - y.aro : 0;
    return byAro || x.tpn - y.tpn;
  });
  const order: number[] = [];
  // "starting with the player in the (remaining) middle of the list or, when two players are in the
  // (remaining) middle, to the one with a higher position in the list"
  while (sorted.length > 0) order.push(sorted.splice((sorted.length - 1) >> 1, 1)[0]!);
  return order;
}

/** 3.2.3: G1 the players who prefer White, or, when nobody in the bracket has played, its first half by TPN. */
export function initialSubgroups(players: readonly DubovState[]): { g1: number[]; g2: number[] } {
  const all = players.map((_, i) => i);
  if (players.every((s) => s.p.playedGames === 0)) {
    const byTpn = all.sort((a, b) => players[a]!.tpn - players[b]!.tpn);
    return { g1: byTpn.slice(0, players.length >> 1), g2: byTpn.slice(players.length >> 1) };
  }
  return { g1: all.filter((i) => players[i]!.pref === WHITE), g2: all.filter((i) => players[i]!.pref !== WHITE) };
}

const UNDECIDED = 0;
const SHIFTED = 1;
const KEPT = 2;

/** Pairs a bracket (3.2.3–3.2.6). Undefined when its players cannot all be paired (never, after 3.2.2). */
export function pairBracket(b: BracketPlayers): BracketPairing | undefined {
  const m = b.players.length;
  const { g1, g2 } = initialSubgroups(b.players);
  // 3.2.4.1: the smaller subgroup, or G1 when the sizes are equal.
  const xIsG1 = g1.length <= g2.length;
  const [X, Y] = xIsG1 ? [g1, g2] : [g2, g1];
  const inX = new Uint8Array(m);
  for (const i of X) inX[i] = 1;
  const state = new Uint8Array(m);
  const allowed = (a: number, c: number): boolean => {
    if (!b.graph.hasEdge(a, c)) return false;
    const same = inX[a] === inX[c];
    if (!same) return state[a] !== SHIFTED && state[c] !== SHIFTED;
    // Within a subgroup: one shifted, the other not (an undecided player may still be either).
    return state[a] === UNDECIDED || state[c] === UNDECIDED || state[a] !== state[c];
  };
  // p = 0 (the usual case): pairs inside X are left out altogether, and a cardinality matcher follows the
  // decisions, each taking edges out (a copy kept to go back). Otherwise a weighted one counts the pairs across.
  let H = b.graph.copy();
  H.removeClique(X);
  let decide: (i: number) => boolean;
  let p = 0;
  if (H.perfect()) {
    const apply = (i: number, to: number): boolean => {
      state[i] = to;
      for (let o = 0; o < m; o++)
        if (o !== i && H.hasEdge(i, o) && !allowed(i, o)) {
          if (H.mateOf(i) === o) {
            H.remove(i);
            H.restore(i);
          }
          H.removeEdge(i, o);
        }
      return H.perfect();
    };
    decide = (i) => {
      const saved = H.copy();
      if (apply(i, SHIFTED)) return true;
      H = saved;
      apply(i, KEPT);
      return false;
    };
  } else {
    const optimum = crossOptimum(m, allowed, inX);
    if (optimum === undefined) return undefined;
    p = (X.length - optimum) >> 1;
    decide = (i) => {
      state[i] = SHIFTED;
      if (crossOptimum(m, allowed, inX) === optimum) return true;
      state[i] = KEPT;
      return false;
    };
  }
  const q = p + ((Y.length - X.length) >> 1);
  const shifted = [...chooseShifters(X, p, b.players, state, decide), ...chooseShifters(Y, q, b.players, state, decide)];
  const isShifted = new Uint8Array(m);
  for (const i of shifted) isShifted[i] = 1;
  const newG1 = [...g1.filter((i) => !isShifted[i]), ...g2.filter((i) => isShifted[i])];
  const newG2 = [...g2.filter((i) => !isShifted[i]), ...g1.filter((i) => isShifted[i])];
  const pairs = pairInOrder(b, newG1, newG2);
  return pairs && { g1: newG1, g2: newG2, shifted, pairs };
}

/** The first `count` players of `group` in the order of 4.3 that some legal pairing shifts, a player at a time (`decide`: shift him if that is still legal). */
function chooseShifters(group: readonly number[], count: number, players: readonly DubovState[], state: Uint8Array, decide: (i: number) => boolean): number[] {
  const chosen: number[] = [];
  if (count === 0) return chosen;
  for (const i of shifterOrder(players, group)) {
    if (chosen.length === count) state[i] = KEPT;
    else if (decide(i)) chosen.push(i);
  }
  return chosen;
}

/** The most pairs across X and Y of a pairing of everyone with the allowed pairs; undefined when nobody-left-out is impossible. */
function crossOptimum(m: number, allowed: (a: number, b: number) => boolean, inX: Uint8Array): number | undefined {
  const big = BigInt(m + 1);
  const W = new WeightedMatching(m, 32);
  for (let a = 0; a < m; a++) for (let c = a + 1; c < m; c++) if (allowed(a, c)) W.setWeight(a, c, big + (inX[a] !== inX[c] ? 1n : 0n));
  W.solve();
  let cross = 0;
  for (let a = 0; a < m; a++) {
    const c = W.mateOf(a);
    if (c < 0) return undefined;
    if (a < c && inX[a] !== inX[c]) cross++;
  }
  return cross;
}

/**
 * 3.2.5–3.2.6: S1 is G1 by ascending ARO, then TPN; T2 the first transposition of G2 (by TPN, 4.4) that
 * yields a legal pairing: each S1 player in turn gets the first G2 player with whom the rest can still all
 * be paired across.
 */
function pairInOrder(b: BracketPlayers, g1: readonly number[], g2: readonly number[]): [number, number][] | undefined {
  const T = b.graph.copy();
  T.removeClique(g1);
  T.removeClique(g2);
  if (!T.perfect()) return undefined;
  const s1 = [...g1].sort((x, y) => b.players[x]!.aro - b.players[y]!.aro || b.players[x]!.tpn - b.players[y]!.tpn);
  const t2 = [...g2].sort((x, y) => b.players[x]!.tpn - b.players[y]!.tpn);
  const pairs: [number, number][] = [];
  for (const a of s1) {
    const o = t2.find((c) => T.isAlive(c) && T.hasEdge(a, c) && (T.mateOf(a) === c || T.perfectWithout([a, c])));
    if (o === undefined) return undefined;
    pairs.push([a, o]);
    T.remove(a);
    T.remove(o);
    T.maximize();
  }
  return pairs;
}
