// The fold (fold.ts) changes no pairing: on generated tournaments, every round paired with the next score
// group folded into one vertex is the round paired over the whole graph (as `explain` pairs it, which never
// folds; the whole-graph search is the one the fixtures check against bbpPairings and JaVaFo).
import { describe, expect, it } from 'vitest';
import { DUTCH_RULES } from '../../core/settings.js';
import { pairDutch, type DutchStep } from './engine.js';
import { DEFAULT_MODEL, generateTournament } from './generate.js';
import { dutchInputFromTrf } from './trfInput.js';

describe('the next score group folded into one vertex', () => {
  it.each(DUTCH_RULES.flatMap((rules) => [1, 2, 3].map((seed) => [rules, seed] as const)))('%s rules, seed %i: every round as over the whole graph', (rules, seed) => {
    const t = generateTournament({ ...DEFAULT_MODEL, players: 90 + 20 * seed, rounds: 9 }, seed, { rules });
    if (!t.ok) throw new Error(t.error.message);
    let folded = 0;
    for (let round = 2; round <= 9; round++) {
      const input = dutchInputFromTrf(t.value, round);
      if (!input.ok) throw new Error(input.error.message);
      const steps = new Set<DutchStep>();
      const fast = pairDutch({ ...input.value, rules }, { trace: (s) => steps.add(s) });
      const whole = pairDutch({ ...input.value, rules }, { explain: true });
      if (!fast.ok || !whole.ok) throw new Error('no pairing');
      expect(fast.value.pairs, `round ${round}`).toEqual(whole.value.pairs);
      expect(fast.value.bye, `round ${round}`).toBe(whole.value.bye);
      if (steps.has('graph.folded')) folded++;
    }
    expect(folded).toBeGreaterThan(4);
  });
});
