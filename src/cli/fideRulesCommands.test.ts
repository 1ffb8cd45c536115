// Adjourned games, expelled players and a round robin's 3-1-0 scoring as a user runs them (issue 35, item 6).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arbiter, ok, tempDir } from '../../test/cliShell.js';

/** A Swiss of six players (ratings 2090 … 2040), round 1 paired. */
async function swiss(dir: string): Promise<void> {
  await ok(dir, 'new', '-f', 't.txt', '--system', 'swiss-dutch', '--rounds', '5', '--name', 'Open', '--initial-colour', 'white');
  for (let i = 1; i <= 6; i++) await ok(dir, 'player', 'add', '-f', 't.txt', `Player ${i}`, '--rating', String(2100 - 10 * i));
  await ok(dir, 'pair', '-f', 't.txt');
}

describe('arbiter result … adjourned (TRF-2026 X)', () => {
  it('marks the game, pairs the next round meanwhile, and exports X', async () => {
    const dir = tempDir('arbiter-adjourned-');
    await swiss(dir);
    // Round 1 of six (C.04.3 2025): S1 = 1–3 against S2 = 4–6, 1–4, 5–2, 3–6 (white to the top seed, alternating).
    expect(readFileSync(join(dir, 't.txt'), 'utf8').match(/^game .*$/gm)).toEqual(['game 1 1 4 *', 'game 2 5 2 *', 'game 3 3 6 *']);
    await ok(dir, 'result', '-f', 't.txt', '1', '1-0');
    expect(await ok(dir, 'result', '-f', 't.txt', '2', 'X')).toBe('round 1 board 2: Player 5 - Player 2 adjourned\n');
    await ok(dir, 'result', '-f', 't.txt', '3', '1-0');
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toMatch(/^game 2 5 2 adjourned$/m);
    await ok(dir, 'export', 'trf', '--file', 't.txt', 'e.trf', '--format', '2026');
    const line = (n: number) =>
      readFileSync(join(dir, 'e.trf'), 'utf8')
        .split('\r\n')
        .find((l) => l.startsWith(`001 ${String(n).padStart(4)}`))!;
    expect(line(5).slice(91, 99)).toBe('   2 w X');
    await ok(dir, 'pair', '-f', 't.txt');
    for (let b = 1; b <= 3; b++) await ok(dir, 'result', '-f', 't.txt', String(b), '1/2-1/2');
    // arbiter check re-pairs round 2 with the adjourned game scored as a draw, and agrees (both formats).
    for (const format of ['2026', '16']) {
      await ok(dir, 'export', 'trf', '--file', 't.txt', `c${format}.trf`, '--format', format);
      expect(await ok(dir, 'check', `c${format}.trf`)).toMatch(/^pairings: all 2 rounds agree .*\nstandings: every player agrees/);
    }
    // Finished later: its result entered in round 1.
    expect(await ok(dir, 'result', '-f', 't.txt', '2', '0-1', '--round', '1', '--confirm')).toBe('round 1 board 2: Player 5 - Player 2 0-1\n');
  });

  it('refuses a word that is no result, with the list', async () => {
    const dir = tempDir('arbiter-adjourned-');
    await swiss(dir);
    const r = await arbiter(dir, 'result', '-f', 't.txt', '1', 'adjurned');
    expect(r.code).toBe(2);
    expect(r.err).toBe('arbiter: "adjurned" is not a result (expected 1-0, 0-1, 1/2-1/2, ½-½, +-, -+, --, postponed, adjourned or *)\n');
  });
});

describe('arbiter player expel', () => {
  it('expels a player apart from a withdrawal: not paired, shown as expelled', async () => {
    const dir = tempDir('arbiter-expel-');
    await swiss(dir);
    for (let b = 1; b <= 3; b++) await ok(dir, 'result', '-f', 't.txt', String(b), '1-0');
    expect(await ok(dir, 'player', 'expel', '-f', 't.txt', 'Player 4')).toBe('Player 4 is expelled from round 2 on\n');
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toMatch(/^player 4 "Player 4" rating=2060 expelled=2 start=4$/m);
    expect(await ok(dir, 'player', 'list', '-f', 't.txt')).toMatch(/Player 4 {2}\(2060, expelled from round 2\)/);
    await ok(dir, 'pair', '-f', 't.txt');
    expect(
      readFileSync(join(dir, 't.txt'), 'utf8')
        .match(/^game \d+ \d+ \d+ \*$/gm)
        ?.join(' '),
    ).not.toMatch(/ 4 /);
    expect(await ok(dir, 'standings', '-f', 't.txt')).toMatch(/Player 4 .*\(expelled from round 2\)/);
    const again = await arbiter(dir, 'player', 'expel', '-f', 't.txt', '4');
    expect(again.err).toBe('arbiter: Player 4 was expelled already (from round 2)\n');
  });
});

describe('a 3-1-0 round robin', () => {
  it('is made with its points, refused in FIDE mode when two draws beat a win and a loss', async () => {
    const dir = tempDir('arbiter-310-');
    await ok(dir, 'new', '-f', 't.txt', '--system', 'round-robin', '--name', 'Closed', '--points-win', '3', '--points-draw', '1');
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toMatch(/^setting points-win 3$/m);
    const r = await arbiter(dir, 'new', '-f', 'u.txt', '--system', 'round-robin', '--name', 'Closed', '--points-win', '3', '--points-draw', '2');
    expect(r.code).toBe(2);
    expect(r.err).toBe('arbiter: FIDE mode: two draws (2 × 2) would be worth more than a win and a loss (3 + 0) (C.02 checklist)\n');
  });
});
