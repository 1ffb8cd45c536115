// A throw-away PostgreSQL server for the tests (Debian's postgresql package, installed by .ci/run).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Ports to try, below Linux's ephemeral range (32768–60999), where the tests' own connections take theirs:
 * a random port there was once taken by one of them and the server did not start.
 */
function somePorts(count: number): number[] {
  return Array.from({ length: count }, () => 20000 + Math.floor(Math.random() * 12000));
}

/**
 * A throw-away PostgreSQL server (initdb + pg_ctl; as the postgres user when run as root); its URL and how
 * to stop it. A port another process holds is passed over for the next of `ports`.
 */
export function startServer(ports: readonly number[] = somePorts(5)): { url: string; stop: () => void } {
  const bin = serverBin();
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const log = join(dir, 'log');
  const asPostgres = (cmd: string, args: string[]): void => {
    if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' });
    else execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  };
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  for (const port of ports) {
    try {
      asPostgres('pg_ctl', ['-D', data, '-w', '-l', log, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
    } catch (e) {
      if (existsSync(log) && readFileSync(log, 'utf8').includes('Address already in use')) {
        writeFileSync(log, '');
        continue;
      }
      rmSync(dir, { recursive: true, force: true });
      throw e;
    }
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
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`no free port for the PostgreSQL server among ${ports.join(', ')}`);
}
