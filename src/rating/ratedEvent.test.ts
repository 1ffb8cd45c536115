import { describe, expect, it } from 'vitest';
import { checkRatedEvent } from './ratedEvent.js';

interface P {
  readonly id: string;
  readonly rating?: number | undefined;
  readonly games?: number | undefined;
  readonly name?: string | undefined;
}

const players: P[] = [{ id: 'a', rating: 1500, games: 10 }, { id: 'b' }];
const check = (ps: readonly P[], games: readonly { white: string; black: string; result: number }[]) => {
  const r = checkRatedEvent(ps, games, ['rating', 'games']);
  return r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`;
};

describe('checkRatedEvent (the FIDE and US Chess event input)', () => {
  it.each([
    ['a valid event', players, [{ white: 'a', black: 'b', result: 0.5 }], 'ok'],
    ['no games', players, [], 'ok'],
    ['a player twice', [...players, { id: 'a' }], [], 'duplicatePlayer: players[2]: player id "a" appears twice'],
    ['a negative rating', [{ id: 'a', rating: -5 }], [], 'badRating: players[0] ("a"): rating must be a number ≥ 0, got -5'],
    ['games not a finite number', [{ id: 'a', games: Number.NaN }], [], 'badRating: players[0] ("a"): games must be a number ≥ 0, got NaN'],
    ['an unknown player', players, [{ white: 'c', black: 'b', result: 1 }], 'unknownPlayer: games[0]: white "c" is not in players'],
    ['a self-game', players, [{ white: 'a', black: 'a', result: 1 }], 'selfGame: games[0]: "a" cannot play himself'],
    [
      'a result that is not 0, ½ or 1',
      players,
      [
        { white: 'a', black: 'b', result: 1 },
        { white: 'b', black: 'a', result: 2 },
      ],
      'badResult: games[1]: result must be 1, 0.5 or 0, got 2',
    ],
  ] as const)('%s', (_, ps, games, expected) => {
    expect(check(ps, games)).toBe(expected);
  });

  it('checks only the fields it is given', () => {
    expect(checkRatedEvent<P>([{ id: 'a', rating: -1 }], [], ['games']).ok).toBe(true);
    expect(checkRatedEvent<P>([{ id: 'a', rating: -1 }], [], ['rating']).ok).toBe(false);
  });
});
