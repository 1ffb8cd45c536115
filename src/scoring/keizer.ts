import { opponentOf, type Game } from '../core/game.js';
import { compareByRatingThenName, isEntered, type Player, type PlayerId } from '../core/player.js';
import { ArbiterFailure } from '../core/result.js';
import type { AbsenceKind, Round } from '../core/round.js';
import type { KeizerSettings } from '../core/settings.js';
import { makeFraction } from '../core/options.js';
import { shuffleSeeded } from '../core/random.js';
import type { Tournament } from '../core/tournament.js';
import { absenceFraction, gameCredit, SCORE_ITEM_KINDS, type ScoreExplanation, type ScoreItem, type ValuesFrom } from './credits.js';

/**
 * Keizer standings (keizer.md §1–3): values from places, scores from values, recomputed from scratch.
 *
 * Our reading, where keizer.md leaves a choice to the implementation:
 * - A ranking R_k (after round k) holds the players entered for round k+1 plus withdrawn players (who keep
 *   their place unless `withdrawn: remove`). The pass that makes R_k scores rounds 1..k with the values of
 *   R_(k-1): own value, games, byes, absences all use these "today's" values (§1 "recomputed from scratch").
 *   The printed value of a row is the value of the NEW place (the article's tables: Jansen 8.50, value 6).
 * - The initial ranking R0 gives values by place (no ties); from then on tied scores share the value of
 *   the best place, and tied players keep their previous order (§1).
 * - The automatic top is round(1.5 × N) × step (see `keizerTop`), so the last place is worth at least `step`.
 *   With an explicit top too low for N players a value would go below 0: it counts as 0 (a negative value
 *   would make a win cost points), or as `floor` when that is set. With `topRatio`,
 *   top = ratio × (N − 1) × step / (ratio − 1), so that top = bottom × ratio exactly (not rounded).
 * - A late entry (`joinedRound` = j) enters the ranking R_(j-1), placed by rating: his place is 1 + the
 *   number of ranked players with a higher rating (after a group of tied players, never inside it).
 * - Forfeits (§ keizer.md is silent): `+-` scores the opponent's value for the winner, like a win; the
 *   forfeiting player scores 0 and gets no absence credit; `--` scores 0 for both. Forfeits are not
 *   counted as games played.
 * - A game without a result scores nothing and is not an absence. A paired round in which an entered
 *   player has no game, no bye and no announced absence counts as an unexcused absence (0).
 * - Requested byes of the Swiss vocabulary, if present: `full-bye` scores like the bye, `half-bye` like an
 *   excused absence, `zero-bye` like an unexcused one.
 * - `noCreditBeforeFirstGame`: excused absences (and late-entry rounds counted as absences) in rounds before
 *   the player's first game over the board (or forfeit win) within the rounds counted are not credited,
 *   and do not use up a place in the harmonic/capped sequence. Club duty and the bye are still credited.
 * - Club variants (issue 32): `excusedLimit` N counts the credited excused absences, and from the N-th on
 *   credits them as unexcused; `unexcusedFraction` credits every unexcused absence (announced, silent, not
 *   signed up under `attendance: opt-in`, excused past the limit) that fraction of the own value, not before
 *   the first game under `noCreditBeforeFirstGame`; `initialOrder: random` is `drawnInitialOrder`, a
 *   function of the seed and the numbers of round 1's players, so the file replays it.
 * - `withdrawn: remove`: from the ranking after which he is no longer entered, a withdrawn player has no
 *   place in the value scale: the others move up, his value is 0, so games against him score nothing
 *   (as clubs do that annul the games of a player who quits). He is listed after the ranked players.
 * - Iteration (§2):
 *   `none`: one pass per round, each from the previous round's ranking.
 *   `final`: like `none`, plus one extra pass when the standings are the last ones: after round
 *     `plannedRounds` or later, or always when `plannedRounds` is not set (any round may be the last).
 *   `converge`: from the initial ranking, pass after pass over all rounds counted until the ranking no
 *     longer changes. Starting from the initial ranking (not from last week's ranking) makes the result
 *     depend only on the results, not on the order of the rounds: with own values counted, a ranking can
 *     sustain itself, so different starting rankings could settle on different fixed points. A cycle
 *     ranks by the mean score over the cycle (equal to the score with the mean values, as the score is
 *     linear in the values) and is reported; `maxPasses` caps the passes (reported as `capped`).
 *   `phased`: rounds 1..round(P/3) `none`, up to round(2P/3) one extra pass, later rounds converge,
 *     each starting from the previous round's ranking so that the change of phase does not shuffle the
 *     ranking (P = `plannedRounds`). Without `plannedRounds` every round is in the first phase (`none`).
 */

export const KEIZER_ITEM_KINDS = [...SCORE_ITEM_KINDS, 'not-entered', 'withdrawn'] as const;
export type KeizerItemKind = (typeof KEIZER_ITEM_KINDS)[number];

/** The words for each kind of score line (Keizer's and Elo-points'), as the CLI and the web app show them. */
export const SCORE_ITEM_WORDS: Readonly<Record<KeizerItemKind, string>> = {
  'own-value': 'own value',
  win: 'win',
  draw: 'draw',
  loss: 'loss',
  'forfeit-win': 'forfeit win',
  'forfeit-loss': 'forfeit loss',
  'double-forfeit': 'double forfeit',
  pending: 'game in progress',
  postponed: 'postponed game (counts once its result is in)',
  bye: 'bye',
  'absence-excused': 'excused absence',
  'absence-unexcused': 'unexcused absence',
  'club-duty': 'club duty',
  'not-entered': 'not entered yet',
  withdrawn: 'withdrawn',
};

/** The words for a score line's kind (an explanation's kinds are plain text); a kind without words as it is. */
export function scoreItemWords(kind: string): string {
  return Object.hasOwn(SCORE_ITEM_WORDS, kind) ? SCORE_ITEM_WORDS[kind as KeizerItemKind] : kind;
}

/** One line of a score: `points = fraction × value`, where `value` is today's value of `valueOf`. */
export type KeizerItem = ScoreItem<KeizerItemKind>;

export interface KeizerRow {
  /** Place 1..N (withdrawn players removed from the value scale follow after N). */
  readonly rank: number;
  readonly player: Player;
  readonly score: number;
  readonly value: number;
  /** Games played over the board (forfeits excluded). */
  readonly played: number;
}

export interface KeizerStandings {
  readonly rows: readonly KeizerRow[];
  /** Passes made over the results of the last round counted (`none`: 1; 0 before round 1). */
  readonly passes: number;
  /** The ranking cycled under `converge`/`phased`: ranked by the mean score over the cycle. */
  readonly cycled: boolean;
  readonly cycleLength?: number | undefined;
  /** `converge` stopped at `maxPasses` without settling or detecting a cycle. */
  readonly capped?: boolean | undefined;
  /** The rounds counted: 1..afterRound. */
  readonly afterRound: number;
}

export type KeizerExplanation = ScoreExplanation<KeizerItemKind>;

/** The tournament's Keizer settings, or an ArbiterFailure when it is not a Keizer tournament. */
export function keizerSettingsOf(t: Tournament): KeizerSettings {
  const s = t.settings;
  if (s.system !== 'keizer') throw new ArbiterFailure('not-keizer', `"${t.name}" is not a Keizer tournament`);
  return s;
}

/**
 * Value of the top place for N players in the scale (keizer.md §1). The automatic top is Keizer's rule of thumb
 * counted in steps, top = round(1.5 × N) × step: with step 1 it is keizer.md's round(1.5 × N); with any step the
 * last place is worth (round(1.5 × N) − N + 1) × step ≥ step, so V(k) = top − (k − 1)·step holds for every place
 * and no value has to be cut off at 0 (issue 15: with step 2 and round(1.5 × N) the lower half went negative).
 * Like `topRatio`, the step then only scales every value: the ranking is that of step 1.
 */
export function keizerTop(s: KeizerSettings, n: number): number {
  if (s.top !== undefined) return s.top;
  if (s.topRatio !== undefined && s.topRatio > 1) return (s.topRatio * Math.max(0, n - 1) * s.step) / (s.topRatio - 1);
  return Math.round(1.5 * n) * s.step;
}

/** V(place) = top − (place − 1)·step, never below the floor (or 0). */
export function keizerValue(s: KeizerSettings, n: number, place: number): number {
  return Math.max(s.floor ?? 0, keizerTop(s, n) - (place - 1) * s.step);
}

// ---------------------------------------------------------------------------------------------------------
// Score terms: what each round gives a player, as a fraction of somebody's value. They do not depend on the
// values, so one list serves every pass.

interface Term {
  readonly round?: number | undefined;
  readonly kind: KeizerItemKind;
  readonly opponent?: PlayerId | undefined;
  readonly ref: PlayerId;
  readonly fraction: number;
  readonly note?: string | undefined;
  readonly played: boolean;
}

const ordinal = (n: number): string => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** The rounds by number, and each round's game per player and announced absences, for quick look-ups. */
interface Index {
  readonly rounds: ReadonlyMap<number, Round>;
  readonly games: ReadonlyMap<number, ReadonlyMap<PlayerId, Game>>;
  readonly absences: ReadonlyMap<string, AbsenceKind>;
}

function indexOf(t: Tournament): Index {
  const games = new Map<number, Map<PlayerId, Game>>();
  for (const r of t.rounds) {
    const m = new Map<PlayerId, Game>();
    for (const g of r.games) {
      if (!m.has(g.white)) m.set(g.white, g);
      if (!m.has(g.black)) m.set(g.black, g);
    }
    games.set(r.number, m);
  }
  const absences = new Map<string, AbsenceKind>();
  for (const a of t.absences) if (!absences.has(`${a.round}:${a.player}`)) absences.set(`${a.round}:${a.player}`, a.kind);
  return { rounds: new Map(t.rounds.map((r) => [r.number, r])), games, absences };
}

const unexcusedNote = (s: KeizerSettings): string => `unexcused: ${makeFraction(s.unexcusedFraction)} of the own value (unexcused-fraction)`;

/**
 * What a player has had so far that his next credits depend on (keizer.md §3): the excused absences
 * credited (the scheme's sequence and `excusedLimit` count them) and whether he has played a game (over
 * the board, or won by forfeit: `noCreditBeforeFirstGame`). Counted round by round by `keizerRoundTerm`.
 */
export interface KeizerCreditCount {
  credited: number;
  hadGame: boolean;
}

/** What a round was for a player, as his score counts it (keizer.md §2–3). */
export type KeizerRoundEvent =
  | { readonly kind: 'game'; readonly game: Game }
  | { readonly kind: 'bye' }
  /** Not paired: announced (`absence`), or not (undefined: not present, or not signed up under opt-in). */
  | { readonly kind: 'absent'; readonly absence: AbsenceKind | undefined }
  | { readonly kind: 'late-entry' }
  | { readonly kind: 'withdrawn' };

/** One round's line of a player's score: `fraction` of the value of `ref` (keizer.md §2–3). */
export type KeizerTerm = Term;

/**
 * The terms of a player's absences (keizer.md §3). An excused absence is credited by the absence scheme,
 * the n-th credited one with the scheme's n-th fraction; from the `excusedLimit`-th on it counts as
 * unexcused. An unexcused absence is credited `unexcusedFraction` of the own value (0 by default). With
 * `noCreditBeforeFirstGame` (the article's Mister X) neither is credited before the first game, and such an
 * excused absence uses up no place in the scheme's sequence nor towards the limit.
 */
function unexcusedTerm(s: KeizerSettings, self: PlayerId, count: KeizerCreditCount, round: number, kind: KeizerItemKind, why?: string): Term {
  const beforeFirstGame = s.noCreditBeforeFirstGame && !count.hadGame;
  if (s.unexcusedFraction === 0) return { round, kind, ref: self, fraction: 0, ...(why !== undefined ? { note: why } : {}), played: false };
  if (beforeFirstGame) return { round, kind, ref: self, fraction: 0, note: `${why ?? 'unexcused absence'}; no credit before the first game`, played: false };
  return { round, kind, ref: self, fraction: s.unexcusedFraction, note: why === undefined ? unexcusedNote(s) : `${why}; ${unexcusedNote(s)}`, played: false };
}

function excusedTerm(s: KeizerSettings, self: PlayerId, count: KeizerCreditCount, round: number, kind: KeizerItemKind, why: string): Term {
  // The note says what the kind's words do not (issue 32: "excused absence (excused absence)").
  const reason = why === SCORE_ITEM_WORDS[kind] ? undefined : why;
  const noted = (...parts: (string | undefined)[]) => {
    const note = parts.filter((x) => x !== undefined).join('; ');
    return note ? { note } : {};
  };
  if (s.noCreditBeforeFirstGame && !count.hadGame) return { round, kind, ref: self, fraction: 0, ...noted(reason, 'no credit before the first game'), played: false };
  const credited = ++count.credited;
  const limit = s.excusedLimit;
  if (limit !== undefined && credited >= limit) {
    // A club's limit on excused absences: from the limit-th on, credited as an unexcused one.
    const over = `${ordinal(credited)} excused absence, from the ${ordinal(limit)} on credited as unexcused (excused-limit ${limit})`;
    return { round, kind, ref: self, fraction: s.unexcusedFraction, ...noted(reason, over, s.unexcusedFraction === 0 ? undefined : unexcusedNote(s)), played: false };
  }
  const scheme = s.absenceScheme;
  const fraction = absenceFraction(scheme, credited);
  const which =
    scheme.kind === 'third'
      ? undefined
      : scheme.kind === 'harmonic'
        ? `${ordinal(credited)} absence: 1/${credited + 2}`
        : scheme.kind === 'halving'
          ? `${ordinal(credited)} absence: ${makeFraction(fraction)} (halving: each one half the one before)`
          : credited <= scheme.count
            ? `${ordinal(credited)} of at most ${scheme.count}: 1/${scheme.count}`
            : `more than ${scheme.count} absences`;
  return { round, kind, ref: self, fraction, ...noted(reason, which), played: false };
}

/** An announced absence, or none (undefined), of a player not paired (keizer.md §3). */
function absenceTerm(s: KeizerSettings, self: PlayerId, count: KeizerCreditCount, r: number, absence: AbsenceKind | undefined): Term {
  switch (absence) {
    case 'excused':
      return excusedTerm(s, self, count, r, 'absence-excused', 'excused absence');
    case 'half-bye':
      return excusedTerm(s, self, count, r, 'absence-excused', 'requested half-point bye, counted as an excused absence');
    case 'club-duty':
      return { round: r, kind: 'club-duty', ref: self, fraction: s.clubDutyFraction, played: false };
    case 'full-bye':
      return { round: r, kind: 'bye', ref: self, fraction: s.byeFraction, note: 'requested full-point bye', played: false };
    case 'unexcused':
    case 'zero-bye':
      return unexcusedTerm(s, self, count, r, 'absence-unexcused');
    case 'present': // signed up (attendance: opt-in) but not paired, by hand: as if he had not come
      return unexcusedTerm(s, self, count, r, 'absence-unexcused', 'signed up, not paired');
    case undefined: // with attendance opt-in, a player who did not sign up is absent, not excused (keizer.md §3)
      return unexcusedTerm(s, self, count, r, 'absence-unexcused', s.attendance === 'opt-in' ? 'not signed up' : 'not present, not announced');
  }
}

/**
 * The term of round `r` for player `self` (keizer.md §2–3), counting on `count` (which it updates): the
 * one rule both the standings and the title odds' simulated evenings (director/keizerOdds.ts) score by.
 */
export function keizerRoundTerm(s: KeizerSettings, self: PlayerId, r: number, event: KeizerRoundEvent, count: KeizerCreditCount): KeizerTerm {
  switch (event.kind) {
    case 'game': {
      const g = event.game;
      const opponent = opponentOf(g, self) as PlayerId;
      const c = gameCredit(g, self, s.lossFraction);
      // The first game (noCreditBeforeFirstGame): played over the board, or won by forfeit.
      if (c.played || c.kind === 'forfeit-win') count.hadGame = true;
      return {
        round: r,
        opponent,
        ref: opponent,
        kind: c.kind,
        fraction: c.fraction,
        ...(c.kind === 'pending' ? { note: 'no result yet' } : c.kind === 'postponed' ? { note: 'pending: postponed' } : {}),
        played: c.played,
      };
    }
    case 'bye':
      return { round: r, kind: 'bye', ref: self, fraction: s.byeFraction, played: false };
    case 'late-entry':
      return s.lateEntry === 'absent'
        ? excusedTerm(s, self, count, r, 'not-entered', 'late entry, counted as an excused absence')
        : { round: r, kind: 'not-entered', ref: self, fraction: 0, note: 'late entry', played: false };
    case 'withdrawn':
      return { round: r, kind: 'withdrawn', ref: self, fraction: 0, played: false };
    case 'absent':
      return absenceTerm(s, self, count, r, event.absence);
  }
}

/** What round `r` was for player p (keizer.md §3), from the index of the tournament. */
function eventOf(index: Index, p: Player, r: number, round: Round): KeizerRoundEvent {
  const game = index.games.get(r)?.get(p.id);
  if (game) return { kind: 'game', game };
  if (round.byes.includes(p.id)) return { kind: 'bye' };
  if (!isEntered(p, r)) return r < (p.joinedRound ?? 1) ? { kind: 'late-entry' } : { kind: 'withdrawn' };
  return { kind: 'absent', absence: index.absences.get(`${r}:${p.id}`) };
}

/**
 * The terms of rounds 1..k, and the count they leave. The terms of rounds 1..j (j < k) are a prefix of
 * them: a credit only depends on earlier rounds ("before the first game" is "no game in an earlier round").
 */
function termsOf(s: KeizerSettings, index: Index, p: Player, k: number): { terms: Term[]; count: KeizerCreditCount } {
  const terms: Term[] = [];
  if (s.ownValue) terms.push({ kind: 'own-value', ref: p.id, fraction: 1, played: false });
  const count: KeizerCreditCount = { credited: 0, hadGame: false };
  for (let r = 1; r <= k; r++) {
    const round = index.rounds.get(r);
    if (round) terms.push(keizerRoundTerm(s, p.id, r, eventOf(index, p, r, round), count));
  }
  return { terms, count };
}

// ---------------------------------------------------------------------------------------------------------
// Rankings and passes.

/** A ranking: the value scale in order (with the scores that ordered it) and the removed players. */
interface RankState {
  readonly scale: readonly PlayerId[];
  /** Undefined for the initial ranking: places without ties. */
  readonly scores: ReadonlyMap<PlayerId, number> | undefined;
  readonly removed: readonly PlayerId[];
}

/** Everything a pass after round k needs. */
interface Context {
  readonly s: KeizerSettings;
  readonly k: number;
  readonly players: ReadonlyMap<PlayerId, Player>;
  /** Players in the value scale, and removed withdrawn players. */
  readonly inScale: ReadonlySet<PlayerId>;
  readonly removed: ReadonlySet<PlayerId>;
  /** N of the value scale. */
  readonly n: number;
  readonly terms: ReadonlyMap<PlayerId, readonly Term[]>;
}

/** Scores are equal when they agree to 1e-9 (sums of thirds are not exact in binary). */
const key = (x: number): number => Math.round(x * 1e9);

function context(t: Tournament, s: KeizerSettings, all: ReadonlyMap<PlayerId, readonly Term[]>, k: number): Context {
  const players = new Map(t.players.map((p) => [p.id, p]));
  const inScale = new Set<PlayerId>();
  const removed = new Set<PlayerId>();
  let active = 0;
  for (const p of t.players) {
    if ((p.joinedRound ?? 1) > k + 1) continue; // not yet in the ranking
    const withdrawn = p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= k + 1;
    if (withdrawn && s.withdrawn === 'remove') removed.add(p.id);
    else {
      inScale.add(p.id);
      if (!withdrawn) active++;
    }
  }
  const terms = new Map<PlayerId, Term[]>();
  for (const p of t.players) {
    if (inScale.has(p.id) || removed.has(p.id))
      terms.set(
        p.id,
        (all.get(p.id) ?? []).filter((term) => term.round === undefined || term.round <= k),
      );
  }
  return { s, k, players, inScale, removed, n: s.valueBase === 'active' ? active : inScale.size, terms };
}

/**
 * The initial ranking drawn with the seed (`initialOrder: random`, keizer.md §1): the players of round 1 in
 * the order of their numbers, shuffled by `shuffleSeeded` with the tournament's seed, as the round robin's
 * numbers by lot. The draw depends only on the seed and these numbers, so the file replays it.
 */
export function drawnInitialOrder(players: readonly Player[], seed: number): PlayerId[] {
  const ids = players.filter((p) => (p.joinedRound ?? 1) <= 1).map((p) => p.id);
  return shuffleSeeded(
    ids.sort((a, b) => a - b),
    seed,
  );
}

function initialOrder(ids: Iterable<PlayerId>, c: Context): PlayerId[] {
  const given = c.s.initialOrder === 'random' ? drawnInitialOrder([...c.players.values()], c.s.seed) : (c.s.initialOrder ?? []);
  const pos = new Map(given.map((id, i) => [id, i]));
  return [...ids].sort((a, b) => {
    const pa = pos.get(a);
    const pb = pos.get(b);
    if (pa !== undefined || pb !== undefined) return (pa ?? Infinity) - (pb ?? Infinity);
    return compareByRatingThenName(c.players.get(a) as Player, c.players.get(b) as Player);
  });
}

function initialState(c: Context): RankState {
  return { scale: initialOrder(c.inScale, c), scores: undefined, removed: initialOrder(c.removed, c) };
}

const tied = (scores: ReadonlyMap<PlayerId, number> | undefined, a: PlayerId | undefined, b: PlayerId | undefined): boolean => {
  if (!scores || a === undefined || b === undefined) return false;
  const sa = scores.get(a);
  const sb = scores.get(b);
  return sa !== undefined && sb !== undefined && key(sa) === key(sb);
};

/** Values by place; tied scores share the value of the best place (§1). Removed players are worth 0. */
function valuesOf(order: readonly PlayerId[], scores: ReadonlyMap<PlayerId, number> | undefined, c: Context): Map<PlayerId, number> {
  const values = new Map<PlayerId, number>();
  let current = 0;
  order.forEach((id, i) => {
    if (i === 0 || !tied(scores, order[i - 1], id)) current = keizerValue(c.s, c.n, i + 1);
    values.set(id, current);
  });
  for (const id of c.removed) values.set(id, 0);
  return values;
}

/** The previous ranking made fit for this pass: leavers out, late entries in by rating. */
function baseOrder(prev: RankState, c: Context): PlayerId[] {
  const order = prev.scale.filter((id) => c.inScale.has(id));
  const known = new Set(order);
  const newcomers = [...c.inScale].filter((id) => !known.has(id));
  newcomers.sort((a, b) => compareByRatingThenName(c.players.get(a) as Player, c.players.get(b) as Player));
  for (const id of newcomers) {
    const me = c.players.get(id) as Player;
    let at = order.filter((o) => compareByRatingThenName(c.players.get(o) as Player, me) < 0).length;
    while (at > 0 && at < order.length && tied(prev.scores, order[at - 1], order[at])) at++;
    order.splice(at, 0, id);
  }
  return order;
}

function scoresWith(values: ReadonlyMap<PlayerId, number>, c: Context): Map<PlayerId, number> {
  const scores = new Map<PlayerId, number>();
  for (const [id, terms] of c.terms) {
    let sum = 0;
    for (const term of terms) sum += term.fraction * (values.get(term.ref) ?? 0);
    scores.set(id, sum);
  }
  return scores;
}

/** Stable sort by score, highest first; ties keep the given order. */
function byScore(order: readonly PlayerId[], scores: ReadonlyMap<PlayerId, number>): PlayerId[] {
  return order
    .map((id, i) => ({ id, i, s: key(scores.get(id) ?? 0) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.id);
}

interface PassResult {
  readonly state: RankState;
  /** The values the scores of `state` were computed with. */
  readonly used: ReadonlyMap<PlayerId, number>;
}

function pass(prev: RankState, c: Context): PassResult {
  const base = baseOrder(prev, c);
  const used = valuesOf(base, prev.scores, c);
  const scores = scoresWith(used, c);
  const prevRemoved = prev.removed.filter((id) => c.removed.has(id));
  const removedOrder = [
    ...prevRemoved,
    ...initialOrder(
      [...c.removed].filter((id) => !prevRemoved.includes(id)),
      c,
    ),
  ];
  return { state: { scale: byScore(base, scores), scores, removed: byScore(removedOrder, scores) }, used };
}

function stateKey(st: RankState, c: Context): string {
  const values = valuesOf(st.scale, st.scores, c);
  return st.scale.map((id) => `${id}:${key(values.get(id) ?? 0)}`).join(',');
}

interface Computation {
  readonly state: RankState;
  readonly used: ReadonlyMap<PlayerId, number>;
  /** Which ranking `used` are the values of (issue 32). */
  readonly source: ValuesFrom;
  readonly context: Context;
  readonly passes: number;
  readonly cycled: boolean;
  readonly cycleLength?: number | undefined;
  readonly capped: boolean;
}

/** Where the values of a `converge` came from: the ranking itself when it settled (keizer.md §2). */
function convergedSource(r: Omit<Computation, 'context' | 'source'>, k: number): ValuesFrom {
  return { kind: r.cycled ? 'cycle-mean' : r.capped ? 'capped' : 'standings', afterRound: k };
}

/**
 * The values of the previous ranking as its standings print them, or `adjusted` when players joined or
 * left since and the scale was counted again (keizer.md §3).
 */
function previousSource(prev: RankState, prevContext: Context, used: ReadonlyMap<PlayerId, number>): ValuesFrom {
  const printed = valuesOf(prev.scale, prev.scores, prevContext);
  const same = printed.size === used.size && [...used].every(([id, v]) => printed.has(id) && key(printed.get(id) ?? 0) === key(v));
  return { kind: same ? 'standings' : 'adjusted', afterRound: prevContext.k };
}

function converge(start: RankState, c: Context): Omit<Computation, 'context' | 'source'> {
  const seen = new Map<string, number>([[stateKey(start, c), 0]]);
  const states: RankState[] = [start];
  const used: ReadonlyMap<PlayerId, number>[] = [];
  for (let i = 1; i <= c.s.maxPasses; i++) {
    const next = pass(states[i - 1] as RankState, c);
    states.push(next.state);
    used.push(next.used);
    const k = stateKey(next.state, c);
    const j = seen.get(k);
    if (j === i - 1) return { state: next.state, used: next.used, passes: i, cycled: false, capped: false };
    if (j !== undefined) {
      // The states j+1..i were made with the values used[j..i-1]: rank by the mean (§2 converge).
      const length = i - j;
      const mean = new Map<PlayerId, number>();
      for (const values of used.slice(j)) for (const [id, v] of values) mean.set(id, (mean.get(id) ?? 0) + v / length);
      const scores = scoresWith(mean, c);
      const state: RankState = { scale: byScore(next.state.scale, scores), scores, removed: byScore(next.state.removed, scores) };
      return { state, used: mean, passes: i, cycled: true, cycleLength: length, capped: false };
    }
    seen.set(k, i);
  }
  return { state: states[states.length - 1] as RankState, used: used[used.length - 1] as ReadonlyMap<PlayerId, number>, passes: c.s.maxPasses, cycled: false, capped: true };
}

function phaseOf(round: number, planned: number | undefined): 1 | 2 | 3 {
  if (planned === undefined) return 1;
  if (round <= Math.round(planned / 3)) return 1;
  if (round <= Math.round((2 * planned) / 3)) return 2;
  return 3;
}

function compute(t: Tournament, afterRound: number | undefined): Computation {
  const s = keizerSettingsOf(t);
  const last = t.rounds.reduce((m, r) => Math.max(m, r.number), 0);
  const k = afterRound ?? last;
  if (!Number.isInteger(k) || k < 0 || k > last) {
    throw new ArbiterFailure('no-such-round', `there is no round ${afterRound}: rounds 1 to ${last} are paired`);
  }
  const index = indexOf(t);
  const all = new Map(t.players.map((p) => [p.id, termsOf(s, index, p, k).terms]));
  const ctx = (r: number) => context(t, s, all, r);

  if (k === 0) {
    const c = ctx(0);
    const state = initialState(c);
    const used = valuesOf(state.scale, undefined, c);
    return { state, used, source: { kind: 'standings', afterRound: 0 }, context: c, passes: 0, cycled: false, capped: false };
  }
  if (s.iteration === 'converge') {
    const c = ctx(k);
    const r = converge(initialState(c), c);
    return { ...r, source: convergedSource(r, k), context: c };
  }

  let state = initialState(ctx(0));
  for (let r = 1; r < k; r++) {
    const c = ctx(r);
    const phase = s.iteration === 'phased' ? phaseOf(r, t.plannedRounds) : 1;
    if (phase === 3) state = converge(state, c).state;
    else {
      state = pass(state, c).state;
      if (phase === 2) state = pass(state, c).state;
    }
  }
  const c = ctx(k);
  const phase = s.iteration === 'phased' ? phaseOf(k, t.plannedRounds) : 1;
  if (phase === 3) {
    const r = converge(state, c);
    return { ...r, source: convergedSource(r, k), context: c };
  }
  const extra = phase === 2 || (s.iteration === 'final' && (t.plannedRounds === undefined || k >= t.plannedRounds));
  let result = pass(state, c);
  // §1: one pass scores with the previous ranking's values; §2: an extra pass with those of the first pass.
  const source: ValuesFrom = extra ? { kind: 'extra-pass', afterRound: k } : previousSource(state, ctx(k - 1), result.used);
  if (extra) result = pass(result.state, c);
  return { state: result.state, used: result.used, source, context: c, passes: extra ? 2 : 1, cycled: false, capped: false };
}

function rowsOf(comp: Computation): KeizerRow[] {
  const { state, context: c } = comp;
  const scores = scoresWith(comp.used, c);
  const display = valuesOf(state.scale, comp.state.scores, c);
  return [...state.scale, ...state.removed].map((id, i) => ({
    rank: i + 1,
    player: c.players.get(id) as Player,
    score: scores.get(id) ?? 0,
    value: display.get(id) ?? 0,
    played: (c.terms.get(id) ?? []).filter((term) => term.played).length,
  }));
}

/**
 * Keizer standings after round `afterRound` (default: all paired rounds), in ranking order.
 * Throws an ArbiterFailure for a tournament that is not Keizer or a round that does not exist.
 */
export function keizerStandings(t: Tournament, afterRound?: number): KeizerStandings {
  const comp = compute(t, afterRound);
  return {
    rows: rowsOf(comp),
    passes: comp.passes,
    cycled: comp.cycled,
    ...(comp.cycleLength !== undefined ? { cycleLength: comp.cycleLength } : {}),
    ...(comp.capped ? { capped: true } : {}),
    afterRound: comp.context.k,
  };
}

/**
 * Every point of a player's score (the article's Molski complaint, answered): the own value, then one item
 * per round with the value used and the points. The points add up to the score in `keizerStandings`.
 * `valuesFrom` names the ranking whose values scored the rounds (§1–2: with `none`, the standings after the
 * round before), and each item whose value those standings print says after which round (issue 32).
 * Throws an ArbiterFailure for an unknown player or one not (yet) in the ranking.
 */
export function explainKeizerScore(t: Tournament, player: number, afterRound?: number): KeizerExplanation {
  const comp = compute(t, afterRound);
  const p = t.players.find((x) => x.id === player);
  if (!p) throw new ArbiterFailure('unknown-player', `there is no player ${player}`);
  const terms = comp.context.terms.get(player);
  if (!terms) throw new ArbiterFailure('not-ranked', `${p.name} is not in the ranking after round ${comp.context.k} (joins in round ${p.joinedRound ?? 1})`);
  const printedAfter = comp.source.kind === 'standings' ? comp.source.afterRound : undefined;
  const items: KeizerItem[] = terms.map((term) => {
    const value = comp.used.get(term.ref) ?? 0;
    return {
      ...(term.round !== undefined ? { round: term.round } : {}),
      kind: term.kind,
      ...(term.opponent !== undefined ? { opponent: term.opponent } : {}),
      valueOf: term.ref,
      fraction: term.fraction,
      value,
      points: term.fraction * value,
      ...(term.note !== undefined ? { note: term.note } : {}),
      ...(printedAfter !== undefined ? { valuesAfterRound: printedAfter } : {}),
    };
  });
  const row = rowsOf(comp).find((r) => r.player.id === player) as KeizerRow;
  return {
    player: p,
    rank: row.rank,
    score: row.score,
    value: row.value,
    afterRound: comp.context.k,
    items,
    cycled: comp.cycled,
    valuesFrom: comp.source,
    ownValue: comp.used.get(player) ?? 0,
  };
}

/**
 * Every ranked player's score lines after round `afterRound` (default: all paired rounds), from one
 * computation: what `explainKeizerScore` gives one player, without the values (the title odds of
 * keizer.md §7 read the fractions of all of them, and one computation per player would cost N of them).
 */
export function keizerScoreLines(t: Tournament, afterRound?: number): Map<PlayerId, readonly Pick<KeizerItem, 'round' | 'kind' | 'valueOf' | 'fraction'>[]> {
  const comp = compute(t, afterRound);
  const lines = new Map<PlayerId, Pick<KeizerItem, 'round' | 'kind' | 'valueOf' | 'fraction'>[]>();
  for (const [id, terms] of comp.context.terms)
    lines.set(
      id,
      terms.map((term) => ({ ...(term.round !== undefined ? { round: term.round } : {}), kind: term.kind, valueOf: term.ref, fraction: term.fraction })),
    );
  return lines;
}

/**
 * Every player's credit count after round `afterRound` (default: all paired rounds): what his next
 * absence credits depend on (`KeizerCreditCount`), for the title odds to go on scoring by `keizerRoundTerm`.
 */
export function keizerCreditCounts(t: Tournament, afterRound?: number): Map<PlayerId, KeizerCreditCount> {
  const s = keizerSettingsOf(t);
  const k = afterRound ?? t.rounds.reduce((m, r) => Math.max(m, r.number), 0);
  const index = indexOf(t);
  return new Map(t.players.map((p) => [p.id, termsOf(s, index, p, k).count]));
}
