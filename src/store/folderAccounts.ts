import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from '../core/result.js';
import { writeFileAtomic } from './atomicFile.js';
import { withFileLock } from './fileLock.js';
import { membershipOf, type Access, type AccountStore, type DirectorAccount, type NewMember, type Session } from './accounts.js';
import { planClubs, type Club, type ClubRole, type Membership } from './clubs.js';
import { isLanguage, type Language } from '../core/language.js';
import { checkInvite, inviteId, keepInvite, type Invite, type NewInvite } from './invites.js';

/**
 * The folder store's directors, sessions, clubs and tournament owners: five small text files in
 * `DIR/.arbiter/`, readable only by their owner (mode 600), each changed under its lock like a tournament file.
 *
 *     directors.txt   director NAME scrypt$…
 *     sessions.txt    session SHA256-OF-TOKEN NAME EXPIRES
 *     clubs.txt       club ID NAME (percent-encoded) / member CLUB NAME ROLE
 *     access.txt      tournament ID club=CLUB owner=NAME directors=NAME,NAME
 *     languages.txt   language NAME nl   (the language a director chose in the web app, issue 33)
 *     invites.txt     invite SHA256-OF-TOKEN CLUB ROLE EXPIRES BY USED-BY-or-"-"
 *
 * A folder written before clubs has no clubs.txt: the first use of the accounts makes it (planClubs),
 * after giving each access line its club; a crash between the two steps repeats them.
 */
export class FolderAccounts implements AccountStore {
  private readonly cache = new Map<string, { ino: number; mtimeMs: number; size: number; lines: string[][] }>();

  constructor(private readonly dir: string) {}

  async directors(): Promise<readonly DirectorAccount[]> {
    return this.read('directors.txt').map(([, name, passwordHash]) => ({ name: name!, passwordHash: passwordHash! }));
  }

  async addDirector(account: DirectorAccount, to?: NewMember): Promise<Result<true>> {
    await this.migrated();
    const clubs = await this.clubs();
    const member = membershipOf(account.name, to, clubs);
    if (!member.ok) return member;
    const added = await this.change('directors.txt', (lines) => {
      if (lines.some(([, name]) => name!.toLowerCase() === account.name.toLowerCase())) return err({ code: 'exists', message: `there is already a director "${account.name}"` });
      return ok([...lines, ['director', account.name, account.passwordHash]]);
    });
    if (!added.ok) return added;
    const { club, role, made } = member.value;
    return this.change('clubs.txt', (lines) => ok([...lines, ...(made ? [['club', made.id, encodeURIComponent(made.name)]] : []), ['member', club, account.name, role]]));
  }

  async addFirstDirector(account: DirectorAccount, club: Club): Promise<Result<true>> {
    await this.migrated();
    const added = await this.change('directors.txt', (lines) => {
      if (lines.length > 0) return err({ code: 'exists', message: 'there is a director already: the first one is made once' });
      return ok([['director', account.name, account.passwordHash]]);
    });
    if (!added.ok) return added;
    return this.change('clubs.txt', (lines) => ok([...lines.filter((l) => l[1] !== club.id), ...clubLines(club, account.name)]));
  }

  async clubs(): Promise<readonly Club[]> {
    await this.migrated();
    return this.read('clubs.txt').flatMap((l) => (l[0] === 'club' ? [{ id: l[1]!, name: decodeURIComponent(l[2] ?? '') }] : []));
  }

  async members(): Promise<readonly Membership[]> {
    await this.migrated();
    const lines = this.read('clubs.txt');
    const order = new Map(lines.filter((l) => l[0] === 'club').map((l, i) => [l[1]!, i]));
    // In the order the clubs were made, then by name (as PostgreSQL answers).
    return lines
      .flatMap((l) => (l[0] === 'member' ? [{ club: l[1]!, director: l[2]!, role: l[3] as ClubRole }] : []))
      .sort((a, b) => (order.get(a.club) ?? 0) - (order.get(b.club) ?? 0) || (a.director < b.director ? -1 : a.director > b.director ? 1 : 0));
  }

  async addClub(club: Club, admin: string): Promise<Result<true>> {
    await this.migrated();
    if (!(await this.directors()).some((d) => d.name === admin)) return err({ code: 'not-found', message: `there is no director "${admin}"` });
    return this.change('clubs.txt', (lines) => {
      if (lines.some((l) => l[0] === 'club' && l[1] === club.id)) return err({ code: 'exists', message: `there is already a club "${club.id}"` });
      return ok([...lines, ...clubLines(club, admin)]);
    });
  }

  async setMember(member: Membership): Promise<Result<true>> {
    await this.migrated();
    if (!(await this.directors()).some((d) => d.name === member.director)) return err({ code: 'not-found', message: `there is no director "${member.director}"` });
    return this.change('clubs.txt', (lines) => {
      if (!lines.some((l) => l[0] === 'club' && l[1] === member.club)) return err({ code: 'not-found', message: `there is no club "${member.club}"` });
      const others = lines.filter((l) => !(l[0] === 'member' && l[1] === member.club && l[2] === member.director));
      const next = [...others, ['member', member.club, member.director, member.role]];
      return keepsAdmin(next, member.club) || !keepsAdmin(lines, member.club) ? ok(next) : lastAdmin(member.club, member.director);
    });
  }

  async removeMember(club: string, director: string): Promise<Result<true>> {
    await this.migrated();
    return this.change('clubs.txt', (lines) => {
      if (!lines.some((l) => l[0] === 'member' && l[1] === club && l[2] === director))
        return err({ code: 'not-found', message: `${director} is not a director of club "${club}"` });
      const next = lines.filter((l) => !(l[0] === 'member' && l[1] === club && l[2] === director));
      return keepsAdmin(next, club) || !keepsAdmin(lines, club) ? ok(next) : lastAdmin(club, director);
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
    await this.migrated();
    if (!(await this.directors()).some((d) => d.name === name)) return err({ code: 'not-found', message: `there is no director "${name}"` });
    // His clubs first, under their file's lock: the last admin of a club stays (the check and the change one step).
    const left = await this.change('clubs.txt', (lines) => {
      const next = lines.filter((l) => !(l[0] === 'member' && l[2] === name));
      const orphaned = lines.find((l) => l[0] === 'member' && l[2] === name && l[3] === 'admin' && !keepsAdmin(next, l[1]!));
      return orphaned ? lastAdmin(orphaned[1]!, name) : ok(next);
    });
    if (!left.ok) return left;
    const removed = await this.change('directors.txt', (lines) => {
      if (!lines.some(([, n]) => n === name)) return err({ code: 'not-found', message: `there is no director "${name}"` });
      return ok(lines.filter((l) => l[1] !== name));
    });
    if (!removed.ok) return removed;
    await this.change('languages.txt', (lines) => ok(lines.filter((l) => l[1] !== name)));
    // His sessions end with him.
    return this.change('sessions.txt', (lines) => ok(lines.filter((l) => l[2] !== name)));
  }

  async language(director: string): Promise<Language | undefined> {
    const word = this.read('languages.txt').find((l) => l[0] === 'language' && l[1] === director)?.[2];
    // A line edited by hand to a language we do not have is no choice (his browser's is used).
    return word !== undefined && isLanguage(word) ? word : undefined;
  }

  async setLanguage(director: string, language: Language | undefined): Promise<Result<true>> {
    if (!this.read('directors.txt').some(([, n]) => n === director)) return err({ code: 'not-found', message: `there is no director "${director}"` });
    return this.change('languages.txt', (lines) => ok([...lines.filter((l) => l[1] !== director), ...(language ? [['language', director, language]] : [])]));
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
    await this.migrated();
    const line = this.read('access.txt').find((l) => l[1] === tournament);
    return line ? accessOf(line) : { directors: [] };
  }

  async setAccess(tournament: string, access: Access): Promise<void> {
    await this.migrated();
    await this.change('access.txt', (lines) => ok([...lines.filter((l) => l[1] !== tournament), accessLine(tournament, access)]));
  }

  async addInvite(tokenHash: string, invite: NewInvite, now: Date): Promise<Result<Invite>> {
    if (!(await this.clubs()).some((c) => c.id === invite.club)) return err({ code: 'not-found', message: `there is no club "${invite.club}"` });
    const added = await this.change('invites.txt', (lines) =>
      ok([...lines.filter((l) => keepInvite(l[4]!, now)), ['invite', tokenHash, invite.club, invite.role, invite.expires, invite.by, '-']]),
    );
    return added.ok ? ok({ id: inviteId(tokenHash), ...invite }) : added;
  }

  async invites(club: string): Promise<readonly Invite[]> {
    return this.read('invites.txt').flatMap((l) => (l[2] === club ? [inviteOf(l)] : []));
  }

  async invite(tokenHash: string): Promise<Invite | undefined> {
    const line = this.read('invites.txt').find((l) => l[1] === tokenHash);
    return line ? inviteOf(line) : undefined;
  }

  async removeInvite(club: string, id: string): Promise<Result<true>> {
    return this.change('invites.txt', (lines) => {
      const line = lines.find((l) => l[2] === club && inviteId(l[1]!) === id && l[6] === '-');
      return line ? ok(lines.filter((l) => l !== line)) : err({ code: 'not-found', message: `club "${club}" has no open invite ${id}` });
    });
  }

  async acceptInvite(tokenHash: string, account: DirectorAccount, now: Date): Promise<Result<Invite>> {
    await this.migrated();
    const name = 'invites.txt';
    mkdirSync(join(this.dir, '.arbiter'), { recursive: true, mode: 0o700 });
    // Under the invites' lock: the check, the mark "used" (first: a crash after it spends the link and makes
    // nobody, never two), the new director; his name taken, the link is left as it was.
    const locked = await withFileLock(this.file(name), async (): Promise<Result<Invite>> => {
      this.cache.delete(name);
      const lines = this.read(name);
      const line = lines.find((l) => l[1] === tokenHash);
      const checked = checkInvite(line && inviteOf(line), now);
      if (!checked.ok) return checked;
      this.write(
        name,
        lines.map((l) => (l === line ? [...l.slice(0, 6), account.name] : l)),
      );
      const added = await this.addDirector(account, { club: checked.value.club, role: checked.value.role });
      if (!added.ok) this.write(name, lines);
      return added.ok ? ok({ ...checked.value, usedBy: account.name }) : added;
    });
    return locked.ok ? locked.value : locked;
  }

  private migration: Promise<void> | undefined;

  /** Makes clubs.txt in a folder written before clubs (see planClubs), once per process. */
  private migrated(): Promise<void> {
    return (this.migration ??= this.migrate().catch((e: unknown) => {
      this.migration = undefined;
      throw e;
    }));
  }

  private async migrate(): Promise<void> {
    if (existsSync(this.file('clubs.txt'))) return;
    const directors = this.read('directors.txt').map(([, name, passwordHash]) => ({ name: name!, passwordHash: passwordHash! }));
    if (directors.length === 0) return; // the first director makes the first club
    const plan = planClubs({ directors, access: new Map(this.read('access.txt').map((l) => [l[1]!, accessOf(l)])) });
    // The tournaments first, the clubs last: clubs.txt says the folder is done.
    if (plan.access.size > 0) await this.change('access.txt', () => ok([...plan.access].map(([id, a]) => accessLine(id, a))));
    await this.change('clubs.txt', (lines) => {
      if (lines.length > 0) return ok(lines); // another process was first
      return ok([...plan.clubs.map((c) => ['club', c.id, encodeURIComponent(c.name)]), ...plan.members.map((m) => ['member', m.club, m.director, m.role])]);
    });
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
      this.write(name, next.value);
      return ok(true as const);
    });
    return locked.ok ? locked.value : locked;
  }

  /** Writes a file's lines (its lock held). */
  private write(name: string, lines: readonly (readonly string[])[]): void {
    writeFileAtomic(this.file(name), `# arbiter ${name}: changed by arbiter; do not edit while a server runs\n${lines.map((l) => l.join(' ')).join('\n')}\n`, {
      backup: false,
      mode: 0o600,
    });
    this.cache.delete(name);
  }
}

/** `invite HASH CLUB ROLE EXPIRES BY USED` (USED: the director it made, or "-"). */
function inviteOf(line: readonly string[]): Invite {
  const used = line[6];
  return {
    id: inviteId(line[1]!),
    club: line[2]!,
    role: line[3] as ClubRole,
    expires: line[4]!,
    by: line[5]!,
    ...(used !== undefined && used !== '-' ? { usedBy: used } : {}),
  };
}

function accessOf(line: readonly string[]): Access {
  const field = (key: string) => line.find((w) => w.startsWith(`${key}=`))?.slice(key.length + 1);
  const owner = field('owner');
  const club = field('club');
  return { ...(club ? { club } : {}), ...(owner ? { owner } : {}), directors: (field('directors') ?? '').split(',').filter(Boolean) };
}

function accessLine(tournament: string, access: Access): string[] {
  return ['tournament', tournament, ...(access.club ? [`club=${access.club}`] : []), ...(access.owner ? [`owner=${access.owner}`] : []), `directors=${access.directors.join(',')}`];
}

const clubLines = (club: Club, admin: string): string[][] => [
  ['club', club.id, encodeURIComponent(club.name)],
  ['member', club.id, admin, 'admin'],
];

const keepsAdmin = (lines: readonly string[][], club: string): boolean => lines.some((l) => l[0] === 'member' && l[1] === club && l[3] === 'admin');

const lastAdmin = (club: string, director: string): Result<never> =>
  err({ code: 'last-admin', message: `${director} is the last admin of club "${club}": make another director admin first` });
