import { describe, expect, it } from 'vitest';
import { keizerTournament, type G } from '../../test/keizerTournament.js';
import type { GameResult } from '../core/game.js';
import { seededRandom } from '../core/random.js';
import { DEFAULT_SWISS_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { keizerStandings } from './keizer.js';
import { keizerOrderCheck, replayedInOrder } from './keizerOrder.js';

const four = ['A', 'B', 'C', 'D'].map((name, i) => ({ id: i + 1, name, rating: 2000 - 100 * i }));

// A hand-made season of four players (values 6, 5, 4, 3 by rating, own value counted, keizer.md §1):
//   round 1: A–B ½–½, C–D ½–½;  round 2: A–C 1–0, B–D 1–0;  round 3: A–D 1–0, B–C 1–0.
// Played 1, 2, 3 under `none`: after round 1 A 6 + 2.5 = 8.5, B 5 + 3 = 8, C 5.5, D 5 (values stay 6, 5, 4, 3);
// after round 2 A 12.5, B 11; after round 3 A 6 + 2.5 + 4 + 3 = 15.5, B 5 + 3 + 3 + 4 = 15: A first.
// Played 1, 3, 2: after the second evening (A–D, B–C) A 6 + 2.5 + 3 = 11.5, B 5 + 3 + 4 = 12, so B is worth 6
// and A 5; the last evening is scored with these values: A 5 + 3 + 4 + 3 = 15, B 6 + 2.5 + 4 + 3 = 15.5: B
// first. The same games, another champion. Under `converge` every order is ranked from the initial ranking
// over all games at once: A 15.5, B 15, C 5.5, D 5, a fixed point, the same in every order.
const rounds: readonly (readonly G[])[] = [
  [
    [1, 2, '1/2-1/2'],
    [3, 4, '1/2-1/2'],
  ],
  [
    [1, 3, '1-0'],
    [2, 4, '1-0'],
  ],
  [
    [1, 4, '1-0'],
    [2, 3, '1-0'],
  ],
];

describe('the order check (keizer.md §8)', () => {
  it.each([
    ['1, 2, 3', [1, 2, 3], 'ABCD'],
    ['1, 3, 2', [1, 3, 2], 'BACD'],
  ])('under none, the hand-made season played in the order %s ranks %s', (_, order, ranking) => {
    const t = keizerTournament(four, rounds, { iteration: 'none' });
    expect(
      keizerStandings(replayedInOrder(t, order))
        .rows.map((r) => r.player.name)
        .join(''),
    ).toBe(ranking);
  });

  it.each([
    ['none', false, { A: [1, 2], B: [1, 2], C: [3], D: [4] }],
    ['final', false, undefined],
    ['converge', true, { A: [1], B: [2], C: [3], D: [4] }],
  ] as const)('%s: order free %s', (iteration, free, places) => {
    const t = keizerTournament(four, rounds, { iteration });
    const check = keizerOrderCheck(t, { samples: 30 });
    if (!check.ok) throw new Error(check.error.message);
    expect(check.value.orderFree).toBe(free);
    expect(check.value.samples).toBe(31);
    if (places) expect(Object.fromEntries(check.value.players.map((p) => [p.name, p.places.map((x) => x.place)]))).toEqual(places);
    for (const p of check.value.players) expect(p.places.reduce((a, x) => a + x.count, 0)).toBe(31);
  });

  it('finds one place per player in a larger season under converge (a fixed point, not a cycle)', () => {
    const random = seededRandom(4);
    const players = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `P${i + 1}`, rating: 1500 + 40 * i }));
    const results: GameResult[] = ['1-0', '1/2-1/2', '0-1'];
    // Eight rounds of a circle schedule: player 12 fixed, the others turning.
    const season = Array.from({ length: 8 }, (_, r) =>
      Array.from({ length: 6 }, (_, b): G => {
        const x = b === 0 ? 12 : ((r + b) % 11) + 1;
        const y = ((r + 11 - b) % 11) + 1;
        return [x, y, results[Math.floor(random() * 3)]!];
      }),
    );
    const t: Tournament = keizerTournament(players, season, { iteration: 'converge' });
    expect(keizerStandings(t).cycled).toBe(false);
    const check = keizerOrderCheck(t, { samples: 20 });
    if (!check.ok) throw new Error(check.error.message);
    expect(check.value.orderFree).toBe(true);
    expect(check.value.players.map((p) => [p.best, p.worst])).toEqual(check.value.players.map((p) => [p.actual, p.actual]));
  });

  it.each([
    ['a Swiss', { ...keizerTournament(four, rounds), settings: DEFAULT_SWISS_SETTINGS }, 'not-keizer', 10],
    ['no samples', keizerTournament(four, rounds), 'invalid', 0],
  ] as const)('refuses %s with a typed error', (_, t, code, samples) => {
    const check = keizerOrderCheck(t, { samples });
    expect(check.ok ? 'ok' : check.error.code).toBe(code);
  });
});
