/**
 * Dutch engine bench (issues 3, 12 and 17): pair rounds 1, 2, 3 and 9 of 11 of generated tournaments of
 * 1,000, 2,000, 5,000 and 9,999 players by each edition of the rules (2025, then 2017, on the same input);
 * print wall time, processor time and peak memory per case. Each run is its own process so that the peak
 * resident memory (maxRSS) is that run's own. Then one round of 20,000 players through the library
 * (src/lib/dutch.ts: plain data, no TRF limit), and round 2 of 50,000 (2025 rules). Then the command as a server starts it once a round,
 * `node bin/arbiter.js dutch IN.trf -p OUT` on the 1,000-player inputs (built first: `npm run build`'s two
 * steps), timed from the outside with the process start and exit, several runs a case (issue 17's target).
 *
 * Rounds before the one paired are made by a quick Swiss stand-in (players in score order, each against one
 * of the next few not met before, colours balanced) with Elo-random results, so the history is realistic but
 * cheap; only the paired round is timed.
 *
 *   npx tsx bench/dutch.ts                 every case
 *   DUTCH_BENCH_SIZES=1000,5000 DUTCH_BENCH_ROUNDS=1,9 DUTCH_BENCH_RULES=2017 npx tsx bench/dutch.ts
 *                                          a subset (also `--sizes 1000,5000 --rounds 1,9 --rules 2017`;
 *                                          DUTCH_BENCH_LIBRARY=0 leaves out the 20,000-player case,
 *                                          DUTCH_BENCH_COMMAND=0 the command's cases;
 *                                          DUTCH_BENCH_COMMAND_RUNS=N runs each of those N times, default 9)
 *   npx tsx bench/dutch.ts --size 1000 [--round 9] [--rules 2017]
 *                                          one case (default round 9, edition 2025), in this process
 *                                          DUTCH_BENCH_LOAD=0 the command beside two busy processes and
 *                                          without them, its helper threads at low priority or not
 *                                          (DUTCH_BENCH_LOAD_RUNS=N, default 5)
 *   npx tsx bench/dutch.ts --size 1000 --trf IN.trf --pairs OUT.txt
 *                                          also write the input as TRF and the pairing in the engines'
 *                                          output format, to compare with another engine's `-p`
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DUTCH_RULES, DUTCH_RULES_TEXT, type DutchRules } from '../src/core/settings.js';
import { pairDutch } from '../src/lib/dutch.js';
import { makePairsText } from '../src/pairing/dutch/output.js';
import { benchInput, benchTrf } from './dutchInput.js';

const SIZES = [1000, 2000, 5000, 9999];
const PAIR_ROUNDS = [1, 2, 3, 9];
const ROUNDS = 11;
/** The command's cases: this many players (issue 17: under 0.5 s including the process start). */
const COMMAND_SIZE = 1000;
/** The library case: one round of this many players (beyond the TRF16 limit of 9,999). */
const LIBRARY_SIZE = 20000;
const LIBRARY_ROUND = 5;
/** The largest library case (issue 37), rounds LARGEST_ROUNDS. */
const LARGEST_SIZE = 50000;
/** Issue 37: "any round" — the first with brackets of thousands (2), a middle one and a late one. */
const LARGEST_ROUNDS = [2, 5, 9];
/** The command's cases beside busy processes (issue 37): 1,000 players round 9, 5,000 players round 2. */
const LOAD_CASES: readonly (readonly [number, number])[] = [
  [1000, 9],
  [5000, 2],
];
/** How bin/dutch.js sets its helper threads' priority (ARBITER_DUTCH_HELPERS): as shipped (by the load), or either way. */
const HELPER_MODES = ['as shipped', 'low', 'normal'] as const;

interface Run {
  ms: number;
  cpuMs: number;
  pairs: number;
  rssMb: number;
}

function runOne(n: number, round: number, rules: DutchRules, files: { trf?: string | undefined; pairs?: string | undefined } = {}): Run {
  const input = { ...benchInput(n, round, ROUNDS, 20260101 + n), rules };
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = pairDutch(input);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  if (!r.ok) throw new Error(r.error.message);
  if (files.trf) writeFileSync(files.trf, benchTrf(input));
  if (files.pairs) writeFileSync(files.pairs, makePairsText(r.value));
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, pairs: r.value.pairs.length, rssMb: process.resourceUsage().maxRSS / 1024 };
}

const arg = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const list = (text: string | undefined, all: readonly number[]): number[] => (text ? text.split(',').map(Number) : [...all]);

const self = fileURLToPath(import.meta.url);
const root = join(self, '..', '..');
if (arg('--size') !== undefined) {
  const rules = (arg('--rules') ?? '2025') as DutchRules;
  if (!DUTCH_RULES.includes(rules)) throw new Error(`--rules: ${DUTCH_RULES_TEXT}`);
  const run = runOne(Number(arg('--size')), Number(arg('--round') ?? 9), rules, { trf: arg('--trf'), pairs: arg('--pairs') });
  process.stdout.write(JSON.stringify(run) + '\n');
} else if (process.argv[1] === self) {
  runDutchBench();
}

/** One case in a process of its own, printed as one line (or why it failed). */
function runCase(label: string, n: number, round: number, rules: DutchRules): void {
  try {
    const out = execFileSync(process.execPath, [...process.execArgv, self, '--size', String(n), '--round', String(round), '--rules', rules], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    const { ms, cpuMs, pairs, rssMb } = JSON.parse(out.trim().split('\n').pop()!) as Run;
    console.log(
      `${label} ${(ms / 1000).toFixed(2).padStart(7)} s (cpu ${(cpuMs / 1000).toFixed(2).padStart(6)} s), ${String(pairs).padStart(5)} boards, peak memory ${rssMb.toFixed(0).padStart(5)} MB`,
    );
  } catch (e) {
    console.log(`${label} failed (${(e as Error).message.split('\n')[0]})`);
  }
}

export function runDutchBench(): void {
  const env = process.env;
  const sizes = list(arg('--sizes') ?? env.DUTCH_BENCH_SIZES, SIZES);
  const rounds = list(arg('--rounds') ?? env.DUTCH_BENCH_ROUNDS, PAIR_ROUNDS);
  const editions = (arg('--rules') ?? env.DUTCH_BENCH_RULES ?? DUTCH_RULES.join(',')).split(',') as DutchRules[];
  const runs = commandRuns(arg('--command-runs') ?? env.DUTCH_BENCH_COMMAND_RUNS);
  console.log(`Dutch engine: rounds ${rounds.join(', ')} of ${ROUNDS}, each edition of the rules on the same input`);
  console.log("(wall time; cpu: the process's processor time, steadier on a busy machine; peak memory: the process's maxRSS)");
  for (const n of sizes)
    for (const round of rounds) for (const rules of editions) runCase(`${String(n).padStart(6)} players, round ${String(round).padStart(2)}, ${rules} rules:`, n, round, rules);
  if ((arg('--library') ?? env.DUTCH_BENCH_LIBRARY) !== '0') {
    for (const rules of editions) runCase(`${LIBRARY_SIZE} players (library), round ${LIBRARY_ROUND}, ${rules} rules:`, LIBRARY_SIZE, LIBRARY_ROUND, rules);
    // Issue 37 Deliver 4's target: 50,000 players, any round, under 10 s of processor time and 1.5 GB.
    if (editions.includes('2025')) for (const round of LARGEST_ROUNDS) runCase(`${LARGEST_SIZE} players (library), round ${round}, 2025 rules:`, LARGEST_SIZE, round, '2025');
  }
  if ((arg('--command') ?? env.DUTCH_BENCH_COMMAND) !== '0' && sizes.includes(COMMAND_SIZE)) runCommandCases(rounds, editions, runs);
  if ((arg('--load') ?? env.DUTCH_BENCH_LOAD) !== '0') runLoadCases(commandRuns(arg('--load-runs') ?? env.DUTCH_BENCH_LOAD_RUNS ?? '5'));
}

function commandRuns(text: string | undefined): number {
  if (text === undefined) return 9;
  const runs = Number(text);
  if (Number.isInteger(runs) && runs >= 1) return runs;
  console.error(`bench: DUTCH_BENCH_COMMAND_RUNS / --command-runs: "${text}" is not a number of runs (1 or more)`);
  process.exit(2);
}

/**
 * `arbiter dutch IN.trf -p OUT` as a server runs it, once a round: a process of its own, timed from here
 * (node's start and exit included), `runs` times a case; the median, the fastest and the slowest. Each
 * pairing is checked against the library's on the same input.
 */
function runCommandCases(rounds: readonly number[], editions: readonly DutchRules[], runs: number): void {
  // The command runs what `npm run build` made: build it from the sources being measured.
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], { cwd: root });
  execFileSync(process.execPath, [join(root, 'scripts', 'bundle-dutch.mjs')], { cwd: root });
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-dutch-bench-'));
  console.log(`\`arbiter dutch IN.trf -p OUT\` (node bin/arbiter.js, ${COMMAND_SIZE} players): wall time including the process start and exit, ${runs} runs a case`);
  try {
    for (const round of rounds)
      for (const rules of editions) {
        const input = { ...benchInput(COMMAND_SIZE, round, ROUNDS, 20260101 + COMMAND_SIZE), rules };
        const expected = pairDutch(input);
        if (!expected.ok) throw new Error(expected.error.message);
        const trf = join(dir, `in-${round}-${rules}.trf`);
        const out = join(dir, `out-${round}-${rules}.txt`);
        writeFileSync(trf, benchTrf(input));
        const label = `${String(COMMAND_SIZE).padStart(6)} players, round ${String(round).padStart(2)}, ${rules} rules, the command:`;
        const times: number[] = [];
        try {
          for (let k = 0; k < runs; k++) {
            const t0 = performance.now();
            execFileSync(process.execPath, [join(root, 'bin', 'arbiter.js'), 'dutch', trf, '-p', out, ...(rules === '2025' ? [] : ['--rules', rules])], { stdio: 'pipe' });
            times.push(performance.now() - t0);
          }
        } catch (e) {
          console.log(`${label} failed (${(e as Error).message.split('\n')[0]})`);
          continue;
        }
        const same = readFileSync(out, 'utf8') === makePairsText(expected.value);
        times.sort((a, b) => a - b);
        const s = (ms: number): string => (ms / 1000).toFixed(2);
        console.log(
          `${label} ${s(times[Math.floor(runs / 2)]!).padStart(5)} s median (fastest ${s(times[0]!)}, slowest ${s(times[runs - 1]!)})${same ? '' : " — PAIRING DIFFERS FROM THE LIBRARY'S"}`,
        );
      }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The processor time of this process's finished children, in seconds (Linux: /proc/self/stat cutime + cstime). */
function childrenCpu(tick: number): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / tick;
  } catch {
    return undefined;
  }
}

/**
 * `arbiter dutch IN.trf -p OUT` without and then beside two busy processes (each a loop on one core, as a
 * busy server has), its helper threads at the lowest priority (bin/dutch.js, `low`), at their own
 * (`normal`), and as shipped (chosen by the load average); the modes in turn, run by run, so that each
 * sees the same machine. Wall and processor time (the child's, from /proc) per case and mode: the median
 * of `runs`, and the load average when the condition starts.
 */
export function runLoadCases(runs: number): void {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-dutch-load-'));
  let tick = 100;
  try {
    tick = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    // no getconf: Linux's usual 100 ticks a second
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`\`arbiter dutch IN.trf -p OUT\` idle and beside two busy processes, helper threads at low or normal priority: median of ${runs} runs (wall, and the process's cpu)`);
  const busy: ChildProcess[] = [];
  try {
    for (const loaded of [false, true]) {
      if (loaded) for (let k = 0; k < 2; k++) busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
      if (loaded) execFileSync(process.execPath, ['-e', 'setTimeout(() => {}, 2000)']); // the busy loops started
      console.log(
        `  ${loaded ? 'beside two busy processes' : 'without busy processes'} (load average ${loadavg()
          .map((x) => x.toFixed(2))
          .join(' ')}, ${availableCores()} cores):`,
      );
      for (const [n, round] of LOAD_CASES) {
        const input = { ...benchInput(n, round, ROUNDS, 20260101 + n), rules: '2025' as DutchRules };
        const expected = pairDutch(input);
        if (!expected.ok) throw new Error(expected.error.message);
        const trf = join(dir, `in-${n}-${round}.trf`);
        const out = join(dir, `out-${n}-${round}.txt`);
        writeFileSync(trf, benchTrf(input));
        const wall = new Map<string, number[]>(HELPER_MODES.map((m) => [m, []]));
        const cpu = new Map<string, number[]>(HELPER_MODES.map((m) => [m, []]));
        let same = true;
        for (let k = 0; k < runs; k++)
          for (const mode of HELPER_MODES) {
            const env = { ...process.env };
            if (mode === 'as shipped') delete env.ARBITER_DUTCH_HELPERS;
            else env.ARBITER_DUTCH_HELPERS = mode;
            const c0 = childrenCpu(tick);
            const t0 = performance.now();
            execFileSync(process.execPath, [join(root, 'bin', 'arbiter.js'), 'dutch', trf, '-p', out], { stdio: 'pipe', env });
            wall.get(mode)!.push(performance.now() - t0);
            const c1 = childrenCpu(tick);
            if (c0 !== undefined && c1 !== undefined) cpu.get(mode)!.push((c1 - c0) * 1000);
            same &&= readFileSync(out, 'utf8') === makePairsText(expected.value);
          }
        const cells = HELPER_MODES.map((m) => {
          const c = cpu.get(m)!;
          return `${m} ${(median(wall.get(m)!) / 1000).toFixed(2)} s (cpu ${c.length ? (median(c) / 1000).toFixed(2) : 'n/a'} s)`;
        });
        console.log(`    ${String(n).padStart(6)} players, round ${round}: ${cells.join(', ')}${same ? '' : " — PAIRING DIFFERS FROM THE LIBRARY'S"}`);
      }
    }
  } finally {
    for (const b of busy) b.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

function availableCores(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}
