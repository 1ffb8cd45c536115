// A Burstein Swiss (C.04.4.2) of 30 players and 5 rounds, paired end to end through the CLI: created with
// `new --system swiss-burstein`, every round paired and its results entered, each round checked against the
// absolute criteria, the first (a seeding round, 1.6: Dutch) by hand, the TRF export naming the system
// (TRF-2026 192 FIDE_BURSTEIN), and `arbiter burstein` pairing the exported file as the tournament did.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
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

describe('a Burstein Swiss through the CLI', () => {
  it('pairs 5 rounds of 30 players: rounds 1–2 Dutch (1.6.2: min(⌊5/2⌋, 4) = 2), then Burstein; no rematch (C1), no second bye (C2), no colour three times running or two ahead (C3)', async () => {
    const dir = tempDir('arbiter-burstein-');
    expect(await ok(dir, 'new', '--file', 't.txt', '--system', 'swiss-burstein', '--rounds', '5', '--initial-colour', 'white')).toContain('swiss-burstein');
    for (let i = 1; i <= 30; i++) await ok(dir, 'player', 'add', `Player ${String(i).padStart(2, '0')}`, '--rating', String(2500 - 20 * i), '--file', 't.txt');
    await ok(dir, 'absent', 'Player 30', '--file', 't.txt'); // 29 play round 1: a bye
    let fromTrf: string[] = [];
    for (let round = 1; round <= 5; round++) {
      if (round === 5) {
        // `arbiter burstein IN.trf -p` pairs the exported file's next round as the tournament will (the same table).
        await ok(dir, 'export', 'trf', 'before5.trf', '--file', 't.txt');
        fromTrf = (await ok(dir, 'burstein', 'before5.trf', '-p'))
          .trim()
          .split('\n')
          .slice(1)
          .map((l) => l.trim().split(/\s+/).map(Number))
          .map(([w, b]) => `${w}-${b}`)
          .sort();
      }
      await ok(dir, 'pair', '--file', 't.txt');
      const t = read(dir);
      const r = t.rounds[round - 1]!;
      if (round === 5) expect(fromTrf).toEqual(r.games.map((g) => `${g.white}-${g.black}`).sort());
      if (round === 1) {
        // A seeding round (1.6.1) is a Dutch round: the bye to the lowest of the 29 (29, Dutch C5 and 4.3);
        // S1 = TPN 1–14 against S2 = 15–28: 1-15, 2-16, …; colours alternate from the initial (White) one.
        expect(r.byes).toEqual([29]);
        expect(r.games.map((g) => [g.white, g.black])).toEqual(Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? [i + 1, i + 15] : [i + 15, i + 1])));
      }
      const seen = new Set<string>();
      for (const earlier of t.rounds.slice(0, round - 1)) for (const g of earlier.games) seen.add(`${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`);
      for (const g of r.games) expect(seen.has(`${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`), `round ${round}: ${g.white}-${g.black} met before`).toBe(false);
      const byes = t.rounds.flatMap((x) => x.byes);
      expect(new Set(byes).size, 'C2: a second bye').toBe(byes.length);
      for (const [id, c] of colours(t)) {
        expect(c, `player ${id}`).not.toMatch(/WWW|BBB/);
        expect(Math.abs(c.split('W').length - c.split('B').length), `player ${id}: ${c}`).toBeLessThanOrEqual(2);
      }
      // Results: the higher rated player wins on odd boards, a draw on even ones.
      for (const g of r.games) await ok(dir, 'result', String(g.board), g.board % 2 === 1 ? (g.white < g.black ? '1-0' : '0-1') : '1/2-1/2', '--file', 't.txt');
    }
    const done = read(dir);
    expect(done.rounds).toHaveLength(5);
    expect(done.rounds.map((r) => [r.games.length, r.byes.length])).toEqual([
      [14, 1],
      [15, 0],
      [15, 0],
      [15, 0],
      [15, 0],
    ]);
    const trf = await ok(dir, 'export', 'trf', '--file', 't.txt');
    expect(trf).toMatch(/^192 FIDE_BURSTEIN$/m);
    expect(trf).toMatch(/^092 Individual: Swiss-System \(FIDE Burstein\)$/m);
    expect((await arbiter(dir, 'pair', '--file', 't.txt')).err).toContain('all 5 planned rounds are paired');
    // What we write, we read back: the TRF's 192 makes it a Burstein Swiss again.
    await ok(dir, 'export', 'trf', 'out.trf', '--file', 't.txt');
    const file = readTrfFile(readFileSync(join(dir, 'out.trf'), 'utf8'));
    const back = file.ok ? tournamentFromTrfFile(file.value) : file;
    expect(back.ok && back.value.settings.system).toBe('swiss-burstein');
    const games = (t: Tournament) => t.rounds.map((r) => r.games.map((g) => `${g.white}-${g.black}`).sort());
    expect(back.ok && games(back.value)).toEqual(games(done));
  }, 120_000);
});
