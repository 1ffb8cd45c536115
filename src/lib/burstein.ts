/**
 * `arbiter/burstein`: the FIDE Burstein Swiss pairing engine (C.04.4.2, applied from 1 February 2026), as a
 * function from plain data to a pairing, like `arbiter/dutch`. The seeding rounds (1.6) are paired by the
 * Dutch system, the rounds after them by the Index of 1.7.
 *
 *     import { pairBurstein, pairTrf } from 'arbiter/burstein';
 *     const r = pairBurstein({ players, totalRounds: 9, initialColour: 'white' });
 *     const s = pairTrf(trfText);                 // the next round of a TRF16 or TRF-2026 file
 *     if (r.ok) for (const p of r.value.pairs) console.log(p.white, p.black);
 */
import { err, type Result } from '../core/result.js';
import { readTrfFile } from '../formats/trfFile.js';
import { pairBurstein, type BursteinError, type BursteinOptions, type BursteinPairing } from '../pairing/burstein/index.js';
import { bursteinInputFromTrf, type BursteinTrfOptions } from '../pairing/burstein/trfInput.js';

export { pairBurstein, BURSTEIN_ERROR_CODES, seedingRounds } from '../pairing/burstein/index.js';
export type { BursteinInput, BursteinPairing, BursteinError, BursteinErrorCode, BursteinBracketExplanation, BursteinRanked, BursteinOptions } from '../pairing/burstein/index.js';
export type {
  DutchPlayer as BursteinPlayer,
  DutchRoundRecord as BursteinRoundRecord,
  DutchPair as BursteinPair,
  DutchColour as BursteinColour,
  DutchScore as BursteinScore,
} from '../pairing/dutch/types.js';
export type { BursteinTrfOptions } from '../pairing/burstein/trfInput.js';
export type { Result } from '../core/result.js';

/** Pairs the next round (or round `round`) of a tournament given as TRF16 (with XXR/XXC) or TRF-2026 text. */
export function pairTrf(text: string, options: BursteinTrfOptions & BursteinOptions = {}): Result<BursteinPairing & { round: number }, BursteinError> {
  const file = readTrfFile(text);
  if (!file.ok) return err({ code: 'burstein.input', message: file.error.message });
  const input = bursteinInputFromTrf(file.value.tournament, options);
  if (!input.ok) return input;
  const paired = pairBurstein(input.value, options);
  return paired.ok ? { ok: true, value: { ...paired.value, round: input.value.round } } : paired;
}
