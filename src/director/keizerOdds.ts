import { compareByRatingThenName, isEntered, type Player, type PlayerId } from '../core/player.js';
import { ArbiterFailure, err, ok, type Result } from '../core/result.js';
import { seededStream } from '../core/random.js';
import type { KeizerSettings } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { signsUp } from '../core/settings.js';
import type { Game, GameResult } from '../core/game.js';
import type { Absence, AbsenceKind, Round } from '../core/round.js';
import { expectedScore } from '../rating/fide.js';
import {
  drawnInitialOrder,
  keizerCreditCounts,
  keizerRoundTerm,
  keizerScoreLines,
  keizerStandings,
  keizerValue,
  type KeizerCreditCount,
  type KeizerRoundEvent,
} from '../scoring/keizer.js';
import { keizerPairsOfRows } from '../pairing/keizer.js';
import { byeCounts, mayMeetUnder, meetingsBefore, pairKey, periodOf, roundsOfPeriod } from '../pairing/meetings.js';

/**
 * Title odds of a Keizer season (keizer.md §7): the remaining planned rounds simulated many times, and each
 * player's chance of finishing first and in the top three.
 *
 * Each simulated evening is what the director would do: who comes is drawn from each player's own
 * attendance so far; the present players are paired by the Keizer pairing itself (`keizerPairsOf`, the
 * function `pairKeizerRound` pairs with: bye §3, pairing and backing up §4, the repeat rule); each game's
 * result is drawn from the players' ratings; each player's line for the evening (game, bye, absence) is
 * made by the scoring's own rule, `keizerRoundTerm`, counting on from his credits so far
 * (`keizerCreditCounts`), so every club variant of §3–4 is simulated as it is scored; then the ranking is
 * recomputed as the tournament's iteration variant says (§2). The scores are kept as a matrix of
 * coefficients, score(p) = Σ_q c[p][q]·value(q), taken from the season's own score lines
 * (`keizerScoreLines`, what `explainKeizerScore` shows), so a pass costs N² steps and not a recomputation
 * of the whole season; the tests check that the figures for a seed are those of the plain computation
 * (each evening paired by `pairKeizerRound` and ranked by `keizerStandings`).
 *
 * Season i of a run draws from its own stream of the seed (`seededStream(seed, i)`), so a run can be
 * shared out among threads (`OddsOptions.part`, or parts claimed one after another, `OddsOptions.claim`;
 * `mergeTitleOdds`) and gives the same figures however it is shared out.
 *
 * Results: the FIDE expected score of table B.02 8.1.2, with the 400-point rule of §8.3.1
 * (`expectedScore`), split into a win, a draw and a loss with a stated draw rate d: P(draw) = d, P(win) =
 * E − d/2, P(loss) = 1 − E − d/2 (d lowered to 2·min(E, 1 − E) when E is near 0 or 1, so the expected
 * score stays E). An unrated player counts with the mean rating of the rated players (1500 if none).
 *
 * Elimination (§7): a player who cannot finish first even with every remaining game won gets exactly 0,
 * proven by a bound, not by the simulation. The final scores are always scored with the values of one
 * ranking (or their mean over a cycle), each between V(N) and V(1) of the final value scale, the same
 * values for everybody. So score(X) − score(L) ≤ Σ_q max(d_q·V(1), d_q·V(N)) + R·f·V(1), where
 * d = c[X] − c[L] over the rounds played (those lines never change: §1 "recomputed from scratch"
 * re-values them, it does not change their fractions), R the rounds left, f the largest fraction a round
 * can give (a win 1, the bye, club duty, an unexcused absence's or a loss's fraction), and L scoring at
 * least 0 in the rounds left. When this is below 0,
 * L finishes above X in every variant, so X is not first; three such L and X is not in the top three.
 *
 * What the simulation does not model: players entering or withdrawing after the last round played (the
 * field is the one of the next round), forfeits, and games postponed. A simulated evening that the repeat
 * rule cannot pair (late in a season with many absences) is paired without the rule and counted.
 */

export const ODDS_ERRORS = ['not-keizer', 'results-missing', 'no-planned-rounds', 'invalid'] as const;
export type OddsError = (typeof ODDS_ERRORS)[number];

export interface OddsOptions {
  /** Simulated seasons (default 10,000). */
  readonly simulations?: number | undefined;
  /** The generator's seed (default 1): the same seed gives the same figures. */
  readonly seed?: number | undefined;
  /** The share of drawn games (default 0.3). */
  readonly drawRate?: number | undefined;
  /**
   * Only the simulated seasons from … to − 1 of the `simulations` (season i draws from stream i of the
   * seed, `seededStream`, whoever simulates it): a share of the work for a thread; `mergeTitleOdds` joins
   * the shares into the figures of all of them. Default: all.
   */
  readonly part?: OddsPart | undefined;
  /**
   * Instead of one part, parts claimed one after another until it answers undefined: threads that share
   * a run claim its seasons a few at a time from a common counter, so that none waits for a slow one
   * (`titleOddsInThreads`). The figures are those of the seasons claimed (possibly none at all); each
   * part must lie within the `simulations`, and no season be claimed twice (`mergeTitleOdds` adds up).
   */
  readonly claim?: (() => OddsPart | undefined) | undefined;
}

/** The simulated seasons from … to − 1 of a run. */
export interface OddsPart {
  readonly from: number;
  readonly to: number;
}

export interface PlayerOdds {
  readonly id: PlayerId;
  readonly name: string;
  /** Percent of the simulated seasons he finished first / in the top three. */
  readonly first: number;
  readonly top3: number;
  /** The simulation's standard error of each, in percent points: √(p(1 − p)/n). */
  readonly firstError: number;
  readonly top3Error: number;
  /** In how many of the simulated seasons he finished first / in the top three (what `mergeTitleOdds` adds up). */
  readonly firstCount: number;
  readonly top3Count: number;
  /** Proven (by the bound, §7): he cannot finish first / in the top three. His figure is then exactly 0. */
  readonly eliminated: boolean;
  readonly outOfTop3: boolean;
}

export interface TitleOdds {
  /** In the order of the present standings. */
  readonly players: readonly PlayerOdds[];
  /** The simulated seasons these figures are of (those of the part, when a part was asked). */
  readonly simulations: number;
  readonly roundsLeft: number;
  readonly drawRate: number;
  /** Simulated evenings the repeat rule could not pair (paired without it). */
  readonly unpairable: number;
}

export const DEFAULT_SIMULATIONS = 10_000;
export const DEFAULT_DRAW_RATE = 0.3;

const fault = (code: OddsError, message: string): Result<never> => err({ code, message });

/** Scores are equal when they agree to 1e-9, as in scoring/keizer.ts. */
const key = (x: number): number => Math.round(x * 1e9);

/**
 * An absence as a simulated evening repeats it (keizer.md §3): an announced kind, or undefined for a
 * player who did not sign up under `attendance: opt-in` (an unannounced absence otherwise counts as
 * `unexcused`, which scores the same and keeps him out of the pairing when the evening is replayed).
 */
type AbsenceLike = AbsenceKind | undefined;

const RESULTS = ['1-0', '1/2-1/2', '0-1'] as const satisfies readonly GameResult[];

/** A game's line for one of its players: the fraction of the opponent's value, and whether it counts as a game had. */
interface GameCreditOf {
  readonly fraction: number;
  readonly counts: boolean;
}

/** The season as the simulation starts it: the field in ranking order and what each player has so far. */
interface Season {
  readonly s: KeizerSettings;
  readonly m: number;
  readonly ids: readonly PlayerId[];
  readonly names: readonly string[];
  /** Score coefficients, row p: c[p·m + q]. */
  readonly coef: Float64Array;
  /** The columns of row p with a coefficient and their coefficients (`Coefs`). */
  readonly cols: Int32Array;
  readonly vals: Float64Array;
  readonly width: Int32Array;
  readonly bits: Uint32Array;
  /** The present ranking: indices in order, and the scores that ordered it (for ties, §1). */
  readonly order: Int32Array;
  readonly scores: Float64Array;
  /** The initial ranking (`converge` starts every round's passes from it, §2). */
  readonly initial: Int32Array;
  /** V(1..m) of the value scale. */
  readonly values: Float64Array;
  readonly plays: Uint8Array;
  readonly presence: Float64Array;
  readonly absences: readonly (readonly AbsenceLike[])[];
  /** Each player's credit count (`KeizerCreditCount`, keizer.md §3): excused absences credited, a game had. */
  readonly credited: Int32Array;
  readonly hasGame: Uint8Array;
  readonly byes: Int32Array;
  /** Meetings over the board in the period of the next round (`periods`, §4): count and last round. */
  readonly meetCount: Int32Array;
  readonly meetLast: Int32Array;
  /** P(win), P(win or draw) of i against j: win[i·m + j]. */
  readonly win: Float64Array;
  readonly notLoss: Float64Array;
  /** What each result of RESULTS gives white and black, by `keizerRoundTerm`. */
  readonly white: readonly GameCreditOf[];
  readonly black: readonly GameCreditOf[];
  readonly played: number;
  readonly planned: number;
  /** Work space of the passes (§2): score keys, the values a pass scores with, the rankings of a `converge`. */
  readonly keys: Float64Array;
  readonly used: Float64Array;
  readonly seen: Seen;
}

/**
 * What each result gives white and black, by the scoring's own rule (`keizerRoundTerm`, keizer.md §2): the
 * fraction of the opponent's value does not depend on who plays, so it is asked once per result and colour.
 */
function gameCredits(s: KeizerSettings, side: 'white' | 'black'): GameCreditOf[] {
  return RESULTS.map((result) => {
    const count: KeizerCreditCount = { credited: 0, hadGame: false };
    const term = keizerRoundTerm(s, side === 'white' ? 1 : 2, 1, { kind: 'game', game: { board: 1, white: 1, black: 2, result } }, count);
    return { fraction: term.fraction, counts: count.hadGame };
  });
}

/** Title odds of a Keizer tournament (keizer.md §7), as a Result: errors a user can cause are values. */
export function keizerTitleOdds(t: Tournament, options: OddsOptions = {}): Result<TitleOdds> {
  if (t.settings.system !== 'keizer') return fault('not-keizer', `"${t.name}" is not a Keizer tournament: title odds are simulated for Keizer seasons`);
  const simulations = options.simulations ?? DEFAULT_SIMULATIONS;
  const drawRate = options.drawRate ?? DEFAULT_DRAW_RATE;
  if (!Number.isInteger(simulations) || simulations < 1) return fault('invalid', `--simulations ${simulations}: a whole number of at least 1`);
  if (!(drawRate >= 0 && drawRate <= 1)) return fault('invalid', `the draw rate ${drawRate} is not between 0 and 1`);
  const pending = t.rounds.flatMap((r) => r.games.filter((g) => g.result === undefined).map(() => r.number));
  if (pending.length) return fault('results-missing', `round ${pending[0]} has games without a result: enter them before asking for the title odds`);
  if (t.plannedRounds === undefined) return fault('no-planned-rounds', 'the title odds need the number of planned rounds (--rounds)');
  if (options.part && options.claim) return fault('invalid', 'a part or parts claimed one after another, not both');
  const misfit = (p: OddsPart | undefined) => p !== undefined && !isPartOf(p, simulations);
  if (misfit(options.part)) return notAPart(options.part!, simulations);
  const single = [options.part ?? { from: 0, to: simulations }];
  const parts = options.claim ?? (() => single.pop());
  try {
    const season = seasonOf(t, t.settings, drawRate);
    const bounds = eliminations(t, season);
    const claimed = simulate(season, bounds, parts, options.seed ?? 1, drawRate, simulations);
    return typeof claimed === 'string' ? fault('invalid', claimed) : ok(claimed);
  } catch (e) {
    if (e instanceof ArbiterFailure) return err({ code: e.code, message: e.message });
    throw e;
  }
}

function seasonOf(t: Tournament, s: KeizerSettings, drawRate: number): Season {
  const k = t.rounds.reduce((x, r) => Math.max(x, r.number), 0);
  const rows = keizerStandings(t).rows;
  const removed = (p: Player) => s.withdrawn === 'remove' && p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= k + 1;
  const ranked = rows.filter((r) => !removed(r.player));
  const m = ranked.length;
  const ids = ranked.map((r) => r.player.id);
  const at = new Map(ids.map((id, i) => [id, i]));
  const players = ranked.map((r) => r.player);
  const active = players.filter((p) => p.withdrawnFromRound === undefined || p.withdrawnFromRound > k + 1).length;
  const n = s.valueBase === 'active' ? active : m;
  const coef = new Float64Array(m * m);
  const lines = keizerScoreLines(t);
  players.forEach((p, i) => {
    for (const it of lines.get(p.id) ?? []) {
      const q = at.get(it.valueOf);
      if (q !== undefined) coef[i * m + q]! += it.fraction;
    }
  });
  const counts = keizerCreditCounts(t);
  const credited = Int32Array.from(ids, (id) => counts.get(id)?.credited ?? 0);
  const hasGame = Uint8Array.from(ids, (id) => (counts.get(id)?.hadGame ? 1 : 0));
  // The repeat rule counts the meetings of the next round's period (keizer.md §4), as the pairing does.
  const meetCount = new Int32Array(m * m);
  const meetLast = new Int32Array(m * m);
  const met = meetingsBefore(roundsOfPeriod(t, k + 1), k + 1);
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) {
      const x = met.get(pairKey(ids[i]!, ids[j]!));
      if (i !== j && x) [meetCount[i * m + j], meetLast[i * m + j]] = [x.count, x.last];
    }
  const bc = byeCounts(t.rounds);
  const { presence, absences } = attendanceOf(t, players, k);
  const rated = players.flatMap((p) => (p.rating === undefined ? [] : [p.rating]));
  const meanRating = rated.length ? rated.reduce((a, b) => a + b, 0) / rated.length : 1500;
  const rating = players.map((p) => p.rating ?? meanRating);
  const win = new Float64Array(m * m);
  const notLoss = new Float64Array(m * m);
  for (let i = 0; i < m; i++)
    for (let j = 0; j < m; j++) {
      const e = expectedScore(rating[i]!, rating[j]!); // B.02 8.1.2, §8.3.1
      const d = Math.min(drawRate, 2 * e, 2 * (1 - e));
      win[i * m + j] = e - d / 2;
      notLoss[i * m + j] = e + d / 2;
    }
  const given = s.initialOrder === 'random' ? drawnInitialOrder(t.players, s.seed) : (s.initialOrder ?? []);
  const pos = new Map(given.map((id, i) => [id, i]));
  const initial = [...ids.keys()].sort((a, b) => {
    const pa = pos.get(ids[a]!);
    const pb = pos.get(ids[b]!);
    if (pa !== undefined || pb !== undefined) return (pa ?? Infinity) - (pb ?? Infinity);
    return compareByRatingThenName(players[a]!, players[b]!);
  });
  return {
    s,
    m,
    ids,
    names: players.map((p) => p.name),
    coef,
    ...columnsOf(coef, m),
    order: Int32Array.from(ids.keys()),
    scores: Float64Array.from(ranked.map((r) => r.score)),
    initial: Int32Array.from(initial),
    values: Float64Array.from({ length: m }, (_, i) => keizerValue(s, n, i + 1)),
    plays: Uint8Array.from(players.map((p) => (isEntered(p, k + 1) ? 1 : 0))),
    presence,
    absences,
    credited,
    hasGame,
    byes: Int32Array.from(ids.map((id) => bc.get(id) ?? 0)),
    meetCount,
    meetLast,
    win,
    notLoss,
    white: gameCredits(s, 'white'),
    black: gameCredits(s, 'black'),
    played: k,
    planned: t.plannedRounds ?? k,
    keys: new Float64Array(m),
    used: new Float64Array(m),
    seen: { orders: [], values: [], hashes: [] },
  };
}

/** Each player's share of the evenings he came to, and the kinds of his absences (keizer.md §3). */
function attendanceOf(t: Tournament, players: readonly Player[], k: number): { presence: Float64Array; absences: AbsenceLike[][] } {
  const presence = new Float64Array(players.length);
  const absences = players.map((p, i) => {
    const kinds: AbsenceLike[] = [];
    let entered = 0;
    for (const r of t.rounds) {
      if (r.number > k || !isEntered(p, r.number)) continue;
      entered++;
      if (r.byes.includes(p.id) || r.games.some((g) => g.white === p.id || g.black === p.id)) continue;
      const a = t.absences.find((x) => x.round === r.number && x.player === p.id)?.kind;
      kinds.push(a === undefined && !signsUp(t.settings) ? 'unexcused' : a);
    }
    presence[i] = entered === 0 ? 1 : (entered - kinds.length) / entered;
    return kinds;
  });
  return { presence, absences };
}

// ---------------------------------------------------------------------------------------------------------
// The passes of keizer.md §2 over the coefficient matrix.

interface Ranking {
  /** Player indices, best first. */
  readonly order: Int32Array;
  /** Undefined for the initial ranking: places without ties. */
  readonly scores: Float64Array | undefined;
}

/**
 * Values by place; tied scores share the value of the best place (§1). Written to `v`. `keyed`: the
 * ranking's scores are those `byScore` has just put in order, whose keys are in `se.keys`.
 */
function valuesOf(se: Season, r: Ranking, v: Float64Array = new Float64Array(se.m), keyed = false): Float64Array {
  const { order, scores } = r;
  const keys = se.keys;
  let current = 0;
  for (let i = 0; i < order.length; i++) {
    const id = order[i]!;
    if (i === 0 || !scores) current = se.values[i]!;
    else if (keyed ? keys[order[i - 1]!] !== keys[id] : key(scores[order[i - 1]!]!) !== key(scores[id]!)) current = se.values[i]!;
    v[id] = current;
  }
  return v;
}

/**
 * The coefficient matrix as rows of the columns that are not 0, in ascending order (`cols[p·m …]`,
 * `width[p]` of them), each with its coefficient beside it (`vals[p·m + k]` that of column `cols[p·m + k]`):
 * a score is the sum over those only, in the same order, so it is the very number the sum over the whole
 * row gives (adding 0 changes no sum), at a fraction of the steps and without looking the coefficient up.
 */
interface Coefs {
  readonly cols: Int32Array;
  readonly vals: Float64Array;
  readonly width: Int32Array;
  /** The columns of each row as bits (row p in words p·w … p·w + w − 1, w = ⌈m / 32⌉): which values a score reads. */
  readonly bits: Uint32Array;
}

function columnsOf(coef: Float64Array, m: number): Coefs {
  const cols = new Int32Array(m * m);
  const vals = new Float64Array(m * m);
  const width = new Int32Array(m);
  const w = (m + 31) >>> 5;
  const bits = new Uint32Array(m * w);
  for (let p = 0; p < m; p++)
    for (let q = 0; q < m; q++)
      if (coef[p * m + q] !== 0) {
        cols[p * m + width[p]!] = q;
        vals[p * m + width[p]!++] = coef[p * m + q]!;
        bits[p * w + (q >>> 5)]! |= 1 << (q & 31);
      }
  return { cols, vals, width, bits };
}

/**
 * Adds x to coefficient (p, q), entering q among the columns of row p (in order) when it is new. The
 * coefficients are sums of fractions of at least 0, so a column once entered stays (none cancels out).
 */
function addTo(c: Coefs, m: number, p: number, q: number, x: number): void {
  const { cols, vals } = c;
  const row = p * m;
  let k = row + c.width[p]!;
  // The row's columns from the end (the new evening's opponent is as likely high as low).
  while (k > row && cols[k - 1]! > q) k--;
  if (k > row && cols[k - 1] === q) {
    vals[k - 1]! += x;
    return;
  }
  if (x === 0) return;
  for (let e = row + c.width[p]!++; e > k; e--) {
    cols[e] = cols[e - 1]!;
    vals[e] = vals[e - 1]!;
  }
  cols[k] = q;
  vals[k] = x;
  c.bits[p * ((m + 31) >>> 5) + (q >>> 5)]! |= 1 << (q & 31);
}

/** The scores with values v, written to `out`. */
function scoresWith(se: Season, c: Coefs, v: Float64Array, out: Float64Array): Float64Array {
  const m = se.m;
  const { vals, cols, width } = c;
  for (let p = 0; p < m; p++) {
    let sum = 0;
    const row = p * m;
    const end = row + width[p]!;
    for (let k = row; k < end; k++) sum += vals[k]! * v[cols[k]!]!;
    out[p] = sum;
  }
  return out;
}

/**
 * The scores with values v into `out`, from `last`, the scores of the last pass, made with the values
 * `before`: a row none of whose columns' values changed keeps its score (the same numbers summed in the
 * same order give the same sum, to the bit); the others are summed again as `scoresWith` sums them.
 * False when no value changed (and nothing was written).
 */
function rescored(se: Season, sim: Sim, v: Float64Array, before: Float64Array, last: Float64Array, out: Float64Array): boolean {
  const m = se.m;
  const w = (m + 31) >>> 5;
  const { changed, bits, vals, cols, width } = sim;
  changed.fill(0);
  let any = false;
  for (let q = 0; q < m; q++)
    if (v[q] !== before[q]) {
      changed[q >>> 5]! |= 1 << (q & 31);
      any = true;
    }
  if (!any) return false;
  for (let p = 0; p < m; p++) {
    let reads = 0;
    for (let k = 0; k < w; k++) reads |= bits[p * w + k]! & changed[k]!;
    if (reads === 0) {
      out[p] = last[p]!;
      continue;
    }
    let sum = 0;
    const row = p * m;
    const end = row + width[p]!;
    for (let k = row; k < end; k++) sum += vals[k]! * v[cols[k]!]!;
    out[p] = sum;
  }
  return true;
}

/**
 * Stable sort by score, highest first; ties keep the given order. By insertion, each player after those
 * above him in the given order who score at least as much: a pass mostly moves a few places.
 */
function byScore(se: Season, order: Int32Array, scores: Float64Array, out: Int32Array): Int32Array {
  const keys = se.keys;
  for (let id = 0; id < se.m; id++) keys[id] = key(scores[id]!);
  for (let k = 0; k < order.length; k++) {
    const id = order[k]!;
    const mine = keys[id]!;
    let at = k;
    for (; at > 0 && keys[out[at - 1]!]! < mine; at--) out[at] = out[at - 1]!;
    out[at] = id;
  }
  return out;
}

/** Of two work buffers, the one that is not `live` (a ranking's, still to be read). */
const spare = <T>(buffers: readonly [T, T], live: T | undefined): T => (buffers[0] === live ? buffers[1] : buffers[0]);

function pass(se: Season, sim: Sim, prev: Ranking): Ranking {
  const scores = scoresWith(se, sim, valuesOf(se, prev, se.used), spare(sim.scoreBuffers, prev.scores));
  return { order: byScore(se, prev.order, scores, spare(sim.orderBuffers, prev.order)), scores };
}

/** The rankings of one `converge`, kept to tell a ranking seen before (its order, the values it gives, their hash). */
interface Seen {
  readonly orders: Int32Array[];
  readonly values: Float64Array[];
  readonly hashes: number[];
}

/** Ranking x of `seen` and (order, values) are the same ranking, as `converge` tells them apart (values equal to 1e-9). */
function sameState(seen: Seen, x: number, order: Int32Array, values: Float64Array): boolean {
  const o = seen.orders[x]!;
  const v = seen.values[x]!;
  for (let i = 0; i < order.length; i++) {
    const id = order[i]!;
    if (o[i] !== id || key(v[id]!) !== key(values[id]!)) return false;
  }
  return true;
}

/** A number for the order and the values, so that a ranking seen before is looked up, not searched for. */
function hashOf(order: Int32Array, values: Float64Array): number {
  let h = 0;
  for (const id of order) h = (Math.imul(h, 31) + id * 131 + (key(values[id]!) | 0)) | 0;
  return h;
}

/** Makes room for ranking i in `seen` (its buffers are kept from one `converge` to the next). */
function slotOf(se: Season, i: number): Float64Array {
  const { seen, m } = se;
  if (seen.orders.length <= i) {
    seen.orders.push(new Int32Array(m));
    seen.values.push(new Float64Array(m));
    seen.hashes.push(0);
  }
  return seen.values[i]!;
}

/** Passes until the ranking no longer changes; a cycle ranks by the mean values over it (§2 converge). */
function converge(se: Season, sim: Sim, start: Ranking): Ranking {
  const seen = se.seen;
  // Ranking i of the passes and its values, which pass i + 1 scores with.
  const first = valuesOf(se, start, slotOf(se, 0));
  seen.orders[0]!.set(start.order);
  seen.hashes[0] = hashOf(start.order, first);
  let state = start;
  for (let i = 1; i <= se.s.maxPasses; i++) {
    const out = spare(sim.scoreBuffers, state.scores);
    let scores: Float64Array;
    if (i === 1) scores = scoresWith(se, sim, seen.values[0]!, out);
    else {
      // The values of ranking i − 1 are those of ranking i − 2 (to the bit): this pass would score as the
      // last one did, to the bit, and keep its order (sorted by those very scores), so ranking i would be
      // ranking i − 1, the fixed point. Ranking i − 1 is then returned as this pass would return it (it is
      // no ranking before it, or the last pass would have stopped).
      const changed = rescored(se, sim, seen.values[i - 1]!, seen.values[i - 2]!, state.scores!, out);
      if (!changed) return state;
      scores = out;
    }
    state = { order: byScore(se, state.order, scores, spare(sim.orderBuffers, state.order)), scores };
    const values = valuesOf(se, state, slotOf(se, i), true);
    const h = hashOf(state.order, values);
    let j = -1;
    for (let x = 0; x < i && j < 0; x++) if (seen.hashes[x] === h && sameState(seen, x, state.order, values)) j = x;
    if (j === i - 1) return state;
    if (j >= 0) {
      // Rankings j+1..i were made with the values of rankings j..i−1: rank by their mean.
      const mean = new Float64Array(se.m);
      for (let x = j; x < i; x++) for (let q = 0; q < se.m; q++) mean[q]! += seen.values[x]![q]! / (i - j);
      const meanScores = scoresWith(se, sim, mean, spare(sim.scoreBuffers, state.scores));
      return { order: byScore(se, state.order, meanScores, spare(sim.orderBuffers, state.order)), scores: meanScores };
    }
    seen.orders[i]!.set(state.order);
    seen.hashes[i] = h;
  }
  return state;
}

const phaseOf = (round: number, planned: number): 1 | 2 | 3 => (round <= Math.round(planned / 3) ? 1 : round <= Math.round((2 * planned) / 3) ? 2 : 3);

/** The ranking after round r from the one after round r − 1, by the iteration variant (§2). */
function rerank(se: Season, sim: Sim, prev: Ranking, r: number): Ranking {
  const it = se.s.iteration;
  if (it === 'converge') return converge(se, sim, { order: se.initial, scores: undefined });
  const phase = it === 'phased' ? phaseOf(r, se.planned) : 1;
  if (phase === 3) return converge(se, sim, prev);
  let next = pass(se, sim, prev);
  if (phase === 2 || (it === 'final' && r >= se.planned)) next = pass(se, sim, next);
  return next;
}

// ---------------------------------------------------------------------------------------------------------
// One simulated season, and many.

interface Sim extends Coefs {
  readonly credited: Int32Array;
  readonly hasGame: Uint8Array;
  readonly byes: Int32Array;
  readonly meetCount: Int32Array;
  readonly meetLast: Int32Array;
  /** The evening's work space: present players, and who may meet whom (bit rows over present indices). */
  readonly present: number[];
  readonly rows: Uint32Array;
  /** The repeat rule's verdicts of the evening by the count and the last round of a pair's meetings (−1: not asked yet). */
  readonly verdicts: Int8Array;
  /**
   * The scores and orders of the passes, two of each: a pass writes to the one its ranking does not hold
   * (`spare`), so a season's thousands of passes make no new arrays. The ranking a season ends with is in
   * one of them until the next season is simulated.
   */
  readonly scoreBuffers: readonly [Float64Array, Float64Array];
  readonly orderBuffers: readonly [Int32Array, Int32Array];
  /** The values a pass of `converge` changed, as bits (`rescored`). */
  readonly changed: Uint32Array;
  unpairable: number;
  /** The evenings as rounds and absences, when asked for (`simulateOnce`). */
  readonly log?: { rounds: Round[]; absences: Absence[] } | undefined;
}

/** Player i's line for evening r, by the scoring's own rule (`keizerRoundTerm`, keizer.md §3), added to his row. */
function score(se: Season, sim: Sim, i: number, r: number, event: KeizerRoundEvent): void {
  const count: KeizerCreditCount = { credited: sim.credited[i]!, hadGame: sim.hasGame[i] === 1 };
  const term = keizerRoundTerm(se.s, se.ids[i]!, r, event, count);
  sim.credited[i] = count.credited;
  sim.hasGame[i] = count.hadGame ? 1 : 0;
  // The lines of a bye or an absence are fractions of the player's own value.
  if (term.fraction !== 0) addTo(sim, se.m, i, i, term.fraction);
}

/**
 * The present players (indices of `present`, ranking order) in the order they are tried for the bye
 * (§3, as `byeOrder`): fewest byes first, then the lowest ranked first.
 */
function byeOrderOf(present: readonly number[], byes: Int32Array): number[] {
  let fewest = Infinity;
  let most = -Infinity;
  for (const i of present) {
    fewest = Math.min(fewest, byes[i]!);
    most = Math.max(most, byes[i]!);
  }
  const out: number[] = [];
  for (let c = fewest; c <= most; c++) for (let x = present.length - 1; x >= 0; x--) if (byes[present[x]!] === c) out.push(x);
  return out;
}

/** One evening: attendance, the Keizer pairing (§4), the results. */
function evening(se: Season, sim: Sim, order: Int32Array, r: number, random: () => number): void {
  const { m, s } = se;
  const present = sim.present;
  present.length = 0;
  for (const i of order) {
    if (!se.plays[i]) continue;
    if (random() < se.presence[i]!) {
      present.push(i);
      if (s.attendance === 'opt-in') sim.log?.absences.push({ round: r, player: se.ids[i]!, kind: 'present' });
    } else {
      const kinds = se.absences[i]!;
      const absence = kinds.length ? kinds[Math.floor(random() * kinds.length)] : 'excused';
      if (absence !== undefined) sim.log?.absences.push({ round: r, player: se.ids[i]!, kind: absence });
      score(se, sim, i, r, { kind: 'absent', absence });
    }
  }
  if (present.length < 2) {
    // Nobody to pair: the round has no game, and one who came is absent without a word (keizer.md §3),
    // as the standings read such a round.
    for (const i of present) score(se, sim, i, r, { kind: 'absent', absence: s.attendance === 'opt-in' ? 'present' : undefined });
    sim.log?.rounds.push({ number: r, games: [], byes: [] });
    return;
  }
  // Who may meet whom tonight, as the bit rows of the pairing (`keizerRows`): the repeat rule over the
  // meetings of the period (keizer.md §4), as `pairKeizerRound` asks it.
  const rule = s.repeat;
  const n = present.length;
  const words = (n + 31) >>> 5;
  const rows = sim.rows.subarray(0, n * words);
  rows.fill(0);
  // The rule's verdict tonight depends on the count and the last round of the meetings only: asked once each.
  const span = se.planned + 1;
  const verdicts = sim.verdicts;
  verdicts.fill(-1);
  for (let x = 0; x < n; x++) {
    const base = present[x]! * m;
    for (let y = x + 1; y < n; y++) {
      const b = present[y]!;
      const count = sim.meetCount[base + b]!;
      let may = 1;
      if (count !== 0) {
        const last = sim.meetLast[base + b]!;
        const at = Math.min(count, span) * span + last;
        may = verdicts[at]!;
        if (may < 0) may = verdicts[at] = mayMeetUnder(rule, 0, { count, last }, r) ? 1 : 0;
      }
      if (may === 1) {
        rows[x * words + (y >>> 5)]! |= 1 << (y & 31);
        rows[y * words + (x >>> 5)]! |= 1 << (x & 31);
      }
    }
  }
  // §3: the bye to the lowest-ranked present player with the fewest byes (as byeOrder).
  const byeCandidates = n % 2 === 1 ? byeOrderOf(present, sim.byes) : [];
  let made = keizerPairsOfRows(n, rows, byeCandidates);
  if (!made) {
    sim.unpairable++;
    for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) if (x !== y) rows[x * words + (y >>> 5)]! |= 1 << (y & 31);
    made = keizerPairsOfRows(n, rows, byeCandidates)!;
  }
  if (made.bye !== undefined) {
    const b = present[made.bye]!;
    score(se, sim, b, r, { kind: 'bye' });
    sim.byes[b]!++;
  }
  const games: Game[] = [];
  for (const [x, y] of made.pairs) {
    const a = present[x]!;
    const b = present[y]!;
    const u = random();
    const ab = a * m + b;
    const ba = b * m + a;
    const result = u < se.win[ab]! ? 0 : u < se.notLoss[ab]! ? 1 : 2;
    const white = se.white[result]!;
    const black = se.black[result]!;
    addTo(sim, m, a, b, white.fraction);
    addTo(sim, m, b, a, black.fraction);
    if (white.counts) sim.hasGame[a] = 1;
    if (black.counts) sim.hasGame[b] = 1;
    if (sim.log) games.push({ board: games.length + 1, white: se.ids[a]!, black: se.ids[b]!, result: RESULTS[result] });
    sim.meetCount[ab]!++;
    sim.meetCount[ba]!++;
    sim.meetLast[ab] = sim.meetLast[ba] = r;
  }
  sim.log?.rounds.push({ number: r, games, byes: made.bye === undefined ? [] : [se.ids[present[made.bye]!]!] });
}

/** The work space of simulated seasons (`Sim`), made once for many (`simulateSeason` sets it up for each). */
function simOf(se: Season, log?: Sim['log']): Sim {
  const { m } = se;
  return {
    log,
    cols: new Int32Array(m * m),
    vals: new Float64Array(m * m),
    bits: new Uint32Array(m * ((m + 31) >>> 5)),
    changed: new Uint32Array((m + 31) >>> 5),
    width: new Int32Array(m),
    credited: new Int32Array(m),
    hasGame: new Uint8Array(m),
    byes: new Int32Array(m),
    meetCount: new Int32Array(m * m),
    meetLast: new Int32Array(m * m),
    present: [],
    rows: new Uint32Array(m * ((m + 31) >>> 5)),
    verdicts: new Int8Array((se.planned + 1) * (se.planned + 2)),
    scoreBuffers: [new Float64Array(m), new Float64Array(m)],
    orderBuffers: [new Int32Array(m), new Int32Array(m)],
    unpairable: 0,
  };
}

/**
 * The final ranking of one simulated season (indices in order, in one of `sim.orderBuffers`: read it
 * before the next season), simulated in the work space `sim`, which it sets up from the season's start.
 */
function simulateSeason(se: Season, sim: Sim, random: () => number, counter: { unpairable: number }): Int32Array {
  sim.cols.set(se.cols);
  sim.vals.set(se.vals);
  sim.bits.set(se.bits);
  sim.width.set(se.width);
  sim.credited.set(se.credited);
  sim.hasGame.set(se.hasGame);
  sim.byes.set(se.byes);
  sim.meetCount.set(se.meetCount);
  sim.meetLast.set(se.meetLast);
  sim.unpairable = 0;
  const { periods } = se.s;
  let ranking: Ranking = { order: se.order, scores: se.scores };
  for (let r = se.played + 1; r <= se.planned; r++) {
    // A new period (keizer.md §4): the repeat rule counts its meetings only.
    if (r > se.played + 1 && periodOf(r, se.planned, periods) !== periodOf(r - 1, se.planned, periods)) {
      sim.meetCount.fill(0);
      sim.meetLast.fill(0);
    }
    evening(se, sim, ranking.order, r, random);
    ranking = rerank(se, sim, ranking, r);
  }
  counter.unpairable += sim.unpairable;
  return ranking.order;
}

/**
 * One simulated season, as the rounds and absences it drew and the final ranking it came to: what a
 * simulation does, to be looked at (and checked against `keizerStandings` of the same season). It is
 * season `index` of `keizerTitleOdds` with this seed (stream `index` of the seed).
 */
export function simulateOnce(t: Tournament, seed: number, drawRate = DEFAULT_DRAW_RATE, index = 0): Result<{ rounds: Round[]; absences: Absence[]; ranking: PlayerId[] }> {
  const checked = keizerTitleOdds(t, { simulations: 1, seed, drawRate });
  if (!checked.ok) return checked;
  const se = seasonOf(t, t.settings as KeizerSettings, drawRate);
  const log = { rounds: [] as Round[], absences: [] as Absence[] };
  const order = simulateSeason(se, simOf(se, log), seededStream(seed, index), { unpairable: 0 });
  return ok({ ...log, ranking: Array.from(order, (i) => se.ids[i]!) });
}

const isPartOf = ({ from, to }: OddsPart, simulations: number): boolean => Number.isInteger(from) && Number.isInteger(to) && from >= 0 && to > from && to <= simulations;

const partWords = ({ from, to }: OddsPart, simulations: number): string => `the part ${from} … ${to} is not a part of the ${simulations} simulations (0 ≤ from < to ≤ simulations)`;

const notAPart = (p: OddsPart, simulations: number): Result<never> => fault('invalid', partWords(p, simulations));

/** The figures of the seasons of the parts `next` gives, or the words for a part that is none of the run. */
function simulate(
  se: Season,
  bounds: { eliminated: Uint8Array; outOfTop3: Uint8Array },
  next: () => OddsPart | undefined,
  seed: number,
  drawRate: number,
  simulations: number,
): TitleOdds | string {
  const first = new Int32Array(se.m);
  const top3 = new Int32Array(se.m);
  const counter = { unpairable: 0 };
  const sim = simOf(se);
  let done = 0;
  for (let part = next(); part !== undefined; part = next()) {
    if (!isPartOf(part, simulations)) return partWords(part, simulations);
    for (let i = part.from; i < part.to; i++) {
      const order = simulateSeason(se, sim, seededStream(seed, i), counter);
      first[order[0]!]!++;
      for (const p of order.subarray(0, 3)) top3[p]!++;
    }
    done += part.to - part.from;
  }
  return figures(
    Array.from(se.order, (i) => ({
      id: se.ids[i]!,
      name: se.names[i]!,
      firstCount: first[i]!,
      top3Count: top3[i]!,
      eliminated: bounds.eliminated[i] === 1,
      outOfTop3: bounds.outOfTop3[i] === 1,
    })),
    { simulations: done, roundsLeft: Math.max(0, se.planned - se.played), drawRate, unpairable: counter.unpairable },
  );
}

type Tally = Pick<PlayerOdds, 'id' | 'name' | 'firstCount' | 'top3Count' | 'eliminated' | 'outOfTop3'>;

/** Percentages and their standard errors from the counts of n simulated seasons (a proven 0 stays 0, §7). */
function figures(players: readonly Tally[], rest: Omit<TitleOdds, 'players'>): TitleOdds {
  const n = rest.simulations;
  // No season simulated (a thread that claimed none): no figures, 0.
  const pct = (c: number) => (n === 0 ? 0 : (100 * c) / n);
  const error = (c: number) => (n === 0 ? 0 : 100 * Math.sqrt(((c / n) * (1 - c / n)) / n));
  return {
    players: players.map((p) => ({
      ...p,
      first: p.eliminated ? 0 : pct(p.firstCount),
      top3: p.outOfTop3 ? 0 : pct(p.top3Count),
      firstError: p.eliminated ? 0 : error(p.firstCount),
      top3Error: p.outOfTop3 ? 0 : error(p.top3Count),
    })),
    ...rest,
  };
}

/**
 * The figures of all the simulated seasons from those of parts of them (`OddsOptions.part`, each a share
 * of the same seasons of the same tournament and seed): the counts added up and the percentages made
 * again, equal to those of one run of all of them.
 */
export function mergeTitleOdds(parts: readonly TitleOdds[]): TitleOdds {
  const [head] = parts;
  if (!head) throw new Error('mergeTitleOdds: no parts');
  const players = head.players.map((p, k) => ({
    ...p,
    firstCount: parts.reduce((a, x) => a + x.players[k]!.firstCount, 0),
    top3Count: parts.reduce((a, x) => a + x.players[k]!.top3Count, 0),
  }));
  return figures(players, {
    simulations: parts.reduce((a, x) => a + x.simulations, 0),
    roundsLeft: head.roundsLeft,
    drawRate: head.drawRate,
    unpairable: parts.reduce((a, x) => a + x.unpairable, 0),
  });
}

// ---------------------------------------------------------------------------------------------------------
// The bound (§7): who can no longer finish first, or in the top three.

/** For each player, whether some L surely finishes above him (eliminated) and whether three do. */
function eliminations(t: Tournament, se: Season): { eliminated: Uint8Array; outOfTop3: Uint8Array } {
  const { s, m } = se;
  const planned = t.plannedRounds ?? se.played;
  // The value scale of the final standings: N of the field after the last planned round (keizer.md §1).
  const fieldAt = t.players.filter((p) => (p.joinedRound ?? 1) <= planned + 1);
  const removedAt = (p: Player) => p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= planned + 1;
  const inScale = fieldAt.filter((p) => !(removedAt(p) && s.withdrawn === 'remove'));
  const n = s.valueBase === 'active' ? inScale.filter((p) => !removedAt(p)).length : inScale.length;
  const scaled = new Set(inScale.map((p) => p.id));
  const hi = keizerValue(s, n, 1);
  const lo = keizerValue(s, n, Math.max(1, n));
  const vmax = se.ids.map((id) => (scaled.has(id) ? hi : 0));
  const vmin = se.ids.map((id) => (scaled.has(id) ? lo : 0));
  const left = Math.max(0, planned - se.played);
  // The most one round can give: a win (1), the bye, club duty, an unexcused absence's credit, a loss's.
  const fmax = Math.max(1, s.byeFraction, s.clubDutyFraction, s.unexcusedFraction, s.lossFraction);
  const eliminated = new Uint8Array(m);
  const outOfTop3 = new Uint8Array(m);
  for (let x = 0; x < m; x++) {
    let above = 0;
    for (let l = 0; l < m; l++) {
      if (l === x) continue;
      let most = left * fmax * hi;
      for (let q = 0; q < m; q++) {
        const d = se.coef[x * m + q]! - se.coef[l * m + q]!;
        most += d > 0 ? d * vmax[q]! : d * vmin[q]!;
      }
      if (most < -1e-6) above++;
    }
    if (above >= 1) eliminated[x] = 1;
    if (above >= 3) outOfTop3[x] = 1;
  }
  return { eliminated, outOfTop3 };
}
