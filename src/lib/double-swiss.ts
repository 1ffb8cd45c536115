/**
 * `arbiter/double-swiss`: the FIDE Double-Swiss pairing engine (C.04.5, applied from 1 February 2026), as a
 * function from plain data to a pairing, like `arbiter/dutch`. A match is two games: the players' records
 * hold a record per game (match k = records 2k−1 and 2k); after game a the engine pairs game b.
 *
 *     import { pairDoubleSwiss, pairTrf } from 'arbiter/double-swiss';
 *     const r = pairDoubleSwiss({ players, totalRounds: 10, initialColour: 'white' });   // 5 matches
 *     const s = pairTrf(trfText);          // the next game of a TRF file, two columns a match
 *     if (r.ok) for (const p of r.value.pairs) console.log(p.white, p.black);
 */
import { err, type Result } from '../core/result.js';
import { readTrfFile } from '../formats/trfFile.js';
import { pairDoubleSwiss, type DoubleSwissError, type DoubleSwissPairing } from '../pairing/doubleSwiss/engine.js';
import { DOUBLE_SWISS_ENGINE } from '../pairing/doubleSwiss/swissEngine.js';
import { swissInputFromTrf, type SwissTrfOptions } from '../pairing/swissEngines.js';

export { pairDoubleSwiss, DOUBLE_SWISS_ERROR_CODES } from '../pairing/doubleSwiss/engine.js';
export type { DoubleSwissPairing, DoubleSwissError, DoubleSwissErrorCode, DoubleSwissBracketExplanation } from '../pairing/doubleSwiss/engine.js';
export type { SwissEngineInput as DoubleSwissInput, SwissTrfOptions as DoubleSwissTrfOptions } from '../pairing/swissEngines.js';
export type { DutchRoundRecord as DoubleSwissGameRecord, DutchPair as DoubleSwissPair, DutchColour as DoubleSwissColour } from '../pairing/dutch/types.js';
export type { Result } from '../core/result.js';

/** Pairs the next game (or game `round`) of a tournament given as TRF16 or TRF-2026 text, two columns a match. */
export function pairTrf(text: string, options: SwissTrfOptions & { readonly explain?: boolean } = {}): Result<DoubleSwissPairing & { round: number }, DoubleSwissError> {
  const file = readTrfFile(text);
  if (!file.ok) return err({ code: 'double-swiss.input', message: file.error.message });
  const input = swissInputFromTrf(DOUBLE_SWISS_ENGINE, file.value.tournament, options);
  if (!input.ok) return err({ code: 'double-swiss.input', message: input.error.message });
  const paired = pairDoubleSwiss(input.value, options);
  return paired.ok ? { ok: true, value: { ...paired.value, round: input.value.round } } : paired;
}
