/**
 * The Dubov engine's input from a TRF file (TRF16 with XXR/XXC, or TRF-2026): the Swiss engines' reading
 * of the rounds (`swissInputFromTrf`: the Dutch engine's), with each player's rating (columns 49–52 of the
 * 001 line); every player needs one (C.04.4.1 1.1).
 */
import { err, ok, type Result } from '../../core/result.js';
import type { TrfTournament } from '../../formats/trf.js';
import { swissInputFromTrf, type SwissTrfOptions } from '../swissEngines.js';
import { DUBOV_ENGINE } from './swissEngine.js';
import type { DubovError, DubovInput } from './types.js';

export type DubovTrfOptions = SwissTrfOptions;

export function dubovInputFromTrf(t: TrfTournament, options: DubovTrfOptions = {}): Result<DubovInput & { readonly round: number }, DubovError> {
  const input = swissInputFromTrf(DUBOV_ENGINE, t, options);
  if (!input.ok) return err({ code: 'dubov.input', message: input.error.message });
  return ok({ ...input.value, players: input.value.players.map((p) => ({ ...p, rating: p.rating ?? 0 })) });
}
