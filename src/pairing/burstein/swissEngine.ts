/** The Burstein system's row of the Swiss engines' table (`pairing/swissEngines.ts`). */
import type { SwissEngine } from '../swissEngines.js';
import { pairBurstein } from './engine.js';
import type { BursteinBracketExplanation } from './types.js';

export const BURSTEIN_ENGINE: SwissEngine = {
  system: 'swiss-burstein',
  command: 'burstein',
  title: 'FIDE Burstein system',
  chapter: 'C.04.4.2',
  needsRatings: false,
  pair(input, options) {
    const r = pairBurstein(input, { explain: options.explain === true });
    if (!r.ok) return { ok: false, error: { ...r.error, noPairing: r.error.code === 'burstein.no-pairing' } };
    const explanation = options.explain
      ? r.value.seedingRound
        ? explainSeeding(r.value.seedingExplanation ?? [], r.value.bye)
        : explainBurstein(r.value.explanation ?? [], r.value.bye)
      : undefined;
    return { ok: true, value: { pairs: r.value.pairs, bye: r.value.bye, explanation } };
  },
};

/** 1.6: a seeding round is a Dutch round. */
function explainSeeding(lines: readonly string[], bye?: number): string[] {
  return ['seeding round (1.6): paired by the FIDE (Dutch) system', ...(bye !== undefined ? [`pairing-allocated bye (Dutch): ${bye}`] : []), ...lines];
}

/** One block per bracket, in the words of C.04.4.2 3.2 and Article 4. */
export function explainBurstein(brackets: readonly BursteinBracketExplanation[], bye?: number): string[] {
  const out: string[] = [];
  if (bye !== undefined) out.push(`pairing-allocated bye (3.1): ${bye}`);
  for (const b of brackets) {
    out.push(`Bracket ${b.score}${b.incoming.length ? `; incoming floaters (1.2.2) ${b.incoming.join(' ')}` : ''}`);
    out.push(`  BSN order (1.8: Buchholz, Sonneborn-Berger, TPN): ${b.ranked.map((r) => `${r.id} (${r.buchholz}/${r.sonnebornBerger})`).join(' ')}`);
    for (const p of b.pairs) out.push(`  ${p.a} - ${p.b}`);
    if (b.outgoing.length) out.push(`  outgoing floaters (4.2): ${b.outgoing.join(' ')}`);
  }
  return out;
}
