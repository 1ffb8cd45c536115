import { describe, expect, it } from 'vitest';
import { keizerTournament } from '../../test/keizerTournament.js';
import { DEFAULT_SWISS_SETTINGS } from '../core/settings.js';
import { mergeTitleOdds, titleOdds, type TitleOdds } from '../director/forecast.js';
import type { Result } from '../core/result.js';
import { startWorker } from '../director/workerThreads.js';
import { claimSize, oddsThreads, titleOddsInThreads, workerOdds, type OddsWork } from './oddsThreads.js';

/** Eight players, two rounds of four boards played (white wins, then draws), four of six rounds left. */
const players = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `P${i + 1}`, rating: 2000 - 60 * i }));
const club = keizerTournament(
  players,
  [
    [
      [1, 2, '1-0'],
      [3, 4, '1-0'],
      [5, 6, '1-0'],
      [7, 8, '1-0'],
    ],
    [
      [1, 3, '1/2-1/2'],
      [2, 4, '1/2-1/2'],
      [5, 7, '1/2-1/2'],
      [6, 8, '1/2-1/2'],
    ],
  ],
  { iteration: 'final' },
  [],
  6,
);

describe('the title odds on every core (keizer.md §7)', () => {
  it('give the figures of one run in one thread, whatever the number of threads', async () => {
    // Season i draws from stream i of the seed, whichever thread simulates it.
    const one = titleOdds(club, { simulations: 900, seed: 6 });
    if (!one.ok) throw new Error(one.error.message);
    for (const threads of [2, 3]) expect(await titleOddsInThreads(club, { simulations: 900, seed: 6 }, threads)).toEqual(one);
  });

  it('a worker thread claims the seasons left on the counter, and its figures and this thread’s make the run', async () => {
    // This thread has claimed seasons 0–300 of 900 (the counter stands at 300); the worker, begun, claims
    // the rest 64 at a time (oddsWorker.ts in a real thread) and posts their figures.
    const one = titleOdds(club, { simulations: 900, seed: 6 });
    if (!one.ok) throw new Error(one.error.message);
    const shared = new SharedArrayBuffer(8);
    new Int32Array(shared)[0] = 300;
    const work: OddsWork = { tournament: club, options: { simulations: 900, seed: 6 }, shared, worker: 1, size: 64 };
    const worker = startWorker(new URL('./oddsThreads.ts', import.meta.url).href, 'oddsWorker', { data: work });
    const answer = await new Promise<Result<TitleOdds>>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    void worker.terminate();
    const own = titleOdds(club, { simulations: 900, seed: 6, part: { from: 0, to: 300 } });
    if (!answer.ok || !own.ok) throw new Error('refused');
    expect(answer.value.simulations).toBe(600);
    expect(new Int32Array(shared)[1]).toBe(1); // begun (working)
    expect(mergeTitleOdds([own.value, answer.value])).toEqual(one.value);
  });

  it('a worker let go before it began claims nothing (this thread did all the seasons)', () => {
    const shared = new SharedArrayBuffer(8);
    new Int32Array(shared)[1] = 2; // let go
    expect(workerOdds({ tournament: club, options: { simulations: 900 }, shared, worker: 1, size: 64 })).toBeUndefined();
    expect(new Int32Array(shared)[0]).toBe(0);
  });

  it.each([
    // [simulations, threads, seasons a claim]: some 32 claims a thread, from 16 to 256 seasons.
    [10_000, 2, 157],
    [100_000, 2, 256],
    [900, 3, 16],
    [2000, 2, 32],
  ])('%i simulations in %i threads: %i seasons a claim', (n, threads, size) => {
    expect(claimSize(n, threads)).toBe(size);
  });

  it('refuse what one thread refuses, with its typed error', async () => {
    const swiss = { ...club, settings: DEFAULT_SWISS_SETTINGS };
    const a = await titleOddsInThreads(swiss, { simulations: 5000 }, 2);
    expect(a.ok ? 'ok' : a.error.code).toBe('no-odds');
    const b = await titleOddsInThreads({ ...club, plannedRounds: undefined }, { simulations: 5000 }, 2);
    expect(b.ok ? 'ok' : b.error.code).toBe('no-planned-rounds');
  });

  it.each([
    // [simulations, cores, threads]: a thread for every 1000 seasons, at most the cores and 8.
    [10_000, 2, 2],
    [10_000, 16, 8],
    [3000, 8, 3],
    [1999, 8, 1],
    [400, 2, 1],
  ])('%i simulations on %i cores: %i threads', (n, cores, threads) => {
    expect(oddsThreads(n, cores)).toBe(threads);
  });
});
