/**
 * The US Chess rating system, 2011 revision, as described by Mark E. Glickman and Thomas Doan, "The USCF
 * Rating System", 3 November 2011. Section numbers in comments refer to that text: §1 Step 1–5 (the
 * algorithm), §2.1 effective games, §2.2 special formula, §2.3 standard formula, §2.4 floors, §3 FIDE
 * events, §4 miscellaneous (matches, rounding).
 *
 * Pure functions from plain data. Ratings are floats while an event is rated and rounded only at the end (§4).
 */
import { err, ok, type Result } from '../core/result.js';
import { checkRatedEvent } from './ratedEvent.js';

/** §Intro: the Quick Chess system (G/5–G/60) and the Regular system (G/30 or slower). */
export const USCF_SYSTEMS = ['regular', 'quick'] as const;
export type UscfSystem = (typeof USCF_SYSTEMS)[number];

/** Outcomes of all previous rated games: mixed, or all wins, or all losses (§2.2). */
export const USCF_HISTORIES = ['mixed', 'allWins', 'allLosses'] as const;
export type UscfHistory = (typeof USCF_HISTORIES)[number];

/** How the special formula's iteration starts: at R0′ as the real program does, or at the text's M. */
export const SPECIAL_STARTS = ['prior', 'estimate'] as const;
export type SpecialStart = (typeof SPECIAL_STARTS)[number];

/**
 * The N* formula: the 2011 edition, or a later one, 50 / √(0.662 + 0.00000739 (2569 − R)²) for R ≤ 2355
 * (recalled from later editions of the text, not checked against a copy of them).
 */
export const EFFECTIVE_GAMES_FORMULAS = ['2011', 'later'] as const;
export type EffectiveGamesFormula = (typeof EFFECTIVE_GAMES_FORMULAS)[number];

/** §4: this edition rounds a gain up and a loss down; USCF later rounded to the nearest integer. */
export const USCF_ROUNDINGS = ['awayFromPrior', 'nearest'] as const;
export type UscfRounding = (typeof USCF_ROUNDINGS)[number];

export type Score = 0 | 0.5 | 1;

/** The constants of the system. Defaults: the 2011 edition. */
export interface UscfSettings {
  /** B of §2.3: 6 since June 2008; US Chess later raised it (to 12, then 14, uschess.org news "Rating Bonus Formula Change"). */
  readonly bonus: number;
  /** The bonus needs at least this many games (§2.3: m ≥ 3). */
  readonly bonusMinGames: number;
  /** Games shorter than this count as this many in the bonus term (§2.3: m′ = max(m, 4)). */
  readonly bonusMinTerm: number;
  readonly effectiveGames: EffectiveGamesFormula;
  readonly rounding: UscfRounding;
  readonly specialStart: SpecialStart;
  /** §2.2: the special formula's result is capped here. */
  readonly specialCap: number;
  /** §2.2: ε. */
  readonly tolerance: number;
}

export const DEFAULT_USCF_SETTINGS: UscfSettings = {
  bonus: 6,
  bonusMinGames: 3,
  bonusMinTerm: 4,
  effectiveGames: '2011',
  rounding: 'awayFromPrior',
  specialStart: 'prior',
  specialCap: 2700,
  tolerance: 1e-7,
};

/** A player as the rating office knows him before the event, in the system being rated. */
export interface UscfPlayer {
  readonly id: string;
  /** Pre-event rating in this system; undefined for an unrated player. */
  readonly rating?: number | undefined;
  /** N: rated games behind `rating`. */
  readonly games?: number | undefined;
  readonly fide?: number | undefined;
  readonly cfc?: number | undefined;
  /** A foreign national rating the office decided to use (§1 Step 1, N = 0). */
  readonly foreign?: number | undefined;
  /** The player's rating in the other system (Quick for a Regular event and vice versa). */
  readonly otherRating?: number | undefined;
  readonly otherGames?: number | undefined;
  /** ISO date YYYY-MM-DD. */
  readonly birthDate?: string | undefined;
  /** No birth date, but known to be an adult (e.g. by membership type): 1300 (§1 Step 1). */
  readonly adult?: boolean | undefined;
  readonly history?: UscfHistory | undefined;
  /** Highest established rating attained (§2.4). */
  readonly peak?: number | undefined;
  /** Career rated wins, draws, and events with three rated games completed (§2.4 AF). */
  readonly wins?: number | undefined;
  readonly draws?: number | undefined;
  readonly events?: number | undefined;
  /** Original Life Master: floor 2200 (§2.4). */
  readonly olm?: boolean | undefined;
  /** A floor set by the office, e.g. after a large cash prize (§2.4). */
  readonly prizeFloor?: number | undefined;
  /** Net rating change from matches in the last 180 days and 3 years (§4 matches). */
  readonly matchChange180Days?: number | undefined;
  readonly matchChange3Years?: number | undefined;
}

export interface UscfGame {
  readonly white: string;
  readonly black: string;
  /** White's score. */
  readonly result: Score;
}

export interface UscfEvent {
  readonly system: UscfSystem;
  /** Tournament end date (ISO), for the age-based initial rating. */
  readonly endDate?: string | undefined;
  /** An individual match (§4): restrictions apply. */
  readonly match?: boolean | undefined;
  /** The office granted the floor-lowering request of a match (§4 matches, 4). */
  readonly matchFloorLoweringGranted?: boolean | undefined;
  readonly players: readonly UscfPlayer[];
  readonly games: readonly UscfGame[];
}

export const INITIAL_SOURCES = ['rated', 'fide', 'cfc', 'foreign', 'otherSystem', 'age', 'adult', 'default'] as const;
export type InitialSource = (typeof INITIAL_SOURCES)[number];

export interface InitialRating {
  readonly rating: number;
  readonly games: number;
  readonly source: InitialSource;
}

// §1 Step 1 --------------------------------------------------------------------------------------------

/**
 * §1 Step 1: FIDE → USCF. Our copy of the text prints "720 + 0:625 FIDE if FIDE< 2000" and "350 + 1:16 FIDE if
 * FIDE 2000": its extraction dropped the text's minus signs and relations (as in "USCF = 1:1 CFC 240:" for
 * 1.1 × CFC − 240, "USCF = CFC 90:" for CFC − 90, and the lost ≥ of "FIDE 2000"). The second branch is
 * −350 + 1.16 × FIDE: both branches give 1970 at FIDE 2000 (720 + 1250 = −350 + 2320), where +350 would make
 * the conversion jump by 700 points (issue 15).
 */
export function fideToUscf(fide: number): number {
  return fide < 2000 ? 720 + 0.625 * fide : -350 + 1.16 * fide;
}

/** §3: FIDE → USCF for opponents in a youth event. */
export function fideToUscfYouth(fide: number): number {
  return 210 + 0.93 * fide;
}

/** §1 Step 1: CFC → USCF with its N. */
export function cfcToUscf(cfc: number): InitialRating {
  return cfc > 1500 ? { rating: 1.1 * cfc - 240, games: 5, source: 'cfc' } : { rating: cfc - 90, games: 0, source: 'cfc' };
}

/** Age in years: (end date − birth date) / 365.25 (§1 Step 1). Undefined for a date that cannot be read. */
export function ageInYears(birthDate: string, endDate: string): number | undefined {
  const b = Date.parse(birthDate);
  const e = Date.parse(endDate);
  if (Number.isNaN(b) || Number.isNaN(e)) return undefined;
  return (e - b) / 86_400_000 / 365.25;
}

/** §1 Step 1: 50 × Age for 3 ≤ Age ≤ 26, else 1300; an age under 3 is a miscoded birthday and counts as 26. */
export function ageBasedRating(age: number): number {
  return age >= 3 && age <= 26 ? 50 * age : 1300;
}

/**
 * §1 Step 1, in its order of precedence. A rated player keeps his rating and N. The age rule needs the event's
 * end date: without `endDate` a birth date cannot be used.
 */
export function initialRating(player: UscfPlayer, system: UscfSystem, endDate?: string): InitialRating {
  if (player.rating !== undefined) return { rating: player.rating, games: player.games ?? 0, source: 'rated' };
  if (player.fide !== undefined) return { rating: fideToUscf(player.fide), games: player.fide > 2150 ? 10 : 5, source: 'fide' };
  if (player.cfc !== undefined) return cfcToUscf(player.cfc);
  if (player.foreign !== undefined) return { rating: player.foreign, games: 0, source: 'foreign' };
  if (player.otherRating !== undefined && (player.otherGames ?? 0) >= 4) {
    // Regular event: the QC rating, N = 0. QC event: the regular rating, N = min(10, its N).
    const games = system === 'regular' ? 0 : Math.min(10, player.otherGames ?? 0);
    return { rating: player.otherRating, games, source: 'otherSystem' };
  }
  if (player.birthDate !== undefined && endDate !== undefined) {
    const age = ageInYears(player.birthDate, endDate);
    if (age !== undefined) return { rating: ageBasedRating(age), games: 0, source: 'age' };
  }
  if (player.adult) return { rating: 1300, games: 0, source: 'adult' };
  return { rating: 750, games: 0, source: 'default' };
}

// §2.1 --------------------------------------------------------------------------------------------------

/** N* of §2.1 (equation 1), or the later edition's formula. */
export function nStar(r0: number, formula: EffectiveGamesFormula = '2011'): number {
  if (formula === 'later') return r0 > 2355 ? 50 : 50 / Math.sqrt(0.662 + 0.00000739 * (2569 - r0) ** 2);
  return r0 > 2200 ? 50 : 50 / Math.sqrt(1 + (2200 - r0) ** 2 / 100000);
}

/** N′ = min(N, N*) (§2.1). */
export function effectiveGames(r0: number, n: number, formula: EffectiveGamesFormula = '2011'): number {
  return Math.min(n, nStar(r0, formula));
}

// §2.2 --------------------------------------------------------------------------------------------------

/**
 * Provisional winning expectancy (§2.2): 0 if R ≤ Ri − 400, 0.5 + (R − Ri)/800 in between, 1 if R ≥ Ri + 400.
 * The two bounds are compared as `Ri − 400` and `Ri + 400`, the very floats the knots are made of, so PWe is
 * exactly 0 or 1 at a knot of its own opponent (R − Ri might be 400.0000000000002 there).
 */
export function pwe(r: number, ri: number): number {
  if (r <= ri - 400) return 0;
  if (r >= ri + 400) return 1;
  return 0.5 + (r - ri) / 800;
}

/** |R − Ri| ≤ 400, compared as `pwe` compares: true at the knots Ri ± 400 themselves (§2.2 step 4). */
function withinReach(r: number, ri: number): boolean {
  return r >= ri - 400 && r <= ri + 400;
}

export interface Opponent {
  readonly rating: number;
  readonly score: Score;
}

export interface SpecialInput {
  /** R0: the prior rating. */
  readonly prior: number;
  /** N′. */
  readonly effective: number;
  readonly history: UscfHistory;
  readonly opponents: readonly Opponent[];
}

/**
 * Why the special formula stopped where it did: at a root with p > 0 (step 4(a)), or, with p = 0 (M inside a
 * flat zero region), at R0 or at the region's lower or upper edge (step 4(b)). f is constant on the closed
 * region, so every exit is a root: |f(rating)| ≤ ε before the 2700 cap.
 */
export const SPECIAL_EXITS = ['root', 'flatPrior', 'flatBelow', 'flatAbove'] as const;
export type SpecialExit = (typeof SPECIAL_EXITS)[number];

export interface SpecialResult {
  /** The rating, after the 2700 cap. */
  readonly rating: number;
  /** R0′ and S′. */
  readonly adjustedPrior: number;
  readonly adjustedScore: number;
  /** The iteration's starting point. */
  readonly start: number;
  readonly knots: readonly number[];
  /** p of step 4 at the exit. */
  readonly p: number;
  readonly exit: SpecialExit;
  readonly capped: boolean;
  readonly iterations: number;
}

/** The objective function f(R) of §2.2. */
export function specialObjective(input: SpecialInput): (r: number) => number {
  const { prior, adjustedScore } = adjusted(input);
  return (r) => {
    let sum = input.effective * pwe(r, prior);
    for (const o of input.opponents) sum += pwe(r, o.rating);
    return sum - adjustedScore;
  };
}

function adjusted(input: SpecialInput): { prior: number; adjustedScore: number } {
  const s = input.opponents.reduce((a, o) => a + o.score, 0);
  // §2.2: R0′ and S′ (all wins / all losses in every previous game).
  if (input.history === 'allWins') return { prior: input.prior - 400, adjustedScore: s + input.effective };
  if (input.history === 'allLosses') return { prior: input.prior + 400, adjustedScore: s };
  return { prior: input.prior, adjustedScore: s + input.effective / 2 };
}

/**
 * §2.2: "let x0 = R0′ − 400, y0 = R0′ + 400, and, for i = 1, …, m, xi = Ri − 400, yi = Ri + 400. Denote the
 * unique xi and yi … as the collection Sz" — sorted. Computed as `pwe` computes its bounds, so f is exact there.
 */
function knotsOf(r0p: number, opponents: readonly Opponent[]): number[] {
  const all = [r0p - 400, r0p + 400, ...opponents.flatMap((o) => [o.rating - 400, o.rating + 400])];
  return [...new Set(all)].sort((a, b) => a - b);
}

/**
 * Step 4(b) of §2.2 when p = 0: M lies inside a flat zero region between the knots za < M < zb. A missing
 * knot below or above counts as −∞ or +∞. Returns the point of the region nearest to R0.
 */
export function settleFlatRegion(m: number, knots: readonly number[], r0: number): { rating: number; exit: 'flatPrior' | 'flatBelow' | 'flatAbove' } {
  let za = -Infinity;
  let zb = Infinity;
  for (const z of knots) {
    if (z < m && z > za) za = z;
    if (z > m && z < zb) zb = z;
  }
  if (r0 < za) return { rating: za, exit: 'flatBelow' };
  if (r0 > zb) return { rating: zb, exit: 'flatAbove' };
  return { rating: r0, exit: 'flatPrior' };
}

/**
 * The special rating formula of §2.2, steps 1–4 of the text. f is piecewise linear and nondecreasing with its
 * bends at the knots, so each secant step of the text solves one linear piece exactly. Two points make it exact
 * where floats would not be:
 * - A root at a knot is taken at the knot itself. When the next knot z in the direction of the search has
 *   |f(z)| ≤ ε, M becomes z (the text's secant would land on z up to rounding, and a point a hair off the knot
 *   is where the 1845 case went wrong: 2214.23 is exactly 400 above the opponent's 1814.23).
 * - Step 4 is entered only when |f(M)| ≤ ε, as the text says ("4. If |f(M)| ≤ ε, then let p be …"), and p
 *   counts |M − Ri| ≤ 400 with the knots' own bounds, so a root at a knot is never taken for a flat region.
 * f(−∞) = −S′ ≤ 0 ≤ f(+∞), so a root always exists and the search reaches it within Q knot moves and one
 * secant step per piece.
 */
export function specialRating(input: SpecialInput, settings: UscfSettings = DEFAULT_USCF_SETTINGS): SpecialResult {
  const eps = settings.tolerance;
  const { prior: r0p, adjustedScore } = adjusted(input);
  const f = specialObjective(input);
  const m = input.opponents.length;
  const s = input.opponents.reduce((a, o) => a + o.score, 0);
  const n = input.effective;
  const knots = knotsOf(r0p, input.opponents);
  // §2.2 step 1: the text's M, or R0′ as in the implemented program (which avoids stopping at the wrong edge
  // of a flat zero region).
  const start = settings.specialStart === 'estimate' && n + m > 0 ? (n * r0p + input.opponents.reduce((a, o) => a + o.rating, 0) + 400 * (2 * s - m)) / (n + m) : r0p;
  let M = start;
  let iterations = 0;
  const limit = 4 * knots.length + 8;
  for (let fm = f(M); Math.abs(fm) > eps && iterations < limit; fm = f(M)) {
    iterations++;
    // Step 2 (f(M) > ε) searches down to the knot za below; step 3 (f(M) < −ε) up to the knot zb above.
    const z = fm > eps ? largestBelow(knots, M) : smallestAbove(knots, M);
    if (z === undefined) break; // f is constant beyond the last knot and has the sign of f(±∞): not reached
    const fz = f(z);
    // 2(b)/3(b): a flat piece (|f(M) − f(z)| < ε), or the root lies at z or beyond it: M ← z.
    if (Math.abs(fm - fz) < eps || Math.abs(fz) <= eps || Math.sign(fz) === Math.sign(fm)) M = z;
    // The root lies strictly between M and z, on one linear piece: the secant lands on it.
    else M = clampBetween(M - fm * ((z - M) / (fz - fm)), M, z);
  }
  // Step 4: p counts the opponents (and R0′) within 400 points of M.
  let p = input.opponents.filter((o) => withinReach(M, o.rating)).length;
  if (withinReach(M, r0p)) p += 1;
  let rating = M;
  let exit: SpecialExit = 'root';
  if (p === 0) ({ rating, exit } = settleFlatRegion(M, knots, input.prior));
  const capped = rating > settings.specialCap;
  return {
    rating: capped ? settings.specialCap : rating,
    adjustedPrior: r0p,
    adjustedScore,
    start,
    knots,
    p,
    exit,
    capped,
    iterations,
  };
}

/** x clamped into the closed interval between a and b (in either order). */
function clampBetween(x: number, a: number, b: number): number {
  return Math.min(Math.max(x, Math.min(a, b)), Math.max(a, b));
}

function largestBelow(knots: readonly number[], m: number): number | undefined {
  let best: number | undefined;
  for (const z of knots) if (z < m) best = z;
  return best;
}

function smallestAbove(knots: readonly number[], m: number): number | undefined {
  for (const z of knots) if (z > m) return z;
  return undefined;
}

/** §2.2: the all-wins/all-losses adjustment is for a player who "has competed previously": rated, N > 0. */
export function historyOf(rating: number | undefined, games: number | undefined, history: UscfHistory | undefined): UscfHistory {
  return rating === undefined || (games ?? 0) === 0 ? 'mixed' : (history ?? 'mixed');
}

// §2.3 --------------------------------------------------------------------------------------------------

/** Standard winning expectancy (§2.3). */
export function we(r: number, ri: number): number {
  return 1 / (1 + 10 ** (-(r - ri) / 400));
}

/** K = 800 / (N′ + m) (§2.3). */
export function kFactor(effective: number, m: number): number {
  return 800 / (effective + m);
}

export interface StandardInput {
  readonly prior: number;
  readonly effective: number;
  /** Opponent identities for the "no opponent more than twice" condition; estimates may omit them. */
  readonly opponents: readonly (Opponent & { readonly id?: string | undefined })[];
  /** Individual matches get no bonus (§4). */
  readonly bonusAllowed: boolean;
}

export interface StandardResult {
  readonly rating: number;
  readonly k: number;
  readonly expected: number;
  readonly score: number;
  readonly bonus: number;
  readonly bonusEligible: boolean;
}

/** The standard formula of §2.3, with the bonus when m ≥ 3 and no opponent is met more than twice. */
export function standardRating(input: StandardInput, settings: UscfSettings = DEFAULT_USCF_SETTINGS): StandardResult {
  const m = input.opponents.length;
  const k = kFactor(input.effective, m);
  const expected = input.opponents.reduce((a, o) => a + we(input.prior, o.rating), 0);
  const score = input.opponents.reduce((a, o) => a + o.score, 0);
  const counts = new Map<string, number>();
  for (const o of input.opponents) if (o.id !== undefined) counts.set(o.id, (counts.get(o.id) ?? 0) + 1);
  const repeated = [...counts.values()].some((c) => c > 2);
  const bonusEligible = input.bonusAllowed && m >= settings.bonusMinGames && !repeated;
  const gain = m === 0 ? 0 : k * (score - expected);
  const bonus = bonusEligible ? Math.max(0, gain - settings.bonus * Math.sqrt(Math.max(m, settings.bonusMinTerm))) : 0;
  return { rating: input.prior + gain + bonus, k: m === 0 ? 0 : k, expected, score, bonus, bonusEligible };
}

// §2.4 --------------------------------------------------------------------------------------------------

/** AF = min(100 + 4 NW + 2 ND + NR, 150) (§2.4). */
export function absoluteFloor(wins = 0, draws = 0, events = 0): number {
  return Math.min(100 + 4 * wins + 2 * draws + events, 150);
}

/** A player is established after more than 25 games (§1). */
export function isEstablished(games: number | undefined): boolean {
  return (games ?? 0) > 25;
}

/**
 * The player's floor (§2.4): absolute floor, peak − 200 down to the 100s (1200…2100), OLM 2200, prize floors.
 *
 * Two readings of §2.4, settled:
 * - Only an established player has a rating floor above the absolute floor, whatever peak is stated: "A player
 *   with an established rating has a rating floor possibly higher than the absolute floor." A provisional
 *   player (25 games or fewer, §1: "A player's rating is termed 'provisional' if it is based on 25 or fewer
 *   games") has the absolute floor only.
 * - Without a stated peak, the pre-event rating is the highest attained established rating we know: "A
 *   player's rating floor is calculated by subtracting 200 points from the highest attained established
 *   rating, and then using the floor just below." An established player's pre-event rating is an attained
 *   established rating, so the peak is never below it.
 */
export function ratingFloor(player: UscfPlayer): number {
  let floor = absoluteFloor(player.wins, player.draws, player.events);
  if (player.rating !== undefined && isEstablished(player.games)) {
    const peak = Math.max(player.peak ?? player.rating, player.rating);
    const level = Math.min(2100, Math.floor((peak - 200) / 100) * 100);
    if (level >= 1200) floor = Math.max(floor, level);
  }
  if (player.olm) floor = Math.max(floor, 2200);
  if (player.prizeFloor !== undefined) floor = Math.max(floor, player.prizeFloor);
  return floor;
}

// §4 rounding -------------------------------------------------------------------------------------------

/**
 * §4: "When a post-event rating is less than the pre-event rating, the rating is rounded down. Conversely, when a
 * post-event rating is greater than the pre-event rating, the rating is rounded up." (Or to the nearest, a
 * setting.) `prior` is the pre-event rating; for an unrated player the events pass his Step 1 rating, as the
 * text puts it in the place of the pre-event rating everywhere else (§2.1 "Let R0 be the player's pre-event
 * rating, or, for unrated players, the imputed rating assigned from Step 1"; Step 5 "a player's pre-event
 * rating (or the assigned ratings from Step 1 for unrated players)"). So an unrated player who scores above his
 * Step 1 rating's expectation "earns at least one point": the 1845 case, 2214.23, is published 2215. Without
 * any prior, nearest.
 */
export function roundRating(rating: number, prior: number | undefined, rounding: UscfRounding = 'awayFromPrior'): number {
  const r = Math.round(rating * 1e9) / 1e9; // float noise must not decide the direction of rounding
  if (rounding === 'nearest' || prior === undefined) return Math.round(r);
  if (r > prior) return Math.ceil(r);
  if (r < prior) return Math.floor(r);
  return Math.round(r); // unchanged: ratings are stored as integers, and a Step 1 rating (50 × Age) may not be one
}

// The five steps -----------------------------------------------------------------------------------------

export const USCF_ERROR_CODES = ['unknownPlayer', 'selfGame', 'badResult', 'badRating', 'duplicatePlayer', 'matchNotRatable'] as const;
export type UscfErrorCode = (typeof USCF_ERROR_CODES)[number];

export interface UscfPlayerResult {
  readonly id: string;
  readonly prior?: number | undefined;
  readonly initial: InitialRating;
  /** N′ of Step 2. */
  readonly effective: number;
  readonly formula: 'special' | 'standard' | 'none';
  readonly step3?: number | undefined;
  readonly step4: number;
  readonly step5: number;
  readonly games: number;
  readonly score: number;
  /** Sum of expected scores at the prior rating (We for the standard formula, PWe for the special one). */
  readonly expected: number;
  readonly k?: number | undefined;
  readonly bonus?: number | undefined;
  readonly floor: number;
  /**
   * The special formula with N′ = 0 against the opponents' pre-event ratings (Step 3 or Step 1 for unrated
   * ones): the rating at which the score equals the provisional expectancies. Undefined without games.
   */
  readonly performance?: number | undefined;
  /**
   * The final rating before rounding, after floors. Undefined for an unrated player without a rated game in the
   * event: he stays unrated. §1 says "The first step sets temporary initial ratings for unrated players", and
   * Step 1 why: "(1) to be able to incorporate information about a game result against an unrated player, and
   * (2) to choose among equally plausible ratings during a rating calculation for an unrated player". Without a
   * game neither purpose arises, and a temporary estimate (750 or 50 × Age on N = 0) is not a rating.
   */
  readonly rating?: number | undefined;
  /** `rating` rounded (§4); undefined when the player stays unrated. */
  readonly published?: number | undefined;
  /** N after the event (§4: "each players' value of N is incremented by m"); 0 for a player who stays unrated. */
  readonly newGames: number;
  /** A match took the player under his floor: a request to lower the floor by 100 (§4 matches, 4). */
  readonly floorRequest?: boolean | undefined;
}

export interface UscfEventResult {
  readonly system: UscfSystem;
  readonly players: readonly UscfPlayerResult[];
}

interface Played {
  readonly opponent: string;
  readonly score: Score;
}

/** Checks the event: known players, no self-games, results 0/½/1, ratings ≥ 0. */
export function validateUscfEvent(event: UscfEvent): Result<void> {
  return checkRatedEvent(event.players, event.games, ['rating', 'fide', 'cfc', 'foreign', 'otherRating', 'peak', 'games']);
}

/** §4 matches, 1: both players established with a published rating, at most 400 apart. */
export function checkMatch(event: UscfEvent): Result<void> {
  if (event.players.length !== 2) return err({ code: 'matchNotRatable', message: 'a match has exactly two players' });
  const [a, b] = event.players as [UscfPlayer, UscfPlayer];
  for (const p of [a, b])
    if (p.rating === undefined || !isEstablished(p.games))
      return err({ code: 'matchNotRatable', message: `match: "${p.id}" has no established published rating (more than 25 games)` });
  if (Math.abs((a.rating ?? 0) - (b.rating ?? 0)) > 400) return err({ code: 'matchNotRatable', message: 'match: the ratings differ by more than 400 points' });
  return ok(undefined);
}

/** Rates one event in one system: Steps 1–5 of §1, floors (§2.4), match restrictions and rounding (§4). */
export function rateUscfEvent(event: UscfEvent, settings: UscfSettings = DEFAULT_USCF_SETTINGS): Result<UscfEventResult> {
  const valid = validateUscfEvent(event);
  if (!valid.ok) return valid;
  if (event.match) {
    const m = checkMatch(event);
    if (!m.ok) return m;
  }
  const played = new Map<string, Played[]>(event.players.map((p) => [p.id, []]));
  for (const g of event.games) {
    played.get(g.white)?.push({ opponent: g.black, score: g.result });
    played.get(g.black)?.push({ opponent: g.white, score: (1 - g.result) as Score });
  }
  // Step 1.
  const initial = new Map(event.players.map((p) => [p.id, initialRating(p, event.system, event.endDate)]));
  const init = (id: string): InitialRating => initial.get(id) as InitialRating;
  // Step 2.
  const eff = new Map(event.players.map((p) => [p.id, effectiveGames(init(p.id).rating, init(p.id).games, settings.effectiveGames)]));
  const isUnratedZero = (p: UscfPlayer): boolean => p.rating === undefined && init(p.id).games === 0;
  const oppsOf = (id: string, ratingOf: (oid: string) => number): (Opponent & { id: string })[] =>
    (played.get(id) ?? []).map((g) => ({ id: g.opponent, rating: ratingOf(g.opponent), score: g.score }));
  // Step 3: unrated players with N = 0, N′ = 1, opponents at their pre-event or Step 1 ratings.
  const step3 = new Map<string, number>();
  for (const p of event.players) {
    if (!isUnratedZero(p)) continue;
    const r = specialRating({ prior: init(p.id).rating, effective: 1, history: 'mixed', opponents: oppsOf(p.id, (o) => init(o).rating) }, settings).rating;
    step3.set(p.id, Math.max(100, r));
  }
  const step4Opponent = (o: string): number => step3.get(o) ?? init(o).rating;
  const rateOnce = (p: UscfPlayer, ratingOf: (o: string) => number) => {
    const i = init(p.id);
    const opponents = oppsOf(p.id, ratingOf);
    const history = historyOf(p.rating, p.games, p.history);
    if (opponents.length === 0) return { rating: i.rating, formula: 'none' as const, expected: 0 };
    if (i.games <= 8 || history !== 'mixed') {
      const s = specialRating({ prior: i.rating, effective: eff.get(p.id) ?? 0, history, opponents }, settings);
      const expected = opponents.reduce((a, o) => a + pwe(i.rating, o.rating), 0);
      return { rating: Math.max(100, s.rating), formula: 'special' as const, expected };
    }
    const s = standardRating({ prior: i.rating, effective: eff.get(p.id) ?? 0, opponents, bonusAllowed: !event.match }, settings);
    return { rating: Math.max(100, s.rating), formula: 'standard' as const, expected: s.expected, k: s.k, bonus: s.bonus };
  };
  // Step 4.
  const step4 = new Map(event.players.map((p) => [p.id, rateOnce(p, step4Opponent)]));
  // Step 5: the same, with the opponents' Step 4 ratings.
  const results: UscfPlayerResult[] = event.players.map((p) => {
    const r5 = rateOnce(p, (o) => step4.get(o)?.rating ?? init(o).rating);
    const floor = ratingFloor(p);
    let rating = r5.rating;
    let floorRequest: boolean | undefined;
    if (event.match && p.rating !== undefined) {
      rating = capMatchChange(p, rating);
      if (rating < floor) {
        floorRequest = true;
        if (!event.matchFloorLoweringGranted) rating = floor;
        else rating = Math.max(rating, floor - 100);
      }
    } else rating = Math.max(rating, floor);
    const games = (played.get(p.id) ?? []).length;
    const staysUnrated = p.rating === undefined && games === 0;
    const performance = games ? specialRating({ prior: init(p.id).rating, effective: 0, history: 'mixed', opponents: oppsOf(p.id, step4Opponent) }, settings).rating : undefined;
    return {
      id: p.id,
      prior: p.rating,
      initial: init(p.id),
      effective: eff.get(p.id) ?? 0,
      formula: r5.formula,
      step3: step3.get(p.id),
      step4: step4.get(p.id)?.rating ?? r5.rating,
      step5: r5.rating,
      games,
      score: (played.get(p.id) ?? []).reduce((a, g) => a + g.score, 0),
      expected: r5.expected,
      k: 'k' in r5 ? r5.k : undefined,
      bonus: 'bonus' in r5 ? r5.bonus : undefined,
      floor,
      performance,
      rating: staysUnrated ? undefined : rating,
      published: staysUnrated ? undefined : roundRating(rating, p.rating ?? init(p.id).rating, settings.rounding),
      newGames: staysUnrated ? 0 : init(p.id).games + games,
      floorRequest,
    };
  });
  return ok({ system: event.system, players: results });
}

/** §4 matches, 2: at most 50 points per match, net 100 in 180 days and 200 in 3 years. */
function capMatchChange(p: UscfPlayer, rating: number): number {
  const prior = p.rating ?? rating;
  let change = Math.max(-50, Math.min(50, rating - prior));
  const caps: [number | undefined, number][] = [
    [p.matchChange180Days, 100],
    [p.matchChange3Years, 200],
  ];
  for (const [net, cap] of caps) {
    if (net === undefined) continue;
    change = Math.max(-cap - net, Math.min(cap - net, change));
  }
  return prior + change;
}

/** §Intro: the systems a game in `minutes` (G/minutes) is rated in: Quick G/5–G/60, Regular G/30 and slower. */
export function systemsForTimeControl(minutes: number): UscfSystem[] {
  const out: UscfSystem[] = [];
  if (minutes >= 30) out.push('regular');
  if (minutes >= 5 && minutes <= 60) out.push('quick');
  return out;
}

/** A player of a dual-rated event: his record in each system. */
export interface DualPlayer {
  readonly id: string;
  readonly regular: Omit<UscfPlayer, 'id' | 'otherRating' | 'otherGames'>;
  readonly quick: Omit<UscfPlayer, 'id' | 'otherRating' | 'otherGames'>;
}

export interface DualEvent {
  readonly endDate?: string | undefined;
  readonly players: readonly DualPlayer[];
  readonly games: readonly UscfGame[];
}

/** A dual-rated event (G/30–G/60) is rated separately in both systems (§Intro, §4). */
export function rateDualEvent(event: DualEvent, settings: UscfSettings = DEFAULT_USCF_SETTINGS): Result<{ regular: UscfEventResult; quick: UscfEventResult }> {
  const side = (system: UscfSystem): UscfEvent => ({
    system,
    endDate: event.endDate,
    games: event.games,
    players: event.players.map((p) => {
      const own = system === 'regular' ? p.regular : p.quick;
      const other = system === 'regular' ? p.quick : p.regular;
      return { ...own, id: p.id, otherRating: other.rating, otherGames: other.games };
    }),
  });
  const regular = rateUscfEvent(side('regular'), settings);
  if (!regular.ok) return regular;
  const quick = rateUscfEvent(side('quick'), settings);
  if (!quick.ok) return quick;
  return ok({ regular: regular.value, quick: quick.value });
}

// What-if estimates ---------------------------------------------------------------------------------------

/** A player's record (as in an event, without the id) and his games against opponents taken as given. */
export interface UscfEstimateInput extends Omit<UscfPlayer, 'id'> {
  readonly opponents: readonly Opponent[];
  readonly system?: UscfSystem | undefined;
  readonly endDate?: string | undefined;
}

export interface UscfEstimate {
  readonly prior?: number | undefined;
  readonly initial: InitialRating;
  readonly effective: number;
  readonly formula: 'special' | 'standard' | 'none';
  /** The formula's result (at least 100), before floors and rounding. */
  readonly formulaRating: number;
  readonly floor: number;
  /** After the floor, unrounded. */
  readonly rating: number;
  /** `rating` rounded (§4, against the Step 1 rating for an unrated player); undefined for an unrated player
   *  without games, who stays unrated (see `UscfPlayerResult.rating`). */
  readonly published?: number | undefined;
  /** rating − R0. */
  readonly change: number;
  readonly expected: number;
  readonly score: number;
  /** The special formula with N′ = 0: the rating at which the score equals the provisional expectancies. */
  readonly performance: number;
  readonly k?: number | undefined;
  readonly bonus?: number | undefined;
  readonly special?: SpecialResult | undefined;
}

/**
 * One application of the Step 4 formula with the opponents' ratings taken as given (as §3 applies the standard
 * formula once), then the player's floor (§2.4) and rounding (§4).
 */
export function estimateUscf(input: UscfEstimateInput, settings: UscfSettings = DEFAULT_USCF_SETTINGS): UscfEstimate {
  const { opponents } = input;
  const initial = initialRating({ ...input, id: '' }, input.system ?? 'regular', input.endDate);
  const effective = effectiveGames(initial.rating, initial.games, settings.effectiveGames);
  const history = historyOf(input.rating, input.games, input.history);
  const score = opponents.reduce((a, o) => a + o.score, 0);
  const performance = opponents.length ? specialRating({ prior: initial.rating, effective: 0, history: 'mixed', opponents }, settings).rating : initial.rating;
  let out: Pick<UscfEstimate, 'formula' | 'formulaRating' | 'expected' | 'k' | 'bonus' | 'special'>;
  if (opponents.length === 0) {
    out = { formula: 'none', formulaRating: initial.rating, expected: 0 };
  } else if (initial.games <= 8 || history !== 'mixed') {
    const special = specialRating({ prior: initial.rating, effective, history, opponents }, settings);
    const expected = opponents.reduce((a, o) => a + pwe(initial.rating, o.rating), 0);
    out = { formula: 'special', formulaRating: Math.max(100, special.rating), expected, special };
  } else {
    const s = standardRating({ prior: initial.rating, effective, opponents, bonusAllowed: true }, settings);
    out = { formula: 'standard', formulaRating: Math.max(100, s.rating), expected: s.expected, k: s.k, bonus: s.bonus };
  }
  const floor = ratingFloor({ ...input, id: '' });
  const rating = Math.max(out.formulaRating, floor);
  return {
    ...out,
    prior: input.rating,
    initial,
    effective,
    score,
    performance,
    floor,
    rating,
    published: input.rating === undefined && opponents.length === 0 ? undefined : roundRating(rating, input.rating ?? initial.rating, settings.rounding),
    change: rating - initial.rating,
  };
}

/**
 * §3: a USCF rating updated from a FIDE-rated event abroad. The opponents' FIDE ratings are converted (the youth
 * conversion for youth events) and the standard formula with bonus is applied once.
 */
export function updateFromFideEvent(
  player: Omit<UscfPlayer, 'id'>,
  opponents: readonly { readonly fide: number; readonly score: Score }[],
  options: { readonly youth?: boolean; readonly settings?: UscfSettings } = {},
): StandardResult & { readonly published: number; readonly initial: InitialRating } {
  const settings = options.settings ?? DEFAULT_USCF_SETTINGS;
  const initial = initialRating({ ...player, id: '' }, 'regular');
  const convert = options.youth ? fideToUscfYouth : fideToUscf;
  const s = standardRating(
    {
      prior: initial.rating,
      effective: effectiveGames(initial.rating, initial.games, settings.effectiveGames),
      opponents: opponents.map((o) => ({ rating: convert(o.fide), score: o.score })),
      bonusAllowed: true,
    },
    settings,
  );
  const rating = Math.max(s.rating, ratingFloor({ ...player, id: '' }));
  return { ...s, rating, initial, published: roundRating(rating, player.rating ?? initial.rating, settings.rounding) };
}
