/** The Lim system's row of the Swiss engines' table (`pairing/swissEngines.ts`). */
import type { SwissEngine } from '../swissEngines.js';
import { pairLim } from './engine.js';
import type { LimGroupExplanation, LimPairRef } from './types.js';

export const LIM_ENGINE: SwissEngine = {
  system: 'swiss-lim',
  command: 'lim',
  title: 'FIDE Lim system',
  chapter: 'C.04.4.3',
  // The scoregroups are ordered by the initial ranking (TPN); a rating is read only by 7.1 (the bye of
  // round 1) and a Maxi-tournament's 100 points, and a player without one counts as 0.
  needsRatings: false,
  pair(input, options) {
    const r = pairLim(input, { explain: options.explain === true });
    if (!r.ok) return { ok: false, error: { ...r.error, noPairing: r.error.code === 'lim.no-pairing' } };
    const explanation = options.explain ? explainLim(r.value.explanation ?? [], r.value.bye, input.maxiTournament === true) : undefined;
    return { ok: true, value: { pairs: r.value.pairs, bye: r.value.bye, explanation } };
  },
};

const pair = (p: LimPairRef): string => `${p.player} - ${p.opponent}`;

const PLACE = { above: 'above the median, paired downward', below: 'below the median, paired upward', median: 'the Median Scoregroup, paired last and downward' } as const;

/** One block per scoregroup, in the order of C.04.4.3 2.2 and in its words. */
export function explainLim(groups: readonly LimGroupExplanation[], bye?: number, maxi = false): string[] {
  const out: string[] = [];
  if (maxi) out.push('Maxi-tournament (3.2.3, 3.8, 5.7): floaters and opponents chosen for colour, and exchanges for colour, only within 100 rating points');
  if (bye !== undefined) out.push(`pairing-allocated bye (1.1): ${bye}`);
  for (const g of groups) {
    out.push(`Scoregroup ${g.score} (2.2: ${PLACE[g.place]}): ${g.residents.join(' ') || 'no residents'}`);
    for (const p of g.cracked ?? []) out.push(`  cracked (2.6): ${p.player} - ${p.opponent}`);
    if (g.floatersIn.length) out.push(`  floaters in (3.6-3.8): ${g.floatersIn.join(' ')}`);
    if (g.floatersOut.length) out.push(`  floaters out (2.3, 3.2): ${g.floatersOut.join(' ')}`);
    for (const x of g.colourExchanges ?? []) out.push(`  exchanged for colour (5.2): ${x.was.map(pair).join(', ')} became ${x.now.map(pair).join(', ')}`);
    for (const p of g.pairs) out.push(`  ${pair(p)}`);
  }
  return out;
}
