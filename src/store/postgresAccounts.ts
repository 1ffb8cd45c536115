import { err, ok, type Result } from '../core/result.js';
import { membershipOf, type Access, type AccountStore, type DirectorAccount, type NewMember, type Session } from './accounts.js';
import type { SqlClient } from './postgresStore.js';
import { planClubs, type Club, type ClubRole, type Membership } from './clubs.js';
import { isLanguage, type Language } from '../core/language.js';
import { checkInvite, inviteId, KEEP_OLD_INVITES_DAYS, type Invite, type NewInvite } from './invites.js';

/** The tables of the directors, their sessions, the clubs and the tournaments' owners (made by PostgresStore.open). */
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
  `ALTER TABLE arbiter_access ADD COLUMN IF NOT EXISTS club text`,
  // The language a director chose in the web app (issue 33); NULL: none, his browser's.
  `ALTER TABLE arbiter_directors ADD COLUMN IF NOT EXISTS language text`,
  `CREATE TABLE IF NOT EXISTS arbiter_clubs (
    id text PRIMARY KEY,
    name text NOT NULL,
    made bigserial
  )`,
  `CREATE TABLE IF NOT EXISTS arbiter_club_members (
    club text NOT NULL REFERENCES arbiter_clubs (id) ON DELETE CASCADE,
    director text NOT NULL REFERENCES arbiter_directors (name) ON DELETE CASCADE,
    role text NOT NULL CHECK (role IN ('admin', 'member')),
    PRIMARY KEY (club, director)
  )`,
  `CREATE TABLE IF NOT EXISTS arbiter_invites (
    token_hash text PRIMARY KEY,
    club text NOT NULL REFERENCES arbiter_clubs (id) ON DELETE CASCADE,
    role text NOT NULL CHECK (role IN ('admin', 'member')),
    made_by text NOT NULL,
    expires_at timestamptz NOT NULL,
    used_by text,
    made bigserial
  )`,
];

/**
 * Gives a database written before clubs its clubs (see planClubs), in one transaction that holds the clubs'
 * table: two servers starting at once migrate it once. A database with clubs, or without directors, is left.
 */
export async function migrateToClubs(db: SqlClient): Promise<void> {
  await db.transaction(async (query) => {
    await query('LOCK TABLE arbiter_clubs IN SHARE ROW EXCLUSIVE MODE');
    if ((await query('SELECT id FROM arbiter_clubs LIMIT 1')).rows.length > 0) return;
    const { rows: directors } = await query<{ name: string; password_hash: string }>('SELECT name, password_hash FROM arbiter_directors ORDER BY created_at, name');
    if (directors.length === 0) return;
    const { rows: access } = await query<{ tournament_id: string; club: string | null; owner: string | null; directors: string[] }>(
      'SELECT tournament_id, club, owner, directors FROM arbiter_access',
    );
    const plan = planClubs({
      directors: directors.map((d) => ({ name: d.name, passwordHash: d.password_hash })),
      access: new Map(access.map((a) => [a.tournament_id, accessOf(a)])),
    });
    for (const c of plan.clubs) await query('INSERT INTO arbiter_clubs (id, name) VALUES ($1, $2)', [c.id, c.name]);
    for (const m of plan.members) await query('INSERT INTO arbiter_club_members (club, director, role) VALUES ($1, $2, $3)', [m.club, m.director, m.role]);
    for (const [id, a] of plan.access) await query('UPDATE arbiter_access SET club = $2 WHERE tournament_id = $1', [id, a.club ?? null]);
  });
}

const accessOf = (r: { club: string | null; owner: string | null; directors: string[] }): Access => ({
  ...(r.club ? { club: r.club } : {}),
  ...(r.owner ? { owner: r.owner } : {}),
  directors: r.directors,
});

/** Directors, sessions and owners in PostgreSQL: the hosted case, many clubs on one database. */
export class PostgresAccounts implements AccountStore {
  constructor(private readonly db: SqlClient) {}

  async directors(): Promise<readonly DirectorAccount[]> {
    const { rows } = await this.db.query<{ name: string; password_hash: string }>('SELECT name, password_hash FROM arbiter_directors ORDER BY name');
    return rows.map((r) => ({ name: r.name, passwordHash: r.password_hash }));
  }

  async addDirector(account: DirectorAccount, to?: NewMember): Promise<Result<true>> {
    return this.db.transaction(async (query): Promise<Result<true>> => {
      // The clubs' table held: two first directors at once do not both make the first club.
      await query('LOCK TABLE arbiter_clubs IN SHARE ROW EXCLUSIVE MODE');
      const clubs = (await query<Club>('SELECT id, name FROM arbiter_clubs ORDER BY made')).rows;
      const member = membershipOf(account.name, to, clubs);
      if (!member.ok) return member;
      const { rows } = await query<{ name: string }>('INSERT INTO arbiter_directors (name, password_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING name', [
        account.name,
        account.passwordHash,
      ]);
      if (rows.length === 0) return err({ code: 'exists', message: `there is already a director "${account.name}"` });
      const { club, role, made } = member.value;
      if (made) await query('INSERT INTO arbiter_clubs (id, name) VALUES ($1, $2)', [made.id, made.name]);
      await query('INSERT INTO arbiter_club_members (club, director, role) VALUES ($1, $2, $3)', [club, account.name, role]);
      return ok(true);
    });
  }

  async clubs(): Promise<readonly Club[]> {
    return (await this.db.query<Club>('SELECT id, name FROM arbiter_clubs ORDER BY made')).rows.map((r) => ({ id: r.id, name: r.name }));
  }

  async members(): Promise<readonly Membership[]> {
    const { rows } = await this.db.query<{ club: string; director: string; role: ClubRole }>(
      'SELECT m.club, m.director, m.role FROM arbiter_club_members m JOIN arbiter_clubs c ON c.id = m.club ORDER BY c.made, m.director',
    );
    return rows.map((r) => ({ club: r.club, director: r.director, role: r.role }));
  }

  async addClub(club: Club, admin: string): Promise<Result<true>> {
    return this.db.transaction(async (query): Promise<Result<true>> => {
      if ((await query('SELECT name FROM arbiter_directors WHERE name = $1', [admin])).rows.length === 0)
        return err({ code: 'not-found', message: `there is no director "${admin}"` });
      const { rows } = await query('INSERT INTO arbiter_clubs (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id', [club.id, club.name]);
      if (rows.length === 0) return err({ code: 'exists', message: `there is already a club "${club.id}"` });
      await query('INSERT INTO arbiter_club_members (club, director, role) VALUES ($1, $2, $3)', [club.id, admin, 'admin']);
      return ok(true);
    });
  }

  async setMember(member: Membership): Promise<Result<true>> {
    return this.db.transaction(async (query): Promise<Result<true>> => {
      // The club's row locked: two changes of its staff at once cannot both take away its last admin.
      if ((await query('SELECT id FROM arbiter_clubs WHERE id = $1 FOR UPDATE', [member.club])).rows.length === 0)
        return err({ code: 'not-found', message: `there is no club "${member.club}"` });
      if ((await query('SELECT name FROM arbiter_directors WHERE name = $1', [member.director])).rows.length === 0)
        return err({ code: 'not-found', message: `there is no director "${member.director}"` });
      if (member.role !== 'admin' && (await this.lastAdmin(query, member.club, member.director))) return lastAdmin(member.club, member.director);
      await query('INSERT INTO arbiter_club_members (club, director, role) VALUES ($1, $2, $3) ON CONFLICT (club, director) DO UPDATE SET role = EXCLUDED.role', [
        member.club,
        member.director,
        member.role,
      ]);
      return ok(true);
    });
  }

  async removeMember(club: string, director: string): Promise<Result<true>> {
    return this.db.transaction(async (query): Promise<Result<true>> => {
      await query('SELECT id FROM arbiter_clubs WHERE id = $1 FOR UPDATE', [club]);
      if (await this.lastAdmin(query, club, director)) return lastAdmin(club, director);
      const { rows } = await query('DELETE FROM arbiter_club_members WHERE club = $1 AND director = $2 RETURNING director', [club, director]);
      return rows.length ? ok(true) : err({ code: 'not-found', message: `${director} is not a director of club "${club}"` });
    });
  }

  /** Is this director the only admin of the club? */
  private async lastAdmin(query: SqlClient['query'], club: string, director: string): Promise<boolean> {
    const { rows } = await query<{ director: string }>("SELECT director FROM arbiter_club_members WHERE club = $1 AND role = 'admin'", [club]);
    return rows.length === 1 && rows[0]!.director === director;
  }

  async addFirstDirector(account: DirectorAccount, club: Club): Promise<Result<true>> {
    // The table's lock (which blocks the inserts of other transactions, not reads) makes the check and the
    // insert one step for every server on the database; without it two transactions both find it empty.
    const added = await this.db.transaction(async (query) => {
      await query('LOCK TABLE arbiter_directors IN SHARE ROW EXCLUSIVE MODE');
      const { rows } = await query<{ name: string }>('SELECT name FROM arbiter_directors LIMIT 1');
      if (rows.length > 0) return false;
      await query('INSERT INTO arbiter_directors (name, password_hash) VALUES ($1, $2)', [account.name, account.passwordHash]);
      await query('INSERT INTO arbiter_clubs (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [club.id, club.name]);
      await query('INSERT INTO arbiter_club_members (club, director, role) VALUES ($1, $2, $3)', [club.id, account.name, 'admin']);
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
    return this.db.transaction(async (query): Promise<Result<true>> => {
      // The rows of his clubs locked (as setMember and removeMember lock them): the last admin of a club stays.
      const { rows: clubs } = await query<{ club: string }>(
        "SELECT c.id AS club FROM arbiter_clubs c JOIN arbiter_club_members m ON m.club = c.id WHERE m.director = $1 AND m.role = 'admin' ORDER BY c.made FOR UPDATE OF c",
        [name],
      );
      for (const { club } of clubs) if (await this.lastAdmin(query, club, name)) return lastAdmin(club, name);
      const { rows } = await query<{ name: string }>('DELETE FROM arbiter_directors WHERE name = $1 RETURNING name', [name]);
      return rows.length ? ok(true) : err({ code: 'not-found', message: `there is no director "${name}"` });
    });
  }

  async language(director: string): Promise<Language | undefined> {
    const { rows } = await this.db.query<{ language: string | null }>('SELECT language FROM arbiter_directors WHERE name = $1', [director]);
    const word = rows[0]?.language;
    return word && isLanguage(word) ? word : undefined;
  }

  async setLanguage(director: string, language: Language | undefined): Promise<Result<true>> {
    const { rows } = await this.db.query<{ name: string }>('UPDATE arbiter_directors SET language = $2 WHERE name = $1 RETURNING name', [director, language ?? null]);
    return rows.length ? ok(true) : err({ code: 'not-found', message: `there is no director "${director}"` });
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
    const { rows } = await this.db.query<{ club: string | null; owner: string | null; directors: string[] }>(
      'SELECT club, owner, directors FROM arbiter_access WHERE tournament_id = $1',
      [tournament],
    );
    return rows[0] ? accessOf(rows[0]) : { directors: [] };
  }

  async addInvite(tokenHash: string, invite: NewInvite, now: Date): Promise<Result<Invite>> {
    return this.db.transaction(async (query): Promise<Result<Invite>> => {
      if ((await query('SELECT id FROM arbiter_clubs WHERE id = $1', [invite.club])).rows.length === 0)
        return err({ code: 'not-found', message: `there is no club "${invite.club}"` });
      await query('DELETE FROM arbiter_invites WHERE expires_at < $1', [new Date(now.getTime() - KEEP_OLD_INVITES_DAYS * 86_400_000).toISOString()]);
      await query('INSERT INTO arbiter_invites (token_hash, club, role, made_by, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        tokenHash,
        invite.club,
        invite.role,
        invite.by,
        invite.expires,
      ]);
      return ok({ id: inviteId(tokenHash), ...invite });
    });
  }

  async invites(club: string): Promise<readonly Invite[]> {
    const { rows } = await this.db.query<InviteRow>(`SELECT ${INVITE_COLUMNS} FROM arbiter_invites WHERE club = $1 ORDER BY made`, [club]);
    return rows.map(inviteOf);
  }

  async invite(tokenHash: string): Promise<Invite | undefined> {
    const { rows } = await this.db.query<InviteRow>(`SELECT ${INVITE_COLUMNS} FROM arbiter_invites WHERE token_hash = $1`, [tokenHash]);
    return rows[0] ? inviteOf(rows[0]) : undefined;
  }

  async removeInvite(club: string, id: string): Promise<Result<true>> {
    const { rows } = await this.db.query('DELETE FROM arbiter_invites WHERE club = $1 AND left(token_hash, 16) = $2 AND used_by IS NULL RETURNING club', [club, id]);
    return rows.length ? ok(true) : err({ code: 'not-found', message: `club "${club}" has no open invite ${id}` });
  }

  async acceptInvite(tokenHash: string, account: DirectorAccount, now: Date): Promise<Result<Invite>> {
    return this.db.transaction(async (query): Promise<Result<Invite>> => {
      // The invite's row locked: uses at once wait for the first, then find it used (READ COMMITTED reads it again).
      const { rows } = await query<InviteRow>(`SELECT ${INVITE_COLUMNS} FROM arbiter_invites WHERE token_hash = $1 FOR UPDATE`, [tokenHash]);
      const checked = checkInvite(rows[0] && inviteOf(rows[0]), now);
      if (!checked.ok) return checked;
      const added = await query('INSERT INTO arbiter_directors (name, password_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING name', [account.name, account.passwordHash]);
      if (added.rows.length === 0) return err({ code: 'exists', message: `there is already a director "${account.name}"` });
      await query('INSERT INTO arbiter_club_members (club, director, role) VALUES ($1, $2, $3)', [checked.value.club, account.name, checked.value.role]);
      await query('UPDATE arbiter_invites SET used_by = $2 WHERE token_hash = $1', [tokenHash, account.name]);
      return ok({ ...checked.value, usedBy: account.name });
    });
  }

  async setAccess(tournament: string, access: Access): Promise<void> {
    await this.db.query(
      'INSERT INTO arbiter_access (tournament_id, club, owner, directors) VALUES ($1, $2, $3, $4) ON CONFLICT (tournament_id) DO UPDATE SET club = EXCLUDED.club, owner = EXCLUDED.owner, directors = EXCLUDED.directors',
      [tournament, access.club ?? null, access.owner ?? null, [...access.directors]],
    );
  }
}

interface InviteRow {
  token_hash: string;
  club: string;
  role: ClubRole;
  made_by: string;
  expires_at: Date | string;
  used_by: string | null;
}

const INVITE_COLUMNS = 'token_hash, club, role, made_by, expires_at, used_by';

const inviteOf = (r: InviteRow): Invite => ({
  id: inviteId(r.token_hash),
  club: r.club,
  role: r.role,
  by: r.made_by,
  expires: new Date(r.expires_at).toISOString(),
  ...(r.used_by !== null ? { usedBy: r.used_by } : {}),
});

const lastAdmin = (club: string, director: string): Result<never> =>
  err({ code: 'last-admin', message: `${director} is the last admin of club "${club}": make another director admin first` });
