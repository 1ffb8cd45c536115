import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../test/dutchFixtures.js';
import { makeCanonicalPairsText } from '../pairing/dutch/output.js';
import { pairTrf } from './dutch.js';

// A round bbpPairings 5.0.1 (2017 rules) and 6.0.0 (2025 rules) pair differently: their outputs are
// `name.pairs` and `name.2025.pairs` (see ../pairing/dutch/testdata/README.md).
const data = join(process.cwd(), 'src/pairing/dutch/testdata');
const trf = readFileSync(join(data, 'ext-case48-r9-standard.trf'), 'utf8');
const expected = { '2017': readFileSync(join(data, 'ext-case48-r9-standard.pairs'), 'utf8'), '2025': readFileSync(join(data, 'ext-case48-r9-standard.2025.pairs'), 'utf8') };
/** The file with a 192 record (TRF-2026 Tournament-Type Code Table), kept in TRF16 as a header line. */
const with192 = (code: string) => trf.replace(/^(012[^\n]*\n)/m, `$1192 ${code}\n`);

describe('pairTrf by edition', () => {
  it.each([
    ['no rules and no 192 record: the rules in force', trf, {}, '2025'],
    ['rules 2017', trf, { rules: '2017' }, '2017'],
    ['rules 2025', trf, { rules: '2025' }, '2025'],
    ['192 FIDE_DUTCH_2017', with192('FIDE_DUTCH_2017'), {}, '2017'],
    ['192 FIDE_DUTCH_2025', with192('FIDE_DUTCH_2025'), {}, '2025'],
    ['rules 2025 over 192 FIDE_DUTCH_2017', with192('FIDE_DUTCH_2017'), { rules: '2025' }, '2025'],
  ] as const)('%s', (_what, text, options, rules) => {
    const r = pairTrf(text, options);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.rules).toBe(rules);
    expect(makeCanonicalPairsText(r.value)).toBe(expected[rules]);
  });

  // 2012/small/case34-r2, paired by JaVaFo 1.4 (the 2012 rules): 6 white against 1, where the 2025 and 2017
  // rules give 1 white (test/fixtures/dutch/README.md).
  it.each([
    ['rules 2012', { rules: '2012' as const }, ''],
    ['192 FIDE_DUTCH_2012', {}, 'FIDE_DUTCH_2012'],
  ])('%s: as JaVaFo 1.4 pairs a 2012 round', (_what, options, code) => {
    const text = fixtureText('2012', 'small/case34-r2.trf');
    const r = pairTrf(code ? text.replace(/^(012[^\n]*\n)/m, `$1192 ${code}\n`) : text, options);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.rules).toBe('2012');
    expect(makeCanonicalPairsText(r.value)).toBe(fixtureText('2012', 'small/case34-r2.pairs'));
  });

  it('refuses an unknown edition with a typed error', () => {
    const r = pairTrf(trf, { rules: '1999' as '2017' });
    expect(r.ok ? undefined : r.error.code).toBe('dutch.input');
  });
});

// Issue 37 item 2: the checklist through the library, as bbpPairings 5.0.1 wrote it for the same round (2017).
describe('pairTrf with the checklist', () => {
  it("carries the round's checklist when asked, and not otherwise", () => {
    const cases = join(data, 'checklist');
    const text = readFileSync(join(cases, '2017-case5-r3.trf'), 'utf8');
    const reference = readFileSync(join(cases, '2017-case5-r3.list'), 'utf8').replace(/BBP Pairings [^\n]*$/, '');
    const withList = pairTrf(text, { rules: '2017', checklist: true });
    expect(withList.ok && withList.value.checklist).toBe(reference);
    const without = pairTrf(text, { rules: '2017' });
    expect(without.ok && 'checklist' in without.value).toBe(false);
  });
});
