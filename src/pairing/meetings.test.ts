import { describe, expect, it } from 'vitest';
import type { GameResult } from '../core/game.js';
import type { Round } from '../core/round.js';
import { byeCounts, byeOrder, mayMeetUnder, meetingsBefore, pairKey } from './meetings.js';

const round = (number: number, games: [number, number, GameResult | undefined][], byes: number[] = []): Round => ({
  number,
  byes,
  games: games.map(([white, black, result], k) => ({ board: k + 1, white, black, result })),
});

describe('meetings over the board', () => {
  const rounds = [
    round(
      1,
      [
        [1, 2, '1-0'],
        [3, 4, '+-'],
      ],
      [5],
    ),
    round(
      2,
      [
        [2, 1, '1/2-1/2'],
        [4, 5, undefined],
      ],
      [3],
    ),
    round(
      3,
      [
        [1, 3, '--'],
        [5, 2, '0-1'],
      ],
      [3],
    ),
  ];

  it('counts played games only: a forfeit or a game without result is no meeting (C.04.1)', () => {
    const met = meetingsBefore(rounds);
    expect(met.get(pairKey(1, 2))).toEqual({ count: 2, last: 2, rounds: [1, 2] });
    expect(met.get(pairKey(2, 5))).toEqual({ count: 1, last: 3, rounds: [3] });
    expect(met.has(pairKey(3, 4))).toBe(false);
    expect(met.has(pairKey(4, 5))).toBe(false);
    expect(met.has(pairKey(1, 3))).toBe(false);
  });

  it('only in the rounds before the one given', () => {
    expect(meetingsBefore(rounds, 2).get(pairKey(1, 2))).toEqual({ count: 1, last: 1, rounds: [1] });
    expect(meetingsBefore(rounds, 3).has(pairKey(2, 5))).toBe(false);
  });

  it('the pair key does not depend on the order of the two players', () => {
    expect(pairKey(7, 3)).toBe(pairKey(3, 7));
    expect(pairKey(1, 23)).not.toBe(pairKey(12, 3));
  });

  it('byes per player (keizer.md §3)', () => {
    expect([...byeCounts(rounds)].sort()).toEqual([
      [3, 2],
      [5, 1],
    ]);
  });

  it('bye candidates: fewest byes first, then the lowest ranked (keizer.md §3)', () => {
    expect(byeOrder([5, 1, 3, 2, 4], rounds)).toEqual([4, 2, 1, 5, 3]);
    expect(byeOrder([1, 2, 3], [])).toEqual([3, 2, 1]);
  });
});

describe('the repeat rule (keizer.md §4) and its relaxations', () => {
  const m = (count: number, last: number) => ({ count, last });
  it('never / at most m / not within k, and their relaxations', () => {
    expect(mayMeetUnder({ kind: 'never' }, 0, undefined, 5)).toBe(true);
    expect(mayMeetUnder({ kind: 'never' }, 0, m(1, 1), 5)).toBe(false);
    expect(mayMeetUnder({ kind: 'never' }, 1, m(1, 1), 5)).toBe(true);
    expect(mayMeetUnder({ kind: 'never' }, 1, m(2, 3), 5)).toBe(false);
    expect(mayMeetUnder({ kind: 'at-most', meetings: 2 }, 0, m(1, 4), 5)).toBe(true);
    expect(mayMeetUnder({ kind: 'at-most', meetings: 2 }, 0, m(2, 4), 5)).toBe(false);
    expect(mayMeetUnder({ kind: 'not-within', rounds: 3 }, 0, m(1, 2), 6)).toBe(true);
    expect(mayMeetUnder({ kind: 'not-within', rounds: 3 }, 0, m(1, 3), 6)).toBe(false);
    expect(mayMeetUnder({ kind: 'not-within', rounds: 3 }, 1, m(1, 3), 6)).toBe(true);
  });

  it('players who never met may always meet', () => {
    for (const rule of [{ kind: 'never' }, { kind: 'at-most', meetings: 1 }, { kind: 'not-within', rounds: 9 }] as const) {
      expect(mayMeetUnder(rule, 0, undefined, 10)).toBe(true);
      expect(mayMeetUnder(rule, 0, m(0, 0), 10)).toBe(true);
    }
  });
});
