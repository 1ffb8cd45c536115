import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test/dutchFixtures.js';
import { handMadeInput } from '../../../test/dutchTournament.js';
import { parseTrf } from '../../formats/trf.js';
import { pairDutch } from './engine.js';
import { dutchInputFromTrf } from './trfInput.js';
import type { DutchInput, DutchPlayer, DutchRoundRecord } from './types.js';

const fresh = (n: number): DutchPlayer[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, rounds: [], available: true }));
const played = (opponent: number, colour: 'white' | 'black', score: DutchRoundRecord['score']): DutchRoundRecord => ({
  opponent,
  colour,
  played: true,
  score,
  paired: true,
});
const input = (players: DutchPlayer[], extra: Partial<DutchInput> = {}): DutchInput => ({ players, totalRounds: 5, initialColour: 'white', ...extra });
const pairSet = (r: ReturnType<typeof pairDutch>): string[] =>
  r.ok ? r.value.pairs.map((p) => [p.white, p.black].sort((a, b) => a - b).join('-')).sort() : [`error ${r.error.code}`];

describe('pairDutch', () => {
  it.each([
    // [description, players, expected pairs as white-black in board order, bye]
    ['round 1, six players: S1 1 2 3 against S2 4 5 6, E.5 alternates colours', 6, ['1-4', '5-2', '3-6'], undefined],
    ['round 1, five players: the lowest ranked gets the pairing-allocated bye (C.04.1.c)', 5, ['1-3', '4-2'], 5],
  ])('%s', (_d, n, pairs, bye) => {
    const r = pairDutch(input(fresh(n)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.pairs.map((p) => `${p.white}-${p.black}`)).toEqual(pairs);
    expect(r.value.bye).toBe(bye);
  });

  it('E.5: with initial colour black the first player gets black', () => {
    const r = pairDutch(input(fresh(2), { initialColour: 'black' }));
    expect(r.ok && r.value.pairs).toEqual([{ white: 2, black: 1 }]);
  });

  it('forbidden pairs are never paired (XXP)', () => {
    expect(pairSet(pairDutch(input(fresh(4))))).toEqual(['1-3', '2-4']);
    expect(pairSet(pairDutch(input(fresh(4), { forbiddenGroups: [[1, 3]] })))).toEqual(['1-4', '2-3']);
  });

  it('C.1: players do not meet twice; impossible pairings are an error value', () => {
    const players: DutchPlayer[] = [
      { id: 1, rounds: [played(2, 'white', 'win')], available: true },
      { id: 2, rounds: [played(1, 'black', 'loss')], available: true },
    ];
    const r = pairDutch(input(players));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('dutch.no-pairing');
  });

  it('C.2: a player who had the pairing-allocated bye does not get it again', () => {
    const players: DutchPlayer[] = [
      { id: 1, rounds: [played(2, 'white', 'loss')], available: true },
      { id: 2, rounds: [played(1, 'black', 'win')], available: true },
      { id: 3, rounds: [{ played: false, score: 'win', paired: true }], available: true },
    ];
    const r = pairDutch(input(players));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.bye).toBe(1);
    expect(pairSet(r)).toEqual(['2-3']);
  });

  it('players who are not available are not paired (requested byes)', () => {
    const players = fresh(5).map((p) => (p.id === 2 ? { ...p, available: false } : p));
    const r = pairDutch(input(players));
    expect(pairSet(r)).toEqual(['1-4', '3-5']);
    expect(r.ok && r.value.bye).toBeUndefined();
  });

  it('acceleration points move a player up for pairing (C.04.5)', () => {
    const players = fresh(4).map((p) => (p.id === 4 ? { ...p, accelerations: [1] } : p));
    expect(pairSet(pairDutch(input(players)))).toEqual(['1-4', '2-3']);
  });

  it('custom point values count for the scores the brackets are made of', () => {
    const players: DutchPlayer[] = [
      { id: 1, rounds: [played(3, 'white', 'win')], available: true },
      { id: 2, rounds: [played(4, 'black', 'draw')], available: true },
      { id: 3, rounds: [played(1, 'black', 'loss')], available: true },
      { id: 4, rounds: [played(2, 'white', 'draw')], available: true },
    ];
    const standard = pairDutch(input(players), { explain: true });
    const threeOne = pairDutch(input(players, { pointValues: { win: 3, draw: 1 } }), { explain: true });
    expect(standard.ok && standard.value.explanation?.map((b) => b.score)).toEqual([1, 0.5, 0]);
    expect(threeOne.ok && threeOne.value.explanation?.map((b) => b.score)).toEqual([3, 1, 0]);
  });

  it('E.1: both colour preferences are granted', () => {
    const players: DutchPlayer[] = [
      { id: 1, rounds: [played(3, 'white', 'win')], available: true },
      { id: 2, rounds: [played(4, 'black', 'win')], available: true },
      { id: 3, rounds: [played(1, 'black', 'loss')], available: true },
      { id: 4, rounds: [played(2, 'white', 'loss')], available: true },
    ];
    const r = pairDutch(input(players));
    expect(r.ok && r.value.pairs).toEqual([
      { white: 2, black: 1 },
      { white: 3, black: 4 },
    ]);
  });
});

describe('pairDutch explain, 2017 rules', () => {
  // The reference tournament 2017/small/case1-r3 (bbpPairings 5.0.1's pairing): why each pair is not the natural one.
  const text = fixtureText('2017', 'small/case1-r3.trf');
  const trf = parseTrf(text);
  const dutch = trf.ok ? dutchInputFromTrf(trf.value) : undefined;
  const r = dutch?.ok ? pairDutch({ ...dutch.value, rules: '2017' }, { explain: true }) : undefined;
  const pairs = r?.ok ? (r.value.explanation ?? []).flatMap((b) => b.pairs) : [];
  const reasonOf = (a: number, b: number): string | undefined => pairs.find((p) => p.a === a && p.b === b)?.reason;
  it.each([
    [3, 10, undefined], // the natural pair S1[1]–S2[1]
    [7, 14, /^C\.10: colour preferences/], // 7–13 would cost a colour preference (C.10)
    [8, 13, /^the natural opponent 14 is paired above, with 7$/],
    [6, 15, /^C\.1: the natural opponent was met before/],
    [18, 34, /^C\.10/],
  ])('%i–%i: %s', (a, b, reason) => {
    expect(pairs.some((p) => p.a === a && p.b === b)).toBe(true);
    if (reason === undefined) expect(reasonOf(a, b)).toBeUndefined();
    else expect(reasonOf(a, b)).toMatch(reason);
  });
});

describe('pairDutch input errors', () => {
  it.each([
    [
      'a repeated id',
      [
        { id: 1, rounds: [], available: true },
        { id: 1, rounds: [], available: true },
      ],
    ],
    [
      'an unknown opponent',
      [
        { id: 1, rounds: [played(9, 'white', 'win')], available: true },
        { id: 2, rounds: [played(1, 'black', 'loss')], available: true },
      ],
    ],
  ])('%s is an error value, not an exception', (_d, players) => {
    const r = pairDutch(input(players));
    expect(r.ok ? undefined : r.error.code).toBe('dutch.input');
  });

  it('an edition of the rules the engine does not know is an error value naming the editions', () => {
    const r = pairDutch({ ...input(fresh(2)), rules: '2019' as never });
    expect(r.ok ? undefined : r.error).toEqual({ code: 'dutch.input', message: 'unknown rules "2019" (expected 2025, 2017 or 2012)' });
  });
});

describe('pairDutch explain, 2025 rules: the criteria are named as the 2025 text numbers them', () => {
  // The C9 case of editions.test.ts (bbpPairings 6: 2–1, 5–3, 7–4, bye 6). In the last bracket (3, 4 moved
  // down to 5, 6, 7) the natural pair 4–6 would leave the bye to 7, who missed round 1: C9 decides.
  const input = handMadeInput({ rounds: 6, players: ['5w1 7b1 6w1', '6w1 5b1 7w1', '4w= 6b1 Z', '3b= Z 5w1', '1b0 2w0 4b0', '2b0 3w0 1b0', 'Z 1w0 2b0'] });
  const r = pairDutch(input, { explain: true });
  const brackets = r.ok ? (r.value.explanation ?? []) : [];
  it('names C9 for the pair that keeps the bye from the player with an unplayed game', () => {
    const last = brackets.at(-1)!;
    expect(last.movedDown).toEqual([3, 4]);
    expect(last.pairs.find((p) => p.a === 4)).toEqual({
      a: 4,
      b: 7,
      natural: false,
      reason: "C9: unplayed games of the bye's assignee (with the natural pair the bracket does worse)",
    });
    expect(last.pairs.find((p) => p.a === 3)).toEqual({ a: 3, b: 5, natural: true });
    expect(last.floaters).toEqual([6]);
  });
  it('the 2017 rules pair the natural 4–6 and give the bye to 7', () => {
    const old = pairDutch({ ...input, rules: '2017' }, { explain: true });
    expect(old.ok && old.value.explanation?.at(-1)?.pairs.find((p) => p.a === 4)).toEqual({ a: 4, b: 6, natural: true });
    expect(old.ok && old.value.bye).toBe(7);
  });
});
