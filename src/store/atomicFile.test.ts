import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeAndSyncAsync, writeFileAtomic, writeFileAtomicAsync, type AtomicWriteOptions } from './atomicFile.js';

// The two writers take the same steps; the server's saves use the one that leaves the thread free.
const writers: readonly (readonly [string, (path: string, text: string, options?: AtomicWriteOptions) => void | Promise<void>])[] = [
  ['writeFileAtomic', writeFileAtomic],
  ['writeFileAtomicAsync', writeFileAtomicAsync],
];

describe.each(writers)('atomic saves (%s)', (_, write) => {
  it('replaces the file and keeps the previous version as .bak, leaving no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-'));
    const file = join(dir, 't.txt');
    await write(file, 'one\n');
    expect(readdirSync(dir)).toEqual(['t.txt']);
    await write(file, 'two\n');
    expect(readFileSync(file, 'utf8')).toBe('two\n');
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe('one\n');
    expect(readdirSync(dir).sort()).toEqual(['t.txt', 't.txt.bak']);
  });

  it('keeps no .bak when told so, and replaces nothing when the check before the rename says no', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-'));
    const file = join(dir, 't.txt');
    await write(file, 'one\n', { backup: false });
    await write(file, 'two\n', { backup: false });
    expect(readdirSync(dir)).toEqual(['t.txt']);
    await write(file, 'three\n', { backup: false, beforeRename: () => false });
    expect(readFileSync(file, 'utf8')).toBe('two\n');
    expect(readdirSync(dir)).toEqual(['t.txt']);
  });

  it('cleans up and changes nothing when the write fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-'));
    const target = join(dir, 'busy');
    mkdirSync(target);
    writeFileSync(join(target, 'inside'), 'x');
    await expect((async () => write(target, 'new\n'))()).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['busy']);
    expect(readFileSync(join(target, 'inside'), 'utf8')).toBe('x');
  });
});

describe('appending with a flush', () => {
  it('adds the text at the end of the file (a history entry after the others), and makes the file when there is none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-'));
    const file = join(dir, 'h.history');
    await writeAndSyncAsync(file, 'version 1\n', 'a');
    await writeAndSyncAsync(file, 'version 2\n', 'a');
    expect(readFileSync(file, 'utf8')).toBe('version 1\nversion 2\n');
  });
});
