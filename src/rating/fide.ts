/**
 * FIDE Elo: the FIDE Rating Regulations (Handbook B.02) effective from 1 March 2024, with the amendment of
 * §8.3.1 effective from 1 October 2025 (https://handbook.fide.com/chapter/B022024), and the Rapid and Blitz
 * Rating Regulations of the same date where they differ. Comments name the paragraph they implement.
 *
 * Pure functions from plain data. Expected scores come from table 8.1.2, never from the logistic curve.
 */
import { ok, type Result } from '../core/result.js';
import { checkRatedEvent } from './ratedEvent.js';

/** The chapters FIDE rates separately (standard: B.02; rapid and blitz: their own chapter). */
export const FIDE_CHAPTERS = ['standard', 'rapid', 'blitz'] as const;
export type FideChapter = (typeof FIDE_CHAPTERS)[number];

export type FideScore = 0 | 0.5 | 1;

/**
 * Table 8.1.2: the upper end of each band of |D| and PD for the higher rated player (H). The lower rated
 * player's PD is 1 − H. Above 735, H = 1.0.
 */
export const PD_TABLE: readonly (readonly [maxD: number, high: number])[] = [
  [3, 0.5],
  [10, 0.51],
  [17, 0.52],
  [25, 0.53],
  [32, 0.54],
  [39, 0.55],
  [46, 0.56],
  [53, 0.57],
  [61, 0.58],
  [68, 0.59],
  [76, 0.6],
  [83, 0.61],
  [91, 0.62],
  [98, 0.63],
  [106, 0.64],
  [113, 0.65],
  [121, 0.66],
  [129, 0.67],
  [137, 0.68],
  [145, 0.69],
  [153, 0.7],
  [162, 0.71],
  [170, 0.72],
  [179, 0.73],
  [188, 0.74],
  [197, 0.75],
  [206, 0.76],
  [215, 0.77],
  [225, 0.78],
  [235, 0.79],
  [245, 0.8],
  [256, 0.81],
  [267, 0.82],
  [278, 0.83],
  [290, 0.84],
  [302, 0.85],
  [315, 0.86],
  [328, 0.87],
  [344, 0.88],
  [357, 0.89],
  [374, 0.9],
  [391, 0.91],
  [411, 0.92],
  [432, 0.93],
  [456, 0.94],
  [484, 0.95],
  [517, 0.96],
  [559, 0.97],
  [619, 0.98],
  [735, 0.99],
];

/** Table 8.1.1: dp for p = 0.50, 0.51, …, 1.00 (index = 100 p − 50). dp(1 − p) = −dp(p). */
export const DP_TABLE: readonly number[] = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336,
  351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/** §8.3.1: the 400-point rule applies below this rating (standard chapter, from 1 October 2025). */
export const EXEMPT_FROM = 2650;
/** §8.2.3: the maximum initial rating. */
export const MAX_INITIAL = 2200;
/** §7.1.4: a first rating is published after 5 games against rated opponents and when it is at least 1400. */
export const MIN_INITIAL_GAMES = 5;
export const RATING_FLOOR = 1400;

export interface FideSettings {
  readonly chapter: FideChapter;
  /** §8.3.1: players rated at or above this use the full difference (standard only; undefined = no exemption). */
  readonly exemptFrom?: number | undefined;
  /** §8.3.1: the capped difference. */
  readonly cap: number;
  /** §8.3.3: K × n ≤ this. */
  readonly maxKTimesGames: number;
}

/** The day the 2650 exception of §8.3.1 took effect; earlier events cap every difference at 400. */
export const EXEMPTION_FROM_DATE = '2025-10-01';

/**
 * The settings of a chapter. `startDate` (ISO) places the event before or after the amendment of §8.3.1
 * (reading: the tournament's start date decides; undefined = after).
 */
export function fideSettings(chapter: FideChapter = 'standard', startDate?: string): FideSettings {
  const exempt = chapter === 'standard' && (startDate === undefined || startDate >= EXEMPTION_FROM_DATE);
  return { chapter, exemptFrom: exempt ? EXEMPT_FROM : undefined, cap: 400, maxKTimesGames: 700 };
}

export const DEFAULT_FIDE_SETTINGS: FideSettings = fideSettings('standard');

/** PD for a rating difference D = own − opponent, from table 8.1.2 (H column for D ≥ 0, L for D < 0). */
export function pdForDifference(d: number): number {
  const abs = Math.abs(Math.round(d));
  let high = 1;
  for (const [max, h] of PD_TABLE) {
    if (abs <= max) {
      high = h;
      break;
    }
  }
  return d >= 0 ? high : Math.round((1 - high) * 100) / 100;
}

/** §8.3.1: D after the 400-point rule (players rated 2650 and above use the full difference in standard). */
export function effectiveDifference(own: number, opponent: number, settings: FideSettings = DEFAULT_FIDE_SETTINGS): number {
  const d = own - opponent;
  if (settings.exemptFrom !== undefined && own >= settings.exemptFrom) return d;
  return Math.max(-settings.cap, Math.min(settings.cap, d));
}

/** §8.3.2 a): the player's score probability PD against one opponent. */
export function expectedScore(own: number, opponent: number, settings: FideSettings = DEFAULT_FIDE_SETTINGS): number {
  return pdForDifference(effectiveDifference(own, opponent, settings));
}

/** Table 8.1.1: dp for a fractional score, p rounded to two decimals (0.005 up). */
export function dpForScore(p: number): number {
  const hundredths = Math.round(p * 100 + 1e-9);
  const clamped = Math.max(0, Math.min(100, hundredths));
  const i = clamped - 50;
  return i >= 0 ? (DP_TABLE[i] as number) : -(DP_TABLE[-i] as number);
}

/**
 * §8.3.4: "The Rating Change for a Rating Period is rounded to the nearest whole number. 0.5 is rounded away from
 * zero." (B.02 effective 1 March 2024, as quoted at chatillon-echecs.fr/outils/elo.) So +2.5 → +3 and
 * −2.5 → −3. Float noise (a change of 2.4999999999 from 0.25 × 10) does not decide: the change is first
 * rounded to 1e-9.
 */
export function roundHalfAway(x: number): number {
  const r = Math.round(Math.abs(x) * 1e9) / 1e9;
  return Math.sign(x) * Math.round(r);
}

export interface KInput {
  /** Published rating. */
  readonly rating: number;
  /** Rated games completed before this period. */
  readonly games?: number | undefined;
  /** Highest published rating ever (for "once … reached 2400" and the juniors' 2300). */
  readonly peak?: number | undefined;
  /** Year of birth, or an ISO birth date. */
  readonly birthDate?: string | number | undefined;
  /** The year of the rating period (for "until the end of the year of their 18th birthday"); without it the
   *  junior rule is not applied. */
  readonly year?: number | undefined;
}

/**
 * §8.3.3: "K = 40 for a player new to the rating list until they have completed events with at least 30 games.
 * K = 20 as long as a player's rating remains under 2400. K = 10 once a player's published rating has reached
 * 2400 and remains at that level subsequently, even if the rating drops below 2400. K = 40 for all players until
 * the end of the year of their 18th birthday, as long as their rating remains under 2300."
 *
 * Our reading of the one case the text leaves open, a player with fewer than 30 games who has reached 2400
 * (issue 15): K = 40. The text lists the four K values without an order of precedence, and FIDE's rating
 * calculator (ratings.fide.com/calculator_rtd.phtml) does not decide it: K is one of its inputs. What we found:
 * - "until they have completed events with at least 30 games" names the only end of the new player's K = 40;
 * - an earlier text said it outright: chesselo.com/new_fide_system.html gives the rules in force before 1 July
 *   2014 as "The Kfactor is 10 once the player has reached 2400 and been registered for at least 30 games";
 *   the 2009–2014 §8.56 (quoted at samara-chess.ru) already reads like today's text, without the clause, and
 *   no source we found says the rule was meant to change.
 * FIDE's rating list gives each player's current K, so a player's own `k` (from the list) always wins over this
 * derivation (`rateFideEvent`).
 * Order: fewer than 30 games → 40; once 2400 → 10; a junior (until the end of the year of his 18th birthday)
 * whose rating has stayed under 2300 → 40; else 20.
 */
export function fideK(input: KInput): number {
  const peak = Math.max(input.peak ?? input.rating, input.rating);
  if ((input.games ?? 0) < 30) return 40;
  if (peak >= 2400) return 10;
  const birthYear = typeof input.birthDate === 'number' ? input.birthDate : input.birthDate ? Number(input.birthDate.slice(0, 4)) : undefined;
  const year = input.year;
  if (birthYear !== undefined && year !== undefined && Number.isFinite(birthYear) && year - birthYear <= 18 && peak < 2300) return 40;
  return 20;
}

/** §8.3.3: if K × n exceeds 700, K is the largest whole number with K × n ≤ 700. */
export function capK(k: number, n: number, max = 700): number {
  return n > 0 && k * n > max ? Math.floor(max / n) : k;
}

export interface FideGame {
  readonly opponent: number;
  readonly score: FideScore;
}

export interface FideGameChange {
  readonly opponent: number;
  readonly score: FideScore;
  /** D after the 400-point rule. */
  readonly difference: number;
  readonly capped: boolean;
  readonly expected: number;
  readonly delta: number;
}

export interface FideChange {
  readonly rating: number;
  readonly k: number;
  /** K before the K × n ≤ 700 rule. */
  readonly kBase: number;
  readonly games: readonly FideGameChange[];
  readonly score: number;
  readonly expected: number;
  /** Σ ΔR. */
  readonly sumDelta: number;
  /** Σ ΔR × K, unrounded. */
  readonly change: number;
  /** §8.3.4: rounded, 0.5 away from zero. */
  readonly roundedChange: number;
  /** The new rating: rating + change (unrounded). */
  readonly newRating: number;
  readonly published: number;
  readonly performance?: number | undefined;
}

/** §8.3.2: the rating change of a rated player for a tournament or rating period. */
export function fideRatingChange(rating: number, k: number, games: readonly FideGame[], settings: FideSettings = DEFAULT_FIDE_SETTINGS): FideChange {
  const kUsed = capK(k, games.length, settings.maxKTimesGames);
  const rows = games.map((g) => {
    const difference = effectiveDifference(rating, g.opponent, settings);
    const expected = pdForDifference(difference);
    return {
      opponent: g.opponent,
      score: g.score,
      difference,
      capped: difference !== rating - g.opponent,
      expected,
      delta: Math.round((g.score - expected) * 100) / 100,
    };
  });
  const sumDelta = Math.round(rows.reduce((a, r) => a + r.delta, 0) * 100) / 100;
  const change = Math.round(sumDelta * kUsed * 1e6) / 1e6;
  const roundedChange = roundHalfAway(change);
  return {
    rating,
    k: kUsed,
    kBase: k,
    games: rows,
    score: games.reduce((a, g) => a + g.score, 0),
    expected: Math.round(rows.reduce((a, r) => a + r.expected, 0) * 100) / 100,
    sumDelta,
    change,
    roundedChange,
    newRating: rating + change,
    published: rating + roundedChange,
    performance: games.length ? performanceRating(games) : undefined,
  };
}

/** Performance: average opponent rating + dp(p) (tables 8.1.1). */
export function performanceRating(games: readonly FideGame[]): number {
  const n = games.length;
  const ra = games.reduce((a, g) => a + g.opponent, 0) / n;
  const p = games.reduce((a, g) => a + g.score, 0) / n;
  return ra + dpForScore(p);
}

export interface FideInitial {
  /** Ra: average of the rated opponents and two hypothetical opponents rated 1800 (§8.2.2). */
  readonly ra: number;
  /** p = (W + 1) / (n + 2). */
  readonly p: number;
  readonly dp: number;
  /** Ru = Ra + dp, unrounded. */
  readonly rating: number;
  /** Rounded, at most 2200 (§8.2.3). */
  readonly published: number;
  /** The result can be published (§7.1.4: 5 games, at least 1400). */
  readonly publishable: boolean;
  /** Why not, when not. */
  readonly reason?: string | undefined;
}

/**
 * §8.2: the initial rating of an unrated player from his games against rated opponents. A zero score in the
 * first event is disregarded (§8.2.1): the result is then undefined.
 */
export function fideInitialRating(games: readonly FideGame[]): FideInitial | undefined {
  const w = games.reduce((a, g) => a + g.score, 0);
  if (games.length === 0 || w === 0) return undefined;
  const n = games.length;
  const ra = (games.reduce((a, g) => a + g.opponent, 0) + 2 * 1800) / (n + 2);
  const p = (w + 1) / (n + 2);
  const dp = dpForScore(p);
  const rating = ra + dp;
  const published = Math.min(MAX_INITIAL, roundHalfAway(rating));
  const reason =
    n < MIN_INITIAL_GAMES
      ? `${n} game${n === 1 ? '' : 's'} against rated opponents; a first rating needs ${MIN_INITIAL_GAMES} (§7.1.4)`
      : published < RATING_FLOOR
        ? `${published} is below ${RATING_FLOOR} (§7.1.4)`
        : undefined;
  return { ra, p, dp, rating, published, publishable: reason === undefined, reason };
}

// Events -------------------------------------------------------------------------------------------------

export interface FidePlayer {
  readonly id: string;
  /** Published rating; undefined for an unrated player. */
  readonly rating?: number | undefined;
  readonly games?: number | undefined;
  readonly k?: number | undefined;
  readonly peak?: number | undefined;
  readonly birthDate?: string | number | undefined;
  /** Rapid and blitz: the standard rating of a player without a rating in the chapter (rapid/blitz §7.2.1). */
  readonly standard?: number | undefined;
}

export interface FideEventGame {
  readonly white: string;
  readonly black: string;
  /** White's score. */
  readonly result: FideScore;
}

export interface FideEvent {
  readonly chapter?: FideChapter | undefined;
  /** The year of the rating period (juniors' K). */
  readonly year?: number | undefined;
  /** ISO start date: before 1 October 2025 the 400-point rule applies to every player. */
  readonly startDate?: string | undefined;
  readonly players: readonly FidePlayer[];
  readonly games: readonly FideEventGame[];
}

export interface FidePlayerResult {
  readonly id: string;
  readonly prior?: number | undefined;
  readonly kind: 'rated' | 'initial' | 'none';
  readonly change?: FideChange | undefined;
  readonly initial?: FideInitial | undefined;
  /** Games that count: against rated opponents (§8.3.1, §7.1.4). */
  readonly games: number;
  readonly score: number;
  readonly expected?: number | undefined;
  readonly performance?: number | undefined;
  readonly rating?: number | undefined;
  readonly published?: number | undefined;
}

/** Checks the event: known players, no self-games, results 0/½/1, ratings ≥ 0. */
export function validateFideEvent(event: FideEvent): Result<void> {
  return checkRatedEvent(event.players, event.games, ['rating', 'games', 'k', 'peak', 'standard']);
}

/**
 * Rates one event as one rating period: rated players by §8.3 (games against rated opponents only), unrated
 * players by §8.2. In rapid and blitz, games between players 600 or more apart are not rated when one of them is
 * rated above 2600 (B.02 rapid/blitz §7.3.1, from 1 December 2024).
 */
export function rateFideEvent(event: FideEvent): Result<FidePlayerResult[]> {
  const valid = validateFideEvent(event);
  if (!valid.ok) return valid;
  const settings = fideSettings(event.chapter ?? 'standard', event.startDate);
  // Rapid and blitz §7.2.1: an unrated player with a standard rating is rated with it, as a rated player.
  const players = event.players.map((p) => (settings.chapter !== 'standard' && p.rating === undefined && p.standard !== undefined ? { ...p, rating: p.standard } : p));
  const byId = new Map(players.map((p) => [p.id, p]));
  const played = new Map<string, FideGame[]>(event.players.map((p) => [p.id, []]));
  for (const g of event.games) {
    const w = byId.get(g.white) as FidePlayer;
    const b = byId.get(g.black) as FidePlayer;
    if (settings.chapter !== 'standard' && w.rating !== undefined && b.rating !== undefined) {
      if (Math.abs(w.rating - b.rating) >= 600 && Math.max(w.rating, b.rating) > 2600) continue;
    }
    if (b.rating !== undefined) played.get(g.white)?.push({ opponent: b.rating, score: g.result });
    if (w.rating !== undefined) played.get(g.black)?.push({ opponent: w.rating, score: (1 - g.result) as FideScore });
  }
  return ok(
    players.map((p): FidePlayerResult => {
      const games = played.get(p.id) ?? [];
      const score = games.reduce((a, g) => a + g.score, 0);
      if (p.rating !== undefined) {
        const k = p.k ?? fideK({ rating: p.rating, games: p.games, peak: p.peak, birthDate: p.birthDate, year: event.year });
        const change = fideRatingChange(p.rating, k, games, settings);
        return {
          id: p.id,
          prior: p.rating,
          kind: 'rated',
          change,
          games: games.length,
          score,
          expected: change.expected,
          performance: change.performance,
          rating: change.newRating,
          published: change.published,
        };
      }
      const initial = fideInitialRating(games);
      return {
        id: p.id,
        kind: initial ? 'initial' : 'none',
        initial,
        games: games.length,
        score,
        performance: games.length ? performanceRating(games) : undefined,
        rating: initial?.rating,
        published: initial?.publishable ? initial.published : undefined,
      };
    }),
  );
}
