/**
 * The upfloaters of a bracket (C.04.4.1 2026, 3.2.1–3.2.2, criteria C4–C10 of Article 2, order of 4.2).
 *
 * 3.2.1 Determine the minimum number of upfloaters needed to obtain a legal pairing of all the (remaining)
 * resident players of the scoregroup (legal: C1, C3 and C4). 3.2.2 Choose the first set of upfloaters
 * (first in the order given by Article 4.2) that, together with the (remaining) resident players of this
 * scoregroup, produces a pairing that complies at best with all the pairing criteria (C1 to C10) — the
 * ensuing bracket is paired better than another one if it better satisfies a quality criterion (C5–C10) of
 * higher priority:
 *   C5 minimise the number of upfloaters;
 *   C6 minimise the score differences (in descending order) in the pairs involving upfloaters;
 *   C7 minimise the number of players who do not get their colour preference;
 *   C8 unless it is the last round, minimise the number of upfloaters who are maximum upfloaters;
 *   C9 unless it is the last round, minimise the number of times a maximum upfloater is upfloated (our
 *      reading: the sum of the upfloats of the maximum upfloaters chosen);
 *   C10 unless it is the last round, minimise the number of upfloaters who upfloated in the previous round.
 * 4.2.2 Each possible upfloater receives a sequence number by descending score, then ascending TPN; sets
 * are ordered by the smallest differing sequence number.
 *
 * Three ways, the cheaper first, each exact where it answers:
 * - no upfloater (an even scoregroup that pairs within itself, everyone below still pairable, C4);
 * - one upfloater (an odd scoregroup): each candidate of the highest lower score first (C6), judged by
 *   C4 and the C7–C10 of the bracket it makes;
 * - otherwise a maximum-weight matching of the scoregroup and everyone below it, its weight made of
 *   the criteria as bit fields, and the set then fixed a sequence number at a time (4.2).
 */
import { CardinalityMatching } from '../../matching/cardinality.js';
import { WeightedMatching } from '../../matching/weighted.js';
import { WHITE } from '../dutch/players.js';
import type { DubovState } from './players.js';

export interface UpfloaterContext {
  /** The players of the round, by global index. */
  readonly states: readonly DubovState[];
  /** Everyone not yet paired (and not the bye): edges where two may meet (C1, C3). */
  readonly pool: CardinalityMatching;
  readonly lastRound: boolean;
  /** The most upfloats of any player (C9's field). */
  readonly maxUpfloatCount: number;
}

type Key = readonly number[];
const compareKeys = (a: Key, b: Key): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

/** C8, C9, C10 of one upfloater (0 in the last round). */
function floatKey(c: UpfloaterContext, u: DubovState): [number, number, number] {
  if (c.lastRound) return [0, 0, 0];
  return [u.maxUpfloater ? 1 : 0, u.maxUpfloater ? u.upfloats : 0, u.upfloatedLast ? 1 : 0];
}

/** Whether the given players (global indices) can all be paired among themselves. */
function pairable(c: UpfloaterContext, vs: readonly number[]): boolean {
  return c.pool.induced(vs).perfect();
}

/**
 * C7 of a bracket: the fewest players without their colour preference in a legal pairing of it. With w
 * White and b Black seekers, x = min(w, b): (|w − b|)/2 + 2p, p the fewest pairs inside the smaller side.
 */
export function colourMisses(c: UpfloaterContext, bracket: readonly number[]): number {
  const white = bracket.map((v) => c.states[v]!.pref === WHITE);
  const whites = white.filter(Boolean).length;
  const smallerIsWhite = whites <= bracket.length - whites;
  const inSmaller = (a: number): boolean => white[a] === smallerIsWhite;
  const base = Math.abs(bracket.length - 2 * whites) / 2;
  const mayMeet = (a: number, b: number): boolean => c.pool.hasEdge(bracket[a]!, bracket[b]!);
  const across = c.pool.induced(bracket);
  across.removeClique(bracket.map((_, a) => a).filter(inSmaller));
  if (across.perfect()) return base;
  const m = bracket.length;
  const W = new WeightedMatching(m, 32);
  for (let a = 0; a < m; a++) for (let b = a + 1; b < m; b++) if (mayMeet(a, b)) W.setWeight(a, b, BigInt(m + 1) + (inSmaller(a) === inSmaller(b) ? 0n : 1n));
  W.solve();
  let cross = 0;
  for (let a = 0; a < m; a++) if (W.mateOf(a) > a && inSmaller(a) !== inSmaller(W.mateOf(a))) cross++;
  const smaller = smallerIsWhite ? whites : m - whites;
  return base + (smaller - cross); // 2p = smaller − cross
}

/** The upfloaters of the bracket of `residents` from `lower` (both global indices, `lower` in the order of 4.2.2); undefined: none works. */
export function chooseUpfloaters(c: UpfloaterContext, residents: readonly number[], lower: readonly number[]): number[] | undefined {
  if (residents.length % 2 === 0 && pairable(c, residents) && c.pool.perfectWithout(residents)) return [];
  if (residents.length % 2 === 1) {
    const one = bestSingle(c, residents, lower);
    if (one !== undefined) return [one];
  }
  return weightedUpfloaters(c, residents, lower);
}

/** The best single upfloater (C6, then C7–C10, then 4.2's order), or undefined when none gives a legal pairing. */
function bestSingle(c: UpfloaterContext, residents: readonly number[], lower: readonly number[]): number | undefined {
  const r = residents.length;
  const slot = r;
  const sub = c.pool.induced(residents, 1);
  if (sub.maximize() !== 2) return undefined; // the residents and the slot: one of each left over at best
  const whites = residents.filter((v) => c.states[v]!.pref === WHITE).length;
  for (let i = 0; i < lower.length;) {
    // One score (C6: the smallest score difference first).
    const score = c.states[lower[i]!]!.p.acc0;
    let end = i;
    while (end < lower.length && c.states[lower[end]!]!.p.acc0 === score) end++;
    const candidates: { u: number; key: Key }[] = [];
    for (let k = i; k < end; k++) {
      const u = lower[k]!;
      const s = c.states[u]!;
      const w = whites + (s.pref === WHITE ? 1 : 0);
      candidates.push({ u, key: [Math.abs(r + 1 - 2 * w) / 2, ...floatKey(c, s), k] });
    }
    candidates.sort((x, y) => compareKeys(x.key, y.key));
    let best: { u: number; key: Key } | undefined;
    for (const cand of candidates) {
      // Its key with C7 at its least: no later candidate can do better than the best found.
      if (best && compareKeys(cand.key, best.key) >= 0) break;
      const u = cand.u;
      sub.remove(slot);
      sub.restore(slot);
      let any = false;
      for (let a = 0; a < r; a++) {
        sub.removeEdge(slot, a);
        if (c.pool.hasEdge(u, residents[a]!)) {
          sub.addEdge(slot, a);
          any = true;
        }
      }
      if (!any || !sub.augmentFrom(slot)) continue; // C1, C3: the bracket cannot be paired
      const bracket = [...residents, u];
      if (!c.pool.perfectWithout(bracket)) continue; // C4
      const key = [colourMisses(c, bracket), ...cand.key.slice(1)];
      if (!best || compareKeys(key, best.key) < 0) best = { u, key };
    }
    if (best) return best.u;
    i = end;
  }
  return undefined;
}

const bitsOf = (x: number): number => (x <= 0 ? 1 : Math.floor(Math.log2(x)) + 1);

/**
 * The general case: one maximum-weight matching of the residents and everyone below them. Every edge
 * weighs a unit of the top field (everyone paired, C4); an edge at a resident adds the bracket's criteria,
 * as bonuses below it: a pair of residents one unit of C5 (each such pair spares two upfloaters); a
 * resident with an upfloater u one unit of C6 field j for each score level j above u's difference (with
 * the number of upfloaters fixed by C5, the levels' counts are then minimised from the largest difference
 * down), and the C8–C10 bonuses of u; both, a unit of C7 when the two prefer different colours.
 */
function weightedUpfloaters(c: UpfloaterContext, residents: readonly number[], lower: readonly number[]): number[] | undefined {
  const V = [...residents, ...lower];
  const n = V.length;
  const r = residents.length;
  const residentScore = c.states[residents[0]!]!.p.acc0;
  const levels = [...new Set(lower.map((v) => residentScore - c.states[v]!.p.acc0))].sort((a, b) => a - b);
  const levelOf = new Map(levels.map((d, j) => [d, j]));
  const unit = bitsOf(r) + 1;
  const c9Unit = bitsOf(r * (c.maxUpfloatCount + 1)) + 1;
  // Field offsets, least significant first: C10, C9, C8, C7, C6 (one per level, largest difference highest), C5, pairs.
  const o10 = 0;
  const o9 = o10 + unit;
  const o8 = o9 + c9Unit;
  const o7 = o8 + unit;
  const o6 = o7 + unit;
  const o5 = o6 + unit * levels.length;
  const oPair = o5 + unit;
  const top = oPair + bitsOf(n) + 1;
  const one = (offset: number): bigint => 1n << BigInt(offset);
  const table: bigint[] = [0n, one(oPair)];
  const idOf = new Map<bigint, number>([
    [0n, 0],
    [one(oPair), 1],
  ]);
  const weightId = (w: bigint): number => {
    let id = idOf.get(w);
    if (id === undefined) {
      id = table.length;
      table.push(w);
      idOf.set(w, id);
    }
    return id;
  };
  const weight = (a: number, b: number): bigint => {
    if (!c.pool.hasEdge(V[a]!, V[b]!)) return 0n;
    if (a >= r && b >= r) return one(oPair);
    const x = c.states[V[a]!]!;
    const y = c.states[V[b]!]!;
    let w = one(oPair) + (x.pref !== y.pref ? one(o7) : 0n);
    if (a < r && b < r) return w + one(o5);
    const u = a < r ? y : x;
    const level = levelOf.get(residentScore - u.p.acc0)!;
    for (let j = level + 1; j < levels.length; j++) w += one(o6 + unit * j);
    if (!c.lastRound) {
      w += u.maxUpfloater ? 0n : one(o8);
      w += BigInt(c.maxUpfloatCount - (u.maxUpfloater ? u.upfloats : 0)) << BigInt(o9);
      w += u.upfloatedLast ? 0n : one(o10);
    }
    return w;
  };
  const ids = new Int32Array((n * (n - 1)) / 2);
  for (let j = 1; j < n; j++) for (let i = 0; i < j; i++) ids[(j * (j - 1)) / 2 + i] = weightId(weight(i, j));
  const M = new WeightedMatching(n, top + 2);
  M.setAllWeights(ids, table);
  const total = (): bigint | undefined => {
    M.solve();
    let sum = 0n;
    for (let a = 0; a < n; a++) {
      const b = M.mateOf(a);
      if (b < 0) return undefined;
      if (a < b) sum += table[ids[a < b ? (b * (b - 1)) / 2 + a : (a * (a - 1)) / 2 + b]!]!;
    }
    return sum;
  };
  const best = total();
  if (best === undefined) return undefined;
  let count = 0;
  for (let a = 0; a < r; a++) if (M.mateOf(a) >= r) count++;
  // 4.2: the first set in the order of the sequence numbers, a candidate at a time: in (only its edges to
  // residents left) if the best weight stays, else out (only its edges to the players below).
  const chosen: number[] = [];
  // Each player below: 0 undecided, 1 an upfloater (his edges to residents only), 2 not (to the players below only).
  const role = new Uint8Array(n);
  const allowed = (a: number, b: number): boolean => {
    if (a < r && b < r) return true;
    const [x, y] = a < r ? [a, b] : b < r ? [b, a] : [a, b];
    if (x < r) return role[y] !== 2; // a resident and a player below
    return role[x] !== 1 && role[y] !== 1; // two players below
  };
  const setRow = (k: number, to: number): void => {
    role[k] = to;
    for (let o = 0; o < n; o++) if (o !== k) M.setWeight(k, o, allowed(k, o) ? weight(k, o) : 0n);
  };
  for (let k = r; k < n && chosen.length < count; k++) {
    if (!residents.some((v) => c.pool.hasEdge(v, V[k]!))) continue;
    setRow(k, 1);
    if (total() === best) chosen.push(V[k]!);
    else setRow(k, 2);
  }
  return chosen.length === count ? chosen : undefined;
}
