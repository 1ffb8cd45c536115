// Reading either TRF format (the detection rule in trfFile.ts), what 192 says, and the acceptance of issue 12
// (TRF-2026): a TRF16 file and its TRF-2026 translation pair identically with the Dutch engine.
import { describe, expect, it } from 'vitest';
import { fixtureNames, fixtureText, type Edition } from '../../test/dutchFixtures.js';
import { pairDutch } from '../pairing/dutch/engine.js';
import { makePairsText } from '../pairing/dutch/output.js';
import { dutchInputFromTrf, trfPlayedRounds } from '../pairing/dutch/trfInput.js';
import { makeTrfPlayerLine, parseTrf, type TrfRoundEntry } from './trf.js';
import { checkDutchTrf, detectTrfFormat, makeTrfText, readTournamentType, readTrfFile, trfForRound, type TrfFile } from './trfFile.js';

const player = (id: number, points: number, rounds: TrfRoundEntry[] = []): string =>
  makeTrfPlayerLine({ id, sex: '', title: '', name: `Player ${id}`, rating: 2100 - id * 10, federation: '', fideId: '', birthDate: '', points, rank: undefined, rounds });
const g = (opponent: number, colour: 'w' | 'b', result: TrfRoundEntry['result']): TrfRoundEntry => ({ opponent, colour, result });
const P1 = player(1, 0);

function read(lines: string[]): TrfFile {
  const r = readTrfFile(lines.join('\n'));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('detectTrfFormat: by the records only one format has', () => {
  it.each([
    ['engine records only', ['012 T', 'XXR 5', 'XXC white1', P1], '16'],
    ['BB? point values', ['BBW  3.0', P1], '16'],
    ['records both formats have', ['012 T', '042 2026/03/01', '132 ' + ' '.repeat(87) + '26/03/01', P1], '16'],
    ['142', ['142 5', P1], '2026'],
    ['162', ['162  W 3.0', P1], '2026'],
    ['192 alone', ['192 FIDE_DUTCH_2025', P1], '2026'],
    ['240 after the players', [P1, '240 H 001    1'], '2026'],
    ['a team record (refused later, by the TRF-2026 reader)', ['310   1 India', P1], '2026'],
    ['192 beside engine records (a header line for TRF16)', ['XXR 5', '192 FIDE_DUTCH_2017', P1], '16'],
  ])('%s → TRF%s', (_what, lines, format) => {
    expect(detectTrfFormat(lines.join('\n'))).toEqual({ ok: true, value: format });
  });

  it.each([
    ['XXR and 142', ['XXR 5', '142 5', P1], 2],
    ['XXC and 240', ['XXC white1', P1, '240 H 001    1'], 3],
    ['BBW and 162', ['162  W 3.0', 'BBW  3.0', P1], 1],
    ['XXP and 260', [P1, player(2, 0), 'XXP 1 2', '260 001 005    1    2'], 4],
  ])('refuses %s in one file, naming the TRF-2026 line', (_what, lines, line) => {
    const r = detectTrfFormat(lines.join('\n'));
    expect(r.ok ? undefined : [r.error.code, r.error.line, r.error.column]).toEqual(['trf.mixed', line, 1]);
    expect(r.ok ? '' : r.error.message).toMatch(/TRF16 engine record/);
  });
});

describe('readTournamentType (192)', () => {
  it.each([
    ['FIDE_DUTCH_2025', undefined, { kind: 'dutch', rules: '2025', baku: false }],
    ['FIDE_DUTCH_2026', undefined, { kind: 'dutch', rules: '2025', baku: false }],
    ['FIDE_DUTCH_2017', '2026/05/01', { kind: 'dutch', rules: '2017', baku: false }],
    ['FIDE_DUTCH_2025_BAKU', undefined, { kind: 'dutch', rules: '2025', baku: true }],
    // Bare FIDE_DUTCH: the rules in force at the start date (2025 text from 1 February 2026).
    ['FIDE_DUTCH', '2026/02/01', { kind: 'dutch', rules: '2025' }],
    ['FIDE_DUTCH', '2026/01/31', { kind: 'dutch', rules: '2017' }],
    // The 2016 text (C.04.3) applied from 1 July 2017; the 2012 text (C.04.1, in force 2013–2017) before.
    ['FIDE_DUTCH', '2017/07/01', { kind: 'dutch', rules: '2017' }],
    ['FIDE_DUTCH', '2017/06/30', { kind: 'dutch', rules: '2012' }],
    ['FIDE_DUTCH', '2014-03-02', { kind: 'dutch', rules: '2012' }],
    ['FIDE_DUTCH_BAKU', '2025-09-15', { kind: 'dutch', rules: '2017', baku: true }],
    ['FIDE_DUTCH', undefined, { kind: 'dutch', rules: undefined }],
    ['fide_dutch_2017', undefined, { kind: 'dutch', rules: '2017' }],
    ['FIDE_DUTCH_2012', '2026/05/01', { kind: 'dutch', rules: '2012', baku: false }],
    ['FIDE_DUTCH_2016', undefined, { kind: 'other' }],
    ['FIDE_BURSTEIN', undefined, { kind: 'other' }],
    ['BERGER_ROUNDROBIN', undefined, { kind: 'other' }],
  ] as const)('%s (start %s)', (code, date, expected) => {
    expect(readTournamentType(code, date)).toMatchObject({ ...expected, code });
  });

  it('readTrfFile gives the edition of 192, bare FIDE_DUTCH by 042', () => {
    expect(read(['192 FIDE_DUTCH_2017', P1]).rules).toBe('2017');
    expect(read(['042 2026/03/14', '192 FIDE_DUTCH', P1]).rules).toBe('2025');
    expect(read(['XXR 5', '192 FIDE_DUTCH_2017', P1])).toMatchObject({ format: '16', rules: '2017' });
    expect(read(['142 5', P1]).rules).toBeUndefined();
    expect(read(['192 FIDE_BURSTEIN', P1]).rules).toBeUndefined();
  });
});

describe('readTrfFile errors name line and column', () => {
  it.each([
    ['a TRF16 line', ['XXR 5', '001    1  short'], 'trf.line', 2, 16],
    ['a TRF-2026 line', ['142 5', P1, '240 H 009    1'], 'trf2026.contradiction', 3, 7],
    ['a malformed 192 kept in a TRF16 file', ['XXR 5', '192 FIDE DUTCH', P1], 'trf.line', 2, 9],
    ['162 X that TRF16 cannot hold', ['162  X 1.0', P1], 'trf-convert.inexpressible', 1, 1],
  ])('%s', (_what, lines, code, line, column) => {
    const r = readTrfFile(lines.join('\n'));
    expect(r.ok ? undefined : [r.error.code, r.error.line, r.error.column]).toEqual([code, line, column]);
    expect(r.ok ? '' : r.error.message).toMatch(new RegExp(`^line ${line}`));
  });
});

describe('checkDutchTrf', () => {
  it.each([
    ['no 192', ['142 5', P1], undefined],
    ['FIDE_DUTCH_2025', ['192 FIDE_DUTCH_2025', P1], undefined],
    ['another system', ['142 5', '192 FIDE_BURSTEIN', P1], 'trf.not-dutch'],
    ['Baku without fictitious points nor 142: left to the engine, which asks for the rounds', ['192 FIDE_DUTCH_2025_BAKU', P1], undefined],
    ['Baku with a scoring of 3-1-0 (C.04.5.1 Article 1: the standard scoring)', ['142 5', '162  W 3.0    D 1.0', '192 FIDE_DUTCH_2025_BAKU', P1], 'trf.baku'],
    ['Baku with 250 records', ['192 FIDE_DUTCH_2025_BAKU', P1, '250      01.0 001 002 0001 0001'], undefined],
    ['Baku with XXA in a TRF16 file', ['XXA    1  1.0', '192 FIDE_DUTCH_BAKU', P1], undefined],
  ])('%s', (_what, lines, code) => {
    const r = checkDutchTrf(read(lines));
    expect(r.ok ? undefined : r.error.code).toBe(code);
    if (!r.ok) expect(r.error.line).toBe(lines.findIndex((l) => l.startsWith('192')) + 1);
  });
});

describe('the Baku acceleration a 192 record asks for (C.04.5.1)', () => {
  const players = (n: number) => Array.from({ length: n }, (_, i) => player(i + 1, 0));
  it.each([
    // Article 2: GA is the first 2 × ⌈n/4⌉ players; Article 4: 9 rounds → 1 point in rounds 1–3, ½ in 4–5.
    [8, 9, [1, 2, 3, 4], [1, 1, 1, 0.5, 0.5]],
    [9, 9, [1, 2, 3, 4, 5, 6], [1, 1, 1, 0.5, 0.5]],
    [10, 7, [1, 2, 3, 4, 5, 6], [1, 1, 0.5, 0.5]],
    [11, 5, [1, 2, 3, 4, 5, 6], [1, 1, 0.5]],
  ])('%i players, %i rounds: GA %o with %o', (n, rounds, group, points) => {
    const r = checkDutchTrf(read([`142 ${rounds}`, '192 FIDE_DUTCH_2025_BAKU', ...players(n)]));
    if (!r.ok) throw new Error(r.error.message);
    expect([...r.value.tournament.accelerations.keys()]).toEqual(group);
    for (const v of r.value.tournament.accelerations.values()) expect(v).toEqual(points);
  });
  it("takes the file's own 250 records instead (TRF-2026 250: they cause 192's method to be disregarded)", () => {
    const r = checkDutchTrf(read(['142 5', '192 FIDE_DUTCH_2025_BAKU', ...players(4), '250      01.0 001 002 0001 0001']));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.tournament.accelerations).toEqual(new Map([[1, [1, 1]]]));
  });
});

describe('makeTrfText', () => {
  it('writes our model as TRF16 or as TRF-2026', () => {
    const t = read(['012 T', 'XXR 5', 'XXC black1', 'BBW  3.0', P1, player(2, 0), 'XXP 1 2']).tournament;
    expect(makeTrfText(t, '16')).toEqual({ ok: true, value: ['012 T', 'XXR 5', 'XXC black1', 'BBW  3.0', P1, player(2, 0), 'XXP 1 2', ''].join('\n') });
    expect(makeTrfText(t, '2026')).toEqual({ ok: true, value: ['012 T', '142 5', '152 B', '162  W 3.0', P1, player(2, 0), '260 001 005    1    2', ''].join('\r\n') });
  });

  it('refuses what TRF-2026 cannot say', () => {
    const t = read(['XXC rank', P1]).tournament;
    expect(makeTrfText(t, '2026')).toMatchObject({ ok: false, error: { code: 'trf-convert.inexpressible', record: 'XXC' } });
  });
});

/** The engine's pairing of a file read by readTrfFile, for the round it is made for. */
function pairFile(file: TrfFile): string {
  const t = trfForRound(file, trfPlayedRounds(file.tournament) + 1);
  if (!t.ok) return t.error.message;
  const input = dutchInputFromTrf(t.value);
  if (!input.ok) return input.error.message;
  const r = pairDutch(input.value);
  return r.ok ? makePairsText(r.value) : r.error.message;
}

describe('a TRF16 file and its TRF-2026 translation pair identically (issue 12, TRF-2026 acceptance)', () => {
  // [edition, "small/case1-r3.trf"] of the 2025 and 2017 reference tournaments.
  const sample: [Edition, string][] = [];
  for (const edition of ['2025', '2017'] as const)
    for (const size of ['small', 'large'] as const) {
      const rounds = fixtureNames(edition, size)
        .filter((f) => /^case\d+-r\d+\.trf$/.test(f))
        .sort();
      // Every ninth round file: rounds 1 to 11 of tournaments of 5 to 300 players.
      for (let k = 0; k < rounds.length; k += 9) sample.push([edition, `${size}/${rounds[k]!}`]);
    }

  it('has a sample of fixture rounds', () => {
    expect(sample.length).toBeGreaterThan(100);
  });

  it.each(sample.map(([edition, file]) => [`${edition}/${file}`, edition, file] as const))('%s', (_name, edition, file) => {
    const text = fixtureText(edition, file);
    const t16 = parseTrf(text);
    if (!t16.ok) throw new Error(t16.error.message);
    const text2026 = makeTrfText(t16.value, '2026');
    if (!text2026.ok) throw new Error(text2026.error.message);
    const file2026 = read([text2026.value]);
    expect(file2026.format).toBe('2026');
    const input16 = dutchInputFromTrf(t16.value);
    const input2026 = dutchInputFromTrf(file2026.tournament);
    expect(input2026).toEqual(input16);
    expect(pairFile(file2026)).toBe(pairFile(read([text])));
  });

  /**
   * 240, 250 and 260 written by hand in TRF-2026, and the same tournament written by hand in TRF16 the way
   * the engines read it (JaVaFo AUM, bbpPairings): the half-point bye as `0000 - H` in the round column, the
   * acceleration as XXA, the prohibition as XXP. 8 players, round 3 to pair.
   */
  const history = (bye: TrfRoundEntry[]) => [
    player(1, 2, [g(5, 'w', '1'), g(4, 'b', '1')]),
    player(2, 1.5, [g(6, 'b', '1'), g(3, 'w', '=')]),
    player(3, 1.5, [g(7, 'w', '1'), g(2, 'b', '=')]),
    player(4, 1, [g(8, 'b', '1'), g(1, 'w', '0')]),
    player(5, 1, [g(1, 'b', '0'), g(8, 'w', '1')]),
    player(6, 1, [g(2, 'w', '0'), g(7, 'b', '1')]),
    player(7, 0, [g(3, 'b', '0'), g(6, 'w', '0'), ...bye]),
    player(8, 0, [g(4, 'w', '0'), g(5, 'b', '0')]),
  ];
  const TRF16 = ['012 By hand', 'XXR 5', 'XXC white1', ...history([{ opponent: 0, colour: '-', result: 'H' }]), ...[5, 6, 7, 8].map((id) => `XXA    ${id}  1.0  1.0  1.0`)];
  const TRF2026 = [
    '012 By hand',
    '142 5',
    '152 W',
    ...history([]),
    '240 H 003    7',
    '250      01.0 001 003 0005 0008',
    // 3 and 4 may not meet in rounds 1-2 only: no bar in round 3.
    '260 001 002    3    4',
  ];

  it('240, 250 and a round-limited 260 (not in force in round 3) pair as their TRF16 counterparts', () => {
    const a = read(TRF2026);
    const b = read(TRF16);
    const round3 = trfForRound(a, 3);
    if (!round3.ok) throw new Error(round3.error.message);
    expect(dutchInputFromTrf(round3.value)).toEqual(dutchInputFromTrf(b.tournament));
    expect(pairFile(a)).toBe(pairFile(b));
    expect(pairFile(a)).toContain('\n3 4\n');
  });

  it('a 260 in force in round 3 bars the pair there, as XXP does', () => {
    const a = read([...TRF2026, '260 001 005    1    2']);
    const b = read([...TRF16, 'XXP 1 2']);
    expect(pairFile(read(TRF16))).toMatch(/^\d+\n1 2\n/); // without the bar, 1 and 2 meet
    expect(pairFile(a)).toBe(pairFile(b));
    expect(pairFile(a)).not.toMatch(/\n1 2\n/);
  });
});
