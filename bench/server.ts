/**
 * Server benches (issue 11): small requests answered while a 5,000-player round is paired in a worker
 * thread, and `arbiter import --all` of a 50,000-row player list into a tournament file (end to end:
 * parse, register, check the file reads back, save, history).
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/server/app.js';
import { FolderStore } from '../src/store/folderStore.js';
import { ComputePool } from '../src/server/computePool.js';
import { hashPassword } from '../src/store/accounts.js';
import { main } from '../src/cli/main.js';
import { bufferIo } from '../src/cli/io.js';
import { bigSwiss, whileBusy } from './serverLoad.js';

export async function runServerBench(): Promise<void> {
  const store = new FolderStore(join(mkdtempSync(join(tmpdir(), 'arbiter-bench-')), 'tournaments'));
  await store.accounts.addDirector({ name: 'anna', passwordHash: await hashPassword('correct horse battery') });
  await store.create('big', bigSwiss(5000, { roundOnePlayed: true }), 'anna');
  const pool = new ComputePool({ size: 1 });
  const app = createApp({ store, pool });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolve(s);
    });
  });
  try {
    const { pairMs, latencies } = await whileBusy(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'big');
    const sorted = [...latencies].sort((a, b) => a - b);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
    console.log(
      `Server: round 2 of 5,000 players paired in ${(pairMs / 1000).toFixed(2)} s (worker thread); meanwhile ${latencies.length} small requests, median ${q(0.5)} ms, 95th ${q(0.95)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
    );
  } finally {
    pool.close();
    server.close();
  }
}

export async function runImportBench(rows = 50_000): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-import-'));
  const lines = ['fide,name,club,rating,games'];
  for (let i = 0; i < rows; i++) lines.push(`${100000 + i},"Speler${i}, Jan",${200 + (i % 500)},${1000 + (i % 1700)},${i % 300}`);
  writeFileSync(join(dir, 'players.csv'), `${lines.join('\n')}\n`);
  const io = bufferIo(dir);
  if ((await main(['new', '--file', 't.txt'], io)) !== 0) throw new Error(io.stderr());
  const t0 = performance.now();
  const code = await main(['import', 'players.csv', '--all', '--file', 't.txt'], io);
  const ms = performance.now() - t0;
  if (code !== 0) throw new Error(io.stderr());
  console.log(`Import: arbiter import --all of ${rows.toLocaleString('en')} rows into a tournament file in ${(ms / 1000).toFixed(2)} s`);
}
