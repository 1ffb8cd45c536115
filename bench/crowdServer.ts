/**
 * The server of bench/crowd.ts, in a process of its own so that the readers' work (50 fetches at once,
 * in the bench's process) is not counted as the server's: a folder store with a 10-player club, a
 * 2,000-player open and a 5,000-player Swiss (round 1 played), a director anna, one worker thread.
 * Prints its address on its first line; ends when its standard input closes.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/server/app.js';
import { FolderStore } from '../src/store/folderStore.js';
import { ComputePool } from '../src/server/computePool.js';
import { hashPassword } from '../src/store/accounts.js';
import { bigSwiss } from './serverLoad.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-crowd-'));
const store = new FolderStore(join(dir, 'tournaments'));
await store.accounts.addDirector({ name: 'anna', passwordHash: await hashPassword('correct horse battery') });
for (const [id, n] of [
  ['club', 10],
  ['open', 2000],
  ['big', 5000],
] as const)
  await store.create(id, bigSwiss(n, { roundOnePlayed: true }), 'anna');
const pool = new ComputePool({ size: 1 });
const server = serve({ fetch: createApp({ store, pool }).fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.stdin.resume();
process.stdin.on('end', () => {
  pool.close();
  store.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
