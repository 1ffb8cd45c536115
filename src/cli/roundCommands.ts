import { Command, Option } from 'commander';
import { CliExit, type CliIo } from './io.js';
import type { CliState } from './commands.js';
import type { Player } from '../core/player.js';
import type { AbsenceKind, Round } from '../core/round.js';
import { parseGameEntry, stateOf } from '../core/game.js';
import { NUMBER_LIMITS } from '../core/fields.js';
import { must } from '../core/tournamentOps.js';
import { enterResult, markAbsent, markPresent, pairByHand, pairNextRound, resolvePlayer, undoLastRound, type GameRef, type ResultEntry } from '../director/operations.js';
import { confirmOption, fideConfirmation, fileOption, nameOf, parsePair, printRound, tournamentFiles, wholeOption } from './files.js';
import type { PairedRound } from '../director/registry.js';

/** The commands of a round: absent, present, pair, result, undo. */
export function registerRoundCommands(program: Command, io: CliIo, _state: CliState): void {
  const { change } = tournamentFiles(io);

  // absent | present
  program
    .command('absent')
    .description('announce that a player will not play the next round (or round N): an absence or a requested bye')
    .argument('<player>', 'number or name')
    .addOption(fileOption())
    .option('--round <n>', 'a later round (a holiday, byes for rounds 4 and 5: one command per round)')
    .option('--excused', 'an excused absence (credited, keizer.md §3)')
    .option('--club-duty', 'the player serves the club that evening')
    .option('--half-bye', 'a requested half-point bye (Swiss)')
    .option('--full-bye', 'a requested full-point bye (Swiss)')
    .option('--zero-bye', 'a requested zero-point bye (Swiss)')
    .addOption(new Option('--bye <kind>', 'a requested bye (the same as --half-bye, --full-bye, --zero-bye)').choices(['full', 'half', 'zero']))
    .addOption(confirmOption())
    .action(
      async (
        query: string,
        opts: {
          file: string;
          round?: string;
          excused?: boolean;
          clubDuty?: boolean;
          halfBye?: boolean;
          fullBye?: boolean;
          zeroBye?: boolean;
          bye?: 'full' | 'half' | 'zero';
          confirm?: boolean;
        },
      ) => {
        const kinds: AbsenceKind[] = [
          ...(opts.excused ? (['excused'] as const) : []),
          ...(opts.clubDuty ? (['club-duty'] as const) : []),
          ...(opts.halfBye ? (['half-bye'] as const) : []),
          ...(opts.fullBye ? (['full-bye'] as const) : []),
          ...(opts.zeroBye ? (['zero-bye'] as const) : []),
          ...(opts.bye ? ([`${opts.bye}-bye`] as const) : []),
        ];
        if (kinds.length > 1) throw new CliExit('give at most one of --excused, --club-duty, --half-bye, --full-bye, --zero-bye and --bye');
        const kind = kinds[0] ?? 'unexcused';
        const asked = wholeOption('--round', opts.round, NUMBER_LIMITS.round);
        let p!: Player;
        const { before } = await change(opts, (t) => {
          p = must(resolvePlayer(t, query));
          return must(markAbsent(t, p.id, kind, asked, fideConfirmation(opts)));
        });
        io.out(`${p.name}: ${kind} in round ${asked ?? before.rounds.length + 1}\n`);
      },
    );
  program
    .command('present')
    .description('take back an announced absence for the next round (or round N); with attendance opt-in, sign the player up (keizer.md §3)')
    .argument('<player>', 'number or name')
    .addOption(fileOption())
    .option('--round <n>', 'a later round')
    .action(async (query: string, opts: { file: string; round?: string }) => {
      const asked = wholeOption('--round', opts.round, NUMBER_LIMITS.round);
      let p!: Player;
      const { before } = await change(opts, (t) => {
        p = must(resolvePlayer(t, query));
        return must(markPresent(t, p.id, asked));
      });
      io.out(`${p.name} will play in round ${asked ?? before.rounds.length + 1}\n`);
    });

  // pair
  program
    .command('pair')
    .description('pair the next round (automatically, or by hand with --manual)')
    .addOption(fileOption())
    .option('--manual <pairs...>', 'pairs by hand, white first: "Jansen-Bakker" or "3-1"')
    .option('--bye <player>', 'with --manual: the player who has the bye')
    .option('--replace', 'with --manual: replace the pairing of the current round (it must have no results)')
    .option('--force', 'with --manual: accept a pairing that breaks a pairing rule (the warnings are still shown)')
    .option('--allow-pending', 'pair although games of the last round are postponed (a Swiss asks for it: FIDE wants every result first)')
    .addOption(confirmOption())
    .action(async (opts: { file: string; manual?: string[]; bye?: string; replace?: boolean; force?: boolean; allowPending?: boolean; confirm?: boolean }) => {
      const manual = opts.manual;
      const allowPending = opts.allowPending ?? false;
      if (!manual) {
        if (opts.bye || opts.replace) throw new CliExit('--bye and --replace go with --manual');
        let paired!: PairedRound;
        const { tournament } = await change(opts, (t) => {
          const r = must(pairNextRound(t, { allowPending }));
          paired = r.paired;
          return r.tournament;
        });
        printRound(io, tournament, paired.round);
        for (const n of paired.notes) io.out(`note: ${n}\n`);
        return;
      }
      let round!: Round;
      let warnings: readonly { message: string }[] = [];
      const { tournament } = await change(opts, (t) => {
        const base = opts.replace ? { ...t, rounds: t.rounds.slice(0, -1) } : t;
        const pairs = manual.map((text) => parsePair(base, text));
        const byes = opts.bye ? [must(resolvePlayer(base, opts.bye)).id] : [];
        const r = pairByHand(t, { pairs, byes, replace: opts.replace, force: opts.force, allowPending, ...fideConfirmation(opts) });
        const check = !r.ok && r.error.code === 'pairing' ? (r.error as { details?: { errors: unknown[]; warnings: { message: string }[] } }).details : undefined;
        if (check && check.errors.length === 0) {
          for (const w of check.warnings) io.err(`warning: ${w.message}\n`);
          throw new CliExit('the pairing breaks the rules above; add --force to make it anyway (nothing was changed)');
        }
        const made = must(r);
        round = made.round;
        warnings = made.warnings;
        return made.tournament;
      });
      for (const w of warnings) io.err(`warning: ${w.message}\n`);
      printRound(io, tournament, round);
    });

  // result
  program
    .command('result')
    .description('enter a result: board or player, then 1-0, 0-1, 1/2-1/2 (½-½), +-, -+, --, postponed, adjourned (or * to clear)')
    .argument('<board-or-player>', "board number, or a player's name (his game of the round)")
    .argument(
      '<result>',
      'the result, white first; postponed: the game is played later (enter its result then with --round); adjourned (X): begun, result not known yet, scored as a draw meanwhile (TRF-2026 162 X)',
    )
    .addOption(fileOption())
    .option('--round <n>', 'a round other than the current one (to correct a result, or enter a postponed one)')
    .addOption(confirmOption())
    .action(async (where: string, resultText: string, opts: { file: string; round?: string; confirm?: boolean }) => {
      const result: ResultEntry = resultText === '*' ? undefined : parseGameEntry(resultText);
      if (resultText !== '*' && result === undefined) throw new CliExit(`"${resultText}" is not a result (expected 1-0, 0-1, 1/2-1/2, ½-½, +-, -+, --, postponed, adjourned or *)`);
      const asked = wholeOption('--round', opts.round, NUMBER_LIMITS.round);
      let entered!: { round: number; ref: GameRef };
      const { tournament } = await change(opts, (t) => {
        const ref: GameRef = /^\d+$/.test(where) ? { board: Number(where) } : { player: must(resolvePlayer(t, where)).id };
        const r = must(enterResult(t, ref, result, { round: asked, ...fideConfirmation(opts) }));
        entered = { round: r.round, ref: { board: r.game.board } };
        return r.tournament;
      });
      const game = tournament.rounds.find((r) => r.number === entered.round)!.games.find((g) => 'board' in entered.ref && g.board === entered.ref.board)!;
      io.out(`round ${entered.round} board ${game.board}: ${nameOf(tournament, game.white)} - ${nameOf(tournament, game.black)} ${game.result ?? stateOf(game) ?? '*'}\n`);
    });

  // undo
  program
    .command('undo')
    .description('remove the last round while it has no results')
    .addOption(fileOption())
    .addOption(confirmOption())
    .action(async (opts: { file: string; confirm?: boolean }) => {
      const { before } = await change(opts, (t) => must(undoLastRound(t, fideConfirmation(opts))));
      io.out(`round ${before.rounds.length} removed\n`);
    });
}
