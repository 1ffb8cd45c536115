// arbiter generate (issue 35 item 3): random tournaments played by arbiter itself, each passing arbiter's
// own checker (`checkTrf`: every round re-paired, the standings recomputed), the same seed giving the same
// file, and results drawn by the stated model from the FIDE table's expected scores (B.02 8.1.2).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/random.js';
import { checkTrf } from './check.js';
import type { GameResult } from '../core/game.js';
import { DEFAULT_GENERATE_OPTIONS, defaultGenerateOptions, gameResult, generateOptionsProblem, generateTournament, generateTrf, type GenerateOptions } from './generate.js';

const base: GenerateOptions = { ...DEFAULT_GENERATE_OPTIONS, players: 12, rounds: 5 };

// Twenty small tournaments: each option on its own and together (kept small: the whole file runs in seconds).
const SAMPLE: [string, Partial<GenerateOptions>][] = [
  ['plain Swiss', {}],
  ['odd number of players', { players: 13 }],
  ['many draws', { draws: 90 }],
  ['no draws', { draws: 0 }],
  ['forfeits', { forfeits: 15 }],
  ['half-point byes', { halfByes: 10 }],
  ['zero-point byes', { zeroByes: 10 }],
  ['full-point byes', { fullByes: 8 }],
  ['withdrawals', { withdrawals: 5, players: 16, rounds: 6 }],
  ['Baku, 16 players', { acceleration: 'baku', players: 16, rounds: 7 }],
  ['Baku, 21 players', { acceleration: 'baku', players: 21, rounds: 7 }],
  ['Baku with byes and forfeits', { acceleration: 'baku', players: 24, rounds: 7, halfByes: 5, zeroByes: 3, forfeits: 8 }],
  ['everything', { players: 20, rounds: 6, draws: 40, forfeits: 5, halfByes: 4, zeroByes: 2, fullByes: 2, withdrawals: 3, acceleration: 'baku' }],
  ['a tie-break list', { tiebreaks: 'buchholz,sonneborn-berger,wins' }],
  ['narrow ratings', { ratings: { min: 1500, max: 1520 } }],
  ['given ratings', { ratings: [2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700, 1600, 1500, 1400, 1300] }],
  ['another seed', { seed: 99 }],
  ['unusual results (½-0, 0-½, 0-0)', { unusual: 25, players: 14 }],
  ['unusual results, forfeits and byes, 2017 rules', { unusual: 15, forfeits: 10, halfByes: 5, rules: '2017' }],
  ['unusual results, Baku', { unusual: 15, acceleration: 'baku', players: 16, rounds: 7 }],
  ['round robin with unusual results', { system: 'round-robin', players: 6, rounds: undefined, halfByes: 0, withdrawals: 0, unusual: 30 }],
  ['Dubov Swiss (C.04.4.1)', { system: 'swiss-dubov', players: 14 }],
  [
    'Dubov Swiss with byes, forfeits, withdrawals and unusual results',
    { system: 'swiss-dubov', players: 17, rounds: 6, halfByes: 5, zeroByes: 3, fullByes: 2, forfeits: 8, withdrawals: 3, unusual: 10 },
  ],
  ['Burstein Swiss (C.04.4.2)', { system: 'swiss-burstein', players: 14, rounds: 7 }],
  [
    'Burstein Swiss with byes, forfeits, withdrawals and unusual results',
    { system: 'swiss-burstein', players: 17, rounds: 8, halfByes: 5, zeroByes: 3, fullByes: 2, forfeits: 8, withdrawals: 3, unusual: 10 },
  ],
  ['Lim Swiss (C.04.4.3)', { system: 'swiss-lim', players: 14 }],
  ['Lim Swiss of 30, 9 rounds, many draws', { system: 'swiss-lim', players: 30, rounds: 9, draws: 50 }],
  [
    'Lim Swiss with byes, forfeits, withdrawals and unusual results',
    { system: 'swiss-lim', players: 17, rounds: 6, halfByes: 5, zeroByes: 3, fullByes: 2, forfeits: 8, withdrawals: 3, unusual: 10 },
  ],
  ['Double-Swiss (C.04.5), 3 matches', { system: 'double-swiss', players: 14, rounds: 6, halfByes: 0, zeroByes: 0, fullByes: 0, withdrawals: 0 }],
  [
    'Double-Swiss, odd players, forfeits and unusual results',
    { system: 'double-swiss', players: 15, rounds: 8, halfByes: 0, zeroByes: 0, fullByes: 0, withdrawals: 0, forfeits: 8, unusual: 10 },
  ],
  ['Double-Swiss with byes and withdrawals', { system: 'double-swiss', players: 17, rounds: 8, halfByes: 5, zeroByes: 3, fullByes: 2, withdrawals: 3, forfeits: 5 }],
  ['round robin of 6', { system: 'round-robin', players: 6, rounds: undefined, halfByes: 0, withdrawals: 0, forfeits: 5 }],
  ['round robin of 7', { system: 'round-robin', players: 7, rounds: undefined, halfByes: 0, withdrawals: 0 }],
  ['round robin, its tie-breaks', { system: 'round-robin', players: 8, rounds: undefined, halfByes: 0, withdrawals: 0, tiebreaks: 'direct-encounter,sonneborn-berger' }],
];

describe('arbiter generate: a sample of generated tournaments passes arbiter check', () => {
  it.each(SAMPLE.map(([what, o], i) => [what, o, i + 1] as const))('%s', (_what, o, seed) => {
    const trf = generateTrf({ ...base, seed, ...o });
    if (!trf.ok) throw new Error(trf.error.message);
    const report = checkTrf(trf.value);
    if (!report.ok) throw new Error(report.error.message);
    expect(report.value.rounds).toEqual([]);
    expect(report.value.standings.players).toEqual([]);
    expect(report.value.agrees).toBe(true);
    expect(report.value.roundsChecked).toBe(o.system === 'round-robin' ? (o.players! % 2 ? o.players : o.players! - 1) : (o.rounds ?? base.rounds));
  });

  it('writes a Baku tournament as TRF-2026 with 192 _BAKU and its 250 records (C.04.5.1: 16 players, 7 rounds → GA 1–8, 1 point in rounds 1–2, ½ in 3–4)', () => {
    const trf = generateTrf({ ...base, players: 16, rounds: 7, acceleration: 'baku', halfByes: 0, withdrawals: 0 });
    if (!trf.ok) throw new Error(trf.error.message);
    expect(trf.value).toMatch(/^192 FIDE_DUTCH_2025_BAKU\r$/m);
    expect(trf.value.split('\r\n').filter((l) => l.startsWith('250'))).toEqual(['250      01.0 001 002 0001 0008', '250      00.5 003 004 0001 0008']);
  });

  it('gives the same file for the same seed, another for another seed', () => {
    const o = { ...base, forfeits: 5, halfByes: 5, acceleration: 'baku' as const };
    expect(generateTrf({ ...o, seed: 7 })).toEqual(generateTrf({ ...o, seed: 7 }));
    expect(generateTrf({ ...o, seed: 7 })).not.toEqual(generateTrf({ ...o, seed: 8 }));
  });
});

describe('unusual results (--unusual: ½-0, 0-½, 0-0)', () => {
  // testdata/unusual-20p7r.bbp6-passed.trf: `arbiter generate --players 20 --rounds 7 --unusual 20
  // --forfeits 5 --half-byes 3 --seed 4`, passed by bbpPairings 6.0.0's checker (`--dutch FILE -c`: no
  // round differs). It holds 16 unusual games; a player's ½ of ½-0 is a draw to the pairing (his score
  // group, his floats), his 0 a loss — counted as a win for the ½ before, 6 of the 7 rounds differed.
  const passed = readFileSync(new URL('testdata/unusual-20p7r.bbp6-passed.trf', import.meta.url), 'utf8');
  const entries = (text: string) =>
    text
      .split(/\r\n|\r|\n/)
      .filter((l) => l.startsWith('001'))
      .map((l) => l.slice(91));
  const options: GenerateOptions = { ...base, players: 20, rounds: 7, unusual: 20, forfeits: 5, halfByes: 3, seed: 4 };

  it('pairs every round as bbpPairings 6.0.0 passed it', () => {
    const trf = generateTrf(options);
    if (!trf.ok) throw new Error(trf.error.message);
    expect(entries(trf.value)).toEqual(entries(passed));
  });

  it('writes them as C.04 Annex 2 has a game played: = against 0, 0 against 0, with colours', () => {
    // Each player's own result code against the opponent's, as the 001 lines of the file pair them.
    const codes = new Map<string, string>();
    for (const l of passed.split(/\r\n|\r|\n/).filter((x) => x.startsWith('001'))) {
      const id = Number(l.slice(4, 8));
      for (let k = 91; k + 8 <= l.length; k += 10) codes.set(`${id} ${l.slice(k, k + 4).trim()} ${(k - 91) / 10 + 1}`, l.slice(k + 5, k + 8));
    }
    const pairs = [...codes]
      .filter(([key]) => Number(key.split(' ')[1]) > Number(key.split(' ')[0]))
      .map(([key, mine]) => {
        const [a, b, r] = key.split(' ');
        return `${mine} / ${codes.get(`${b} ${a} ${r}`)}`;
      });
    // From the file: player 1 lost to 8's half in round 2 (0 / =), players 2 and 10 both scored 0 (0-0).
    expect(codes.get('1 8 2')).toBe('b 0');
    expect(codes.get('8 1 2')).toBe('w =');
    expect(codes.get('2 10 2')).toBe('w 0');
    expect(codes.get('10 2 2')).toBe('b 0');
    expect(pairs.filter((p) => /[wb] [0=] \/ [wb] [0=]/.test(p) && p !== 'w = / b =' && p !== 'b = / w =').length).toBe(16);
  });

  it('passes arbiter check, the standings counting each player his own score', () => {
    const report = checkTrf(passed);
    if (!report.ok) throw new Error(report.error.message);
    expect(report.value.agrees).toBe(true);
  });

  it('draws them as asked: a share of the games played, the three equally likely', () => {
    const rnd = seededRandom(3);
    const o = { ...base, draws: 30, forfeits: 0, unusual: 30 };
    const c: Record<string, number> = {};
    const n = 30000;
    for (let i = 0; i < n; i++) {
      const r = gameResult(0.5, o, rnd);
      c[r] = (c[r] ?? 0) + 1;
    }
    // 30 % unusual, 10 % each; the other 70 % by the draw model at E = 0.5, d = 30 %: 21 % draws, 24.5 % each way.
    for (const r of ['1/2-0', '0-1/2', '0-0']) expect(c[r]! / n).toBeCloseTo(0.1, 1);
    expect(c['1/2-1/2']! / n).toBeCloseTo(0.21, 1);
    expect(c['1-0']! / n).toBeCloseTo(0.245, 1);
  });
});

describe('the draw model', () => {
  const tally = (e: number, draws: number, n = 20000) => {
    const rnd = seededRandom(5);
    const o = { ...base, draws, forfeits: 0 };
    const c = { '1-0': 0, '1/2-1/2': 0, '0-1': 0 } as Record<string, number>;
    for (let i = 0; i < n; i++) c[gameResult(e, o, rnd)]!++;
    return { win: c['1-0']! / n, draw: c['1/2-1/2']! / n, loss: c['0-1']! / n };
  };
  it.each([
    // D = d × 2 × min(E, 1 − E); white wins with E − D/2, loses with 1 − E − D/2.
    // Equal ratings (E = 0.5, table 8.1.2: D 0–3 → 0.50), d = 30 %: 30 % draws, 35 % each way.
    [0.5, 30, { win: 0.35, draw: 0.3, loss: 0.35 }],
    // A 400-point gap (E = 0.92 for the stronger, table 8.1.2: 392–411 → 0.92), d = 30 %: D = 0.048.
    [0.92, 30, { win: 0.896, draw: 0.048, loss: 0.056 }],
    // No draws asked: E itself is white's winning chance.
    [0.64, 0, { win: 0.64, draw: 0, loss: 0.36 }],
    // All draws asked between equals: every game drawn.
    [0.5, 100, { win: 0, draw: 1, loss: 0 }],
  ])('E = %f, d = %i %%', (e, draws, expected) => {
    const got = tally(e, draws);
    expect(got.win).toBeCloseTo(expected.win, 1);
    expect(got.draw).toBeCloseTo(expected.draw, 1);
    expect(got.loss).toBeCloseTo(expected.loss, 1);
    // White's expected score is E, whatever the draw rate.
    expect(got.win + got.draw / 2).toBeCloseTo(e, 1);
  });
});

describe('options the generator refuses, saying which', () => {
  it.each([
    [{ players: 1 }, /--players 1/],
    [{ ratings: { min: 2000, max: 1000 } }, /--ratings 2000-1000/],
    [{ draws: 120 }, /--draws 120: a percentage/],
    [{ unusual: -1 }, /--unusual -1: a percentage/],
    [{ rules: '2020' as never }, /--rules 2020: 2025, 2017 or 2012/],
    [{ halfByes: 60, withdrawals: 50 }, /exceed 100 percent/],
    [{ system: 'round-robin' as const, rounds: 3, players: 6 }, /has 5 rounds, not 3/],
    [{ system: 'round-robin' as const, rounds: undefined, players: 6, acceleration: 'baku' as const, halfByes: 0, withdrawals: 0 }, /not accelerated/],
    [{ system: 'round-robin' as const, rounds: undefined, players: 6 }, /a round robin fixes its rounds in advance: no byes \(--half-byes 0\)/],
    [{ system: 'round-robin' as const, rounds: undefined, players: 6, halfByes: 0, zeroByes: 2 }, /no byes \(--zero-byes 0\)/],
    [{ expulsions: 101 }, /--expulsions 101: a percentage/],
    [{ halfByes: 50, withdrawals: 30, expulsions: 30 }, /byes, withdrawals and expulsions together exceed 100 percent/],
    [{ system: 'swiss-dubov' as const, rules: '2017' as const }, /--rules 2017: the editions are the Dutch system's/],
    // C.04.5: a match is two games, each a round of the file.
    [{ system: 'double-swiss' as const, rounds: 5 }, /--rounds 5: a Double-Swiss plays matches of 2 games, one round each: a multiple of 2/],
    [{ system: 'swiss-dubov' as const, acceleration: 'baku' as const }, /Baku acceleration is the Dutch system's \(C.04.5.1\)/],
  ])('%o', (o, message) => {
    expect(generateOptionsProblem({ ...base, ...o })).toMatch(message);
  });
});

describe('round robins with players who leave (--withdrawals, --expulsions)', () => {
  // FIDE Tournament Rules, a player who "withdraws or is expelled from a round-robin tournament": his unplayed
  // games are "-" to him and "+" to his opponent ("--" when neither is present); if he completed less than
  // 50% of his games, the points scored by him or against him are not counted in the final standings,
  // otherwise they count. The generator keeps his games in the Berger table and forfeits them; arbiter check
  // reads who left from the forfeits to the end (TRF has no code for it) and must pass every file.
  const robin = (o: Partial<GenerateOptions>): GenerateOptions => ({ ...defaultGenerateOptions('round-robin'), forfeits: 0, ...o });
  // Seeds chosen so that each table has a player who leaves having played fewer than half his games and one
  // who leaves having played more (and one expelled where asked).
  const ROWS: [string, GenerateOptions][] = [
    ['6 players, withdrawals', robin({ players: 6, withdrawals: 12, seed: 1 })],
    ['7 players (a free round each), forfeits too', robin({ players: 7, withdrawals: 10, forfeits: 5, seed: 4 })],
    ['8 players, expulsions', robin({ players: 8, withdrawals: 0, expulsions: 10, forfeits: 5, seed: 1 })],
    ['9 players, both, forfeits and unusual results', robin({ players: 9, withdrawals: 6, expulsions: 6, forfeits: 10, unusual: 10, seed: 9 })],
    ['12 players, a few leave', robin({ players: 12, withdrawals: 2, expulsions: 1, forfeits: 2, seed: 1 })],
  ];
  const WHITE: Partial<Record<GameResult, number>> = { '1-0': 1, '+-': 1, '1/2-1/2': 0.5, '1/2-0': 0.5 };
  const BLACK: Partial<Record<GameResult, number>> = { '0-1': 1, '-+': 1, '1/2-1/2': 0.5, '0-1/2': 0.5 };
  const FORFEITS: readonly GameResult[] = ['+-', '-+', '--'];

  it.each(ROWS)('%s', (_what, o) => {
    const t = generateTournament(o);
    if (!t.ok) throw new Error(t.error.message);
    const { players, rounds } = t.value;
    const left = players.filter((p) => p.withdrawnFromRound !== undefined);
    if (o.expulsions) expect(left.some((p) => p.expelled)).toBe(true);
    const gone = (id: number, r: number) => (players.find((p) => p.id === id)!.withdrawnFromRound ?? Infinity) <= r;
    // His games from the round he left: "-" to him, "+" to his opponent, "--" when both have left.
    for (const r of rounds)
      for (const g of r.games)
        if (gone(g.white, r.number) || gone(g.black, r.number))
          expect(g.result, `round ${r.number}: ${g.white}-${g.black}`).toBe(gone(g.white, r.number) ? (gone(g.black, r.number) ? '--' : '-+') : '+-');
    // Each has a game left when he leaves (a forfeit in the file shows it).
    for (const p of left) expect(rounds.some((r) => r.number >= p.withdrawnFromRound! && r.games.some((g) => g.white === p.id || g.black === p.id))).toBe(true);
    // The rule by hand: who completed fewer than half his N − 1 games over the board, and each one's points.
    const games = rounds.flatMap((r) => r.games.map((g) => ({ ...g, round: r.number })));
    const overBoard = (id: number) => games.filter((g) => (g.white === id || g.black === id) && !FORFEITS.includes(g.result!)).length;
    const uncounted = new Set(left.filter((p) => 2 * overBoard(p.id) < players.length - 1).map((p) => p.id));
    expect(uncounted.size).toBeGreaterThan(0);
    expect(uncounted.size).toBeLessThan(left.length);
    const points = (id: number) =>
      uncounted.has(id)
        ? 0
        : games.reduce(
            (sum, g) => sum + (g.white === id && !uncounted.has(g.black) ? (WHITE[g.result!] ?? 0) : g.black === id && !uncounted.has(g.white) ? (BLACK[g.result!] ?? 0) : 0),
            0,
          );
    for (const format of ['2026', '16'] as const) {
      const trf = generateTrf(o, format);
      if (!trf.ok) throw new Error(trf.error.message);
      const lines = trf.value.split(/\r\n|\r|\n/).filter((l) => l.startsWith('001'));
      const byName = new Map(players.map((p) => [p.name, p.id]));
      const idOf = new Map(lines.map((l) => [Number(l.slice(4, 8)), byName.get(l.slice(14, 47).trim())!]));
      // The file's points column is the rule's.
      expect(new Map(lines.map((l) => [idOf.get(Number(l.slice(4, 8)))!, Number(l.slice(80, 84))])), format).toEqual(new Map(players.map((p) => [p.id, points(p.id)])));
      const report = checkTrf(trf.value);
      if (!report.ok) throw new Error(report.error.message);
      expect(report.value.agrees, format).toBe(true);
      expect(report.value.roundsChecked).toBe(rounds.length);
      // Who left as the check reads it: the players whose games are not counted (the others change nothing).
      expect((report.value.standings.left ?? []).map((n) => idOf.get(n)).sort((a, b) => a! - b!)).toEqual([...uncounted].sort((a, b) => a - b));
    }
  });

  it('gives the same file for the same seed', () => {
    const o = ROWS[3]![1];
    expect(generateTrf(o)).toEqual(generateTrf(o));
  });

  it('takes no byes in a round robin by default, and players may leave', () => {
    expect(defaultGenerateOptions('round-robin')).toMatchObject({ halfByes: 0, zeroByes: 0, fullByes: 0, withdrawals: 0.5, rounds: undefined });
    expect(generateOptionsProblem({ ...defaultGenerateOptions('round-robin'), expulsions: 3 })).toBeUndefined();
  });
});
