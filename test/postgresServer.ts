// A throw-away PostgreSQL server for the tests (Debian's postgresql package, installed by .ci/run).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest Debian PostgreSQL server installed (/usr/lib/postgresql/VERSION/bin). */
function serverBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) throw new Error('no PostgreSQL server found in /usr/lib/postgresql: install it (apt-get install postgresql), as .ci/run does');
  return join(root, newest, 'bin');
}

/** A throw-away PostgreSQL server (initdb + pg_ctl; as the postgres user when run as root); its URL and how to stop it. */
export function startServer(): { url: string; stop: () => void } {
  const bin = serverBin();
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const asPostgres = (cmd: string, args: string[]): void => {
    if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' });
    else execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  };
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
