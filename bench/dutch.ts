/**
 * Dutch engine bench (issues 3, 12 and 17): pair rounds 1, 2, 3 and 9 of 11 of generated tournaments of
 * 1,000, 2,000, 5,000 and 9,999 players by each edition of the rules (2025, then 2017, on the same input);
 * print wall time, processor time and peak memory per case. Each run is its own process so that the peak
 * resident memory (maxRSS) is that run's own. Then one round of 20,000 players through the library
 * (src/lib/dutch.ts: plain data, no TRF limit).
 *
 * Rounds before the one paired are made by a quick Swiss stand-in (players in score order, each against one
 * of the next few not met before, colours balanced) with Elo-random results, so the history is realistic but
 * cheap; only the paired round is timed.
 *
 *   npx tsx bench/dutch.ts                 every case
 *   DUTCH_BENCH_SIZES=1000,5000 DUTCH_BENCH_ROUNDS=1,9 DUTCH_BENCH_RULES=2017 npx tsx bench/dutch.ts
 *                                          a subset (also `--sizes 1000,5000 --rounds 1,9 --rules 2017`;
 *                                          DUTCH_BENCH_LIBRARY=0 leaves out the 20,000-player case)
 *   npx tsx bench/dutch.ts --size 1000 [--round 9] [--rules 2017]
 *                                          one case (default round 9, edition 2025), in this process
 *   npx tsx bench/dutch.ts --size 1000 --trf IN.trf --pairs OUT.txt
 *                                          also write the input as TRF and the pairing in the engines'
 *                                          output format, to compare with another engine's `-p`
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { DUTCH_RULES, DUTCH_RULES_TEXT, type DutchRules } from '../src/core/settings.js';
import { pairDutch } from '../src/lib/dutch.js';
import { makePairsText } from '../src/pairing/dutch/output.js';
import { benchInput, benchTrf } from './dutchInput.js';

const SIZES = [1000, 2000, 5000, 9999];
const PAIR_ROUNDS = [1, 2, 3, 9];
const ROUNDS = 11;
/** The library case: one round of this many players (beyond the TRF16 limit of 9,999). */
const LIBRARY_SIZE = 20000;
const LIBRARY_ROUND = 5;

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
  console.log(`Dutch engine: rounds ${rounds.join(', ')} of ${ROUNDS}, each edition of the rules on the same input`);
  console.log("(wall time; cpu: the process's processor time, steadier on a busy machine; peak memory: the process's maxRSS)");
  for (const n of sizes)
    for (const round of rounds) for (const rules of editions) runCase(`${String(n).padStart(6)} players, round ${String(round).padStart(2)}, ${rules} rules:`, n, round, rules);
  if ((arg('--library') ?? env.DUTCH_BENCH_LIBRARY) !== '0')
    for (const rules of editions) runCase(`${LIBRARY_SIZE} players (library), round ${LIBRARY_ROUND}, ${rules} rules:`, LIBRARY_SIZE, LIBRARY_ROUND, rules);
}
