/**
 * `arbiter/tiebreaks`: the FIDE tie-breaks (C.07, editions 2024 and 2026) with unplayed games as Article 16
 * says, for Swiss and round-robin events; each value can be explained. Pure.
 *
 *     import { computeTiebreaks } from 'arbiter/tiebreaks';
 *     const rows = computeTiebreaks({ players, rounds }, ['buchholz-cut1', 'sonneborn-berger']);
 */
export {
  computeTiebreaks,
  explainTiebreak,
  formatExplanation,
  parseTiebreakList,
  parseTiebreakName,
  perfectPerformance,
  roundEntries,
  DEFAULT_TIEBREAK_EDITION,
  DEFAULT_TIEBREAK_POINTS,
  TIEBREAK_EDITIONS,
  TIEBREAK_INFO,
  TIEBREAK_NAMES,
  isTiebreakName,
  koyaShift,
  tiebreakInfo,
} from '../scoring/tiebreaks.js';
export type {
  KoyaLimitName,
  ListedTiebreakName,
  TiebreakEdition,
  TiebreakExplanation,
  TiebreakInput,
  TiebreakName,
  TiebreakPoints,
  RoundEntry,
  StandingRow,
} from '../scoring/tiebreaks.js';
export type { Player } from '../core/player.js';
export type { Round, Absence } from '../core/round.js';
export type { Result, ArbiterError } from '../core/result.js';
