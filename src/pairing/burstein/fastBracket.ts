/**
 * The usual bracket, paired with cardinality matchings only (bracket.ts's weighted matching is the general
 * way; this one answers only where the bracket reaches the bound of every criterion, and says "undecided"
 * otherwise):
 * - C5 all its players paired but one at most (an odd bracket);
 * - C6 the one floater of the lowest score of the bracket;
 * - C7 the following bracket (the floater and the next scoregroup) paired completely but one at most, of the
 *   next scoregroup's score, the floater paired in it;
 * - C8 as few players without their colour preference as the colours allow: with w players who prefer White,
 *   b Black and z none (1.5.4), max(0, (w − b − z)/2, (b − w − z)/2) pairs of the same preference, reached
 *   exactly when only the players of the larger side meet each other (or, without one, nobody of one
 *   preference meets another of the same).
 * Within those bounds every pairing of a graph (who may meet, minus the pairs that cost C8) is as good as any
 * other, so 4.3's order is followed a BSN at a time: the largest BSN with whom a perfect matching remains,
 * a virtual player (the floater's slot) last.
 */
import type { CardinalityMatching } from '../../matching/cardinality.js';
import { BLACK, NO_COLOUR, WHITE } from '../dutch/players.js';
import type { BracketResult } from './bracket.js';
import type { BursteinState } from './players.js';

/** The pairs of the same preference a set of players must have at least, and which players may meet each other for it. */
function colourBound(prefs: readonly number[]): { bound: number; side: number } {
  let w = 0;
  let b = 0;
  let z = 0;
  for (const c of prefs) {
    if (c === WHITE) w++;
    else if (c === BLACK) b++;
    else z++;
  }
  if (w - b - z > 0) return { bound: (w - b - z) / 2, side: WHITE };
  if (b - w - z > 0) return { bound: (b - w - z) / 2, side: BLACK };
  return { bound: 0, side: NO_COLOUR };
}

/** Takes out the pairs that cost C8 beyond its bound: of the players not on `side`, none meets another of the same kind. */
function restrictColours(g: CardinalityMatching, prefs: readonly number[], side: number): void {
  const local = prefs.map((_, i) => i);
  if (side === NO_COLOUR) {
    g.removeClique(local.filter((i) => prefs[i] === WHITE));
    g.removeClique(local.filter((i) => prefs[i] === BLACK));
  } else g.removeClique(local.filter((i) => prefs[i] !== side));
}

/** 4.3 a BSN at a time on `T` (local indices in BSN order, `slot` the virtual player or −1). Undefined if it fails. */
function inOrder(T: CardinalityMatching, nb: number, slot: number): { pairs: [number, number][]; floater: number } | undefined {
  if (!T.perfect()) return undefined;
  const pairs: [number, number][] = [];
  let floater = -1;
  const done = new Uint8Array(nb);
  const fits = (k: number, j: number): boolean => T.isAlive(j) && T.hasEdge(k, j) && (T.mateOf(k) === j || T.perfectWithout([k, j]));
  for (let k = 0; k < nb; k++) {
    if (done[k]) continue;
    let o = -1;
    for (let j = nb - 1; j > k && o < 0; j--) if (!done[j] && fits(k, j)) o = j;
    if (o < 0 && slot >= 0 && fits(k, slot)) o = slot;
    if (o < 0) return undefined;
    done[k] = 1;
    if (o < nb) {
      done[o] = 1;
      pairs.push([k, o]);
    } else floater = k;
    T.remove(k);
    T.remove(o);
    T.maximize();
  }
  return { pairs, floater };
}

/** The bracket paired at every bound, or undefined (undecided: the weighted way decides). */
export function fastBracket(sorted: readonly BursteinState[], pool: CardinalityMatching, bracket: readonly number[], lower: readonly number[]): BracketResult | undefined {
  const nb = bracket.length;
  const prefs = bracket.map((v) => sorted[v]!.p.pref as number);
  if (nb % 2 === 0) {
    if (!pool.perfectWithout(bracket)) return undefined; // C4: everyone below still pairable
    const { side } = colourBound(prefs);
    const T = pool.induced(bracket);
    restrictColours(T, prefs, side);
    const r = inOrder(T, nb, -1);
    return r && { pairs: r.pairs.map(([a, b]) => [bracket[a]!, bracket[b]!]), floaters: [] };
  }
  if (lower.length === 0) return undefined;
  const lowest = Math.min(...bracket.map((v) => sorted[v]!.p.acc0));
  const candidates = bracket.map((_, k) => k).filter((k) => sorted[bracket[k]!]!.p.acc0 === lowest); // C6
  const ideal = idealFloaters(sorted, pool, bracket, candidates, lower); // C7
  if (ideal === undefined || ideal.length === 0) return undefined;
  // C8: the floaters that leave the fewest pairs of the same preference.
  const bounds = ideal.map((f) => colourBound(prefs.filter((_, i) => i !== f)));
  const best = Math.min(...bounds.map((b) => b.bound));
  const chosen = ideal.filter((_, i) => bounds[i]!.bound === best);
  const sides = new Set(bounds.filter((b) => b.bound === best).map((b) => b.side));
  if (sides.size !== 1) return undefined;
  const T = pool.induced(bracket, 1);
  restrictColours(T, prefs, [...sides][0]!);
  for (const f of chosen) T.addEdge(nb, f);
  const r = inOrder(T, nb, nb);
  return r && { pairs: r.pairs.map(([a, b]) => [bracket[a]!, bracket[b]!]), floaters: [bracket[r.floater]!] };
}

/**
 * C7 at its bound, for each candidate floater r (local index): the following bracket N (r and the next
 * scoregroup S2) pairs completely but one player of S2, r paired in it, everyone below paired (C4). With N
 * even: a perfect matching without edges from N to the players below S2. With N odd: two more vertices, y
 * for the S2 player who floats on and y' for his opponent below, a perfect matching that is a real one when
 * those two may meet, or when another such pair, tried a few at a time, leaves a perfect matching (realFloat);
 * otherwise the candidate is undecided and so is the bracket (undefined).
 */
function idealFloaters(
  sorted: readonly BursteinState[],
  pool: CardinalityMatching,
  bracket: readonly number[],
  candidates: readonly number[],
  lower: readonly number[],
): number[] | undefined {
  const nextScore = sorted[lower[0]!]!.p.acc0;
  const s2 = lower.filter((v) => sorted[v]!.p.acc0 === nextScore).length;
  const L = lower.length;
  const odd = (s2 + 1) % 2 === 1;
  const slot = L;
  const H = pool.induced(lower, odd ? 3 : 1);
  for (let a = 0; a < s2; a++) for (let b = s2; b < L; b++) H.removeEdge(a, b);
  if (odd) {
    for (let a = 0; a < s2; a++) H.addEdge(L + 1, a);
    for (let b = s2; b < L; b++) H.addEdge(L + 2, b);
  }
  H.remove(slot);
  H.maximize();
  const out: number[] = [];
  for (const k of candidates) {
    const r = bracket[k]!;
    H.remove(slot);
    H.restore(slot);
    for (let a = 0; a < s2; a++) {
      if (pool.hasEdge(r, lower[a]!)) H.addEdge(slot, a);
      else H.removeEdge(slot, a);
    }
    if (!H.augmentFrom(slot) || !H.perfect()) continue;
    if (odd) {
      const s = H.mateOf(L + 1);
      const t = H.mateOf(L + 2);
      if (!pool.hasEdge(lower[s]!, lower[t]!) && !realFloat(H, pool, lower, s2, s)) return undefined;
    }
    out.push(k);
  }
  return out;
}

/** Up to 32 pairs of an S2 player (the gadget's own first) and a player below who may meet: one whose pair leaves the rest perfect makes the float real. */
function realFloat(H: CardinalityMatching, pool: CardinalityMatching, lower: readonly number[], s2: number, first: number): boolean {
  const L = lower.length;
  let tries = 0;
  for (const a of [first, ...Array.from({ length: s2 }, (_, i) => i).filter((i) => i !== first)])
    for (let b = s2; b < L; b++) {
      if (!pool.hasEdge(lower[a]!, lower[b]!)) continue;
      if (H.perfectWithout([L + 1, a, L + 2, b])) return true;
      if (++tries >= 32) return false;
    }
  return false;
}
