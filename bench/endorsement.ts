/**
 * The two-way agreement with a reference pairing engine (issue 35, Deliver 7; FIDE's endorsement of a
 * pairing program, Handbook C.02 (2026): the program's generator against the reference's checker and the
 * reference's generator against the program's checker, on many random tournaments).
 *
 *   npm run endorsement -- --reference PATH --edition 2025|2017 --tournaments N
 *                          [--seed S] [--players A-B] [--rounds A-B] [--jobs J] [--direction both|ours|reference]
 *                          [--out DIR]
 *
 * PATH is a bbpPairings executable the user built (6.x pairs the 2025 rules, 5.0.x the 2017 ones); nothing
 * of it is in this repository. Tournament k (0 ≤ k < N) has the seed S + k, which fixes its options and its
 * games, so a discrepancy is reproduced by its seed alone.
 *
 * - Direction `ours`: `arbiter generate` (src/director/generate.ts) with options drawn from the seed — sizes,
 *   draws, forfeits, unusual results (½-0, 0-½, 0-0), half-, zero- and full-point byes, withdrawals, and for
 *   2025 the Baku acceleration (C.04.5.1; 192 FIDE_DUTCH_2025_BAKU) — exported as TRF-2026 (TRF16 for a
 *   2017 reference, which predates TRF-2026), then `PATH --dutch FILE -c`: each round the reference pairs
 *   differently is a discrepancy.
 * - Direction `reference`: `PATH --dutch -g CONFIG -o FILE -s SEED` with a configuration drawn from the
 *   seed (players, rounds, draw percentage, forfeit, retirement and half-point-bye rates, ratings; for 2025
 *   a quarter of them re-generated from that file as a model with 192 FIDE_DUTCH_2025_BAKU, the reference's
 *   way to generate an accelerated tournament, of a size where its group GA is the rule's), then `arbiter check` (checkTrf, src/director/check.ts) by
 *   the edition: each round it pairs differently, and each player whose points or rank differ, is one.
 *
 * Every discrepancy is printed (direction, seed, round, the differing pairs) and its file saved to DIR
 * (default: a new folder under the system's temporary folder) with the reference's output beside it; the
 * summary gives tournaments, rounds and discrepancies per direction. Exit 0 when there are none, 1 otherwise,
 * 2 on a command-line mistake.
 */
import { execFile } from 'node:child_process';
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { seededRandom } from '../src/core/random.js';
import { checkTrf, type CheckReport, type PairingLine } from '../src/director/check.js';
import { DEFAULT_GENERATE_OPTIONS, generateTrf, type GenerateOptions } from '../src/director/generate.js';

const run = promisify(execFile);

export const ENDORSEMENT_EDITIONS = ['2025', '2017'] as const;
export type EndorsementEdition = (typeof ENDORSEMENT_EDITIONS)[number];
export const DIRECTIONS = ['ours', 'reference'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface Range {
  readonly min: number;
  readonly max: number;
}

export interface EndorsementRanges {
  readonly players: Range;
  readonly rounds: Range;
}

export const DEFAULT_RANGES: EndorsementRanges = { players: { min: 6, max: 80 }, rounds: { min: 3, max: 11 } };

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const between = (rnd: () => number, r: Range): number => r.min + Math.floor(rnd() * (r.max - r.min + 1));

/** Rounds a Swiss of n players can hold: fewer than n, so that a pairing stays likely (at least 1). */
const roundsFor = (rnd: () => number, r: Range, players: number): number => Math.max(1, Math.min(between(rnd, r), players - 1));

/** The options of `arbiter generate` for one tournament of direction `ours`, drawn from its seed. */
export function ourCase(seed: number, edition: EndorsementEdition, ranges: EndorsementRanges = DEFAULT_RANGES): GenerateOptions {
  const rnd = seededRandom(seed);
  const players = between(rnd, ranges.players);
  const low = 1000 + Math.floor(rnd() * 900);
  return {
    ...DEFAULT_GENERATE_OPTIONS,
    system: 'swiss-dutch',
    players,
    rounds: roundsFor(rnd, ranges.rounds, players),
    ratings: { min: low, max: low + 100 + Math.floor(rnd() * 1200) },
    draws: Math.floor(rnd() * 61),
    forfeits: pick(rnd, [0, 1, 3, 10]),
    unusual: pick(rnd, [0, 0, 1, 3]),
    halfByes: pick(rnd, [0, 1, 3]),
    zeroByes: pick(rnd, [0, 0, 1]),
    fullByes: pick(rnd, [0, 0, 1]),
    withdrawals: pick(rnd, [0, 0.5, 2]),
    // The reference's 5.0 (the 2017 rules) has no Baku acceleration.
    acceleration: edition === '2025' && rnd() < 0.25 ? 'baku' : 'none',
    rules: edition,
    seed,
  };
}

/** The reference generator's configuration for one tournament of direction `reference`, drawn from its seed. */
export function referenceCase(seed: number, edition: EndorsementEdition, ranges: EndorsementRanges = DEFAULT_RANGES): { config: string; baku: boolean } {
  const rnd = seededRandom(seed);
  const baku = edition === '2025' && rnd() < 0.25;
  const drawn = between(rnd, ranges.players);
  // bbpPairings 6 puts the first ⌈n / 2⌉ players in GA where C.04.5.1 Article 2 says 2 × ⌈n / 4⌉ (docs/dutch-engine.md):
  // an accelerated tournament is drawn with a number of players where the two are equal (n = 0 or 3 modulo 4).
  const players = baku ? Math.max(3, drawn - [0, 2, 3, 0][drawn % 4]!) : drawn;
  const low = 1000 + Math.floor(rnd() * 900);
  // The reference's rates are "one in N" (N ≥ 1; retirements N ≥ 2); a large N is as good as none.
  const lines = [
    `PlayersNumber=${players}`,
    `RoundsNumber=${roundsFor(rnd, ranges.rounds, players)}`,
    `DrawPercentage=${Math.floor(rnd() * 61)}`,
    `ForfeitRate=${pick(rnd, [10000, 100, 30, 10])}`,
    `RetiredRate=${pick(rnd, [10000, 50, 15])}`,
    `HalfPointByeRate=${pick(rnd, [10000, 30, 10])}`,
    `LowestRating=${low}`,
    `HighestRating=${low + 100 + Math.floor(rnd() * 1200)}`,
  ];
  return { config: lines.join('\n') + '\n', baku };
}

/** One discrepancy: where, and what each side has. */
export interface Discrepancy {
  readonly direction: Direction;
  readonly seed: number;
  readonly round?: number | undefined;
  readonly what: string;
}

export interface CaseOutcome {
  readonly direction: Direction;
  readonly seed: number;
  /** Rounds compared (0 when the tournament could not be made). */
  readonly rounds: number;
  readonly discrepancies: readonly Discrepancy[];
  /** The tournament could not be generated (not a discrepancy: no pairing exists, the generator gave up). */
  readonly skipped?: string | undefined;
  /** The files to keep for study when there are discrepancies: name → text. */
  readonly files?: Readonly<Record<string, string>> | undefined;
}

/** The discrepancies the reference's checker (`-c`) lists: the tables under "Round #k", or "No valid pairing". */
export function parseReferenceCheck(output: string): { rounds: number; differing: { round: number; lines: string[] }[] } {
  const differing: { round: number; lines: string[] }[] = [];
  let round = 0;
  let rounds = 0;
  let table: string[] | undefined;
  for (const line of output.split(/\r\n|\r|\n/)) {
    const head = /: Round #(\d+)$/.exec(line);
    if (head) {
      round = Number(head[1]);
      rounds = Math.max(rounds, round);
      table = undefined;
    } else if (/^No valid pairing exists/.test(line)) differing.push({ round, lines: [line] });
    else if (/Checker pairings/.test(line)) {
      table = [];
      differing.push({ round, lines: table });
    } else if (table && line.trim() !== '') table.push(line.trim().replace(/\s{2,}/g, '   '));
    else table = undefined;
  }
  return { rounds, differing };
}

const lineText = (l: PairingLine | undefined): string => (l === undefined ? 'nothing' : 'bye' in l ? `bye ${l.bye}` : `${l.white}-${l.black}`);

/** Our checker's report as discrepancies: rounds (the first differing pair) and players (points, rank). */
export function reportDiscrepancies(seed: number, report: CheckReport): Discrepancy[] {
  const out: Discrepancy[] = report.rounds.map((r) => ({
    direction: 'reference' as const,
    seed,
    round: r.round,
    what: r.noPairing !== undefined ? `arbiter finds no pairing: ${r.noPairing}` : `the file pairs ${lineText(r.file)}, arbiter ${lineText(r.arbiter)}`,
  }));
  for (const p of report.standings.players) out.push({ direction: 'reference', seed, what: `standings: ${JSON.stringify(p)}` });
  return out;
}

/** Direction `ours`: our generator, the reference's checker. */
async function ourDirection(reference: string, edition: EndorsementEdition, seed: number, ranges: EndorsementRanges, work: string): Promise<CaseOutcome> {
  const options = ourCase(seed, edition, ranges);
  const text = generateTrf(options, edition === '2025' ? '2026' : '16');
  if (!text.ok) return { direction: 'ours', seed, rounds: 0, discrepancies: [], skipped: text.error.message };
  const file = join(work, `ours-${seed}.trf`);
  writeFileSync(file, text.value);
  const { code, stdout, stderr } = await runReference(reference, ['--dutch', file, '-c']);
  rmSync(file, { force: true });
  const parsed = parseReferenceCheck(stdout);
  const discrepancies: Discrepancy[] = parsed.differing.map((d) => ({ direction: 'ours', seed, round: d.round, what: d.lines.join(' | ') }));
  if (code !== 0) discrepancies.push({ direction: 'ours', seed, what: `the reference refused the file (exit ${code}): ${stderr.trim()}` });
  const files = discrepancies.length ? { [`ours-${edition}-${seed}.trf`]: text.value, [`ours-${edition}-${seed}.reference.txt`]: stdout + stderr } : undefined;
  return { direction: 'ours', seed, rounds: parsed.rounds, discrepancies, files };
}

/** Direction `reference`: the reference's generator, our checker. */
async function referenceDirection(reference: string, edition: EndorsementEdition, seed: number, ranges: EndorsementRanges, work: string): Promise<CaseOutcome> {
  const { config, baku } = referenceCase(seed, edition, ranges);
  const cfg = join(work, `ref-${seed}.cfg`);
  const out = join(work, `ref-${seed}.trf`);
  writeFileSync(cfg, config);
  let made = await runReference(reference, ['--dutch', '-g', cfg, '-o', out, '-s', String(seed)]);
  if (made.code === 0 && baku) {
    // The reference generates an accelerated tournament from a model file that names the acceleration.
    const model = join(work, `ref-${seed}.model.trf`);
    const lines = readFileSync(out, 'utf8').split(/\r\n|\r|\n/);
    writeFileSync(model, ['192 FIDE_DUTCH_2025_BAKU', ...lines.filter((l) => !/^[01]92 /.test(l))].join('\n'));
    made = await runReference(reference, ['--dutch', model, '-g', '-o', out, '-s', String(seed)]);
    rmSync(model, { force: true });
  }
  rmSync(cfg, { force: true });
  if (made.code !== 0) {
    rmSync(out, { force: true });
    return { direction: 'reference', seed, rounds: 0, discrepancies: [], skipped: `the reference generated nothing (exit ${made.code}): ${made.stderr.trim()}` };
  }
  const text = readFileSync(out, 'utf8');
  rmSync(out, { force: true });
  const report = checkTrf(text, { rules: edition });
  const discrepancies = report.ok
    ? reportDiscrepancies(seed, report.value)
    : [{ direction: 'reference' as const, seed, what: `arbiter check refused the file: ${report.error.message}` }];
  const files = discrepancies.length
    ? { [`reference-${edition}-${seed}.trf`]: text, [`reference-${edition}-${seed}.cfg`]: config + (baku ? '# then as a model with 192 FIDE_DUTCH_2025_BAKU\n' : '') }
    : undefined;
  return { direction: 'reference', seed, rounds: report.ok ? report.value.roundsChecked : 0, discrepancies, files };
}

async function runReference(path: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(path, args, { maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const x = e as { code?: unknown; stdout?: string; stderr?: string; message: string };
    return { code: typeof x.code === 'number' ? x.code : -1, stdout: x.stdout ?? '', stderr: x.stderr ?? x.message };
  }
}

interface Plan {
  readonly reference: string;
  readonly edition: EndorsementEdition;
  readonly tournaments: number;
  readonly seed: number;
  readonly ranges: EndorsementRanges;
  readonly jobs: number;
  readonly directions: readonly Direction[];
  readonly out: string;
}

class UsageError extends Error {}

function rangeOf(flag: string, v: string | undefined, d: Range, min: number): Range {
  if (v === undefined) return d;
  const m = /^(\d+)(?:-(\d+))?$/.exec(v.trim());
  const r = m ? { min: Number(m[1]), max: Number(m[2] ?? m[1]) } : undefined;
  if (!r || r.min < min || r.min > r.max) throw new UsageError(`--${flag} ${v}: A-B, whole numbers from ${min}, A at most B`);
  return r;
}

function wholeOf(flag: string, v: string | undefined, d: number, min: number): number {
  if (v === undefined) return d;
  const n = Number(v);
  if (!/^\d+$/.test(v.trim()) || n < min) throw new UsageError(`--${flag} ${v}: a whole number from ${min}`);
  return n;
}

function planOf(argv: string[]): Plan {
  const { values } = parseArgs({
    args: argv,
    options: {
      reference: { type: 'string' },
      edition: { type: 'string' },
      tournaments: { type: 'string' },
      seed: { type: 'string' },
      players: { type: 'string' },
      rounds: { type: 'string' },
      jobs: { type: 'string' },
      direction: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  if (values.reference === undefined) throw new UsageError('--reference PATH: the reference engine (a bbpPairings executable) is missing');
  const edition = values.edition ?? '2025';
  if (!(ENDORSEMENT_EDITIONS as readonly string[]).includes(edition)) throw new UsageError(`--edition ${edition}: ${ENDORSEMENT_EDITIONS.join(' or ')}`);
  const direction = values.direction ?? 'both';
  if (direction !== 'both' && !(DIRECTIONS as readonly string[]).includes(direction)) throw new UsageError(`--direction ${direction}: both, ours or reference`);
  return {
    reference: resolve(values.reference),
    edition: edition as EndorsementEdition,
    tournaments: wholeOf('tournaments', values.tournaments, 100, 1),
    seed: wholeOf('seed', values.seed, 1, 0),
    ranges: { players: rangeOf('players', values.players, DEFAULT_RANGES.players, 2), rounds: rangeOf('rounds', values.rounds, DEFAULT_RANGES.rounds, 1) },
    jobs: wholeOf('jobs', values.jobs, 1, 1),
    directions: direction === 'both' ? DIRECTIONS : [direction as Direction],
    out: values.out !== undefined ? resolve(values.out) : mkdtempSync(join(tmpdir(), 'arbiter-endorsement-')),
  };
}

/** A worker: the seeds from `first` by steps of `step`, each direction, one outcome a message. */
async function work(plan: Plan, first: number, step: number, send: (o: CaseOutcome) => void): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-endorsement-work-'));
  try {
    for (let k = first; k < plan.tournaments; k += step) {
      const seed = plan.seed + k;
      for (const d of plan.directions)
        send(
          d === 'ours' ? await ourDirection(plan.reference, plan.edition, seed, plan.ranges, dir) : await referenceDirection(plan.reference, plan.edition, seed, plan.ranges, dir),
        );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Tally {
  tournaments: number;
  rounds: number;
  discrepant: number;
  discrepancies: number;
  skipped: number;
}

function record(plan: Plan, tally: Record<Direction, Tally>, o: CaseOutcome): void {
  const t = tally[o.direction];
  if (o.skipped !== undefined) {
    t.skipped++;
    console.log(`${o.direction} seed ${o.seed}: not generated: ${o.skipped}`);
    return;
  }
  t.tournaments++;
  t.rounds += o.rounds;
  if (o.discrepancies.length === 0) return;
  t.discrepant++;
  t.discrepancies += o.discrepancies.length;
  for (const d of o.discrepancies) console.log(`${d.direction} seed ${d.seed}${d.round !== undefined ? ` round ${d.round}` : ''}: ${d.what}`);
  for (const [name, text] of Object.entries(o.files ?? {})) writeFileSync(join(plan.out, name), text);
}

async function main(argv: string[]): Promise<number> {
  const plan = planOf(argv);
  mkdirSync(plan.out, { recursive: true });
  const tally = Object.fromEntries(DIRECTIONS.map((d) => [d, { tournaments: 0, rounds: 0, discrepant: 0, discrepancies: 0, skipped: 0 }])) as Record<Direction, Tally>;
  const started = Date.now();
  let done = 0;
  const total = plan.tournaments * plan.directions.length;
  const seen = (o: CaseOutcome) => {
    record(plan, tally, o);
    if (++done % 100 === 0) console.error(`${done} of ${total} (${Math.round((Date.now() - started) / 1000)} s)`);
  };
  console.log(
    `reference ${plan.reference}, edition ${plan.edition}, ${plan.tournaments} tournaments from seed ${plan.seed}, players ${plan.ranges.players.min}-${plan.ranges.players.max}, rounds ${plan.ranges.rounds.min}-${plan.ranges.rounds.max}, ${plan.jobs} job(s); discrepant files go to ${plan.out}`,
  );
  if (plan.jobs === 1) await work(plan, 0, 1, seen);
  else {
    const self = fileURLToPath(import.meta.url);
    await Promise.all(
      Array.from(
        { length: plan.jobs },
        (_, j) =>
          new Promise<void>((done, fail) => {
            const child = fork(self, [...argv, '--out', plan.out, '--worker-index', String(j)], { execArgv: process.execArgv });
            child.on('message', (m) => {
              seen(m as CaseOutcome);
            });
            child.on('exit', (code) => {
              if (code === 0) done();
              else fail(new Error(`worker ${j} exited with ${code}`));
            });
          }),
      ),
    );
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nedition ${plan.edition}, seeds ${plan.seed}-${plan.seed + plan.tournaments - 1}, ${seconds} s`);
  console.log('| direction | tournaments | rounds | discrepant tournaments | discrepancies | not generated |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const d of plan.directions) {
    const t = tally[d];
    const name = d === 'ours' ? 'arbiter generate → reference -c' : 'reference -g → arbiter check';
    console.log(`| ${name} | ${t.tournaments} | ${t.rounds} | ${t.discrepant} | ${t.discrepancies} | ${t.skipped} |`);
  }
  return plan.directions.some((d) => tally[d].discrepancies > 0) ? 1 : 0;
}

/** A worker started by `main` with --jobs: `--worker-index J` last; it runs every jobs-th seed from J. */
async function worker(argv: string[]): Promise<void> {
  const at = argv.indexOf('--worker-index');
  const index = Number(argv[at + 1]);
  const plan = planOf(argv.slice(0, at));
  await work(plan, index, plan.jobs, (o) => process.send?.(o));
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const task = argv.includes('--worker-index') ? worker(argv).then(() => 0) : main(argv);
  task.then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof UsageError ? `endorsement: ${e.message}` : e);
      process.exit(e instanceof UsageError ? 2 : 3);
    },
  );
}
