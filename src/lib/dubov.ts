/**
 * `arbiter/dubov`: the FIDE Dubov Swiss pairing engine (C.04.4.1, in force from 1 February 2026), as a
 * function from plain data to a pairing, like `arbiter/dutch`.
 *
 *     import { pairDubov, pairTrf } from 'arbiter/dubov';
 *     const r = pairDubov({ players, totalRounds: 9, initialColour: 'white' });   // players with a rating each
 *     const s = pairTrf(trfText);                 // the next round of a TRF16 or TRF-2026 file
 *     if (r.ok) for (const p of r.value.pairs) console.log(p.white, p.black);
 */
import { err, type Result } from '../core/result.js';
import { readTrfFile } from '../formats/trfFile.js';
import { pairDubov, type DubovError, type DubovOptions, type DubovPairing } from '../pairing/dubov/index.js';
import { dubovInputFromTrf, type DubovTrfOptions } from '../pairing/dubov/trfInput.js';

export { pairDubov, DUBOV_ERROR_CODES, maxUpfloats, averageRatingOfOpponents } from '../pairing/dubov/index.js';
export type { DubovInput, DubovPlayer, DubovPairing, DubovError, DubovErrorCode, DubovBracketExplanation, DubovOptions } from '../pairing/dubov/index.js';
export type { DutchRoundRecord as DubovRoundRecord, DutchPair as DubovPair, DutchColour as DubovColour, DutchScore as DubovScore } from '../pairing/dutch/types.js';
export type { DubovTrfOptions } from '../pairing/dubov/trfInput.js';
export type { Result } from '../core/result.js';

/** Pairs the next round (or round `round`) of a tournament given as TRF16 (with XXR/XXC) or TRF-2026 text. */
export function pairTrf(text: string, options: DubovTrfOptions & DubovOptions = {}): Result<DubovPairing & { round: number }, DubovError> {
  const file = readTrfFile(text);
  if (!file.ok) return err({ code: 'dubov.input', message: file.error.message });
  const input = dubovInputFromTrf(file.value.tournament, options);
  if (!input.ok) return input;
  const paired = pairDubov(input.value, options);
  return paired.ok ? { ok: true, value: { ...paired.value, round: input.value.round } } : paired;
}
