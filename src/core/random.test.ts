import { describe, expect, it } from 'vitest';
import { seededInts, seededRandom, seededStream, shuffleSeeded } from './random.js';

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

describe('seededStream (sfc32, one stream per index of a seed)', () => {
  it('gives the same numbers for the same seed and index, other numbers for another seed or index', () => {
    const draw = (seed: number, index: number) => Array.from({ length: 10 }, seededStream(seed, index));
    expect(draw(1, 0)).toEqual(draw(1, 0));
    expect(draw(1, 0)).not.toEqual(draw(1, 1));
    expect(draw(1, 0)).not.toEqual(draw(2, 0));
    // The index and the seed are not interchangeable.
    expect(draw(1, 2)).not.toEqual(draw(2, 1));
  });

  it('stays in [0, 1) and spreads over it, within a stream and across the first numbers of neighbouring streams', () => {
    const within = seededStream(7, 3);
    const across = Array.from({ length: 10000 }, (_, i) => seededStream(7, i)());
    for (const xs of [Array.from({ length: 10000 }, () => within()), across]) {
      expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
      const tenths = new Array<number>(10).fill(0);
      for (const x of xs) tenths[Math.floor(x * 10)]!++;
      // 10,000 draws in ten bins: about 1000 each, standard deviation 30.
      for (const c of tenths) expect(Math.abs(c - 1000)).toBeLessThan(150);
    }
    // Neighbouring streams are unrelated: the first numbers of streams i and i + 1 fall in the same
    // tenth about one time in ten (1000 of 9999, standard deviation 30).
    let same = 0;
    for (let i = 0; i + 1 < across.length; i++) if (Math.floor(across[i]! * 10) === Math.floor(across[i + 1]! * 10)) same++;
    expect(Math.abs(same - 1000)).toBeLessThan(150);
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
