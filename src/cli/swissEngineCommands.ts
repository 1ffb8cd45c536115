/**
 * The TRF commands of the FIDE Swiss systems other than the Dutch (`pairing/swissEngines.ts`, one command a
 * row: `arbiter dubov`, …), as `arbiter dutch -p` is for the Dutch system.
 *
 *   arbiter SYSTEM INPUT.trf -p [OUTPUT]      pair the next round; prints (or writes) the number of pairs,
 *                                             then `white black` per board, the bye as `id 0`
 *   arbiter SYSTEM INPUT.trf -p --explain     also explains the pairing by the system's articles (standard error)
 *   … --unrated-as 1000                       the rating of players without one (a system that needs ratings)
 *
 * Exit codes as `arbiter dutch`: 0 done; 1 no valid pairing exists; 3 invalid input.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { readTrfFile } from '../formats/trfFile.js';
import { makePairsText } from '../pairing/dutch/output.js';
import { SWISS_ENGINES, swissInputFromTrf, type SwissEngine } from '../pairing/swissEngines.js';
import type { CliState } from './commands.js';
import { EXIT_INVALID_INPUT, EXIT_NO_PAIRING } from './dutchCommand.js';
import { CliExit, type CliIo } from './io.js';

interface SwissCommandOptions {
  pair?: string | boolean;
  explain?: boolean;
  unratedAs?: string;
}

export function registerSwissEngineCommands(program: Command, io: CliIo, state: CliState): void {
  for (const engine of Object.values(SWISS_ENGINES)) registerCommand(program, io, state, engine);
}

function registerCommand(program: Command, io: CliIo, state: CliState, engine: SwissEngine): void {
  const name = engine.command;
  const command = program
    .command(name)
    .description(`${engine.title} pairing engine (${engine.chapter}), TRF in and out`)
    .argument('<input>', `TRF-2026 or TRF16 file (TRF16 with the XXR, XXC … engine extensions)${engine.needsRatings ? '; every player rated' : ''}`)
    .option('-p, --pair [output]', 'pair the next round; write the pairing to OUTPUT or standard output')
    .option('--explain', `with -p: explain the pairing by the articles of ${engine.chapter} on standard error`);
  if (engine.needsRatings) command.option('--unrated-as <rating>', 'the rating of a player the file gives none (a provisional rating)');
  command.action((input: string, opts: SwissCommandOptions) => {
    if (opts.pair === undefined) throw new CliExit(`${name}: give -p (pair the next round)`, EXIT_INVALID_INPUT);
    const unratedAs = opts.unratedAs === undefined ? undefined : Number(opts.unratedAs);
    if (unratedAs !== undefined && !(Number.isInteger(unratedAs) && unratedAs >= 0 && unratedAs <= 4000))
      throw new CliExit(`--unrated-as ${opts.unratedAs}: expected a rating, a whole number from 0 to 4000`, EXIT_INVALID_INPUT);
    let text: string;
    try {
      text = readFileSync(resolve(io.cwd, input), 'utf8');
    } catch {
      throw new CliExit(`cannot read ${input}`, EXIT_INVALID_INPUT);
    }
    const file = readTrfFile(text);
    if (!file.ok) throw new CliExit(`${input}: ${file.error.message}`, EXIT_INVALID_INPUT);
    const made = swissInputFromTrf(engine, file.value.tournament, { unratedAs });
    if (!made.ok) throw new CliExit(`${input}: ${made.error.message}`, EXIT_INVALID_INPUT);
    const r = engine.pair(made.value, { explain: opts.explain === true });
    if (!r.ok) throw new CliExit(`round ${made.value.round}: ${r.error.message}`, r.error.noPairing ? EXIT_NO_PAIRING : EXIT_INVALID_INPUT);
    const out = makePairsText({ pairs: r.value.pairs, bye: r.value.bye });
    if (typeof opts.pair === 'string') {
      try {
        writeFileSync(resolve(io.cwd, opts.pair), out);
      } catch {
        throw new CliExit(`cannot write ${opts.pair}`, EXIT_INVALID_INPUT);
      }
    } else io.out(out);
    if (opts.explain) io.err([`Round ${made.value.round} (${engine.title}, ${engine.chapter})`, ...(r.value.explanation ?? [])].join('\n') + '\n');
    state.exitCode = 0;
  });
}
