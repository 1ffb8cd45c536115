import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { realpathSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FolderStore } from '../store/folderStore.js';
import { PostgresStore, postgresClient } from '../store/postgresStore.js';
import type { TournamentStore } from '../store/store.js';
import { randomBytes } from 'node:crypto';
import { createApp } from './app.js';
import { allowedHosts } from './security.js';
import { buildWeb, WEB_OUT, webBuildIsStale } from './webBuild.js';

const USAGE = `usage: npm start [-- --port N] [--host ADDRESS] [--dir FOLDER | --database URL] [--allowed-host NAME …] [--behind-proxy [--proxy-hops N]]

Serves the arbiter web app over a folder of tournament files, or over a PostgreSQL database.
  --port N             port to listen on (default: $PORT, else 8080)
  --host ADDRESS       address to listen on (default 127.0.0.1: this computer only; 0.0.0.0 for the club's network)
  --dir FOLDER         folder of tournament files (default ./tournaments)
  --database URL       PostgreSQL instead, e.g. postgres://arbiter@localhost/arbiter (default: $DATABASE_URL, else none)
  --allowed-host NAME  another name the server is reached by (a domain behind a proxy); repeat for more
                       (default: this machine's names and addresses; also $ARBITER_ALLOWED_HOSTS, comma-separated)
  --behind-proxy       trust the proxy's X-Forwarded-Proto (Secure cookies) and X-Forwarded-For (login limits)
  --proxy-hops N       how many proxies stand in front of the server (default 1): the client's address is the
                       one N from the right in X-Forwarded-For (what lies left of it the client can make up)

Only directors change tournaments: make one with "arbiter director add NAME --dir FOLDER" (or --database URL),
or, when none exists yet, with the one-time setup link this command prints.
`;

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly dir: string;
  /** A PostgreSQL connection URL: the tournaments are kept there instead of in `dir`. */
  readonly database?: string | undefined;
  /** More names the server is reached by. */
  readonly allowedHosts: readonly string[];
  readonly behindProxy: boolean;
  /** The proxies in front of the server whose X-Forwarded-For entries are trusted (0 unless behindProxy). */
  readonly proxyHops: number;
}

/** Reads the command line and PORT; a message for the director when something is wrong. */
export function parseServeArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ServeOptions | { error: string } | { help: true } {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        dir: { type: 'string' },
        database: { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        'behind-proxy': { type: 'boolean' },
        'proxy-hops': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    return { error: (e as Error).message };
  }
  if (values.help) return { help: true };
  const portText = values.port ?? env.PORT ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) return { error: `port "${portText}" is not a port number (0 to 65535)` };
  if (values.dir !== undefined && values.database !== undefined) return { error: 'choose --dir or --database, not both' };
  const database = values.database ?? (values.dir === undefined ? env.DATABASE_URL : undefined);
  if (database !== undefined && !/^postgres(ql)?:\/\//.test(database)) return { error: `database "${database}" is not a PostgreSQL URL (postgres://user@host/name)` };
  const behindProxy = values['behind-proxy'] ?? false;
  const hopsText = values['proxy-hops'];
  if (hopsText !== undefined && !behindProxy) return { error: '--proxy-hops counts the proxies of --behind-proxy: give both' };
  const proxyHops = behindProxy ? Number(hopsText ?? '1') : 0;
  if (behindProxy && (!/^\d+$/.test(hopsText ?? '1') || proxyHops < 1 || proxyHops > 10)) return { error: `--proxy-hops "${hopsText}" is not a number of proxies (1 to 10)` };
  const allowed = [...(values['allowed-host'] ?? []), ...(env.ARBITER_ALLOWED_HOSTS ?? '').split(',')].map((h) => h.trim()).filter(Boolean);
  return {
    port,
    host: values.host ?? '127.0.0.1',
    dir: resolve(values.dir ?? 'tournaments'),
    ...(database ? { database } : {}),
    allowedHosts: allowed,
    behindProxy,
    proxyHops,
  };
}

async function run(): Promise<void> {
  const options = parseServeArgs(process.argv.slice(2));
  if ('help' in options) return void process.stdout.write(USAGE);
  if ('error' in options) {
    process.stderr.write(`arbiter: ${options.error}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (webBuildIsStale()) {
    process.stdout.write('arbiter: building the web app (once, and again after web/ changes)…\n');
    await buildWeb(WEB_OUT, { force: true });
  }
  let store: TournamentStore = new FolderStore(options.dir);
  let where = options.dir;
  if (options.database) {
    const opened = await PostgresStore.open(postgresClient(options.database));
    if (!opened.ok) {
      process.stderr.write(`arbiter: ${opened.error.message}\n`);
      process.exitCode = 1;
      return;
    }
    store = opened.value;
    where = `the database ${new URL(options.database).pathname.slice(1) || options.database}`;
  }
  // While no director exists, a one-time link lets this machine's browser make the first one (as Jupyter's token).
  const setupToken = (await store.accounts.directors()).length === 0 ? randomBytes(24).toString('base64url') : undefined;
  const app = createApp({
    store,
    webRoot: WEB_OUT,
    hosts: allowedHosts(options.host, options.allowedHosts),
    auth: { setupToken, trustProxy: options.behindProxy, proxyHops: options.proxyHops },
  });
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info) => {
    const shownHost = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
    process.stdout.write(`arbiter: serving the tournaments in ${where} on http://${shownHost}:${info.port}/ (Ctrl+C stops)\n`);
    if (setupToken)
      process.stdout.write(
        `arbiter: no director yet. Make the first one in this machine's browser (the link works once):\n  http://${shownHost}:${info.port}/setup?token=${setupToken}\n`,
      );
  });
  server.on('error', (e: NodeJS.ErrnoException) => {
    process.stderr.write(`arbiter: cannot listen on ${options.host}:${options.port}: ${e.code === 'EADDRINUSE' ? 'the port is in use (try --port 8081)' : e.message}\n`);
    process.exit(1);
  });
  const stop = () => {
    store.close();
    server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const invokedDirectly = (() => {
  try {
    return process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
})();

if (invokedDirectly) await run();
