import { closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '../core/result.js';

/**
 * One writer at a time across processes: `PATH.lock` is created with O_EXCL (as git's `index.lock`), so
 * the CLI, several servers and anything else that takes it change a file one after another. The lock
 * file says who holds it (process, host, since when); a lock whose process is gone (on this host), or
 * that was not refreshed for `staleAfterMs` (a crashed process on another host), is broken — under a
 * second lock (`PATH.lock.break`), so two waiters never both break it, and never break a fresh one.
 */
export interface LockOptions {
  /** How long to wait for the lock before giving up (default 2 minutes: a large Swiss round may pair that long). */
  readonly timeoutMs?: number;
  /** A lock not refreshed for this long is stale (default 10 minutes; the holder refreshes it every minute). */
  readonly staleAfterMs?: number;
}

interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
  readonly token: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` holding the lock of `path`; answers `busy` when the lock cannot be had in time. */
export async function withFileLock<T>(path: string, task: () => Promise<T>, options: LockOptions = {}): Promise<Result<T>> {
  const { timeoutMs = 120_000, staleAfterMs = 600_000 } = options;
  const lock = `${path}.lock`;
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), token: randomBytes(8).toString('hex') };
  const deadline = Date.now() + timeoutMs;
  let wait = 5;
  for (;;) {
    if (tryCreate(lock, me)) break;
    breakIfStale(lock, staleAfterMs);
    if (Date.now() >= deadline) {
      const holder = readHolder(lock);
      const who = holder ? ` (process ${holder.pid} on ${holder.host}, since ${holder.since})` : '';
      return err({ code: 'busy', message: `another program is changing this tournament${who}; nothing was changed — try again in a moment` });
    }
    await sleep(wait + Math.random() * wait);
    wait = Math.min(wait * 2, 100);
  }
  const refresh = setInterval(
    () => {
      touch(lock);
    },
    Math.min(60_000, staleAfterMs / 4),
  );
  refresh.unref();
  try {
    return ok(await task());
  } finally {
    clearInterval(refresh);
    release(lock, me);
  }
}

function tryCreate(lock: string, me: Holder): boolean {
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
  try {
    writeSync(fd, `${JSON.stringify(me)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readHolder(lock: string): Holder | undefined {
  try {
    const h = JSON.parse(readFileSync(lock, 'utf8')) as Holder;
    return typeof h.pid === 'number' && typeof h.token === 'string' ? h : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ageMs(file: string): number | undefined {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function isStale(lock: string, staleAfterMs: number): Holder | 'unreadable' | undefined {
  const age = ageMs(lock);
  if (age === undefined) return undefined;
  const holder = readHolder(lock);
  // A lock file being written this very moment has no content yet: give its writer a second.
  if (!holder) return age > 1_000 ? 'unreadable' : undefined;
  if (holder.host === hostname() && holder.pid !== process.pid && !alive(holder.pid)) return holder;
  return age > staleAfterMs ? holder : undefined;
}

/** Removes a stale lock, holding `LOCK.break` so that only one waiter does it, and only to the stale one. */
function breakIfStale(lock: string, staleAfterMs: number): void {
  const seen = isStale(lock, staleAfterMs);
  if (!seen) return;
  const breaker = `${lock}.break`;
  const breakerAge = ageMs(breaker);
  if (breakerAge !== undefined && breakerAge > 10_000) tryUnlink(breaker); // a breaker that crashed
  let fd: number;
  try {
    fd = openSync(breaker, 'wx');
  } catch {
    return;
  }
  closeSync(fd);
  try {
    const now = isStale(lock, staleAfterMs);
    const same = now === 'unreadable' ? seen === 'unreadable' : now !== undefined && seen !== 'unreadable' && now.token === seen.token;
    if (same) tryUnlink(lock);
  } finally {
    tryUnlink(breaker);
  }
}

function release(lock: string, me: Holder): void {
  if (readHolder(lock)?.token === me.token) tryUnlink(lock);
}

function touch(lock: string): void {
  try {
    const now = new Date();
    utimesSync(lock, now, now);
  } catch {
    // The lock was broken meanwhile (we were taken for dead); the save still checks the revision.
  }
}

function tryUnlink(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
