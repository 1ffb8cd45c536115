/**
 * The Dubov engine's input from a TRF file (TRF16 with XXR/XXC, or TRF-2026): the Dutch engine's reading
 * of the rounds (dutch/trfInput.ts), with each player's rating (columns 49–52 of the 001 line).
 */
import { err, ok, type Result } from '../../core/result.js';
import type { TrfTournament } from '../../formats/trf.js';
import { dutchInputFromTrf } from '../dutch/trfInput.js';
import type { DubovError, DubovInput } from './types.js';

export interface DubovTrfOptions {
  /** The round to pair (default: the one after the last paired). */
  readonly round?: number | undefined;
  /** The rating of a player whose 001 line has none (1.1.2: the arbiter's provisional rating); without it, such a player is an error. */
  readonly unratedAs?: number | undefined;
}

export function dubovInputFromTrf(t: TrfTournament, options: DubovTrfOptions = {}): Result<DubovInput & { readonly round: number }, DubovError> {
  const input = dutchInputFromTrf(t, options.round);
  if (!input.ok) return err({ code: 'dubov.input', message: input.error.message });
  const rating = new Map(t.players.map((p) => [p.id, p.rating ?? options.unratedAs]));
  const unrated = input.value.players.filter((p) => rating.get(p.id) === undefined).map((p) => p.id);
  if (unrated.length > 0)
    return err({
      code: 'dubov.input',
      message: `player${unrated.length === 1 ? '' : 's'} ${unrated.join(', ')}: no rating (C.04.4.1 1.1: every player needs one; give a provisional rating in the file, or unratedAs)`,
    });
  const { rules: _rules, ...rest } = input.value;
  return ok({ ...rest, players: input.value.players.map((p) => ({ ...p, rating: rating.get(p.id)! })) });
}
