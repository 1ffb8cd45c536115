import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { ArbiterFailure, err, ok, type ArbiterError, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { makeTournamentFile, parseTournamentFile } from '../formats/tournamentFile.js';
import { parsePlayerList, type ListedPlayer, type PlayerListError } from '../formats/playerList.js';
import { writeFileAtomic } from './atomicFile.js';
import { checkId, keyedLock, listing, revisionOf, type Change, type DamagedTournament, type StoredTournament, type TournamentStore, type TournamentSummary } from './store.js';

/** The tournament files of a folder end in this; `players.csv` beside them is the federation player list. */
export const TOURNAMENT_EXTENSION = '.txt';
export const PLAYER_LIST_FILE = 'players.csv';

/**
 * The embedded store: a folder of tournament files (`ID.txt`, the readable text format), saved atomically
 * with the previous version kept as `ID.txt.bak`. The folder is made on the first save. Files edited by
 * hand or by the CLI while the server runs are picked up on the next read and reported to watchers.
 */
export class FolderStore implements TournamentStore {
  private readonly lock = keyedLock();
  private readonly listeners = new Set<(id: string) => void>();
  private watcher: FSWatcher | undefined;
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private listCache: { mtimeMs: number; size: number; players: readonly ListedPlayer[] } | undefined;

  constructor(readonly dir: string) {}

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
    return listing(ids.map((id) => ({ ...this.read(id), id })));
  }

  async get(id: string): Promise<Result<StoredTournament, ArbiterError>> {
    return this.read(id);
  }

  async create(id: string, t: Tournament): Promise<Result<StoredTournament, ArbiterError>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    return this.lock(id, async () => {
      if (existsSync(this.fileOf(id))) return err({ code: 'exists', message: `there is already a tournament "${id}"; choose another id` });
      return this.save(id, t);
    });
  }

  async update(id: string, change: Change): Promise<Result<StoredTournament, ArbiterError>> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    return this.lock(id, async () => {
      const current = this.read(id);
      if (!current.ok) return current;
      const changed = await change(current.value.tournament);
      if (!changed.ok) return changed;
      return this.save(id, changed.value);
    });
  }

  async playerList(): Promise<Result<readonly ListedPlayer[], PlayerListError> | undefined> {
    const file = join(this.dir, PLAYER_LIST_FILE);
    if (!existsSync(file)) return undefined;
    const { mtimeMs, size } = statSync(file);
    if (this.listCache && this.listCache.mtimeMs === mtimeMs && this.listCache.size === size) return ok(this.listCache.players);
    const parsed = parsePlayerList(readFileSync(file, 'utf8'));
    if (parsed.ok) this.listCache = { mtimeMs, size, players: parsed.value };
    return parsed;
  }

  async savePlayerList(text: string): Promise<Result<readonly ListedPlayer[], PlayerListError>> {
    const parsed = parsePlayerList(text);
    if (!parsed.ok) return parsed;
    mkdirSync(this.dir, { recursive: true });
    await this.lock(PLAYER_LIST_FILE, async () => writeFileAtomic(join(this.dir, PLAYER_LIST_FILE), text.endsWith('\n') ? text : `${text}\n`));
    this.listCache = undefined;
    return parsed;
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

  private read(id: string): Result<StoredTournament, ArbiterError> {
    const checked = checkId(id);
    if (!checked.ok) return checked;
    const file = this.fileOf(id);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return err({ code: 'not-found', message: `there is no tournament "${id}"` });
      return err({ code: 'io', message: `${file}: cannot read the file (${(e as Error).message})` });
    }
    const parsed = parseTournamentFile(text);
    if (!parsed.ok) return err({ code: 'damaged', message: `${file} ${parsed.error.message}; mend the file in an editor (the previous version is ${file}.bak)` });
    return ok({ id, revision: revisionOf(text), tournament: parsed.value });
  }

  private save(id: string, t: Tournament): Result<StoredTournament, ArbiterError> {
    const text = makeTournamentFile(t);
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileAtomic(this.fileOf(id), text);
    } catch (e) {
      if (e instanceof ArbiterFailure) return err({ code: e.code, message: e.message });
      return err({ code: 'io', message: `${this.fileOf(id)}: cannot save (${(e as Error).message}); the file is unchanged` });
    }
    this.changed(id);
    return ok({ id, revision: revisionOf(text), tournament: t });
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
      this.watcher.on('error', () => this.stopWatching());
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
