/**
 * Colour allocation (C.04.4.1 2026, Article 5.2), applied in this order to each pair.
 */
import { invert, WHITE, BLACK, type Colour } from '../dutch/players.js';
import type { DubovState } from './players.js';

/** 5.2.1: the higher ranked player "has more points or, when points are equal, has a smaller TPN". */
export const ranksHigher = (a: DubovState, b: DubovState): boolean => a.p.score > b.p.score || (a.p.score === b.p.score && a.tpn < b.tpn);

/** The colour of `a` against `b`; `initial` is the initial colour drawn by lot. */
export function dubovColour(a: DubovState, b: DubovState, initial: Colour): Colour {
  const aHigher = ranksHigher(a, b);
  const [hi, lo] = aHigher ? [a, b] : [b, a];
  const forA = (c: Colour): Colour => (aHigher ? c : invert(c));
  // 5.2.1 When both players have yet to play a game, if the higher ranked player has an odd TPN, give them
  // the initial colour; otherwise, give them the opposite colour.
  if (a.p.playedGames === 0 && b.p.playedGames === 0) return forA(hi.tpn % 2 === 1 ? initial : invert(initial));
  // 5.2.2 Grant both colour preferences.
  if (hi.pref !== lo.pref) return forA(hi.pref);
  // 5.2.3 Grant the stronger colour preference.
  if (hi.strength !== lo.strength) return forA(hi.strength > lo.strength ? hi.pref : invert(lo.pref));
  // 5.2.4 Alternate the colours to the most recent time in which one player had White and the other Black
  // (the games played over the board, latest first, as the Dutch 5.2.4 is read: colours.ts of the Dutch).
  const hc = hi.p.recs.filter((r) => r.played).map((r) => r.colour);
  const lc = lo.p.recs.filter((r) => r.played).map((r) => r.colour);
  for (let i = hc.length - 1, j = lc.length - 1; i >= 0 && j >= 0; i--, j--) if (hc[i] !== lc[j]) return forA(invert(hc[i]!));
  // 5.2.5 Grant the colour preference of the higher ranked player.
  return forA(hi.pref);
}

export { WHITE, BLACK };
