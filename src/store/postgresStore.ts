import pg from 'pg';
import { ArbiterFailure, err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { describeChange } from '../core/changes.js';
import { makeCheckedTournamentFile, makeTournamentFile, parseTournamentFile } from '../formats/tournamentFile.js';
import { boundHistory, entriesForSave, historyLimit, makeHistoryEntry, parseHistory, replayHistory, versionText, type HistoryEntry } from '../formats/history.js';
import { makePlayerList, parsePlayerList, type PlayerList, type PlayerListError, type PlayerListOptions } from '../formats/playerList.js';
import type { AccountStore } from './accounts.js';
import { ACCOUNT_SCHEMA, migrateToClubs, PostgresAccounts } from './postgresAccounts.js';
import { ParsedCache, type ParsedCacheOptions } from './parsedCache.js';
import {
  checkId,
  listing,
  revisionOf,
  type Change,
  type DamagedTournament,
  type StoredTournament,
  type TournamentStore,
  type TournamentSummary,
  type VersionInfo,
  type DeletedTournament,
  type FileMaker,
  type PlayerListRef,
  type SaveListError,
  DEFAULT_LIST,
  idUsed,
  keepsPlayers,
} from './store.js';

/**
 * The hosted store: tournaments in a PostgreSQL database, one row each, holding the same readable text
 * as a tournament file (so an export is a copy of a column, and a damaged row names its line). A change
 * runs in one transaction that locks the tournament's row (SELECT … FOR UPDATE): servers sharing the
 * database never lose each other's results. Changes are announced with NOTIFY, so every server's
 * watchers (the live public pages) hear of them.
 */

/** What the store needs of a database connection; `postgresClient` makes one from a URL. */
export interface SqlClient {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the rows' type is the query's (its SELECT), which the compiler cannot read: the caller names it, as with pg's own query<R>
  query<R extends object>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /** Runs `work` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(work: (query: SqlClient['query']) => Promise<T>): Promise<T>;
  /** Calls `onNotify` with each payload sent to `channel`; resolves to the function that stops. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  end(): Promise<void>;
}

const CHANNEL = 'arbiter_tournament_changed';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS arbiter_tournaments (
    id text PRIMARY KEY,
    body text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS arbiter_history (
    tournament_id text NOT NULL,
    version integer NOT NULL,
    revision text NOT NULL,
    entry text NOT NULL,
    PRIMARY KEY (tournament_id, version)
  )`,
  `CREATE TABLE IF NOT EXISTS arbiter_deleted (
    tournament_id text PRIMARY KEY,
    deleted_at timestamptz NOT NULL DEFAULT now(),
    deleted_by text NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS arbiter_player_list (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    body text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // A club's named lists (issue 31); the first club's "players" stays in arbiter_player_list, as before clubs.
  `CREATE TABLE IF NOT EXISTS arbiter_player_lists (
    club text NOT NULL,
    name text NOT NULL,
    body text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (club, name)
  )`,
];

/** The text a save replaced, as read, and its tournament. */
interface Found {
  readonly text: string;
  readonly tournament: Tournament;
}

export class PostgresStore implements TournamentStore {
  private readonly listeners = new Set<(id: string) => void>();
  private unlisten: Promise<() => Promise<void>> | undefined;
  private readonly listCache = new Map<string, { at: string; list: PlayerList }>();
  readonly accounts: AccountStore;

  private readonly parsed: ParsedCache;
  private make: FileMaker | undefined;

  private constructor(
    private readonly db: SqlClient,
    cache: ParsedCacheOptions,
  ) {
    this.accounts = new PostgresAccounts(db);
    this.parsed = new ParsedCache(cache);
  }

  /**
   * Connects the store to a database, making its tables when they are not there yet. `cache`: how many
   * parsed tournaments are kept between reads (and a hook that counts the parses).
   */
  static async open(db: SqlClient, cache: ParsedCacheOptions = {}): Promise<Result<PostgresStore>> {
    try {
      for (const statement of [...SCHEMA, ...ACCOUNT_SCHEMA]) await db.query(statement);
      await migrateToClubs(db);
    } catch (e) {
      return err({ code: 'io', message: `the database cannot be used: ${(e as Error).message}` });
    }
    return ok(new PostgresStore(db, cache));
  }

  async list(): Promise<{ tournaments: TournamentSummary[]; damaged: DamagedTournament[] }> {
    const { rows } = await this.db.query<{ id: string; body: string; changed: Date }>('SELECT id, body, updated_at AS changed FROM arbiter_tournaments ORDER BY id');
    return listing(rows.map(({ id, body, changed }) => ({ ...read(id, body, this.parsed), id, changed: new Date(changed).toISOString() })));
  }

  async get(id: string): Promise<Result<StoredTournament>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    return this.guard(async () => {
      const { rows } = await this.db.query<{ body: string }>('SELECT body FROM arbiter_tournaments WHERE id = $1', [id]);
      return rows[0] ? read(id, rows[0].body, this.parsed) : notFound(id);
    });
  }

  async create(id: string, t: Tournament, by: string): Promise<Result<StoredTournament>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    const made = makeCheckedTournamentFile(t);
    if (!made.ok) return made;
    const body = made.value;
    return this.guard(async () => {
      const created = await this.db.transaction(async (query): Promise<boolean | 'used'> => {
        // Ids are never used twice: a deleted tournament's history stays its club's (issue 31).
        const used = await query('SELECT version FROM arbiter_history WHERE tournament_id = $1 LIMIT 1', [id]);
        if (used.rows.length > 0 || (await query('SELECT tournament_id FROM arbiter_deleted WHERE tournament_id = $1', [id])).rows.length > 0) return 'used';
        const inserted = await query<{ id: string }>('INSERT INTO arbiter_tournaments (id, body) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [id, body]);
        if (inserted.rows.length === 0) return false;
        await this.record(query, id, undefined, body, by, describeChange(undefined, t));
        await query('SELECT pg_notify($1, $2)', [CHANNEL, id]);
        return true;
      });
      if (created === 'used') return idUsed(id);
      if (!created) return err({ code: 'exists', message: `there is already a tournament "${id}"; choose another id` });
      return ok(this.kept(id, body, t));
    });
  }

  async update(id: string, change: Change, by: string, summary?: string): Promise<Result<StoredTournament>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    return this.guard(() =>
      this.db.transaction(async (query): Promise<Result<StoredTournament>> => {
        const { rows } = await query<{ body: string }>('SELECT body FROM arbiter_tournaments WHERE id = $1 FOR UPDATE', [id]);
        if (!rows[0]) return notFound(id);
        const current = read(id, rows[0].body);
        if (!current.ok) return current;
        let changed: Result<Tournament>;
        try {
          changed = await change(current.value.tournament);
        } catch (e) {
          if (e instanceof ArbiterFailure) return err({ code: e.code, message: e.message });
          throw new ChangeThrew(e); // rolls back; guard passes the change's own exception on
        }
        if (!changed.ok) return changed; // nothing was written
        const made = this.make ? await this.make(changed.value) : makeCheckedTournamentFile(changed.value);
        if (!made.ok) return made;
        if (made.value === rows[0].body) return ok(this.kept(id, made.value, changed.value));
        await this.write(
          query,
          id,
          { text: rows[0].body, tournament: current.value.tournament },
          made.value,
          by,
          summary ?? describeChange(current.value.tournament, changed.value),
        );
        return ok(this.kept(id, made.value, changed.value));
      }),
    );
  }

  makeFilesWith(maker: FileMaker): void {
    this.make = maker;
  }

  async history(id: string): Promise<Result<VersionInfo[]>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    return this.guard(async () => {
      const entries = await this.entries((text, params) => this.db.query(text, params), id);
      if (!entries.ok) return entries;
      if (entries.value.length === 0 && !(await this.exists(id))) return notFound(id);
      return ok(entries.value.map(({ version, at, by, summary, revision }) => ({ version, at, by, summary, revision })));
    });
  }

  async version(id: string, version: number): Promise<Result<Tournament>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    return this.guard(() => this.versionOf((text, params) => this.db.query(text, params), id, version));
  }

  async restore(id: string, version: number, by: string): Promise<Result<StoredTournament>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    const summary = `restored version ${version}`;
    return this.guard(() =>
      this.db.transaction(async (query): Promise<Result<StoredTournament>> => {
        // The history's rows are locked too: a deleted tournament has no row of its own to lock.
        await query('SELECT version FROM arbiter_history WHERE tournament_id = $1 FOR UPDATE', [id]);
        const { rows } = await query<{ body: string }>('SELECT body FROM arbiter_tournaments WHERE id = $1 FOR UPDATE', [id]);
        const old = await this.versionOf(query, id, version);
        if (!old.ok) return rows[0] || old.error.code !== 'not-found' ? old : notFound(id);
        const made = makeCheckedTournamentFile(old.value);
        if (!made.ok) return made;
        if (!rows[0]) {
          await query('INSERT INTO arbiter_tournaments (id, body) VALUES ($1, $2)', [id, made.value]);
          await this.record(query, id, undefined, made.value, by, `${summary} of a deleted tournament`);
          await query('SELECT pg_notify($1, $2)', [CHANNEL, id]);
          return ok(this.kept(id, made.value, old.value));
        }
        const current = read(id, rows[0].body);
        const found = current.ok ? { text: rows[0].body, tournament: current.value.tournament } : undefined;
        await this.write(query, id, found, made.value, by, current.ok ? summary : `${summary} over a damaged text`);
        return ok(this.kept(id, made.value, old.value));
      }),
    );
  }

  async remove(id: string, by: string): Promise<Result<true>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    return this.guard(() =>
      this.db.transaction(async (query): Promise<Result<true>> => {
        const { rows } = await query<{ body: string }>('SELECT body FROM arbiter_tournaments WHERE id = $1 FOR UPDATE', [id]);
        if (!rows[0]) return notFound(id);
        // The history ends with the text being deleted (an edit made around the store is recorded first).
        const current = read(id, rows[0].body);
        if (current.ok) {
          const canonical = makeTournamentFile(current.value.tournament);
          const tail = await query<{ revision: string }>('SELECT revision FROM arbiter_history WHERE tournament_id = $1 ORDER BY version DESC LIMIT 1', [id]);
          if (tail.rows[0]?.revision !== revisionOf(canonical)) await this.record(query, id, undefined, canonical, 'outside', 'edited outside arbiter');
        }
        await query('DELETE FROM arbiter_tournaments WHERE id = $1', [id]);
        await query(
          'INSERT INTO arbiter_deleted (tournament_id, deleted_by) VALUES ($1, $2) ON CONFLICT (tournament_id) DO UPDATE SET deleted_at = now(), deleted_by = EXCLUDED.deleted_by',
          [id, by],
        );
        await query('SELECT pg_notify($1, $2)', [CHANNEL, id]);
        return ok(true);
      }),
    );
  }

  async deleted(): Promise<readonly DeletedTournament[]> {
    const { rows } = await this.db.query<{ id: string; at: Date | string; by: string }>(
      'SELECT d.tournament_id AS id, d.deleted_at AS at, d.deleted_by AS by FROM arbiter_deleted d WHERE NOT EXISTS (SELECT 1 FROM arbiter_tournaments t WHERE t.id = d.tournament_id) ORDER BY d.tournament_id',
    );
    const out: DeletedTournament[] = [];
    for (const r of rows) {
      const entries = await this.entries((text, params) => this.db.query(text, params), r.id);
      if (!entries.ok || entries.value.length === 0) continue;
      const last = entries.value[entries.value.length - 1]!;
      const text = versionText(entries.value, last.version, revisionOf);
      const parsed = text.ok ? parseTournamentFile(text.value) : undefined;
      out.push({ id: r.id, name: parsed?.ok ? parsed.value.name : '', version: last.version, at: new Date(r.at).toISOString(), by: r.by });
    }
    return out;
  }

  /** A tournament just saved with its text, kept so that the next read of this revision needs no parse. */
  private kept(id: string, body: string, tournament: Tournament): StoredTournament {
    const revision = revisionOf(body);
    this.parsed.remember(id, revision, tournament, body.length);
    return { id, revision, tournament };
  }

  private async exists(id: string): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>('SELECT id FROM arbiter_tournaments WHERE id = $1', [id]);
    return rows.length > 0;
  }

  /** Saves a new text in the open transaction: the row, its history, the notice to every server. */
  private async write(query: SqlClient['query'], id: string, found: Found | undefined, body: string, by: string, summary: string): Promise<void> {
    await query('UPDATE arbiter_tournaments SET body = $2, updated_at = now() WHERE id = $1', [id, body]);
    await this.record(query, id, found, body, by, summary);
    await query('SELECT pg_notify($1, $2)', [CHANNEL, id]); // delivered when the transaction commits
  }

  /** Appends the version (and an edit made outside arbiter before it) to the history, bounded in size. */
  private async record(query: SqlClient['query'], id: string, replaced: Found | undefined, body: string, by: string, summary: string): Promise<void> {
    const { rows } = await query<{ entry: string }>('SELECT entry FROM arbiter_history WHERE tournament_id = $1 ORDER BY version DESC LIMIT 1', [id]);
    const tail = rows[0] ? parseHistory(rows[0].entry) : undefined;
    const last = tail?.ok ? tail.value.entries[0] : undefined;
    // The history records the canonical text of what the save replaced: the body itself when the history
    // ends with it (all a save finds that arbiter wrote; 5,000 players are not written again), else the
    // tournament as arbiter writes it (an edit made around the store).
    const found = replaced && (last?.revision === revisionOf(replaced.text) ? replaced.text : makeTournamentFile(replaced.tournament));
    let known: string[] | undefined;
    if (last && (found === undefined || last.revision !== revisionOf(found))) {
      const all = await this.entries(query, id);
      const replayed = all.ok ? replayHistory(all.value, revisionOf) : undefined;
      known = replayed?.ok ? replayed.value : undefined;
    }
    const entries = entriesForSave(last, () => known, found, body, { by, summary, at: new Date().toISOString() }, revisionOf);
    for (const e of entries)
      await query('INSERT INTO arbiter_history (tournament_id, version, revision, entry) VALUES ($1, $2, $3, $4)', [id, e.version, e.revision, makeHistoryEntry(e)]);
    const size = await query<{ size: string | null }>('SELECT sum(length(entry))::text AS size FROM arbiter_history WHERE tournament_id = $1', [id]);
    const limit = historyLimit(body.length);
    if (Number(size.rows[0]?.size ?? 0) <= limit) return;
    const all = await this.entries(query, id);
    const bounded = all.ok ? boundHistory(all.value, limit, revisionOf) : undefined;
    if (!bounded?.ok) return;
    await query('DELETE FROM arbiter_history WHERE tournament_id = $1', [id]);
    for (const e of bounded.value)
      await query('INSERT INTO arbiter_history (tournament_id, version, revision, entry) VALUES ($1, $2, $3, $4)', [id, e.version, e.revision, makeHistoryEntry(e)]);
  }

  private async entries(query: SqlClient['query'], id: string): Promise<Result<HistoryEntry[]>> {
    const { rows } = await query<{ entry: string }>('SELECT entry FROM arbiter_history WHERE tournament_id = $1 ORDER BY version', [id]);
    const parsed = parseHistory(rows.map((r) => r.entry).join(''));
    if (!parsed.ok) return err({ code: 'damaged', message: `the history of tournament "${id}": ${parsed.error.message}` });
    return ok(parsed.value.entries);
  }

  private async versionOf(query: SqlClient['query'], id: string, version: number): Promise<Result<Tournament>> {
    const entries = await this.entries(query, id);
    if (!entries.ok) return entries;
    const text = versionText(entries.value, version, revisionOf);
    if (!text.ok) return err({ code: text.error.code === 'history.no-version' ? 'not-found' : 'damaged', message: `tournament "${id}": ${text.error.message}` });
    const parsed = parseTournamentFile(text.value);
    if (!parsed.ok) return err({ code: 'damaged', message: `tournament "${id}": version ${version} cannot be read (${parsed.error.message})` });
    return ok(parsed.value);
  }

  /** Is this the first club's "players" list, kept in arbiter_player_list as before clubs? */
  private async isLegacyList(where: PlayerListRef | undefined): Promise<boolean> {
    if (where === undefined) return true;
    if (where.list !== DEFAULT_LIST) return false;
    const first = (await this.accounts.clubs())[0]?.id;
    return first === undefined || first === where.club;
  }

  async playerLists(club: string): Promise<readonly string[]> {
    const { rows } = await this.db.query<{ name: string }>('SELECT name FROM arbiter_player_lists WHERE club = $1', [club]);
    const names = new Set(rows.map((r) => r.name));
    if ((await this.isLegacyList({ club, list: DEFAULT_LIST })) && (await this.db.query('SELECT singleton FROM arbiter_player_list')).rows.length > 0) names.add(DEFAULT_LIST);
    return [...names].sort();
  }

  async playerList(where?: PlayerListRef): Promise<Result<PlayerList, PlayerListError> | undefined> {
    const legacy = await this.isLegacyList(where);
    const key = legacy ? '' : `${where!.club}/${where!.list}`;
    const [table, filter, params] = legacy ? ['arbiter_player_list', '', []] : ['arbiter_player_lists', ' WHERE club = $1 AND name = $2', [where!.club, where!.list]];
    // Read and parsed again only when another save changed it (a federation's list is read at each search).
    const { rows: stamps } = await this.db.query<{ at: string }>(`SELECT updated_at::text AS at FROM ${table}${filter}`, params);
    const at = stamps[0]?.at;
    if (at === undefined) return undefined;
    const hit = this.listCache.get(key);
    if (hit?.at === at) return ok(hit.list);
    const { rows } = await this.db.query<{ body: string; at: string }>(`SELECT body, updated_at::text AS at FROM ${table}${filter}`, params);
    if (!rows[0]) return undefined;
    const parsed = parsePlayerList(rows[0].body);
    if (parsed.ok) this.listCache.set(key, { at: rows[0].at, list: parsed.value });
    return parsed;
  }

  async savePlayerList(
    file: Uint8Array | string,
    options: PlayerListOptions & { readonly replace?: boolean } = {},
    where?: PlayerListRef,
  ): Promise<Result<PlayerList, SaveListError>> {
    const { replace, ...listOptions } = options;
    const parsed = parsePlayerList(file, listOptions);
    if (!parsed.ok) return parsed;
    const legacy = await this.isLegacyList(where);
    const body = makePlayerList(parsed.value.players);
    const saved = await this.db.transaction(async (query): Promise<Result<true, SaveListError>> => {
      const { rows } = legacy
        ? await query<{ body: string }>('SELECT body FROM arbiter_player_list FOR UPDATE')
        : await query<{ body: string }>('SELECT body FROM arbiter_player_lists WHERE club = $1 AND name = $2 FOR UPDATE', [where!.club, where!.list]);
      const refused = keepsPlayers(replace || !rows[0] ? undefined : parsePlayerList(rows[0].body), where);
      if (refused) return refused;
      if (legacy)
        await query(
          'INSERT INTO arbiter_player_list (singleton, body) VALUES (true, $1) ON CONFLICT (singleton) DO UPDATE SET body = EXCLUDED.body, updated_at = clock_timestamp()',
          [body],
        );
      else
        await query(
          'INSERT INTO arbiter_player_lists (club, name, body) VALUES ($1, $2, $3) ON CONFLICT (club, name) DO UPDATE SET body = EXCLUDED.body, updated_at = clock_timestamp()',
          [where!.club, where!.list, body],
        );
      return ok(true);
    });
    if (!saved.ok) return saved;
    this.listCache.delete(legacy ? '' : `${where!.club}/${where!.list}`);
    return parsed;
  }

  watch(listener: (id: string) => void): () => void {
    this.listeners.add(listener);
    this.unlisten ??= this.db.listen(CHANNEL, (id) => {
      for (const l of this.listeners) l(id);
    });
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stopListening();
    };
  }

  close(): void {
    this.listeners.clear();
    this.stopListening();
    void this.db.end().catch(() => undefined);
  }

  private stopListening(): void {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    void unlisten?.then((stop) => stop()).catch(() => undefined);
  }

  /** A database that fails (connection lost, …) is an error value for the director, not an exception. */
  private async guard<T>(work: () => Promise<Result<T>>): Promise<Result<T>> {
    try {
      return await work();
    } catch (e) {
      if (e instanceof ChangeThrew) throw e.cause;
      return err({ code: 'io', message: `the database failed: ${(e as Error).message}; nothing was changed` });
    }
  }
}

/** An exception of the change itself, not of the database: it leaves update() as it came. */
class ChangeThrew extends Error {
  constructor(cause: unknown) {
    super('the change threw', { cause });
  }
}

function notFound(id: string): Result<never> {
  return err({ code: 'not-found', message: `there is no tournament "${id}"` });
}

/** The tournament of a row's text; with `cache`, parsed once per revision (the text is hashed on every read). */
function read(id: string, body: string, cache?: ParsedCache): Result<StoredTournament> {
  const revision = revisionOf(body);
  const parsed = cache ? cache.parse(id, body, revision, parseTournamentFile) : parseTournamentFile(body);
  if (!parsed.ok) return err({ code: 'damaged', message: `tournament "${id}" in the database: ${parsed.error.message}` });
  return ok({ id, revision, tournament: parsed.value });
}

/** A SqlClient over node-postgres: a pool for queries and transactions, one more connection for LISTEN. */
export function postgresClient(connectionString: string): SqlClient {
  const pool = new pg.Pool({ connectionString });
  // An idle connection that drops is replaced by the pool; it must not end the process.
  pool.on('error', () => undefined);
  return {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- implements SqlClient['query']: the caller names the rows' type
    query: async <R extends object>(text: string, params?: unknown[]) => {
      const r = await pool.query(text, params);
      return { rows: r.rows as R[] };
    },
    async transaction<T>(work: (query: SqlClient['query']) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- implements SqlClient['query']: the caller names the rows' type
        const result = await work(async <R extends object>(text: string, params?: unknown[]) => ({ rows: (await client.query(text, params)).rows as R[] }));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
      const client = new pg.Client({ connectionString });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onNotify(n.payload);
      });
      await client.query(`LISTEN ${channel}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    end: () => pool.end(),
  };
}
