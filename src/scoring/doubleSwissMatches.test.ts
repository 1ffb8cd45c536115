// C.04.5 Preface: "A match ends by forfeit only if at least one player forfeits both games … In all other cases,
// the match is considered as regularly played and, for the purposes of tie-breaks and standings, any forfeited
// (single) game shall be treated as played": a match some player forfeited both games of stays a forfeit.
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../core/game.js';
import { DEFAULT_DOUBLE_SWISS_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { asPlayedMatches } from './doubleSwissMatches.js';

const match = (a: GameResult, b: GameResult): Tournament => ({
  name: 'Double',
  settings: DEFAULT_DOUBLE_SWISS_SETTINGS,
  players: [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
  ],
  rounds: [
    { number: 1, games: [{ board: 1, white: 1, black: 2, result: a }], byes: [] },
    { number: 2, games: [{ board: 1, white: 2, black: 1, result: b }], byes: [] },
  ],
  absences: [],
});

describe('asPlayedMatches', () => {
  it.each([
    // [game a, game b] → [game a, game b] as the standings see them
    ['1-0', '+-', '1-0', '1-0'], // 1 forfeits game b, game a played: the match was played, 1-1
    ['+-', '1/2-1/2', '1-0', '1/2-1/2'], // game a forfeited, game b played
    ['--', '0-1', '0-0', '0-1'], // a double forfeit in a played match: 0-0
    ['+-', '-+', '+-', '-+'], // 2 forfeits game a (black) and game b (white): both games, the match ends by forfeit
    ['+-', '+-', '1-0', '1-0'], // 2 forfeits game a, 1 game b: no player forfeited both, "regularly played", 1-1
    ['--', '+-', '--', '+-'], // 1 forfeits both games (2 game a too): the match ends by forfeit
    ['--', '--', '--', '--'], // both forfeit both games: a forfeited match
    ['1-0', '0-1', '1-0', '0-1'], // both played: unchanged
  ] as const)('%s then %s → %s then %s', (a, b, a2, b2) => {
    const t = asPlayedMatches(match(a, b));
    expect(t.rounds.map((r) => r.games[0]!.result)).toEqual([a2, b2]);
  });
});
