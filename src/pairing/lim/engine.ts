/**
 * FIDE Lim system, C.04.4.3 (approved by the Council on 28 October 2025, applied from 1 February 2026).
 * The round: the pairing-allocated bye (1.1), then the scoregroups in the order of 2.2 — from the highest
 * down to just above the Median Scoregroup, then from the lowest up to just below it, the Median
 * Scoregroup last — each one pairing first the floaters that came into it (3.6–3.8), then passing on its
 * own floaters (2.3, 3.2, 3.9), then pairing the rest by the scrutiny and exchanges of Article 4. Colours by
 * Article 5 (colours.ts). Built on the Dutch engine's player state and compatibility graph and the matchers
 * of src/matching: before the Median Scoregroup every choice is the first in the text's order with which
 * its scoregroup keeps as many pairs as it can (4.4); the Median Scoregroup, when it cannot be paired, takes
 * back the pairings made before it, the last first (2.6), and then every choice is the first with which the
 * round can still be completed (docs/lim.md, "Our reading").
 */
import { err, ok, type Result } from '../../core/result.js';
import type { CardinalityMatching } from '../../matching/cardinality.js';
import { boardsInOrder, byeCandidate } from '../swissRound.js';
import { compatibilityGraph } from '../dutch/engine.js';
import { BLACK, NO_COLOUR, NO_FLOAT, playersBeforeRound, WHITE } from '../dutch/players.js';
import { DUBOV_HISTORY } from '../dubov/players.js';
import { limColour, limColours, sameDue, type Ranked } from './colours.js';
import type { LimError, LimGroupExplanation, LimInput, LimPairing, LimPairRef } from './types.js';

export interface LimOptions {
  /** Fill `explanation`: each scoregroup's residents, floaters in and out, and pairs. */
  readonly explain?: boolean;
}

const NO_PAIRING = 'no pairing of the round keeps every pair compatible (C.04.4.3 2.1: not met before, within the colour limits): the arbiter decides';

/** The state of the round while its scoregroups are paired (indices into `players`, by score then TPN). */
interface Round {
  readonly players: readonly Ranked[];
  readonly pool: CardinalityMatching;
  readonly paired: Uint8Array;
  /** The pairs in the order they were made: the two players, paired above the median or in it (5), and where. */
  readonly pairs: [number, number, boolean, LimGroupExplanation['place']][];
  /** 2.1's colour limits: whether the two may meet keeping them (in the last round a preference only, Article 6). */
  readonly withinLimits: (a: number, b: number) => boolean;
  /** 3.2.3, 3.8, 5.7: whether a choice made for colour may put `a` where `b` would be (always, unless a Maxi-tournament). */
  readonly withinBand: (a: number, b: number) => boolean;
}

/** 3.2.3, 3.8, 5.7: in a Maxi-tournament, "within 100 points". */
const MAXI_BAND = 100;

interface Floater {
  readonly v: number;
  /** The score of the scoregroup it left (3.6.2, 3.7.2). */
  readonly from: number;
  readonly down: boolean;
}

/** Pairs the next round by the Lim system. Returns an error value when no complete pairing is compatible. */
export function pairLim(input: LimInput, options: LimOptions = {}): Result<LimPairing, LimError> {
  if (!Number.isInteger(input.totalRounds) || input.totalRounds < 1)
    return err({ code: 'lim.input', message: `totalRounds ${input.totalRounds}: expected a whole number of rounds, 1 or more` });
  // Basic Rules art. 3 (as the Dubov engine reads it): the pairing-allocated bye or a forfeit win bars the bye.
  const before = playersBeforeRound(input, DUBOV_HISTORY);
  if (!before.ok) return err({ code: 'lim.input', message: before.error.message });
  const { playedRounds, points } = before.value;
  if (playedRounds >= input.totalRounds) return err({ code: 'lim.input', message: `all ${input.totalRounds} rounds are paired` });
  const ratings = new Map(input.players.map((p) => [p.id, p.rating ?? 0]));
  const players: Ranked[] = before.value.players
    .filter((p) => p.valid && p.available)
    .map((p) => ({ p, tpn: p.rank + 1, colours: limColours(p), rating: ratings.get(p.id) ?? 0 }))
    .sort((a, b) => b.p.score - a.p.score || a.tpn - b.tpn);
  const N = players.length;
  // 2.1: compatible — not met before (nor a prohibited pair), and no pair of two players who both may only
  // have the same colour (another game of the other colour would give three in a row or three more).
  const pool = compatibilityGraph(
    players.map((s) => s.p),
    0,
    (a, b) => !a.forbidden.has(b.index),
    () => false,
  );
  const absolute = [[], []] as [number[], number[]];
  players.forEach((s, k) => {
    if (s.colours.strength === 3) absolute[s.colours.due === WHITE ? 0 : 1].push(k);
  });
  const withinLimits = (a: number, b: number): boolean => {
    const x = players[a]!.colours;
    const y = players[b]!.colours;
    return !(x.strength === 3 && y.strength === 3 && x.due === y.due);
  };
  // Article 6 (our reading, docs/lim.md): in the last round the rule that players with the same score meet
  // comes before the colour limits; they stay the first choice of every step, but do not bar a pairing.
  const lastRound = playedRounds + 1 === input.totalRounds;
  if (!lastRound) for (const same of absolute) pool.removeClique(same);
  pool.maximize();
  const maxi = input.maxiTournament === true;
  const withinBand = (a: number, b: number): boolean => !maxi || Math.abs(players[a]!.rating - players[b]!.rating) <= MAXI_BAND;
  const round: Round = { players, pool, paired: new Uint8Array(N), pairs: [], withinLimits, withinBand };
  let bye: number | undefined;
  if (N % 2 === 1) {
    bye = byeOf(players, pool, playedRounds === 0);
    if (bye === undefined) return err({ code: 'lim.no-pairing', message: NO_PAIRING });
    round.paired[bye] = 1;
    pool.remove(bye);
    pool.maximize();
  }
  if (!pool.perfect()) return err({ code: 'lim.no-pairing', message: NO_PAIRING });
  // 2.2: the Median Scoregroup has half the points the rounds played could give (it may have no residents).
  const median = (points.win * playedRounds) / 2;
  const scores = [...new Set(players.filter((_, k) => !round.paired[k]).map((s) => s.p.score))];
  const above = scores.filter((s) => s > median).sort((a, b) => b - a);
  const below = scores.filter((s) => s < median).sort((a, b) => a - b);
  const explanation: LimGroupExplanation[] = [];
  let down: Floater[] = [];
  let up: Floater[] = [];
  for (let g = 0; g < above.length; g++) {
    const r = pairGroup(round, above[g]!, 'above', down, above[g + 1] ?? median, options.explain === true);
    down = r.out;
    if (r.explanation) explanation.push(r.explanation);
  }
  for (let g = 0; g < below.length; g++) {
    const r = pairGroup(round, below[g]!, 'below', up, below[g + 1] ?? median, options.explain === true);
    up = r.out;
    if (r.explanation) explanation.push(r.explanation);
  }
  const last = pairGroup(round, median, 'median', [...down, ...up], undefined, options.explain === true);
  const medianGroup = last.explanation;
  if (medianGroup && (medianGroup.residents.length > 0 || medianGroup.floatersIn.length > 0)) explanation.push(medianGroup);
  if (last.out.length > 0 || round.paired.some((x) => x === 0)) return err({ code: 'lim.no-pairing', message: NO_PAIRING });
  return ok(finish(players, round.pairs, bye, input, options.explain ? explanation : undefined));
}

/**
 * 1.1: "In addition of what is stated in Article 3 of the Basic Rules for Swiss Systems, the
 * pairing-allocated bye is awarded to the player with the lowest rank in the lowest scoregroup": of the
 * players who may have it (Basic Rules art. 3), the lowest score, then the largest TPN — the first who
 * leaves the others a complete pairing. Round 1 (7.1): "the lowest rated player", equal ratings the lowest
 * ranked; a player without a rating counts as 0, the lowest (docs/lim.md).
 */
function byeOf(players: readonly Ranked[], pool: CardinalityMatching, firstRound: boolean): number | undefined {
  if (firstRound) return byeCandidate(players, pool, (x, y) => x.rating - y.rating || y.tpn - x.tpn);
  return byeCandidate(players, pool, (x, y) => x.p.score - y.p.score || y.tpn - x.tpn);
}

/** Pairs `a` with `b` in the round (they leave the pool; `maximize`: its matching made whole again now). */
function pairUp(round: Round, a: number, b: number, upper: boolean, place: LimGroupExplanation['place'], maximize = true): void {
  round.pairs.push([a, b, upper, place]);
  round.paired[a] = 1;
  round.paired[b] = 1;
  round.pool.remove(a);
  round.pool.remove(b);
  if (maximize) round.pool.maximize();
}

/** Whether `a` and `b` may meet with everyone else still to be paired still pairable. */
const mayPair = (pool: CardinalityMatching, a: number, b: number): boolean => pool.hasEdge(a, b) && (pool.mateOf(a) === b || pool.perfectWithout([a, b]));

/**
 * A scoregroup's own pairs before the Median Scoregroup (2.3, 3.6–3.8, 4.4): the most it can keep among
 * its players (residents and the floaters that came in), whatever the scoregroups after it hold — the
 * Median Scoregroup takes back pairings made before it if it cannot be paired (2.6).
 */
class GroupPairs {
  private readonly at: Map<number, number>;
  private readonly local: CardinalityMatching;
  private alive: number;
  private size: number;

  constructor(pool: CardinalityMatching, members: readonly number[]) {
    this.at = new Map(members.map((v, i) => [v, i]));
    this.local = pool.induced(members);
    this.alive = members.length;
    this.size = (this.alive - this.local.maximize()) / 2;
  }

  /** Whether a–b may meet with the scoregroup still keeping as many pairs as it can. */
  keeps(a: number, b: number): boolean {
    const x = this.at.get(a)!;
    const y = this.at.get(b)!;
    if (!this.local.hasEdge(x, y)) return false;
    if (this.local.mateOf(x) === y) return true;
    const rest = this.local.copy();
    rest.remove(x);
    rest.remove(y);
    return (this.alive - 2 - rest.maximize()) / 2 === this.size - 1;
  }

  pair(a: number, b: number): void {
    this.local.remove(this.at.get(a)!);
    this.local.remove(this.at.get(b)!);
    this.alive -= 2;
    this.size = (this.alive - this.local.maximize()) / 2;
  }
}

/**
 * One scoregroup: its residents with the floaters that came in. `next`: the score of the neighbouring
 * scoregroup the floaters go on to (3.9: the adjacent one), undefined for the Median Scoregroup.
 */
function pairGroup(
  round: Round,
  score: number,
  place: LimGroupExplanation['place'],
  incoming: readonly Floater[],
  next: number | undefined,
  explain: boolean,
): { out: Floater[]; explanation?: LimGroupExplanation } {
  const { players, paired } = round;
  const downward = place !== 'below'; // 2.2: the Median Scoregroup is paired downward
  const residents: number[] = [];
  for (let k = 0; k < players.length; k++) if (!paired[k] && players[k]!.p.score === score) residents.push(k);
  const made: [number, number][] = [];
  const cracked: [number, number][] = [];
  const swaps: ColourExchange[] = [];
  // 2.6: the Median Scoregroup takes back pairings made before it until it can be paired.
  const arriving = next === undefined ? crack(round, incoming, cracked) : incoming;
  if (arriving === undefined) return { out: [...incoming] };
  const floatersIn = pairFloaters(round, residents, arriving, place, made);
  const left = floatersIn.left;
  const rest = residents.filter((v) => !paired[v]);
  const out: Floater[] = [];
  if (next === undefined) {
    // The Median Scoregroup is paired last: everyone left is paired here (floaters among them).
    exchange(round, [...rest, ...left.map((f) => f.v)], true, made, swaps);
  } else {
    const floaters = chooseFloaters(round, rest, downward, next);
    const stay = rest.filter((v) => !floaters.includes(v));
    exchange(round, stay, downward, made, swaps, place);
    out.push(...left, ...floaters.map((v) => ({ v, from: score, down: downward })));
  }
  const id = (v: number): number => players[v]!.p.id;
  const ref = ([a, b]: readonly [number, number]): LimPairRef => ({ player: id(a), opponent: id(b) });
  const byId = (pairs: readonly (readonly [number, number])[]): LimPairRef[] => pairs.map(ref);
  return {
    out,
    ...(explain
      ? {
          explanation: {
            score: score / 10,
            place,
            residents: residents.map(id),
            floatersIn: floatersIn.order.map(id),
            floatersOut: out.map((f) => id(f.v)),
            pairs: byId(made),
            ...(cracked.length > 0 ? { cracked: byId(cracked) } : {}),
            ...(swaps.length > 0 ? { colourExchanges: swaps.map((x) => ({ was: [ref(x.was[0]), ref(x.was[1])] as const, now: [ref(x.now[0]), ref(x.now[1])] as const })) } : {}),
          },
        }
      : {}),
  };
}

/**
 * 2.6: while the Median Scoregroup (its residents and the floaters that reached it) cannot be paired, the
 * last pairing made on one side of it is taken back and its two players join it as floaters from that
 * side: the side below when more of its floaters came from above than from below (2.6.1), otherwise the
 * side above (2.6.2); the other side when that one has no pairing left. Returns the floaters it then holds
 * (those that came and those cracked), undefined when no pairing is left to take back.
 */
function crack(round: Round, incoming: readonly Floater[], cracked: [number, number][]): Floater[] | undefined {
  const { players, pool, pairs, paired } = round;
  const floaters = [...incoming];
  while (!pool.perfect()) {
    const fromAbove = floaters.filter((f) => f.down).length;
    const has = (side: 'above' | 'below'): boolean => pairs.some((p) => p[3] === side);
    let side: 'above' | 'below' = fromAbove > floaters.length - fromAbove ? 'below' : 'above';
    if (!has(side)) side = side === 'below' ? 'above' : 'below';
    if (!has(side)) return undefined;
    const k = pairs.findLastIndex((p) => p[3] === side);
    const [a, b] = pairs[k]!;
    pairs.splice(k, 1);
    cracked.push([a, b]);
    for (const v of [a, b]) {
      paired[v] = 0;
      pool.restore(v);
      floaters.push({ v, from: players[v]!.p.score, down: side === 'above' });
    }
  }
  return floaters;
}

/**
 * 3.6–3.8: the floaters that came into a scoregroup are paired first. Above the median (and in it) the
 * downfloaters come first, from the highest scoregroup (3.6.2) and the highest ranked (3.6.1), then the
 * upfloaters; below it the upfloaters first, from the lowest scoregroup (3.7.2) and the lowest ranked
 * (3.7.1). A downfloater meets the highest ranked player available, an upfloater the lowest ranked, one due
 * the other colour if there is one (3.8); residents before the other floaters. Available: before the Median
 * Scoregroup, the scoregroup still keeps as many pairs as it can (4.4); in it, the round can still be
 * completed. A floater nobody here may meet goes on to the next scoregroup.
 */
function pairFloaters(
  round: Round,
  residents: readonly number[],
  incoming: readonly Floater[],
  place: LimGroupExplanation['place'],
  made: [number, number][],
): { order: number[]; left: Floater[] } {
  const { players, paired, pool } = round;
  const upper = place !== 'below';
  const tpn = (v: number): number => players[v]!.tpn;
  const sorted = [...incoming].sort((a, b) => {
    if (a.down !== b.down) return upper === a.down ? -1 : 1;
    if (a.down) return b.from - a.from || tpn(a.v) - tpn(b.v);
    return a.from - b.from || tpn(b.v) - tpn(a.v);
  });
  const group = place === 'median' ? undefined : new GroupPairs(pool, [...residents, ...sorted.map((f) => f.v)]);
  const available = (a: number, b: number): boolean => (group ? group.keeps(a, b) : mayPair(pool, a, b));
  const left: Floater[] = [];
  for (const f of sorted) {
    if (paired[f.v]) continue;
    const byRank = (xs: readonly number[]): number[] => [...xs].sort((a, b) => (f.down ? tpn(a) - tpn(b) : tpn(b) - tpn(a)));
    const candidates = [...byRank(residents), ...byRank(sorted.filter((g) => g !== f).map((g) => g.v))].filter((c) => !paired[c]);
    const due = players[f.v]!.colours.due;
    const otherColour = (c: number): boolean => {
      const d = players[c]!.colours.due;
      return due === NO_COLOUR || d === NO_COLOUR || d !== due;
    };
    const { withinLimits, withinBand } = round;
    // 3.8: the first available, or one due the other colour — in a Maxi-tournament only one rated within
    // 100 points of the first (3.8, 5.7: an exchange for colour only within the band).
    const first = candidates.find((c) => withinLimits(f.v, c) && available(f.v, c));
    const c =
      (first === undefined ? undefined : candidates.find((c) => otherColour(c) && withinLimits(f.v, c) && withinBand(c, first) && available(f.v, c))) ??
      first ??
      candidates.find((c) => available(f.v, c));
    if (c === undefined) {
      left.push(f);
      continue;
    }
    made.push([f.v, c]);
    group?.pair(f.v, c);
    pairUp(round, f.v, c, upper, place, group === undefined);
  }
  return { order: sorted.map((f) => f.v), left: left.filter((f) => !paired[f.v]) };
}

/**
 * 2.3 and 3.2: the players a scoregroup passes on. First those who have no compatible opponent in it
 * (2.3.1–2.3.3), then as few more as make the rest pairable among themselves (2.3.4: an even number; 4.4:
 * those a largest pairing of the scoregroup leaves over). Candidates in the order of 3.9 (the least disadvantaged type first: d,
 * c, b, a — types a and b are players who floated into this scoregroup, who are not candidates here: the
 * floaters that came in were paired first or go on; so d, a player with a compatible opponent in the
 * scoregroup the floater goes to, before c, one without), then 3.10 (not one who floated in the previous
 * round), then one whose leaving equalises the colours of the rest (3.2.2), then the lowest ranked when
 * pairing downward, the highest ranked when pairing upward (3.2.4).
 */
function chooseFloaters(round: Round, rest: readonly number[], downward: boolean, next: number): number[] {
  const { players, pool, paired } = round;
  const local = pool.induced(rest);
  const forced: number[] = [];
  rest.forEach((v, i) => {
    let any = false;
    for (let j = 0; j < rest.length && !any; j++) if (j !== i && local.hasEdge(i, j)) any = true;
    if (!any) forced.push(v);
  });
  const candidates = rest.filter((v) => !forced.includes(v));
  const whites = candidates.filter((v) => players[v]!.colours.due === WHITE).length;
  const blacks = candidates.filter((v) => players[v]!.colours.due === BLACK).length;
  const surplus = whites > blacks ? WHITE : blacks > whites ? BLACK : NO_COLOUR;
  const adjacent: number[] = [];
  for (let k = 0; k < players.length; k++) if (!paired[k] && players[k]!.p.score === next) adjacent.push(k);
  // 3.2.3: in a Maxi-tournament the colour counts (3.2.2) only for a player rated within 100 points of the
  // one 3.2.4 would float: the lowest ranked when pairing downward, the highest ranked when pairing upward.
  const byRank = candidates.map((v) => players[v]!.tpn);
  const rankFloater = candidates[byRank.indexOf(downward ? Math.max(...byRank) : Math.min(...byRank))];
  const key = new Map(
    candidates.map((v) => {
      const s = players[v]!;
      const typeC = adjacent.some((c) => pool.hasEdge(v, c)) ? 0 : 1; // 3.9.1: d 0, c 1
      const floatedLast = s.p.float1 !== NO_FLOAT ? 1 : 0; // 3.10
      const colour = surplus !== NO_COLOUR && s.colours.due === surplus && round.withinBand(v, rankFloater!) ? 0 : 1; // 3.2.2, 3.2.3
      return [v, [typeC, floatedLast, colour, downward ? -s.tpn : s.tpn]] as const; // 3.2.4
    }),
  );
  const ordered = [...candidates].sort((a, b) => {
    const x = key.get(a)!;
    const y = key.get(b)!;
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || x[3] - y[3];
  });
  const works = (floaters: readonly number[]): boolean => pool.induced(rest.filter((v) => !floaters.includes(v))).perfect();
  // As many float as a largest pairing of the scoregroup leaves over (4.4), the first set of that size in
  // the order above, a few thousand tried at most (a scoregroup needs more than one or two floaters only when
  // its players have met); past that, everyone left floats on (the Median Scoregroup pairs them, 2.6).
  const budget = { tests: 4000 };
  for (let k = local.maximize() - forced.length; k <= candidates.length && budget.tests > 0; k += 2) {
    const found = firstSet(ordered, k, budget, (set) => works([...forced, ...set]));
    if (found) return [...forced, ...found];
  }
  return [...rest];
}

/** The first set of `k` players of `ordered` (by their places, lexicographically) that `test` accepts, within `budget` tests. */
function firstSet(ordered: readonly number[], k: number, budget: { tests: number }, test: (set: number[]) => boolean): number[] | undefined {
  const set: number[] = [];
  const go = (from: number): boolean => {
    if (set.length === k) return budget.tests-- > 0 && test(set);
    for (let i = from; i <= ordered.length - (k - set.length) && budget.tests > 0; i++) {
      set.push(ordered[i]!);
      if (go(i + 1)) return true;
      set.pop();
    }
    return false;
  };
  return go(0) ? [...set] : undefined;
}

/** One exchange for colour (5.2): the two pairs before and after, as indices into the round's players. */
interface ColourExchange {
  readonly was: readonly [readonly [number, number], readonly [number, number]];
  readonly now: readonly [readonly [number, number], readonly [number, number]];
}

/**
 * Article 4: the players are ranked, the top half proposed against the bottom half (1 v n/2+1, 2 v
 * n/2+2, …) and scrutinised — when pairing downward from the highest ranked, when pairing upward from the
 * lowest ranked. The player scrutinised takes his proposed opponent if they are compatible; otherwise the
 * next one in the order of the exchanges (4.2–4.3): the rest of the other half going away from his own
 * rank, then his own half from the far end back towards him. The first choice with which everyone left
 * can still be paired is taken, and the rest is proposed again, half against half. Then the exchanges for
 * colour (5.2, `exchangeForColour`).
 */
function exchange(
  round: Round,
  group: readonly number[],
  downward: boolean,
  made: [number, number][],
  swaps: ColourExchange[],
  where: LimGroupExplanation['place'] = 'median',
): void {
  const { players, paired } = round;
  const members = [...group].sort((a, b) => players[a]!.tpn - players[b]!.tpn);
  // Within the group: its players were checked pairable among themselves (the rest of the round apart).
  const local = round.pool.induced(members);
  const graph = local.copy();
  local.maximize();
  const at = new Map(members.map((v, i) => [v, i]));
  const scrutiny: [number, number][] = [];
  let left = members;
  while (left.length >= 2) {
    const h = left.length >> 1;
    // The places in `left` in the order of the exchanges: downward #1 tries the bottom half from its top,
    // then the top half from its bottom; upward the lowest ranked tries the top half from its bottom, then
    // the bottom half from its top.
    const p = downward ? left[0]! : left[2 * h - 1]!;
    const place = downward ? (i: number) => (i < h ? h + i : 2 * h - 1 - i) : (i: number) => (i < h ? h - 1 - i : i);
    const first = (ok: (c: number) => boolean): number | undefined => {
      for (let i = 0; i < 2 * h - 1; i++) if (ok(left[place(i)]!)) return left[place(i)]!;
      return undefined;
    };
    const c = first((c) => round.withinLimits(p, c) && mayPair(local, at.get(p)!, at.get(c)!)) ?? first((c) => mayPair(local, at.get(p)!, at.get(c)!));
    if (c === undefined) break; // cannot happen: the group was checked pairable
    scrutiny.push([p, c]);
    paired[p] = 1;
    paired[c] = 1;
    local.remove(at.get(p)!);
    local.remove(at.get(c)!);
    local.maximize();
    left = left.filter((v) => !paired[v]);
  }
  exchangeForColour(round, scrutiny, (a, b) => graph.hasEdge(at.get(a)!, at.get(b)!), swaps);
  // The group's own matching decided; the round's is made whole once, after the group.
  for (const [p, c] of scrutiny) {
    made.push([p, c]);
    pairUp(round, p, c, downward, where, false);
  }
  round.pool.maximize();
}

/**
 * 5.2 (our reading, docs/lim.md): after the scrutiny of Article 4, the pairs are scrutinised again, in the
 * same order, for colour. In a pair whose two players are due the same colour, the opponent of the player
 * scrutinised is exchanged for the opponent of the next pair with which the player scrutinised gets his due
 * colour and the other pair keeps as many due colours as it had — so that more players get theirs; both new
 * pairs compatible (2.1) and within the colour limits. In a Maxi-tournament the two opponents exchanged are
 * rated within 100 points of each other (5.7).
 */
function exchangeForColour(round: Round, pairs: [number, number][], compatible: (a: number, b: number) => boolean, swaps: ColourExchange[]): void {
  const { players, withinLimits, withinBand } = round;
  const conflict = (a: number, b: number): number => (sameDue(players[a]!, players[b]!) ? 1 : 0);
  const fits = (a: number, b: number): boolean => compatible(a, b) && withinLimits(a, b);
  for (let i = 0; i < pairs.length; i++) {
    const [p, c] = pairs[i]!;
    if (!conflict(p, c)) continue;
    for (let j = i + 1; j < pairs.length; j++) {
      const [q, d] = pairs[j]!;
      if (conflict(p, d) || conflict(q, c) > conflict(q, d) || !fits(p, d) || !fits(q, c) || !withinBand(c, d)) continue;
      swaps.push({
        was: [
          [p, c],
          [q, d],
        ],
        now: [
          [p, d],
          [q, c],
        ],
      });
      pairs[i] = [p, d];
      pairs[j] = [q, c];
      break;
    }
  }
}

function finish(players: readonly Ranked[], pairs: Round['pairs'], bye: number | undefined, input: LimInput, explanation: LimGroupExplanation[] | undefined): LimPairing {
  const initial = input.initialColour === 'white' ? WHITE : BLACK;
  const boards = boardsInOrder(
    pairs.map(([a, b, upper]) => {
      const x = players[a]!;
      const y = players[b]!;
      return limColour(x, y, upper, initial) === WHITE ? { white: x, black: y } : { white: y, black: x };
    }),
  );
  return { pairs: boards, bye: bye === undefined ? undefined : players[bye]!.p.id, ...(explanation ? { explanation } : {}) };
}
