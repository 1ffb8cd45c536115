// Issue 11: no request blocks the others. While round 2 of 5,000 players is paired (about a second of work, in a
// worker thread; round 1 the engine pairs at once), small requests are answered at once. The bench measures the same (npm run bench).
import { afterAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/server/app.js';
import { FolderStore } from '../src/store/folderStore.js';
import { ComputePool } from '../src/server/computePool.js';
import { hashPassword } from '../src/store/accounts.js';
import { bigSwiss, whileBusy } from '../bench/serverLoad.js';

describe('a large pairing does not block the server', () => {
  const pool = new ComputePool({ size: 1 });
  let server: ServerType | undefined;
  afterAll(() => {
    pool.close();
    server?.close();
  });

  it('answers small requests while a 5,000-player round is being paired', async () => {
    const store = new FolderStore(join(mkdtempSync(join(tmpdir(), 'arbiter-busy-')), 'tournaments'));
    await store.accounts.addDirector({ name: 'anna', passwordHash: await hashPassword('correct horse battery') });
    expect((await store.create('big', bigSwiss(5000, { roundOnePlayed: true }), 'anna')).ok).toBe(true);
    const app = createApp({ store, pool });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
        resolve(s);
      });
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { pairMs, latencies, paired } = await whileBusy(url, 'big');
    expect(paired).toBe(2500); // boards of round 2
    // While it was paired (about a second on the project's machine), small requests came and went, each
    // answered at once (a generous bound for a busy CI machine): a server pairing on its own thread would
    // have answered none of them before the pairing (whileBusy counts only those answered before it).
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...latencies)).toBeLessThan(Math.min(1000, pairMs / 2));
  });
});
