// The archive of the Dutch reference tournaments (test/fixtures/dutch/README.md) and its reader
// (dutchFixtures.ts): each set holds what its manifest lists, and the directory written from the archive
// holds the same bytes, also when several processes ask for it at once.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixtureDir, fixtureNames, fixtureRounds, fixtureText } from './dutchFixtures.js';

// Each set: the tournaments and the rounds to pair that the data's README and manifest.tsv give.
describe.each([
  ['2012', 'small', 85, 654],
  ['2012', 'large', 18, 147],
  ['2017', 'small', 107, 868],
  ['2017', 'large', 20, 184],
  ['2025', 'small', 57, 431],
  ['2025', 'large', 10, 90],
] as const)('the %s %s set', (edition, set, tournaments, rounds) => {
  const names = fixtureNames(edition, set);
  const manifest = fixtureText(edition, `${set}/manifest.tsv`)
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));

  it(`has ${tournaments} tournaments and ${rounds} rounds, as its manifest lists them`, () => {
    expect(manifest.length).toBe(tournaments);
    expect(manifest.every(([, , , , status]) => status === 'OK')).toBe(true);
    const byCase = fixtureRounds(edition, set);
    expect([...byCase.keys()].sort()).toEqual(manifest.map(([name]) => name).sort());
    for (const [name, , , played] of manifest) expect(byCase.get(name!)).toEqual(Array.from({ length: Number(played) }, (_, r) => `${name!}-r${r + 1}`));
    expect(names.filter((f) => /^case\d+-r\d+\.trf$/.test(f)).length).toBe(rounds);
  });

  it('has, for each tournament, the whole tournament, its settings, and each round with its pairing', () => {
    const expected = manifest.flatMap(([name, , , played]) => [
      `${name!}.cfg`,
      `${name!}.trf`,
      ...Array.from({ length: Number(played) }, (_, r) => [`${name!}-r${r + 1}.pairs`, `${name!}-r${r + 1}.trf`]).flat(),
    ]);
    expect(names).toEqual([...expected, 'manifest.tsv'].sort());
  });
});

describe('the directory written from the archive', () => {
  it.each(['2012', '2017', '2025'] as const)('%s: the same files, byte for byte', (edition) => {
    const dir = fixtureDir(edition);
    for (const set of ['small', 'large'] as const) {
      expect(readdirSync(join(dir, set))).toEqual(fixtureNames(edition, set));
      for (const name of fixtureNames(edition, set)) expect(readFileSync(join(dir, set, name), 'utf8'), name).toBe(fixtureText(edition, `${set}/${name}`));
    }
    expect(readdirSync(dir).sort()).toEqual(['large', 'small']);
  });

  it('is written once when four processes ask for it at the same time, and is then complete', async () => {
    const root = mkdtempSync(join(tmpdir(), 'arbiter-fixture-race-'));
    const helper = fileURLToPath(new URL('./dutchFixtures.ts', import.meta.url));
    const code = `const { fixtureDir } = await import(${JSON.stringify(helper)}); process.stdout.write(fixtureDir('2025', ${JSON.stringify(root)}));`;
    const ask = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
        });
        child.on('error', reject);
        child.on('close', (status) => {
          if (status === 0) resolve(out);
          else reject(new Error(`exit ${String(status)}`));
        });
      });
    const dirs = await Promise.all([ask(), ask(), ask(), ask()]);
    expect(new Set(dirs).size).toBe(1);
    // Only the final directory is left: the copies that lost the race were removed.
    expect(readdirSync(root)).toEqual([dirs[0].slice(root.length + 1)]);
    expect(fixtureDir('2025', root)).toBe(dirs[0]);
    for (const set of ['small', 'large'] as const) expect(readdirSync(join(dirs[0], set))).toEqual(fixtureNames('2025', set));
    rmSync(root, { recursive: true });
  });
});
