// A Double-Swiss (C.04.5) of 30 players and 5 matches (10 rounds: games a and b of each match), paired end
// to end through the CLI: created with `new --system double-swiss --rounds 10`, every round paired and its
// results entered; each match checked against the text (game b = game a with the colours reversed, no
// rematch C1, no second bye C2, the bye worth 1½ a match, 1.4) and the TRF export naming FIDE_DOUBLESWISS.
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

describe('a Double-Swiss through the CLI', () => {
  it('pairs 5 matches of 30 players: match 1 by 3.6 and 4.3.1, game b reversing game a, then no rematch (C1), no second bye (C2)', async () => {
    const dir = tempDir('arbiter-double-');
    expect(await ok(dir, 'new', '--file', 't.txt', '--system', 'double-swiss', '--rounds', '10', '--initial-colour', 'white')).toContain('double-swiss');
    for (let i = 1; i <= 29; i++) await ok(dir, 'player', 'add', `Player ${String(i).padStart(2, '0')}`, '--rating', String(2500 - 20 * i), '--file', 't.txt');
    for (let round = 1; round <= 10; round++) {
      await ok(dir, 'pair', '--file', 't.txt');
      const t = read(dir);
      const r = t.rounds[round - 1]!;
      if (round === 1) {
        // 3.4.4: the bye to the largest TPN (29). 3.6: the first identifier of TPN 1–28 has the top members
        // 1–14 against 15–28 in order. 4.3.1: neither has played, the higher-ranked player (1–14) gets the
        // initial colour (white) when his TPN is odd, black when even.
        expect(r.byes).toEqual([29]);
        expect(r.games.map((g) => [g.white, g.black])).toEqual(Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? [i + 1, i + 15] : [i + 15, i + 1])));
      }
      if (round % 2 === 0) {
        // Preface: game b is game a with the colours reversed; the bye is the match's.
        const a = t.rounds[round - 2]!;
        expect(r.games.map((g) => `${g.black}-${g.white}`).sort()).toEqual(a.games.map((g) => `${g.white}-${g.black}`).sort());
        expect(r.byes).toEqual(a.byes);
      } else {
        const seen = new Set<string>();
        for (const earlier of t.rounds.slice(0, round - 1)) for (const g of earlier.games) seen.add(`${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`);
        for (const g of r.games) expect(seen.has(`${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`), `round ${round}: ${g.white}-${g.black} met before`).toBe(false);
        const byes = t.rounds.filter((x) => x.number % 2 === 1).flatMap((x) => x.byes);
        expect(new Set(byes).size, 'C2: a second bye').toBe(byes.length);
      }
      // Results: the higher-rated player wins on odd boards, a draw on even ones.
      for (const g of r.games) await ok(dir, 'result', String(g.board), g.board % 2 === 1 ? (g.white < g.black ? '1-0' : '0-1') : '1/2-1/2', '--file', 't.txt');
    }
    const done = read(dir);
    expect(done.rounds.map((r) => [r.games.length, r.byes.length])).toEqual(Array.from({ length: 10 }, () => [14, 1]));
    // 1.4: the bye of match 1 is worth a won game and a drawn one, 1½ (¾ in each of its two rounds).
    const standings = await ok(dir, 'standings', '--after-round', '2', '--json', '--file', 't.txt');
    const row = (JSON.parse(standings) as { name: string; score: number }[]).find((x) => x.name === 'Player 29');
    expect(row?.score).toBe(1.5);
    const trf = await ok(dir, 'export', 'trf', '--file', 't.txt');
    expect(trf).toMatch(/^192 FIDE_DOUBLESWISS$/m);
    expect((await arbiter(dir, 'pair', '--file', 't.txt')).err).toContain('all 10 planned rounds are paired');
    // What we write, we read back: the TRF's 192 makes it a Double-Swiss again, with the same games.
    await ok(dir, 'export', 'trf', 'out.trf', '--file', 't.txt');
    const file = readTrfFile(readFileSync(join(dir, 'out.trf'), 'utf8'));
    const back = file.ok ? tournamentFromTrfFile(file.value) : file;
    expect(back.ok && back.value.settings.system).toBe('double-swiss');
    const games = (t: Tournament) => t.rounds.map((r) => r.games.map((g) => `${g.white}-${g.black}`).sort());
    expect(back.ok && games(back.value)).toEqual(games(done));
  }, 180_000);

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
