// A finished 5-player, 3-round club event with every kind of round entry (a win as black, a draw, the
// pairing bye, a forfeit, a double forfeit, a half-point bye, a zero-point bye), for the tests of the
// rating reports (src/formats/reports.test.ts, src/director/trfExport.test.ts).
import { DEFAULT_KEIZER_SETTINGS } from '../src/core/settings.js';
import type { Tournament } from '../src/core/tournament.js';
import type { GameResult } from '../src/core/game.js';

const game = (board: number, white: number, black: number, result: GameResult) => ({ board, white, black, result });

export const springOpen: Tournament = {
  name: 'Spring Open',
  plannedRounds: 3,
  settings: DEFAULT_KEIZER_SETTINGS,
  players: [
    { id: 1, name: 'Anna Alpha', rating: 2053, federationId: '30915422', fideId: '2061234', birthDate: '1998-04-02' },
    { id: 2, name: 'Bert Beta', rating: 1675, federationId: '12345678' },
    { id: 3, name: 'Cees Gamma', rating: 2310 },
    { id: 4, name: 'Dirk Delta' },
    { id: 5, name: 'Eva Epsilon', rating: 1500 },
  ],
  rounds: [
    { number: 1, games: [game(1, 2, 1, '0-1'), game(2, 3, 4, '1/2-1/2')], byes: [5] },
    { number: 2, games: [game(1, 1, 3, '0-1'), game(2, 4, 5, '+-')], byes: [] },
    { number: 3, games: [game(1, 5, 1, '--'), game(2, 2, 3, '1-0')], byes: [] },
  ],
  absences: [
    { round: 2, player: 2, kind: 'half-bye' },
    { round: 3, player: 4, kind: 'zero-bye' },
  ],
};
