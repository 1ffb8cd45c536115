/**
 * `arbiter/dutch`: the FIDE (Dutch) Swiss pairing engine, as a function from plain data to a pairing —
 * a stand-in for the pairing engines servers call (bbpPairings, JaVaFo), without a process or a file.
 *
 *     import { pairDutch, pairTrf } from 'arbiter/dutch';
 *     const r = pairDutch({ players, totalRounds: 9, initialColour: 'white' });
 *     const s = pairTrf(trfText);           // the next round of a TRF16 or TRF-2026 file
 *     if (r.ok) for (const p of r.value.pairs) console.log(p.white, p.black);
 */
import { err, type Result } from '../core/result.js';
import { readTrfFile } from '../formats/trfFile.js';
import { dutchInputFromTrf, pairDutch, type DutchError, type DutchPairing } from '../pairing/dutch/index.js';

export { pairDutch, dutchInputFromTrf, DUTCH_COLOURS, DUTCH_SCORES, DUTCH_ERROR_CODES } from '../pairing/dutch/index.js';
export type { DutchInput, DutchPlayer, DutchRoundRecord, DutchPairing, DutchPair, DutchError, DutchErrorCode, DutchColour, DutchScore } from '../pairing/dutch/index.js';
export type { Result } from '../core/result.js';

/**
 * Pairs the next round (or round `round`) of a tournament given as TRF16 (with the engines' XXR/XXC
 * records) or TRF-2026 text.
 */
export function pairTrf(text: string, options: { round?: number } = {}): Result<DutchPairing & { round: number }, DutchError> {
  const file = readTrfFile(text);
  if (!file.ok) return err({ code: 'dutch.input', message: file.error.message });
  const input = dutchInputFromTrf(file.value.tournament, options.round);
  if (!input.ok) return input;
  const paired = pairDutch(input.value);
  return paired.ok ? { ok: true, value: { ...paired.value, round: input.value.round } } : paired;
}
