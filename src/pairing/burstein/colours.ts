/**
 * Colour allocation (C.04.4.2, 2026 text, Article 5.2), applied in this order to each pair.
 */
import { BLACK, invert, NO_COLOUR, WHITE, type Colour } from '../dutch/players.js';
import { byRanking, type BursteinState } from './players.js';

/** 1.5: 2 absolute, 1 strong, 0 mild; −1 no preference (1.5.4: a player who has played no game). */
const strength = (s: BursteinState): number => (s.p.pref === NO_COLOUR ? -1 : s.p.absPref ? 2 : s.p.strong ? 1 : 0);

/** The colour of `a` against `b`; `initial` is the initial colour drawn by lot. */
export function bursteinColour(a: BursteinState, b: BursteinState, initial: Colour): Colour {
  // 5.2.1 "When both players have yet to play a game, if the higher ranked player (according to Article 1.8)
  // has an odd TPN, give them the initial-colour; otherwise, give them the opposite colour." (2026 text; the
  // 2025 text, as quoted here before, ranked by points, then TPN. For two players without a game the two
  // agree: each unplayed round is a game against oneself at one's own score, 1.7.2, so Buchholz and
  // Sonneborn-Berger grow with the score.)
  if (a.p.playedGames === 0 && b.p.playedGames === 0) {
    const aHigher = byRanking(a, b) < 0;
    const hi = aHigher ? a : b;
    const c = hi.tpn % 2 === 1 ? initial : invert(initial);
    return aHigher ? c : invert(c);
  }
  // 5.2.5 speaks of the higher ranked player "see Article 1.8": the Index, then the TPN.
  const aHigher = byRanking(a, b) < 0;
  const [hi, lo] = aHigher ? [a, b] : [b, a];
  const forA = (c: Colour): Colour => (aHigher ? c : invert(c));
  // 5.2.2 Grant both colour preferences (1.5.4: the preference of a player without one's opponent is granted).
  if (hi.p.pref === NO_COLOUR) return forA(invert(lo.p.pref));
  if (lo.p.pref === NO_COLOUR || hi.p.pref !== lo.p.pref) return forA(hi.p.pref);
  // 5.2.3 Grant the stronger colour preference.
  const sh = strength(hi);
  const sl = strength(lo);
  if (sh !== sl) return forA(sh > sl ? hi.p.pref : invert(lo.p.pref));
  // 5.2.4 Alternate the colours to the most recent time in which one player had White and the other Black
  // (the games played over the board, latest first, as the Dutch and Dubov engines read it).
  const hc = hi.p.recs.filter((r) => r.played).map((r) => r.colour);
  const lc = lo.p.recs.filter((r) => r.played).map((r) => r.colour);
  for (let i = hc.length - 1, j = lc.length - 1; i >= 0 && j >= 0; i--, j--) if (hc[i] !== lc[j]) return forA(invert(hc[i]!));
  // 5.2.5 Grant the colour preference of the higher ranked player.
  return forA(hi.p.pref);
}

export { WHITE, BLACK };
