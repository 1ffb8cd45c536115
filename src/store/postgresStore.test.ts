// The PostgreSQL store, twice: over PGlite (PostgreSQL in this process) and over a real PostgreSQL
// server through node-postgres (postgresClient), started for the test in a temporary folder.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { err, ok, type Result } from '../core/result.js';
import { DEFAULT_KEIZER_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { addPlayer, addRound, setResult } from '../core/tournamentOps.js';
import { PostgresStore, postgresClient, type SqlClient } from './postgresStore.js';

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

function pgliteClient(db: PGlite): SqlClient {
  return {
    query: async <R extends object>(text: string, params?: unknown[]) => ({ rows: (await db.query<R>(text, params)).rows }),
    transaction: (work) => db.transaction((tx) => work(async <R extends object>(text: string, params?: unknown[]) => ({ rows: (await tx.query<R>(text, params)).rows }))),
    listen: async (channel, onNotify) => {
      const stop = await db.listen(channel, onNotify);
      return stop;
    },
    end: () => db.close(),
  };
}

/** The newest Debian PostgreSQL server installed (/usr/lib/postgresql/VERSION/bin). */
function serverBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) throw new Error('no PostgreSQL server found in /usr/lib/postgresql: install it (apt-get install postgresql), as .ci/run does');
  return join(root, newest, 'bin');
}

/** A throw-away PostgreSQL server (initdb + pg_ctl; as the postgres user when run as root); its URL and how to stop it. */
function startServer(): { url: string; stop: () => void } {
  const bin = serverBin();
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const asPostgres = (cmd: string, args: string[]): void => {
    if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' });
    else execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  };
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function waitFor(condition: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting for a change event');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.each([
  ['PGlite, in process', 'pglite'],
  ['a PostgreSQL server, through node-postgres', 'server'],
] as const)('PostgreSQL store over %s', (_name, kind) => {
  let server: { url: string; stop: () => void } | undefined;
  let clients: SqlClient[] = [];
  beforeAll(() => {
    if (kind === 'server') server = startServer();
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) await c.end().catch(() => undefined);
    clients = [];
    server?.stop();
  });

  /** A client on a fresh, empty database, and (on a server) a way to open a second connection to it. */
  let databases = 0;
  async function freshClient(): Promise<SqlClient & { another?: () => SqlClient }> {
    if (kind === 'pglite') return pgliteClient(await PGlite.create());
    const admin = postgresClient(server!.url);
    const name = `arbiter_test_${++databases}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = server!.url.replace(/\/postgres$/, `/${name}`);
    const client = postgresClient(url);
    clients.push(client);
    return Object.assign(client, { another: () => postgresClient(url) });
  }
  async function openStore(client?: SqlClient): Promise<PostgresStore> {
    const opened = await PostgresStore.open(client ?? (await freshClient()));
    if (!opened.ok) throw new Error(opened.error.message);
    return opened.value;
  }

  it('makes its tables, lists, gets and refuses a second tournament with the same id', async () => {
    const store = await openStore();
    expect(await store.list()).toEqual({ tournaments: [], damaged: [] });
    const created = await store.create('club-2026', empty);
    expect(created.ok).toBe(true);
    expect(await store.list()).toEqual({ tournaments: [{ id: 'club-2026', name: 'Club 2026', system: 'keizer', players: 0, rounds: 0 }], damaged: [] });
    const got = await store.get('club-2026');
    expect(got.ok && got.value.tournament).toEqual(empty);
    const again = await store.create('club-2026', empty);
    expect(!again.ok && again.error.code).toBe('exists');
  });

  it('answers an unknown or unsafe id with an error, not an exception', async () => {
    const store = await openStore();
    const missing = await store.get('nope');
    expect(!missing.ok && missing.error).toMatchObject({ code: 'not-found', message: 'there is no tournament "nope"' });
    const unknown = await store.update('nope', (t) => ok(t));
    expect(!unknown.ok && unknown.error.code).toBe('not-found');
    const unsafe = await store.update('../x', (t) => ok(t));
    expect(!unsafe.ok && unsafe.error.code).toBe('invalid-id');
  });

  it('lists a damaged row with its line number and keeps it untouched on update', async () => {
    const client = await freshClient();
    const store = await openStore(client);
    await store.create('good', empty);
    const bad = 'arbiter-tournament 1\nname "X"\nsystem keizer\nplayer one "A"\n';
    await client.query('INSERT INTO arbiter_tournaments (id, body) VALUES ($1, $2)', ['bad', bad]);
    const { tournaments, damaged } = await store.list();
    expect(tournaments.map((t) => t.id)).toEqual(['good']);
    expect(damaged).toHaveLength(1);
    expect(damaged[0]!.error).toMatch(/line 4: expected a player number, found "one"/);
    const r = await store.update('bad', (t) => ok(t));
    expect(!r.ok && r.error.code).toBe('damaged');
    const { rows } = await client.query<{ body: string }>('SELECT body FROM arbiter_tournaments WHERE id = $1', ['bad']);
    expect(rows[0]!.body).toBe(bad);
  });

  it('saves nothing when the change is refused, and a new revision after each change', async () => {
    const store = await openStore();
    const a = await store.create('t', fourPlayersPaired());
    const refused = await store.update('t', () => err({ code: 'invalid', message: 'no' }));
    expect(refused).toEqual({ ok: false, error: { code: 'invalid', message: 'no' } });
    const same = await store.get('t');
    expect(a.ok && same.ok && same.value.revision).toBe(a.ok && a.value.revision);
    const b = await store.update('t', (t) => setResult(t, { board: 1 }, '1-0'));
    expect(a.ok && b.ok && a.value.revision !== b.value.revision).toBe(true);
    const got = await store.get('t');
    expect(got.ok && got.value.tournament.rounds[0]!.games.map((g) => g.result)).toEqual(['1-0', undefined]);
  });

  it('keeps both results when two directors (or two servers) enter them at the same time', async () => {
    const client = await freshClient();
    const store = await openStore(client);
    await store.create('t', fourPlayersPaired());
    // A second store on the same database stands for a second server. Each change waits between
    // reading and returning; the row lock makes the second one start from the first one's result.
    const other = client.another ? await openStore(client.another()) : store;
    const slowResult = (board: number, result: '1-0' | '0-1'): ((t: Tournament) => Promise<Result<Tournament>>) => async (t) => {
      await tick();
      return setResult(t, { board }, result);
    };
    const [first, second] = await Promise.all([store.update('t', slowResult(1, '1-0')), other.update('t', slowResult(2, '0-1'))]);
    expect(first.ok && second.ok).toBe(true);
    const saved = await store.get('t');
    expect(saved.ok && saved.value.tournament.rounds[0]!.games.map((g) => g.result)).toEqual(['1-0', '0-1']);
    if (other !== store) other.close();
  });

  it('tells watchers about changes, also those made by another server', async () => {
    const client = await freshClient();
    const store = await openStore(client);
    await store.create('t', empty);
    const seen: string[] = [];
    const stop = store.watch((id) => seen.push(id));
    try {
      // LISTEN starts in the background: change until the first event comes through.
      for (let i = 0; i < 100 && !seen.includes('t'); i++) {
        await store.update('t', (t) => ok({ ...t, name: `Renamed ${i}` }));
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen).toContain('t');
      await client.query("SELECT pg_notify('arbiter_tournament_changed', 'other')");
      await waitFor(() => seen.includes('other'));
    } finally {
      stop();
    }
  });

  it('keeps the player list only when every row is good', async () => {
    const store = await openStore();
    expect(await store.playerList()).toBeUndefined();
    const bad = await store.savePlayerList('1,"A",230,1800,10\n2,B,230,strong,1\n');
    expect(!bad.ok && bad.error.message).toMatch(/row 2/);
    expect(await store.playerList()).toBeUndefined();
    const good = await store.savePlayerList('1,"Jansen, Piet",230,1800,10\n2,Bakker,231,0,1');
    expect(good.ok && good.value.map((p) => p.name)).toEqual(['Jansen, Piet', 'Bakker']);
    const replaced = await store.savePlayerList('3,Visser,232,1500,2\n');
    expect(replaced.ok).toBe(true);
    const list = await store.playerList();
    expect(list?.ok && list.value.map((p) => p.name)).toEqual(['Visser']);
  });

  it('answers with an error value when the database is gone', async () => {
    const client = await freshClient();
    const store = await openStore(client);
    await store.create('t', empty);
    await client.end();
    clients = clients.filter((c) => c !== client);
    const got = await store.get('t');
    expect(!got.ok && got.error.code).toBe('io');
    expect(!got.ok && got.error.message).toMatch(/^the database failed: .*; nothing was changed$/);
  });
});
