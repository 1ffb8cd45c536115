import { err, ok, type Result } from '../core/result.js';
import type { Access, AccountStore, DirectorAccount, Session } from './accounts.js';
import type { SqlClient } from './postgresStore.js';

/** The tables of the directors, their sessions and the tournaments' owners (made by PostgresStore.open). */
export const ACCOUNT_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS arbiter_directors (
    name text PRIMARY KEY,
    password_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS arbiter_directors_lower ON arbiter_directors (lower(name))`,
  `CREATE TABLE IF NOT EXISTS arbiter_sessions (
    token_hash text PRIMARY KEY,
    director text NOT NULL REFERENCES arbiter_directors (name) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS arbiter_access (
    tournament_id text PRIMARY KEY,
    owner text,
    directors text[] NOT NULL DEFAULT '{}'
  )`,
];

/** Directors, sessions and owners in PostgreSQL: the hosted case, many clubs on one database. */
export class PostgresAccounts implements AccountStore {
  constructor(private readonly db: SqlClient) {}

  async directors(): Promise<readonly DirectorAccount[]> {
    const { rows } = await this.db.query<{ name: string; password_hash: string }>('SELECT name, password_hash FROM arbiter_directors ORDER BY name');
    return rows.map((r) => ({ name: r.name, passwordHash: r.password_hash }));
  }

  async addDirector(account: DirectorAccount): Promise<Result<true>> {
    const { rows } = await this.db.query<{ name: string }>('INSERT INTO arbiter_directors (name, password_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING name', [
      account.name,
      account.passwordHash,
    ]);
    return rows.length ? ok(true) : err({ code: 'exists', message: `there is already a director "${account.name}"` });
  }

  async addFirstDirector(account: DirectorAccount): Promise<Result<true>> {
    // The table's lock (which blocks the inserts of other transactions, not reads) makes the check and the
    // insert one step for every server on the database; without it two transactions both find it empty.
    const added = await this.db.transaction(async (query) => {
      await query('LOCK TABLE arbiter_directors IN SHARE ROW EXCLUSIVE MODE');
      const { rows } = await query<{ name: string }>('SELECT name FROM arbiter_directors LIMIT 1');
      if (rows.length > 0) return false;
      await query('INSERT INTO arbiter_directors (name, password_hash) VALUES ($1, $2)', [account.name, account.passwordHash]);
      return true;
    });
    return added ? ok(true) : err({ code: 'exists', message: 'there is a director already: the first one is made once' });
  }

  async setPassword(name: string, passwordHash: string, { keepSession }: { readonly keepSession?: string } = {}): Promise<Result<true>> {
    const set = await this.db.transaction(async (query) => {
      const { rows } = await query<{ name: string }>('UPDATE arbiter_directors SET password_hash = $2 WHERE name = $1 RETURNING name', [name, passwordHash]);
      if (rows.length === 0) return false;
      await query('DELETE FROM arbiter_sessions WHERE director = $1 AND token_hash IS DISTINCT FROM $2', [name, keepSession ?? null]);
      return true;
    });
    return set ? ok(true) : err({ code: 'not-found', message: `there is no director "${name}"` });
  }

  async removeDirector(name: string): Promise<Result<true>> {
    const { rows } = await this.db.query<{ name: string }>('DELETE FROM arbiter_directors WHERE name = $1 RETURNING name', [name]);
    return rows.length ? ok(true) : err({ code: 'not-found', message: `there is no director "${name}"` });
  }

  async createSession(tokenHash: string, session: Session): Promise<void> {
    await this.db.query('DELETE FROM arbiter_sessions WHERE expires_at < now()');
    await this.db.query('INSERT INTO arbiter_sessions (token_hash, director, expires_at) VALUES ($1, $2, $3)', [tokenHash, session.director, session.expires]);
  }

  async session(tokenHash: string): Promise<Session | undefined> {
    const { rows } = await this.db.query<{ director: string; expires_at: Date | string }>('SELECT director, expires_at FROM arbiter_sessions WHERE token_hash = $1', [tokenHash]);
    const r = rows[0];
    return r ? { director: r.director, expires: new Date(r.expires_at).toISOString() } : undefined;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.query('DELETE FROM arbiter_sessions WHERE token_hash = $1', [tokenHash]);
  }

  async access(tournament: string): Promise<Access> {
    const { rows } = await this.db.query<{ owner: string | null; directors: string[] }>('SELECT owner, directors FROM arbiter_access WHERE tournament_id = $1', [tournament]);
    const r = rows[0];
    return r ? { ...(r.owner ? { owner: r.owner } : {}), directors: r.directors } : { directors: [] };
  }

  async setAccess(tournament: string, access: Access): Promise<void> {
    await this.db.query(
      'INSERT INTO arbiter_access (tournament_id, owner, directors) VALUES ($1, $2, $3) ON CONFLICT (tournament_id) DO UPDATE SET owner = EXCLUDED.owner, directors = EXCLUDED.directors',
      [tournament, access.owner ?? null, [...access.directors]],
    );
  }
}
