import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { dirname, join } from 'node:path';
import { err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import {
  createTournamentFile,
  deletedFile,
  deleteTournamentFile,
  readHistory,
  readTournamentFile,
  readVersion,
  restoreTournamentFile,
  updateTournamentFile,
  type FileTarget,
  type SavedFile,
} from './tournamentFiles.js';
import { makePlayerList, parsePlayerList, type PlayerList, type PlayerListError, type PlayerListOptions } from '../formats/playerList.js';
import { writeFileAtomic } from './atomicFile.js';
import type { AccountStore } from './accounts.js';
import { FolderAccounts } from './folderAccounts.js';
import { ParsedCache, type ParsedCacheOptions } from './parsedCache.js';
import { fileStamp } from './fileStamp.js';
import { parseTournamentFile } from '../formats/tournamentFile.js';
import {
  checkId,
  keyedLock,
  listing,
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
  checkListName,
  DEFAULT_LIST,
  idUsed,
  keepsPlayers,
} from './store.js';
import { checkClubId } from './clubs.js';

/** The tournament files of a folder end in this; `players.csv` beside them is the federation player list. */
export const TOURNAMENT_EXTENSION = '.txt';
export const PLAYER_LIST_FILE = 'players.csv';

/**
 * The embedded store: a folder of tournament files (`ID.txt`, the readable text format), saved atomically
 * with the previous version kept as `ID.txt.bak` and every version in `ID.txt.history`. Changes take the
 * file's lock (`ID.txt.lock`), which the CLI and other servers over the same folder respect. The folder is
 * made on the first save. Files edited by hand or by the CLI while the server runs are picked up on the
 * next read and reported to watchers.
 */
export class FolderStore implements TournamentStore {
  private readonly lock = keyedLock();
  private readonly listeners = new Set<(id: string) => void>();
  private watcher: FSWatcher | undefined;
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private readonly listCache = new Map<string, { mtimeMs: number; size: number; list: PlayerList }>();
  private readonly parsed: ParsedCache;
  private make: FileMaker | undefined;
  private readonly clock: () => number;
  /** The stamp each tournament file had when it was last read, with the revision of the text read then. */
  private readonly stamps = new Map<string, { readonly stamp: string; readonly revision: string }>();

  readonly accounts: AccountStore;

  /**
   * `cache`: how many parsed tournaments are kept between reads (and a hook that counts the parses); `clock`:
   * tells whether a file's last change is old enough for its stamp to be trusted (tests set it ahead).
   */
  constructor(
    readonly dir: string,
    cache: ParsedCacheOptions & { readonly clock?: () => number } = {},
  ) {
    this.accounts = new FolderAccounts(dir);
    this.parsed = new ParsedCache(cache);
    this.clock = cache.clock ?? Date.now;
  }

  fileOf(id: string): string {
    return join(this.dir, `${id}${TOURNAMENT_EXTENSION}`);
  }

  async list(): Promise<{ tournaments: TournamentSummary[]; damaged: DamagedTournament[] }> {
    if (!existsSync(this.dir)) return { tournaments: [], damaged: [] };
    const ids = readdirSync(this.dir)
      .filter((f) => f.endsWith(TOURNAMENT_EXTENSION) && !f.startsWith('.'))
      .map((f) => f.slice(0, -TOURNAMENT_EXTENSION.length))
      .filter((id) => checkId(id).ok)
      .sort();
    return listing(ids.map((id) => ({ ...this.read(id), id, changed: statSync(this.fileOf(id), { throwIfNoEntry: false })?.mtime.toISOString() })));
  }

  async get(id: string): Promise<Result<StoredTournament>> {
    return this.read(id);
  }

  async create(id: string, t: Tournament, by: string): Promise<Result<StoredTournament>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    return this.lock(id, async () => {
      if (existsSync(this.fileOf(id))) return err({ code: 'exists', message: `there is already a tournament "${id}"; choose another id` });
      if (existsSync(`${this.fileOf(id)}.history`)) return idUsed(id);
      mkdirSync(this.dir, { recursive: true });
      return this.saved(id, await createTournamentFile(this.target(id), t, { by, make: this.make }));
    });
  }

  async update(id: string, change: Change, by: string): Promise<Result<StoredTournament>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    // The tournament before the change is the one of the revision last read, mostly: no parse then.
    const parse = (text: string, revision: string) => this.parsed.parse(id, text, revision, parseTournamentFile);
    return this.lock(id, async () => this.saved(id, await updateTournamentFile(this.target(id), change, { by, parse, make: this.make })));
  }

  makeFilesWith(maker: FileMaker): void {
    this.make = maker;
  }

  async history(id: string): Promise<Result<VersionInfo[]>> {
    const checked = checkId(id);
    return checked.ok ? readHistory(this.target(id)) : checked;
  }

  async version(id: string, version: number): Promise<Result<Tournament>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    const r = readVersion(this.target(id), version);
    return r.ok ? ok(r.value.tournament) : r;
  }

  async remove(id: string, by: string): Promise<Result<true>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    return this.lock(id, async () => {
      const r = await deleteTournamentFile(this.target(id), { by });
      this.parsed.forget(id);
      if (r.ok) this.changed(id);
      return r.ok || r.error.code !== 'not-found' ? r : err({ code: 'not-found', message: `there is no tournament "${id}"` });
    });
  }

  async deleted(): Promise<readonly DeletedTournament[]> {
    if (!existsSync(this.dir)) return [];
    const ids = readdirSync(this.dir)
      .filter((f) => f.endsWith(`${TOURNAMENT_EXTENSION}.history`) && !f.startsWith('.'))
      .map((f) => f.slice(0, -`${TOURNAMENT_EXTENSION}.history`.length))
      .filter((id) => checkId(id).ok)
      .sort();
    return ids.flatMap((id) => {
      const d = deletedFile(this.target(id));
      return d ? [{ id, ...d }] : [];
    });
  }

  async restore(id: string, version: number, by: string): Promise<Result<StoredTournament>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    return this.lock(id, async () => this.saved(id, await restoreTournamentFile(this.target(id), version, { by })));
  }

  /** Where a list is kept: the first club's "players" is `players.csv` (as before clubs), others `lists/CLUB/NAME.csv`. */
  private async listFile(where: PlayerListRef | undefined): Promise<string> {
    const first = (await this.accounts.clubs())[0]?.id;
    if (where === undefined || (where.list === DEFAULT_LIST && (first === undefined || where.club === first))) return join(this.dir, PLAYER_LIST_FILE);
    return join(this.dir, 'lists', where.club, `${where.list}.csv`);
  }

  async playerLists(club: string): Promise<readonly string[]> {
    const names = new Set<string>();
    if (existsSync(await this.listFile({ club, list: DEFAULT_LIST }))) names.add(DEFAULT_LIST);
    const folder = join(this.dir, 'lists', club);
    if (checkClubId(club).ok && existsSync(folder)) for (const f of readdirSync(folder)) if (f.endsWith('.csv') && checkListName(f.slice(0, -4)).ok) names.add(f.slice(0, -4));
    return [...names].sort();
  }

  async playerList(where?: PlayerListRef): Promise<Result<PlayerList, PlayerListError> | undefined> {
    const file = await this.listFile(where);
    if (!existsSync(file)) return undefined;
    const { mtimeMs, size } = statSync(file);
    const hit = this.listCache.get(file);
    if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return ok(hit.list);
    // The file may also be one the director put there himself: any list parsePlayerList reads.
    const parsed = parsePlayerList(readFileSync(file));
    if (parsed.ok) this.listCache.set(file, { mtimeMs, size, list: parsed.value });
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
    const path = await this.listFile(where);
    return this.lock(path, async () => {
      const refused = keepsPlayers(replace ? undefined : await this.playerList(where), where);
      if (refused) return refused;
      mkdirSync(dirname(path), { recursive: true });
      writeFileAtomic(path, makePlayerList(parsed.value.players));
      this.listCache.delete(path);
      return parsed;
    });
  }

  watch(listener: (id: string) => void): () => void {
    this.listeners.add(listener);
    this.startWatching();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stopWatching();
    };
  }

  close(): void {
    this.listeners.clear();
    this.stopWatching();
  }

  /** Messages name the tournament by its id, never by a path of this machine. */
  private target(id: string): FileTarget {
    return { path: this.fileOf(id), shown: `tournament "${id}"` };
  }

  private read(id: string): Result<StoredTournament> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    // A crowd reading one tournament: while its file's stamp is unchanged, its text is the one read last
    // time, and the tournament parsed then is answered without reading and hashing the file again. The
    // stamp is taken before the read, so a change during the read is a new stamp the next time.
    const stamp = fileStamp(this.fileOf(id), this.clock());
    const known = stamp && this.stamps.get(id);
    if (known && known.stamp === stamp.key) {
      const kept = this.parsed.peek(id, known.revision);
      if (kept) return ok({ id, revision: known.revision, tournament: kept });
    }
    const r = readTournamentFile(this.target(id), (text, revision) => this.parsed.parse(id, text, revision, parseTournamentFile));
    if (!r.ok) {
      this.stamps.delete(id);
      return r.error.code === 'not-found' ? err({ code: 'not-found', message: `there is no tournament "${id}"` }) : r;
    }
    if (stamp?.settled) this.stamps.set(id, { stamp: stamp.key, revision: r.value.revision });
    else this.stamps.delete(id);
    return ok({ id, revision: r.value.revision, tournament: r.value.tournament });
  }

  private saved(id: string, r: Result<SavedFile>): Result<StoredTournament> {
    if (!r.ok) return r.error.code === 'not-found' ? err({ code: 'not-found', message: `there is no tournament "${id}"` }) : r;
    this.parsed.remember(id, r.value.revision, r.value.tournament, r.value.chars);
    this.changed(id);
    return ok({ id, revision: r.value.revision, tournament: r.value.tournament });
  }

  /** Tells the listeners once per burst of changes (a save is a rename plus a .bak: several fs events). */
  private changed(id: string): void {
    if (this.listeners.size === 0) return;
    clearTimeout(this.pending.get(id));
    this.pending.set(
      id,
      setTimeout(() => {
        this.pending.delete(id);
        for (const l of this.listeners) l(id);
      }, 30),
    );
  }

  private startWatching(): void {
    if (this.watcher) return;
    try {
      mkdirSync(this.dir, { recursive: true });
      this.watcher = watch(this.dir, (_event, name) => {
        const file = name?.toString();
        if (file?.endsWith(TOURNAMENT_EXTENSION) && !file.startsWith('.')) this.changed(file.slice(0, -TOURNAMENT_EXTENSION.length));
      });
      this.watcher.on('error', () => {
        this.stopWatching();
      });
    } catch {
      // Without file events, changes made through the store are still reported.
      this.watcher = undefined;
    }
  }

  private stopWatching(): void {
    this.watcher?.close();
    this.watcher = undefined;
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
  }
}
