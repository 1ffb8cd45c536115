import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTrfPlayerLine, parseTrf, type TrfRoundEntry } from '../formats/trf.js';
import { makeTrfText } from '../formats/trfFile.js';
import { bufferIo } from './io.js';
import { main } from './main.js';
import { canonicalPairing, dutchFixtures } from '../../test/cliShell.js';

const FIX = dutchFixtures('2017');
const FIX25 = dutchFixtures('2025');
const FIX12 = dutchFixtures('2012');

async function run(args: string[], cwd = mkdtempSync(join(tmpdir(), 'dutch-'))) {
  const io = bufferIo(cwd);
  const code = await main(args, io);
  return { code, out: io.stdout(), err: io.stderr(), cwd };
}

const player = (id: number, points: number, rounds: TrfRoundEntry[]): string =>
  makeTrfPlayerLine({ id, sex: '', title: '', name: `Player ${id}`, rating: 2000, federation: '', fideId: '', birthDate: '', points, rank: undefined, rounds });
const game = (opponent: number, colour: 'w' | 'b', result: '1' | '0'): TrfRoundEntry => ({ opponent, colour, result });

describe('arbiter dutch', () => {
  it('-p prints the pairing of the next round (board order), as the reference engine does', async () => {
    const r = await run(['dutch', join(FIX, 'case1-r3.trf'), '-p', '--rules', '2017']);
    expect(r.code).toBe(0);
    expect(canonicalPairing(r.out)).toBe(readFileSync(join(FIX, 'case1-r3.pairs'), 'utf8').trim());
  });

  // bbpPairings is called `bbpPairings.exe --dutch input-file -p [output-file]`; a server that switches engines
  // keeps its command line and changes only the program.
  it("--dutch (bbpPairings' system flag) is accepted and pairs as without it", async () => {
    const r = await run(['dutch', '--dutch', join(FIX25, 'case1-r3.trf'), '-p']);
    expect(r.code).toBe(0);
    expect(canonicalPairing(r.out)).toBe(readFileSync(join(FIX25, 'case1-r3.pairs'), 'utf8').trim());
  });

  // 2025/small/case49-r5 is paired differently by the two editions (bbpPairings 6: 12–10; the 2017 rules: 11–10).
  it('-p pairs by the rules in force (2025) unless --rules 2017 asks for the old ones', async () => {
    const expected = readFileSync(join(FIX25, 'case49-r5.pairs'), 'utf8').trim();
    const byDefault = await run(['dutch', join(FIX25, 'case49-r5.trf'), '-p']);
    const named = await run(['dutch', join(FIX25, 'case49-r5.trf'), '-p', '--rules', '2025']);
    const old = await run(['dutch', join(FIX25, 'case49-r5.trf'), '-p', '--rules', '2017']);
    expect(canonicalPairing(byDefault.out)).toBe(expected);
    expect(named.out).toBe(byDefault.out);
    expect(canonicalPairing(old.out)).toContain('\n11 10\n');
    expect(canonicalPairing(old.out)).not.toBe(expected);
  });

  it('--rules with an unknown edition: exit 3 and one line naming the editions', async () => {
    const r = await run(['dutch', join(FIX25, 'case49-r5.trf'), '-p', '--rules', '2019']);
    expect(r.code).toBe(3);
    expect(r.err.trim()).toBe('arbiter: --rules 2019: expected 2025, 2017 or 2012');
  });

  // 2012/small/case34-r2: JaVaFo 1.4 (the 2012 rules) gives 6 white against 1; the 2017 rules give 1 white.
  it('-p --rules 2012 pairs by the 2012 rules (C.04.1), as JaVaFo 1.4 does', async () => {
    const r = await run(['dutch', join(FIX12, 'case34-r2.trf'), '-p', '--rules', '2012']);
    expect(r.code).toBe(0);
    expect(canonicalPairing(r.out)).toBe(readFileSync(join(FIX12, 'case34-r2.pairs'), 'utf8').trim());
    const old = await run(['dutch', join(FIX12, 'case34-r2.trf'), '-p', '--rules', '2017']);
    expect(canonicalPairing(old.out)).toContain('\n1 6\n');
  });

  it('--explain --rules 2012 names the 2012 rules', async () => {
    const r = await run(['dutch', join(FIX12, 'case34-r2.trf'), '-p', '--explain', '--rules', '2012']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^Round 2 \(FIDE Dutch, 2012 rules\)\nBracket 1: residents 1 3 6\n/);
    // 1 (F) and 6 (U) are downfloaters by B.1.b: 3 floats instead (B.5).
    expect(r.err).toMatch(/1 - 6 {2}\(not the natural pair: B\.5: downfloat in two consecutive rounds/);
  });

  it('-p tells the process the length of the TRF before reading it (bin/dutch.js tunes V8 by it); -c does not', async () => {
    const file = join(FIX, 'case1-r3.trf');
    const told: number[] = [];
    const tuning = { pairingInput: (characters: number) => told.push(characters) };
    expect(await main(['dutch', file, '-p', '--rules', '2017'], bufferIo(tmpdir()), tuning)).toBe(0);
    expect(told).toEqual([readFileSync(file, 'utf8').length]);
    expect(await main(['dutch', join(FIX, 'case1.trf'), '-c', '--rules', '2017'], bufferIo(tmpdir()), tuning)).toBe(0);
    expect(told).toHaveLength(1);
  });

  it('-p OUTPUT writes the pairing to a file; a bye is written as "id 0"', async () => {
    const r = await run(['dutch', join(FIX, 'case2-r1.trf'), '-p', 'out.txt']);
    expect(r.code).toBe(0);
    const text = readFileSync(join(r.cwd, 'out.txt'), 'utf8');
    expect(canonicalPairing(text)).toBe(readFileSync(join(FIX, 'case2-r1.pairs'), 'utf8').trim());
  });

  it('--explain tells the brackets and floaters on standard error, in the words of the edition used', async () => {
    const old = await run(['dutch', join(FIX, 'case1-r3.trf'), '-p', '--explain', '--rules', '2017']);
    expect(old.code).toBe(0);
    expect(old.err).toMatch(/^Round 3 \(FIDE Dutch, 2017 rules\)\nBracket 2: residents/);
    expect(old.err).toMatch(/not the natural pair: C\.10: colour preferences/);
    const now = await run(['dutch', join(FIX25, 'case1-r3.trf'), '-p', '--explain']);
    expect(now.code).toBe(0);
    expect(now.err).toMatch(/^Round 3 \(FIDE Dutch, 2025 rules\)\nBracket 2: residents/);
    expect(now.err).toMatch(/not the natural pair: C12: colour preferences/);
    expect(now.err).not.toMatch(/C\.\d/);
  });

  it.each([
    ['an invalid TRF line (names line and column)', 'XXR 3\n001    1  short\n', /line 2, column/],
    [
      'contradicting opponent entries',
      ['XXR 3', 'XXC white1', player(1, 1, [game(2, 'w', '1')]), player(2, 0, [game(3, 'b', '0')]), player(3, 0, [game(2, 'w', '0')])].join('\n'),
      /contradicts/,
    ],
    ['points that do not match the results', ['XXR 3', 'XXC white1', player(1, 0, [game(2, 'w', '1')]), player(2, 0, [game(1, 'b', '0')])].join('\n'), /points/],
  ])('exit 3 with a one-line message for %s', async (_d, text, message) => {
    const cwd = mkdtempSync(join(tmpdir(), 'dutch-'));
    writeFileSync(join(cwd, 'in.trf'), text);
    const r = await run(['dutch', 'in.trf', '-p'], cwd);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('exit 1 when no valid pairing exists (C.1: the only two players have met)', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'dutch-'));
    writeFileSync(join(cwd, 'in.trf'), ['XXR 3', 'XXC white1', player(1, 1, [game(2, 'w', '1')]), player(2, 0, [game(1, 'b', '0')])].join('\n'));
    const r = await run(['dutch', 'in.trf', '-p'], cwd);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no pairing/);
  });

  // Issue 37 item 2: the round's checklist, as bbpPairings writes it with `-l` (the engine's own test compares
  // every case of src/pairing/dutch/testdata/checklist/; here the command's files and errors).
  describe('-l, the checklist', () => {
    const CASES = fileURLToPath(new URL('../pairing/dutch/testdata/checklist/', import.meta.url));
    const reference = readFileSync(join(CASES, '2025-case11-r4.list'), 'utf8').replace(/BBP Pairings [^\n]*$/, '');
    const withCase = () => {
      const cwd = mkdtempSync(join(tmpdir(), 'dutch-'));
      copyFileSync(join(CASES, '2025-case11-r4.trf'), join(cwd, 'round.trf'));
      return cwd;
    };

    it('without a name: next to the input, named after it with .list (as bbpPairings names it)', async () => {
      const r = await run(['dutch', 'round.trf', '-p', 'out.txt', '-l'], withCase());
      expect(r.code, r.err).toBe(0);
      expect(readFileSync(join(r.cwd, 'round.list'), 'utf8')).toBe(reference);
      expect(readFileSync(join(r.cwd, 'out.txt'), 'utf8')).toMatch(/^\d+\n/);
    });

    it('with a name: that file; the pairing still goes to standard output', async () => {
      const r = await run(['dutch', 'round.trf', '-p', '-l', 'check.txt'], withCase());
      expect(r.code, r.err).toBe(0);
      expect(readFileSync(join(r.cwd, 'check.txt'), 'utf8')).toBe(reference);
      expect(r.out).toMatch(/^\d+\n/);
    });

    it('is written also when no pairing exists, without the Cur column (exit 1)', async () => {
      const cwd = mkdtempSync(join(tmpdir(), 'dutch-'));
      writeFileSync(join(cwd, 'in.trf'), ['XXR 3', 'XXC white1', player(1, 1, [game(2, 'w', '1')]), player(2, 0, [game(1, 'b', '0')])].join('\n'));
      const r = await run(['dutch', 'in.trf', '-p', '-l'], cwd);
      expect(r.code).toBe(1);
      // Both met in round 1 (C1). One game each: a colour difference of ±1, a strong preference for the other
      // colour (2025 1.7.2); different scores, two score groups; no pairing, so Cur is blank (width 3); each cell right-aligned to its header (Pref: 4).
      expect(readFileSync(join(cwd, 'in.list'), 'utf8')).toBe(
        [
          '',
          'ID\tPts\t--\tPref\tC2\tC14\tC16\tCur\t\tR1\t',
          '',
          ' 1\t1.0\t W\t (B)\t Y\t   \t   \t   \t\t 2\t',
          '',
          ' 2\t0.0\t B\t (W)\t Y\t   \t   \t   \t\t 1\t',
          '',
          '',
          '',
        ].join('\n'),
      );
    });

    it('goes with -p only', async () => {
      const r = await run(['dutch', 'round.trf', '-c', '-l'], withCase());
      expect(r.code).toBe(3);
      expect(r.err).toMatch(/-l \(the checklist\) goes with -p/);
    });
  });

  it('-c agrees with a 2025 reference tournament, and finds a deliberately altered round in it', async () => {
    const ok = await run(['dutch', join(FIX25, 'case49.trf'), '-c']);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('all 6 rounds agree with the engine (2025 rules)');
    // The 2017 rules pair its round 5 otherwise.
    const old = await run(['dutch', join(FIX25, 'case49.trf'), '-c', '--rules', '2017']);
    expect(old.out).toMatch(/^round 5: differs \(line 6: expected "12 10", got "11 10"\)$/m);
    expect(old.code).toBe(1);
    // Round 3 altered: players 1 and 10 swap their colours.
    const swap = (line: string): string =>
      line.startsWith('001    1 ') || line.startsWith('001   10 ') ? line.slice(0, 116) + (line[116] === 'w' ? 'b' : 'w') + line.slice(117) : line;
    const text = readFileSync(join(FIX25, 'case49.trf'), 'utf8').split('\n').map(swap).join('\n');
    const cwd = mkdtempSync(join(tmpdir(), 'dutch-'));
    writeFileSync(join(cwd, 'altered.trf'), text);
    const bad = await run(['dutch', 'altered.trf', '-c'], cwd);
    expect(bad.out).toMatch(/^round 3: differs/m);
    expect(bad.code).toBe(1);
  });

  it('-c agrees with a 2017 reference tournament (--rules 2017), and finds a deliberately altered pairing', async () => {
    const ok = await run(['dutch', join(FIX, 'case1.trf'), '-c', '--rules', '2017']);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('all 7 rounds agree');
    // Swap the colours of players 1 and 29 in round 1.
    const swap = (line: string): string =>
      line.startsWith('001    1 ') || line.startsWith('001   29 ') ? line.slice(0, 96) + (line[96] === 'w' ? 'b' : 'w') + line.slice(97) : line;
    const text = readFileSync(join(FIX, 'case1.trf'), 'utf8').split('\n').map(swap).join('\n');
    const cwd = mkdtempSync(join(tmpdir(), 'dutch-'));
    writeFileSync(join(cwd, 'altered.trf'), text);
    const bad = await run(['dutch', 'altered.trf', '-c', '--rules', '2017'], cwd);
    expect(bad.out).toMatch(/^round 1: differs/m);
    expect(bad.code).toBe(1);
  });

  it('-c --rules 2012 agrees with a tournament paired by JaVaFo 1.4 (2012/small/case34), not with the 2017 rules', async () => {
    const ok = await run(['dutch', join(FIX12, 'case34.trf'), '-c', '--rules', '2012']);
    expect(ok.out).toContain('all 5 rounds agree with the engine (2012 rules)');
    expect(ok.code).toBe(0);
    const old = await run(['dutch', join(FIX12, 'case34.trf'), '-c', '--rules', '2017']);
    expect(old.out).toMatch(/^round 2: differs/m);
    expect(old.code).toBe(1);
  });

  it.each([[[]], [['--rules', '2017']], [['--rules', '2012']]])('-g %j generates a tournament that the checker accepts by the same rules', async (rules) => {
    const g = await run(['dutch', '-g', 'players=25,rounds=6', '-s', '7', '-o', 'gen.trf', ...rules]);
    expect(g.code).toBe(0);
    const c = await run(['dutch', 'gen.trf', '-c', ...rules], g.cwd);
    expect(c.out).toContain('all 6 rounds agree');
    expect(c.code).toBe(0);
  });

  it('-g with the same seed gives the same tournament', async () => {
    const a = await run(['dutch', '-g', 'players=12,rounds=4', '-s', '3']);
    const b = await run(['dutch', '-g', 'players=12,rounds=4', '-s', '3']);
    expect(a.out).toBe(b.out);
    expect(a.out).toMatch(/^XXR 4$/m);
  });
});

/** A reference file translated to TRF-2026 (142, 152 … for XXR, XXC …; formats/trfConvert.ts). */
function as2026(file: string): string {
  const t = parseTrf(readFileSync(file, 'utf8'));
  if (!t.ok) throw new Error(t.error.message);
  const text = makeTrfText(t.value, '2026');
  if (!text.ok) throw new Error(text.error.message);
  return text.value;
}

describe('arbiter dutch reads TRF-2026 as it reads TRF16', () => {
  it('-p on the TRF-2026 translation of a reference round prints the reference pairing', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'dutch-'));
    const text = as2026(join(FIX, 'case1-r3.trf'));
    expect(text).toMatch(/^142 \d+\r$/m);
    writeFileSync(join(cwd, 'in.trf'), text);
    const r = await run(['dutch', 'in.trf', '-p'], cwd);
    expect(r.code).toBe(0);
    expect(canonicalPairing(r.out)).toBe(readFileSync(join(FIX, 'case1-r3.pairs'), 'utf8').trim());
  });

  it('-c applies a 260 record in its own rounds only: barring the round-1 pair 1-29 in round 1 changes round 1 alone', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'dutch-'));
    writeFileSync(join(cwd, 'all.trf'), as2026(join(FIX, 'case1.trf')));
    const all = await run(['dutch', 'all.trf', '-c'], cwd);
    expect(all.out).toContain('all 7 rounds agree');
    writeFileSync(join(cwd, 'barred.trf'), as2026(join(FIX, 'case1.trf')) + '260 001 001    1   29\r\n');
    const barred = await run(['dutch', 'barred.trf', '-c'], cwd);
    expect(barred.out).toMatch(/^round 1: differs/m);
    expect(barred.out).toContain('1 of 7 rounds differ');
    expect(barred.code).toBe(1);
  });

  it.each([
    ['192 naming another system', ['142 3', '192 FIDE_BURSTEIN', player(1, 0, []), player(2, 0, [])], /line 2, column 5: 192 FIDE_BURSTEIN is not the FIDE \(Dutch\) System/],
    [
      'Baku acceleration with a scoring of 3-1-0',
      ['142 3', '162  W 3.0    D 1.0', '192 FIDE_DUTCH_2025_BAKU', player(1, 0, []), player(2, 0, [])],
      /line 3, column 5: .*Baku acceleration \(C\.04\.5\.1 Article 1\)/,
    ],
    ['a TRF16 engine record beside its TRF-2026 record', ['XXR 3', '142 3', player(1, 0, []), player(2, 0, [])], /line 2, column 1: 142 is a TRF-2026 record, but line 1 has XXR/],
    [
      'a 240 bye for a player who played',
      ['142 3', player(1, 1, [game(2, 'w', '1')]), player(2, 0, [game(1, 'b', '0')]), '240 H 001    2'],
      /line 4, column 14: player 2 has a H bye in round 1/,
    ],
    ['a team record', ['142 3', player(1, 0, []), '310   1 India'], /line 3, column 1: record 310 belongs to a team tournament/],
  ])('exit 3 with one line naming line and column for %s', async (_d, lines, message) => {
    const cwd = mkdtempSync(join(tmpdir(), 'dutch-'));
    writeFileSync(join(cwd, 'in.trf'), lines.join('\r\n'));
    const r = await run(['dutch', 'in.trf', '-p'], cwd);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});
