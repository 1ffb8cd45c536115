import { describe, expect, it } from 'vitest';
import { pairLim, pairTrf } from './lim.js';

const line = (id: number, name: string, rating: string) =>
  `001 ${String(id).padStart(4)}      ${name.padEnd(33)} ${rating.padStart(4)}                             0.0 ${String(id).padStart(4)}`;
const trf = (ratings: readonly string[], header = '') =>
  ['012 Example', ...(header ? [header] : []), ...ratings.map((r, i) => line(i + 1, `Player ${i + 1}`, r)), 'XXR 5', 'XXC white1'].join('\n');

describe('arbiter/lim', () => {
  // C.04.4.3 4.1: round 1, the top half against the bottom half in order; 5: the drawn colour to 1 and 3.
  it.each([
    ['TRF16 with XXR and XXC', trf(['2400', '2300', '2200', '2100', '2000', '1900'])],
    ['a 192 FIDE_LIM line', trf(['2400', '2300', '2200', '2100', '2000', '1900'], '192 FIDE_LIM')],
    ['unrated players (Lim needs no rating)', trf(['', '', '', '', '', ''])],
  ])('pairTrf: round 1 of %s: 1-4 5-2 3-6', (_what, text) => {
    const r = pairTrf(text);
    expect(r.ok && r.value.round).toBe(1);
    expect(r.ok && r.value.pairs.map((p) => `${p.white}-${p.black}`).join(' ')).toBe('1-4 5-2 3-6');
  });

  // 7.1: the bye of round 1 to the lowest rated player, the ratings read from columns 49-52: #5 (1500); the
  // other six 1, 2, 3 against 4, 6, 7 with the drawn colour to 1 and 3. A player without a rating counts as 0.
  it.each([
    ['#5 rated lowest', ['2400', '2300', '2200', '2100', '1500', '2000', '1900'], '1-4 6-2 3-7', 5],
    ['#3 without a rating', ['2400', '2300', '', '2100', '2000', '1900', '1800'], '1-5 6-2 7-4', 3],
  ])('pairTrf: 7.1, round 1: %s gets the bye', (_what, ratings, pairs, bye) => {
    const r = pairTrf(trf(ratings));
    expect(r.ok && r.value.pairs.map((p) => `${p.white}-${p.black}`).join(' ')).toBe(pairs);
    expect(r.ok && r.value.bye).toBe(bye);
  });

  it('pairTrf: a file that is not TRF is an input error', () => {
    const r = pairTrf('hello');
    expect(r.ok ? '' : r.error.code).toBe('lim.input');
  });

  it('pairLim explains each scoregroup in the order of 2.2', () => {
    const played = (opponent: number, colour: 'white' | 'black', score: 'win' | 'draw' | 'loss') => ({ opponent, colour, played: true, score, paired: true });
    // 1 beat 3, 2 beat 4: {1, 2} above the median ½, {3, 4} below it; nobody at ½.
    const r = pairLim(
      {
        totalRounds: 5,
        initialColour: 'white',
        players: [
          { id: 1, available: true, rounds: [played(3, 'white', 'win')] },
          { id: 2, available: true, rounds: [played(4, 'white', 'win')] },
          { id: 3, available: true, rounds: [played(1, 'black', 'loss')] },
          { id: 4, available: true, rounds: [played(2, 'black', 'loss')] },
        ],
      },
      { explain: true },
    );
    expect(r.ok && r.value.explanation).toEqual([
      { score: 1, place: 'above', residents: [1, 2], floatersIn: [], floatersOut: [], pairs: [{ player: 1, opponent: 2 }] },
      { score: 0, place: 'below', residents: [3, 4], floatersIn: [], floatersOut: [], pairs: [{ player: 4, opponent: 3 }] },
    ]);
  });
});
