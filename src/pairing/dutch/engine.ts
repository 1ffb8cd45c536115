/**
 * FIDE (Dutch) system, C.04.3, by edition (editions.ts): the round is paired bracket by bracket, from the
 * top score down (2017 A.9, 2025 1.9), each bracket by the search for its first best candidate
 * (search.ts) over a graph of the bracket and the players below it, weighted by the edition's criteria
 * (weights.ts). What is left of a bracket floats into the next one.
 *
 * Completing the round (C4) is where the editions differ most:
 * - 2017: a bracket is paired with the next score group; if its downfloaters leave the rest unpairable
 *   (checked with a maximum-cardinality matching of everyone left), it is the PPB and is paired again
 *   with all the players below it, who then form the last bracket (A.9, C.4).
 * - 2012: such a bracket is C.13's penultimate bracket: paired again keeping its MDPs paired, or else
 *   joined with everyone below it into one bracket whose S1 is drawn from its players (lowestBracket, c13.ts),
 *   or with no S1 when it is managed as homogeneous (C.14.b2).
 * - 2025: every bracket keeps the round complete, with the pairing-allocated bye on a player who may have
 *   it at the lowest score possible (C4, C2, C5). As bbpPairings 6 weighs it, that is one more criterion
 *   above all others, over everyone left. The engine pairs the bracket with the next score group only,
 *   and then checks that everyone left can still be paired around that pairing (the bracket's pairs and
 *   the next score group's best pairs fixed): if they can, no pairing of the bracket is better once
 *   completion is counted, so the pairing stands; if not, the bracket is paired again with everyone left
 *   and the completion field. Why that is exact: below the completion field every criterion reads only
 *   the pairs within the bracket and the next score group, and the search's decisions are each "is there
 *   a best candidate with this choice": the first candidate among all pairings of the bracket and the next
 *   score group is also the first among those that complete the round whenever it completes the round.
 *   (Two players who float out of one bracket can never meet: had they been able to, with the round
 *   complete, they would have been paired there, C6; so the check may count every compatible pair.)
 *   So also for the bracket above the last score group and for the last bracket (the player it leaves
 *   over must be one who may have the bye): the completion field is weighed only when the check fails,
 *   and the next score group can be folded into one vertex meanwhile (fold.ts), its pairs weighing alike.
 */
import { CardinalityMatching } from '../../matching/cardinality.js';
import { MatcherMemory } from '../../matching/weighted.js';
import { err, ok, type Result } from '../../core/result.js';
import { boardOrder, colourOf } from './colours.js';
import { DUTCH_EDITIONS, type DutchEdition } from './editions.js';
import { explainBracket } from './explain.js';
import { mergedS1 } from './c13.js';
import { BLACK, NO_COLOUR, WHITE, playersBeforeRound, type PlayerState, type PlayersBeforeRound } from './players.js';
import { naturalPairing, type BracketOutcome, type NATURAL_STEPS } from './natural.js';
import { BracketSearch, bracketEdges, type SearchStep } from './search.js';
import { foldBracket } from './fold.js';
import { DUTCH_RULES_TEXT } from '../../core/settings.js';
import { DEFAULT_DUTCH_RULES, DUTCH_RULES, type DutchBracketExplanation, type DutchError, type DutchInput, type DutchPair, type DutchPairing } from './types.js';
import { bitsFor, EdgeWeights, type BracketGraph, type BracketMode, type RoundFacts } from './weights.js';

/** The ways of completing the round, by name (see Completion). */
export const COMPLETION_STEPS = [
  /** 2017 C.4: a bracket is re-paired as the PPB. */
  'completion.ppb',
  /** 2025 C4: a bracket is re-paired with everyone left, as the next score group alone would not let the round complete. */
  'completion.everyone',
  /** 2012 C.13: the penultimate score bracket cannot keep its MDPs paired; it is joined with the lowest one. */
  'completion.merged',
] as const;
export type DutchStep = SearchStep | (typeof COMPLETION_STEPS)[number] | (typeof NATURAL_STEPS)[number];

export interface DutchOptions {
  /** Explain each bracket (DutchPairing.explanation). */
  readonly explain?: boolean;
  /** Told each branch of the search as it is taken (for tests). */
  readonly trace?: (step: DutchStep) => void;
}

/** Everything the brackets of one round share. */
interface RoundContext {
  readonly edition: DutchEdition;
  /** The players to pair, by score (with acceleration) and pairing number (2017 A.2, 2025 1.2). */
  readonly sorted: readonly PlayerState[];
  /** C1, C3 (with the topscorers' exception in the last round), forbidden pairs. */
  readonly compatible: (a: PlayerState, b: PlayerState) => boolean;
  /** The graph of who may meet among some players (by `compatible`), with `extra` vertices more. */
  readonly compatibleAmong: (players: readonly PlayerState[], extra: number) => CardinalityMatching;
  /** Everyone still to pair (indices into `sorted`), plus a bye vertex when their number is odd. */
  readonly validity: CardinalityMatching;
  readonly facts: RoundFacts;
  /** 2025 C9 for the first bracket. */
  readonly c9First: boolean;
  readonly explain: boolean;
  readonly trace: (step: DutchStep) => void;
  /** Each sorted player's opponent (index into `sorted`), −1 for the bye. */
  readonly partner: Int32Array;
  readonly explanation: DutchBracketExplanation[];
  /** The brackets' matchers share their weight arrays, one after the other. */
  readonly memory: MatcherMemory;
}

/** Pairs round r. Returns an error value when no pairing satisfies the absolute criteria. */
export function pairDutch(input: DutchInput, options: DutchOptions = {}): Result<DutchPairing, DutchError> {
  const rules = input.rules ?? DEFAULT_DUTCH_RULES;
  if (!DUTCH_RULES.includes(rules)) return err({ code: 'dutch.input', message: `unknown rules ${JSON.stringify(rules)} (expected ${DUTCH_RULES_TEXT})` });
  const edition = DUTCH_EDITIONS[rules];
  const before = playersBeforeRound(input, edition.history);
  if (!before.ok) return before;
  const round = startRound(before.value, input, edition, options);
  if (!round.ok) return round;
  pairBrackets(round.value);
  return ok(finishRound(round.value, input, options.explain === true));
}

function startRound(before: PlayersBeforeRound, input: DutchInput, edition: DutchEdition, options: DutchOptions): Result<RoundContext, DutchError> {
  const { players, playedRounds, points } = before;
  const lastRound = playedRounds >= input.totalRounds - 1;
  const topThreshold = Math.floor((playedRounds * Math.max(points.win, points.draw)) / 2);
  // C3 (2017 C.3, 2025 C3): two players with an absolute preference for the same colour do not meet, unless
  // one is a topscorer (2017 A.7, 2025 1.8: over half the maximum score when the last round is paired).
  const colourBound = (p: PlayerState): boolean => p.absPref && !(lastRound && p.acc0 > topThreshold);
  const compatible = (a: PlayerState, b: PlayerState): boolean => !a.forbidden.has(b.index) && !(a.pref === b.pref && colourBound(a) && colourBound(b));
  let sorted = players.filter((p) => p.valid && p.available).sort((a, b) => b.acc0 - a.acc0 || a.rank - b.rank);
  const N = sorted.length;
  let validity = compatibilityGraph(sorted, N & 1, (earlier, later) => compatible(later, earlier), colourBound);
  let bye = edition.completion === 'every-bracket' ? lowestByeScore(sorted, validity) : allEligibleForBye(sorted, validity);
  if (bye === undefined && N & 1 && edition.byeWhenNoneMay === 'anyone') {
    // 2012 B.1.b as JaVaFo 1.4 reads it: when no player who may have the bye can get it with the others
    // paired, the criterion is relaxed (A.5: with an odd number, one player gets the bye): first those with
    // the fewest rounds scored without playing may have it, then those with one more, and so on (probed).
    const unplayed = (p: PlayerState): number => p.recs.filter((x) => edition.history.barsBye(x, points)).length;
    const all = sorted;
    for (const most of [...new Set(all.map(unplayed))].sort((a, b) => a - b)) {
      sorted = all.map((p) => (p.eligibleForBye || unplayed(p) > most ? p : { ...p, eligibleForBye: true }));
      validity = compatibilityGraph(sorted, 1, (earlier, later) => compatible(later, earlier), colourBound);
      bye = allEligibleForBye(sorted, validity);
      if (bye !== undefined) break;
    }
  }
  if (bye === undefined) return err({ code: 'dutch.no-pairing', message: edition.noPairing });
  const groups: number[] = [];
  for (let i = 0; i < N; i++) {
    if (i > 0 && sorted[i]!.acc0 === sorted[i - 1]!.acc0) groups[groups.length - 1]!++;
    else groups.push(1);
  }
  const largestGroup = Math.max(0, ...groups);
  // The brackets' graphs are about two score groups: their matchers' memory is taken once.
  const memory = new MatcherMemory();
  memory.reserve(Math.max(0, ...groups.map((g, k) => g + (groups[k + 1] ?? 0))) + 8);
  const ranks = N & 1 ? byeRanks(sorted, bye) : new Map<number, number>();
  const facts: RoundFacts = { playedRounds, byeScore: bye, byeRank: (p) => ranks.get(p.playedGames) ?? 0, scoreGroupBits: bitsFor(largestGroup) };
  const compatibleAmong = (among: readonly PlayerState[], extra: number): CardinalityMatching => compatibilityGraph(among, extra, compatible, colourBound);
  const c9First = edition.completion === 'every-bracket' && firstBracketFloatsOnlyTheBye(sorted, compatibleAmong, bye);
  return ok({
    edition,
    sorted,
    compatible,
    compatibleAmong,
    validity,
    facts,
    c9First,
    explain: options.explain === true,
    trace: options.trace ?? (() => undefined),
    partner: new Int32Array(N).fill(-1),
    explanation: [],
    memory,
  });
}

/**
 * The graph of the pairs of `players` who may meet (C1, C3; `mayMeet(earlier, later)`), as vertices 0 …
 * players.length − 1, with `extra` more vertices without edges. Every pair may meet but those forbidden
 * (met before, or forbidden pairs), asked one by one, and those of two players `colourBound` (C3) for the
 * same colour, taken out a colour at a time: so the graph costs its memory, not a question per pair.
 */
export function compatibilityGraph(
  players: readonly PlayerState[],
  extra: number,
  mayMeet: (a: PlayerState, b: PlayerState) => boolean,
  colourBound: (p: PlayerState) => boolean,
): CardinalityMatching {
  const m = players.length;
  const graph = new CardinalityMatching(m + extra);
  graph.addClique(m);
  let indices = 0;
  for (const p of players) indices = Math.max(indices, p.index + 1);
  const position = new Int32Array(indices).fill(-1);
  for (let k = 0; k < m; k++) position[players[k]!.index] = k;
  const bound: [number[], number[]] = [[], []];
  for (let k = 0; k < m; k++) {
    const p = players[k]!;
    for (const f of p.forbidden) {
      const j = f < indices ? position[f]! : -1;
      if (j >= 0 && j !== k && (k < j ? !mayMeet(p, players[j]!) : !mayMeet(players[j]!, p))) graph.removeEdge(k, j);
    }
    if (colourBound(p)) bound[p.pref === WHITE ? 0 : 1].push(k); // an absolute preference is for white or black
  }
  // Tens of thousands of pairs at 1,000 players: a colour's bound players are taken out as one clique.
  for (const same of bound) graph.removeClique(same);
  return graph;
}

/** 2017: with an odd number, the bye vertex may meet every player eligible for the bye (C.2). Undefined: no complete pairing. */
function allEligibleForBye(sorted: readonly PlayerState[], validity: CardinalityMatching): number | undefined {
  const N = sorted.length;
  if (N & 1) for (let i = 0; i < N; i++) if (sorted[i]!.eligibleForBye) validity.addEdge(N, i);
  return validity.perfect() ? -1 : undefined;
}

/**
 * 2025 C5: the lowest score at which a player who may have the bye (C2) can get it with everyone else
 * paired (C1–C4); the bye vertex then meets those players only. 0 with an even number (as bbpPairings).
 * Undefined: no complete pairing.
 */
function lowestByeScore(sorted: readonly PlayerState[], validity: CardinalityMatching): number | undefined {
  const N = sorted.length;
  if (!(N & 1)) return validity.perfect() ? 0 : undefined;
  const scores = [...new Set(sorted.filter((p) => p.eligibleForBye).map((p) => p.acc0))].sort((a, b) => a - b);
  for (const s of scores) {
    for (let i = 0; i < N; i++) if (sorted[i]!.acc0 === s && sorted[i]!.eligibleForBye) validity.addEdge(N, i);
    if (validity.perfect()) return s;
  }
  return undefined;
}

/**
 * 2025 C9 ranks the players with the bye score by their games played, most first; equal numbers share the
 * last rank of their run (as bbpPairings numbers them). Keyed by games played.
 */
function byeRanks(sorted: readonly PlayerState[], byeScore: number): Map<number, number> {
  const played = sorted.filter((p) => p.acc0 === byeScore).map((p) => p.playedGames);
  played.sort((a, b) => b - a);
  const ranks = new Map<number, number>();
  played.forEach((g, k) => ranks.set(g, k));
  return ranks;
}

/**
 * 2025 C9 in the first bracket: the bye goes to the top score group, and the round can be completed with
 * that group paired within itself but for the bye.
 */
function firstBracketFloatsOnlyTheBye(
  sorted: readonly PlayerState[],
  compatibleAmong: (players: readonly PlayerState[], extra: number) => CardinalityMatching,
  byeScore: number,
): boolean {
  const N = sorted.length;
  if (!(N & 1) || byeScore < sorted[0]!.acc0) return false;
  let top = 0;
  while (top < N && sorted[top]!.acc0 === sorted[0]!.acc0) top++;
  if (!(top & 1)) return false;
  const group = compatibleAmong(sorted.slice(0, top), 1);
  for (let a = 0; a < top; a++) if (sorted[a]!.eligibleForBye) group.addEdge(a, top);
  const rest = compatibleAmong(sorted.slice(top), 0);
  return group.perfect() && rest.perfect();
}

/** The bracket's graph over the given players (indices into `sorted`). */
function graphOf(r: RoundContext, vertices: readonly number[], mdps: number, bracketEnd: number, nextEnd: number): BracketGraph {
  const players = vertices.map((k) => r.sorted[k]!);
  return { players, scores: players.map((p) => p.acc0), mdps, bracketEnd, nextEnd, size: vertices.length };
}

/** How the edition completes the round, bracket by bracket (see the file's comment). */
interface Completion {
  /**
   * The weights' mode for a bracket whose next score group ends at sorted[kEnd], the graph's end in
   * `sorted`, and the end of the part that joins the next bracket (graphEnd, or kEnd).
   */
  plan(kEnd: number, group: readonly number[], next: number): { mode: BracketMode; graphEnd: number; nextEnd: number; merged?: { vertices: number[]; mdps: number } };
  /** Whether the bracket's pairing stands; if not, the next plan pairs it with everyone left. */
  accepts(search: BracketOutcome, vertices: readonly number[]): boolean;
  /** The bracket is paired; the next one is `nextSize` players: its floaters and sorted[next, nextEnd). */
  paired(done: { readonly search: BracketOutcome; readonly nextSize: number; readonly next: number; readonly nextEnd: number }): void;
  /** 2017: the bracket was re-paired as the PPB. */
  readonly ppb: boolean;
}

const bracketPlayers = (search: BracketOutcome, vertices: readonly number[]): number[] => vertices.filter((_, k) => k < search.graph.bracketEnd && search.matched[k]);

/** 2017 C.4: the PPB, re-paired with everyone below it (who then form the last bracket). */
function penultimateBracket(r: RoundContext, oneGroup: boolean): Completion {
  const N = r.sorted.length;
  let special = oneGroup;
  let repair = false;
  return {
    get ppb() {
      return repair;
    },
    plan: (kEnd) => {
      const end = special ? N : kEnd;
      return { mode: { everyone: end === N, special, c9: false }, graphEnd: end, nextEnd: end };
    },
    accepts: (search, vertices) => {
      if (special || r.validity.perfectWithout(bracketPlayers(search, vertices))) return true;
      r.trace('completion.ppb');
      special = repair = true;
      return false;
    },
    paired: ({ nextEnd }) => {
      // The next bracket is the last one: everyone left (A.9, C.4).
      special = nextEnd === N;
      repair = false;
    },
  };
}

/**
 * 2012 C.13, as JaVaFo 1.4 pairs it. A bracket whose pairing leaves the players below it unpairable is the
 * penultimate one of C.13 (every bracket below it would fail the same way and be joined with the lowest,
 * so everyone below it is the lowest bracket):
 * - it is paired again with everyone below it (`penultimate`), the round complete, with the most pairs
 *   (P1, C.14.b1), the closest scores (B.3, the bye's among them), then the most MDPs paired (M1, lowered
 *   by C.14.b2; weights.ts);
 * - when no such pairing pairs one of its MDPs (a homogeneous bracket: one of its players), P becomes zero
 *   (C.3.a: P = M1, or P1) and it is joined with the lowest bracket (`merged`): one bracket of everyone
 *   left, its S1 chosen among the penultimate bracket's players (c13.ts); but a heterogeneous bracket that
 *   JaVaFo manages as homogeneous (C.14.b2, asHomogeneous) is paired with the lowest one as one homogeneous
 *   bracket (`merged` without S1): the closeness of the scores of all their pairs, then the colours;
 * - after a pairing again, the rest is paired with everyone below it, as the last bracket (`last`), which
 *   produces no downfloaters (C.3.e–f: no criteria for them, as in the joined bracket; JaVaFo 1.4 pairs so).
 */
function lowestBracket(r: RoundContext, oneGroup: boolean): Completion {
  const N = r.sorted.length;
  let state: 'normal' | 'last' | 'penultimate' | 'merged' = oneGroup ? 'last' : 'normal';
  // The last bracket is what C.13 left below the penultimate one paired again (or joined).
  let afterC13 = false;
  let m1 = 0;
  // C.14.b2 in C.13: the penultimate bracket managed as homogeneous, paired with the lowest one as one bracket.
  let homogeneous = false;
  // C.14.b2 in C.13: the penultimate bracket, whose one MDP kept paired is not its highest, managed as
  // homogeneous and paired again with everyone below it (its MDPs as residents: D.1–D.2, no upfloaters).
  let oneMdpHomogeneous = false;
  const mdpsPaired = (search: BracketOutcome): number => search.matched.slice(0, search.graph.mdps).filter(Boolean).length;
  return {
    get ppb() {
      return state === 'penultimate' || state === 'merged';
    },
    plan: (kEnd, group, next) => {
      if (state === 'normal') return { mode: { everyone: kEnd === N, special: false, c9: false }, graphEnd: kEnd, nextEnd: kEnd };
      if (state === 'last') return { mode: { everyone: true, special: true, c9: false, afterC13 }, graphEnd: N, nextEnd: N };
      if (state !== 'merged') return { mode: { everyone: true, special: true, c9: false, c13: 'penultimate', asHomogeneous: oneMdpHomogeneous }, graphEnd: N, nextEnd: N };
      const all = [...group];
      for (let k = next; k < N; k++) all.push(k);
      const s1 = homogeneous
        ? []
        : mergedS1({
            size: all.length,
            upper: group.length,
            mayMeet: (a, b) => r.compatible(r.sorted[all[a]!]!, r.sorted[all[b]!]!),
            mayHaveBye: (a) => r.sorted[all[a]!]!.eligibleForBye,
            clash: (a, b) => {
              const pa = r.sorted[all[a]!]!.pref;
              return pa !== NO_COLOUR && pa === r.sorted[all[b]!]!.pref;
            },
          });
      const vertices = [...s1.map((k) => all[k]!), ...all.filter((_, k) => !s1.includes(k))];
      return { mode: { everyone: true, special: true, c9: false, c13: 'merged' }, graphEnd: N, nextEnd: N, merged: { vertices, mdps: s1.length } };
    },
    accepts: (search, vertices) => {
      if (state === 'last' || state === 'merged') return true;
      if (state === 'normal') {
        if (r.validity.perfectWithout(bracketPlayers(search, vertices))) return true;
        r.trace('completion.ppb');
        m1 = mdpsPaired(search);
        state = 'penultimate';
        return false;
      }
      if (oneMdpHomogeneous) return true;
      // C.3.a: P = M1 in a heterogeneous bracket, P1 in a homogeneous one; P zero: the brackets are joined,
      // or (C.14.b2, M1 = 0) paired as one homogeneous bracket.
      const p = m1 > 0 ? mdpsPaired(search) : bracketPlayers(search, vertices).length;
      const completes = r.validity.perfectWithout(bracketPlayers(search, vertices));
      // C.14.b2 with M1 lowered to one: only D.3's first set of one MDP (the highest) is paired as a
      // heterogeneous bracket; when another MDP must be the one paired, M1 = 0 and the bracket is managed
      // as homogeneous, paired again with everyone below it (JaVaFo 1.4 pairs so).
      if (m1 > 0 && p === 1 && search.graph.mdps > 1 && !search.matched[0] && completes) {
        oneMdpHomogeneous = true;
        return false;
      }
      if (p > 0 && completes) return true;
      r.trace('completion.merged');
      homogeneous = m1 > 0 && p === 0 && asHomogeneous(search.graph);
      state = 'merged';
      return false;
    },
    paired: ({ nextEnd }) => {
      homogeneous = false;
      oneMdpHomogeneous = false;
      afterC13 = state === 'penultimate' || state === 'merged';
      state = nextEnd === N ? 'last' : 'normal';
    },
  };
}

/**
 * 2012 C.14.b2 in C.13 as JaVaFo 1.4 applies it: a heterogeneous penultimate bracket that cannot keep an MDP
 * paired ("set M1=0, manage the bracket as homogeneous") is paired with the lowest bracket as one homogeneous
 * bracket, without an S1 of moved-down players (A.11 over all their pairs: the closeness of the scores, then
 * the colours), when at least two players are below it and they do not outnumber its own (with an odd
 * number too when one of its residents could take the bye). Otherwise P = M1 becomes zero and they are
 * joined with the penultimate bracket's players as S1 (c13.ts). Measured on JaVaFo's pairings, with probes
 * that change only the number of players below or the scores below (see docs/dutch-engine.md).
 */
function asHomogeneous(g: BracketGraph): boolean {
  const below = g.size - g.bracketEnd;
  return below >= 2 && below <= g.bracketEnd;
}

/** 2025 C4: every bracket keeps the round complete; see the file's comment. */
function everyBracket(r: RoundContext): Completion {
  const N = r.sorted.length;
  let everyone = false;
  let exact = false;
  let c9 = r.c9First;
  return {
    ppb: false,
    plan: (kEnd) => {
      exact = everyone;
      return { mode: { everyone: exact, special: false, c9 }, graphEnd: exact ? N : kEnd, nextEnd: kEnd };
    },
    accepts: (search, vertices) => {
      if (exact) return true;
      const decided = search.decidedOptimum();
      const { bracketEnd, nextEnd } = search.graph;
      const without = bracketPlayers(search, vertices);
      // The next score group's pairs in that optimum (with downfloaters, or within the group).
      for (let v = bracketEnd; v < nextEnd; v++) if (decided[v]! < v) without.push(vertices[decided[v]!]!, vertices[v]!);
      if (r.validity.perfectWithout(without)) return true;
      r.trace('completion.everyone');
      everyone = true;
      return false;
    },
    paired: ({ search, nextSize, next, nextEnd: kEnd }) => {
      everyone = false;
      // C9 for the next bracket: it downfloats one player only, who gets the bye (its best pairing leaves one).
      const { bracketEnd, nextEnd } = search.graph;
      let nextPairs = 0;
      for (let v = bracketEnd; v < nextEnd; v++) if (search.first[v]! < v) nextPairs++;
      c9 = (N & 1) === 1 && kEnd > next && r.facts.byeScore >= r.sorted[next]!.acc0 && nextSize - 2 * nextPairs === 1;
    },
  };
}

/**
 * The bracket's first best candidate by the search (search.ts) over its graph weighted by the edition's
 * criteria; when the graph is the bracket and its next score group, with that group folded into one vertex
 * where that changes nothing (fold.ts).
 */
function searchBracket(r: RoundContext, graph: BracketGraph, mode: BracketMode): { outcome: BracketOutcome; search: BracketSearch; weights: EdgeWeights } {
  const fields = r.edition.fields(graph, r.facts, mode);
  const weights = new EdgeWeights(graph, fields, r.compatible, r.facts, r.compatibleAmong);
  const settings = r.edition.search(graph, r.facts);
  const foldable = !r.explain && r.edition.pairsFirst(mode);
  const folded = foldable ? foldBracket(graph, weights, r.compatible, r.compatibleAmong, r.memory) : undefined;
  if (folded) {
    r.trace('graph.folded');
    const search = new BracketSearch(folded.graph, folded.base, folded.types, settings, false, r.memory, r.trace);
    search.run();
    const first = folded.unfold(search.first);
    // stable is read for the bracket's players only, whose indices the fold keeps; first and the decided
    // optimum are read for the next score group too: unfolded.
    const outcome: BracketOutcome = { graph, stable: search.stable, first, matched: search.matched, decidedOptimum: () => folded.unfold(search.decidedOptimum()) };
    return { outcome, search, weights };
  }
  const search = new BracketSearch(graph, bracketEdges(graph, weights, r.memory), weights.vertexTypes(), settings, r.explain, r.memory, r.trace);
  search.run();
  return { outcome: search, search, weights };
}

/** The next bracket after a bracket's outcome: the players it leaves unpaired, then the next score group. */
function nextBracketOf(r: RoundContext, graph: BracketGraph, vertices: readonly number[], s: BracketOutcome, next: number, kEnd: number): PlayerState[] {
  const out: PlayerState[] = [];
  for (let k = 0; k < graph.bracketEnd; k++) if (!s.matched[k]) out.push(r.sorted[vertices[k]!]!);
  for (let k = next; k < kEnd; k++) out.push(r.sorted[k]!);
  return out;
}

/**
 * 2012 C.12 as JaVaFo 1.4 pairs it: when the next bracket (the bracket's floaters and the next score group)
 * cannot make all its pairs (P1, counted once C.1 has moved down the players who can meet nobody there)
 * because of B.2 (two absolute preferences for the same colour), though B.1 alone would let it, the bracket is paired again with the same pairs and the same scores moved down (its
 * criteria down to B.6 unchanged), the pairs of the next bracket counted next; that pairing is accepted if
 * the next bracket can then make P1 pairs and the round can be completed. A shortfall from opponents met
 * before (B.1) is backtrackForMet's. Undefined: the pairing stands.
 */
function backtrackForColours(
  r: RoundContext,
  graph: BracketGraph,
  mode: BracketMode,
  vertices: readonly number[],
  search: BracketOutcome,
  next: number,
  kEnd: number,
): ReturnType<typeof searchBracket> | undefined {
  const nextBracket = (s: BracketOutcome): PlayerState[] => nextBracketOf(r, graph, vertices, s, next, kEnd);
  // B.2 can only matter with two absolute preferences for the same colour in the next bracket.
  const absolute = [0, 0];
  for (const p of nextBracket(search)) if (p.absPref) absolute[p.pref === WHITE ? 0 : 1]!++;
  if (Math.max(...absolute) < 2) return undefined;
  // P1 pairs: at most one player left over.
  // P1 pairs, counted once C.1 has moved down the players who can meet nobody there (shortOfPairs).
  const full = (s: BracketOutcome): boolean => !shortOfPairs(r, nextBracket(s));
  const metOnly = (a: PlayerState, b: PlayerState): boolean => !a.forbidden.has(b.index);
  if (full(search) || compatibilityGraph(nextBracket(search), 0, metOnly, () => false).maximize() > 1) return undefined;
  const again = searchBracket(r, graph, { ...mode, c12: true });
  if (!full(again.outcome) || !r.validity.perfectWithout(bracketPlayers(again.outcome, vertices))) return undefined;
  return again;
}

/**
 * Whether a bracket falls short of its P1 pairs (more than one player left over) once C.1 has moved down
 * the players who can meet nobody in it (a player without an opponent does not count against P1).
 */
function shortOfPairs(r: RoundContext, players: readonly PlayerState[]): boolean {
  const g = r.compatibleAmong(players, 0);
  let left = g.maximize();
  if (left <= 1) return false;
  for (let a = 0; a < players.length && left > 1; a++) {
    let alone = true;
    for (let b = 0; b < players.length && alone; b++) if (b !== a && g.hasEdge(a, b)) alone = false;
    if (alone) left--;
  }
  return left > 1;
}

/**
 * 2012 C.12 as JaVaFo 1.4 pairs it when players met before (B.1) keep the next bracket (the bracket's
 * floaters and the next score group) short of its P1 pairs (shortOfPairs: C.1 has moved down first the
 * players who can meet nobody there): the bracket is paired again by its criteria with the pairs of the
 * next bracket counted right after the closeness of the scores (B.3), above the colours and the floats
 * (C.12 goes back before C.10 relaxes them); that pairing is accepted if the next bracket can then make
 * its P1 pairs and the round can be completed. Undefined: the pairing stands.
 */
function backtrackForMet(
  r: RoundContext,
  graph: BracketGraph,
  mode: BracketMode,
  vertices: readonly number[],
  search: BracketOutcome,
  next: number,
  kEnd: number,
): ReturnType<typeof searchBracket> | undefined {
  const nextBracket = (s: BracketOutcome): PlayerState[] => nextBracketOf(r, graph, vertices, s, next, kEnd);
  if (!shortOfPairs(r, nextBracket(search))) return undefined;
  const again = searchBracket(r, graph, { ...mode, c12Met: true });
  if (shortOfPairs(r, nextBracket(again.outcome)) || !r.validity.perfectWithout(bracketPlayers(again.outcome, vertices))) return undefined;
  return again;
}

/**
 * 2012 C.1 and C.12 as JaVaFo 1.4 pairs them: when a player the bracket moves down has no opponent in the
 * next bracket (its floaters and the next score group) by B.1 or B.2, the bracket is paired again with
 * another set of players of the same size and scores moved down, those the next bracket can pair counted
 * next to B.3 (above the colours and the floats); that pairing is accepted when none of the players it moves
 * down is left without an opponent there, or no more than before and the next bracket can make more pairs
 * (C.12: "this now allows P1 pairings"; with some still stranded and no more pairs, P1 counted after C.1
 * was made already, and JaVaFo keeps the first pairing). A player moved down who merely competes with
 * another for the same opponent, with none stranded, is left to the next bracket (C.14), as JaVaFo pairs
 * it. Undefined: the pairing stands.
 */
function backtrackForIncompatible(
  r: RoundContext,
  graph: BracketGraph,
  mode: BracketMode,
  vertices: readonly number[],
  search: BracketOutcome,
  next: number,
  kEnd: number,
): ReturnType<typeof searchBracket> | undefined {
  const nextBracket = (s: BracketOutcome): { floaters: PlayerState[]; all: PlayerState[] } => {
    const floaters: PlayerState[] = [];
    for (let k = 0; k < graph.bracketEnd; k++) if (!s.matched[k]) floaters.push(r.sorted[vertices[k]!]!);
    const all = [...floaters];
    for (let k = next; k < kEnd; k++) all.push(r.sorted[k]!);
    return { floaters, all };
  };
  // C.1: the players moved down for whom no opponent can be found in the next bracket (B.1, B.2).
  const stranded = (s: BracketOutcome): number => {
    const { floaters, all } = nextBracket(s);
    return floaters.filter((p) => !all.some((q) => q !== p && r.compatible(p, q) && r.compatible(q, p))).length;
  };
  const first = stranded(search);
  if (first === 0) return undefined;
  const again = searchBracket(r, graph, { ...mode, c12Incompatible: true });
  const k = stranded(again.outcome);
  // C.12: "this now allows P1 pairings": no player without an opponent, or no more of them (C.1 moves them
  // down) and more pairs in the next bracket (players met before left unpaired there otherwise).
  const unpaired = (s: BracketOutcome): number => r.compatibleAmong(nextBracket(s).all, 0).maximize();
  return k === 0 || (k <= first && unpaired(again.outcome) < unpaired(search)) ? again : undefined;
}

/** Pairs the brackets from the top down, filling `r.partner`. */
function pairBrackets(r: RoundContext): void {
  const { sorted, validity } = r;
  const N = sorted.length;
  let group: number[] = [];
  let next = 0;
  while (next < N && sorted[next]!.acc0 >= sorted[0]!.acc0) group.push(next++);
  let mdps = 0;
  const completion =
    r.edition.completion === 'every-bracket' ? everyBracket(r) : r.edition.completion === 'lowest-bracket' ? lowestBracket(r, next === N) : penultimateBracket(r, next === N);
  while (group.length > 1 || next < N) {
    let kEnd = next;
    while (kEnd < N && sorted[kEnd]!.acc0 >= sorted[next]!.acc0) kEnd++;
    const plan = completion.plan(kEnd, group, next);
    const vertices = plan.merged ? plan.merged.vertices : [...group];
    if (!plan.merged) for (let k = next; k < plan.graphEnd; k++) vertices.push(k);
    const graph = plan.merged
      ? graphOf(r, vertices, plan.merged.mdps, vertices.length, vertices.length)
      : graphOf(r, vertices, plan.mode.asHomogeneous ? 0 : mdps, group.length, group.length + plan.nextEnd - next);
    const natural = r.explain ? undefined : naturalPairing(graph);
    let searched = natural ? undefined : searchBracket(r, graph, plan.mode);
    if (natural) r.trace('natural.accepted');
    let search = natural ?? searched!.outcome;
    const backtracks = r.edition.backtracksForColours && !plan.mode.special && !plan.merged && kEnd < N;
    // C.1 holds in the lowest score group too: a player moved down without an opponent there sends the pairing back, the bye notwithstanding.
    if (r.edition.backtracksForColours && !plan.mode.special && !plan.merged && next < N) {
      const moved = backtrackForIncompatible(r, graph, plan.mode, vertices, search, next, kEnd);
      if (moved) ({ outcome: search } = searched = moved);
    }
    if (!completion.accepts(search, vertices)) continue;
    if (backtracks) {
      const again = backtrackForColours(r, graph, plan.mode, vertices, search, next, kEnd) ?? backtrackForMet(r, graph, plan.mode, vertices, search, next, kEnd);
      if (again) ({ outcome: search } = searched = again);
    }
    if (searched && r.explain) r.explanation.push(explainBracket(searched.search, searched.weights, r.edition.explainWords, r.compatible, completion.ppb));
    const paired = bracketPlayers(search, vertices);
    for (let k = 0; k < graph.bracketEnd; k++) if (search.matched[k]) r.partner[vertices[k]!] = vertices[search.stable[k]!]!;
    for (const v of paired) validity.remove(v);
    validity.maximize();
    const newGroup: number[] = [];
    for (let k = 0; k < graph.nextEnd; k++) if (k >= graph.bracketEnd || !search.matched[k]) newGroup.push(vertices[k]!);
    mdps = newGroup.length - (graph.nextEnd - graph.bracketEnd);
    completion.paired({ search, nextSize: newGroup.length, next, nextEnd: plan.nextEnd });
    group = newGroup;
    next = plan.nextEnd;
  }
}

/** Colours (2017 E, 2025 5.2) and board order. */
function finishRound(r: RoundContext, input: DutchInput, explain: boolean): DutchPairing {
  const { sorted, partner } = r;
  const pairs: { a: PlayerState; b: PlayerState }[] = [];
  let bye: number | undefined;
  for (let i = 0; i < sorted.length; i++) {
    const j = partner[i]!;
    if (j < 0) bye = sorted[i]!.id;
    else if (i < j) pairs.push({ a: sorted[i]!, b: sorted[j]! });
  }
  const initial = input.initialColour === 'white' ? WHITE : BLACK;
  const result: DutchPair[] = pairs
    .map(({ a, b }) => {
      const ca = colourOf(a, b, initial, r.edition.noPreferenceColour, r.facts.playedRounds, r.edition.absoluteTie);
      return { white: ca === WHITE ? a : b, black: ca === WHITE ? b : a };
    })
    .sort((x, y) => boardOrder(x.white, x.black, y.white, y.black))
    .map(({ white, black }) => ({ white: white.id, black: black.id }));
  return { pairs: result, bye, ...(explain ? { explanation: r.explanation } : {}) };
}
