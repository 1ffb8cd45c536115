import { describe, expect, it } from 'vitest';
import type { GameResult } from '../core/game.js';
import { absenceFraction, gameCredit } from './credits.js';

const game = (result: GameResult | undefined) => ({ board: 1, white: 1, black: 2, result });

describe('gameCredit (keizer.md §2; Elo-points §5 as in Keizer)', () => {
  it.each([
    ['1-0', 1, { kind: 'win', fraction: 1, played: true }],
    ['1-0', 2, { kind: 'loss', fraction: 1 / 6, played: true }],
    ['0-1', 2, { kind: 'win', fraction: 1, played: true }],
    ['1/2-1/2', 1, { kind: 'draw', fraction: 0.5, played: true }],
    ['1/2-1/2', 2, { kind: 'draw', fraction: 0.5, played: true }],
    ['+-', 1, { kind: 'forfeit-win', fraction: 1, played: false }],
    ['+-', 2, { kind: 'forfeit-loss', fraction: 0, played: false }],
    ['-+', 2, { kind: 'forfeit-win', fraction: 1, played: false }],
    ['--', 1, { kind: 'double-forfeit', fraction: 0, played: false }],
    [undefined, 2, { kind: 'pending', fraction: 0, played: false }],
  ] as const)('%s for player %i', (result, player, expected) => {
    expect(gameCredit(game(result), player, 1 / 6)).toEqual(expected);
  });
});

describe('absenceFraction (keizer.md §3)', () => {
  it.each([
    [{ kind: 'third' }, [1 / 3, 1 / 3, 1 / 3]],
    [{ kind: 'harmonic' }, [1 / 3, 1 / 4, 1 / 5]],
    [{ kind: 'capped', count: 2 }, [1 / 2, 1 / 2, 0]],
  ] as const)('%o', (scheme, expected) => {
    expect([1, 2, 3].map((n) => absenceFraction(scheme, n))).toEqual(expected);
  });
});
