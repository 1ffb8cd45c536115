// XXP forbidden pairs, XXA acceleration (C.04.5) and custom point values (BB?) are not in the fixture
// tournaments; these cases are fixture rounds with them added, paired by bbpPairings 5.0.1 (2017 rules,
// name.pairs) and 6.0.0 (2025 rules, name.2025.pairs); see testdata/README.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrf } from '../../formats/trf.js';
import { pairDutch } from './engine.js';
import { firstDifference, makeCanonicalPairsText } from './output.js';
import { dutchInputFromTrf } from './trfInput.js';

const DIR = new URL('./testdata/', import.meta.url).pathname;
const cases = readdirSync(DIR)
  .filter((f) => f.endsWith('.trf'))
  .map((f) => f.slice(0, -4));
const byEdition = cases.flatMap(
  (name) =>
    [
      [name, '2017', `${name}.pairs`],
      [name, '2025', `${name}.2025.pairs`],
    ] as const,
);

describe('engine extensions, as bbpPairings pairs them', () => {
  it('has cases with each extension', () => {
    const texts = cases.map((c) => readFileSync(join(DIR, `${c}.trf`), 'utf8'));
    for (const code of ['XXA', 'XXP', 'BBW', 'BBU']) expect(texts.filter((t) => new RegExp(`^${code} `, 'm').test(t)).length).toBeGreaterThan(3);
  });
  it.each(byEdition)('%s, %s rules', (name, rules, expected) => {
    const t = parseTrf(readFileSync(join(DIR, `${name}.trf`), 'utf8'));
    if (!t.ok) throw new Error(t.error.message);
    const input = dutchInputFromTrf(t.value);
    if (!input.ok) throw new Error(input.error.message);
    const r = pairDutch({ ...input.value, rules });
    const actual = r.ok ? makeCanonicalPairsText(r.value) : `error: ${r.error.message}`;
    expect(firstDifference(readFileSync(join(DIR, expected), 'utf8'), actual)).toBeUndefined();
  });
});
