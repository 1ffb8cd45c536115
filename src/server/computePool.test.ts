// The compute pool's priorities (issue 31, reads for a crowd): the pairing's worker and the process's helper
// threads run below the server's own thread, so that a crowd's reads, milliseconds each, are not kept waiting
// for a core behind seconds of background pairing. Lowered only, never raised; harmless where not allowed.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { keizerTournament } from '../../test/keizerTournament.js';
import { ComputePool, YIELD_NICE, yieldHelperThreads, type ThreadControl } from './computePool.js';

/** A system error as node:os throws it (a thread gone: ESRCH; not allowed: EACCES/EPERM). */
const systemError = (what: string) => Object.assign(new Error(`A system error occurred: uv_os_setpriority returned ${what}`), { code: 'ERR_SYSTEM_ERROR' });

/** Threads by id with their nice values; the first is the server's own. `failing`: ids whose change fails. */
function fakeThreads(nice: Record<number, number>, failing: readonly number[] = []) {
  const now = { ...nice };
  const control: ThreadControl = {
    threads: () => Object.keys(now).map(Number),
    main: Number(Object.keys(nice)[0]),
    getPriority: (tid) => now[tid]!,
    setPriority: (tid, n) => {
      if (failing.includes(tid)) throw systemError('ESRCH (no such process)');
      now[tid] = n;
    },
  };
  return { control, now };
}

describe('yieldHelperThreads: every thread but the server’s 10 nice values below it (19 at most), never raised', () => {
  it.each([
    // [case, threads (the first the server's), failing, expected lowered, expected nice values after]
    ['helpers at the server’s priority go 10 below it', { 100: 0, 101: 0, 102: 0, 103: 5 }, [], 3, { 100: 0, 101: 10, 102: 10, 103: 10 }],
    ['a thread already lower (the worker at 15) stays where it is', { 100: 0, 101: 15, 102: 0 }, [], 1, { 100: 0, 101: 15, 102: 10 }],
    ['a server at nice 12: its helpers to 19, the lowest there is', { 100: 12, 101: 12, 102: 0 }, [], 2, { 100: 12, 101: 19, 102: 19 }],
    ['a server at nice −5 (started so by its admin): its helpers to 5', { 100: -5, 101: -5 }, [], 1, { 100: -5, 101: 5 }],
    ['a thread that ended meanwhile (ESRCH): the others are lowered', { 100: 0, 101: 0, 102: 0 }, [101], 1, { 100: 0, 101: 0, 102: 10 }],
  ] as const)('%s', (_, threads, failing, lowered, after) => {
    const { control, now } = fakeThreads(threads, failing);
    expect(yieldHelperThreads(control)).toBe(lowered);
    expect(now).toEqual(after);
  });

  it('does nothing where the threads cannot be listed (no /proc) or their priority not read', () => {
    const { control, now } = fakeThreads({ 100: 0, 101: 0 });
    expect(
      yieldHelperThreads({
        ...control,
        threads: () => {
          throw Object.assign(new Error('ENOENT: /proc/self/task'), { code: 'ENOENT' });
        },
      }),
    ).toBe(0);
    expect(
      yieldHelperThreads({
        ...control,
        getPriority: () => {
          throw systemError('EACCES (permission denied)');
        },
      }),
    ).toBe(0);
    expect(now).toEqual({ 100: 0, 101: 0 });
  });
});

/** The nice value of each thread of this process, from /proc (field 19 of its stat). */
function niceByThread(): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      out.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

const small = keizerTournament(
  [1, 2, 3, 4].map((id) => ({ id, name: `P${id}`, rating: 2000 - 100 * id })),
  [
    [
      [1, 2, '1-0'],
      [3, 4, '0-1'],
    ],
  ],
  {},
  [],
  3,
);

describe('the pool’s worker and the helper threads on this machine', () => {
  const linux = existsSync('/proc/self/task');

  it('helpers: normal — only the worker’s own thread goes below the server’s', async () => {
    if (!linux) {
      expect(yieldHelperThreads()).toBe(0); // nowhere to list threads: nothing changes
      return;
    }
    const before = niceByThread();
    const server = before.get(process.pid)!;
    const pool = new ComputePool({ size: 1, helpers: 'normal' });
    try {
      // An order check is always a worker's task (a simulation, keizer.md §8).
      expect((await pool.run({ kind: 'order-check', tournament: small, samples: 2 })).ok).toBe(true);
      const after = niceByThread();
      expect(after.get(process.pid)).toBe(server);
      for (const [tid, nice] of before) if (after.has(tid)) expect([tid, after.get(tid)]).toEqual([tid, nice]);
      const started = [...after].filter(([tid]) => !before.has(tid));
      expect(started.some(([, nice]) => nice === Math.min(19, server + YIELD_NICE))).toBe(true); // the worker
    } finally {
      pool.close();
    }
  });

  it('helpers: low (the default) — every other thread alive then goes 10 below the server’s, the server’s stays', async () => {
    if (!linux) {
      expect(yieldHelperThreads()).toBe(0);
      return;
    }
    const before = niceByThread();
    const server = before.get(process.pid)!;
    const pool = new ComputePool({ size: 1 });
    try {
      expect((await pool.run({ kind: 'order-check', tournament: small, samples: 2 })).ok).toBe(true);
      const after = niceByThread();
      expect(after.get(process.pid)).toBe(server);
      const target = Math.min(19, server + YIELD_NICE);
      const helpers = [...before.keys()].filter((tid) => tid !== process.pid && after.has(tid));
      expect(helpers.length).toBeGreaterThan(0); // V8's helpers at least: Node starts them with the process
      for (const tid of helpers) expect([tid, after.get(tid)! >= target]).toEqual([tid, true]);
    } finally {
      pool.close();
    }
  });
});
