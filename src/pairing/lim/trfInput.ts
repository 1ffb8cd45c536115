/**
 * The Lim engine's input from a TRF file (TRF16 with XXR/XXC, or TRF-2026): the Swiss engines' reading of
 * the rounds (`swissInputFromTrf`: the Dutch engine's), with the ratings (7.1's bye of round 1, a
 * Maxi-tournament's 100 points; a player without one counts as 0) and 092's Maxi-tournament.
 */
import { err, ok, type Result } from '../../core/result.js';
import type { TrfTournament } from '../../formats/trf.js';
import { swissInputFromTrf, type SwissTrfOptions } from '../swissEngines.js';
import { LIM_ENGINE } from './swissEngine.js';
import type { LimError, LimInput } from './types.js';

export type LimTrfOptions = Omit<SwissTrfOptions, 'unratedAs'>;

export function limInputFromTrf(t: TrfTournament, options: LimTrfOptions = {}): Result<LimInput & { readonly round: number }, LimError> {
  const input = swissInputFromTrf(LIM_ENGINE, t, options);
  if (!input.ok) return err({ code: 'lim.input', message: input.error.message });
  return ok(input.value);
}
