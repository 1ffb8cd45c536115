import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arbiter, arbiterWithInput, ok, tempDir as newTempDir } from '../../test/cliShell.js';

const tempDir = () => newTempDir('arbiter-bulk-');

// A club's list with FIDE data (issue 34: "registering a 40-player Swiss from the FIDE list means 40
// single additions"): two Belgian clubs and a Dutch player.
const LIST = [
  'Stamnummer;Naam;Voornaam;Club;Fed;FIDE id;Elo',
  '10234;Lefèvre;Jean-Pierre;601;BEL;205001;1712',
  '10235;Claes;Karel;601;BEL;205002;1650',
  '10236;Aerts;Jan;230;BEL;;1500',
  '20001;de Vries;Anna;230;NED;1012345;1905',
].join('\n');

async function setUp(): Promise<string> {
  const dir = tempDir();
  await ok(dir, 'new', '--file', 't.txt', '--system', 'swiss-dutch');
  writeFileSync(join(dir, 'list.csv'), LIST);
  return dir;
}
const names = async (dir: string): Promise<string[]> => (JSON.parse(await ok(dir, 'player', 'list', '--json', '--file', 't.txt')) as { name: string }[]).map((p) => p.name);

describe('arbiter import: many players at once (issue 34)', () => {
  it('adds pasted ids from a file, FIDE ids and national ids mixed, one a line or comma-separated', async () => {
    const dir = await setUp();
    writeFileSync(join(dir, 'ids.txt'), '205001\n10236, 1012345\n');
    expect(await ok(dir, 'import', 'list.csv', '--ids', 'ids.txt', '--file', 't.txt')).toBe('imported 3 players: Lefèvre, Jean-Pierre; Aerts, Jan; de Vries, Anna\n');
    expect(await names(dir)).toEqual(['Lefèvre, Jean-Pierre', 'Aerts, Jan', 'de Vries, Anna']);
  });

  it('reads the ids from standard input with --ids -; those already registered are reported, not added twice', async () => {
    const dir = await setUp();
    await ok(dir, 'import', 'list.csv', '--id', '10234', '--file', 't.txt');
    const r = await arbiterWithInput(dir, '205001,205002', 'import', 'list.csv', '--ids', '-', '--file', 't.txt');
    expect(r).toEqual({ code: 0, out: 'imported 1 player: Claes, Karel\nalready registered, skipped: Lefèvre, Jean-Pierre\n', err: '' });
    expect(await names(dir)).toEqual(['Lefèvre, Jean-Pierre', 'Claes, Karel']);
  });

  it('refuses ids the list lacks, naming each, and changes nothing; --skip-missing adds the others', async () => {
    const dir = await setUp();
    writeFileSync(join(dir, 'ids.txt'), '205001\n999\n888\n');
    const before = readFileSync(join(dir, 't.txt'));
    const r = await arbiter(dir, 'import', 'list.csv', '--ids', 'ids.txt', '--file', 't.txt');
    expect(r.code).toBe(2);
    expect(r.err).toBe('arbiter: list.csv: the player list has no id 999, no id 888; nothing was imported\n');
    expect(readFileSync(join(dir, 't.txt'))).toEqual(before);
    expect(await ok(dir, 'import', 'list.csv', '--ids', 'ids.txt', '--skip-missing', '--file', 't.txt')).toBe(
      'imported 1 player: Lefèvre, Jean-Pierre\nnot in list.csv: id 999, id 888\n',
    );
  });

  it('adds a whole federation with --federation alone', async () => {
    const dir = await setUp();
    expect(await ok(dir, 'import', 'list.csv', '--federation', 'BEL', '--file', 't.txt')).toBe('imported 3 players: Lefèvre, Jean-Pierre; Claes, Karel; Aerts, Jan\n');
  });

  it('previews whom pasted ids name, and what the list lacks, adding nobody', async () => {
    const dir = await setUp();
    const r = await arbiterWithInput(dir, '1012345 77', 'import', 'list.csv', '--preview', '--ids', '-');
    expect(r.out).toMatch(
      /columns: Stamnummer, Naam, Voornaam, Club, Fed, FIDE id, Elo\n4 players\n1 match\nnot in the list: id 77\n {2}row 5: de Vries, Anna \(1905, NED, FIDE 1012345, id 20001, club 230\)\n$/,
    );
    expect(await names(dir)).toEqual([]);
  });

  it.each([
    ['an ids file that is not there', ['--ids', 'none.txt'], 'arbiter: --ids none.txt: no such file\n'],
    ['an ids file without ids', ['--ids', 'empty.txt'], 'arbiter: --ids empty.txt: no ids (one a line, or separated by commas)\n'],
  ])('refuses %s', async (_what, args, message) => {
    const dir = await setUp();
    writeFileSync(join(dir, 'empty.txt'), '\n , \n');
    const r = await arbiter(dir, 'import', 'list.csv', ...args, '--file', 't.txt');
    expect(r.code).toBe(2);
    expect(r.err).toBe(message);
  });
});
