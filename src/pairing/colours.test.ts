import { describe, expect, it } from 'vitest';
import type { Game, GameResult } from '../core/game.js';
import type { Round } from '../core/round.js';
import { type ColourCandidate, type ColourHistory, type Colour, type ColourReason, colourHistory, geelColours, keizerColours, seededLots, withGame } from './colours.js';

const h = (whites: number, games: number, last?: Colour, streak = last ? 1 : 0): ColourHistory => ({ whites, games, last, streak });
const cand = (id: number, history: ColourHistory, rank = id): ColourCandidate => ({ id, history, rank });
const never = () => {
  throw new Error('lots must not be drawn here');
};
const aWhite = () => true;
const bWhite = () => false;

describe('keizerColours (keizer.md §4)', () => {
  const cases: [string, ColourCandidate, ColourCandidate, number, ColourReason][] = [
    ['§4 lower white share gets white', cand(1, h(3, 4, 'white')), cand(2, h(1, 4, 'black')), 2, 'share'],
    ['§4 lower white share gets white, even ranked lower', cand(1, h(1, 3, 'black')), cand(2, h(2, 3, 'white')), 1, 'share'],
    ['§4 no games counts 50%: 50% < 2/3', cand(1, h(2, 3, 'white')), cand(2, h(0, 0)), 2, 'share'],
    ['§4 no games counts 50%: 1/3 < 50%', cand(1, h(0, 0)), cand(2, h(1, 3, 'black')), 2, 'share'],
    ["§4 equal shares, last colours differ: each gets the other's", cand(1, h(1, 2, 'white')), cand(2, h(2, 4, 'black')), 2, 'alternation'],
    ['§4 equal shares, last colours differ (other way)', cand(1, h(1, 2, 'black')), cand(2, h(2, 4, 'white')), 1, 'alternation'],
    ['§4 equal shares, same last colour: higher ranked gets white', cand(5, h(1, 2, 'white'), 3), cand(2, h(1, 2, 'white'), 7), 5, 'rank'],
    ['§4 no games vs 50%: higher ranked gets white', cand(1, h(0, 0), 4), cand(2, h(2, 4, 'black'), 2), 2, 'rank'],
  ];
  it.each(cases)('%s', (_name, a, b, white, reason) => {
    const d = keizerColours(a, b, never);
    expect(d.white).toBe(white);
    expect(d.black).toBe(white === a.id ? b.id : a.id);
    expect(d.reason).toBe(reason);
    // The rule is symmetric: swapping the arguments gives the same colours.
    expect(keizerColours(b, a, never).white).toBe(white);
  });

  it('§4 equal rank: lots decide', () => {
    const a = cand(1, h(0, 0), 3);
    const b = cand(2, h(0, 0), 3);
    expect(keizerColours(a, b, aWhite)).toEqual({ white: 1, black: 2, reason: 'lots' });
    expect(keizerColours(a, b, bWhite)).toEqual({ white: 2, black: 1, reason: 'lots' });
  });
});

describe('geelColours (keizer.md §5)', () => {
  it('§5 article example: Jansen (1 white in 3) – Pietersen (2 in 6) gives Jansen white', () => {
    const jansen = cand(1, h(1, 3, 'black'));
    const pietersen = cand(2, h(2, 6, 'black'));
    expect(geelColours(jansen, pietersen, never)).toEqual({ white: 1, black: 2, reason: 'most-extreme-share' });
    expect(geelColours(pietersen, jansen, never)).toEqual({ white: 1, black: 2, reason: 'most-extreme-share' });
  });

  it('§5 article example: Bakker (no games) – Slager (2 in 3) gives Bakker white', () => {
    const bakker = cand(3, h(0, 0));
    const slager = cand(4, h(2, 3, 'white'));
    expect(geelColours(bakker, slager, never)).toEqual({ white: 3, black: 4, reason: 'other-share' });
    expect(geelColours(slager, bakker, never)).toEqual({ white: 3, black: 4, reason: 'other-share' });
  });

  it('§5 equal shares: alternate from the last game (A had white, B black → B white)', () => {
    const a = cand(1, h(1, 2, 'white'));
    const b = cand(2, h(1, 2, 'black'));
    expect(geelColours(a, b, never)).toEqual({ white: 2, black: 1, reason: 'alternation' });
    expect(geelColours(b, a, never)).toEqual({ white: 2, black: 1, reason: 'alternation' });
  });

  it('§5 still equal (same last colour, or no games): lots, ignoring rank', () => {
    const a = cand(1, h(1, 2, 'white'), 1);
    const b = cand(2, h(1, 2, 'white'), 9);
    expect(geelColours(a, b, aWhite).reason).toBe('lots');
    expect(geelColours(a, b, bWhite).white).toBe(2);
    expect(geelColours(cand(1, h(0, 0)), cand(2, h(0, 0)), aWhite)).toEqual({ white: 1, black: 2, reason: 'lots' });
  });
});

describe('colourHistory', () => {
  const game = (board: number, white: number, black: number, result?: GameResult): Game => ({ board, white, black, result });
  const round = (number: number, games: Game[]): Round => ({ number, games, byes: [] });

  it('counts over-the-board games only: forfeits and pending games are not colours', () => {
    const rounds = [
      round(2, [game(1, 2, 1, '0-1')]),
      round(1, [game(1, 1, 2, '1-0')]),
      round(3, [game(1, 1, 3, '+-')]),
      round(4, [game(1, 3, 1, '--')]),
      round(5, [game(1, 4, 1, '-+')]),
      round(6, [game(1, 1, 4)]),
    ];
    expect(colourHistory(rounds, 1)).toEqual({ whites: 1, games: 2, last: 'black', streak: 1 });
    expect(colourHistory(rounds, 2)).toEqual({ whites: 1, games: 2, last: 'white', streak: 1 });
    expect(colourHistory(rounds, 3)).toEqual({ whites: 0, games: 0, last: undefined, streak: 0 });
  });

  it('counts streaks of the same colour', () => {
    const rounds = [round(1, [game(1, 1, 2, '1-0')]), round(2, [game(1, 3, 2, '1/2-1/2')]), round(3, [game(1, 1, 2, '0-1')])];
    expect(colourHistory(rounds, 2)).toEqual({ whites: 0, games: 3, last: 'black', streak: 3 });
    expect(withGame(colourHistory(rounds, 2), 'black').streak).toBe(4);
    expect(withGame(colourHistory(rounds, 2), 'white')).toEqual({ whites: 1, games: 4, last: 'white', streak: 1 });
  });
});

describe('seededLots', () => {
  it('is reproducible and does not depend on the argument order', () => {
    for (let seed = 0; seed < 5; seed++) {
      for (let a = 1; a < 8; a++) {
        for (let b = a + 1; b < 9; b++) {
          const lots = seededLots(seed, 3);
          expect(lots(a, b)).toBe(seededLots(seed, 3)(a, b));
          expect(lots(b, a)).toBe(!lots(a, b));
        }
      }
    }
  });

  it('gives both answers over many pairs (roughly half each)', () => {
    const lots = seededLots(7, 1);
    let whites = 0;
    for (let a = 1; a <= 200; a++) if (lots(a, a + 1000)) whites++;
    expect(whites).toBeGreaterThan(60);
    expect(whites).toBeLessThan(140);
  });
});
