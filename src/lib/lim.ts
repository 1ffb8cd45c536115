/**
 * `arbiter/lim`: the FIDE Lim Swiss pairing engine (C.04.4.3, applied from 1 February 2026), as a function
 * from plain data to a pairing, like `arbiter/dutch`.
 *
 *     import { pairLim, pairTrf } from 'arbiter/lim';
 *     const r = pairLim({ players, totalRounds: 9, initialColour: 'white' });   // players in TPN order
 *     const s = pairTrf(trfText);                 // the next round of a TRF16 or TRF-2026 file
 *     if (r.ok) for (const p of r.value.pairs) console.log(p.white, p.black);
 */
import { err, type Result } from '../core/result.js';
import { readTrfFile } from '../formats/trfFile.js';
import { pairLim, type LimError, type LimOptions, type LimPairing } from '../pairing/lim/index.js';
import { limInputFromTrf, type LimTrfOptions } from '../pairing/lim/trfInput.js';

export { pairLim, LIM_ERROR_CODES } from '../pairing/lim/index.js';
export type { LimInput, LimPlayer, LimPairing, LimError, LimErrorCode, LimGroupExplanation, LimPairRef, LimOptions } from '../pairing/lim/index.js';
export type { DutchRoundRecord as LimRoundRecord, DutchPair as LimPair, DutchColour as LimColour, DutchScore as LimScore } from '../pairing/dutch/types.js';
export type { LimTrfOptions } from '../pairing/lim/trfInput.js';
export type { Result } from '../core/result.js';

/** Pairs the next round (or round `round`) of a tournament given as TRF16 (with XXR/XXC) or TRF-2026 text. */
export function pairTrf(text: string, options: LimTrfOptions & LimOptions = {}): Result<LimPairing & { round: number }, LimError> {
  const file = readTrfFile(text);
  if (!file.ok) return err({ code: 'lim.input', message: file.error.message });
  const input = limInputFromTrf(file.value.tournament, options);
  if (!input.ok) return input;
  const paired = pairLim(input.value, options);
  return paired.ok ? { ok: true, value: { ...paired.value, round: input.value.round } } : paired;
}
