// The Double-Swiss's tie-breaks on matches (issue 36 Deliver 3; docs/double-swiss.md "Standings"): C.07
// counts an opponent, a round, a score after a round; in a Double-Swiss "every pairing is a match between
// two players" (C.04.5 Preface), so Buchholz, Sonneborn-Berger, the progressive score and ARO count each
// match once (its points the two games'), while the game counts (won, black games) stay on games.
// Every expected value is worked by hand below from this tournament of 4 players, 2 matches (4 rounds):
//   match 1: 1-3 1-0, 3-1 ½-½ (1: 1½, 3: ½);  4-2 ½-½, 2-4 1-0 (2: 1½, 4: ½)
//   match 2: 1-2 0-1, 2-1 ½-½ (2: 1½, 1: ½);  3-4 1-0, 4-3 ½-½ (3: 1½, 4: ½)
//   final scores: 1: 2, 2: 3, 3: 2, 4: 1;  ratings 2000, 1900, 1800, 1700.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOUBLE_SWISS_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import type { GameResult } from '../core/game.js';
import type { TiebreakName } from '../scoring/tiebreaks.js';
import { standings } from './registry.js';

const g = (board: number, white: number, black: number, result: GameResult) => ({ board, white, black, result });
const settings = (tiebreaks: TiebreakName[]): Tournament['settings'] => ({ ...DEFAULT_DOUBLE_SWISS_SETTINGS, tiebreaks });
const t: Tournament = {
  name: 'Double',
  settings: settings([]),
  plannedRounds: 4,
  players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}`, rating: 2100 - 100 * id })),
  rounds: [
    { number: 1, games: [g(1, 1, 3, '1-0'), g(2, 4, 2, '1/2-1/2')], byes: [] },
    { number: 2, games: [g(1, 3, 1, '1/2-1/2'), g(2, 2, 4, '1-0')], byes: [] },
    { number: 3, games: [g(1, 1, 2, '0-1'), g(2, 3, 4, '1-0')], byes: [] },
    { number: 4, games: [g(1, 2, 1, '1/2-1/2'), g(2, 4, 3, '1/2-1/2')], byes: [] },
  ],
  absences: [],
};

const value = (name: TiebreakName, player: number): number => standings(t, undefined, [name]).rows.find((r) => r.name === `P${player}`)!.tiebreaks![name]!;

describe('Double-Swiss tie-breaks on matches', () => {
  it.each([
    // [tie-break, player, value, the hand computation (C.07 article; C.04.5 Preface: the pairing is the match)]
    ['buchholz', 1, 5, 'C.07 8.1: opponents 3 (2) + 2 (3), each match once (per game it would be 10)'],
    ['buchholz', 3, 3, 'C.07 8.1: opponents 1 (2) + 4 (1)'],
    ['buchholz', 4, 5, 'C.07 8.1: opponents 2 (3) + 3 (2)'],
    ['buchholz-cut1', 1, 3, 'C.07 14.1: 2 + 3 less the lowest, 2 (per game: 2+2+3+3 less one 2 = 8)'],
    ['sonneborn-berger', 1, 4.5, 'C.07 8.2: 2 × 1½ + 3 × ½ (the same sum as per game: 2×1 + 2×½ + 3×0 + 3×½)'],
    ['progressive', 1, 3.5, 'C.07 7.5: 1½ after match 1, 2 after match 2 (per game: 1 + 1½ + 1½ + 2 = 6)'],
    ['progressive', 2, 4.5, 'C.07 7.5: 1½ after match 1, 3 after match 2'],
    ['aro', 1, 1850, 'C.07 10.1: (1800 + 1900) / 2'],
    ['aro-cut1', 1, 1900, 'C.07 10.1, 14.1: 1800 cut, 1900 left (per game: (1800+1900+1900)/3 = 1867)'],
    ['won', 1, 1, 'C.07 7.2: games won over the board (a game, not a match: round 1)'],
    ['black-games', 1, 2, 'C.07 7.3: games with Black (rounds 2 and 4)'],
  ] as const)('%s of P%i is %d — %s', (name, player, expected, _how) => {
    expect(value(name, player)).toBe(expected);
  });

  it('ranks by the game points of all matches (1.2.1), then the tie-breaks: P1 before P3 on Buchholz 5 to 3', () => {
    const rows = standings({ ...t, settings: settings(['buchholz']) }).rows;
    expect(rows.map((r) => [r.name, r.score])).toEqual([
      ['P2', 3],
      ['P1', 2],
      ['P3', 2],
      ['P4', 1],
    ]);
  });

  it('C.07 16.4 on a match: the bye of a whole match is one unplayed round, its dummy capped at a 1-1 match a match played (2026 16.4.2)', () => {
    // 3 players, match 1: 1-2 won 2-0 by 1; 3 has the pairing-allocated bye of the match (1.4: 1½, ¾ a round).
    // Scores: 1: 2, 2: 0, 3: 1½. Buchholz of 3: one dummy (16.4) with his own score 1½, capped at a draw a
    // match played: 1-1 × 1 match = 1 (per game it would be two dummies capped at ½ × 2 rounds = 1 each: 2).
    const bye: Tournament = {
      ...t,
      plannedRounds: 2,
      players: t.players.slice(0, 3),
      rounds: [
        { number: 1, games: [g(1, 1, 2, '1-0')], byes: [3] },
        { number: 2, games: [g(1, 2, 1, '0-1')], byes: [3] },
      ],
    };
    const rows = new Map(standings(bye, undefined, ['buchholz']).rows.map((r) => [r.name, r]));
    expect(rows.get('P3')).toMatchObject({ score: 1.5, tiebreaks: { buchholz: 1 } });
    expect(rows.get('P1')).toMatchObject({ score: 2, tiebreaks: { buchholz: 0 } });
  });
});
