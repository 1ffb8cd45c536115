/**
 * Seeded, reproducible random numbers for the drawing of lots (C.05 pairing numbers, DO-TO-HO places) and
 * for simulations in tests: the same seed gives the same draw on every run and every machine. Pure: no
 * I/O, no `Math.random`.
 */

/** A small seeded generator (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seeded whole numbers: each call `next(k)` gives one of 0 … k−1. */
export function seededInts(seed: number): (k: number) => number {
  const random = seededRandom(seed);
  return (k) => Math.floor(random() * k);
}

/** A reproducible shuffle (Fisher–Yates with `seededRandom`); the input is not changed. */
export function shuffleSeeded<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A 32-bit mix (the finaliser of MurmurHash3): neighbouring inputs give unrelated outputs. */
const mix32 = (x: number): number => {
  let z = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
};

/**
 * The `index`-th of the streams of a seed: numbers in [0, 1) from sfc32 (a 128-bit state with a counter),
 * its state drawn by splitmix32 from the seed and the index. A simulation that gives each of its runs
 * its own stream gets the same figures however its runs are shared out (in order, or among threads),
 * and runs do not share stretches of numbers as nearby seeds of `seededRandom` could.
 */
export function seededStream(seed: number, index: number): () => number {
  let s = (mix32(seed >>> 0) + Math.imul(index >>> 0, 0x632be5ab)) | 0;
  const split = (): number => mix32((s = (s + 0x9e3779b9) | 0));
  let a = split();
  let b = split();
  let c = split();
  let d = 1;
  const next = (): number => {
    const t0 = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const t = (t0 + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first numbers of sfc32 still show its seeding: they are passed over.
  for (let i = 0; i < 12; i++) next();
  return next;
}
