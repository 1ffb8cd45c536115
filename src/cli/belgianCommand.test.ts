import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arbiter, tempDir } from '../../test/cliShell.js';

/** `arbiter player add|edit --national-rating` and `arbiter report belgian-elo` on a Keizer club evening. */
describe('arbiter report belgian-elo', () => {
  it('sends an evening: the file in Latin-1 with CR LF, the players missing an id or rating on standard error', async () => {
    const dir = tempDir('arbiter-belgian-');
    expect((await arbiter(dir, 'new', '--file', 't.txt', '--name', 'Keizer 2026-27')).code).toBe(0);
    const players: string[][] = [
      ['Jansen, Piet', '--federation-id', '12345', '--national-rating', '1850'],
      ['Müller, Jérôme', '--federation-id', '10234', '--national-rating', '1712'],
      ['Claes, Bo', '--national-rating', '1600'],
      ['Maes, Tom', '--federation-id', '67890'],
    ];
    for (const p of players) expect((await arbiter(dir, 'player', 'add', ...p, '--file', 't.txt')).code).toBe(0);
    // A national rating typed wrong is refused, naming the flag; "" clears it.
    const wrong = await arbiter(dir, 'player', 'edit', '4', '--national-rating', '17.5', '--file', 't.txt');
    expect([wrong.code, wrong.err]).toEqual([2, expect.stringContaining('--national-rating') as unknown]);
    expect((await arbiter(dir, 'player', 'edit', '3', '--national-rating', '', '--file', 't.txt')).code).toBe(0);
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toContain('player 2 "Müller, Jérôme" id=10234 natrating=1712\n');

    expect((await arbiter(dir, 'pair', '--file', 't.txt')).code).toBe(0);
    for (const board of ['1', '2']) expect((await arbiter(dir, 'result', board, '1-0', '--file', 't.txt')).code).toBe(0);
    const r = await arbiter(dir, 'report', 'belgian-elo', '-f', 't.txt', '--out', 'elo.txt', '--rounds', '1', '--start', '2026-09-03', '--email', 'elo@club.be', '--club', '230');
    expect(r.code).toBe(0);
    expect(r.out).toBe('wrote elo.txt: 4 players, 2 games over the board\n');
    expect(r.err).toBe('warning: 2 players lack what the national rating needs:\n  3 Claes, Bo: no national id, no national rating\n  4 Maes, Tom: no national rating\n');
    const bytes = readFileSync(join(dir, 'elo.txt'));
    const text = bytes.toString('latin1');
    expect(text.split('\r\n').slice(0, 6)).toEqual([
      '00A Keizer 2026-27',
      '00B 1 rondes',
      '00C Envoi des rondes 1 à 1',
      '00D Envoi par : elo@club.be',
      '00E Envoi par le club : 230',
      '00F P=4 R=1 S=03/09/26 E=03/09/26 +2 =0 -2',
    ]);
    expect(text).toContain('092 Individual: Keizer system\r\n');
    expect(bytes.includes(Buffer.from('M\xfcller, J\xe9r\xf4me', 'latin1'))).toBe(true);
    expect(text.endsWith('\r\n') && !text.replaceAll('\r\n', '').includes('\n')).toBe(true);
  });

  it.each([
    [['--rounds', '2-1'], 'rounds 2 to 1'],
    [['--rounds', 'x'], '--rounds: "x" is not a round'],
    [[], 'the start date of the rounds sent is not known'],
  ])('refuses %j', async (flags, message) => {
    const dir = tempDir('arbiter-belgian-');
    expect((await arbiter(dir, 'new', '--file', 't.txt', '--name', 'Club')).code).toBe(0);
    for (const name of ['Jansen', 'Bakker']) expect((await arbiter(dir, 'player', 'add', name, '--file', 't.txt')).code).toBe(0);
    expect((await arbiter(dir, 'pair', '--file', 't.txt')).code).toBe(0);
    expect((await arbiter(dir, 'result', '1', '1/2-1/2', '--file', 't.txt')).code).toBe(0);
    const r = await arbiter(dir, 'report', 'belgian-elo', '-f', 't.txt', '--out', 'elo.txt', ...flags);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});
