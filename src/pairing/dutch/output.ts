import type { DutchPairing } from './types.js';

/**
 * The engines' pairing output: first line the number of pairs, then `white black` per board, the
 * pairing-allocated bye as `id 0` (last).
 */
export function makePairsText(p: DutchPairing): string {
  const lines = p.pairs.map((x) => `${x.white} ${x.black}`);
  if (p.bye !== undefined) lines.push(`${p.bye} 0`);
  return [String(lines.length), ...lines].join('\n') + '\n';
}

/** The same, with boards sorted by white's number (the fixtures' canonical form, for comparing). */
export function makeCanonicalPairsText(p: DutchPairing): string {
  return makePairsText({ pairs: [...p.pairs].sort((a, b) => a.white - b.white), bye: p.bye });
}

/** The first line where two pairing texts differ, described for a person; undefined when equal. */
export function firstDifference(expected: string, actual: string): string | undefined {
  const e = expected.trim().split(/\r?\n/);
  const a = actual.trim().split(/\r?\n/);
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i]) return `line ${i + 1}: expected "${e[i] ?? '(nothing)'}", got "${a[i] ?? '(nothing)'}"`;
  }
  return undefined;
}
