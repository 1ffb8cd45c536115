/**
 * Colours in the Lim system (C.04.4.3, 2026): the colour limits of 2.1 are part of compatibility, and
 * Article 5 allocates the colour of each pair. Our reading of Article 5 (docs/lim.md): a player is due the
 * equalising colour when he has played more games with one colour, otherwise the colour alternating with
 * his last game; the higher ranked player of a pair wins a tie above the median, the lower ranked below it.
 */
import { BLACK, invert, NO_COLOUR, WHITE, type Colour, type PlayerState } from '../dutch/players.js';

export interface LimColours {
  /** Games played with white minus games played with black. */
  readonly balance: number;
  /** The colours of the games played over the board, in order. */
  readonly history: readonly Colour[];
  /** The due colour (NO_COLOUR: none yet). */
  readonly due: Colour;
  /** 3 absolute (2.1: another of the other colour would break a limit), 2 equalising, 1 alternating, 0 none. */
  readonly strength: 0 | 1 | 2 | 3;
}

export function limColours(p: PlayerState): LimColours {
  const history = p.recs.filter((r) => r.played).map((r) => r.colour);
  let balance = 0;
  for (const c of history) balance += c === WHITE ? 1 : -1;
  const last = history.length > 0 ? history[history.length - 1]! : NO_COLOUR;
  const repeated = history.length >= 2 && history[history.length - 2] === last ? last : NO_COLOUR;
  // 2.1: "the same colour in three successive rounds" and "three more of one colour than the other".
  if (balance >= 2 || repeated === WHITE) return { balance, history, due: BLACK, strength: 3 };
  if (balance <= -2 || repeated === BLACK) return { balance, history, due: WHITE, strength: 3 };
  if (balance !== 0) return { balance, history, due: balance > 0 ? BLACK : WHITE, strength: 2 };
  if (last !== NO_COLOUR) return { balance, history, due: invert(last), strength: 1 };
  return { balance, history, due: NO_COLOUR, strength: 0 };
}

/** 2.1: whether `c` keeps the player within the limits (not three in a row, not three more of one colour). */
export function mayHave(x: LimColours, c: Colour): boolean {
  const n = x.history.length;
  if (n >= 2 && x.history[n - 1] === c && x.history[n - 2] === c) return false;
  return Math.abs(x.balance + (c === WHITE ? 1 : -1)) < 3;
}

export interface Ranked {
  readonly p: PlayerState;
  readonly tpn: number;
  readonly colours: LimColours;
  /** The rating (7.1, a Maxi-tournament's 100 points); 0 for a player without one. */
  readonly rating: number;
}

/** Whether the two are due the same colour (neither due none): one of them cannot get it (5.2). */
export const sameDue = (a: Ranked, b: Ranked): boolean => a.colours.due !== NO_COLOUR && a.colours.due === b.colours.due;

/**
 * The colour of `a` against `b`. `upper`: the pair was made above the median or in it (2.2: paired
 * downward); `initial`: the colour drawn by lot for round 1.
 */
export function limColour(a: Ranked, b: Ranked, upper: boolean, initial: Colour): Colour {
  const aHigher = a.p.score > b.p.score || (a.p.score === b.p.score && a.tpn < b.tpn);
  const [hi, lo] = aHigher ? [a, b] : [b, a];
  const forA = (c: Colour): Colour => (aHigher ? c : invert(c));
  const x = hi.colours;
  const y = lo.colours;
  // Neither has played: the higher ranked player gets the colour drawn by lot with an odd TPN, the other
  // colour with an even one (round 1: 1 v n/2+1 with the drawn colour, 2 v n/2+2 the other, …).
  if (x.due === NO_COLOUR && y.due === NO_COLOUR) return forA(hi.tpn % 2 === 1 ? initial : invert(initial));
  // 2.1: compatibility allows at least one way; when only one way keeps both within the limits, it is that.
  const whiteOk = mayHave(x, WHITE) && mayHave(y, BLACK);
  const blackOk = mayHave(x, BLACK) && mayHave(y, WHITE);
  if (whiteOk !== blackOk) return forA(whiteOk ? WHITE : BLACK);
  // Both get their due colour when they are due different colours (or one is due none).
  if (y.due === NO_COLOUR || (x.due !== NO_COLOUR && x.due !== y.due)) return forA(x.due === NO_COLOUR ? invert(y.due) : x.due);
  if (x.due === NO_COLOUR) return forA(invert(y.due));
  // The same due colour: the stronger claim (absolute, then equalising, then alternating) gets it.
  if (x.strength !== y.strength) return forA(x.strength > y.strength ? x.due : invert(y.due));
  // Equal claims: alternate from the most recent round in which they had different colours.
  for (let i = x.history.length - 1, j = y.history.length - 1; i >= 0 && j >= 0; i--, j--) if (x.history[i] !== y.history[j]) return forA(invert(x.history[i]!));
  // The same history: above the median (and in it) the higher ranked player gets his due colour, below
  // it the lower ranked one.
  return forA(upper ? x.due : invert(y.due));
}
