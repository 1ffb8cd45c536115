import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { CliExit, type CliIo } from './io.js';
import type { CliState } from './commands.js';
import type { Tournament } from '../core/tournament.js';
import { DEFAULT_SYSTEM, seededByRanking, SYSTEMS, type SystemName } from '../core/settings.js';
import { NUMBER_LIMITS } from '../core/fields.js';
import { must } from '../core/tournamentOps.js';
import { changeSetting, createTournament } from '../director/operations.js';
import { DETAIL_KEYS, givenDetails, isDetailKey } from '../core/details.js';
import { SYSTEM_REGISTRY, standings, systemOf } from '../director/registry.js';
import { qualifiedPlayers } from '../scoring/standings.js';
import { TRF_FORMATS, type TrfFormat } from '../formats/trfFile.js';
import { makeTournamentTrf } from '../director/trfExport.js';
import { writeFileAtomic } from '../store/atomicFile.js';
import { createTournamentFile, loadTournamentFile } from '../store/tournamentFiles.js';
import { cliUser } from './historyCommands.js';
import { confirmOption, defaultName, fideConfirmation, fileOption, loadTrfTournament, nameOf, printRound, tournamentFiles, trfFormatOf, wholeOption } from './files.js';
import { describeTrfImport, previewTrfImport } from '../director/trfImport.js';
import { inFideMode, isFideSystem, makeFideEventComment } from '../core/fideMode.js';
import { TOURNAMENT_OPTIONS } from '../core/tournamentOptions.js';
import { registerPlayerCommands } from './playerCommands.js';
import { registerRoundCommands } from './roundCommands.js';
import { registerStandingsCommand } from './standingsCommand.js';

/**
 * The director's commands on a tournament file: new, set, show, export here; the players, the rounds and
 * the standings in their own modules. Each reads its arguments, calls one operation of the core under the
 * file's lock, and prints the answer.
 */
export function registerTournamentCommands(program: Command, io: CliIo, state: CliState): void {
  const { path, target, load, change } = tournamentFiles(io);

  // new
  const create = program
    .command('new')
    .description('create a tournament file')
    .addOption(fileOption())
    .addOption(new Option('--system <system>', 'pairing and scoring system').choices([...SYSTEMS]).default(DEFAULT_SYSTEM))
    .option('--name <name>', 'name of the tournament')
    .option('--rounds <n>', 'number of rounds planned')
    .option('--from-trf <trf>', 'create a Swiss tournament from a FIDE TRF-2026 or TRF16 file (players, rounds, point values)')
    .option('--qualifiers-from <file>', 'the next stage: take the players from the standings of this tournament file (e.g. a DO-TO-HO stage)')
    .option('--qualifiers <n>', 'with --qualifiers-from: how many players qualify (default: all)')
    .option('--dry-run', 'with --from-trf: show what would be created (players, rounds, details) and write nothing')
    .addOption(new Option('--fide-mode <mode>', 'a FIDE Swiss or round robin starts in FIDE mode; off: outside it (recorded, one-way)').choices(['on', 'off']));
  for (const d of DETAIL_KEYS) create.option(`--${d.key} <text>`, d.help);
  for (const o of TOURNAMENT_OPTIONS) create.option(`--${o.key} <value>`, `${o.help} (${o.expects})`);
  const optionKeys = [...new Set(SYSTEMS.flatMap((system) => SYSTEM_REGISTRY[system].options.map((spec) => spec.key)))];
  for (const key of optionKeys) {
    const specs = SYSTEMS.flatMap((system) => SYSTEM_REGISTRY[system].options.filter((o) => o.key === key).map((o) => `${system}: ${o.help} (${o.expects})`));
    if (!create.options.some((o) => o.long === `--${key}`)) create.option(`--${key} <value>`, specs.join('; '));
  }
  create.action(
    async (
      opts: Record<string, string> & {
        file: string;
        system: SystemName;
        fromTrf?: string;
        qualifiersFrom?: string;
        qualifiers?: string;
        dryRun?: boolean;
        fideMode?: 'on' | 'off';
      },
    ) => {
      if (opts.fromTrf !== undefined && opts.qualifiersFrom !== undefined) throw new CliExit('give --from-trf or --qualifiers-from, not both');
      if (opts.dryRun && opts.fromTrf === undefined) throw new CliExit('--dry-run goes with --from-trf FILE');
      if (opts.qualifiers !== undefined && opts.qualifiersFrom === undefined) throw new CliExit('--qualifiers goes with --qualifiers-from FILE');
      const imported = opts.fromTrf === undefined ? undefined : loadTrfTournament(resolve(io.cwd, opts.fromTrf), opts.fromTrf);
      if (imported && opts.dryRun) {
        const preview = previewTrfImport({ ...imported, name: opts.name ?? imported.name }, trfFormatOf(resolve(io.cwd, opts.fromTrf!)));
        io.out(`${[`would create ${opts.file} from ${opts.fromTrf}:`, ...describeTrfImport(preview), 'nothing was written (--dry-run)'].join('\n')}\n`);
        return;
      }
      const stage = opts.qualifiersFrom === undefined ? undefined : loadTournamentFile(resolve(io.cwd, opts.qualifiersFrom));
      const qualified = stage
        ? must(
            qualifiedPlayers(
              stage,
              standings(stage),
              opts.qualifiers === undefined ? stage.players.length : wholeOption('--qualifiers', opts.qualifiers, [1, stage.players.length])!,
            ),
          )
        : undefined;
      if (imported && opts.system !== imported.settings.system && create.getOptionValueSource('system') === 'cli')
        throw new CliExit(`--from-trf makes a ${imported.settings.system} tournament`);
      const system = imported?.settings.system ?? opts.system;
      // A next stage is seeded by the stage's ranking: the qualifiers are numbered in that order.
      const base =
        imported?.settings ??
        (qualified
          ? seededByRanking(
              SYSTEM_REGISTRY[system].defaults,
              qualified.map((p) => p.id),
            )
          : undefined);
      const settings: Record<string, string> = {};
      // Every setting given, the system's own or not: one of another system is refused by its name (createTournament).
      for (const key of [...TOURNAMENT_OPTIONS.map((o) => o.key), ...optionKeys]) {
        const value = opts[camelCase(key)];
        if (value !== undefined) settings[key] = value;
      }
      const rounds = wholeOption('--rounds', opts.rounds, NUMBER_LIMITS.round) ?? imported?.plannedRounds;
      const texts = Object.fromEntries(DETAIL_KEYS.flatMap((d) => (opts[camelCase(d.key)] === undefined ? [] : [[d.key, opts[camelCase(d.key)]!]])));
      const details = Object.keys(texts).length ? givenDetails(texts) : imported?.details;
      const made = createTournament({
        name: opts.name ?? imported?.name ?? defaultName(opts.file),
        system,
        plannedRounds: rounds,
        settings,
        base,
        details,
        fideMode: opts.fideMode,
        who: cliUser(),
      });
      if (!made.ok) throw new CliExit(made.error.message.replace(/^name:/, '--name:').replace(/^setting ([\w-]+): "(.*)" is not valid \(expected (.*)\)$/, '--$1 $2: expected $3'));
      if (existsSync(path(opts))) throw new CliExit(`${opts.file} exists already; choose another file name (nothing was changed)`);
      const t: Tournament = { ...made.value, players: imported?.players ?? qualified ?? [], rounds: imported?.rounds ?? [], absences: imported?.absences ?? [] };
      const fide = isFideSystem(system) ? `, FIDE mode ${inFideMode(t) ? 'on' : 'off'}` : '';
      const created = await createTournamentFile(target(opts), t, { by: cliUser() });
      if (!created.ok) throw new CliExit(created.error.message);
      io.out(
        `created ${opts.file}: ${t.name}, ${system}${rounds ? `, ${rounds} rounds` : ''}${imported ? `, ${t.players.length} players and ${t.rounds.length} rounds from ${opts.fromTrf}` : ''}${qualified ? `, ${qualified.length} qualifiers from ${opts.qualifiersFrom} in the order of its standings` : ''}${fide}\n`,
      );
    },
  );

  registerPlayerCommands(program, io, state);
  registerRoundCommands(program, io, state);
  registerStandingsCommand(program, io, state);

  // export TRF
  program
    .command('export')
    .description('write the tournament as FIDE TRF-2026 or TRF16 (complete rounds, with points, ranks and tie-break values)')
    .argument('<format>', 'trf')
    .argument('[output]', 'the file to write (default: standard output)')
    .addOption(new Option('--format <version>', 'TRF-2026 or TRF16').choices([...TRF_FORMATS]).default('2026'))
    .addOption(fileOption())
    .action((format: string, output: string | undefined, opts: { file: string; format: TrfFormat }) => {
      if (format !== 'trf') throw new CliExit(`unknown export format "${format}" (expected trf)`);
      const t = load(opts);
      const trf = must(makeTournamentTrf(t, standings(t), opts.format));
      if (output === undefined) {
        io.out(trf);
        return;
      }
      writeFileAtomic(resolve(io.cwd, output), trf);
      io.out(`wrote ${output}\n`);
    });

  // set
  program
    .command('set')
    .description(
      `change the name, the planned rounds, a detail (${DETAIL_KEYS.map((d) => d.key).join(', ')}; "" clears it), a setting of the tournament (see "show" for the settings and what they mean), or leave FIDE mode (fide-mode off --confirm: one-way, recorded)`,
    )
    .argument('<key>', 'name, rounds, a detail, e.g. place, a setting, e.g. iteration, or fide-mode')
    .argument('<value>', 'its new value')
    .addOption(fileOption())
    .option('--force', 'change a setting the paired rounds were made with (only the rounds to come use the new value)')
    .addOption(confirmOption())
    .action(async (key: string, value: string, opts: { file: string; force?: boolean; confirm?: boolean }) => {
      let warnings: string[] = [];
      await change(opts, (t) => {
        const r = must(changeSetting(t, key, value, { force: opts.force ?? false, ...fideConfirmation(opts) }));
        warnings = r.warnings;
        return r.tournament;
      });
      for (const w of warnings) io.err(`warning: ${w}\n`);
      io.out(value.trim() === '' && isDetailKey(key) ? `${key} cleared\n` : `${key} ${value}\n`);
    });

  // show
  program
    .command('show')
    .description('the tournament: settings, players, rounds, and absences announced ahead')
    .addOption(fileOption())
    .action((opts: { file: string }) => {
      const t = load(opts);
      const record = systemOf(t);
      io.out(
        `${t.name}\nsystem ${t.settings.system}${t.plannedRounds ? `, ${t.plannedRounds} rounds planned` : ''}, ${t.players.length} players, ${t.rounds.length} rounds paired\n`,
      );
      if (isFideSystem(t.settings.system))
        io.out(`  ${'fide-mode'.padEnd(28)} ${(inFideMode(t) ? 'on' : 'off').padEnd(12)} FIDE mode (one-way exit: set fide-mode off --confirm)\n`);
      for (const e of t.fideEvents ?? []) io.out(`  ${makeFideEventComment(e).slice(4)}\n`);
      for (const d of DETAIL_KEYS) {
        const v = t.details?.[d.field];
        if (v !== undefined) io.out(`  ${d.key.padEnd(28)} ${typeof v === 'string' ? v : v.join('; ')}\n`);
      }
      // The options of every tournament around the system's own, in the order of the file.
      const wide = (after: boolean) => TOURNAMENT_OPTIONS.filter((o) => o.after === after).map((o) => `  ${o.key.padEnd(28)} ${o.make(t).padEnd(12)} ${o.help}\n`);
      for (const line of wide(false)) io.out(line);
      for (const spec of record.options) io.out(`  ${spec.key.padEnd(28)} ${spec.make(t.settings).padEnd(12)} ${spec.help}\n`);
      for (const line of wide(true)) io.out(line);
      for (const r of t.rounds) printRound(io, t, r);
      const ahead = t.absences.filter((a) => a.round > t.rounds.length).sort((a, b) => a.round - b.round || a.player - b.player);
      if (ahead.length) io.out('announced ahead\n');
      for (const a of ahead) io.out(`  round ${String(a.round).padEnd(3)} ${nameOf(t, a.player).padEnd(28)} ${record.absences.find((k) => k.kind === a.kind)?.label ?? a.kind}\n`);
    });
}

const camelCase = (key: string): string => key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
