// A server in a process of its own, for the tests of writers in several processes: `server.ts --dir DIR`
// or `server.ts --database URL`; prints "PORT n" once it listens.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/server/app.js';
import { FolderStore } from '../../src/store/folderStore.js';
import { PostgresStore, postgresClient } from '../../src/store/postgresStore.js';
import type { TournamentStore } from '../../src/store/store.js';

const [flag, where] = process.argv.slice(2);
let store: TournamentStore;
if (flag === '--database') {
  const opened = await PostgresStore.open(postgresClient(where!));
  if (!opened.ok) throw new Error(opened.error.message);
  store = opened.value;
} else store = new FolderStore(where!);
const app = createApp({ store });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  store.close();
  server.close();
  process.exit(0);
});
