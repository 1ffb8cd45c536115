import { describe, expect, it } from 'vitest';
import type { Tournament } from '../core/tournament.js';
import { DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, DEFAULT_KEIZER_SETTINGS, DEFAULT_SWISS_SETTINGS, type EloPointsSystemSettings, type KeizerSettings } from '../core/settings.js';
import { GAME_RESULTS, type GameResult } from '../core/game.js';
import type { Player } from '../core/player.js';
import { addPlayer, addRound, markAbsent, must, setResult, withdrawPlayer } from '../core/tournamentOps.js';
import { seededRandom } from '../core/random.js';
import { pairRound } from '../director/registry.js';
import { keizerTournament } from '../../test/keizerTournament.js';
import { explainKeizerScore, keizerStandings } from './keizer.js';
import { valuesFromWords } from './credits.js';
import { explainEloPointsScore } from './eloPoints.js';
import { absenceColumns, eloPointsTable, keizerTable } from './standings.js';

const close = (a: number, b: number) => {
  expect(Math.abs(a - b)).toBeLessThan(1e-9);
};

/**
 * A 20-player, 6-round Keizer season, paired by the engine, with excused and unexcused absences, club duty,
 * byes, forfeits, and a withdrawal (kept in the ranking, keizer.md §3) after round 4.
 */
function season(iteration: KeizerSettings['iteration'], seed: number, settings: Tournament['settings'] = { ...DEFAULT_KEIZER_SETTINGS, iteration }): Tournament {
  const rnd = seededRandom(seed);
  let t: Tournament = { name: 'Season', plannedRounds: 6, settings, players: [], rounds: [], absences: [] };
  for (let i = 1; i <= 20; i++) t = must(addPlayer(t, { name: `P${i}`, rating: 2200 - i * 37 })).tournament;
  for (let r = 1; r <= 6; r++) {
    if (r === 5) t = must(withdrawPlayer(t, 20));
    for (const p of t.players) {
      if (p.withdrawnFromRound !== undefined) continue;
      const x = rnd();
      if (x < 0.08) t = must(markAbsent(t, p.id, 'excused'));
      else if (x < 0.12) t = must(markAbsent(t, p.id, 'unexcused'));
      else if (x < 0.15) t = must(markAbsent(t, p.id, 'club-duty'));
    }
    const round = must(pairRound(t)).round;
    t = must(addRound(t, round));
    for (const g of round.games) {
      const result = (rnd() < 0.05 ? GAME_RESULTS[3 + Math.floor(rnd() * 2)] : GAME_RESULTS[Math.floor(rnd() * 3)]) as GameResult;
      t = must(setResult(t, { board: g.board }, result));
    }
  }
  return t;
}

/**
 * Which ranking's values each round's explanation names (keizer.md §2 with 6 planned rounds): `none` the
 * standings after the round before; `final` the same, and after the last round the first pass before the
 * extra one; `converge` the ranking itself; `phased` rounds 1–2 (round(6/3)) as none, 3–4 (round(12/3)) one
 * extra pass, 5–6 converge.
 */
const EXPECTED_SOURCES: readonly [KeizerSettings['iteration'], readonly (readonly [string, number])[]][] = [
  ['none', [1, 2, 3, 4, 5, 6].map((k) => ['standings', k - 1] as const)],
  ['final', [...[1, 2, 3, 4, 5].map((k) => ['standings', k - 1] as const), ['extra-pass', 6]]],
  ['converge', [1, 2, 3, 4, 5, 6].map((k) => ['standings', k] as const)],
  [
    'phased',
    [
      ['standings', 0],
      ['standings', 1],
      ['extra-pass', 3],
      ['extra-pass', 4],
      ['standings', 5],
      ['standings', 6],
    ],
  ],
];

describe('the explanation agrees with the standings (issue 32)', () => {
  it.each(EXPECTED_SOURCES)('iteration %s: every player, every round: the items add up to the score, each value is the one the named standings print', (iteration, sources) => {
    const t = season(iteration, 32);
    expect(t.rounds).toHaveLength(6);
    expect(t.absences.map((a) => a.kind)).toEqual(expect.arrayContaining(['excused', 'unexcused', 'club-duty']));
    for (let k = 1; k <= 6; k++) {
      const table = keizerStandings(t, k);
      expect(table.cycled).toBe(false);
      const [kind, after] = sources[k - 1]!;
      const named = keizerStandings(t, after);
      const printed = new Map(named.rows.map((r) => [r.player.id, r.value]));
      // `final` after the last round: the first pass is the ranking `none` makes (the chain is `none`'s).
      const firstPass = new Map(keizerStandings({ ...t, settings: { ...t.settings, iteration: 'none' } as KeizerSettings }, k).rows.map((r) => [r.player.id, r.value]));
      for (const row of table.rows) {
        const ex = explainKeizerScore(t, row.player.id, k);
        expect(ex.valuesFrom).toEqual({ kind, afterRound: after });
        expect([ex.rank, ex.value, ex.afterRound]).toEqual([row.rank, row.value, k]);
        close(
          ex.items.reduce((s, i) => s + i.points, 0),
          row.score,
        );
        for (const item of ex.items) close(item.points, item.fraction * item.value);
        if (kind === 'standings') {
          // §1: own value, games, byes, absences: each value is the one the standings after `after` print.
          for (const item of ex.items) {
            expect(item.valuesAfterRound).toBe(after);
            expect(item.value).toBe(printed.get(item.valueOf));
          }
          expect(ex.ownValue).toBe(printed.get(row.player.id));
        } else {
          for (const item of ex.items) expect(item.valuesAfterRound).toBeUndefined();
          if (iteration === 'final') for (const item of ex.items) expect(item.value).toBe(firstPass.get(item.valueOf));
          expect(valuesFromWords(ex)).toContain('before the extra pass');
        }
      }
    }
  });

  it.each(['at-game', 'current'] as const)('Elo-points, valuation %s: each value is the one the standings after the round named print (keizer.md §5)', (valuation) => {
    const settings: EloPointsSystemSettings = { ...DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, valuation, ownValue: true };
    const t = season('none', 5, settings);
    for (const row of eloPointsTable(t, 6).rows) {
      const ex = explainEloPointsScore(t, row.id, 6);
      expect(ex.valuesFrom).toEqual(valuation === 'current' ? { kind: 'standings', afterRound: 6 } : { kind: 'before-each-round' });
      close(ex.score, row.score);
      for (const item of ex.items) {
        // at-game: round r with the values after round r − 1; the own value and `current`: today's (§5).
        expect(item.valuesAfterRound).toBe(valuation === 'current' || item.round === undefined ? 6 : item.round - 1);
        const printed = eloPointsTable(t, item.valuesAfterRound).rows.find((r) => r.id === item.valueOf)!;
        close(item.value, printed.value!);
      }
    }
  });

  it('keizer.md §2 example 1, iteration none: Jansen after round 2 has value 5, his rounds scored with the values after round 1 (own value 6)', () => {
    // Values 6, 5, 4, 3 (top 1.5 × 4). After round 1: Jansen 8.50 (value 6), Pietersen 8 (5), Bakker 7 (4),
    // Slager 3 (3). Round 2 with those values: Jansen 6 + ½ × 5 (Pietersen) + ½ × 3 (Slager) = 10, place 2
    // behind Pietersen's 12: value 5.
    const players: Player[] = [
      { id: 1, name: 'Jansen', rating: 2000 },
      { id: 2, name: 'Pietersen', rating: 1900 },
      { id: 3, name: 'Bakker', rating: 1800 },
      { id: 4, name: 'Slager', rating: 1700 },
    ];
    const t = keizerTournament(players, [
      [
        [3, 4, '1-0'],
        [2, 1, '1/2-1/2'],
      ],
      [
        [1, 4, '1/2-1/2'],
        [2, 3, '1-0'],
      ],
    ]);
    const ex = explainKeizerScore(t, 1);
    expect([ex.rank, ex.score, ex.value, ex.ownValue]).toEqual([2, 10, 5, 6]);
    expect(ex.valuesFrom).toEqual({ kind: 'standings', afterRound: 1 });
    expect(ex.items.map((i) => [i.round, i.valueOf, i.value, i.valuesAfterRound])).toEqual([
      [undefined, 1, 6, 1],
      [1, 2, 5, 1],
      [2, 4, 3, 1],
    ]);
    expect(valuesFromWords(ex)).toBe('rounds 1–2 scored with the values of the ranking after round 1 (the standings after round 1)');
  });

  it('a late entry counts the scale again: the values are those after the round before, adjusted (keizer.md §3)', () => {
    // The initial ranking of 4 players has the values 6 5 4 3. E joins for round 2, so the ranking after
    // round 1 holds 5 players (top round(7.5) = 8): round 1 is scored with the initial order counted for 5,
    // A 8, B 7, C 6, D 5 (E 4), which no standings print. A: own 8 + a win over B 7 = 15.
    const players: Player[] = [
      { id: 1, name: 'A', rating: 2000 },
      { id: 2, name: 'B', rating: 1900 },
      { id: 3, name: 'C', rating: 1800 },
      { id: 4, name: 'D', rating: 1700 },
      { id: 5, name: 'E', rating: 1600, joinedRound: 2 },
    ];
    const t = keizerTournament(players, [
      [
        [1, 2, '1-0'],
        [3, 4, '1-0'],
      ],
    ]);
    const ex = explainKeizerScore(t, 1);
    expect(ex.valuesFrom).toEqual({ kind: 'adjusted', afterRound: 0 });
    expect([ex.score, ex.ownValue, ex.items.map((i) => i.value)]).toEqual([15, 8, [8, 7]]);
    expect(keizerStandings(t, 0).rows.map((r) => r.value)).toEqual([6, 5, 4, 3]);
    expect(ex.items.every((i) => i.valuesAfterRound === undefined)).toBe(true);
    expect(valuesFromWords(ex)).toContain('counted again for the players who joined or left');
  });

  it.each([
    ['third', undefined],
    ['harmonic', '1st absence: 1/3'],
  ] as const)('an excused absence under %s is not labelled twice ("excused absence (excused absence)")', (scheme, note) => {
    const players: Player[] = [1, 2, 3].map((id) => ({ id, name: `P${id}`, rating: 2000 - id }));
    const t = keizerTournament(players, [[[1, 2, '1-0']]], { absenceScheme: { kind: scheme } as KeizerSettings['absenceScheme'] }, [[1, 3, 'excused']]);
    const item = explainKeizerScore(t, 3).items.find((i) => i.kind === 'absence-excused');
    expect(item?.note).toBe(note);
  });
});

describe('W/D/L, absences by kind and the withdrawn mark (issue 32)', () => {
  // Six players, three rounds, by hand:
  //   R1: 1–2 1-0, 3–4 ½-½, bye 5, 6 absent unexcused (announced).
  //   R2: 1–3 +- (1 wins by forfeit), 2–5 0-1, 4 excused, 6 club duty.
  //   R3: 1–5 ½-½, 2–3 0-1, 4 withdrawn from round 3 (not entered: no absence), 6 no game and nothing
  //       announced: unexcused.
  // Counted after round 3:
  //   P1 W1 (R1) D1 (R3) L0, forfeits won 1 (R2), no absence.   P2 L3 (R1, R2, R3).
  //   P3 W1 (R3) D1 (R1), forfeit lost 1 (R2).                  P4 D1 (R1), excused 1 (R2), withdrawn from 3.
  //   P5 W1 (R2) D1 (R3), bye 1 (R1).                           P6 unexcused 2 (R1, R3), club duty 1 (R2).
  const players: Player[] = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `P${id}`, rating: 2000 - id, ...(id === 4 ? { withdrawnFromRound: 3 } : {}) }));
  const t = keizerTournament(
    players,
    [
      {
        games: [
          [1, 2, '1-0'],
          [3, 4, '1/2-1/2'],
        ],
        byes: [5],
      },
      [
        [1, 3, '+-'],
        [2, 5, '0-1'],
      ],
      [
        [1, 5, '1/2-1/2'],
        [2, 3, '0-1'],
      ],
    ],
    {},
    [
      [1, 6, 'unexcused'],
      [2, 4, 'excused'],
      [2, 6, 'club-duty'],
    ],
  );
  const rec = (won: number, drawn: number, lost: number, forfeitsWon: number, forfeitsLost: number, absences: object, withdrawnFromRound?: number) => ({
    won,
    drawn,
    lost,
    played: won + drawn + lost,
    forfeitsWon,
    forfeitsLost,
    absences,
    withdrawnFromRound,
  });
  it.each([
    [3, 1, rec(1, 1, 0, 1, 0, {})],
    [3, 2, rec(0, 0, 3, 0, 0, {})],
    [3, 3, rec(1, 1, 0, 0, 1, {})],
    [3, 4, rec(0, 1, 0, 0, 0, { excused: 1 }, 3)],
    [3, 5, rec(1, 1, 0, 0, 0, { bye: 1 })],
    [3, 6, rec(0, 0, 0, 0, 0, { unexcused: 2, 'club-duty': 1 })],
    // After round 2 the withdrawal (from round 3) is already known; after round 1 it is not yet shown.
    [2, 4, rec(0, 1, 0, 0, 0, { excused: 1 }, 3)],
    [1, 4, rec(0, 1, 0, 0, 0, {})],
    [1, 6, rec(0, 0, 0, 0, 0, { unexcused: 1 })],
  ])('after round %i, player %i', (after, id, expected) => {
    const row = keizerTable(t, after).rows.find((r) => r.id === id)!;
    expect({
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      played: row.played,
      forfeitsWon: row.forfeitsWon,
      forfeitsLost: row.forfeitsLost,
      absences: row.absences,
      withdrawnFromRound: row.withdrawnFromRound,
    }).toEqual(expected);
  });

  it('the columns: a Keizer competition its club absences and the bye; a Swiss its byes by their C.07 names', () => {
    expect(keizerTable(t).absenceColumns.map((c) => c.acronym)).toEqual(['Bye', 'Exc', 'Unexc', 'Duty']);
    const swiss: Tournament = { ...t, settings: DEFAULT_SWISS_SETTINGS };
    expect(absenceColumns(swiss, []).map((c) => [c.kind, c.acronym])).toEqual([
      ['bye', 'PAB'],
      ['unexcused', 'Abs'],
      ['full-bye', 'FPB'],
      ['half-bye', 'HPB'],
      ['zero-bye', 'ZPB'],
    ]);
  });
});
