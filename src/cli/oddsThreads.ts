import type { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { mergeTitleOdds, titleOdds, type OddsOptions, type OddsPart, type TitleOdds } from '../director/forecast.js';
import { startWorker } from '../director/workerThreads.js';

/**
 * The title odds (keizer.md §7) on every core: this thread and a worker thread on each other core claim
 * the simulated seasons a few at a time from one counter until none is left, so a worker that starts
 * late (loading its modules) or runs on a busy core does less, and none waits for another. Each season
 * draws from its own stream of the seed, so the figures are those of one run, however they were shared.
 */

/** Seasons below which the work stays in one thread (a worker's start would cost more than it saves). */
export const THREADS_FROM_SIMULATIONS = 2000;

/** Threads for n simulations: the cores (at most 8), none for fewer seasons than are worth a worker each. */
export function oddsThreads(simulations: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, 8, Math.floor(simulations / (THREADS_FROM_SIMULATIONS / 2))));
}

/**
 * The shared counter of a run, in an Int32Array over a SharedArrayBuffer: [0] the next season not yet
 * claimed; [w] (w = 1 … workers) worker w's state, which the worker and this thread each set once with a
 * compare-and-exchange, so that exactly one of them wins: the worker claims (`WORKING`), or this thread,
 * having run out of seasons before the worker began, lets it go (`LET_GO`) and does not wait for it.
 */
const NOT_BEGUN = 0;
const WORKING = 1;
const LET_GO = 2;

/** Seasons claimed at a time: some 32 claims per thread, so that the last ones end close together. */
export const claimSize = (simulations: number, threads: number): number => Math.max(16, Math.min(256, Math.ceil(simulations / (threads * 32))));

/** Claims of `size` seasons of the `simulations` from the counter `shared[0]`. */
export function claimsOf(shared: Int32Array, simulations: number, size: number): () => OddsPart | undefined {
  return () => {
    const from = Atomics.add(shared, 0, size);
    return from < simulations ? { from, to: Math.min(simulations, from + size) } : undefined;
  };
}

/** What a worker of oddsWorker is given. */
export interface OddsWork {
  readonly tournament: Tournament;
  readonly options: OddsOptions;
  readonly shared: SharedArrayBuffer;
  readonly worker: number;
  readonly size: number;
}

/** A worker's part of the run (in oddsWorker): its claims, or nothing when this thread has let it go. */
export function workerOdds(work: OddsWork): Result<TitleOdds> | undefined {
  const shared = new Int32Array(work.shared);
  if (Atomics.compareExchange(shared, work.worker, NOT_BEGUN, WORKING) === LET_GO) return undefined;
  const n = work.options.simulations ?? 10_000;
  return titleOdds(work.tournament, { ...work.options, part: undefined, claim: claimsOf(shared, n, work.size) });
}

export async function titleOddsInThreads(t: Tournament, options: OddsOptions, threads?: number): Promise<Result<TitleOdds>> {
  const n = options.simulations ?? 10_000;
  const k = threads ?? oddsThreads(n);
  // Refused at once (not a Keizer season, no planned rounds, …), and no threads for a small run or a part.
  if (k <= 1 || !Number.isInteger(n) || n < 2 || options.part || options.claim) return titleOdds(t, options);
  const check = titleOdds(t, { ...options, simulations: 1 });
  if (!check.ok) return check;
  const buffer = new SharedArrayBuffer(4 * k);
  const shared = new Int32Array(buffer);
  const size = claimSize(n, k);
  const workers = Array.from({ length: k - 1 }, (_, i) => {
    const work: OddsWork = { tournament: t, options, shared: buffer, worker: i + 1, size };
    const worker = startWorker(import.meta.url, 'oddsWorker', { data: work });
    return { worker, answer: answerOf(worker) };
  });
  // This thread's claims, while the workers start and claim theirs.
  const own = titleOdds(t, { ...options, claim: claimsOf(shared, n, size) });
  const answers: Result<TitleOdds>[] = [own];
  for (const [i, { worker, answer }] of workers.entries()) {
    if (Atomics.compareExchange(shared, i + 1, NOT_BEGUN, LET_GO) === NOT_BEGUN) void worker.terminate();
    else answers.push(await answer);
  }
  const refused = answers.find((a) => !a.ok);
  if (refused) return refused;
  return ok(mergeTitleOdds(answers.map((a) => (a as { ok: true; value: TitleOdds }).value)));
}

/** The answer of a worker that began (one message), or its failure. */
function answerOf(worker: Worker): Promise<Result<TitleOdds>> {
  return new Promise((resolve) => {
    worker.once('message', (m: Result<TitleOdds>) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', (e) => {
      resolve(err({ code: 'internal', message: `a simulation thread failed: ${e.message}` }));
    });
  });
}
