/**
 * Dubov engine bench (issue 36): pair rounds 1, 2, 3 and 9 of 11 of generated tournaments of 1,000 and
 * 5,000 players by the Dubov system (C.04.4.1) and, on the same input, by the Dutch 2025 rules beside it;
 * wall time, processor time and peak memory per case, each run in a process of its own. Targets: any round
 * of 1,000 players under 1 s, of 5,000 under 5 s. The history is bench/dutchInput.ts's quick stand-in, the
 * ratings its own (2700 down to 1400).
 *
 *   npx tsx bench/dubov.ts                                every case
 *   DUBOV_BENCH_SIZES=1000 DUBOV_BENCH_ROUNDS=2,9 npx tsx bench/dubov.ts     a subset (also --sizes, --rounds)
 *   npx tsx bench/dubov.ts --size 1000 --round 9 --system dubov|dutch        one case, in this process
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pairDubov } from '../src/lib/dubov.js';
import { pairDutch } from '../src/lib/dutch.js';
import { benchInput } from './dutchInput.js';

const SIZES = [1000, 5000];
const PAIR_ROUNDS = [1, 2, 3, 9];
const ROUNDS = 11;
const SYSTEMS = ['dubov', 'dutch'] as const;
type BenchSystem = (typeof SYSTEMS)[number];

interface Run {
  ms: number;
  cpuMs: number;
  pairs: number;
  rssMb: number;
}

function runOne(n: number, round: number, system: BenchSystem): Run {
  const input = benchInput(n, round, ROUNDS, 20260101 + n);
  const rating = (id: number) => 2700 - Math.floor((1300 * (id - 1)) / n);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = system === 'dubov' ? pairDubov({ ...input, players: input.players.map((p) => ({ ...p, rating: rating(p.id) })) }) : pairDutch({ ...input, rules: '2025' });
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  if (!r.ok) throw new Error(r.error.message);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, pairs: r.value.pairs.length, rssMb: process.resourceUsage().maxRSS / 1024 };
}

const arg = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const list = (text: string | undefined, all: readonly number[]): number[] => (text ? text.split(',').map(Number) : [...all]);
const self = fileURLToPath(import.meta.url);

if (arg('--size') !== undefined) {
  const system = (arg('--system') ?? 'dubov') as BenchSystem;
  if (!SYSTEMS.includes(system)) throw new Error(`--system: ${SYSTEMS.join(' or ')}`);
  process.stdout.write(JSON.stringify(runOne(Number(arg('--size')), Number(arg('--round') ?? 9), system)) + '\n');
} else if (process.argv[1] === self) {
  runDubovBench();
}

function runCase(n: number, round: number, system: BenchSystem): Run | undefined {
  try {
    const out = execFileSync(process.execPath, [...process.execArgv, self, '--size', String(n), '--round', String(round), '--system', system], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    return JSON.parse(out.trim().split('\n').pop()!) as Run;
  } catch (e) {
    console.log(`${n} players, round ${round}, ${system}: failed (${(e as Error).message.split('\n')[0]})`);
    return undefined;
  }
}

export function runDubovBench(): void {
  const env = process.env;
  const sizes = list(arg('--sizes') ?? env.DUBOV_BENCH_SIZES, SIZES);
  const rounds = list(arg('--rounds') ?? env.DUBOV_BENCH_ROUNDS, PAIR_ROUNDS);
  console.log(`Dubov engine (C.04.4.1), the Dutch (2025 rules) beside it on the same input: rounds ${rounds.join(', ')} of ${ROUNDS}`);
  console.log("(wall time; cpu: the process's processor time, steadier on a busy machine; peak memory: the process's maxRSS)");
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  for (const n of sizes)
    for (const round of rounds) {
      const dubov = runCase(n, round, 'dubov');
      const dutch = runCase(n, round, 'dutch');
      if (!dubov || !dutch) continue;
      console.log(
        `${String(n).padStart(6)} players, round ${String(round).padStart(2)}: Dubov ${s(dubov.ms)} (cpu ${s(dubov.cpuMs)}, ${dubov.rssMb.toFixed(0)} MB), ` +
          `Dutch ${s(dutch.ms)} (cpu ${s(dutch.cpuMs)}, ${dutch.rssMb.toFixed(0)} MB), ${dubov.pairs} boards`,
      );
    }
}
