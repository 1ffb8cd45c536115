// Issue 32, item 2: the Keizer club variants from the command line (keizer.md §1, §3, §4).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addPlayers, arbiter, KEIZER_EXAMPLE_PLAYERS, ok, tempDir as newTempDir } from '../../test/cliShell.js';

const tempDir = () => newTempDir('arbiter-variants-');
const explain = async (dir: string, who: string) =>
  JSON.parse(await ok(dir, 'standings', '--explain', who, '--json', '--file', 't.txt')) as {
    score: number;
    items: { round?: number; kind: string; fraction: number; points: number; note?: string }[];
  };

describe('the club variants from the command line', () => {
  it('attendance opt-in: arbiter present signs players up, only they are paired, the others are absent not excused', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 't.txt', '--attendance', 'opt-in', '--unexcused-fraction', '1/10');
    await addPlayers(dir, 't.txt', KEIZER_EXAMPLE_PLAYERS);
    expect(await ok(dir, 'present', 'Jansen', '--file', 't.txt')).toBe('Jansen will play in round 1\n');
    await ok(dir, 'present', 'Pietersen', '--file', 't.txt');
    await ok(dir, 'absent', 'Bakker', '--excused', '--file', 't.txt');
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toContain('round 1 unpaired\npresent 1\npresent 2\nabsent 3 excused\n');
    expect(await ok(dir, 'pair', '--file', 't.txt')).toMatch(/^round 1\n\s+1\s+Jansen\s+- Pietersen\s*\n$/);
    await ok(dir, 'result', '1', '1-0', '--file', 't.txt');
    // N = 4, values 6, 5, 4, 3. Slager did not sign up: unexcused, 1/10 × 3 = 0.3; Bakker excused: 1/3 × 4.
    const slager = await explain(dir, 'Slager');
    expect(slager.items[1]).toMatchObject({ kind: 'absence-unexcused', fraction: 0.1, note: 'not signed up; unexcused: 1/10 of the own value (unexcused-fraction)' });
    expect(slager.score).toBeCloseTo(3.3, 12);
    expect((await explain(dir, 'Bakker')).score).toBeCloseTo(4 + 4 / 3, 12);
  });

  it('opt-out (the default): arbiter present without an absence says so; a wrong value names the option and its values', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 't.txt');
    await ok(dir, 'player', 'add', 'Jansen', '--file', 't.txt');
    expect((await arbiter(dir, 'present', 'Jansen', '--file', 't.txt')).err).toMatch(/not announced absent/);
    const bad = await arbiter(dir, 'set', 'attendance', 'sometimes', '--file', 't.txt');
    expect(bad.err).toMatch(/attendance/);
    expect(bad.err).toMatch(/opt-out or opt-in/);
    expect((await arbiter(dir, 'set', 'periods', '0', '--file', 't.txt')).err).toMatch(/periods.*a whole number from 1/);
    expect((await arbiter(dir, 'set', 'excused-limit', 'x', '--file', 't.txt')).err).toMatch(/excused-limit.*a whole number from 1, or none/);
  });

  it('initial-order random and periods are set and shown; the file replays the drawn order', async () => {
    const dir = tempDir();
    await ok(dir, 'new', '--file', 't.txt', '--initial-order', 'random', '--seed', '1', '--periods', '2', '--rounds', '4', '--absences', 'halving');
    for (const name of ['Jansen', 'Pietersen', 'Bakker', 'Slager']) await ok(dir, 'player', 'add', name, '--file', 't.txt');
    const text = readFileSync(join(dir, 't.txt'), 'utf8');
    for (const line of ['setting initial-order random', 'setting periods 2', 'setting absences halving']) expect(text).toContain(`${line}\n`);
    // shuffleSeeded([1, 2, 3, 4], 1) = 4, 2, 1, 3 (the arithmetic is in src/scoring/keizerVariants.test.ts):
    // round 1 pairs 4–2 and 1–3.
    const paired = await ok(dir, 'pair', '--file', 't.txt');
    expect(paired).toMatch(/Slager\s+- Pietersen|Pietersen\s+- Slager/);
    expect(paired).toMatch(/Jansen\s+- Bakker|Bakker\s+- Jansen/);
  });
});
