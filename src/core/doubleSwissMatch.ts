/**
 * A Double-Swiss match as one value (C.04.5 Preface: "every pairing is a match between two players. The
 * match consists of two games played in succession, with alternating colours and with points assigned for
 * each game"). Match k is rounds 2k−1 (game a) and 2k (game b); the two games stay the stored truth (TRF,
 * rating), the match result is derived from them, or entered as both games at once (docs/double-swiss.md).
 */
import type { Game, GameResult } from './game.js';
import type { Round } from './round.js';
import type { Tournament } from './tournament.js';

/** Each player's points of a game, white first, in game points (Preface: "points assigned for each game"). */
const GAME_POINTS: Readonly<Record<GameResult, readonly [number, number]>> = {
  '1-0': [1, 0],
  '1/2-1/2': [0.5, 0.5],
  '0-1': [0, 1],
  '+-': [1, 0],
  '-+': [0, 1],
  '--': [0, 0],
  '1/2-0': [0.5, 0],
  '0-1/2': [0, 0.5],
  '0-0': [0, 0],
};

const FORFEITS: ReadonlySet<GameResult> = new Set(['+-', '-+', '--']);

/** A match's two games as entered, each written white first as in any round: game a, then game b. */
export interface MatchEntry {
  readonly a: GameResult;
  readonly b: GameResult;
}

/** A match's result from one player's side (the white of the game it is shown beside). */
export interface MatchValue {
  /** Game points of the player named first, and of the other. */
  readonly first: number;
  readonly second: number;
  /** The games forfeited: 0, 1 or 2. */
  readonly forfeits: 0 | 1 | 2;
  /**
   * Preface: the match "ends by forfeit only if at least one player forfeits both games"; two games forfeited
   * one by each player make a regularly played match.
   */
  readonly endedByForfeit: boolean;
}

/** The players of a game who forfeited it, as `white` / `black`: `+-` its black, `-+` its white, `--` both. */
const FORFEITERS: Readonly<Partial<Record<GameResult, readonly ('white' | 'black')[]>>> = { '+-': ['black'], '-+': ['white'], '--': ['white', 'black'] };

/** The match (1-based) and game of a round of a Double-Swiss: round 2k−1 is game a of match k, 2k game b. */
export const matchOfRound = (round: number): { readonly match: number; readonly game: 'a' | 'b' } => ({ match: Math.ceil(round / 2), game: round % 2 === 1 ? 'a' : 'b' });

/** The other game of `game`'s match (same two players, in the other round of the match), if paired. */
export function otherGameOf(t: Tournament, round: number, game: Pick<Game, 'white' | 'black'>): { readonly round: Round; readonly game: Game } | undefined {
  const other = t.rounds.find((r) => r.number === (round % 2 === 1 ? round + 1 : round - 1));
  const g = other?.games.find((x) => (x.white === game.black && x.black === game.white) || (x.white === game.white && x.black === game.black));
  return other && g ? { round: other, game: g } : undefined;
}

/** The value of a match from two games' results, `first` the white of the game `a` is. Undefined until both have a result. */
export function matchValueOf(a: Game, b: Game): MatchValue | undefined {
  if (a.result === undefined || b.result === undefined) return undefined;
  const [aw, ab] = GAME_POINTS[a.result];
  const [bw, bb] = GAME_POINTS[b.result];
  const sameWhite = a.white === b.white;
  const forfeits = ((FORFEITS.has(a.result) ? 1 : 0) + (FORFEITS.has(b.result) ? 1 : 0)) as 0 | 1 | 2;
  const inA = (FORFEITERS[a.result] ?? []).map((side) => a[side]);
  const endedByForfeit = (FORFEITERS[b.result] ?? []).some((side) => inA.includes(b[side]));
  return { first: aw + (sameWhite ? bw : bb), second: ab + (sameWhite ? bb : bw), forfeits, endedByForfeit };
}

/** The match value to show beside a game of a Double-Swiss round, from that game's white's side; undefined until both games have a result. */
export function matchValue(t: Tournament, round: number, game: Game): MatchValue | undefined {
  const other = otherGameOf(t, round, game);
  return other === undefined ? undefined : matchValueOf(game, other.game);
}

/** Points as the Preface writes them: 1½, ½, 0. */
export const matchPoints = (x: number): string => (x === 0.5 ? '½' : Number.isInteger(x) ? String(x) : `${Math.floor(x)}½`);

/** The match score as the Preface writes it, first player's points first: "1½-½". */
export const formatMatchScore = (v: Pick<MatchValue, 'first' | 'second'>): string => `${matchPoints(v.first)}-${matchPoints(v.second)}`;

/**
 * The usual match results (Preface: 2-0, 1½-½, 1-1, ½-1½, 0-2) as the pairs of games that give them, from
 * game a's white's side (he plays black in game b), and the matches ended by forfeit (Preface: "only if at
 * least one player forfeits both games"). A score that several pairs of games give (1½-½: which game was
 * drawn?) is listed once per pair, so an entry names its games.
 */
export const USUAL_MATCH_ENTRIES: readonly MatchEntry[] = [
  { a: '1-0', b: '0-1' },
  { a: '1-0', b: '1/2-1/2' },
  { a: '1/2-1/2', b: '0-1' },
  { a: '1/2-1/2', b: '1/2-1/2' },
  { a: '1-0', b: '1-0' },
  { a: '0-1', b: '0-1' },
  { a: '0-1', b: '1/2-1/2' },
  { a: '1/2-1/2', b: '1-0' },
  { a: '0-1', b: '1-0' },
  { a: '+-', b: '-+' },
  { a: '-+', b: '+-' },
  { a: '--', b: '--' },
];

const SCORE_POINTS: Readonly<Record<string, number>> = { '0': 0, '½': 0.5, '1/2': 0.5, '0.5': 0.5, '1': 1, '1½': 1.5, '1.5': 1.5, '3/2': 1.5, '2': 2 };

/** Every pair of games a match can be, from game a's white's side (9 × 9 results). */
const ALL_ENTRIES: readonly MatchEntry[] = (Object.keys(GAME_POINTS) as GameResult[]).flatMap((a) => (Object.keys(GAME_POINTS) as GameResult[]).map((b) => ({ a, b })));

/**
 * Reads a match score written from game a's white's side — `2-0`, `1½-½` (or `1.5-0.5`), `0-0` — or a match
 * ended by forfeit, `+-`, `-+`, `--` (both games forfeited, Preface). A score is turned into games only when
 * one pair of played games gives it; otherwise the answer lists the pairs that do, so the entry names them.
 */
export function parseMatchScore(text: string): { readonly entry: MatchEntry } | { readonly choices: readonly MatchEntry[] } | undefined {
  const s = text.trim().replace(/[–—:]/g, '-');
  if (s === '+-' || s === '-+' || s === '--') return { entry: { a: s, b: s === '--' ? '--' : s === '+-' ? '-+' : '+-' } };
  const m = /^([^-]+)-([^-]+)$/.exec(s);
  const first = m ? SCORE_POINTS[m[1]!] : undefined;
  const second = m ? SCORE_POINTS[m[2]!] : undefined;
  if (first === undefined || second === undefined || first + second > 2) return undefined;
  const choices = ALL_ENTRIES.filter((e) => !FORFEITS.has(e.a) && !FORFEITS.has(e.b)).filter((e) => {
    const v = matchValueOf({ board: 0, white: 1, black: 2, result: e.a }, { board: 0, white: 2, black: 1, result: e.b })!;
    return v.first === first && v.second === second;
  });
  if (choices.length === 0) return undefined;
  return choices.length === 1 ? { entry: choices[0]! } : { choices };
}
