import { describe, expect, it } from 'vitest';
import type { Player } from '../core/player.js';
import type { GameResult } from '../core/game.js';
import type { Absence, AbsenceKind, Round } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import { DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, DEFAULT_KEIZER_SETTINGS, type EloPointsSystemSettings } from '../core/settings.js';
import { absenceFraction } from './credits.js';
import { eloPointsStandings, explainEloPoints } from './eloPoints.js';

const player = (id: number, name: string, rating: number, extra: Partial<Player> = {}): Player => ({ id, name, rating, ...extra });
const round = (number: number, games: [number, number, GameResult | undefined][], byes: number[] = []): Round => ({
  number,
  byes,
  games: games.map(([white, black, result], k) => ({ board: k + 1, white, black, result })),
});
const tournament = (players: Player[], rounds: Round[], absences: [round: number, player: number, kind: AbsenceKind][] = []): Tournament => ({
  name: 'Elo-points test',
  settings: DEFAULT_KEIZER_SETTINGS,
  players,
  rounds,
  absences: absences.map(([r, p, kind]): Absence => ({ round: r, player: p, kind })),
});
const settings = (s: Partial<EloPointsSystemSettings> = {}): EloPointsSystemSettings => ({ ...DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, ...s });
const scoreOf = (t: Tournament, id: number, s = settings()) => eloPointsStandings(t, s).find((r) => r.player === id)!.score;

// The article: X (1500) and Y (1945).
const X = player(1, 'X', 1500);
const Y = player(2, 'Y', 1945);

describe('scoring (keizer.md §5)', () => {
  it("the article's draw 1500 – 1945 gives 9.725 and 7.50", () => {
    const t = tournament([X, Y], [round(1, [[1, 2, '1/2-1/2']])]);
    expect(scoreOf(t, 1)).toBeCloseTo(9.725, 12);
    expect(scoreOf(t, 2)).toBeCloseTo(7.5, 12);
  });

  it("win → the opponent's value (X beats Y: 19.45), loss → 0", () => {
    const t = tournament([X, Y], [round(1, [[2, 1, '0-1']])]);
    expect(scoreOf(t, 1)).toBeCloseTo(19.45, 12);
    expect(scoreOf(t, 2)).toBe(0);
  });

  it("option: the loser scores a fraction of the winner's value", () => {
    const t = tournament([X, Y], [round(1, [[2, 1, '0-1']])]);
    expect(scoreOf(t, 2, settings({ lossFraction: 1 / 6 }))).toBeCloseTo(2.5, 12);
  });

  it('values move with the ratings: round 2 is scored with the values after round 1', () => {
    const Z = player(3, 'Z', 1500);
    const t = tournament([X, Y, Z], [round(1, [[1, 2, '1/2-1/2']]), round(2, [[3, 1, '0-1']])]);
    // After the draw X is 1508.567…: Z scores 0, X's round-2 win scores Z's value 15.00 (Z did not play round 1).
    expect(scoreOf(t, 1)).toBeCloseTo(9.725 + 15, 12);
    const t2 = tournament([X, Y, Z], [round(1, [[1, 2, '1/2-1/2']]), round(2, [[3, 1, '1-0']])]);
    expect(scoreOf(t2, 3)).toBeCloseTo(15.08567, 5);
  });

  it('option valuation "current": every game with today\'s values', () => {
    const t = tournament([X, Y], [round(1, [[1, 2, '1/2-1/2']])]);
    expect(scoreOf(t, 2, settings({ valuation: 'current' }))).toBeCloseTo(15.08567 / 2, 5);
  });

  it("own value not counted by default; option counts today's value once", () => {
    const t = tournament([X, Y], []);
    expect(scoreOf(t, 2)).toBe(0);
    expect(scoreOf(t, 2, settings({ ownValue: true }))).toBeCloseTo(19.45, 12);
  });

  const absences: [kind: AbsenceKind, fraction: number][] = [
    ['excused', 1 / 3],
    ['unexcused', 0],
    ['club-duty', 2 / 3],
    ['full-bye', 2 / 3],
    ['half-bye', 1 / 3],
    ['zero-bye', 0],
  ];
  for (const [kind, fraction] of absences)
    it(`absence "${kind}" scores ${fraction.toFixed(3)} of the own value`, () => {
      const t = tournament([X, Y, player(3, 'Z', 1600)], [round(1, [[1, 3, '1/2-1/2']])], [[1, 2, kind]]);
      expect(scoreOf(t, 2)).toBeCloseTo(19.45 * fraction, 12);
    });

  it('the bye scores 2/3 of the own value; no game and no absence scores 0', () => {
    const t = tournament([X, Y, player(3, 'Z', 1600)], [round(1, [[1, 3, '1-0']], [2])]);
    expect(scoreOf(t, 2)).toBeCloseTo((19.45 * 2) / 3, 12);
    const t2 = tournament([X, Y, player(3, 'Z', 1600)], [round(1, [[1, 3, '1-0']])]);
    expect(scoreOf(t2, 2)).toBe(0);
  });

  it('absence schemes as in Keizer: third, harmonic, capped', () => {
    expect([1, 2, 3, 4].map((n) => absenceFraction({ kind: 'third' }, n))).toEqual([1 / 3, 1 / 3, 1 / 3, 1 / 3]);
    expect([1, 2, 3, 4].map((n) => absenceFraction({ kind: 'harmonic' }, n))).toEqual([1 / 3, 1 / 4, 1 / 5, 1 / 6]);
    expect([1, 2, 3, 4, 5].map((n) => absenceFraction({ kind: 'capped', count: 4 }, n))).toEqual([1 / 4, 1 / 4, 1 / 4, 1 / 4, 0]);
    const t = tournament(
      [X, Y],
      [round(1, []), round(2, []), round(3, [])],
      [
        [1, 2, 'excused'],
        [2, 2, 'excused'],
        [3, 2, 'excused'],
      ],
    );
    expect(scoreOf(t, 2, settings({ absenceScheme: { kind: 'harmonic' } }))).toBeCloseTo(19.45 * (1 / 3 + 1 / 4 + 1 / 5), 12);
  });

  it("forfeits: the winner scores the opponent's value, no rating change; a double forfeit scores nothing", () => {
    const t = tournament([X, Y], [round(1, [[1, 2, '+-']])]);
    const rows = eloPointsStandings(t, settings());
    expect(rows.map((r) => [r.player, r.score, r.rating, r.games])).toEqual([
      [1, 19.45, 1500, 0],
      [2, 0, 1945, 0],
    ]);
    expect(eloPointsStandings(tournament([X, Y], [round(1, [[1, 2, '--']])])).every((r) => r.score === 0)).toBe(true);
  });

  it('a late entry scores nothing before his first round; a withdrawn player nothing after', () => {
    const late = player(3, 'Late', 1600, { joinedRound: 2 });
    const gone = player(4, 'Gone', 1700, { withdrawnFromRound: 2 });
    const t = tournament([X, Y, late, gone], [round(1, [[1, 2, '1-0']]), round(2, [[1, 3, '0-1']])]);
    const rows = eloPointsStandings(t);
    const items = (id: number) => rows.find((r) => r.player === id)!.items.map((i) => `${i.round}:${i.kind}`);
    expect(items(3)).toEqual(['2:win']);
    expect(items(4)).toEqual(['1:absence-unexcused']);
  });

  it('ranks by score; equal scores share the place and are listed by value, then name', () => {
    // X beats W and Anna beats V, all rated 1500: both score 15.00. Anna has K 10, so her value is lower.
    const anna = player(3, 'Anna', 1500, { kFactor: 10 });
    const W = player(4, 'W', 1500);
    const V = player(5, 'V', 1500);
    const rows = eloPointsStandings(
      tournament(
        [X, anna, W, V],
        [
          round(1, [
            [1, 4, '1-0'],
            [3, 5, '1-0'],
          ]),
        ],
      ),
    );
    expect(rows.map((r) => [r.rank, r.player, r.score, r.rating])).toEqual([
      [1, 1, 15, 1510],
      [1, 3, 15, 1505],
      [3, 5, 0, 1490],
      [3, 4, 0, 1490],
    ]);
  });

  it('standings after an earlier round', () => {
    const t = tournament([X, Y], [round(1, [[1, 2, '1-0']]), round(2, [[2, 1, '1-0']])]);
    expect(eloPointsStandings(t, settings(), 1).find((r) => r.player === 1)!.score).toBeCloseTo(19.45, 12);
  });

  it('explains a score line by line', () => {
    const t = tournament([X, Y], [round(1, [[1, 2, '1/2-1/2']])]);
    const row = eloPointsStandings(t).find((r) => r.player === 1)!;
    expect(explainEloPoints(row, (id) => (id === 2 ? 'Y' : 'X'))).toEqual(['R1 draw vs Y: 1/2 × 19.45 = 9.725']);
  });
});
