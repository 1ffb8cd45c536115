import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic } from './atomicFile.js';

describe('atomic saves', () => {
  it('replaces the file and keeps the previous version as .bak, leaving no temporary file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-'));
    const file = join(dir, 't.txt');
    writeFileAtomic(file, 'one\n');
    expect(readdirSync(dir)).toEqual(['t.txt']);
    writeFileAtomic(file, 'two\n');
    expect(readFileSync(file, 'utf8')).toBe('two\n');
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe('one\n');
    expect(readdirSync(dir).sort()).toEqual(['t.txt', 't.txt.bak']);
  });

  it('cleans up and changes nothing when the write fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-'));
    const target = join(dir, 'busy');
    mkdirSync(target);
    writeFileSync(join(target, 'inside'), 'x');
    expect(() => {
      writeFileAtomic(target, 'new\n');
    }).toThrow();
    expect(readdirSync(dir)).toEqual(['busy']);
    expect(readFileSync(join(target, 'inside'), 'utf8')).toBe('x');
  });
});
