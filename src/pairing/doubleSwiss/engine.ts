/**
 * The Double-Swiss pairing system (C.04.5, approved 28/10/2025, applied from 1 February 2026): every
 * pairing is a match of two games with alternating colours. The input has a record per game (match k =
 * records 2k−1 and 2k); pairing after an odd number of games pairs game b of the running match: the same
 * opponents with the colours of game a reversed (Preface). Otherwise the next match is paired by Article 3:
 * the pairing-allocated bye first (3.4), then the top scoregroup with its upfloaters (3.5), paired by the
 * first identifier (3.6), then the colours (Article 4).
 */
import { CardinalityMatching } from '../../matching/cardinality.js';
import { err, ok, type Result } from '../../core/result.js';
import { BLACK, NO_COLOUR, WHITE, type Colour } from '../dutch/players.js';
import type { DutchPair } from '../dutch/types.js';
import type { SwissEngineInput } from '../swissEngines.js';
import { matchPlayers, type MatchState } from './players.js';
import { chooseUpfloaters, pairBracket, type BracketContext } from './bracket.js';

export const DOUBLE_SWISS_ERROR_CODES = ['double-swiss.no-pairing', 'double-swiss.input'] as const;
export type DoubleSwissErrorCode = (typeof DOUBLE_SWISS_ERROR_CODES)[number];

export interface DoubleSwissError {
  readonly code: DoubleSwissErrorCode;
  readonly message: string;
}

/** Why a bracket was paired as it was (3.5, 3.6), for `--explain`. */
export interface DoubleSwissBracketExplanation {
  readonly score: number;
  readonly residents: readonly number[];
  readonly upfloaters: readonly number[];
  /** The pairs as top member (smaller TPN) and bottom member (3.6.1), by id. */
  readonly pairs: readonly { readonly top: number; readonly bottom: number }[];
}

export interface DoubleSwissPairing {
  /** In board order; `white` plays white in the game being paired (game a of a new match, or game b). */
  readonly pairs: readonly DutchPair[];
  readonly bye?: number | undefined;
  /** The match being paired (1-based) and its game: `a` (a new match) or `b` (the second game, colours reversed). */
  readonly match: number;
  readonly game: 'a' | 'b';
  readonly explanation?: readonly DoubleSwissBracketExplanation[] | undefined;
}

const NO_PAIRING = 'no pairing satisfies the absolute criteria C1 and C2 of the Double-Swiss system (C.04.5 2.1, 2.2: C3)';

/** Pairs the next game: game b of the running match, or game a of the next match. */
export function pairDoubleSwiss(input: SwissEngineInput, options: { readonly explain?: boolean } = {}): Result<DoubleSwissPairing, DoubleSwissError> {
  if (!Number.isInteger(input.totalRounds) || input.totalRounds < 2 || input.totalRounds % 2 === 1)
    return err({ code: 'double-swiss.input', message: `totalRounds ${input.totalRounds}: a Double-Swiss has two rounds (games) per match, so an even number of rounds` });
  const before = matchPlayers(input);
  if (!before.ok) return err({ code: 'double-swiss.input', message: before.error });
  const { states, matchesPaired, gamesPaired } = before.value;
  if (gamesPaired >= input.totalRounds) return err({ code: 'double-swiss.input', message: `all ${input.totalRounds} rounds are paired` });
  if (gamesPaired % 2 === 1) return secondGame(input, states, matchesPaired);
  const sorted = states.filter((s) => s.valid && s.available).sort((a, b) => b.score - a.score || a.tpn - b.tpn); // 1.2
  const N = sorted.length;
  // C1: every two may meet but those who met (a dense graph made by taking out the few pairs that are not edges).
  const pool = new CardinalityMatching(N);
  pool.addClique(N);
  const position = new Map(sorted.map((s, k) => [s.index, k]));
  for (const [k, s] of sorted.entries())
    for (const m of s.met) {
      const j = position.get(m);
      if (j !== undefined && j !== k) pool.removeEdge(k, j);
    }
  pool.maximize();
  const lastRound = matchesPaired + 1 === input.totalRounds / 2;
  const paired = new Uint8Array(N);
  let bye: number | undefined;
  if (N % 2 === 1) {
    bye = byeOf(sorted, pool);
    if (bye === undefined) return err({ code: 'double-swiss.no-pairing', message: NO_PAIRING });
    paired[bye] = 1;
    pool.remove(bye);
    pool.maximize();
  }
  if (!pool.perfect()) return err({ code: 'double-swiss.no-pairing', message: NO_PAIRING });
  const ctx: BracketContext = { states: sorted, pool, lastRound };
  const pairs: [number, number][] = [];
  const explanation: DoubleSwissBracketExplanation[] = [];
  for (;;) {
    const rest: number[] = [];
    for (let k = 0; k < N; k++) if (!paired[k]) rest.push(k);
    if (rest.length === 0) break;
    // 3.3: the top scoregroup of the players not yet paired, with its upfloaters (3.5).
    const score = sorted[rest[0]!]!.score;
    const residents = rest.filter((k) => sorted[k]!.score === score);
    const lower = rest.filter((k) => sorted[k]!.score !== score);
    const upfloaters = chooseUpfloaters(ctx, residents, lower);
    if (upfloaters === undefined) return err({ code: 'double-swiss.no-pairing', message: NO_PAIRING });
    const bracket = [...residents, ...upfloaters].sort((a, b) => a - b);
    const bracketPairs = pairBracket(ctx, bracket, new Set(upfloaters));
    if (bracketPairs === undefined) return err({ code: 'double-swiss.no-pairing', message: NO_PAIRING });
    for (const [a, b] of bracketPairs) {
      pairs.push([a, b]);
      paired[a] = paired[b] = 1;
      pool.remove(a);
      pool.remove(b);
    }
    pool.maximize();
    if (options.explain) {
      const id = (k: number): number => sorted[k]!.id;
      explanation.push({ score: score / 10, residents: residents.map(id), upfloaters: upfloaters.map(id), pairs: bracketPairs.map(([a, b]) => ({ top: id(a), bottom: id(b) })) });
    }
  }
  const colour = initialColourOf(input.initialColour);
  const boards = pairs
    .map(([a, b]): [MatchState, MatchState] => (whiteFirst(sorted[a]!, sorted[b]!, colour) ? [sorted[a]!, sorted[b]!] : [sorted[b]!, sorted[a]!]))
    .sort((x, y) => boardOrder(x, y))
    .map(([w, b]) => ({ white: w.id, black: b.id }));
  return ok({
    pairs: boards,
    bye: bye === undefined ? undefined : sorted[bye]!.id,
    match: matchesPaired + 1,
    game: 'a',
    ...(options.explain ? { explanation } : {}),
  });
}

const initialColourOf = (c: 'white' | 'black'): Colour => (c === 'black' ? BLACK : WHITE);

/**
 * 3.4: the pairing-allocated bye goes to the player who 3.4.1 allows a legal pairing of all the others;
 * 3.4.2 has the lowest score; 3.4.3 has played the most matches; 3.4.4 has the largest TPN. C2: never to
 * one who had it, won a match by forfeit or had a full-point bye.
 */
function byeOf(sorted: readonly MatchState[], pool: CardinalityMatching): number | undefined {
  const order = sorted
    .map((s, k) => ({ s, k }))
    .filter(({ s }) => !s.barred)
    .sort((x, y) => x.s.score - y.s.score || y.s.matchesPlayed - x.s.matchesPlayed || y.s.tpn - x.s.tpn);
  return order.find(({ k }) => pool.perfectWithout([k]))?.k;
}

/** The higher-ranked player of a pair (4.2): the higher score, then the smaller TPN. */
const higher = (a: MatchState, b: MatchState): boolean => a.score > b.score || (a.score === b.score && a.tpn < b.tpn);

/** The colours the player had (1.6), oldest first: the matches without a colour left out (GHR 3.4). */
const coloursOf = (s: MatchState): Colour[] => s.matches.map((m) => m.colour).filter((c) => c !== NO_COLOUR);

/**
 * Article 4.3: true when `a` gets white in game 1 against `b` (then black in game 2, 4.4).
 * 4.3.1 neither has played a match: the higher-ranked player gets the initial colour if his TPN is odd,
 *       the other colour if even;
 * 4.3.2 white to the player who had white fewer times;
 * 4.3.3 alternate both from the most recent match in which they had different colours (GHR 3.4: the
 *       histories of the matches with a colour, compared from their ends);
 * 4.3.4 the higher-ranked player alternates his last colour;
 * 4.3.5 the other player alternates his last colour.
 */
export function whiteFirst(a: MatchState, b: MatchState, initialColour: Colour): boolean {
  const aHigh = higher(a, b);
  const hi = aHigh ? a : b;
  const lo = aHigh ? b : a;
  const hiWhite = ((): boolean => {
    if (hi.matchesPlayed === 0 && lo.matchesPlayed === 0) return (hi.tpn % 2 === 1) === (initialColour === WHITE);
    if (hi.whites !== lo.whites) return hi.whites < lo.whites;
    // 4.3.3 with its note "Always consider Article 3.4 of the General Handling Rules": only the matches with a
    // colour count, so the two histories are compared from their ends (BWuB is read as uBWB), not match by match.
    const ch = coloursOf(hi);
    const cl = coloursOf(lo);
    for (let back = 1; back <= Math.min(ch.length, cl.length); back++) if (ch[ch.length - back] !== cl[cl.length - back]) return ch[ch.length - back] === BLACK;
    const lastHi = ch.at(-1);
    if (lastHi !== undefined) return lastHi === BLACK;
    const lastLo = cl.at(-1);
    if (lastLo !== undefined) return lastLo === WHITE;
    return (hi.tpn % 2 === 1) === (initialColour === WHITE);
  })();
  return aHigh ? hiWhite : !hiWhite;
}

/** Board order (C.04.2 3.6): the higher score of the pair's higher player, then the higher other score, then the smaller TPN. */
function boardOrder([w0, b0]: readonly [MatchState, MatchState], [w1, b1]: readonly [MatchState, MatchState]): number {
  const [h0, l0] = higher(w0, b0) ? [w0, b0] : [b0, w0];
  const [h1, l1] = higher(w1, b1) ? [w1, b1] : [b1, w1];
  return h1.score - h0.score || l1.score - l0.score || h0.tpn - h1.tpn;
}

/**
 * Preface: "The match consists of two games played in succession, with alternating colours": game b has
 * game a's opponents with the colours reversed, and the bye of game a (byes apply only to whole matches).
 */
function secondGame(input: SwissEngineInput, states: readonly MatchState[], matchesPaired: number): Result<DoubleSwissPairing, DoubleSwissError> {
  const last = input.players.length === 0 ? 0 : Math.max(...input.players.map((p) => p.rounds.length)) - 1;
  const byIndex = new Map(input.players.map((p, k) => [p.id, k]));
  const seen = new Set<number>();
  const pairs: [MatchState, MatchState][] = [];
  let bye: number | undefined;
  for (const [k, p] of input.players.entries()) {
    const r = p.rounds[last];
    if (r === undefined || seen.has(k)) continue;
    if (r.opponent === undefined) {
      if (r.paired && r.score !== 'loss' && !r.played) bye = p.id;
      continue;
    }
    const o = byIndex.get(r.opponent)!;
    seen.add(k).add(o);
    const absent = [p, input.players[o]!].find((x) => !x.available);
    if (absent !== undefined)
      return err({
        code: 'double-swiss.input',
        message: `player ${absent.id} is absent (or withdrawn) in round ${last + 2}, game b of match ${matchesPaired + 1}, whose game a he was paired in: byes apply only to whole matches (C.04.5 Preface); let him withdraw from the next match, and enter game b as a forfeit`,
      });
    // Game a's white plays black in game b; a game a without colours (a forfeit) keeps the order of 4.3.
    const asWhite = r.colour === 'white' ? true : r.colour === 'black' ? false : higher(states[k]!, states[o]!);
    pairs.push(asWhite ? [states[o]!, states[k]!] : [states[k]!, states[o]!]);
  }
  return ok({ pairs: pairs.sort((x, y) => boardOrder(x, y)).map(([w, b]) => ({ white: w.id, black: b.id })), bye, match: matchesPaired + 1, game: 'b' });
}
