/**
 * `arbiter dubov`: the FIDE Dubov engine (C.04.4.1, in force from 1 February 2026), TRF in and out, as
 * `arbiter dutch -p` is for the Dutch system.
 *
 *   arbiter dubov INPUT.trf -p [OUTPUT]       pair the next round; prints (or writes) the number of pairs,
 *                                             then `white black` per board, the bye as `id 0`
 *   arbiter dubov INPUT.trf -p --explain      also explains each bracket (on standard error)
 *   … --unrated-as 1000                       the rating of players without one (1.1.2: provisional)
 *
 * Exit codes as `arbiter dutch`: 0 done; 1 no valid pairing exists; 3 invalid input.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { readTrfFile } from '../formats/trfFile.js';
import { pairDubov } from '../pairing/dubov/engine.js';
import { dubovInputFromTrf } from '../pairing/dubov/trfInput.js';
import type { DubovBracketExplanation } from '../pairing/dubov/types.js';
import { makePairsText } from '../pairing/dutch/output.js';
import type { CliState } from './commands.js';
import { EXIT_INVALID_INPUT, EXIT_NO_PAIRING } from './dutchCommand.js';
import { CliExit, type CliIo } from './io.js';

interface DubovCommandOptions {
  pair?: string | boolean;
  explain?: boolean;
  unratedAs?: string;
}

export function registerDubovCommand(program: Command, io: CliIo, state: CliState): void {
  program
    .command('dubov')
    .description('FIDE Dubov system pairing engine (C.04.4.1, in force from 1 February 2026), TRF in and out')
    .argument('<input>', 'TRF-2026 or TRF16 file (TRF16 with the XXR, XXC … engine extensions); every player rated')
    .option('-p, --pair [output]', 'pair the next round; write the pairing to OUTPUT or standard output')
    .option('--explain', 'with -p: explain each bracket (C.04.4.1 3.2) on standard error')
    .option('--unrated-as <rating>', 'the rating of a player the file gives none (C.04.4.1 1.1.2: a provisional rating)')
    .action((input: string, opts: DubovCommandOptions) => {
      if (opts.pair === undefined) throw new CliExit('dubov: give -p (pair the next round)', EXIT_INVALID_INPUT);
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
      const made = dubovInputFromTrf(file.value.tournament, { unratedAs });
      if (!made.ok) throw new CliExit(`${input}: ${made.error.message}`, EXIT_INVALID_INPUT);
      const r = pairDubov(made.value, { explain: opts.explain === true });
      if (!r.ok) throw new CliExit(`round ${made.value.round}: ${r.error.message}`, EXIT_NO_PAIRING);
      const out = makePairsText({ pairs: r.value.pairs, bye: r.value.bye });
      if (typeof opts.pair === 'string') {
        try {
          writeFileSync(resolve(io.cwd, opts.pair), out);
        } catch {
          throw new CliExit(`cannot write ${opts.pair}`, EXIT_INVALID_INPUT);
        }
      } else io.out(out);
      if (opts.explain) io.err(explainDubov(made.value.round, r.value.explanation ?? [], r.value.bye));
      state.exitCode = 0;
    });
}

/** One block per bracket, in the words of C.04.4.1 3.2. */
export function explainDubov(round: number, brackets: readonly DubovBracketExplanation[], bye?: number): string {
  const out = [`Round ${round} (FIDE Dubov system, C.04.4.1)`];
  if (bye !== undefined) out.push(`pairing-allocated bye (3.1): ${bye}`);
  for (const b of brackets) {
    out.push(`Bracket ${b.score}: residents ${b.residents.join(' ')}${b.upfloaters.length ? `; upfloaters (3.2.2) ${b.upfloaters.join(' ')}` : ''}`);
    out.push(`  G1 ${b.g1.join(' ') || '-'}; G2 ${b.g2.join(' ') || '-'}${b.shifted.length ? `; shifted (3.2.4) ${b.shifted.join(' ')}` : ''}`);
    for (const p of b.pairs) out.push(`  ${p.s1} - ${p.t2}`);
  }
  return out.join('\n') + '\n';
}
