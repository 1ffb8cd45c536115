/**
 * Colour allocation (2017 E.1–E.5; 2025 5.2.1–5.2.5, the same in substance, with GHR 3.4: only games
 * played over the board count) and the order of the boards.
 */
import { invert, NO_COLOUR, type Colour, type PlayerState } from './players.js';

/**
 * When neither player of a pair has a colour preference after round 1: `by-lot` (2017 E.5, 2025 5.2.5: the
 * higher ranked player gets the initial colour if his pairing number is odd); `as-if-round-one` (2012 A.7.c
 * "determined by lot" before the first round only, A.7.f: JaVaFo 1.4 gives the higher ranked player the
 * colour he would prefer had he played round 1 with the colour E.5 gave him: the initial colour if his
 * pairing number is even — his number among all the players of the file, those withdrawn included).
 */
export type NoPreferenceColour = 'by-lot' | 'as-if-round-one';

/**
 * Two absolute preferences for the same colour (top scorers in the last round): `wider-difference` (2017
 * E.2, 2025 5.2.2: the wider colour difference gets its preference, then E.3); `alternate` (2012 E.2 grants
 * the stronger preference only, so two absolute ones go to E.3: alternate from the most recent round in
 * which they had different colours, as JaVaFo 1.4 gives them).
 */
export type AbsoluteTie = 'wider-difference' | 'alternate';

/** The colour of `p` against `q`. */
export function colourOf(
  p: PlayerState,
  q: PlayerState,
  initial: Colour,
  noPreference: NoPreferenceColour = 'by-lot',
  playedRounds = 0,
  absoluteTie: AbsoluteTie = 'wider-difference',
): Colour {
  const neutral = neutralColour(p, q, absoluteTie);
  if (neutral !== NO_COLOUR) return neutral;
  const pLower = p.acc0 < q.acc0 || (p.acc0 === q.acc0 && p.rank > q.rank);
  if (p.pref === NO_COLOUR) {
    // E.5 / 5.2.5: the higher ranked player gets the initial colour if his pairing number is odd
    // (2012 after round 1: if it is even, see NoPreferenceColour).
    const asIfRoundOne = noPreference === 'as-if-round-one' && playedRounds > 0;
    const first = asIfRoundOne ? invert(initial) : initial;
    // The number's parity, 0-based: the rank among the players paired, or (2012) the place in the file.
    const odd = (x: PlayerState): number => (asIfRoundOne ? x.index : x.rank) & 1;
    return pLower ? (odd(q) ? first : invert(first)) : odd(p) ? invert(first) : first;
  }
  // E.4 / 5.2.4: the higher ranked player's preference.
  return pLower ? invert(q.pref) : p.pref;
}

/** E.1–E.3 / 5.2.1–5.2.3; NO_COLOUR when they do not decide. */
function neutralColour(p: PlayerState, q: PlayerState, absoluteTie: AbsoluteTie): Colour {
  if (p.pref !== q.pref || p.pref === NO_COLOUR || q.pref === NO_COLOUR) {
    if (p.pref !== NO_COLOUR) return p.pref; // both preferences granted
    if (q.pref !== NO_COLOUR) return invert(q.pref);
    return NO_COLOUR;
  }
  // The stronger preference (E.2); both absolute: the wider colour difference (2017 E.2, 2025 5.2.2; not 2012).
  const wider = absoluteTie === 'wider-difference';
  if (p.absPref && ((wider && p.colourImbalance > q.colourImbalance) || !q.absPref)) return p.pref;
  if (q.absPref && ((wider && q.colourImbalance > p.colourImbalance) || !p.absPref)) return invert(q.pref);
  if (p.strong && !q.strong) return p.pref;
  if (q.strong && !p.strong) return invert(q.pref);
  // Alternate from the most recent round in which they had different colours.
  const pc = p.recs.filter((r) => r.played).map((r) => r.colour);
  const qc = q.recs.filter((r) => r.played).map((r) => r.colour);
  let i = pc.length - 1;
  let j = qc.length - 1;
  while (i >= 0 && j >= 0 && pc[i] === qc[j]) {
    i--;
    j--;
  }
  if (i >= 0 && j >= 0) return qc[j]!;
  return NO_COLOUR;
}

/** Board order (C.04.2): the higher score of the pair, then the lower score, then the higher player's rank. */
export function boardOrder(w0: PlayerState, b0: PlayerState, w1: PlayerState, b1: PlayerState): number {
  const hi = (x: PlayerState, y: PlayerState): [PlayerState, PlayerState] => (x.score > y.score || (x.score === y.score && x.rank < y.rank) ? [x, y] : [y, x]);
  const [h0, l0] = hi(w0, b0);
  const [h1, l1] = hi(w1, b1);
  return h1.score - h0.score || l1.score - l0.score || h0.rank - h1.rank;
}
