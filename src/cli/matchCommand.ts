import type { Command } from 'commander';
import type { CliIo } from './io.js';
import type { CliState } from './commands.js';
import { must } from '../core/tournamentOps.js';
import { resolvePlayer, type GameRef } from '../director/operations.js';
import { enterMatchResult, matchLine, parseMatchEntry } from '../director/matchResults.js';
import { confirmOption, fideConfirmation, fileOption, nameOf, tournamentFiles, wholeOption } from './files.js';
import { NUMBER_LIMITS } from '../core/fields.js';

/** `arbiter match-result`: a Double-Swiss match's two games in one step (docs/double-swiss.md). */
export function registerMatchCommand(program: Command, io: CliIo, _state: CliState): void {
  const { change } = tournamentFiles(io);
  program
    .command('match-result')
    .description(
      "enter a Double-Swiss match: game a's board (or a player), then a match score from game a's white's side (2-0, 0-2, 0-0; +- -+ -- a match forfeited) or the two games' results (1-0 1/2-1/2)",
    )
    .argument('<board-or-player>', "game a's board number, or a player's name")
    .argument('<result...>', "a match score, or game a's result then game b's (each white first); a score two pairs of games give (1½-½) asks for the games")
    .addOption(fileOption())
    .option('--match <n>', 'a match other than the current one (to correct it)')
    .addOption(confirmOption())
    .action(async (where: string, words: string[], opts: { file: string; match?: string; confirm?: boolean }) => {
      const entry = must(parseMatchEntry(words));
      const match = wholeOption('--match', opts.match, NUMBER_LIMITS.round);
      let line = '';
      await change(opts, (t) => {
        const ref: GameRef = /^\d+$/.test(where) ? { board: Number(where) } : { player: must(resolvePlayer(t, where)).id };
        const r = must(enterMatchResult(t, ref, entry, { match, ...fideConfirmation(opts) }));
        line = matchLine(r, (id) => nameOf(r.tournament, id));
        return r.tournament;
      });
      io.out(`${line}\n`);
    });
}
