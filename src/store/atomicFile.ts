import { closeSync, copyFileSync, existsSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { copyFile, open, rename, rm } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';

export interface AtomicWriteOptions {
  /** Keep the previous version as `PATH.bak` (default true). */
  readonly backup?: boolean;
  /** Asked right before the rename; false leaves the file as it was. */
  readonly beforeRename?: () => boolean;
  readonly mode?: number;
}

/** A temporary file beside `path`, named so that no two writers (processes, or saves of one) share it. */
const temporaryOf = (path: string): string => join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.tmp`);

/**
 * Writes a file so that it is never half-written: the text goes to a temporary file beside it, is flushed
 * to disk (fsync), and replaces the old file by rename. The previous version is kept as `PATH.bak`.
 * `beforeRename` is asked last; when it answers false, nothing is replaced (and the temporary file goes).
 */
export function writeFileAtomic(path: string, text: string, { backup = true, beforeRename = (): boolean => true, mode = 0o666 }: AtomicWriteOptions = {}): void {
  const tmp = temporaryOf(path);
  try {
    writeAndSync(tmp, text, mode);
    if (backup && existsSync(path)) {
      const bakTmp = `${tmp}.bak`;
      copyFileSync(path, bakTmp);
      syncFile(bakTmp);
      renameSync(bakTmp, `${path}.bak`);
    }
    if (!beforeRename()) {
      unlinkSync(tmp);
      return;
    }
    renameSync(tmp, path);
    syncDir(dirname(path));
  } catch (e) {
    for (const f of [tmp, `${tmp}.bak`]) if (existsSync(f)) unlinkSync(f);
    throw e;
  }
}

/**
 * `writeFileAtomic` whose waits for the disk (the writes and their fsyncs, a few milliseconds each) leave the
 * thread free: a server saving a large event goes on answering its readers meanwhile. The same steps in the
 * same order; `beforeRename` and the rename still follow each other at once, with nothing in between.
 */
export async function writeFileAtomicAsync(
  path: string,
  text: string,
  { backup = true, beforeRename = (): boolean => true, mode = 0o666 }: AtomicWriteOptions = {},
): Promise<void> {
  const tmp = temporaryOf(path);
  try {
    await writeAndSyncAsync(tmp, text, 'wx', mode);
    if (backup && existsSync(path)) {
      const bakTmp = `${tmp}.bak`;
      await copyFile(path, bakTmp);
      await syncFileAsync(bakTmp);
      await rename(bakTmp, `${path}.bak`);
    }
    if (!beforeRename()) {
      unlinkSync(tmp);
      return;
    }
    renameSync(tmp, path);
    await syncFileAsync(dirname(path), 'r', true);
  } catch (e) {
    for (const f of [tmp, `${tmp}.bak`]) await rm(f, { force: true });
    throw e;
  }
}

/** Writes (`wx`: a new file; `a`: appended) and flushes to disk without holding the thread. */
export async function writeAndSyncAsync(path: string, text: string, flags: 'wx' | 'a', mode = 0o666): Promise<void> {
  const file = await open(path, flags, mode);
  try {
    await file.writeFile(text, 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
}

/** Flushes a file (or a directory: some file systems cannot, and the rename is atomic all the same). */
async function syncFileAsync(path: string, flags = 'r+', mayFail = false): Promise<void> {
  try {
    const file = await open(path, flags);
    try {
      await file.sync();
    } finally {
      await file.close();
    }
  } catch (e) {
    if (!mayFail) throw e;
  }
}

function writeAndSync(path: string, text: string, mode: number): void {
  const fd = openSync(path, 'wx', mode);
  try {
    writeSync(fd, text, 0, 'utf8');
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function syncFile(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function syncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems cannot fsync a directory; the rename is still atomic.
  }
}
