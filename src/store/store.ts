import type { Tournament } from '../core/tournament.js';
import type { SystemName } from '../core/settings.js';
import { err, ok, type Result } from '../core/result.js';
import { isPublished } from '../core/tournamentOptions.js';
import type { PlayerList, PlayerListError, PlayerListOptions } from '../formats/playerList.js';
import type { AccountStore } from './accounts.js';

/**
 * Where the shells (web server) keep tournaments: a folder of files, or a PostgreSQL database. A tournament is named by an id that
 * is safe in a file name and a URL (`club-2026`). Every change goes through `update`: load, change, save,
 * under a lock per tournament, so two directors entering results at once lose nothing — the second change
 * is applied to the tournament that already holds the first.
 */
export const STORE_ERRORS = ['not-found', 'exists', 'invalid-id', 'damaged', 'io'] as const;
export type StoreErrorCode = (typeof STORE_ERRORS)[number];

export interface StoredTournament {
  readonly id: string;
  /** Changes whenever the stored tournament changes (also when it is edited outside the store). */
  readonly revision: string;
  readonly tournament: Tournament;
}

export interface TournamentSummary {
  readonly id: string;
  readonly name: string;
  readonly system: SystemName;
  readonly players: number;
  readonly rounds: number;
  readonly archived: boolean;
  /** Its public pages are open to anyone (issue 34; a file of before the setting: yes). */
  readonly published: boolean;
  readonly plannedRounds?: number | undefined;
  /** Where and when it is played, as its details give them (the public index shows them). */
  readonly place?: string | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  /** When it was last changed (ISO 8601), as the store knows it (the file's time, the row's). */
  readonly changed?: string | undefined;
}

/** A deleted tournament: its last version can be brought back. */
export interface DeletedTournament {
  readonly id: string;
  readonly name: string;
  readonly version: number;
  readonly at: string;
  readonly by: string;
}

/** A tournament that could not be read: listed with what is wrong so the director can mend the file. */
export interface DamagedTournament {
  readonly id: string;
  readonly error: string;
}

/** One change of a tournament, as made by `tournamentOps`: a new tournament or the director's error. */
export type Change = (t: Tournament) => Result<Tournament> | Promise<Result<Tournament>>;

/** One version in a tournament's history: when, by whom, what changed. */
export interface VersionInfo {
  readonly version: number;
  readonly at: string;
  readonly by: string;
  readonly summary: string;
  readonly revision: string;
}

/**
 * Makes the text a store saves for a tournament, read back and compared first (`makeCheckedTournamentFile`).
 * A server passes one that does it for a large event in a worker thread: for 5,000 players it takes 60–150
 * ms, which its readers would otherwise wait for.
 */
export type FileMaker = (t: Tournament) => Promise<Result<string>>;

export interface TournamentStore {
  /** The directors who may change tournaments in the web app, their sessions, and who directs what. */
  readonly accounts: AccountStore;
  list(): Promise<{ tournaments: TournamentSummary[]; damaged: DamagedTournament[] }>;
  get(id: string): Promise<Result<StoredTournament>>;
  /** Stores a new tournament as version 1 of its history; `by` names who made it. */
  create(id: string, t: Tournament, by: string): Promise<Result<StoredTournament>>;
  /**
   * Loads, applies the change and saves, holding the tournament's lock throughout (across processes and
   * servers); the saved text is read back and compared first. Nothing is saved on an error. Each save is a
   * new version in the history.
   */
  update(id: string, change: Change, by: string): Promise<Result<StoredTournament>>;
  /** The versions kept in the tournament's history, oldest first. */
  history(id: string): Promise<Result<VersionInfo[]>>;
  /** The tournament as it was in one version. */
  version(id: string, version: number): Promise<Result<Tournament>>;
  /** Brings back a version (also over a damaged text, or of a deleted tournament); the restore is a new version. */
  restore(id: string, version: number, by: string): Promise<Result<StoredTournament>>;
  /** Deletes a tournament; its history stays, so it can be restored. */
  remove(id: string, by: string): Promise<Result<true>>;
  /** The deleted tournaments whose history is kept. */
  deleted(): Promise<readonly DeletedTournament[]>;
  /** The names of a club's player lists, in order of name. */
  playerLists(club: string): Promise<readonly string[]>;
  /** A club's player list (default: the first club's list "players"), or undefined when none was imported. */
  playerList(where?: PlayerListRef): Promise<Result<PlayerList, PlayerListError> | undefined>;
  /**
   * Replaces one of a club's player lists (default: the first club's "players") with the players of a file
   * (any list `parsePlayerList` reads, as bytes), kept as `makePlayerList` writes it; the file is checked
   * first and refused whole when a row is broken. A list that has players is replaced only with `replace`
   * (else `list-has-players`, and nothing changes). The club's other lists are never touched. Answers the
   * list as read from the file (its source: format, encoding, separator).
   */
  savePlayerList(file: Uint8Array | string, options?: PlayerListOptions & { readonly replace?: boolean }, where?: PlayerListRef): Promise<Result<PlayerList, SaveListError>>;
  /** How the store makes the checked text of a changed tournament (by default at once, on this thread). */
  makeFilesWith(maker: FileMaker): void;
  /** Calls the listener with a tournament's id after it changed. Returns the function that stops it. */
  watch(listener: (id: string) => void): () => void;
  close(): void;
}

/**
 * One of a club's named player lists (issue 31): the club's members, an excerpt of the FIDE list, a
 * federation's list… Named like an id (`players`, `fide`, `knsb`).
 */
export interface PlayerListRef {
  readonly club: string;
  readonly list: string;
}

/** The list every club starts with; the first club's is the store's list of before clubs (players.csv). */
export const DEFAULT_LIST = 'players';

/** Why a player list was not saved: a broken file, or a list with players that was not to be replaced. */
export type SaveListError = PlayerListError | { readonly code: 'list-has-players'; readonly message: string; readonly rows: readonly []; readonly count: number };

export function checkListName(name: string): Result<string> {
  return ID.test(name) ? ok(name) : err({ code: 'invalid-id', message: `"${name}" is not a player list's name: use lower-case letters, digits and dashes, e.g. members or fide` });
}

/** The refusal to replace a list that has players without the director's say-so. */
export function listHasPlayers(where: PlayerListRef, count: number): Result<never, SaveListError> {
  return err({
    code: 'list-has-players',
    message: `the player list "${where.list}" has ${count} player${count === 1 ? '' : 's'}: replacing it drops them (confirm to replace)`,
    rows: [],
    count,
  });
}

/**
 * The refusal to replace the list kept (`before`, as read: none, or one without players, may be replaced)
 * without the director's say-so; undefined when it may be replaced.
 */
export function keepsPlayers(before: Result<PlayerList, PlayerListError> | undefined, where: PlayerListRef | undefined): Result<never, SaveListError> | undefined {
  const count = before?.ok ? before.value.players.length : 0;
  return count > 0 ? listHasPlayers(where ?? { club: '', list: DEFAULT_LIST }, count) : undefined;
}

/** The start page's list: a summary of each tournament that could be read, and the damaged ones. */
export function listing(entries: Iterable<Result<StoredTournament> & { readonly id: string; readonly changed?: string | undefined }>): {
  tournaments: TournamentSummary[];
  damaged: DamagedTournament[];
} {
  const tournaments: TournamentSummary[] = [];
  const damaged: DamagedTournament[] = [];
  for (const got of entries) {
    if (!got.ok) damaged.push({ id: got.id, error: got.error.message });
    else {
      const t = got.value.tournament;
      const d = t.details;
      tournaments.push({
        id: got.id,
        name: t.name,
        system: t.settings.system,
        players: t.players.length,
        rounds: t.rounds.length,
        archived: t.archived === true,
        published: isPublished(t),
        ...(t.plannedRounds !== undefined ? { plannedRounds: t.plannedRounds } : {}),
        ...(d?.place !== undefined ? { place: d.place } : {}),
        ...(d?.startDate !== undefined ? { startDate: d.startDate } : {}),
        ...(d?.endDate !== undefined ? { endDate: d.endDate } : {}),
        ...(got.changed !== undefined ? { changed: got.changed } : {}),
      });
    }
  }
  return { tournaments, damaged };
}

export { revisionOf } from './revision.js';

const ID = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export function checkId(id: string): Result<string> {
  return ID.test(id) ? ok(id) : err({ code: 'invalid-id', message: `"${id}" is not a tournament id: use lower-case letters, digits and dashes (at most 64), e.g. club-2026` });
}

/**
 * A tournament id is never used twice (issue 31): a deleted tournament's history stays with its club, to be
 * brought back by it, and a new tournament (of another club) may not take it over with the id.
 */
export function idUsed(id: string): Result<never> {
  return err({
    code: 'exists',
    message: `the id "${id}" belonged to a tournament that was deleted (an id is never used twice, so its history stays with its club): choose another id`,
  });
}

/** A tournament id made from its name: "Clubkampioenschap 2026–27" → "clubkampioenschap-2026-27". */
export function idFromName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug || 'tournament';
}

/**
 * Runs tasks one after another per key (a promise chain per tournament). A task that fails does not
 * block the ones queued behind it.
 */
export function keyedLock(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
