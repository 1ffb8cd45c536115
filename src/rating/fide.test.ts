import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DP_TABLE,
  PD_TABLE,
  capK,
  dpForScore,
  effectiveDifference,
  expectedScore,
  fideInitialRating,
  fideK,
  fideRatingChange,
  fideSettings,
  pdForDifference,
  performanceRating,
  rateFideEvent,
  roundHalfAway,
  type FideGame,
  type FideScore,
} from './fide.js';

const g = (opponent: number, score: FideScore): FideGame => ({ opponent, score });

/**
 * Sources. FIDE-P: FIDE's published per-player calculations, ratings.fide.com/a_indv_calculation.php, as recorded
 * in github.com/zugzwang-foundation/Chess-ELO-Rating tests/fixtures/fide_calculator/published_calculations.json
 * (case ids F-P01…) and published_initial_rating.json (F-N01). FIDE-C: FIDE's online calculator
 * (ratings.fide.com/a_calc_rtd.php) in calculator_rating_change.json of the same repository (F-C01…).
 * GR: the FIDE calculations quoted in the test suite of the Perl module Games::Ratings 0.0.5 (metacpan).
 * CE: a FIDE individual calculation (June 2017) reproduced at elo-calculator.chesselo.com/test-other-elo.html.
 */

describe('table 8.1.2: expected scores for every band', () => {
  // One row per band: the lower and upper edge of D, and PD for the higher (H) and lower (L) rated player.
  let low = 0;
  const rows = PD_TABLE.map(([max, h]) => {
    const row = { low, max, h };
    low = max + 1;
    return row;
  });
  it('has the 50 bands of the table plus "> 735"', () => {
    expect(rows).toHaveLength(50);
    expect(rows[0]).toEqual({ low: 0, max: 3, h: 0.5 });
    expect(rows.at(-1)).toEqual({ low: 620, max: 735, h: 0.99 });
  });
  it.each(rows)('D $low–$max: H = $h, L = 1 − H', ({ low: lo, max, h }) => {
    for (const d of [lo, max]) {
      expect(pdForDifference(d)).toBe(h);
      expect(pdForDifference(-d)).toBeCloseTo(d === 0 ? 0.5 : 1 - h, 10);
    }
  });
  it('D > 735: 1.0 and .00', () => {
    expect(pdForDifference(736)).toBe(1);
    expect(pdForDifference(-736)).toBe(0);
  });
  it('is not the logistic curve', () => {
    // 1 / (1 + 10^(−100/400)) = 0.640 but the band 99–106 holds .64 and 92–98 .63: D = 98 differs.
    expect(pdForDifference(98)).toBe(0.63);
    expect(1 / (1 + 10 ** (-98 / 400))).toBeCloseTo(0.6373, 3);
  });

  // FIDE-C, one game, K and score as given: the calculator's change is K × (score − PD).
  it.each([
    { id: 'F-C01', own: 2000, opp: 2000, score: 1, k: 10, change: 5 },
    { id: 'F-C02', own: 2003, opp: 2000, score: 1, k: 10, change: 5 },
    { id: 'F-C03', own: 2004, opp: 2000, score: 1, k: 10, change: 4.9 },
    { id: 'F-C04', own: 2010, opp: 2000, score: 1, k: 10, change: 4.9 },
    { id: 'F-C05', own: 2011, opp: 2000, score: 1, k: 10, change: 4.8 },
    { id: 'F-C06', own: 2206, opp: 2000, score: 1, k: 10, change: 2.4 },
    { id: 'F-C07', own: 2207, opp: 2000, score: 1, k: 10, change: 2.3 },
    { id: 'F-C08', own: 2391, opp: 2000, score: 1, k: 10, change: 0.9 },
    { id: 'F-C09', own: 2392, opp: 2000, score: 1, k: 10, change: 0.8 },
    { id: 'F-C10', own: 2000, opp: 2003, score: 0, k: 10, change: -5 },
    { id: 'F-C11', own: 2000, opp: 2004, score: 0, k: 10, change: -4.9 },
    { id: 'F-C12', own: 1656, opp: 2000, score: 0, k: 10, change: -1.2 },
    { id: 'F-C13', own: 1655, opp: 2000, score: 0, k: 10, change: -1.1 },
    { id: 'F-C14', own: 2600, opp: 2100, score: 1, k: 10, change: 0.8 },
    { id: 'F-C15', own: 2649, opp: 2149, score: 1, k: 10, change: 0.8 },
    { id: 'F-C18', own: 2200, opp: 2700, score: 0, k: 20, change: -1.6 },
    { id: 'F-C19', own: 2100, opp: 2600, score: 0, k: 20, change: -1.6 },
    { id: 'F-C22', own: 1500, opp: 2000, score: 0.5, k: 20, change: 8.4 },
    { id: 'F-C23', own: 2092, opp: 2000, score: 1, k: 15, change: 5.55 },
    { id: 'F-C24', own: 2000, opp: 2092, score: 0.5, k: 30, change: 3.9 },
  ] as const)('$id (FIDE-C): $own vs $opp, score $score, K $k → $change', ({ own, opp, score, k, change }) => {
    expect(fideRatingChange(own, k, [g(opp, score)]).change).toBeCloseTo(change, 9);
  });
});

describe('§8.3.1: the 400-point rule and its 2650 exception (from 1 October 2025)', () => {
  it.each([
    // F-C16, F-C17, F-C20, F-C21: FIDE's calculator still caps these; the regulation as amended does not.
    { id: 'F-C16', own: 2650, opp: 2150, score: 1, change: 0.4 },
    { id: 'F-C17', own: 2700, opp: 2200, score: 1, change: 0.4 },
    { id: 'F-C20', own: 2700, opp: 1964, score: 1, change: 0 },
    { id: 'F-C21', own: 2700, opp: 1900, score: 0, change: -10 },
  ] as const)('$id: a player rated $own uses the full difference', ({ own, opp, score, change }) => {
    expect(fideRatingChange(own, 10, [g(opp, score)]).change).toBeCloseTo(change, 9);
  });
  it('a player below 2650 sees an opponent 2650+ capped at 400 (F-P02: "2800 *" for the 2813)', () => {
    expect(effectiveDifference(2400, 2813)).toBe(-400);
    expect(expectedScore(2400, 2813)).toBe(0.08);
    expect(effectiveDifference(2813, 2400)).toBe(413);
  });
  it('before 1 October 2025 the difference is capped for every player', () => {
    expect(expectedScore(2700, 2200, fideSettings('standard', '2025-09-30'))).toBe(0.92);
    expect(expectedScore(2700, 2200, fideSettings('standard', '2025-10-01'))).toBe(0.96);
  });
  it('rapid and blitz have no 2650 exception', () => {
    expect(expectedScore(2700, 2200, fideSettings('blitz'))).toBe(0.92);
    expect(expectedScore(2700, 2200, fideSettings('standard'))).toBe(0.96);
  });
});

describe('§8.3: rating change per period, reproducing published calculations', () => {
  it('F-P01 (FIDE-P, K = 10, rated 2813, Dec 2025): five games, Σ −0.25, K × Σ = −2.50, published 2810', () => {
    const c = fideRatingChange(2813, 10, [g(1787, 1), g(2025, 1), g(2310, 1), g(2400, 1), g(2505, 0.5)]);
    expect(c.games.map((x) => x.delta)).toEqual([0, 0, 0.04, 0.07, -0.36]);
    expect(c.sumDelta).toBe(-0.25);
    expect(c.change).toBe(-2.5);
    expect(c.roundedChange).toBe(-3); // §8.3.4: 0.5 away from zero
    expect(c.published).toBe(2810);
  });

  it.each([
    {
      id: 'F-P02 event 442869 (FIDE-P, K = 10, Ro 2395)',
      ro: 2395,
      games: [g(1995, 1), g(2205, 0.5), g(2325, 0), g(1995, 1), g(1995, 1)],
      deltas: [0.08, -0.25, -0.6, 0.08, 0.08],
      kchg: -6.1,
    },
    {
      id: 'F-P02 event 435715 (FIDE-P, K = 10, Ro 2400; the 2813 counts as 2800)',
      ro: 2400,
      games: [g(2000, 1), g(2000, 1), g(2121, 1), g(2813, 0), g(2084, 1)],
      deltas: [0.08, 0.08, 0.16, -0.08, 0.13],
      kchg: 3.7,
    },
    {
      id: 'F-P03 event 441774 (FIDE-P, K = 10, Ro 2505)',
      ro: 2505,
      games: [g(2105, 1), g(2105, 1), g(2105, 1), g(2400, 0), g(2118, 1)],
      deltas: [0.08, 0.08, 0.08, -0.64, 0.09],
      kchg: -3.1,
    },
  ])('$id', ({ ro, games, deltas, kchg }) => {
    const c = fideRatingChange(ro, 10, games);
    expect(c.games.map((x) => x.delta)).toEqual(deltas);
    expect(c.change).toBeCloseTo(kchg, 9);
  });

  it('F-P04 (FIDE-P, K = 20, Ro 2053, Dec 2025): Σ −0.01, K × Σ = −0.20, rating stays 2053', () => {
    const c = fideRatingChange(2053, 20, [g(1675, 1), g(2310, 0), g(1653, 1), g(1884, 1), g(2218, 0)]);
    expect(c.games.map((x) => x.delta)).toEqual([0.09, -0.18, 0.08, 0.28, -0.28]);
    // FIDE's page stars the 1653 (D = 400 exactly); "more than 400" is not met, and PD is .92 either way.
    expect(c.games[2]?.difference).toBe(400);
    expect(c.change).toBeCloseTo(-0.2, 9);
    expect(c.published).toBe(2053);
  });

  it('F-P05 (FIDE-P, Oct 2026): 39 games in the period, K 20 → 17 by K × n ≤ 700, 92.48 → 92, 2054 → 2146', () => {
    const games = [
      // XXVII Open Internacional de Sants 2026 - Grup A
      g(2406, 0),
      g(1908, 1),
      g(2220, 1),
      g(2216, 0),
      g(2204, 0.5),
      g(2189, 1),
      g(2223, 0),
      g(2221, 0.5),
      // FE 28 Citta' di Trieste - A
      g(2350, 0),
      g(1928, 0),
      g(2085, 1),
      g(1993, 1),
      g(1931, 1),
      g(2055, 0.5),
      g(2454, 0.5),
      g(1861, 1),
      // I Open Internacional MyInvestor Casablanca
      g(2217, 1),
      g(1743, 1),
      g(1947, 1),
      g(2266, 0.5),
      g(2189, 0.5),
      g(2186, 1),
      // 1. Medjugorje Open - Standard
      g(1654, 1),
      g(2283, 0),
      g(1822, 1),
      g(2251, 0),
      g(1884, 1),
      g(2215, 0.5),
      g(2210, 0.5),
      g(1872, 1),
      // Zagreb Open 2026
      g(1654, 1),
      g(2247, 1),
      g(2308, 0),
      g(2168, 0),
      g(1810, 0),
      g(1747, 1),
      g(1852, 1),
      g(1875, 0.5),
      g(1654, 1),
    ];
    expect(games).toHaveLength(39);
    const c = fideRatingChange(2054, 20, games);
    expect(c.kBase).toBe(20);
    expect(c.k).toBe(17);
    expect(c.sumDelta).toBeCloseTo(5.44, 9);
    expect(c.change).toBeCloseTo(92.48, 9);
    expect(c.published).toBe(2146);
  });

  it('GR: FIDE id 4625200, July 2008 (K = 15): expected 4.26, change −18.9', () => {
    const results: FideScore[] = [0.5, 0.5, 0.5, 0, 0, 0.5, 0.5, 0.5, 0];
    const opps = [2242, 2360, 2289, 2251, 2303, 2152, 2313, 2309, 2110];
    const c = fideRatingChange(
      2240,
      15,
      opps.map((r, i) => g(r, results[i] as FideScore)),
    );
    expect(c.expected).toBeCloseTo(4.26, 9);
    expect(c.change).toBeCloseTo(-18.9, 9);
  });

  it('GR: FIDE id 4625200, July 2009 (K = 15): expected 4.74, change −11.1', () => {
    const results: FideScore[] = [0.5, 0.5, 1, 0, 0, 1, 0, 1];
    const opps = [2120, 2121, 2118, 2026, 2328, 2231, 2197, 2190];
    const c = fideRatingChange(
      2235,
      15,
      opps.map((r, i) => g(r, results[i] as FideScore)),
    );
    expect(c.expected).toBeCloseTo(4.74, 9);
    expect(c.change).toBeCloseTo(-11.1, 9);
  });

  it('K = 40, FIDE individual calculation of June 2017 (player anonymised), quoted at elo-calculator.chesselo.com/test-other-elo.html: Ro 1922, changes 0.33, −0.66, 0.47, total 5.60', () => {
    const c = fideRatingChange(1922, 40, [g(1798, 1), g(1801, 0), g(1897, 1)]);
    expect(c.games.map((x) => x.delta)).toEqual([0.33, -0.66, 0.47]);
    expect(c.sumDelta).toBeCloseTo(0.14, 9);
    expect(c.change).toBeCloseTo(5.6, 9);
    expect(c.published).toBe(1928);
  });

  it('K = 40 derived for a junior below 2300 (§8.3.3)', () => {
    const k = fideK({ rating: 1650, games: 80, birthDate: '2010-04-01', year: 2026 });
    expect(k).toBe(40);
    // D = −100 → .36, +150 → .70, 0 → .50: Σ = (1 − .36) + (0 − .70) + (.5 − .5) = −0.06; × 40 = −2.4.
    const c = fideRatingChange(1650, k, [g(1750, 1), g(1500, 0), g(1650, 0.5)]);
    expect(c.change).toBeCloseTo(-2.4, 9);
    expect(c.published).toBe(1648);
  });
});

describe('§8.3.3: K', () => {
  it.each([
    { name: 'new player, fewer than 30 games', k: { rating: 1800, games: 12, birthDate: 1990, year: 2026 }, out: 40 },
    { name: '30 games, under 2400', k: { rating: 1800, games: 30, birthDate: 1990, year: 2026 }, out: 20 },
    { name: 'published 2400 once, now 2390', k: { rating: 2390, games: 300, peak: 2401, year: 2026 }, out: 10 },
    // Issue 15: the text gives no precedence; the new player's K lasts "until they have completed events with at
    // least 30 games", and the pre-2014 wording made K = 10 need "at least 30 games" (see fideK).
    { name: "rated 2400 with fewer than 30 games: still the new player's 40", k: { rating: 2400, games: 10, year: 2026 }, out: 40 },
    { name: 'reached 2400 and 29 games → 40, 30 games → 10', k: { rating: 2380, games: 29, peak: 2410, year: 2026 }, out: 40 },
    { name: 'reached 2400 with 30 games', k: { rating: 2380, games: 30, peak: 2410, year: 2026 }, out: 10 },
    { name: 'a junior rated 2400 with 30 games: 10 (the junior 40 needs a rating under 2300)', k: { rating: 2400, games: 30, birthDate: 2010, year: 2026 }, out: 10 },
    { name: 'a junior (18 this year) under 2300', k: { rating: 2100, games: 200, birthDate: '2008-12-31', year: 2026 }, out: 40 },
    { name: 'a junior who was 2300 once', k: { rating: 2250, games: 200, peak: 2310, birthDate: 2010, year: 2026 }, out: 20 },
    { name: 'the year after the 18th birthday', k: { rating: 2100, games: 200, birthDate: 2008, year: 2027 }, out: 20 },
    { name: 'without the period’s year the junior rule is not applied', k: { rating: 2100, games: 200, birthDate: 2010 }, out: 20 },
  ])('$name → $out', ({ k, out }) => {
    expect(fideK(k)).toBe(out);
  });

  it.each([
    [40, 17, 40],
    [40, 18, 38],
    [20, 35, 20],
    [20, 36, 19],
    [10, 71, 9],
  ])('K %d with n = %d → %d (K × n ≤ 700)', (k, n, out) => {
    expect(capK(k, n)).toBe(out);
  });
});

describe('table 8.1.1 and performance', () => {
  it('dp is symmetric and has 101 entries', () => {
    expect(DP_TABLE).toHaveLength(51);
    expect(dpForScore(1)).toBe(800);
    expect(dpForScore(0)).toBe(-800);
    expect(dpForScore(0.5)).toBe(0);
    for (let i = 0; i <= 100; i++) expect(dpForScore(i / 100) + dpForScore(1 - i / 100)).toBe(0);
  });
  it.each([
    [0.99, 677],
    [0.83, 273],
    [0.66, 117],
    [0.57, 50],
    [0.49, -7],
    [0.32, -133],
    [0.15, -296],
    [0.01, -677],
  ])('p = %d → dp %d', (p, dp) => {
    expect(dpForScore(p)).toBe(dp);
  });
  it('p is rounded to two decimals, .005 up (2/3 → .67; 5/8 = .625 → .63)', () => {
    expect(dpForScore(2 / 3)).toBe(125);
    expect(dpForScore(5 / 8)).toBe(95);
  });
  it('performance = average opponent + dp(p)', () => {
    expect(performanceRating([g(2000, 1), g(2100, 0.5), g(2200, 0)])).toBe(2100);
    expect(performanceRating([g(2000, 1), g(2000, 1), g(2000, 1), g(2000, 0)])).toBe(2193);
  });
});

describe('§8.2: unrated players', () => {
  it('F-N01 (FIDE-P, Dec 2025): two 1800 draws added, Ra 1872.43, p 4/7 → .57, dp 50, published 1922', () => {
    const r = fideInitialRating([g(1902, 0.5), g(1877, 0.5), g(1884, 1), g(2012, 0), g(1832, 1)]);
    expect(r?.ra).toBeCloseTo(1872.43, 2);
    expect(r?.dp).toBe(50);
    expect(r?.published).toBe(1922);
    expect(r?.publishable).toBe(true);
  });
  it('a zero score in the first event is disregarded (§8.2.1)', () => {
    expect(fideInitialRating([g(1900, 0), g(1800, 0), g(1700, 0), g(1600, 0), g(1500, 0)])).toBeUndefined();
  });
  it('the maximum initial rating is 2200 (§8.2.3)', () => {
    const r = fideInitialRating([g(2400, 1), g(2400, 1), g(2400, 1), g(2400, 1), g(2400, 1)]);
    expect(r?.rating).toBeGreaterThan(2200);
    expect(r?.published).toBe(2200);
  });
  it('published only after 5 games and at least 1400 (§7.1.4)', () => {
    expect(fideInitialRating([g(1500, 1), g(1500, 0)])?.reason).toMatch(/needs 5/);
    const low = fideInitialRating([g(1000, 0.5), g(1000, 0), g(1000, 0), g(1000, 0), g(1000, 0)]);
    expect(low?.publishable).toBe(false);
    expect(low?.reason).toMatch(/below 1400/);
  });
});

describe('events', () => {
  it('rated players count only games against rated opponents; unrated players get an initial rating', () => {
    const r = rateFideEvent({
      players: [{ id: 'a', rating: 2000, k: 20 }, { id: 'b', rating: 1900, k: 20 }, { id: 'u' }],
      games: [
        { white: 'a', black: 'b', result: 1 },
        { white: 'u', black: 'a', result: 1 },
        { white: 'b', black: 'u', result: 0.5 },
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [a, b, u] = r.value;
    expect(a?.games).toBe(1);
    expect(a?.change?.change).toBeCloseTo(20 * (1 - 0.64), 9);
    expect(b?.change?.change).toBeCloseTo(20 * (0 - 0.36), 9);
    expect(u?.kind).toBe('initial');
    expect(u?.initial?.ra).toBe((2000 + 1900 + 3600) / 4);
    expect(u?.published).toBeUndefined(); // 2 games: not yet published
  });
  it('rapid/blitz: players 600+ apart with one above 2600 are not rated', () => {
    const players = [
      { id: 'a', rating: 2700, k: 10 },
      { id: 'b', rating: 2050, k: 20 },
    ];
    const games = [{ white: 'a', black: 'b', result: 1 as const }];
    const blitz = rateFideEvent({ chapter: 'blitz', players, games });
    const std = rateFideEvent({ chapter: 'standard', players, games });
    expect(blitz.ok && blitz.value[0]?.games).toBe(0);
    expect(std.ok && std.value[0]?.games).toBe(1);
  });
  it('rapid/blitz §7.2.1: an unrated player with a standard rating is rated with it', () => {
    const r = rateFideEvent({
      chapter: 'rapid',
      players: [
        { id: 'a', rating: 2000, k: 20 },
        { id: 's', standard: 1900, k: 20 },
      ],
      games: [{ white: 'a', black: 's', result: 0 }],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value[1]?.kind).toBe('rated');
    expect(r.value[1]?.change?.change).toBeCloseTo(20 * (1 - 0.36), 9);
    expect(r.value[0]?.games).toBe(1);
    const std = rateFideEvent({
      players: [
        { id: 'a', rating: 2000, k: 20 },
        { id: 's', standard: 1900 },
      ],
      games: [{ white: 'a', black: 's', result: 0 }],
    });
    expect(std.ok && std.value[1]?.kind).toBe('initial');
  });
  it('bad events are errors', () => {
    const r = rateFideEvent({ players: [{ id: 'a', rating: 2000 }], games: [{ white: 'a', black: 'x', result: 1 }] });
    expect(r.ok ? '' : r.error.message).toBe('games[0]: black "x" is not in players');
  });
});

describe('properties', () => {
  it('§8.3.4 rounding: "rounded to the nearest whole number. 0.5 is rounded away from zero"', () => {
    expect(roundHalfAway(2.5)).toBe(3);
    expect(roundHalfAway(-2.5)).toBe(-3);
    expect(roundHalfAway(-2.49)).toBe(-2);
    expect(roundHalfAway(0.5)).toBe(1);
    expect(roundHalfAway(-0.5)).toBe(-1);
  });
  it('§8.3.4 on a whole event: a change of exactly −2.5 and +2.5 (K = 10, ΣΔR = ∓0.25) → −3 and +3', () => {
    // Table 8.1.2: D = 0 → PD .50; D = ±190 → .75 / .25 (the band 189–197). K = 10, two games each.
    const down = fideRatingChange(2000, 10, [g(2000, 0), g(1810, 1)]); // ΔR = −0.50 + (1 − 0.75) = −0.25
    expect(down.sumDelta).toBeCloseTo(-0.25, 9);
    expect(down.change).toBeCloseTo(-2.5, 9);
    expect(down.roundedChange).toBe(-3);
    expect(down.published).toBe(1997);
    const up = fideRatingChange(2000, 10, [g(2000, 1), g(2190, 0)]); // ΔR = +0.50 + (0 − 0.25) = +0.25
    expect(up.change).toBeCloseTo(2.5, 9);
    expect(up.roundedChange).toBe(3);
    expect(up.published).toBe(2003);
  });
  it('a win never lowers a rating, a loss never raises it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 2900 }), fc.integer({ min: 1000, max: 2900 }), fc.constantFrom(10, 20, 40), (own, opp, k) => {
        return fideRatingChange(own, k, [g(opp, 1)]).change >= 0 && fideRatingChange(own, k, [g(opp, 0)]).change <= 0;
      }),
    );
  });
});
