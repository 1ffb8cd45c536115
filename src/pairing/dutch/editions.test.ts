// The differences between the 2025 and the 2017 rules, each on a small hand-made tournament (TRF16 as in
// test/dutchTournament.ts). The expected pairings are bbpPairings 6.0.0's (2025 rules) and bbpPairings
// 5.0.1's (2017 rules) on the same files, built outside this repository; written here as the engines print
// them, sorted by white's number: "pairs | white black | … | bye 0".
import { describe, expect, it } from 'vitest';
import { handMadeInput, pairsLine, type HandMade } from '../../../test/dutchTournament.js';

const cases: readonly (readonly [string, HandMade, string, string])[] = [
  [
    // Round 3. Player 5 won round 1 and took a zero-point bye in round 2. Bracket 1 point: 3, 4, 5, one of
    // them floats. 2025 (1.4.3): a zero-point bye gives no float, so the natural floater 5 floats (3–4).
    // 2017 (A.4.b): 5 had a downfloat in round 2, so C.12 floats 3 instead (4–5, both colour wishes met).
    'floats after a zero-point bye',
    { rounds: 5, players: ['6w1 3b1', '7b1 4w1', '8w1 1w0', '9b1 2b0', '10w1 Z', '1b0 8w=', '2w0 9b=', '3b0 6b=', '4w0 7w=', '5b0 Z'] },
    '5 | 1 2 | 4 3 | 7 5 | 8 9 | 10 6',
    '5 | 1 2 | 4 5 | 7 3 | 8 9 | 10 6',
  ],
  [
    // Round 3. Player 5 won round 1 and lost round 2 by forfeit. MDP 6 (1.5) meets 3 or 5 (1 point), the
    // other floats. 2025: a forfeit loss gives no float, 6–3 and 5 floats; 2017: 5 had a downfloat, 6–5.
    'floats after a forfeit loss',
    { rounds: 5, players: ['6b= 4b0', '7b1 3w1', '8w1 2b0', '9b1 1w1', '10b1 6b-', '1w= 5w+', '2w0 8b=', '3b0 7w=', '4w0 10b=', '5w0 9w='] },
    '5 | 1 10 | 3 6 | 4 2 | 5 7 | 9 8',
    '5 | 1 10 | 3 7 | 4 2 | 5 6 | 9 8',
  ],
  [
    // Round 2, five players: 1 and 2 (1 point; 2 had the pairing-allocated bye), 3 and 4 (½, they met), 5 (0).
    // 2025 C5 (above the number of pairs in a bracket): the bye to 5, the lowest score; 1 and 2 float to
    // meet 3 and 4. 2017: 1–2 pair in their bracket, and the bye goes to 4 (½ point).
    'C5: the pairing-allocated bye at the lowest score',
    { rounds: 5, players: ['5w1', 'U', '4w=', '3b=', '1b0'] },
    '3 | 2 3 | 4 1 | 5 0',
    '3 | 2 1 | 5 3 | 4 0',
  ],
  [
    // Round 4, seven players: 3 and 4 (met) float into 5, 6, 7 (0 points); one of 5, 6, 7 gets the bye. 7
    // missed round 1 (zero-point bye, too long ago to count as a float). 2025 C9: the bye to a player with
    // fewer unplayed games, 6; 2017: the natural one, 7.
    'C9: the fewest unplayed games for the bye assignee',
    { rounds: 6, players: ['5w1 7b1 6w1', '6w1 5b1 7w1', '4w= 6b1 Z', '3b= Z 5w1', '1b0 2w0 4b0', '2b0 3w0 1b0', 'Z 1w0 2b0'] },
    '4 | 2 1 | 5 3 | 7 4 | 6 0',
    '4 | 2 1 | 5 3 | 6 4 | 7 0',
  ],
  [
    // Round 3, five players: 5 took a requested full-point bye in round 1; 4 had the pairing-allocated
    // bye. 2025 C2 (Basic Rules art. 4): both are barred from the bye, which goes to 3. 2017 C.2 bars only 4,
    // and 5 gets the bye.
    'a full-point bye bars the pairing-allocated bye',
    { rounds: 5, players: ['2w1 3b1', '1b0 5b1', '4w1 1w0', '3b0 U', 'F 2w0'] },
    '3 | 1 5 | 2 4 | 3 0',
    '3 | 2 3 | 4 1 | 5 0',
  ],
  [
    // Round 2, eight players: 1, 2, 3 (1 point), 4, 5 (½, met), 6, 7, 8 (0). Forbidden pairs: 3 with 5, 6, 7
    // (3 met 8) and 5 with 6, 7, 8. If 3 floated, 3 and 5 could only meet 4: no complete pairing. 2025 C4
    // in that bracket: 2–3, 1 floats, and the brackets below stay score groups (4–6, 7–8 in bracket 0).
    // 2017: the top bracket becomes the PPB and everyone below it one collapsed bracket (4–8, 6–7).
    'C4 in a middle bracket',
    {
      rounds: 5,
      forbidden: [
        [3, 5],
        [3, 6],
        [3, 7],
        [5, 6],
        [5, 7],
        [5, 8],
      ],
      players: ['6w1', '7b1', '8w1', '5w=', '4b=', '1b0', '2w0', '3b0'],
    },
    '4 | 2 3 | 5 1 | 6 4 | 8 7',
    '4 | 2 3 | 5 1 | 6 7 | 8 4',
  ],
  [
    // Round 3, six players: 1 (2 points) and 2 (1.5) may not meet and float into 3's bracket (1 point); 3
    // meets one of them. 2025 C7 (the downfloaters' scores, highest first, as low as possible): 1–3, and 2
    // floats to meet 4. The 2017 PSD chooses the same here.
    'C7 chooses the downfloaters by their scores',
    { rounds: 5, forbidden: [[1, 2]], players: ['4w1 5b1', '5b= 6w1', '6w= 4b=', '1b0 3w=', '2w= 1w0', '3b= 2b0'] },
    '3 | 1 3 | 4 2 | 6 5',
    '3 | 1 3 | 4 2 | 6 5',
  ],
];

describe('the 2025 rules against the 2017 rules, as bbpPairings 6 and 5 pair them', () => {
  it.each(cases)('%s', (_name, t, by2025, by2017) => {
    const input = handMadeInput(t);
    expect(pairsLine(input, '2025')).toBe(by2025);
    expect(pairsLine(input, '2017')).toBe(by2017);
  });
});
