// Acceptance (issue 3): every round of every 2017 reference tournament is reproduced exactly.
// The expected pairings are bbpPairings 5.0.1's; see ../shared/fixtures/dutch/README.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrf } from '../../formats/trf.js';
import { pairDutch } from './engine.js';
import { firstDifference, makeCanonicalPairsText } from './output.js';
import { dutchInputFromTrf } from './trfInput.js';

const ROOT = new URL('../../../../shared/fixtures/dutch/2017/', import.meta.url).pathname;

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
function checkRound(dir: string, file: string): string | undefined {
  const t = parseTrf(readFileSync(join(dir, file), 'utf8'));
  if (!t.ok) return `TRF: ${t.error.message}`;
  const input = dutchInputFromTrf(t.value);
  if (!input.ok) return `input: ${input.error.message}`;
  const r = pairDutch(input.value);
  const actual = r.ok ? makeCanonicalPairsText(r.value) : `error: ${r.error.message}`;
  return firstDifference(readFileSync(join(dir, file.replace(/\.trf$/, '.pairs')), 'utf8'), actual);
}

// Each set: its folder, its title and the least number of tournaments it must hold.
describe.each([
  ['small', '5–80 players', 100],
  ['large', '81–300 players', 15],
] as const)('FIDE Dutch 2017 fixtures, %s (%s)', (set, _players, least) => {
  const dir = join(ROOT, set);
  const cases = roundsByCase(dir);
  it('has the fixture set', () => expect(cases.size).toBeGreaterThan(least));
  it.each([...cases.keys()])('%s: every round as bbpPairings pairs it', (name) => {
    const failures: string[] = [];
    for (const f of cases.get(name)!) {
      const d = checkRound(dir, f);
      if (d !== undefined) failures.push(`${f}: ${d}`);
    }
    expect(failures).toEqual([]);
  });
});
