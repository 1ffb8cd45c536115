import { keizerTournament, type G } from '../../test/keizerTournament.js';
import { describe, expect, it } from 'vitest';
import type { Player } from '../core/player.js';
import type { AbsenceKind } from '../core/round.js';
import type { KeizerSettings } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { absenceFraction } from './credits.js';
import { drawnInitialOrder, explainKeizerScore, keizerStandings } from './keizer.js';

// The club variants of issue 32 (keizer.md §1, §3), each with its arithmetic by hand.

const P = (id: number, name: string, rating?: number, extra: Partial<Player> = {}): Player => ({ id, name, rating, ...extra });
const T = keizerTournament;
const four = [P(1, 'Jansen', 2000), P(2, 'Pietersen', 1900), P(3, 'Bakker', 1800), P(4, 'Slager', 1700)];

/**
 * Visser (player 5, the lowest rated of five) misses rounds 1–4 as `kinds` says while Jansen–Pietersen and
 * Bakker–Slager draw every round. N = 5, top = round(1.5 × 5) = 8: values 8, 7, 6, 5, 4. The others score
 * 11.5, 11, 8.5, 8 after round 1 and stay ahead of Visser, whose score never passes 8 below: he stays last,
 * worth 4 in every ranking, so each of his lines is `fraction × 4` and his own value is 4.
 */
const visser = (kinds: readonly AbsenceKind[], settings: Partial<KeizerSettings>): Tournament => {
  const draws: G[] = [
    [1, 2, '1/2-1/2'],
    [3, 4, '1/2-1/2'],
  ];
  return T(
    [...four, P(5, 'Visser', 1600)],
    [draws, draws, draws, draws],
    settings,
    kinds.map((k, i) => [i + 1, 5, k] as const),
  );
};
const lines = (t: Tournament) =>
  explainKeizerScore(t, 5)
    .items.filter((i) => i.round !== undefined)
    .map((i) => [i.fraction, i.value]);
const four_excused: AbsenceKind[] = ['excused', 'excused', 'excused', 'excused'];

describe('§3 absences halving: each further excused absence credits half the previous one', () => {
  it('absenceFraction: 1/3, 1/6, 1/12, 1/24', () => {
    // n-th = 1 / (3 × 2^(n−1)): 1/(3·1), 1/(3·2), 1/(3·4), 1/(3·8).
    expect([1, 2, 3, 4].map((n) => absenceFraction({ kind: 'halving' }, n))).toEqual([1 / 3, 1 / 6, 1 / 12, 1 / 24]);
  });

  it('four excused absences: 4 + 4 × (1/3 + 1/6 + 1/12 + 1/24) = 4 + 4 × 15/24 = 6.5', () => {
    const t = visser(four_excused, { absenceScheme: { kind: 'halving' } });
    expect(lines(t)).toEqual([
      [1 / 3, 4],
      [1 / 6, 4],
      [1 / 12, 4],
      [1 / 24, 4],
    ]);
    const ex = explainKeizerScore(t, 5);
    expect(ex.score).toBeCloseTo(6.5, 12);
    // The note says only what the item's kind ('excused absence') does not (issue 32: no doubled label).
    expect(ex.items[2]?.note).toBe('2nd absence: 1/6 (halving: each one half the one before)');
  });
});

describe('§3 excused-limit N: from the N-th excused absence on, credited as unexcused', () => {
  it('limit 3 with thirds: 1/3, 1/3, then 0, 0; 4 + 4 × 2/3 = 6 2/3', () => {
    const t = visser(four_excused, { excusedLimit: 3 });
    expect(lines(t)).toEqual([
      [1 / 3, 4],
      [1 / 3, 4],
      [0, 4],
      [0, 4],
    ]);
    const ex = explainKeizerScore(t, 5);
    expect(ex.score).toBeCloseTo(4 + 8 / 3, 12);
    expect(ex.items[3]?.note).toBe('3rd excused absence, from the 3rd on credited as unexcused (excused-limit 3)');
    expect(ex.items.every((i) => i.kind === 'own-value' || i.kind === 'absence-excused')).toBe(true); // still announced as excused
  });

  it('limit 3 with an unexcused fraction of 1/6: 1/3, 1/3, 1/6, 1/6; 4 + 4 × (2/3 + 1/3) = 8', () => {
    const t = visser(four_excused, { excusedLimit: 3, unexcusedFraction: 1 / 6 });
    expect(lines(t)).toEqual([
      [1 / 3, 4],
      [1 / 3, 4],
      [1 / 6, 4],
      [1 / 6, 4],
    ]);
    expect(explainKeizerScore(t, 5).score).toBeCloseTo(8, 12);
  });

  it('limit 2 with harmonic: only the 1st is credited (1/3); the limit counts the credited absences, unexcused ones do not count', () => {
    // unexcused, excused (1st: 1/3), unexcused, excused (2nd: from the 2nd on unexcused, 0): 4 + 4/3.
    const t = visser(['unexcused', 'excused', 'unexcused', 'excused'], { absenceScheme: { kind: 'harmonic' }, excusedLimit: 2 });
    expect(lines(t).map(([f]) => f)).toEqual([0, 1 / 3, 0, 0]);
    expect(explainKeizerScore(t, 5).score).toBeCloseTo(4 + 4 / 3, 12);
  });

  it('no credit before the first game (Mister X): such an absence uses up no place towards the limit', () => {
    // Visser misses rounds 1–2 excused, then loses to Slager in round 3, misses round 4 excused. With the
    // limit 2 and credit-before-first-game no, rounds 1–2 score nothing and do not count: round 4 is his 1st
    // credited absence, 1/3. (Without the Mister X rule round 4 would be his 3rd: unexcused, 0.)
    const t = T(
      [...four, P(5, 'Visser', 1600)],
      [
        [
          [1, 2, '1/2-1/2'],
          [3, 4, '1/2-1/2'],
        ],
        [
          [1, 2, '1/2-1/2'],
          [3, 4, '1/2-1/2'],
        ],
        { games: [[4, 5, '1-0']], byes: [] },
        [
          [1, 2, '1/2-1/2'],
          [3, 4, '1/2-1/2'],
        ],
      ],
      { excusedLimit: 2, noCreditBeforeFirstGame: true },
      [
        [1, 5, 'excused'],
        [2, 5, 'excused'],
        [4, 5, 'excused'],
      ],
    );
    const fractions = explainKeizerScore(t, 5)
      .items.filter((i) => i.round !== undefined)
      .map((i) => i.fraction);
    expect(fractions).toEqual([0, 0, 0, 1 / 3]);
    expect(explainKeizerScore({ ...t, settings: { ...(t.settings as KeizerSettings), noCreditBeforeFirstGame: false } }, 5).items.at(-1)?.fraction).toBe(0);
  });
});

describe('§3 unexcused-fraction F: an unexcused absence credits F of the own value', () => {
  it('F = 1/10: unexcused, excused, unexcused, excused give 1/10, 1/3, 1/10, 1/3; 4 + 4 × (2/10 + 2/3) = 4 + 0.8 + 8/3', () => {
    const t = visser(['unexcused', 'excused', 'unexcused', 'excused'], { unexcusedFraction: 1 / 10 });
    expect(lines(t)).toEqual([
      [1 / 10, 4],
      [1 / 3, 4],
      [1 / 10, 4],
      [1 / 3, 4],
    ]);
    const ex = explainKeizerScore(t, 5);
    expect(ex.score).toBeCloseTo(4 + 0.8 + 8 / 3, 12);
    expect(ex.items[1]?.note).toBe('unexcused: 1/10 of the own value (unexcused-fraction)');
  });

  it('a player neither paired nor announced is absent, not excused: F of his own value too', () => {
    // Round 1 pairs 1–2 and 3–4 only: Visser (value 4) scores 4 + 1/10 × 4 = 4.4.
    const t = T(
      [...four, P(5, 'Visser', 1600)],
      [
        [
          [1, 2, '1-0'],
          [3, 4, '1-0'],
        ],
      ],
      { unexcusedFraction: 1 / 10 },
    );
    const ex = explainKeizerScore(t, 5);
    expect(ex.items[1]).toMatchObject({ kind: 'absence-unexcused', fraction: 1 / 10, note: 'not present, not announced; unexcused: 1/10 of the own value (unexcused-fraction)' });
    expect(ex.score).toBeCloseTo(4.4, 12);
  });

  it('the default 0 keeps the old lines: no credit, the old note', () => {
    const t = T(
      [...four, P(5, 'Visser', 1600)],
      [
        [
          [1, 2, '1-0'],
          [3, 4, '1-0'],
        ],
      ],
    );
    expect(explainKeizerScore(t, 5).items[1]).toMatchObject({ kind: 'absence-unexcused', fraction: 0, note: 'not present, not announced' });
  });
});

describe('§3 attendance opt-in: the score of a player who did not sign up', () => {
  it('is an unexcused absence, named so', () => {
    const t = T(
      [...four, P(5, 'Visser', 1600)],
      [
        [
          [1, 2, '1-0'],
          [3, 4, '1-0'],
        ],
      ],
      { attendance: 'opt-in' },
      [
        [1, 1, 'present'],
        [1, 2, 'present'],
        [1, 3, 'present'],
        [1, 4, 'present'],
      ],
    );
    expect(explainKeizerScore(t, 5).items[1]).toMatchObject({ kind: 'absence-unexcused', fraction: 0, note: 'not signed up' });
    // A sign-up beside a game changes nothing: Jansen's win over Pietersen (value 7) gives 8 + 7 = 15.
    expect(explainKeizerScore(t, 1).score).toBe(15);
  });
});

describe('§1 initial-order random: drawn with the seed, the same every time', () => {
  // shuffleSeeded([1, 2, 3, 4], seed) is Fisher–Yates with mulberry32(seed): for i = 3, 2, 1 draw r and swap
  // place i with place j = ⌊r × (i + 1)⌋.
  // Seed 1: r = 0.62707…, j = ⌊2.508⌋ = 2: 1,2,4,3; r = 0.00273…, j = ⌊0.008⌋ = 0: 4,2,1,3;
  //         r = 0.52744…, j = ⌊1.055⌋ = 1: 4,2,1,3. Slager, Pietersen, Jansen, Bakker: values 6, 5, 4, 3.
  // Seed 2: r = 0.73425…, j = 2: 1,2,4,3; r = 0.32499…, j = ⌊0.975⌋ = 0: 4,2,1,3; r = 0.28529…, j = ⌊0.571⌋ = 0: 2,4,1,3.
  it('seed 1: Slager 6, Pietersen 5, Jansen 4, Bakker 3', () => {
    const t = T(four, [], { initialOrder: 'random', seed: 1 });
    expect(keizerStandings(t, 0).rows.map((r) => [r.player.name, r.value])).toEqual([
      ['Slager', 6],
      ['Pietersen', 5],
      ['Jansen', 4],
      ['Bakker', 3],
    ]);
  });

  it('seed 2: Pietersen, Slager, Jansen, Bakker', () => {
    expect(drawnInitialOrder(four, 2)).toEqual([2, 4, 1, 3]);
    expect(keizerStandings(T(four, [], { initialOrder: 'random', seed: 2 }), 0).rows.map((r) => r.player.id)).toEqual([2, 4, 1, 3]);
  });

  it('the draw is of the players of round 1 by their numbers: the order of the list and a late entry change nothing', () => {
    const late = P(5, 'Visser', 2500, { joinedRound: 2 });
    expect(drawnInitialOrder([...four].reverse(), 1)).toEqual([4, 2, 1, 3]);
    expect(drawnInitialOrder([...four, late], 1)).toEqual([4, 2, 1, 3]);
  });

  it('round 1 is scored with the drawn values: Bakker (3) beats Slager (6) and scores 3 + 6 = 9', () => {
    const t = T(
      four,
      [
        [
          [3, 4, '1-0'],
          [2, 1, '1-0'],
        ],
      ],
      { initialOrder: 'random', seed: 1 },
    );
    // Pietersen beats Jansen (4): 5 + 4 = 9; Slager 6, Jansen 4. Ties keep the drawn order: Pietersen before Bakker.
    expect(keizerStandings(t, 1).rows.map((r) => [r.player.name, r.score])).toEqual([
      ['Pietersen', 9],
      ['Bakker', 9],
      ['Slager', 6],
      ['Jansen', 4],
    ]);
  });
});
