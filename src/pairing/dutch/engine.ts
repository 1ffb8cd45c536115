/**
 * FIDE (Dutch) system, C.04.3 (2016/2017), paired bracket by bracket with maximum-weight matchings.
 *
 * For each bracket the engine builds one graph: the bracket's players plus the next score group (or, for
 * the last bracket and the PPB, everyone left). Each edge weight is a bigint whose bit fields, from the
 * most significant down, encode the criteria in priority order: the completion criterion and bye
 * eligibility (C.4, C.2), the number of pairs in the bracket (C.5), the PSD (C.6), pairs and PSD of the
 * next bracket (C.7), colours (C.8–C.11), floats (C.12–C.19), and low bits left free for the order in
 * which the candidates of B.6/B.7 are generated (D.1–D.3). A maximum-weight matching is then the best
 * candidate by B.8; the free low bits are used to fix, one decision at a time, the choice the sequential
 * generation would reach first: which moved-down players are paired (D.3), their opponents, which
 * residents are exchanged between S1 and S2 (D.2), and finally each S1 player's opponent (D.1).
 * Once S1 and S2 are fixed, D.1 usually needs no more solves: with at most one S2 player floating, the
 * next score group folds into one vertex and the remainder's graph has two sides, where one optimum and
 * its duals answer every "can this S1 player get that S2 player?" (see pairS1InOrder).
 * Absolute criteria C.1–C.3 give weight 0 (no edge). A maximum-cardinality matching over all players checks that
 * the round can still be completed (C.4): when the chosen downfloaters would make that impossible, the
 * bracket is the PPB and is paired again together with all the remaining players.
 *
 * This is the method of bbpPairings (whose pairings FIDE endorses); the weights follow its layout so
 * that ties are broken the same way.
 */
import { err, ok, type Result } from '../../core/result.js';
import { CardinalityMatching } from '../../matching/cardinality.js';
import { WeightedMatching } from '../../matching/weighted.js';
import type { DutchBracketExplanation, DutchError, DutchInput, DutchPair, DutchPairing } from './types.js';

type Colour = 0 | 1 | 2; // white, black, none
const WHITE: Colour = 0;
const BLACK: Colour = 1;
const NOCOL: Colour = 2;
const invert = (c: Colour): Colour => (c === WHITE ? BLACK : c === BLACK ? WHITE : NOCOL);

const DOWN = 0;
const UP = 1;
const NOFLOAT = 2;

interface Rec {
  opponent: number; // index into players, or -1
  colour: Colour;
  played: boolean;
  score: 0 | 1 | 2; // loss, draw, win
  paired: boolean;
}

/** Engine-internal player: points are in tenths. */
interface P {
  index: number;
  id: number;
  rank: number;
  recs: Rec[];
  acc: number[];
  forbidden: Set<number>;
  available: boolean;
  valid: boolean;
  score: number; // without acceleration
  colourImbalance: number;
  pref: Colour;
  repeated: Colour;
  strong: boolean;
  absImbalance: boolean;
  absPref: boolean;
  eligibleForBye: boolean;
  /** Score with acceleration now, one round back, two rounds back. */
  acc0: number;
  acc1: number;
  acc2: number;
  float1: number;
  float2: number;
}

const tenths = (x: number): number => Math.round(x * 10);

const bitLength = (x: bigint): number => x.toString(2).length;

const bitsFor = (x: number): number => (x <= 0 ? 0 : Math.floor(Math.log2(x)) + 1);

/** Pairs round r. Returns an error value when no pairing satisfies the absolute criteria. */
export function pairDutch(input: DutchInput, options: { explain?: boolean } = {}): Result<DutchPairing, DutchError> {
  const pv = input.pointValues ?? {};
  const win = tenths(pv.win ?? 1);
  const points = {
    win,
    draw: tenths(pv.draw ?? 0.5),
    loss: tenths(pv.loss ?? 0),
    zeroPointBye: tenths(pv.zeroPointBye ?? 0),
    forfeitLoss: tenths(pv.forfeitLoss ?? 0),
    pairingAllocatedBye: tenths(pv.pairingAllocatedBye ?? pv.win ?? 1),
  };
  const byId = new Map<number, number>();
  for (const [i, p] of input.players.entries()) {
    if (byId.has(p.id)) return err({ code: 'dutch.input', message: `player ${p.id} is listed twice` });
    byId.set(p.id, i);
  }
  for (const p of input.players)
    for (const [k, r] of p.rounds.entries())
      if (r.opponent !== undefined && !byId.has(r.opponent))
        return err({ code: 'dutch.input', message: `player ${p.id}: unknown opponent ${r.opponent} in round ${k + 1}` });
  const playedRounds = input.players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  const recPoints = (r: Rec): number =>
    r.score === 0
      ? r.paired
        ? r.played
          ? points.loss
          : points.forfeitLoss
        : points.zeroPointBye
      : r.score === 2
        ? r.opponent < 0 && r.paired
          ? points.pairingAllocatedBye
          : points.win
        : points.draw;

  const ps: P[] = input.players.map((p, index) => {
    const recs: Rec[] = [];
    for (let k = 0; k < playedRounds; k++) {
      const r = p.rounds[k];
      if (!r) {
        recs.push({ opponent: -1, colour: NOCOL, played: false, score: 0, paired: false });
        continue;
      }
      const opp = r.opponent === undefined ? -1 : byId.get(r.opponent)!;
      recs.push({
        opponent: opp,
        colour: r.played ? (r.colour === 'white' ? WHITE : r.colour === 'black' ? BLACK : NOCOL) : NOCOL,
        played: r.played && opp >= 0,
        score: r.score === 'win' ? 2 : r.score === 'draw' ? 1 : 0,
        paired: r.paired,
      });
    }
    const acc = (p.accelerations ?? []).map(tenths);
    return {
      index,
      id: p.id,
      rank: 0,
      recs,
      acc,
      forbidden: new Set<number>(),
      available: p.available,
      valid: false,
      score: 0,
      colourImbalance: 0,
      pref: NOCOL,
      repeated: NOCOL,
      strong: false,
      absImbalance: false,
      absPref: false,
      eligibleForBye: true,
      acc0: 0,
      acc1: 0,
      acc2: 0,
      float1: NOFLOAT,
      float2: NOFLOAT,
    };
  });

  // Ranks (pairing numbers among the players who take part), colour data, C.2 eligibility.
  let rank = 0;
  for (const p of ps) {
    p.valid = p.available || p.recs.some((r) => r.paired);
    if (p.valid) p.rank = rank++;
    p.score = p.recs.reduce((s, r) => s + recPoints(r), 0);
    let white = 0;
    let black = 0;
    let consecutive = 0;
    let last: Colour = NOCOL;
    for (const r of p.recs) {
      if (!r.played) continue;
      if (r.colour === WHITE) white++;
      else black++;
      if (consecutive === 0 || r.colour !== last) consecutive = 1;
      else consecutive++;
      last = r.colour;
    }
    const lower: Colour = white > black ? BLACK : WHITE;
    p.colourImbalance = Math.abs(white - black);
    p.pref =
      p.colourImbalance > 1 ? lower : consecutive > 1 ? invert(last) : p.colourImbalance > 0 ? lower : consecutive > 0 ? invert(last) : NOCOL;
    p.repeated = consecutive > 1 ? last : NOCOL;
    p.absImbalance = p.colourImbalance > 1;
    p.absPref = p.absImbalance || p.repeated !== NOCOL;
    p.strong = !p.absPref && p.colourImbalance > 0;
    p.eligibleForBye = !p.recs.some((r) => !r.played && r.paired && r.score === 2); // C.2
    for (const r of p.recs) if (r.played) p.forbidden.add(r.opponent); // C.1
  }
  for (const g of input.forbiddenGroups ?? []) {
    const idx = g.map((id) => byId.get(id)).filter((i): i is number => i !== undefined);
    for (const a of idx) for (const b of idx) if (a !== b) ps[a]!.forbidden.add(b);
  }
  const scoreBack = (p: P, back: number): number => {
    let s = p.score;
    for (let k = 0; k < back; k++) s -= recPoints(p.recs[playedRounds - 1 - k]!);
    const round = playedRounds - back;
    return s + (round < p.acc.length ? p.acc[round]! : 0);
  };
  for (const p of ps) {
    p.acc0 = scoreBack(p, 0);
    if (playedRounds >= 1) p.acc1 = scoreBack(p, 1);
    if (playedRounds >= 2) p.acc2 = scoreBack(p, 2);
  }
  const floatOf = (p: P, back: number): number => {
    const r = p.recs[playedRounds - back]!;
    if (!r.played) return DOWN; // A.4: a player who does not play gets a downfloat
    const mine = back === 1 ? p.acc1 : p.acc2;
    const opp = ps[r.opponent]!;
    const theirs = back === 1 ? opp.acc1 : opp.acc2;
    return mine > theirs ? DOWN : mine < theirs ? UP : NOFLOAT;
  };
  for (const p of ps) {
    if (playedRounds >= 1) p.float1 = floatOf(p, 1);
    if (playedRounds >= 2) p.float2 = floatOf(p, 2);
  }

  const lastRound = playedRounds >= input.totalRounds - 1;
  const topThreshold = Math.floor((playedRounds * Math.max(points.win, points.draw)) / 2);
  // C.1, C.3 (with the topscorer exception of the last round, A.7), forbidden pairs.
  const compatible = (a: P, b: P): boolean =>
    !a.forbidden.has(b.index) &&
    (!a.absPref || !b.absPref || a.pref !== b.pref || (lastRound && (a.acc0 > topThreshold || b.acc0 > topThreshold)));

  const sorted = ps.filter((p) => p.valid && p.available).sort((a, b) => b.acc0 - a.acc0 || a.rank - b.rank);
  const N = sorted.length;

  // The completion check graph: all players, plus a "bye" vertex when their number is odd.
  const vN = N + (N & 1);
  const validity = new CardinalityMatching(vN);
  for (let i = 0; i < N; i++) {
    for (let j = 0; j < i; j++) if (compatible(sorted[i]!, sorted[j]!)) validity.addEdge(i, j);
    if (N & 1 && sorted[i]!.eligibleForBye) validity.addEdge(N, i);
  }
  const complete = (): boolean => validity.perfect();
  if (!complete()) {
    return err({
      code: 'dutch.no-pairing',
      message: 'no pairing satisfies the absolute criteria (C.1–C.3): the players cannot all be paired',
    });
  }

  const partner = new Int32Array(N).fill(-1);
  const explanation: DutchBracketExplanation[] = [];

  // Current graph: `group` holds sorted-indices; [0, mdps) moved-down players, [mdps, bracketEnd) residents,
  // [bracketEnd, group.length) the next score group (or everyone left).
  let group: number[] = [];
  let next = 0;
  while (next < N && sorted[next]!.acc0 >= sorted[0]!.acc0) group.push(next++);
  let special = next === N;
  let mdps = 0;
  let ppbRepair = false;

  while (group.length > 1 || next < N) {
    const bracketEnd = group.length;
    const groupStart = next;
    while (next < N && (special || sorted[next]!.acc0 >= sorted[groupStart]!.acc0)) group.push(next++);
    const final = next === N;
    const G = group.length;
    const pl = group.map((i) => sorted[i]!);
    const sc = pl.map((p) => p.acc0);
    const residents = bracketEnd - mdps;
    const pcb = bitsFor(residents);
    const ncb = bitsFor(G - bracketEnd);
    const minScore = sc[G - 1]!;

    // PSD bit fields: one field per distinct score difference, wide enough to count its occurrences.
    const diffs: number[] = [];
    for (let i = 0; i < bracketEnd; i++) {
      diffs.push(sc[i]! - minScore + 10);
      const first = Math.max(mdps, i + 1);
      for (let j = first; j < bracketEnd; j++) if (j <= first || sc[j]! < sc[j - 1]!) diffs.push(sc[i]! - sc[j]!);
    }
    diffs.sort((a, b) => a - b);
    const sdShift = new Map<number, bigint>();
    let sdBits = 0;
    for (let k = 0, run = 0; k < diffs.length; k++) {
      run++;
      if (k + 1 === diffs.length || diffs[k] !== diffs[k + 1]) {
        sdShift.set(diffs[k]!, BigInt(sdBits));
        sdBits += bitsFor(run);
        run = 0;
      }
    }
    const SD = BigInt(sdBits);
    const PCB = BigInt(pcb);
    const oneCache = new Map<number, bigint>();
    const one = (d: number): bigint => {
      let v = oneCache.get(d);
      if (v === undefined) {
        v = 1n << sdShift.get(d)!;
        oneCache.set(d, v);
      }
      return v;
    };

    // The bit fields of an edge weight, most significant first: [criterion, width (shift before it)].
    const layout: [string, bigint][] = [];
    if (special) layout.push(['C.4/C.2: completing the round, bye eligibility', 0n]);
    layout.push(['C.5: number of pairs', special ? PCB : 0n]);
    layout.push(['C.6: PSD', SD]);
    if (!special) {
      layout.push([final ? 'C.4/C.2: completing the round, bye eligibility' : 'C.7: pairs in the next bracket', BigInt(final ? Math.max(pcb, ncb) + 3 : ncb)]);
      layout.push(['C.7: PSD of the next bracket', SD]);
    }
    layout.push(['C.8: topscorers\' colour difference', PCB], ['C.9: topscorers\' colour three times in a row', PCB]);
    layout.push(['C.10: colour preferences', PCB], ['C.11: strong colour preferences', PCB]);
    if (playedRounds >= 1) layout.push(['C.12: repeated downfloat', PCB], ['C.13: repeated upfloat', PCB]);
    if (playedRounds > 1) layout.push(['C.14: downfloat two rounds before', PCB], ['C.15: upfloat two rounds before', PCB]);
    if (playedRounds >= 1) layout.push(['C.16: score differences of repeated downfloats', SD], ['C.17: score differences of repeated upfloats', SD]);
    if (playedRounds > 1) layout.push(['C.18: score differences, downfloats two rounds before', SD], ['C.19: score differences, upfloats two rounds before', SD]);
    layout.push(['D.1–D.3: order of the candidates', 3n * PCB + 1n]);
    const nFields = layout.length;

    // Float terms of an edge: g is the lower player's float, h the higher player's (C.12–C.19).
    // Defined once per bracket, not per edge: they are called for every edge.
    const floatDown = (loIn: boolean, sa: number, sb: number, g: number, h: number): bigint =>
      loIn ? (g === DOWN ? 1n : 0n) + (sa <= sb && h === DOWN ? 1n : 0n) : 0n;
    const floatUp = (loIn: boolean, sa: number, sb: number, g: number): bigint => (loIn && sa > sb && g === UP ? -1n : 0n);
    const floatDownSd = (loIn: boolean, sa: number, sb: number, g: number, h: number): bigint => {
      if (!loIn) return 0n;
      let v = g === DOWN ? one(sb - minScore + 10) : 0n;
      if (h === DOWN) v += one(sa - minScore + 10) - (sa > sb ? one(sa - sb) : 0n);
      return v;
    };
    const floatUpSd = (loIn: boolean, sa: number, sb: number, g: number): bigint => (loIn && g === UP && sa > sb ? -one(sa - sb) : 0n);

    /** The value of each field of the weight of edge (hi, lo), hi ranked above lo; undefined: no edge (C.1, C.3). */
    const fields = (hi: number, lo: number): bigint[] | undefined => {
      const a = pl[hi]!;
      const b = pl[lo]!;
      if (!compatible(a, b)) return undefined;
      const hiIn = hi < bracketEnd;
      const loIn = lo < bracketEnd;
      const sa = sc[hi]!;
      const sb = sc[lo]!;
      const f: bigint[] = [];
      const ineligible = BigInt(1 + (a.eligibleForBye ? 0 : 1) + (b.eligibleForBye ? 0 : 1));
      if (special) f.push(ineligible); // C.4, C.2
      f.push(loIn ? 1n : 0n); // C.5
      f.push(loIn ? one(sa - minScore + 10) + one(sb - minScore + 10) - one(sa - sb) : 0n); // C.6
      if (!special) {
        f.push(final ? ineligible : loIn ? 0n : 1n); // C.7
        f.push((hiIn ? one(sa - minScore + 10) : 0n) + (loIn ? one(sb - minScore + 10) : 0n));
      }
      // C.8–C.11
      const colours = loIn ? colourCriteria(b, a) : 0;
      for (let bit = 8; bit > 0; bit >>= 1) f.push(colours & bit ? 1n : 0n);
      // C.12–C.15
      if (playedRounds >= 1) f.push(floatDown(loIn, sa, sb, b.float1, a.float1), floatUp(loIn, sa, sb, b.float1));
      if (playedRounds > 1) f.push(floatDown(loIn, sa, sb, b.float2, a.float2), floatUp(loIn, sa, sb, b.float2));
      // C.16–C.19
      if (playedRounds >= 1) f.push(floatDownSd(loIn, sa, sb, b.float1, a.float1), floatUpSd(loIn, sa, sb, b.float1));
      if (playedRounds > 1) f.push(floatDownSd(loIn, sa, sb, b.float2, a.float2), floatUpSd(loIn, sa, sb, b.float2));
      f.push(0n); // room for the candidate order (D.1–D.3)
      return f;
    };
    // Bit offset of each field (sum of the widths below it).
    const offsets: bigint[] = new Array<bigint>(nFields);
    for (let k = nFields - 1, off = 0n; k >= 0; k--) {
      offsets[k] = off;
      off += layout[k]![1];
    }
    // Edges that agree on everything the fields read have the same weight: compute each weight once.
    const scoreIndex = new Map<number, number>();
    for (const x of sc) if (!scoreIndex.has(x)) scoreIndex.set(x, scoreIndex.size);
    const scores = scoreIndex.size;
    const weightCache = new Map<number, bigint>();
    const weight = (hi: number, lo: number): bigint => {
      const a = pl[hi]!;
      const b = pl[lo]!;
      if (!compatible(a, b)) return 0n;
      const loIn = lo < bracketEnd;
      let key = scoreIndex.get(sc[hi]!)! * scores + scoreIndex.get(sc[lo]!)!;
      key = key * 4 + (hi < bracketEnd ? 2 : 0) + (loIn ? 1 : 0);
      key = key * 4 + (a.eligibleForBye ? 0 : 2) + (b.eligibleForBye ? 0 : 1);
      key = key * 16 + (loIn ? colourCriteria(b, a) : 0);
      key = (((key * 3 + a.float1) * 3 + b.float1) * 3 + a.float2) * 3 + b.float2;
      let w = weightCache.get(key);
      if (w === undefined) {
        const f = fields(hi, lo)!;
        w = 0n;
        for (let k = 0; k < nFields; k++) if (f[k] !== 0n) w += f[k]! << offsets[k]!;
        weightCache.set(key, w);
      }
      return w;
    };

    // base[lo][hi] for hi < lo
    const base: bigint[][] = [];
    let maxW = 0n;
    for (let lo = 0; lo < G; lo++) {
      const row: bigint[] = new Array<bigint>(lo);
      for (let hi = 0; hi < lo; hi++) {
        const w = lo >= mdps ? weight(hi, lo) : 0n;
        row[hi] = w;
        if (w > maxW) maxW = w;
      }
      base.push(row);
    }
    const bigW = (maxW << 4n) + 1n;
    const original = options.explain ? base.map((row) => row.slice()) : undefined;
    const M = new WeightedMatching(G, bitLength(bigW) + 2);
    M.setAllWeights((hi, lo) => base[lo]![hi]!);

    const resident = (j: number): boolean => j >= mdps && j < bracketEnd;
    let stable = solveAndGet(M);
    const matched = new Array<boolean>(bracketEnd).fill(false);

    const finalize = (a: number, b: number): void => {
      for (let k = 0; k < G; k++) {
        if (k !== a) M.setWeight(a, k, k === b ? bigW : 0n);
        if (k !== b) M.setWeight(b, k, k === a ? bigW : 0n);
      }
      validity.remove(group[a]!);
      validity.remove(group[b]!);
    };

    // Which moved-down players are paired (C.6; then D.3: the highest ranked ones of each score).
    let mdScore = 0;
    let mdLeft = 0;
    let mdMatchedLeft = 0;
    for (let p = 0; p < mdps; p++) {
      if (p === 0 || sc[p]! < mdScore) {
        mdScore = sc[p]!;
        mdLeft = 0;
        mdMatchedLeft = 0;
        for (let q = p; q < mdps && sc[q]! >= mdScore; q++) {
          mdLeft++;
          if (resident(stable[q]!)) mdMatchedLeft++;
        }
      }
      if (mdMatchedLeft === 0) continue;
      if (mdLeft <= mdMatchedLeft) {
        matched[p] = true;
        continue;
      }
      mdLeft--;
      if (!resident(stable[p]!)) {
        for (let o = mdps; o < bracketEnd; o++) {
          const w = base[o]![p]!;
          if (w !== 0n) M.setWeight(p, o, w | 1n);
        }
        stable = solveAndGet(M);
      }
      if (resident(stable[p]!)) {
        matched[p] = true;
        mdMatchedLeft--;
        for (let o = mdps; o < bracketEnd; o++) {
          const w = base[o]![p]!;
          if (w !== 0n) M.setWeight(p, o, (w | BigInt(residents)) + 1n);
        }
      }
    }

    // Opponents of the moved-down players: the highest ranked resident possible (D.1 for the MDP-pairing).
    for (let p = 0; p < mdps; p++) {
      if (!matched[p]) continue;
      let add = BigInt(G);
      for (let o = bracketEnd - 1; o >= mdps; o--) {
        if (matched[o]) continue;
        const w = base[o]![p]!;
        if (w !== 0n) {
          M.setWeight(p, o, w + add);
          add++;
        }
      }
      stable = solveAndGet(M);
      const m = stable[p]!;
      matched[m] = true;
      finalize(p, m);
    }

    // The remainder (or the homogeneous bracket): S1 = its first `remPairs` players.
    const remainder: number[] = [];
    let remPairs = 0;
    for (let j = mdps; j < bracketEnd; j++) {
      if (stable[j]! < mdps) continue;
      remainder.push(j);
      if (stable[j]! < j) remPairs++;
    }
    // D.2.a: fewest exchanges (a bonus for each pair whose higher player is in the original S1);
    // D.2.b: smallest difference of the exchanged BSN sums (minus the higher player's position).
    const remAdd = remainder.map((_, aPos) => (((aPos < remPairs ? 1n : 0n) << (2n * PCB)) - BigInt(aPos)) << 1n);
    const remW = (a: number, b: number, aPos: number): bigint => {
      const w = base[b]![a]!;
      return w === 0n ? 0n : w + remAdd[aPos]!;
    };
    for (let ai = 0; ai < remainder.length; ai++) {
      // Equal base weights give equal bonus weights: make each one bigint once.
      let lastBase = -1n;
      let lastW = 0n;
      for (let bi = ai + 1; bi < remainder.length; bi++) {
        const w = base[remainder[bi]!]![remainder[ai]!]!;
        if (w !== 0n && w !== lastBase) {
          lastBase = w;
          lastW = w + remAdd[ai]!;
        }
        M.setWeight(remainder[ai]!, remainder[bi]!, w === 0n ? 0n : lastW);
      }
    }
    stable = solveAndGet(M);
    const inS1 = (j: number): boolean => stable[j]! > j && stable[j]! < bracketEnd;

    let exchanges = 0;
    for (let ai = 0; ai < remPairs; ai++) if (!inS1(remainder[ai]!)) exchanges++;

    // D.2.c: move the lowest possible S1 players to S2.
    let left = exchanges;
    for (let ai = remPairs - 1; ai >= 0 && left > 0; ai--) {
      const p = remainder[ai]!;
      if (inS1(p)) {
        for (let bi = ai + 1; bi < remainder.length; bi++) {
          const w = remW(p, remainder[bi]!, ai);
          if (w !== 0n) M.setWeight(p, remainder[bi]!, w - 1n);
        }
        stable = solveAndGet(M);
      }
      const exchanged = !inS1(p);
      if (exchanged) left--;
      for (let bi = ai + 1; bi < remainder.length; bi++) {
        const o = remainder[bi]!;
        if (exchanged) base[o]![p] = 0n;
        M.setWeight(p, o, remW(p, o, ai));
      }
    }

    // D.2.d: move the highest possible S2 players to S1.
    left = exchanges;
    for (let ai = remPairs; ai < remainder.length && left > 1; ai++) {
      const p = remainder[ai]!;
      const already = inS1(p);
      if (!already) {
        for (let bi = ai + 1; bi < remainder.length; bi++) {
          const w = remW(p, remainder[bi]!, ai);
          if (w !== 0n) M.setWeight(p, remainder[bi]!, w + 1n);
        }
        stable = solveAndGet(M);
      }
      if (inS1(p)) {
        left--;
        for (let bi = 0; bi < ai; bi++) {
          const o = remainder[bi]!;
          base[p]![o] = 0n;
          M.setWeight(p, o, 0n);
        }
        for (let o = bracketEnd; o < G; o++) {
          base[o]![p] = 0n;
          M.setWeight(p, o, 0n);
        }
      }
      if (!already) for (let bi = ai + 1; bi < remainder.length; bi++) M.setWeight(p, remainder[bi]!, remW(p, remainder[bi]!, ai));
    }

    // Fix S1 and S2: pairs go from an S1 player to a later S2 player only.
    const remS1 = remainder.map(inS1);
    for (let bi = 1; bi < remainder.length; bi++) {
      const row = base[remainder[bi]!]!;
      for (let ai = 0; ai < bi; ai++) if (!remS1[ai] || remS1[bi]) row[remainder[ai]!] = 0n;
    }

    // D.1: each S1 player, in order, gets the first S2 player possible. Over the two sides alone when
    // the next score group can be folded into one vertex (see pairS1InOrder); else on the whole graph.
    const inOrder = matched.slice(0, mdps).includes(false)
      ? undefined
      : pairS1InOrder(base, remainder, remS1, bracketEnd, G);
    if (!inOrder) {
      for (let ai = 0; ai < remainder.length; ai++)
        for (let bi = ai + 1; bi < remainder.length; bi++) M.setWeight(remainder[ai]!, remainder[bi]!, base[remainder[bi]!]![remainder[ai]!]!);
    } else {
      for (const [k, p] of remainder.entries()) {
        const o = inOrder[k]!;
        stable[p] = o < 0 ? p : o;
        if (o < 0) continue;
        matched[p] = true;
        if (o > p) {
          validity.remove(group[p]!);
          validity.remove(group[o]!);
        }
      }
    }
    for (const p of inOrder ? [] : remainder) {
      if (!inS1(p)) continue;
      // When p's present opponent is already the first one that some optimum can give him (an edge of
      // slack 0), the optimum stands and needs no new solve.
      let first = -1;
      for (const o of remainder) {
        if (o > p && !matched[o] && base[o]![p]! !== 0n) {
          const slack = M.reducedSlack(p, o);
          if (slack === undefined) break;
          if (slack === 0n) {
            first = o;
            break;
          }
        }
      }
      if (stable[p] !== first) {
        let add = 0n;
        for (let k = remainder.length - 1; k >= 0; k--) {
          const o = remainder[k]!;
          if (o <= p || matched[o]) continue;
          const w = base[o]![p]!;
          if (w !== 0n) M.setWeight(p, o, w + add);
          add++;
        }
        stable = solveAndGet(M);
      }
      const m = stable[p]!;
      matched[p] = true;
      matched[m] = true;
      finalize(p, m);
    }

    if (!special && !complete()) {
      // C.4: these downfloaters would leave the rest unpairable, so this bracket is the PPB.
      group = group.slice(0, bracketEnd);
      next = groupStart;
      special = true;
      ppbRepair = true;
      continue;
    }

    if (options.explain) {
      // Why a pair is not the natural one: with the pairs listed above it fixed, the best pairing of
      // this graph that also contains the natural pair, against the best one without it; the first
      // criterion (bit field, from the top) on which it does worse. When it does no worse on any, the
      // order of the candidates (D.1) decided. Warm-started matchings, two per question.
      const E = new WeightedMatching(G, bitLength(bigW) + 2);
      const originalWeight = (v: number, x: number): bigint => (v < x ? original![x]![v]! : original![v]![x]!);
      for (let lo = 0; lo < G; lo++) for (let hi = 0; hi < lo; hi++) if (original![lo]![hi]! !== 0n) E.setWeight(lo, hi, original![lo]![hi]!);
      const fixedTo = new Int32Array(G).fill(-1);
      const setEdgesOf = (v: number): void => {
        for (let x = 0; x < G; x++) {
          if (x === v) continue;
          const f = fixedTo[v]!;
          E.setWeight(v, x, f >= 0 ? (x === f ? bigW : 0n) : fixedTo[x]! >= 0 ? 0n : originalWeight(v, x));
        }
      };
      const fix = (a: number, b: number): void => {
        fixedTo[a] = b;
        fixedTo[b] = a;
        setEdgesOf(a);
        setEdgesOf(b);
      };
      const criteriaOf = (mate: Int32Array): bigint[] => {
        const sum = new Array<bigint>(nFields).fill(0n);
        for (let x = 0; x < G; x++) {
          const y = mate[x]!;
          if (y <= x) continue;
          const f = fields(x, y)!;
          for (let i = 0; i < nFields; i++) sum[i]! += f[i]!;
        }
        return sum;
      };
      const why = (k: number, _m: number, nat: number): string => {
        const a = pl[k]!;
        const b = pl[nat]!;
        if (!compatible(a, b))
          return a.forbidden.has(b.index) ? 'C.1: the natural opponent was met before (or the pair is forbidden)' : 'C.3: both have the same absolute colour preference';
        if (fixedTo[nat]! >= 0) return `the natural opponent ${b.id} is paired above, with ${pl[fixedTo[nat]!]!.id}`;
        E.solve();
        const best = criteriaOf(E.matching());
        fix(k, nat);
        E.solve();
        const forced = criteriaOf(E.matching());
        fixedTo[k] = -1;
        fixedTo[nat] = -1;
        setEdgesOf(k);
        setEdgesOf(nat);
        for (let i = 0; i < nFields; i++) {
          if (forced[i]! < best[i]!) return `${layout[i]![0]} (with the natural pair the bracket does worse)`;
          if (forced[i]! > best[i]!) break;
        }
        return 'D.1: a candidate ahead of the natural opponent was possible';
      };
      explanation.push(explainBracket(pl, mdps, bracketEnd, matched, stable, ppbRepair, why, fix));
    }
    ppbRepair = false;

    special = next === N;
    const newGroup: number[] = [];
    let newMdps = 0;
    for (let k = 0; k < G; k++) {
      if (k < bracketEnd && matched[k]) {
        partner[group[k]!] = group[stable[k]!]!;
      } else {
        newGroup.push(group[k]!);
        if (k < bracketEnd) newMdps++;
      }
    }
    group = newGroup;
    mdps = newMdps;
  }

  // Colours (E.1–E.5) and board order.
  const pairs: { a: P; b: P }[] = [];
  let bye: number | undefined;
  for (let i = 0; i < N; i++) {
    const j = partner[i]!;
    if (j < 0) bye = sorted[i]!.id;
    else if (i < j) pairs.push({ a: sorted[i]!, b: sorted[j]! });
  }
  const initial: Colour = input.initialColour === 'white' ? WHITE : BLACK;
  const result: DutchPair[] = pairs
    .map(({ a, b }) => {
      const ca = colourOf(a, b, initial);
      return { white: ca === WHITE ? a : b, black: ca === WHITE ? b : a };
    })
    .sort((x, y) => boardKey(x.white, x.black, y.white, y.black))
    .map(({ white, black }) => ({ white: white.id, black: black.id }));
  return ok({ pairs: result, bye, ...(options.explain ? { explanation } : {}) });
}

function solveAndGet(m: WeightedMatching): Int32Array {
  m.solve();
  const mate = m.matching();
  for (let i = 0; i < mate.length; i++) if (mate[i]! < 0) mate[i] = i;
  return mate;
}

/**
 * C.8–C.11 for a pair in the bracket, evaluated from the lower player's (x's) side as the reference
 * engine does: bit 8 C.8, 4 C.9, 2 C.10, 1 C.11; a bit is set when the pair satisfies the criterion.
 */
function colourCriteria(x: P, y: P): number {
  let bits = 0;
  if (!x.absImbalance || !y.absImbalance || x.pref !== y.pref) bits |= 8;
  if (
    !x.absPref ||
    !y.absPref ||
    x.pref !== y.pref ||
    (x.colourImbalance === y.colourImbalance
      ? x.repeated === NOCOL || x.repeated !== y.repeated
      : (x.colourImbalance > y.colourImbalance ? y : x).repeated !== invert(x.pref))
  )
    bits |= 4;
  if (x.pref !== y.pref || x.pref === NOCOL || y.pref === NOCOL) bits |= 2;
  if ((!x.strong && !x.absPref) || (!y.strong && !y.absPref) || (x.absPref && y.absPref) || x.pref !== y.pref) bits |= 1;
  return bits;
}

/** Board order (C.04.2): the higher score of the pair, then the lower score, then the higher player's rank. */
function boardKey(w0: P, b0: P, w1: P, b1: P): number {
  const hi = (x: P, y: P): [P, P] => (x.score > y.score || (x.score === y.score && x.rank < y.rank) ? [x, y] : [y, x]);
  const [h0, l0] = hi(w0, b0);
  const [h1, l1] = hi(w1, b1);
  return h1.score - h0.score || l1.score - l0.score || h0.rank - h1.rank;
}

/** The colour of `p` against `q` (E.1–E.5). */
function colourOf(p: P, q: P, initial: Colour): Colour {
  const neutral = neutralColour(p, q);
  if (neutral !== NOCOL) return neutral;
  const pLower = p.acc0 < q.acc0 || (p.acc0 === q.acc0 && p.rank > q.rank);
  if (p.pref === NOCOL) {
    // E.5: the higher ranked player gets the initial colour if his rank is odd.
    return pLower ? (q.rank & 1 ? initial : invert(initial)) : p.rank & 1 ? invert(initial) : initial;
  }
  // E.4: the higher ranked player's preference.
  return pLower ? invert(q.pref) : p.pref;
}

/** E.1–E.3; NOCOL when they do not decide. */
function neutralColour(p: P, q: P): Colour {
  if (p.pref !== q.pref || p.pref === NOCOL || q.pref === NOCOL) {
    if (p.pref !== NOCOL) return p.pref; // E.1
    if (q.pref !== NOCOL) return invert(q.pref);
    return NOCOL;
  }
  // E.2: the stronger preference; both absolute: the wider colour difference.
  if (p.absPref && (p.colourImbalance > q.colourImbalance || !q.absPref)) return p.pref;
  if (q.absPref && (q.colourImbalance > p.colourImbalance || !p.absPref)) return invert(q.pref);
  if (p.strong && !q.strong) return p.pref;
  if (q.strong && !p.strong) return invert(q.pref);
  // E.3: alternate from the most recent round in which they had different colours.
  const pc = p.recs.filter((r) => r.played).map((r) => r.colour);
  const qc = q.recs.filter((r) => r.played).map((r) => r.colour);
  let i = pc.length - 1;
  let j = qc.length - 1;
  while (i >= 0 && j >= 0 && pc[i] === qc[j]) {
    i--;
    j--;
  }
  if (i >= 0 && j >= 0) return qc[j]!;
  return NOCOL;
}

function explainBracket(
  pl: P[],
  mdps: number,
  bracketEnd: number,
  matched: boolean[],
  stable: Int32Array,
  ppb: boolean,
  why: (k: number, m: number, natural: number) => string,
  listed: (k: number, m: number) => void,
): DutchBracketExplanation {
  const residents = pl.slice(mdps, bracketEnd).map((p) => p.id);
  const movedDown = pl.slice(0, mdps).map((p) => p.id);
  const floaters: number[] = [];
  const pairs: { a: number; b: number; natural: boolean; reason?: string }[] = [];
  // The natural pairing (B.3): MDP i with resident i; in the remainder, S1[i] with S2[i].
  const nat = new Map<number, number>();
  let r = mdps;
  for (let k = 0; k < mdps; k++) if (matched[k]) nat.set(k, r++);
  const rem: number[] = [];
  for (let k = mdps; k < bracketEnd; k++) if (stable[k]! >= mdps) rem.push(k);
  const half = Math.floor(rem.length / 2);
  for (let i = 0; i < half; i++) nat.set(rem[i]!, rem[i + half]!);
  for (let k = 0; k < bracketEnd; k++) {
    if (!matched[k]) {
      floaters.push(pl[k]!.id);
      continue;
    }
    const m = stable[k]!;
    if (m < k) continue;
    const n = nat.get(k);
    const natural = n === m;
    const reason = natural ? undefined : n === undefined ? 'D.2: exchanged between S1 and S2' : why(k, m, n);
    pairs.push({ a: pl[k]!.id, b: pl[m]!.id, natural, ...(reason ? { reason } : {}) });
    listed(k, m);
  }
  return { score: pl[bracketEnd - 1]!.acc0 / 10, residents, movedDown, floaters, pairs, ppb };
}

/**
 * D.1 (C.04.3) once S1 and S2 of the remainder are fixed: each S1 player, in order, gets the first S2
 * player that some best pairing (by the edge weights `base`, base[lo][hi]) allows, given the earlier
 * S1 players' opponents. Returns the opponent of each remainder player (an index into the bracket's
 * graph; -1 for the S2 player who floats), or undefined when this shortcut does not apply.
 *
 * Every S1 player is paired with an S2 player in every best pairing (C.5 is maximal), so the next score
 * group K only matters through the S2 players who float into it. With at most one floater x, K's part
 * of the weight is value(K + x) = value(K) + v(x), and K is replaced by one vertex joined to each S2
 * player x with weight v(x) + 1. That graph is two-sided (no blossoms): one maximum-weight matching and
 * its duals decide every D.1 step. An edge (p, o) is in some best pairing exactly when it is tight and
 * an alternating cycle of tight edges passes through it; taking p and o out keeps the rest optimal with
 * the same duals, so no step needs a new matching.
 *
 * v(x) when K's internal edges all weigh the same c (checked here; in a bracket that is not the last,
 * c is C.7's "one more pair in the next bracket"; in the last one, C.4's "one more pair", uniform while
 * nobody in K has had the bye) and x's edges into K all weigh the same w(x) (checked too): if x can
 * meet a player j of K whom some maximum matching of K leaves out (Gallai–Edmonds D), v = w(x); if x
 * can meet only other players of K, pairing x costs one of K's pairs: v = w(x) − c; if none, v = 0.
 * Otherwise the shortcut does not apply.
 */
function pairS1InOrder(base: bigint[][], remainder: number[], s1: boolean[], kStart: number, G: number): Int32Array | undefined {
  const S1 = remainder.filter((_, i) => s1[i]);
  const S2 = remainder.filter((_, i) => !s1[i]);
  const floaters = S2.length - S1.length;
  if (floaters < 0 || floaters > 1) return undefined;
  const weightOf = (a: number, b: number): bigint => (a < b ? base[b]![a]! : base[a]![b]!);

  const floatValue: bigint[] = [];
  if (floaters === 1) {
    const kSize = G - kStart;
    let c: bigint | undefined;
    const inK = new CardinalityMatching(kSize);
    for (let j = kStart; j < G; j++)
      for (let i = kStart; i < j; i++) {
        const w = base[j]![i]!;
        if (w === 0n) continue;
        if (c === undefined) c = w;
        else if (w !== c) return undefined; // not the uniform C.7 weights
        inK.addEdge(i - kStart, j - kStart);
      }
    const missable = inK.missable();
    for (const x of S2) {
      let wx: bigint | undefined;
      let addsPair = false;
      for (let j = kStart; j < G; j++) {
        const w = base[j]![x]!;
        if (w === 0n) continue;
        if (wx === undefined) wx = w;
        else if (w !== wx) return undefined;
        if (missable[j - kStart]) addsPair = true;
      }
      const v = wx === undefined ? 0n : addsPair ? wx : wx - c!;
      if (v < 0n) return undefined;
      floatValue.push(v);
    }
  }

  // The two-sided graph: S1, then S2, then (with a floater) the vertex standing for K.
  const n = S1.length + S2.length + floaters;
  const X = n - 1;
  let maxW = 0n;
  for (const p of S1) for (const q of S2) if (weightOf(p, q) > maxW) maxW = weightOf(p, q);
  for (const v of floatValue) if (v + 1n > maxW) maxW = v + 1n;
  const B = new WeightedMatching(n, bitLength(maxW));
  for (const [a, pa] of S1.entries())
    for (const [b, pb] of S2.entries()) {
      const w = weightOf(pa, pb);
      if (w !== 0n) B.setWeight(a, S1.length + b, w);
    }
  if (floaters === 1) for (let b = 0; b < S2.length; b++) B.setWeight(X, S1.length + b, floatValue[b]! + 1n);
  B.solve();
  const mate = B.matching();
  if (mate.includes(-1)) return undefined; // every best pairing must pair everyone here

  const alive = new Uint8Array(n).fill(1);
  const from = new Int32Array(n);
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  /** An alternating path of tight edges from `start` (S1 side) to `target` (S2 side), avoiding `o`; applied if found. */
  const reroute = (start: number, target: number, o: number): boolean => {
    seen.fill(0);
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
      const a = queue[head++]!;
      for (let y = S1.length; y < S1.length + S2.length; y++) {
        if (!alive[y] || seen[y] || y === o || mate[a] === y || !B.isTight(a, y)) continue;
        seen[y] = 1;
        from[y] = a;
        if (y === target) {
          for (let t = target; ; ) {
            const f = from[t]!;
            const prev = mate[f]!;
            mate[f] = t;
            mate[t] = f;
            if (f === start) return true;
            t = prev;
          }
        }
        const a2 = mate[y]!;
        if (!seen[a2]) {
          seen[a2] = 1;
          queue[tail++] = a2;
        }
      }
    }
    return false;
  };
  // After one failed search for a player, one backward search answers all his later candidates: the
  // S1-side vertices with an alternating path of tight edges to `target` (and the first step of it).
  const reaches = new Uint8Array(n);
  const nextStep = new Int32Array(n);
  const searchBack = (target: number, p: number): void => {
    reaches.fill(0);
    seen.fill(0);
    let head = 0;
    let tail = 0;
    queue[tail++] = target;
    seen[target] = 1;
    while (head < tail) {
      const y = queue[head++]!;
      for (let a = 0; a < n; a++) {
        if (a === S1.length) {
          if (floaters === 0) break;
          a = X; // the S2 side lies between S1 and the vertex for K
        }
        if (!alive[a] || reaches[a] || a === p || mate[y] === a || !B.isTight(a, y)) continue;
        reaches[a] = 1;
        nextStep[a] = y;
        const y2 = mate[a]!;
        if (!seen[y2]) {
          seen[y2] = 1;
          queue[tail++] = y2;
        }
      }
    }
  };
  /** Applies the path found by searchBack from `start`. */
  const rerouteBack = (start: number, target: number): void => {
    for (let a = start; ; ) {
      const y = nextStep[a]!;
      const prev = mate[y]!;
      mate[a] = y;
      mate[y] = a;
      if (y === target) return;
      a = prev;
    }
  };

  const result = new Int32Array(remainder.length).fill(-1);
  const position = new Map(remainder.map((g, i) => [g, i]));
  for (const [a, p] of S1.entries()) {
    let chosen = -1;
    let failed = false;
    for (const [b, o] of S2.entries()) {
      const y = S1.length + b;
      if (!alive[y] || o < p || !B.isTight(a, y)) continue;
      if (mate[a] === y) {
        chosen = y;
        break;
      }
      if (!failed) {
        if (reroute(mate[y]!, mate[a]!, y)) {
          chosen = y;
          break;
        }
        failed = true;
        searchBack(mate[a]!, a);
      } else if (reaches[mate[y]!]) {
        rerouteBack(mate[y]!, mate[a]!);
        chosen = y;
        break;
      }
    }
    if (chosen < 0) return undefined; // cannot happen: p's own opponent qualifies
    mate[a] = chosen;
    mate[chosen] = a;
    alive[a] = 0;
    alive[chosen] = 0;
    const o = S2[chosen - S1.length]!;
    result[position.get(p)!] = o;
    result[position.get(o)!] = p;
  }
  return result;
}
