/**
 * The CLI in-process for tests: `arbiter` runs `arbiter ARGS` in a directory and returns the exit code and
 * what it printed (`arbiterWithInput`: with a standard input); `ok` also expects it to succeed without a word on stderr.
 */
import { expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../src/cli/main.js';
import { bufferIo } from '../src/cli/io.js';
import { fixtureDir, fixtureText, type Edition } from './dutchFixtures.js';

export async function arbiter(dir: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return arbiterWithInput(dir, '', ...args);
}

/** The same with `stdin` on its standard input. */
export async function arbiterWithInput(dir: string, stdin: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = bufferIo(dir, stdin);
  const code = await main(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

export async function ok(dir: string, ...args: string[]): Promise<string> {
  const r = await arbiter(dir, ...args);
  expect(r.err, `arbiter ${args.join(' ')}`).toBe('');
  expect(r.code, `arbiter ${args.join(' ')}`).toBe(0);
  return r.out;
}

/** The four players of keizer.md §2's worked examples, strongest first: Jansen 2000 down to Slager 1700 by 100. */
export const KEIZER_EXAMPLE_PLAYERS = [
  ['Jansen', '2000'],
  ['Pietersen', '1900'],
  ['Bakker', '1800'],
  ['Slager', '1700'],
] as const;

/** `arbiter player add NAME --rating RATING --file FILE` for each player in turn, each expected to succeed. */
export async function addPlayers(dir: string, file: string, players: readonly (readonly [name: string, rating: string])[]): Promise<void> {
  for (const [name, rating] of players) await ok(dir, 'player', 'add', name, '--rating', rating, '--file', file);
}

/** A fresh folder under the system's temporary one. */
export const tempDir = (prefix = 'arbiter-cli-'): string => mkdtempSync(join(tmpdir(), prefix));

/**
 * A pairing as `arbiter dutch -p` prints it (board order), in the fixtures' canonical form: the count, the
 * pairs by white's number, the bye ("id 0") last.
 */
export const canonicalPairing = (text: string): string => {
  const [n, ...rest] = text.trim().split('\n');
  const bye = rest.filter((l) => l.endsWith(' 0'));
  const pairs = rest.filter((l) => !l.endsWith(' 0')).sort((a, b) => Number(a.split(' ')[0]) - Number(b.split(' ')[0]));
  return [n, ...pairs, ...bye].join('\n');
};

/**
 * A directory with the small Dutch reference tournaments of an edition (test/fixtures/dutch/README.md,
 * written from the archive by dutchFixtures.ts), to give the CLI as paths: FILE.trf and FILE.pairs.
 */
export const dutchFixtures = (edition: Edition): string => join(fixtureDir(edition), 'small');

/** The pairing the fixture's reference engine gave (FILE.pairs, canonical form). */
export const fixturePairing = (edition: Edition, name: string): string => fixtureText(edition, `small/${name}.pairs`).trim();

/**
 * V8's verdict on the code cache of `arbiter dutch` in a fresh node process: `cachedDataRejected` ('false':
 * taken, 'true': refused) when `dutchJs` (a bin/dutch.js) loads the bundle after `prelude` has run.
 */
export function codeCacheRejected(dutchJs: string, prelude: string): string {
  const code = `const dutch = require(${JSON.stringify(dutchJs)}); ${prelude} process.stdout.write(String(dutch.loadDutch().script.cachedDataRejected));`;
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  return r.stdout;
}
