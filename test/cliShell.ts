/**
 * The CLI in-process for tests: `arbiter` runs `arbiter ARGS` in a directory and returns the exit code and
 * what it printed (`arbiterWithInput`: with a standard input); `ok` also expects it to succeed without a word on stderr.
 */
import { expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../src/cli/main.js';
import { bufferIo } from '../src/cli/io.js';

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

/** A fresh folder under the system's temporary one. */
export const tempDir = (prefix = 'arbiter-cli-'): string => mkdtempSync(join(tmpdir(), prefix));
