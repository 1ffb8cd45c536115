import fc from 'fast-check';
import { keizerTournament, type G, type R } from '../../test/keizerTournament.js';
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../core/game.js';
import type { Player } from '../core/player.js';
import { seededRandom } from '../core/random.js';
import type { AbsenceKind } from '../core/round.js';
import { DEFAULT_KEIZER_SETTINGS, type KeizerSettings } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { ArbiterFailure } from '../core/result.js';
import { explainKeizerScore, keizerStandings, keizerValue, type KeizerStandings } from './keizer.js';

// ---- builders ----------------------------------------------------------------------------------------------

const P = (id: number, name: string, rating?: number, extra: Partial<Player> = {}): Player => ({ id, name, rating, ...extra });

const T = keizerTournament;

/** [name, score to 2 decimals, value] in ranking order. */
const table = (st: KeizerStandings) => st.rows.map((r) => [r.player.name, r.score.toFixed(2), r.value] as const);
const byName = (st: KeizerStandings, name: string) => st.rows.find((r) => r.player.name === name)!;

// The article's four players (keizer.md §2), initial order by rating.
const J = P(1, 'Jansen', 2000);
const Pi = P(2, 'Pietersen', 1900);
const B = P(3, 'Bakker', 1800);
const S = P(4, 'Slager', 1700);
const four = [J, Pi, B, S];

// ---- keizer.md §2 worked examples --------------------------------------------------------------------------

describe('keizer.md §2 worked examples', () => {
  const example1 = T(four, [
    [
      [3, 4, '1-0'],
      [2, 1, '1/2-1/2'],
    ],
    [
      [1, 4, '1/2-1/2'],
      [2, 3, '1-0'],
    ],
  ]);

  it('example 1: initial values 6,5,4,3 (top = round(1.5 × 4))', () => {
    expect(table(keizerStandings(example1, 0))).toEqual([
      ['Jansen', '6.00', 6],
      ['Pietersen', '5.00', 5],
      ['Bakker', '4.00', 4],
      ['Slager', '3.00', 3],
    ]);
  });

  it('example 1 after round 1: Jansen 8.50, Pietersen 8.00, Bakker 7.00, Slager 3.00', () => {
    expect(table(keizerStandings(example1, 1))).toEqual([
      ['Jansen', '8.50', 6],
      ['Pietersen', '8.00', 5],
      ['Bakker', '7.00', 4],
      ['Slager', '3.00', 3],
    ]);
  });

  it('example 1 after round 2: Pietersen 12.00, Jansen 10.00, Bakker 7.00, Slager 6.00', () => {
    const st = keizerStandings(example1);
    expect(table(st)).toEqual([
      ['Pietersen', '12.00', 6],
      ['Jansen', '10.00', 5],
      ['Bakker', '7.00', 4],
      ['Slager', '6.00', 3],
    ]);
    expect(st.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    expect(st.rows.map((r) => r.played)).toEqual([2, 2, 2, 2]);
    expect(st).toMatchObject({ passes: 1, cycled: false, afterRound: 2 });
  });

  it("example 1: Pietersen's 12.00 explained as 5 + 6/2 + 4 (the article's answer)", () => {
    const ex = explainKeizerScore(example1, 2);
    expect(ex.items.map((i) => [i.kind, i.round, i.opponent, i.value, i.points])).toEqual([
      ['own-value', undefined, undefined, 5, 5],
      ['draw', 1, 1, 6, 3],
      ['win', 2, 3, 4, 4],
    ]);
    expect(ex).toMatchObject({ rank: 1, score: 12, value: 6, afterRound: 2 });
  });

  const example2 = (iteration: KeizerSettings['iteration']) =>
    T(
      four,
      [
        [
          [4, 3, '1-0'],
          [2, 1, '1/2-1/2'],
        ],
      ],
      { top: 9, iteration },
    );

  it('example 2, none: Jansen 13.00 (9), Slager 13.00 (9), Pietersen 12.50 (7), Bakker 7.00 (6) — ties share the best value', () => {
    expect(table(keizerStandings(example2('none')))).toEqual([
      ['Jansen', '13.00', 9],
      ['Slager', '13.00', 9],
      ['Pietersen', '12.50', 7],
      ['Bakker', '7.00', 6],
    ]);
  });

  it('example 2, final: Slager 15.00 (9), Jansen 12.50 (8), Pietersen 11.50 (7), Bakker 6.00 (6)', () => {
    const st = keizerStandings(example2('final'));
    expect(table(st)).toEqual([
      ['Slager', '15.00', 9],
      ['Jansen', '12.50', 8],
      ['Pietersen', '11.50', 7],
      ['Bakker', '6.00', 6],
    ]);
    expect(st.passes).toBe(2);
  });

  it('example 2: the values used in the extra pass are the shared 9s (Slager wins 6, Jansen draws 7/2)', () => {
    const t = example2('final');
    expect(explainKeizerScore(t, 4).items.map((i) => [i.kind, i.value, i.points])).toEqual([
      ['own-value', 9, 9],
      ['win', 6, 6],
    ]);
    expect(explainKeizerScore(t, 1).items.map((i) => [i.kind, i.value, i.points])).toEqual([
      ['own-value', 9, 9],
      ['draw', 7, 3.5],
    ]);
  });
});

// ---- §1 values ------------------------------------------------------------------------------------------------

describe('keizer.md §1 values', () => {
  const five = [...four, P(5, 'Visser', 1600)];
  const values = (t: Tournament, after?: number) => keizerStandings(t, after).rows.map((r) => r.value);

  it('§1 ties share the value of the best place, tied players keep their previous order', () => {
    // Three players on 0 after round 1 (own value off): they share the value of place 2 and keep R0 order.
    const t = T(
      four,
      [
        [
          [4, 1, '1-0'],
          [2, 3, '0-1'],
        ],
      ],
      { ownValue: false, top: 9 },
    );
    const st = keizerStandings(t);
    expect(table(st)).toEqual([
      ['Slager', '9.00', 9],
      ['Bakker', '8.00', 8],
      ['Jansen', '0.00', 7],
      ['Pietersen', '0.00', 7],
    ]);
  });

  it.each([
    ['§1 default top = round(1.5 N): 5 players → 8', {}, [8, 7, 6, 5, 4]],
    ['§1 explicit top', { top: 20 }, [20, 19, 18, 17, 16]],
    // Issue 15: the automatic top counts round(1.5 N) = 8 places of 2: 16, and the last place is worth 8 ≥ step.
    ['§1 step 2 with the automatic top: top = round(1.5 × 5) × 2 = 16', { step: 2 }, [16, 14, 12, 10, 8]],
    ['§1 step 0.5 with the automatic top: top = 8 × 0.5', { step: 0.5 }, [4, 3.5, 3, 2.5, 2]],
    ['§1 floor for the lowest value', { top: 8, step: 2, floor: 3 }, [8, 6, 4, 3, 3]],
    ['§1 an explicit top too low for the step: values below 0 count as 0', { top: 8, step: 3 }, [8, 5, 2, 0, 0]],
    ['§1 values never below 0', { top: 2 }, [2, 1, 0, 0, 0]],
    ['§1 top/bottom ratio: top = bottom × 2', { topRatio: 2 }, [8, 7, 6, 5, 4]],
    ['§1 top/bottom ratio 3 (not rounded)', { topRatio: 3 }, [6, 5, 4, 3, 2]],
    ['§1 an explicit top wins over the ratio', { topRatio: 3, top: 10 }, [10, 9, 8, 7, 6]],
  ] as const)('%s', (_name, settings, expected) => {
    expect(values(T(five, [], settings), 0)).toEqual(expected);
  });

  it('keizerValue matches the scale', () => {
    expect(keizerValue({ ...DEFAULT_KEIZER_SETTINGS, topRatio: 2 }, 4, 1)).toBe(6);
    expect(keizerValue({ ...DEFAULT_KEIZER_SETTINGS, topRatio: 2 }, 4, 4)).toBe(3);
  });

  it('issue 15: with the automatic top every place k of N is worth top − (k − 1)·step ≥ step, for any step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 400 }), (n, tenths) => {
        const s = { ...DEFAULT_KEIZER_SETTINGS, step: tenths / 10 };
        const top = keizerValue(s, n, 1);
        for (let k = 1; k <= n; k++) {
          const v = keizerValue(s, n, k);
          expect(v).toBeCloseTo(top - (k - 1) * s.step, 9);
          expect(v).toBeGreaterThanOrEqual(s.step - 1e-9);
        }
      }),
    );
  });

  it('issue 15: step 2 with the automatic top doubles every score and value of step 1 and ranks alike (keizer.md §2 example 1)', () => {
    const rounds: G[][] = [
      [
        [3, 4, '1-0'],
        [2, 1, '1/2-1/2'],
      ],
      [
        [1, 4, '1/2-1/2'],
        [2, 3, '1-0'],
      ],
    ];
    const one = table(keizerStandings(T(four, rounds)));
    const two = table(keizerStandings(T(four, rounds, { step: 2 })));
    expect(two.map(([name]) => name)).toEqual(one.map(([name]) => name));
    expect(two.map(([, score, value]) => [Number(score), value])).toEqual(one.map(([, score, value]) => [Number(score) * 2, value * 2]));
  });

  it('§1 initial order given by the director', () => {
    const st = keizerStandings(T(four, [], { initialOrder: [3, 1] }), 0);
    expect(st.rows.map((r) => r.player.name)).toEqual(['Bakker', 'Jansen', 'Pietersen', 'Slager']);
  });

  it('§1 unrated players come last in the initial order, then by name', () => {
    const st = keizerStandings(T([P(1, 'Zed'), P(2, 'Abe'), P(3, 'Mid', 1500)], []), 0);
    expect(st.rows.map((r) => r.player.name)).toEqual(['Mid', 'Abe', 'Zed']);
  });

  describe('§3 withdrawn players and the value base', () => {
    // Visser withdraws after round 1 (not paired from round 2 on).
    const players = [...four, P(5, 'Visser', 1600, { withdrawnFromRound: 2 })];
    const r1: R = {
      games: [
        [1, 5, '0-1'],
        [2, 3, '1-0'],
      ],
      byes: [4],
    };

    it('keep (default): he stays in the ranking with his value; N counts him', () => {
      const st = keizerStandings(T(players, [r1]));
      expect(st.rows.map((r) => r.value)).toEqual([8, 7, 6, 5, 4]);
      expect(byName(st, 'Visser').score).toBe(4 + 8); // own value 4 + win against Jansen (8)
      // Still there after a second round he does not play.
      const st2 = keizerStandings(
        T(players, [
          r1,
          [
            [1, 2, '1-0'],
            [3, 4, '1/2-1/2'],
          ],
        ]),
      );
      expect(st2.rows).toHaveLength(5);
    });

    it('valueBase active: N counts only players not withdrawn (top 6 instead of 8)', () => {
      const st = keizerStandings(T(players, [r1], { valueBase: 'active' }));
      expect(Math.max(...st.rows.map((r) => r.value))).toBe(6);
      expect(st.rows.map((r) => r.value)).toEqual([6, 5, 4, 3, 2]);
    });

    it('remove: no place in the scale, value 0, games against him score nothing, listed last', () => {
      const t = T(
        players,
        [
          r1,
          [
            [1, 2, '1-0'],
            [3, 4, '1/2-1/2'],
          ],
        ],
        { withdrawn: 'remove' },
      );
      const st = keizerStandings(t);
      expect(st.rows.map((r) => [r.player.name, r.rank])).toContainEqual(['Visser', 5]);
      expect(st.rows[4]!.player.name).toBe('Visser');
      expect(st.rows.slice(0, 4).map((r) => r.value)).toEqual([6, 5, 4, 3]);
      expect(byName(st, 'Visser').value).toBe(0);
      // Visser's win against Jansen still scores Jansen's value for him; nobody scores against Visser.
      const ex = explainKeizerScore(t, 5);
      expect(ex.items.find((i) => i.kind === 'own-value')!.value).toBe(0);
      expect(ex.items.find((i) => i.kind === 'win')!.points).toBeGreaterThan(0);
      expect(ex.items.filter((i) => i.kind === 'withdrawn').map((i) => i.round)).toEqual([2]);
    });
  });
});

// ---- §1 score rule -------------------------------------------------------------------------------------------

describe('keizer.md §1 and §3 score rule', () => {
  it('§1 own value off: the score is the game points only', () => {
    const t = T(
      four,
      [
        [
          [3, 4, '1-0'],
          [2, 1, '1/2-1/2'],
        ],
      ],
      { ownValue: false },
    );
    // Values 6,5,4,3 used: Bakker 3, Pietersen 3, Jansen 2.5, Slager 0.
    expect(table(keizerStandings(t))).toEqual([
      ['Pietersen', '3.00', 6],
      ['Bakker', '3.00', 6],
      ['Jansen', '2.50', 4],
      ['Slager', '0.00', 3],
    ]);
    expect(explainKeizerScore(t, 1).items.map((i) => i.kind)).toEqual(['draw']);
  });

  it("§1 loss fraction: the loser scores a fraction of the winner's value", () => {
    const t = T(
      four,
      [
        [
          [3, 4, '1-0'],
          [2, 1, '0-1'],
        ],
      ],
      { lossFraction: 1 / 6, ownValue: false },
    );
    const st = keizerStandings(t);
    expect(byName(st, 'Slager').score).toBeCloseTo(4 / 6, 12);
    expect(byName(st, 'Pietersen').score).toBeCloseTo(6 / 6, 12);
    expect(byName(st, 'Jansen').score).toBe(5);
  });

  it('§1 bye (odd player out): 2/3 of the own value; option: another fraction', () => {
    const players = [...four, P(5, 'Visser', 1600)];
    const rounds: R[] = [
      {
        games: [
          [1, 2, '1-0'],
          [3, 4, '1-0'],
        ],
        byes: [5],
      },
    ];
    const ex = explainKeizerScore(T(players, rounds), 5);
    expect(ex.items.map((i) => [i.kind, i.fraction, i.value])).toEqual([
      ['own-value', 1, 4],
      ['bye', 2 / 3, 4],
    ]);
    expect(ex.score).toBeCloseTo(4 + 8 / 3, 12);
    expect(explainKeizerScore(T(players, rounds, { byeFraction: 1 / 2 }), 5).score).toBe(6);
  });

  const absentees = (scheme: KeizerSettings['absenceScheme'], kinds: AbsenceKind[] = ['excused', 'excused', 'excused', 'excused'], extra: Partial<KeizerSettings> = {}) => {
    // Visser (value 4 of 8,7,6,5,4 while last) is absent four rounds in a row; the others play draws.
    const players = [...four, P(5, 'Visser', 1600)];
    const draws: G[] = [
      [1, 2, '1/2-1/2'],
      [3, 4, '1/2-1/2'],
    ];
    return T(
      players,
      [draws, draws, draws, draws],
      { absenceScheme: scheme, ...extra },
      kinds.map((k, i) => [i + 1, 5, k] as const),
    );
  };
  const fractions = (t: Tournament, id = 5) =>
    explainKeizerScore(t, id)
      .items.filter((i) => i.round !== undefined)
      .map((i) => i.fraction);

  it.each([
    ['§3 third: 1/3 each time', { kind: 'third' }, [1 / 3, 1 / 3, 1 / 3, 1 / 3]],
    ['§3 harmonic: 1/3, 1/4, 1/5, 1/6', { kind: 'harmonic' }, [1 / 3, 1 / 4, 1 / 5, 1 / 6]],
    ['§3 capped 3: at most three times 1/3', { kind: 'capped', count: 3 }, [1 / 3, 1 / 3, 1 / 3, 0]],
    ['§3 capped 4: at most four times 1/4', { kind: 'capped', count: 4 }, [1 / 4, 1 / 4, 1 / 4, 1 / 4]],
  ] as const)('%s', (_name, scheme, expected) => {
    const t = absentees(scheme);
    expect(fractions(t)).toEqual(expected);
    const ex = explainKeizerScore(t, 5);
    expect(ex.items.every((i) => i.kind === 'own-value' || i.kind === 'absence-excused')).toBe(true);
    expect(ex.score).toBeCloseTo(
      ex.items.reduce((s, i) => s + i.points, 0),
      12,
    );
  });

  it('§3 unexcused absences score 0 and do not use up a place in the harmonic sequence; club duty scores its fraction', () => {
    const t = absentees({ kind: 'harmonic' }, ['unexcused', 'excused', 'club-duty', 'excused']);
    expect(fractions(t)).toEqual([0, 1 / 3, 2 / 3, 1 / 4]);
    expect(explainKeizerScore(t, 5).items.map((i) => i.kind)).toEqual(['own-value', 'absence-unexcused', 'absence-excused', 'club-duty', 'absence-excused']);
    expect(fractions(absentees({ kind: 'third' }, ['club-duty', 'unexcused', 'unexcused', 'excused'], { clubDutyFraction: 1 / 2 }))).toEqual([1 / 2, 0, 0, 1 / 3]);
  });

  it('§3 a present player who was neither paired, nor given the bye, nor announced absent scores 0', () => {
    const players = [...four, P(5, 'Visser', 1600)];
    const ex = explainKeizerScore(
      T(players, [
        [
          [1, 2, '1-0'],
          [3, 4, '1-0'],
        ],
      ]),
      5,
    );
    expect(ex.items[1]).toMatchObject({ kind: 'absence-unexcused', points: 0, note: 'not present, not announced' });
  });

  it("forfeits: +- scores the opponent's value for the winner; the forfeiting player gets 0 and no absence credit; -- gives 0 to both", () => {
    const t = T(four, [
      [
        [1, 2, '+-'],
        [3, 4, '--'],
      ],
    ]);
    const st = keizerStandings(t);
    expect(byName(st, 'Jansen').score).toBe(6 + 5);
    expect(byName(st, 'Pietersen').score).toBe(5);
    expect(byName(st, 'Bakker').score).toBe(4);
    expect(byName(st, 'Slager').score).toBe(3);
    expect(st.rows.map((r) => r.played)).toEqual([0, 0, 0, 0]);
    expect(explainKeizerScore(t, 2).items[1]).toMatchObject({ kind: 'forfeit-loss', points: 0, opponent: 1 });
    expect(explainKeizerScore(t, 1).items[1]).toMatchObject({ kind: 'forfeit-win', points: 5, opponent: 2 });
    expect(explainKeizerScore(t, 3).items[1]).toMatchObject({ kind: 'double-forfeit', points: 0 });
    // The black side wins a -+ forfeit.
    expect(byName(keizerStandings(T(four, [[[1, 2, '-+']]])), 'Pietersen').score).toBe(5 + 6);
  });

  it('a game without a result scores nothing and is not an absence', () => {
    const t = T(four, [
      [
        [1, 2, '1-0'],
        [3, 4],
      ],
    ]);
    expect(explainKeizerScore(t, 3).items.map((i) => [i.kind, i.points])).toEqual([
      ['own-value', 4],
      ['pending', 0],
    ]);
    expect(byName(keizerStandings(t), 'Slager').played).toBe(0);
  });

  it('values and scores are recomputed from scratch: a win is worth less as the beaten player sinks (the Molski complaint)', () => {
    // Round 1: Slager beats Jansen (6). Then Jansen loses every week and sinks; the win is re-valued.
    const t = T(four, [
      [
        [4, 1, '1-0'],
        [2, 3, '1/2-1/2'],
      ],
      [
        [1, 2, '0-1'],
        [3, 4, '1/2-1/2'],
      ],
      [
        [1, 3, '0-1'],
        [2, 4, '1/2-1/2'],
      ],
    ]);
    const winValue = (after: number) => explainKeizerScore(t, 4, after).items.find((i) => i.round === 1)!.value;
    expect(winValue(1)).toBe(6);
    expect(winValue(3)).toBeLessThan(6);
    expect(byName(keizerStandings(t), 'Jansen').rank).toBe(4);
  });

  it('the explanation always adds up to the standings score', () => {
    const players = [...four, P(5, 'Visser', 1600)];
    const t = T(
      players,
      [
        {
          games: [
            [1, 2, '1-0'],
            [3, 4, '1/2-1/2'],
          ],
          byes: [5],
        },
        {
          games: [
            [5, 1, '0-1'],
            [2, 3, '+-'],
          ],
        },
        {
          games: [
            [4, 5, '1/2-1/2'],
            [1, 3, '0-1'],
          ],
          byes: [2],
        },
      ],
      { absenceScheme: { kind: 'harmonic' }, lossFraction: 0.1, iteration: 'final' },
      [[2, 4, 'excused']],
    );
    const st = keizerStandings(t);
    for (const row of st.rows) {
      const ex = explainKeizerScore(t, row.player.id);
      expect(ex.score).toBe(row.score);
      expect(ex.items.reduce((s, i) => s + i.points, 0)).toBeCloseTo(row.score, 9);
      expect(ex.rank).toBe(row.rank);
    }
  });
});

// ---- §3 late entries and Mister X ----------------------------------------------------------------------------

describe('keizer.md §3 late entries', () => {
  // Visser (rated 1850: between Pietersen and Bakker) joins in round 3.
  const late = P(5, 'Visser', 1850, { joinedRound: 3 });
  const rounds: G[][] = [
    [
      [1, 2, '1-0'],
      [3, 4, '1-0'],
    ],
    [
      [1, 3, '1-0'],
      [2, 4, '1/2-1/2'],
    ],
    [
      [5, 1, '1/2-1/2'],
      [2, 3, '1-0'],
    ],
  ];

  it('is not in the ranking before the round before he joins; then placed by rating', () => {
    const t = T([...four, late], rounds);
    expect(keizerStandings(t, 0).rows).toHaveLength(4);
    expect(keizerStandings(t, 1).rows).toHaveLength(4);
    const st2 = keizerStandings(t, 2);
    expect(st2.rows).toHaveLength(5);
    // R1 = Jansen, Bakker, Pietersen, Slager; Visser is inserted as 3rd by rating (two rated higher), so his
    // score after round 2 is his own value 8−2 = 6 with N = 5.
    expect(byName(st2, 'Visser').score).toBe(6);
    expect(() => explainKeizerScore(t, 5, 1)).toThrow(ArbiterFailure);
  });

  it('lateEntry nothing (default): missed rounds score nothing; absent: they count as excused absences', () => {
    const kinds = (s: Partial<KeizerSettings>) => explainKeizerScore(T([...four, late], rounds, s), 5).items.map((i) => [i.kind, i.round, i.fraction]);
    expect(kinds({})).toEqual([
      ['own-value', undefined, 1],
      ['not-entered', 1, 0],
      ['not-entered', 2, 0],
      ['draw', 3, 0.5],
    ]);
    expect(kinds({ lateEntry: 'absent' })).toEqual([
      ['own-value', undefined, 1],
      ['not-entered', 1, 1 / 3],
      ['not-entered', 2, 1 / 3],
      ['draw', 3, 0.5],
    ]);
  });

  describe("the article's Mister X (Marc H. overtaken by a placeholder who never played)", () => {
    // Ten players; Marc H. is 9th, Mister X (a placeholder for a late entry) 10th and never plays.
    const players = Array.from({ length: 8 }, (_, i) => P(i + 1, `Member ${i + 1}`, 2000 - 50 * i));
    const marc = P(9, 'Marc H.', 1300);
    const misterX = P(10, 'Mister X', 1200);
    const all = [...players, marc, misterX];
    // Round 1: Marc loses; X is absent. Rounds 2–4: Marc is absent (excused); round 5 he loses again.
    // X is absent (excused) every time. The members play draws among themselves.
    const rounds: R[] = [
      {
        games: [
          [9, 1, '0-1'],
          [2, 3, '1/2-1/2'],
          [4, 5, '1/2-1/2'],
          [6, 7, '1/2-1/2'],
        ],
        byes: [8],
      },
      {
        games: [
          [1, 2, '1/2-1/2'],
          [3, 4, '1/2-1/2'],
          [5, 6, '1/2-1/2'],
          [7, 8, '1/2-1/2'],
        ],
      },
      {
        games: [
          [1, 3, '1/2-1/2'],
          [2, 4, '1/2-1/2'],
          [5, 7, '1/2-1/2'],
          [6, 8, '1/2-1/2'],
        ],
      },
      {
        games: [
          [1, 4, '1/2-1/2'],
          [2, 3, '1/2-1/2'],
          [5, 8, '1/2-1/2'],
          [6, 7, '1/2-1/2'],
        ],
      },
      {
        games: [
          [1, 5, '1/2-1/2'],
          [2, 6, '1/2-1/2'],
          [3, 7, '1/2-1/2'],
          [9, 8, '0-1'],
        ],
        byes: [4],
      },
    ];
    const absences = [2, 3, 4].map((r) => [r, 9, 'excused'] as const);
    const xAbsences = [1, 2, 3, 4, 5].map((r) => [r, 10, 'excused'] as const);
    const season = (s: Partial<KeizerSettings>) => T(all, rounds, { absenceScheme: { kind: 'capped', count: 3 }, ...s }, [...absences, ...xAbsences]);
    const place = (t: Tournament, name: string, after?: number) => byName(keizerStandings(t, after), name).rank;

    it('by default Mister X overtakes Marc H. after round 1 and stays above him all season', () => {
      const t = season({});
      for (let r = 1; r <= 5; r++) expect(place(t, 'Mister X', r)).toBeLessThan(place(t, 'Marc H.', r));
      expect(
        explainKeizerScore(t, 10)
          .items.filter((i) => i.kind === 'absence-excused')
          .map((i) => i.fraction),
      ).toEqual([1 / 3, 1 / 3, 1 / 3, 0, 0]);
    });

    it('noCreditBeforeFirstGame prevents it: the placeholder gets no absence credit', () => {
      const t = season({ noCreditBeforeFirstGame: true });
      for (let r = 1; r <= 5; r++) expect(place(t, 'Marc H.', r)).toBeLessThan(place(t, 'Mister X', r));
      const x = explainKeizerScore(t, 10);
      expect(x.items.filter((i) => i.kind === 'absence-excused').every((i) => i.points === 0 && i.note?.includes('no credit before the first game'))).toBe(true);
      // Marc played in round 1, so his later absences are credited as usual.
      expect(
        explainKeizerScore(t, 9)
          .items.filter((i) => i.kind === 'absence-excused')
          .map((i) => i.fraction),
      ).toEqual([1 / 3, 1 / 3, 1 / 3]);
    });

    it('noCreditBeforeFirstGame: absences before a late first game stay uncredited, later ones count', () => {
      // Mister X appears in round 5 (a draw) after four absences: only absences after round 5 would count.
      const withGame = T(all, [...rounds.slice(0, 4), { games: [...rounds[4]!.games, [10, 4, '1/2-1/2'] as G] }], { noCreditBeforeFirstGame: true }, [
        ...absences,
        ...xAbsences.slice(0, 4),
      ]);
      const items = explainKeizerScore(withGame, 10).items;
      expect(items.filter((i) => i.kind === 'absence-excused').map((i) => i.fraction)).toEqual([0, 0, 0, 0]);
      expect(items.at(-1)).toMatchObject({ kind: 'draw', round: 5 });
    });
  });
});

// ---- §2 iteration variants -----------------------------------------------------------------------------------

/** A six-player season used for the iteration variants. */
function season6(iteration: KeizerSettings['iteration'], plannedRounds?: number, extra: Partial<KeizerSettings> = {}) {
  const players = [J, Pi, B, S, P(5, 'Visser', 1600), P(6, 'Smit', 1500)];
  const rounds: G[][] = [
    [
      [6, 1, '1-0'],
      [2, 5, '0-1'],
      [3, 4, '1/2-1/2'],
    ],
    [
      [1, 2, '1/2-1/2'],
      [5, 3, '0-1'],
      [4, 6, '1-0'],
    ],
    [
      [3, 1, '0-1'],
      [6, 2, '1/2-1/2'],
      [4, 5, '0-1'],
    ],
    [
      [1, 5, '1-0'],
      [2, 4, '1/2-1/2'],
      [6, 3, '0-1'],
    ],
    [
      [1, 4, '1/2-1/2'],
      [3, 2, '1-0'],
      [5, 6, '1/2-1/2'],
    ],
    [
      [2, 1, '0-1'],
      [4, 3, '1-0'],
      [6, 5, '1/2-1/2'],
    ],
  ];
  return T(players, rounds, { iteration, ...extra }, [], plannedRounds);
}

describe('keizer.md §2 iteration variants', () => {
  it('final: one extra pass only for the last standings (plannedRounds), always when not planned', () => {
    expect(keizerStandings(season6('final', 6), 5).passes).toBe(1);
    expect(keizerStandings(season6('final', 6), 6).passes).toBe(2);
    expect(keizerStandings(season6('final'), 5).passes).toBe(2);
    // Before the last round, final = none.
    expect(table(keizerStandings(season6('final', 6), 5))).toEqual(table(keizerStandings(season6('none'), 5)));
  });

  it('converge: the ranking is a fixed point — one more pass changes nothing', () => {
    const st = keizerStandings(season6('converge'));
    expect(st.cycled).toBe(false);
    expect(st.passes).toBeGreaterThanOrEqual(1);
    // A fixed point: the values each score was computed with are the values of the ranking it makes.
    const t = season6('converge');
    for (const row of st.rows) {
      const own = explainKeizerScore(t, row.player.id).items.find((i) => i.kind === 'own-value')!;
      expect(own.value).toBe(row.value);
    }
  });

  it('converge: with maxPasses 1 the standings are one pass from the initial ranking, reported as capped', () => {
    const st = keizerStandings(season6('converge', undefined, { maxPasses: 1 }));
    expect(st).toMatchObject({ passes: 1, capped: true, cycled: false });
  });

  it('converge: a cycle is detected, reported, and ranked by the mean score over the cycle', () => {
    // Found by a random search: seven players, own value off, two rounds; the passes settle into a 2-cycle.
    const players = Array.from({ length: 7 }, (_, i) => P(i + 1, `P${i + 1}`, 2000 - 10 * i));
    const rounds: R[] = [
      {
        games: [
          [6, 7, '1/2-1/2'],
          [1, 2, '1/2-1/2'],
          [3, 4, '1/2-1/2'],
        ],
        byes: [5],
      },
      {
        games: [
          [6, 1, '1-0'],
          [2, 3, '0-1'],
          [4, 5, '0-1'],
        ],
        byes: [7],
      },
    ];
    const t = (maxPasses = 100) => T(players, rounds, { iteration: 'converge', ownValue: false, maxPasses });
    const st = keizerStandings(t());
    expect(st).toMatchObject({ cycled: true, cycleLength: 2 });
    // Pass i repeats the ranking of pass j = i − 2; the cycle's rankings are those of passes j and j + 1,
    // seen by stopping the passes there with maxPasses.
    const j = st.passes - 2;
    expect(j).toBeGreaterThanOrEqual(1);
    const inCycle = [keizerStandings(t(j)), keizerStandings(t(j + 1))];
    expect(inCycle.map((x) => x.capped)).toEqual([true, true]);
    expect(table(inCycle[0]!)).not.toEqual(table(inCycle[1]!));
    const valueIn = (x: KeizerStandings, id: number) => x.rows.find((r) => r.player.id === id)!.value;
    for (const row of st.rows) {
      // Every value used is the mean of the two rankings' values; so the score is the mean score (linear).
      const ex = explainKeizerScore(t(), row.player.id);
      for (const item of ex.items) {
        expect(item.value).toBeCloseTo((valueIn(inCycle[0]!, item.valueOf) + valueIn(inCycle[1]!, item.valueOf)) / 2, 12);
      }
      expect(ex.items.reduce((sum, i) => sum + i.points, 0)).toBeCloseTo(row.score, 12);
      expect(ex.cycled).toBe(true);
    }
    for (let i = 1; i < st.rows.length; i++) expect(st.rows[i]!.score).toBeLessThanOrEqual(st.rows[i - 1]!.score);
  });

  it('phased: rounds 1–2 none, 3–4 one extra pass, 5–6 converge (plannedRounds 6)', () => {
    const none = (r: number) => keizerStandings(season6('none', 6), r);
    const phased = (r: number) => keizerStandings(season6('phased', 6), r);
    expect(table(phased(1))).toEqual(table(none(1)));
    expect(table(phased(2))).toEqual(table(none(2)));
    expect(phased(2).passes).toBe(1);
    expect(phased(3).passes).toBe(2);
    expect(phased(4).passes).toBe(2);
    // The last third converges: its ranking is a fixed point.
    const st = phased(6);
    expect(st.cycled).toBe(false);
    expect(st.passes).toBeGreaterThan(1);
    const t = season6('phased', 6);
    for (const row of st.rows) expect(explainKeizerScore(t, row.player.id).items[0]!.value).toBe(row.value);
  });

  it("phased: the last third converges from the previous round's ranking, so it can settle on another fixed point than converge from the initial one", () => {
    // Found by a random search: seven players, 3 planned rounds: round 1 none, round 2 one extra pass, round 3
    // converges. From round 2's ranking the passes settle with 4 above 1; from the initial ranking, 1 above 4.
    const players = Array.from({ length: 7 }, (_, i) => P(i + 1, `P${i + 1}`, 2000 - 10 * i));
    const rounds: R[] = [
      {
        games: [
          [7, 2, '0-1'],
          [1, 6, '1-0'],
          [4, 3, '1-0'],
        ],
        byes: [5],
      },
      {
        games: [
          [5, 4, '0-1'],
          [6, 3, '0-1'],
          [7, 2, '1/2-1/2'],
        ],
        byes: [1],
      },
      {
        games: [
          [6, 2, '1-0'],
          [3, 7, '1-0'],
          [4, 5, '1-0'],
        ],
        byes: [1],
      },
    ];
    const phased = T(players, rounds, { iteration: 'phased' }, [], 3);
    const converge = T(players, rounds, { iteration: 'converge' }, [], 3);
    const ids = (st: KeizerStandings) => st.rows.map((r) => r.player.id);
    expect(ids(keizerStandings(phased))).toEqual([4, 1, 3, 2, 6, 5, 7]);
    expect(ids(keizerStandings(converge))).toEqual([1, 4, 3, 2, 6, 5, 7]);
    // Round 2 (one extra pass) already had 4 above 1: the last third joins it without a jump.
    expect(ids(keizerStandings(phased, 2)).indexOf(4)).toBeLessThan(ids(keizerStandings(phased, 2)).indexOf(1));
    // Both are fixed points: every value a score used is the value of the ranking it makes.
    for (const t of [phased, converge]) {
      const st = keizerStandings(t);
      expect(st).toMatchObject({ cycled: false });
      for (const row of st.rows) for (const item of explainKeizerScore(t, row.player.id).items) expect(item.value).toBe(st.rows.find((r) => r.player.id === item.valueOf)!.value);
    }
  });

  it('phased without plannedRounds behaves as none', () => {
    for (let r = 1; r <= 6; r++) expect(keizerStandings(season6('phased'), r)).toEqual(keizerStandings(season6('none'), r));
  });

  it('refuses a round that does not exist and a tournament that is not Keizer', () => {
    expect(() => keizerStandings(season6('none'), 7)).toThrow(/no round 7/);
    expect(() => keizerStandings(season6('none'), -1)).toThrow(ArbiterFailure);
    expect(() => explainKeizerScore(season6('none'), 99)).toThrow(/no player 99/);
    const other = { ...season6('none'), settings: { ...season6('none').settings, system: 'swiss-dutch' } } as unknown as Tournament;
    expect(() => keizerStandings(other)).toThrow(/not a Keizer tournament/);
  });
});

// ---- converge: order of the rounds ---------------------------------------------------------------------------

const RESULTS: GameResult[] = ['1-0', '1-0', '0-1', '0-1', '1/2-1/2', '1/2-1/2', '+-', '--'];

/** Random tournaments: each round pairs a random subset; others get a bye or an absence. */
const arbTournament = fc
  .record({
    n: fc.integer({ min: 3, max: 9 }),
    rounds: fc.integer({ min: 1, max: 6 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    ownValue: fc.boolean(),
    scheme: fc.constantFrom<KeizerSettings['absenceScheme']>({ kind: 'third' }, { kind: 'harmonic' }, { kind: 'capped', count: 2 }),
    lossFraction: fc.constantFrom(0, 1 / 6),
  })
  .map(({ n, rounds, seed, ownValue, scheme, lossFraction }) => {
    const rnd = seededRandom(seed);
    const players = Array.from({ length: n }, (_, i) => P(i + 1, `P${i + 1}`, 1000 + Math.floor(rnd() * 1000)));
    const rs: R[] = [];
    const absences: [number, number, AbsenceKind][] = [];
    for (let r = 1; r <= rounds; r++) {
      const ids = players.map((p) => p.id).sort(() => rnd() - 0.5);
      const present = ids.filter((id) => {
        if (rnd() < 0.2) {
          absences.push([r, id, (['excused', 'unexcused', 'club-duty'] as const)[Math.floor(rnd() * 3)]!]);
          return false;
        }
        return true;
      });
      const games: G[] = [];
      for (let i = 0; i + 1 < present.length; i += 2) games.push([present[i]!, present[i + 1]!, RESULTS[Math.floor(rnd() * RESULTS.length)]!]);
      rs.push({ games, byes: present.length % 2 ? [present.at(-1)!] : [] });
    }
    return { players, rounds: rs, absences, settings: { ownValue, absenceScheme: scheme, lossFraction, iteration: 'converge' as const } };
  });

describe('keizer.md §2 converge', () => {
  it('property: when no cycle is reported, the final ranking does not depend on the order of the rounds', () => {
    fc.assert(
      fc.property(arbTournament, fc.infiniteStream(fc.nat()), ({ players, rounds, absences, settings }, stream) => {
        const keys = rounds.map(() => stream.next().value as number);
        const order = rounds.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]! || a - b);
        const newNumber = new Map(order.map((old, i) => [old + 1, i + 1]));
        const a = T(players, rounds, settings, absences);
        const b = T(
          players,
          order.map((i) => rounds[i]!),
          settings,
          absences.map(([r, p, k]) => [newNumber.get(r)!, p, k] as const),
        );
        const sa = keizerStandings(a);
        const sb = keizerStandings(b);
        fc.pre(!sa.cycled && !sb.cycled && !sa.capped && !sb.capped);
        expect(sb.rows.map((r) => r.player.id)).toEqual(sa.rows.map((r) => r.player.id));
        expect(sb.rows.map((r) => r.value)).toEqual(sa.rows.map((r) => r.value));
        sb.rows.forEach((r, i) => {
          expect(r.score).toBeCloseTo(sa.rows[i]!.score, 9);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('property: a converged ranking is a fixed point, and the explanation adds up', () => {
    fc.assert(
      fc.property(arbTournament, ({ players, rounds, absences, settings }) => {
        const t = T(players, rounds, settings, absences);
        const st = keizerStandings(t);
        for (const row of st.rows) {
          const ex = explainKeizerScore(t, row.player.id);
          expect(ex.items.reduce((s, i) => s + i.points, 0)).toBeCloseTo(row.score, 9);
          if (!st.cycled && !st.capped) {
            // Values used for the player himself are the values of the ranking the pass made.
            for (const item of ex.items) expect(item.value).toBe(st.rows.find((r) => r.player.id === item.valueOf)!.value);
          }
        }
        // Ranked by score, highest first.
        for (let i = 1; i < st.rows.length; i++) expect(st.rows[i]!.score).toBeLessThanOrEqual(st.rows[i - 1]!.score + 1e-9);
      }),
      { numRuns: 200 },
    );
  });
});
