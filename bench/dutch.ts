/**
 * Dutch engine bench (issues 3 and 12): pair round 9 of 11 of generated tournaments of 1,000, 2,000 and
 * 5,000 players by each edition of the rules (2025, then 2017, on the same input); print wall time and
 * peak memory per size and edition. Each run is its own process so that the peak resident memory
 * (maxRSS) is that run's own.
 *
 * Rounds 1–8 are made by a quick Swiss stand-in (players in score order, each against one of the next
 * few not met before, colours balanced) with Elo-random results, so the history is realistic but cheap;
 * only round 9 is paired by the engine, and only that is timed.
 *
 *   npx tsx bench/dutch.ts                 all sizes, both editions
 *   npx tsx bench/dutch.ts --size 1000 [--rules 2017]
 *                                          one size (and edition, default 2025), in this process
 *   npx tsx bench/dutch.ts --size 1000 --trf IN.trf --pairs OUT.txt
 *                                          also write the input as TRF and the pairing in the engines'
 *                                          output format, to compare with another engine's `-p`
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { DUTCH_RULES, DUTCH_RULES_TEXT, type DutchRules } from '../src/core/settings.js';
import { pairDutch } from '../src/pairing/dutch/engine.js';
import { makePairsText } from '../src/pairing/dutch/output.js';
import { benchInput, benchTrf } from './dutchInput.js';

const SIZES = [1000, 2000, 5000];
const ROUNDS = 11;
const PAIR_ROUND = 9;

interface Run {
  ms: number;
  cpuMs: number;
  pairs: number;
  rssMb: number;
}

function runOne(n: number, rules: DutchRules, files: { trf?: string | undefined; pairs?: string | undefined } = {}): Run {
  const input = { ...benchInput(n, PAIR_ROUND, ROUNDS, 20260101 + n), rules };
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

const self = fileURLToPath(import.meta.url);
const sizeArg = process.argv.indexOf('--size');
if (sizeArg >= 0) {
  const n = Number(process.argv[sizeArg + 1]);
  const arg = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const rules = (arg('--rules') ?? '2025') as DutchRules;
  if (!DUTCH_RULES.includes(rules)) throw new Error(`--rules: ${DUTCH_RULES_TEXT}`);
  process.stdout.write(JSON.stringify(runOne(n, rules, { trf: arg('--trf'), pairs: arg('--pairs') })) + '\n');
} else if (process.argv[1] === self) {
  runDutchBench();
}

export function runDutchBench(sizes = SIZES): void {
  console.log(`Dutch engine: round ${PAIR_ROUND} of ${ROUNDS}, each edition of the rules on the same input (wall time; cpu: this process's processor time, steadier on a busy machine)`);
  for (const n of sizes) {
    for (const rules of DUTCH_RULES) {
      const label = `${String(n).padStart(6)} players, ${rules} rules:`;
      try {
        const out = execFileSync(process.execPath, [...process.execArgv, self, '--size', String(n), '--rules', rules], { encoding: 'utf8', maxBuffer: 1 << 20 });
        const { ms, cpuMs, pairs, rssMb } = JSON.parse(out.trim().split('\n').pop()!) as Run;
        console.log(`${label} ${(ms / 1000).toFixed(2).padStart(7)} s (cpu ${(cpuMs / 1000).toFixed(2)} s), ${pairs} boards, peak memory ${rssMb.toFixed(0)} MB`);
      } catch (e) {
        console.log(`${label} failed (${(e as Error).message.split('\n')[0]})`);
      }
    }
  }
}
