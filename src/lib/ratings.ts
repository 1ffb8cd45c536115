/**
 * `arbiter/ratings`: ratings of an event by the USCF system (2011 text: standard and special formulas,
 * bonuses, floors) and by FIDE's rating regulations (B.02: rating change, K factors, initial ratings,
 * performance). Pure: an event in, each player's new rating or a typed error out.
 *
 *     import { rateFideEvent } from 'arbiter/ratings';
 *     const r = rateFideEvent({ players: […], games: […] });
 */
export {
  rateUscfEvent,
  rateDualEvent,
  estimateUscf,
  standardRating,
  specialRating,
  initialRating,
  effectiveGames,
  fideToUscf,
  DEFAULT_USCF_SETTINGS,
  USCF_ERROR_CODES,
  USCF_SYSTEMS,
} from '../rating/uscf.js';
export type { UscfEvent, UscfEventResult, UscfPlayer, UscfSettings, UscfSystem } from '../rating/uscf.js';
export { rateFideEvent, fideRatingChange, fideInitialRating, fideK, expectedScore, performanceRating, fideSettings, DEFAULT_FIDE_SETTINGS, FIDE_CHAPTERS } from '../rating/fide.js';
export type { FideEvent, FideGame, FidePlayerResult, FideSettings, FideChapter } from '../rating/fide.js';
export type { Result, ArbiterError } from '../core/result.js';
