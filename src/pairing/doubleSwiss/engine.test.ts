// The Double-Swiss engine (C.04.5) on hand-made cases, one per article, the expected pairing worked by hand.
// The input holds a record per game: match k is rounds 2k−1 (game a) and 2k (game b).
import { describe, expect, it } from 'vitest';
import type { DutchRoundRecord } from '../dutch/types.js';
import type { SwissEngineInput } from '../swissEngines.js';
import { pairDoubleSwiss } from './engine.js';

type Rec = DutchRoundRecord;
const W = (opponent: number, score: Rec['score']): Rec => ({ opponent, colour: 'white', played: true, score, paired: true });
const B = (opponent: number, score: Rec['score']): Rec => ({ opponent, colour: 'black', played: true, score, paired: true });
const PAB: Rec = { played: false, score: 'win', paired: true };
const FF = (opponent: number, score: Rec['score']): Rec => ({ opponent, played: false, score, paired: true });

const input = (rounds: Record<number, Rec[]>, n: number, totalRounds = 10): SwissEngineInput => ({
  players: Array.from({ length: n }, (_, i) => ({ id: i + 1, rounds: rounds[i + 1] ?? [], available: true })),
  totalRounds,
  initialColour: 'white',
  pointValues: { pairingAllocatedBye: 0.75 },
});

const pairsOf = (i: SwissEngineInput): [number, number][] => {
  const r = pairDoubleSwiss(i);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.pairs.map((p) => [p.white, p.black]);
};

describe('the Double-Swiss engine', () => {
  it('round 1 (3.6, 4.3.1): 6 players, the first identifier 1 2 3 | 4 5 6; odd TPNs of the top members get the initial colour', () => {
    // 3.6.2: top members 1, 2, 3 (the smallest TPNs), bottoms 4, 5, 6 in order: 1-4, 2-5, 3-6.
    // 4.3.1: 1 and 3 are odd: white; 2 is even: black, so 5 has white.
    expect(pairsOf(input({}, 6))).toEqual([
      [1, 4],
      [5, 2],
      [3, 6],
    ]);
  });

  it('game b (Preface): the pairs of game a with the colours reversed, the bye kept', () => {
    const r = pairDoubleSwiss(input({ 1: [W(3, 'win')], 2: [PAB], 3: [B(1, 'loss')] }, 3));
    expect(r.ok && r.value).toMatchObject({ pairs: [{ white: 3, black: 1 }], bye: 2, match: 1, game: 'b' });
  });

  it('3.4: the bye to the lowest score, then the most matches played, then the largest TPN; C2 bars a player who had it', () => {
    // 5 players, match 1: 1-2 (2-0), 3-4 (1-1), 5 the bye (1½). Scores: 1: 2, 2: 0, 3: 1, 4: 1, 5: 1.5.
    // 3.4.2: the lowest score is 2's (0): 2 gets the bye.
    const m1 = { 1: [W(2, 'win'), B(2, 'win')], 2: [B(1, 'loss'), W(1, 'loss')], 3: [W(4, 'win'), B(4, 'loss')], 4: [B(3, 'loss'), W(3, 'win')], 5: [PAB, PAB] };
    expect(pairDoubleSwiss(input(m1, 5)).ok && (pairDoubleSwiss(input(m1, 5)) as { value: { bye: number } }).value.bye).toBe(2);
    // With the bye worth 0, 2 and 5 are both on 0: 5 is barred by C2 (had the bye), and 3.4.3 prefers 2 too.
    const zeroBye = { ...input(m1, 5), pointValues: { pairingAllocatedBye: 0 } };
    const m2 = { ...m1, 2: [B(1, 'loss'), W(1, 'loss')] };
    const r = pairDoubleSwiss({ ...zeroBye, players: zeroBye.players.map((p) => ({ ...p, rounds: m2[p.id as 1] })) });
    expect(r.ok && r.value.bye).toBe(2);
  });

  it('C1: a played match forbids a rematch; a match both of whose games were forfeited does not (Preface)', () => {
    // Match 1: 1-2 played, 3-4 both games forfeited by 4. All on 2 or 0 points: 1 (2), 3 (2), 2 (0), 4 (0).
    const m = { 1: [W(2, 'win'), B(2, 'win')], 2: [B(1, 'loss'), W(1, 'loss')], 3: [FF(4, 'win'), FF(4, 'win')], 4: [FF(3, 'loss'), FF(3, 'loss')] };
    // Top scoregroup {1, 3}: 1-3 may meet. Then {2, 4}: 2-4. 4.3: 1 had white in game 1 (1 white), 3 none:
    // 4.3.2 white to 3 (fewer whites). 2 had black (0 whites), 4 none (0): 4.3.3 no match with both colours;
    // 4.3.4 the higher-ranked (2: same score 0, smaller TPN) alternates: 2 had black, gets white.
    expect(pairsOf(input(m, 4))).toEqual([
      [3, 1],
      [2, 4],
    ]);
    // Now 3-4 had one game played, the other forfeited: the match counts as played (Preface).
    const played = { ...m, 3: [W(4, 'win'), FF(4, 'win')], 4: [B(3, 'loss'), FF(3, 'loss')] };
    // 1 and 3 on 2, 2 and 4 on 0: 1-3 and 2-4 as before (3-4 is not needed).
    expect(pairsOf(input(played, 4)).map((p) => [...p].sort())).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('3.5 C4/C5: an odd top scoregroup takes one upfloater, the highest score first, then the smallest TPN', () => {
    // Match 1 of 6: 1-4 2-0, 2-5 1½-½ (2 wins a game, draws one), 3-6 1-1. Scores: 1: 2, 2: 1.5, 3: 1, 6: 1, 5: 0.5, 4: 0.
    const m = {
      1: [W(4, 'win'), B(4, 'win')],
      4: [B(1, 'loss'), W(1, 'loss')],
      2: [B(5, 'win'), W(5, 'draw')],
      5: [W(2, 'loss'), B(2, 'draw')],
      3: [W(6, 'win'), B(6, 'loss')],
      6: [B(3, 'loss'), W(3, 'win')],
    };
    // Top scoregroup {1}: one upfloater (C4), the highest score (C5): 2 (1.5): 1-2. Then {3, 6} (1): they met
    // (C1), so the fewest upfloaters that make it legal are two: 5 and 4. 3.6, TPN order 3 4 5 6: the identifier
    // with tops {3, 4} and bottoms 5, 6 gives 3-5, 4-6, which never met: chosen.
    const got = pairsOf(input(m, 6)).map((p) => [...p].sort((a, b) => a - b));
    expect(got).toEqual([
      [1, 2],
      [3, 5],
      [4, 6],
    ]);
  });

  it('4.3.2–4.3.4: equal whites and no match with different colours: the higher-ranked player alternates his last colour', () => {
    // Match 1: 1 (white) beat 2 2-0; 3 (white) beat 4 2-0. Match 2 pairs 1-3: both had white once; 4.3.3 no
    // match with different colours; 4.3.4: 1, the higher-ranked, alternates: black. So 3 has white.
    const m = { 1: [W(2, 'win'), B(2, 'win')], 2: [B(1, 'loss'), W(1, 'loss')], 3: [W(4, 'win'), B(4, 'win')], 4: [B(3, 'loss'), W(3, 'loss')] };
    expect(pairsOf(input(m, 4))[0]).toEqual([3, 1]);
  });

  it('refuses an odd number of rounds (two games a match)', () => {
    const r = pairDoubleSwiss(input({}, 4, 5));
    expect(r.ok || r.error.code).toBe('double-swiss.input');
  });
});

describe('byes apply only to whole matches (Preface)', () => {
  it('refuses an absence in game b for a player paired in game a, naming him and what to do', () => {
    const i = input({ 1: [W(2, 'win')], 2: [B(1, 'loss')] }, 2);
    const r = pairDoubleSwiss({ ...i, players: i.players.map((p) => (p.id === 2 ? { ...p, available: false } : p)) });
    expect(r.ok || r.error).toMatchObject({ code: 'double-swiss.input', message: expect.stringContaining('player 2 is absent (or withdrawn) in round 2, game b of match 1') });
  });

  it('3.5 C5 (cross-check, @echecs/swiss): an odd top scoregroup takes an upfloater of the highest score, it does not float its last member down', () => {
    // Match 1: 1-5, 2-6, 3-7 won 2-0 by 1, 2, 3; 4-8 1½-½. Scores: 1, 2, 3: 2; 4: 1½; 8: ½; 5, 6, 7: 0.
    // 3.5: the top scoregroup {1, 2, 3} is odd: one upfloater (C4), the highest score (C5): 4 (1½), not a
    // downfloat of 3 (1.3.2: a bracket is residents and upfloaters). 3.6 on {1, 2, 3, 4}: the first
    // identifier 1 2 | 3 4: 1-3, 2-4 (1 3 | 2 4 for 1-2, 3-4 comes later). Then {8} takes the upfloater 5
    // (the smallest TPN of the 0s that leaves 6-7 pairable): 5-8, and 6-7. @echecs/swiss pairs 1-2, 3-4.
    const won = (o: number): Rec[] => [W(o, 'win'), B(o, 'win')];
    const lost = (o: number): Rec[] => [B(o, 'loss'), W(o, 'loss')];
    const m = { 1: won(5), 2: won(6), 3: won(7), 4: [W(8, 'win'), B(8, 'draw')], 5: lost(1), 6: lost(2), 7: lost(3), 8: [B(4, 'loss'), W(4, 'draw')] };
    const pairs = pairsOf(input(m, 8)).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`);
    expect(pairs.sort()).toEqual(['1-3', '2-4', '5-8', '6-7']);
  });

  it('3.6 (cross-check, chesspairing): round 1 pairs the top half against the bottom half, not neighbours', () => {
    // 12 players, one scoregroup: identifier 1 2 3 4 5 6 | 7 8 … 12 is the first (3.6.2): 1-7, 2-8, …, 6-12.
    // chesspairing pairs 1-2, 3-4, …: identifier 1 3 5 7 9 11 | 2 4 …, later than ours in the order of 3.6.
    const pairs = pairsOf(input({}, 12)).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`);
    expect(pairs.sort()).toEqual(['1-7', '2-8', '3-9', '4-10', '5-11', '6-12'].sort());
  });
});

describe('Articles checked against the text (C.04.5 Preface, 1.6, 4.3.3)', () => {
  const ABS: Rec = { played: false, score: 'loss', paired: false };

  it('Preface: a match in which each player forfeited one game is "regularly played", so C1 forbids a rematch', () => {
    // "A match ends by forfeit only if at least one player forfeits both games … In all other cases, the match is
    // considered as regularly played." Match 1: 1-4 and 2-5 won 2-0 by 1 and 2; 3-6: 3 forfeits game a, 6 game b.
    // Scores: 1, 2: 2; 3, 6: 1; 4, 5: 0. Match 2: the top scoregroup {1, 2} pairs 1-2 (C4: no upfloater). Then {3, 6}:
    // they met (C1), so two upfloaters (C4), 4 and 5: 3.6 on TPNs 3 4 5 6, the first identifier 3 4 | 5 6 gives 3-5,
    // 4-6 (both new). Were the match forfeited, 3-6 and 4-5 would be paired.
    const m = {
      1: [W(4, 'win'), B(4, 'win')],
      4: [B(1, 'loss'), W(1, 'loss')],
      2: [B(5, 'win'), W(5, 'win')],
      5: [W(2, 'loss'), B(2, 'loss')],
      3: [FF(6, 'loss'), FF(6, 'win')],
      6: [FF(3, 'win'), FF(3, 'loss')],
    };
    const pairs = pairsOf(input(m, 6)).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`);
    expect(pairs.sort()).toEqual(['1-2', '3-5', '4-6']);
  });

  it('C2 and 3.4.3: a match whose both games the opponent forfeited is won by forfeit (it bars the bye) and not a match played', () => {
    // Match 1 of 5: 1-2 2-0 over the board; 3-4: 4 forfeits both games (3 won the match by forfeit, 2 points); 5 bye.
    // Scores: 1: 2, 3: 2, 5: 1½, 2: 0, 4: 0. 3.4.2 (lowest score): 2 and 4 (0); 3.4.3: 2 played a match, 4 did not
    // (a match forfeited is not played): 2 gets the bye.
    const m = { 1: [W(2, 'win'), B(2, 'win')], 2: [B(1, 'loss'), W(1, 'loss')], 3: [FF(4, 'win'), FF(4, 'win')], 4: [FF(3, 'loss'), FF(3, 'loss')], 5: [PAB, PAB] };
    const r = pairDoubleSwiss(input(m, 5));
    expect(r.ok && r.value.bye).toBe(2);
    // Now 1 was absent from match 1 and 2 had a full-point bye in it (both games, no opponent).
    const noTwo = { ...m, 1: [ABS, ABS], 2: [{ played: false, score: 'win', paired: false } as Rec, { played: false, score: 'win', paired: false } as Rec] };
    const fb = pairDoubleSwiss(input(noTwo, 5));
    // Scores now: 2: 2 (full-point bye, barred), 3: 2 (forfeit win, barred), 5: 1½ (bye, barred), 1: 0, 4: 0. 3.4.2:
    // 1 and 4 on 0, 3.4.3 neither played a match, 3.4.4 the largest TPN: 4.
    expect(fb.ok && fb.value.bye).toBe(4);
  });

  it('4.3.3 with GHR 3.4: the colour histories are compared from their ends, the matches without a colour left out', () => {
    // 1: match 1 white (won 2-0), match 2 absent, match 3 black (won 2-0): W u B, 4 points.
    // 2: match 1 black (2-0), match 2 white (1-1), match 3 black (1-1): B W B, 4 points.
    // Match 4 pairs 1-2 (the top scoregroup; 5 has the bye: 3.4.2 lowest score 0 with 3 and 4, 3.4.4 the largest TPN).
    // 4.3.2: one white each. 4.3.3 read as GHR 3.4 reads colours (BWuB as uBWB): 1 is W B, 2 is B W B: from the end
    // B = B, W = W, no difference. 4.3.4: 1 (higher ranked: TPN 1) alternates his last colour, black: white.
    // (Compared match by match, match 1 would differ, W against B, and 1 would get black.)
    const m = {
      1: [W(3, 'win'), B(3, 'win'), ABS, ABS, B(4, 'win'), W(4, 'win')],
      2: [B(5, 'win'), W(5, 'win'), W(6, 'draw'), B(6, 'draw'), B(7, 'draw'), W(7, 'draw')],
      3: [B(1, 'loss'), W(1, 'loss')],
      4: [ABS, ABS, ABS, ABS, W(1, 'loss'), B(1, 'loss')],
      5: [W(2, 'loss'), B(2, 'loss')],
      6: [ABS, ABS, B(2, 'draw'), W(2, 'draw')],
      7: [ABS, ABS, ABS, ABS, W(2, 'draw'), B(2, 'draw')],
    };
    const r = pairDoubleSwiss(input(m, 7));
    expect(r.ok && r.value.bye).toBe(5);
    expect(pairsOf(input(m, 7))[0]).toEqual([1, 2]);
  });
});

describe('the cross-check with @echecs/swiss: cases where the text decides for arbiter', () => {
  it('3.5.3–3.5.4: of the upfloaters of the highest score, the first set takes the smallest TPN (not the largest)', () => {
    // Match 1 of 6: 1-4 2-0; 2-5 and 3-6 1-1. Scores: 1: 2; 2, 3, 5, 6: 1; 4: 0.
    // Match 2: the top scoregroup {1} needs one upfloater (C4) of score 1 (C5): the sets {2} < {3} < {5} < {6}
    // (3.5.4); {2} is legal (1-2; 3-4, 5-6 for the rest: C3), keeps the next scoregroup {3, 5, 6} pairable with one
    // upfloater, 4 (C6), and 2 did not float in match 1 (C7, 2-5 were both on 0): 1-2. Then {3, 5, 6} with 4
    // (C4, C5: the only lower player): 3.6 on TPNs 3 4 5 6, identifier 3 4 | 5 6: 3-5, 4-6, neither met.
    // @echecs/swiss takes the largest TPN of the next scoregroup, 6: 1-6.
    const m = {
      1: [W(4, 'win'), B(4, 'win')],
      4: [B(1, 'loss'), W(1, 'loss')],
      2: [W(5, 'win'), B(5, 'loss')],
      5: [B(2, 'loss'), W(2, 'win')],
      3: [W(6, 'draw'), B(6, 'draw')],
      6: [B(3, 'draw'), W(3, 'draw')],
    };
    const pairs = pairsOf(input(m, 6)).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`);
    expect(pairs.sort()).toEqual(['1-2', '3-5', '4-6']);
  });

  it('3.4.1: the bye skips the lowest score when the others could not all be paired without him', () => {
    // Three matches of 5 (A–E = 1–5): match 1 4-1 2-0, 2-3 1-1, 5 absent; match 2 4-2 2-0, 1-5 2-0, 3 the bye;
    // match 3 4-3 2-0, 2-5 2-0, 1 the bye. Scores: 4: 6, 1: 3½, 2: 3, 3: 2½, 5: 0. C2 bars 1 and 3 (byes).
    // 3.4.2 would give the bye to 5 (0), but 4 has met 1, 2 and 3: without 5 no legal pairing (3.4.1). The next,
    // 2 (3 points), leaves 1, 3, 4, 5: 4-5, 1-3 legal: 2 gets it. Then 4 (6) takes one upfloater (C4): 1 and 3
    // (the highest scores, C5) he has met (C1), so 5: 4-5; then 1 takes 3: 1-3.
    const ABS: Rec = { played: false, score: 'loss', paired: false };
    const m = {
      1: [B(4, 'loss'), W(4, 'loss'), B(5, 'win'), W(5, 'win'), PAB, PAB],
      2: [W(3, 'draw'), B(3, 'draw'), B(4, 'loss'), W(4, 'loss'), B(5, 'win'), W(5, 'win')],
      3: [B(2, 'draw'), W(2, 'draw'), PAB, PAB, B(4, 'loss'), W(4, 'loss')],
      4: [W(1, 'win'), B(1, 'win'), W(2, 'win'), B(2, 'win'), W(3, 'win'), B(3, 'win')],
      5: [ABS, ABS, W(1, 'loss'), B(1, 'loss'), W(2, 'loss'), B(2, 'loss')],
    };
    const r = pairDoubleSwiss(input(m, 5));
    expect(r.ok && r.value.bye).toBe(2);
    expect(
      pairsOf(input(m, 5))
        .map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`)
        .sort(),
    ).toEqual(['1-3', '4-5']);
  });

  it("3.6.4 with C8: the first identifier whose upfloaters' opponents did not float in the previous match", () => {
    // Ten players. Match 1: 1-6, 3-8, 4-9, 5-10 drawn 1-1, 2-7 won 2-0 by 2. Match 2: 1-9 2-0 for 1, 2-10 1-1,
    // 3-5 2-0 for 3, 4-6 1½-½ for 4, 7-8 1-1. Before match 2: 2 had 2 points, 10 one: both floated (1.5); 7 (0)
    // and 8 (1) too; 1-9, 3-5, 4-6 were equal. Scores: 1, 2, 3: 3; 4: 2½; 8, 10: 2; 6: 1½; 5, 7, 9: 1.
    // Match 3 (of 5, not the last): the top scoregroup {1, 2, 3} takes 4 (C4, C5). 3.6: 1 2 | 3 4 (1-3, 2-4) is the
    // first identifier, C1-legal, but 4's opponent 2 floated in match 2 (C8: 1); 1 2 | 4 3 (1-4, 2-3) has none:
    // it is chosen. Then 8-10; 6 takes 5 (the first of the 1s, 3.5.4; 7-9 stay pairable, C6): 5-6, 7-9.
    const D = (o: number): Rec[] => [W(o, 'draw'), B(o, 'draw')];
    const won = (o: number): Rec[] => [W(o, 'win'), B(o, 'win')];
    const lost = (o: number): Rec[] => [B(o, 'loss'), W(o, 'loss')];
    const m = {
      1: [...D(6), ...won(9)],
      2: [...won(7), ...D(10)],
      3: [...D(8), ...won(5)],
      4: [...D(9), W(6, 'win'), B(6, 'draw')],
      5: [...D(10), ...lost(3)],
      6: [...D(1), B(4, 'loss'), W(4, 'draw')],
      7: [...lost(2), ...D(8)],
      8: [...D(3), ...D(7)],
      9: [...D(4), ...lost(1)],
      10: [...D(5), ...D(2)],
    };
    const last = pairsOf(input(m, 10, 6)).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`);
    // In the last match C8 does not apply (2.3.5): the first identifier, 1-3 and 2-4.
    expect(last.filter((p) => p.startsWith('1-') || p.startsWith('2-')).sort()).toEqual(['1-3', '2-4']);
    const pairs = pairsOf(input(m, 10)).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`);
    expect(pairs.sort()).toEqual(['1-4', '2-3', '5-6', '7-9', '8-10']);
  });

  it('C1 with the Preface: a match whose game a was forfeited and game b played is played, so no rematch', () => {
    // Match 1 of 6: 1-5 and 2-6 won 2-0 by 1 and 2; 3-4: 4 forfeits game a, wins game b (1-1). Scores: 1, 2: 2;
    // 3, 4: 1; 5, 6: 0. Match 2: 1-2; {3, 4} met (C1: "In all other cases, the match is considered as regularly
    // played"): two upfloaters, 5 and 6; 3.6 on 3 4 5 6: 3-5, 4-6. (@echecs/swiss reads the match by game a, a
    // forfeit, and pairs 3-4 again.)
    const m = {
      1: [W(5, 'win'), B(5, 'win')],
      5: [B(1, 'loss'), W(1, 'loss')],
      2: [W(6, 'win'), B(6, 'win')],
      6: [B(2, 'loss'), W(2, 'loss')],
      3: [FF(4, 'win'), B(4, 'loss')],
      4: [FF(3, 'loss'), W(3, 'win')],
    };
    const pairs = pairsOf(input(m, 6)).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`);
    expect(pairs.sort()).toEqual(['1-2', '3-5', '4-6']);
  });

  it('1.2.1: the score is the game points of both games of every match (game b counts as game a does)', () => {
    // Match 1 of 4: 1-3 1-1 (1 won game a, lost game b), 2-4 1½-½ (2 won game a, drew game b).
    // Scores (1.2.1): 2: 1½, 1: 1, 3: 1, 4: ½. The top scoregroup is {2} alone; it takes one upfloater of score 1
    // (C4, C5), the first set {1} (3.5.4): 2-1. Then {3} takes 4: 3-4. Counting game a only (as @echecs/swiss
    // does) 1 and 2 would be a scoregroup of two on 1 point, 3 and 4 one on 0, and no one would float.
    const m = {
      1: [W(3, 'win'), B(3, 'loss')],
      3: [B(1, 'loss'), W(1, 'win')],
      2: [W(4, 'win'), B(4, 'draw')],
      4: [B(2, 'loss'), W(2, 'draw')],
    };
    const r = pairDoubleSwiss(input(m, 4), { explain: true });
    expect(r.ok && r.value.explanation?.map((b) => [b.score, b.residents, b.upfloaters])).toEqual([
      [1.5, [2], [1]],
      [1, [3], [4]],
    ]);
  });
});
