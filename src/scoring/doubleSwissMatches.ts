/**
 * The Double-Swiss's matches as the standings and tie-breaks see them (C.04.5 Preface): "A match ends by
 * forfeit only if at least one player forfeits both games … In all other cases, the match is considered as
 * regularly played and, for the purposes of tie-breaks and standings, any forfeited (single) game shall be
 * treated as played. (This rule does not apply to rating.)" A match is rounds 2k−1 and 2k (games a and b).
 */
import type { Game, GameResult } from '../core/game.js';
import type { Round } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';

/** A forfeited game as a played one with the same points: +- as 1-0, -+ as 0-1, -- as 0-0. */
const AS_PLAYED: Readonly<Partial<Record<GameResult, GameResult>>> = { '+-': '1-0', '-+': '0-1', '--': '0-0' };

const pairKey = (g: Game): string => `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;

/** The players who forfeited a game: `+-` its black, `-+` its white, `--` both. */
function forfeiters(g: Game): number[] {
  if (g.result === '+-') return [g.black];
  if (g.result === '-+') return [g.white];
  if (g.result === '--') return [g.white, g.black];
  return [];
}

/**
 * Preface: the match "ends by forfeit only if at least one player forfeits both games"; it needs both games'
 * results to tell (until then a forfeited game stays as entered).
 */
function regularlyPlayed(g: Game, other: Game | undefined): boolean {
  if (other?.result === undefined) return false;
  const first = forfeiters(g);
  return !forfeiters(other).some((id) => first.includes(id));
}

/**
 * The tournament with each forfeited game of a regularly played match turned into a played game: the other
 * game played, or forfeited by the other player (each forfeited one game: no player forfeited both).
 */
export function asPlayedMatches(t: Tournament): Tournament {
  const rounds: Round[] = t.rounds.map((r) => {
    const other = t.rounds[r.number % 2 === 1 ? r.number : r.number - 2];
    if (!other) return r;
    const byPair = new Map(other.games.map((g) => [pairKey(g), g]));
    const games = r.games.map((g) => {
      const as = g.result === undefined ? undefined : AS_PLAYED[g.result];
      return as !== undefined && regularlyPlayed(g, byPair.get(pairKey(g))) ? { ...g, result: as } : g;
    });
    return games.some((g, k) => g !== r.games[k]) ? { ...r, games } : r;
  });
  return { ...t, rounds };
}
