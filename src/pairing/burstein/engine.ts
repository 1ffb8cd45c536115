/**
 * FIDE Burstein system, C.04.4.2 (approved by the Council on 28 October 2025, applied from 1 February 2026;
 * its quotes checked against that text). The round: 1.6 the seeding rounds are Dutch rounds; after them
 * 3.1 the pairing-allocated bye first, then 3.2 the brackets from the top down, each its scoregroup's
 * residents with the floaters the bracket above left (1.2.2), its players ranked by the Index (1.8);
 * colours by Article 5. Built on the Dutch engine's player state (dutch/players.ts)
 * and compatibility graph, the Dubov history rules (C2), and the matchers of src/matching.
 */
import { err, ok, type Result } from '../../core/result.js';
import type { CardinalityMatching } from '../../matching/cardinality.js';
import { absoluteCriteriaPool, byeCandidate, colouredBoards, scoregroupAt, setAside } from '../swissRound.js';
import { pairDutch } from '../dutch/engine.js';
import { pairBracket } from './bracket.js';
import { fastBracket } from './fastBracket.js';
import { bursteinColour } from './colours.js';
import { bursteinPlayers, byRanking, seedingRounds, type BursteinState } from './players.js';
import type { BursteinBracketExplanation, BursteinError, BursteinInput, BursteinPairing } from './types.js';

export interface BursteinOptions {
  /** Fill `explanation`: each bracket's players in the order of 1.8, its pairs and floaters. */
  readonly explain?: boolean;
  /** Every bracket by the general weighted matching, not the cardinality one where it suffices (to test the one by the other). */
  readonly weightedOnly?: boolean;
}

const NO_PAIRING = 'no pairing of the round satisfies the absolute criteria C1–C4 of C.04.4.2 (1.9.3: the arbiter decides)';

/** Pairs the next round by the Burstein system. Returns an error value when no pairing satisfies C1–C4. */
export function pairBurstein(input: BursteinInput, options: BursteinOptions = {}): Result<BursteinPairing, BursteinError> {
  const before = bursteinPlayers(input);
  if (!before.ok) return before;
  const { states, playedRounds } = before.value;
  // 1.6.1 In order to properly seed the system, some initial rounds, called seeding rounds, are paired
  // following the rules of the FIDE (Dutch) System (1.6.2: min(⌊rounds/2⌋, 4) of them).
  if (playedRounds + 1 <= seedingRounds(input.totalRounds)) return seedingRound(input, options);
  // 1.2.1 the scoregroups; within them the order of 1.8.
  const sorted = states.filter((s) => s.p.valid && s.p.available).sort((a, b) => b.p.acc0 - a.p.acc0 || byRanking(a, b));
  const N = sorted.length;
  // C1 (met before, or a forbidden pair) and C3: two players with the same absolute colour preference
  // (1.5.1) shall not meet — in every round.
  const pool = absoluteCriteriaPool(sorted);
  const paired = new Uint8Array(N);
  let bye: number | undefined;
  if (N % 2 === 1) {
    bye = byeOf(sorted, pool);
    if (bye === undefined) return err({ code: 'burstein.no-pairing', message: NO_PAIRING });
    setAside(pool, paired, [bye]);
  } else if (!pool.perfect()) return err({ code: 'burstein.no-pairing', message: NO_PAIRING });
  const pairs: [number, number][] = [];
  const explanation: BursteinBracketExplanation[] = [];
  let incoming: number[] = [];
  for (let i = 0; i < N;) {
    if (paired[i]) {
      i++;
      continue;
    }
    const { score, residents, lower } = scoregroupAt(sorted, paired, i);
    // 1.8, 4.1: the bracket (incoming floaters and residents) ranked by the Index, BSN 1 first.
    const bracket = [...incoming, ...residents].sort((a, b) => byRanking(sorted[a]!, sorted[b]!));
    const result = (options.weightedOnly ? undefined : fastBracket(sorted, pool, bracket, lower)) ?? pairBracket(sorted, pool, bracket, lower);
    if (result === undefined) return err({ code: 'burstein.no-pairing', message: NO_PAIRING });
    pairs.push(...result.pairs);
    setAside(pool, paired, result.pairs.flat());
    if (options.explain) explanation.push(explainBracket(sorted, score, bracket, incoming, result));
    incoming = result.floaters;
    // The floaters are paired in the next bracket; its residents start after this scoregroup.
    while (i < N && (paired[i] || sorted[i]!.p.acc0 === score)) i++;
    if (i >= N && incoming.length > 0) return err({ code: 'burstein.no-pairing', message: NO_PAIRING });
  }
  return ok(finish(sorted, pairs, bye, input, options.explain ? explanation : undefined));
}

function explainBracket(
  sorted: readonly BursteinState[],
  score: number,
  bracket: readonly number[],
  incoming: readonly number[],
  result: { pairs: readonly [number, number][]; floaters: readonly number[] },
): BursteinBracketExplanation {
  const id = (k: number): number => sorted[k]!.p.id;
  return {
    score: score / 10,
    ranked: bracket.map((k) => ({ id: id(k), buchholz: sorted[k]!.buchholz / 10, sonnebornBerger: sorted[k]!.sonnebornBerger / 100 })),
    incoming: incoming.map(id),
    pairs: result.pairs.map(([a, b]) => ({ a: id(a), b: id(b) })),
    outgoing: result.floaters.map(id),
  };
}

/** 1.6: a seeding round, paired by the Dutch system (the rules in force), its explanation in the Dutch engine's words. */
function seedingRound(input: BursteinInput, options: BursteinOptions): Result<BursteinPairing, BursteinError> {
  const r = pairDutch({ ...input, rules: '2025' }, { explain: options.explain === true });
  if (!r.ok) return err({ code: r.error.code === 'dutch.no-pairing' ? 'burstein.no-pairing' : 'burstein.input', message: r.error.message });
  const lines = (r.value.explanation ?? []).flatMap((b) => [
    `Dutch bracket ${b.score}: residents ${b.residents.join(' ')}${b.movedDown.length ? `; moved down ${b.movedDown.join(' ')}` : ''}`,
    ...b.pairs.map((p) => `  ${p.a} - ${p.b}`),
  ]);
  return ok({ pairs: r.value.pairs, bye: r.value.bye, seedingRound: true, ...(options.explain ? { seedingExplanation: lines } : {}) });
}

/**
 * 3.1 The pairing-allocated bye goes to the player who: 3.1.1 has neither received a pairing-allocated bye
 * nor scored a (forfeit) win in the previous rounds (C2); 3.1.2 allows a complete pairing of all the
 * remaining players (C4); 3.1.3 has the lowest score; 3.1.4 has played the highest number of games;
 * 3.1.5 occupies the lowest ranking (according to 1.8).
 */
function byeOf(sorted: readonly BursteinState[], pool: CardinalityMatching): number | undefined {
  return byeCandidate(sorted, pool, (x, y) => x.p.acc0 - y.p.acc0 || y.p.playedGames - x.p.playedGames || byRanking(y, x));
}

function finish(
  sorted: readonly BursteinState[],
  pairs: readonly [number, number][],
  bye: number | undefined,
  input: BursteinInput,
  explanation: BursteinBracketExplanation[] | undefined,
): BursteinPairing {
  const boards = colouredBoards(sorted, pairs, input.initialColour, bursteinColour);
  return { pairs: boards, bye: bye === undefined ? undefined : sorted[bye]!.p.id, seedingRound: false, ...(explanation ? { explanation } : {}) };
}
