/**
 * The Double-Swiss bracket (C.04.5 Article 3): the choice of the upfloaters that join the top scoregroup
 * (3.5, criteria C4–C7) and the pairing of the bracket by the first identifier (3.6, criteria C1 and C8).
 * Indices are positions in the round's order (1.2: score, then TPN); legality (3.1.1: C1) of the bracket
 * and of the players left (C3) is asked of the compatibility graph.
 */
import type { CardinalityMatching } from '../../matching/cardinality.js';
import type { MatchState } from './players.js';

export interface BracketContext {
  /** The players to pair, in the order of 1.2. */
  readonly states: readonly MatchState[];
  /** C1 between the players not yet paired (the paired ones removed), matching maximum. */
  readonly pool: CardinalityMatching;
  /** C7 and C8 do not apply in the last round (2.3.4, 2.3.5). */
  readonly lastRound: boolean;
}

/** The most upfloater sets weighed for one bracket: past it the best set seen is taken (docs/double-swiss.md). */
export const UPFLOATER_SETS_WEIGHED = 2000;

/** 3.1.1 / C3: the bracket can be paired within itself (C1) and the players outside it among themselves. */
function legal(ctx: BracketContext, bracket: readonly number[]): boolean {
  return ctx.pool.induced(bracket).perfect() && ctx.pool.perfectWithout(bracket);
}

/** C5 compares the upfloaters' scores taken in ascending order: positive when `a` is better (higher). */
function compareProfile(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * C6: unless the next scoregroup was emptied by upfloating, the upfloaters leave it a bracket that
 * complies with C1, C3 and C4 — our reading of C4 there: no more upfloaters than its parity asks.
 */
function c6Holds(ctx: BracketContext, bracket: readonly number[], lower: readonly number[], chosen: ReadonlySet<number>): boolean {
  const left = lower.filter((k) => !chosen.has(k));
  if (left.length === 0) return true;
  const nextScore = ctx.states[lower[0]!]!.score;
  const group = left.filter((k) => ctx.states[k]!.score === nextScore);
  if (group.length === 0) return true;
  const outside = new Set([...bracket]);
  const others = left.filter((k) => ctx.states[k]!.score !== nextScore);
  const check = (next: readonly number[]): boolean => {
    if (!ctx.pool.induced(next).perfect()) return false;
    return ctx.pool.perfectWithout([...outside, ...next]);
  };
  if (group.length % 2 === 0) return check(group);
  return others.some((u) => check([...group, u]));
}

/**
 * 3.5: the upfloaters of the bracket of `residents`, taken from `lower`: the fewest (C4), with the highest
 * scores in ascending order (C5), the bracket legal (3.1.1, C3), then the first set (3.5.4: ordered by
 * score then TPN, sets compared by TPN) that complies with C6 and C7 (the fewest who floated in the
 * previous round, not in the last round). Undefined when no number of upfloaters gives a legal bracket.
 */
export function chooseUpfloaters(ctx: BracketContext, residents: readonly number[], lower: readonly number[]): number[] | undefined {
  for (let k = residents.length % 2; k <= lower.length; k += 2) {
    if (k === 0) {
      if (legal(ctx, residents)) return [];
      continue;
    }
    const best = bestSet(ctx, residents, lower, k);
    if (best !== undefined) return best;
  }
  return undefined;
}

interface Candidate {
  readonly set: number[];
  readonly profile: number[];
  readonly c6: number;
  readonly c7: number;
}

const better = (a: Candidate, b: Candidate): boolean => {
  const p = compareProfile(a.profile, b.profile);
  return p !== 0 ? p > 0 : a.c6 !== b.c6 ? a.c6 < b.c6 : a.c7 < b.c7;
};

function bestSet(ctx: BracketContext, residents: readonly number[], lower: readonly number[], k: number): number[] | undefined {
  const top = lower
    .slice(0, k)
    .map((i) => ctx.states[i]!.score)
    .reverse();
  let best: Candidate | undefined;
  let weighed = 0;
  const pick: number[] = [];
  const walk = (from: number): boolean => {
    if (pick.length === k) {
      const set = pick.map((p) => lower[p]!);
      const profile = set.map((i) => ctx.states[i]!.score).reverse();
      if (best !== undefined && compareProfile(profile, best.profile) < 0) return false;
      const bracket = [...residents, ...set];
      weighed++;
      if (!legal(ctx, bracket)) return weighed >= UPFLOATER_SETS_WEIGHED;
      const c7 = ctx.lastRound ? 0 : set.filter((i) => ctx.states[i]!.floatedLast).length;
      const c6 = c6Holds(ctx, bracket, lower, new Set(set)) ? 0 : 1;
      const c: Candidate = { set, profile, c6, c7 };
      if (best === undefined || better(c, best)) best = c;
      // Nothing later in the order beats the best possible scores with C6 and C7 met.
      return (c6 === 0 && c7 === 0 && compareProfile(profile, top) === 0) || weighed >= UPFLOATER_SETS_WEIGHED;
    }
    for (let p = from; p <= lower.length - (k - pick.length); p++) {
      pick.push(p);
      const stop = walk(p + 1);
      pick.pop();
      if (stop) return true;
    }
    return false;
  };
  walk(0);
  return best?.set;
}

/**
 * 3.6: the pairing of the bracket. In each pair the player with the smaller TPN is the top member (3.6.1);
 * a pairing's identifier is its top members' TPNs in ascending order followed by their bottom members'
 * (3.6.2); pairings are ordered by identifier (3.6.3); the first that complies with C1 and, but in the
 * last round, best with C8 (the fewest upfloaters' opponents who floated in the previous round) is chosen.
 * Returns [top, bottom] index pairs.
 */
export function pairBracket(ctx: BracketContext, bracket: readonly number[], upfloaters: ReadonlySet<number>): [number, number][] | undefined {
  const members = [...bracket].sort((a, b) => ctx.states[a]!.tpn - ctx.states[b]!.tpn);
  const n = members.length / 2;
  const may = (a: number, b: number): boolean => !ctx.states[a]!.met.has(ctx.states[b]!.index);
  const c8Of = (a: number, b: number): number =>
    ctx.lastRound ? 0 : (upfloaters.has(a) && ctx.states[b]!.floatedLast ? 1 : 0) + (upfloaters.has(b) && ctx.states[a]!.floatedLast ? 1 : 0);
  const most = ctx.lastRound || upfloaters.size === 0 ? 0 : 2 * upfloaters.size;
  for (let target = 0; target <= most; target++) {
    const found = firstIdentifier(members, n, may, c8Of, target);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The first identifier (3.6.3) whose pairs all may meet and whose C8 count is at most `target`. */
function firstIdentifier(
  members: readonly number[],
  n: number,
  may: (a: number, b: number) => boolean,
  c8Of: (a: number, b: number) => number,
  target: number,
): [number, number][] | undefined {
  const size = members.length;
  // Top sets in lexicographic order: the first member is always a top, the last always a bottom.
  const tops: number[] = [0];
  const search = (next: number): [number, number][] | undefined => {
    if (tops.length === n) {
      const isTop = new Uint8Array(size);
      for (const t of tops) isTop[t] = 1;
      const bottoms: number[] = [];
      for (let i = 0; i < size; i++) if (!isTop[i]) bottoms.push(i);
      // Each top needs a bottom of a larger TPN (3.6.1): the i-th smallest bottom above the i-th top.
      for (let i = 0; i < n; i++) if (bottoms[i]! < tops[i]!) return undefined;
      return assignBottoms(members, tops, bottoms, may, c8Of, target);
    }
    for (let i = next; i <= size - (n - tops.length) - 1; i++) {
      tops.push(i);
      const r = search(i + 1);
      tops.pop();
      if (r !== undefined) return r;
    }
    return undefined;
  };
  return search(1);
}

/** The smallest sequence of bottoms (in the order of the tops) that completes the pairing. */
function assignBottoms(
  members: readonly number[],
  tops: readonly number[],
  bottoms: readonly number[],
  may: (a: number, b: number) => boolean,
  c8Of: (a: number, b: number) => number,
  target: number,
): [number, number][] | undefined {
  const n = tops.length;
  const used = new Uint8Array(bottoms.length);
  const chosen: number[] = [];
  let backtracked = false;
  const allowed = (t: number, b: number): boolean => bottoms[b]! > tops[t]! && may(members[tops[t]!]!, members[bottoms[b]!]!);
  // A complete assignment of the tops from `from` on still exists (Kuhn's augmenting paths): asked only once
  // the walk has had to go back, so the common case (the first try completes) costs no more than the walk.
  const completable = (from: number): boolean => {
    const mateOfBottom = new Int32Array(bottoms.length).fill(-1);
    const tryTop = (t: number, seen: Uint8Array): boolean => {
      for (let b = 0; b < bottoms.length; b++) {
        if (used[b] || seen[b] || !allowed(t, b)) continue;
        seen[b] = 1;
        if (mateOfBottom[b]! < 0 || tryTop(mateOfBottom[b]!, seen)) {
          mateOfBottom[b] = t;
          return true;
        }
      }
      return false;
    };
    for (let t = from; t < n; t++) if (!tryTop(t, new Uint8Array(bottoms.length))) return false;
    return true;
  };
  const walk = (t: number, c8: number): boolean => {
    if (t === n) return true;
    for (let b = 0; b < bottoms.length; b++) {
      if (used[b] || !allowed(t, b)) continue;
      const cost = c8 + c8Of(members[tops[t]!]!, members[bottoms[b]!]!);
      if (cost > target) continue;
      used[b] = 1;
      chosen.push(b);
      if ((!backtracked || completable(t + 1)) && walk(t + 1, cost)) return true;
      chosen.pop();
      used[b] = 0;
      backtracked = true;
    }
    return false;
  };
  if (!walk(0, 0)) return undefined;
  return chosen.map((b, t) => [members[tops[t]!]!, members[bottoms[b]!]!]);
}
