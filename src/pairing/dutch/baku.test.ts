// The Baku acceleration (C.04.5.1) asked for by a TRF's 192 record and computed by arbiter: tournaments cut
// before a round, paired by bbpPairings 6.0.0 (name.2025.pairs), see testdata/README.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDutchTrf, readTrfFile, trfForRound } from '../../formats/trfFile.js';
import { pairDutch } from './engine.js';
import { firstDifference, makeCanonicalPairsText } from './output.js';
import { dutchInputFromTrf, trfPlayedRounds } from './trfInput.js';

const DIR = new URL('./testdata/baku/', import.meta.url).pathname;
const cases = readdirSync(DIR)
  .filter((f) => f.endsWith('.trf'))
  .map((f) => f.slice(0, -4));

function read(name: string) {
  const file = readTrfFile(readFileSync(join(DIR, `${name}.trf`), 'utf8'));
  if (!file.ok) throw new Error(file.error.message);
  const checked = checkDutchTrf(file.value);
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
}

describe('Baku acceleration from 192 FIDE_DUTCH_2025_BAKU, as bbpPairings 6 pairs it', () => {
  it('has ten cases, none with fictitious points of its own (no 250 record)', () => {
    expect(cases).toHaveLength(10);
    for (const c of cases) expect(readFileSync(join(DIR, `${c}.trf`), 'utf8')).not.toMatch(/^250 /m);
  });

  it('round 1 of 40 players in nine rounds: GA is players 1–20 with 1 point in rounds 1–3 and ½ in 4–5 (Articles 2, 4), so 1 meets 11', () => {
    const file = read('baku-40p9r-r1');
    const acc = file.tournament.accelerations;
    expect([...acc.keys()]).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const values of acc.values()) expect(values).toEqual([1, 1, 1, 0.5, 0.5]);
    const input = dutchInputFromTrf(file.tournament);
    if (!input.ok) throw new Error(input.error.message);
    const r = pairDutch({ ...input.value, rules: '2025' });
    if (!r.ok) throw new Error(r.error.message);
    // The top half of GA meets its bottom half (1–11 … 10–20), GB likewise (21–31 … 30–40).
    const pairs = r.value.pairs.map((p) => [Math.min(p.white, p.black), Math.max(p.white, p.black)]).sort((a, b) => a[0]! - b[0]!);
    expect(pairs).toEqual([...Array.from({ length: 10 }, (_, i) => [i + 1, i + 11]), ...Array.from({ length: 10 }, (_, i) => [i + 21, i + 31])]);
  });

  it.each(cases)('%s', (name) => {
    const file = read(name);
    const round = trfPlayedRounds(file.tournament) + 1;
    const t = trfForRound(file, round);
    if (!t.ok) throw new Error(t.error.message);
    const input = dutchInputFromTrf(t.value);
    if (!input.ok) throw new Error(input.error.message);
    const r = pairDutch({ ...input.value, rules: '2025' });
    const actual = r.ok ? makeCanonicalPairsText(r.value) : `error: ${r.error.message}`;
    expect(firstDifference(readFileSync(join(DIR, `${name}.2025.pairs`), 'utf8'), actual)).toBeUndefined();
  });
});
