// C.04.4.2 (2026 text, Article 4): the order of pairings, with the text's own example (the note to 4.3).
// The example's lines are copied from the text; the order they follow is checked by a plain enumeration
// written here from 4.3's sentence (not by the engine), and the engine's bracket pairing (both ways,
// bracket.ts and fastBracket.ts) must take the first pairing in that order among those it may make.
import { describe, expect, it } from 'vitest';
import { CardinalityMatching } from '../../matching/cardinality.js';
import { NO_COLOUR } from '../dutch/players.js';
import { pairBracket } from './bracket.js';
import { fastBracket } from './fastBracket.js';
import type { BursteinState } from './players.js';

/**
 * The note to 4.3: "the bracket contains six players (1 to 6) and only two pairs can be made, so there are
 * two downfloaters. Then, we add two zeroes to indicate this. The first candidate pairing is 1-6, 2-5, 3-0,
 * 4-0. Then we have, in order (left to right):" — the lines the text prints before its "…", and its last line.
 */
const TEXT_FIRST = [
  '1-6, 2-5, 3-0, 4-0',
  '1-6, 2-4, 3-0, 5-0',
  '1-6, 2-3, 4-0, 5-0',
  '1-6, 2-0, 3-5, 4-0',
  '1-6, 2-0, 3-4, 5-0',
  '1-6, 2-0, 3-0, 4-5',
  '1-5, 2-6, 3-0, 4-0',
  '1-5, 2-4, 3-0, 6-0',
  '1-5, 2-3, 4-0, 6-0',
];
const TEXT_LAST = '1-0, 2-0, 3-4, 5-6';

/** A pairing of BSNs 1…n as the text writes it: each BSN in turn with its opponent (0: a virtual player, 4.2), skipping BSNs already written. */
function written(opponent: readonly number[]): string {
  const seen = new Set<number>();
  const parts: string[] = [];
  for (let k = 1; k < opponent.length; k++) {
    if (seen.has(k)) continue;
    seen.add(k);
    if (opponent[k]! > 0) seen.add(opponent[k]!);
    parts.push(`${k}-${opponent[k]}`);
  }
  return parts.join(', ');
}

/** Every pairing of BSNs 1…n with exactly `pairs` pairs, over the allowed pairs (`may`), as opponent vectors (index 0 unused). */
function pairings(n: number, pairs: number, may: (a: number, b: number) => boolean): number[][] {
  const out: number[][] = [];
  const opp = new Array<number>(n + 1).fill(-1);
  const go = (k: number, made: number, floats: number): void => {
    if (k > n) {
      if (made === pairs) out.push([...opp]);
      return;
    }
    if (opp[k] !== -1) {
      go(k + 1, made, floats);
      return;
    }
    if (floats < n - 2 * pairs) {
      opp[k] = 0;
      go(k + 1, made, floats + 1);
      opp[k] = -1;
    }
    for (let j = k + 1; j <= n; j++) {
      if (opp[j] !== -1 || !may(k, j)) continue;
      opp[k] = j;
      opp[j] = k;
      go(k + 1, made + 1, floats);
      opp[k] = -1;
      opp[j] = -1;
    }
  };
  go(1, 0, 0);
  return out;
}

/** 4.3: "a pairing precedes another if its BSN #1's opponent has a larger BSN (i.e. lower ranking) than the other's. If BSN #1's opponents are the same, then compare BSN #2's opponents; and so on." */
const precedes = (x: readonly number[], y: readonly number[]): number => {
  for (let k = 1; k < x.length; k++) if (x[k] !== y[k]) return y[k]! - x[k]!;
  return 0;
};

const inOrder = (n: number, pairs: number, may: (a: number, b: number) => boolean): string[] => pairings(n, pairs, may).sort(precedes).map(written);

describe('4.3 the order of pairings: the example of the text', () => {
  const all = inOrder(6, 2, () => true);

  it("4.3's sentence, read literally, gives the text's lines: its first nine and its last", () => {
    expect(all.slice(0, TEXT_FIRST.length)).toEqual(TEXT_FIRST);
    expect(all[all.length - 1]).toBe(TEXT_LAST);
    // 15 ways to choose the two floaters × 3 pairings of the other four.
    expect(all.length).toBe(45);
  });

  /**
   * The bracket of the example: six players of one score, BSN = place (one Index each), no colour
   * preference (C8 ties), and below them two players of a lower score who may meet every bracket player but
   * not each other. C4 then leaves exactly two pairs in the bracket and two downfloaters (the example's
   * case); C6 and C7 tie (one score, each floater paired below), so 3.2.2 takes the first pairing of 4.3.
   */
  function bracketPairing(may: (a: number, b: number) => boolean, fast: boolean): string | undefined {
    const state = (k: number, score: number): BursteinState =>
      ({ p: { acc0: score, pref: NO_COLOUR, absPref: false }, tpn: k + 1, buchholz: 0, sonnebornBerger: 0 }) as unknown as BursteinState;
    const sorted = [...[0, 1, 2, 3, 4, 5].map((k) => state(k, 20)), state(6, 10), state(7, 10)];
    const pool = CardinalityMatching.of(8, (a, b) => (a < 6 && b < 6 ? may(a + 1, b + 1) : a < 6 || b < 6));
    pool.maximize();
    const bracket = [0, 1, 2, 3, 4, 5];
    const r = fast ? fastBracket(sorted, pool, bracket, [6, 7]) : pairBracket(sorted, pool, bracket, [6, 7]);
    if (r === undefined) return undefined;
    const opponent = new Array<number>(7).fill(0);
    for (const [a, b] of r.pairs) {
      opponent[a + 1] = b + 1;
      opponent[b + 1] = a + 1;
    }
    return written(opponent);
  }

  const edges = (line: string): [number, number][] =>
    line
      .split(', ')
      .map((p) => p.split('-').map(Number) as [number, number])
      .filter(([, b]) => b > 0);
  const allowing = (lines: readonly string[]) => {
    const set = new Set(lines.flatMap(edges).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
    return (a: number, b: number): boolean => set.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
  };

  it.each(TEXT_FIRST.slice(0, -1).map((line, i) => [line, TEXT_FIRST[i + 1]!]))(
    'of %s and %s (consecutive in the text, the bracket allowing only their pairs), the engine takes the first',
    (first, second) => {
      expect(bracketPairing(allowing([first, second]), false)).toBe(first);
    },
  );

  it('with every pair allowed, the first line of the text: 1-6, 2-5, 3-0, 4-0', () => {
    expect(bracketPairing(() => true, false)).toBe(TEXT_FIRST[0]);
  });

  it('the last line of the text, when only its pairs and those of the line before the last may be made', () => {
    const beforeLast = all[all.length - 2]!;
    expect(bracketPairing(allowing([beforeLast, TEXT_LAST]), false)).toBe(beforeLast);
    expect(bracketPairing(allowing([TEXT_LAST]), false)).toBe(TEXT_LAST);
  });

  it('on 200 random brackets of six (pairs barred at random, at least one pairing of two pairs left), the first pairing of 4.3 that may be made', () => {
    let x = 12345;
    const random = (): number => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x / 2147483648;
    };
    let checked = 0;
    while (checked < 200) {
      const barred = new Set<string>();
      for (let a = 1; a <= 6; a++) for (let b = a + 1; b <= 6; b++) if (random() < 0.5) barred.add(`${a}-${b}`);
      const may = (a: number, b: number): boolean => !barred.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
      const expected = inOrder(6, 2, may)[0];
      if (expected === undefined) continue;
      expect(bracketPairing(may, false)).toBe(expected);
      checked++;
    }
  });
});

describe('4.3 without floaters: the fast way (cardinality matchings) follows the same order', () => {
  it.each([
    ['every pair allowed', [] as string[], '1-6, 2-5, 3-4'],
    ['1-6 barred', ['1-6'], '1-5, 2-6, 3-4'],
    ['1-6 and 2-5 barred', ['1-6', '2-5'], '1-5, 2-6, 3-4'],
    ['1-6, 1-5 barred', ['1-6', '1-5'], '1-4, 2-6, 3-5'],
    ['1-6, 2-6, 3-6 barred', ['1-6', '2-6', '3-6'], '1-5, 2-3, 4-6'],
  ])('six players, %s: %s', (_, barred, expected) => {
    // Six players of one score and two below who may meet each other too: C5 pairs all six when it can.
    const set = new Set(barred);
    const may = (a: number, b: number): boolean => !set.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
    const state = (k: number, score: number): BursteinState =>
      ({ p: { acc0: score, pref: NO_COLOUR, absPref: false }, tpn: k + 1, buchholz: 0, sonnebornBerger: 0 }) as unknown as BursteinState;
    const sorted = [...[0, 1, 2, 3, 4, 5].map((k) => state(k, 20)), state(6, 10), state(7, 10)];
    const pool = CardinalityMatching.of(8, (a, b) => (a < 6 && b < 6 ? may(a + 1, b + 1) : true));
    pool.maximize();
    const bracket = [0, 1, 2, 3, 4, 5];
    for (const r of [fastBracket(sorted, pool, bracket, [6, 7]), pairBracket(sorted, pool, bracket, [6, 7])]) {
      if (r === undefined) continue;
      const opponent = new Array<number>(7).fill(0);
      for (const [a, b] of r.pairs) {
        opponent[a + 1] = b + 1;
        opponent[b + 1] = a + 1;
      }
      expect(written(opponent)).toBe(expected);
    }
  });
});
