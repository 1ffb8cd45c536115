/**
 * FIDE Dubov system, C.04.4.1 (approved 28 October 2025, in force from 1 February 2026). The round:
 * 1.9 the pairing-allocated bye first (3.1), then the scoregroups from the top down (3.2), each bracket its
 * remaining residents with the upfloaters it needs from below (there are no downfloaters, 1.3); colours by
 * Article 5. Built on the Dutch engine's player state (dutch/players.ts) and compatibility graph, and the
 * matchers of src/matching.
 */
import { CardinalityMatching } from '../../matching/cardinality.js';
import { err, ok, type Result } from '../../core/result.js';
import { absoluteCriteriaPool, byeCandidate, colouredBoards, scoregroupAt, setAside } from '../swissRound.js';
import { dubovColour } from './colours.js';
import { dubovPlayers, type DubovState } from './players.js';
import { pairBracket } from './shifts.js';
import type { DubovBracketExplanation, DubovError, DubovInput, DubovPairing } from './types.js';
import { chooseUpfloaters, type UpfloaterContext } from './upfloaters.js';

export interface DubovOptions {
  /** Fill `explanation`: each bracket's residents, upfloaters, G1, G2 and pairs. */
  readonly explain?: boolean;
}

const NO_PAIRING = 'no pairing of the round satisfies the absolute criteria C1–C3 of C.04.4.1 (1.9.3: the arbiter decides)';

/** Pairs the next round by the Dubov system. Returns an error value when no pairing satisfies C1–C4. */
export function pairDubov(input: DubovInput, options: DubovOptions = {}): Result<DubovPairing, DubovError> {
  const before = dubovPlayers(input);
  if (!before.ok) return before;
  const { states, playedRounds } = before.value;
  // 1.3.1: the scoregroups; the order of the round: score, then TPN.
  const sorted = states.filter((s) => s.p.valid && s.p.available).sort((a, b) => b.p.acc0 - a.p.acc0 || a.tpn - b.tpn);
  const N = sorted.length;
  // C1 (met before, or a forbidden pair) and C3: two players with the same absolute colour preference
  // (1.6.1) shall not meet — in every round, with no exception for topscorers.
  const pool = absoluteCriteriaPool(sorted);
  const lastRound = playedRounds + 1 === input.totalRounds;
  const ctx: UpfloaterContext = { states: sorted, pool, lastRound, maxUpfloatCount: Math.max(0, ...sorted.map((s) => s.upfloats)) };
  const paired = new Uint8Array(N);
  let bye: number | undefined;
  if (N % 2 === 1) {
    bye = byeOf(sorted, pool);
    if (bye === undefined) return err({ code: 'dubov.no-pairing', message: NO_PAIRING });
    setAside(pool, paired, [bye]);
  }
  const pairs: [number, number][] = [];
  const explanation: DubovBracketExplanation[] = [];
  for (let i = 0; i < N;) {
    if (paired[i]) {
      i++;
      continue;
    }
    const { score, residents, lower } = scoregroupAt(sorted, paired, i);
    const upfloaters = chooseUpfloaters(ctx, residents, lower);
    if (upfloaters === undefined) return err({ code: 'dubov.no-pairing', message: NO_PAIRING });
    const bracket = [...residents, ...upfloaters];
    const result = pairBracket({ players: bracket.map((v) => sorted[v]!), graph: pool.induced(bracket) });
    if (result === undefined) return err({ code: 'dubov.no-pairing', message: NO_PAIRING });
    for (const [a, b] of result.pairs) pairs.push([bracket[a]!, bracket[b]!]);
    setAside(pool, paired, bracket);
    if (options.explain) {
      const id = (k: number): number => sorted[bracket[k]!]!.p.id;
      explanation.push({
        score: score / 10,
        residents: residents.map((v) => sorted[v]!.p.id),
        upfloaters: upfloaters.map((v) => sorted[v]!.p.id),
        g1: result.g1.map(id),
        g2: result.g2.map(id),
        shifted: result.shifted.map(id),
        pairs: result.pairs.map(([a, b]) => ({ s1: id(a), t2: id(b) })),
      });
    }
  }
  return ok(finish(sorted, pairs, bye, input, options.explain ? explanation : undefined));
}

/**
 * 3.1 The pairing-allocated bye goes to the player who: 3.1.1 has neither received a pairing-allocated bye
 * nor scored a (forfeit) win in the previous rounds (C2); 3.1.2 allows a complete pairing of all the
 * remaining players (C4); 3.1.3 has the lowest score; 3.1.4 has played the highest number of games;
 * 3.1.5 has the largest TPN.
 */
function byeOf(sorted: readonly DubovState[], pool: CardinalityMatching): number | undefined {
  return byeCandidate(sorted, pool, (x, y) => x.p.acc0 - y.p.acc0 || y.p.playedGames - x.p.playedGames || y.tpn - x.tpn);
}

function finish(
  sorted: readonly DubovState[],
  pairs: readonly [number, number][],
  bye: number | undefined,
  input: DubovInput,
  explanation: DubovBracketExplanation[] | undefined,
): DubovPairing {
  const boards = colouredBoards(sorted, pairs, input.initialColour, dubovColour);
  return { pairs: boards, bye: bye === undefined ? undefined : sorted[bye]!.p.id, ...(explanation ? { explanation } : {}) };
}
