// The Double-Swiss (C.04.5) through the CLI: `arbiter double-swiss` on an exported TRF. (A 30-player
// tournament played end to end is a row of src/cli/fideSwissSystems.test.ts.)
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arbiter, ok, tempDir } from '../../test/cliShell.js';
import { parseTournamentFile } from '../formats/tournamentFile.js';
import type { Tournament } from '../core/tournament.js';

const read = (dir: string): Tournament => {
  const t = parseTournamentFile(readFileSync(join(dir, 't.txt'), 'utf8'));
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
};

describe('a Double-Swiss through the CLI', () => {
  it('arbiter double-swiss IN.trf -p pairs the next game of an exported TRF as the tournament does, and explains it by C.04.5', async () => {
    const dir = tempDir('arbiter-double-trf-');
    await ok(dir, 'new', '--file', 't.txt', '--system', 'double-swiss', '--rounds', '4', '--initial-colour', 'white');
    for (let i = 1; i <= 7; i++) await ok(dir, 'player', 'add', `Player ${i}`, '--rating', String(2400 - 50 * i), '--file', 't.txt');
    for (let round = 1; round <= 2; round++) {
      await ok(dir, 'pair', '--file', 't.txt');
      for (const g of read(dir).rounds[round - 1]!.games) await ok(dir, 'result', String(g.board), g.white < g.black ? '1-0' : '1/2-1/2', '--file', 't.txt');
    }
    await ok(dir, 'export', 'trf', 'two.trf', '--file', 't.txt');
    const r = await arbiter(dir, 'double-swiss', 'two.trf', '-p', '--explain');
    expect(r.code, r.err).toBe(0);
    // Match 2, game a: 3.4 names the bye; the brackets name 3.5 and 3.6.
    expect(r.err).toMatch(/match 2, game a/);
    expect(r.err).toMatch(/pairing-allocated bye \(3\.4\)/);
    await ok(dir, 'pair', '--file', 't.txt');
    const round3 = read(dir).rounds[2]!;
    const lines = r.out.trim().split('\n');
    // bbpPairings' output: the number of pairs, then "white black" a line, the bye as "id 0".
    expect(lines.slice(1).sort()).toEqual([...round3.games.map((g) => `${g.white} ${g.black}`), ...round3.byes.map((b) => `${b} 0`)].sort());
  }, 120_000);
});
