import { statSync } from 'node:fs';

/**
 * What the file system tells of a file without reading it: its inode, size, and change and modification
 * times in nanoseconds. A save renames a new file over the old one (a new inode); an editor that writes in
 * place changes the times. So while the stamp of a file is the one it had when it was last read, its text
 * is the text read then — except for a write in the same tick of the file system's clock as that read (the
 * "racy" case git's index knows): a stamp whose times are that recent is not trusted (`settled`).
 */
export interface FileStamp {
  readonly key: string;
  /** The file's last change was long enough ago that a later write in place would show in its times. */
  readonly settled: boolean;
}

/** File system clocks tick in at most a few milliseconds; a stamp younger than this is not trusted. */
const SETTLE_NS = 1_000_000_000n;

/** The stamp of a file, or undefined when it cannot be read (missing: the read that follows says why). */
export function fileStamp(path: string, nowMs: number = Date.now()): FileStamp | undefined {
  const s = statSync(path, { bigint: true, throwIfNoEntry: false });
  if (!s) return undefined;
  const now = BigInt(Math.floor(nowMs)) * 1_000_000n;
  const latest = s.mtimeNs > s.ctimeNs ? s.mtimeNs : s.ctimeNs;
  return { key: `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`, settled: now - latest > SETTLE_NS };
}
