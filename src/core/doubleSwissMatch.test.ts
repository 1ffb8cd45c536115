// The Double-Swiss match as one value (C.04.5 Preface): the match results the Preface lists, worked by hand
// from the two games (game a's white plays black in game b), and the scores that more than one pair of games
// give (the entry must then name the games).
import { describe, expect, it } from 'vitest';
import type { Game, GameResult } from './game.js';
import { formatMatchScore, matchValueOf, parseMatchScore, USUAL_MATCH_ENTRIES } from './doubleSwissMatch.js';

// Player 1 has white in game a, black in game b (Preface: "alternating colours").
const a = (result: GameResult): Game => ({ board: 1, white: 1, black: 2, result });
const b = (result: GameResult): Game => ({ board: 1, white: 2, black: 1, result });

describe('the match value from its two games (Preface: "points assigned for each game")', () => {
  it.each([
    // [game a, game b, match from player 1's side, forfeited games, ended by forfeit] — hand sums of each game's
    // points; ended by forfeit (Preface) "only if at least one player forfeits both games"
    ['1-0', '0-1', '2-0', 0, false], // Preface: usual 2-0 (1 won both, black in game b)
    ['1-0', '1/2-1/2', '1½-½', 0, false], // Preface: usual 1½-½
    ['1/2-1/2', '0-1', '1½-½', 0, false], // the same score, the other game drawn
    ['1/2-1/2', '1/2-1/2', '1-1', 0, false], // Preface: usual 1-1
    ['1-0', '1-0', '1-1', 0, false], // 1-1, each won with white
    ['0-1', '1/2-1/2', '½-1½', 0, false], // Preface: usual ½-1½
    ['0-1', '1-0', '0-2', 0, false], // Preface: usual 0-2
    ['1-0', '1/2-0', '1-½', 0, false], // Preface rarer: game b ½-0 (2 white scores ½, 1 nothing): 1+0 – 0+½
    ['1/2-0', '0-1/2', '1-0', 0, false], // Preface rarer 1-0: ½ in each game for 1, nothing for 2
    ['0-0', '0-0', '0-0', 0, false], // Preface rarer 0-0
    ['1/2-0', '0-1', '1½-0', 0, false], // Preface rarer 1½-0
    ['+-', '1-0', '1-1', 1, false], // one game forfeited: the match is played (Preface), points as entered
    ['+-', '-+', '2-0', 2, true], // both forfeited by 2: the match ends by forfeit (Preface)
    ['--', '--', '0-0', 2, true], // both players forfeit both games
    ['+-', '+-', '1-1', 2, false], // 2 forfeits game a, 1 game b: no player forfeits both, "regularly played"
    ['--', '+-', '0-1', 2, true], // 1 forfeits both games (game b as black), 2 game a only
  ] as const)('game a %s, game b %s: %s (%i forfeited, ended by forfeit: %s)', (ra, rb, score, forfeits, ended) => {
    const v = matchValueOf(a(ra), b(rb))!;
    expect(formatMatchScore(v)).toBe(score);
    expect(v.forfeits).toBe(forfeits);
    expect(v.endedByForfeit).toBe(ended);
  });

  it("is shown from the side of the game's white: beside game b, player 2 first", () => {
    expect(formatMatchScore(matchValueOf(b('1/2-1/2'), a('1-0'))!)).toBe('½-1½');
  });

  it('is undefined while a game has no result', () => {
    expect(matchValueOf({ board: 1, white: 1, black: 2 }, b('1-0'))).toBeUndefined();
  });
});

describe("reading a match score (game a's white first)", () => {
  it.each([
    ['2-0', { a: '1-0', b: '0-1' }], // only one pair of played games gives 2-0
    ['0-2', { a: '0-1', b: '1-0' }],
    ['0-0', { a: '0-0', b: '0-0' }],
    ['+-', { a: '+-', b: '-+' }], // Preface: the match ends by forfeit, 2 forfeits both games
    ['-+', { a: '-+', b: '+-' }],
    ['--', { a: '--', b: '--' }],
  ] as const)('%s is one pair of games', (text, entry) => {
    expect(parseMatchScore(text)).toEqual({ entry });
  });

  it.each([
    // hand count of the pairs of played games giving the score
    [
      '1½-½',
      [
        { a: '1-0', b: '1/2-1/2' },
        { a: '1/2-1/2', b: '0-1' },
      ],
    ],
    [
      '1.5-0.5',
      [
        { a: '1-0', b: '1/2-1/2' },
        { a: '1/2-1/2', b: '0-1' },
      ],
    ],
    [
      '1-1',
      [
        { a: '1-0', b: '1-0' },
        { a: '1/2-1/2', b: '1/2-1/2' },
        { a: '0-1', b: '0-1' },
      ],
    ],
  ] as const)('%s asks which games', (text, choices) => {
    const r = parseMatchScore(text);
    expect(r && 'choices' in r ? [...r.choices].sort((x, y) => (x.a + x.b).localeCompare(y.a + y.b)) : r).toEqual(
      [...choices].sort((x, y) => (x.a + x.b).localeCompare(y.a + y.b)),
    );
  });

  it.each(['2-1', '3-0', 'x', '1-0-1', ''])('%s is not a match score', (text) => {
    expect(parseMatchScore(text)).toBeUndefined();
  });

  it('lists each usual result (2-0, 1½-½, 1-1, ½-1½, 0-2) and the three forfeited matches', () => {
    const scores = USUAL_MATCH_ENTRIES.map((e) => formatMatchScore(matchValueOf(a(e.a), b(e.b))!));
    expect(new Set(scores)).toEqual(new Set(['2-0', '1½-½', '1-1', '½-1½', '0-2', '0-0']));
    expect(USUAL_MATCH_ENTRIES).toHaveLength(12);
  });
});
