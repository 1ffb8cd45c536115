// The Lim Swiss (C.04.4.3) through the CLI: `arbiter lim` on a TRF file. (A 30-player tournament played
// end to end is a row of src/cli/fideSwissSystems.test.ts.)
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arbiter, tempDir } from '../../test/cliShell.js';

describe('a Lim Swiss through the CLI', () => {
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

// A Maxi-tournament (C.04.4.3 3.2.3, 3.8, 5.7) is the organiser's declaration: a setting of a Lim Swiss
// (the file's line, `new`/`set`, the web form), written in the TRF's 092 and read back from it.
describe('the Maxi-tournament setting', () => {
  const run = async (dir: string, ...args: string[]) => {
    const r = await arbiter(dir, ...args);
    expect(r.code, r.err).toBe(0);
    return r.out;
  };
  it('arbiter new --maxi-tournament yes: the file line, show, the TRF 092 and back, and --explain names it', async () => {
    const dir = tempDir('arbiter-lim-maxi-');
    await run(dir, 'new', '--file', 'm.txt', '--system', 'swiss-lim', '--rounds', '5', '--maxi-tournament', 'yes', '--initial-colour', 'white');
    expect(readFileSync(join(dir, 'm.txt'), 'utf8')).toContain('setting maxi-tournament yes\n');
    expect(await run(dir, 'show', '--file', 'm.txt')).toMatch(/maxi-tournament\s+yes\s+declared a Maxi-tournament by the organiser/);
    // 7.1: round 1's bye to the lowest rated player, #6 here (registered sixth, rated 1800; #7 has 1900).
    for (const [name, rating] of [
      ['A', 2400],
      ['B', 2300],
      ['C', 2200],
      ['D', 2100],
      ['E', 2000],
      ['F', 1800],
      ['G', 1900],
    ] as const)
      await run(dir, 'player', 'add', name, '--rating', String(rating), '--file', 'm.txt');
    expect(await run(dir, 'pair', '--file', 'm.txt')).toMatch(/bye\s+F\b/);
    for (const board of ['1', '2', '3']) await run(dir, 'result', board, '1-0', '--file', 'm.txt');
    for (const format of ['16', '2026']) {
      await run(dir, 'export', 'trf', '--file', 'm.txt', '--format', format, `m${format}.trf`);
      const trf = readFileSync(join(dir, `m${format}.trf`), 'utf8');
      expect(trf).toMatch(/^092 Individual: Swiss-System \(FIDE Lim\), Maxi-tournament\r?$/m);
      await run(dir, 'new', '--file', `back${format}.txt`, '--from-trf', `m${format}.trf`);
      expect(readFileSync(join(dir, `back${format}.txt`), 'utf8')).toContain('setting maxi-tournament yes\n');
      expect(await run(dir, 'check', `m${format}.trf`)).toContain('pairings: all 1 rounds agree (FIDE Lim system (C.04.4.3))');
    }
    const explained = await arbiter(dir, 'lim', 'm2026.trf', '-p', '--explain');
    expect(explained.err.split('\n')[1]).toBe(
      'Maxi-tournament (3.2.3, 3.8, 5.7): floaters and opponents chosen for colour, and exchanges for colour, only within 100 rating points',
    );
  }, 120_000);

  it.each([
    ['new, another system', ['new', '--file', 'd.txt', '--system', 'swiss-dubov', '--maxi-tournament', 'yes'], 'unknown setting "maxi-tournament" for the Dubov Swiss'],
    ['set, another system', ['set', 'maxi-tournament', 'yes', '--file', 'dutch.txt'], 'unknown setting "maxi-tournament" for the Swiss'],
    ['a value neither yes nor no', ['new', '--file', 'l.txt', '--system', 'swiss-lim', '--maxi-tournament', 'maybe'], '--maxi-tournament maybe: expected yes or no'],
  ])('refused: %s', async (_case, args, message) => {
    const dir = tempDir('arbiter-lim-maxi-no-');
    await run(dir, 'new', '--file', 'dutch.txt', '--system', 'swiss-dutch');
    const before = readFileSync(join(dir, 'dutch.txt'), 'utf8');
    const r = await arbiter(dir, ...args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(existsSync(join(dir, 'd.txt')) || existsSync(join(dir, 'l.txt'))).toBe(false);
    expect(readFileSync(join(dir, 'dutch.txt'), 'utf8')).toBe(before);
  });
});
