import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from '../core/result.js';
import { writeFileAtomic } from './atomicFile.js';
import { withFileLock } from './fileLock.js';
import type { Access, AccountStore, DirectorAccount, Session } from './accounts.js';

/**
 * The folder store's directors, sessions and tournament owners: three small text files in `DIR/.arbiter/`,
 * readable only by their owner (mode 600), each changed under its lock like a tournament file.
 *
 *     directors.txt   director NAME scrypt$…
 *     sessions.txt    session SHA256-OF-TOKEN NAME EXPIRES
 *     access.txt      tournament ID owner=NAME directors=NAME,NAME
 */
export class FolderAccounts implements AccountStore {
  private readonly cache = new Map<string, { ino: number; mtimeMs: number; size: number; lines: string[][] }>();

  constructor(private readonly dir: string) {}

  async directors(): Promise<readonly DirectorAccount[]> {
    return this.read('directors.txt').map(([, name, passwordHash]) => ({ name: name!, passwordHash: passwordHash! }));
  }

  async addDirector(account: DirectorAccount): Promise<Result<true>> {
    return this.change('directors.txt', (lines) => {
      if (lines.some(([, name]) => name!.toLowerCase() === account.name.toLowerCase())) return err({ code: 'exists', message: `there is already a director "${account.name}"` });
      return ok([...lines, ['director', account.name, account.passwordHash]]);
    });
  }

  async addFirstDirector(account: DirectorAccount): Promise<Result<true>> {
    return this.change('directors.txt', (lines) => {
      if (lines.length > 0) return err({ code: 'exists', message: 'there is a director already: the first one is made once' });
      return ok([['director', account.name, account.passwordHash]]);
    });
  }

  async setPassword(name: string, passwordHash: string, { keepSession }: { readonly keepSession?: string } = {}): Promise<Result<true>> {
    const set = await this.change('directors.txt', (lines) => {
      if (!lines.some(([, n]) => n === name)) return err({ code: 'not-found', message: `there is no director "${name}"` });
      return ok(lines.map((l) => (l[1] === name ? ['director', name, passwordHash] : l)));
    });
    if (!set.ok) return set;
    // After the new password is in force: a session made meanwhile with the old one ends too.
    return this.change('sessions.txt', (lines) => ok(lines.filter((l) => l[2] !== name || l[1] === keepSession)));
  }

  async removeDirector(name: string): Promise<Result<true>> {
    const removed = await this.change('directors.txt', (lines) => {
      if (!lines.some(([, n]) => n === name)) return err({ code: 'not-found', message: `there is no director "${name}"` });
      return ok(lines.filter((l) => l[1] !== name));
    });
    if (!removed.ok) return removed;
    // His sessions end with him.
    return this.change('sessions.txt', (lines) => ok(lines.filter((l) => l[2] !== name)));
  }

  async createSession(tokenHash: string, session: Session): Promise<void> {
    const now = new Date().toISOString();
    await this.change('sessions.txt', (lines) => ok([...lines.filter((l) => l[3]! > now), ['session', tokenHash, session.director, session.expires]]));
  }

  async session(tokenHash: string): Promise<Session | undefined> {
    const line = this.read('sessions.txt').find((l) => l[1] === tokenHash);
    return line ? { director: line[2]!, expires: line[3]! } : undefined;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.change('sessions.txt', (lines) => ok(lines.filter((l) => l[1] !== tokenHash)));
  }

  async access(tournament: string): Promise<Access> {
    const line = this.read('access.txt').find((l) => l[1] === tournament);
    if (!line) return { directors: [] };
    const field = (key: string) => line.find((w) => w.startsWith(`${key}=`))?.slice(key.length + 1);
    const owner = field('owner');
    return { ...(owner ? { owner } : {}), directors: (field('directors') ?? '').split(',').filter(Boolean) };
  }

  async setAccess(tournament: string, access: Access): Promise<void> {
    const line = ['tournament', tournament, ...(access.owner ? [`owner=${access.owner}`] : []), `directors=${access.directors.join(',')}`];
    await this.change('access.txt', (lines) => ok([...lines.filter((l) => l[1] !== tournament), line]));
  }

  private file(name: string): string {
    return join(this.dir, '.arbiter', name);
  }

  /** The lines of a file, split into words (comments and blank lines left out); cached until it changes. */
  private read(name: string): string[][] {
    const file = this.file(name);
    if (!existsSync(file)) return [];
    const { ino, mtimeMs, size } = statSync(file);
    const hit = this.cache.get(name);
    if (hit && hit.ino === ino && hit.mtimeMs === mtimeMs && hit.size === size) return hit.lines;
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#'))
      .map((l) => l.trim().split(/\s+/));
    this.cache.set(name, { ino, mtimeMs, size, lines });
    return lines;
  }

  private async change(name: string, f: (lines: string[][]) => Result<string[][]>): Promise<Result<true>> {
    const file = this.file(name);
    mkdirSync(join(this.dir, '.arbiter'), { recursive: true, mode: 0o700 });
    const locked = await withFileLock(file, async () => {
      this.cache.delete(name);
      const next = f(this.read(name));
      if (!next.ok) return next;
      writeFileAtomic(file, `# arbiter ${name}: changed by arbiter; do not edit while a server runs\n${next.value.map((l) => l.join(' ')).join('\n')}\n`, {
        backup: false,
        mode: 0o600,
      });
      this.cache.delete(name);
      return ok(true as const);
    });
    return locked.ok ? locked.value : locked;
  }
}
