// C.04.4.2 (2026 text), 2.3 and 3.2: the quality criteria C5-C7 before the order of 4.3, one hand-made bracket
// each, of the classes the cross-check found (docs/burstein.md, "Against chesspairing and @echecs/swiss"). The
// bracket's players are given in BSN order (4.1); who may meet whom is given; no colour preferences (C8 ties).
import { describe, expect, it } from 'vitest';
import { CardinalityMatching } from '../../matching/cardinality.js';
import { NO_COLOUR } from '../dutch/players.js';
import { pairBracket } from './bracket.js';
import { fastBracket } from './fastBracket.js';
import type { BursteinState } from './players.js';

/**
 * Players 1…n with their scores (points); `bracket` the players of the bracket in BSN order, the rest below
 * it by score; `barred` the pairs that may not meet (C1). The result as the text writes a pairing: each BSN
 * with its opponent, 0 for a virtual player (an outgoing floater, 4.2), both ways of pairing a bracket.
 */
function pair(scores: readonly number[], bracket: readonly number[], barred: readonly string[]): string[] {
  const n = scores.length;
  const sorted = scores.map((s, k) => ({ p: { acc0: s * 10, pref: NO_COLOUR, absPref: false }, tpn: k + 1, buchholz: 0, sonnebornBerger: 0 }) as unknown as BursteinState);
  const set = new Set(barred);
  const pool = CardinalityMatching.of(n, (a, b) => !set.has(`${a + 1}-${b + 1}`) && !set.has(`${b + 1}-${a + 1}`));
  pool.maximize();
  const inBracket = bracket.map((v) => v - 1);
  const lower = scores
    .map((_, k) => k)
    .filter((k) => !inBracket.includes(k))
    .sort((a, b) => scores[b]! - scores[a]! || a - b);
  const out: string[] = [];
  for (const r of [pairBracket(sorted, pool, inBracket, lower), fastBracket(sorted, pool, inBracket, lower)]) {
    if (r === undefined) continue;
    const opponent = new Map<number, number>();
    for (const [a, b] of r.pairs) {
      opponent.set(a + 1, b + 1);
      opponent.set(b + 1, a + 1);
    }
    const seen = new Set<number>();
    const parts: string[] = [];
    for (const v of bracket) {
      if (seen.has(v)) continue;
      seen.add(v);
      const o = opponent.get(v);
      if (o !== undefined) seen.add(o);
      parts.push(`${v}-${o ?? 0}`);
    }
    out.push(parts.join(', '));
  }
  return out;
}

describe('2.3 the quality criteria come before the order of 4.3 (3.2.2)', () => {
  it.each([
    [
      // Bracket 1, 2, 3, 4 on 2 points; 5, 6 on 1 below, who may meet anyone. 2-3 barred. 4.3 alone would take
      // 1-4 first (BSN 1's opponent the largest BSN), leaving 2 and 3 to float; C5 asks for the most pairs: 1-3,
      // 2-4 (before 1-2, 3-4: 1's opponent 3 is the larger BSN).
      'C5 (2.3.1): the most pairs, though 4.3 would put 1-4 first',
      [2, 2, 2, 2, 1, 1],
      [1, 2, 3, 4],
      ['2-3'],
      '1-3, 2-4',
    ],
    [
      // Bracket in BSN order 1, 2, 3: 1 and 3 residents on 2 points, 2 an incoming floater on 3. One pair, one
      // floater. 4.3 alone: 1-3 and 2 floats; C6 (the floaters' scores as low as possible): a player on 2 floats,
      // so 2 is paired: 1-2 (before 2-3 with 1 floating, 1's opponent being a player before a virtual one).
      'C6 (2.3.2): an incoming floater on 3 is paired, a resident on 2 floats',
      [2, 3, 2, 1, 1, 1],
      [1, 2, 3],
      [],
      '1-2, 3-0',
    ],
    [
      // Bracket 1, 2, 3 on 2 points; the next scoregroup 4, 5, 6 on 1 and 7, 8 on 0 below. 2 may not meet 4 or 5,
      // and 4 not 5. 4.3 alone: 1-3, 2 floats; then the next bracket {2, 4, 5, 6} has one pair only (2-6, then
      // 4 and 5 may not meet). C7 (the next bracket at its best by C5): 3 floats instead ({3, 4, 5, 6}: 3-4 and
      // 5-6, or 3-5 and 4-6): 1-2, 3-0.
      'C7 (2.3.3) with C5: the floater who lets the next bracket pair everyone',
      [2, 2, 2, 1, 1, 1, 0, 0],
      [1, 2, 3],
      ['2-4', '2-5', '4-5'],
      '1-2, 3-0',
    ],
    [
      // Bracket 1, 2, 3 on 2 points; the next scoregroup 4, 5 on 1; 6 on 0 below. 2 may not meet 4 or 5. 4.3
      // alone: 1-3, 2 floats; the next bracket {2, 4, 5} pairs 4-5 and 2 (on 2 points) floats on. If 3 floats,
      // {3, 4, 5} pairs 3 with 4 or 5 and a player on 1 floats: C7 (the next bracket at its best by C6): 1-2, 3-0.
      'C7 (2.3.3) with C6: the floater who lets the next bracket float a lower score',
      [2, 2, 2, 1, 1, 0],
      [1, 2, 3],
      ['2-4', '2-5'],
      '1-2, 3-0',
    ],
  ])('%s', (_, scores, bracket, barred, expected) => {
    const got = pair(scores, bracket, barred);
    expect(got.length).toBeGreaterThan(0);
    for (const g of got) expect(g).toBe(expected);
  });
});
