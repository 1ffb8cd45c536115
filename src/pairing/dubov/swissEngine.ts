/** The Dubov system's row of the Swiss engines' table (`pairing/swissEngines.ts`). */
import type { SwissEngine } from '../swissEngines.js';
import { pairDubov } from './engine.js';
import type { DubovBracketExplanation } from './types.js';

export const DUBOV_ENGINE: SwissEngine = {
  system: 'swiss-dubov',
  command: 'dubov',
  title: 'FIDE Dubov system',
  chapter: 'C.04.4.1',
  needsRatings: true,
  pair(input, options) {
    // 1.1: every player has a rating; the table's reader has refused a player without one.
    const r = pairDubov({ ...input, players: input.players.map((p) => ({ ...p, rating: p.rating ?? 0 })) }, { explain: options.explain === true });
    if (!r.ok) return { ok: false, error: { ...r.error, noPairing: r.error.code === 'dubov.no-pairing' } };
    const explanation = options.explain ? explainDubov(r.value.explanation ?? [], r.value.bye) : undefined;
    return { ok: true, value: { pairs: r.value.pairs, bye: r.value.bye, explanation } };
  },
};

/** One block per bracket, in the words of C.04.4.1 3.2. */
export function explainDubov(brackets: readonly DubovBracketExplanation[], bye?: number): string[] {
  const out: string[] = [];
  if (bye !== undefined) out.push(`pairing-allocated bye (3.1): ${bye}`);
  for (const b of brackets) {
    out.push(`Bracket ${b.score}: residents ${b.residents.join(' ')}${b.upfloaters.length ? `; upfloaters (3.2.2) ${b.upfloaters.join(' ')}` : ''}`);
    out.push(`  G1 ${b.g1.join(' ') || '-'}; G2 ${b.g2.join(' ') || '-'}${b.shifted.length ? `; shifted (3.2.4) ${b.shifted.join(' ')}` : ''}`);
    for (const p of b.pairs) out.push(`  ${p.s1} - ${p.t2}`);
  }
  return out;
}
