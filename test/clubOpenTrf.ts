/**
 * The Club Open as TRF16 player records, for the tests of a TRF import (the director's and the web app's):
 * four players, two rounds. Round 1: 1-3 1-0, 2-4 ½-½; round 2: 4-1 0-1, 3-2 0-1 (by hand: 1 has 2.0,
 * 2 1.5, 3 0.0, 4 0.5; 4 unrated).
 */

/** A TRF16 line with each field at its columns (FIDE's TRF16 description: 001 records, start number in 5–8, name from 15, rating 49–52, points 81–84, rounds from 92 in blocks of 10). */
export function trfLine(fields: readonly (readonly [number, string])[]): string {
  let out = '';
  for (const [col, text] of fields) out = out.padEnd(col - 1) + text;
  return out;
}

/** A 001 record: start number, name, rating (blank: unrated), points and the rounds' blocks. */
export const trfPlayer = (no: number, name: string, rating: string, points: string, rounds: readonly string[]): string =>
  trfLine([[1, '001'], [5, String(no).padStart(4)], [15, name], [49, rating.padStart(4)], [81, points.padStart(4)], ...rounds.map((r, k) => [92 + 10 * k, r] as const)]);

/** The Club Open's four 001 records. */
export const CLUB_OPEN_PLAYERS: readonly string[] = [
  trfPlayer(1, 'Alpha, Ann', '2100', '2.0', ['   3 w 1', '   4 b 1']),
  trfPlayer(2, 'Beta, Bob', '2000', '1.5', ['   4 w =', '   3 b 1']),
  trfPlayer(3, 'Gamma, Cas', '1900', '0.0', ['   1 b 0', '   2 w 0']),
  trfPlayer(4, 'Delta, Dirk', '', '0.5', ['   2 b =', '   1 w 0']),
];
