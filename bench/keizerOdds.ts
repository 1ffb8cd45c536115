/**
 * Title odds of a Keizer club (issue 32, keizer.md §7): 10,000 simulated seasons of a 40-player club with 10
 * evenings left (20 played of 30, results and a few absences drawn with a seed), each evening paired by the
 * Keizer pairing itself and ranked by the iteration variant. The target is 5 s for every variant, on the
 * machine's cores as `arbiter standings --odds` runs it (`titleOddsInThreads`); one thread beside it, with
 * the processor time and the load (a shared machine's wall time says little alone). Run alone:
 * `npx tsx bench/keizerOdds.ts [simulations] [--against CHECKOUT]`; with --against, the same club is
 * simulated by the code of another checkout (e.g. the main branch) in the same run, for comparison.
 */
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { DEFAULT_KEIZER_SETTINGS, type Iteration } from '../src/core/settings.js';
import type { Tournament } from '../src/core/tournament.js';
import type { GameResult } from '../src/core/game.js';
import type { Result } from '../src/core/result.js';
import { seededRandom } from '../src/core/random.js';
import { pairKeizerRound } from '../src/pairing/keizer.js';
import { keizerTitleOdds, type OddsOptions, type TitleOdds } from '../src/director/keizerOdds.js';
import { oddsThreads, titleOddsInThreads } from '../src/cli/oddsThreads.js';

/** A club of `n` players with `played` of `planned` rounds played by the engine. */
export function benchClub(n = 40, played = 20, planned = 30, iteration: Iteration = 'none'): Tournament {
  const random = seededRandom(2026);
  const players = Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Speler ${String(i + 1).padStart(2, '0')}`, rating: 1200 + Math.round(random() * 1000) }));
  let t: Tournament = { name: 'Club', plannedRounds: planned, settings: { ...DEFAULT_KEIZER_SETTINGS, iteration }, players, rounds: [], absences: [] };
  const results: GameResult[] = ['1-0', '1/2-1/2', '0-1'];
  for (let r = 1; r <= played; r++) {
    const absent = players.filter(() => random() < 0.1).map((p) => ({ round: r, player: p.id, kind: 'excused' as const }));
    t = { ...t, absences: [...t.absences, ...absent] };
    const paired = pairKeizerRound(t);
    if (!paired.ok) throw new Error(paired.error.message);
    t = { ...t, rounds: [...t.rounds, { ...paired.value, games: paired.value.games.map((g) => ({ ...g, result: results[Math.floor(random() * 3)]! })) }] };
  }
  return t;
}

type Odds = (t: Tournament, options: OddsOptions) => Result<TitleOdds> | Promise<Result<TitleOdds>>;

/** One timed run: wall and processor time (of every thread of the process), and the load before and after. */
async function timed(label: string, odds: Odds, t: Tournament, simulations: number): Promise<void> {
  const load = loadavg()[0]!;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const r = await odds(t, { simulations });
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  if (!r.ok) throw new Error(r.error.message);
  const leader = r.value.players.reduce((a, p) => (p.first > a.first ? p : a));
  // A fingerprint of every player's counts: equal figures (this code and another checkout's) show equal ones.
  let print = 0;
  for (const p of r.value.players) print = (Math.imul(print, 31) + p.firstCount * 10_007 + p.top3Count) | 0;
  console.log(
    `    ${label.padEnd(22)} ${(ms / 1000).toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s processor, load ${load.toFixed(1)}–${loadavg()[0]!.toFixed(1)}  (favourite ${leader.name} ${leader.first.toFixed(1)} %, figures #${(print >>> 0).toString(16)})`,
  );
}

export async function runKeizerOddsBench(simulations = 10_000, against?: string): Promise<void> {
  const threads = oddsThreads(simulations);
  console.log(`Keizer title odds: ${simulations} simulations, 40 players, 10 evenings left (target 5 s wall for every variant; ${availableParallelism()} cores)`);
  const from = async <T>(file: string): Promise<T> => (await import(pathToFileURL(resolve(against!, file)).href)) as T;
  const other = against === undefined ? undefined : (await from<{ keizerTitleOdds: Odds }>('src/director/keizerOdds.ts')).keizerTitleOdds;
  const otherThreads = against === undefined ? undefined : (await from<{ titleOddsInThreads: Odds }>('src/cli/oddsThreads.ts')).titleOddsInThreads;
  for (const iteration of ['none', 'final', 'converge', 'phased'] as const) {
    const t = benchClub(40, 20, 30, iteration);
    console.log(`  ${iteration}`);
    await timed(`${threads} threads (the CLI)`, titleOddsInThreads, t, simulations);
    if (otherThreads) await timed(`${threads} threads, ${against}`, otherThreads, t, simulations);
    await timed('1 thread', keizerTitleOdds, t, simulations);
    if (other) await timed(`1 thread, ${against}`, other, t, simulations);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--against');
  const against = at >= 0 ? args.splice(at, 2)[1] : undefined;
  await runKeizerOddsBench(Number(args[0] ?? 10_000), against);
}
