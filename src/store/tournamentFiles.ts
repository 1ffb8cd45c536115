import { appendFileSync, closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
// Lets the thread's other work (a server's other requests) go first, between the steps of a save.
import { setImmediate as turn } from 'node:timers/promises';
import type { Tournament } from '../core/tournament.js';
import { ArbiterFailure, err, ok, type Result } from '../core/result.js';
import { describeChange } from '../core/changes.js';
import { makeCheckedTournamentFile, makeTournamentFile, parseTournamentFile } from '../formats/tournamentFile.js';
import {
  boundHistory,
  entriesForSave,
  historyLimit,
  makeHistory,
  makeHistoryEntry,
  parseHistory,
  replayHistory,
  textLines,
  versionText,
  type HistoryEntry,
} from '../formats/history.js';
import { writeAndSyncAsync, writeFileAtomic, writeFileAtomicAsync } from './atomicFile.js';
import { withFileLock, type LockOptions } from './fileLock.js';
import { revisionOf } from './revision.js';
import type { VersionInfo } from './store.js';

/**
 * A tournament file and its history on disk, as the CLI and the folder store change them: every change
 * holds the file's lock (`PATH.lock`, respected by every arbiter process), reads the file, applies the
 * change, checks that the new text reads back as the same tournament, writes the history entry ahead to
 * `PATH.history.pending`, compares the file once more right before the rename (an editor may have saved
 * meanwhile: then the change is applied again to its text), renames, appends the entry to `PATH.history`
 * and removes the pending one. A save killed after the rename leaves its entry pending, and the next save
 * (or read) of the history finds it there: no version is left to be recorded as made "outside". Messages
 * name the tournament as `shown` says (the CLI: the path given; the server: the tournament's id, never a
 * path of the machine).
 */
export interface FileTarget {
  readonly path: string;
  /** How messages name the file: `club.txt` or `tournament "club-2026"`. */
  readonly shown: string;
}

/** Who saves: a director's name, `cli:USER`, … (written into the history). */
export interface SaveOptions {
  readonly by: string;
  /** What to write into the history instead of the described change (e.g. "restored version 12"). */
  readonly summary?: string;
  readonly lock?: LockOptions;
  /** Called after each step of a save (tests stop it there, as a killed process would stop). */
  readonly afterStep?: (step: SaveStep) => void;
  /** Reads the text found before the change (a store passes one that keeps the tournament of each revision). */
  readonly parse?: (text: string, revision: string) => ReturnType<typeof parseTournamentFile>;
  /** Makes the checked text of the changed tournament (default: `makeCheckedTournamentFile`, at once). */
  readonly make?: ((t: Tournament) => Promise<Result<string>>) | undefined;
}

/**
 * The steps of a save: its history entry written ahead, the file renamed, the entry appended to the history
 * (and then removed from ahead).
 */
export type SaveStep = 'planned' | 'renamed' | 'recorded';

export interface SavedFile {
  readonly revision: string;
  /** Characters of the saved text (what the parsed tournament's cache counts). */
  readonly chars: number;
  readonly tournament: Tournament;
  /** The tournament as it was before the change (undefined for a new one). */
  readonly before: Tournament | undefined;
}

export type FileChange = (t: Tournament) => Result<Tournament> | Promise<Result<Tournament>>;

export const historyPathOf = (path: string): string => `${path}.history`;

/**
 * Reads a tournament file: the tournament, its text and its revision; a damaged file names its line. `parse`
 * reads the text (a store's passes one that keeps the tournament of each revision).
 */
export function readTournamentFile(
  target: FileTarget,
  parse: (text: string, revision: string) => ReturnType<typeof parseTournamentFile> = parseTournamentFile,
): Result<{ text: string; revision: string; tournament: Tournament }> {
  let text: string;
  try {
    text = readFileSync(target.path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return err({ code: 'not-found', message: `${target.shown}: there is no such tournament` });
    return err({ code: 'io', message: `${target.shown}: cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` });
  }
  const revision = revisionOf(text);
  const parsed = parse(text, revision);
  if (!parsed.ok) return err({ code: 'damaged', message: `${target.shown} ${parsed.error.message}; mend it in an editor, or bring back an earlier version ("arbiter history")` });
  return ok({ text, revision, tournament: parsed.value });
}

/** Reads a tournament file for a command that only reads; a damaged file is thrown as one message. */
export function loadTournamentFile(path: string): Tournament {
  if (!existsSync(path)) throw new ArbiterFailure('not-found', `${path}: no such tournament file (create one with "arbiter new --file ${path}")`);
  const r = readTournamentFile({ path, shown: path });
  if (!r.ok) throw new ArbiterFailure(r.error.code, r.error.message);
  return r.value.tournament;
}

/** Writes a new tournament file (refused when it exists), as version 1 of its history. */
export async function createTournamentFile(target: FileTarget, t: Tournament, options: SaveOptions): Promise<Result<SavedFile>> {
  const made = options.make ? await options.make(t) : makeCheckedTournamentFile(t);
  if (!made.ok) return made;
  const locked = await withFileLock(
    target.path,
    async (): Promise<Result<SavedFile>> => {
      if (existsSync(target.path)) return err({ code: 'exists', message: `${target.shown} exists already; choose another name (nothing was changed)` });
      // A deleted tournament's history is kept to bring it back: a new file would take it over (issue 31).
      if (existsSync(historyPathOf(target.path)))
        return err({ code: 'exists', message: `${target.shown} was deleted and its history is kept (it can be brought back): choose another name (nothing was changed)` });
      await settlePending(target.path);
      const plan = await planVersion(target.path, undefined, made.value, options.by, options.summary ?? describeChange(undefined, t));
      options.afterStep?.('planned');
      const written = await write(target, made.value, undefined);
      if (!written.ok) return dropPending(target.path, written);
      options.afterStep?.('renamed');
      await recordVersion(plan, made.value, options.afterStep);
      return ok({ revision: revisionOf(made.value), chars: made.value.length, tournament: t, before: undefined });
    },
    options.lock,
  );
  return locked.ok ? locked.value : locked;
}

/** Applies one change under the file's lock; nothing is written when the change or its check fails. */
export async function updateTournamentFile(target: FileTarget, change: FileChange, options: SaveOptions): Promise<Result<SavedFile>> {
  if (!existsSync(target.path)) return err({ code: 'not-found', message: `${target.shown}: there is no such tournament` });
  const locked = await withFileLock(
    target.path,
    async (): Promise<Result<SavedFile>> => {
      removeLeftovers(target.path);
      await settlePending(target.path);
      for (let attempt = 0; attempt < 5; attempt++) {
        const current = readTournamentFile(target, options.parse);
        if (!current.ok) return current;
        const changed = await runChange(change, current.value.tournament);
        if (!changed.ok) return changed;
        const made = options.make ? await options.make(changed.value) : makeCheckedTournamentFile(changed.value);
        if (!made.ok) return made;
        const saved = { revision: revisionOf(made.value), chars: made.value.length, tournament: changed.value, before: current.value.tournament };
        if (made.value === current.value.text) return ok(saved);
        // A large event's save is a tenth of a second of work: done in steps, with the server's other
        // requests (a crowd reading the public pages) answered between them.
        await turn();
        const summary = options.summary ?? describeChange(current.value.tournament, changed.value);
        await turn();
        const plan = await planVersion(target.path, current.value, made.value, options.by, summary);
        options.afterStep?.('planned');
        const written = await write(target, made.value, current.value.text);
        if (written.ok === 'again') {
          dropPending(target.path, undefined);
          continue; // saved meanwhile by a program that takes no lock: apply the change to that
        }
        if (!written.ok) return dropPending(target.path, written);
        options.afterStep?.('renamed');
        await recordVersion(plan, made.value, options.afterStep);
        return ok(saved);
      }
      return err({ code: 'conflict', message: `${target.shown} kept changing while this change was made (another program writes it without waiting); nothing was changed` });
    },
    options.lock,
  );
  return locked.ok ? locked.value : locked;
}

/** A change that reports a director's mistake by throwing (as `must` does) answers it as an error. */
async function runChange(change: FileChange, t: Tournament): Promise<Result<Tournament>> {
  try {
    return await change(t);
  } catch (e) {
    if (e instanceof ArbiterFailure) return err({ code: e.code, message: e.message });
    throw e;
  }
}

/** Writes atomically unless the file no longer holds `expected` right before the rename. */
async function write(target: FileTarget, text: string, expected: string | undefined): Promise<Result<true> | { ok: 'again' }> {
  let changedMeanwhile = false as boolean; // set in beforeRename
  try {
    await writeFileAtomicAsync(target.path, text, {
      beforeRename: () => {
        const now = existsSync(target.path) ? readFileSync(target.path, 'utf8') : undefined;
        changedMeanwhile = now !== expected;
        return !changedMeanwhile;
      },
    });
  } catch (e) {
    return err({ code: 'io', message: `${target.shown}: cannot be saved (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); the file is unchanged` });
  }
  return changedMeanwhile ? { ok: 'again' } : ok(true);
}

/** Temporary files of this file left by a writer that crashed (only ever written under the lock we hold). */
function removeLeftovers(path: string): void {
  const dir = dirname(path);
  const prefix = `.${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names)
    if (name.startsWith(prefix) && (name.endsWith('.tmp') || name.endsWith('.tmp.bak'))) {
      try {
        unlinkSync(join(dir, name));
      } catch {
        // gone already
      }
    }
}

// ---- history ----

/** What a save appends to the history: its entries, and whether the history could be read. */
interface VersionPlan {
  readonly path: string;
  readonly entries: readonly HistoryEntry[];
  readonly historyReadable: boolean;
}

const pendingPathOf = (path: string): string => `${path}.history.pending`;

/**
 * The entries that record a save, written ahead (atomically) to `PATH.history.pending` before the file is
 * renamed: should the save be killed after the rename, the next one finds who made the version there
 * (settlePending). When the file held something the history does not know (an edit made outside arbiter,
 * or a file from before histories), that version is recorded first, so the history always ends with the
 * file as it is.
 */
async function planVersion(path: string, found: FoundText | undefined, text: string, by: string, summary: string): Promise<VersionPlan> {
  const file = historyPathOf(path);
  const tail = lastEntry(file);
  const entries = entriesForSave(tail.ok ? tail.value : undefined, () => knownText(file), foundText(found, tail), text, { by, summary, at: new Date().toISOString() }, revisionOf);
  try {
    await writeFileAtomicAsync(pendingPathOf(path), makeHistory(entries), { backup: false });
  } catch {
    // The save goes on without it (a result is never refused for its history): only a kill right after the
    // rename would then leave its version to be recorded as made outside, as before the write-ahead.
  }
  return { path, entries, historyReadable: tail.ok };
}

/** The text a save replaced, as read: what the history records of it is its canonical text (`foundText`). */
interface FoundText {
  readonly text: string;
  readonly revision: string;
  readonly tournament: Tournament;
}

/**
 * The canonical text of the tournament found in the file, which the history records. When the history ends
 * with the very text found (its revision: all a save finds that arbiter wrote), that text is it, and the
 * tournament need not be written again (a tenth of a second for 5,000 players); else (an edit made outside
 * arbiter) the tournament is written as arbiter writes it.
 */
function foundText(found: FoundText | undefined, tail: Result<HistoryEntry | undefined, string>): string | undefined {
  if (found === undefined) return undefined;
  return tail.ok && tail.value?.revision === found.revision ? found.text : makeTournamentFile(found.tournament);
}

/**
 * Appends the planned entries to the history, then removes them from pending. A history that cannot be
 * read is started again beside a copy of it (`PATH.history.damaged`): saving a result never fails because
 * of its history.
 */
async function recordVersion(plan: VersionPlan, text: string, afterStep?: (step: SaveStep) => void): Promise<void> {
  const file = historyPathOf(plan.path);
  if (!plan.historyReadable) await startAgain(file, [...plan.entries], text);
  else await append(file, plan.entries, text.length);
  afterStep?.('recorded');
  dropPending(plan.path, undefined);
}

/** Removes the entries written ahead (the save did not happen, or they are in the history now). */
function dropPending<T>(path: string, answer: T): T {
  try {
    unlinkSync(pendingPathOf(path));
  } catch {
    // none
  }
  return answer;
}

/**
 * The entries written ahead by a save that was killed after its rename and before its history was
 * appended: those whose last version is the file as it is, and which follow the history's last entry.
 * None when the save never renamed (the file is not that version), or the history has them already.
 */
function unrecorded(path: string, tail: HistoryEntry | undefined): HistoryEntry[] {
  let pending: string;
  let text: string;
  try {
    pending = readFileSync(pendingPathOf(path), 'utf8');
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  const parsed = parseHistory(pending);
  if (!parsed.ok || parsed.value.truncated) return [];
  const entries = parsed.value.entries;
  const last = entries[entries.length - 1];
  if (!last || last.revision !== revisionOf(text) || tail?.revision === last.revision) return [];
  return entries[0]!.version === (tail?.version ?? 0) + 1 ? entries : [];
}

/** Records what a killed save left pending (under the file's lock, before the next save plans its own). */
async function settlePending(path: string): Promise<void> {
  if (!existsSync(pendingPathOf(path))) return;
  const file = historyPathOf(path);
  const tail = lastEntry(file);
  const entries = unrecorded(path, tail.ok ? tail.value : undefined);
  if (entries.length) {
    const text = readFileSync(path, 'utf8');
    if (!tail.ok) await startAgain(file, entries, text);
    else await append(file, entries, text.length);
  }
  dropPending(path, undefined);
}

/** The last complete entry of a history, read from its end (a long history is not read whole for a save). */
function lastEntry(file: string): Result<HistoryEntry | undefined, string> {
  if (!existsSync(file)) return ok(undefined);
  const size = statSync(file).size;
  const fd = openSync(file, 'r');
  try {
    for (let chunk = 64 * 1024; ; chunk *= 4) {
      const from = Math.max(0, size - chunk);
      const buffer = Buffer.alloc(size - from);
      readSync(fd, buffer, 0, buffer.length, from);
      const text = buffer.toString('utf8');
      const at = from === 0 ? text.search(/^version /m) : text.search(/\nversion /) + 1;
      if (at < 0 || (at === 0 && from > 0)) {
        if (from === 0) return ok(undefined);
        continue;
      }
      const parsed = parseHistory(text.slice(at));
      if (!parsed.ok || parsed.value.truncated) return err(parsed.ok ? 'truncated' : parsed.error.message);
      return ok(parsed.value.entries[parsed.value.entries.length - 1]);
    }
  } finally {
    closeSync(fd);
  }
}

/** The text of the history's last version (replayed from its start). */
function knownText(file: string): string[] | undefined {
  const parsed = parseHistory(readFileSync(file, 'utf8'));
  if (!parsed.ok) return undefined;
  const lines = replayHistory(parsed.value.entries, revisionOf);
  return lines.ok ? lines.value : undefined;
}

async function append(file: string, entries: readonly HistoryEntry[], textLength: number): Promise<void> {
  const fresh = !existsSync(file);
  await writeAndSyncAsync(file, fresh ? makeHistory(entries) : entries.map(makeHistoryEntry).join(''), 'a');
  const limit = historyLimit(textLength);
  if (statSync(file).size > limit) {
    const parsed = parseHistory(readFileSync(file, 'utf8'));
    const bounded = parsed.ok ? boundHistory(parsed.value.entries, limit, revisionOf) : undefined;
    if (bounded?.ok) await writeFileAtomicAsync(file, makeHistory(bounded.value), { backup: false });
  }
}

/** Rewrites a history that cannot be appended to: its complete entries are kept when they replay. */
async function startAgain(file: string, entries: HistoryEntry[], text: string): Promise<void> {
  const parsed = existsSync(file) ? parseHistory(readFileSync(file, 'utf8')) : undefined;
  const kept = parsed?.ok && replayHistory(parsed.value.entries, revisionOf).ok ? parsed.value.entries : [];
  if (!kept.length && existsSync(file)) await writeFileAtomicAsync(`${file}.damaged`, readFileSync(file, 'utf8'), { backup: false });
  const last = kept[kept.length - 1]?.version ?? 0;
  const renumbered = entries.map((e, i) => ({ ...e, version: last + 1 + i }));
  // Without kept entries, the new version is written whole.
  if (!kept.length) renumbered.splice(0, renumbered.length, { ...renumbered[renumbered.length - 1]!, version: 1, change: { kind: 'whole', lines: textLines(text) } });
  await writeFileAtomicAsync(file, makeHistory([...kept, ...renumbered]), { backup: false });
}

/**
 * Deletes a tournament file; its history stays (with a note of who deleted it and when), so the tournament
 * can be brought back with `restoreTournamentFile`. The file's last text stays in `PATH.bak` too.
 */
export async function deleteTournamentFile(target: FileTarget, options: SaveOptions): Promise<Result<true>> {
  if (!existsSync(target.path)) return err({ code: 'not-found', message: `${target.shown}: there is no such tournament` });
  const locked = await withFileLock(
    target.path,
    async (): Promise<Result<true>> => {
      await settlePending(target.path);
      const current = readTournamentFile(target);
      const text = readFileSync(target.path, 'utf8');
      // The history ends with the text being deleted (an edit made outside arbiter is recorded first).
      if (current.ok) {
        const canonical = makeTournamentFile(current.value.tournament);
        const tail = lastEntry(historyPathOf(target.path));
        if (!tail.ok || tail.value?.revision !== revisionOf(canonical))
          await recordVersion(await planVersion(target.path, undefined, canonical, 'outside', 'edited outside arbiter'), canonical);
      }
      writeFileAtomic(`${target.path}.bak`, text, { backup: false });
      unlinkSync(target.path);
      appendFileSync(historyPathOf(target.path), `# deleted ${new Date().toISOString()} by=${encodeURIComponent(options.by)}\n`);
      return ok(true);
    },
    options.lock,
  );
  return locked.ok ? locked.value : locked;
}

/** A tournament that was deleted: its last version can be brought back. */
export interface DeletedFile {
  readonly name: string;
  readonly version: number;
  /** When it was deleted and by whom, as the history notes it. */
  readonly at: string;
  readonly by: string;
}

/** What the history of a deleted file says of it (undefined when the file exists or has no history). */
export function deletedFile(target: FileTarget): DeletedFile | undefined {
  const file = historyPathOf(target.path);
  if (existsSync(target.path) || !existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const parsed = parseHistory(text);
  if (!parsed.ok || parsed.value.entries.length === 0) return undefined;
  const last = parsed.value.entries[parsed.value.entries.length - 1]!;
  const lines = replayHistory(parsed.value.entries, revisionOf);
  const name = lines.ok
    ? (lines.value ?? [])
        .find((l) => l.startsWith('name '))
        ?.slice(5)
        .replace(/^"(.*)"$/, '$1')
        .replace(/\\(.)/g, '$1')
    : undefined;
  const note = [...text.matchAll(/^# deleted (\S+) by=(\S+)$/gm)].at(-1);
  return { name: name ?? '', version: last.version, at: note?.[1] ?? last.at, by: note ? decodedWord(note[2]!) : '' };
}

/** A word of the history as written (a name edited in by hand may hold a "%" that is no escape). */
function decodedWord(word: string): string {
  try {
    return decodeURIComponent(word);
  } catch {
    return word;
  }
}

/** The versions in a tournament's history, oldest first. */
export function readHistory(target: FileTarget): Result<VersionInfo[]> {
  const entries = historyEntries(target);
  return entries.ok ? ok(entries.value.map(({ version, at, by, summary, revision }) => ({ version, at, by, summary, revision }))) : entries;
}

function historyEntries(target: FileTarget): Result<HistoryEntry[]> {
  const file = historyPathOf(target.path);
  if (!existsSync(file))
    return existsSync(target.path) ? ok(unrecorded(target.path, undefined)) : err({ code: 'not-found', message: `${target.shown}: there is no such tournament` });
  const parsed = parseHistory(readFileSync(file, 'utf8'));
  if (!parsed.ok) return err({ code: 'damaged', message: `the history of ${target.shown}: ${parsed.error.message}` });
  // A version whose save was killed before its history was appended is shown as the next save will record it.
  const entries = parsed.value.entries;
  return ok([...entries, ...unrecorded(target.path, entries[entries.length - 1])]);
}

/** The tournament as it was in one version of its history. */
export function readVersion(target: FileTarget, version: number): Result<{ text: string; tournament: Tournament }> {
  const entries = historyEntries(target);
  if (!entries.ok) return entries;
  const text = versionText(entries.value, version, revisionOf);
  if (!text.ok) return err({ code: text.error.code === 'history.no-version' ? 'not-found' : 'damaged', message: `${target.shown}: ${text.error.message}` });
  const parsed = parseTournamentFile(text.value);
  if (!parsed.ok) return err({ code: 'damaged', message: `${target.shown}: version ${version} cannot be read (${parsed.error.message})` });
  return ok({ text: text.value, tournament: parsed.value });
}

/**
 * Brings back one version of the history; the restore is itself a new version. It also mends a file that
 * was damaged (by hand): the damaged text stays in `PATH.bak`.
 */
export async function restoreTournamentFile(target: FileTarget, version: number, options: SaveOptions): Promise<Result<SavedFile>> {
  if (!existsSync(target.path) && !existsSync(historyPathOf(target.path))) return err({ code: 'not-found', message: `${target.shown}: there is no such tournament` });
  const old = readVersion(target, version);
  if (!old.ok) return old;
  const summary = options.summary ?? `restored version ${version}`;
  const locked = await withFileLock(
    target.path,
    async (): Promise<Result<SavedFile> | undefined> => {
      // A damaged or deleted file is replaced; a readable one is changed as any change is.
      await settlePending(target.path);
      const current = existsSync(target.path) ? readTournamentFile(target) : undefined;
      if (current && (current.ok || current.error.code !== 'damaged')) return undefined;
      const made = makeCheckedTournamentFile(old.value.tournament);
      if (!made.ok) return made;
      const raw = current ? readFileSync(target.path, 'utf8') : undefined;
      const plan = await planVersion(target.path, undefined, made.value, options.by, `${summary} ${current ? 'over a damaged file' : 'of a deleted tournament'}`);
      const written = await write(target, made.value, raw);
      if (written.ok === 'again') return dropPending(target.path, err({ code: 'conflict', message: `${target.shown} changed while it was restored; nothing was changed` }));
      if (!written.ok) return dropPending(target.path, written);
      await recordVersion(plan, made.value);
      return ok({ revision: revisionOf(made.value), chars: made.value.length, tournament: old.value.tournament, before: undefined });
    },
    options.lock,
  );
  if (!locked.ok) return locked;
  return locked.value ?? updateTournamentFile(target, () => ok(old.value.tournament), { ...options, summary });
}
