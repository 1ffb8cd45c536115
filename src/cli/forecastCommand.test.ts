import { describe, expect, it } from 'vitest';
import { addPlayers, arbiter, ok, tempDir } from '../../test/cliShell.js';

/** A Keizer club of six (rounds planned: 5) with two rounds played, every game won by white. */
async function club(system = 'keizer'): Promise<string> {
  const dir = tempDir();
  await ok(dir, 'new', '--file', 't.txt', '--name', 'Club', '--system', system, '--rounds', '5');
  await addPlayers(dir, 't.txt', [
    ['A', '2000'],
    ['B', '1900'],
    ['C', '1800'],
    ['D', '1700'],
    ['E', '1600'],
    ['F', '1500'],
  ]);
  for (let r = 0; r < 2; r++) {
    await ok(dir, 'pair', '--file', 't.txt');
    for (const board of ['1', '2', '3']) await ok(dir, 'result', board, '1-0', '--file', 't.txt');
  }
  return dir;
}

describe('arbiter standings --odds and --order-check (keizer.md §7–8)', () => {
  it('prints the title odds as JSON, in percent, adding up to 100 for first place', async () => {
    const dir = await club();
    const odds = JSON.parse(await ok(dir, 'standings', '--odds', '--simulations', '400', '--seed', '3', '--json', '--file', 't.txt')) as {
      name: string;
      first: number;
      top3: number;
    }[];
    expect(odds.map((p) => Object.keys(p))).toEqual(odds.map(() => ['name', 'first', 'top3']));
    expect(odds.map((p) => p.name).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(Math.abs(odds.reduce((a, p) => a + p.first, 0) - 100)).toBeLessThanOrEqual(0.1);
    const text = await ok(dir, 'standings', '--odds', '--simulations', '400', '--file', 't.txt');
    expect(text).toMatch(/title odds: 3 rounds left, 400 simulated seasons, draws 30%/);
    expect(text).toMatch(/\d+\.\d% ±\d+\.\d/);
  });

  it('prints the order check', async () => {
    const dir = await club();
    const check = JSON.parse(await ok(dir, 'standings', '--order-check', '--samples', '5', '--json', '--file', 't.txt')) as { name: string; places: { count: number }[] }[];
    expect(check).toHaveLength(6);
    for (const p of check) expect(p.places.reduce((a, x) => a + x.count, 0)).toBe(6);
    expect(await ok(dir, 'standings', '--order-check', '--samples', '5', '--file', 't.txt')).toMatch(/the 2 played rounds in 6 orders/);
  });

  it.each([
    ['a Swiss has no title odds', 'swiss-dutch', ['--odds'], /^arbiter: a .* has no title odds/],
    ['a Swiss has no order check', 'swiss-dutch', ['--order-check'], /^arbiter: a .* ranks by points/],
    ['--simulations must be at least 1', 'keizer', ['--odds', '--simulations', '0'], /^arbiter: --simulations/],
  ])('%s', async (_, system, flags, message) => {
    const dir = await club(system);
    const r = await arbiter(dir, 'standings', ...flags, '--file', 't.txt');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});
