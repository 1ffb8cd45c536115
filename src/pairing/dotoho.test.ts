import { describe, expect, it } from 'vitest';
import type { Player } from '../core/player.js';
import {
  checkDotoho,
  circularDistance,
  dotohoPass,
  dotohoPlan,
  dotohoRound,
  dotohoRoundCount,
  dotohoRounds,
  dotohoSeating,
  leastResidue,
  makeDotohoJson,
  makeDotohoText,
  type DotohoPlan,
} from './dotoho.js';

const plan = (n: number, r: number): DotohoPlan => {
  const p = dotohoPlan(n, r);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};
const show = (games: readonly (readonly [number, number])[]) => games.map(([l, r]) => `${l}-${r}`).join(' ');

/** All (N, R) the scheme must plan: R < N, N·R even, and not (odd R ≥ 3 = N−1 with 4 | N). R = 1 is the pass at N/2. */
function validPairs(maxN: number): [number, number][] {
  const out: [number, number][] = [];
  for (let n = 2; n <= maxN; n++)
    for (let r = 1; r < n; r++) {
      if ((n * r) % 2 === 1) continue;
      if (r % 2 === 1 && r >= 3 && r === n - 1 && n % 4 === 0) continue;
      out.push([n, r]);
    }
  return out;
}

describe("the seed's arithmetic", () => {
  it("MOD is the absolutely least residue (the seed's Bemerkung 4)", () => {
    expect([leastResidue(9, 5), leastResidue(8, 5), leastResidue(5, 3)]).toEqual([-1, -2, -1]);
    expect(circularDistance(1, 10, 10)).toBe(1);
    expect(circularDistance(2, 7, 10)).toBe(5);
  });

  // The seed's listing written out by hand. N = 10, i = 3: N = 2·3·1 + 4, m1 = 3, m2 = 1.
  const listings: [n: number, i: number, games: string][] = [
    [10, 3, '1-4 2-5 3-6 7-10 8-1 9-2 4-7 5-8 6-9 10-3'],
    [12, 3, '1-4 2-5 3-6 7-10 8-11 9-12 4-7 5-8 6-9 10-1 11-2 12-3'], // m = 0
    [7, 2, '1-3 2-4 5-7 6-1 3-5 4-6 7-2'], // N = 2·2·1 + 3: m1 = 2, m2 = 1
    [9, 1, '1-2 3-4 5-6 7-8 9-1 2-3 4-5 6-7 8-9'], // m1 = 1, m2 = 0
    [5, 2, '1-3 2-4 5-2 3-5 4-1'], // n = 1, m = 1: the m1 game wraps
  ];
  for (const [n, i, games] of listings)
    it(`pass ${i} with ${n} players follows the seed's listing`, () => {
      expect(show(dotohoPass(n, i).games)).toBe(games);
    });

  it('odd R, case 1 ([R/2]+1 odd): R = 5, N = 10: passes 1, 2, then single pass at 3 for odd a', () => {
    const p = plan(10, 5);
    expect(p.passes.map((x) => [x.distance, x.single])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(show(p.passes[2]!.games)).toBe('1-4 3-6 5-8 7-10 9-2');
  });

  it('one game each (R = 1): the pass at distance N/2, each player against the one opposite him (issue 15)', () => {
    const p = plan(12, 1);
    expect(p.passes.map((x) => [x.distance, x.single])).toEqual([[6, true]]);
    expect(show(p.passes[0]!.games)).toBe('1-7 2-8 3-9 4-10 5-11 6-12');
    expect(show(plan(2, 1).passes[0]!.games)).toBe('1-2');
    expect(dotohoRoundCount(p)).toBe(1);
  });

  it('odd R, case 2 ([R/2]+1 even): R = 3, N = 8: full pass at 2, single pass at 1', () => {
    const p = plan(8, 3);
    expect(p.passes.map((x) => [x.distance, x.single])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(show(p.passes[1]!.games)).toBe('1-2 3-4 5-6 7-8');
  });
});

describe('every valid plan for N ≤ 40', () => {
  const pairs = validPairs(40);

  it('covers the cases the seed describes, and one game each', () => {
    expect(pairs.length).toBeGreaterThan(500);
    expect(pairs.filter(([, r]) => r === 1).map(([n]) => n)).toEqual(Array.from({ length: 20 }, (_, k) => 2 * k + 2));
    expect(pairs.some(([, r]) => r % 2 === 1 && ((r - 1) / 2 + 1) % 2 === 1)).toBe(true);
    expect(pairs.some(([, r]) => r % 2 === 1 && ((r - 1) / 2 + 1) % 2 === 0)).toBe(true);
  });

  it('each player has exactly R games, no pair repeats, every game of a pass has its distance', () => {
    for (const [n, r] of pairs) {
      const p = plan(n, r);
      const count = new Array<number>(n + 1).fill(0);
      const met = new Set<string>();
      for (const pass of p.passes)
        for (const [a, b] of pass.games) {
          expect(circularDistance(a, b, n), `N=${n} R=${r} pass ${pass.distance}: ${a}-${b}`).toBe(pass.distance);
          const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
          expect(met.has(key), `N=${n} R=${r}: ${key} twice`).toBe(false);
          met.add(key);
          count[a]!++;
          count[b]!++;
        }
      expect(
        count.slice(1).every((c) => c === r),
        `N=${n} R=${r}`,
      ).toBe(true);
      expect(met.size).toBe((n * r) / 2);
    }
  });

  it('in a full pass everyone is once left and once right; in the single pass everyone plays once', () => {
    for (const [n, r] of pairs)
      for (const pass of plan(n, r).passes) {
        const lefts = pass.games.map(([a]) => a).sort((x, y) => x - y);
        const rights = pass.games.map(([, b]) => b).sort((x, y) => x - y);
        const all = Array.from({ length: n }, (_, k) => k + 1);
        if (pass.single) expect([...lefts, ...rights].sort((x, y) => x - y)).toEqual(all);
        else {
          expect(lefts).toEqual(all);
          expect(rights).toEqual(all);
        }
      }
  });

  it("the order is the seed's listing: first the lefts a with (a−1) mod 2i < i, then the others, each ascending", () => {
    // An independent description of "der Reihe nach": the first half of the listing takes every a whose
    // place in its block of 2i is in the first half (the m1 games are such places too), the second the rest.
    for (const [n, r] of pairs)
      for (const pass of plan(n, r).passes) {
        const i = pass.distance;
        const expected =
          r === 1
            ? Array.from({ length: n / 2 }, (_, k) => k + 1) // the pass at N/2: a – a+N/2 for a = 1..N/2
            : pass.single
              ? Array.from({ length: n / 2 }, (_, k) => 2 * k + 1)
              : [
                  ...Array.from({ length: n }, (_, k) => k + 1).filter((a) => (a - 1) % (2 * i) < i),
                  ...Array.from({ length: n }, (_, k) => k + 1).filter((a) => (a - 1) % (2 * i) >= i),
                ];
        expect(
          pass.games.map(([a]) => a),
          `N=${n} R=${r} i=${i}`,
        ).toEqual(expected);
        expect(pass.games.every(([a, b]) => b === ((a - 1 + i) % n) + 1)).toBe(true);
      }
  });

  it('the passes are 1..R/2 (even R), N/2 (R = 1), or 1..(R−3)/2 plus the two odd-R passes', () => {
    for (const [n, r] of pairs) {
      const d = plan(n, r).passes.map((x) => x.distance);
      if (r === 1) expect(d).toEqual([n / 2]);
      else if (r % 2 === 0) expect(d).toEqual(Array.from({ length: r / 2 }, (_, k) => k + 1));
      else {
        const h = (r - 1) / 2;
        const head = Array.from({ length: h - 1 }, (_, k) => k + 1);
        expect(d).toEqual((h + 1) % 2 === 1 ? [...head, h, h + 1] : [...head, h + 1, h]);
      }
    }
  });

  it('rounds: every game once, nobody twice in a round, at most 3 rounds a pass (2 when N is a multiple of 2i)', () => {
    for (const [n, r] of pairs) {
      const p = plan(n, r);
      const rounds = dotohoRounds(p);
      const all = rounds.flatMap((x) => x.games.map(show1));
      expect(all.sort()).toEqual(p.passes.flatMap((x) => x.games.map(show1)).sort());
      for (const round of rounds) {
        const seen = round.games.flat();
        expect(new Set(seen).size).toBe(seen.length);
        expect([...seen, ...round.resting].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, k) => k + 1));
      }
      p.passes.forEach((pass, k) => {
        const used = rounds.filter((x) => x.pass === k).length;
        expect(used).toBeLessThanOrEqual(pass.single ? 1 : 3);
        if (!pass.single && n % (2 * pass.distance) === 0) expect(used).toBe(2);
      });
    }
  });
});
const show1 = ([a, b]: readonly [number, number]) => `${a}-${b}`;

describe('impossible inputs give one clear line', () => {
  const bad: [n: number, r: number, code: string, rule: string][] = [
    [9, 3, 'odd-total', 'N·R must be even'],
    [7, 5, 'odd-total', 'odd R needs even N (seed: "N muß dann unbedingt gerade sein")'],
    [10, 10, 'too-many-games', 'R ≥ N'],
    [10, 12, 'too-many-games', 'R ≥ N'],
    [9, 1, 'odd-total', 'one game each needs an even number of players'],
    [8, 7, 'scheme-repeats', 'R = N−1, 4 | N: full pass at N/2'],
    [4, 3, 'scheme-repeats', 'R = N−1, 4 | N'],
    [1, 1, 'bad-number', 'N ≥ 2'],
    [10, 0, 'bad-number', 'R ≥ 1'],
    [10.5, 2, 'bad-number', 'whole numbers'],
  ];
  for (const [n, r, code, rule] of bad)
    it(`N=${n}, R=${r}: ${code} (${rule})`, () => {
      const c = checkDotoho(n, r);
      expect(c.ok).toBe(false);
      if (c.ok) return;
      expect(c.error.code).toBe(code);
      expect(c.error.message).not.toContain('\n');
      expect(dotohoPlan(n, r).ok).toBe(false);
    });

  it('R = N−1 works when N/2 is odd (the single pass sits at N/2)', () => {
    expect(plan(10, 9).passes.at(-1)).toMatchObject({ distance: 5, single: true });
  });
});

describe('output', () => {
  it('JSON has distance, single and games per pass', () => {
    const json = JSON.parse(makeDotohoJson(plan(6, 3)));
    expect(json).toEqual([
      {
        distance: 2,
        single: false,
        games: [
          [1, 3],
          [2, 4],
          [5, 1],
          [6, 2],
          [3, 5],
          [4, 6],
        ],
      },
      {
        distance: 1,
        single: true,
        games: [
          [1, 2],
          [3, 4],
          [5, 6],
        ],
      },
    ]);
  });

  it('text names players, games and passes', () => {
    const text = makeDotohoText(plan(10, 4));
    expect(text.split('\n')[0]).toBe('DO-TO-HO plan: 10 players, 4 games each, 20 games in 2 passes');
    expect(text).toContain('Pass 2: distance 2, two games each (10 games)');
    expect(text).toContain('   1 -  3');
  });
});

const players: Player[] = Array.from({ length: 12 }, (_, k) => ({
  id: k + 1,
  name: `P${k + 1}`,
  rating: 2400 - k * 50,
  club: ['Gent', 'Gent', 'Gent', 'Mol', 'Brugge', 'Brugge', 'Brugge', 'Aalst', 'Aalst', 'Lier', 'Geel', 'Geel'][k],
}));

describe('seating and rounds of a tournament', () => {
  it('by lot: a permutation, reproducible', () => {
    const a = dotohoSeating(players, 4, { kind: 'lot', seed: 3 });
    expect([...a].sort((x, y) => x - y)).toEqual(players.map((p) => p.id));
    expect(dotohoSeating([...players].reverse(), 4, { kind: 'lot', seed: 3 })).toEqual(a);
  });

  it('strength classes: the R strongest sit at places ≡ 1 mod R, the next at ≡ 2, …', () => {
    const seat = dotohoSeating(players, 4, { kind: 'strength', seed: 1 });
    // 12 places, 4 classes of 3: class 1 (ids 1–3) at places 1, 5, 9; class 2 (4–6) at 2, 6, 10; …
    for (let place = 1; place <= 12; place++) expect(Math.ceil(seat[place - 1]! / 3)).toBe(((place - 1) % 4) + 1);
    // Everyone meets one player of each other class in pass 1 and 2 (distances 1, 2 < 4): no class-mates.
    const p = plan(12, 4);
    for (const pass of p.passes) for (const [a, b] of pass.games) expect(Math.ceil(seat[a - 1]! / 3)).not.toBe(Math.ceil(seat[b - 1]! / 3));
  });

  it('origin classes: players of one town share a class and never meet', () => {
    const seat = dotohoSeating(players, 4, { kind: 'origin', seed: 1 });
    const club = (place: number) => players.find((x) => x.id === seat[place - 1])!.club;
    const p = plan(12, 4);
    for (const pass of p.passes) for (const [a, b] of pass.games) expect(club(a)).not.toBe(club(b));
  });

  it('origin classes: a town larger than a class is split, everyone is seated', () => {
    const big = players.map((x, k) => ({ ...x, club: k < 5 ? 'Gent' : x.club }));
    const seat = dotohoSeating(big, 4, { kind: 'origin', seed: 2 });
    expect([...seat].sort((x, y) => x - y)).toEqual(players.map((x) => x.id));
  });

  it('a round of the stage as a core Round: left has white, resting players are not byes', () => {
    const p = plan(10, 4);
    const ids = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110];
    const r1 = dotohoRound(p, ids, 1);
    expect(r1.ok && r1.value).toEqual({
      number: 1,
      byes: [],
      games: [
        [101, 102],
        [103, 104],
        [105, 106],
        [107, 108],
        [109, 110],
      ].map(([white, black], k) => ({ board: k + 1, white, black })),
    });
    expect(dotohoRoundCount(p)).toBe(5); // pass 1: 2 rounds (10 = 5 × 2), pass 2: 3 rounds (one cycle of 5)
    const r = dotohoRound(p, ids, 9);
    expect(r.ok ? '' : r.error.message).toBe('the DO-TO-HO stage has rounds 1–5, not round 9');
    expect(dotohoRound(p, ids.slice(1), 1).ok).toBe(false);
  });
});
