// The player state before a round, by edition: what an unplayed round counts as.
import { describe, expect, it } from 'vitest';
import { DUTCH_EDITIONS } from './editions.js';
import { BLACK, DOWN, NO_COLOUR, NO_FLOAT, playersBeforeRound, UP, WHITE } from './players.js';
import type { DutchInput, DutchRoundRecord } from './types.js';

const one = (r: DutchRoundRecord | undefined): DutchInput => ({
  players: [
    { id: 1, rounds: r ? [r] : [], available: true },
    { id: 2, rounds: [{ played: false, score: 'loss', paired: false }], available: true },
    { id: 3, rounds: [{ played: false, score: 'loss', paired: false }], available: true },
  ],
  totalRounds: 5,
  initialColour: 'white',
});
// Player 1's round 1, as dutchInputFromTrf reads the TRF results (a missing round is an absence).
const rounds: readonly (readonly [string, DutchRoundRecord | undefined])[] = [
  ['the pairing-allocated bye (U)', { played: false, score: 'win', paired: true }],
  ['a full-point bye (F)', { played: false, score: 'win', paired: false }],
  ['a half-point bye (H)', { played: false, score: 'draw', paired: false }],
  ['a zero-point bye (Z)', { played: false, score: 'loss', paired: false }],
  ['a forfeit win (+)', { opponent: 2, played: false, score: 'win', paired: true }],
  ['a forfeit loss (-)', { opponent: 2, played: false, score: 'loss', paired: true }],
  ['an absence (no entry)', undefined],
];

describe.each([
  // 2025 1.4.3: a downfloat for the pairing-allocated bye or for scoring more than a loss without playing.
  // C2 / Basic Rules art. 4: no bye after the pairing-allocated bye or a win's points without playing.
  ['2025', [DOWN, DOWN, DOWN, NO_FLOAT, DOWN, NO_FLOAT, NO_FLOAT], [false, false, true, true, false, true, true]],
  // 2017 A.4.b: every round not played gives a downfloat. C.2: no bye after the pairing-allocated bye or a forfeit win.
  ['2017', [DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, DOWN], [false, true, true, true, false, true, true]],
  // 2012 B.1.b: "a point or half point without playing, either through a bye or due to an opponent not
  // appearing in time, is a downfloater and shall not receive a bye"; a zero is neither (JaVaFo 1.4 alike).
  ['2012', [DOWN, DOWN, DOWN, NO_FLOAT, DOWN, NO_FLOAT, NO_FLOAT], [false, false, false, true, false, true, true]],
] as const)('%s rules: an unplayed round', (rules, floats, eligible) => {
  it.each(rounds.map(([d, r], k) => [d, r, floats[k], eligible[k]] as const))('%s: float %i, may get the bye %s', (_d, r, float, mayHaveBye) => {
    const before = playersBeforeRound(one(r), DUTCH_EDITIONS[rules].history);
    if (!before.ok) throw new Error(before.error.message);
    const p = before.value.players[0]!;
    expect(p.float1).toBe(float);
    expect(p.eligibleForBye).toBe(mayHaveBye);
    expect(p.playedGames).toBe(0);
    expect(p.pref).toBe(NO_COLOUR);
  });
});

describe('the player state shared by the editions', () => {
  const played = (opponent: number, colour: 'white' | 'black', score: DutchRoundRecord['score']): DutchRoundRecord => ({ opponent, colour, played: true, score, paired: true });
  const input: DutchInput = {
    players: [
      { id: 1, rounds: [played(3, 'white', 'win'), played(4, 'white', 'draw')], available: true },
      { id: 2, rounds: [played(4, 'black', 'win'), played(3, 'black', 'draw')], available: true },
      { id: 3, rounds: [played(1, 'black', 'loss'), played(2, 'white', 'draw')], available: true },
      { id: 4, rounds: [played(2, 'white', 'loss'), played(1, 'black', 'draw')], available: true },
    ],
    totalRounds: 5,
    initialColour: 'white',
  };
  const before = playersBeforeRound(input, DUTCH_EDITIONS['2025'].history);
  const ps = before.ok ? before.value.players : [];
  it('scores in tenths; colour difference and preference (2025 1.6–1.7, 2017 A.6)', () => {
    expect(ps.map((p) => p.acc0)).toEqual([15, 15, 5, 5]);
    expect(ps.map((p) => [p.colourImbalance, p.pref, p.repeated, p.absPref])).toEqual([
      [2, BLACK, WHITE, true],
      [2, WHITE, BLACK, true],
      [0, BLACK, NO_COLOUR, false],
      [0, WHITE, NO_COLOUR, false],
    ]);
  });
  it('floats of the games played: the higher score down, the lower up (2025 1.4.2, 2017 A.4.b); equal scores none', () => {
    expect(ps.map((p) => [p.float2, p.float1])).toEqual([
      [NO_FLOAT, DOWN],
      [NO_FLOAT, DOWN],
      [NO_FLOAT, UP],
      [NO_FLOAT, UP],
    ]);
  });
  it('players met are never paired again (C1)', () => {
    expect([...ps[0]!.forbidden].sort()).toEqual([2, 3]);
  });
});
