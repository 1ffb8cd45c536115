/**
 * `arbiter generate`: a random tournament as a TRF-2026 file (the director's `generateTrf`,
 * src/director/generate.ts, says how the results are drawn). The same options and seed give the same file;
 * `arbiter check` passes what it writes. `arbiter dutch -g` stays bbpPairings' drop-in generator.
 *
 *   arbiter generate --players 60 --rounds 9 --acceleration baku --seed 7 -o open.trf
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { ACCELERATIONS, type Acceleration } from '../core/acceleration.js';
import { DUTCH_RULES, DUTCH_RULES_TEXT, type DutchRules } from '../core/settings.js';
import { DEFAULT_DUTCH_RULES } from '../pairing/dutch/types.js';
import { DEFAULT_GENERATE_OPTIONS, GENERATED_SYSTEMS, defaultGenerateOptions, generateTrf, type GenerateOptions, type GeneratedSystem } from '../director/generate.js';
import type { CliState } from './commands.js';
import { CliExit, type CliIo } from './io.js';

const EXIT_INVALID_INPUT = 3;
const EXIT_NO_PAIRING = 1;

interface GenerateFlags {
  system: GeneratedSystem;
  players: string;
  rounds?: string;
  ratings: string;
  draws: string;
  forfeits: string;
  unusual: string;
  halfByes?: string;
  zeroByes?: string;
  fullByes?: string;
  withdrawals: string;
  expulsions: string;
  acceleration: Acceleration;
  rules?: string;
  tiebreaks?: string;
  seed?: string;
  output?: string;
  format: '2026' | '16';
}

const d = DEFAULT_GENERATE_OPTIONS;

export function registerGenerateCommand(program: Command, io: CliIo, state: CliState): void {
  program
    .command('generate')
    .description('generate a random tournament, paired by arbiter round by round, as a TRF file that `arbiter check` passes')
    .addOption(new Option('--system <system>', 'the pairing system').choices([...GENERATED_SYSTEMS]).default(d.system))
    .option('--players <n>', 'number of players', String(d.players))
    .option('--rounds <n>', 'number of rounds of a Swiss (default 9; a Double-Swiss 10, two a match; a round robin plays its Berger table)')
    .option('--ratings <range|file>', 'ratings drawn evenly from MIN-MAX, or a file of ratings (one a line)', '1400-2700')
    .option('--draws <percent>', 'share of draws between equal ratings (fewer as the gap grows; docs/formats.md)', String(d.draws))
    .option('--forfeits <percent>', 'share of games forfeited', String(d.forfeits))
    .option('--unusual <percent>', 'share of the games played ending ½-0, 0-½ or 0-0 (TRF = against 0, 0 against 0)', '0')
    .option('--rules <edition>', `edition of the Dutch rules a Swiss is paired by: ${DUTCH_RULES_TEXT} (default ${DEFAULT_DUTCH_RULES}, the rules in force)`)
    .option('--half-byes <percent>', `share of the players asking for a half-point bye, each round (default ${d.halfByes}; a round robin takes no byes)`)
    .option('--zero-byes <percent>', `share of the players asking for a zero-point bye, each round (default ${d.zeroByes})`)
    .option('--full-byes <percent>', `share of the players given a full-point bye, each round (default ${d.fullByes})`)
    .option('--withdrawals <percent>', 'share of the players withdrawing, each round from round 2 (a round robin: his remaining games forfeited)', String(d.withdrawals))
    .option('--expulsions <percent>', 'share of the players expelled by the arbiter, each round from round 2 (as a withdrawal, shown as expelled)', String(d.expulsions))
    .addOption(new Option('--acceleration <method>', 'accelerated pairings (C.04.5.1 Baku)').choices([...ACCELERATIONS]).default(d.acceleration))
    .option('--tiebreaks <list>', "the tie-break list (the tiebreaks setting's words); default: the system's")
    .option('--seed <n>', 'seed: the same options and seed give the same file (default: drawn from the clock; the file names it in 012)')
    .option('-o, --output <file>', 'write the TRF to this file (default: standard output)')
    .addOption(new Option('--format <format>', 'TRF-2026 or TRF16').choices(['2026', '16']).default('2026'))
    .action((flags: GenerateFlags) => {
      const options = optionsOf(io, flags);
      const text = generateTrf(options, flags.format);
      if (!text.ok) throw new CliExit(text.error.message, text.error.code === 'generate.options' ? EXIT_INVALID_INPUT : EXIT_NO_PAIRING, text.error.code);
      if (flags.output === undefined) io.out(text.value);
      else {
        try {
          writeFileSync(resolve(io.cwd, flags.output), text.value);
        } catch {
          throw new CliExit(`cannot write ${flags.output}`, EXIT_INVALID_INPUT);
        }
        io.out(`${flags.output}: ${options.players} players, seed ${options.seed}\n`);
      }
      state.exitCode = 0;
    });
}

function optionsOf(io: CliIo, f: GenerateFlags): GenerateOptions {
  const num = (flag: string, v: string): number => {
    const n = Number(v);
    if (v.trim() === '' || !Number.isFinite(n)) throw new CliExit(`--${flag} ${v}: not a number`, EXIT_INVALID_INPUT);
    return n;
  };
  const seed = f.seed === undefined ? Date.now() % 2147483647 : num('seed', f.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new CliExit(`--seed ${f.seed}: a whole number from 0`, EXIT_INVALID_INPUT);
  // A byes' rate not given is the system's (a round robin takes none).
  const defaults = defaultGenerateOptions(f.system);
  const rate = (flag: string, v: string | undefined, otherwise: number) => (v === undefined ? otherwise : num(flag, v));
  return {
    system: f.system,
    players: num('players', f.players),
    rounds: f.rounds === undefined ? undefined : num('rounds', f.rounds),
    ratings: ratingsOf(io, f.ratings),
    draws: num('draws', f.draws),
    forfeits: num('forfeits', f.forfeits),
    unusual: num('unusual', f.unusual),
    rules: rulesOf(f.rules),
    halfByes: rate('half-byes', f.halfByes, defaults.halfByes),
    zeroByes: rate('zero-byes', f.zeroByes, defaults.zeroByes),
    fullByes: rate('full-byes', f.fullByes, defaults.fullByes),
    withdrawals: num('withdrawals', f.withdrawals),
    expulsions: num('expulsions', f.expulsions),
    acceleration: f.acceleration,
    tiebreaks: f.tiebreaks,
    seed,
  };
}

function rulesOf(v: string | undefined): DutchRules | undefined {
  if (v === undefined) return undefined;
  if (!(DUTCH_RULES as readonly string[]).includes(v)) throw new CliExit(`--rules ${v}: ${DUTCH_RULES_TEXT}`, EXIT_INVALID_INPUT);
  return v as DutchRules;
}

/** MIN-MAX, or a file of ratings, one a line (blank lines and # comments skipped). */
function ratingsOf(io: CliIo, v: string): GenerateOptions['ratings'] {
  const range = /^(\d+)-(\d+)$/.exec(v.trim());
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  let text: string;
  try {
    text = readFileSync(resolve(io.cwd, v), 'utf8');
  } catch {
    throw new CliExit(`--ratings ${v}: neither MIN-MAX nor a file that can be read`, EXIT_INVALID_INPUT);
  }
  const out: number[] = [];
  for (const [k, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') continue;
    if (!/^\d+$/.test(line)) throw new CliExit(`${v}, line ${k + 1}: "${line}" is not a rating (a whole number)`, EXIT_INVALID_INPUT);
    out.push(Number(line));
  }
  return out;
}
