import fc from 'fast-check';
import { keizerTournament, type G, type R } from '../../test/keizerTournament.js';
import { describe, expect, it } from 'vitest';
import { isPlayed, type GameResult } from '../core/game.js';
import { isEntered, type Player } from '../core/player.js';
import { seededRandom } from '../core/random.js';
import type { Absence, Round } from '../core/round.js';
import { DEFAULT_KEIZER_SETTINGS, type KeizerSettings } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { keizerStandings } from '../scoring/keizer.js';
import { colourHistory, keizerColours, geelColours, seededLots } from './colours.js';
import { checkPairing, exchangePlayers, manualKeizerRound, mayMeet, pairKeizerRound, replacePairing, swapColours, type Pair } from './keizer.js';
import { messagesOf } from './manual.js';

// ---- builders ----------------------------------------------------------------------------------------------

const P = (id: number, rating: number, extra: Partial<Player> = {}): Player => ({ id, name: `Player ${id}`, rating, ...extra });
/** Players 1..n rated 2000, 1990, …: the initial order is 1, 2, …, n. */
const field = (n: number, extra: Record<number, Partial<Player>> = {}) => Array.from({ length: n }, (_, i) => P(i + 1, 2000 - 10 * i, extra[i + 1]));

const T = keizerTournament;

/**
 * One earlier round per game, so any set of earlier meetings can be written down. Use with `flat`: all
 * values 0, so every score is 0 and the ranking stays the initial order 1, 2, …, n.
 */
const flat: Partial<KeizerSettings> = { top: 0 };
const history = (...pairs: (readonly [number, number])[]): R[] => pairs.map(([a, b]) => ({ games: [[a, b, '1/2-1/2']] }));

const pairsOf = (r: Round) => r.games.map((g) => [g.white, g.black].sort((a, b) => a - b));
const must = (x: ReturnType<typeof pairKeizerRound>): Round => {
  if (!x.ok) throw new Error(`${x.error.code}: ${x.error.message}`);
  return x.value;
};
const ranking = (t: Tournament) => keizerStandings(t).rows.map((r) => r.player.id);

// ---- table cases -------------------------------------------------------------------------------------------

describe('pairKeizerRound (keizer.md §4)', () => {
  it('§4 round 1: 1–2, 3–4 in the initial order; boards in the order of the higher-ranked player', () => {
    const r = must(pairKeizerRound(T(field(6))));
    expect(r.number).toBe(1);
    expect(pairsOf(r)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(r.games.map((g) => g.board)).toEqual([1, 2, 3]);
    expect(r.byes).toEqual([]);
    // No games yet: equal shares, no last colour → the higher ranked gets white (§4).
    expect(r.games.map((g) => g.white)).toEqual([1, 3, 5]);
  });

  it('§4 the highest unpaired meets the next highest he has not met', () => {
    // After round 1 (1–2 and 3–4 drawn), 1 has met 2: the ranking is 1, 2, 3, 4 by own values.
    const t = T(field(4), [
      [
        [1, 2, '1/2-1/2'],
        [3, 4, '1/2-1/2'],
      ],
    ]);
    expect(ranking(t)).toEqual([1, 2, 3, 4]);
    expect(pairsOf(must(pairKeizerRound(t)))).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('§4 backtracking: 1–2 would leave 3–4, who met already, so 1–3 and 2–4', () => {
    const t = T(field(4), history([3, 4]), flat);
    expect(ranking(t)).toEqual([1, 2, 3, 4]);
    expect(pairsOf(must(pairKeizerRound(t)))).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('§4 backtracking over two levels: 1–2 and 1–3 both leave an unpairable rest', () => {
    // 4, 5 and 6 met each other: each of them needs one of 1, 2, 3.
    const t = T(field(6), history([5, 6], [4, 5], [4, 6]), flat);
    expect(ranking(t)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pairsOf(must(pairKeizerRound(t)))).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
  });

  it('§3 the bye goes to the lowest-ranked present player who has not had one', () => {
    expect(must(pairKeizerRound(T(field(5)))).byes).toEqual([5]);
    const t = T(field(5), [
      {
        games: [
          [1, 2, '1/2-1/2'],
          [3, 4, '1/2-1/2'],
        ],
        byes: [5],
      },
    ]);
    const r = must(pairKeizerRound(t));
    const order = ranking(t);
    // Player 5 had the bye: the lowest-ranked of the others gets it.
    expect(r.byes).toEqual([order.filter((id) => id !== 5).at(-1)]);
  });

  it('§3 then fewest byes: when everybody had one, a player with one bye gets it before one with two', () => {
    const rounds: R[] = [
      { games: [[1, 2, '1/2-1/2']], byes: [3] },
      { games: [[1, 3, '1/2-1/2']], byes: [2] },
      { games: [[2, 3, '1/2-1/2']], byes: [1] },
      { games: [[3, 1, '1-0']], byes: [2] },
    ];
    const t = T(field(3), rounds, { repeat: { kind: 'at-most', meetings: 3 } });
    // Byes: 1 → 1, 2 → 2, 3 → 1. Of 1 and 3 the lower ranked gets it.
    const order = ranking(t);
    const expected = order.indexOf(1) > order.indexOf(3) ? 1 : 3;
    expect(must(pairKeizerRound(t)).byes).toEqual([expected]);
  });

  it('§3 §4 the bye moves up when the lowest player must play to complete the round', () => {
    // Player 1 has met 2, 3 and 4: only 5 is left for him, so 5 cannot have the bye; 4 gets it.
    const t = T(field(5), history([1, 2], [1, 3], [1, 4]));
    const order = ranking(t);
    expect(order.at(-1)).toBe(5);
    const r = must(pairKeizerRound(t));
    expect(r.byes).toEqual([order.filter((id) => id !== 5).at(-1)]);
    expect(pairsOf(r)).toContainEqual([1, 5]);
  });

  it('absent, withdrawn and not yet entered players are not paired; a late entry in his first round is', () => {
    const players = field(7, { 5: { withdrawnFromRound: 2 }, 6: { joinedRound: 2 }, 7: { joinedRound: 3 } });
    const t = T(
      players,
      [
        [
          [1, 2, '1-0'],
          [3, 4, '0-1'],
        ],
      ],
      {},
      [
        [2, 3, 'excused'],
        [1, 3, 'excused'],
      ],
    );
    const r = must(pairKeizerRound(t));
    expect(
      r.games
        .flatMap((g) => [g.white, g.black])
        .concat(r.byes)
        .sort(),
    ).toEqual([1, 2, 4, 6]);
  });

  it('§4 repeat rule not-within k: a rematch is allowed only after k other rounds', () => {
    const rounds = [
      [
        [1, 2, '1-0'],
        [3, 4, '1-0'],
      ],
      [
        [1, 3, '1-0'],
        [2, 4, '1-0'],
      ],
      [
        [1, 4, '1-0'],
        [2, 3, '1-0'],
      ],
    ] as G[][];
    expect(pairKeizerRound(T(field(4), rounds)).ok).toBe(false);
    // Round 4 under not-within 2: the round-1 opponents may meet again (rounds 2 and 3 are the last two).
    const t = T(field(4), rounds, { repeat: { kind: 'not-within', rounds: 2 } });
    const r = must(pairKeizerRound(t));
    expect(pairsOf(r)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(mayMeet(t, 1, 2)).toBe(true);
    expect(mayMeet(t, 1, 3)).toBe(false);
    expect(mayMeet(T(field(4), rounds, { repeat: { kind: 'not-within', rounds: 3 } }), 1, 2)).toBe(false);
  });

  it('§4 repeat rule at-most m: at most m games between the same players', () => {
    const rounds = [[[1, 2, '1-0']], [[2, 1, '1-0']]] as G[][];
    expect(mayMeet(T(field(2), rounds.slice(0, 1), { repeat: { kind: 'at-most', meetings: 2 } }), 1, 2)).toBe(true);
    expect(mayMeet(T(field(2), rounds, { repeat: { kind: 'at-most', meetings: 2 } }), 1, 2)).toBe(false);
    expect(pairsOf(must(pairKeizerRound(T(field(2), rounds, { repeat: { kind: 'at-most', meetings: 3 } }))))).toEqual([[1, 2]]);
  });

  it('a forfeit is not a meeting: the players may be paired again', () => {
    const t = T(
      field(4),
      [
        [
          [1, 2, '+-'],
          [3, 4, '-+'],
        ],
      ],
      flat,
    );
    expect(mayMeet(t, 1, 2)).toBe(true);
    expect(pairsOf(must(pairKeizerRound(t)))).toContainEqual([1, 2]);
  });

  it('§4 colours by the Keizer rule from the histories; geel when set', () => {
    const rounds = [
      [
        [1, 2, '1/2-1/2'],
        [3, 4, '1/2-1/2'],
      ],
      [
        [1, 3, '1/2-1/2'],
        [4, 2, '1/2-1/2'],
      ],
    ] as G[][];
    for (const colours of ['keizer', 'geel'] as const) {
      const t = T(field(4), rounds, { colours });
      const r = must(pairKeizerRound(t));
      const order = ranking(t);
      for (const g of r.games) {
        const c = (id: number) => ({ id, history: colourHistory(t.rounds, id), rank: order.indexOf(id) + 1 });
        const rule = colours === 'keizer' ? keizerColours : geelColours;
        expect(rule(c(g.white), c(g.black), seededLots(1, 3)).white).toBe(g.white);
      }
    }
  });

  it('equal rank (tied scores): colours by seeded lots, reproducible, changing with the seed', () => {
    // Own value off: nobody has points before round 1, so everybody is tied; shares and last colours equal.
    const whites = (seed: number) => must(pairKeizerRound(T(field(40), [], { ownValue: false, seed }))).games.map((g) => g.white);
    expect(whites(1)).toEqual(whites(1));
    expect(whites(1)).not.toEqual(whites(2));
  });

  describe('errors', () => {
    it('§4 no legal completion: names the players and the rule', () => {
      const all: [number, number][] = [
        [1, 2],
        [1, 3],
        [1, 4],
        [2, 3],
        [2, 4],
        [3, 4],
      ];
      const r = pairKeizerRound(T(field(4), history(...all)));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('no-legal-pairing');
        expect(r.error.message).toMatch(/round 7 cannot be paired \(players never meet twice\)/);
        expect(r.error.message).toMatch(/Player 1, Player 2, Player 3 and Player 4 have already met every other present player/);
      }
    });

    it('§4 no legal completion although nobody is isolated: says how many boards can be made and who is left', () => {
      // 1, 2, 3 met each other: only one of them can play 4.
      const r = pairKeizerRound(T(field(4), history([1, 2], [1, 3], [2, 3])));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('no-legal-pairing');
        expect(r.error.message).toMatch(/at most 1 of the 2 boards can be made with the 4 present players; Player \d and Player \d would be left without a legal opponent/);
      }
    });

    it('refuses while results are missing, with too few players, and for another system', () => {
      const missing = pairKeizerRound(
        T(field(4), [
          [
            [1, 2, '1-0'],
            [3, 4],
          ],
        ]),
      );
      expect(missing.ok ? '' : missing.error.code).toBe('results-missing');
      const alone = pairKeizerRound(T(field(2), [], {}, [[1, 2, 'excused']]));
      expect(alone.ok ? '' : alone.error.message).toBe('round 1 cannot be paired: only Player 1 is present');
      const none = pairKeizerRound(T([], []));
      expect(none.ok ? '' : none.error.code).toBe('too-few-players');
      const other = { ...T(field(2)), settings: { system: 'swiss-dutch' } } as unknown as Tournament;
      expect((pairKeizerRound(other) as { error: { code: string } }).error.code).toBe('not-keizer');
    });
  });
});

// ---- the search against brute force -------------------------------------------------------------------------

/**
 * The pairing §4 asks for, found by brute force over the ranking order: the highest unpaired player takes
 * the first partner after whom the rest can still be completed. Exponential; for small fields only.
 */
function bruteForce(order: readonly number[], allowed: (a: number, b: number) => boolean): number[][] | undefined {
  const completable = new Map<string, boolean>();
  const canComplete = (rest: readonly number[]): boolean => {
    if (rest.length === 0) return true;
    const k = rest.join(',');
    const known = completable.get(k);
    if (known !== undefined) return known;
    const [first, ...others] = rest;
    const okay = others.some((b, i) => allowed(first!, b) && canComplete(others.filter((_, j) => j !== i)));
    completable.set(k, okay);
    return okay;
  };
  const pairs: number[][] = [];
  let rest = [...order];
  while (rest.length) {
    const [first, ...others] = rest;
    const i = others.findIndex((b, j) => allowed(first!, b) && canComplete(others.filter((_, x) => x !== j)));
    if (i < 0) return undefined;
    pairs.push([first!, others[i]!].sort((a, b) => a - b));
    rest = others.filter((_, x) => x !== i);
  }
  return pairs;
}

describe('the backtracking search', () => {
  it('property: pairs exactly as the exhaustive search does, and fails only when no completion exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.array(fc.tuple(fc.nat(11), fc.nat(11)), { maxLength: 50 }), (n, raw) => {
        const met = raw.filter(([a, b]) => a < n && b < n && a !== b).map(([a, b]) => [a + 1, b + 1] as const);
        const t = T(field(n), history(...met));
        const order = ranking(t);
        const result = pairKeizerRound(t);
        const rest = n % 2 ? undefined : order;
        if (rest) {
          const expected = bruteForce(rest, (a, b) => mayMeet(t, a, b));
          if (expected === undefined) expect(result.ok).toBe(false);
          else expect(result.ok && pairsOf(result.value)).toEqual(expected);
        } else {
          // Odd: the first bye candidate (lowest ranked, no byes here) that leaves a completion.
          const withBye = [...order].reverse().map((bye) => ({
            bye,
            pairs: bruteForce(
              order.filter((x) => x !== bye),
              (a, b) => mayMeet(t, a, b),
            ),
          }));
          const expected = withBye.find((x) => x.pairs !== undefined);
          if (!expected) expect(result.ok).toBe(false);
          else {
            expect(result.ok && result.value.byes).toEqual([expected.bye]);
            expect(result.ok && pairsOf(result.value)).toEqual(expected.pairs);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

// ---- a simulated season ------------------------------------------------------------------------------------

describe('a simulated season: 30 players, 25 rounds, random absences and results', () => {
  it.each([1, 42, 2026])('seed %i: everybody present is paired or has the one bye; the bye goes to the lowest-ranked eligible player; no rematch', (seed) => {
    const rnd = seededRandom(seed);
    const players = Array.from({ length: 30 }, (_, i) => P(i + 1, 1200 + Math.floor(rnd() * 1000)));
    let t: Tournament = { name: 'season', plannedRounds: 25, settings: DEFAULT_KEIZER_SETTINGS, players, rounds: [], absences: [] };
    const byes = new Map<number, number>();
    const results: GameResult[] = ['1-0', '0-1', '1/2-1/2'];
    for (let round = 1; round <= 25; round++) {
      const absences: Absence[] = [];
      for (const p of players) {
        const x = rnd();
        if (x < 0.1) absences.push({ round, player: p.id, kind: 'excused' });
        else if (x < 0.15) absences.push({ round, player: p.id, kind: x < 0.13 ? 'unexcused' : 'club-duty' });
      }
      t = { ...t, absences: [...t.absences, ...absences] };
      const order = ranking(t);
      const r = must(pairKeizerRound(t));

      const absent = new Set(absences.map((a) => a.player));
      const present = order.filter((id) => !absent.has(id) && isEntered(players[id - 1]!, round));
      const seated = [...r.games.flatMap((g) => [g.white, g.black]), ...r.byes];
      expect([...seated].sort((a, b) => a - b)).toEqual([...present].sort((a, b) => a - b));
      expect(r.byes).toHaveLength(present.length % 2);
      for (const b of r.byes) {
        const fewest = Math.min(...present.map((id) => byes.get(id) ?? 0));
        const lowest = present.filter((id) => (byes.get(id) ?? 0) === fewest).at(-1);
        expect(b).toBe(lowest);
        byes.set(b, (byes.get(b) ?? 0) + 1);
      }
      const met = new Set(t.rounds.flatMap((x) => x.games.filter((g) => isPlayed(g.result)).map((g) => [g.white, g.black].sort((a, b) => a - b).join('-'))));
      for (const g of r.games) expect(met.has([g.white, g.black].sort((a, b) => a - b).join('-'))).toBe(false);
      // Boards in the order of the higher-ranked player.
      const top = r.games.map((g) => Math.min(order.indexOf(g.white), order.indexOf(g.black)));
      expect(top).toEqual([...top].sort((a, b) => a - b));

      const games = r.games.map((g) => ({ ...g, result: rnd() < 0.04 ? (rnd() < 0.5 ? '+-' : '-+') : results[Math.floor(rnd() * 3)]! }));
      t = { ...t, rounds: [...t.rounds, { ...r, games }] };
    }
    expect(t.rounds).toHaveLength(25);
  });
});

// ---- by hand ----------------------------------------------------------------------------------------------

describe('pairing by hand', () => {
  const players = field(8, { 7: { withdrawnFromRound: 2 }, 8: { joinedRound: 3 } });
  const t = T(
    players,
    [
      [
        [1, 2, '1-0'],
        [3, 4, '1-0'],
        [5, 6, '0-1'],
      ],
      [
        [2, 1, '1/2-1/2'],
        [3, 4, '1-0'],
      ],
    ],
    {},
    [[3, 6, 'excused']],
  );

  it.each<[string, Pair[], number[], string[]]>([
    ['unknown player', [[1, 99]], [], ['there is no player 99']],
    [
      'a player twice',
      [
        [1, 3],
        [3, 4],
      ],
      [],
      ['Player 3 is paired twice'],
    ],
    ['a player against himself', [[1, 1]], [], ['Player 1 cannot play himself']],
    ['announced absent', [[1, 6]], [], ['Player 6 is announced absent in round 3 (excused)']],
    ['withdrawn', [[1, 7]], [], ['Player 7 has withdrawn (from round 2)']],
    ['paired and given the bye', [[1, 3]], [3], ['Player 3 is paired twice']],
  ])('error: %s', (_name, pairs, byes, errors) => {
    expect(messagesOf(checkPairing(t, pairs, { byes }).errors)).toEqual(errors);
    expect(manualKeizerRound(t, pairs, byes).ok).toBe(false);
  });

  it('error: not yet entered', () => {
    const early = T(players, [[[1, 2, '1-0']]]);
    expect(messagesOf(checkPairing(early, [[1, 8]]).errors)).toEqual(['Player 8 joins in round 3 and cannot play in round 2']);
  });

  it('warnings: a rematch against the repeat rule, a third colour in a row, present players left out', () => {
    const { errors, warnings } = checkPairing(t, [
      [1, 2],
      [3, 5],
    ]);
    expect(errors).toEqual([]);
    expect(messagesOf(warnings)).toEqual([
      'Player 1 and Player 2 met before (round 1, 2): against the repeat rule (players never meet twice)',
      'Player 3 gets white for the 3rd time in a row',
      'present but not paired: Player 4 and Player 8 (announce an absence, or give the bye)',
    ]);
    expect(
      checkPairing(t, [
        [1, 3],
        [4, 2],
        [5, 8],
      ]).warnings,
    ).toEqual([]);
    expect(
      messagesOf(
        checkPairing(t, [
          [1, 3],
          [2, 4],
          [5, 8],
        ]).warnings,
      ),
    ).toEqual(['Player 4 gets black for the 3rd time in a row']);
  });

  it('each error and warning has its code and values beside the English sentence (issue 33)', () => {
    const { warnings } = checkPairing(t, [
      [1, 2],
      [3, 5],
    ]);
    expect(warnings.map(({ code, values }) => ({ code, values }))).toEqual([
      { code: 'rematch', values: { white: 'Player 1', black: 'Player 2', rounds: '1, 2', rule: 'never', count: 0 } },
      { code: 'colour-streak', values: { player: 'Player 3', colour: 'white', times: 3 } },
      { code: 'left-out', values: { players: ['Player 4', 'Player 8'] } },
    ]);
    const errors = checkPairing(t, [
      [1, 6],
      [3, 3],
      [9, 7],
    ]).errors;
    expect(errors.map(({ code, values }) => ({ code, values }))).toEqual([
      { code: 'absent', values: { player: 'Player 6', round: 3, absence: 'excused' } },
      { code: 'plays-himself', values: { player: 'Player 3' } },
      { code: 'no-player', values: { player: 9 } },
      { code: 'withdrawn', values: { player: 'Player 7', from: 2 } },
    ]);
  });

  it('manualKeizerRound: the games as given, white first, for the next round', () => {
    const r = manualKeizerRound(
      t,
      [
        [3, 1],
        [2, 4],
      ],
      [5],
    );
    expect(r.ok && r.value).toEqual({
      number: 3,
      games: [
        { board: 1, white: 3, black: 1 },
        { board: 2, white: 2, black: 4 },
      ],
      byes: [5],
    });
  });

  describe('changing the pairing of the last round', () => {
    const paired = T(
      players,
      [
        [
          [1, 2, '1-0'],
          [3, 4, '1-0'],
          [5, 6, '0-1'],
        ],
        [
          [2, 1, '1/2-1/2'],
          [4, 3, '1-0'],
        ],
        [
          [1, 3],
          [2, 4, '1-0'],
          [5, 8],
        ],
      ],
      {},
      [[3, 6, 'excused']],
    );

    it('replacePairing keeps games with results and renumbers the boards', () => {
      const r = replacePairing(paired, [
        [2, 4],
        [1, 5],
        [3, 8],
      ]);
      expect(r.ok && r.value).toEqual({
        number: 3,
        games: [
          { board: 1, white: 2, black: 4, result: '1-0' },
          { board: 2, white: 1, black: 5 },
          { board: 3, white: 3, black: 8 },
        ],
        byes: [],
      });
    });

    it('replacePairing refuses to drop a game with a result, and refuses errors', () => {
      const dropped = replacePairing(paired, [
        [1, 3],
        [5, 8],
      ]);
      expect(dropped.ok ? '' : dropped.error.code).toBe('round-has-results');
      const bad = replacePairing(paired, [
        [2, 4],
        [1, 6],
      ]);
      expect(bad.ok ? '' : bad.error.message).toBe('Player 6 is announced absent in round 3 (excused)');
      const none = replacePairing(T(players), [[1, 2]]);
      expect(none.ok ? '' : none.error.code).toBe('no-round');
    });

    it('swapColours and exchangePlayers change games without results only', () => {
      const last = paired.rounds[2]!;
      const swapped = swapColours(last, 1);
      expect(swapped.ok && swapped.value.games[0]).toEqual({ board: 1, white: 3, black: 1 });
      expect(swapColours(last, 2).ok).toBe(false);
      expect(swapColours(last, 9).ok).toBe(false);
      const exchanged = exchangePlayers(last, 1, 8);
      expect(exchanged.ok && exchanged.value.games.map((g) => [g.white, g.black])).toEqual([
        [8, 3],
        [2, 4],
        [5, 1],
      ]);
      expect(exchangePlayers(last, 1, 2).ok).toBe(false);
      expect(exchangePlayers(last, 1, 6).ok).toBe(false);
    });
  });
});
