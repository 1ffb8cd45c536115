import { describe, expect, it } from 'vitest';
import { pairDubov, pairTrf } from './dubov.js';

const line = (id: number, name: string, rating: string) =>
  `001 ${String(id).padStart(4)}      ${name.padEnd(33)} ${rating.padStart(4)}                             0.0 ${String(id).padStart(4)}`;
const trf = (ratings: readonly string[], header = '') =>
  ['012 Example', ...(header ? [header] : []), ...ratings.map((r, i) => line(i + 1, `Player ${i + 1}`, r)), 'XXR 5', 'XXC white1'].join('\n');

describe('arbiter/dubov', () => {
  // C.04.4.1 3.2.3: round 1, G1 = the first half by TPN; T2 in TPN order; 5.2.1 colours from the initial one.
  it.each([
    ['TRF16 with XXR and XXC', trf(['2400', '2300', '2200', '2100', '2000', '1900'])],
    ['a 192 FIDE_DUBOV line', trf(['2400', '2300', '2200', '2100', '2000', '1900'], '192 FIDE_DUBOV')],
  ])('pairTrf: round 1 of %s: 1-4 5-2 3-6', (_what, text) => {
    const r = pairTrf(text);
    expect(r.ok && r.value.round).toBe(1);
    expect(r.ok && r.value.pairs.map((p) => `${p.white}-${p.black}`).join(' ')).toBe('1-4 5-2 3-6');
  });

  it.each([
    ['an unrated player is an error naming him (1.1)', trf(['2400', '', '2200', '2100']), {}, 'dubov.input: player 2: no rating'],
    ['unless a provisional rating is given for the unrated', trf(['2400', '', '2200', '2100']), { unratedAs: 1000 }, '1-3 4-2'],
    ['a file that is not TRF', 'hello', {}, 'dubov.input'],
  ])('pairTrf: %s', (_what, text, options, expected) => {
    const r = pairTrf(text, options);
    expect(r.ok ? r.value.pairs.map((p) => `${p.white}-${p.black}`).join(' ') : `${r.error.code}: ${r.error.message}`).toContain(expected);
  });

  it('pairDubov explains each bracket: residents, upfloaters, G1/G2 after the shifts, S1 against T2', () => {
    const played = (opponent: number, colour: 'white' | 'black', score: 'win' | 'draw' | 'loss') => ({ opponent, colour, played: true, score, paired: true });
    // 1 beat 3, 2 and 4 drew: {1} takes 2 (C7, see examples/dubov.mjs), then {4} takes 3.
    const r = pairDubov(
      {
        totalRounds: 5,
        initialColour: 'white',
        players: [
          { id: 1, rating: 2400, available: true, rounds: [played(3, 'white', 'win')] },
          { id: 2, rating: 2300, available: true, rounds: [played(4, 'black', 'draw')] },
          { id: 3, rating: 2200, available: true, rounds: [played(1, 'black', 'loss')] },
          { id: 4, rating: 2100, available: true, rounds: [played(2, 'white', 'draw')] },
        ],
      },
      { explain: true },
    );
    expect(r.ok && r.value.explanation).toEqual([
      { score: 1, residents: [1], upfloaters: [2], g1: [2], g2: [1], shifted: [], pairs: [{ s1: 2, t2: 1 }] },
      { score: 0.5, residents: [4], upfloaters: [3], g1: [3], g2: [4], shifted: [], pairs: [{ s1: 3, t2: 4 }] },
    ]);
  });
});
