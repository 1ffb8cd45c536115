// A Lim Swiss (C.04.4.3) of 30 players and 5 rounds, paired end to end through the CLI: created with
// `new --system swiss-lim`, every round paired and its results entered, each round checked against
// compatibility (2.1) and the first round of Article 4, the TRF export naming the system (TRF-2026 192
// FIDE_LIM) and read back.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arbiter, ok, tempDir } from '../../test/cliShell.js';
import { parseTournamentFile } from '../formats/tournamentFile.js';
import type { Tournament } from '../core/tournament.js';
import { readTrfFile } from '../formats/trfFile.js';
import { tournamentFromTrfFile } from '../formats/trfTournament.js';

const read = (dir: string): Tournament => {
  const t = parseTournamentFile(readFileSync(join(dir, 't.txt'), 'utf8'));
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
};

/** Each player's colours (W/B) of the games played, in order. */
function colours(t: Tournament): Map<number, string> {
  const c = new Map<number, string>(t.players.map((p) => [p.id, '']));
  for (const r of t.rounds)
    for (const g of r.games) {
      c.set(g.white, c.get(g.white)! + 'W');
      c.set(g.black, c.get(g.black)! + 'B');
    }
  return c;
}

describe('a Lim Swiss through the CLI', () => {
  it('pairs 5 rounds of 30 players: round 1 by 1.1 and 4.1, then no rematch, no second bye, no colour three times running or three ahead (2.1)', async () => {
    const dir = tempDir('arbiter-lim-');
    expect(await ok(dir, 'new', '--file', 't.txt', '--system', 'swiss-lim', '--rounds', '5', '--initial-colour', 'white')).toContain('swiss-lim');
    for (let i = 1; i <= 30; i++) await ok(dir, 'player', 'add', `Player ${String(i).padStart(2, '0')}`, '--rating', String(2500 - 20 * i), '--file', 't.txt');
    await ok(dir, 'absent', 'Player 30', '--file', 't.txt'); // 29 play round 1: a bye
    for (let round = 1; round <= 5; round++) {
      await ok(dir, 'pair', '--file', 't.txt');
      const t = read(dir);
      const r = t.rounds[round - 1]!;
      if (round === 1) {
        // 1.1: the bye to the lowest ranked of the lowest scoregroup (29). 4.1: top half 1–14 against the
        // bottom half 15–28 in order: 1-15, 2-16, …; colours: the drawn one (White) to 1, 3, 5, …
        expect(r.byes).toEqual([29]);
        expect(r.games.map((g) => [g.white, g.black])).toEqual(Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? [i + 1, i + 15] : [i + 15, i + 1])));
      }
      const seen = new Set<string>();
      for (const earlier of t.rounds.slice(0, round - 1)) for (const g of earlier.games) seen.add(`${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`);
      for (const g of r.games) expect(seen.has(`${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`), `round ${round}: ${g.white}-${g.black} met before`).toBe(false);
      const byes = t.rounds.flatMap((x) => x.byes);
      expect(new Set(byes).size, 'a second bye').toBe(byes.length);
      for (const [id, c] of colours(t)) {
        expect(c, `player ${id}`).not.toMatch(/WWW|BBB/);
        expect(Math.abs(c.split('W').length - c.split('B').length), `player ${id}: ${c}`).toBeLessThanOrEqual(2);
      }
      // Results: the higher rated player wins on odd boards, a draw on even ones.
      for (const g of r.games) await ok(dir, 'result', String(g.board), g.board % 2 === 1 ? (g.white < g.black ? '1-0' : '0-1') : '1/2-1/2', '--file', 't.txt');
    }
    const done = read(dir);
    expect(done.rounds.map((r) => [r.games.length, r.byes.length])).toEqual([
      [14, 1],
      [15, 0],
      [15, 0],
      [15, 0],
      [15, 0],
    ]);
    const trf = await ok(dir, 'export', 'trf', '--file', 't.txt');
    expect(trf).toMatch(/^192 FIDE_LIM$/m);
    expect(trf).toMatch(/^092 Individual: Swiss-System \(FIDE Lim\)$/m);
    expect((await arbiter(dir, 'pair', '--file', 't.txt')).err).toContain('all 5 planned rounds are paired');
    // What we write, we read back: the TRF's 192 makes it a Lim Swiss again, and `arbiter lim` and
    // `arbiter check` read the file.
    await ok(dir, 'export', 'trf', 'out.trf', '--file', 't.txt');
    const file = readTrfFile(readFileSync(join(dir, 'out.trf'), 'utf8'));
    const back = file.ok ? tournamentFromTrfFile(file.value) : file;
    expect(back.ok && back.value.settings.system).toBe('swiss-lim');
    const games = (t: Tournament) => t.rounds.map((r) => r.games.map((g) => `${g.white}-${g.black}`).sort());
    expect(back.ok && games(back.value)).toEqual(games(done));
    const checked = await arbiter(dir, 'check', 'out.trf');
    expect(checked.code, checked.err).toBe(0);
  }, 120_000);

  it('arbiter lim IN.trf -p pairs the next round of a TRF file and explains it', async () => {
    const dir = tempDir('arbiter-lim-cmd-');
    const line = (id: number) =>
      `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} ${String(2500 - 100 * id).padStart(4)}                             0.0 ${String(id).padStart(4)}`;
    writeFileSync(join(dir, 'in.trf'), ['012 Example', '192 FIDE_LIM', ...[1, 2, 3, 4, 5, 6, 7].map(line), 'XXR 5', 'XXC white1', ''].join('\n'));
    const r = await arbiter(dir, 'lim', 'in.trf', '-p', '--explain');
    expect(r.code, r.err).toBe(0);
    // 1.1: the bye to 7; 4.1 (1, 2, 3 against 4, 5, 6 in order) and 5 (round 1, the drawn colour to 1 and 3).
    expect(r.out).toBe('4\n1 4\n5 2\n3 6\n7 0\n');
    expect(r.err).toBe(
      [
        'Round 1 (FIDE Lim system, C.04.4.3)',
        'pairing-allocated bye (1.1): 7',
        'Scoregroup 0 (2.2: the Median Scoregroup, paired last and downward): 1 2 3 4 5 6',
        '  1 - 4',
        '  2 - 5',
        '  3 - 6',
        '',
      ].join('\n'),
    );
  }, 60_000);

  // 2.1: after 1-3 ½, 2-4 ½ and 1-4 ½, 2-3 ½, 1 and 2 had White twice, 3 and 4 Black twice; the pairs left
  // (1-2, 3-4) would give two players a colour a third time running: in round 3 of 4 no pairing (exit 1).
  it('arbiter lim: no compatible pairing is exit 1, naming the round and the article', () => {
    const dir = tempDir('arbiter-lim-none-');
    const entry = (opponent: number, colour: 'w' | 'b') => `  ${String(opponent).padStart(4)} ${colour} =`;
    const player = (id: number, rounds: string) =>
      `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} ${String(2500 - 100 * id).padStart(4)}                             1.0     ${rounds}`;
    writeFileSync(
      join(dir, 'in.trf'),
      [
        '012 Example',
        player(1, entry(3, 'w') + entry(4, 'w')),
        player(2, entry(4, 'w') + entry(3, 'w')),
        player(3, entry(1, 'b') + entry(2, 'b')),
        player(4, entry(2, 'b') + entry(1, 'b')),
        'XXR 4',
        'XXC white1',
        '',
      ].join('\n'),
    );
    return arbiter(dir, 'lim', 'in.trf', '-p').then((r) => {
      expect(r.code).toBe(1);
      expect(r.err).toContain('round 3: no pairing of the round keeps every pair compatible (C.04.4.3 2.1');
    });
  });
});
