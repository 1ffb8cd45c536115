// 2012 C.13: S1 of the lowest bracket joined with the penultimate one (c13.ts), each row worked by hand:
// players 0 … size−1 in the order of A.2, the penultimate bracket's players first (`upper`); `met` the pairs
// that may not meet (B.1.a, B.2), `bye` the players who may have the bye (B.1.b), `clash` the pairs of players
// who prefer the same colour (A.7).
import { describe, expect, it } from 'vitest';
import { mergedS1 } from './c13.js';

type Pairs = readonly (readonly [number, number])[];
const among = (pairs: Pairs, a: number, b: number): boolean => pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
const bracket = (size: number, upper: number, met: Pairs, bye: readonly number[], clash: Pairs = []) => ({
  size,
  upper,
  mayMeet: (a: number, b: number) => !among(met, a, b),
  mayHaveBye: (a: number) => bye.includes(a),
  clash: (a: number, b: number) => among(clash, a, b),
});

describe('2012 C.13: S1 of the joined bracket', () => {
  it.each([
    // Four players, two above, no bye: M1 = min(2, 2) = 2, the first set of D.3 is {0, 1}: 0–2, 1–3.
    ['an even bracket: as many in S1 as the players below them', bracket(4, 2, [], []), [0, 1]],
    // Five players, three above, only 0 may have the bye; 0 met 3 and 4. M1 = min(3, 2 − 1) = 1 (an odd
    // bracket: one place is the bye's). D.3 tries {0}: 0 paired leaves nobody for the bye; then {1}: 1–2 or
    // 1–3 and the rest paired, the bye to 0.
    [
      'an odd bracket: one fewer than the players below; the first set of D.3 that can be completed',
      bracket(
        5,
        3,
        [
          [0, 3],
          [0, 4],
        ],
        [0],
      ),
      [1],
    ],
    // Five players, four above and one below: M1 = min(4, 1 − 1) = 0, the bracket is treated as
    // homogeneous (C.14.b2).
    ['an odd bracket with one player below: no S1 (homogeneous, C.14.b2)', bracket(5, 4, [], [0]), []],
    // Six players, two above and four below, no bye; 1 met everyone below, so 1 can only be S2 (with 0) or
    // paired above: M1 = min(2, 4) = 2 cannot be made ({0, 1}: 1 has no opponent in S2), nor any set of
    // two, since 1 must meet 0; M1 = 1: {0}, 0–1, the four below among themselves.
    [
      'fewer in S1 when the players above must meet each other',
      bracket(
        6,
        2,
        [
          [1, 2],
          [1, 3],
          [1, 4],
          [1, 5],
        ],
        [],
      ),
      [0],
    ],
    // Five players, three above (0, 1, 2: 12, 13 and 20 of a JaVaFo 1.4 round, 3.5 points) and two below
    // (3 and 4: 21, 2.5, and 19, 2); 0–1, 0–4, 1–4, 1–2, 2–3 and 3–4 have met; only 0 and 1 may have the
    // bye; 0 and 3 both prefer white. M1 = min(3, 2 − 1) = 1. {0} can be completed only by 0–3 (2–4, the bye
    // to 1), against a colour preference; {1} by 1–3, 2–4, the bye to 0, none. S1 sets are tried in the
    // order of D.3 at each level of the colour requirements (C.8 before C.10): {1}, as JaVaFo pairs 13–21.
    [
      'the first set of D.3 at the best colour level: sets are exchanged before the colours are relaxed',
      bracket(
        5,
        3,
        [
          [0, 1],
          [0, 4],
          [1, 4],
          [1, 2],
          [2, 3],
          [3, 4],
        ],
        [0, 1],
        [[0, 3]],
      ),
      [1],
    ],
  ] as const)('%s', (_what, b, s1) => {
    expect(mergedS1(b)).toEqual(s1);
  });
});
