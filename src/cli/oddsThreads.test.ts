import { describe, expect, it } from 'vitest';
import { keizerTournament } from '../../test/keizerTournament.js';
import { DEFAULT_SWISS_SETTINGS } from '../core/settings.js';
import { titleOdds } from '../director/forecast.js';
import { oddsThreads, titleOddsInThreads } from './oddsThreads.js';

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
