// The Double-Swiss standings (C.04.5 Preface): "for the purposes of tie-breaks and standings, any forfeited
// (single) game shall be treated as played" when the match's other game was played; a match whose games were
// both forfeited stays a forfeit.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOUBLE_SWISS_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { standings } from './registry.js';

// Match 1 of four players: 1-2 is 1-0 then 2 forfeits game b (2-0 to 1, the match played); 3-4: 4 forfeits both.
const t: Tournament = {
  name: 'Double',
  settings: { ...DEFAULT_DOUBLE_SWISS_SETTINGS, tiebreaks: ['buchholz'] },
  plannedRounds: 4,
  players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}`, rating: 2000 - id })),
  rounds: [
    {
      number: 1,
      games: [
        { board: 1, white: 1, black: 2, result: '1-0' },
        { board: 2, white: 3, black: 4, result: '+-' },
      ],
      byes: [],
    },
    {
      number: 2,
      games: [
        { board: 1, white: 2, black: 1, result: '-+' },
        { board: 2, white: 4, black: 3, result: '-+' },
      ],
      byes: [],
    },
  ],
  absences: [],
};

describe('Double-Swiss standings', () => {
  it('count the forfeited game of a played match as played (1: 2 games won), a match forfeited on both games as forfeits (3: 2 forfeit wins)', () => {
    const rows = new Map(standings(t).rows.map((r) => [r.name, r]));
    expect(rows.get('P1')).toMatchObject({ score: 2, played: 2, won: 2, forfeitsWon: 0 });
    expect(rows.get('P2')).toMatchObject({ score: 0, played: 2, lost: 2, forfeitsLost: 0 });
    expect(rows.get('P3')).toMatchObject({ score: 2, played: 0, forfeitsWon: 2 });
  });
});
