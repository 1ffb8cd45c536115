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
