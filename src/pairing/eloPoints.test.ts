import { describe, expect, it } from 'vitest';
import type { Player, PlayerId } from '../core/player.js';
import type { GameResult } from '../core/game.js';
import type { Absence, AbsenceKind, Round } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import { seededRandom } from '../core/random.js';
import { DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, DEFAULT_KEIZER_SETTINGS, type EloPointsSystemSettings } from '../core/settings.js';
import { eloPointsStandings } from '../scoring/eloPoints.js';
import { geelCandidateOffsets, geelDivisor, geelOffset, pairEloPointsRound, pairGeel, eloPointsPairingMethod } from './eloPoints.js';

const player = (id: number, name: string, rating: number): Player => ({ id, name, rating });
const round = (number: number, games: [number, number, GameResult | undefined][], byes: number[] = []): Round => ({
  number,
  byes,
  games: games.map(([white, black, result], k) => ({ board: k + 1, white, black, result })),
});
const tournament = (players: Player[], rounds: Round[] = [], absences: [number, number, AbsenceKind][] = []): Tournament => ({
  name: 'Elo-points pairing test',
  settings: DEFAULT_KEIZER_SETTINGS,
  players,
  rounds,
  absences: absences.map(([r, p, kind]): Absence => ({ round: r, player: p, kind })),
});
const pair = (t: Tournament, s: EloPointsSystemSettings = DEFAULT_ELO_POINTS_SYSTEM_SETTINGS) => {
  const r = pairEloPointsRound(t, s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const pairsOf = (r: Round) => r.games.map((g) => [Math.min(g.white, g.black), Math.max(g.white, g.black)]);
const range = (n: number) => Array.from({ length: n }, (_, k) => k + 1);
/** Players 1..n rated so that id order is rating order. */
const field = (n: number) => range(n).map((id) => player(id, `P${String(id).padStart(2, '0')}`, 2400 - 10 * id));

describe('the Geel sequence (keizer.md §5)', () => {
  it('d = 2, 4, 6, 8, 12, 16, 24, 32, 48, 64, …', () => {
    expect(range(12).map(geelDivisor)).toEqual([2, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128]);
  });

  it("the article's offsets for 20 players: 1 + 20/2 = 11, 1 + 20/4 = 6, 1 + 20/6 = 4, 1 + 20/8 = 3, then 2", () => {
    expect(range(8).map((k) => 1 + geelOffset(20, k))).toEqual([11, 6, 4, 3, 2, 2, 2, 2]);
  });

  it('climb towards him, then descend', () => {
    expect(geelCandidateOffsets(5, 12)).toEqual([5, 4, 3, 2, 1, 6, 7, 8, 9, 10, 11]);
    expect(geelCandidateOffsets(1, 4)).toEqual([1, 2, 3]);
  });
});

describe('Geel pairing', () => {
  it('20 players, round 1: 1–11, 2–12, …, 10–20', () => {
    const r = pair(tournament(field(20)));
    expect(r.round.number).toBe(1);
    expect(pairsOf(r.round)).toEqual(range(10).map((k) => [k, k + 10]));
    expect(r.round.byes).toEqual([]);
  });

  it('20 players, round 2 starts with 1–6 (1 + 20/4)', () => {
    const met = new Set(range(10).map((k) => `${k}-${k + 10}`));
    const pairs = pairGeel(range(20), 2, (a, b) => !met.has(`${Math.min(a, b)}-${Math.max(a, b)}`))!;
    expect(pairs[0]).toEqual([1, 6]);
    // Then 2 with ⌊18/4⌋ = 4 places below him among 2, 3, 4, 5, 7, …: player 7.
    expect(pairs[1]).toEqual([2, 7]);
  });

  it('round 2 through a tournament: the leader meets the player 5 places below him in the standings', () => {
    const results: GameResult[] = ['1-0', '0-1', '1/2-1/2', '1-0', '1-0', '0-1', '1-0', '1/2-1/2', '1-0', '0-1'];
    const t1 = tournament(field(20), [
      round(
        1,
        range(10).map((k) => [k, k + 10, results[k - 1]!]),
      ),
    ]);
    const order = eloPointsStandings(t1).map((r) => r.player);
    const r2 = pair(t1);
    expect(r2.order).toEqual(order);
    const first = r2.round.games[0]!;
    expect([first.white, first.black].sort((a, b) => a - b)).toEqual([order[0]!, order[5]!].sort((a, b) => a - b));
  });

  it('climbs when they met: 1 has met 6, 5 and 4 → 1–3', () => {
    const met = new Set(['1-6', '1-5', '1-4']);
    const pairs = pairGeel(range(20), 2, (a, b) => !met.has(`${Math.min(a, b)}-${Math.max(a, b)}`))!;
    expect(pairs[0]).toEqual([1, 3]);
  });

  it('descends after climbing to the top: 1 has met 2–6 → 1–7', () => {
    const met = new Set(['1-2', '1-3', '1-4', '1-5', '1-6']);
    const pairs = pairGeel(range(20), 2, (a, b) => !met.has(`${Math.min(a, b)}-${Math.max(a, b)}`))!;
    expect(pairs[0]).toEqual([1, 7]);
  });

  it('backs up so that the round is completed: 1–3 would leave 2–4, who met', () => {
    const pairs = pairGeel([1, 2, 3, 4], 1, (a, b) => !(a === 2 && b === 4) && !(a === 4 && b === 2));
    expect(pairs).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('says when no complete pairing exists', () => {
    expect(pairGeel([1, 2, 3, 4], 1, (a, b) => a !== 1 && b !== 1)).toBeUndefined();
  });
});

/** Independent of the blossom algorithm: tries every partner of the first player, recursively. */
function exhaustivePairing(ids: readonly PlayerId[], may: (a: PlayerId, b: PlayerId) => boolean, memo = new Map<string, boolean>()): boolean {
  if (ids.length === 0) return true;
  const key = ids.join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  const [first, ...rest] = ids;
  let found = false;
  for (let i = 0; i < rest.length && !found; i++)
    if (may(first!, rest[i]!))
      found = exhaustivePairing(
        rest.filter((_, j) => j !== i),
        may,
        memo,
      );
  memo.set(key, found);
  return found;
}

describe('option: Keizer pairing for the last j rounds (the article)', () => {
  it('applies in the last j of the planned rounds only', () => {
    expect([7, 8, 9, 10].map((k) => eloPointsPairingMethod(k, 10, 2))).toEqual(['geel', 'geel', 'keizer', 'keizer']);
    expect(eloPointsPairingMethod(10, undefined, 2)).toBe('geel');
    expect(eloPointsPairingMethod(10, 10, 0)).toBe('geel');
  });

  it('pairs highest against next highest he may meet (keizer.md §4)', () => {
    const t = { ...tournament(field(12)), plannedRounds: 5 };
    const r = pair(t, DEFAULT_ELO_POINTS_SYSTEM_SETTINGS);
    expect(r.method).toBe('geel');
    const k = pairEloPointsRound(t, DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, { keizerLastRounds: 5 });
    expect(k.ok && k.value.method).toBe('keizer');
    if (!k.ok) return;
    expect(pairsOf(k.value.round)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 10],
      [11, 12],
    ]);
  });

  it('descends past players he met', () => {
    const t = {
      ...tournament(field(4), [
        round(1, [
          [1, 2, '1/2-1/2'],
          [3, 4, '1/2-1/2'],
        ]),
      ]),
      plannedRounds: 2,
    };
    const k = pairEloPointsRound(t, DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, { keizerLastRounds: 1 });
    expect(k.ok && k.value.round.games.map((g) => [g.white, g.black].sort((a, b) => a - b)).sort()).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });
});

describe('repeat rules, relaxed only when unavoidable', () => {
  it('four players after three rounds must meet again: the round is made, and says so', () => {
    const t = tournament(field(4), [
      round(1, [
        [1, 3, '1-0'],
        [2, 4, '1-0'],
      ]),
      round(2, [
        [1, 2, '1-0'],
        [3, 4, '1-0'],
      ]),
      round(3, [
        [1, 4, '1-0'],
        [2, 3, '1-0'],
      ]),
    ]);
    const r = pair(t);
    expect(r.relaxation).toBe(1);
    expect(r.rematches).toBe(2);
    expect(r.round.games).toHaveLength(2);
  });
});

describe('byes and absences', () => {
  it('an odd number present: the lowest ranked gets the bye, then who has had fewest', () => {
    const t = tournament(field(5));
    const r1 = pair(t);
    expect(r1.round.byes).toEqual([5]);
    const t2 = { ...t, rounds: [{ ...r1.round, games: r1.round.games.map((g) => ({ ...g, result: '1/2-1/2' as const })) }] };
    const r2 = pair(t2);
    expect(r2.round.byes).toHaveLength(1);
    expect(r2.round.byes[0]).not.toBe(5);
    const lowest = eloPointsStandings(t2)
      .map((r) => r.player)
      .filter((id) => id !== 5)
      .at(-1);
    expect(r2.round.byes[0]).toBe(lowest);
  });

  it('absent players are not paired; withdrawn and not yet joined neither', () => {
    const players = [...field(6), { ...player(7, 'Late', 1000), joinedRound: 2 }, { ...player(8, 'Gone', 1000), withdrawnFromRound: 1 }];
    const r = pair(
      tournament(
        players,
        [],
        [
          [1, 2, 'excused'],
          [1, 3, 'club-duty'],
        ],
      ),
    );
    const paired = r.round.games.flatMap((g) => [g.white, g.black]).sort();
    expect(paired).toEqual([1, 4, 5, 6]);
  });

  it('results missing in the last round: a clear error', () => {
    const t = tournament(field(4), [
      round(1, [
        [1, 3, '1-0'],
        [2, 4, undefined],
      ]),
    ]);
    const r = pairEloPointsRound(t);
    expect(r.ok ? '' : r.error.message).toMatch(/round 1 has no result yet on board 2/);
  });
});

describe("Geel colours in the pairing (keizer.md §5, the article's examples)", () => {
  it('Jansen (1 white in 3) – Pietersen (2 in 6) gives Jansen white', () => {
    // Jansen 1, Pietersen 2, six others who play them and are now absent.
    const players = [player(1, 'Jansen', 1800), player(2, 'Pietersen', 1900), ...range(6).map((k) => player(10 + k, `F${k}`, 1500))];
    const rounds = [
      round(1, [
        [2, 10, '1/2-1/2'],
        [1, 11, '1/2-1/2'],
      ]),
      round(2, [
        [2, 11, '1/2-1/2'],
        [12, 1, '1/2-1/2'],
      ]),
      round(3, [
        [12, 2, '1/2-1/2'],
        [13, 1, '1/2-1/2'],
      ]),
      round(4, [[13, 2, '1/2-1/2']]),
      round(5, [[14, 2, '1/2-1/2']]),
      round(6, [[15, 2, '1/2-1/2']]),
    ];
    const away = range(6).map((k): [number, number, AbsenceKind] => [7, 10 + k, 'excused']);
    const r = pair(tournament(players, rounds, away));
    expect(r.round.games).toEqual([{ board: 1, white: 1, black: 2 }]);
    expect(r.colours[0]!.reason).toBe('most-extreme-share');
  });

  it('Bakker (no games) – Slager (2 white in 3) gives Bakker white', () => {
    const players = [player(1, 'Bakker', 1600), player(2, 'Slager', 1700), ...range(3).map((k) => player(10 + k, `F${k}`, 1500))];
    const rounds = [round(1, [[2, 10, '1-0']]), round(2, [[2, 11, '1-0']]), round(3, [[12, 2, '1-0']])];
    const away: [number, number, AbsenceKind][] = [
      [4, 10, 'excused'],
      [4, 11, 'excused'],
      [4, 12, 'excused'],
    ];
    const r = pair(tournament(players, rounds, away));
    expect(r.round.games).toEqual([{ board: 1, white: 1, black: 2 }]);
    expect(r.colours[0]!.reason).toBe('other-share');
  });
});

/**
 * Seeded seasons (30 players, 25 rounds; and small clubs), random absences (excused and unexcused), random results (from
 * the Elo expectation, with draws). Checks the invariants of a club pairing every round.
 */
describe('simulated seasons', () => {
  const seasons: [players: number, rounds: number, seed: number, rematchesExpected: boolean][] = [
    [30, 25, 1, false],
    [30, 25, 2, false],
    [30, 25, 3, false],
    // Small clubs, long seasons: rematches become unavoidable, and the check below must hold for them.
    [10, 15, 4, true],
    [9, 14, 5, true],
  ];
  for (const [size, length, seed, rematchesExpected] of seasons)
    it(`${size} players, ${length} rounds, seed ${seed}: everyone present is paired or has the one bye; no rematch while one is avoidable`, () => {
      const random = seededRandom(seed);
      const players = range(size).map((id) => player(id, `Player ${id}`, 1200 + Math.floor(random() * 1000)));
      let t = tournament(players);
      let rematchRounds = 0;
      for (let k = 1; k <= length; k++) {
        const away: Absence[] = players.filter(() => random() < 0.25).map((p) => ({ round: k, player: p.id, kind: random() < 0.7 ? 'excused' : 'unexcused' }));
        t = { ...t, absences: [...t.absences, ...away] };
        const r = pair(t);
        const present = players.map((p) => p.id).filter((id) => !away.some((a) => a.player === id));
        const paired = r.round.games.flatMap((g) => [g.white, g.black]);
        // Every present player exactly once: in one game or as the one bye; absent players not at all.
        expect([...paired, ...r.round.byes].sort((a, b) => a - b)).toEqual(present);
        expect(r.round.byes).toHaveLength(present.length % 2);
        // Rematches: only when no pairing without one exists (for any choice of the bye).
        const met = new Set(t.rounds.flatMap((x) => x.games.map((g) => `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`)));
        const fresh = (a: PlayerId, b: PlayerId) => !met.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
        const actual = r.round.games.filter((g) => !fresh(g.white, g.black)).length;
        expect(actual).toBe(r.rematches);
        if (actual > 0) {
          rematchRounds++;
          const byeChoices = present.length % 2 ? present : [undefined];
          expect(
            byeChoices.some((b) =>
              exhaustivePairing(
                present.filter((id) => id !== b),
                fresh,
              ),
            ),
          ).toBe(false);
        }
        // Results by the Elo expectation, a third of the decisive part drawn.
        const ratingOf = new Map(eloPointsStandings(t).map((row) => [row.player, row.rating]));
        const games = r.round.games.map((g) => {
          const e = 1 / (1 + 10 ** ((ratingOf.get(g.black)! - ratingOf.get(g.white)!) / 400));
          const x = random();
          const result: GameResult = x < 0.25 ? '1/2-1/2' : x < 0.25 + 0.75 * e ? '1-0' : '0-1';
          return { ...g, result };
        });
        t = { ...t, rounds: [...t.rounds, { ...r.round, games }] };
      }
      // A season of 30 needs no rematch; the small clubs do, so the check above ran.
      expect(rematchRounds > 0).toBe(rematchesExpected);
      // Scores are sums of their items; ratings keep their total (everyone has K 20).
      const rows = eloPointsStandings(t);
      for (const row of rows)
        expect(row.score).toBeCloseTo(
          row.items.reduce((s, i) => s + i.points, 0),
          9,
        );
      expect(rows.reduce((s, r) => s + r.rating, 0)).toBeCloseTo(
        players.reduce((s, p) => s + p.rating!, 0),
        6,
      );
      for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.score).toBeGreaterThanOrEqual(rows[i]!.score - 1e-9);
    });
});
