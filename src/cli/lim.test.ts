// The Lim Swiss (C.04.4.3) through the CLI: `arbiter lim` on a TRF file. (A 30-player tournament played
// end to end is a row of src/cli/fideSwissSystems.test.ts.)
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
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
