/**
 * The TRF commands of the FIDE Swiss systems other than the Dutch (`pairing/swissEngines.ts`, one command a
 * row: `arbiter dubov`, …), as `arbiter dutch` is for the Dutch system (same options, output and exit codes).
 *
 *   arbiter SYSTEM INPUT.trf -p [OUTPUT]      pair the next round; prints (or writes) the number of pairs,
 *                                             then `white black` per board, the bye as `id 0`
 *   arbiter SYSTEM INPUT.trf -p --explain     also explains the pairing by the system's articles (standard error)
 *   arbiter SYSTEM INPUT.trf -c               re-pair every round of the file from the rounds before it, list
 *                                             the rounds that differ (director/check.ts, the pairings alone)
 *   arbiter SYSTEM -g [MODEL] -o OUT -s SEED  generate a random tournament paired by the system's engine
 *                                             (director/generate.ts; MODEL as `arbiter dutch -g` reads it)
 *   … --unrated-as 1000                       the rating of players without one (a system that needs ratings)
 *
 * Exit codes as `arbiter dutch`: 0 done; 1 no valid pairing exists (or, with -c, some round differs);
 * 3 invalid input.
 */
import type { Command } from 'commander';
import { checkEnginePairings, type PairingLine } from '../director/check.js';
import { generateTrf, type GenerateOptions } from '../director/generate.js';
import { readTrfFile, type TrfFile } from '../formats/trfFile.js';
import { makePairsText } from '../pairing/dutch/output.js';
import { SWISS_ENGINES, swissInputFromTrf, type SwissEngine } from '../pairing/swissEngines.js';
import type { CliState } from './commands.js';
import { EXIT_INVALID_INPUT, EXIT_NO_PAIRING, generatorModelAndSeed, readText, writeOut } from './dutchCommand.js';
import { CliExit, type CliIo } from './io.js';

interface SwissCommandOptions {
  pair?: string | boolean;
  check?: boolean;
  generate?: string | boolean;
  output?: string;
  seed?: string;
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
    .argument('[input]', `TRF-2026 or TRF16 file (TRF16 with the XXR, XXC … engine extensions)${engine.needsRatings ? '; every player rated' : ''}`)
    .option('-p, --pair [output]', 'pair the next round; write the pairing to OUTPUT or standard output')
    .option('-c, --check', 're-pair every round of a complete tournament and list the rounds that differ')
    .option('-g, --generate [model]', 'generate a random tournament (MODEL: a file or key=value,… e.g. players=40,rounds=9, as arbiter dutch -g reads it)')
    .option('-o, --output <file>', 'where the generated tournament goes, TRF16 (default: standard output)')
    .option('-s, --seed <n>', 'seed for the generator')
    .option('--explain', `with -p: explain the pairing by the articles of ${engine.chapter} on standard error`);
  if (engine.needsRatings) command.option('--unrated-as <rating>', 'the rating of a player the file gives none (a provisional rating)');
  command.action((input: string | undefined, opts: SwissCommandOptions) => {
    const modes = [opts.pair !== undefined, opts.check === true, opts.generate !== undefined].filter(Boolean).length;
    if (modes !== 1) throw new CliExit(`${name}: give exactly one of -p, -c or -g`, EXIT_INVALID_INPUT);
    if (opts.explain && opts.pair === undefined) throw new CliExit(`${name}: --explain goes with -p`, EXIT_INVALID_INPUT);
    const unratedAs = unratedAsOf(opts);
    if (opts.generate !== undefined) generate(io, engine, opts);
    else {
      if (input === undefined) throw new CliExit(`${name}: the input TRF file is missing`, EXIT_INVALID_INPUT);
      const file = readTrf(io, input);
      if (opts.pair !== undefined) pair(io, engine, file, input, opts, unratedAs);
      else if (!check(io, engine, file, input, unratedAs)) {
        state.exitCode = EXIT_NO_PAIRING;
        return;
      }
    }
    state.exitCode = 0;
  });
}

function unratedAsOf(opts: SwissCommandOptions): number | undefined {
  const unratedAs = opts.unratedAs === undefined ? undefined : Number(opts.unratedAs);
  if (unratedAs !== undefined && !(Number.isInteger(unratedAs) && unratedAs >= 0 && unratedAs <= 4000))
    throw new CliExit(`--unrated-as ${opts.unratedAs}: expected a rating, a whole number from 0 to 4000`, EXIT_INVALID_INPUT);
  return unratedAs;
}

function readTrf(io: CliIo, input: string): TrfFile {
  const file = readTrfFile(readText(io, input));
  if (!file.ok) throw new CliExit(`${input}: ${file.error.message}`, EXIT_INVALID_INPUT);
  return file.value;
}

function pair(io: CliIo, engine: SwissEngine, file: TrfFile, input: string, opts: SwissCommandOptions, unratedAs: number | undefined): void {
  const made = swissInputFromTrf(engine, file.tournament, { unratedAs });
  if (!made.ok) throw new CliExit(`${input}: ${made.error.message}`, EXIT_INVALID_INPUT);
  const r = engine.pair(made.value, { explain: opts.explain === true });
  if (!r.ok) throw new CliExit(`round ${made.value.round}: ${r.error.message}`, r.error.noPairing ? EXIT_NO_PAIRING : EXIT_INVALID_INPUT);
  const out = makePairsText({ pairs: r.value.pairs, bye: r.value.bye });
  if (typeof opts.pair === 'string') writeOut(io, opts.pair, out);
  else io.out(out);
  if (opts.explain) io.err([`Round ${made.value.round} (${engine.title}, ${engine.chapter})`, ...(r.value.explanation ?? [])].join('\n') + '\n');
}

const lineText = (l: PairingLine | undefined): string => (l === undefined ? 'nothing' : 'bye' in l ? `the bye to ${l.bye}` : `${l.white}-${l.black}`);

/** `-c`: every round re-paired by the engine (`checkEnginePairings`), a line per round that differs, then a summary. True when all agree. */
function check(io: CliIo, engine: SwissEngine, file: TrfFile, input: string, unratedAs: number | undefined): boolean {
  const r = checkEnginePairings(file, engine, unratedAs);
  if (!r.ok) throw new CliExit(`${input}: ${r.error.message}`, EXIT_INVALID_INPUT);
  const { roundsChecked, rounds } = r.value;
  for (const d of rounds)
    io.out(
      d.noPairing !== undefined
        ? `round ${d.round}: differs (the engine finds no valid pairing: ${d.noPairing}; the file pairs ${lineText(d.file)})\n`
        : `round ${d.round}: differs (the file pairs ${lineText(d.file)}, the engine ${lineText(d.arbiter)})\n`,
    );
  const by = `${engine.title}, ${engine.chapter}`;
  io.out(rounds.length === 0 ? `all ${roundsChecked} rounds agree with the engine (${by})\n` : `${rounds.length} of ${roundsChecked} rounds differ (${by})\n`);
  return rounds.length === 0;
}

/**
 * `-g`: a random tournament played by `arbiter generate`'s director (the system's own engine pairs each
 * round), from `arbiter dutch -g`'s model: its rates per mille become the generator's percentages.
 */
function generate(io: CliIo, engine: SwissEngine, opts: SwissCommandOptions): void {
  const { model, seed } = generatorModelAndSeed(io, opts);
  const options: GenerateOptions = {
    system: engine.system,
    players: model.players,
    rounds: model.rounds,
    ratings: { min: model.lowestRating, max: model.highestRating },
    draws: model.drawPercentage,
    forfeits: model.forfeitRate / 10,
    halfByes: model.halfPointByeRate / 10,
    zeroByes: 0,
    fullByes: 0,
    withdrawals: model.retiredRate / 10,
    acceleration: 'none',
    seed,
  };
  const text = generateTrf(options, '16');
  if (!text.ok)
    throw new CliExit(
      text.error.code === 'generate.options' ? `seed ${seed}: ${text.error.message}` : text.error.message,
      text.error.code === 'generate.options' ? EXIT_INVALID_INPUT : EXIT_NO_PAIRING,
    );
  if (opts.output !== undefined) writeOut(io, opts.output, text.value);
  else io.out(text.value);
}
