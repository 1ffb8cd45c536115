import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arbiter, tempDir } from '../../test/cliShell.js';

const line = (id: number, rating: string) =>
  `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} ${rating.padStart(4)}                             0.0 ${String(id).padStart(4)}`;
const trf = (ratings: readonly string[]) => ['012 Example', ...ratings.map((r, i) => line(i + 1, r)), 'XXR 5', 'XXC white1', ''].join('\n');

describe('arbiter dubov', () => {
  // C.04.4.1 3.1.5: of seven players in round 1 the largest TPN gets the bye; 3.2.3: G1 = 1–3, G2 = 4–6,
  // S1 against T2 in TPN order; 5.2.1: the odd TPNs get the initial colour (White).
  it('-p pairs the next round; --explain names the articles on standard error', async () => {
    const dir = tempDir('arbiter-dubov-cmd-');
    writeFileSync(join(dir, 'in.trf'), trf(['2400', '2300', '2200', '2100', '2000', '1900', '1800']));
    const r = await arbiter(dir, 'dubov', 'in.trf', '-p', '--explain');
    expect(r.code).toBe(0);
    expect(r.out).toBe('4\n1 4\n5 2\n3 6\n7 0\n');
    expect(r.err).toBe(
      [
        'Round 1 (FIDE Dubov system, C.04.4.1)',
        'pairing-allocated bye (3.1): 7',
        'Bracket 0: residents 1 2 3 4 5 6',
        '  G1 1 2 3; G2 4 5 6',
        '  1 - 4',
        '  2 - 5',
        '  3 - 6',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['an unrated player', ['2400', '', '2200', '2100'], [], 3, 'in.trf: player 2: no rating'],
    ['an unrated player with --unrated-as', ['2400', '', '2200', '2100'], ['--unrated-as', '1500'], 0, ''],
    ['a bad --unrated-as', ['2400', '2300'], ['--unrated-as', 'x'], 3, '--unrated-as x: expected a rating'],
    ['no -p', ['2400', '2300'], [], 3, 'dubov: give -p'],
  ])('%s', async (_what, ratings, extra, code, err) => {
    const dir = tempDir('arbiter-dubov-cmd-');
    writeFileSync(join(dir, 'in.trf'), trf(ratings));
    const args = err.startsWith('dubov: give') ? ['dubov', 'in.trf'] : ['dubov', 'in.trf', '-p', ...extra];
    const r = await arbiter(dir, ...args);
    expect(r.code).toBe(code);
    expect(r.err).toContain(err);
  });
});

describe('arbiter burstein', () => {
  const trfRounds = (rounds: number, n: number) =>
    ['012 Example', ...Array.from({ length: n }, (_, i) => line(i + 1, String(2400 - 100 * i))), `XXR ${rounds}`, 'XXC white1', ''].join('\n');

  // C.04.4.2 with one round (1.6.2: no seeding round): Index 0 for all, BSN = TPN (1.8.2); 3.1.5 the bye to
  // the lowest ranking (7); 4.3 BSN 1 against the largest BSN: 1-6, 2-5, 3-4; 5.2.1 odd TPNs of the higher
  // ranked get the initial colour (White), even ones Black.
  it('-p pairs the next round; --explain gives the bracket in BSN order with the Index', async () => {
    const dir = tempDir('arbiter-burstein-cmd-');
    writeFileSync(join(dir, 'in.trf'), trfRounds(1, 7));
    const r = await arbiter(dir, 'burstein', 'in.trf', '-p', '--explain');
    expect(r.code).toBe(0);
    expect(r.out).toBe('4\n1 6\n5 2\n3 4\n7 0\n'); // the first line counts the bye's line too
    expect(r.err).toBe(
      [
        'Round 1 (FIDE Burstein system, C.04.4.2)',
        'pairing-allocated bye (3.1): 7',
        'Bracket 0',
        '  BSN order (1.8: Buchholz, Sonneborn-Berger, TPN): 1 (0/0) 2 (0/0) 3 (0/0) 4 (0/0) 5 (0/0) 6 (0/0)',
        '  1 - 6',
        '  2 - 5',
        '  3 - 4',
        '',
      ].join('\n'),
    );
  });

  it('a seeding round (1.6: 5 rounds, the first 2) is paired by the Dutch system, and says so', async () => {
    const dir = tempDir('arbiter-burstein-cmd-');
    writeFileSync(join(dir, 'in.trf'), trfRounds(5, 6));
    const r = await arbiter(dir, 'burstein', 'in.trf', '-p', '--explain');
    expect(r.code).toBe(0);
    // Dutch round 1: S1 1–3 against S2 4–6, colours alternating from White.
    expect(r.out).toBe('3\n1 4\n5 2\n3 6\n');
    expect(r.err).toContain('seeding round (1.6): paired by the FIDE (Dutch) system');
  });

  it('refuses a file it cannot read, naming it', async () => {
    const dir = tempDir('arbiter-burstein-cmd-');
    writeFileSync(join(dir, 'in.trf'), 'nothing here\n');
    const r = await arbiter(dir, 'burstein', 'in.trf', '-p');
    expect(r.code).toBe(3);
    expect(r.err).toContain('in.trf');
  });
});
