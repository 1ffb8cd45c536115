/**
 * The Swiss engines' bench (issue 36): pairs rounds 1, 2, 3 and 9 of 11 of generated tournaments of 1,000
 * and 5,000 players by every engine of the Swiss table (`pairing/swissEngines.ts`: Dubov, …) and, on the
 * same input, by the Dutch 2025 rules beside them; wall time, processor time and peak memory per case, each
 * run in a process of its own, the machine's load average (`os.loadavg()`) before and after. Targets: any
 * round of 1,000 players under 1 s, of 5,000 under 5 s. The history is bench/dutchInput.ts's quick
 * stand-in, the ratings its own (2700 down to 1400). A new row of the table is benched without a change here.
 *
 *   npx tsx bench/swissEngines.ts                                   every case
 *   SWISS_BENCH_SIZES=1000 SWISS_BENCH_ROUNDS=2,9 SWISS_BENCH_SYSTEMS=dubov npx tsx bench/swissEngines.ts
 *                                                                   a subset (also --sizes, --rounds, --systems)
 *   npx tsx bench/swissEngines.ts --size 1000 --round 9 --system dubov|dutch|…   one case, in this process
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { pairDutch } from '../src/lib/dutch.js';
import { SYSTEM_INFO } from '../src/core/systems.js';
import type { DutchInput, DutchRoundRecord } from '../src/pairing/dutch/types.js';
import { SWISS_ENGINES, type SwissEngine } from '../src/pairing/swissEngines.js';
import { benchInput } from './dutchInput.js';

const SIZES = [1000, 5000];
const PAIR_ROUNDS = [1, 2, 3, 9];
const ROUNDS = 11;
/** A Double-Swiss has two rounds (games) per match (C.04.5): its tournaments have 12. */
const MATCH_ROUNDS = 12;
/** The Dutch, then each engine of the table by its command's name (`dubov`, …). */
const ENGINES: ReadonlyMap<string, SwissEngine> = new Map(Object.values(SWISS_ENGINES).map((e) => [e.command, e]));
const SYSTEMS: readonly string[] = ['dutch', ...ENGINES.keys()];

interface Run {
  ms: number;
  cpuMs: number;
  pairs: number;
  rssMb: number;
}

function runOne(n: number, round: number, system: string): Run {
  const engine = ENGINES.get(system);
  const matches = engine !== undefined && SYSTEM_INFO[engine.system].roundsPerPairing === 2;
  const made = benchInput(n, round, matches ? MATCH_ROUNDS : ROUNDS, 20260101 + n);
  const input = matches ? asMatches(made) : made;
  const rating = (id: number) => 2700 - Math.floor((1300 * (id - 1)) / n);
  const { rules: _rules, ...rest } = input;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = engine ? engine.pair({ ...rest, players: input.players.map((p) => ({ ...p, rating: rating(p.id) })) }, {}) : pairDutch({ ...input, rules: '2025' });
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  if (!r.ok) throw new Error(r.error.message);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, pairs: r.value.pairs.length, rssMb: process.resourceUsage().maxRSS / 1024 };
}

/**
 * The stand-in's history as matches (C.04.5 Preface: "two games played in succession, with alternating
 * colours"): game b of each match is game a's pairing with the colours reversed and the same result.
 */
function asMatches(input: DutchInput): DutchInput {
  const reversed = (r: DutchRoundRecord): DutchRoundRecord => ({ ...r, colour: r.colour === undefined ? undefined : r.colour === 'white' ? 'black' : 'white' });
  return { ...input, players: input.players.map((p) => ({ ...p, rounds: p.rounds.map((r, k) => (k % 2 === 1 ? reversed(p.rounds[k - 1]!) : r)) })) };
}

const arg = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const list = (text: string | undefined, all: readonly number[]): number[] => (text ? text.split(',').map(Number) : [...all]);
const self = fileURLToPath(import.meta.url);

function runCase(n: number, round: number, system: string): Run | undefined {
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

const title = (system: string): string => ENGINES.get(system)?.title ?? 'FIDE Dutch system (2025 rules)';
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

export function runSwissEnginesBench(): void {
  const env = process.env;
  const sizes = list(arg('--sizes') ?? env.SWISS_BENCH_SIZES, SIZES);
  const rounds = list(arg('--rounds') ?? env.SWISS_BENCH_ROUNDS, PAIR_ROUNDS);
  const asked = (arg('--systems') ?? env.SWISS_BENCH_SYSTEMS)?.split(',');
  const unknown = asked?.find((s) => !SYSTEMS.includes(s));
  if (unknown !== undefined) throw new Error(`--systems ${unknown}: ${SYSTEMS.join(', ')}`);
  // The Dutch is always run, beside the others.
  const systems = asked ? ['dutch', ...asked.filter((s) => s !== 'dutch')] : SYSTEMS;
  console.log(
    `Swiss engines: ${systems.map(title).join(', ')}; rounds ${rounds.join(', ')} of ${ROUNDS} (of ${MATCH_ROUNDS}, 6 matches, for the Double-Swiss: its history game b = game a reversed), the same input for each`,
  );
  console.log("(wall time; cpu: the process's processor time, steadier on a busy machine; peak memory: the process's maxRSS)");
  console.log(`load average (1, 5, 15 min) before: ${load()}`);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  for (const n of sizes)
    for (const round of rounds) {
      const runs = systems.map((system) => [system, runCase(n, round, system)] as const);
      const boards = runs.find(([, r]) => r !== undefined)?.[1]?.pairs;
      const cells = runs.map(([system, r]) => (r ? `${system} ${s(r.ms)} (cpu ${s(r.cpuMs)}, ${r.rssMb.toFixed(0)} MB)` : `${system} failed`));
      console.log(`${String(n).padStart(6)} players, round ${String(round).padStart(2)}: ${cells.join(', ')}; ${boards ?? '?'} boards`);
    }
  console.log(`load average after: ${load()}`);
}

if (arg('--size') !== undefined) {
  const system = arg('--system') ?? 'dubov';
  if (!SYSTEMS.includes(system)) throw new Error(`--system: ${SYSTEMS.join(' or ')}`);
  process.stdout.write(JSON.stringify(runOne(Number(arg('--size')), Number(arg('--round') ?? 9), system)) + '\n');
} else if (process.argv[1] === self) {
  runSwissEnginesBench();
}
