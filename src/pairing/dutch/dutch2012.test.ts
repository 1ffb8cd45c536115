// The 2012 edition (C.04.1, Istanbul 2012) where it parts from the 2017 rules, each expected pairing from
// JaVaFo 1.4 (Build 1913, FIDE-endorsed for these rules; run outside the repository on the file shown, with
// the bye letters translated as test/fixtures/dutch/README.md says: U and F as `+`, H as `=`, Z as `-`),
// and the worked example of the FIDE Arbiters' Manual.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTrf } from '../../formats/trf.js';
import { fixtureText } from '../../../test/dutchFixtures.js';
import { handMadeTrf } from '../../../test/dutchTournament.js';
import type { DutchRules } from '../../core/settings.js';
import { pairDutch } from './engine.js';
import { makeCanonicalPairsText } from './output.js';
import { dutchInputFromTrf } from './trfInput.js';

/** The canonical pairing (`output.ts`) of the next round of a TRF text by the given rules. */
function pairs(text: string, rules: DutchRules): string {
  const t = parseTrf(text);
  if (!t.ok) throw new Error(t.error.message);
  const input = dutchInputFromTrf(t.value);
  if (!input.ok) throw new Error(input.error.message);
  const r = pairDutch({ ...input.value, rules });
  return r.ok ? makeCanonicalPairsText(r.value) : `error: ${r.error.message}`;
}

/** JaVaFo's output, as canonical text: "white black" pairs sorted by white, the bye last as "id 0". */
const canonical = (lines: readonly string[]): string => `${lines.length}\n${lines.join('\n')}\n`;

// Hand-made tournaments (test/dutchTournament.ts): each player's earlier rounds, rated 2400, 2350, … by id.
const tournament = (rounds: number, players: readonly string[]): string => handMadeTrf({ rounds, players, topRating: 2400 });

describe('2012 rules where they part from 2017: as JaVaFo 1.4 pairs', () => {
  it.each([
    [
      // Round 3, seven players: 7 had a half-point bye (H) in round 1 and is alone at the bottom.
      '2012 B.1.b: a half point without playing bars the bye (2017 C.2 bars only U and a forfeit win)',
      tournament(5, ['4w= 6b=', '5b= 7w1', '6w= 4b=', '1b= 3w=', '2w= U', '3b= 1w=', 'H 2b0']),
      ['1 2', '3 5', '7 4', '6 0'],
      true,
    ],
    [
      // Round 4: 7 had a full-point bye (F) in round 1 and is alone at the bottom.
      '2012 B.1.b: a full point without playing bars the bye (JaVaFo 1.4 reads F as U)',
      tournament(5, ['4w= 7w1 6b=', '5b= 3w= 7w1', '6w= 2b= 4w=', '1b= 5w= 3b=', '2w= 4b= U', '3b= U 1w=', 'F 1b0 2b0']),
      ['5 1', '6 2', '7 3', '4 0'],
      false,
    ],
    [
      // Round 2: 9 was absent in round 1 (Z) and is the lowest of the five players with no point.
      '2012 B.1.b, B.5: a zero without playing is no downfloat, 9 may float again (2017 A.4.b: every round not played is one)',
      tournament(5, ['5w1', '6b1', '7w1', '8b1', '1b0', '2w0', '3b0', '4w0', 'Z']),
      ['2 3', '4 1', '5 8', '7 6', '9 0'],
      true,
    ],
  ] as const)('%s', (_rule, trf, javafo, differsFrom2017) => {
    expect(pairs(trf, '2012')).toBe(canonical(javafo));
    if (differsFrom2017) expect(pairs(trf, '2017')).not.toBe(canonical(javafo));
  });

  // Rounds of the JaVaFo 1.4 reference set where the 2017 rules pair otherwise, one per difference.
  it.each([
    // Bracket 2.5: MDP 14 meets 13 (colours met) and 11 floats; the 2017 rules (C.7) float 13 instead so
    // that the next bracket makes more pairs; 2012 judges a bracket by its own pairs (A.11).
    ['no look-ahead at the next bracket (2017 C.7 has no 2012 counterpart)', 'case1-r7'],
    // Bracket 6: three MDPs (5, 3, 11) and three residents; 3–2 and 11–7 come first in the order of S2
    // (D.1); 2017 C.17 would rather have the repeated upfloater 2 meet the MDP with the closer score.
    ['B.5/B.6 count repeated floats, not their score differences (2017 C.16–C.19)', 'case79-r10'],
    // Two and three MDPs against a single resident or two, in the lower brackets.
    ['heterogeneous brackets with more MDPs than residents (A.3)', 'case71-r6'],
    ['heterogeneous brackets with more MDPs than residents (A.3)', 'case29-r10'],
  ])('%s: %s', (_rule, name) => {
    const trf = fixtureText('2012', `small/${name}.trf`);
    const expected = fixtureText('2012', `small/${name}.pairs`);
    expect(pairs(trf, '2012')).toBe(expected);
    expect(pairs(trf, '2017')).not.toBe(expected);
  });
});

describe('the relaxation order of section C, as JaVaFo 1.4 pairs', () => {
  it.each([
    // Round 3, bracket 1.5 (1, 4) with MDP 2 (2 points): 2–1 meets both colour preferences (2 and 4 both
    // want white) and floats 4, who had a downfloat the round before; 2–4 would float 1 instead. C.10 drops
    // B.5 for downfloaters (d) before it lets one more pair miss its colour preferences (e), so 2–1.
    ['C.10: B.5 for downfloaters is dropped before X grows (B.4 before B.5)', 'case71-r3'],
  ])('%s: %s', (_rule, name) => {
    const trf = fixtureText('2012', `small/${name}.trf`);
    expect(pairs(trf, '2012')).toBe(fixtureText('2012', `small/${name}.pairs`));
  });
});

// Each expected pairing is JaVaFo 1.4's output on the file that tournament() writes (run outside the
// repository, bye letters translated as the file's header says).
describe('C.13: the lowest score bracket cannot be paired, as JaVaFo 1.4 pairs', () => {
  it.each([
    [
      // Round 5, seven players; only 1, 3, 4 and 6 may have the bye. 3–4 in bracket 2.5 (1 and 3 met), MDP 1
      // meets 6 in bracket 2.0 and 2 floats, but 2, 5 and 7 cannot make the lowest bracket (no bye). The
      // penultimate bracket {1 | 2, 6} cannot keep its MDP paired (1–6 only), so P becomes zero and it is
      // joined with the lowest {5, 7}, its players S1: 1–7, 2–5, the bye to 6. (2017: the PPB pairs 2–6 and
      // the MDP 1 gets the bye.)
      'C.13: the penultimate bracket cannot keep its MDP paired: joined with the lowest, its players S1',
      tournament(6, ['5b1 3w1 2b= 4w=', 'H 4b1 1w= Z', '6w1 1b0 7w1 5b1', '7b1 2w0 6b1 1b=', '1w0 6b0 U 3w0', '3b0 5w1 4w0 7b1', '4w0 U 3b0 6w0']),
      ['1 7', '2 5', '4 3', '6 0'],
      true,
    ],
    [
      // Round 5: 3–2 above; the bracket 2.0 {1 | 4, 5, 6} pairs 1–5 and 4–6, leaving 7 alone, and cannot
      // keep 1 paired otherwise: joined with {7}. Only 1 may have the bye. 5 had a downfloat the round
      // before, 4 one two rounds before (the bye of round 3): the lowest bracket produces no downfloaters
      // (C.3.e–f), so neither counts and the order gives 4–6, 5–7. (2017: 4–7, 5–6.)
      'C.13, C.3.e–f: the joined bracket pairs without the criteria for downfloaters',
      tournament(6, ['4w1 5b- 6b1 3w=', '5b0 4w1 7w1 U', '6w1 7b1 5w1 1b=', '1b0 2b0 U 5w1', '2w1 1w+ 3b0 4b0', '3b0 U 1w0 7b1', 'U 3w0 2b0 6w0']),
      ['3 2', '5 7', '6 4', '1 0'],
      true,
    ],
    [
      // Round 6 of the same tournament: only 3 (4.5 points, the top) may have the bye. The penultimate
      // bracket {3, 1 | 2, 4, 5} cannot pair both MDPs (3 must be left for the bye): paired again with one
      // MDP paired (M1 = 1, C.14.b2), 1–2, and everyone else below: 4–7, 5–6.
      'C.13, C.14.b2: the penultimate bracket paired again with fewer MDPs paired',
      tournament(6, ['4w1 5b- 6b1 3w= U', '5b0 4w1 7w1 U 3b0', '6w1 7b1 5w1 1b= 2w1', '1b0 2b0 U 5w1 6b1', '2w1 1w+ 3b0 4b0 7w1', '3b0 U 1w0 7b1 4w0', 'U 3w0 2b0 6w0 5b0']),
      ['2 1', '4 7', '5 6', '3 0'],
      false,
    ],
    [
      // Round 4: 1–2 above; below them only 3 (2 points) may have the bye, so the penultimate bracket
      // {3 | 4, 5} cannot keep 3 paired; the two below do not outnumber it, and neither 4 nor 5 may have the
      // bye: managed as homogeneous (C.14.b2), one bracket with {6, 7}: the bye to 3, then the closest scores,
      // 4–5 and 6–7. (Joined with S1 of its players, S1 is at most one fewer than the two below, one place
      // being the bye's: S1 = {4}, who meets 5 (B.3), the same pairing. With two in S1, 4 and 5 would each
      // meet 6 or 7.)
      'C.13: the penultimate bracket with an odd number of players managed as homogeneous with the lowest',
      tournament(5, ['3w1 5b1 4w=', '6w1 4b1 5w=', '1b0 6w1 7b1', '7w+ 2w0 1b=', 'U 1w0 2b=', '2b0 3b0 U', '4b- U 3w0']),
      ['2 1', '4 5', '6 7', '3 0'],
      false,
    ],
  ] as const)('%s', (_rule, trf, javafo, differsFrom2017) => {
    expect(pairs(trf, '2012')).toBe(canonical(javafo));
    if (differsFrom2017) expect(pairs(trf, '2017')).not.toBe(canonical(javafo));
  });
});

// Each expected pairing is JaVaFo 1.4's output on the file that tournament() writes (run outside the
// repository, bye letters translated as the file's header says).
describe('B.1.b when nobody may have the bye, as JaVaFo 1.4 pairs', () => {
  it.each([
    [
      // Round 3 (issue 37): every player has a point or half point without playing (1, 2: H; 3: a forfeit
      // win; 4: H in round 2; 5: U). The criterion is dropped: 3–1, 5 floats to {2, 4}; 4's downfloat of
      // round 2 (the H) would repeat with the bye (B.5) and 2's of round 1 only two rounds before (B.6): 2
      // gets it, the higher ranked of the two.
      'the bye to the player whose downfloat is older (B.5 before B.6)',
      tournament(5, ['H 2w1', 'H 1b0', '4w+ 5b=', '3b- H', 'U 3w=']),
      ['3 1', '4 5', '2 0'],
    ],
    [
      // The same with 2 and 4's half-point byes swapped (2: H in round 2, 4: H in round 1): now 4.
      'the same, the other way round',
      tournament(5, ['H 4w1', '3b- H', '2w+ 5b=', 'H 1b0', 'U 3w=']),
      ['2 5', '3 1', '4 0'],
    ],
    [
      // Round 4, seven players, each with a point or half point without playing: 7 (0.5 points, alone at
      // the bottom, H in round 1) gets the bye as if B.1.b were not there.
      'the lowest player, as if B.1.b were not there',
      tournament(7, ['H 4w1 3b=', '3b- H 5w1', '2w+ 5b= 1w=', 'H 1b0 7w1', 'U 3w= 2b0', 'F 7b1 H', 'H 6w0 4b0']),
      ['1 2', '5 4', '6 3', '7 0'],
    ],
    [
      // Round 5, five players, each with a point or half point without playing: 1 (3½ points) in one round
      // (H), the others in two. JaVaFo relaxes B.1.b for the fewest such rounds first: the bye to 1, the
      // leader, then 2–4 and 5–3 (5, the lowest, would have it were B.1.b dropped for all).
      'the bye to the player with the fewest rounds scored without playing',
      tournament(6, ['2w1 3w1 H 5w1', '1b0 Z H U', '4w= 1b0 H U', '3b= H 5w1 H', 'H H 4b0 1b0']),
      ['2 4', '5 3', '1 0'],
    ],
  ] as const)('%s', (_rule, trf, javafo) => {
    expect(pairs(trf, '2012')).toBe(canonical(javafo));
  });
});

// A random tournament (13 players, round 2) where JaVaFo 1.4 and the engine once differed, as JaVaFo 1.4
// pairs it (the file as it stands; translated for JaVaFo as the header says).
describe('colours of a pair without preferences after round 1, as JaVaFo 1.4 gives them', () => {
  it('A.7.f as JaVaFo reads it: the parity of the pairing number in the file, a withdrawn player counted', () => {
    // 10 (H, 0.5 points) is the higher ranked of the pair 10–1 (1 lost by forfeit): neither has a colour
    // preference. The higher ranked player gets the initial colour (black) if his pairing number is even:
    // 10 is tenth in the file, so black, as JaVaFo gives it; 8 is absent in rounds 1 and 2, and counted
    // among the players paired only, 10 would be ninth and have white.
    const trf = [
      '012 Rnd',
      'XXR 5',
      'XXC black1',
      '001    1      Test0001 Player0001               2600                             0.0    1     7 b -',
      '001    2      Test0002 Player0002               2563                             1.0    2     9 w 1',
      '001    3      Test0003 Player0003               2526                             1.0    3    11 b 1',
      '001    4      Test0004 Player0004               2489                             0.5    4  0000 - H',
      '001    5      Test0005 Player0005               2452                             1.0    5    12 w 1',
      '001    6      Test0006 Player0006               2415                             1.0    6    13 b 1',
      '001    7      Test0007 Player0007               2378                             1.0    7     1 w +',
      '001    8      Test0008 Player0008               2341                             0.0    8  0000 - Z  0000 - Z',
      '001    9      Test0009 Player0009               2304                             0.0    9     2 b 0',
      '001   10      Test0010 Player0010               2267                             0.5   10  0000 - H',
      '001   11      Test0011 Player0011               2230                             0.0   11     3 w 0',
      '001   12      Test0012 Player0012               2193                             0.0   12     5 b 0',
      '001   13      Test0013 Player0013               2156                             0.0   13     6 w 0',
      '',
    ].join('\n');
    expect(pairs(trf, '2012')).toBe(canonical(['1 10', '3 7', '4 5', '6 2', '9 13', '12 11']));
  });
});

// M. Held, "Mastering the Dutch", FIDE Arbiters' Manual 2014: the worked example, 14 players, rounds 2–5
// (the Manual's cross table as transcribed in rmoritz/swissdutch tests/test_dutch.py). Player 12 is absent
// in round 2; the game 6–11 of round 3 is won by 6 by forfeit. Each round's pairing is the Manual's (JaVaFo
// 1.4 pairs the same files alike).
describe("the Arbiters' Manual worked example (M. Held, Mastering the Dutch)", () => {
  const ROUNDS = [
    // Round 1: 1–8, 2–9, … 7–14, white for the odd numbers.
    ['8w1', '9b1', '10w1', '11b=', '12w1', '13b1', '14w1', '1b0', '2w0', '3b0', '4w=', '5b0', '6w0', '7b0'],
    ['5b0', '7w1', '6b=', '9w1', '1w1', '3w=', '2b0', '11w0', '4b0', '13w1', '8b1', 'Z', '10b0', 'U'],
    ['14b1', '5w=', '4w=', '3b=', '2b=', '11b+', '10w1', '12b=', '13w1', '7b0', '6w-', '8w=', '9b0', '1w0'],
    ['3w1', '6b1', '1b0', '5w=', '4b=', '2w0', '11b0', '9w=', '8b=', '14w=', '7w1', '13b0', '12w1', '10b='],
  ];
  const before = (round: number): string => {
    const players = ROUNDS[0]!.map(
      (_, k) =>
        ROUNDS.slice(0, round - 1)
          .map((r) => r[k]!)
          .join(' ') + (round === 2 && k === 11 ? ' Z' : ''),
    );
    return tournament(9, players);
  };
  it.each([
    [2, ['2 7', '4 9', '5 1', '6 3', '8 11', '10 13', '14 0']],
    [3, ['2 5', '3 4', '7 10', '9 13', '11 6', '12 8', '14 1']],
    [4, ['1 3', '4 5', '6 2', '8 9', '10 14', '11 7', '13 12']],
    [5, ['2 1', '3 7', '4 6', '5 11', '9 10', '13 8', '14 12']],
  ] as const)('round %i', (round, expected) => {
    expect(pairs(before(round), '2012')).toBe(canonical(expected));
  });
});

// Rounds of random tournaments JaVaFo 1.4 generated (its -g), each round paired again by JaVaFo 1.4 from the
// rounds before it (testdata/javafo2012/, README.md there). Each was paired otherwise before its rule was read.
const JAVAFO = new URL('./testdata/javafo2012/', import.meta.url).pathname;
const javafoCase = (name: string): [string, string] => [readFileSync(`${JAVAFO}${name}.trf`, 'utf8'), readFileSync(`${JAVAFO}${name}.pairs`, 'utf8')];
describe('random JaVaFo 1.4 tournaments, one round per reading of the 2012 text', () => {
  it.each([
    [
      // Round 7, bracket 2.5 paired again by C.13 with MDPs 6 and 7 (3 points): 7–8 would float 13, who
      // had a downfloat in round 5 (B.6, downfloater), to the bye; 7–13 repeats 13's upfloat of round 6
      // (B.5, upfloater) and gives the bye to 8. A.11 ranks the downfloaters' criteria first: 7–13.
      'A.11, C.10.a–d: B.6 for downfloaters above B.5 for upfloaters',
      'c10-float-order',
    ],
    [
      // Last round: 5 (white, white, black, black, white, black, –, black) and 4 (… white, black, black)
      // both have an absolute preference for white, 4 with the wider colour difference (−2 against −1).
      // 2012 E.2 grants the stronger preference only; E.3: the latest round in which they had different
      // colours (F.3: unplayed rounds skipped) gave 4 white, 5 black: now 5 white. (2017 E.2: 4 white.)
      'E.2–E.3: two absolute preferences alternate from the latest round with different colours',
      'e3-absolute-tie',
    ],
    [
      // Round 8: only the 3.5-point 13 and those above may have the bye, so bracket 3.5 is paired again
      // (C.13) and floats 4 and 13 to everyone below. There 19 (1.5) meets a 3-pointer: 16, whose
      // pairing-allocated bye of round 6 was a downfloat (B.6), or 10, upfloated in round 7. The lowest
      // bracket produces no downfloaters (C.3.e–f): no B.6 for 16, and D.1's order floats 16 (18–10, 19–16).
      'C.13, C.3.e–f: the lowest bracket below the one paired again has no criteria for downfloaters',
      'c13-lowest-no-downfloaters',
    ],
    [
      // Round 6 (even), 48 players: bracket 2.5 would float 27 (2.5, white in rounds 4 and 5: absolute
      // black) into bracket 2, where 27, 32, 36, 37 and 38 all have an absolute preference for black and
      // only 26, 33 and 46 may meet them (B.2): two would float on. Floating 15 (2.5, a strong preference
      // only) instead lets bracket 2 make all its pairs: 15–32, 26–37, 33–38, 46–36.
      'C.12: the bracket above paired again so that B.2 lets the next bracket make its P1 pairs',
      'c12-backtrack-colours',
    ],
    [
      // Round 7 (odd), 26 players: bracket 2½ {10 | 12, 13, 20, 22}: 10–13, then 12–20 floats 22 (absolute
      // black) and 12–22 floats 20 (mild black), the same scores, colours and floats: D.1, 12–20. In bracket 2
      // {22 | 17, 18, 21}, 21 (absolute black) has met 17 and 18 and may not meet 22 (B.2): C.1 moves him
      // down, and then 22–17 makes P1 (18 has met 21). B.1 alone would let 22–21 and 17–18 pair, and floating
      // 20 would pair 20–21 and 17–18, but JaVaFo does not go back: C.12's P1 is counted after C.1.
      'C.1, C.12: a player who can meet nobody in the next bracket by B.2 does not count against its P1 pairs',
      'c12-colours-after-c1',
    ],
    [
      // Round 7: bracket 3.5 pairs 3–5, 4–7 and floats 6 into {6 | 8, 9, 10}: 6–9, and 8 and 10 have met
      // (B.1), so they float on. Floating 4 instead (3–5, 6–7) would let that bracket pair all, but JaVaFo
      // does not go back: 8 can meet nobody there (he has met 6 and 10, and he and 9 both have an absolute
      // preference for black, B.2), so C.1 moves him down before P1 is counted, and P1, one pair, is made.
      'C.1, C.12: a player without an opponent in the next bracket does not count against its P1 pairs',
      'c12-no-backtrack-met',
    ],
    [
      // Round 6, 23 players: bracket 2.5 (nine players) floats 17 into {17 | 16, 19, 22}: 17–19, and 16, who
      // has met 17, 19 and 22, floats on with 22. A pairing floating 15 instead would pair that bracket
      // whole (15–16, 19–22), but 16, with no opponent there, is moved down by C.1 before P1 is counted: P1
      // is then one pair, made, and JaVaFo does not go back (17–19, 20–16, the bracket above as it was).
      'C.1, C.12: the same, with the player without an opponent a resident of the next bracket',
      'c1-resident-without-opponent',
    ],
    [
      // Round 9, 31 players: bracket 3.5 {16 | 18, 19, 21, 30} pairs 16–18, and its remainder {19 | 21, 30}
      // would pair 19–21 (D.1) and float 30 into {30 | 23, 28, 29}, where 23, 29 and 30 can each meet only
      // 28 (23 and 29 have met, B.1): one pair of two. Another transposition, 19–30, floats 21 (the same
      // score and colours, no float that B.5 or B.6 would count) and lets that bracket pair all (C.12:
      // "allows P1 pairings"): 29–21, 28–23. Probed outside the repository: with 29 absent, 19–21 again.
      'C.12: players met before (B.1) keep the next bracket short of P1 pairs: the remainder paired again',
      'c12-transposition-met',
    ],
    [
      // Round 9, 29 players: bracket 5 {3, 5 | 2, 4, 6, 11, 13} pairs 3–6 and 5–11; in its remainder {2 | 4, 13}
      // 2 has met 4, so 2–13 would float 4 into {4 | 7, 8, 9}, where 4 has met 7 and 9 and 7 has met 9: one
      // pair. The remainder is paired again by an exchange (D.2: 4–13, 2 moved down, the same score and
      // colours), and the bracket below pairs all: 9–2, 8–7.
      'C.12: the same by an exchange in the remainder',
      'c12-remainder-exchange',
    ],
    [
      // Round 7 (odd), 24 players: bracket 2.5 {13, 17, 21}: 13 has met 17, and 17–21 (17 absolute, 21 strong
      // for white) breaks A.7.d, so 13–21 floats 17 into {17 | 15, 23, 24}, where 17, 23 and 24 can each meet
      // only 15 (17 met 23 and 24, who met each other): one pair. 17–21 instead floats 13, who can meet all
      // three: 13–23, 15–24. C.12 goes back before C.10 relaxes the colours (A.7.d, X): the pairs of the next
      // bracket count above them, 17–21.
      "C.12: the next bracket's pairs count above the colours of the bracket paired again (A.7.d here)",
      'c12-above-colours',
    ],
    [
      // Round 9, bracket 2.5 {27, 30, 32, 35}: 35 has met the other three and floats; of 27–32 and 30–32,
      // 27–32 spares 27 (downfloat in round 8) a second downfloat (B.5). 30 and 35 then both can meet only
      // 33 in bracket 2, but each has an opponent there, so C.1 does not send the pairing back (C.12): the
      // bracket is judged by its own pairs (A.11), 27–32, and 30–33 below.
      'C.1, C.12: no look-ahead while each player moved down has an opponent in the next bracket',
      'c12-floaters-each-pairable',
    ],
    [
      // Round 6, bracket 4 {6 | 1, 2, 3, 12}: 2–6, then 3–12 would float 1 (no repeated float), 3–1 floats
      // 12 (downfloat in round 5, B.5). 1 has met both players of bracket 3.5 (4 and 7): no opponent there
      // (C.1), so C.12 goes back and moves 12 down instead, the same size and score: 3–1, then 7–12.
      'C.1, C.12: a player moved down without an opponent in the next bracket sends the pairing back',
      'c12-floater-without-opponent',
    ],
    [
      // Round 7, 26 players: bracket 2 {17 | 18, 21, 24, 25}: 17–21 and 18–25 would float 24 (no repeated float)
      // into the lowest group {19, 20}, both of whom he has met; 17–24 and 18–21 float 25 (a downfloat two
      // rounds before, B.6). 24 could take the bye there, but C.1 holds in the lowest bracket as well: a
      // player moved down without an opponent sends the pairing back (C.12), and 25 moves down instead:
      // 20–25, the bye to 19.
      'C.1, C.12: the same when the next bracket is the lowest one, where he could take the bye',
      'c12-floater-without-opponent-lowest',
    ],
    [
      // Round 10, 22 players: bracket 6 {1 (7), 4 (6½) | 3, 5, 7}: 1 and 4 have met all three and float with
      // one of them; 5–7 floats 3 (3–5 would float 7, a downfloat two rounds before, B.6). In bracket 5½
      // {1, 4, 3 | 2, 8, 9} 4 has met everyone (C.1: no opponent, so C.12), 2 and 9 have met, and 1 and 3 can
      // meet only 8: one pair. Floating 7 instead (3–5), the same size and score, lets that bracket pair
      // 1–8 and 9–7, two pairs, 4 still without an opponent: JaVaFo goes back (C.12: "this now allows P1
      // pairings"), 5–3, then 11–4 and 12–2 below.
      'C.1, C.12: with a player moved down still without an opponent, the next bracket making more pairs',
      'c12-stranded-more-pairs',
    ],
    [
      // Round 9, 16 players: 3, 2, 4, 5 (6–5½ points) float into bracket 5 {6}, who can meet 2 or 4 (their
      // game of round 7 was forfeited): 2–6 meets 6's strong preference for black (4 has an absolute one for
      // black too). It floats 3, 4, 5 into bracket 4½ {1, 7}, where all three have met 1 and 7 (C.1: no
      // opponent there). 4–6 instead floats 2, who can meet 7, two still stranded; the next bracket makes one
      // pair either way (1–7, or 2–7), so P1, counted after C.1, is made already and JaVaFo does not go back
      // (C.12): 2–6, 1–7. Probed outside the repository: with 1 and 5 never met, 4–6 lets 2–7 and 5–1 pair
      // there, and JaVaFo pairs 6–4.
      'C.1, C.12: players moved down still without an opponent and no more pairs below: no going back',
      'c12-stranded-no-more-pairs',
    ],
    [
      // Round 8, 11 players; only 2, 3, 6 and 8 may have the bye. 1, 3, 2 and 6 (6.5–4 points) float into
      // bracket 3.5 {4, 5, 8, 10}, which could pair all four but leaves {9, 7, 11} without a bye. Paired
      // again (C.13): 1–10, 2–8, 6–4 would keep three MDPs paired and float 3 (6 points) to the bye; JaVaFo
      // pairs 1–10, 3–5, 8–4 and floats 2 and 6 (5 and 4 points): 6–11, the bye to 2. The closeness of the
      // scores (A.11, the bye's among them) comes before the number of MDPs paired.
      'C.13, A.11: the penultimate bracket paired again by the closeness of the scores before M1',
      'c13-scores-before-mdps',
    ],
    [
      // Round 8, 14 players: 14 (0 points) can meet only 5 of the players left, the MDP of bracket 3
      // {5 | 6, 7, 11}, where 6 has met 7 and 11. Paired again (C.13), the bracket cannot keep 5 paired
      // (M1 = 0), and the four players below do not outnumber its four: JaVaFo manages it as homogeneous
      // (C.14.b2), one bracket with the players below, and pairs 7–11, 5–14, 9–6, 13–10 (score differences
      // 0, 4, ½, ½). Joined with the players below as S1 (5, 6, 7, 11), it would pair 7–10 and 13–11, wider
      // score differences (B.3).
      'C.13, C.14.b2: a bracket that cannot keep its MDP paired is managed as homogeneous, not joined with S1',
      'c13-penultimate-homogeneous',
    ],
    [
      // Round 6 (the last), 8 players: 2 (5 points) floats into bracket 3 {2 | 1, 3, 4}, where he can meet only
      // 1 and 3 has met 4; below, 8 (½) can meet only 1 and 2, so the bracket cannot keep 2 paired (M1 = 0)
      // and is managed as homogeneous (C.14.b2) with the four below, one bracket. Paired again on its own
      // (1–3) it would leave 2–8, 4–6, 5–7 below (differences 0, 4½, 1, 1½); as one bracket by the closeness
      // of the scores (A.11) there is no pair of 3-pointers: 2–7, 1–8, 3–6, 4–5 (4, 2½, 1, ½: the widest
      // difference 4, not 4½). Probed outside the repository: with 7 and 8's scores swapped (a draw between
      // them in round 3 instead of 7's win), JaVaFo pairs 1–3, 2–8, 4–6, 5–7, which is then the closest.
      'C.13, C.14.b2: the bracket managed as homogeneous pairs with the players below by the closest scores',
      'c13-homogeneous-closer-scores',
    ],
    [
      // Round 8, 30 players: 27 (2½) floats into the penultimate bracket {27 | 19, 25, 26} (2 points) above
      // 29 (1½) and 28 (1), who have met, as 28 has met 19 and 25. 27 cannot stay paired there (27–26 leaves
      // 19–25 and 28–29): managed as homogeneous (C.14.b2), one bracket with 28 and 29. 19–26 would spare 26
      // (a downfloat in round 7) a second downfloat (B.5) and leave 27–28 and 25–29 (1½, ½); JaVaFo pairs
      // 19–25, 26–28, 27–29 (1, 1): the closeness of the scores over the whole bracket comes before the floats.
      'C.13, C.14.b2: in the bracket managed as homogeneous, the scores below count above a repeated downfloat',
      'c13-homogeneous-lowest-above-floats',
    ],
    [
      // Round 9, 20 players: 12 (4 points) floats into bracket 3 {12 | 14, 16, 17} above 15, 19, 20 (2½) and
      // 18 (2), who can meet only 12 and 14 of them. Kept paired, 12–14 leaves 18 without an opponent: managed
      // as homogeneous (C.14.b2), one bracket with the four below. 14–17 would keep every colour preference
      // there and leave 12–18 (a difference of 2); JaVaFo pairs 16–17 (17 does not get white), 12–19, 14–18,
      // 15–20 (1½, 1, 0): the closeness of the scores over the whole bracket comes before the colours.
      'C.13, C.14.b2: in the bracket managed as homogeneous, the scores below count above the colours',
      'c13-homogeneous-lowest-above-colours',
    ],
    [
      // Round 8, 15 players: 2 (4 points) floats into bracket 3½ {2 | 7, 9, 11, 12} above 10, 13, 14, 15 (2½);
      // of them only 2 may have the bye (B.1.b), so he cannot stay paired: managed as homogeneous (C.14.b2),
      // one bracket with the four below, the bye to 2. 9–11 and 7–13 as before; of the pairings left with the
      // same scores and colours JaVaFo takes 10–14 and 15–12 (its order of one homogeneous bracket), where
      // pairing 9–11 alone and then the rest as a bracket with 7 and 12 moved down gives 12–10 and 14–15.
      'C.13, C.14.b2: the bracket managed as homogeneous and the lowest are one bracket, in its order',
      'c13-homogeneous-one-bracket',
    ],
    [
      // Round 7, 10 players: 1–2 in bracket 3½; 4 (4½), 5 (4) and 3 (3½) cannot all stay paired above 7 (3),
      // 6 (2½), 8, 9 (1½) and 10 (1), and the bracket is managed as homogeneous with them (C.14.b2). By the
      // widest difference first, 4–8, 5–9, 3–10, 7–6 (3, 2½, 2½, ½; 5–9 and 7–6 each leave a colour
      // preference unmet); JaVaFo pairs 4–10, 5–6, 3–9, 8–7 (3½, 1½, 2, 1½, every preference met): the
      // smaller sum of the squares of the differences, 20¾ against 21¾.
      'C.13: JaVaFo weighs the closeness of the scores of a joined bracket by the squares of the differences',
      'c13-squared-score-differences',
    ],
    [
      // Round 7, 11 players; only 2 may have the bye. 1 (5 points) and 3, 4, 5 (4) are S1 of the bracket joined
      // with everyone below, 6, 7, 8 (3), 10 (2½), 9 (2), 11 (1½). By the widest difference first, 1–7, 3–6,
      // 4–10, 5–9, 8–11 (2, 1, 1½, 2, 1½); JaVaFo pairs 1–8, 3–6, 4–7, 5–11, 9–10 (2, 1, 1, 2½, ½): squares
      // 12½ against 13½.
      'C.13: the same with an S1 of players moved down',
      'c13-joined-squared-score-differences',
    ],
    [
      // Round 9, 16 players: bracket 4 is paired again by C.13 (4–10, 5–11) and moves 1 (4½) and 8 (4) down
      // to everyone below, 6, 12 (3½), 14 (3), 15 (2½), 16 (2), 13 (1); 6–13 in both. By the widest difference
      // first, 1–14, 8–15, 12–16 (1½, 1½, 1½); JaVaFo pairs 1–15, 8–12, 14–16 (2, ½, 1): with 6–13 (2½),
      // squares 11½ against 13. The bracket left below the one paired again is weighed as the joined one.
      'C.13: the same in the lowest bracket left below the penultimate one paired again',
      'c13-lowest-squared-score-differences',
    ],
    [
      // Round 8, 41 players: bracket 2 {31 (2.5) | 29, 34, 39, 40} above 37 (1.5) and 35 (1); of them only 31
      // may have the bye (B.1.b), so 31 cannot be kept paired; two players below, five in the bracket: managed
      // as homogeneous (C.14.b2), one bracket with the two below: the bye to 31, 29–39 and 40–34, 37–35 (the
      // closest scores, then the order). (Joined, S1 = 29 would meet 34 first.) With more players below than
      // in the bracket JaVaFo joins them instead (probed outside the repository: a bracket {3 | 2.5, 2.5, 2.5,
      // 2.5} is managed as homogeneous over four players below and joined with six, each 2.5 then meeting one
      // of them).
      'C.13: joined only when the players below outnumber the bracket; else its MDP moved down to the bye',
      'c13-mdp-moved-down-bye',
    ],
    [
      // Round 6, 23 players: bracket 1½ {21 (2) | 13, 23} above 20 and 22 (1); only 13 may have the bye
      // (B.1.b) and 21 has met 23, so 21 cannot be kept paired (M1 = 0); two players below, three in the
      // bracket: managed as homogeneous (C.14.b2), one bracket with the two below, although its resident 13
      // could take the bye (he does): 21–20 and 22–23, in its order, with no criteria for upfloaters. Joined
      // with S1 = {21}, B.6 for upfloaters (20 had an upfloat in round 4) would have 21 meet 22 instead.
      'C.13, C.14.b2: managed as homogeneous also when a resident of the bracket could take the bye',
      'c13-homogeneous-resident-bye',
    ],
    [
      // Round 8, 15 players; only 9 may have the bye. Bracket 3.5 is paired again by C.13 (2–5, 8–13) and moves
      // 7 and 9 down to everyone below, {10, 15 (3 points) | 11, 12, 14 (2.5)}, 9 to the bye. 11, 12 and 14
      // have met one another, so each meets one of 7, 10 and 15: 7–11 comes first in D.1's order, 7–12 has
      // the same scores and colours. 11 had an upfloat in round 7: B.5 for upfloaters holds for the pairs of
      // the players moved down (C.3.g), 7–12; 11's upfloat against 10 falls in the remainder, which is
      // treated as homogeneous (A.3) and has no criteria for upfloaters: 7–12, 10–11, 14–15.
      'A.3, C.3.g–h: after C.13 only the pairs of the players moved down count B.5 and B.6 for upfloaters',
      'c13-upfloaters-mdp-pairs',
    ],
    [
      // Round 10, 21 players: 12, 13 and 20 (3.5 points) above 21 (2.5) and 19 (2), joined by C.13 (see
      // c13.test.ts, the same bracket worked by hand): S1 = {12} could be completed only by 12–21, both
      // preferring white; D.3's next set, {13}, by 13–21 and 19–20 with every preference kept. C.8 (another
      // S1) comes before C.10 (relaxing the colours): 13–21, 19–20, the bye to 12.
      'C.13, C.8 before C.10: the joined bracket tries the sets of S1 before it relaxes the colours',
      'c13-s1-colours',
    ],
    [
      // Round 8, 21 players: bracket 2 {12, 17 (2½) | 16, 20 (2)} above 18 (1); of them only 12 may have the
      // bye (B.1.b), and 17 and 12 have met 18. Paired again (C.13), one MDP stays paired (M1 = 1), not D.3's
      // first set {12} (he must have the bye) but 17. As a heterogeneous bracket 17–16 would repeat 16's
      // upfloat of round 6 (B.6 for upfloaters): 17–20, 16–18. JaVaFo pairs 17–16, 20–18: with M1 = 1
      // C.14.b2 sets M1 = 0 and manages the bracket as homogeneous (no upfloaters; 12 moved down, then
      // 17–16 first in the order of D.1–D.2).
      'C.13, C.14.b2: an MDP kept paired that is not the highest: the bracket managed as homogeneous',
      'c13-one-mdp-homogeneous',
    ],
    [
      // Round 8, 11 players; only 1, 2 and 4 may have the bye. Bracket 3½ {1 (5), 2, 5 (4½) | 6, 8, 9} above
      // 7, 11 (2½) and 10 (2) is paired again (C.13): 1 and 2 must float (one to the bye, 1–10 below), and
      // only 5 stays paired (M1 = 1). As a heterogeneous bracket, S1 = {5} against 6, 8, 9: 5–6 (D.1), then
      // 8–9. Managed as homogeneous (C.14.b2), {5, 6 | 8, 9} (D.2): 5–8 and 6–9 have met, so 5–9 and 6–8,
      // the same scores, colours and floats, as JaVaFo pairs it.
      'C.13, C.14.b2: the same, in the order of a homogeneous bracket',
      'c13-one-mdp-homogeneous-order',
    ],
    [
      // Round 11 (odd), bracket 6 {6, 8, 9, 14, 17}: 6–8 and 14–17 would float 9 and keep one colour
      // preference unmet, 14's strong one for black (17's is absolute); 9–6 and 8–17 float 14 and leave
      // two mild ones unmet. A.7.d: in an odd round a strong preference is treated as an absolute one unless
      // that makes more or higher ranked floaters or wider score differences (14 is ranked below 9): 9–6,
      // 8–17, and 14 floats (15–14, 16–11 below). C.10.f drops A.7.d only after X has grown (C.10.e).
      'A.7.d: in an odd round a strong colour preference counts as an absolute one, above X',
      'a7d-strong-as-absolute',
    ],
  ])('%s (%s)', (_rule, name) => {
    const [trf, javafo] = javafoCase(name);
    expect(pairs(trf, '2012')).toBe(javafo);
  });
});
