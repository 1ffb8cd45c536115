import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { CliExit, type CliIo } from './io.js';
import type { CliState } from './commands.js';
import { checkDirectorName, checkPassword, hashPassword, type AccountStore, type NewMember } from '../store/accounts.js';
import { checkClubName, clubIdFromName, parseClubRole } from '../store/clubs.js';
import { FolderStore } from '../store/folderStore.js';
import { PostgresStore, postgresClient } from '../store/postgresStore.js';

/**
 * `arbiter director add|list|password|role|remove`: the directors who may change tournaments in the web app,
 * kept beside the tournaments (`DIR/.arbiter/directors.txt`) or in the database. A password is read from
 * standard input (typed without echo at a terminal) and stored as a scrypt hash.
 */
export function registerDirectorCommand(program: Command, io: CliIo, _state: CliState): void {
  const where = (cmd: Command) =>
    cmd
      .addOption(new Option('--dir <folder>', 'the folder of tournament files the web app serves').default('tournaments'))
      .addOption(new Option('--database <url>', 'the PostgreSQL database the web app serves (default: $DATABASE_URL when --dir is not given)'));

  const director = program.command('director').description('the directors who may change tournaments in the web app');

  where(
    director
      .command('add')
      .description('make a director; the password is read from standard input')
      .argument('<name>', 'one word, e.g. anna')
      .addOption(new Option('--club <club>', 'the club he directs for: a club\'s id, or a new club\'s name (default: the first club; on a new store a new club "Club")'))
      .addOption(new Option('--admin', 'make him an admin of the club (who adds and removes its directors); the first director of a new club is one')),
  ).action(async (name: string, opts: Where & { club?: string; admin?: boolean }) =>
    withAccounts(io, opts, async (accounts) => {
      const checked = checkDirectorName(name);
      if (!checked.ok) throw new CliExit(checked.error.message);
      const to = await clubFor(accounts, opts);
      const password = await readPassword(io, `password for ${checked.value}: `);
      const added = await accounts.addDirector({ name: checked.value, passwordHash: await hashPassword(password) }, to);
      if (!added.ok) throw new CliExit(added.error.message);
      const member = (await accounts.members()).find((m) => m.director === checked.value);
      const club = (await accounts.clubs()).find((c) => c.id === member?.club);
      io.out(`director ${checked.value} added${club && member ? ` to club ${club.name} (${club.id}) as ${member.role}` : ''}\n`);
    }),
  );

  where(director.command('list').description('list the directors, each with his clubs and role')).action(async (opts: Where) =>
    withAccounts(io, opts, async (accounts) => {
      const all = await accounts.directors();
      if (all.length === 0) io.out('no directors yet (arbiter director add NAME)\n');
      const members = await accounts.members();
      for (const d of all) {
        const clubs = members.filter((m) => m.director === d.name).map((m) => `${m.club} (${m.role})`);
        io.out(`${d.name}${clubs.length ? `  ${clubs.join(', ')}` : ''}\n`);
      }
    }),
  );

  where(director.command('password').description("set a director's password (read from standard input)").argument('<name>', 'the director')).action(
    async (name: string, opts: Where) =>
      withAccounts(io, opts, async (accounts) => {
        if (!(await accounts.directors()).some((d) => d.name === name)) throw new CliExit(`there is no director "${name}"`);
        const password = await readPassword(io, `new password for ${name}: `);
        // From the command line no session is kept: every login of his ends (one may have been stolen).
        const set = await accounts.setPassword(name, await hashPassword(password));
        if (!set.ok) throw new CliExit(set.error.message);
        io.out(`password of ${name} changed; his logins have ended\n`);
      }),
  );

  where(
    director
      .command('role')
      .description('make a director admin or member of a club (he joins it if he is not one of its directors)')
      .argument('<name>', 'the director')
      .argument('<role>', 'admin or member')
      .requiredOption('--club <club>', "the club's id (arbiter director list shows them)"),
  ).action(async (name: string, role: string, opts: Where & { club: string }) =>
    withAccounts(io, opts, async (accounts) => {
      const parsed = parseClubRole(role);
      if (!parsed.ok) throw new CliExit(parsed.error.message);
      const set = await accounts.setMember({ club: opts.club, director: name, role: parsed.value });
      if (!set.ok) throw new CliExit(set.error.message);
      io.out(`director ${name} is ${parsed.value === 'admin' ? 'an admin' : 'a member'} of club ${opts.club}\n`);
    }),
  );

  where(director.command('remove').description("remove a director (his logins end); a club's last admin stays").argument('<name>', 'the director')).action(
    async (name: string, opts: Where) =>
      withAccounts(io, opts, async (accounts) => {
        const removed = await accounts.removeDirector(name);
        if (!removed.ok && removed.error.code === 'last-admin')
          throw new CliExit(
            `${removed.error.message} (arbiter director role NAME admin --club CLUB), or add one (arbiter director add NAME --club CLUB --admin); nothing was changed`,
          );
        if (!removed.ok) throw new CliExit(removed.error.message);
        io.out(`director ${name} removed\n`);
      }),
  );
}

interface Where {
  readonly dir: string;
  readonly database?: string;
}

/** Where `director add --club X [--admin]` puts him: the club of that id, else a new club of that name. */
async function clubFor(accounts: AccountStore, opts: { club?: string; admin?: boolean }): Promise<NewMember | undefined> {
  const clubs = await accounts.clubs();
  const role = opts.admin ? 'admin' : 'member';
  if (opts.club === undefined) {
    if (!opts.admin || clubs.length === 0) return undefined;
    return { club: clubs[0]!.id, role };
  }
  const byId = clubs.find((c) => c.id === opts.club);
  if (byId) return { club: byId.id, role };
  const name = checkClubName(opts.club.trim());
  if (!name.ok) throw new CliExit(name.error.message);
  return {
    club: clubIdFromName(
      name.value,
      clubs.map((c) => c.id),
    ),
    role: 'admin',
    newClub: name.value,
  };
}

async function readPassword(io: CliIo, prompt: string): Promise<string> {
  const password = await io.readSecret(prompt);
  const checked = checkPassword(password);
  if (!checked.ok) throw new CliExit(`${checked.error.message}; nothing was changed`);
  return checked.value;
}

/** Opens the accounts of a folder or a database for one command. */
async function withAccounts(io: CliIo, opts: Where, work: (accounts: AccountStore) => Promise<void>): Promise<void> {
  const database = opts.database ?? (process.env.DATABASE_URL && opts.dir === 'tournaments' ? process.env.DATABASE_URL : undefined);
  if (database === undefined) return work(new FolderStore(resolve(io.cwd, opts.dir)).accounts);
  if (!/^postgres(ql)?:\/\//.test(database)) throw new CliExit(`database "${database}" is not a PostgreSQL URL (postgres://user@host/name)`);
  const opened = await PostgresStore.open(postgresClient(database));
  if (!opened.ok) throw new CliExit(opened.error.message, 1);
  try {
    await work(opened.value.accounts);
  } finally {
    opened.value.close();
  }
}
