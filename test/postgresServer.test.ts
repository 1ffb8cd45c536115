// The tests' throw-away PostgreSQL server (test/postgresServer.ts) on a busy machine.
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { postgresClient } from '../src/store/postgresStore.js';
import { startServer } from './postgresServer.js';

/** A port on 127.0.0.1 that this process holds until `close`. */
async function holdPort(): Promise<{ port: number; server: Server }> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const server = createServer();
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => {
        resolve(false);
      });
      server.listen(port, '127.0.0.1', () => {
        resolve(true);
      });
    });
    if (ok) return { port, server };
  }
}

describe('the tests’ PostgreSQL server', () => {
  // Regression: `.ci/run` once failed because the random port was held by another connection
  // ("could not bind IPv4 address: Address already in use"); the server now goes on to the next port.
  it('passes over a port another process holds and starts on the next one', async () => {
    const held = await holdPort();
    const next = await holdPort();
    next.server.close();
    const pg = startServer([held.port, next.port]);
    try {
      expect(pg.url).toBe(`postgres://postgres@127.0.0.1:${next.port}/postgres`);
      const client = postgresClient(pg.url);
      const { rows } = await client.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      held.server.close();
      pg.stop();
    }
  }, 60_000);

  it('says which ports it tried when none is free', async () => {
    const held = await holdPort();
    try {
      expect(() => startServer([held.port])).toThrow(`no free port for the PostgreSQL server among ${held.port}`);
    } finally {
      held.server.close();
    }
  }, 60_000);
});
