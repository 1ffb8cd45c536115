/**
 * The server of bench/crowd.ts, in a process of its own so that the readers' work (50 fetches at once,
 * in the bench's process) is not counted as the server's: a folder store with a 10-player club, a
 * 2,000-player open and two 5,000-player Swiss events (round 1 played), a director anna, one worker thread.
 * Prints its address on its first line. Its thread's event-loop delay (perf_hooks, 5 ms resolution) and the
 * process's CPU time are measured from `reset` (a line on standard input, answered `ok`) to `stats`
 * (answered with a line of JSON: the delay's p50, p99 and max and the CPU time, in ms). Ends when its
 * standard input closes.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { createApp } from '../src/server/app.js';
import { FolderStore } from '../src/store/folderStore.js';
import { ComputePool } from '../src/server/computePool.js';
import { hashPassword } from '../src/store/accounts.js';
import { bigSwiss } from './serverLoad.js';

/** What the server measured between `reset` and `stats`. */
export interface ServerStats {
  readonly delayP50: number;
  readonly delayP99: number;
  readonly delayMax: number;
  readonly cpuMs: number;
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
const pool = new ComputePool({ size: 1 });
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
let cpu = process.cpuUsage();
const server = serve({ fetch: createApp({ store, pool }).fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
createInterface({ input: process.stdin })
  .on('line', (line) => {
    if (line === 'reset') {
      delay.reset();
      cpu = process.cpuUsage();
      process.stdout.write('ok\n');
    } else if (line === 'stats') {
      const used = process.cpuUsage(cpu);
      const stats: ServerStats = { delayP50: delay.percentile(50) / 1e6, delayP99: delay.percentile(99) / 1e6, delayMax: delay.max / 1e6, cpuMs: (used.user + used.system) / 1000 };
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
