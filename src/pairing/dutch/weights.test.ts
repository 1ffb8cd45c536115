// The edge weight field by field: each criterion's value for chosen pairs of a small bracket, computed by
// hand from the rule (and from the reference engine's weights, bbpPairings' computeEdgeWeight, for the
// way each is counted), then the weight as the fields laid out from the most important down.
import { describe, expect, it } from 'vitest';
import { CardinalityMatching } from '../../matching/cardinality.js';
import { BLACK, DOWN, NO_COLOUR, NO_FLOAT, UP, WHITE, type Colour, type Float, type PlayerState } from './players.js';
import { colourCriteria, EdgeWeights, fields2012, fields2017, fields2025, type BracketGraph, type RoundFacts, type WeightField } from './weights.js';

/** A player as the weights read him: score in tenths, colour state, floats. */
function player(
  id: number,
  score: number,
  o: { pref?: Colour; imbalance?: number; repeated?: Colour; float1?: Float; float2?: Float; eligible?: boolean; played?: number } = {},
): PlayerState {
  const imbalance = o.imbalance ?? 0;
  const repeated = o.repeated ?? NO_COLOUR;
  const absPref = imbalance > 1 || repeated !== NO_COLOUR;
  return {
    index: id - 1,
    id,
    rank: id - 1,
    recs: [],
    acc: [],
    forbidden: new Set(),
    available: true,
    valid: true,
    score,
    acc0: score,
    acc1: 0,
    acc2: 0,
    colourImbalance: imbalance,
    pref: o.pref ?? NO_COLOUR,
    repeated,
    strong: !absPref && imbalance > 0,
    absImbalance: imbalance > 1,
    absPref,
    eligibleForBye: o.eligible ?? true,
    playedGames: o.played ?? 2,
    float1: o.float1 ?? NO_FLOAT,
    float2: o.float2 ?? NO_FLOAT,
  };
}

/**
 * A bracket: MDP 1 (score 2), residents 2–5 (score 1), next score group 6–7 (score ½), and 8 (0) below it.
 * 1 had a downfloat last round; 3 an upfloat last round and a downfloat two rounds before; 8 may not have
 * the bye.
 */
const players = [
  player(1, 20, { pref: BLACK, imbalance: 1, float1: DOWN }),
  player(2, 10, { pref: WHITE, imbalance: 1 }),
  player(3, 10, { pref: BLACK, imbalance: 0, float1: UP, float2: DOWN, played: 1 }),
  player(4, 10, { pref: WHITE, imbalance: 2, float1: DOWN }),
  player(5, 10, { pref: WHITE, imbalance: 0, repeated: BLACK }),
  player(6, 5),
  player(7, 5, { float1: DOWN }),
  player(8, 0, { eligible: false }),
];
const graph = (size: number): BracketGraph => ({ players: players.slice(0, size), scores: players.slice(0, size).map((p) => p.acc0), mdps: 1, bracketEnd: 5, nextEnd: 7, size });
const facts = (o: Partial<RoundFacts> = {}): RoundFacts => ({ playedRounds: 2, byeScore: 0, byeRank: () => 0, scoreGroupBits: 3, ...o });
const valueOf = (fields: readonly WeightField[], name: RegExp, hi: number, lo: number): bigint => {
  const f = fields.find((x) => name.test(x.name));
  if (!f) throw new Error(`no field ${name}`);
  return f.value(hi - 1, lo - 1);
};
const widthOf = (fields: readonly WeightField[], name: RegExp): bigint => fields.find((x) => name.test(x.name))!.width;

describe('colour criteria (2017 C.8–C.11, 2025 C10–C13), from the lower player’s side', () => {
  it.each([
    // [lower, higher, bits: 8 colour difference, 4 three in a row, 2 preference, 1 strong preference]
    ['opposite preferences: all four met', 2, 1, 0b1111],
    ['both strong for white: the preference and the strong preference of one are not met', 2, 4, 0b1100],
    ['both absolute for white (4 by imbalance 2, 5 after two blacks): a third black for 5, a preference not met', 5, 4, 0b1001],
    ['no preference on one side: met', 6, 2, 0b1111],
  ])('%s', (_d, lo, hi, bits) => {
    expect(colourCriteria(players[lo - 1]!, players[hi - 1]!)).toBe(bits);
  });
});

describe('2025 fields (C.04.3 in force from 1 February 2026)', () => {
  const exact = fields2025(graph(8), facts(), { everyone: true, special: false, c9: false });
  const local = fields2025(graph(7), facts(), { everyone: false, special: false, c9: false });
  it('with everyone left in the graph the completion field (C4, C2, C5) comes first; without, C6 does', () => {
    expect(exact[0]!.name).toMatch(/^C4\/C2\/C5/);
    expect(local[0]!.name).toMatch(/^C6/);
    expect(local.map((f) => f.name.split(':')[0])).toEqual(['C6', 'C7', 'C8', 'C8', 'C10', 'C11', 'C12', 'C13', 'C14', 'C15', 'C16', 'C17', 'C18', 'C19', 'C20', 'C21', '4.2–4.4']);
  });
  it('C4/C2/C5: one for the pair, one more for each player who may not have the bye (barred, or above the bye score)', () => {
    expect(valueOf(exact, /^C4/, 6, 8)).toBe(1n + 1n + 1n); // 6 has ½ point, above the bye score 0; 8 is barred
    expect(valueOf(fields2025(graph(8), facts({ byeScore: 5 }), { everyone: true, special: false, c9: false }), /^C4/, 6, 7)).toBe(1n);
  });
  it('C6: a pair in the bracket counts one; with the next score group, none', () => {
    expect(valueOf(local, /^C6/, 1, 2)).toBe(1n);
    expect(valueOf(local, /^C6/, 3, 4)).toBe(1n);
    expect(valueOf(local, /^C6/, 2, 6)).toBe(0n);
  });
  // Score sub-fields, lowest score lowest: ½ (2 players: 2 bits) at 0, 1 (4 players: 3 bits) at 2, 2 (1: 1 bit) at 5.
  it('C7: a pair in the bracket counts its higher player at his score (the MDPs paired, highest scores first)', () => {
    expect(valueOf(local, /^C7/, 1, 2)).toBe(1n << 5n);
    expect(valueOf(local, /^C7/, 2, 3)).toBe(1n << 2n);
    expect(valueOf(local, /^C7/, 1, 6)).toBe(0n);
    expect(widthOf(local, /^C7/)).toBe(6n);
  });
  it('C8: pairs of the next bracket (a downfloater, or two of the next score group), and their higher player’s score', () => {
    expect(valueOf(local, /^C8: pairs/, 1, 6)).toBe(1n);
    expect(valueOf(local, /^C8: pairs/, 6, 7)).toBe(1n);
    expect(valueOf(local, /^C8: pairs/, 1, 2)).toBe(0n);
    expect(valueOf(local, /^C8: scores/, 1, 6)).toBe(1n << 5n);
    expect(valueOf(local, /^C8: scores/, 3, 7)).toBe(1n << 2n);
    expect(valueOf(local, /^C8: scores/, 6, 7)).toBe(1n << 0n);
  });
  it('C9 (when the bracket floats only the bye’s assignee): the paired players’ ranks by played games', () => {
    const f = fields2025(graph(7), facts({ byeScore: 10, byeRank: (p) => (p.playedGames === 1 ? 3 : 0) }), { everyone: false, special: false, c9: true });
    expect(valueOf(f, /^C9/, 2, 3)).toBe(3n); // 3 has one unplayed game: pairing him keeps the bye from him
    expect(valueOf(f, /^C9/, 2, 4)).toBe(0n);
    expect(local.some((x) => /^C9/.test(x.name))).toBe(false);
  });
  it('C10–C13: the colour criteria met by a pair in the bracket', () => {
    expect([/^C10/, /^C11/, /^C12/, /^C13/].map((n) => valueOf(local, n, 2, 4))).toEqual([1n, 1n, 0n, 0n]);
    expect([/^C10/, /^C11/, /^C12/, /^C13/].map((n) => valueOf(local, n, 2, 6))).toEqual([0n, 0n, 0n, 0n]);
  });
  it('C14: a paired resident who had a downfloat the round before (both, when both are residents); C16: two rounds before', () => {
    expect(valueOf(local, /^C14/, 2, 4)).toBe(1n);
    expect(valueOf(local, /^C14/, 1, 4)).toBe(1n); // 1 is an MDP: only 4 counts
    expect(valueOf(local, /^C14/, 3, 2)).toBe(0n);
    expect(valueOf(local, /^C16/, 2, 3)).toBe(1n);
  });
  it('C15: a pair in the bracket without an MDP opponent who had an upfloat the round before counts one; C17 two rounds before', () => {
    expect(valueOf(local, /^C15/, 1, 3)).toBe(0n); // MDP 1 against 3, who had an upfloat
    expect(valueOf(local, /^C15/, 2, 3)).toBe(1n); // same score: no MDP opponent
    expect(valueOf(local, /^C17/, 1, 3)).toBe(1n);
  });
  it('C18: each paired player who had a downfloat the round before, at his score; C19: the pair without such an upfloater, at the higher score', () => {
    expect(valueOf(local, /^C18/, 1, 4)).toBe((1n << 5n) + (1n << 2n));
    expect(valueOf(local, /^C18/, 2, 3)).toBe(0n);
    expect(valueOf(local, /^C19/, 1, 3)).toBe(0n);
    expect(valueOf(local, /^C19/, 1, 2)).toBe(1n << 5n);
    expect(valueOf(local, /^C20/, 2, 3)).toBe(1n << 2n);
  });
  it('the order of the candidates is left free, 3 × (bits of the largest score group) + 1 wide (as bbpPairings 6)', () => {
    expect(local.at(-1)!.name).toMatch(/^4\.2–4\.4/);
    expect(widthOf(local, /^4\.2/)).toBe(10n);
  });
  it('before round 2 only the floats of one round back count, before round 1 none', () => {
    const names = (pr: number) => fields2025(graph(7), facts({ playedRounds: pr }), { everyone: false, special: false, c9: false }).map((f) => f.name.split(':')[0]);
    expect(names(1)).toEqual(['C6', 'C7', 'C8', 'C8', 'C10', 'C11', 'C12', 'C13', 'C14', 'C15', 'C18', 'C19', '4.2–4.4']);
    expect(names(0)).toEqual(['C6', 'C7', 'C8', 'C8', 'C10', 'C11', 'C12', 'C13', '4.2–4.4']);
  });
});

describe('2017 fields (C.04.3 as approved 2016/2017)', () => {
  const normal = fields2017(graph(7), facts(), { everyone: false, special: false, c9: false });
  // PSD differences (A.8), in tenths: downfloaters' SD (score − ½ + 1: 25 for 2, 15 for 1) and pairs' (10 for
  // MDP 1 with a resident, 0 between residents); one sub-field each, as wide as their count needs.
  it('C.5 pairs, C.6 PSD, C.7 the next bracket, then the colours, the floats and the order', () => {
    expect(normal.map((f) => f.name.split(':')[0])).toEqual([
      'C.5',
      'C.6',
      'C.7',
      'C.7',
      'C.8',
      'C.9',
      'C.10',
      'C.11',
      'C.12',
      'C.13',
      'C.14',
      'C.15',
      'C.16',
      'C.17',
      'C.18',
      'C.19',
      'D.1–D.3',
    ]);
  });
  // Sub-fields from the smallest SD: 0 (three residents' pairs: 2 bits) at 0, 10 at 2, 15 (four: 3 bits) at 3, 25 at 6.
  it('C.6: a paired player saves his downfloater SD, and the pair costs its own SD', () => {
    const psd = (hi: number, lo: number) => valueOf(normal, /^C\.6/, hi, lo);
    expect(psd(1, 2)).toBe((1n << 6n) + (1n << 3n) - (1n << 2n)); // MDP 1 (SD 25) with a resident (15), pair SD 10
    expect(psd(2, 3)).toBe((1n << 3n) + (1n << 3n) - (1n << 0n)); // two residents, pair SD 0
    expect(psd(2, 6)).toBe(0n);
  });
  it('C.7: a pair with the next score group counts one; in the bracket none', () => {
    expect(valueOf(normal, /^C\.7: pairs/, 2, 6)).toBe(1n);
    expect(valueOf(normal, /^C\.7: pairs/, 2, 3)).toBe(0n);
  });
  it('C.12: a paired player who had the same downfloat the round before; C.13: an upfloat repeated costs one', () => {
    expect(valueOf(normal, /^C\.12/, 2, 4)).toBe(1n);
    expect(valueOf(normal, /^C\.13/, 1, 3)).toBe(-1n);
    expect(valueOf(normal, /^C\.13/, 2, 3)).toBe(0n);
  });
  it('the PPB and the last bracket: the completion field (C.4, bye eligibility by C.2) first', () => {
    const special = fields2017(graph(8), facts(), { everyone: true, special: true, c9: false });
    expect(special[0]!.name).toMatch(/^C\.4\/C\.2/);
    expect(special[0]!.value(5, 7)).toBe(2n); // 8 may not have the bye
  });
});

describe('2012 fields (C.04.1, Istanbul 2012)', () => {
  const normal = fields2012(graph(7), facts(), { everyone: false, special: false, c9: false });
  const fields17 = fields2017(graph(7), facts(), { everyone: false, special: false, c9: false });
  // A.11: "the number of pairs, the closeness of the scores, the number of pairs fulfilling the colour
  // preference, the criteria for downfloaters, for upfloaters"; each B.5 (the round before) before B.6 (two
  // rounds before), as C.10.a–d drop them from the last up. No criterion looks at the next bracket's pairs,
  // none at the score differences of floats; the players moved down whom the next bracket can pair count
  // below all of them, but when C.1/C.12 pair the bracket again (one of them would have no opponent there):
  // then right after B.3.
  it('P pairs, B.3 scores, B.2, A.7.d (odd rounds), B.4 colours, B.5, B.6 for downfloaters, then for upfloaters, the players moved down, then the order', () => {
    expect(normal.map((f) => f.name.split(':')[0])).toEqual([
      'A.6.b/C.14',
      'B.3',
      'B.2 (top scorers)',
      'B.2 (top scorers)',
      'A.7.d',
      'B.4/A.8.a',
      'B.4/A.8.b',
      'B.5',
      'B.6',
      'B.5',
      'B.6',
      'B.3/C.12',
      'D.1–D.3',
    ]);
    // A.7.d holds in odd rounds only (C.3.c): round 3 above (two played), not round 4.
    const even = fields2012(graph(7), facts({ playedRounds: 3 }), { everyone: false, special: false, c9: false });
    expect(even.map((f) => f.name.split(':')[0])).toEqual(normal.map((f) => f.name.split(':')[0]).filter((name) => name !== 'A.7.d'));
    expect(normal.filter((f) => /^B\.[56]/.test(f.name)).map((f) => f.name.split(' ')[1])).toEqual(['downfloat', 'downfloat', 'upfloat', 'upfloat']);
    const again = fields2012(graph(7), facts(), { everyone: false, special: false, c9: false, c12Incompatible: true });
    expect(again.map((f) => f.name.split(':')[0]).slice(0, 4)).toEqual(['A.6.b/C.14', 'B.3', 'B.3/C.12', 'B.2 (top scorers)']);
  });
  it('the fields kept from 2017 count alike: B.3 as C.6, B.5 as C.12 and C.13', () => {
    const same = (a: RegExp, b: RegExp, hi: number, lo: number) => {
      expect(valueOf(normal, a, hi, lo)).toBe(valueOf(fields17, b, hi, lo));
    };
    same(/^B\.3:/, /^C\.6/, 1, 2);
    same(/^B\.3:/, /^C\.6/, 2, 3);
    same(/^B\.5: downfloat/, /^C\.12/, 2, 4);
    same(/^B\.5: upfloat/, /^C\.13/, 1, 3);
  });
  it('the last bracket and the penultimate one re-paired (C.13): completion and bye eligibility (B.1.b) first', () => {
    const special = fields2012(graph(8), facts(), { everyone: true, special: true, c9: false });
    expect(special[0]!.name).toMatch(/^C\.13\/B\.1\.b/);
    expect(special[0]!.value(5, 7)).toBe(2n); // 8 may not have the bye
  });
});

describe('EdgeWeights', () => {
  const g = graph(7);
  const f = fields2025(g, facts(), { everyone: false, special: false, c9: false });
  const all = (_a: PlayerState, _b: PlayerState) => true;
  it('a weight is its fields, each shifted above the ones below it; equal weights share one id', () => {
    const w = new EdgeWeights(g, f, all, facts());
    const id = w.weightId(1, 3);
    const expected = f.reduce((sum, field, k) => sum + (field.value(1, 3) << w.offsets[k]!), 0n);
    expect(w.table[id]).toBe(expected);
    expect(w.offsets.at(-1)).toBe(0n);
    expect(w.offsets.at(-2)).toBe(10n);
    expect(w.weightId(5, 6)).toBe(w.weightId(5, 6));
  });
  it('a pair that breaks an absolute criterion has weight 0 (no edge)', () => {
    const w = new EdgeWeights(g, f, (a, b) => !(a.id === 2 && b.id === 4) && !(a.id === 4 && b.id === 2), facts());
    expect(w.weightId(1, 3)).toBe(0);
    expect(w.table[0]).toBe(0n);
    expect(w.weightId(1, 2)).not.toBe(0);
  });
  it('rowIds weighs each pair of a row as weightId does, 0 where they may not meet', () => {
    const mayMeet = (a: PlayerState, b: PlayerState) => !(a.id === 2 && b.id === 4) && !(a.id === 4 && b.id === 2);
    const byPair = new EdgeWeights(g, f, mayMeet, facts());
    const byRow = new EdgeWeights(g, f, mayMeet, facts());
    for (let lo = 1; lo < 7; lo++) {
      const row = new Int32Array(lo + 2).fill(-1);
      byRow.rowIds(lo, row, 1);
      expect(row[0]).toBe(-1); // nothing before `at`
      for (let hi = 0; hi < lo; hi++) expect(byRow.table[row[1 + hi]!]).toBe(byPair.table[byPair.weightId(hi, lo)]);
    }
    expect(byPair.weightId(1, 3)).toBe(0);
  });
  it('rowIds reads who may meet from the graph compatibleAmong makes, when given (the engine builds it without asking each pair)', () => {
    const mayMeet = (a: PlayerState, b: PlayerState) => !(a.id === 2 && b.id === 4) && !(a.id === 4 && b.id === 2);
    const among = (players: readonly PlayerState[], extra: number): CardinalityMatching => {
      const m = CardinalityMatching.of(players.length + extra, (i, j) => j < players.length && mayMeet(players[i]!, players[j]!));
      m.removeEdge(0, 6); // the graph decides, not compatible()
      return m;
    };
    const byPair = new EdgeWeights(g, f, mayMeet, facts());
    const byRow = new EdgeWeights(g, f, mayMeet, facts(), among);
    for (let lo = 1; lo < 7; lo++) {
      const row = new Int32Array(lo);
      byRow.rowIds(lo, row, 0);
      for (let hi = 0; hi < lo; hi++) expect(byRow.table[row[hi]!]).toBe(hi === 0 && lo === 6 ? 0n : byPair.table[byPair.weightId(hi, lo)]);
    }
  });
});
