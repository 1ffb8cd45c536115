// Every branch of the search for the first candidate (search.ts, inOrder.ts, natural.ts) and of completing
// the round (engine.ts) is taken by at least one round that the reference engine pairs the same way: the
// smallest fixture round that takes it (bbpPairings 6.0.0 for 2025, 5.0.1 for 2017, JaVaFo 1.4 for 2012), or a hand-made round whose expected
// pairing is written here as both bbpPairings 6 and 5 give it.
import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test/dutchFixtures.js';
import { handMadeInput, pairsLine, type HandMade } from '../../../test/dutchTournament.js';
import type { DutchRules } from '../../core/settings.js';
import { parseTrf } from '../../formats/trf.js';
import { COMPLETION_STEPS, type DutchStep } from './engine.js';
import { SEARCH_STEPS } from './search.js';
import { dutchInputFromTrf } from './trfInput.js';

// Ten players in round 1; 7 and 10 may meet only 8 and 9 (XXP), so two S2 players (8, 9) must move into
// S1 (D.2.d / 4.3.2.4: the highest possible first). bbpPairings 6 and 5: 1–4, 3–6, 5–2, 7–9, 10–8.
const TWO_INTO_S1: HandMade = {
  rounds: 5,
  forbidden: [
    [1, 7],
    [2, 7],
    [3, 7],
    [4, 7],
    [5, 7],
    [6, 7],
    [7, 10],
    [1, 10],
    [2, 10],
    [3, 10],
    [4, 10],
    [5, 10],
    [6, 10],
  ],
  players: ['', '', '', '', '', '', '', '', '', ''],
};
const TWO_INTO_S1_PAIRS = '5 | 1 4 | 3 6 | 5 2 | 7 9 | 10 8';

/** [edition, step, fixture round (edition/set/file) or the hand-made round]. */
const rounds: readonly (readonly [DutchRules, DutchStep, string])[] = [
  ['2025', 'graph.folded', 'small/case1-r2'],
  ['2025', 'mdps.all-paired', 'small/case46-r2'],
  ['2025', 'mdps.tried', 'small/case24-r7'],
  ['2025', 'mdps.limbo', 'small/case46-r5'],
  ['2025', 'mdps.opponent', 'small/case46-r3'],
  ['2025', 'mdps.opponent-tight', 'small/case46-r2'],
  ['2025', 'exchanges.none', 'small/case1-r2'],
  ['2025', 'exchanges.needed', 'small/case46-r3'],
  ['2025', 'exchanges.s1-tried', 'small/case57-r4'],
  ['2025', 'exchanges.s1-out', 'small/case46-r3'],
  ['2025', 'exchanges.s2-tried', 'two into S1'],
  ['2025', 'exchanges.s2-in', 'two into S1'],
  ['2025', 'transpositions.two-sided', 'small/case46-r4'],
  ['2025', 'transpositions.two-sided-floater', 'small/case46-r2'],
  ['2025', 'transpositions.ruled-out', 'small/case1-r4'],
  ['2025', 'transpositions.tight', 'small/case25-r8'],
  ['2025', 'transpositions.solved', 'small/case46-r5'],
  ['2025', 'completion.everyone', 'small/case46-r5'],
  // natural.ts: round 1, everyone alike, an odd number (the last S2 player gets the bye).
  ['2025', 'natural.accepted', 'small/case46-r1'],
  ['2017', 'graph.folded', 'small/case1-r3'],
  ['2017', 'mdps.all-paired', 'small/case107-r2'],
  ['2017', 'mdps.tried', 'small/case107-r5'],
  ['2017', 'mdps.limbo', 'small/case107-r5'],
  ['2017', 'mdps.opponent', 'small/case46-r3'],
  ['2017', 'mdps.opponent-tight', 'small/case107-r2'],
  ['2017', 'exchanges.none', 'small/case1-r2'],
  ['2017', 'exchanges.needed', 'small/case107-r3'],
  ['2017', 'exchanges.s1-tried', 'small/case97-r4'],
  ['2017', 'exchanges.s1-out', 'small/case107-r3'],
  ['2017', 'exchanges.s2-tried', 'two into S1'],
  ['2017', 'exchanges.s2-in', 'two into S1'],
  ['2017', 'transpositions.two-sided', 'small/case107-r4'],
  ['2017', 'transpositions.two-sided-floater', 'small/case107-r2'],
  ['2017', 'transpositions.ruled-out', 'small/case1-r3'],
  ['2017', 'transpositions.tight', 'small/case84-r7'],
  ['2017', 'transpositions.solved', 'small/case107-r5'],
  ['2017', 'completion.ppb', 'small/case107-r5'],
  ['2017', 'natural.accepted', 'small/case107-r1'],
  // 2012 (JaVaFo 1.4's pairings): the same search, by the 2012 fields; no round of the set needs two S2
  // players moved into S1 (exchanges.s2-tried), and JaVaFo 1.4 reads no XXP for the hand-made one.
  ['2012', 'graph.folded', 'small/case1-r2'],
  ['2012', 'mdps.all-paired', 'small/case34-r2'],
  ['2012', 'mdps.tried', 'small/case60-r2'],
  ['2012', 'mdps.limbo', 'small/case34-r4'],
  ['2012', 'mdps.opponent', 'small/case34-r4'],
  ['2012', 'mdps.opponent-tight', 'small/case34-r2'],
  ['2012', 'exchanges.none', 'small/case1-r2'],
  ['2012', 'exchanges.needed', 'small/case23-r4'],
  ['2012', 'exchanges.s1-tried', 'small/case82-r3'],
  ['2012', 'exchanges.s1-out', 'small/case23-r4'],
  ['2012', 'exchanges.s2-in', 'small/case17-r10'],
  ['2012', 'transpositions.two-sided', 'small/case34-r2'],
  ['2012', 'transpositions.two-sided-floater', 'small/case34-r2'],
  ['2012', 'natural.accepted', 'small/case34-r1'],
  ['2012', 'transpositions.ruled-out', 'small/case10-r7'],
  ['2012', 'transpositions.tight', 'small/case37-r6'],
  ['2012', 'transpositions.solved', 'small/case53-r5'],
  ['2012', 'completion.ppb', 'small/case53-r3'],
  ['2012', 'completion.merged', 'small/case97-r5'],
];

/** The round's input and the reference engine's pairing on one line. */
function roundOf(rules: DutchRules, name: string) {
  if (name === 'two into S1') return { input: handMadeInput(TWO_INTO_S1), expected: TWO_INTO_S1_PAIRS };
  const trf = parseTrf(fixtureText(rules, `${name}.trf`));
  if (!trf.ok) throw new Error(trf.error.message);
  const input = dutchInputFromTrf(trf.value);
  if (!input.ok) throw new Error(input.error.message);
  return { input: input.value, expected: fixtureText(rules, `${name}.pairs`).trim().split('\n').join(' | ') };
}

describe('every branch of the search, on a round bbpPairings pairs the same way', () => {
  it('lists every step of the search and of completion, by edition', () => {
    const editionless = (s: DutchStep) => !s.startsWith('completion.');
    for (const rules of ['2025', '2017'] as const) for (const step of SEARCH_STEPS.filter(editionless)) expect(rounds.some(([r, s]) => r === rules && s === step)).toBe(true);
    expect(rounds.map(([, s]) => s)).toEqual(expect.arrayContaining([...COMPLETION_STEPS]));
  });

  it.each(rounds)('%s %s: %s', (rules, step, name) => {
    const { input, expected } = roundOf(rules, name);
    const taken = new Set<DutchStep>();
    expect(pairsLine(input, rules, { trace: (s) => taken.add(s) })).toBe(expected);
    expect([...taken]).toContain(step);
  });
});
