import type { PlayerId } from './player.js';

/**
 * The result of a game, from white's side. Forfeits (`+-`, `-+`, `--`) were not played over the board:
 * they do not count for colours and do not forbid a rematch (C.04.1), and `--` is a double forfeit.
 * `1/2-0`, `0-1/2` and `0-0` are the unusual results an arbiter may give a game that was played (Laws of
 * Chess, e.g. 6.9 and 11.3/12.9 sanctions, both players' flags fallen with no way to tell the first): each
 * player scores his own half, or nothing (TRF: `=` against `0`, `0` against `0`, C.04 Annex 2), and the game
 * counts as played (colours, no rematch).
 */
export const GAME_RESULTS = ['1-0', '1/2-1/2', '0-1', '+-', '-+', '--', '1/2-0', '0-1/2', '0-0'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

export interface Game {
  readonly board: number;
  readonly white: PlayerId;
  readonly black: PlayerId;
  /** Undefined while the game is being played (or while it is postponed). */
  readonly result?: GameResult | undefined;
  /**
   * The game is postponed: played later, its result entered then. The two count as having met, and club
   * systems may pair the next rounds meanwhile (core `systems.ts`, postponedGames).
   */
  readonly postponed?: true | undefined;
  /**
   * The game was adjourned: begun over the board, its result not known yet (TRF-2026 result `X`, "unknown
   * result (e.g. adjourned game)"). Until the result is entered it scores as 162 `X` says — by default as a
   * draw — for the pairing and the standings; the two have met with these colours. Not rated until finished.
   */
  readonly adjourned?: true | undefined;
}

/** What a game's board holds besides a result: played later, or adjourned with the result not known yet. */
export const GAME_STATES = ['postponed', 'adjourned'] as const;
export type GameState = (typeof GAME_STATES)[number];

/** The state of a game without a result (postponed, adjourned), or undefined. */
export const stateOf = (g: Game): GameState | undefined => (g.result !== undefined ? undefined : g.postponed ? 'postponed' : g.adjourned ? 'adjourned' : undefined);

/**
 * The game as the standings score it: an adjourned game as a draw, the points TRF-2026 162 gives an unknown
 * result `X` by default ("same as D"); any other game as it is.
 */
export const scoredGame = (g: Game): Game => (g.adjourned && g.result === undefined ? { board: g.board, white: g.white, black: g.black, result: '1/2-1/2' } : g);

/** Spellings accepted on input, mapped to the canonical result. */
const RESULT_SPELLINGS: Readonly<Record<string, GameResult>> = {
  '1-0': '1-0',
  '0-1': '0-1',
  '1/2-1/2': '1/2-1/2',
  '½-½': '1/2-1/2',
  '=': '1/2-1/2',
  '0.5-0.5': '1/2-1/2',
  '+-': '+-',
  '-+': '-+',
  '--': '--',
  '+:-': '+-',
  '-:+': '-+',
  '-:-': '--',
  '1/2-0': '1/2-0',
  '½-0': '1/2-0',
  '0.5-0': '1/2-0',
  '0-1/2': '0-1/2',
  '0-½': '0-1/2',
  '0-0.5': '0-1/2',
  '0-0': '0-0',
};

export function parseGameResult(text: string): GameResult | undefined {
  return RESULT_SPELLINGS[text.trim()];
}

/**
 * What a director enters on a board: a result, or a state — `postponed`, or `adjourned` (also written `X`,
 * the TRF-2026 code of an unknown result). Undefined when the text is neither.
 */
export function parseGameEntry(text: string): GameResult | GameState | undefined {
  const t = text.trim();
  if (t === 'postponed') return 'postponed';
  if (t === 'adjourned' || t === 'X' || t === 'x') return 'adjourned';
  return parseGameResult(t);
}

/** Points scored by white and by black (a double forfeit gives 0 to both). */
export function gamePoints(result: GameResult): readonly [white: number, black: number] {
  switch (result) {
    case '1-0':
    case '+-':
      return [1, 0];
    case '0-1':
    case '-+':
      return [0, 1];
    case '1/2-1/2':
      return [0.5, 0.5];
    case '--':
    case '0-0':
      return [0, 0];
    case '1/2-0':
      return [0.5, 0];
    case '0-1/2':
      return [0, 0.5];
  }
}

/** How the game counts for one of its players: won, drawn (half a point) or lost (nothing). */
export type GameScore = 'win' | 'draw' | 'loss';

/** What the game scored for white (`asWhite`) or black: a win, a draw (his half of ½-0 too) or a loss (0-0, a double forfeit). */
export function gameScore(result: GameResult, asWhite: boolean): GameScore {
  const [w, b] = gamePoints(result);
  const mine = asWhite ? w : b;
  return mine === 1 ? 'win' : mine === 0.5 ? 'draw' : 'loss';
}

/** True when the game was played over the board (not a forfeit). */
export function isPlayed(result: GameResult | undefined): boolean {
  return result !== undefined && !isForfeit(result);
}

/** True for ½-0, 0-½ and 0-0: a game played whose two scores do not add up to a game's point. */
export function isUnusual(result: GameResult | undefined): boolean {
  return result === '1/2-0' || result === '0-1/2' || result === '0-0';
}

export function isForfeit(result: GameResult | undefined): boolean {
  return result === '+-' || result === '-+' || result === '--';
}

/** The points a player scored in a game, or undefined if he did not play in it. */
export function pointsOf(game: Game, player: PlayerId): number | undefined {
  if (game.result === undefined) return undefined;
  const [w, b] = gamePoints(game.result);
  if (game.white === player) return w;
  if (game.black === player) return b;
  return undefined;
}

export function opponentOf(game: Game, player: PlayerId): PlayerId | undefined {
  if (game.white === player) return game.black;
  if (game.black === player) return game.white;
  return undefined;
}
