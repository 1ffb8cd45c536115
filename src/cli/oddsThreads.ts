import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { mergeTitleOdds, titleOdds, type OddsOptions, type TitleOdds } from '../director/forecast.js';

/**
 * The title odds (keizer.md §7) on every core: the simulated seasons shared out in parts, one part in this
 * thread and one in each worker thread; each season draws from its own stream of the seed, so the figures
 * are those of one run, however many threads there are.
 */

/** Seasons below which the work stays in one thread (a worker's start would cost more than it saves). */
export const THREADS_FROM_SIMULATIONS = 2000;

/** Threads for n simulations: the cores (at most 8), none for fewer seasons than are worth a worker each. */
export function oddsThreads(simulations: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, 8, Math.floor(simulations / (THREADS_FROM_SIMULATIONS / 2))));
}

export async function titleOddsInThreads(t: Tournament, options: OddsOptions, threads?: number): Promise<Result<TitleOdds>> {
  const n = options.simulations ?? 10_000;
  const k = threads ?? oddsThreads(n);
  // Refused at once (not a Keizer season, no planned rounds, …), and no threads for a small run.
  if (k <= 1 || !Number.isInteger(n) || n < 2) return titleOdds(t, options);
  const check = titleOdds(t, { ...options, simulations: 1, part: undefined });
  if (!check.ok) return check;
  const cuts = Array.from({ length: k + 1 }, (_, i) => Math.round((i * n) / k));
  const parts = cuts.slice(1).map((to, i) => ({ ...options, simulations: n, part: { from: cuts[i]!, to } }));
  const workers = parts.slice(1).map((part) => inWorker(t, part));
  // This thread's part, while the workers start and run theirs.
  const own = titleOdds(t, parts[0]);
  const answers = [own, ...(await Promise.all(workers))];
  const refused = answers.find((a) => !a.ok);
  if (refused) return refused;
  return ok(mergeTitleOdds(answers.map((a) => (a as { ok: true; value: TitleOdds }).value)));
}

function inWorker(t: Tournament, options: OddsOptions): Promise<Result<TitleOdds>> {
  return new Promise((resolve) => {
    const worker = startWorker({ tournament: t, options });
    worker.once('message', (m: Result<TitleOdds>) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', (e) => {
      resolve(err({ code: 'internal', message: `a simulation thread failed: ${e.message}` }));
    });
  });
}

/**
 * A worker running oddsWorker: the compiled .js next to this file, or, when the CLI runs from its
 * TypeScript sources (the tests, the bench), the .ts file loaded through tsx (as the server's compute pool).
 */
function startWorker(data: object): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./oddsWorker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;
  const tsx = fromSource ? tsxEsmApi() : undefined;
  const boot = [
    "import { workerData } from 'node:worker_threads';",
    'if (workerData.tsx) { const { register } = await import(workerData.tsx); register(); }',
    'await import(workerData.entry);',
  ].join('\n');
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: { ...data, entry, tsx } });
}

/** The ES module of tsx's API (`tsx/esm/api`, import condition), found through its package.json. */
function tsxEsmApi(): string {
  const packageJson = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(join(dirname(packageJson), exports['./esm/api']!.import.default)).href;
}
