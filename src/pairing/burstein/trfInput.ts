/**
 * The Burstein engine's input from a TRF file (TRF16 with XXR/XXC, or TRF-2026): the Swiss engines' reading
 * of the rounds (`swissInputFromTrf`: the Dutch engine's). XXR (the number of rounds) decides the seeding
 * rounds (C.04.4.2 1.6.2).
 */
import { err, ok, type Result } from '../../core/result.js';
import type { TrfTournament } from '../../formats/trf.js';
import { swissInputFromTrf, type SwissTrfOptions } from '../swissEngines.js';
import { BURSTEIN_ENGINE } from './swissEngine.js';
import type { BursteinError, BursteinInput } from './types.js';

export type BursteinTrfOptions = Pick<SwissTrfOptions, 'round'>;

export function bursteinInputFromTrf(t: TrfTournament, options: BursteinTrfOptions = {}): Result<BursteinInput & { readonly round: number }, BursteinError> {
  const input = swissInputFromTrf(BURSTEIN_ENGINE, t, options);
  if (!input.ok) return err({ code: 'burstein.input', message: input.error.message });
  return ok({ ...input.value, players: input.value.players.map(({ rating: _rating, ...p }) => p) });
}
