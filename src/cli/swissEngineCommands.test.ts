import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arbiter, tempDir } from '../../test/cliShell.js';
import { SWISS_ENGINES } from '../pairing/swissEngines.js';
import { SYSTEM_INFO } from '../core/systems.js';

const line = (id: number, rating: string) =>
  `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} ${rating.padStart(4)}                             0.0 ${String(id).padStart(4)}`;
const trf = (ratings: readonly string[]) => ['012 Example', ...ratings.map((r, i) => line(i + 1, r)), 'XXR 5', 'XXC white1', ''].join('\n');

describe('arbiter dubov', () => {
  // C.04.4.1 3.1.5: of seven players in round 1 the largest TPN gets the bye; 3.2.3: G1 = 1–3, G2 = 4–6,
  // S1 against T2 in TPN order; 5.2.1: the odd TPNs get the initial colour (White).
  it('-p pairs the next round; --explain names the articles on standard error', async () => {
    const dir = tempDir('arbiter-dubov-cmd-');
    writeFileSync(join(dir, 'in.trf'), trf(['2400', '2300', '2200', '2100', '2000', '1900', '1800']));
    const r = await arbiter(dir, 'dubov', 'in.trf', '-p', '--explain');
    expect(r.code).toBe(0);
    expect(r.out).toBe('4\n1 4\n5 2\n3 6\n7 0\n');
    expect(r.err).toBe(
      [
        'Round 1 (FIDE Dubov system, C.04.4.1)',
        'pairing-allocated bye (3.1): 7',
        'Bracket 0: residents 1 2 3 4 5 6',
        '  G1 1 2 3; G2 4 5 6',
        '  1 - 4',
        '  2 - 5',
        '  3 - 6',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['an unrated player', ['2400', '', '2200', '2100'], [], 3, 'in.trf: player 2: no rating'],
    ['an unrated player with --unrated-as', ['2400', '', '2200', '2100'], ['--unrated-as', '1500'], 0, ''],
    ['a bad --unrated-as', ['2400', '2300'], ['--unrated-as', 'x'], 3, '--unrated-as x: expected a rating'],
    ['no -p, -c or -g', ['2400', '2300'], [], 3, 'dubov: give exactly one of -p, -c or -g'],
  ])('%s', async (_what, ratings, extra, code, err) => {
    const dir = tempDir('arbiter-dubov-cmd-');
    writeFileSync(join(dir, 'in.trf'), trf(ratings));
    const args = err.startsWith('dubov: give') ? ['dubov', 'in.trf'] : ['dubov', 'in.trf', '-p', ...extra];
    const r = await arbiter(dir, ...args);
    expect(r.code).toBe(code);
    expect(r.err).toContain(err);
  });
});

/** A 001 line with its round entries (`  oooo c r` each) and the points they make (1, ½, 0; the bye 1). */
const played = (id: number, rating: number, entries: readonly [number, 'w' | 'b' | '-', string][]) => {
  const points = entries.reduce((s, [, , r]) => s + (r === '1' || r === 'U' ? 1 : r === '=' ? 0.5 : 0), 0);
  const rounds = entries.map(([o, c, r]) => `  ${String(o).padStart(4, '0')} ${c} ${r}`).join('');
  return `001 ${String(id).padStart(4)}      ${`Player ${id}`.padEnd(33)} ${String(rating).padStart(4)}                            ${points.toFixed(1).padStart(4)} ${String(id).padStart(4)}${rounds}`;
};

// Round 1 of seven players as C.04.4.1 pairs it (the -p test above, worked there by hand: the bye to 7 by
// 3.1.5; 1-4, 2-5, 3-6 by 3.2.3; White to the odd TPNs by 5.2.1 with XXC white1): 1-4, 5-2, 3-6, bye 7.
const ROUND_1_AS_PAIRED: readonly (readonly [number, number])[] = [
  [1, 4],
  [5, 2],
  [3, 6],
];
function roundOneFile(pairs: readonly (readonly [number, number])[], type?: string): string {
  const entry = new Map<number, [number, 'w' | 'b' | '-', string]>();
  for (const [w, b] of pairs) {
    entry.set(w, [b, 'w', '1']);
    entry.set(b, [w, 'b', '0']);
  }
  const lines = [1, 2, 3, 4, 5, 6, 7].map((id) => played(id, 2500 - 100 * id, [entry.get(id) ?? [0, '-', 'U']]));
  return ['012 Example', ...(type ? [type] : []), ...lines, 'XXR 5', 'XXC white1', ''].join('\n');
}

describe('arbiter dubov -c', () => {
  it.each([
    ['the pairing C.04.4.1 makes', ROUND_1_AS_PAIRED, undefined, 0, 'all 1 rounds agree with the engine (FIDE Dubov system, C.04.4.1)\n'],
    // 1-5 and 4-2 instead of 1-4 and 5-2: boards by white's number, the file's first (1-5) is not the engine's (1-4).
    [
      'another pairing',
      [
        [1, 5],
        [4, 2],
        [3, 6],
      ],
      undefined,
      1,
      'round 1: differs (the file pairs 1-5, the engine 1-4)\n1 of 1 rounds differ (FIDE Dubov system, C.04.4.1)\n',
    ],
    ['192 naming the Dubov system', ROUND_1_AS_PAIRED, '192 FIDE_DUBOV', 0, 'all 1 rounds agree'],
  ] as const)('%s: exit %i', async (_what, pairs, type, code, out) => {
    const dir = tempDir('arbiter-dubov-c-');
    writeFileSync(join(dir, 'in.trf'), roundOneFile(pairs, type));
    const r = await arbiter(dir, 'dubov', 'in.trf', '-c');
    expect(r.err).toBe('');
    expect(r.out.startsWith(out)).toBe(true);
    expect(r.code).toBe(code);
  });

  it.each([
    ['192 naming another system', ['dubov', 'in.trf', '-c'], '192 FIDE_DUTCH', 'line 2, column 5: 192 FIDE_DUTCH is not the FIDE Dubov system (FIDE_DUBOV)'],
    ['no input', ['dubov', '-c'], undefined, 'dubov: the input TRF file is missing'],
    ['a missing file', ['dubov', 'none.trf', '-c'], undefined, 'cannot read none.trf'],
    ['-c with -g', ['dubov', 'in.trf', '-c', '-g'], undefined, 'dubov: give exactly one of -p, -c or -g'],
    ['--explain without -p', ['dubov', 'in.trf', '-c', '--explain'], undefined, 'dubov: --explain goes with -p'],
  ])('%s: exit 3', async (_what, args, type, err) => {
    const dir = tempDir('arbiter-dubov-c-');
    writeFileSync(join(dir, 'in.trf'), roundOneFile(ROUND_1_AS_PAIRED, type));
    const r = await arbiter(dir, ...args);
    expect(r.err).toContain(err);
    expect(r.code).toBe(3);
  });
});

describe('-g and -c of every Swiss engine of the table', () => {
  // What the engine generates, the same engine re-pairs round by round (-c), and `arbiter check` (which
  // finds the system in the file's 192 record) agrees on pairings and standings.
  it.each(Object.values(SWISS_ENGINES).map((e) => [e.command, e.system] as const))('arbiter %s -g, then -c and arbiter check', async (command, system) => {
    const dir = tempDir('arbiter-swiss-g-');
    const g = await arbiter(dir, command, '-g', 'players=30,rounds=6,RetiredRate=20,HalfPointByeRate=20,ForfeitRate=20', '-s', '11', '-o', 'g.trf');
    expect(g.err).toBe('');
    expect(g.code).toBe(0);
    const text = readFileSync(join(dir, 'g.trf'), 'utf8');
    expect(text.split('\n').filter((l) => l.startsWith('001'))).toHaveLength(30);
    expect(text).toContain(`192 ${SYSTEM_INFO[system].trf.code}`);
    // The same model and seed give the same file.
    await arbiter(dir, command, '-g', 'players=30,rounds=6,RetiredRate=20,HalfPointByeRate=20,ForfeitRate=20', '-s', '11', '-o', 'again.trf');
    expect(readFileSync(join(dir, 'again.trf'), 'utf8')).toBe(text);
    const c = await arbiter(dir, command, 'g.trf', '-c');
    expect(c.out).toBe(`all 6 rounds agree with the engine (${SWISS_ENGINES[system].title}, ${SWISS_ENGINES[system].chapter})\n`);
    expect(c.code).toBe(0);
    const checked = await arbiter(dir, 'check', 'g.trf');
    expect(checked.code, checked.out).toBe(0);
  });

  it.each([
    ['a bad model', ['-g', 'players=x'], 'model: "players=x" is not one of key=number'],
    ['a bad seed', ['-g', 'players=10', '-s', 'x'], 'seed "x" is not a whole number'],
    ['a model file that cannot be read', ['-g', 'none.txt'], 'cannot read the model file none.txt'],
  ])('%s: exit 3', async (_what, args, err) => {
    const r = await arbiter(tempDir('arbiter-swiss-g-'), 'dubov', ...args);
    expect(r.err).toContain(err);
    expect(r.code).toBe(3);
  });
});

describe('arbiter burstein', () => {
  const trfRounds = (rounds: number, n: number) =>
    ['012 Example', ...Array.from({ length: n }, (_, i) => line(i + 1, String(2400 - 100 * i))), `XXR ${rounds}`, 'XXC white1', ''].join('\n');

  // C.04.4.2 with one round (1.6.2: no seeding round): Index 0 for all, BSN = TPN (1.8.2); 3.1.5 the bye to
  // the lowest ranking (7); 4.3 BSN 1 against the largest BSN: 1-6, 2-5, 3-4; 5.2.1 odd TPNs of the higher
  // ranked get the initial colour (White), even ones Black.
  it('-p pairs the next round; --explain gives the bracket in BSN order with the Index', async () => {
    const dir = tempDir('arbiter-burstein-cmd-');
    writeFileSync(join(dir, 'in.trf'), trfRounds(1, 7));
    const r = await arbiter(dir, 'burstein', 'in.trf', '-p', '--explain');
    expect(r.code).toBe(0);
    expect(r.out).toBe('4\n1 6\n5 2\n3 4\n7 0\n'); // the first line counts the bye's line too
    expect(r.err).toBe(
      [
        'Round 1 (FIDE Burstein system, C.04.4.2)',
        'pairing-allocated bye (3.1): 7',
        'Bracket 0',
        '  BSN order (1.8: Buchholz, Sonneborn-Berger, TPN): 1 (0/0) 2 (0/0) 3 (0/0) 4 (0/0) 5 (0/0) 6 (0/0)',
        '  1 - 6',
        '  2 - 5',
        '  3 - 4',
        '',
      ].join('\n'),
    );
  });

  it('a seeding round (1.6: 5 rounds, the first 2) is paired by the Dutch system, and says so', async () => {
    const dir = tempDir('arbiter-burstein-cmd-');
    writeFileSync(join(dir, 'in.trf'), trfRounds(5, 6));
    const r = await arbiter(dir, 'burstein', 'in.trf', '-p', '--explain');
    expect(r.code).toBe(0);
    // Dutch round 1: S1 1–3 against S2 4–6, colours alternating from White.
    expect(r.out).toBe('3\n1 4\n5 2\n3 6\n');
    expect(r.err).toContain('seeding round (1.6): paired by the FIDE (Dutch) system');
  });

  it('refuses a file it cannot read, naming it', async () => {
    const dir = tempDir('arbiter-burstein-cmd-');
    writeFileSync(join(dir, 'in.trf'), 'nothing here\n');
    const r = await arbiter(dir, 'burstein', 'in.trf', '-p');
    expect(r.code).toBe(3);
    expect(r.err).toContain('in.trf');
  });
});
