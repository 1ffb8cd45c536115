import { isPlayed } from '../core/game.js';
import type { PlayerId } from '../core/player.js';
import type { Round } from '../core/round.js';

/**
 * Colour allocation for club pairings: the Keizer rule (keizer.md §4) and the Geel rule of the Elo-points
 * system (keizer.md §5). Both decide the colours of one pair from the two players' colour histories.
 *
 * Only games played over the board count as colours: a forfeit (`+-`, `-+`, `--`) and a game without a
 * result yet are not colours (the forfeiting side never sat at the board).
 */

export const COLOURS = ['white', 'black'] as const;
export type Colour = (typeof COLOURS)[number];

/** A player's colours so far, counted from games played over the board only. */
export interface ColourHistory {
  /** Games played with white. */
  readonly whites: number;
  /** Games played over the board (white + black). */
  readonly games: number;
  /** Colour of the last game played over the board; undefined without games. */
  readonly last?: Colour | undefined;
  /** How many games in a row, up to and including the last one, were played with `last`. */
  readonly streak: number;
}

export const NO_COLOURS: ColourHistory = { whites: 0, games: 0, streak: 0 };

/** One side of a pair to colour. */
export interface ColourCandidate {
  readonly id: PlayerId;
  readonly history: ColourHistory;
  /**
   * Place in the current ranking (1 = top). Equal numbers mean "equally ranked" (tied scores): the Keizer
   * rule then draws lots. The Geel rule does not use it.
   */
  readonly rank: number;
}

/** The drawing of lots for a pair: true when `a` gets white. Must be reproducible (see `seededLots`). */
export type Lots = (a: PlayerId, b: PlayerId) => boolean;

/** Which step of the rule decided the colours, for explanations and tests. */
export const COLOUR_REASONS = ['share', 'alternation', 'rank', 'lots', 'most-extreme-share', 'other-share'] as const;
export type ColourReason = (typeof COLOUR_REASONS)[number];

export interface ColourDecision {
  readonly white: PlayerId;
  readonly black: PlayerId;
  readonly reason: ColourReason;
}

/** Colour history of `player` in `rounds` (in round-number order), over-the-board games only. */
export function colourHistory(rounds: readonly Round[], player: PlayerId): ColourHistory {
  return colourHistories(rounds).get(player) ?? NO_COLOURS;
}

/** Colour histories of every player who played over the board in `rounds` (one pass over the games). */
export function colourHistories(rounds: readonly Round[]): Map<PlayerId, ColourHistory> {
  const histories = new Map<PlayerId, ColourHistory>();
  const ordered = [...rounds].sort((a, b) => a.number - b.number);
  for (const round of ordered) {
    for (const g of round.games) {
      if (!isPlayed(g.result) && !g.adjourned) continue; // forfeits and pending games are not colours; an adjourned game was begun with them
      histories.set(g.white, withGame(histories.get(g.white) ?? NO_COLOURS, 'white'));
      histories.set(g.black, withGame(histories.get(g.black) ?? NO_COLOURS, 'black'));
    }
  }
  return histories;
}

/** The history after one more game with `colour`. */
export function withGame(h: ColourHistory, colour: Colour): ColourHistory {
  return {
    whites: h.whites + (colour === 'white' ? 1 : 0),
    games: h.games + 1,
    last: colour,
    streak: h.last === colour ? h.streak + 1 : 1,
  };
}

/**
 * Reproducible lots: a small integer hash of (seed, round, the two players) decides. The answer does not
 * depend on the order in which the two players are given, only on who is who.
 */
export function seededLots(seed: number, round: number): Lots {
  return (a, b) => {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    let h = mix(0x9e3779b9 ^ (seed | 0));
    h = mix(h ^ (round | 0));
    h = mix(h ^ lo);
    h = mix(h ^ hi);
    const loWhite = (h & 1) === 1;
    return a === lo ? loWhite : !loWhite;
  };
}

function mix(x: number): number {
  // 32-bit integer finaliser (a variant of murmur3's fmix32).
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

const decide = (white: ColourCandidate, black: ColourCandidate, reason: ColourReason): ColourDecision => ({
  white: white.id,
  black: black.id,
  reason,
});

/**
 * Compares white shares exactly (as fractions); a player without games counts as 50%.
 * Negative when `a` has the lower share.
 */
function compareShares(a: ColourHistory, b: ColourHistory): number {
  const [aw, ag] = a.games === 0 ? [1, 2] : [a.whites, a.games];
  const [bw, bg] = b.games === 0 ? [1, 2] : [b.whites, b.games];
  return aw * bg - bw * ag;
}

/**
 * The Keizer colour rule (keizer.md §4, the article's "officiële Keizerregel"):
 * 1. the player with the lower share of white games gets white (a player without games counts as 50%);
 * 2. equal shares: if their last colours differ, each gets the colour the other had;
 * 3. else the higher-ranked player (lower `rank`) gets white;
 * 4. equally ranked: lots.
 */
export function keizerColours(a: ColourCandidate, b: ColourCandidate, lots: Lots): ColourDecision {
  const share = compareShares(a.history, b.history);
  if (share < 0) return decide(a, b, 'share');
  if (share > 0) return decide(b, a, 'share');
  const la = a.history.last;
  const lb = b.history.last;
  if (la !== undefined && lb !== undefined && la !== lb) {
    return la === 'black' ? decide(a, b, 'alternation') : decide(b, a, 'alternation');
  }
  if (a.rank < b.rank) return decide(a, b, 'rank');
  if (b.rank < a.rank) return decide(b, a, 'rank');
  return lots(a.id, b.id) ? decide(a, b, 'lots') : decide(b, a, 'lots');
}

const EPSILON = 1e-12;

/** Distance of the white share from 50% after the game; a player's first game gives 0 or 1. */
function deviationAfter(h: ColourHistory, colour: Colour): number {
  const whites = h.whites + (colour === 'white' ? 1 : 0);
  return Math.abs(whites / (h.games + 1) - 0.5);
}

/**
 * The Geel colour rule of the Elo-points system (keizer.md §5, the article's "Een alternatieve paring"):
 * for each option (a white, or b white) compute both players' white shares after the game;
 * 1. pick the option whose most extreme share lies closest to 50%;
 * 2. equal: compare the other (less extreme) shares the same way;
 * 3. still equal: alternate from the last game (if a had white and b black, b gets white);
 * 4. still equal (same last colour, or no games): lots.
 * The article's examples: Jansen (1 white in 3) – Pietersen (2 in 6) gives Jansen white;
 * Bakker (no games) – Slager (2 in 3) gives Bakker white.
 */
export function geelColours(a: ColourCandidate, b: ColourCandidate, lots: Lots): ColourDecision {
  // Option A: a white, b black. Option B: b white, a black.
  const optA = [deviationAfter(a.history, 'white'), deviationAfter(b.history, 'black')].sort((x, y) => y - x);
  const optB = [deviationAfter(b.history, 'white'), deviationAfter(a.history, 'black')].sort((x, y) => y - x);
  for (const [i, reason] of [
    [0, 'most-extreme-share'],
    [1, 'other-share'],
  ] as const) {
    const da = optA[i] as number;
    const db = optB[i] as number;
    if (da < db - EPSILON) return decide(a, b, reason);
    if (db < da - EPSILON) return decide(b, a, reason);
  }
  const la = a.history.last;
  const lb = b.history.last;
  if (la !== undefined && lb !== undefined && la !== lb) {
    return la === 'white' ? decide(b, a, 'alternation') : decide(a, b, 'alternation');
  }
  return lots(a.id, b.id) ? decide(a, b, 'lots') : decide(b, a, 'lots');
}
