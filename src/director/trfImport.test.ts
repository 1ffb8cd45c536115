import { describe, expect, it } from 'vitest';
import { describeTrfImport, importTrf } from './trfImport.js';
import { CLUB_OPEN_PLAYERS } from '../../test/clubOpenTrf.js';

// Round 1: 1-3 1-0, 2-4 ½-½; round 2: 4-1 0-1, 3-2 0-1 (by hand: 1 has 2.0, 2 1.5, 3 0.0, 4 0.5).
const CLUB_OPEN = ['012 Club Open', '022 Leuven', '042 2026/03/01', 'XXR 5', ...CLUB_OPEN_PLAYERS].join('\n');

describe('importTrf: what a TRF file would create, before anything is written', () => {
  it('players, rounds, games and details of a TRF16 file written by hand', () => {
    const r = importTrf(CLUB_OPEN, 'fallback');
    if (!r.ok) throw new Error(r.error.message);
    const p = r.value.preview;
    expect([p.format, p.name, p.system, p.plannedRounds, p.roundsPlayed, p.games, p.unfinished, p.byes, p.absences]).toEqual(['16', 'Club Open', 'swiss-dutch', 5, 2, 4, 0, 0, 0]);
    expect(p.details).toEqual({ place: 'Leuven', startDate: '2026-03-01' });
    expect(p.players).toEqual([
      { id: 1, name: 'Alpha, Ann', rating: 2100, fideId: undefined },
      { id: 2, name: 'Beta, Bob', rating: 2000, fideId: undefined },
      { id: 3, name: 'Gamma, Cas', rating: 1900, fideId: undefined },
      { id: 4, name: 'Delta, Dirk', rating: undefined, fideId: undefined },
    ]);
    // A TRF16 file names no edition: the rules in force (2025) for a tournament of 2026.
    expect(describeTrfImport(p)).toEqual([
      'TRF16: "Club Open", swiss-dutch (Dutch rules 2025), 5 rounds planned',
      '4 players, 2 rounds paired: 4 games (0 without a result), 0 pairing byes, 0 byes and absences',
      'details: place Leuven; startDate 2026-03-01',
      '   1  Alpha, Ann  2100',
      '   2  Beta, Bob  2000',
      '   3  Gamma, Cas  1900',
      '   4  Delta, Dirk',
    ]);
  });

  it('a file that contradicts itself is refused, naming the player and round', () => {
    const r = importTrf(CLUB_OPEN.replace('   4 w =', '   9 w ='), 'fallback');
    expect(r.ok ? '' : r.error.message).toBe('player 2, round 1: opponent 9 is not in the file');
  });
});
