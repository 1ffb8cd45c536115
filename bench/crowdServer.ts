/**
 * The server of bench/crowd.ts, in a process of its own so that the readers' work (50 fetches at once,
 * in the bench's process) is not counted as the server's: a folder store with a 10-player club, a
 * 2,000-player open and two 5,000-player Swiss events (round 1 played), a director anna, one worker thread.
 * Prints its address on its first line. Its thread's event-loop delay (perf_hooks, 5 ms resolution) and the
 * process's CPU time are measured from `reset` (a line on standard input, answered `ok`) to `stats`
 * (answered with a line of JSON: the delay's p50, p99 and max, the CPU time in ms, each thread's CPU time and
 * nice value, the garbage collector's pauses of the server's thread, and the times of each request that
 * carried an `X-Bench-Id`: when its head was read, its answer's head written and its answer sent). Ends when
 * its standard input closes.
 */
import { serve } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { createApp } from '../src/server/app.js';
import { FolderStore } from '../src/store/folderStore.js';
import { ComputePool } from '../src/server/computePool.js';
import { hashPassword } from '../src/store/accounts.js';
import { bigSwiss } from './serverLoad.js';

/** A request's times on the server (ms since the epoch, to the microsecond). */
export interface ServerRequest {
  readonly id: string;
  /** Its connection accepted by the server's thread. */
  readonly accepted: number;
  /** Its head read (the 'request' event: the server's thread got to it). */
  readonly arrive: number;
  /** Its answer's head written (the route's work done). */
  readonly head: number;
  /** Its answer handed to the operating system (the 'finish' event). */
  readonly finish: number;
}

/** A thread of the server's process: its name, nice value and CPU time (ms) between `reset` and `stats`. */
export interface ThreadStats {
  /** Its id; the process's id for the server's own thread. */
  readonly tid: number;
  readonly name: string;
  readonly nice: number;
  readonly cpuMs: number;
  /** Its time waiting for a core while it could run (schedstat), ms. */
  readonly waitMs: number;
}

/** A pause of the garbage collector (ms since the epoch, its length in ms). */
export interface GcPause {
  readonly start: number;
  readonly ms: number;
}

/** What the server measured between `reset` and `stats`. */
export interface ServerStats {
  readonly pid: number;
  readonly delayP50: number;
  readonly delayP99: number;
  readonly delayMax: number;
  readonly cpuMs: number;
  readonly threads: readonly ThreadStats[];
  readonly gc: readonly GcPause[];
  readonly requests: readonly ServerRequest[];
  /** The server's thread's stops of 20 ms and more (a 2 ms timer late by that much). */
  readonly stops: readonly GcPause[];
  /** The pool's tasks: kind, sent and answered. */
  readonly tasks: readonly { readonly kind: string; readonly start: number; readonly end: number }[];
  /** One instant in ms since the epoch and in the monotonic clock's µs (a CPU profile's time). */
  readonly clock: { readonly epochMs: number; readonly monoUs: number };
}

/** The time now in ms since the epoch, comparable between processes of one machine. */
export const now = (): number => performance.timeOrigin + performance.now();

/** Each thread of this process (Linux: /proc/self/task): its name, nice value and CPU time in ms; none elsewhere. */
function threads(): Map<string, ThreadStats> {
  const out = new Map<string, ThreadStats>();
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return out;
  }
  const tick = 10; // ms per clock tick (USER_HZ 100)
  for (const tid of tasks) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 14 and 15 (utime, stime) and 19 (nice), counted from 1 with pid and comm as 1 and 2.
      const waitNs = Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[1]);
      out.set(tid, { tid: Number(tid), name, nice: Number(f[16]), cpuMs: (Number(f[11]) + Number(f[12])) * tick, waitMs: waitNs / 1e6 });
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

const dir = mkdtempSync(join(tmpdir(), 'arbiter-crowd-'));
const store = new FolderStore(join(dir, 'tournaments'));
await store.accounts.addDirector({ name: 'anna', passwordHash: await hashPassword('correct horse battery') });
for (const [id, n] of [
  ['club', 10],
  ['open', 2000],
  ['big', 5000],
  ['quiet', 5000],
] as const)
  await store.create(id, bigSwiss(n, { roundOnePlayed: true }), 'anna');
const pool = new ComputePool({ size: 1, ...(process.env.CROWD_HELPERS === 'normal' ? { helpers: 'normal' as const } : {}) });
let tasks: { kind: string; start: number; end: number }[] = [];
const run = pool.run.bind(pool);
pool.run = async (task) => {
  const start = now();
  const r = await run(task);
  tasks.push({ kind: task.kind, start, end: now() });
  return r;
};
let stops: GcPause[] = [];
let tick = now();
setInterval(() => {
  const t = now();
  if (t - tick > 22) stops.push({ start: tick, ms: t - tick - 2 });
  tick = t;
}, 2);
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
let cpu = process.cpuUsage();
let before = threads();
let requests: ServerRequest[] = [];
let gc: GcPause[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gc.push({ start: performance.timeOrigin + e.startTime, ms: e.duration });
}).observe({ entryTypes: ['gc'] });
const server = serve({ fetch: createApp({ store, pool }).fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
const acceptedAt = new WeakMap<object, number>();
server.prependListener('connection', (socket: object) => acceptedAt.set(socket, now()));
// Before the app's own listener: the times of each request the bench marked.
server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
  const id = req.headers['x-bench-id'];
  if (typeof id !== 'string') return;
  const arrive = now();
  let head = 0;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (...args: unknown[]) => {
    head = now();
    return writeHead(...args);
  };
  res.on('finish', () => requests.push({ id, accepted: acceptedAt.get(req.socket) ?? 0, arrive, head: head || now(), finish: now() }));
});
createInterface({ input: process.stdin })
  .on('line', (line) => {
    if (line === 'reset') {
      delay.reset();
      cpu = process.cpuUsage();
      before = threads();
      requests = [];
      gc = [];
      stops = [];
      tasks = [];
      process.stdout.write('ok\n');
    } else if (line === 'stats') {
      const used = process.cpuUsage(cpu);
      const after = [...threads()].map(([tid, t]) => ({ ...t, cpuMs: t.cpuMs - (before.get(tid)?.cpuMs ?? 0), waitMs: t.waitMs - (before.get(tid)?.waitMs ?? 0) }));
      const stats: ServerStats = {
        pid: process.pid,
        delayP50: delay.percentile(50) / 1e6,
        delayP99: delay.percentile(99) / 1e6,
        delayMax: delay.max / 1e6,
        cpuMs: (used.user + used.system) / 1000,
        threads: after,
        gc,
        requests,
        stops,
        tasks,
        clock: { epochMs: now(), monoUs: Number(process.hrtime.bigint() / 1000n) },
      };
      process.stdout.write(`${JSON.stringify(stats)}\n`);
    }
  })
  .on('close', () => {
    pool.close();
    store.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
