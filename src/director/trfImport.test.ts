import { describe, expect, it } from 'vitest';
import { describeTrfImport, importTrf } from './trfImport.js';

/** A TRF16 line with each field at its columns (FIDE's TRF16 description: 001 records, start number in 5–8, name from 15, rating 49–52, points 81–84, rounds from 92 in blocks of 10). */
function line(fields: readonly (readonly [number, string])[]): string {
  let out = '';
  for (const [col, text] of fields) out = out.padEnd(col - 1) + text;
  return out;
}
const player = (no: number, name: string, rating: string, points: string, rounds: readonly string[]) =>
  line([[1, '001'], [5, String(no).padStart(4)], [15, name], [49, rating.padStart(4)], [81, points.padStart(4)], ...rounds.map((r, k) => [92 + 10 * k, r] as const)]);

// Round 1: 1-3 1-0, 2-4 ½-½; round 2: 4-1 0-1, 3-2 0-1 (by hand: 1 has 2.0, 2 1.5, 3 0.0, 4 0.5).
const CLUB_OPEN = [
  '012 Club Open',
  '022 Leuven',
  '042 2026/03/01',
  'XXR 5',
  player(1, 'Alpha, Ann', '2100', '2.0', ['   3 w 1', '   4 b 1']),
  player(2, 'Beta, Bob', '2000', '1.5', ['   4 w =', '   3 b 1']),
  player(3, 'Gamma, Cas', '1900', '0.0', ['   1 b 0', '   2 w 0']),
  player(4, 'Delta, Dirk', '', '0.5', ['   2 b =', '   1 w 0']),
].join('\n');

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
