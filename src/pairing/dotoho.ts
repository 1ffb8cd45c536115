import { compareByRatingThenName, type Player, type PlayerId } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import type { Game } from '../core/game.js';
import { shuffleSeeded } from '../core/random.js';
import type { Round } from '../core/round.js';

/**
 * The DO-TO-HO plan (C. Methfessel, G. Podszuweit 1999, "DO-TO-HO Turnier-Modus-Vorschlag"): a preliminary stage
 * without groups in which each of N players gets exactly R games. The players get places 1..N by lot (or
 * a seeding), the list is read as a circle, and a and b play when their circular distance
 * d = |(a−b) MOD N| (absolutely least residue) is between 1 and R/2.
 *
 * Our reading of the seed, where it contradicts itself:
 * - It writes `|(a−b) MOD N| < r/2`; that gives r−2 games, not the "genau r Spiele" it promises, and
 *   includes a = b. The rule is 1 ≤ d ≤ R/2 (R/2 passes, each with two opponents per player).
 * - In the game list the line `2ni+m1 – (n+1)i+m1` is a typo for `(2n+1)i+m1`: every game of pass i has
 *   distance exactly i.
 * - Its remark "Die Gesamtzahl der Spiele ist N·r" counts every game twice: a plan has N·R/2 games.
 * - The odd-R scheme ("zuerst eine Vorrunde nach obigem Schema mit r-3 Spielen", then one more full pass and
 *   one single pass) needs R ≥ 3. One game each (R = 1, N even) is simply the pass at distance N/2: a plays
 *   a + N/2 for a = 1..N/2, the player opposite him on the circle, so every player has exactly one game
 *   (issue 15; `halfPass`).
 * - When R = N−1 with N a multiple of 4 the odd scheme's full pass would be at distance N/2, which repeats
 *   opponents: reported as an error rather than giving a wrong plan (R = N−1 is a round robin anyway).
 */

export const DOTOHO_ERRORS = ['bad-number', 'too-many-games', 'odd-total', 'scheme-repeats'] as const;
export type DotohoErrorCode = (typeof DOTOHO_ERRORS)[number];

const fault = (code: DotohoErrorCode | 'bad-round', message: string): Result<never> => err({ code, message });

/** "1 game", "2 games"; "1 pass", "2 passes". */
export const countOf = (n: number, word: string, plural = `${word}s`): string => `${n} ${n === 1 ? word : plural}`;

/** A game of the plan as [left, right] places (1..N); left is listed first and plays white. */
export type PlanGame = readonly [left: number, right: number];

/** One pass ("Durchlauf"): all games at one circular distance, in the seed's order. */
export interface DotohoPass {
  /** The circular distance i of every game in the pass. */
  readonly distance: number;
  /** True for a pass in which each player has one game: the single pass of odd R (games a – a+i for odd a),
   *  or the pass at distance N/2 of R = 1 (games a – a+N/2). */
  readonly single: boolean;
  readonly games: readonly PlanGame[];
}

export interface DotohoPlan {
  readonly players: number;
  /** Games per player (R). */
  readonly games: number;
  readonly passes: readonly DotohoPass[];
}

/** `a MOD n` as the seed defines it: the absolutely least residue (9 MOD 5 = −1, 8 MOD 5 = −2). */
export function leastResidue(a: number, n: number): number {
  const r = ((a % n) + n) % n;
  return r > n / 2 ? r - n : r;
}

/** Circular distance of places a and b in a circle of n: |(a−b) MOD n|. */
export function circularDistance(a: number, b: number, n: number): number {
  return Math.abs(leastResidue(a - b, n));
}

/** Place p + k on the circle 1..n. */
const wrap = (p: number, n: number): number => ((((p - 1) % n) + n) % n) + 1;

/**
 * Pass i ("i-ter Durchlauf") for N players, in the seed's order: with N = 2·i·n + m (0 ≤ m < 2i),
 * m1 = min(m, i), m2 = max(0, m − i), first the games 1 – 1+i … i – 2i, 2i+1 – 3i+1 … (blocks of 2i),
 * then 2ni+1 – (2n+1)i+1 … 2ni+m1 – (2n+1)i+m1, then 1+i – 1+2i … 2i – 3i, … and finally
 * (2n+1)i+1 – (2n+2)i+1 … (2n+1)i+m2 – (2n+2)i+m2; right sides modulo N. Every player is once left and
 * once right. Needs 1 ≤ i < N/2.
 */
export function dotohoPass(players: number, i: number): DotohoPass {
  const n = Math.floor(players / (2 * i));
  const m = players - 2 * i * n;
  const m1 = Math.min(m, i);
  const m2 = Math.max(0, m - i);
  const games: PlanGame[] = [];
  const game = (left: number) => games.push([left, wrap(left + i, players)]);
  for (let j = 0; j < n; j++) for (let k = 1; k <= i; k++) game(2 * j * i + k);
  for (let k = 1; k <= m1; k++) game(2 * n * i + k);
  for (let j = 0; j < n; j++) for (let k = 1; k <= i; k++) game(2 * j * i + i + k);
  for (let k = 1; k <= m2; k++) game((2 * n + 1) * i + k);
  return { distance: i, single: false, games };
}

/** The single-game pass of odd R: a – a+i for odd a (i odd and N even, so every player plays once). */
export function singlePass(players: number, i: number): DotohoPass {
  const games: PlanGame[] = [];
  for (let a = 1; a < players; a += 2) games.push([a, wrap(a + i, players)]);
  return { distance: i, single: true, games };
}

/**
 * One game each (R = 1, N even): the pass at distance N/2, a – a+N/2 for a = 1..N/2. Distance N/2 is the only
 * one at which a player has a single opponent on the circle (a + N/2 = a − N/2), so each plays once.
 */
export function halfPass(players: number): DotohoPass {
  const i = players / 2;
  const games: PlanGame[] = [];
  for (let a = 1; a <= i; a++) games.push([a, a + i]);
  return { distance: i, single: true, games };
}

/**
 * Checks N and R and says in one line why a plan is impossible (or why the seed's scheme cannot make it).
 */
export function checkDotoho(players: number, games: number): Result<void> {
  if (!Number.isInteger(players) || players < 2) return fault('bad-number', `the number of players must be a whole number of at least 2, not ${players}`);
  if (!Number.isInteger(games) || games < 1) return fault('bad-number', `the number of games per player must be a whole number of at least 1, not ${games}`);
  if (games >= players) return fault('too-many-games', `${games} games each is impossible with ${players} players: a player has only ${players - 1} different opponents`);
  if ((players * games) % 2 === 1)
    return fault(
      'odd-total',
      `${players} players × ${countOf(games, 'game')} is odd, but every game has two players: with an odd number of games the number of players must be even`,
    );
  const h = (games - 1) / 2;
  if (games % 2 === 1 && games >= 3 && (h + 1) % 2 === 0 && 2 * (h + 1) >= players)
    return fault(
      'scheme-repeats',
      `with ${players} players (a multiple of 4) and ${games} = N−1 games the DO-TO-HO scheme would need a full pass at distance ${h + 1} = N/2, which repeats opponents; play a round robin instead`,
    );
  return ok(undefined);
}

/**
 * The DO-TO-HO plan for N players and R games each: even R → passes i = 1..R/2; R = 1 (N even) → the pass at
 * distance N/2; odd R ≥ 3 (N even) → passes 1..(R−3)/2, then with h = ⌊R/2⌋ either (h+1 odd) a full pass at h
 * and the single pass at h+1, or (h+1 even) a full pass at h+1 and the single pass at h. Errors (as values)
 * for impossible inputs.
 */
export function dotohoPlan(players: number, games: number): Result<DotohoPlan> {
  const check = checkDotoho(players, games);
  if (!check.ok) return check;
  const passes: DotohoPass[] = [];
  if (games === 1) {
    passes.push(halfPass(players));
  } else if (games % 2 === 0) {
    for (let i = 1; i <= games / 2; i++) passes.push(dotohoPass(players, i));
  } else {
    const h = (games - 1) / 2;
    for (let i = 1; i <= (games - 3) / 2; i++) passes.push(dotohoPass(players, i));
    if ((h + 1) % 2 === 1)
      passes.push(dotohoPass(players, h), singlePass(players, h + 1)); // 1. Fall
    else passes.push(dotohoPass(players, h + 1), singlePass(players, h)); // 2. Fall
  }
  return ok({ players, games, passes });
}

/** The plan as JSON: `[{"distance": i, "single": false, "games": [[left, right], …]}, …]`. */
export function makeDotohoJson(plan: DotohoPlan): string {
  return `[\n${plan.passes.map((p) => `  {"distance": ${p.distance}, "single": ${p.single}, "games": [${p.games.map(([l, r]) => `[${l}, ${r}]`).join(', ')}]}`).join(',\n')}\n]\n`;
}

/** The plan as text for the notice board: one block per pass, games in the seed's order. */
export function makeDotohoText(plan: DotohoPlan): string {
  const total = (plan.players * plan.games) / 2;
  const width = String(plan.players).length;
  const lines = [`DO-TO-HO plan: ${plan.players} players, ${countOf(plan.games, 'game')} each, ${countOf(total, 'game')} in ${countOf(plan.passes.length, 'pass', 'passes')}`];
  plan.passes.forEach((p, k) => {
    lines.push('', `Pass ${k + 1}: distance ${p.distance}${p.single ? ', one game each' : ', two games each'} (${countOf(p.games.length, 'game')})`);
    for (const [l, r] of p.games) lines.push(`  ${String(l).padStart(width)} - ${String(r).padStart(width)}`);
  });
  return `${lines.join('\n')}\n`;
}

/** A round of a DO-TO-HO stage: disjoint games of one pass. */
export interface DotohoRound {
  readonly number: number;
  /** Index of the pass in `plan.passes` (0-based). */
  readonly pass: number;
  readonly distance: number;
  readonly games: readonly PlanGame[];
  /** Places without a game in this round (they rest: this is not a bye and scores nothing). */
  readonly resting: readonly number[];
}

/**
 * Splits the plan into rounds: each pass is played in rounds taken in the seed's order — a round takes,
 * in order, every remaining game of the pass whose two players are still free. A full pass is a union of
 * cycles, so it takes 2 rounds (3 when a cycle has odd length); the single pass takes 1.
 */
export function dotohoRounds(plan: DotohoPlan): DotohoRound[] {
  const rounds: DotohoRound[] = [];
  plan.passes.forEach((pass, index) => {
    let remaining = [...pass.games];
    while (remaining.length) {
      const busy = new Set<number>();
      const now: PlanGame[] = [];
      const later: PlanGame[] = [];
      for (const g of remaining) {
        if (busy.has(g[0]) || busy.has(g[1])) later.push(g);
        else {
          now.push(g);
          busy.add(g[0]);
          busy.add(g[1]);
        }
      }
      const resting = Array.from({ length: plan.players }, (_, k) => k + 1).filter((p) => !busy.has(p));
      rounds.push({ number: rounds.length + 1, pass: index, distance: pass.distance, games: now, resting });
      remaining = later;
    }
  });
  return rounds;
}

/** How many rounds the stage takes (see `dotohoRounds`). */
export function dotohoRoundCount(plan: DotohoPlan): number {
  return dotohoRounds(plan).length;
}

/**
 * Round `round` of the stage as a core `Round` (left plays white): places replaced by player ids
 * (`idsByPlace[p−1]` sits at place p, see `dotohoSeating`). Resting players are simply not paired: `byes`
 * stays empty because a rest in a DO-TO-HO stage is not a bye.
 */
export function dotohoRound(plan: DotohoPlan, idsByPlace: readonly PlayerId[], round: number): Result<Round> {
  if (idsByPlace.length !== plan.players) return fault('bad-round', `the plan has ${plan.players} places but ${idsByPlace.length} players were seated`);
  const rounds = dotohoRounds(plan);
  const r = rounds[round - 1];
  if (!r) return fault('bad-round', `the DO-TO-HO stage has rounds 1–${rounds.length}, not round ${round}`);
  const games: Game[] = r.games.map(([l, rt], k) => ({ board: k + 1, white: idsByPlace[l - 1]!, black: idsByPlace[rt - 1]! }));
  return ok({ number: round, games, byes: [] });
}

/**
 * How players get their places (the seed's step 1 and its "Variationen"):
 * - `lot`: every place by lot;
 * - `given`: the players' order as given;
 * - `strength`: R strength classes by rating (highest first); the strongest class draws the places
 *   1 mod R, the next class the places 2 mod R, and so on, so that everyone meets different strengths;
 * - `origin`: R classes by origin (club or town), keeping players of one origin in one class as far as
 *   the class sizes allow, then as `strength`: players of one class sit R places apart, so with even R
 *   they never meet when R divides N (otherwise the last and first of a class may meet across the end of
 *   the circle, at distance N mod R).
 * Lots are seeded and reproducible.
 */
export type DotohoSeeding =
  | { readonly kind: 'lot'; readonly seed: number }
  | { readonly kind: 'given' }
  | { readonly kind: 'strength'; readonly seed: number }
  | { readonly kind: 'origin'; readonly seed: number; readonly origin?: ((p: Player) => string | undefined) | undefined };

/** The places p (1..N) with p ≡ k (mod R), k = 1..R: class k sits there. */
function classPlaces(players: number, classes: number): number[][] {
  const places: number[][] = Array.from({ length: classes }, () => []);
  for (let p = 1; p <= players; p++) places[(p - 1) % classes]!.push(p);
  return places;
}

/**
 * Seats the players: returns the player ids by place (index 0 = place 1). `games` is R (the number of
 * classes for `strength` and `origin`).
 */
export function dotohoSeating(players: readonly Player[], games: number, seeding: DotohoSeeding): PlayerId[] {
  const byId = [...players].sort((a, b) => a.id - b.id);
  switch (seeding.kind) {
    case 'given':
      return players.map((p) => p.id);
    case 'lot':
      return shuffleSeeded(
        byId.map((p) => p.id),
        seeding.seed,
      );
    case 'strength':
    case 'origin': {
      const classes = Math.max(1, Math.min(games, players.length));
      const places = classPlaces(players.length, classes);
      const members: PlayerId[][] =
        seeding.kind === 'strength'
          ? fillInOrder(
              [...players].sort(compareByRatingThenName).map((p) => p.id),
              places,
            )
          : fillByOrigin(byId, places, seeding.origin ?? ((p) => p.club));
      const seat: PlayerId[] = new Array<PlayerId>(players.length);
      members.forEach((ids, k) => {
        const drawn = shuffleSeeded(ids, seeding.seed + k);
        places[k]!.forEach((place, j) => (seat[place - 1] = drawn[j]!));
      });
      return seat;
    }
  }
}

function fillInOrder(ids: readonly PlayerId[], places: readonly number[][]): PlayerId[][] {
  let at = 0;
  return places.map((ps) => ids.slice(at, (at += ps.length)));
}

/** Largest origins first, each into the class with the most room (split over classes only when needed). */
function fillByOrigin(players: readonly Player[], places: readonly number[][], origin: (p: Player) => string | undefined): PlayerId[][] {
  const groups = new Map<string, PlayerId[]>();
  const loose: PlayerId[] = [];
  for (const p of players) {
    const o = origin(p)?.trim().toLocaleLowerCase();
    if (!o) loose.push(p.id);
    else groups.set(o, [...(groups.get(o) ?? []), p.id]);
  }
  const ordered = [...groups.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0], 'en'));
  const members: PlayerId[][] = places.map(() => []);
  const room = (k: number) => places[k]!.length - members[k]!.length;
  const roomiest = () => members.reduce((best, _, k) => (room(k) > room(best) ? k : best), 0);
  for (const [, ids] of ordered) {
    let rest = [...ids];
    while (rest.length) {
      const k = roomiest();
      const take = rest.slice(0, room(k));
      members[k]!.push(...take);
      rest = rest.slice(take.length);
    }
  }
  for (const id of loose) members[roomiest()]!.push(id);
  return members;
}
