import { describe, expect, it } from 'vitest';
import { bakuAcceleratedRounds, bakuAccelerations, bakuFullPointRounds, bakuGroup, bakuGroupSize, bakuScoringProblem, bakuVirtualPoints } from './acceleration.js';

const STANDARD = { win: 1, draw: 0.5, loss: 0 };

describe('Baku Acceleration Method (C.04.5.1)', () => {
  it.each([
    // Article 2: "the first half of the players, rounded up to the nearest even number"; its note: 161 → 82.
    [161, 82],
    [40, 20],
    [41, 22],
    [42, 22],
    [43, 22],
    [44, 22],
    [9, 6],
    [2, 2],
  ])('GA of %i players holds %i (Article 2)', (n, size) => {
    expect(bakuGroupSize(n)).toBe(size);
  });

  it.each([
    // Article 4: the accelerated rounds are the first half (rounded up); 1 point in the first half (rounded
    // up) of them, ½ in the rest. Its example: nine rounds, five accelerated, 1 in rounds 1–3, ½ in 4–5.
    [9, 5, 3, [1, 1, 1, 0.5, 0.5, 0, 0, 0, 0]],
    [11, 6, 3, [1, 1, 1, 0.5, 0.5, 0.5, 0, 0, 0, 0, 0]],
    [7, 4, 2, [1, 1, 0.5, 0.5, 0, 0, 0]],
    [5, 3, 2, [1, 1, 0.5, 0, 0]],
    [1, 1, 1, [1]],
  ])('%i rounds: %i accelerated, %i with a whole point (Article 4)', (rounds, accelerated, full, perRound) => {
    expect(bakuAcceleratedRounds(rounds)).toBe(accelerated);
    expect(bakuFullPointRounds(rounds)).toBe(full);
    expect(perRound.map((_, k) => bakuVirtualPoints(k + 1, rounds, STANDARD))).toEqual(perRound);
  });

  it('gives GA players the virtual points of the accelerated rounds, and nobody else any (Article 4)', () => {
    expect(bakuAccelerations([1, 2], 9, STANDARD)).toEqual(
      new Map([
        [1, [1, 1, 1, 0.5, 0.5]],
        [2, [1, 1, 1, 0.5, 0.5]],
      ]),
    );
  });

  it('keeps the last GA player after late entries (Article 3): one placed above him joins GA, which may become odd', () => {
    // Ten players before round 1: GA is 2 × ⌈10/4⌉ = 6, the last GA player the 6th (here "f").
    const initial = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    expect(bakuGroup(initial, () => true)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    // A late entry "x" placed 3rd: GA holds seven, up to "f".
    const late = ['a', 'b', 'x', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    expect(bakuGroup(late, (p) => p !== 'x')).toEqual(['a', 'b', 'x', 'c', 'd', 'e', 'f']);
    // Late entries placed after everyone are in GB.
    expect(bakuGroup([...initial, 'y', 'z'], (p) => p !== 'y' && p !== 'z')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it.each([
    // Article 1: the standard scoring (1, ½, 0); the same proportion in other units is the same method.
    [{ win: 1, draw: 0.5, loss: 0 }, false],
    [{ win: 2, draw: 1, loss: 0 }, false],
    [{ win: 3, draw: 1, loss: 0 }, true],
    [{ win: 1, draw: 0.5, loss: 0.5 }, true],
  ])('scoring %o refused: %s (Article 1)', (points, refused) => {
    expect(bakuScoringProblem(points) !== undefined).toBe(refused);
  });

  it('gives 2-1-0 virtual points in its own units (a win, a draw)', () => {
    expect([1, 3, 4, 5].map((r) => bakuVirtualPoints(r, 7, { win: 2, draw: 1, loss: 0 }))).toEqual([2, 1, 1, 0]);
  });
});
