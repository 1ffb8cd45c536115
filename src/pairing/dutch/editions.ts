/**
 * The editions of the FIDE (Dutch) system as a table of their differences. Everything not listed here is
 * common: the player state (players.ts), the search for the first candidate in order (search.ts), the
 * colours (colours.ts).
 *
 * 2025 against 2017, as bbpPairings 6 and 5 implement them:
 * - floats from unplayed rounds (1.4.3): only the pairing-allocated bye and rounds scored above a loss
 *   without playing give a downfloat (2017 A.4.b: every round not played);
 * - the bye (C2, Basic Rules art. 4): also barred by a full-point bye (2017 C.2: the pairing-allocated bye
 *   and a forfeit win only);
 * - completion (C4) in every bracket, with the bye at the lowest score possible (C5); no PPB, no collapsed
 *   last bracket (2017 A.9, C.4);
 * - the criteria (fields2025 against fields2017): C7 the scores of the downfloaters instead of the PSD,
 *   C8 looking at C1–C7 of the next bracket, C9 the bye assignee's unplayed games, C14–C21 re-scoped;
 * - the candidate order: 4.4 (the first valid set of MDPs) for D.3; the rest as D.1–D.2 (4.2–4.3).
 *
 * 2012 (C.04.1) against 2017, as JaVaFo 1.4 pairs (test/fixtures/dutch/README.md):
 * - a point or half point without playing (H, F, U, a forfeit win) bars the bye and is a downfloat (B.1.b);
 *   a zero without playing is neither (2017: every round not played is a downfloat, A.4.b);
 * - a bracket is judged by its own pairs (A.11): no look-ahead at the next bracket's pairs (2017 C.7), and
 *   B.5/B.6 count the repeated floats without their score differences (2017 C.16–C.19), those for
 *   downfloaters before those for upfloaters (A.11, C.10.a–d): fields2012;
 * - two absolute preferences for the same colour alternate by E.3 (2017 E.2: the wider colour difference);
 * - when nobody who may have the bye can get it, B.1.b is relaxed, the fewest rounds scored without playing
 *   first (JaVaFo 1.4; 2017: no pairing);
 * - C.1/C.12: a bracket is paired again when a player it moves down has no opponent in the next bracket, or
 *   when B.2 or B.1 keeps the next one from making its pairs (engine.ts); else no look-ahead at the next bracket;
 * - after C.13 B.5/B.6 for upfloaters count in the pairs of the players moved down only (A.3, weights.ts);
 * - after round 1, a pair without colour preferences: the higher ranked player gets the initial colour when
 *   his pairing number is even (JaVaFo's reading of A.7.c/A.7.f; 2017 E.5 when it is odd);
 * - the round is completed by C.13 (engine.ts, c13.ts): the penultimate bracket paired again with its MDPs
 *   paired, or else joined with the lowest one, its players S1 (2017: the PPB keeps its own pairs, C.4).
 */
import type { DutchRules } from '../../core/settings.js';
import type { AbsoluteTie, NoPreferenceColour } from './colours.js';
import type { ExplainWords } from './explain.js';
import { DOWN, isPairingAllocatedBye, NO_FLOAT, type HistoryRules } from './players.js';
import type { SearchSettings } from './search.js';
import { bitsFor, fields2012, fields2017, fields2025, type BracketFields, type BracketGraph, type BracketMode, type RoundFacts } from './weights.js';

export interface DutchEdition {
  readonly rules: DutchRules;
  /** The text, for messages. */
  readonly title: string;
  readonly history: HistoryRules;
  /**
   * How the round is completed: `penultimate-bracket` (2017 C.4: a bracket whose downfloaters leave the
   * rest unpairable is the PPB, re-paired with all the players below it, who then form the last bracket);
   * `every-bracket` (2025 C4: every bracket keeps the round complete, with the bye at the lowest score);
   * `lowest-bracket` (2012 C.13: the penultimate bracket paired again, or joined with the lowest one).
   */
  readonly completion: 'penultimate-bracket' | 'every-bracket' | 'lowest-bracket';
  /**
   * With an odd number of players, when nobody who may have the bye can get it with the others paired:
   * `no-pairing` (2017 C.2, 2025 C2 are absolute criteria), or `anyone` (2012: B.1.b is relaxed, as JaVaFo
   * 1.4 pairs: those with the fewest rounds scored without playing may have it, then one more, and so on;
   * the criteria for downfloaters then choose among them).
   */
  readonly byeWhenNoneMay: 'no-pairing' | 'anyone';
  /** 2012 C.1/C.12: a bracket is paired again when a player it moves down has no opponent in the next one, or B.2 or B.1 keeps that one from its pairs (engine.ts). */
  readonly backtracksForColours: boolean;
  /** The colours of a pair where neither player has a preference (colours.ts). */
  readonly noPreferenceColour: NoPreferenceColour;
  /** The colours of a pair whose players have the same absolute preference (colours.ts). */
  readonly absoluteTie: AbsoluteTie;
  /** The criteria of a bracket, as the fields of the edge weight. */
  readonly fields: BracketFields;
  /** The low-bit bonuses of the search for the first candidate (only their order matters; as the reference engine sets them). */
  search(g: BracketGraph, r: RoundFacts): SearchSettings;
  /**
   * Whether the number of pairs in the bracket is the first of the bracket's criteria in this mode (above
   * it only an absolute one could be), which the fold of the next score group needs (fold.ts).
   */
  pairsFirst(mode: BracketMode): boolean;
  readonly explainWords: ExplainWords;
  /** When no pairing satisfies the absolute criteria. */
  readonly noPairing: string;
}

export const DUTCH_EDITIONS: Readonly<Record<DutchRules, DutchEdition>> = {
  '2025': {
    rules: '2025',
    title: 'C.04.3 FIDE (Dutch) System, in force from 1 February 2026',
    history: {
      // 1.4.3: a downfloat for the pairing-allocated bye, or for scoring more than a loss without playing.
      unplayedFloat: (r, points) => (r.points > points.loss ? DOWN : NO_FLOAT),
      // C2 (Basic Rules art. 4): the pairing-allocated bye, or a win's points in one round without playing.
      barsBye: (r, points) => !r.played && (r.points >= points.win || isPairingAllocatedBye(r)),
    },
    completion: 'every-bracket',
    byeWhenNoneMay: 'no-pairing',
    backtracksForColours: false,
    noPreferenceColour: 'by-lot',
    absoluteTie: 'wider-difference',
    fields: fields2025,
    search: (g, r) => ({ orderBits: r.scoreGroupBits, opponentBonus: g.nextEnd }),
    // C4/C2/C5 (completing the round) come first when the graph holds everyone left; else C6.
    pairsFirst: (mode) => !mode.everyone,
    explainWords: {
      metBefore: 'C1: the natural opponent was met before (or the pair is forbidden)',
      sameAbsolutePreference: 'C3: both have the same absolute colour preference',
      earlierCandidate: '4.2: a candidate ahead of the natural opponent was possible',
      exchanged: '4.3: exchanged between S1 and S2',
    },
    noPairing: 'no pairing satisfies the absolute criteria (C1–C3, with the bye to a player who may have it): the players cannot all be paired',
  },
  '2017': {
    rules: '2017',
    title: 'C.04.3 FIDE (Dutch) System, 2016/2017 (in force until 31 January 2026)',
    history: {
      // A.4.b: a player who does not play in a round gets a downfloat.
      unplayedFloat: () => DOWN,
      // C.2: the pairing-allocated bye, or a forfeit win.
      barsBye: (r) => !r.played && r.paired && r.score === 2,
    },
    completion: 'penultimate-bracket',
    byeWhenNoneMay: 'no-pairing',
    backtracksForColours: false,
    noPreferenceColour: 'by-lot',
    absoluteTie: 'wider-difference',
    fields: fields2017,
    search: (g) => ({ orderBits: bitsFor(g.bracketEnd - g.mdps), opponentBonus: g.size }),
    // C.5 first, but in the PPB and the last bracket (C.4: completing the round, bye eligibility, above it).
    pairsFirst: (mode) => !mode.special,
    explainWords: {
      metBefore: 'C.1: the natural opponent was met before (or the pair is forbidden)',
      sameAbsolutePreference: 'C.3: both have the same absolute colour preference',
      earlierCandidate: 'D.1: a candidate ahead of the natural opponent was possible',
      exchanged: 'D.2: exchanged between S1 and S2',
      repaired: 'PPB: paired with the players below it, C.4',
    },
    noPairing: 'no pairing satisfies the absolute criteria (C.1–C.3): the players cannot all be paired',
  },
  '2012': {
    rules: '2012',
    title: 'C.04.1 Swiss System Based on Rating (The Dutch System), Istanbul 2012 (in force 2013–2017)',
    history: {
      // 2012 B.1.b: a point or half point without playing (a bye, or a forfeit win) makes a downfloater.
      unplayedFloat: (r, points) => (r.points > points.loss ? DOWN : NO_FLOAT),
      // 2012 B.1.b: ... and bars the bye (JaVaFo 1.4 reads F as U: no requested full-point bye then).
      barsBye: (r, points) => !r.played && r.points > points.loss,
    },
    completion: 'lowest-bracket',
    byeWhenNoneMay: 'anyone',
    backtracksForColours: true,
    noPreferenceColour: 'as-if-round-one',
    // 2012 E.2 grants the stronger preference; two absolute ones alternate by E.3 (2017 E.2's wider colour difference is not in it).
    absoluteTie: 'alternate',
    fields: fields2012,
    search: (g) => ({ orderBits: bitsFor(g.bracketEnd - g.mdps), opponentBonus: g.size }),
    // A.6.b/C.14 first, but when the round is completed (C.13, the last bracket) or brackets are joined (C.13).
    pairsFirst: (mode) => !mode.special && mode.c13 === undefined,
    explainWords: {
      metBefore: 'B.1.a: the natural opponent was met before (or the pair is forbidden)',
      sameAbsolutePreference: 'B.2: both have the same absolute colour preference',
      earlierCandidate: 'D.1: a transposition of S2 paired the player otherwise',
      exchanged: 'D.2: exchanged between S1 and S2',
      repaired: 'the penultimate score bracket, paired with the players below it so that the lowest one can be paired, C.13',
    },
    noPairing: 'no pairing satisfies the absolute criteria (B.1–B.2): the players cannot all be paired',
  },
};
