import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../core/game.js';
import type { Player } from '../core/player.js';
import type { Absence, AbsenceKind, Round } from '../core/round.js';
import { must } from '../core/tournamentOps.js';
import {
  computeTiebreaks,
  DEFAULT_TIEBREAKS,
  defaultTiebreaks,
  editionInForce,
  explainTiebreak,
  formatExplanation,
  makeTiebreakList,
  pairingKindOf,
  parseTiebreakList,
  perfectPerformance,
  roundEntries,
  TIEBREAK_EDITIONS,
  TIEBREAK_INFO,
  TIEBREAK_NAMES,
  tiebreakInfo,
  tiebreakListChangeWarning,
  tiebreakListRefusal,
  tiebreakListWarnings,
  type TiebreakEdition,
  type TiebreakInput,
  type ListedTiebreakName,
  type TiebreakName,
} from './tiebreaks.js';

// ---------------------------------------------------------------------------------------------------------
// Builders

type G = readonly [white: number, black: number, result: GameResult];
interface RoundSpec {
  readonly games?: readonly G[];
  readonly byes?: readonly number[];
  readonly absent?: readonly (readonly [player: number, kind: AbsenceKind])[];
}

function build(players: readonly Partial<Player>[] | number, specs: readonly RoundSpec[], extra: Partial<TiebreakInput> = {}): TiebreakInput {
  const list: Player[] =
    typeof players === 'number'
      ? Array.from({ length: players }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }))
      : players.map((p, i) => ({ name: `P${p.id ?? i + 1}`, ...p, id: p.id ?? i + 1 }));
  const rounds: Round[] = specs.map((s, i) => ({
    number: i + 1,
    games: (s.games ?? []).map(([white, black, result], b) => ({ board: b + 1, white, black, result })),
    byes: s.byes ?? [],
  }));
  const absences: Absence[] = specs.flatMap((s, i) => (s.absent ?? []).map(([player, kind]) => ({ round: i + 1, player, kind })));
  return { players: list, rounds, absences, ...extra };
}

const value = (input: TiebreakInput, player: number, name: TiebreakName, edition: TiebreakEdition): number => {
  const r = explainTiebreak(input, player, name, edition);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.value;
};

/**
 * The focal player's rounds and the opponents' final scores, as an FIDE example prints them. The other games
 * of each opponent are filled in against fresh filler players (wins, then a draw, then losses) so that the
 * opponent ends on exactly the printed score and has no unplayed round of his own.
 */
type Focal = { readonly opp: number; readonly res: '1' | '½' | '0' | '+' | '-' } | { readonly absent: AbsenceKind } | { readonly bye: true } | { readonly withdrawn: true };

function example(rounds: number, focal: readonly Focal[], oppScores: Readonly<Record<number, number>>, withdrawnOpp: Readonly<Record<number, number>> = {}): TiebreakInput {
  const FOCAL = 1;
  const specs: { games: G[]; byes: number[]; absent: [number, AbsenceKind][] }[] = Array.from({ length: rounds }, () => ({ games: [], byes: [], absent: [] }));
  const players: Partial<Player>[] = [{ id: FOCAL }];
  const busy = new Map<number, Set<number>>();
  const scored = new Map<number, number>();
  const mark = (p: number, r: number) => busy.set(p, (busy.get(p) ?? new Set()).add(r));
  let withdrawnFrom: number | undefined;
  focal.forEach((f, i) => {
    const s = specs[i]!;
    if ('opp' in f) {
      const result: GameResult = ({ '1': '1-0', '½': '1/2-1/2', '0': '0-1', '+': '+-', '-': '-+' } as const)[f.res];
      s.games.push([FOCAL, f.opp, result]);
      mark(f.opp, i);
      scored.set(f.opp, (scored.get(f.opp) ?? 0) + ({ '1': 0, '½': 0.5, '0': 1, '+': 0, '-': 1 } as const)[f.res]);
    } else if ('absent' in f) s.absent.push([FOCAL, f.absent]);
    else if ('bye' in f) s.byes.push(FOCAL);
    else withdrawnFrom ??= i + 1;
  });
  players[0] = { id: FOCAL, withdrawnFromRound: withdrawnFrom };
  let filler = 1000;
  for (const [oppText, target] of Object.entries(oppScores)) {
    const opp = Number(oppText);
    const until = withdrawnOpp[opp] ?? rounds + 1;
    players.push({ id: opp, withdrawnFromRound: withdrawnOpp[opp] });
    let left = target - (scored.get(opp) ?? 0);
    for (let r = 0; r < rounds && r + 1 < until; r++) {
      if (busy.get(opp)?.has(r)) continue;
      const f = filler++;
      players.push({ id: f });
      const result: GameResult = left >= 1 ? '1-0' : left >= 0.5 ? '1/2-1/2' : '0-1';
      left -= result === '1-0' ? 1 : result === '0-1' ? 0 : 0.5;
      specs[r]!.games.push([opp, f, result]);
    }
    if (Math.abs(left) > 1e-9) throw new Error(`opponent ${opp} cannot reach ${target}`);
  }
  return build(players, specs);
}

// ---------------------------------------------------------------------------------------------------------
// The regulation's own examples (C.07 2026 edition, annex of worked examples; Arbiters' Manual 2026)

/** Laxman, 1st SOA International GM 2024: 7/10, absent in round 4 (a one-round withdrawal, a VUR). */
const LAXMAN = example(
  10,
  [
    { opp: 11, res: '1' },
    { opp: 12, res: '1' },
    { opp: 13, res: '0' },
    { absent: 'zero-bye' },
    { opp: 15, res: '1' },
    { opp: 16, res: '½' },
    { opp: 17, res: '1' },
    { opp: 18, res: '½' },
    { opp: 19, res: '1' },
    { opp: 20, res: '1' },
  ],
  { 11: 5, 12: 5, 13: 6.5, 15: 4.5, 16: 6, 17: 5, 18: 6.5, 19: 5.5, 20: 6 },
);

/** Example 1: 7/9 with a forfeit win in round 7; the scheduled opponent's adjusted score is 5.5. */
const EXAMPLE_1 = example(
  9,
  [
    { opp: 11, res: '1' },
    { opp: 12, res: '1' },
    { opp: 13, res: '½' },
    { opp: 14, res: '1' },
    { opp: 15, res: '0' },
    { opp: 16, res: '1' },
    { opp: 17, res: '+' },
    { opp: 18, res: '½' },
    { opp: 19, res: '1' },
  ],
  { 11: 5.5, 12: 5.5, 13: 5.5, 14: 5.5, 15: 5.5, 16: 5.5, 17: 5.5, 18: 5.5, 19: 5.5 },
);

/** Example 3: 6.5/10 with a forfeit loss in round 5 and a withdrawal before round 10. */
const EXAMPLE_3 = example(
  10,
  [
    { opp: 11, res: '1' },
    { opp: 12, res: '1' },
    { opp: 13, res: '½' },
    { opp: 14, res: '1' },
    { opp: 15, res: '-' },
    { opp: 16, res: '1' },
    { opp: 17, res: '1' },
    { opp: 18, res: '0' },
    { opp: 19, res: '1' },
    { withdrawn: true },
  ],
  { 11: 6.5, 12: 6.5, 13: 6.5, 14: 6.5, 15: 7, 16: 6.5, 17: 6.5, 18: 6.5, 19: 6 },
);

/** Example 4: 9.5/10 with a forfeit win in round 1 against an opponent who was not paired again (adjusted 4.5). */
const EXAMPLE_4 = example(
  10,
  [
    { opp: 11, res: '+' },
    { opp: 12, res: '1' },
    { opp: 13, res: '1' },
    { opp: 14, res: '½' },
    { opp: 15, res: '1' },
    { opp: 16, res: '1' },
    { opp: 17, res: '1' },
    { opp: 18, res: '1' },
    { opp: 19, res: '1' },
    { opp: 20, res: '1' },
  ],
  { 11: 0, 12: 7, 13: 7, 14: 7.5, 15: 7, 16: 7, 17: 7, 18: 7, 19: 7.5, 20: 7.5 },
  { 11: 2 },
);

/** Example 6 (TEC exercises): 3.5/5 with a half-point bye in round 2; Cut-1 removes the VUR first. */
const EXAMPLE_6 = example(5, [{ opp: 11, res: '1' }, { absent: 'half-bye' }, { opp: 13, res: '1' }, { opp: 14, res: '½' }, { opp: 15, res: '½' }], {
  11: 1.5,
  13: 3.5,
  14: 3.5,
  15: 3,
});

describe('the regulation examples, both editions (C.07 16.4: uncapped in 2024, capped in 2026)', () => {
  const rows: readonly { source: string; article: string; input: TiebreakInput; name: TiebreakName; e2024: number; e2026: number }[] = [
    { source: 'Laxman', article: '8.1, 16.4 / 16.4.2: dummy 7 vs capped at 0.5 × 10 = 5', input: LAXMAN, name: 'buchholz', e2024: 57, e2026: 55 },
    { source: 'Laxman', article: '14.1, 16.5.1: the VUR dummy is cut before the 4.5', input: LAXMAN, name: 'buchholz-cut1', e2024: 50, e2026: 50 },
    { source: 'Laxman', article: '9.1, 16.4: the dummy round scored 0', input: LAXMAN, name: 'sonneborn-berger', e2024: 37.25, e2026: 37.25 },
    { source: 'Example 1', article: "16.4 / 16.4.1: forfeit win, dummy 7 vs the opponent's 5.5", input: EXAMPLE_1, name: 'buchholz', e2024: 51, e2026: 49.5 },
    { source: 'Example 3', article: '16.4 / 16.4.1 + 16.4.2: forfeit loss and withdrawal', input: EXAMPLE_3, name: 'buchholz', e2024: 64.5, e2026: 63 },
    { source: 'Example 4', article: '16.3.2 + 16.4.1: the excluded opponent counts 0 + 9 × ½ = 4.5', input: EXAMPLE_4, name: 'buchholz', e2024: 74, e2026: 69 },
    { source: 'Example 6', article: '14.1, 16.5.1: cut the VUR dummy, 3.5 + 3.5 + 3 + 1.5', input: EXAMPLE_6, name: 'buchholz-cut1', e2024: 11.5, e2026: 11.5 },
  ];
  it.each(rows)('$source $name (C.07 $article)', ({ input, name, e2024, e2026 }) => {
    expect(value(input, 1, name, 'fide-2024')).toBe(e2024);
    expect(value(input, 1, name, 'fide-2026')).toBe(e2026);
  });

  it('Laxman: 7 points, and Example 4: the forfeit opponent ends on 0 but counts 4.5 (16.3.2)', () => {
    expect(computeTiebreaks(LAXMAN, []).find((r) => r.player === 1)?.points).toBe(7);
    const e = explainTiebreak(EXAMPLE_4, 1, 'buchholz', 'fide-2026');
    expect(e.ok && e.value.lines[0]).toMatchObject({ round: 1, category: '16.2.2', score: 4.5 });
  });
});

// ---------------------------------------------------------------------------------------------------------
// A small Swiss with every category of unplayed round (values computed by hand below)

const RATINGS = [2000, 1900, 1800, 1700, 1600, 1500, 1400];
const MINI = build(
  RATINGS.map((rating, i) => ({ id: i + 1, rating, ...(i === 3 ? { withdrawnFromRound: 4 } : {}) })),
  [
    {
      games: [
        [1, 5, '1-0'],
        [6, 2, '1/2-1/2'],
        [3, 7, '0-1'],
      ],
      byes: [4],
    },
    {
      games: [
        [2, 1, '0-1'],
        [4, 3, '+-'],
        [5, 7, '1-0'],
      ],
      absent: [[6, 'half-bye']],
    },
    {
      games: [
        [1, 4, '1/2-1/2'],
        [7, 2, '0-1'],
        [6, 5, '1-0'],
      ],
      byes: [3],
    },
    {
      games: [
        [3, 1, '0-1'],
        [2, 5, '1/2-1/2'],
        [7, 6, '--'],
      ],
    },
  ],
);
// Scores: 1: 3.5, 2: 2, 3: 1, 4: 2.5 (adjusted 3: round 4 after withdrawal counts ½), 5: 1.5, 6: 2, 7: 1.

describe('C.07 16.1 – 16.2: categories of unplayed rounds', () => {
  const entries = roundEntries(MINI, 'fide-2026');
  const rows: readonly { player: number; round: number; category: string | undefined; vur: boolean; article: string }[] = [
    { player: 1, round: 1, category: undefined, vur: false, article: 'played' },
    { player: 4, round: 1, category: '16.2.1', vur: false, article: '16.2.1 pairing-allocated bye' },
    { player: 3, round: 3, category: '16.2.1', vur: false, article: '16.2.1 pairing-allocated bye' },
    { player: 4, round: 2, category: '16.2.2', vur: false, article: '16.2.2 forfeit win' },
    { player: 6, round: 2, category: '16.2.3', vur: true, article: '16.2.3 half-point bye followed by a game' },
    { player: 3, round: 2, category: '16.2.4', vur: true, article: '16.2.4 forfeit loss' },
    { player: 6, round: 4, category: '16.2.4', vur: true, article: '16.2.4 double forfeit' },
    { player: 7, round: 4, category: '16.2.4', vur: true, article: '16.2.4 double forfeit' },
    { player: 4, round: 4, category: '16.2.5', vur: true, article: '16.2.5 after withdrawal' },
  ];
  it.each(rows)('player $player round $round: $article', ({ player, round, category, vur }) => {
    const e = entries.get(player)?.find((x) => x.round === round);
    expect(e?.category).toBe(category);
    expect(e?.vur).toBe(vur);
  });

  it('a requested bye at the end is 16.2.5, a full-point bye is not voluntary (16.1)', () => {
    const t = build(3, [
      { games: [[1, 2, '1-0']], byes: [3] },
      { games: [[2, 3, '0-1']], absent: [[1, 'full-bye']] },
      { games: [[1, 3, '1/2-1/2']], absent: [[2, 'half-bye']] },
    ]);
    const e = roundEntries(t);
    expect(e.get(1)?.[1]).toMatchObject({ kind: 'requested-bye', category: '16.2.1', vur: false, points: 1 });
    expect(e.get(2)?.[2]).toMatchObject({ kind: 'requested-bye', category: '16.2.5', vur: true, points: 0.5 });
  });

  it('absences of a late entry before he joined are VURs followed by games (16.2.3)', () => {
    const t = build([{ id: 1 }, { id: 2 }, { id: 3, joinedRound: 2 }], [{ games: [[1, 2, '1-0']] }, { games: [[3, 1, '1-0']], byes: [2] }]);
    expect(roundEntries(t).get(3)?.[0]).toMatchObject({ kind: 'absent', reason: 'not-entered', category: '16.2.3', vur: true });
  });
});

describe('what each category of unplayed round contributes, per tie-break and edition (C.07 16.3 – 16.4, 7, 9.2, 10)', () => {
  // The rounds of the small Swiss, one per category; own scores #3 1, #4 2.5, #6 2; adjusted #3 1, #4 3, #7 1.
  const ROUNDS = [
    { category: '16.2.1 PAB', player: 4, round: 1 },
    { category: '16.2.2 forfeit win', player: 4, round: 2 },
    { category: '16.2.3 half-point bye, then games', player: 6, round: 2 },
    { category: '16.2.4 forfeit loss', player: 3, round: 2 },
    { category: '16.2.4 double forfeit', player: 6, round: 4 },
    { category: '16.2.5 after withdrawal', player: 4, round: 4 },
  ] as const;
  type Cell = readonly [e2024: number, e2026: number, counted: boolean];
  const none: Cell = [0, 0, false];
  const ratingNone: readonly Cell[] = [none, none, none, none, none, none];
  const MATRIX: Readonly<Partial<Record<ListedTiebreakName, readonly Cell[]>>> = {
    // 16.4: the dummy has the own score (2024), capped by 16.4.1 (forfeits: the scheduled opponent's adjusted
    // score) or 16.4.2 (others: ½ × 4 rounds = 2) in 2026.
    buchholz: [
      [2.5, 2, true],
      [2.5, 1, true],
      [2, 2, true],
      [1, 1, true],
      [2, 1, true],
      [2.5, 2, true],
    ],
    // 9.1: the dummy's score × the points of the round.
    'sonneborn-berger': [
      [2.5, 2, true],
      [2.5, 1, true],
      [1, 1, true],
      [0, 0, true],
      [0, 0, true],
      [0, 0, true],
    ],
    // 7.1: a win with or without playing; 7.2 – 7.4: over the board only.
    wins: [[1, 1, true], [1, 1, true], none, none, none, none],
    won: ratingNone,
    'black-games': ratingNone,
    'black-wins': ratingNone,
    // 7.6 with 16.1: the VURs are not elected.
    'rounds-elected': [[1, 1, true], [1, 1, true], none, none, none, none],
    // 9.2: only a real opponent on 2 or more counts (#4 on 2.5 for #3's forfeit loss, which scored 0).
    koya: [none, none, none, [0, 0, true], none, none],
    // Article 10: games over the board only.
    aro: ratingNone,
    tpr: ratingNone,
    ptp: ratingNone,
    apro: ratingNone,
    appo: ratingNone,
  };
  const rows = Object.entries(MATRIX).flatMap(([name, cells]) => ROUNDS.map((r, i) => ({ name: name as TiebreakName, ...r, cell: cells[i]! })));
  it.each(rows)('$name, $category (player $player round $round)', ({ name, player, round, cell }) => {
    TIEBREAK_EDITIONS.forEach((edition, i) => {
      const e = explainTiebreak(MINI, player, name, edition);
      const line = e.ok ? e.value.lines.find((l) => l.round === round) : undefined;
      expect([line?.value, line?.cut !== true]).toEqual([cell[i], cell[2]]);
    });
  });
});

describe('every tie-break on the small Swiss (hand-computed; C.07 articles on each row)', () => {
  const rows: readonly { player: number; name: TiebreakName; e2024: number; e2026: number; article: string }[] = [
    { player: 1, name: 'buchholz', e2024: 7.5, e2026: 7.5, article: '8.1: 1.5 + 2 + 3 (adjusted, 16.3.2) + 1' },
    { player: 1, name: 'buchholz-cut1', e2024: 6.5, e2026: 6.5, article: '14.1' },
    { player: 1, name: 'buchholz-cut2', e2024: 5, e2026: 5, article: '14.2' },
    { player: 1, name: 'buchholz-median1', e2024: 3.5, e2026: 3.5, article: '14.3' },
    { player: 1, name: 'buchholz-median2', e2024: 0, e2026: 0, article: '14.4: four rounds, all cut' },
    { player: 4, name: 'buchholz', e2024: 11, e2026: 8.5, article: '16.4: PAB 2.5/2, forfeit win 2.5/1 (16.4.1), 3.5, withdrawn 2.5/2 (16.4.2)' },
    { player: 4, name: 'buchholz-cut1', e2024: 8.5, e2026: 6.5, article: '16.5.1: the VUR (2.5 / 2) is cut, not the 1 of the forfeit' },
    { player: 6, name: 'buchholz', e2024: 7.5, e2026: 6.5, article: "16.4.1: double forfeit capped at the opponent's 1" },
    { player: 6, name: 'buchholz-cut1', e2024: 5.5, e2026: 5.5, article: '16.5.1: lowest VUR cut' },
    { player: 6, name: 'buchholz-cut2', e2024: 3.5, e2026: 3.5, article: '16.5.2: reapplied, both VURs cut' },
    { player: 3, name: 'buchholz', e2024: 6.5, e2026: 6.5, article: '16.4: forfeit loss and PAB: dummy 1 under both caps' },
    { player: 1, name: 'sonneborn-berger', e2024: 6, e2026: 6, article: '9.1: 1.5 + 2 + 3 × ½ + 1' },
    { player: 1, name: 'sonneborn-berger-cut1', e2024: 5, e2026: 5, article: '14.1.1 d: the lowest-scoring opponent' },
    { player: 4, name: 'sonneborn-berger', e2024: 6.75, e2026: 4.75, article: '9.1, 16.4: 2.5 + 2.5 + 1.75 + 0 / 2 + 1 + 1.75 + 0' },
    {
      player: 4,
      name: 'sonneborn-berger-cut1',
      e2024: 6.75,
      e2026: 3.75,
      article: "16.5.1: 2024 the VUR (2.5 × 0) is itself least significant; 2026 the forfeit win (1 × 1) is higher than the VUR's 0 and is cut",
    },
    { player: 1, name: 'progressive', e2024: 9, e2026: 9, article: '7.5: 1 + 2 + 2.5 + 3.5' },
    { player: 1, name: 'progressive-cut1', e2024: 8, e2026: 8, article: '14.1.1 c' },
    { player: 1, name: 'progressive-cut2', e2024: 6, e2026: 6, article: '14.2' },
    { player: 4, name: 'progressive', e2024: 8, e2026: 8, article: '7.5: byes and forfeits count as scored' },
    { player: 1, name: 'wins', e2024: 3, e2026: 3, article: '7.1' },
    { player: 4, name: 'wins', e2024: 2, e2026: 2, article: '7.1: PAB and forfeit win' },
    { player: 4, name: 'won', e2024: 0, e2026: 0, article: '7.2: none over the board' },
    { player: 1, name: 'won', e2024: 3, e2026: 3, article: '7.2' },
    { player: 1, name: 'black-games', e2024: 2, e2026: 2, article: '7.3' },
    { player: 6, name: 'black-games', e2024: 0, e2026: 0, article: '7.3: the double forfeit with Black is not a game' },
    { player: 1, name: 'black-wins', e2024: 2, e2026: 2, article: '7.4' },
    { player: 1, name: 'rounds-elected', e2024: 4, e2026: 4, article: '7.6' },
    { player: 3, name: 'rounds-elected', e2024: 3, e2026: 3, article: '7.6: forfeit loss' },
    { player: 6, name: 'rounds-elected', e2024: 2, e2026: 2, article: '7.6: half-point bye and forfeit loss' },
    { player: 4, name: 'rounds-elected', e2024: 3, e2026: 3, article: '7.6: the PAB counts, the round after withdrawal does not' },
    { player: 1, name: 'koya', e2024: 1.5, e2026: 1.5, article: '9.2: opponents on 2 (½ × 4) or more: #2 and #4' },
    { player: 4, name: 'koya', e2024: 0.5, e2026: 0.5, article: '9.2: only real opponents (#3 on 1 by forfeit, #1); byes and the withdrawal have no opponent' },
    { player: 4, name: 'aro-cut1', e2024: 0, e2026: 0, article: '14.1.1 b: the only opponent is cut, none left' },
    { player: 1, name: 'aro', e2024: 1750, e2026: 1750, article: '10.1: (1600 + 1900 + 1700 + 1800) / 4' },
    { player: 1, name: 'aro-cut1', e2024: 1800, e2026: 1800, article: '14.1.1 b' },
    { player: 4, name: 'aro', e2024: 2000, e2026: 2000, article: '10.1: the forfeit opponent is not counted' },
    { player: 1, name: 'tpr', e2024: 2086, e2026: 2086, article: '10.2: 1750 + dp(0.88) 336' },
    { player: 4, name: 'tpr', e2024: 2000, e2026: 2000, article: '10.2: 2000 + dp(0.5) 0' },
    { player: 1, name: 'ptp', e2024: 2103, e2026: 2103, article: '10.3: .96 + .76 + .92 + .86 = 3.50 at 2103, 3.49 at 2102' },
    { player: 4, name: 'ptp', e2024: 1997, e2026: 1997, article: '10.3: D of −3 still expects .50' },
    { player: 4, name: 'apro', e2024: 2086, e2026: 2086, article: '10.4: the one opponent played, #1' },
    { player: 4, name: 'appo', e2024: 2103, e2026: 2103, article: '10.5' },
    // The 2026 additions (hand-computed; TieBreakServer's reading of each article cited where it decides).
    { player: 1, name: 'aro-cut2', e2024: 1850, e2026: 1850, article: '10.1, 14.2: 1600 and 1700 cut, (1800 + 1900) / 2' },
    { player: 1, name: 'aro-median1', e2024: 1750, e2026: 1750, article: '10.1, 14.3: 1600 and 1900 cut, (1700 + 1800) / 2' },
    {
      player: 1,
      name: 'average-of-buchholz',
      e2024: 8.5,
      e2026: 7.88,
      article: '8.2: BH of #5 8.5, #2 8, #4 11 / 8.5 (16.4), #3 6.5: 34 / 4 = 8.5; 31.5 / 4 = 7.875, to two decimals',
    },
    {
      player: 1,
      name: 'fore-buchholz',
      e2024: 8,
      e2026: 8,
      article: '8.3: round 4 all drawn: #5 1.5, #2 2 (½ for ½), #4 3 (adjusted), #3 1.5 (0 → ½)',
    },
    { player: 1, name: 'fore-buchholz-cut1', e2024: 6.5, e2026: 6.5, article: '8.3, 14.1: a 1.5 cut' },
    { player: 1, name: 'fore-buchholz-cut2', e2024: 5, e2026: 5, article: '8.3, 14.2: both 1.5 cut' },
    { player: 1, name: 'fore-buchholz-median1', e2024: 3.5, e2026: 3.5, article: '8.3, 14.3: a 1.5 and the 3 cut' },
    { player: 1, name: 'fore-buchholz-median2', e2024: 0, e2026: 0, article: '8.3, 14.4: four rounds, all cut' },
    { player: 1, name: 'standard-points', e2024: 3.5, e2026: 3.5, article: '7.7: 1 + 1 + ½ + 1 (1-½-0: the score)' },
    { player: 6, name: 'standard-points', e2024: 2, e2026: 2, article: '7.7: ½ draw + ½ half-point bye + 1 win + 0 double forfeit' },
    { player: 1, name: 'rating', e2024: 2000, e2026: 2000, article: '10.6' },
    { player: 3, name: 'pairing-number', e2024: 3, e2026: 3, article: '7.8: no start number kept: the player number' },
  ];
  it.each(rows)('player $player $name (C.07 $article)', ({ player, name, e2024, e2026 }) => {
    expect(value(MINI, player, name, 'fide-2024')).toBe(e2024);
    expect(value(MINI, player, name, 'fide-2026')).toBe(e2026);
  });

  it('covers every tie-break name in the tables above or the direct-encounter block below', () => {
    const covered = new Set<string>([
      'direct-encounter',
      'direct-encounter-forfeits',
      // the Koya limits: the TieBreakServer table below
      'koya-minus2',
      'koya-minus1',
      'koya-plus1',
      'koya-plus2',
      ...rows.map((r) => r.name),
      'sonneborn-berger-cut2',
      'sonneborn-berger-median1',
      'sonneborn-berger-median2',
    ]);
    expect(TIEBREAK_NAMES.filter((n) => !covered.has(n))).toEqual([]);
  });

  // FIDE TEC's TieBreakServer (OttoMilvang/TieBreakServer 14a34a2, run outside the repository on this
  // tournament's TRF16 as `arbiter export trf` writes it: tiebreakchecker.py -s -F TXT -t PTS ARO/C2 ARO/M1
  // AOB FB FB/C1 STD RTNG TPN BH), its 2026 rules. "-0" (no value: fewer opponents than cut) is our 0.
  it.each([
    // player, ARO/C2, ARO/M1, AOB, FB, FB/C1, STD, RTNG, TPN, BH (TieBreakServer's rank order: 1 4 2 6 5 7 3)
    [1, 1850, 1750, 7.88, 8, 6.5, 3.5, 2000, 1, 7.5],
    [2, 1800, 1550, 7, 8.5, 7, 2, 1900, 2, 8],
    [3, 0, 0, 6.5, 7.5, 6, 1, 1800, 3, 6.5],
    [4, 0, 0, 7.5, 8.5, 6.5, 2.5, 1700, 4, 8.5],
    [5, 1950, 1700, 6.88, 9, 7.5, 1.5, 1600, 5, 8.5],
    [6, 0, 0, 8.25, 7, 5, 2, 1500, 6, 6.5],
    [7, 1900, 1800, 7.67, 7.5, 6, 1, 1400, 7, 5.5],
  ] as const)('player %i as TieBreakServer computes it (C.07 2026 7.7, 7.8, 8.2, 8.3, 10.1, 10.6, 14)', (player, ...expected) => {
    const names = ['aro-cut2', 'aro-median1', 'average-of-buchholz', 'fore-buchholz', 'fore-buchholz-cut1', 'standard-points', 'rating', 'pairing-number', 'buchholz'] as const;
    const numbered: TiebreakInput = { ...MINI, numbers: new Map(RATINGS.map((_, i) => [i + 1, i + 1])) };
    const rows = computeTiebreaks(numbered, names, 'fide-2026');
    expect(names.map((n) => rows.find((r) => r.player === player)!.tiebreaks[n])).toEqual(expected);
    expect(rows.map((r) => r.player)).toEqual([1, 4, 2, 6, 5, 7, 3]);
  });

  // TieBreakServer on the small Swiss (tiebreakchecker.py -s -t PTS KS KS/L-1 KS/L-2 KS/L+1 KS/L+2): the
  // Koya limit of 2 (½ × 4 rounds) moved by half-points (C.07 14.5). Player 1: #5 1.5, #2 2, #4 2.5, #3 1.
  it.each([
    // player, KS, KS/L-1, KS/L-2, KS/L+1, KS/L+2
    [1, 1.5, 2.5, 3.5, 0.5, 0],
    [2, 0.5, 1, 2, 0, 0],
    [3, 0, 0, 0, 0, 0],
    [4, 0.5, 0.5, 1.5, 0.5, 0.5],
    [5, 0.5, 0.5, 1.5, 0, 0],
    [6, 0.5, 1.5, 1.5, 0, 0],
    [7, 0, 0, 1, 0, 0],
  ] as const)('player %i: Koya and its limit modifiers as TieBreakServer computes them', (player, ...expected) => {
    const names = ['koya', 'koya-minus1', 'koya-minus2', 'koya-plus1', 'koya-plus2'] as const;
    const rows = computeTiebreaks(MINI, names, 'fide-2026');
    expect(names.map((n) => rows.find((r) => r.player === player)!.tiebreaks[n])).toEqual(expected);
  });

  it('DE/P counts a forfeit between the tied players as a game (C.07 6.1.1 with the P modifier); DE leaves it out in a Swiss', () => {
    // Round 1: 1–2 won by 1 by forfeit, 3–4 1-0; round 2: 3–1 1-0, 2–4 1-0. Scores 3: 2, 1: 1, 2: 1, 4: 0.
    // TieBreakServer (tiebreakchecker.py -s -t PTS DE DE/P on the exported TRF16) agrees: DE 0 for both
    // (undecided), DE/P places #1 first and #2 second of the pair (it prints the place, we the points).
    const t = build(4, [
      {
        games: [
          [1, 2, '+-'],
          [3, 4, '1-0'],
        ],
      },
      {
        games: [
          [3, 1, '1-0'],
          [2, 4, '1-0'],
        ],
      },
    ]);
    const withP = computeTiebreaks(t, ['direct-encounter-forfeits'], 'fide-2026');
    expect(withP.map((r) => [r.player, r.tiebreaks['direct-encounter-forfeits'], r.lot])).toEqual([
      [3, 0, undefined],
      [1, 1, undefined], // the forfeit win over #2: 1 of the 1 point among {1, 2}
      [2, 0, undefined],
      [4, 0, undefined],
    ]);
    // Plain DE: they have not met over the board (6.1.1), so 6.3 cannot separate them: the lots do.
    const plain = computeTiebreaks(t, ['direct-encounter'], 'fide-2026');
    expect(plain.filter((r) => r.player === 1 || r.player === 2).map((r) => [r.tiebreaks['direct-encounter'], r.lot !== undefined])).toEqual([
      [0, true],
      [0, true],
    ]);
    const e = explainTiebreak(t, 1, 'direct-encounter-forfeits', 'fide-2026');
    expect(e.ok && e.value.formula).toMatch(/^Direct encounter, forfeits counted as played \(C\.07 6, 6\.1\.1\) among 1, 2: all have met/);
  });

  it('standard points with 3-1-0 scoring count wins and draws as 1-½-0 (C.07 7.7)', () => {
    const threeOne: TiebreakInput = { ...MINI, points: { win: 3, draw: 1, loss: 0, absence: { 'half-bye': 1 } } };
    // Player 6: a draw (1), a half-point bye (1, a draw's points), a win (3), a double forfeit (0): 5 points,
    // ½ + ½ + 1 + 0 = 2 standard points. Player 4: the PAB (3) and the forfeit win (3) are above a draw: 1 each; a draw ½.
    expect(computeTiebreaks(threeOne, []).find((r) => r.player === 6)?.points).toBe(5);
    expect(value(threeOne, 6, 'standard-points', 'fide-2026')).toBe(2);
    expect(value(threeOne, 4, 'standard-points', 'fide-2026')).toBe(2.5);
  });

  it('the pairing number ranks the lowest first (C.07 7.8); the rating the highest first (10.6)', () => {
    // Everyone on 0 points: no rounds.
    const flat = build(
      RATINGS.map((rating, i) => ({ id: i + 1, rating, startNumber: 7 - i })),
      [],
    );
    expect(computeTiebreaks(flat, ['pairing-number']).map((r) => r.player)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(computeTiebreaks(flat, ['rating']).map((r) => r.player)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Given numbers (a round robin's Berger numbers) take the place of the start numbers.
    const numbers = new Map([1, 2, 3, 4, 5, 6, 7].map((id) => [id, id === 4 ? 1 : id < 4 ? id + 1 : id]));
    expect(computeTiebreaks({ ...flat, numbers }, ['pairing-number'])[0]?.player).toBe(4);
  });

  it('SB cut and median variants (14.2 – 14.4) on player 1: contributions 1.5, 2, 1.5, 1 by opponent 1.5, 2, 3, 1', () => {
    expect(value(MINI, 1, 'sonneborn-berger-cut2', 'fide-2026')).toBe(3.5);
    expect(value(MINI, 1, 'sonneborn-berger-median1', 'fide-2026')).toBe(3.5);
    expect(value(MINI, 1, 'sonneborn-berger-median2', 'fide-2026')).toBe(0);
  });

  it('16.5.1 for SB: the least significant value is cut when it is higher than the lowest VUR contribution', () => {
    // Player 1: wins vs #2 (who ends on 1), then a zero-point bye: VUR dummy × 0 = 0; the least significant
    // value (opponent on 1, won: 1) is higher, so it goes (C.07 16.5.1).
    const t = build(3, [
      { games: [[1, 2, '1-0']], byes: [3] },
      { games: [[2, 3, '1-0']], absent: [[1, 'zero-bye']] },
      { games: [[1, 3, '1-0']], byes: [2] },
    ]);
    // Scores: 1: 2, 2: 2 (PAB), 3: 1 (PAB). SB terms for 1: 2 × 1 (vs #2), dummy 2 × 0, 1 × 1 (vs #3).
    expect(value(t, 1, 'sonneborn-berger', 'fide-2024')).toBe(3);
    expect(value(t, 1, 'sonneborn-berger-cut1', 'fide-2024')).toBe(2);
  });
});

describe("point values are the tournament's (3 for a win, 1 for a draw)", () => {
  const THREE = { ...MINI, points: { win: 3, draw: 1, loss: 0 } };
  // Scores: #1 10, #2 5, #3 3 (PAB 3), #4 7 (PAB 3, forfeit win 3, draw 1; adjusted 8 with round 4 as a draw),
  // #5 4. The 16.4.2 cap is draw × rounds = 1 × 4 = 4.
  const rows: readonly { player: number; name: TiebreakName; e2024: number; e2026: number; article: string }[] = [
    { player: 1, name: 'buchholz', e2024: 20, e2026: 20, article: '8.1, 16.3.2: #5 4 + #2 5 + #4 8 + #3 3' },
    { player: 4, name: 'buchholz', e2024: 31, e2026: 21, article: '16.4: dummies 7, 7, 7 / capped 4 (16.4.2), 3 (16.4.1, #3), 4; plus #1 10' },
    { player: 1, name: 'wins', e2024: 3, e2026: 3, article: '7.1: a win is 3 points' },
  ];
  it.each(rows)('player $player $name (C.07 $article)', ({ player, name, e2024, e2026 }) => {
    expect(value(THREE, player, name, 'fide-2024')).toBe(e2024);
    expect(value(THREE, player, name, 'fide-2026')).toBe(e2026);
  });

  it('a pairing-allocated bye worth a draw is still not voluntary (16.2.1), and not a win (7.1)', () => {
    const half = { ...MINI, points: { pairingBye: 0.5 } };
    expect(roundEntries(half).get(4)?.[0]).toMatchObject({ kind: 'pairing-bye', points: 0.5, vur: false, category: '16.2.1' });
    expect(value(half, 4, 'wins', 'fide-2026')).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Round-robin (Article 15)

describe('C.07 15.2: round-robins, forfeits as regular games; 2026 keeps some unplayed', () => {
  // Four players, three rounds; #4 loses by forfeit with Black to #3 in round 3.
  const RR = build(
    [
      { id: 1, rating: 2000 },
      { id: 2, rating: 1900 },
      { id: 3, rating: 1800 },
      { id: 4, rating: 1700 },
    ],
    [
      {
        games: [
          [1, 4, '1-0'],
          [2, 3, '1/2-1/2'],
        ],
      },
      {
        games: [
          [3, 1, '0-1'],
          [4, 2, '0-1'],
        ],
      },
      {
        games: [
          [2, 1, '1/2-1/2'],
          [3, 4, '+-'],
        ],
      },
    ],
    { pairing: 'round-robin' },
  );
  // Scores: 1: 2.5, 2: 2, 3: 1.5, 4: 0.
  const rows: readonly { player: number; name: TiebreakName; e2024: number; e2026: number; article: string }[] = [
    { player: 3, name: 'sonneborn-berger', e2024: 1, e2026: 1, article: '9.1, 15.2: the forfeit win counts × opponent 0' },
    { player: 3, name: 'won', e2024: 1, e2026: 1, article: '7.2, 15.2: forfeit win is a regular game' },
    { player: 4, name: 'black-games', e2024: 2, e2026: 1, article: '7.3, 15.2 (2026): a forfeit loss stays unplayed for Type B' },
    { player: 4, name: 'rounds-elected', e2024: 3, e2026: 2, article: '7.6, 15.2 (2026)' },
    { player: 3, name: 'aro', e2024: 1867, e2026: 1950, article: '10.1, 15.2 (2026): forfeits stay unplayed for ratings' },
    { player: 1, name: 'koya', e2024: 1.5, e2026: 1.5, article: '9.2: #2 (2) and #3 (1.5) reach ½ × 3; 1 + ½ scored against them' },
  ];
  it.each(rows)('player $player $name (C.07 $article)', ({ player, name, e2024, e2026 }) => {
    expect(value(RR, player, name, 'fide-2024')).toBe(e2024);
    expect(value(RR, player, name, 'fide-2026')).toBe(e2026);
  });

  it('a fixed plan that is not all-play-all (DO-TO-HO) is pre-determined too: no dummy, Buchholz allowed', () => {
    expect(pairingKindOf('dotoho')).toBe('pre-determined');
    expect(defaultTiebreaks('dotoho')).toEqual(DEFAULT_TIEBREAKS.swiss);
    expect(tiebreakListWarnings(DEFAULT_TIEBREAKS['pre-determined'], 'pre-determined', 'fide-2026')).toEqual([]);
    const t = build(3, [{ games: [[1, 2, '1-0']] }, { games: [[3, 1, '0-1']] }, { games: [[2, 3, '+-']] }], { pairing: 'pre-determined' });
    // #1: 2 points, opponents #2 (1: the forfeit win, a regular game by 15.2) and #3 (0); round 3 free: nothing.
    expect(value(t, 1, 'buchholz', 'fide-2026')).toBe(1);
    expect(value({ ...t, pairing: 'swiss' }, 1, 'buchholz', 'fide-2026')).toBe(1 + 0 + Math.min(2, 0.5 * 3));
  });

  it('a round without opponent in a round-robin contributes nothing to Buchholz (no dummy)', () => {
    const t = build(
      3,
      [
        { games: [[1, 2, '1-0']], byes: [3] },
        { games: [[3, 1, '0-1']], byes: [2] },
        { games: [[2, 3, '1-0']], byes: [1] },
      ],
      { pairing: 'round-robin' },
    );
    // #1: 3 points (two wins + bye); opponents #2 (2 points: win + bye… 1 + 1) and #3 (1, the bye).
    expect(value(t, 1, 'buchholz', 'fide-2026')).toBe(3);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Direct encounter (Article 6)

describe('C.07 6: direct encounter', () => {
  it('6.2: all tied players have met: their points decide, and a subgroup still tied is decided among itself', () => {
    // 1–4 all end on 3.5 and have all met: 1 2.5, 4 1.5, 2 1, 3 1 among them (6.2); 2 beat 3, so within the
    // subgroup {2, 3} 2 is first (6.2, reapplied). Players 5–16 are one-game opponents.
    const t = build(16, [
      {
        games: [
          [1, 2, '1-0'],
          [3, 4, '1-0'],
        ],
      },
      {
        games: [
          [1, 3, '1-0'],
          [2, 4, '0-1'],
        ],
      },
      {
        games: [
          [1, 4, '1/2-1/2'],
          [2, 3, '1-0'],
        ],
      },
      {
        games: [
          [1, 5, '1-0'],
          [2, 6, '1-0'],
          [3, 7, '1-0'],
          [4, 8, '1-0'],
        ],
      },
      {
        games: [
          [1, 9, '0-1'],
          [2, 10, '1-0'],
          [3, 11, '1-0'],
          [4, 12, '1-0'],
        ],
      },
      {
        games: [
          [1, 13, '0-1'],
          [2, 14, '1/2-1/2'],
          [3, 15, '1/2-1/2'],
          [4, 16, '0-1'],
        ],
      },
    ]);
    const rows = computeTiebreaks(t, ['direct-encounter']).filter((r) => r.points === 3.5);
    expect(rows.map((r) => [r.player, r.tiebreaks['direct-encounter'], r.lot])).toEqual([
      [1, 2.5, undefined],
      [4, 1.5, undefined],
      [2, 1, undefined],
      [3, 1, undefined],
    ]);
  });

  it('6.3 (Swiss): a lead decides only when the missing games cannot overturn it', () => {
    // 1, 2, 3 end on 2; 1 beat 2; 3 met neither: 3 could still reach 2 → no decision, lots for all three.
    const games = (third: GameResult): RoundSpec[] => [
      {
        games: [
          [1, 2, '1-0'],
          [3, 4, '1-0'],
        ],
      },
      {
        games: [
          [1, 5, '0-1'],
          [2, 6, '1-0'],
          [3, 7, '0-1'],
        ],
      },
      {
        games: [
          [1, 8, '1-0'],
          [2, 9, '1-0'],
          [3, 10, third],
        ],
      },
    ];
    const tied = computeTiebreaks(build(10, games('1-0')), ['direct-encounter']).filter((r) => r.points === 2);
    expect(tied.map((r) => r.player).sort()).toEqual([1, 2, 3]);
    expect(tied.every((r) => r.lot !== undefined)).toBe(true);
    // When 3 loses his last game, only 1 and 2 are tied, they have met, and 1's win decides.
    const two = computeTiebreaks(build(10, games('0-1')), ['direct-encounter']).filter((r) => r.points === 2);
    expect(two.map((r) => [r.player, r.lot])).toEqual([
      [1, undefined],
      [2, undefined],
    ]);
  });

  it('6.3: a lead that no missing game can overturn decides even when not all have met', () => {
    // 1, 2, 3 end on 2; 1 beat 2 and 3, who never met: each can reach at most 0 + 1 < 2 → 1 is first;
    // then 2 and 3 have not met and neither leads: lots.
    const t = build(11, [
      {
        games: [
          [1, 2, '1-0'],
          [3, 4, '1-0'],
        ],
      },
      {
        games: [
          [1, 3, '1-0'],
          [2, 5, '1-0'],
        ],
      },
      {
        games: [
          [1, 6, '0-1'],
          [2, 7, '1-0'],
          [3, 8, '1-0'],
        ],
      },
      {
        games: [
          [1, 9, '0-1'],
          [2, 10, '0-1'],
          [3, 11, '0-1'],
        ],
      },
    ]);
    const group = computeTiebreaks(t, ['direct-encounter']).filter((r) => r.points === 2);
    expect(group.map((r) => r.player)).toEqual([1, ...group.slice(1).map((r) => r.player)]);
    expect(group[0]).toMatchObject({ player: 1, tiebreaks: { 'direct-encounter': 2 } });
    expect(group[0]!.lot).toBeUndefined();
    expect(
      group
        .slice(1)
        .map((r) => r.lot)
        .sort(),
    ).toEqual([1, 2]);
    const e = explainTiebreak(t, 1, 'direct-encounter');
    expect(e.ok && e.value.formula).toContain('6.3');
  });

  it('6.1.1: a forfeit between tied players does not count unless the rules say so; 6.1.2 averages repeated games', () => {
    const t = build(2, [{ games: [[1, 2, '+-']] }, { games: [[2, 1, '1-0']] }, { games: [[1, 2, '1-0']] }, { games: [[2, 1, '1/2-1/2']] }], { pairing: 'round-robin' });
    // 1: 1 + 0 + 1 + ½ = 2.5; 2: 0 + 1 + 0 + ½ = 1.5 → not tied; use the group anyway through explain.
    const e = explainTiebreak({ ...t, directEncounterCountsForfeits: false }, 1, 'direct-encounter');
    expect(e.ok ? e.value.group : undefined).toEqual([1]);
    const both = build(2, [{ games: [[1, 2, '+-']] }, { games: [[2, 1, '1-0']] }, { games: [[1, 2, '1/2-1/2']] }, { games: [[2, 1, '1/2-1/2']] }]);
    // 1: 1 + 0 + ½ + ½ = 2; 2: 0 + 1 + ½ + ½ = 2: tied. Played games: 1 scored 0, ½, ½ → average 1/3.
    const rows = computeTiebreaks(both, ['direct-encounter']);
    expect(rows.find((r) => r.player === 1)?.tiebreaks['direct-encounter']).toBeCloseTo(1 / 3, 10);
    expect(rows[0]!.player).toBe(2);
    const counted = computeTiebreaks({ ...both, directEncounterCountsForfeits: true }, ['direct-encounter']);
    expect(counted.find((r) => r.player === 1)?.tiebreaks['direct-encounter']).toBe(0.5);
    expect(counted.every((r) => r.lot !== undefined)).toBe(true);
    // In a round-robin forfeits are regular games (15.2), so they count without any rule of the tournament.
    const rr = computeTiebreaks({ ...both, pairing: 'round-robin' }, ['direct-encounter']);
    expect(rr.find((r) => r.player === 1)?.tiebreaks['direct-encounter']).toBe(0.5);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Ranking, lots, explanation, names

describe('standings (C.07 4.2): tie-breaks in order, then lots', () => {
  it('orders by points, then each tie-break for the players still tied', () => {
    const rows = computeTiebreaks(MINI, ['buchholz', 'sonneborn-berger'], 'fide-2026');
    // 2 and 6 are on 2 points: #2's opponents 2 + 3.5 + 1 + 1.5 = 8 beat #6's 6.5 (capped dummies, 2026);
    // 3 and 7 are on 1: #3 6.5, #7 1 + 1.5 + 2 + 1 (double forfeit, dummy 1) = 5.5.
    expect(rows.map((r) => r.player)).toEqual([1, 4, 2, 6, 5, 3, 7]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.find((r) => r.player === 6)!.tiebreaks.buchholz).toBe(6.5);
    expect(rows.find((r) => r.player === 2)!.tiebreaks.buchholz).toBe(8);
    expect(rows.find((r) => r.player === 7)!.tiebreaks.buchholz).toBe(5.5);
  });

  it('the JSON-ready rows carry the tie-breaks in the order asked', () => {
    const rows = computeTiebreaks(MINI, ['sonneborn-berger', 'buchholz']);
    expect(Object.keys(rows[0]!.tiebreaks)).toEqual(['sonneborn-berger', 'buchholz']);
  });

  it('draws lots (seeded) among players tied on everything; the same seed gives the same draw', () => {
    const t = build(4, [
      {
        games: [
          [1, 2, '1/2-1/2'],
          [3, 4, '1/2-1/2'],
        ],
      },
    ]);
    const a = computeTiebreaks({ ...t, seed: 7 }, ['buchholz']);
    const b = computeTiebreaks({ ...t, seed: 7 }, ['buchholz']);
    expect(a).toEqual(b);
    expect(a.map((r) => r.lot).sort()).toEqual([1, 2, 3, 4]);
    const orders = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        computeTiebreaks({ ...t, seed }, ['buchholz'])
          .map((r) => r.player)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('explains a value round by round, with the cut rounds marked', () => {
    const e = explainTiebreak(MINI, 4, 'buchholz-cut1', 'fide-2026');
    expect(e.ok).toBe(true);
    if (!e.ok) return;
    expect(e.value.value).toBe(6.5);
    expect(e.value.lines.map((l) => [l.round, l.value, l.cut === true])).toEqual([
      [1, 2, false],
      [2, 1, false],
      [3, 3.5, false],
      [4, 2, true],
    ]);
    const text = formatExplanation(e.value, (id) => `P${id}`);
    expect(text[0]).toBe('BH-C1 6.5 for P4 (fide-2026)');
    expect(text.join('\n')).toContain('16.4.2');
    expect(text.join('\n')).toContain('16.4.1');
    expect(explainTiebreak(MINI, 99, 'buchholz').ok).toBe(false);
  });

  it("defaults per system follow FIDE's recommendations, without Buchholz for round-robins (Article 8 note, 2026)", () => {
    expect(defaultTiebreaks('swiss-dutch')).toEqual(DEFAULT_TIEBREAKS.swiss);
    expect(defaultTiebreaks('round-robin')).toEqual(DEFAULT_TIEBREAKS['round-robin']);
    expect(DEFAULT_TIEBREAKS['round-robin'].some((n) => n.startsWith('buchholz'))).toBe(false);
  });

  // C.07 2026 Article 5 (acronyms) and 14 (modifiers), as users write them (the TEC's slash form, or the
  // handbook's hyphen), each against the tie-break it names; our own names keep working as aliases.
  it.each([
    ['BH/C1', 'buchholz-cut1'],
    ['bh-c2', 'buchholz-cut2'],
    ['BH/M1', 'buchholz-median1'],
    ['SB/M1', 'sonneborn-berger-median1'],
    ['SB/C2', 'sonneborn-berger-cut2'],
    ['PS/C1', 'progressive-cut1'],
    ['FB', 'fore-buchholz'],
    ['FB/C1', 'fore-buchholz-cut1'],
    ['FB/M2', 'fore-buchholz-median2'],
    ['AOB', 'average-of-buchholz'],
    ['ARO/C2', 'aro-cut2'],
    ['ARO/M1', 'aro-median1'],
    ['STD', 'standard-points'],
    ['RTNG', 'rating'],
    ['TPN', 'pairing-number'],
    ['SNO', 'pairing-number'],
    ['REP', 'rounds-elected'],
    ['KS', 'koya'],
    ['APPO', 'appo'],
    ['DE/P', 'direct-encounter-forfeits'],
    ['KS/L-1', 'koya-minus1'],
    ['KS/L+2', 'koya-plus2'],
    // C.07 14.5 with MTB26 `KS/Lx` ("any reasonable value"): any shift of 1 to 99 half-points.
    ['KS/L-3', 'koya-minus3'],
    ['KS-L+12', 'koya-plus12'],
    ['ks/l-99', 'koya-minus99'],
    ['koya-plus7', 'koya-plus7'],
    ['buchholz-cut1', 'buchholz-cut1'],
    ['sonneborn-berger', 'sonneborn-berger'],
  ] as const)('%s is %s', (text, name) => {
    expect(parseTiebreakList(text)).toEqual({ ok: true, value: [name] });
  });

  it('a modifier we do not compute is refused by name, not read as something else', () => {
    // KS/L60 (a limit in percent) and KS/L+1.5 (in points) are TieBreakServer's own forms, not C.07's or MTB26's.
    for (const text of ['KS/L60', 'KS/L+1.5', 'KS/L+100', 'KS/L+0', 'koya-plus0', 'koya-minus07', 'BH/C3', 'TPR/U1000', 'DE/X'])
      expect(parseTiebreakList(`BH, ${text}`)).toMatchObject({ ok: false, error: { code: 'unknown-tiebreak', message: expect.stringContaining(`"${text}"`) as string } });
  });

  // C.07 Article 14: the modifiers Cut-1 (14.1), Cut-2 (14.2), Median-1 (14.3), Median-2 (14.4), written after
  // the tie-break's acronym of the Article 5 table (BH 8.1, SB 9.1, PS 7.5, ARO 10.1, FB 8.3).
  it.each([
    ['buchholz-cut1', 'BH-C1', 'C.07 8.1, 14.1', 'Buchholz Cut-1'],
    ['buchholz-median2', 'BH-M2', 'C.07 8.1, 14.4', 'Buchholz Median-2'],
    ['sonneborn-berger-cut2', 'SB-C2', 'C.07 9.1, 14.2', 'Sonneborn-Berger Cut-2'],
    ['sonneborn-berger-median1', 'SB-M1', 'C.07 9.1, 14.3', 'Sonneborn-Berger Median-1'],
    ['progressive-cut2', 'PS-C2', 'C.07 7.5, 14.2', 'Progressive score Cut-2'],
    ['aro-cut1', 'ARO-C1', 'C.07 10.1, 14.1', 'Average rating of opponents Cut-1'],
    ['aro-median1', 'ARO-M1', 'C.07 10.1, 14.3', 'Average rating of opponents Median-1'],
    ['fore-buchholz-median2', 'FB-M2', 'C.07 8.3, 14.4', 'Fore Buchholz Median-2'],
  ] as const)('%s is %s (%s), "%s"', (name, acronym, article, title) => {
    expect(tiebreakInfo(name)).toEqual({ acronym, article, title });
  });

  it('a Koya limit of any shift is written and read back by its name, with its acronym (C.07 9.2, 14.5)', () => {
    const list = must(parseTiebreakList('DE, KS/L+3, KS/L-12, WIN'));
    expect(makeTiebreakList(list)).toBe('direct-encounter,koya-plus3,koya-minus12,wins');
    expect(must(parseTiebreakList(makeTiebreakList(list)))).toEqual(list);
    expect(tiebreakInfo('koya-plus3')).toEqual({ acronym: 'KS-L+3', article: 'C.07 9.2, 14.5', title: 'Koya system, limit 3 half-points higher' });
    expect(tiebreakInfo('koya-minus1')).toEqual(TIEBREAK_INFO['koya-minus1']);
  });

  it('round-robins refuse the Buchholz family (C.07 2026 Article 8), in the 2026 edition', () => {
    expect(tiebreakListRefusal(['direct-encounter', 'fore-buchholz', 'average-of-buchholz', 'buchholz-cut1'], 'round-robin')).toBe(
      'FB, AOB, BH-C1: the Buchholz tie-breaks must not be used in a round-robin (C.07 8, 2026)',
    );
    expect(tiebreakListRefusal(['buchholz'], 'round-robin', 'fide-2024')).toBeUndefined();
    expect(tiebreakListRefusal(['buchholz'], 'swiss')).toBeUndefined();
    expect(tiebreakListRefusal(['sonneborn-berger', 'koya'], 'round-robin')).toBeUndefined();
  });

  it('reads names and FIDE acronyms; warns when the list changes after round 1', () => {
    expect(parseTiebreakList('BH-C1, bh, SB, DE, REP, GE')).toMatchObject({ ok: false });
    expect(parseTiebreakList('BH-C1, bh, SB/C1, de, aro-cut1')).toEqual({
      ok: true,
      value: ['buchholz-cut1', 'buchholz', 'sonneborn-berger-cut1', 'direct-encounter', 'aro-cut1'],
    });
    expect(parseTiebreakList('buchholz,nonsense')).toMatchObject({ ok: false, error: { code: 'unknown-tiebreak' } });
    expect(tiebreakListChangeWarning(['buchholz'], ['sonneborn-berger'], 0)).toBeUndefined();
    expect(tiebreakListChangeWarning(['buchholz'], ['buchholz'], 3)).toBeUndefined();
    expect(tiebreakListChangeWarning(['buchholz'], ['sonneborn-berger'], 1)).toContain('C.07 4.1');
    // Regression: after two rounds it read "changed after round 2 rounds".
    expect(tiebreakListChangeWarning(['buchholz'], ['sonneborn-berger'], 2)).toMatch(/^the tie-breaks were changed after round 2 \(C\.07 4\.1/);
  });

  it('warns about Buchholz in a round-robin under 2026 (Article 8 note) and Koya in a Swiss', () => {
    expect(tiebreakListWarnings(['buchholz', 'sonneborn-berger'], 'round-robin', 'fide-2026')[0]).toContain('Article 8');
    expect(tiebreakListWarnings(['buchholz'], 'round-robin', 'fide-2024')).toEqual([]);
    expect(tiebreakListWarnings(DEFAULT_TIEBREAKS.swiss, 'swiss')).toEqual([]);
    expect(tiebreakListWarnings(DEFAULT_TIEBREAKS['round-robin'], 'round-robin')).toEqual([]);
    expect(tiebreakListWarnings(['koya'], 'swiss')).toHaveLength(1);
  });

  it('counts only complete rounds up to throughRound', () => {
    const after2 = computeTiebreaks({ ...MINI, throughRound: 2 }, ['buchholz'], 'fide-2024');
    // After round 2: #1 has 2 (beat #5 and #2); #5 has 1, #2 has 0.5 → BH 1.5.
    expect(after2.find((r) => r.player === 1)).toMatchObject({ points: 2, tiebreaks: { buchholz: 1.5 } });
    const pending = {
      ...MINI,
      rounds: [...MINI.rounds.slice(0, 2), { ...MINI.rounds[2]!, games: MINI.rounds[2]!.games.map((g, i) => (i === 0 ? { board: g.board, white: g.white, black: g.black } : g)) }],
    };
    expect(computeTiebreaks(pending, ['buchholz'], 'fide-2024')).toEqual(after2);
  });

  it('the edition in force on a day', () => {
    expect(editionInForce('2026-02-28')).toBe('fide-2024');
    expect(editionInForce('2026-03-01')).toBe('fide-2026');
  });

  it('PTP (10.3): a zero score is 800 below the lowest opponent', () => {
    expect(perfectPerformance([1800, 1600], 0)).toBe(800);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties over generated tournaments

const ORDER_FREE: readonly TiebreakName[] = [
  'buchholz',
  'buchholz-cut1',
  'buchholz-cut2',
  'buchholz-median1',
  'buchholz-median2',
  'sonneborn-berger',
  'sonneborn-berger-cut1',
  'sonneborn-berger-cut2',
  'sonneborn-berger-median1',
  'sonneborn-berger-median2',
  'wins',
  'won',
  'black-games',
  'black-wins',
  'rounds-elected',
  'koya',
  'aro',
  'aro-cut1',
  'tpr',
  'ptp',
  'apro',
  'appo',
];

/**
 * A Swiss of `n` players and `r` rounds: each round a random matching, results (forfeits included when
 * `unplayed`), the odd player given the pairing-allocated bye, and, when `unplayed`, some requested byes.
 */
const tournamentArb = (mode: 'played' | 'forfeits' | 'all') =>
  fc
    .record({ n: fc.integer({ min: 2, max: 9 }), r: fc.integer({ min: 1, max: 6 }), seed: fc.integer() })
    .chain(({ n, r }) =>
      fc.record({
        n: fc.constant(n),
        ratings: fc.array(fc.option(fc.integer({ min: 1000, max: 2800 }), { nil: undefined, freq: 5 }), { minLength: n, maxLength: n }),
        rounds: fc.array(
          fc.record({
            perm: fc.shuffledSubarray(
              Array.from({ length: n }, (_, i) => i + 1),
              { minLength: n, maxLength: n },
            ),
            results: fc.array(fc.constantFrom<GameResult>(...(mode !== 'played' ? (['1-0', '0-1', '1/2-1/2', '+-', '-+', '--'] as const) : (['1-0', '0-1', '1/2-1/2'] as const))), {
              minLength: n,
              maxLength: n,
            }),
            requested: fc.array(fc.constantFrom<AbsenceKind | null>(...(mode === 'all' ? ([null, null, null, 'half-bye', 'zero-bye', 'full-bye'] as const) : ([null] as const))), {
              minLength: n,
              maxLength: n,
            }),
          }),
          { minLength: r, maxLength: r },
        ),
      }),
    )
    .map(({ ratings, rounds }) => {
      const specs: RoundSpec[] = rounds.map(({ perm, results, requested }) => {
        const absent = perm.filter((p) => requested[p - 1] !== null).map((p) => [p, requested[p - 1]!] as const);
        const playing = perm.filter((p) => requested[p - 1] === null);
        const games: G[] = [];
        for (let i = 0; i + 1 < playing.length; i += 2) games.push([playing[i]!, playing[i + 1]!, results[i]!]);
        return { games, byes: playing.length % 2 ? [playing[playing.length - 1]!] : [], absent };
      });
      return build(
        ratings.map((rating, i) => ({ id: i + 1, rating })),
        specs,
      );
    });

const valuesOf = (input: TiebreakInput, edition: TiebreakEdition) => Object.fromEntries(computeTiebreaks(input, ORDER_FREE, edition).map((r) => [r.player, r.tiebreaks]));

describe('properties', () => {
  it('listing the rounds in another order (same round numbers) changes nothing', () => {
    fc.assert(
      fc.property(tournamentArb('all'), fc.constantFrom(...TIEBREAK_EDITIONS), fc.integer(), (input, edition, salt) => {
        const shuffled = [...input.rounds].sort((a, b) => ((a.number * 7919 + salt) % 13) - ((b.number * 7919 + salt) % 13));
        const all = [...TIEBREAK_NAMES];
        expect(computeTiebreaks({ ...input, rounds: shuffled }, all, edition)).toEqual(computeTiebreaks(input, all, edition));
      }),
      { numRuns: 150 },
    );
  });

  it('Buchholz and its cuts, Sonneborn-Berger, wins, ARO … do not depend on the order of the rounds (renumbered)', () => {
    fc.assert(
      fc.property(tournamentArb('played'), fc.constantFrom(...TIEBREAK_EDITIONS), (input, edition) => {
        const k = input.rounds.length;
        const renumbered = input.rounds.map((r) => ({ ...r, number: k + 1 - r.number }));
        expect(valuesOf({ ...input, rounds: renumbered }, edition)).toEqual(valuesOf(input, edition));
      }),
      { numRuns: 150 },
    );
  });

  it('… and with forfeits and pairing-allocated byes too, whose categories do not depend on position', () => {
    fc.assert(
      fc.property(tournamentArb('forfeits'), fc.constantFrom(...TIEBREAK_EDITIONS), (input, edition) => {
        const k = input.rounds.length;
        const renumbered = input.rounds.map((r) => ({ ...r, number: k + 1 - r.number }));
        expect(valuesOf({ ...input, rounds: renumbered }, edition)).toEqual(valuesOf(input, edition));
      }),
      { numRuns: 150 },
    );
  });

  it('a requested bye is order-dependent (16.2.3 vs 16.2.5), and so is the progressive score', () => {
    const early = build(2, [
      {
        absent: [
          [1, 'zero-bye'],
          [2, 'zero-bye'],
        ],
      },
      { games: [[1, 2, '1-0']] },
    ]);
    const late = build(2, [
      { games: [[1, 2, '1-0']] },
      {
        absent: [
          [1, 'zero-bye'],
          [2, 'zero-bye'],
        ],
      },
    ]);
    // #2's Buchholz: #1 counts 1 (16.2.3 at face value) or 1.5 (16.2.5 as a draw, 16.3.2).
    expect(value(early, 2, 'buchholz', 'fide-2024')).toBe(1 + 0);
    expect(value(late, 2, 'buchholz', 'fide-2024')).toBe(1.5 + 0);
    expect(value(early, 1, 'progressive', 'fide-2024')).toBe(1);
    expect(value(late, 1, 'progressive', 'fide-2024')).toBe(2);
  });

  it('2024 and 2026 agree when every round is played over the board (the caps only touch unplayed rounds)', () => {
    fc.assert(
      fc.property(tournamentArb('played'), (input) => {
        const played = { ...input, rounds: input.rounds.map((r) => ({ ...r, byes: [] })), players: input.players };
        const hasBye = input.rounds.some((r) => r.byes.length > 0);
        if (hasBye) return;
        expect(valuesOf(played, 'fide-2026')).toEqual(valuesOf(played, 'fide-2024'));
      }),
      { numRuns: 100 },
    );
  });

  it('the 2026 dummy never exceeds the 2024 dummy: Buchholz and SB can only go down', () => {
    fc.assert(
      fc.property(tournamentArb('all'), (input) => {
        const a = computeTiebreaks(input, ['buchholz', 'sonneborn-berger'], 'fide-2024');
        const b = computeTiebreaks(input, ['buchholz', 'sonneborn-berger'], 'fide-2026');
        for (const row of a) {
          const other = b.find((x) => x.player === row.player)!;
          expect(other.tiebreaks.buchholz!).toBeLessThanOrEqual(row.tiebreaks.buchholz! + 1e-9);
          expect(other.tiebreaks['sonneborn-berger']!).toBeLessThanOrEqual(row.tiebreaks['sonneborn-berger']! + 1e-9);
        }
      }),
      { numRuns: 150 },
    );
  });
});
