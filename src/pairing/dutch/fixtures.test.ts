// Acceptance (issues 3, 12 and 16): every round of every reference tournament is reproduced exactly, pairs
// and colours, by the edition of the rules it was paired by: 2017 by bbpPairings 5.0.1, 2025 by
// bbpPairings 6.0.0, 2012 by JaVaFo 1.4 (see test/fixtures/dutch/README.md). A failing round names its
// first difference; each edition ends with the number of rounds reproduced, which must be all of them.
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureRounds, fixtureText, type Edition, type FixtureSet } from '../../../test/dutchFixtures.js';
import type { DutchRules } from '../../core/settings.js';
import { parseTrf } from '../../formats/trf.js';
import { pairDutch } from './engine.js';
import { firstDifference, makeCanonicalPairsText } from './output.js';
import { dutchInputFromTrf } from './trfInput.js';

/** Pairs one fixture round ("small/case1-r3"); returns the first difference, or undefined when identical. */
function checkRound(rules: Edition, name: string): string | undefined {
  const t = parseTrf(fixtureText(rules, `${name}.trf`));
  if (!t.ok) return `TRF: ${t.error.message}`;
  const input = dutchInputFromTrf(t.value);
  if (!input.ok) return `input: ${input.error.message}`;
  const r = pairDutch({ ...input.value, rules });
  const actual = r.ok ? makeCanonicalPairsText(r.value) : `error: ${r.error.message}`;
  return firstDifference(fixtureText(rules, `${name}.pairs`), actual);
}

// Each set: its edition, its folder, its players, its tournaments and rounds (the data's README and
// manifests); each edition: its engine and its rounds in all.
const SETS: [Edition, FixtureSet, string, number, number][] = [
  ['2025', 'small', '5–80 players', 57, 431],
  ['2025', 'large', '81–300 players', 10, 90],
  ['2017', 'small', '5–80 players', 107, 868],
  ['2017', 'large', '81–300 players', 20, 184],
  ['2012', 'small', '5–80 players', 85, 654],
  ['2012', 'large', '81–300 players', 18, 147],
];
describe.each([
  ['2025', 'bbpPairings 6.0.0', 521],
  ['2017', 'bbpPairings 5.0.1', 1052],
  ['2012', 'JaVaFo 1.4', 801],
] as const)('FIDE Dutch %s fixtures (%s)', (rules, engine, allRounds) => {
  let reproduced = 0;
  describe.each(SETS.filter(([edition]) => edition === rules))('%s %s (%s)', (_edition, set, _players, tournaments, rounds) => {
    const cases = fixtureRounds(rules, set);
    it(`has the fixture set: ${tournaments} tournaments, ${rounds} rounds`, () => {
      expect(cases.size).toBe(tournaments);
      expect([...cases.values()].flat().length).toBe(rounds);
    });
    it.each([...cases.keys()])(`%s: every round as ${engine} pairs it`, (name) => {
      const failures: string[] = [];
      for (const round of cases.get(name)!) {
        const d = checkRound(rules, `${set}/${round}`);
        if (d === undefined) reproduced++;
        else failures.push(`${set}/${round}: ${d}`);
      }
      expect(failures).toEqual([]);
    });
  });
  it(`${rules}: ${allRounds} rounds reproduced`, () => {
    expect(reproduced).toBe(allRounds);
  });
  afterAll(() => {
    console.log(`FIDE Dutch ${rules}: ${reproduced} of ${allRounds} rounds reproduced exactly, as ${engine} pairs them`);
  });
});

describe('the default edition', () => {
  // 2025/small/case49-r5 (13 players) is one of the rounds the two editions pair differently: the 2017
  // rules give 11–10 on the sixth board, bbpPairings 6 (2025) 12–10.
  const t = parseTrf(fixtureText('2025', 'small/case49-r5.trf'));
  const input = t.ok ? dutchInputFromTrf(t.value) : undefined;
  const pairsBy = (rules?: DutchRules): string | undefined => {
    const r = input?.ok ? pairDutch(rules ? { ...input.value, rules } : input.value) : undefined;
    return r?.ok ? makeCanonicalPairsText(r.value) : undefined;
  };
  it('is the rules in force (2025)', () => {
    expect(pairsBy()).toBe(fixtureText('2025', 'small/case49-r5.pairs'));
    expect(pairsBy()).toBe(pairsBy('2025'));
  });
  it('the 2017 rules pair that round otherwise', () => {
    expect(firstDifference(fixtureText('2025', 'small/case49-r5.pairs'), pairsBy('2017')!)).toBe('line 6: expected "12 10", got "11 10"');
  });
});
