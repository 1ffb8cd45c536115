import { describe, expect, it } from 'vitest';
import type { Player } from '../core/player.js';
import type { Round } from '../core/round.js';
import type { GameResult } from '../core/game.js';
import {
  assignPairingNumbers,
  bergerTable,
  roundRobinRound,
  roundRobinRoundCount,
  roundRobinSchedule,
  roundRobinStandings,
  sonnebornBerger,
  type TableRound,
} from './roundRobin.js';

/**
 * FIDE Handbook C.05 Annex 1, "Berger Tables for Round-Robin Tournaments", written out as published
 * ("Where there is an odd number of players, the highest number counts as a bye").
 */
const FIDE_ANNEX_1 = `
3 or 4 players:
Rd 1: 1-4, 2-3.
Rd 2: 4-3, 1-2.
Rd 3: 2-4, 3-1.

5 or 6 players:
Rd 1: 1-6, 2-5, 3-4.
Rd 2: 6-4, 5-3, 1-2.
Rd 3: 2-6, 3-1, 4-5.
Rd 4: 6-5, 1-4, 2-3.
Rd 5: 3-6, 4-2, 5-1.

7 or 8 players:
Rd 1: 1-8, 2-7, 3-6, 4-5.
Rd 2: 8-5, 6-4, 7-3, 1-2.
Rd 3: 2-8, 3-1, 4-7, 5-6.
Rd 4: 8-6, 7-5, 1-4, 2-3.
Rd 5: 3-8, 4-2, 5-1, 6-7.
Rd 6: 8-7, 1-6, 2-5, 3-4.
Rd 7: 4-8, 5-3, 6-2, 7-1.

9 or 10 players:
Rd 1: 1-10, 2-9, 3-8, 4-7, 5-6.
Rd 2: 10-6, 7-5, 8-4, 9-3, 1-2.
Rd 3: 2-10, 3-1, 4-9, 5-8, 6-7.
Rd 4: 10-7, 8-6, 9-5, 1-4, 2-3.
Rd 5: 3-10, 4-2, 5-1, 6-9, 7-8.
Rd 6: 10-8, 9-7, 1-6, 2-5, 3-4.
Rd 7: 4-10, 5-3, 6-2, 7-1, 8-9.
Rd 8: 10-9, 1-8, 2-7, 3-6, 4-5.
Rd 9: 5-10, 6-4, 7-3, 8-2, 9-1.

11 or 12 players:
Rd 1: 1-12, 2-11, 3-10, 4-9, 5-8, 6-7.
Rd 2: 12-7, 8-6, 9-5, 10-4, 11-3, 1-2.
Rd 3: 2-12, 3-1, 4-11, 5-10, 6-9, 7-8.
Rd 4: 12-8, 9-7, 10-6, 11-5, 1-4, 2-3.
Rd 5: 3-12, 4-2, 5-1, 6-11, 7-10, 8-9.
Rd 6: 12-9, 10-8, 11-7, 1-6, 2-5, 3-4.
Rd 7: 4-12, 5-3, 6-2, 7-1, 8-11, 9-10.
Rd 8: 12-10, 11-9, 1-8, 2-7, 3-6, 4-5.
Rd 9: 5-12, 6-4, 7-3, 8-2, 9-1, 10-11.
Rd 10: 12-11, 1-10, 2-9, 3-8, 4-7, 5-6.
Rd 11: 6-12, 7-5, 8-4, 9-3, 10-2, 11-1.

13 or 14 players:
Rd 1: 1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8.
Rd 2: 14-8, 9-7, 10-6, 11-5, 12-4, 13-3, 1-2.
Rd 3: 2-14, 3-1, 4-13, 5-12, 6-11, 7-10, 8-9.
Rd 4: 14-9, 10-8, 11-7, 12-6, 13-5, 1-4, 2-3.
Rd 5: 3-14, 4-2, 5-1, 6-13, 7-12, 8-11, 9-10.
Rd 6: 14-10, 11-9, 12-8, 13-7, 1-6, 2-5, 3-4.
Rd 7: 4-14, 5-3, 6-2, 7-1, 8-13, 9-12, 10-11.
Rd 8: 14-11, 12-10, 13-9, 1-8, 2-7, 3-6, 4-5.
Rd 9: 5-14, 6-4, 7-3, 8-2, 9-1, 10-13, 11-12.
Rd 10: 14-12, 13-11, 1-10, 2-9, 3-8, 4-7, 5-6.
Rd 11: 6-14, 7-5, 8-4, 9-3, 10-2, 11-1, 12-13.
Rd 12: 14-13, 1-12, 2-11, 3-10, 4-9, 5-8, 6-7.
Rd 13: 7-14, 8-6, 9-5, 10-4, 11-3, 12-2, 13-1.

15 or 16 players:
Rd 1: 1-16, 2-15, 3-14, 4-13, 5-12, 6-11, 7-10, 8-9.
Rd 2: 16-9, 10-8, 11-7, 12-6, 13-5, 14-4, 15-3, 1-2.
Rd 3: 2-16, 3-1, 4-15, 5-14, 6-13, 7-12, 8-11, 9-10.
Rd 4: 16-10, 11-9, 12-8, 13-7, 14-6, 15-5, 1-4, 2-3.
Rd 5: 3-16, 4-2, 5-1, 6-15, 7-14, 8-13, 9-12, 10-11.
Rd 6: 16-11, 12-10, 13-9, 14-8, 15-7, 1-6, 2-5, 3-4.
Rd 7: 4-16, 5-3, 6-2, 7-1, 8-15, 9-14, 10-13, 11-12.
Rd 8: 16-12, 13-11, 14-10, 15-9, 1-8, 2-7, 3-6, 4-5.
Rd 9: 5-16, 6-4, 7-3, 8-2, 9-1, 10-15, 11-14, 12-13.
Rd 10: 16-13, 14-12, 15-11, 1-10, 2-9, 3-8, 4-7, 5-6.
Rd 11: 6-16, 7-5, 8-4, 9-3, 10-2, 11-1, 12-15, 13-14.
Rd 12: 16-14, 15-13, 1-12, 2-11, 3-10, 4-9, 5-8, 6-7.
Rd 13: 7-16, 8-6, 9-5, 10-4, 11-3, 12-2, 13-1, 14-15.
Rd 14: 16-15, 1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8.
Rd 15: 8-16, 9-7, 10-6, 11-5, 12-4, 13-3, 14-2, 15-1.
`;

/** The published tables by even size: rounds of [white, black] pairs. */
function parseAnnex(text: string): Map<number, [number, number][][]> {
  const tables = new Map<number, [number, number][][]>();
  let current: [number, number][][] = [];
  for (const line of text.split('\n')) {
    const head = /^(\d+) or (\d+) players:$/.exec(line.trim());
    if (head) tables.set(Number(head[2]), (current = []));
    const rd = /^Rd \d+: (.*)$/.exec(line.trim());
    if (rd)
      current.push(
        rd[1]!
          .replace(/\.$/, '')
          .split(', ')
          .map((g) => g.split('-').map(Number) as [number, number]),
      );
  }
  return tables;
}

const published = parseAnnex(FIDE_ANNEX_1);
const pairsOf = (r: TableRound) => r.games.map((g) => [g.white, g.black]);
const table = (n: number) => {
  const t = bergerTable(n);
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
};
const schedule = (n: number, cycles: 1 | 2, swapLastRounds = true) => {
  const t = roundRobinSchedule(n, { cycles, swapLastRounds });
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
};

describe('Berger tables (C.05 Annex 1)', () => {
  it('the transcription has the seven published tables', () => {
    expect([...published.keys()]).toEqual([4, 6, 8, 10, 12, 14, 16]);
  });

  for (let n = 3; n <= 16; n++) {
    it(`${n} players equal the published table (odd N: the highest number is the bye)`, () => {
      const even = n % 2 === 0 ? n : n + 1;
      const expected = published.get(even)!;
      const got = table(n);
      expect(got).toHaveLength(expected.length);
      got.forEach((round, i) => {
        const rows = expected[i]!;
        if (n === even) {
          expect(pairsOf(round)).toEqual(rows);
          expect(round.bye).toBeUndefined();
        } else {
          expect(pairsOf(round)).toEqual(rows.filter(([w, b]) => w !== even && b !== even));
          const byeGame = rows.find(([w, b]) => w === even || b === even)!;
          expect(round.bye).toBe(byeGame[0] === even ? byeGame[1] : byeGame[0]);
        }
      });
    });
  }

  // Written out by hand from C.05 Annex 1, with the bye shown (the row is a regression table).
  const byHand: [n: number, rounds: string[]][] = [
    [4, ['1-4 2-3', '4-3 1-2', '2-4 3-1']],
    [6, ['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1']],
    [
      9,
      [
        '2-9 3-8 4-7 5-6 bye 1',
        '7-5 8-4 9-3 1-2 bye 6',
        '3-1 4-9 5-8 6-7 bye 2',
        '8-6 9-5 1-4 2-3 bye 7',
        '4-2 5-1 6-9 7-8 bye 3',
        '9-7 1-6 2-5 3-4 bye 8',
        '5-3 6-2 7-1 8-9 bye 4',
        '1-8 2-7 3-6 4-5 bye 9',
        '6-4 7-3 8-2 9-1 bye 5',
      ],
    ],
    [
      10,
      [
        '1-10 2-9 3-8 4-7 5-6',
        '10-6 7-5 8-4 9-3 1-2',
        '2-10 3-1 4-9 5-8 6-7',
        '10-7 8-6 9-5 1-4 2-3',
        '3-10 4-2 5-1 6-9 7-8',
        '10-8 9-7 1-6 2-5 3-4',
        '4-10 5-3 6-2 7-1 8-9',
        '10-9 1-8 2-7 3-6 4-5',
        '5-10 6-4 7-3 8-2 9-1',
      ],
    ],
  ];
  const show = (r: TableRound) => [...r.games.map((g) => `${g.white}-${g.black}`), ...(r.bye ? [`bye ${r.bye}`] : [])].join(' ');
  for (const [n, rounds] of byHand)
    it(`${n} players, written out by hand`, () => {
      expect(table(n).map(show)).toEqual(rounds);
    });

  for (let n = 2; n <= 40; n++)
    it(`${n} players: everyone meets everyone once, once per round, whites balanced`, () => {
      const t = table(n);
      expect(t).toHaveLength(roundRobinRoundCount(n));
      const met = new Set<string>();
      const whites = new Map<number, number>();
      for (const r of t) {
        const seen = new Set<number>(r.bye ? [r.bye] : []);
        for (const g of r.games) {
          for (const p of [g.white, g.black]) {
            expect(seen.has(p)).toBe(false);
            seen.add(p);
          }
          const key = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
          expect(met.has(key)).toBe(false);
          met.add(key);
          whites.set(g.white, (whites.get(g.white) ?? 0) + 1);
        }
        expect(seen.size).toBe(n);
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      const counts = Array.from({ length: n }, (_, i) => whites.get(i + 1) ?? 0);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    });

  it('rejects fewer than 2 players', () => {
    const r = bergerTable(1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('too-few-players');
    expect(bergerTable(2.5).ok).toBe(false);
  });
});

/** Colours of each number through the schedule, skipping rounds without a game (bye). */
function colourRuns(s: readonly TableRound[], n: number): number {
  let longest = 0;
  for (let p = 1; p <= n; p++) {
    let run = 0;
    let last = '';
    for (const r of s) {
      const g = r.games.find((x) => x.white === p || x.black === p);
      if (!g) continue;
      const c = g.white === p ? 'W' : 'B';
      run = c === last ? run + 1 : 1;
      last = c;
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

describe('double round robin (C.05 Annex 1)', () => {
  for (let n = 3; n <= 16; n++)
    it(`${n} players: each pair twice with both colours, never three equal colours in a row`, () => {
      const s = schedule(n, 2);
      expect(s).toHaveLength(roundRobinRoundCount(n, 2));
      expect(s.map((r) => r.round)).toEqual(Array.from({ length: s.length }, (_, i) => i + 1));
      const games = new Map<string, number>();
      for (const r of s) for (const g of r.games) games.set(`${g.white}-${g.black}`, (games.get(`${g.white}-${g.black}`) ?? 0) + 1);
      expect(games.size).toBe(n * (n - 1));
      expect([...games.values()].every((c) => c === 1)).toBe(true);
      expect(colourRuns(s, n)).toBeLessThanOrEqual(2);
    });

  it('the second cycle is the table with colours reversed; the first has its last two rounds swapped', () => {
    const t = table(6);
    const s = schedule(6, 2);
    expect(s.slice(0, 3).map(pairsOf)).toEqual(t.slice(0, 3).map(pairsOf));
    expect(pairsOf(s[3]!)).toEqual(pairsOf(t[4]!));
    expect(pairsOf(s[4]!)).toEqual(pairsOf(t[3]!));
    expect(s.slice(5).map(pairsOf)).toEqual(t.map((r) => r.games.map((g) => [g.black, g.white])));
    expect(s.slice(5).every((r) => r.cycle === 2)).toBe(true);
  });

  it('without the swap some player gets three equal colours in a row (why C.05 swaps)', () => {
    for (const n of [4, 6, 8, 10]) expect(colourRuns(schedule(n, 2, false), n)).toBe(3);
  });
});

const player = (id: number, name: string, rating?: number): Player => ({ id, name, rating });

describe('pairing numbers', () => {
  const players = [player(1, 'Ann', 1800), player(2, 'Bob', 2100), player(3, 'Cas'), player(4, 'Dirk', 2100), player(5, 'Eva', 1500)];

  it('by rating: highest first, unrated last, equal ratings by name', () => {
    expect(assignPairingNumbers(players, { kind: 'rating' })).toEqual([2, 4, 1, 5, 3]);
  });

  it('as given', () => {
    expect(assignPairingNumbers(players, { kind: 'given' })).toEqual([1, 2, 3, 4, 5]);
  });

  it('by lot: a permutation, reproducible from the seed, independent of the listing order', () => {
    const a = assignPairingNumbers(players, { kind: 'lot', seed: 7 });
    expect([...a].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(assignPairingNumbers([...players].reverse(), { kind: 'lot', seed: 7 })).toEqual(a);
    const draws = new Set(Array.from({ length: 20 }, (_, s) => assignPairingNumbers(players, { kind: 'lot', seed: s }).join(',')));
    expect(draws.size).toBeGreaterThan(5);
  });
});

describe('rounds of a tournament', () => {
  it('maps pairing numbers to players, boards in table order, the bye in byes', () => {
    const s = schedule(5, 1);
    const ids = [50, 10, 40, 20, 30]; // number 1 is player 50, …
    const r = roundRobinRound(s, ids, 2);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Round 2 of "5 or 6": 6-4, 5-3, 1-2 → bye 4, games 5-3 and 1-2.
    expect(r.value).toEqual({
      number: 2,
      games: [
        { board: 1, white: 30, black: 40 },
        { board: 2, white: 50, black: 10 },
      ],
      byes: [20],
    });
  });

  it('says which rounds exist and which numbers are missing', () => {
    const s = schedule(4, 1);
    const r = roundRobinRound(s, [1, 2, 3, 4], 4);
    expect(r.ok ? '' : r.error.message).toBe('the round robin has rounds 1–3, not round 4');
    const m = roundRobinRound(s, [1, 2, 3], 1);
    expect(m.ok ? '' : m.error.code).toBe('bad-numbers');
  });
});

describe('Sonneborn-Berger and standings', () => {
  // Four players, single round robin by the table, results chosen by hand:
  // R1 1-4 1-0, 2-3 ½; R2 4-3 0-1, 1-2 ½; R3 2-4 1-0, 3-1 ½.
  // Points: 1: 2, 2: 2, 3: 2, 4: 0.
  // SB 1: 1×0 (4) + ½×2 (2) + ½×2 (3) = 2; SB 2: ½×2 + ½×2 + 1×0 = 2; SB 3: ½×2 + 1×0 + ½×2 = 2; SB 4: 0.
  const rounds = (results: GameResult[][]): Round[] => {
    const s = schedule(4, 1);
    return s.map((r, i) => ({ number: i + 1, byes: [], games: r.games.map((g, b) => ({ board: b + 1, white: g.white, black: g.black, result: results[i]![b]! })) }));
  };

  it('computes SB by hand-checked example', () => {
    const sb = sonnebornBerger(
      [1, 2, 3, 4],
      rounds([
        ['1-0', '1/2-1/2'],
        ['0-1', '1/2-1/2'],
        ['1-0', '1/2-1/2'],
      ]),
    );
    expect([...sb.entries()]).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
      [4, 0],
    ]);
  });

  it('ranks by points, then SB, then wins; full ties share the place', () => {
    // R1 1-4 1-0, 2-3 1-0; R2 4-3 ½, 1-2 ½; R3 2-4 1-0, 3-1 0-1.
    // Points 1: 2.5, 2: 2.5, 3: 0.5, 4: 0.5. SB 1: 0.5 + 1.25 + 0.5 = 2.25; 2: 0.5 + 1.25 + 0.5 = 2.25.
    // SB 3: ½×0.5 = 0.25; 4: ½×0.5 = 0.25. Wins 1: 2, 2: 2, 3: 0, 4: 0.
    const st = roundRobinStandings(
      [1, 2, 3, 4],
      rounds([
        ['1-0', '1-0'],
        ['1/2-1/2', '1/2-1/2'],
        ['1-0', '0-1'],
      ]),
    );
    expect(st.map((r) => [r.rank, r.player, r.points, r.sonnebornBerger, r.wins])).toEqual([
      [1, 1, 2.5, 2.25, 2],
      [1, 2, 2.5, 2.25, 2],
      [3, 3, 0.5, 0.25, 0],
      [3, 4, 0.5, 0.25, 0],
    ]);
  });

  it('SB separates equal points; games without a result do not count', () => {
    // R1 1-4 1-0, 2-3 1-0; R2 4-3 1-0, 1-2 0-1; R3 2-4 pending, 3-1 1-0.
    // Points 1: 1, 2: 2, 3: 1, 4: 1. SB 1: 1×1 (4) = 1; SB 3: 1×1 (1) = 1; SB 4: 1×1 (3) = 1 → all three tie.
    const r = rounds([
      ['1-0', '1-0'],
      ['1-0', '0-1'],
      ['1-0', '1-0'],
    ]);
    const pending: Round[] = r.map((x, i) => (i === 2 ? { ...x, games: x.games.map((g, b) => (b === 0 ? { board: g.board, white: g.white, black: g.black } : g)) } : x));
    const st = roundRobinStandings([1, 2, 3, 4], pending);
    expect(st.map((x) => [x.rank, x.player, x.points, x.sonnebornBerger, x.games])).toEqual([
      [1, 2, 2, 2, 2],
      [2, 1, 1, 1, 3],
      [2, 3, 1, 1, 3],
      [2, 4, 1, 1, 2],
    ]);
  });
});
