// The Dubov system (C.04.4.1, in force from 1 February 2026): the text's own examples and a hand-made case
// per article, the expected pairing worked out by hand beside each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrfFile } from '../../formats/trfFile.js';
import { dubovInputFromTrf } from './trfInput.js';
import { boardsText as boards, type PlayedRound as Played, roundRecords } from '../../../test/swissRounds.js';
import { pairDubov } from './engine.js';
import { averageRatingOfOpponents, maxUpfloats } from './players.js';
import { shifterOrder } from './shifts.js';
import type { DubovInput } from './types.js';

/** n players, TPN i rated 2400 − 100 (i − 1), with the rounds given played. */
function event(n: number, rounds: readonly Played[], extra: Partial<DubovInput> = {}): DubovInput {
  const players = [...roundRecords(n, rounds)].map(([id, rounds]) => ({ id, rating: 2400 - 100 * (id - 1), rounds, available: true }));
  return { players, totalRounds: 5, initialColour: 'white', ...extra };
}

describe('definitions (Article 1)', () => {
  it.each([
    ['1.7.1: the mean, rounded to the nearest integer', [2000, 2100, 2150], 2083],
    ['1.7.1: the higher, if the division ends for 0.5', [2000, 2001], 2001],
    ['1.7.3: no game yet, ARO zero', [], 0],
  ])('%s', (_rule, ratings, aro) => {
    expect(averageRatingOfOpponents(ratings)).toBe(aro);
  });

  it.each([
    [4, 2],
    [5, 3],
    [9, 3],
    [10, 4],
    [11, 4],
  ])('1.8.2 MaxT = 2 + [Rnds/5]: %i rounds, MaxT %i', (rounds, maxT) => {
    expect(maxUpfloats(rounds)).toBe(maxT);
  });
});

describe("4.3.3 sequence numbers of the shifters: the text's example", () => {
  it('seven Black seekers A … G (by TPN): #1 D, #2 C, #3 E, #4 B, #5 F, #6 A, #7 G', () => {
    // Black seekers are sorted by TPN (4.3.2); A is TPN 1 … G TPN 7; no games yet, so all prefer Black (1.6.4).
    const r = event(7, []);
    const states = r.players.map((p, i) => ({ p: { playedGames: 0 }, tpn: i + 1, aro: 0, pref: 1 }) as never);
    expect(shifterOrder(states, [0, 1, 2, 3, 4, 5, 6]).map((i) => 'ABCDEFG'[i])).toEqual(['D', 'C', 'E', 'B', 'F', 'A', 'G']);
  });
});

describe('pairing a round (Articles 3 and 5)', () => {
  it.each([
    // 3.2.3: nobody has played, G1 = the first half by TPN {1, 2, 3}, G2 = {4, 5, 6}; S1 = 1, 2, 3 (ARO all 0,
    // then TPN), T2 = 4, 5, 6 (the first transposition). 5.2.1: the higher ranked player gets the initial
    // colour with an odd TPN (1, 3), the other one with an even TPN (2).
    ['3.2.3, 5.2.1: round 1, initial colour White', event(6, []), '1-4 5-2 3-6'],
    ['5.2.1: round 1, initial colour Black', event(6, [], { initialColour: 'black' }), '4-1 2-5 6-3'],
    // 4.4.2, the text's example: with A, B, C in G2 (here 4, 5, 6) the transpositions are {A, B, C} {A, C, B}
    // {B, A, C} {B, C, A} {C, A, B} {C, B, A} in that order. With 1-4 and 2-4 forbidden, S1 = 1, 2, 3 cannot
    // take the first three ({A, …}: 1 meets A; {B, A, C}: 2 meets A): T2 = {B, C, A}: 1-5, 2-6, 3-4.
    [
      "4.4.2: the transpositions in the text's order",
      event(6, [], {
        forbiddenGroups: [
          [1, 4],
          [2, 4],
        ],
      }),
      '1-5 6-2 3-4',
    ],
    // The kind of round on which the cross-check found chesspairing shifting the last of the list instead
    // (docs/other-swiss.md). Round 2 of 12 after 1-7 1-0, 8-2 0-1, 3-9 1-0, 10-4 0-1, 5-11 1-0, 12-6 1-0. Scoregroup 1:
    // G1 = the White seekers 2, 4 (they had Black), G2 = 1, 3, 5, 12. Nobody must meet inside G1 (3.2.4.1);
    // 3.2.4.2 shifts one Black seeker into G1: 4.3.2 by TPN 1, 3, 5, 12; 4.3.3 from the middle out, of the
    // two in the middle the higher in the list: #1 = 3. S1 by ARO (3.2.5): 4 (met 10: 1500), 3 (met 9: 1600),
    // 2 (met 8: 1700); T2 = 1, 5, 12 (3.2.6): 4-1, 3-5, 2-12. Scoregroup 0: G1 = 6, 7, 9, 11, G2 = 8, 10; one
    // White seeker shifted: 4.3.2 by ARO 6 (met 12: 1300), 11 (2000), 9 (2200), 7 (2400); #1 = 11. S1 = 6, 9,
    // 7; T2 = 8, 10, 11: 6-8, 9-10, 7-11. Colours: 5.2.2 where the preferences differ; 3-5 and 7-11 want the
    // same colour equally strongly, never had different colours (5.2.4): the higher ranked gets his (5.2.5):
    // 5-3, 7-11. Boards by the higher ranked player.
    [
      '4.3.3: the shifters numbered from the middle out',
      event(12, [
        {
          games: [
            [1, 7, '1-0'],
            [8, 2, '0-1'],
            [3, 9, '1-0'],
            [10, 4, '0-1'],
            [5, 11, '1-0'],
            [12, 6, '1-0'],
          ],
        },
      ]),
      '4-1 2-12 5-3 6-8 7-11 9-10',
    ],
    // 3.1: seven players; nobody is barred (3.1.1), all have score 0 (3.1.3) and no games (3.1.4): the
    // largest TPN, 7, gets the bye (3.1.5). Then as above.
    ['3.1.5: the bye to the largest TPN', event(7, []), '1-4 5-2 3-6 bye 7'],
    // Round 2 after four draws 1-5, 6-2, 3-7, 8-4 (ratings 2400 … 1700): one scoregroup of 8. G1 = the White
    // seekers 5, 2, 7, 4 (they had Black); G2 = 1, 3, 6, 8. 3.2.5: S1 by ascending ARO: 4 (met 8: 1700),
    // 2 (met 6: 1900), 7 (met 3: 2200), 5 (met 1: 2400). 3.2.6: T2 = 1, 3, 6, 8 is legal: 4-1, 2-3, 7-6,
    // 5-8; every White seeker gets White (5.2.2). Boards by the higher ranked player: 1, 2, 5, 6.
    [
      '3.2.5: S1 by ascending ARO',
      event(8, [
        {
          games: [
            [1, 5, '='],
            [6, 2, '='],
            [3, 7, '='],
            [8, 4, '='],
          ],
        },
      ]),
      '4-1 2-3 5-8 7-6',
    ],
    // The same with 4 and 1 forbidden to meet: T2 = 1, … is not legal for S1's first player 4; the first
    // transposition that is (4.4.2: {3, 1, 6, 8}) gives 4-3, 2-1, 7-6, 5-8.
    [
      '3.2.6, 4.4: the first legal transposition',
      event(
        8,
        [
          {
            games: [
              [1, 5, '='],
              [6, 2, '='],
              [3, 7, '='],
              [8, 4, '='],
            ],
          },
        ],
        { forbiddenGroups: [[1, 4]] },
      ),
      '2-1 4-3 5-8 7-6',
    ],
    // Round 2 of seven: round 1 was 1-4 1-0, 5-2 0-1, 3-6 1-0, bye 7. Scores: 1, 2, 3, 7 one point; 4, 5, 6
    // none. 3.1: 7 had the bye (C2); of the lowest score 4, 5, 6, all with one game, the largest TPN is 6, and
    // 1, 2, 3, 7 and 4, 5 pair: bye 6. Top bracket {1, 2, 3, 7}, no upfloater (3.2.1). G1 = {2} (the only
    // White seeker; 7 has not played: mild Black, 1.6.4), G2 = {1, 3, 7}. 3.2.4: equalising shifts one Black
    // seeker; by 4.3.3 (1, 3, 7 by TPN, from the middle) 3 comes first, and 3 can be shifted: G1 = {2, 3},
    // G2 = {1, 7}. S1 by ARO: 3 (met 6: 1900), 2 (met 5: 2000). T2 = 1, 7: 3-1, 2-7. Then 4-5.
    // Colours: 3 and 1 both prefer Black mildly and both had White last: 5.2.5, the higher ranked, 1, gets
    // Black. 2 and 7, 4 and 5: both preferences granted (5.2.2).
    [
      '3.1, 3.2.4, 4.3.3, 5.2.5: shifts to equalise G1 and G2',
      event(7, [
        {
          games: [
            [1, 4, '1-0'],
            [5, 2, '0-1'],
            [3, 6, '1-0'],
          ],
          bye: 7,
        },
      ]),
      '3-1 2-7 4-5 bye 6',
    ],
    // Round 2 of seven after 1-4 1-0, 5-2 0-1, 3-6 ½, bye 7: scores 1, 2, 7 one point; 3, 6 a half; 4, 5
    // none. Bye: 4 and 5 (score 0, one game each), the larger TPN: 5. The top scoregroup {1, 2, 7} needs one
    // upfloater (3.2.1); C6 takes it from the half points: 3 or 6, 3 first in 4.2's order. But C7: 1 and 7
    // prefer Black, 2 White; with 3 (prefers Black) one player would miss his colour, with 6 (prefers White)
    // nobody: 6. G1 = {2, 6}, G2 = {1, 7}; S1 by ARO: 2 (2000), 6 (2200); T2 = 1, 7: 2-1, 6-7. Then 3 alone
    // takes upfloater 4: 4-3 (4 had Black).
    [
      'C6, C7 before the order of 4.2: the upfloater who gets everyone their colour',
      event(7, [
        {
          games: [
            [1, 4, '1-0'],
            [5, 2, '0-1'],
            [3, 6, '='],
          ],
          bye: 7,
        },
      ]),
      '2-1 6-7 4-3 bye 5',
    ],
  ])('%s', (_rule, input, expected) => {
    expect(boards(pairDubov(input))).toBe(expected);
  });

  // Rounds 1-2 of four: 2-1 ½, 4-3 ½; 4-1 ½, 2-3 ½. 1 and 3 had Black twice (absolute White), 2 and 4 White
  // twice (absolute Black); 1-2, 1-4, 3-2, 3-4 have been played. Left: 1-3 and 2-4, each two players with
  // the same absolute preference: C3 forbids both, in the last round too (no topscorer exception).
  it('C3: no pairing of two players with the same absolute colour preference, in any round', () => {
    const r = pairDubov(
      event(
        4,
        [
          {
            games: [
              [2, 1, '='],
              [4, 3, '='],
            ],
          },
          {
            games: [
              [4, 1, '='],
              [2, 3, '='],
            ],
          },
        ],
        { totalRounds: 3 },
      ),
    );
    expect(r.ok ? 'paired' : r.error.code).toBe('dubov.no-pairing');
  });

  it.each([
    ['a rating that is not a number', { rating: Number.NaN }, 'player 1: rating NaN is not a rating'],
    ['a negative rating', { rating: -5 }, 'player 1: rating -5 is not a rating'],
  ])('input errors: %s', (_what, change, message) => {
    const input = event(4, []);
    const r = pairDubov({ ...input, players: input.players.map((p, i) => (i === 0 ? { ...p, ...change } : p)) });
    expect(r.ok ? '' : `${r.error.code}: ${r.error.message}`).toContain(`dubov.input: ${message}`);
  });
});

/** The explanation of the bracket of `score` in the round a test file's TRF asks for. */
function bracketOf(name: string, score: number) {
  const file = readTrfFile(readFileSync(join(import.meta.dirname, 'testdata', name), 'utf8'));
  if (!file.ok) throw new Error(file.error.message);
  const input = dubovInputFromTrf(file.value.tournament);
  if (!input.ok) throw new Error(input.error.message);
  const r = pairDubov(input.value, { explain: true });
  return r.ok ? r.value.explanation?.find((b) => b.score === score) : undefined;
}

describe('the upfloaters of a scoregroup that cannot pair itself (3.2.1–3.2.2, found by the cross-check)', () => {
  // Round 3 of 23 players (testdata/upfloaters-c7-r3.trf, made by the cross-check of docs/other-swiss.md):
  // the scoregroup 1½ is 12 and 23, who met in round 2: two upfloaters (C5). C6: both from the 1-point
  // group, in 4.2's order 1, 4, 6, 8, 15, 17, 18, 20, 21, 22. C7: 12 prefers Black (b, w), 23 White (one
  // game, with Black). 1 (w, b: prefers White) met 12, so he would meet 23, both for White: one miss; 4, 6
  // and 8 prefer Black (b, w): with any two of them one miss; 15 prefers White (w, b). The first set with no
  // miss is {4, 15}: 23-4 and 15-12 (S1 by ARO: 23 met 12 only, 1878; 15 met 4 and 14, 1959). Nobody is a
  // maximum upfloater (MaxT 3) or upfloated in round 2 (C8–C10). An earlier version took {4, 8}: when a
  // candidate was left out it gave its edges back to every player below, an upfloater already chosen
  // included.
  it('takes {4, 15}: the first set in 4.2 order with the best C7', () => {
    const bracket = bracketOf('upfloaters-c7-r3.trf', 1.5);
    expect(bracket && { upfloaters: bracket.upfloaters, pairs: bracket.pairs }).toEqual({
      upfloaters: [4, 15],
      pairs: [
        { s1: 23, t2: 4 },
        { s1: 15, t2: 12 },
      ],
    });
  });

  // Round 8 of 11 (testdata/upfloaters-c6-r8.trf): the bye to 4 (3.1: the lowest score of those who have not
  // had it), 1 takes 10. The scoregroup 4½ is 2, 3 and 6; 3 and 6 both have an absolute preference for
  // White (C3) and 2 met both: three upfloaters (C5) from 5, 9 (3½), 8, 11 (3), 7 (2½). 3 can meet only 9
  // of them, 11 only 6, 5 not 3. With 5 and 9 both, the third is 8 or 11, and what is left below (7 with 11
  // or 8) has met: C4 fails. So the sets are {9, 8, 11} (differences 1½, 1½, 1) and {5, 9, 7} (2, 1, 1).
  // C6 compares the differences from the largest down: 1½ < 2, so {9, 8, 11}: 2-8, 3-9, 6-11, then 5-7.
  // (py4swiss 0.3.1 takes {5, 9, 7}; see docs/other-swiss.md.)
  // Round 2 of 20 (testdata/upfloater-not-downfloater-r2.trf, from the cross-check against chesspairing,
  // which floats 11 down to the 0-point group instead): 7 absent (H), the bye to 20 (3.1.3, 3.1.5). The
  // scoregroup 1 is 2, 3, 5, 6, 8, 9, 10, 11, 14: nine, so one upfloater (3.2.1). 4.2: the 0-point players
  // by TPN, 1 first. With 1 (Black in round 1) the White seekers 1, 3, 5, 9, 14 and the Black seekers 2, 6,
  // 8, 10, 11 are five and five: C7 is met, so {1} (3.2.2). S1 by ARO (3.2.5): 9 (met 19: 1481), 5 (15:
  // 1735), 3 (13: 1785), 1 (11: 1927), 14 (4: 2349); T2 = 2, 6, 8, 10, 11 is legal (3.2.6).
  it('3.2.1-3.2.2: an odd scoregroup takes an upfloater (1), it floats nobody down', () => {
    const bracket = bracketOf('upfloater-not-downfloater-r2.trf', 1);
    expect(bracket && { upfloaters: bracket.upfloaters, pairs: bracket.pairs.map((p) => `${p.s1}-${p.t2}`) }).toEqual({
      upfloaters: [1],
      pairs: ['9-2', '5-6', '3-8', '1-10', '14-11'],
    });
  });

  it('C6: the score differences compared from the largest down ({9, 8, 11}, not {5, 9, 7})', () => {
    expect(bracketOf('upfloaters-c6-r8.trf', 4.5)?.upfloaters).toEqual([9, 8, 11]);
  });
});

describe('C10 (found by the cross-check, docs/other-swiss.md)', () => {
  // Round 3 of 5 (not the last: C8-C10 apply; MaxT = 2 + 1 = 3, nobody near it). Round 1: 5-1, 2-6, 7-3 won by
  // 1, 2, 3; 4-8 drawn. Round 2: 1-4, 8-2, 3-5 won by 1, 2, 3; 6-7 drawn. 1, 2, 3 on 2 points (1 and 3 prefer
  // Black, 2 White); 4, 6, 7, 8 on ½; 5 on 0. The top scoregroup is odd: one upfloater (C5), on ½ (C6). C7: a
  // White seeker (4 or 7; 6 and 8 prefer Black) lets every pair get its colours. C8, C9: nobody is a maximum
  // upfloater. C10: 4 upfloated in round 2 (against 1), 7 did not (6-7, both on 0): 7 (4.2 alone would take
  // 4). The bracket: G1 (White seekers) 2, 7; G2 1, 3. S1 by ARO: 2 (met 6 and 8: 1800), 7 (met 3 and 6:
  // 2050). T2: {1, 3} would pair 7-3, who met: {3, 1}: 2-3, 7-1.
  it('the upfloater who did not upfloat in the previous round: 7, not 4', () => {
    const r = pairDubov(
      event(8, [
        {
          games: [
            [5, 1, '0-1'],
            [2, 6, '1-0'],
            [7, 3, '0-1'],
            [4, 8, '='],
          ],
        },
        {
          games: [
            [1, 4, '1-0'],
            [8, 2, '0-1'],
            [3, 5, '1-0'],
            [6, 7, '='],
          ],
        },
      ]),
      { explain: true },
    );
    const top = r.ok ? r.value.explanation?.[0] : undefined;
    expect(top?.upfloaters).toEqual([7]);
    expect(boards(r).split(' ').slice(0, 2).sort()).toEqual(['2-3', '7-1']);
  });
});

describe('the bye after a pairing-allocated bye written U (3.1, found by the cross-check)', () => {
  // Round 6 of 12 (testdata/bye-after-u-r6.trf, made by the cross-check of docs/other-swiss.md), 7 absent
  // (Z): 11 to pair, so a bye. 8 had the pairing-allocated bye in round 5, written U (TRF-2026 result codes:
  // "U  Pairing-allocated bye"): 3.1.1 bars him (C2), and his U counts a win. 3.1.3: of the others the
  // lowest score is 12's (1 point). chesspairing reads U as an absence (no point, no bye) and gives 8 a
  // second bye.
  it('gives it to 12, not to 8 again', () => {
    const file = readTrfFile(readFileSync(join(import.meta.dirname, 'testdata', 'bye-after-u-r6.trf'), 'utf8'));
    if (!file.ok) throw new Error(file.error.message);
    const input = dubovInputFromTrf(file.value.tournament);
    if (!input.ok) throw new Error(input.error.message);
    const r = pairDubov(input.value);
    expect(r.ok && r.value.bye).toBe(12);
  });
});
