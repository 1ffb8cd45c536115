import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_USCF_SETTINGS,
  SPECIAL_STARTS,
  absoluteFloor,
  ageBasedRating,
  cfcToUscf,
  effectiveGames,
  estimateUscf,
  fideToUscf,
  fideToUscfYouth,
  historyOf,
  initialRating,
  kFactor,
  nStar,
  pwe,
  rateDualEvent,
  rateUscfEvent,
  ratingFloor,
  roundRating,
  settleFlatRegion,
  updateFromFideEvent,
  specialObjective,
  specialRating,
  standardRating,
  systemsForTimeControl,
  type Opponent,
  type Score,
  type SpecialInput,
  type UscfEvent,
  type UscfHistory,
  type UscfPlayer,
  type UscfPlayerResult,
} from './uscf.js';

const o = (rating: number, score: Score): Opponent => ({ rating, score });
const estimateStart = { ...DEFAULT_USCF_SETTINGS, specialStart: 'estimate' as const };

function player(result: { ok: boolean; value?: { players: readonly UscfPlayerResult[] } }, id: string): UscfPlayerResult {
  if (!result.ok || !result.value) throw new Error('event was not rated');
  const p = result.value.players.find((x) => x.id === id);
  if (!p) throw new Error(`no ${id}`);
  return p;
}

describe('Step 1: initial ratings (§1 Step 1)', () => {
  const cases: { name: string; p: Omit<UscfPlayer, 'id'>; system?: 'regular' | 'quick'; rating: number; games: number; source: string }[] = [
    { name: 'a rated player keeps rating and N', p: { rating: 1234, games: 17, fide: 2000 }, rating: 1234, games: 17, source: 'rated' },
    { name: 'FIDE 1800 → 720 + 0.625 × 1800, N = 5', p: { fide: 1800 }, rating: 1845, games: 5, source: 'fide' },
    { name: 'FIDE 2000 → −350 + 1.16 × 2000 = 1970, N = 5', p: { fide: 2000 }, rating: 1970, games: 5, source: 'fide' },
    { name: 'FIDE 2150 is "2150 or less": N = 5 (−350 + 2494 = 2144)', p: { fide: 2150, cfc: 2000 }, rating: 2144, games: 5, source: 'fide' },
    { name: 'FIDE 2151 is "over 2150": N = 10 (−350 + 2495.16)', p: { fide: 2151 }, rating: 2145.16, games: 10, source: 'fide' },
    { name: 'FIDE 2400 → −350 + 2784 = 2434, N = 10', p: { fide: 2400 }, rating: 2434, games: 10, source: 'fide' },
    { name: 'CFC 1600 (over 1500) → 1.1 × 1600 − 240, N = 5', p: { cfc: 1600 }, rating: 1520, games: 5, source: 'cfc' },
    { name: 'CFC 1500 (1500 or less) → 1500 − 90, N = 0', p: { cfc: 1500 }, rating: 1410, games: 0, source: 'cfc' },
    { name: 'a foreign rating chosen by the office, N = 0', p: { foreign: 1650, otherRating: 1200, otherGames: 30 }, rating: 1650, games: 0, source: 'foreign' },
    { name: 'regular event: the QC rating (≥ 4 games), N = 0', p: { otherRating: 1444, otherGames: 4 }, rating: 1444, games: 0, source: 'otherSystem' },
    { name: 'QC event: the regular rating, N = min(10, its N)', p: { otherRating: 1555, otherGames: 40 }, system: 'quick', rating: 1555, games: 10, source: 'otherSystem' },
    { name: 'QC event: the regular rating on 6 games, N = 6', p: { otherRating: 1555, otherGames: 6 }, system: 'quick', rating: 1555, games: 6, source: 'otherSystem' },
    { name: 'another-system rating on 3 games is not used', p: { otherRating: 1555, otherGames: 3, adult: true }, rating: 1300, games: 0, source: 'adult' },
    {
      name: 'age 10 → 50 × Age',
      p: { birthDate: '2000-01-01' },
      rating: 50 * ((Date.parse('2010-01-01') - Date.parse('2000-01-01')) / 86400000 / 365.25),
      games: 0,
      source: 'age',
    },
    { name: 'age over 26 → 1300', p: { birthDate: '1970-06-01' }, rating: 1300, games: 0, source: 'age' },
    { name: 'age under 3 is a miscoded birthday → 1300', p: { birthDate: '2009-06-01' }, rating: 1300, games: 0, source: 'age' },
    { name: 'an adult without a birth date → 1300', p: { adult: true }, rating: 1300, games: 0, source: 'adult' },
    { name: 'nothing known → 750', p: {}, rating: 750, games: 0, source: 'default' },
  ];
  it.each(cases)('$name', ({ p, system, rating, games, source }) => {
    const r = initialRating({ id: 'x', ...p }, system ?? 'regular', '2010-01-01');
    expect(r.rating).toBeCloseTo(rating, 9);
    expect(r.games).toBe(games);
    expect(r.source).toBe(source);
  });

  it('the conversions of §1 and §3', () => {
    expect(fideToUscf(1999)).toBeCloseTo(1969.375, 9);
    expect(cfcToUscf(1501).rating).toBeCloseTo(1411.1, 9);
    expect(fideToUscfYouth(2000)).toBeCloseTo(2070, 9);
    expect(ageBasedRating(3)).toBe(150);
    expect(ageBasedRating(26)).toBe(1300);
    expect(ageBasedRating(2.99)).toBe(1300);
  });
});

it('FIDE → USCF is continuous at 2000: the text lost the minus of −350 (720 + 0.625 × 2000 = 1970 = −350 + 1.16 × 2000)', () => {
  expect(fideToUscf(2000)).toBeCloseTo(720 + 0.625 * 2000, 9);
  expect(fideToUscf(2000) - fideToUscf(1999.99)).toBeLessThan(0.1);
});

it('without the end date a birth date cannot be used (the engine does not read the clock)', () => {
  expect(initialRating({ id: 'x', birthDate: '2000-01-01' }, 'regular').source).toBe('default');
});

describe('§3: updating from a FIDE event abroad', () => {
  it('converts the opponents and applies the standard formula with bonus once', () => {
    const player = { rating: 2000, games: 100 };
    const opponents = [
      { fide: 2000, score: 1 as Score },
      { fide: 1900, score: 1 as Score },
      { fide: 2100, score: 0.5 as Score },
    ];
    const r = updateFromFideEvent(player, opponents);
    const direct = standardRating({
      prior: 2000,
      effective: effectiveGames(2000, 100),
      opponents: [o(1970, 1), o(1907.5, 1), o(2086, 0.5)],
      bonusAllowed: true,
    });
    expect(r.rating).toBeCloseTo(direct.rating, 9);
    const youth = updateFromFideEvent(player, opponents, { youth: true });
    expect(youth.expected).toBeCloseTo(standardRating({ prior: 2000, effective: 1, opponents: [o(2070, 1), o(1977, 1), o(2163, 0.5)], bonusAllowed: false }).expected, 9);
  });
});

describe('Step 2: effective games (§2.1)', () => {
  it('the worked example: R0 = 1700, N = 30 gives N* = 50/√3.5 = 26.7 and N′ = 26.7', () => {
    expect(nStar(1700)).toBeCloseTo(26.7, 1);
    expect(effectiveGames(1700, 30)).toBeCloseTo(26.7, 1);
  });
  it('N′ is N when N is smaller, and at most 50', () => {
    expect(effectiveGames(1700, 12)).toBe(12);
    expect(nStar(2200)).toBe(50);
    expect(nStar(2500)).toBe(50);
    expect(effectiveGames(2500, 400)).toBe(50);
  });
  it('the later N* formula is a setting', () => {
    expect(nStar(2356, 'later')).toBe(50);
    expect(nStar(1700, 'later')).toBeCloseTo(50 / Math.sqrt(0.662 + 0.00000739 * 869 ** 2), 9);
    expect(nStar(1700, 'later')).not.toBeCloseTo(nStar(1700), 1);
  });
});

describe('K = 800 / (N′ + m): the table of §2.3', () => {
  const table: [number, number, number][] = [
    [6, 4, 80],
    [6, 6, 66.67],
    [6, 10, 50],
    [20, 4, 33.33],
    [20, 6, 30.77],
    [20, 10, 26.67],
    [50, 4, 14.81],
    [50, 6, 14.29],
    [50, 10, 13.33],
  ];
  it.each(table)('N′ = %d, m = %d → K = %d', (n, m, k) => {
    expect(kFactor(n, m)).toBeCloseTo(k, 2);
  });
});

describe('provisional winning expectancy (§2.2)', () => {
  it.each([
    [1000, 1400, 0],
    [1001, 1400, 0.5 - 399 / 800],
    [1400, 1400, 0.5],
    [1800, 1400, 1],
    [1900, 1400, 1],
  ])('PWe(%d, %d) = %d', (r, ri, e) => {
    expect(pwe(r, ri)).toBeCloseTo(e, 12);
  });
});

describe('the special formula (§2.2)', () => {
  it('the acceptance example: a provisional 1500 (N = 6) beats 1400, loses to 1550, draws 1650 → 1511.11', () => {
    const s = specialRating({ prior: 1500, effective: 6, history: 'mixed', opponents: [o(1400, 1), o(1550, 0), o(1650, 0.5)] });
    expect(s.rating.toFixed(2)).toBe('1511.11');
    expect(s.exit).toBe('root');
    expect(Math.abs(specialObjective({ prior: 1500, effective: 6, history: 'mixed', opponents: [o(1400, 1), o(1550, 0), o(1650, 0.5)] })(s.rating))).toBeLessThan(1e-7);
  });

  it('flat zero region: an unrated 1300 (N = 0) who beats 600 and 700 stays 1300 when started at R0′', () => {
    const input = { prior: 1300, effective: 0, history: 'mixed' as const, opponents: [o(600, 1), o(700, 1)] };
    expect(specialRating(input).rating).toBe(1300);
    // Started at the text's M = 1050 it stops at the lower edge of the flat region (issue 7).
    const fromM = specialRating(input, estimateStart);
    expect(fromM.start).toBe(1050);
    expect(fromM.rating).toBe(1100);
  });

  it('step 2 through a flat positive region: |f(M) − f(za)| < ε moves M to za, then a secant to the root', () => {
    // A 2000 (N′ = 0) loses to a 1000: f = PWe(R, 1000) is 1 down to 1400, then falls to 0 at 600.
    const s = specialRating({ prior: 2000, effective: 0, history: 'mixed', opponents: [o(1000, 0)] });
    expect(s.rating).toBe(600);
    expect(s.iterations).toBeGreaterThan(2);
  });

  it('step 3 through a flat negative region: |f(zb) − f(M)| < ε moves M to zb', () => {
    const s = specialRating({ prior: 750, effective: 0, history: 'mixed', opponents: [o(2000, 1), o(3000, 0)] });
    expect(s.rating).toBe(2400);
  });

  it('p = 0: started at M inside a flat zero region away from every opponent, M moves to the knot nearest R0', () => {
    const s = specialRating({ prior: 750, effective: 0, history: 'mixed', opponents: [o(600, 1), o(2500, 0)] }, estimateStart);
    expect(s.start).toBe(1550);
    expect(s.p).toBe(0);
    expect(s.exit).toBe('flatBelow');
    expect(s.rating).toBe(1150);
    // From R0′ the iteration stops at the region's lower edge, 1000, where |M − 600| = 400 (and |M − R0′| = 250: p = 2).
    const fromPrior = specialRating({ prior: 750, effective: 0, history: 'mixed', opponents: [o(600, 1), o(2500, 0)] });
    expect(fromPrior.p).toBe(2);
    expect(fromPrior.rating).toBe(1000);
  });

  it.each([
    { name: 'R0 inside [za, zb] → R0', m: 1500, knots: [1000, 1200, 1800, 2000], r0: 1300, rating: 1300, exit: 'flatPrior' },
    { name: 'R0 below za → za', m: 1500, knots: [1000, 1200, 1800, 2000], r0: 1100, rating: 1200, exit: 'flatBelow' },
    { name: 'R0 above zb → zb', m: 1500, knots: [1000, 1200, 1800, 2000], r0: 1900, rating: 1800, exit: 'flatAbove' },
    { name: 'no knot below (za = −∞) → R0 when below zb', m: 500, knots: [1000, 1800], r0: 300, rating: 300, exit: 'flatPrior' },
    { name: 'no knot below, R0 above zb → zb', m: 500, knots: [1000, 1800], r0: 1300, rating: 1000, exit: 'flatAbove' },
    { name: 'no knot above (zb = +∞) → R0 when above za', m: 2500, knots: [1000, 1800], r0: 2900, rating: 2900, exit: 'flatPrior' },
    { name: 'no knot above, R0 below za → za', m: 2500, knots: [1000, 1800], r0: 1500, rating: 1800, exit: 'flatBelow' },
  ])('step 4(b): $name', ({ m, knots, r0, rating, exit }) => {
    expect(settleFlatRegion(m, knots, r0)).toEqual({ rating, exit });
  });

  it('all wins before: R0′ = R0 − 400 and S′ = S + N′', () => {
    const s = specialRating({ prior: 1500, effective: 3, history: 'allWins', opponents: [o(1500, 1)] });
    expect(s.adjustedPrior).toBe(1100);
    expect(s.adjustedScore).toBe(4);
    expect(s.rating).toBe(1900);
  });

  it('all losses before: R0′ = R0 + 400 and S′ = S', () => {
    const s = specialRating({ prior: 1500, effective: 3, history: 'allLosses', opponents: [o(1500, 0)] });
    expect(s.adjustedPrior).toBe(1900);
    expect(s.adjustedScore).toBe(0);
    expect(s.rating).toBe(1100);
  });

  it('a result above 2700 is changed to 2700', () => {
    const s = specialRating({ prior: 2650, effective: 2, history: 'mixed', opponents: [o(2700, 1), o(2700, 1), o(2700, 1)] });
    expect(s.capped).toBe(true);
    expect(s.rating).toBe(2700);
    const uncapped = specialRating(
      { prior: 2650, effective: 2, history: 'mixed', opponents: [o(2700, 1), o(2700, 1), o(2700, 1)] },
      { ...DEFAULT_USCF_SETTINGS, specialCap: Infinity },
    );
    expect(uncapped.rating).toBeCloseTo(2920, 9);
  });

  it('duplicate knots are counted once (Q < 2m + 2)', () => {
    const s = specialRating({ prior: 1500, effective: 4, history: 'mixed', opponents: [o(1500, 1), o(1500, 0)] });
    expect(s.knots).toEqual([1100, 1900]);
    expect(s.rating).toBe(1500);
  });
});

describe('the special formula at its knots: a root 400 points from an opponent is taken there (issue 15)', () => {
  // The opponent's Step 4 in the 1845 case: 1845 (N = 12 > 8: standard) lost to a player whose Step 3 is 1845,
  // so E = 0.5 and K = 800 / (12 + 1) (N* (1845) = 50/√(1 + 355²/100000) = 33.3 > 12): 1845 − 400/13.
  const step4Of1845 = 1845 - 400 / 13; // 1814.2307…

  it('Step 5, direct: N′ = 0 and a win over 1814.23 → f = PWe(R, 1814.23) − 1 is zero from 2214.23 on', () => {
    const s = specialRating({ prior: 750, effective: 0, history: 'mixed', opponents: [o(step4Of1845, 1)] });
    expect(s.rating).toBe(step4Of1845 + 400);
    expect(s.exit).toBe('root');
    expect(s.p).toBe(1);
  });

  it.each([
    ['with nothing known (750)', {}],
    ['an adult (1300)', { adult: true }],
  ])('the 1845 case, %s: an unrated player who beats a 1845 (N = 12) is rated 2214.23 and published 2215', (_, who) => {
    const r = rateUscfEvent({
      system: 'regular',
      players: [
        { id: 'u', ...who },
        { id: 'x', rating: 1845, games: 12 },
      ],
      games: [{ white: 'u', black: 'x', result: 1 }],
    });
    // Step 3 (N′ = 1, S′ = 1.5): PWe(R, R0) = 1 from R0 + 400 ≤ 1845 on, so PWe(R, 1845) = 0.5 at R = 1845.
    expect(player(r, 'u').step3).toBe(1845);
    expect(player(r, 'x').step4).toBeCloseTo(step4Of1845, 9);
    expect(player(r, 'u').step5).toBeCloseTo(step4Of1845 + 400, 9);
    // §4: above the Step 1 rating, so rounded up.
    expect(player(r, 'u').published).toBe(2215);
  });

  it('Step 3: a 15-year-old (50 × Age) who draws a FIDE 1929 (1925.625, N = 5) is rated R0 + 400, the start of the flat zero region', () => {
    const endDate = '2020-06-30';
    const r0 = 50 * ((Date.parse(endDate) - Date.parse('2005-03-24')) / 86_400_000 / 365.25); // 763.45
    const r = rateUscfEvent({
      system: 'regular',
      endDate,
      players: [
        { id: 'y', birthDate: '2005-03-24' },
        { id: 'f', fide: 1929 },
      ],
      games: [{ white: 'y', black: 'f', result: 0.5 }],
    });
    // f = PWe(R, R0) + PWe(R, 1925.625) − 1 is −0.5 at R0 and 0 on [R0 + 400, 1525.625].
    expect(player(r, 'y').step3).toBeCloseTo(r0 + 400, 9);
  });

  it('Step 4: the winner (750, N′ = 0) over an unrated player whose Step 3 is 2800/3 is rated 2800/3 + 400', () => {
    const r = rateUscfEvent({
      system: 'regular',
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c', adult: true }],
      games: [
        { white: 'c', black: 'a', result: 0 },
        { white: 'a', black: 'b', result: 0 },
      ],
    });
    // a's Step 3 (N′ = 1, S′ = 1.5) in (900, 1150): 2 PWe(R, 750) + PWe(R, 1300) = 1.5 → 3R = 2800.
    expect(player(r, 'a').step3).toBeCloseTo(2800 / 3, 9);
    expect(player(r, 'b').step4).toBeCloseTo(2800 / 3 + 400, 9);
  });

  it('Step 4 with an all-wins history: R0′ = R0 − 400, S′ = S + N′, so f = 0 only once every PWe is 1', () => {
    // 633 (N′ = 4, all wins) beats 2800/3 and 700: f = 4 PWe(R, 233) + PWe(R, 933.3) + PWe(R, 700) − 6.
    const s = specialRating({ prior: 633, effective: 4, history: 'allWins', opponents: [o(2800 / 3, 1), o(700, 1)] });
    expect(s.rating).toBe(2800 / 3 + 400);
    expect(s.exit).toBe('root');
  });
});

describe('acceptance: an unrated FIDE 2400 who draws an established 2400 in his only game', () => {
  it('starts at 2434 (N = 10, standard formula) and is published 2430, a few points below', () => {
    const r = rateUscfEvent({
      system: 'regular',
      players: [
        { id: 'u', fide: 2400 },
        { id: 'e', rating: 2400, games: 100 },
      ],
      games: [{ white: 'u', black: 'e', result: 0.5 }],
    });
    const u = player(r, 'u');
    expect(u.initial).toEqual({ rating: 2434, games: 10, source: 'fide' });
    expect(u.formula).toBe('standard');
    // By hand, We(R, Ri) = 1 / (1 + 10^((Ri − R)/400)): Step 4 of e (N′ = 50 above 2200, K = 800/51) against 2434,
    // then Step 5 of u (N′ = 10, K = 800/11) against it.
    const weOf = (r: number, ri: number) => 1 / (1 + 10 ** ((ri - r) / 400));
    const e4 = 2400 + (800 / 51) * (0.5 - weOf(2400, 2434)); // 2400.77
    const u5 = 2434 + (800 / 11) * (0.5 - weOf(2434, e4)); // 2430.54
    expect(u.rating).toBeCloseTo(u5, 9);
    expect(u.published).toBe(2430); // below the Step 1 rating: rounded down (§4)
    expect(Math.abs((u.published ?? 0) - 2434)).toBeLessThanOrEqual(5);
  });
});

describe('readings of the 2011 text, settled (issue 15)', () => {
  it('an unrated player without a game in the event stays unrated (Step 1 ratings are "temporary")', () => {
    const r = rateUscfEvent({
      system: 'regular',
      players: [
        { id: 'a', rating: 1500, games: 30 },
        { id: 'b', rating: 1600, games: 30 },
        { id: 'idle', adult: true },
        { id: 'fide', fide: 2200 },
      ],
      games: [{ white: 'a', black: 'b', result: 1 }],
    });
    for (const id of ['idle', 'fide']) {
      expect(player(r, id).rating).toBeUndefined();
      expect(player(r, id).published).toBeUndefined();
      expect(player(r, id).newGames).toBe(0);
    }
    // A rated player without a game keeps his rating.
    const kept = rateUscfEvent({
      system: 'regular',
      players: [
        { id: 'a', rating: 1500, games: 30 },
        { id: 'b', adult: true },
        { id: 'c', adult: true },
      ],
      games: [{ white: 'b', black: 'c', result: 1 }],
    });
    expect(player(kept, 'a').published).toBe(1500);
    expect(player(kept, 'a').newGames).toBe(30);
  });

  it('an unrated player is rounded against his Step 1 rating: a result below it is rounded down', () => {
    // An adult (1300) loses to a 1000 (N = 40). Step 3 (N′ = 1, S′ = 0.5): PWe(R, 1300) + PWe(R, 1000) = 0.5 → R = 950.
    // Step 4 of the 1000 (standard, N′ = N*(1000) = 50/√(1 + 1200²/100000)): a win against 950.
    // Step 5 of the adult (N′ = 0): f = PWe(R, that) is zero up to that − 400; nearest 1300: that − 400.
    const r = rateUscfEvent({
      system: 'regular',
      players: [
        { id: 'u', adult: true },
        { id: 'x', rating: 1000, games: 40 },
      ],
      games: [{ white: 'u', black: 'x', result: 0 }],
    });
    const nStar1000 = 50 / Math.sqrt(1 + 1200 ** 2 / 100000);
    const x4 = 1000 + (800 / (nStar1000 + 1)) * (1 - 1 / (1 + 10 ** ((950 - 1000) / 400)));
    expect(player(r, 'u').step3).toBeCloseTo(950, 9);
    expect(player(r, 'u').rating).toBeCloseTo(x4 - 400, 9); // 624.9…
    expect(player(r, 'u').published).toBe(Math.floor(x4 - 400)); // 624, where the nearest would be 625
    expect(Math.round(x4 - 400)).toBe(625);
  });

  it("the same with the USCF's later rounding to the nearest (a setting)", () => {
    const r = rateUscfEvent(
      {
        system: 'regular',
        players: [
          { id: 'u', adult: true },
          { id: 'x', rating: 1000, games: 40 },
        ],
        games: [{ white: 'u', black: 'x', result: 0 }],
      },
      { ...DEFAULT_USCF_SETTINGS, rounding: 'nearest' },
    );
    expect(player(r, 'u').published).toBe(625);
  });

  it('a provisional player has no peak floor however high his stated peak; an established one without a stated peak floors at his rating − 200', () => {
    // §2.4 "A player with an established rating has a rating floor possibly higher than the absolute floor."
    expect(ratingFloor({ id: 'p', rating: 1900, games: 25, peak: 2300 })).toBe(100);
    // §2.4 "subtracting 200 points from the highest attained established rating": 1941 − 200 → 1700.
    expect(ratingFloor({ id: 'e', rating: 1941, games: 26 })).toBe(1700);
  });
});

describe('the standard formula (§2.3)', () => {
  const prior = 1800;
  const effective = effectiveGames(1800, 50); // 31.0087
  const four = [2000, 2000, 2000, 2000].map((r, i): Opponent & { id: string } => ({ id: `o${i}`, rating: r, score: 1 }));

  it('K, E and the bonus for a 4-game event with no repeated opponent', () => {
    const s = standardRating({ prior, effective, opponents: four, bonusAllowed: true });
    expect(s.k).toBeCloseTo(22.8515, 3);
    expect(s.expected).toBeCloseTo(0.96101, 4);
    expect(s.bonus).toBeCloseTo(57.4453, 3);
    expect(s.rating).toBeCloseTo(1926.8907, 3);
  });
  it('B is a setting (USCF later raised it)', () => {
    const s = standardRating({ prior, effective, opponents: four, bonusAllowed: true }, { ...DEFAULT_USCF_SETTINGS, bonus: 14 });
    expect(s.rating).toBeCloseTo(1910.8907, 3);
  });
  it('m = 3 counts as 4 in the bonus term', () => {
    const s = standardRating({ prior, effective, opponents: four.slice(0, 3), bonusAllowed: true });
    expect(s.rating).toBeCloseTo(1895.231, 3);
  });
  it('m < 3: no bonus', () => {
    const s = standardRating({ prior, effective, opponents: four.slice(0, 2), bonusAllowed: true });
    expect(s.bonusEligible).toBe(false);
    expect(s.rating).toBeCloseTo(1836.8265, 3);
  });
  it('an opponent met more than twice: no bonus', () => {
    const same = four.map((x) => ({ ...x, id: 'same' }));
    const s = standardRating({ prior, effective, opponents: same, bonusAllowed: true });
    expect(s.bonusEligible).toBe(false);
    expect(s.bonus).toBe(0);
    // Twice is allowed.
    const twice = four.map((x, i) => ({ ...x, id: i < 2 ? 'a' : 'b' }));
    expect(standardRating({ prior, effective, opponents: twice, bonusAllowed: true }).bonusEligible).toBe(true);
  });
  it('a normal result earns no bonus', () => {
    const mixed = [o(1800, 1), o(1800, 0), o(1800, 0.5), o(1800, 0.5)].map((x, i) => ({ ...x, id: String(i) }));
    const s = standardRating({ prior, effective, opponents: mixed, bonusAllowed: true });
    expect(s.bonus).toBe(0);
    expect(s.rating).toBeCloseTo(1800, 9);
  });
});

describe('floors (§2.4)', () => {
  it('the absolute floor: 3 wins, 1 draw, 10 events → 124; never above 150', () => {
    expect(absoluteFloor(3, 1, 10)).toBe(124);
    expect(absoluteFloor(100, 0, 0)).toBe(150);
    expect(absoluteFloor()).toBe(100);
  });
  it.each([
    { name: 'peak 1941 → 1700', p: { rating: 1800, games: 100, peak: 1941 }, floor: 1700 },
    { name: 'peak 1388 → the absolute floor', p: { rating: 1300, games: 100, peak: 1388, wins: 3, draws: 1, events: 10 }, floor: 124 },
    { name: 'peak 2500 → 2100 (the highest rating floor)', p: { rating: 2400, games: 300, peak: 2500 }, floor: 2100 },
    // §2.4 "the highest attained established rating": an established pre-event rating is one (1650 − 200 → 1400).
    { name: 'the current rating counts as attained', p: { rating: 1650, games: 30 }, floor: 1400 },
    // §2.4 "A player with an established rating has a rating floor possibly higher than the absolute floor".
    { name: 'provisional players have no rating floor', p: { rating: 1800, games: 20, peak: 1941 }, floor: 100 },
    { name: 'Original Life Master → 2200', p: { rating: 2250, games: 900, peak: 2400, olm: true }, floor: 2200 },
    { name: 'a prize floor', p: { rating: 1750, games: 60, prizeFloor: 1800 }, floor: 1800 },
  ])('$name', ({ p, floor }) => {
    expect(ratingFloor({ id: 'x', ...p })).toBe(floor);
  });
});

describe('rounding (§4)', () => {
  it.each([
    [1511.11, 1500, 'awayFromPrior', 1512],
    [1487.9, 1500, 'awayFromPrior', 1487],
    [1500, 1500, 'awayFromPrior', 1500],
    [1500.0000000001, 1500, 'awayFromPrior', 1500],
    [1511.11, 1500, 'nearest', 1511],
    [1487.9, 1500, 'nearest', 1488],
    [1086.4, undefined, 'awayFromPrior', 1086],
    [763.45, 763.45, 'awayFromPrior', 763], // unchanged from a Step 1 rating that is no integer (50 × Age)
  ] as const)('%d from %s (%s) → %d', (r, prior, mode, out) => {
    expect(roundRating(r, prior, mode)).toBe(out);
  });
});

describe('estimates: one application of the formula with the opponents as given', () => {
  it('the acceptance example prints 1511.11, published 1512', () => {
    const e = estimateUscf({ rating: 1500, games: 6, opponents: [o(1400, 1), o(1550, 0), o(1650, 0.5)] });
    expect(e.formula).toBe('special');
    expect(e.rating.toFixed(2)).toBe('1511.11');
    expect(e.published).toBe(1512);
    expect(e.change.toFixed(2)).toBe('11.11');
    expect(e.effective).toBe(6);
  });
  it('N > 8 with a mixed history uses the standard formula', () => {
    const e = estimateUscf({ rating: 1800, games: 50, opponents: [o(2000, 1), o(2000, 1), o(2000, 1), o(2000, 1)] });
    expect(e.formula).toBe('standard');
    expect(e.rating).toBeCloseTo(1926.8907, 3);
    expect(e.published).toBe(1927);
  });
  it('an all-wins history uses the special formula even with N > 8', () => {
    const e = estimateUscf({ rating: 1500, games: 12, history: 'allWins', opponents: [o(1500, 0)] });
    expect(e.formula).toBe('special');
  });
});

describe('Steps 3–5 on whole events (§1)', () => {
  it('an unrated 1300 (adult, N = 0) who beats a 600 and a 700 stays 1300', () => {
    const r = rateUscfEvent({
      system: 'regular',
      players: [
        { id: 'u', adult: true },
        { id: 'a', rating: 600, games: 40 },
        { id: 'b', rating: 700, games: 40 },
      ],
      games: [
        { white: 'u', black: 'a', result: 1 },
        { white: 'b', black: 'u', result: 0 },
      ],
    });
    const u = player(r, 'u');
    expect(u.step3).toBe(1300);
    expect(u.step4).toBe(1300);
    expect(u.published).toBe(1300);
    expect(u.newGames).toBe(2);
  });

  it('Step 3 result under 100 becomes 100', () => {
    // Two unrated 3-year-olds (150): the loser's Step 3 root is −50.
    const r = rateUscfEvent({
      system: 'regular',
      endDate: '2013-06-01',
      players: [
        { id: 'a', birthDate: '2010-06-01' },
        { id: 'b', birthDate: '2010-06-01' },
      ],
      games: [
        { white: 'a', black: 'b', result: 1 },
        { white: 'b', black: 'a', result: 0 },
      ],
    });
    expect(player(r, 'b').step3).toBe(100);
    expect(player(r, 'b').published).toBeGreaterThanOrEqual(100);
  });

  it('Step 4 uses Step 3 for N = 0 opponents and Step 1 for N > 0 unrated opponents; Step 5 uses Step 4', () => {
    const event: UscfEvent = {
      system: 'regular',
      players: [
        { id: 'r', rating: 1600, games: 60 },
        { id: 'z', adult: true }, // N = 0: Step 3
        { id: 'f', fide: 1800 }, // N = 5: Step 1 rating 1845
      ],
      games: [
        { white: 'r', black: 'z', result: 0 },
        { white: 'f', black: 'r', result: 0.5 },
      ],
    };
    const r = rateUscfEvent(event);
    const rated = player(r, 'r');
    const z = player(r, 'z');
    const f = player(r, 'f');
    expect(f.initial).toEqual({ rating: 1845, games: 5, source: 'fide' });
    expect(f.step3).toBeUndefined();
    expect(z.step3).toBeDefined();
    // Step 4 of r against z's Step 3 rating and f's Step 1 rating.
    const eff = effectiveGames(1600, 60);
    const step4 = standardRating({
      prior: 1600,
      effective: eff,
      opponents: [
        { id: 'z', rating: z.step3 as number, score: 0 },
        { id: 'f', rating: 1845, score: 0.5 },
      ],
      bonusAllowed: true,
    }).rating;
    expect(rated.step4).toBeCloseTo(step4, 9);
    // Step 5 against their Step 4 ratings.
    const step5 = standardRating({
      prior: 1600,
      effective: eff,
      opponents: [
        { id: 'z', rating: z.step4, score: 0 },
        { id: 'f', rating: f.step4, score: 0.5 },
      ],
      bonusAllowed: true,
    }).rating;
    expect(rated.step5).toBeCloseTo(step5, 9);
    expect(rated.step5).not.toBeCloseTo(rated.step4, 3);
    expect(rated.formula).toBe('standard');
    expect(f.formula).toBe('special');
  });

  it('floors apply to the final rating', () => {
    const r = rateUscfEvent({
      system: 'regular',
      players: [{ id: 'p', rating: 1710, games: 100, peak: 1941 }, ...[1, 2, 3, 4].map((i) => ({ id: `o${i}`, rating: 1200, games: 100 }))],
      games: [1, 2, 3, 4].map((i) => ({ white: 'p', black: `o${i}`, result: 0 })),
    });
    const p = player(r, 'p');
    expect(p.step5).toBeLessThan(1700);
    expect(p.rating).toBe(1700);
    expect(p.published).toBe(1700);
  });

  it('bad events are errors naming what and where', () => {
    const base: UscfEvent = { system: 'regular', players: [{ id: 'a', rating: 1500, games: 10 }, { id: 'b' }], games: [] };
    const missing = rateUscfEvent({ ...base, games: [{ white: 'a', black: 'c', result: 1 }] });
    expect(missing.ok ? '' : missing.error.message).toBe('games[0]: black "c" is not in players');
    const result = rateUscfEvent({ ...base, games: [{ white: 'a', black: 'b', result: 2 as Score }] });
    expect(result.ok ? '' : result.error.code).toBe('badResult');
    const negative = rateUscfEvent({ ...base, players: [{ id: 'a', rating: -5, games: 10 }, { id: 'b' }] });
    expect(negative.ok ? '' : negative.error.message).toMatch(/players\[0\] \("a"\): rating must be a number ≥ 0/);
  });
});

describe('individual matches (§4)', () => {
  const match = (a: number, b: number, games = 30): UscfEvent => ({
    system: 'regular',
    match: true,
    players: [
      { id: 'a', rating: a, games, peak: a },
      { id: 'b', rating: b, games },
    ],
    games: Array.from({ length: 6 }, (_, i) => ({ white: i % 2 ? 'b' : 'a', black: i % 2 ? 'a' : 'b', result: i % 2 ? 0 : 1 })),
  });
  it('both players need established ratings at most 400 apart', () => {
    expect(rateUscfEvent(match(1800, 2201)).ok).toBe(false);
    expect(rateUscfEvent(match(1800, 2000, 25)).ok).toBe(false);
    expect(rateUscfEvent(match(1800, 2200)).ok).toBe(true);
  });
  it('the change is at most 50 points and no bonus is given', () => {
    const b = player(rateUscfEvent(match(1800, 2200)), 'b');
    expect(b.bonus).toBe(0);
    expect(b.rating).toBe(2150);
    const a = player(rateUscfEvent(match(1800, 2200)), 'a');
    expect(a.rating).toBe(1850);
  });
  it('the 180-day net limit of 100', () => {
    const e = match(1800, 2200);
    const r = rateUscfEvent({ ...e, players: [e.players[0] as UscfPlayer, { ...(e.players[1] as UscfPlayer), matchChange180Days: -80 }] });
    expect(player(r, 'b').rating).toBe(2180);
  });
  it('floors do not hold automatically: going under is a request to lower the floor by 100', () => {
    const e = match(1800, 2120);
    const b = { ...(e.players[1] as UscfPlayer), peak: 2330 }; // floor 2100; the match takes b to 2070
    const denied = player(rateUscfEvent({ ...e, players: [e.players[0] as UscfPlayer, b] }), 'b');
    expect(denied.floorRequest).toBe(true);
    expect(denied.rating).toBe(2100);
    const granted = player(rateUscfEvent({ ...e, matchFloorLoweringGranted: true, players: [e.players[0] as UscfPlayer, b] }), 'b');
    expect(granted.floorRequest).toBe(true);
    expect(granted.rating).toBe(2070);
  });
});

describe('Regular and Quick (§Intro)', () => {
  it.each([
    [5, ['quick']],
    [29, ['quick']],
    [30, ['regular', 'quick']],
    [60, ['regular', 'quick']],
    [61, ['regular']],
    [4, []],
  ] as const)('G/%d is rated in %j', (minutes, systems) => {
    expect(systemsForTimeControl(minutes)).toEqual(systems);
  });

  it('a dual-rated event rates each system with its own ratings and imputes the other', () => {
    const r = rateDualEvent({
      endDate: '2011-11-03',
      players: [
        { id: 'a', regular: { rating: 1600, games: 40 }, quick: { rating: 1500, games: 12 } },
        { id: 'b', regular: {}, quick: { rating: 1400, games: 30 } },
      ],
      games: [{ white: 'a', black: 'b', result: 0 }],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const bRegular = r.value.regular.players.find((p) => p.id === 'b');
    const bQuick = r.value.quick.players.find((p) => p.id === 'b');
    expect(bRegular?.initial).toEqual({ rating: 1400, games: 0, source: 'otherSystem' });
    expect(bQuick?.initial.source).toBe('rated');
    expect(r.value.regular.players.find((p) => p.id === 'a')?.prior).toBe(1600);
    expect(r.value.quick.players.find((p) => p.id === 'a')?.prior).toBe(1500);
  });
});

// Properties -----------------------------------------------------------------------------------------------

const arbPlayer = fc.record({
  rating: fc.option(fc.integer({ min: 100, max: 2700 }), { nil: undefined }),
  games: fc.integer({ min: 0, max: 300 }),
  history: fc.constantFrom<UscfHistory>('mixed', 'allWins', 'allLosses'),
});
const arbOpponents = fc.array(fc.record({ rating: fc.integer({ min: 100, max: 2800 }), score: fc.constantFrom<Score>(0, 0.5, 1) }), {
  minLength: 1,
  maxLength: 8,
});

describe('properties', () => {
  it('a win never lowers a rating and a loss never raises it', () => {
    fc.assert(
      fc.property(arbPlayer, fc.array(fc.integer({ min: 100, max: 2800 }), { minLength: 1, maxLength: 8 }), fc.boolean(), (p, opps, win) => {
        const opponents = opps.map((r) => o(r, win ? 1 : 0));
        const e = estimateUscf({ ...p, opponents });
        const prior = e.initial.rating;
        const published = e.published ?? NaN;
        if (win) return e.rating >= prior - 1e-9 && published >= Math.round(prior);
        return e.rating <= prior + 1e-9 && published <= Math.round(prior);
      }),
      { numRuns: 2000 },
    );
  });

  it('turning one result into a win never lowers the new rating', () => {
    fc.assert(
      fc.property(arbPlayer, arbOpponents, fc.nat(), (p, opponents, pick) => {
        const i = pick % opponents.length;
        const better = opponents.map((x, j): typeof x => (j === i ? { ...x, score: 1 } : x));
        return estimateUscf({ ...p, opponents: better }).rating >= estimateUscf({ ...p, opponents }).rating - 1e-9;
      }),
      { numRuns: 2000 },
    );
  });

  it('ratings never go below the floor (and never below 100)', () => {
    const arbEventPlayer = fc.record({
      rating: fc.option(fc.integer({ min: 100, max: 2500 }), { nil: undefined }),
      games: fc.integer({ min: 0, max: 200 }),
      peak: fc.option(fc.integer({ min: 100, max: 2600 }), { nil: undefined }),
      wins: fc.integer({ min: 0, max: 20 }),
      draws: fc.integer({ min: 0, max: 20 }),
      events: fc.integer({ min: 0, max: 20 }),
      olm: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(arbEventPlayer, { minLength: 2, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom<Score>(0, 0.5, 1)), { minLength: 1, maxLength: 15 }),
        (ps, gs) => {
          const players: UscfPlayer[] = ps.map((p, i) => ({ id: `p${i}`, ...p }));
          const games = gs.map(([a, b, result]) => ({ white: `p${a % ps.length}`, black: `p${b % ps.length}`, result })).filter((g) => g.white !== g.black);
          const r = rateUscfEvent({ system: 'regular', players, games });
          if (!r.ok) return false;
          // A player without a rating and without a game stays unrated (published undefined).
          return r.value.players.every(
            (res, i) =>
              (res.published === undefined && res.games === 0 && players[i]?.rating === undefined) ||
              (res.published !== undefined && res.published >= ratingFloor(players[i] as UscfPlayer) && res.published >= 100),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the special formula against a brute-force solution', () => {
  /** The zero set of the nondecreasing f is an interval [a, b]; found by bisection. */
  function zeroInterval(f: (r: number) => number): [number, number] {
    const bisect = (pred: (r: number) => boolean): number => {
      let lo = -5000;
      let hi = 10000;
      for (let i = 0; i < 200; i++) {
        const mid = (lo + hi) / 2;
        if (pred(mid)) hi = mid;
        else lo = mid;
      }
      return hi;
    };
    return [bisect((r) => f(r) >= -1e-9), bisect((r) => f(r) > 1e-9)];
  }

  it('started at R0′, the result is the point of the zero set nearest R0′ (capped at 2700)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 2700 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom<UscfHistory>('mixed', 'allWins', 'allLosses'),
        arbOpponents,
        (prior, effective, history, opponents) => {
          const input = { prior, effective, history, opponents };
          const s = specialRating(input, { ...DEFAULT_USCF_SETTINGS, specialCap: Infinity });
          const f = specialObjective(input);
          expect(Math.abs(f(s.rating))).toBeLessThan(1e-6);
          const [a, b] = zeroInterval(f);
          const nearest = Math.min(Math.max(s.adjustedPrior, a), b);
          expect(s.rating).toBeCloseTo(nearest, 4);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

// The special formula returns roots ---------------------------------------------------------------------------

/**
 * Every application of the special formula in an event (Steps 3, 4 and 5), rebuilt from the event and the
 * published steps as §1 describes them: Step 3 for unrated players with N = 0 (N′ = 1, opponents at their
 * pre-event or Step 1 ratings); Steps 4 and 5 for players with N ≤ 8 or an all-wins/all-losses history (N′ of
 * Step 2, opponents at Step 3/Step 1 ratings, then at their Step 4 ratings).
 */
function specialApplications(event: UscfEvent, players: readonly UscfPlayerResult[]): { step: string; id: string; input: SpecialInput; rating: number }[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  const res = (id: string) => byId.get(id) as UscfPlayerResult;
  const out: { step: string; id: string; input: SpecialInput; rating: number }[] = [];
  for (const p of event.players) {
    const games = event.games.flatMap((g) => (g.white === p.id ? [{ opp: g.black, score: g.result }] : g.black === p.id ? [{ opp: g.white, score: (1 - g.result) as Score }] : []));
    if (games.length === 0) continue;
    const me = res(p.id);
    const against = (ratingOf: (id: string) => number): Opponent[] => games.map((g) => ({ rating: ratingOf(g.opp), score: g.score }));
    if (me.step3 !== undefined) {
      const input: SpecialInput = { prior: me.initial.rating, effective: 1, history: 'mixed', opponents: against((id) => res(id).initial.rating) };
      out.push({ step: 'Step 3', id: p.id, input, rating: me.step3 });
    }
    if (me.formula === 'special') {
      const history = historyOf(p.rating, p.games, p.history);
      const step4 = against((id) => res(id).step3 ?? res(id).initial.rating);
      out.push({ step: 'Step 4', id: p.id, input: { prior: me.initial.rating, effective: me.effective, history, opponents: step4 }, rating: me.step4 });
      const step5 = against((id) => res(id).step4);
      out.push({ step: 'Step 5', id: p.id, input: { prior: me.initial.rating, effective: me.effective, history, opponents: step5 }, rating: me.step5 });
    }
  }
  return out;
}

/**
 * |f(R)| ≤ ε (§2.2 "determine the value of R such that f(R) = 0 within reasonable tolerance"), or one of the two
 * documented limits: R = 100 when the root lies below it (Steps 3–5: "If the resulting rating … is less than
 * 100, then change the rating to 100"), R = 2700 when it lies above ("If the final value of M is greater than
 * 2700, the value is changed to 2700"). f is nondecreasing, so a root below 100 means f(100) ≥ −ε.
 */
function isSpecialRoot(input: SpecialInput, rating: number, eps = DEFAULT_USCF_SETTINGS.tolerance): boolean {
  const f = specialObjective(input);
  if (Math.abs(f(rating)) <= eps) return true;
  if (rating === 100) return f(100) >= -eps;
  if (rating === DEFAULT_USCF_SETTINGS.specialCap) return f(rating) <= eps;
  return false;
}

const arbEventPlayer = fc.record(
  {
    rating: fc.option(fc.integer({ min: 100, max: 2700 }), { nil: undefined }),
    games: fc.integer({ min: 0, max: 60 }),
    history: fc.constantFrom<UscfHistory>('mixed', 'mixed', 'allWins', 'allLosses'),
    fide: fc.option(fc.integer({ min: 1400, max: 2600 }), { nil: undefined }),
    adult: fc.boolean(),
  },
  { requiredKeys: ['rating', 'games', 'history', 'adult'] },
);

describe('the special formula returns roots (§2.2)', () => {
  it('over 10,000 random events, every Step 3, 4 and 5 special rating is a root, or 100/2700 with the root beyond', () => {
    let applications = 0;
    fc.assert(
      fc.property(
        fc.array(arbEventPlayer, { minLength: 2, maxLength: 7 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom<Score>(0, 0.5, 1)), { minLength: 1, maxLength: 16 }),
        (ps, gs) => {
          const players: UscfPlayer[] = ps.map((p, i) => ({ id: `p${i}`, ...p }));
          const games = gs.map(([a, b, result]) => ({ white: `p${a % ps.length}`, black: `p${b % ps.length}`, result })).filter((g) => g.white !== g.black);
          const event: UscfEvent = { system: 'regular', players, games };
          const r = rateUscfEvent(event);
          if (!r.ok) return false;
          for (const a of specialApplications(event, r.value.players)) {
            applications++;
            if (!isSpecialRoot(a.input, a.rating)) throw new Error(`${a.step} of ${a.id}: ${a.rating} is not a root of f (f = ${specialObjective(a.input)(a.rating)})`);
          }
          return true;
        },
      ),
      { numRuns: 10_000, seed: 20_111_103 },
    );
    expect(applications).toBeGreaterThan(10_000);
  });
});

describe('the special formula returns roots, on ratings that sit 400 apart in floating point', () => {
  /** Ratings like Step 4 results (1845 − 400/13) and their ± 400 neighbours, so that knots coincide. */
  const arbRating = fc
    .tuple(fc.integer({ min: 300, max: 2600 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: -2, max: 2 }), fc.boolean())
    .map(([base, d, shift, frac]) => base + (frac ? 400 / d : 0) + shift * 400);
  const arbOpps = fc.array(fc.record({ rating: arbRating, score: fc.constantFrom<Score>(0, 0.5, 1) }), { minLength: 1, maxLength: 8 });

  it('over 10,000 inputs: |f(rating)| ≤ ε, and a flat-region exit is R0 or an edge of the region around M', () => {
    fc.assert(
      fc.property(
        arbRating,
        fc.constantFrom(0, 1, 2, 5, 8),
        fc.constantFrom<UscfHistory>('mixed', 'allWins', 'allLosses'),
        arbOpps,
        fc.constantFrom(...SPECIAL_STARTS),
        (prior, effective, history, opponents, specialStart) => {
          const input = { prior, effective, history, opponents };
          const s = specialRating(input, { ...DEFAULT_USCF_SETTINGS, specialCap: Infinity, specialStart });
          const f = specialObjective(input);
          expect(Math.abs(f(s.rating))).toBeLessThanOrEqual(DEFAULT_USCF_SETTINGS.tolerance);
          if (s.exit === 'flatPrior') expect(s.rating).toBe(prior);
          if (s.exit === 'flatBelow' || s.exit === 'flatAbove') expect(s.knots).toContain(s.rating);
        },
      ),
      { numRuns: 10_000, seed: 1845 },
    );
  });
});
