import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { withFileLock } from './fileLock.js';
import { createTournamentFile, updateTournamentFile } from './tournamentFiles.js';
import { DEFAULT_KEIZER_SETTINGS } from '../core/settings.js';
import { ok } from '../core/result.js';

const dir = () => mkdtempSync(join(tmpdir(), 'arbiter-lock-'));
/** A process number that is not running (beyond Linux's pid_max). */
const DEAD_PID = 4_194_305;

describe('the lock of a file (PATH.lock, O_EXCL)', () => {
  it('runs one holder at a time and removes the lock after', async () => {
    const file = join(dir(), 't.txt');
    const order: string[] = [];
    const hold = (name: string) =>
      withFileLock(file, async () => {
        order.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        order.push(`${name} out`);
      });
    await Promise.all([hold('a'), hold('b'), hold('c')]);
    for (let i = 0; i < order.length; i += 2) expect(order[i + 1]).toBe(order[i]!.replace('in', 'out'));
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('breaks the lock of a process that is gone (a crash), on this host', async () => {
    const file = join(dir(), 't.txt');
    writeFileSync(`${file}.lock`, JSON.stringify({ pid: DEAD_PID, host: hostname(), since: '2026-01-01T00:00:00Z', token: 'crashed' }));
    const r = await withFileLock(file, async () => 'got it', { timeoutMs: 2000 });
    expect(r).toEqual({ ok: true, value: 'got it' });
  });

  it('breaks a lock not refreshed for longer than the stale time (a crash on another host)', async () => {
    const file = join(dir(), 't.txt');
    writeFileSync(`${file}.lock`, JSON.stringify({ pid: 1, host: 'other-host', since: '2026-01-01T00:00:00Z', token: 'far' }));
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(`${file}.lock`, old, old);
    expect((await withFileLock(file, async () => 1, { timeoutMs: 2000, staleAfterMs: 600_000 })).ok).toBe(true);
  });

  it('waits for a live holder and says who holds it when the wait is too long', async () => {
    const file = join(dir(), 't.txt');
    // This very process holds it (alive): the second attempt times out with the holder named.
    const inner = await withFileLock(file, async () => withFileLock(file, async () => 'never', { timeoutMs: 200 }));
    expect(inner.ok && !inner.value.ok && inner.value.error).toMatchObject({ code: 'busy' });
    expect(inner.ok && !inner.value.ok && inner.value.error.message).toMatch(
      new RegExp(`^another program is changing this tournament \\(process ${process.pid} on ${hostname()}, since .*\\); nothing was changed`),
    );
  });

  it('removes the temporary files of a writer that crashed, on the next change', async () => {
    const d = dir();
    const file = join(d, 't.txt');
    const target = { path: file, shown: 't.txt' };
    await createTournamentFile(target, { name: 'T', settings: DEFAULT_KEIZER_SETTINGS, players: [], rounds: [], absences: [] }, { by: 'test' });
    writeFileSync(join(d, `.t.txt.${DEAD_PID}.1.abc.tmp`), 'half a file');
    writeFileSync(join(d, `.t.txt.${DEAD_PID}.1.abc.tmp.bak`), 'half a backup');
    expect((await updateTournamentFile(target, (t) => ok({ ...t, name: 'T2' }), { by: 'test' })).ok).toBe(true);
    expect(readdirSync(d).sort()).toEqual(['t.txt', 't.txt.bak', 't.txt.history']);
  });
});
