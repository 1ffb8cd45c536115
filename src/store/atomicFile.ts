import { closeSync, copyFileSync, existsSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';

/**
 * Writes a file so that it is never half-written: the text goes to a temporary file beside it, is flushed
 * to disk (fsync), and replaces the old file by rename. The previous version is kept as `PATH.bak`.
 * `beforeRename` is asked last; when it answers false, nothing is replaced (and the temporary file goes).
 */
export function writeFileAtomic(path: string, text: string, { backup = true, beforeRename = (): boolean => true, mode = 0o666 } = {}): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.tmp`);
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
