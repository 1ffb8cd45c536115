import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setResult } from '../core/tournamentOps.js';
import { BEFORE_CLUBS, empty, expectMigrated, fourPlayersPaired, storeContract } from '../../test/storeContract.js';
import { createTournamentFile } from './tournamentFiles.js';
import { sessionTokenHash } from './accounts.js';
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

describe('folder store reads for a crowd', () => {
  // Issue 31 item 4: while a file's stamp (inode, size, times) is the one of the last read, the tournament
  // parsed then is answered without reading the file; an edit in place must still be seen at once.
  it('sees an edit in place of the same length whose modification time was put back', async () => {
    const dir = folder();
    // The clock two seconds ahead: the file's times (the change time cannot be put back) are settled.
    const store = new FolderStore(dir, { clock: () => Date.now() + 2000 });
    await store.create('t', fourPlayersPaired(), 'tester');
    const file = join(dir, 't.txt');
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old); // settled: a minute old
    const first = await store.get('t');
    expect(first.ok && first.value.tournament.players.map((p) => p.name)).toEqual(['A', 'B', 'C', 'D']);
    const text = readFileSync(file, 'utf8');
    const edited = text.replace('player 2 B', 'player 2 X');
    expect(edited.length).toBe(text.length);
    const inode = statSync(file).ino;
    writeFileSync(file, edited); // in place, as an editor may: the same inode, the same size
    utimesSync(file, old, old); // and the same modification time; only the change time tells
    expect(statSync(file).ino).toBe(inode);
    const second = await store.get('t');
    expect(second.ok && second.value.tournament.players.map((p) => p.name)).toEqual(['A', 'X', 'C', 'D']);
    expect(first.ok && second.ok && first.value.revision !== second.value.revision).toBe(true);
  });

  it('answers the same revision and tournament while the file is unchanged, and a new one after a save', async () => {
    const dir = folder();
    const store = new FolderStore(dir);
    await store.create('t', fourPlayersPaired(), 'tester');
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 't.txt'), old, old);
    const a = await store.get('t');
    const b = await store.get('t');
    expect(a.ok && b.ok && b.value.revision === a.value.revision && b.value.tournament === a.value.tournament).toBe(true);
    const saved = await store.update('t', (t) => setResult(t, { board: 1 }, '1-0'), 'tester');
    const c = await store.get('t');
    expect(saved.ok && c.ok && c.value.revision === saved.value.revision && c.value.revision !== (a.ok && a.value.revision)).toBe(true);
  });
});

describe('a folder written before clubs (issue 31)', () => {
  /** The files the version before clubs (4d95453) wrote: its FolderAccounts' three files, as it wrote them. */
  async function folderBeforeClubs(): Promise<string> {
    const dir = folder();
    mkdirSync(dir, { recursive: true });
    for (const id of BEFORE_CLUBS.tournaments) await createTournamentFile({ path: join(dir, `${id}.txt`), shown: id }, { ...empty, name: id }, { by: 'anna' });
    mkdirSync(join(dir, '.arbiter'));
    const header = (name: string) => `# arbiter ${name}: changed by arbiter; do not edit while a server runs\n`;
    writeFileSync(join(dir, '.arbiter', 'directors.txt'), `${header('directors.txt')}director anna scrypt$1\ndirector bob scrypt$1\n`);
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    writeFileSync(join(dir, '.arbiter', 'sessions.txt'), `${header('sessions.txt')}session ${sessionTokenHash(BEFORE_CLUBS.bobsToken)} bob ${expires}\n`);
    writeFileSync(join(dir, '.arbiter', 'access.txt'), `${header('access.txt')}tournament anna-open owner=anna directors=bob\ntournament bob-cup owner=bob directors=\n`);
    return dir;
  }

  it('gets its clubs on its first start: each director the admin of his own, the tournaments with their owners', async () => {
    const dir = await folderBeforeClubs();
    await expectMigrated(new FolderStore(dir));
    expect(readFileSync(join(dir, '.arbiter', 'access.txt'), 'utf8')).toContain('tournament anna-open club=anna owner=anna directors=bob\n');
    expect(readFileSync(join(dir, '.arbiter', 'clubs.txt'), 'utf8')).toContain('club anna anna\nclub bob bob\nmember anna anna admin\nmember bob bob admin\n');
    // A second start finds it done and changes nothing.
    const before = readFileSync(join(dir, '.arbiter', 'clubs.txt'), 'utf8');
    await expectMigrated(new FolderStore(dir));
    expect(readFileSync(join(dir, '.arbiter', 'clubs.txt'), 'utf8')).toBe(before);
  });

  it('a club laptop without directors stays as it was until the first director makes its club', async () => {
    const dir = folder();
    const store = new FolderStore(dir);
    await store.create('cli-made', empty, 'cli');
    expect(await store.accounts.clubs()).toEqual([]);
    expect(existsSync(join(dir, '.arbiter', 'clubs.txt'))).toBe(false);
    expect((await store.accounts.addFirstDirector({ name: 'anna', passwordHash: 'scrypt$1' }, { id: 'dc-leiden', name: 'DC Leiden' })).ok).toBe(true);
    expect(await store.accounts.members()).toEqual([{ club: 'dc-leiden', director: 'anna', role: 'admin' }]);
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
