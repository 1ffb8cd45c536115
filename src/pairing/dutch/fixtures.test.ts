// Acceptance (issues 3, 12 and 16): every round of every reference tournament is reproduced exactly, pairs
// and colours, by the edition of the rules it was paired by: 2017 by bbpPairings 5.0.1, 2025 by
// bbpPairings 6.0.0, 2012 by JaVaFo 1.4 (see ../shared/fixtures/dutch/README.md). A failing round names its
// first difference.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DutchRules } from '../../core/settings.js';
import { parseTrf } from '../../formats/trf.js';
import { pairDutch } from './engine.js';
import { firstDifference, makeCanonicalPairsText } from './output.js';
import { dutchInputFromTrf } from './trfInput.js';

const ROOT = new URL('../../../../shared/fixtures/dutch/', import.meta.url).pathname;

function roundsByCase(dir: string): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const f of readdirSync(dir)) {
    const x = /^(case\d+)-r(\d+)\.trf$/.exec(f);
    if (!x) continue;
    m.set(x[1]!, [...(m.get(x[1]!) ?? []), f]);
  }
  for (const v of m.values()) v.sort((a, b) => Number(/-r(\d+)/.exec(a)![1]) - Number(/-r(\d+)/.exec(b)![1]));
  return m;
}

/** Pairs one fixture round; returns the first difference, or undefined when identical. */
function checkRound(dir: string, file: string, rules: DutchRules): string | undefined {
  const t = parseTrf(readFileSync(join(dir, file), 'utf8'));
  if (!t.ok) return `TRF: ${t.error.message}`;
  const input = dutchInputFromTrf(t.value);
  if (!input.ok) return `input: ${input.error.message}`;
  const r = pairDutch({ ...input.value, rules });
  const actual = r.ok ? makeCanonicalPairsText(r.value) : `error: ${r.error.message}`;
  return firstDifference(readFileSync(join(dir, file.replace(/\.trf$/, '.pairs')), 'utf8'), actual);
}

// Each set: its edition, its folder, its title, the least number of tournaments it must hold, the engine.
describe.each([
  ['2025', 'small', '5–80 players', 50, 'bbpPairings 6.0.0'],
  ['2025', 'large', '81–300 players', 9, 'bbpPairings 6.0.0'],
  ['2017', 'small', '5–80 players', 100, 'bbpPairings 5.0.1'],
  ['2017', 'large', '81–300 players', 15, 'bbpPairings 5.0.1'],
  ['2012', 'small', '5–80 players', 80, 'JaVaFo 1.4'],
  ['2012', 'large', '81–300 players', 15, 'JaVaFo 1.4'],
] as const)('FIDE Dutch %s fixtures, %s (%s)', (rules, set, _players, least, engine) => {
  const dir = join(ROOT, rules, set);
  const cases = roundsByCase(dir);
  it('has the fixture set', () => {
    expect(cases.size).toBeGreaterThan(least);
  });
  it.each([...cases.keys()])(`%s: every round as ${engine} pairs it`, (name) => {
    const failures: string[] = [];
    for (const f of cases.get(name)!) {
      const d = checkRound(dir, f, rules);
      if (d !== undefined) failures.push(`${f}: ${d}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the default edition', () => {
  // 2025/small/case49-r5 (13 players) is one of the rounds the two editions pair differently: the 2017
  // rules give 11–10 on the sixth board, bbpPairings 6 (2025) 12–10.
  const dir = join(ROOT, '2025', 'small');
  const t = parseTrf(readFileSync(join(dir, 'case49-r5.trf'), 'utf8'));
  const input = t.ok ? dutchInputFromTrf(t.value) : undefined;
  const pairsBy = (rules?: DutchRules): string | undefined => {
    const r = input?.ok ? pairDutch(rules ? { ...input.value, rules } : input.value) : undefined;
    return r?.ok ? makeCanonicalPairsText(r.value) : undefined;
  };
  it('is the rules in force (2025)', () => {
    expect(pairsBy()).toBe(readFileSync(join(dir, 'case49-r5.pairs'), 'utf8'));
    expect(pairsBy()).toBe(pairsBy('2025'));
  });
  it('the 2017 rules pair that round otherwise', () => {
    expect(firstDifference(readFileSync(join(dir, 'case49-r5.pairs'), 'utf8'), pairsBy('2017')!)).toBe('line 6: expected "12 10", got "11 10"');
  });
});
