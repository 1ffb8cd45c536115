import type { CliIo } from './io.js';
import type { Tournament } from '../core/tournament.js';
import { must } from '../core/tournamentOps.js';
import { orderCheck } from '../director/forecast.js';
import { titleOddsInThreads } from './oddsThreads.js';
import { wholeOption } from './files.js';

/** The flags of `arbiter standings` that ask about the season's end (keizer.md §7–8). */
export interface ForecastFlags {
  readonly odds?: boolean | undefined;
  readonly simulations?: string | undefined;
  readonly seed?: string | undefined;
  readonly drawRate?: string | undefined;
  readonly orderCheck?: boolean | undefined;
  readonly samples?: string | undefined;
  readonly json?: boolean | undefined;
}

const pct = (x: number) => `${x.toFixed(1)}%`;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** `arbiter standings --odds` or `--order-check`: true when one was asked and printed. */
export async function printForecast(io: CliIo, t: Tournament, f: ForecastFlags): Promise<boolean> {
  if (f.odds) {
    await printOdds(io, t, f);
    return true;
  }
  if (f.orderCheck) {
    printOrderCheck(io, t, f);
    return true;
  }
  return false;
}

async function printOdds(io: CliIo, t: Tournament, f: ForecastFlags): Promise<void> {
  const drawRate = f.drawRate === undefined ? undefined : wholeOption('--draw-rate', f.drawRate, [0, 100])! / 100;
  // The seasons shared out over the cores (the same figures as in one thread).
  const options = { simulations: wholeOption('--simulations', f.simulations, [1, 10_000_000]), seed: wholeOption('--seed', f.seed), drawRate };
  const odds = must(await titleOddsInThreads(t, options));
  if (f.json) {
    io.out(JSON.stringify(odds.players.map((p) => ({ name: p.name, first: round2(p.first), top3: round2(p.top3) }))) + '\n');
    return;
  }
  io.out(
    `${t.name} — title odds: ${odds.roundsLeft} round${odds.roundsLeft === 1 ? '' : 's'} left, ${odds.simulations} simulated seasons, draws ${Math.round(odds.drawRate * 100)}%\n`,
  );
  io.out(`  #  ${'name'.padEnd(28)} ${'first'.padStart(15)} ${'top 3'.padStart(15)}\n`);
  odds.players.forEach((p, i) => {
    const cell = (x: number, e: number, proven: boolean) => (proven ? '0 (out of reach)' : `${pct(x)} ±${e.toFixed(1)}`).padStart(15);
    io.out(`${String(i + 1).padStart(3)}  ${p.name.padEnd(28)} ${cell(p.first, p.firstError, p.eliminated)} ${cell(p.top3, p.top3Error, p.outOfTop3)}\n`);
  });
  io.out('note: ± is the standard error of the simulation; "out of reach" is proven, not simulated (keizer.md §7)\n');
  if (odds.unpairable) io.out(`note: ${odds.unpairable} simulated evenings could not be paired under the repeat rule and were paired without it\n`);
}

function printOrderCheck(io: CliIo, t: Tournament, f: ForecastFlags): void {
  const check = must(orderCheck(t, { samples: wholeOption('--samples', f.samples, [1, 100_000]), seed: wholeOption('--seed', f.seed) }));
  if (f.json) {
    io.out(JSON.stringify(check.players.map((p) => ({ name: p.name, actual: p.actual, best: p.best, worst: p.worst, places: p.places }))) + '\n');
    return;
  }
  io.out(`${t.name} — order check: the ${check.rounds} played rounds in ${check.samples} orders (as played, then random)\n`);
  io.out(`  #  ${'name'.padEnd(28)} places held (how often)\n`);
  for (const p of check.players) io.out(`${String(p.actual).padStart(3)}  ${p.name.padEnd(28)} ${p.places.map((x) => `${x.place} (${x.count})`).join(', ')}\n`);
  io.out(
    check.orderFree
      ? 'note: every player held the same place in every order: this ranking does not depend on the order of the rounds\n'
      : `note: ${check.players.filter((p) => p.places.length > 1).length} players' places depend on the order in which the rounds were played (keizer.md §8)\n`,
  );
}
