import { describe, expect, it } from 'vitest';
import { seededInts, seededRandom, shuffleSeeded } from './random.js';

describe('seededRandom (mulberry32)', () => {
  it('gives the same numbers for the same seed, other numbers for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 10 }, seededRandom(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in [0, 1) and spreads over it', () => {
    const random = seededRandom(1);
    const xs = Array.from({ length: 10000 }, () => random());
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const tenths = new Array<number>(10).fill(0);
    for (const x of xs) tenths[Math.floor(x * 10)]!++;
    for (const c of tenths) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });
});

describe('seededInts', () => {
  it('gives every whole number below k, reproducibly', () => {
    const next = seededInts(3);
    const xs = Array.from({ length: 600 }, () => next(6));
    expect(new Set(xs)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const again = seededInts(3);
    expect(Array.from({ length: 600 }, () => again(6))).toEqual(xs);
  });
});

describe('shuffleSeeded', () => {
  it('returns a permutation, reproducible from the seed, and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const a = shuffleSeeded(items, 7);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(shuffleSeeded(items, 7)).toEqual(a);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('the seeded shuffle draws every order about equally often', () => {
    const counts = new Map<string, number>();
    for (let s = 0; s < 6000; s++) {
      const k = shuffleSeeded([1, 2, 3], s).join('');
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const c of counts.values()) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });
});
