// Reads for a crowd (issue 31, item 4): a tournament is parsed once per revision and each view computed
// once per revision, shared by every reader; a new revision, made anywhere, is seen at once; ETag and 304;
// a view is never answered to a reader it is not for.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { freshPGlite } from '../../test/pglite.js';
import { FolderStore } from '../store/folderStore.js';
import { PostgresStore, type SqlClient } from '../store/postgresStore.js';
import type { TournamentStore } from '../store/store.js';
import { hashPassword } from '../store/accounts.js';
import { ok, type Result } from '../core/result.js';
import { createApp } from './app.js';
import { ComputePool } from './computePool.js';
import type { ComputeAnswer, ComputeTask } from './compute.js';
import { holds } from './routes.js';

const directorHash = hashPassword('correct horse battery');

/** A pool that counts the standings it is asked to compute (and computes them). */
class CountingPool extends ComputePool {
  standings = 0;
  files = 0;
  override run(task: ComputeTask): Promise<Result<ComputeAnswer>> {
    if (task.kind === 'standings') this.standings++;
    if (task.kind === 'file') this.files++;
    return super.run(task);
  }
}

/** An app over `store` with anna logged in; `get` sends a GET (with her cookie when `director`). */
async function serving(store: TournamentStore) {
  await store.accounts.addDirector({ name: 'anna', passwordHash: await directorHash });
  const pool = new CountingPool();
  const app = createApp({ store, pool });
  const login = await app.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'anna', password: 'correct horse battery' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const send = async (method: string, path: string, body?: unknown) =>
    app.request(path, { method, headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const get = async (path: string, { director = false, tag, gzip = false }: { director?: boolean; tag?: string; gzip?: boolean } = {}) =>
    app.request(path, { headers: { ...(director ? { Cookie: cookie } : {}), ...(tag ? { 'If-None-Match': tag } : {}), ...(gzip ? { 'Accept-Encoding': 'gzip, deflate' } : {}) } });
  return { app, pool, send, get };
}

/** A Swiss of four players (one with a birth date), round 1 paired. */
async function fourPlayers(send: (method: string, path: string, body?: unknown) => Promise<Response>, name = 'Open') {
  const made = (await (await send('POST', '/api/tournaments', { name, system: 'swiss-dutch', plannedRounds: 3, settings: { published: 'yes' } })).json()) as { id: string };
  for (const [player, rating] of [
    ['Jansen', 2000],
    ['Pietersen', 1900],
    ['Bakker', 1800],
  ] as const)
    expect((await send('POST', `/api/tournaments/${made.id}/players`, { name: player, rating })).status).toBe(200);
  expect((await send('POST', `/api/tournaments/${made.id}/players`, { name: 'Smit', rating: 1700, birthDate: '1990-04-01' })).status).toBe(200);
  const paired = await send('POST', `/api/tournaments/${made.id}/rounds`, { mode: 'auto' });
  expect(paired.status, await paired.clone().text()).toBe(200);
  return `/api/tournaments/${made.id}`;
}

function folder(parsed: string[]) {
  const dir = join(mkdtempSync(join(tmpdir(), 'arbiter-reads-')), 'tournaments');
  return { dir, store: new FolderStore(dir, { onParse: (id) => parsed.push(id) }) };
}

type View = { revision: string; tournament: { name: string; players: { birthDate?: string }[] } };

describe('a tournament is parsed once per revision, its views computed once per revision', () => {
  it('40 readers at once after an edit made outside the server: one parse, one standings computation, all see the edit', async () => {
    const parsed: string[] = [];
    const { dir, store } = folder(parsed);
    const { pool, send, get } = await serving(store);
    const T = await fourPlayers(send);
    const file = join(dir, 'open.txt');
    // An editor (or the command line) renames the tournament while the server runs.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name .*$/m, 'name "Open, renamed in an editor"'));
    parsed.length = 0;
    pool.standings = 0;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => get(i % 2 ? `${T}/standings` : T)));
    expect(
      answers.map((r) => r.status),
      await answers[0]!.clone().text(),
    ).toEqual(Array(40).fill(200));
    expect(parsed).toEqual(['open']);
    expect(pool.standings).toBe(1);
    const views = (await Promise.all(answers.filter((_, i) => i % 2 === 0).map((r) => r.json()))) as View[];
    expect(new Set(views.map((v) => v.tournament.name))).toEqual(new Set(['Open, renamed in an editor']));
  });

  // The check of a save (its text made, read back, compared) takes 60–150 ms for 5,000 players: in the pool,
  // a large event's runs in a worker thread while the server answers its readers.
  it("makes each save's text in the compute pool", async () => {
    const { store } = folder([]);
    const { pool, send } = await serving(store);
    const T = await fourPlayers(send);
    pool.files = 0;
    const renamed = await send('PATCH', T, { name: 'Open 2026' });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const result = await send('PUT', `${T}/rounds/1/games/1`, { result: '1-0' });
    expect(result.status, await result.clone().text()).toBe(200);
    expect(pool.files).toBe(2);
  });

  it('a change through the app is read at once, without parsing the file it just saved', async () => {
    const parsed: string[] = [];
    const { store } = folder(parsed);
    const { send, get } = await serving(store);
    const T = await fourPlayers(send);
    const before = (await (await get(`${T}/standings`)).json()) as { rows: { name: string; score: number }[] };
    expect(before.rows.every((r) => r.score === 0)).toBe(true);
    parsed.length = 0;
    for (const board of [1, 2]) expect((await send('PUT', `${T}/rounds/1/games/${board}`, { result: '1-0' })).status).toBe(200);
    const after = (await (await get(`${T}/standings`)).json()) as { rows: { name: string; score: number }[] };
    expect(after.rows.map((r) => r.score)).toEqual([1, 1, 0, 0]);
    expect(parsed).toEqual([]);
  });

  it('on PostgreSQL, a change made by another server (another store over the same database) is read at once', async () => {
    const db = await freshPGlite();
    const parsed: string[] = [];
    const opened = [await PostgresStore.open(pglite(db), { onParse: (id) => parsed.push(id) }), await PostgresStore.open(pglite(db))];
    const [here, there] = opened.map((o) => (o.ok ? o.value : undefined));
    const { send, get } = await serving(here!);
    const T = await fourPlayers(send);
    expect(((await (await get(T)).json()) as View).tournament.name).toBe('Open');
    parsed.length = 0;
    expect((await there!.update('open', (t) => ok({ ...t, name: 'Open, renamed elsewhere' }), 'bert')).ok).toBe(true);
    expect(((await (await get(T)).json()) as View).tournament.name).toBe('Open, renamed elsewhere');
    expect(((await (await get(T)).json()) as View).tournament.name).toBe('Open, renamed elsewhere');
    expect(parsed).toEqual(['open']); // the new revision, once
    await db.close();
  });
});

describe('ETag and 304', () => {
  it('answers 304 to a reader who holds the revision, 200 to one with a stale tag, and a new tag after a change', async () => {
    const { store } = folder([]);
    const { send, get } = await serving(store);
    const T = await fourPlayers(send);
    for (const path of [T, `${T}/standings`, `${T}/progress`]) {
      const first = await get(path);
      const tag = first.headers.get('ETag')!;
      expect(tag).toBe(`W/"${((await first.json()) as { revision?: string }).revision ?? tag.slice(3, -1)}"`);
      expect(first.headers.get('Cache-Control')).toBe('public, no-cache');
      const again = await get(path, { tag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(tag);
      expect((await get(path, { tag: tag.slice(2) })).status).toBe(304); // the same tag, strong
      const stale = await get(path, { tag: '"0123456789abcdef"' });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('ETag')).toBe(tag);
    }
    const tag = (await get(`${T}/standings`)).headers.get('ETag')!;
    expect((await send('PUT', `${T}/rounds/1/games/1`, { result: '1-0' })).status).toBe(200);
    const changed = await get(`${T}/standings`, { tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(tag);
  });

  it('gzips a view for a reader who takes it: the same JSON, the same tag', async () => {
    const { store } = folder([]);
    const { send, get } = await serving(store);
    const T = await fourPlayers(send);
    const plain = await get(`${T}/standings`);
    const zipped = await get(`${T}/standings`, { gzip: true });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(zipped.headers.get('ETag')).toBe(plain.headers.get('ETag'));
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(await plain.text());
  });

  it('private data is never for shared caches: the director view is private, the history is not kept at all', async () => {
    const { store } = folder([]);
    const { send, get } = await serving(store);
    const T = await fourPlayers(send);
    const mine = await get(T, { director: true });
    expect(mine.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(mine.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect((await get(`${T}/file`, { director: true })).headers.get('Cache-Control')).toBe('private, no-cache');
    expect((await get(`${T}/history`, { director: true })).headers.get('Cache-Control')).toBe('no-store');
    expect((await get('/api/session', { director: true })).headers.get('Cache-Control')).toBe('no-store');
  });

  it.each([
    ['"abc"', 'W/"abc"', true],
    ['W/"abc"', 'W/"abc"', true],
    ['"x", W/"abc"', 'W/"abc"', true],
    ['*', 'W/"abc"', true],
    ['W/"abc.private"', 'W/"abc"', false],
    ['"ab"', 'W/"abc"', false],
  ])('If-None-Match %s against %s (RFC 9110 13.1.2: weak comparison)', (header, tag, match) => {
    expect(holds(header, tag)).toBe(match);
  });
});

describe('a kept view never reaches a reader it is not for', () => {
  it('the public view never holds birth dates, whoever read first; a director’s tag gets the public no 304', async () => {
    const { store } = folder([]);
    const { send, get } = await serving(store);
    const T = await fourPlayers(send);
    const birthDates = (v: View) => v.tournament.players.filter((p) => p.birthDate !== undefined).length;
    const director = await get(T, { director: true });
    expect(birthDates((await director.json()) as View)).toBe(1);
    const anonymous = await get(T);
    expect(birthDates((await anonymous.json()) as View)).toBe(0);
    expect(birthDates((await (await get(T, { director: true })).json()) as View)).toBe(1);
    // The director's ETag names his view: an anonymous reader sending it gets the public view, not a 304.
    const replayed = await get(T, { tag: director.headers.get('ETag')! });
    expect(replayed.status).toBe(200);
    expect(birthDates((await replayed.json()) as View)).toBe(0);
    expect(director.headers.get('ETag')).not.toBe(anonymous.headers.get('ETag'));
  });

  // Regression (issue 31): any logged-in director got every tournament's birth dates, also of tournaments
  // he does not direct (another club's).
  it('a director who does not direct the tournament gets the public view, without birth dates', async () => {
    const { store } = folder([]);
    const { app, send, get } = await serving(store);
    const T = await fourPlayers(send);
    await store.accounts.addDirector({ name: 'bob', passwordHash: await directorHash }, { club: 'other', role: 'admin', newClub: 'Other club' });
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'bob', password: 'correct horse battery' }),
    });
    const bob = login.headers.get('set-cookie')!.split(';')[0]!;
    const birthDates = (v: View) => v.tournament.players.filter((p) => p.birthDate !== undefined).length;
    expect(birthDates((await (await get(T, { director: true })).json()) as View)).toBe(1); // anna, its owner
    const other = await app.request(T, { headers: { Cookie: bob } });
    expect(other.status).toBe(200);
    expect(birthDates((await other.json()) as View)).toBe(0);
  });

  it('two tournaments with the same players keep their own views', async () => {
    const { store } = folder([]);
    const { send, get } = await serving(store);
    const A = await fourPlayers(send, 'Open A');
    const B = await fourPlayers(send, 'Open B');
    const [a, b] = (await Promise.all([get(A).then((r) => r.json()), get(B).then((r) => r.json())])) as (View & { id: string })[];
    expect([a!.id, a!.tournament.name, b!.id, b!.tournament.name]).toEqual(['open-a', 'Open A', 'open-b', 'Open B']);
  });

  it('a reader who may not read the file gets 401/403, not the kept file', async () => {
    const { store } = folder([]);
    const { send, get } = await serving(store);
    const T = await fourPlayers(send);
    expect((await get(`${T}/file`, { director: true })).status).toBe(200);
    const stranger = await get(`${T}/file`);
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).not.toContain('Smit');
  });
});

function pglite(db: PGlite): SqlClient {
  return {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- implements SqlClient['query']: the caller names the rows' type
    query: async <R extends object>(text: string, params?: unknown[]) => ({ rows: (await db.query<R>(text, params)).rows }),
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- implements SqlClient['query']: the caller names the rows' type
    transaction: (work) => db.transaction((tx) => work(async <R extends object>(text: string, params?: unknown[]) => ({ rows: (await tx.query<R>(text, params)).rows }))),
    listen: async (channel, onNotify) => db.listen(channel, onNotify),
    end: () => db.close(),
  };
}

describe('after a change, the public views its readers read are made for the new revision before a reader asks', () => {
  const settle = async (done: () => boolean) => {
    for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
  };

  it('a result entered: the standings of the new revision are computed in the background, and the next reader computes nothing', async () => {
    const { store } = folder([]);
    const { pool, send, get } = await serving(store);
    const path = await fourPlayers(send);
    expect((await get(`${path}/standings`, { gzip: true })).status).toBe(200);
    expect((await get(path)).status).toBe(200);
    const before = pool.standings;
    const entered = await send('PUT', `${path}/rounds/1/games/1`, { result: '1-0', previous: null });
    expect(entered.status).toBe(200);
    const { revision } = (await entered.json()) as { revision: string };
    await settle(() => pool.standings > before);
    const computed = pool.standings;
    expect(computed).toBe(before + 1); // once, by the refresh
    const read = await get(`${path}/standings`);
    expect(((await read.json()) as { revision: string }).revision).toBe(revision);
    const view = await get(path);
    expect(((await view.json()) as View & { revision: string }).revision).toBe(revision);
    expect(pool.standings).toBe(computed); // the readers computed nothing
  });

  it('makes nothing when no public view was read', async () => {
    const { store } = folder([]);
    const { pool, send } = await serving(store);
    const path = await fourPlayers(send);
    const before = pool.standings;
    expect((await send('PUT', `${path}/rounds/1/games/1`, { result: '1-0', previous: null })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(pool.standings).toBe(before);
  });
});
