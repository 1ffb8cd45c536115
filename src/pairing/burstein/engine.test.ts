// The Burstein system (C.04.4.2, applied from 1 February 2026): a hand-made case per article, the expected
// pairing worked out by hand beside each, from the text's own words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrfFile } from '../../formats/trfFile.js';
import { bursteinInputFromTrf } from './trfInput.js';
import { boardsText as boards, type PlayedGame as Game, type PlayedRound as Played, roundRecords } from '../../../test/swissRounds.js';
import { pairDutch } from '../dutch/engine.js';
import { pairBurstein } from './engine.js';
import { bursteinPlayers, seedingRounds } from './players.js';
import type { BursteinInput, BursteinPairing } from './types.js';

/** n players (TPN 1 … n), with the rounds given played. */
function event(n: number, rounds: readonly Played[], extra: Partial<BursteinInput> = {}): BursteinInput {
  const players = [...roundRecords(n, rounds)].map(([id, rounds]) => ({ id, rounds, available: true }));
  return { players, totalRounds: 5, initialColour: 'white', ...extra };
}

describe('1.6 seeding rounds', () => {
  it.each([
    [1, 0],
    [5, 2],
    [7, 3],
    [9, 4],
    [11, 4],
  ])('1.6.2: %i rounds: min(⌊rounds/2⌋, 4) = %i seeding rounds', (rounds, seeding) => {
    expect(seedingRounds(rounds)).toBe(seeding);
  });

  it('1.6.1: a seeding round is paired by the FIDE (Dutch) system — 10 players, 9 rounds, round 1: S1 1–5 against S2 6–10, colours alternating from the initial colour', () => {
    const input = event(10, [], { totalRounds: 9 });
    const r = pairBurstein(input);
    expect(boards(r)).toBe('1-6 7-2 3-8 9-4 5-10');
    expect(r.ok && r.value.seedingRound).toBe(true);
    expect(boards(r)).toBe(boards({ ok: true, value: { ...(pairDutch(input) as { ok: true; value: BursteinPairing }).value } }));
  });
});

describe('1.7 the Index, 1.8 the ranking', () => {
  it("1.7.1 Buchholz and Sonneborn-Berger; 1.7.2 an unplayed round is a game against oneself at one's own score, and a run of zero-point byes up to now is a draw for the opponents", () => {
    // Round 1: 1-2 1-0, 3-4 ½-½. Round 2: 1 a half-point bye, 2-3 0-1, 4 absent (zero).
    // Scores: 1 = 1.5, 2 = 0, 3 = 1.5, 4 = 0.5; as an opponent 4 counts 0.5 + 0.5 (his zero-point bye reaches round 2).
    // BH(1) = 0 (2) + 1.5 (own, round 2) = 1.5; SB(1) = 1 × 0 + ½ × 1.5 = 0.75.
    // BH(2) = 1.5 + 1.5 = 3; SB(2) = 0.
    // BH(3) = 1 (4, with the draw) + 0 (2) = 1; SB(3) = ½ × 1 + 1 × 0 = 0.5.
    // BH(4) = 1.5 (3) + 0.5 (own, round 2) = 2; SB(4) = ½ × 1.5 + 0 × 0.5 = 0.75.
    const input = event(4, [
      {
        games: [
          [1, 2, '1-0'],
          [3, 4, '='],
        ],
      },
      { games: [[2, 3, '0-1']], half: [1], absent: [4] },
    ]);
    const r = bursteinPlayers(input);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.states.map((s) => [s.p.id, s.buchholz / 10, s.sonnebornBerger / 100])).toEqual([
      [1, 1.5, 0.75],
      [2, 3, 0],
      [3, 1, 0.5],
      [4, 2, 0.75],
    ]);
  });
});

describe('3.1 the pairing-allocated bye, Article 4 the order, 5.2.1 colours', () => {
  it('one round (no seeding round, 1.6.2): 7 players, Index all 0 so BSN = TPN (1.8.2); the bye to the lowest ranking (3.1.5), then BSN 1 against the largest BSN (4.3): 1-6, 2-5, 3-4; odd TPN of the higher ranked takes the initial colour (5.2.1)', () => {
    expect(boards(pairBurstein(event(7, [], { totalRounds: 1 })))).toBe('1-6 5-2 3-4 bye 7');
  });

  it('3.1.1 (C2): a player who had the pairing-allocated bye does not get it again; 3.1.3 the lowest score', () => {
    // Round 1 (seeding): 1-2 1-0, 3-4 1-0, 5 the bye. Scores 1, 0, 1, 0, 1. 5 may not have the bye (C2); the
    // lowest score: 2 and 4 (3.1.3); one game each (3.1.4); 3.1.5 the lowest ranking (1.8): BH 1 and SB 0 both,
    // so the larger TPN: 4.
    // Bracket 1 {1, 3, 5}: BH(1) = 0, BH(3) = 0, BH(5) = 1 (the bye: a game against himself at his own score,
    // 1.7.2): BSN 5, 1, 3. C5: one floater; C6: all on 1; C7: the floater must meet 2 in the next bracket, and 1
    // met 2; C8: 1 and 3 both prefer Black, 5 has no preference (1.5.4): so 5-1, and 3 floats to meet 2.
    const r = pairBurstein(
      event(
        5,
        [
          {
            games: [
              [1, 2, '1-0'],
              [3, 4, '1-0'],
            ],
            bye: 5,
          },
        ],
        { totalRounds: 2 },
      ),
    );
    // 5-1: 5 has no preference, 1 prefers Black (5.2.2) → 5 White. 3-2: 3 prefers Black, 2 White → 2-3.
    expect(boards(r)).toBe('5-1 2-3 bye 4');
  });
});

describe('3.1 the bye: the cross-check classes (docs/burstein.md)', () => {
  it('3.1.4 before 3.1.5: of the lowest score, the player who has played the most games', () => {
    // 3 rounds (1 seeding round, 1.6.2), round 2. Round 1: 1-3 and 2-4 drawn, 5 a half-point bye: everyone on ½.
    // 3.1.3: all on ½; 3.1.4: 1-4 have played one game, 5 none, so the bye goes to one of 1-4; 3.1.5: the
    // lowest ranking by 1.8: Buchholz ½ and Sonneborn-Berger ¼ each, the TPN decides: 4. (By 3.1.5 alone it
    // would be 5: his Index is ½ and ¼ too, and his TPN the largest.)
    // Then the bracket ½ {1, 2, 3, 5}, BSN = TPN order: 1 met 3; 4.3: 1's opponent the largest BSN, 5; then 2-3.
    // Colours: 5 has no preference (1.5.4), 1 prefers Black (5.2.2): 5-1; 2 had White, 3 Black: 3-2.
    const r = pairBurstein(
      event(
        5,
        [
          {
            games: [
              [1, 3, '='],
              [2, 4, '='],
            ],
            half: [5],
          },
        ],
        { totalRounds: 3 },
      ),
    );
    expect(boards(r)).toBe('5-1 3-2 bye 4');
  });

  it('3.1.5: the lowest ranking by the Index of 1.8, not by the TPN', () => {
    // 5 rounds (2 seeding rounds), round 3, 7 players. Round 1: 1-7, 3-5, 2-6 won by White, 4 a half-point bye.
    // Round 2: 1-2 1-0, 4-3 1-0, 6 a half-point bye, 5 and 7 absent. Scores: 1 2, 4 1½, 2 1, 3 1, 6 ½, 5 0, 7 0.
    // 3.1.3: 5 and 7 (0); 3.1.4: one game each; 3.1.5 by 1.8: Buchholz of 5 = 3's 1 + his own 0 (the round
    // he missed) = 1, of 7 = 1's 2 + 0 = 2: 5 ranks lower and gets the bye (by TPN it would be 7).
    const r = pairBurstein(
      event(7, [
        {
          games: [
            [1, 7, '1-0'],
            [3, 5, '1-0'],
            [2, 6, '1-0'],
          ],
          half: [4],
        },
        {
          games: [
            [1, 2, '1-0'],
            [4, 3, '1-0'],
          ],
          half: [6],
          absent: [5, 7],
        },
      ]),
    );
    expect(r.ok && r.value.bye).toBe(5);
  });
});

describe('5.2.5: the higher ranked by 1.8 (found by the cross-check)', () => {
  // Round 5 of a generated 12-player, 9-round tournament (testdata/colours-5.2.5-r5.trf; 4 seeding rounds).
  // 2 and 7 meet. Both played B, W, B, W: colour difference 0, a mild preference for Black (1.5.3), the same
  // history (5.2.2-5.2.4 do not decide). 5.2.5: the preference of the higher ranked by 1.8 — the Index, scores
  // not used (note to 1.8). Buchholz of 2: 8 (1) + 5 (2) + 1 (4) + 6 (2) = 9; of 7: 1 (4) + 12 (2) + 5 (2) +
  // 3 (3) = 11. 7 ranks higher and has Black: 2-7. (By score, 2 on 3 points against 7 on 2, it would be 7-2,
  // as chesspairing pairs it.)
  it('2 and 7, the same history: Black to 7 (Buchholz 11 against 9)', () => {
    const file = readTrfFile(readFileSync(join(import.meta.dirname, 'testdata', 'colours-5.2.5-r5.trf'), 'utf8'));
    if (!file.ok) throw new Error(file.error.message);
    const input = bursteinInputFromTrf(file.value.tournament);
    if (!input.ok) throw new Error(input.error.message);
    const r = pairBurstein(input.value);
    expect(boards(r).split(' ')).toContain('2-7');
  });
});

describe('5.2.1 two players who have yet to play a game', () => {
  it.each([
    ['white', '4-6'],
    ['black', '6-4'],
  ] as const)('initial colour %s: the higher ranked by 1.8 (6: ½ point, Buchholz 1) has an even TPN and gets the opposite colour: %s', (initial, board) => {
    // 2026 text, 5.2.1: "if the higher ranked player (according to Article 1.8) has an odd TPN, give them the
    // initial-colour; otherwise, give them the opposite colour". 5 rounds (2 seeding rounds, 1.6.2), round 3.
    // 1, 2, 3, 5 draw both rounds (1 point each); 4 missed both rounds (0); 6 took a half-point bye, then
    // missed round 2 (½). Index (1.7.2, an unplayed round a game against oneself at one's own score): 6 has
    // Buchholz ½ + ½ = 1, 4 has 0. Bracket 1 point {1, 2, 3, 5}: 1 met 2 and 3, so 1-5 and 2-3. Bracket ½ {6}
    // floats to {4}: 6 against 4. 6 is the higher ranked (by points as well), TPN 6 even: the opposite of the
    // initial colour. (By TPN alone 4 would be the higher and, even too, give 6 the initial colour.)
    const r = pairBurstein(
      event(
        6,
        [
          {
            games: [
              [1, 2, '='],
              [3, 5, '='],
            ],
            half: [6],
            absent: [4],
          },
          {
            games: [
              [3, 1, '='],
              [5, 2, '='],
            ],
            absent: [4, 6],
          },
        ],
        { initialColour: initial },
      ),
    );
    expect(boards(r).split(' ')).toContain(board);
  });
});

describe('2.3 the quality criteria', () => {
  it('C8 (2.3.4) before 4.3: 1-4 and 2-3 would cost two colour preferences, 1-2 and 3-4 none', () => {
    // Round 1 (seeding): 1-3 ½, 4-2 ½: all on ½; 1 and 4 prefer Black, 2 and 3 White. BH ½ and SB ¼ for all:
    // BSN = TPN. 4.3 alone: 1-4, 2-3 (both pairs of one preference); C1 forbids 1-3 and 2-4; so 1-2 and 3-4.
    // Colours (5.2.2): 2-1, 3-4; boards by the higher ranked player's TPN (C.04.2).
    const r = pairBurstein(
      event(
        4,
        [
          {
            games: [
              [1, 3, '='],
              [4, 2, '='],
            ],
          },
        ],
        { totalRounds: 2 },
      ),
    );
    expect(boards(r)).toBe('2-1 3-4');
  });

  it("C5–C8 and 4.3 with a floater: 1, 2, 3 on 1 point float one (C5); C8 pairs 1-2 or 2-3; 4.3 takes 1-2 (BSN 1's opponent BSN 2 before the virtual player) and 3 floats", () => {
    // Round 1 (seeding): 1-4 1-0, 5-2 0-1, 3-6 1-0. Bracket 1 {1, 2, 3}: BH 0 each (opponents on 0): BSN = TPN.
    // Preferences: 1 Black, 2 White, 3 Black. C6: any (one score); C7: every floater pairs in {4, 5, 6};
    // C8: 1-3 would miss one; so 1-2 (3 floats) or 2-3 (1 floats): 4.3 prefers BSN 1 paired with 2 over BSN 0.
    // Bracket 2 {4, 5, 6, 3}: BH 1, 1, 1 (opponents on 1) and 0 for 3: BSN 4, 5, 6, 3. 4.3: 4 with BSN 4 (3),
    // then 5-6. Colours (5.2.2): 2-1, 4-3 (4 White, 3 Black), 6-5.
    const r = pairBurstein(
      event(
        6,
        [
          {
            games: [
              [1, 4, '1-0'],
              [5, 2, '0-1'],
              [3, 6, '1-0'],
            ],
          },
        ],
        { totalRounds: 2 },
      ),
    );
    expect(boards(r)).toBe('2-1 4-3 6-5');
  });
});

describe('absolute criteria', () => {
  it('C1–C4: no pairing of the round (1.9.3): an error value, not a pairing', () => {
    // Two players who met in round 1 and are the only ones left.
    const r = pairBurstein(event(2, [{ games: [[1, 2, '1-0']] }], { totalRounds: 2 }));
    expect(r.ok ? 'paired' : r.error.code).toBe('burstein.no-pairing');
  });

  it('bad input: a round count that is not a number of rounds', () => {
    const r = pairBurstein(event(4, [], { totalRounds: 0 }));
    expect(r.ok ? 'paired' : r.error.code).toBe('burstein.input');
  });
});

describe('the two ways of pairing a bracket', () => {
  // fastBracket answers only where every criterion reaches its bound; the weighted matching (bracket.ts) is
  // the general way. On tournaments played out round by round (results from a seeded generator), both must
  // give the same pairing in every round after the seeding rounds.
  it.each([
    [1, 14],
    [2, 21],
    [3, 30],
    [4, 17],
  ])('seed %i, %i players, 9 rounds: the same pairing both ways', (seed, n) => {
    let x = seed * 2654435761;
    const random = (): number => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x / 2147483648;
    };
    const played: Played[] = [];
    for (let round = 1; round <= 9; round++) {
      const input = event(n, played, { totalRounds: 9 });
      const fast = pairBurstein(input);
      if (round > seedingRounds(9)) expect(boards(fast)).toBe(boards(pairBurstein(input, { weightedOnly: true })));
      if (!fast.ok) throw new Error(fast.error.message);
      const games = fast.value.pairs.map((p): Game => {
        const u = random();
        return [p.white, p.black, u < 0.4 ? '1-0' : u < 0.7 ? '0-1' : u < 0.97 ? '=' : '+-'];
      });
      played.push({ games, ...(fast.value.bye === undefined ? {} : { bye: fast.value.bye }) });
    }
  });
});
