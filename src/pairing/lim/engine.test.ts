// The Lim system (C.04.4.3, applied from 1 February 2026): a hand-made case per article, the expected
// pairing worked out by hand beside each (our reading of the articles: docs/lim.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrfFile } from '../../formats/trfFile.js';
import { limInputFromTrf } from './trfInput.js';
import type { DutchRoundRecord } from '../dutch/types.js';
import { seededRandom } from '../../core/random.js';
import { pairLim } from './engine.js';
import { LIM_ENGINE } from './swissEngine.js';
import type { LimInput, LimPairing } from './types.js';

type Game = readonly [white: number, black: number, result: '1-0' | '0-1' | '='];
interface Played {
  readonly games: readonly Game[];
  readonly bye?: number;
}

/** n players in TPN order, with the rounds given played. */
/** A round as the cases write it: "1-5 1-0, 6-2 0-1, 9-4 =" (White-Black and the result), and the bye. */
function played(text: string, bye?: number): Played {
  const games = text.split(', ').map((g): Game => {
    const [pair, result] = g.split(' ');
    const [w, b] = pair!.split('-').map(Number);
    return [w!, b!, result as Game[2]];
  });
  return bye === undefined ? { games } : { games, bye };
}

function event(n: number, rounds: readonly Played[], extra: Partial<LimInput> = {}): LimInput {
  const history = new Map<number, DutchRoundRecord[]>(Array.from({ length: n }, (_, i) => [i + 1, []]));
  for (const r of rounds) {
    for (const [w, b, res] of r.games) {
      const [sw, sb] = res === '1-0' ? (['win', 'loss'] as const) : res === '0-1' ? (['loss', 'win'] as const) : (['draw', 'draw'] as const);
      history.get(w)!.push({ opponent: b, colour: 'white', played: true, score: sw, paired: true });
      history.get(b)!.push({ opponent: w, colour: 'black', played: true, score: sb, paired: true });
    }
    if (r.bye !== undefined) history.get(r.bye)!.push({ played: false, score: 'win', paired: true });
  }
  return { players: [...history].map(([id, rounds]) => ({ id, rounds, available: true })), totalRounds: 5, initialColour: 'white', ...extra };
}

const boards = (r: { ok: true; value: LimPairing } | { ok: false; error: { code: string; message: string } }): string => {
  if (!r.ok) return `${r.error.code}: ${r.error.message}`;
  return [...r.value.pairs.map((p) => `${p.white}-${p.black}`), ...(r.value.bye === undefined ? [] : [`bye ${r.value.bye}`])].join(' ');
};

// Round 1 of 6 and of 7 (after the bye), and round 2 below.
const round1: Played = played('1-4 1-0, 5-2 0-1, 3-6 1-0');

describe('pairing a round (Articles 1 to 5)', () => {
  it.each([
    // 2.2: no round played, the median score is 0: everyone is in the Median Scoregroup, paired downward.
    // Article 4: top half 1, 2, 3 proposed against 4, 5, 6, scrutinised from 1: all compatible (2.1).
    // Colours (Article 5, round 1): 1 v 4 the colour drawn (White), 2 v 5 the other, 3 v 6 the drawn again.
    ['4.1, 5: round 1, the drawn colour White', event(6, []), '1-4 5-2 3-6'],
    ['5: round 1, the drawn colour Black', event(6, [], { initialColour: 'black' }), '4-1 2-5 6-3'],
    // 1.1: the bye to the lowest ranked of the lowest scoregroup (everyone has 0): 7. Then as above.
    ['1.1: the bye to the lowest ranked player of the lowest scoregroup', event(7, []), '1-4 5-2 3-6 bye 7'],
    // 4.2: 1 and 4 may not meet: 1 takes the next of the bottom half, 5; the rest is proposed again,
    // 2, 3 against 4, 6: 2-4, 3-6. Colours: 1 (odd) White, 2 (even) Black, 3 White.
    ['4.2: the proposed opponent incompatible, the next of the other half', event(6, [], { forbiddenGroups: [[1, 4]] }), '1-5 4-2 3-6'],
    // 4.2–4.3: 1 may meet nobody of the bottom half (4, 5, 6): his own half from the far end back, 3 first.
    // Then 2, 4 against 5, 6: 2-5, 4-6. Colours: 1 White; 2 and 4 (even) Black.
    [
      '4.3: the whole other half incompatible, his own half from the far end',
      event(6, [], {
        forbiddenGroups: [
          [1, 4],
          [1, 5],
          [1, 6],
        ],
      }),
      '1-3 5-2 6-4',
    ],
    // Round 2 after 1-4 1-0, 5-2 0-1, 3-6 1-0. 2.2: one round played, the median is ½: nobody has it.
    // Above it {1, 2, 3} (odd): a floater (2.3.4). 3.9: all of one type (nobody floated in round 1, nobody
    // here has an opponent in the empty Median Scoregroup). 3.2: 1 and 3 are due Black (they had White), 2
    // White: one of 1, 3 leaves, the lowest ranked, 3. 1-2: 2 White, 1 Black (both due colours).
    // Below it {4, 5, 6} paired upward: 4 and 6 are due White, 5 Black: the highest ranked of 4, 6 floats
    // up, 4; 6 is scrutinised first (upward) and takes 5: 6 White (due), 5 Black.
    // The Median Scoregroup: downfloater 3 first (3.6), meets upfloater 4: 4 White, 3 Black (due colours).
    ['2.2, 2.3.4, 3.2, 3.6: the scoregroups around an empty Median Scoregroup', event(6, [round1]), '2-1 4-3 6-5'],
    // The same with 1 barred from meeting 2 and 3: 1 has no compatible opponent in his scoregroup (2.3.1)
    // and floats; 2-3. Below, 4 floats up (as above) and 6-5 pair. The Median Scoregroup holds 1 and 4, who
    // met in round 1: it cannot be paired (2.6). As many floaters came from above as from below: the last
    // pairing above, 2-3, is taken back (2.6.2); 1, 2, 3 and 4 still cannot all be paired (1 may meet none of
    // them), and now more came from above: the last pairing below, 6-5, is taken back (2.6.1). Then 1, the
    // first downfloater, meets the highest ranked player he may (3.8): 6 (6 White, due; 1 Black, due); 2, due
    // White, takes 3, due Black; 5-4 (4 White: due).
    [
      '2.3.1: a player with no compatible opponent in his scoregroup floats',
      event(6, [round1], {
        forbiddenGroups: [
          [1, 2],
          [1, 3],
        ],
      }),
      '2-3 6-1 4-5',
    ],
    // Round 2 of 7 after 1-4 1-0, 5-2 0-1, 3-6 1-0, bye 7. 1.1: the lowest scoregroup is {4, 5, 6}, its
    // lowest ranked 6 gets the bye. Above the median {1, 2, 3, 7}: 1, 2 against 3, 7: 1-3, 2-7 (Article 4).
    // 1 and 3 are both due Black (their history W): one of them would not get it. 5.2, the exchange for
    // colour: 3 is exchanged for the opponent of the next pair, 7 (due none): 1-7 and 2-3 are compatible,
    // 1 gets Black against 7, and 2 (due White) and 3 (due Black) both get theirs: 7-1 2-3. Below: 5
    // (upward, scrutinised first) takes 4: 4 due White, 5 Black.
    [
      '1.1, 5.2: the bye, and an exchange for colour above the median',
      event(7, [
        {
          games: round1.games,
          bye: 7,
        },
      ]),
      '7-1 2-3 4-5 bye 6',
    ],
    // Round 2 of 4 after 1-3 1-0, 2-4 1-0: {1, 2} above the median, {3, 4} below. 1 and 2 are both due
    // Black, the same history: above the median the higher ranked (1) gets Black. 3 and 4 both due White,
    // the same history: below the median the lower ranked (4) gets White (5).
    ['5: equal claims, the higher ranked above the median, the lower ranked below it', event(4, [played('1-3 1-0, 2-4 1-0')]), '2-1 4-3'],
  ])('%s', (_rule, input, expected) => {
    expect(boards(pairLim(input))).toBe(expected);
  });

  // Rounds 1-2: 1-3 ½, 2-4 ½; 1-4 ½, 2-3 ½. 1 and 2 had White twice, 3 and 4 Black twice; 1 met 3 and 4,
  // 2 met 4 and 3. Left: 1-2 and 3-4, each two players who would get the same colour a third time running:
  // incompatible (2.1), so no pairing in round 3 of 4. In the last round (round 3 of 3), Article 6 puts
  // Basic Rule 5 (players of the same score meet) before the colour limits: 1-2 and 3-4 are paired, all four
  // on 1 point, the Median Scoregroup (paired downward). Colours: both of a pair are due the same colour
  // with the same history, so the higher ranked gets it (5): 1 Black, 3 White.
  const twice: readonly Played[] = [played('1-3 =, 2-4 ='), played('1-4 =, 2-3 =')];
  it.each([
    ['2.1: no pair that gives a player the same colour in three successive rounds', event(4, twice, { totalRounds: 4 }), /^lim.no-pairing/],
    ['6: in the last round, the colour limits give way to players of the same score meeting', event(4, twice, { totalRounds: 3 }), /^2-1 3-4$/],
  ])('%s', (_rule, input, expected) => {
    expect(boards(pairLim(input))).toMatch(expected);
  });

  it.each([
    ['no rounds to pair', event(4, [], { totalRounds: 0 }), 'lim.input: totalRounds 0'],
    ['every round paired', event(4, [played('1-3 1-0, 2-4 1-0')], { totalRounds: 1 }), 'lim.input: all 1 rounds are paired'],
  ])('input errors: %s', (_what, input, message) => {
    expect(boards(pairLim(input))).toContain(message);
  });

  it('explains the round scoregroup by scoregroup, in the order of 2.2 and the words of the text', () => {
    const r = LIM_ENGINE.pair(event(6, [round1]), { explain: true });
    expect(r.ok && r.value.explanation).toEqual([
      'Scoregroup 1 (2.2: above the median, paired downward): 1 2 3',
      '  floaters out (2.3, 3.2): 3',
      '  1 - 2',
      'Scoregroup 0 (2.2: below the median, paired upward): 4 5 6',
      '  floaters out (2.3, 3.2): 4',
      '  6 - 5',
      'Scoregroup 0.5 (2.2: the Median Scoregroup, paired last and downward): no residents',
      '  floaters in (3.6-3.8): 3 4',
      '  3 - 4',
    ]);
  });
});

describe('the floater of a scoregroup (2.3, 3.2, 3.9, 3.10)', () => {
  // Round 1: 1-5, 2-6, 3-7 1-0, 8-4 0-1. Round 2: 1-2 1-0 (both 1 point: no float), 3-5 1-0 and 4-6 1-0
  // (3 and 4 met players with a lower score: they floated down). After it: 1, 3, 4 on 2 points; 2, 7 on 1 (the
  // Median Scoregroup); 5, 6, 8 on 0. The top scoregroup {1, 3, 4} is odd: one floats (2.3.4). 1 and 3 had
  // White twice (another White is barred, 2.1), so they may not meet: the one left must be 1 or 3. All are of
  // type d (3.9: each has a compatible opponent among 2 and 7). 3.10: not one who floated in the previous
  // round — 3 and 4 did, 1 did not: 1 floats (3.2.4 alone, the lowest ranked, would have taken 4, then 3).
  // 3-4 pair (3 must have Black).
  // Round 1: 1-4, 5-2 0-1, 6-3 0-1, 7-8 1-0; round 2: 5-1 0-1, 2-8, 3-7, 6-4 1-0. 1, 2, 3 on 2 points; 6, 7 on 1 (the
  // Median Scoregroup); 4, 5, 8 on 0. The top scoregroup is odd: one floats (2.3.4), to the Median Scoregroup.
  // 3.9: 3 has met both 6 and 7 (type c); 1 and 2 may meet 6 (type d): 1 or 2 floats, though 3 is the lowest
  // ranked and the only one who did not float in round 2 (1 and 2 met players on 0). 3.2.2: 1 is due White,
  // 2 and 3 Black: 2 leaves. 1-3 (1 White). Below, {4, 5, 8}: 4 and 8 had Black twice, 5 White twice, 4 and 8
  // may not meet; 8 floated up in round 2, 4 did not (3.10): 4 floats up, 8-5. The Median Scoregroup, 6 and 7
  // with 2 (down, first) and 4 (up): 2 is due Black, 6 too (White twice), 7 White, but 2-7 would leave 6 and
  // 4, who met: 2 takes 4, the next due White (3.8, 4 White); then 7-6 (6 may only have Black).
  it('3.9: of the candidates, type d (an opponent in the scoregroup the floater goes to) before type c', () => {
    const r = pairLim(event(8, [played('1-4 1-0, 5-2 0-1, 6-3 0-1, 7-8 1-0'), played('5-1 0-1, 2-8 1-0, 3-7 1-0, 6-4 1-0')]), { explain: true });
    const top = r.ok ? r.value.explanation?.find((g) => g.score === 2) : undefined;
    expect(top?.floatersOut).toEqual([2]);
    expect(boards(r)).toBe('1-3 4-2 7-6 8-5');
  });

  it('3.10: not one who floated in the previous round', () => {
    const r = pairLim(event(8, [played('1-5 1-0, 2-6 1-0, 3-7 1-0, 8-4 0-1'), played('1-2 1-0, 3-5 1-0, 4-6 1-0, 7-8 1-0')]), { explain: true });
    const top = r.ok ? r.value.explanation?.find((g) => g.score === 2) : undefined;
    expect(top && { out: top.floatersOut, pairs: top.pairs }).toEqual({ out: [1], pairs: [{ player: 3, opponent: 4 }] });
    expect(r.ok && r.value.pairs.some((p) => p.white === 4 && p.black === 3)).toBe(true);
  });
});

describe('the cross-check classes (docs/lim.md, "The cross-check")', () => {
  it('1.1 with Basic Rules 3-4: the bye never goes to a player who had one', () => {
    // Round 3 of 5. Round 1: 1-3 1-0, 2-4 1-0, bye 5; round 2: 1-2 1-0, 3-5 1-0, bye 4. Scores: 1 2; 2, 3, 4,
    // 5 1. 1.1: the lowest scoregroup {2, 3, 4, 5}; its lowest ranked 5, then 4, had the bye: 3 gets it.
    // 2.2: the median is 1. Above it {1} floats down (2.3.4). The Median Scoregroup {2, 4, 5} with 1: 1 (White
    // twice, due Black, absolute) meets the highest ranked player available (3.8): 2 met him, 4 is due White:
    // 1-4, 4 White. Then 2 against 5 (Article 4); 2 is due White (alternating: W, B), 5 too (equalising: one
    // Black, no White): the stronger claim, 5, has White.
    const r = pairLim(event(5, [played('1-3 1-0, 2-4 1-0', 5), played('1-2 1-0, 3-5 1-0', 4)]));
    expect(boards(r)).toBe('4-1 5-2 bye 3');
  });

  it('3.6: a downfloater is paired in the scoregroup he comes to when a player there may meet him', () => {
    // Round 3 of 5. Round 1: 1-5, 2-6 1-0, 3-7 and 4-8 drawn; round 2: 1-2, 3-4, 7-8 1-0, 5-6 drawn. Scores: 1
    // 2; 3, 7 1½; 2 1 (the Median Scoregroup, 2.2); 4, 5, 6, 8 ½. 1 floats down alone (2.3.4) into {3, 7}: he is
    // paired there first (3.6), not passed on. 3, the highest ranked, had White twice, as 1 did: both may
    // only have Black (2.1), so 1 meets 7 (7 White). 3 is left alone and floats to the Median Scoregroup, where
    // he meets 2 (2 due White, 3 Black). Below, {4, 5, 6, 8} paired upward: 8 first, proposed 5 (2 v n/2+2),
    // compatible: 8 White (Black twice), 5 Black; then 4-6: 6 White (Black twice).
    const r = pairLim(event(8, [played('1-5 1-0, 2-6 1-0, 3-7 =, 4-8 ='), played('1-2 1-0, 3-4 1-0, 7-8 1-0, 5-6 =')]), { explain: true });
    const group = r.ok ? r.value.explanation?.find((g) => g.score === 1.5) : undefined;
    expect(group && { out: group.floatersOut, pairs: group.pairs.map((p) => `${p.player}-${p.opponent}`) }).toEqual({ out: [3], pairs: ['1-7'] });
    expect(boards(r)).toBe('7-1 2-3 6-4 8-5');
  });

  it('3.6-3.8: a floater that came in meets a player of the scoregroup before another floater', () => {
    // Round 2 of 5 after 1-4, 2-5 1-0, 6-3 0-1, 7-9 and 8-10 drawn. Above the median (½): {1, 2, 3} on 1, odd:
    // 1 and 2 are due Black, 3 White; one due Black leaves (3.2.2), the lowest ranked, 2 (3.2.4); 3-1. Below:
    // {4, 5, 6} on 0: 4 and 5 due White, 6 Black; one due White leaves upward, the highest ranked, 4; 5-6.
    // The Median Scoregroup {7, 8, 9, 10} with 2 (down, first) and 4 (up). 2 is due Black: of the residents 9
    // is the highest ranked due White (7, 8 had White): 2 meets 9, not the upfloater 4 (due White too). 4 then
    // meets the lowest ranked due Black: 10 is due White, 8 Black: 4-8. Then 10-7.
    const r = pairLim(event(10, [played('1-4 1-0, 2-5 1-0, 6-3 0-1, 7-9 =, 8-10 =')]));
    expect(boards(r)).toBe('3-1 9-2 10-7 4-8 5-6');
  });

  it('3.6-3.8: the downfloater meets the highest ranked player due the other colour, the upfloater the lowest ranked', () => {
    // Round 2 of 5 after 1-5 1-0 and 2-6, 3-7, 4-8 drawn: 1 on 1 point, 5 on 0, the others on ½ (the Median
    // Scoregroup, 2.2). 1 floats down, 5 up (2.3.4: alone in their scoregroups). The Median Scoregroup pairs
    // the downfloater first (3.6): 1 is due Black; of the residents 2, 3, 4 are due Black (they had White), 6,
    // 7, 8 White: the highest ranked due White, 6 (3.8; by rank alone it would be 2). Then the upfloater 5, due
    // White, meets the lowest ranked due Black (3.8): 8 and 7 are due White, 4 is due Black: 5-4. The rest,
    // 2, 3, 7, 8, in order: 2 v 7, 3 v 8 (Article 4; 3 met 7 but not 8), the Black seekers 2 and 3 get Black.
    const r = pairLim(event(8, [played('1-5 1-0, 2-6 =, 3-7 =, 4-8 =')]));
    expect(boards(r)).toBe('6-1 7-2 8-3 5-4');
  });
});

describe('found by the cross-check (docs/lim.md)', () => {
  // Round 2 of a generated 30-player tournament (testdata/halves-r2.trf): 6 has a half-point bye, 7 and 28
  // had one in round 1 (the Median Scoregroup, ½), 29 gets the pairing-allocated bye (1.1: the lowest ranked
  // of the lowest scoregroup). The top scoregroup (1 point) is 1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13, 14, 30:
  // thirteen, so one floats (2.3.4); all are of type d (3.9: none floated in round 1, all may meet 7 and
  // 28), 8 are due White (1, 3, 5, 8, 10, 12, 14, 30 had Black) and 5 Black (3.2.2: one due White leaves),
  // and the lowest ranked of those is 30 (3.2.4). 30 meets 7 in the Median Scoregroup. The twelve left: the top
  // half 1, 2, 3, 4, 5, 8 against the bottom half 9, 10, 11, 12, 13, 14 in order (Article 4), every pair
  // compatible. chesspairing pairs 1-2, 3-4, … here.
  it('Article 4: the top half against the bottom half, 1-9 2-10 3-11 4-12 5-13 8-14', () => {
    const file = readTrfFile(readFileSync(join(import.meta.dirname, 'testdata', 'halves-r2.trf'), 'utf8'));
    if (!file.ok) throw new Error(file.error.message);
    const input = limInputFromTrf(file.value.tournament);
    if (!input.ok) throw new Error(input.error.message);
    const r = pairLim(input.value, { explain: true });
    const top = r.ok ? r.value.explanation?.find((g) => g.score === 1) : undefined;
    expect(r.ok && r.value.bye).toBe(29);
    expect(top && { out: top.floatersOut, pairs: top.pairs.map((p) => `${p.player}-${p.opponent}`) }).toEqual({
      out: [30],
      pairs: ['1-9', '2-10', '3-11', '4-12', '5-13', '8-14'],
    });
  });
});

/** The pairs of a result without colours, each as `low-high` TPN, sorted. */
const pairsOf = (r: ReturnType<typeof pairLim>): string =>
  r.ok
    ? r.value.pairs
        .map((p) => [Math.min(p.white, p.black), Math.max(p.white, p.black)] as const)
        .sort((a, b) => a[0] - b[0])
        .map(([a, b]) => `${a}-${b}`)
        .join(' ')
    : `${r.error.code}: ${r.error.message}`;

/** Prohibited pairs standing for "have met": each of `who`'s opponents in `met`. */
const meetings = (met: Readonly<Record<number, readonly number[]>>): number[][] => Object.entries(met).flatMap(([who, xs]) => xs.map((x) => [Number(who), x]));

// The worked examples of the text (C.04.4.3: the tables of 4.2 and 4.3, 4.4.1, 4.4.2, the forty-player lines
// of 7.2). The handbook page could not be read past 2.3.3 here (docs/lim.md, "The text checked"): the figures
// are the text's as two independent implementations of the 2026 text reproduce them (the Java and Python
// prototypes named there), and each is worked again by hand below from the rule the text states with it.
describe("the text's examples (Articles 4 and 7)", () => {
  // 4.2: six players of one scoregroup paired downward; #1, the highest numbered, is proposed #4 and, when
  // they may not meet, tries #5, #6, then his own half from the far end, #3, then #2. Each column: the rest
  // is proposed again, half against half. A prohibited pair stands for "have met" (round 1, all on 0 points:
  // the Median Scoregroup, paired downward).
  it.each([
    ['4.2, column 1: all compatible, 1-4 2-5 3-6', {}, '1-4 2-5 3-6'],
    ['4.2, column 2: #1 met #4: 1-5, then 2, 3 against 4, 6', { 1: [4] }, '1-5 2-4 3-6'],
    ['4.2, column 3: #1 met #4, #5: 1-6, then 2-4 3-5', { 1: [4, 5] }, '1-6 2-4 3-5'],
    ['4.2, column 4: #1 met the bottom half: 1-3, then 2, 4 against 5, 6', { 1: [4, 5, 6] }, '1-3 2-5 4-6'],
    ['4.2, column 5: #1 met 4, 5, 6 and 3: 1-2, then 3, 4 against 5, 6', { 1: [4, 5, 6, 3] }, '1-2 3-5 4-6'],
    // 4.3: #1 met #4 and #5, so he has #6; #2 is proposed #4, then tries #5, #3; when he has met those too he
    // takes #6 and #1 goes to #3; when he has met #6 as well he takes #1, and 3, 4 meet 5, 6.
    ['4.3, column 1: #1 has #6, #2 takes #4', { 1: [4, 5] }, '1-6 2-4 3-5'],
    ['4.3, column 2: #2 met #4: 2-5, 3-4', { 1: [4, 5], 2: [4] }, '1-6 2-5 3-4'],
    ['4.3, column 3: #2 met #4, #5: 2-3, 4-5', { 1: [4, 5], 2: [4, 5] }, '1-6 2-3 4-5'],
    ['4.3, column 4: #2 met #4, #5, #3: 2-6 and #1 goes to #3', { 1: [4, 5], 2: [4, 5, 3] }, '1-3 2-6 4-5'],
    ['4.3, column 5: #2 met all but #1: 1-2, 3-5 4-6', { 1: [4, 5], 2: [4, 5, 3, 6] }, '1-2 3-5 4-6'],
  ])('%s', (_rule, met, expected) => {
    expect(pairsOf(pairLim(event(6, [], { forbiddenGroups: meetings(met) })))).toBe(expected);
  });

  // 4.4.2: a scoregroup of six (an even number) where #1 and #2 have each met all the others but #6: both
  // cannot be paired. #1, scrutinised first, keeps #6; #2 floats, and with him the lowest numbered player
  // left, #5, so that the number stays even; 3-4. Round 2 after 1-9 … 6-14 won by 1 to 6 and 7-8 drawn:
  // {1 … 6} on 1 point, above the Median Scoregroup {7, 8} (½), which 2 and 5 may both meet.
  const won = (n: number): Played => ({
    games: [...Array.from({ length: n }, (_, i) => [i + 1, i + n + 2, '1-0'] as Game), [n + 1, 2 * n + 2, '=']],
  });
  it('4.4.2: two players without an opponent in an even scoregroup: the second floats with the lowest numbered', () => {
    const r = pairLim(event(14, [won(6)], { forbiddenGroups: meetings({ 1: [2, 3, 4, 5], 2: [3, 4, 5] }) }), { explain: true });
    const top = r.ok ? r.value.explanation?.find((g) => g.score === 1) : undefined;
    expect(top && { out: [...top.floatersOut].sort(), pairs: top.pairs.map((p) => `${p.player}-${p.opponent}`) }).toEqual({ out: [2, 5], pairs: ['1-6', '3-4'] });
  });

  // 4.4.1: a scoregroup of seven (odd): #7, the lowest numbered, would float to make the number even, but #2
  // has met all the others, so #2 floats instead of #7, and the six left are paired (#1, who met 2 to 5,
  // takes #6, the first of the bottom half he may meet; then 3, 4 against 5, 7). Round 2 after 1-9 … 7-15
  // won by 1 to 7 and 8-16 drawn.
  it('4.4.1: in an odd scoregroup the player without an opponent floats instead of the lowest numbered', () => {
    const r = pairLim(event(16, [won(7)], { forbiddenGroups: meetings({ 1: [2, 3, 4, 5], 2: [3, 4, 5, 6, 7] }) }), { explain: true });
    const top = r.ok ? r.value.explanation?.find((g) => g.score === 1) : undefined;
    expect(top && { out: top.floatersOut, pairs: top.pairs.map((p) => `${p.player}-${p.opponent}`) }).toEqual({ out: [2], pairs: ['1-6', '3-5', '4-7'] });
  });

  // 7.2: round 1 of forty players, #1 drawn White: the top half against the bottom half, 1 v 21, 2 v 22, …,
  // the odd numbered players of the top half with the colour drawn, the even numbered with the other; the
  // lines of the text: 1-21, 22-2, 3-23, 24-4, …, 40-20 (White first), and with #1 drawn Black 21-1, 2-22, ….
  const lines = (drawn: 'white' | 'black'): string =>
    Array.from({ length: 20 }, (_, i) => {
      const k = i + 1;
      const topWhite = (k % 2 === 1) === (drawn === 'white');
      return topWhite ? `${k}-${k + 20}` : `${k + 20}-${k}`;
    }).join(' ');
  it.each([['white' as const], ['black' as const]])('7.2: round 1 of forty players, #1 drawn %s', (drawn) => {
    const r = pairLim(event(40, [], { totalRounds: 9, initialColour: drawn }));
    expect(boards(r)).toBe(lines(drawn));
    expect(boards(r).startsWith(drawn === 'white' ? '1-21 22-2 3-23 24-4' : '21-1 2-22 23-3 4-24')).toBe(true);
  });
});

describe('a Median Scoregroup that cannot be paired (2.6)', () => {
  // Round 3 of 5. Round 1: 1-5, 3-7 1-0, 6-2, 8-10 0-1, 9-4 drawn; round 2: 1-6, 3-8 1-0, 5-2, 7-9 0-1,
  // 4-10 drawn. Scores: 1, 2, 3 on 2; 9, 10 on 1½; 4 on 1 (the Median Scoregroup, 2.2); 5, 6, 7, 8 on 0.
  // Colours: 1 and 3 had White twice, 2 and 10 Black twice (absolute, 2.1: 1 and 3 may not meet); 5 and 7
  // had Black then White (due Black), 6 and 8 White then Black (due White).
  // {1, 2, 3}: one floats (2.3.4); all of type d (3.9), all floated in round 2 (3.10); 1 and 3 are due
  // Black, 2 White: one due Black leaves (3.2.2), the lowest numbered, 3 (3.2.4). 2-1.
  // {9, 10} with 3: the downfloater meets the highest ranked player due the other colour, 9 (3.8); 10 is
  // left alone and floats (2.3.4). 9-3.
  // {5, 6, 7, 8}, paired upward, even, all compatible: no floater. 5, 6 against 7, 8; scrutiny from the
  // lowest numbered (Article 4): 8 takes his proposed opponent 6, then 7-5. 8 and 6 are both due White: the
  // exchange for colour (5.2) gives 8 the opponent of the next pair, 5 (due Black), and 7 (due Black) takes
  // 6: 8-5 and 7-6, all four with their due colour (neither pair met before, colour limits kept).
  // The Median Scoregroup: 4 and the downfloater 10, who met in round 2: it cannot be paired. More floaters
  // came from above (one) than from below (none): the last pairing made below, 7-6, is taken back (2.6.1), and
  // 7 and 6 join it as upfloaters. 10 (due White, absolute) meets the highest ranked player due Black (3.8):
  // 4 met him, 6 is due White, 7: 10-7. The upfloater 6 meets the lowest ranked left, 4 (due Black): 6-4.
  // Choosing the floaters of {5, 6, 7, 8} so that the Median Scoregroup can be paired without taking anything
  // back (the reading before 2.6 was implemented) floats the two highest ranked, 5 and 6 (3.2.4 upward), and
  // pairs 7-8, 10-5, 6-4 instead.
  const input = event(10, [played('1-5 1-0, 6-2 0-1, 3-7 1-0, 8-10 0-1, 9-4 ='), played('1-6 1-0, 5-2 0-1, 3-8 1-0, 7-9 0-1, 4-10 =')]);
  it('2.6.1: more floaters came from above: the last pairing below is taken back', () => {
    const r = pairLim(input);
    expect(pairsOf(r)).toBe('1-2 3-9 4-6 5-8 7-10');
    expect(boards(r)).toBe('2-1 9-3 10-7 6-4 8-5');
  });
  it('2.6.2, then 2.6.1: as many floaters from each side, the side above first; then more from above', () => {
    // The case '2.3.1: a player with no compatible opponent in his scoregroup floats' above, explained.
    const r = LIM_ENGINE.pair(
      event(6, [round1], {
        forbiddenGroups: [
          [1, 2],
          [1, 3],
        ],
      }),
      { explain: true },
    );
    expect(r.ok && r.value.explanation?.filter((line) => line.includes('cracked'))).toEqual(['  cracked (2.6): 2 - 3', '  cracked (2.6): 6 - 5']);
  });
  it('2.6: --explain names the pairing taken back', () => {
    const r = LIM_ENGINE.pair(input, { explain: true });
    expect(r.ok && r.value.explanation?.slice(-8)).toEqual([
      '  exchanged for colour (5.2): 8 - 6, 7 - 5 became 8 - 5, 7 - 6',
      '  8 - 5',
      '  7 - 6',
      'Scoregroup 1 (2.2: the Median Scoregroup, paired last and downward): 4',
      '  cracked (2.6): 7 - 6',
      '  floaters in (3.6-3.8): 10 7 6',
      '  10 - 7',
      '  6 - 4',
    ]);
  });
});

// 2.6 leaves no round unpaired that can be paired: random tournaments of 6 to 12 players, 9 rounds, played
// round by round; every pairing made is checked against 2.1 and the Basic Rules by a plain enumeration
// written here, and every round refused is checked to have no complete pairing of compatible players at
// all (the same enumeration, over every choice of the bye).
describe('2.6: every round that can be paired is paired (random tournaments, checked by enumeration)', () => {
  type Rec = DutchRoundRecord;
  const colours = (rs: readonly Rec[]): string => rs.map((r) => (r.played ? (r.colour === 'white' ? 'W' : 'B') : '')).join('');
  // 2.1: the colour c keeps a player within the limits: not the same colour three times running, not three more of one.
  const keeps = (cs: string, c: string): boolean => {
    const s = cs + c;
    const w = [...s].filter((x) => x === 'W').length;
    return !s.endsWith(c.repeat(3)) && Math.abs(2 * w - s.length) < 3;
  };
  const met = (rs: readonly Rec[], b: number): boolean => rs.some((r) => r.played && r.opponent === b);
  const compatible = (h: Map<number, Rec[]>, a: number, b: number, last: boolean): boolean => {
    if (met(h.get(a)!, b)) return false;
    if (last) return true; // Article 6
    const [x, y] = [colours(h.get(a)!), colours(h.get(b)!)];
    return (keeps(x, 'W') && keeps(y, 'B')) || (keeps(x, 'B') && keeps(y, 'W'));
  };
  const completes = (ids: readonly number[], ok: (a: number, b: number) => boolean): boolean => {
    if (ids.length === 0) return true;
    const [a, ...rest] = ids;
    return rest.some(
      (b) =>
        ok(a!, b) &&
        completes(
          rest.filter((x) => x !== b),
          ok,
        ),
    );
  };
  const hadBye = (rs: readonly Rec[]): boolean => rs.some((r) => r.paired && !r.played && r.score === 'win');
  it.each(Array.from({ length: 40 }, (_, k) => [k + 1, 6 + (k % 7)] as const))('seed %i, %i players', (seed, n) => {
    const rnd = seededRandom(seed);
    const h = new Map<number, Rec[]>(Array.from({ length: n }, (_, i) => [i + 1, []]));
    for (let round = 1; round <= 9; round++) {
      const last = round === 9;
      const r = pairLim({ players: [...h].map(([id, rounds]) => ({ id, rounds, available: true })), totalRounds: 9, initialColour: 'white' });
      const ids = [...h.keys()];
      if (!r.ok) {
        // Refused: no bye allowed by the Basic Rules leaves a complete compatible pairing.
        const byes = n % 2 === 0 ? [undefined] : ids.filter((v) => !hadBye(h.get(v)!));
        expect(
          byes.some((bye) =>
            completes(
              ids.filter((v) => v !== bye),
              (a, b) => compatible(h, a, b, last),
            ),
          ),
        ).toBe(false);
        return;
      }
      const seen = new Set<number>();
      for (const { white, black } of r.value.pairs) {
        expect(compatible(h, white, black, last)).toBe(true);
        if (!last) expect(keeps(colours(h.get(white)!), 'W') && keeps(colours(h.get(black)!), 'B')).toBe(true);
        seen.add(white).add(black);
      }
      if (r.value.bye !== undefined) {
        expect(hadBye(h.get(r.value.bye)!)).toBe(false);
        seen.add(r.value.bye);
        h.get(r.value.bye)!.push({ played: false, score: 'win', paired: true });
      }
      expect(seen.size).toBe(n);
      for (const { white, black } of r.value.pairs) {
        const x = rnd();
        const [sw, sb] = x < 0.4 ? (['win', 'loss'] as const) : x < 0.7 ? (['draw', 'draw'] as const) : (['loss', 'win'] as const);
        h.get(white)!.push({ opponent: black, colour: 'white', played: true, score: sw, paired: true });
        h.get(black)!.push({ opponent: white, colour: 'black', played: true, score: sb, paired: true });
      }
    }
  });
});

/** The same event with each player's rating (TPN order kept; `undefined`: no rating). */
const rated = (input: LimInput, ratings: readonly (number | undefined)[], extra: Partial<LimInput> = {}): LimInput => ({
  ...input,
  ...extra,
  players: input.players.map((p, i) => ({ ...p, rating: ratings[i] })),
});

describe('7.1: the bye of round 1 to the lowest rated player', () => {
  it.each([
    // 7.1: "the lowest rated player": #5 (1500). The other six in the Median Scoregroup (2.2): 1, 2, 3 against
    // 4, 6, 7 (Article 4), colours by TPN (7.2): 1 the drawn White, 2 the other, 3 White.
    ['the lowest rated, not the lowest ranked', [2400, 2300, 2200, 2100, 1500, 2000, 1900], '1-4 6-2 3-7 bye 5'],
    // 5 and 6 are rated alike: of the two the lowest ranked, 6 (1.1's order, our reading). 1, 2, 3 against 4, 5, 7.
    ['equal ratings: the lowest ranked of them', [2400, 2300, 2200, 2100, 1500, 1500, 1900], '1-4 5-2 3-7 bye 6'],
    // A player without a rating counts as 0, below every rated player (docs/lim.md): #3. 1, 2, 4 against 5, 6,
    // 7: 1 White, 2 Black, 4 (even) Black.
    ['a player without a rating counts as 0', [2400, 2300, undefined, 2100, 2000, 1900, 1800], '1-5 6-2 7-4 bye 3'],
  ])('%s', (_rule, ratings, expected) => {
    expect(boards(pairLim(rated(event(7, []), ratings)))).toBe(expected);
  });

  it('from round 2 on, the bye goes by rank again (1.1)', () => {
    // Round 2 of 7 after 1-4 1-0, 5-2 0-1, 3-6 1-0, bye 7: the lowest scoregroup {4, 5, 6}; its lowest ranked,
    // 6, gets the bye though 4 is rated lower (1.1 speaks of rank).
    const r = pairLim(rated(event(7, [{ games: round1.games, bye: 7 }]), [2400, 2300, 2200, 1000, 2000, 1900, 1800]));
    expect(r.ok && r.value.bye).toBe(6);
  });
});

describe('5.2: exchanges for colour', () => {
  // Round 2 of 5 after 1-5 1-0, 6-2 0-1, 3-7 1-0 and 4-8 1-0: 1, 2, 3, 4 on 1 point (above the median ½),
  // 5 to 8 on 0 (below). 1, 3 and 4 had White (due Black), 2 Black (due White); 5, 7 and 8 had Black (due
  // White), 6 White (due Black).
  const input = event(8, [played('1-5 1-0, 6-2 0-1, 3-7 1-0, 4-8 1-0')]);
  it('no exchange when it gives no more players their due colour', () => {
    // Above: 1, 2 against 3, 4: 1-3 and 2-4 (Article 4). 1 and 3 are both due Black; the exchange with the next
    // pair would give 1 the player 4, due Black too: no more players would get theirs, so none is made. 1-3:
    // equal claims, the same history, the higher ranked (1) gets Black above the median (5): 3-1; 2-4: 2
    // White, 4 Black. Below, upward: 8 (the lowest ranked) takes his proposed opponent 6 (8 White, 6 Black),
    // then 7-5: both due White, no pair after it; the same history, below the median the lower ranked (7)
    // gets White. (Boards in the order of the higher ranked player of each pair: 5's before 6's.)
    expect(boards(pairLim(input))).toBe('3-1 2-4 7-5 8-6');
  });

  // Round 2 of 5 after 1-5 1-0, 6-2 0-1, 3-7 1-0 and 8-4 0-1: as above but 4 had Black (due White).
  const swapped = event(8, [played('1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1')]);
  it("the opponent exchanged for the next pair's when more players get their due colour", () => {
    // Above: 1-3 and 2-4 (Article 4); 1 and 3 are due Black, 2 and 4 White: neither pair can give both
    // their colour. The exchange of 3 for 4 (5.2): 1-4 (Black and White) and 2-3 (White and Black), all four
    // with their colour. Below: 8 (due Black) takes 6 (due Black); the exchange with the next pair gives
    // 8 the player 5 (due White) and 7 (due White) the player 6: 5-8 and 7-6.
    const r = LIM_ENGINE.pair(swapped, { explain: true });
    expect(r.ok && r.value.pairs.map((p) => `${p.white}-${p.black}`).join(' ')).toBe('4-1 2-3 5-8 7-6');
    expect(r.ok && r.value.explanation?.filter((l) => l.includes('5.2'))).toEqual([
      '  exchanged for colour (5.2): 1 - 3, 2 - 4 became 1 - 4, 2 - 3',
      '  exchanged for colour (5.2): 8 - 6, 7 - 5 became 8 - 5, 7 - 6',
    ]);
  });

  // 5.7: in a Maxi-tournament the two opponents exchanged are rated within 100 points of each other.
  it.each([
    // 3 (2200) and 4 (2050) differ by 150: no exchange above (1-3, 2-4 stay: 3-1 as above; 2 and 4 both due
    // White, the same history, the higher ranked 2 gets White: 2-4); below, 6 (1950) and 5 (2000) differ by
    // 50: exchanged as without the declaration.
    ['150 points apart: not exchanged', [2400, 2300, 2200, 2050, 2000, 1950, 1900, 1850], '3-1 2-4 5-8 7-6'],
    // 3 (2200) and 4 (2150): 50 points, exchanged.
    ['50 points apart: exchanged', [2400, 2300, 2200, 2150, 2000, 1950, 1900, 1850], '4-1 2-3 5-8 7-6'],
  ])('5.7, a Maxi-tournament: %s', (_case, ratings, expected) => {
    expect(boards(pairLim(rated(swapped, ratings, { maxiTournament: true })))).toBe(expected);
  });
});

describe('a Maxi-tournament (3.2.3, 3.8)', () => {
  // Round 2 of 5 after 1-4 1-0, 2-5 1-0, 6-3 0-1: 1, 2, 3 on 1 point (above the median ½, which has no
  // residents), 4, 5, 6 on 0. 1 and 2 had White (due Black), 3 Black (due White); 4 and 5 had Black (due
  // White), 6 White (due Black). Ratings 2400, 2300, 2150, 2100, 2050, 2000.
  const input = rated(event(6, [played('1-4 1-0, 2-5 1-0, 6-3 0-1')]), [2400, 2300, 2150, 2100, 2050, 2000]);
  it('3.2.2 without the declaration: the floater that equalises the colours', () => {
    // {1, 2, 3} is odd: one floats (2.3.4). Two are due Black, one White: a player due Black leaves (3.2.2),
    // the lowest ranked of them, 2 (3.2.4). 1-3: 3-1. Below, {4, 5, 6} upward: two due White, one Black: 4,
    // the highest ranked due White, floats up (3.2.2, 3.2.4 upward); 5-6. The Median Scoregroup pairs 2 and
    // 4: 4-2.
    expect(boards(pairLim(input))).toBe('3-1 4-2 5-6');
  });
  it('3.2.3: the floater chosen for colour only within 100 points of the one 3.2.4 would float', () => {
    // 3.2.4 alone would float 3 (2150); 2 (2300) and 1 (2400) are more than 100 points from him, so the
    // colour does not count (3.2.3): 3 floats. 1-2: both due Black, the same history, the higher ranked gets
    // it above the median (5): 2-1. Below, 4 floats up as before (3.2.4 floats him anyway); 5-6. The Median
    // Scoregroup: 3 and 4, both due White, the same history: the higher ranked, 3, gets it (5): 3-4.
    expect(boards(pairLim({ ...input, maxiTournament: true }))).toBe('2-1 3-4 5-6');
  });

  // The case '3.6-3.8: the downfloater meets the highest ranked player due the other colour' above, rated
  // 2400 down to 2050 by 50 points.
  const floaters = rated(event(8, [played('1-5 1-0, 2-6 =, 3-7 =, 4-8 =')]), [2400, 2350, 2300, 2250, 2200, 2150, 2100, 2050]);
  it("3.8: the floater's opponent chosen for colour only within 100 points of the first available", () => {
    // Without the declaration: 6-1 7-2 8-3 5-4 (above). Declared: the downfloater 1 would meet 2 (the highest
    // ranked, 2350); those due White, 6 (2150), 7, 8, are more than 100 points from 2: 1 meets 2. Both due
    // Black, the same history (White): in the Median Scoregroup the higher ranked (1) gets Black: 2-1. The
    // upfloater 5 would meet 8 (2050, the lowest ranked); 4 (2250, due Black) is 200 points from 8: 5 meets 8,
    // both due White, the same history (Black): the higher ranked — 8, on ½ point against 5's 0 — gets White:
    // 8-5. The rest, 3, 4, 6, 7: 3 v 6, 4 v 7 (Article 4): 6-3 and 7-4, each with his colour.
    expect(boards(pairLim({ ...floaters, maxiTournament: true }))).toBe('2-1 6-3 7-4 8-5');
    expect(boards(pairLim(floaters))).toBe('6-1 7-2 8-3 5-4');
  });
});
