/**
 * The weight of an edge of a bracket's graph, built criterion by criterion (as bbpPairings'
 * computeEdgeWeight): each criterion is one named bit field, the most important one highest, so that a
 * maximum-weight matching is the best candidate by the rules' order of criteria (2017 B.8, 2025 3.8). The
 * lowest field is left free for the order in which the rules generate candidates (2017 D, 2025 4).
 *
 * A bracket's graph holds, in this order: the moved-down players (MDPs), the resident players, then the
 * next score group, and (when the bracket is paired with all the players below it) everyone else.
 * Fields are functions of two graph vertices, `hi` ranked above `lo`; a pair that breaks an absolute
 * criterion (C1, C3, forbidden pairs) has weight 0, which is no edge.
 */
import type { TypePairs } from './edges.js';
import type { CardinalityMatching } from '../../matching/cardinality.js';
import { DOWN, invert, NO_COLOUR, UP, type PlayerState } from './players.js';

export interface BracketGraph {
  /** The graph's vertices: MDPs [0, mdps), residents [mdps, bracketEnd), next score group [bracketEnd, nextEnd), the rest [nextEnd, size). */
  readonly players: readonly PlayerState[];
  /** Pairing score (with acceleration, in tenths) of each vertex. */
  readonly scores: readonly number[];
  readonly mdps: number;
  readonly bracketEnd: number;
  readonly nextEnd: number;
  readonly size: number;
}

/** One criterion's bit field. The most significant field's width does not matter (nothing lies above it). */
export interface WeightField {
  /** The criterion, in the words and numbering of its edition, e.g. "C12: colour preferences". */
  readonly name: string;
  readonly width: bigint;
  /** The field's value for the edge between graph vertices hi < lo. */
  value(hi: number, lo: number): bigint;
}

/** What the fields of a round need beyond the bracket. */
export interface RoundFacts {
  readonly playedRounds: number;
  /** 2025 C5: the lowest score the pairing-allocated bye can go to (0 when the number of players is even). */
  readonly byeScore: number;
  /** 2025 C9: the rank of a player with the bye score by played games (most played games first; ties share the last rank). */
  readonly byeRank: (p: PlayerState) => number;
  /** 2025: bits for the size of the largest score group (the width bbpPairings gives counts and the candidate order). */
  readonly scoreGroupBits: number;
}

/** How a bracket is paired (set by the edition's way of completing the round, see engine.ts). */
export interface BracketMode {
  /** The graph holds every player still to pair. */
  readonly everyone: boolean;
  /** 2017: the last bracket or the PPB, paired with all the players below it as one (A.9, C.4). */
  readonly special: boolean;
  /** 2025 C9: the bracket downfloats one player only, who gets the pairing-allocated bye. */
  readonly c9: boolean;
  /**
   * 2012 C.13: `penultimate`, the penultimate bracket paired again with everyone below it, the most MDPs
   * paired (M1) first; `merged`, the lowest bracket joined with it, its S1 as the MDPs (c13.ts).
   */
  readonly c13?: 'penultimate' | 'merged' | undefined;
  /** 2012 C.13: the lowest bracket, left when the penultimate one was paired again (C.3.e–f: it produces no downfloaters). */
  readonly afterC13?: boolean | undefined;
  /** 2012 C.12: the bracket paired again so that the next one makes more pairs (engine.ts, backtrackForColours). */
  readonly c12?: boolean | undefined;
  /**
   * 2012 C.1/C.12: the bracket paired again because a player it moved down would have no opponent in the
   * next bracket: the scores of the players moved down who can be paired there count next to B.3.
   */
  readonly c12Incompatible?: boolean | undefined;
  /**
   * 2012 C.12: the bracket paired again because players met before (B.1) keep the next bracket short of
   * its pairs: the pairs of the next bracket count right after B.3 (engine.ts, backtrackForMet).
   */
  readonly c12Met?: boolean | undefined;
  /**
   * 2012 C.14.b2 in C.13: the penultimate bracket managed as homogeneous (engine.ts): its MDPs count as
   * residents, so no criteria for upfloaters (C.3.g–h hold in heterogeneous brackets only).
   */
  readonly asHomogeneous?: boolean | undefined;
}

export type BracketFields = (g: BracketGraph, r: RoundFacts, mode: BracketMode) => WeightField[];

export const bitsFor = (x: number): number => (x <= 0 ? 0 : Math.floor(Math.log2(x)) + 1);

const field = (name: string, width: number | bigint, value: (hi: number, lo: number) => bigint): WeightField => ({ name, width: BigInt(width), value });

/**
 * 2017 C.8–C.11 / 2025 C10–C13 for a pair in the bracket, from the lower player's (x's) side as the
 * reference engine does: bit 8 topscorers' colour difference, 4 topscorers' colour three times in a row,
 * 2 colour preferences, 1 strong colour preferences; a bit is set when the pair satisfies the criterion.
 */
export function colourCriteria(x: PlayerState, y: PlayerState): number {
  let bits = 0;
  if (!x.absImbalance || !y.absImbalance || x.pref !== y.pref) bits |= 8;
  if (
    !x.absPref ||
    !y.absPref ||
    x.pref !== y.pref ||
    (x.colourImbalance === y.colourImbalance ? x.repeated === NO_COLOUR || x.repeated !== y.repeated : (x.colourImbalance > y.colourImbalance ? y : x).repeated !== invert(x.pref))
  )
    bits |= 4;
  if (x.pref !== y.pref || x.pref === NO_COLOUR || y.pref === NO_COLOUR) bits |= 2;
  if ((!x.strong && !x.absPref) || (!y.strong && !y.absPref) || (x.absPref && y.absPref) || x.pref !== y.pref) bits |= 1;
  return bits;
}

/** The four colour fields; `names` from the most important one down. */
function colourFields(g: BracketGraph, names: readonly string[], width: number): WeightField[] {
  return [8, 4, 2, 1].map((bit, k) => field(names[k]!, width, (hi, lo) => (lo < g.bracketEnd && colourCriteria(g.players[lo]!, g.players[hi]!) & bit ? 1n : 0n)));
}

/**
 * The PSD fields' layout (A.8): where each distinct score difference a pair (or a downfloater: its score
 * above the lowest, + 10) may have gets its field, wide enough to count it for every player of the bracket.
 * Each player's differences to the first resident after him and to each later score: the residents' scores
 * fall only where a new score starts, so those places are listed once instead of each pair read (issue 37:
 * 153 million pairs at 50,000 players).
 */
function scoreDifferenceFields(sc: readonly number[], mdps: number, bracketEnd: number, minScore: number): { shift: Map<number, bigint>; sdBits: number } {
  const starts: number[] = [];
  for (let j = mdps + 1; j < bracketEnd; j++) if (sc[j]! < sc[j - 1]!) starts.push(j);
  const diffs: number[] = [];
  for (let i = 0, k = 0; i < bracketEnd; i++) {
    diffs.push(sc[i]! - minScore + 10); // a downfloater's SD (A.8)
    const first = Math.max(mdps, i + 1);
    if (first < bracketEnd) diffs.push(sc[i]! - sc[first]!);
    while (k < starts.length && starts[k]! <= first) k++;
    for (let x = k; x < starts.length; x++) diffs.push(sc[i]! - sc[starts[x]!]!);
  }
  diffs.sort((a, b) => a - b);
  const shift = new Map<number, bigint>();
  let sdBits = 0;
  for (let k = 0, run = 0; k < diffs.length; k++) {
    run++;
    if (k + 1 === diffs.length || diffs[k] !== diffs[k + 1]) {
      shift.set(diffs[k]!, BigInt(sdBits));
      sdBits += bitsFor(run);
      run = 0;
    }
  }
  return { shift, sdBits };
}

/**
 * 2017 (C.04.3 as approved 2016/2017) for one bracket. `special`: the bracket is paired with all the players
 * below it (the last bracket, or the PPB of C.4); `final`: otherwise, the graph reaches the last player
 * (the next score group is the last one). Score differences count in PSD fields (A.8): one field per
 * distinct difference, wide enough to count its occurrences.
 */
const makeFields2017 =
  (n: FieldNames2017, lookAhead: boolean): BracketFields =>
  (g, r, { everyone, special, c13, afterC13, c12, c12Incompatible, c12Met, asHomogeneous }) => {
    const mode = { special, final: everyone && !special };
    const { players: pl, scores: sc, mdps, bracketEnd, size: G } = g;
    const pcb = bitsFor(bracketEnd - mdps);
    const ncb = bitsFor(G - bracketEnd);
    // 2012 C.13: the merged bracket's S1 comes first, above players of higher scores (c13.ts).
    const merged = c13 === 'merged';
    // 2012 C.13: the lowest bracket left below the penultimate one paired again is weighed as the joined one.
    const squared = merged || afterC13 === true;
    const minScore = merged ? Math.min(...sc) : sc[G - 1]!;
    const { shift, sdBits } = merged ? { shift: new Map<number, bigint>(), sdBits: 0 } : scoreDifferenceFields(sc, mdps, bracketEnd, minScore);
    const one = (d: number): bigint => 1n << shift.get(d)!;
    const floating = (s: number): bigint => one(s - minScore + 10);
    const inB = (v: number): boolean => v < bracketEnd;
    const ineligible = (hi: number, lo: number): bigint => BigInt(1 + (pl[hi]!.eligibleForBye ? 0 : 1) + (pl[lo]!.eligibleForBye ? 0 : 1));
    const completion = n.completion;
    const f: WeightField[] = [];
    if (mode.special) f.push(field(completion, 0, ineligible));
    f.push(field(n.pairs, mode.special ? pcb : 0, (_, lo) => (inB(lo) ? 1n : 0n)));
    f.push(
      squared ? squaredScoreDifferences(n.psd, sc, minScore) : field(n.psd, sdBits, (hi, lo) => (inB(lo) ? floating(sc[hi]!) + floating(sc[lo]!) - one(sc[hi]! - sc[lo]!) : 0n)),
    );
    // 2012 C.13 (the penultimate bracket paired again): the most MDPs paired (C.14.b2), after the number of
    // pairs and the closeness of the scores, the bye's score among them (A.11), as JaVaFo 1.4 pairs.
    if (c13) f.push(field('C.13/C.14.b2: the MDPs paired (M1)', bitsFor(mdps) + 1, (hi, lo) => (hi < mdps && inB(lo) ? 1n : 0n)));
    // The scores of the players moved down, counted for those the next bracket can pair: 2017 C.7; in 2012
    // a look at the next bracket only when C.12 pairs the bracket again (else below the bracket's criteria).
    const nextPsd = field(n.nextPsd, sdBits, (hi, lo) => (inB(hi) ? floating(sc[hi]!) : 0n) + (inB(lo) ? floating(sc[lo]!) : 0n));
    const nextPsdFirst = !n.downFirst || c12Incompatible === true;
    if (!mode.special) {
      if (mode.final) f.push(field(completion, Math.max(pcb, ncb) + 3, ineligible));
      else if (lookAhead) f.push(field(n.nextPairs, ncb, (_, lo) => (inB(lo) ? 0n : 1n)));
      if (nextPsdFirst) f.push(nextPsd);
      // 2012 C.12 (B.1 keeps the next bracket short of pairs): its pairs right after B.3 (engine.ts, backtrackForMet).
      if (c12Met) f.push(field('C.12: pairs in the next bracket (backtracking)', ncb, (_, lo) => (inB(lo) ? 0n : 1n)));
    }
    const colours = colourFields(g, n.colours, pcb);
    // 2012 A.7.d (C.3.c, dropped by C.10.f after X grows): in an odd round a strong colour preference counts
    // as an absolute one, after the pairs and the closeness of the scores, above the colour preferences (X).
    if (n.a7d && r.playedRounds % 2 === 0 && r.playedRounds > 0) colours.splice(2, 0, { ...colours[3]!, name: n.a7d });
    f.push(...colours);
    // Float terms: g the lower player's float `back` rounds ago, h the higher player's.
    const repeatedDown =
      (back: 1 | 2) =>
      (hi: number, lo: number): bigint => {
        if (!inB(lo)) return 0n;
        const [h, l] = back === 1 ? [pl[hi]!.float1, pl[lo]!.float1] : [pl[hi]!.float2, pl[lo]!.float2];
        return (l === DOWN ? 1n : 0n) + (sc[hi]! <= sc[lo]! && h === DOWN ? 1n : 0n);
      };
    const repeatedUp =
      (back: 1 | 2) =>
      (a: number, b: number): bigint => {
        // 2012 A.3, C.3.g–h: after C.13 (the lowest bracket, or the merged one) only the pairs of the players
        // moved down (S1) are heterogeneous; the remainder is treated as homogeneous, without upfloaters.
        if (((merged || afterC13 === true) && a >= mdps) || asHomogeneous === true) return 0n;
        const [hi, lo] = merged && sc[b]! > sc[a]! ? [b, a] : [a, b];
        return inB(lo) && sc[hi]! > sc[lo]! && (back === 1 ? pl[lo]!.float1 : pl[lo]!.float2) === UP ? -1n : 0n;
      };
    const repeatedDownSd =
      (back: 1 | 2) =>
      (hi: number, lo: number): bigint => {
        if (!inB(lo)) return 0n;
        const [h, l] = back === 1 ? [pl[hi]!.float1, pl[lo]!.float1] : [pl[hi]!.float2, pl[lo]!.float2];
        let v = l === DOWN ? floating(sc[lo]!) : 0n;
        if (h === DOWN) v += floating(sc[hi]!) - (sc[hi]! > sc[lo]! ? one(sc[hi]! - sc[lo]!) : 0n);
        return v;
      };
    const repeatedUpSd =
      (back: 1 | 2) =>
      (hi: number, lo: number): bigint =>
        inB(lo) && sc[hi]! > sc[lo]! && (back === 1 ? pl[lo]!.float1 : pl[lo]!.float2) === UP ? -one(sc[hi]! - sc[lo]!) : 0n;
    // 2012 C.3.e–f: the lowest bracket joined with the penultimate one (C.13), or left below it when that
    // one is paired again, produces no downfloaters; B.5 and B.6 hold for its upfloaters only (C.3.g–h).
    const down = c13 !== 'merged' && afterC13 !== true;
    const d1 = r.playedRounds >= 1 && down ? [field(n.down1, pcb, repeatedDown(1))] : [];
    const d2 = r.playedRounds > 1 && down ? [field(n.down2, pcb, repeatedDown(2))] : [];
    const u1 = r.playedRounds >= 1 ? [field(n.up1, pcb, repeatedUp(1))] : [];
    const u2 = r.playedRounds > 1 ? [field(n.up2, pcb, repeatedUp(2))] : [];
    // 2017 C.12–C.15: B.5 before B.6, each downfloats before upfloats. 2012 A.11 and C.10: the criteria for
    // downfloaters (B.5, then B.6) above those for upfloaters (B.5, then B.6); C.10.a–d drop them upward.
    f.push(...(n.downFirst ? [...d1, ...d2, ...u1, ...u2] : [...d1, ...u1, ...d2, ...u2]));
    if (!nextPsdFirst && !mode.special) f.push(nextPsd);
    // 2012 C.12: the same pairs, scores moved down and criteria, then the most pairs in the next bracket.
    if (c12) f.push(field('C.12: pairs in the next bracket (backtracking)', ncb, (_, lo) => (inB(lo) ? 0n : 1n)));
    const sd = n.floatScores;
    if (sd && r.playedRounds >= 1) f.push(field(sd[0], sdBits, repeatedDownSd(1)), field(sd[1], sdBits, repeatedUpSd(1)));
    if (sd && r.playedRounds > 1) f.push(field(sd[2], sdBits, repeatedDownSd(2)), field(sd[3], sdBits, repeatedUpSd(2)));
    f.push(field(n.order, 3 * pcb + 1, () => 0n));
    return f;
  };

/**
 * 2012 C.13: the closeness of the scores (B.3) in a bracket joined with the lowest one, and in the lowest
 * bracket left below the penultimate one paired again, as JaVaFo 1.4 weighs them: the sum of the squares
 * of the pairs' score differences, the player left for the bye counting as one paired a point below the
 * lowest score (A.8's downfloater). Measured on JaVaFo's pairings: where the widest difference first and
 * the sum of squares part, JaVaFo takes the smaller sum of squares (one pair 3½ apart and three closer
 * rather than 3, 2½, 2½ and ½; 2, ½, 1 rather than 1½, 1½, 1½ below; see dutch2012.test.ts).
 */
function squaredScoreDifferences(name: string, sc: readonly number[], minScore: number): WeightField {
  const square = (x: number): bigint => BigInt(x) * BigInt(x);
  const floating = (s: number): bigint => square(s - minScore + 10);
  const top = floating(Math.max(...sc));
  return field(name, bitsFor(Number(top) * 2 * (sc.length + 1)), (hi, lo) => floating(sc[hi]!) + floating(sc[lo]!) - square(sc[hi]! - sc[lo]!));
}

/** The names of the 2017-shaped fields, in an edition's words. */
interface FieldNames2017 {
  readonly completion: string;
  readonly pairs: string;
  readonly psd: string;
  readonly nextPairs: string;
  readonly nextPsd: string;
  /** Topscorers' colour difference, topscorers' same colour three times, colour preferences, strong ones. */
  readonly colours: readonly string[];
  readonly down1: string;
  readonly up1: string;
  readonly down2: string;
  readonly up2: string;
  /** 2012 A.11: all the criteria for downfloaters before those for upfloaters (2017: by round, C.12–C.15). */
  readonly downFirst?: boolean;
  /** The score differences of repeated down- and upfloats, the round before and two rounds before (none in 2012). */
  readonly floatScores?: readonly [string, string, string, string] | undefined;
  /** 2012 A.7.d: strong colour preferences treated as absolute ones in odd rounds. */
  readonly a7d?: string | undefined;
  readonly order: string;
}

export const fields2017: BracketFields = makeFields2017(
  {
    completion: 'C.4/C.2: completing the round, bye eligibility',
    pairs: 'C.5: number of pairs',
    psd: 'C.6: PSD',
    nextPairs: 'C.7: pairs in the next bracket',
    nextPsd: 'C.7: PSD of the next bracket',
    colours: ["C.8: topscorers' colour difference", "C.9: topscorers' colour three times in a row", 'C.10: colour preferences', 'C.11: strong colour preferences'],
    down1: 'C.12: repeated downfloat',
    up1: 'C.13: repeated upfloat',
    down2: 'C.14: downfloat two rounds before',
    up2: 'C.15: upfloat two rounds before',
    floatScores: [
      'C.16: score differences of repeated downfloats',
      'C.17: score differences of repeated upfloats',
      'C.18: score differences, downfloats two rounds before',
      'C.19: score differences, upfloats two rounds before',
    ],
    order: 'D.1–D.3: order of the candidates',
  },
  true,
);

/**
 * 2012 (C.04.1, Istanbul 2012) for one bracket: the 2017 fields (A.11: the number of pairs, the closeness
 * of the scores, the colour preferences, then the floats), named by the 2012 rules, without looking ahead
 * at the pairs of the next bracket (2017 C.7 has no 2012 counterpart: a bracket's pairing is judged by its
 * own pairs, and the next bracket is reached by backtracking only when it cannot be paired, C.12–C.13).
 * The colours come before the floats (A.11; C.10 drops B.5/B.6 before it lets X grow), as JaVaFo 1.4 pairs;
 * B.5 and B.6 count the players with a repeated float, not the score differences of their floats (2017
 * C.16–C.19 have no 2012 counterpart). In odd rounds A.7.d counts a pair of two players who prefer the same
 * colour, one of them strongly, the other strongly or absolutely, above the colour preferences (X): C.3.c
 * sets it, C.10.f drops it only after X has grown; its proviso (no more floaters, no wider score differences)
 * is kept by the pairs and B.3 above it.
 */
export const fields2012: BracketFields = makeFields2017(
  {
    completion: 'C.13/B.1.b: completing the round (the lowest score bracket), bye eligibility',
    pairs: 'A.6.b/C.14: number of pairs (P)',
    psd: 'B.3: score differences of the pairs and of the players moved down',
    nextPairs: '',
    nextPsd: 'B.3/C.12: scores of the players moved down to the next bracket',
    colours: [
      'B.2 (top scorers): colour difference',
      'B.2 (top scorers): same colour three times in a row',
      'B.4/A.8.a: colour preferences (X)',
      'B.4/A.8.b: strong colour preferences (Z)',
    ],
    down1: 'B.5: downfloat in two consecutive rounds',
    up1: 'B.5: upfloat in two consecutive rounds',
    down2: 'B.6: downfloat as two rounds before',
    up2: 'B.6: upfloat as two rounds before',
    downFirst: true,
    a7d: 'A.7.d: strong colour preferences as absolute ones (odd rounds)',
    order: 'D.1–D.3: order of the candidates (transpositions, exchanges, moved-down players)',
  },
  false,
);

/**
 * 2025 (C.04.3 in force from 1 February 2026) for one bracket, as bbpPairings 6 lays them out. When the
 * graph holds every player still to pair, the highest field keeps the round complete with the bye on a
 * player who may have it, at the lowest score possible (C4, C2, C5). Otherwise the graph is the bracket
 * and the next score group, and the engine checks completion afterwards (see engine.ts).
 *
 * Score fields (C7, C8, C18–C21) count players per score: one sub-field per score of the bracket and the
 * next score group, the higher score higher, each wide enough to count that score's players.
 */
export const fields2025: BracketFields = (g, r, { everyone, c9 }) => {
  const mode = { exact: everyone, c9 };
  const { players: pl, scores: sc, mdps, bracketEnd, nextEnd } = g;
  const pcb = bitsFor(bracketEnd - mdps);
  const ncb = bitsFor(nextEnd - bracketEnd);
  const count = new Map<number, number>();
  for (let v = 0; v < nextEnd; v++) count.set(sc[v]!, (count.get(sc[v]!) ?? 0) + 1);
  const shift = new Map<number, bigint>();
  let sBits = 0;
  for (const s of [...count.keys()].sort((a, b) => a - b)) {
    shift.set(s, BigInt(sBits));
    sBits += bitsFor(count.get(s)!);
  }
  const one = (v: number): bigint => 1n << shift.get(sc[v]!)!;
  const inB = (v: number): boolean => v < bracketEnd;
  const inK = (v: number): boolean => v >= bracketEnd && v < nextEnd;
  const nonCandidate = (p: PlayerState): number => (p.eligibleForBye && p.acc0 <= r.byeScore ? 0 : 1);
  const rankOf = (v: number): bigint => (sc[v] === r.byeScore ? BigInt(r.byeRank(pl[v]!)) : 0n);
  let rankSum = 0;
  for (let v = 0; v < nextEnd; v++) rankSum += Number(rankOf(v));
  const f: WeightField[] = [];
  if (mode.exact)
    f.push(
      field('C4/C2/C5: the round complete, the bye to a player who may have it, with the lowest score', 0, (hi, lo) => BigInt(1 + nonCandidate(pl[hi]!) + nonCandidate(pl[lo]!))),
    );
  f.push(field('C6: number of pairs', mode.exact ? pcb : 0, (_, lo) => (inB(lo) ? 1n : 0n)));
  f.push(field('C7: scores of the downfloaters', sBits, (hi, lo) => (inB(lo) ? one(hi) : 0n)));
  f.push(field('C8: pairs in the next bracket', ncb, (_, lo) => (inK(lo) ? 1n : 0n)));
  f.push(field('C8: scores of the downfloaters of the next bracket', sBits, (hi, lo) => (inK(lo) ? one(hi) : 0n)));
  if (mode.c9) f.push(field("C9: unplayed games of the bye's assignee", bitsFor(rankSum), (hi, lo) => (lo < nextEnd ? rankOf(hi) + rankOf(lo) : 0n)));
  f.push(
    ...colourFields(g, ["C10: topscorers' colour difference", "C11: topscorers' colour three times in a row", 'C12: colour preferences', 'C13: strong colour preferences'], pcb),
  );
  const floatOf = (v: number, back: 1 | 2) => (back === 1 ? pl[v]!.float1 : pl[v]!.float2);
  // Counted for the pair's players: the lower one when it had the float, the higher one when both are residents.
  const residentDown =
    (back: 1 | 2) =>
    (hi: number, lo: number): bigint =>
      inB(lo) ? (floatOf(lo, back) === DOWN ? 1n : 0n) + (sc[hi]! <= sc[lo]! && floatOf(hi, back) === DOWN ? 1n : 0n) : 0n;
  // Counted for the pairs without an upfloater who had the float: the fewer, the better.
  const opponentUp =
    (back: 1 | 2) =>
    (hi: number, lo: number): bigint =>
      inB(lo) && !(sc[hi]! > sc[lo]! && floatOf(lo, back) === UP) ? 1n : 0n;
  const downScores =
    (back: 1 | 2) =>
    (hi: number, lo: number): bigint =>
      inB(lo) ? (floatOf(lo, back) === DOWN ? one(lo) : 0n) + (floatOf(hi, back) === DOWN ? one(hi) : 0n) : 0n;
  const upScores =
    (back: 1 | 2) =>
    (hi: number, lo: number): bigint =>
      inB(lo) && !(sc[hi]! > sc[lo]! && floatOf(lo, back) === UP) ? one(hi) : 0n;
  if (r.playedRounds >= 1)
    f.push(
      field('C14: resident downfloaters who had a downfloat the round before', pcb, residentDown(1)),
      field('C15: MDP opponents who had an upfloat the round before', pcb, opponentUp(1)),
    );
  if (r.playedRounds > 1)
    f.push(
      field('C16: resident downfloaters who had a downfloat two rounds before', pcb, residentDown(2)),
      field('C17: MDP opponents who had an upfloat two rounds before', pcb, opponentUp(2)),
    );
  if (r.playedRounds >= 1)
    f.push(
      field('C18: score differences of MDPs who had a downfloat the round before', sBits, downScores(1)),
      field('C19: score differences of MDP opponents who had an upfloat the round before', sBits, upScores(1)),
    );
  if (r.playedRounds > 1)
    f.push(
      field('C20: score differences of MDPs who had a downfloat two rounds before', sBits, downScores(2)),
      field('C21: score differences of MDP opponents who had an upfloat two rounds before', sBits, upScores(2)),
    );
  f.push(field('4.2–4.4: order of the candidates', 3 * r.scoreGroupBits + 1, () => 0n));
  return f;
};

/**
 * The edge weights of one bracket's graph from its fields. Edges whose players agree on everything the
 * fields read (score, place in the graph, bye flags, floats, bye rank, and what the colour criteria read)
 * have the same weight: the players fall into a few types, and each pair of types' weight is made once;
 * weights are handed out as ids into `table` (equal weights, equal ids; id 0 is weight 0, no edge).
 */
export class EdgeWeights implements TypePairs {
  readonly offsets: readonly bigint[];
  /** The distinct weights; table[0] = 0. */
  readonly table: bigint[] = [0n];
  private readonly idOfWeight = new Map<bigint, number>([[0n, 0]]);
  /** Each vertex's type (see vertexTypes), and the weight id of each (higher type, lower type), −1 until made. */
  private readonly type: Int32Array;
  /** The number of types (ids 0 … typeCount − 1). */
  readonly typeCount: number;
  readonly idOfTypes: Int32Array;
  /** Who may meet in the graph, made at the first rowIds when compatibleAmong is given. */
  private mayMeet: CardinalityMatching | undefined;

  constructor(
    readonly graph: BracketGraph,
    readonly fields: readonly WeightField[],
    private readonly compatible: (a: PlayerState, b: PlayerState) => boolean,
    facts: RoundFacts,
    /** The graph of who may meet among some players (compatible's, made without asking each pair): rowIds reads it when given. */
    private readonly compatibleAmong?: (players: readonly PlayerState[], extra: number) => CardinalityMatching,
  ) {
    const offsets: bigint[] = new Array<bigint>(fields.length);
    for (let k = fields.length - 1, off = 0n; k >= 0; k--) {
      offsets[k] = off;
      off += fields[k]!.width;
    }
    this.offsets = offsets;
    const g = graph;
    const ids = new Map<string, number>();
    this.type = new Int32Array(g.size);
    for (let v = 0; v < g.size; v++) {
      const p = g.players[v]!;
      // MDPs apart: a merged bracket (2012 C.13) has MDPs with their residents' score.
      const place = v < g.mdps ? 3 : v < g.bracketEnd ? 0 : v < g.nextEnd ? 1 : 2;
      const rank = g.scores[v] === facts.byeScore ? facts.byeRank(p) : -1;
      const colours = `${p.pref} ${p.absPref ? 1 : 0} ${p.absImbalance ? 1 : 0} ${p.strong ? 1 : 0} ${p.colourImbalance} ${p.repeated}`;
      const key = `${g.scores[v]} ${place} ${p.eligibleForBye ? 1 : 0} ${p.float1} ${p.float2} ${rank} ${colours}`;
      let t = ids.get(key);
      if (t === undefined) ids.set(key, (t = ids.size));
      this.type[v] = t;
    }
    this.typeCount = ids.size;
    this.idOfTypes = new Int32Array(this.typeCount * this.typeCount).fill(-1);
  }

  /**
   * Each vertex's type: its score, place in the graph, bye flags, floats, bye rank and what the colour
   * criteria read of it. Two edges between vertices of the same two types weigh the same, but where the
   * absolute criteria rule one out (the matcher's warm start, startFromClasses, reads the graph so).
   */
  vertexTypes(): Int32Array {
    return this.type;
  }

  get types(): Int32Array {
    return this.type;
  }

  /**
   * Who may meet in the graph as rows of bits (see TypeEdgeTable), the pairs of two MDPs left out (a
   * bracket's graph has no such edge); undefined without compatibleAmong. The rows are the caller's: this
   * object makes its own again if rowIds asks later.
   */
  takeEdgeBits(): Uint32Array | undefined {
    if (!this.compatibleAmong) return undefined;
    const graph = this.mayMeet ?? this.compatibleAmong(this.graph.players, 0);
    this.mayMeet = undefined;
    const mdps = this.graph.mdps;
    if (mdps > 1) graph.removeClique(Array.from({ length: mdps }, (_, v) => v));
    return graph.edgeBits();
  }

  /** The id of the weight of edge (hi, lo), hi < lo; 0 when the pair breaks an absolute criterion. */
  weightId(hi: number, lo: number): number {
    const g = this.graph;
    return this.compatible(g.players[hi]!, g.players[lo]!) ? this.typeWeightId(hi, lo) : 0;
  }

  /**
   * weightId(hi, lo) for every hi < lo, written to out[at + hi]: a bracket's graph asks for every pair, and
   * row by row the type pairs already weighed are read without a call each (issue 17).
   */
  rowIds(lo: number, out: Int32Array, at: number): void {
    const players = this.graph.players;
    const later = players[lo]!;
    const column = this.type[lo]!;
    const mayMeet = this.compatibleAmong ? (this.mayMeet ??= this.compatibleAmong(players, 0)) : undefined;
    for (let hi = 0; hi < lo; hi++) {
      if (mayMeet ? !mayMeet.hasEdge(hi, lo) : !this.compatible(players[hi]!, later)) out[at + hi] = 0;
      else {
        const id = this.idOfTypes[this.type[hi]! * this.typeCount + column]!;
        out[at + hi] = id >= 0 ? id : this.typeWeightId(hi, lo);
      }
    }
  }

  /**
   * A bound on every weight, the table left as it is (the matcher's width before a graph's rows are read):
   * each field's value fits its width, so a weight is below 2 to the sum of the widths.
   */
  typeWeightBound(): bigint {
    if (this.fields.length === 0) return 0n;
    return (1n << (this.offsets[0]! + this.fields[0]!.width)) - 1n;
  }

  private weighPair(hi: number, lo: number): bigint {
    let w = 0n;
    for (let k = 0; k < this.fields.length; k++) {
      const x = this.fields[k]!.value(hi, lo);
      if (x !== 0n) w += x << this.offsets[k]!;
    }
    return w;
  }

  /** The id of the weight the pair (hi, lo), hi < lo, has if it may meet: the weight of every such pair of their two types. */
  typeWeightId(hi: number, lo: number): number {
    const key = this.type[hi]! * this.typeCount + this.type[lo]!;
    let id = this.idOfTypes[key]!;
    if (id < 0) {
      const w = this.weighPair(hi, lo);
      id = this.idOf(w);
      this.idOfTypes[key] = id;
    }
    return id;
  }

  /** The id of a weight in the table, added if new (the fold's weights of its vertex κ). */
  idOf(w: bigint): number {
    let id = this.idOfWeight.get(w);
    if (id === undefined) {
      id = this.table.length;
      this.table.push(w);
      this.idOfWeight.set(w, id);
    }
    return id;
  }

  /** Each field's value for edge (hi, lo) (for explaining a choice). */
  values(hi: number, lo: number): bigint[] {
    return this.fields.map((f) => f.value(hi, lo));
  }
}
