import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setResult } from '../core/tournamentOps.js';
import { empty, fourPlayersPaired, storeContract } from '../../test/storeContract.js';
import { FolderStore } from './folderStore.js';
import { checkId, idFromName, keyedLock } from './store.js';

const folder = () => join(mkdtempSync(join(tmpdir(), 'arbiter-store-')), 'tournaments');

describe('tournament ids', () => {
  it.each([
    ['club-2026', true],
    ['a', true],
    ['Club', false],
    ['-club', false],
    ['club-', false],
    ['../etc/passwd', false],
    ['club 2026', false],
    ['x'.repeat(65), false],
  ])('%s valid: %s', (id, valid) => {
    expect(checkId(id).ok).toBe(valid);
  });

  it.each([
    ['Clubkampioenschap 2026–27', 'clubkampioenschap-2026-27'],
    ['Échecs à Liège', 'echecs-a-liege'],
    ['!!!', 'tournament'],
  ])('%s → %s', (name, id) => {
    expect(idFromName(name)).toBe(id);
  });
});

describe('folder store', () => {
  storeContract(async () => {
    const dir = folder();
    const store = new FolderStore(dir);
    return {
      store,
      writeRaw: async (id, text) => {
        writeFileSync(join(dir, `${id}.txt`), text);
      },
      readRaw: async (id) => readFileSync(join(dir, `${id}.txt`), 'utf8'),
      // Two stores over one folder are two processes: only one process's changes are serialised.
      another: async () => store,
    };
  });

  it('makes the folder on the first save: one readable file per tournament, and its history', async () => {
    const dir = folder();
    const store = new FolderStore(dir);
    await store.create('club-2026', empty, 'tester');
    expect(readdirSync(dir).sort()).toEqual(['club-2026.txt', 'club-2026.txt.history']);
  });

  it('keeps the previous version as .bak', async () => {
    const dir = folder();
    const store = new FolderStore(dir);
    await store.create('t', fourPlayersPaired(), 'tester');
    await store.update('t', (t) => setResult(t, { board: 1 }, '1-0'), 'tester');
    expect(readFileSync(join(dir, 't.txt.bak'), 'utf8')).toContain('game 1 1 2 *');
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toContain('game 1 1 2 1-0');
  });
});

describe('keyed lock', () => {
  it('runs tasks of one key in order and tasks of different keys side by side', async () => {
    const lock = keyedLock();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`${name} end`);
      return name;
    };
    const failing = lock('a', async () => {
      throw new Error('boom');
    });
    const results = await Promise.all([lock('a', task('a1', 20)), lock('a', task('a2', 1)), lock('b', task('b1', 1)), failing.catch((e: unknown) => (e as Error).message)]);
    expect(results).toEqual(['a1', 'a2', 'b1', 'boom']);
    expect(log.indexOf('a1 end')).toBeLessThan(log.indexOf('a2 start'));
    expect(log.indexOf('b1 end')).toBeLessThan(log.indexOf('a1 end'));
  });
});
