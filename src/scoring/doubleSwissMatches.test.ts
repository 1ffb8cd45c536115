// C.04.5 Preface: a forfeited single game of a match whose other game was played is treated as played for
// standings and tie-breaks; a match both of whose games were forfeited stays a forfeit.
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
    ['+-', '-+', '+-', '-+'], // 1 forfeits game b, 2 game a: no game played, a forfeited match
    ['+-', '+-', '+-', '+-'], // 2 forfeits both games: the match ends by forfeit
    ['1-0', '0-1', '1-0', '0-1'], // both played: unchanged
  ] as const)('%s then %s → %s then %s', (a, b, a2, b2) => {
    const t = asPlayedMatches(match(a, b));
    expect(t.rounds.map((r) => r.games[0]!.result)).toEqual([a2, b2]);
  });
});
