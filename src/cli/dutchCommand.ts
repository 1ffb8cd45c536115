/**
 * `arbiter dutch`: the FIDE (Dutch) engine as a drop-in for bbpPairings / JaVaFo.
 *
 *   arbiter dutch INPUT.trf -p [OUTPUT]      pair the next round; prints (or writes) the pairing:
 *                                            number of pairs, then `white black` per board, bye as `id 0`
 *   arbiter dutch INPUT.trf -p --explain     also explains each bracket (on standard error)
 *   arbiter dutch INPUT.trf -p OUT -l [LIST] also writes the round's checklist (default INPUT.list)
 *   arbiter dutch INPUT.trf -c               re-pair every round of a complete tournament, list differences
 *   arbiter dutch -g [MODEL] -o OUT -s SEED  generate a random tournament paired by the engine
 *   … --rules 2017                           by the 2016/2017 rules instead of the rules in force (2025)
 *   … --rules 2012                           by the 2012 rules (C.04.1, as JaVaFo 1.4 pairs them)
 *   arbiter dutch --dutch INPUT.trf -p …     bbpPairings' command line: `--dutch` is accepted and changes nothing
 *
 * INPUT is TRF-2026 or TRF16 with the engines' XX/BB records, told apart by `formats/trfFile.ts`; a 192 record
 * must name the Dutch system.
 *
 * Exit codes: 0 done; 1 no valid pairing exists (or, with -c, some round differs); 3 invalid input.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type { Command } from 'commander';
import { DUTCH_RULES, DUTCH_RULES_TEXT, type DutchRules } from '../core/settings.js';
import { makeTrf, type TrfTournament } from '../formats/trf.js';
import { checkDutchTrf, readTrfFile, trfForRound, type TrfFile } from '../formats/trfFile.js';
import { pairDutch } from '../pairing/dutch/engine.js';
import { DUTCH_EDITIONS } from '../pairing/dutch/editions.js';
import { DEFAULT_MODEL, generateTournament, parseGeneratorModel, type GeneratorModel } from '../pairing/dutch/generate.js';
import { firstDifference, makeCanonicalPairsText, makePairsText } from '../pairing/dutch/output.js';
import { dutchInputFromTrf, trfEntryRecord, trfPlayedRounds } from '../pairing/dutch/trfInput.js';
import { DEFAULT_DUTCH_RULES, type DutchBracketExplanation, type DutchInput, type DutchPairing } from '../pairing/dutch/types.js';
import { makeChecklist } from '../pairing/dutch/checklist.js';
import type { CliState } from './commands.js';
import { CliExit, type CliIo, type CliTuning } from './io.js';

export const EXIT_NO_PAIRING = 1;
export const EXIT_INVALID_INPUT = 3;

interface DutchOptions {
  pair?: string | boolean;
  check?: boolean;
  generate?: string | boolean;
  output?: string;
  seed?: string;
  explain?: boolean;
  rules?: string;
  dutch?: boolean;
  checklist?: string | boolean;
}

export function registerDutchCommand(program: Command, io: CliIo, state: CliState, tuning: CliTuning = {}): void {
  program
    .command('dutch')
    .description('FIDE (Dutch) system pairing engine (C.04.3, the rules in force from 1 February 2026, or the 2017 ones, or C.04.1 of 2012), TRF in and out')
    .argument('[input]', 'TRF-2026 or TRF16 file (TRF16 with the XXR, XXC … engine extensions)')
    .option('-p, --pair [output]', 'pair the next round; write the pairing to OUTPUT or standard output')
    .option('-c, --check', 're-pair every round of a complete tournament and list the rounds that differ')
    .option('-g, --generate [model]', 'generate a random tournament (MODEL: a file or key=value,… e.g. players=40,rounds=9)')
    .option('-o, --output <file>', 'where the generated tournament goes (default: standard output)')
    .option('-s, --seed <n>', 'seed for the generator')
    .option('--explain', 'with -p: explain each bracket on standard error')
    .option('-l, --checklist [file]', "with -p: write the round's checklist (the engines' check-list layout) to FILE, default the input's name with .list")
    .option('--dutch', "bbpPairings' choice of system, accepted so that its command lines run unchanged (the Dutch system is this command's only one)")
    .option('--rules <edition>', `edition of the rules: ${DUTCH_RULES_TEXT} (default ${DEFAULT_DUTCH_RULES}, the rules in force)`)
    .action((input: string | undefined, opts: DutchOptions) => {
      const modes = [opts.pair !== undefined, opts.check === true, opts.generate !== undefined].filter(Boolean).length;
      if (modes !== 1) throw new CliExit('dutch: give exactly one of -p, -c or -g', EXIT_INVALID_INPUT);
      if (opts.checklist !== undefined && opts.pair === undefined) throw new CliExit('dutch: -l (the checklist) goes with -p', EXIT_INVALID_INPUT);
      const rules = rulesOf(opts);
      if (opts.generate !== undefined) {
        generate(io, opts, rules);
        return;
      }
      if (input === undefined) throw new CliExit('dutch: the input TRF file is missing', EXIT_INVALID_INPUT);
      const file = readTrf(io, input, opts.pair !== undefined ? tuning.pairingInput : undefined);
      // --rules wins; else the edition the 192 record names; else the rules in force.
      const edition = opts.rules !== undefined ? rules : (file.rules ?? DEFAULT_DUTCH_RULES);
      if (opts.pair !== undefined) pair(io, state, file, opts, edition, input);
      else check(io, state, file, edition);
    });
}

function rulesOf(opts: DutchOptions): DutchRules {
  if (opts.rules === undefined) return DEFAULT_DUTCH_RULES;
  const rules = DUTCH_RULES.find((r) => r === opts.rules);
  if (!rules) throw new CliExit(`--rules ${opts.rules}: expected ${DUTCH_RULES_TEXT}`, EXIT_INVALID_INPUT);
  return rules;
}

/** A TRF16 or TRF-2026 file (`formats/trfFile.ts`) that the Dutch engine can pair. */
function readTrf(io: CliIo, file: string, read?: (characters: number) => void): TrfFile {
  const text = readText(io, file);
  read?.(text.length);
  const t = readTrfFile(text);
  const checked = t.ok ? checkDutchTrf(t.value) : t;
  if (!checked.ok) throw new CliExit(`${file}: ${checked.error.message}`, EXIT_INVALID_INPUT);
  return checked.value;
}

/** The tournament for pairing round `round` (a TRF-2026 260 record holds in its own rounds). */
function forRound(file: TrfFile, round: number): TrfTournament {
  const t = trfForRound(file, round);
  if (!t.ok) throw new CliExit(t.error.message, EXIT_INVALID_INPUT);
  return t.value;
}

function pair(io: CliIo, state: CliState, file: TrfFile, opts: DutchOptions, rules: DutchRules, inputName: string): void {
  const input = dutchInputFromTrf(forRound(file, trfPlayedRounds(file.tournament) + 1));
  if (!input.ok) throw new CliExit(input.error.message, EXIT_INVALID_INPUT);
  const r = pairDutch({ ...input.value, rules }, { explain: opts.explain === true });
  // The checklist is written also when no pairing exists (without the Cur column), as the engines do.
  if (opts.checklist !== undefined) writeChecklist(io, { ...input.value, rules }, r.ok ? r.value : undefined, checklistFile(opts.checklist, inputName));
  if (!r.ok) throw new CliExit(`round ${input.value.round}: ${r.error.message}`, EXIT_NO_PAIRING);
  const text = makePairsText(r.value);
  if (typeof opts.pair === 'string') writeOut(io, opts.pair, text);
  else io.out(text);
  if (opts.explain) io.err(explainText(input.value.round, rules, r.value.explanation ?? [], r.value.bye));
  state.exitCode = 0;
}

/** The checklist's file: the one given, else the input's name with the extension `.list` (as bbpPairings names it). */
function checklistFile(given: string | boolean, inputName: string): string {
  if (typeof given === 'string') return given;
  const ext = extname(inputName);
  return `${ext ? inputName.slice(0, -ext.length) : inputName}.list`;
}

function writeChecklist(io: CliIo, input: DutchInput, pairing: DutchPairing | undefined, file: string): void {
  const list = makeChecklist(input, pairing);
  if (!list.ok) throw new CliExit(list.error.message, EXIT_INVALID_INPUT);
  writeOut(io, file, list.value);
}

/** A text file, named relative to the command's folder; unreadable, "cannot read WHAT" (invalid input). */
export function readText(io: CliIo, file: string, what = file): string {
  try {
    return readFileSync(resolve(io.cwd, file), 'utf8');
  } catch {
    throw new CliExit(`cannot read ${what}`, EXIT_INVALID_INPUT);
  }
}

/** Writes a text file, named relative to the command's folder; unwritable, "cannot write FILE" (invalid input). */
export function writeOut(io: CliIo, file: string, text: string): void {
  try {
    writeFileSync(resolve(io.cwd, file), text);
  } catch {
    throw new CliExit(`cannot write ${file}`, EXIT_INVALID_INPUT);
  }
}

/** Explanation, one block per bracket. */
export function explainText(round: number, rules: DutchRules, brackets: readonly DutchBracketExplanation[], bye?: number): string {
  const out: string[] = [`Round ${round} (FIDE Dutch, ${rules} rules)`];
  // The bye floats out of every bracket it passes; it is named in the last.
  const byeBracket = bye === undefined ? -1 : brackets.findLastIndex((b) => b.floaters.includes(bye));
  for (const [k, b] of brackets.entries()) {
    out.push(
      `Bracket ${b.score}${b.ppb ? ` (${DUTCH_EDITIONS[rules].explainWords.repaired ?? 're-paired with the players below it'})` : ''}: residents ${b.residents.join(' ') || '-'}` +
        (b.movedDown.length ? `; moved down ${b.movedDown.join(' ')}` : ''),
    );
    for (const p of b.pairs) out.push(`  ${p.a} - ${p.b}${p.natural ? '' : `  (not the natural pair: ${p.reason})`}`);
    const down = b.floaters.filter((f) => f !== bye || k !== byeBracket);
    if (down.length) out.push(`  floats down: ${down.join(' ')}`);
    if (k === byeBracket) out.push(`  pairing-allocated bye: ${bye}`);
  }
  return out.join('\n') + '\n';
}

/** The pairing that was played in round r, in canonical form (from the players' entries). */
function playedPairingText(t: TrfTournament, r: number): string {
  const lines: [number, number][] = [];
  let bye: number | undefined;
  for (const p of t.players) {
    const e = p.rounds[r - 1];
    if (!e) continue;
    if (e.opponent !== 0 && e.colour === 'w') lines.push([p.id, e.opponent]);
    else if (e.opponent === 0 && e.result === 'U') bye = p.id;
    else if (e.opponent !== 0 && e.colour !== 'b') lines.push(p.id < e.opponent ? [p.id, e.opponent] : [e.opponent, p.id]);
  }
  const uniq = [...new Map(lines.map((l) => [`${l[0]} ${l[1]}`, l])).values()];
  return makeCanonicalPairsText({ pairs: uniq.map(([white, black]) => ({ white, black })), bye });
}

function check(io: CliIo, state: CliState, file: TrfFile, rules: DutchRules): void {
  const t = file.tournament;
  // The last round in which someone was paired.
  let rounds = 0;
  for (const p of t.players) p.rounds.forEach((e, k) => (trfEntryRecord(e).paired ? (rounds = Math.max(rounds, k + 1)) : 0));
  let differ = 0;
  for (let r = 1; r <= rounds; r++) {
    const input = dutchInputFromTrf(forRound(file, r), r);
    if (!input.ok) throw new CliExit(input.error.message, EXIT_INVALID_INPUT);
    const res = pairDutch({ ...input.value, rules });
    const mine = res.ok ? makeCanonicalPairsText(res.value) : `no valid pairing: ${res.error.message}`;
    const d = firstDifference(playedPairingText(t, r), mine);
    if (d !== undefined) {
      differ++;
      io.out(`round ${r}: differs (${d})\n`);
    }
  }
  io.out(differ === 0 ? `all ${rounds} rounds agree with the engine (${rules} rules)\n` : `${differ} of ${rounds} rounds differ (${rules} rules)\n`);
  state.exitCode = differ === 0 ? 0 : EXIT_NO_PAIRING;
}

function generate(io: CliIo, opts: DutchOptions, rules: DutchRules): void {
  const { model, seed } = generatorModelAndSeed(io, opts);
  const t = generateTournament(model, seed, { rules });
  if (!t.ok) throw new CliExit(`seed ${seed}: ${t.error.message}`, EXIT_NO_PAIRING);
  const text = makeTrf(t.value);
  if (opts.output !== undefined) writeOut(io, opts.output, text);
  else io.out(text);
}

/**
 * `-g [MODEL]` and `-s SEED`: the generator's model (the text given, `key=value` lines, or the file it names;
 * the default without one) and the seed (the clock's without one).
 */
export function generatorModelAndSeed(io: CliIo, opts: { readonly generate?: string | boolean; readonly seed?: string }): { model: GeneratorModel; seed: number } {
  let model: GeneratorModel = DEFAULT_MODEL;
  if (typeof opts.generate === 'string') {
    const text = opts.generate.includes('=') ? opts.generate : readText(io, opts.generate, `the model file ${opts.generate}`);
    const m = parseGeneratorModel(text);
    if (!m.ok) throw new CliExit(m.error.message, EXIT_INVALID_INPUT);
    model = m.value;
  }
  const seed = opts.seed === undefined ? Date.now() % 2147483647 : Number(opts.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new CliExit(`seed "${opts.seed}" is not a whole number`, EXIT_INVALID_INPUT);
  return { model, seed };
}
