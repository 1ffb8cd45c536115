import { describe, expect, it } from 'vitest';
import type { Player } from '../core/player.js';
import type { GameResult } from '../core/game.js';
import type { Round } from '../core/round.js';
import { eloChange, eloExpected, eloPointsK, eloPointsRatingHistory, startingRating } from './eloPoints.js';

const p = (id: number, rating: number | undefined, kFactor?: number): Player => ({ id, name: `P${id}`, rating, kFactor });
const round = (number: number, ...games: [number, number, GameResult | undefined][]): Round => ({
  number,
  byes: [],
  games: games.map(([white, black, result], k) => ({ board: k + 1, white, black, result })),
});

describe('Elo formula (keizer.md §5)', () => {
  it('400 points difference expects 10 : 1; expectations add up to 1', () => {
    expect(eloExpected(2000, 1600)).toBeCloseTo(10 / 11, 12);
    expect(eloExpected(1500, 1945) + eloExpected(1945, 1500)).toBeCloseTo(1, 12);
    expect(eloExpected(1700, 1700)).toBe(0.5);
  });

  it('a change is K × (score − expected)', () => {
    expect(eloChange(1700, 1700, 1, 20)).toBe(10);
    expect(eloChange(1700, 1700, 0, 32)).toBe(-16);
  });

  it('K: own K factor, else 20; never above 32 (the article: K ≤ 32) nor below 0', () => {
    expect(eloPointsK(p(1, 1500))).toBe(20);
    expect(eloPointsK(p(1, 1500, 10))).toBe(10);
    expect(eloPointsK(p(1, 1500, 40))).toBe(32);
    expect(eloPointsK(p(1, 1500, -5))).toBe(0);
    expect(eloPointsK(p(1, 1500), 25)).toBe(25);
  });

  it('an unrated player starts from the unrated rating (default 1000)', () => {
    expect(startingRating(p(1, undefined))).toBe(1000);
    expect(startingRating(p(1, undefined), { unratedRating: 1150 })).toBe(1150);
  });
});

describe('ratings through a season', () => {
  it('the draw 1500 – 1945 moves both by 20 × (0.5 − 0.07165)', () => {
    // E(1500 vs 1945) = 1 / (1 + 10^(445/400)) ≈ 0.07165, so the change is ≈ ±8.567.
    const h = eloPointsRatingHistory([p(1, 1500), p(2, 1945)], [round(1, [1, 2, '1/2-1/2'])]);
    expect(h).toHaveLength(2);
    expect(h[0]!.get(1)).toBe(1500);
    expect(h[1]!.get(1)).toBeCloseTo(1508.567, 3);
    expect(h[1]!.get(2)).toBeCloseTo(1936.433, 3);
  });

  it('each player moves with his own K', () => {
    const h = eloPointsRatingHistory([p(1, 1700, 10), p(2, 1700, 32)], [round(1, [1, 2, '1-0'])]);
    expect(h[1]!.get(1)).toBe(1705);
    expect(h[1]!.get(2)).toBe(1684);
  });

  it('game by game: round 2 uses the ratings after round 1', () => {
    const h = eloPointsRatingHistory([p(1, 1700), p(2, 1700), p(3, 1700)], [round(1, [1, 2, '1-0']), round(2, [1, 3, '1-0'])]);
    // After round 1: 1 has 1710. Round 2: 1710 vs 1700 → 1 gains 20 × (1 − E(1710, 1700)).
    expect(h[2]!.get(1)).toBeCloseTo(1710 + 20 * (1 - 1 / (1 + 10 ** (-10 / 400))), 10);
    expect(h[2]!.get(2)).toBe(1690);
  });

  it('forfeits and games without a result do not move ratings; rounds are taken in number order', () => {
    const h = eloPointsRatingHistory([p(1, 1600), p(2, 1500), p(3, 1400), p(4, 1300)], [round(2, [1, 2, undefined]), round(1, [1, 2, '+-'], [3, 4, '--'])]);
    for (const m of h) expect([...m.values()]).toEqual([1600, 1500, 1400, 1300]);
  });

  it('with equal K the rating total is kept', () => {
    const players = [p(1, 2100), p(2, 1800), p(3, 1650), p(4, 1200)];
    const h = eloPointsRatingHistory(players, [round(1, [1, 2, '0-1'], [3, 4, '1/2-1/2']), round(2, [4, 1, '1-0'], [2, 3, '1/2-1/2'])]);
    for (const m of h) expect([...m.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(6750, 9);
  });
});
