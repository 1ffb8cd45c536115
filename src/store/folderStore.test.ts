import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_KEIZER_SETTINGS } from '../core/settings.js';
import { addPlayer, addRound, setResult } from '../core/tournamentOps.js';
import { err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { FolderStore } from './folderStore.js';
import { checkId, idFromName, keyedLock } from './store.js';

const empty: Tournament = { name: 'Club 2026', settings: DEFAULT_KEIZER_SETTINGS, players: [], rounds: [], absences: [] };

function fourPlayersPaired(): Tournament {
  let t = empty;
  for (const name of ['A', 'B', 'C', 'D']) {
    const r = addPlayer(t, { name });
    if (!r.ok) throw new Error(r.error.message);
    t = r.value.tournament;
  }
  const r = addRound(t, { number: 1, games: [{ board: 1, white: 1, black: 2 }, { board: 2, white: 3, black: 4 }], byes: [] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
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
  ])('%s valid: %s', (id, valid) => expect(checkId(id).ok).toBe(valid));

  it.each([
    ['Clubkampioenschap 2026–27', 'clubkampioenschap-2026-27'],
    ['Échecs à Liège', 'echecs-a-liege'],
    ['!!!', 'tournament'],
  ])('%s → %s', (name, id) => expect(idFromName(name)).toBe(id));
});

describe('folder store', () => {
  it('creates the folder on the first save, lists, gets and refuses a second tournament with the same id', async () => {
    const dir = folder();
    const store = new FolderStore(dir);
    expect(await store.list()).toEqual({ tournaments: [], damaged: [] });
    const created = await store.create('club-2026', empty);
    expect(created.ok).toBe(true);
    expect(readdirSync(dir)).toEqual(['club-2026.txt']);
    expect(await store.list()).toEqual({ tournaments: [{ id: 'club-2026', name: 'Club 2026', system: 'keizer', players: 0, rounds: 0 }], damaged: [] });
    const got = await store.get('club-2026');
    expect(got.ok && got.value.tournament).toEqual(empty);
    const again = await store.create('club-2026', empty);
    expect(!again.ok && again.error.code).toBe('exists');
  });

  it('answers an unknown or unsafe id with an error, not an exception', async () => {
    const store = new FolderStore(folder());
    const missing = await store.get('nope');
    expect(!missing.ok && missing.error).toMatchObject({ code: 'not-found', message: 'there is no tournament "nope"' });
    const unsafe = await store.update('../x', (t) => ok(t));
    expect(!unsafe.ok && unsafe.error.code).toBe('invalid-id');
  });

  it('lists a damaged file with its line number and keeps it untouched on update', async () => {
    const dir = folder();
    const store = new FolderStore(dir);
    await store.create('good', empty);
    writeFileSync(join(dir, 'bad.txt'), 'arbiter-tournament 1\nname "X"\nsystem keizer\nplayer one "A"\n');
    const { tournaments, damaged } = await store.list();
    expect(tournaments.map((t) => t.id)).toEqual(['good']);
    expect(damaged).toHaveLength(1);
    expect(damaged[0]!.error).toMatch(/line 4: expected a player number, found "one"/);
    const r = await store.update('bad', (t) => ok(t));
    expect(!r.ok && r.error.code).toBe('damaged');
    expect(readFileSync(join(dir, 'bad.txt'), 'utf8')).toContain('player one');
  });

  it('saves nothing when the change is refused', async () => {
    const dir = folder();
    const store = new FolderStore(dir);
    await store.create('t', empty);
    const before = readFileSync(join(dir, 't.txt'), 'utf8');
    const r = await store.update('t', () => err({ code: 'invalid', message: 'no' }));
    expect(r).toEqual({ ok: false, error: { code: 'invalid', message: 'no' } });
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toBe(before);
  });

  it('keeps both results when two directors enter them at the same time (load-modify-save under a lock)', async () => {
    const store = new FolderStore(folder());
    await store.create('t', fourPlayersPaired());
    // Each change waits between reading and returning, as a slow request would; without the lock the
    // second save would be made from a stale copy and drop the first result.
    const slowResult = (board: number, result: '1-0' | '0-1'): ((t: Tournament) => Promise<Result<Tournament>>) => async (t) => {
      await tick();
      return setResult(t, { board }, result);
    };
    const [first, second] = await Promise.all([store.update('t', slowResult(1, '1-0')), store.update('t', slowResult(2, '0-1'))]);
    expect(first.ok && second.ok).toBe(true);
    // The second sees the first's result.
    expect(second.ok && second.value.tournament.rounds[0]!.games.map((g) => g.result)).toEqual(['1-0', '0-1']);
    const saved = await store.get('t');
    expect(saved.ok && saved.value.tournament.rounds[0]!.games.map((g) => g.result)).toEqual(['1-0', '0-1']);
  });

  it('gives a new revision after each change and keeps the previous file as .bak', async () => {
    const dir = folder();
    const store = new FolderStore(dir);
    const a = await store.create('t', fourPlayersPaired());
    const b = await store.update('t', (t) => setResult(t, { board: 1 }, '1-0'));
    expect(a.ok && b.ok && a.value.revision !== b.value.revision).toBe(true);
    expect(readFileSync(join(dir, 't.txt.bak'), 'utf8')).toContain('game 1 1 2 *');
    expect(readFileSync(join(dir, 't.txt'), 'utf8')).toContain('game 1 1 2 1-0');
  });

  it('tells watchers about its own saves and about files changed by another program', async () => {
    const dir = folder();
    const store = new FolderStore(dir);
    await store.create('t', empty);
    const seen: string[] = [];
    const stop = store.watch((id) => seen.push(id));
    try {
      await store.update('t', (t) => ok({ ...t, name: 'Renamed' }));
      await waitFor(() => seen.length >= 1);
      expect(seen).toEqual(['t']);
      writeFileSync(join(dir, 'other.txt'), readFileSync(join(dir, 't.txt'), 'utf8'));
      await waitFor(() => seen.includes('other'));
    } finally {
      stop();
    }
  });

  it('keeps the player list only when every row is good', async () => {
    const dir = folder();
    const store = new FolderStore(dir);
    expect(await store.playerList()).toBeUndefined();
    const bad = await store.savePlayerList('1,"A",230,1800,10\n2,B,230,strong,1\n');
    expect(!bad.ok && bad.error.message).toMatch(/row 2/);
    expect(await store.playerList()).toBeUndefined();
    const good = await store.savePlayerList('1,"Jansen, Piet",230,1800,10\n2,Bakker,231,0,1');
    expect(good.ok && good.value.map((p) => p.name)).toEqual(['Jansen, Piet', 'Bakker']);
    const list = await store.playerList();
    expect(list?.ok && list.value.map((p) => p.club)).toEqual(['230', '231']);
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
    const results = await Promise.all([lock('a', task('a1', 20)), lock('a', task('a2', 1)), lock('b', task('b1', 1)), failing.catch((e: Error) => e.message)]);
    expect(results).toEqual(['a1', 'a2', 'b1', 'boom']);
    expect(log.indexOf('a1 end')).toBeLessThan(log.indexOf('a2 start'));
    expect(log.indexOf('b1 end')).toBeLessThan(log.indexOf('a1 end'));
  });
});

async function waitFor(condition: () => boolean, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting for a change event');
    await new Promise((r) => setTimeout(r, 10));
  }
}
