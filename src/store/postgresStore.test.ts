// The PostgreSQL store, twice: over PGlite (PostgreSQL in this process) and over a real PostgreSQL
// server through node-postgres (postgresClient), started for the test in a temporary folder.
import type { PGlite } from '@electric-sql/pglite';
import { freshPGlite } from '../../test/pglite.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEFORE_CLUBS, empty, expectMigrated, storeContract } from '../../test/storeContract.js';
import { makeTournamentFile } from '../formats/tournamentFile.js';
import { sessionTokenHash } from './accounts.js';
import { PostgresStore, postgresClient, type SqlClient } from './postgresStore.js';
import { startServer } from '../../test/postgresServer.js';

function pgliteClient(db: PGlite): SqlClient {
  return {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- implements SqlClient['query']: the caller names the rows' type
    query: async <R extends object>(text: string, params?: unknown[]) => ({ rows: (await db.query<R>(text, params)).rows }),
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- implements SqlClient['query']: the caller names the rows' type
    transaction: (work) => db.transaction((tx) => work(async <R extends object>(text: string, params?: unknown[]) => ({ rows: (await tx.query<R>(text, params)).rows }))),
    listen: async (channel, onNotify) => {
      const stop = await db.listen(channel, onNotify);
      return stop;
    },
    end: () => db.close(),
  };
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
    await (await base)?.close();
    for (const c of clients) await c.end().catch(() => undefined);
    clients = [];
    server?.stop();
  });

  /** A client on a fresh, empty database, and (on a server) a way to open a second connection to it. */
  let databases = 0;
  let base: Promise<PGlite> | undefined;
  async function freshClient(own = false): Promise<SqlClient & { another?: () => SqlClient }> {
    if (kind === 'pglite') {
      // Starting PGlite takes seconds: one database for the tests, emptied before each (its own for one
      // that ends it).
      if (own) {
        const client = pgliteClient(await freshPGlite());
        clients.push(client);
        return client;
      }
      const db = await (base ??= freshPGlite());
      await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      const client = { ...pgliteClient(db), end: async () => undefined };
      clients.push(client);
      return client;
    }
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

  storeContract(async () => {
    const client = await freshClient();
    const store = await openStore(client);
    return {
      store,
      writeRaw: async (id, text) => {
        await client.query('INSERT INTO arbiter_tournaments (id, body) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body', [id, text]);
      },
      readRaw: async (id) => (await client.query<{ body: string }>('SELECT body FROM arbiter_tournaments WHERE id = $1', [id])).rows[0]!.body,
      // Another server sharing the database: on a server, with its own connections; in PGlite, a second
      // store over the same database (whose close leaves the database open).
      another: async () => openStore(client.another ? client.another() : { ...client, end: async () => undefined }),
    };
  });

  // The tables as the version before clubs (4d95453) made them, and its rows (see BEFORE_CLUBS).
  const TABLES_BEFORE_CLUBS = [
    'CREATE TABLE arbiter_tournaments (id text PRIMARY KEY, body text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())',
    'CREATE TABLE arbiter_history (tournament_id text NOT NULL, version integer NOT NULL, revision text NOT NULL, entry text NOT NULL, PRIMARY KEY (tournament_id, version))',
    'CREATE TABLE arbiter_deleted (tournament_id text PRIMARY KEY, deleted_at timestamptz NOT NULL DEFAULT now(), deleted_by text NOT NULL)',
    'CREATE TABLE arbiter_player_list (singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton), body text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())',
    'CREATE TABLE arbiter_directors (name text PRIMARY KEY, password_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
    'CREATE UNIQUE INDEX arbiter_directors_lower ON arbiter_directors (lower(name))',
    'CREATE TABLE arbiter_sessions (token_hash text PRIMARY KEY, director text NOT NULL REFERENCES arbiter_directors (name) ON DELETE CASCADE, expires_at timestamptz NOT NULL)',
    "CREATE TABLE arbiter_access (tournament_id text PRIMARY KEY, owner text, directors text[] NOT NULL DEFAULT '{}')",
  ];

  it('gives a database written before clubs its clubs on the first start: each director the admin of his own', async () => {
    const client = await freshClient();
    for (const statement of TABLES_BEFORE_CLUBS) await client.query(statement);
    for (const id of BEFORE_CLUBS.tournaments) await client.query('INSERT INTO arbiter_tournaments (id, body) VALUES ($1, $2)', [id, makeTournamentFile({ ...empty, name: id })]);
    await client.query("INSERT INTO arbiter_directors (name, password_hash, created_at) VALUES ('bob', 'scrypt$1', '2026-02-01'), ('anna', 'scrypt$1', '2026-01-01')");
    await client.query('INSERT INTO arbiter_sessions (token_hash, director, expires_at) VALUES ($1, $2, $3)', [
      sessionTokenHash(BEFORE_CLUBS.bobsToken),
      'bob',
      new Date(Date.now() + 3_600_000).toISOString(),
    ]);
    await client.query("INSERT INTO arbiter_access (tournament_id, owner, directors) VALUES ('anna-open', 'anna', '{bob}'), ('bob-cup', 'bob', '{}')");
    const store = await openStore(client);
    await expectMigrated(store);
    // A second start (another server) finds it done.
    await expectMigrated(await openStore({ ...client, end: async () => undefined }));
  });

  it('answers with an error value when the database is gone', async () => {
    const client = await freshClient(true);
    const store = await openStore(client);
    await store.create('t', empty, 'tester');
    await client.end();
    clients = clients.filter((c) => c !== client);
    const got = await store.get('t');
    expect(!got.ok && got.error.code).toBe('io');
    expect(!got.ok && got.error.message).toMatch(/^the database failed: .*; nothing was changed$/);
  });
});
