/** The Double-Swiss system's row of the Swiss engines' table (`pairing/swissEngines.ts`). */
import type { SwissEngine } from '../swissEngines.js';
import { pairDoubleSwiss, type DoubleSwissBracketExplanation } from './engine.js';

export const DOUBLE_SWISS_ENGINE: SwissEngine = {
  system: 'double-swiss',
  command: 'double-swiss',
  title: 'FIDE Double-Swiss system',
  chapter: 'C.04.5',
  needsRatings: false,
  // 1.4: the TRF's 162 P is the bye of a whole match (by default a won game and a drawn one); each of its two
  // rounds holds half of it.
  fromTrf: (t) => {
    const pv = t.pointValues;
    return { ...t, pointValues: { ...pv, pairingAllocatedBye: (pv.pairingAllocatedBye ?? (pv.win ?? 1) + (pv.draw ?? 0.5)) / 2 } };
  },
  pair(input, options) {
    const r = pairDoubleSwiss(input, { explain: options.explain === true });
    if (!r.ok) return { ok: false, error: { ...r.error, noPairing: r.error.code === 'double-swiss.no-pairing' } };
    const { pairs, bye, match, game } = r.value;
    const explanation = options.explain ? explainDoubleSwiss(match, game, r.value.explanation ?? [], bye) : undefined;
    return { ok: true, value: { pairs, bye, explanation } };
  },
};

/** One block per bracket, in the words of C.04.5 Article 3. */
export function explainDoubleSwiss(match: number, game: 'a' | 'b', brackets: readonly DoubleSwissBracketExplanation[], bye?: number): string[] {
  if (game === 'b')
    return [`match ${match}, game b (Preface): the pairs of game a with the colours reversed${bye === undefined ? '' : `; the bye of the match stays with ${bye}`}`];
  const out: string[] = [`match ${match}, game a`];
  if (bye !== undefined) out.push(`pairing-allocated bye (3.4): ${bye}`);
  for (const b of brackets) {
    out.push(`Bracket ${b.score}: residents ${b.residents.join(' ')}${b.upfloaters.length ? `; upfloaters (3.5) ${b.upfloaters.join(' ')}` : ''}`);
    for (const p of b.pairs) out.push(`  ${p.top} - ${p.bottom} (3.6: top member - bottom member)`);
  }
  return out;
}
