import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { Command, Option } from 'commander';
import { CliExit, type CliIo } from './io.js';
import type { CliState } from './commands.js';
import { deletedFile, readHistory, restoreTournamentFile, type FileTarget } from '../store/tournamentFiles.js';
import { parseWhole } from '../core/fields.js';

/**
 * `arbiter history --file T` lists the versions of a tournament file (`T.history`: every save, by the CLI,
 * the web app or an editor); `arbiter restore N --file T` brings version N back, as a new version. Both work
 * on a tournament deleted in the web app too: its file is gone, its history stays.
 */
export function registerHistoryCommands(program: Command, io: CliIo, _state: CliState): void {
  const fileOption = () => new Option('-f, --file <path>', 'the tournament file').makeOptionMandatory();
  const target = (opts: { file: string }): FileTarget => {
    const path = resolve(io.cwd, opts.file);
    const t = { path, shown: opts.file };
    if (!existsSync(path) && deletedFile(t) === undefined) throw new CliExit(`${opts.file}: no such tournament file, nor the history of a deleted one`);
    return t;
  };

  program
    .command('history')
    .description('the saved versions of a tournament file: when, by whom, what changed')
    .addOption(fileOption())
    .option('--json', 'print JSON')
    .option('--last <n>', 'only the last N versions')
    .action((opts: { file: string; json?: boolean; last?: string }) => {
      const file = target(opts);
      const r = readHistory(file);
      if (!r.ok) throw new CliExit(r.error.message);
      const last = opts.last === undefined ? undefined : parseWhole('--last', opts.last, [1, 1_000_000]);
      if (last && !last.ok) throw new CliExit(last.error.message);
      const versions = last ? r.value.slice(-last.value) : r.value;
      if (opts.json) {
        io.out(`${JSON.stringify(versions)}\n`);
        return;
      }
      if (versions.length === 0) {
        io.out(`${opts.file} has no history yet (it begins with the next change)\n`);
        return;
      }
      for (const v of versions) io.out(`${String(v.version).padStart(5)}  ${v.at.slice(0, 19).replace('T', ' ')}  ${v.by.padEnd(16)} ${v.summary}\n`);
      const deleted = deletedFile(file);
      if (deleted)
        io.out(
          `${opts.file} was deleted on ${deleted.at.slice(0, 19).replace('T', ' ')}${deleted.by ? ` by ${deleted.by}` : ''}; "arbiter restore ${deleted.version} --file ${opts.file}" brings its last version back\n`,
        );
    });

  program
    .command('restore')
    .description('bring back an earlier version of a tournament file (see "history"); itself a new version')
    .argument('<version>', 'the version number')
    .addOption(fileOption())
    .action(async (versionText: string, opts: { file: string }) => {
      const version = parseWhole('version', versionText, [1, 1_000_000_000]);
      if (!version.ok) throw new CliExit(version.error.message);
      const r = await restoreTournamentFile(target(opts), version.value, { by: cliUser() });
      if (!r.ok) throw new CliExit(r.error.message);
      io.out(`${opts.file}: version ${version.value} restored (${r.value.tournament.players.length} players, ${r.value.tournament.rounds.length} rounds)\n`);
    });
}

/** Who saves from the command line, for the history: `cli:USER`. */
export function cliUser(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}
