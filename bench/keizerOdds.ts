/**
 * Title odds of a Keizer club (issue 32, keizer.md §7): 10,000 simulated seasons of a 40-player club with 10
 * evenings left (20 played of 30, results and a few absences drawn with a seed), each evening paired by the
 * Keizer pairing itself and ranked by the iteration variant. The target is 5 s for `none`; the other
 * variants are printed beside it, with the processor time and the load (a shared machine's wall time
 * says little alone). Run alone: `npx tsx bench/keizerOdds.ts [simulations]`.
 */
import { cpus, loadavg } from 'node:os';
import { DEFAULT_KEIZER_SETTINGS, type Iteration } from '../src/core/settings.js';
import type { Tournament } from '../src/core/tournament.js';
import type { GameResult } from '../src/core/game.js';
import { seededRandom } from '../src/core/random.js';
import { pairKeizerRound } from '../src/pairing/keizer.js';
import { keizerTitleOdds } from '../src/director/keizerOdds.js';
import { pathToFileURL } from 'node:url';

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

export function runKeizerOddsBench(simulations = 10_000): void {
  console.log(`Keizer title odds: ${simulations} simulations, 40 players, 10 evenings left (target 5 s for none; ${cpus().length} cores)`);
  for (const iteration of ['none', 'final', 'converge', 'phased'] as const) {
    const t = benchClub(40, 20, 30, iteration);
    // The wall time, and the processor time this process had: on a shared machine the two differ, and
    // the load average (before and after) says how busy it was.
    const load = loadavg()[0]!;
    const cpu = process.cpuUsage();
    const start = performance.now();
    const odds = keizerTitleOdds(t, { simulations });
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (!odds.ok) throw new Error(odds.error.message);
    const leader = odds.value.players.reduce((a, p) => (p.first > a.first ? p : a));
    console.log(
      `  ${iteration.padEnd(9)} ${(ms / 1000).toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s processor, load ${load.toFixed(1)}–${loadavg()[0]!.toFixed(1)}  (favourite ${leader.name} ${leader.first.toFixed(1)} %, ${odds.value.unpairable} evenings paired without the repeat rule)`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runKeizerOddsBench(Number(process.argv[2] ?? 10_000));
