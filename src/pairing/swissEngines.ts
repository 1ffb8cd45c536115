/**
 * The FIDE Swiss systems for individuals other than the Dutch (C.04.4: Dubov, …), one row each. Each is an
 * engine on the Dutch engine's plain data (the players in initial-ranking order, their earlier rounds, the
 * point values, prohibited pairs) and, where the system asks for it, the players' ratings. `arbiter check`
 * (director/check.ts), the TRF commands (`arbiter dubov …`, cli/swissEngineCommands.ts), the tournament's
 * pairing (pairing/swiss.ts) and the library read the table, so a new system is one row here, not a copy
 * of any of them.
 */
import { err, ok, type Result } from '../core/result.js';
import type { FideSwissSystem } from '../core/settings.js';
import type { TrfTournament } from '../formats/trf.js';
import { declaresMaxiTournament } from '../formats/trfTournament.js';
import { dutchInputFromTrf } from './dutch/trfInput.js';
import type { DutchInput, DutchPair, DutchPlayer } from './dutch/types.js';
import { DUBOV_ENGINE } from './dubov/swissEngine.js';
import { BURSTEIN_ENGINE } from './burstein/swissEngine.js';
import { LIM_ENGINE } from './lim/swissEngine.js';
import { DOUBLE_SWISS_ENGINE } from './doubleSwiss/swissEngine.js';

/** What a Swiss engine pairs: the Dutch engine's input (no edition), each player with his rating when he has one. */
export interface SwissEngineInput extends Omit<DutchInput, 'rules' | 'players'> {
  readonly players: readonly (DutchPlayer & { readonly rating?: number | undefined })[];
  /** The organiser declared a Maxi-tournament (the Lim system's setting, C.04.4.3 3.2.3, 3.8, 5.7; a TRF's 092 says so); other engines ignore it. */
  readonly maxiTournament?: boolean | undefined;
}

export interface SwissEnginePairing {
  /** In board order. */
  readonly pairs: readonly DutchPair[];
  /** The pairing-allocated bye. */
  readonly bye?: number | undefined;
  /** With `explain`: how the round was paired, a line each, in the words of the system's articles. */
  readonly explanation?: readonly string[] | undefined;
}

export interface SwissEngineError {
  /** The engine's own code (`dubov.no-pairing` …), or `swiss.input` for input the engine cannot take. */
  readonly code: string;
  readonly message: string;
  /** No pairing satisfies the system's absolute criteria (exit 1 of the TRF commands), rather than bad input. */
  readonly noPairing: boolean;
}

export interface SwissEngine {
  readonly system: Exclude<FideSwissSystem, 'swiss-dutch'>;
  /** The TRF command's name (`arbiter dubov`). */
  readonly command: string;
  /** The system in words ("FIDE Dubov system") and its chapter of the handbook ("C.04.4.1"). */
  readonly title: string;
  readonly chapter: string;
  /** Every player needs a rating (Dubov 1.1): one without is refused unless the caller gives one (`unratedAs`). */
  readonly needsRatings: boolean;
  /** How the system reads a TRF's values where they differ from a game's (Double-Swiss: 162 `P` is a match's bye). */
  readonly fromTrf?: ((t: TrfTournament) => TrfTournament) | undefined;
  /** Pairs the round after the players' round records. */
  pair(input: SwissEngineInput, options: { readonly explain?: boolean }): Result<SwissEnginePairing, SwissEngineError>;
}

/** The engines, by system. */
export const SWISS_ENGINES: Readonly<Record<SwissEngine['system'], SwissEngine>> = {
  'swiss-dubov': DUBOV_ENGINE,
  'swiss-burstein': BURSTEIN_ENGINE,
  'swiss-lim': LIM_ENGINE,
  'double-swiss': DOUBLE_SWISS_ENGINE,
};

export const swissEngineOf = (system: string): SwissEngine | undefined => (SWISS_ENGINES as Readonly<Record<string, SwissEngine>>)[system];

export interface SwissTrfOptions {
  /** The round to pair (default: the one after the last paired). */
  readonly round?: number | undefined;
  /** The rating of a player whose 001 line has none, for a system that needs ratings (Dubov 1.1.2: provisional). */
  readonly unratedAs?: number | undefined;
}

/** An engine's input from a TRF file (TRF16 with XXR/XXC, or TRF-2026): the Dutch reading of the rounds, and the ratings (columns 49–52). */
export function swissInputFromTrf(engine: SwissEngine, t: TrfTournament, options: SwissTrfOptions = {}): Result<SwissEngineInput & { readonly round: number }, SwissEngineError> {
  const input = dutchInputFromTrf(engine.fromTrf ? engine.fromTrf(t) : t, options.round);
  if (!input.ok) return err({ code: 'swiss.input', message: input.error.message, noPairing: false });
  const rating = new Map(t.players.map((p) => [p.id, p.rating ?? options.unratedAs]));
  const unrated = input.value.players.filter((p) => rating.get(p.id) === undefined).map((p) => p.id);
  if (engine.needsRatings && unrated.length > 0)
    return err({
      code: 'swiss.input',
      message: `player${unrated.length === 1 ? '' : 's'} ${unrated.join(', ')}: no rating (${engine.chapter}: every player needs one; give a provisional rating in the file, or unratedAs)`,
      noPairing: false,
    });
  const { rules: _rules, ...rest } = input.value;
  const maxi = declaresMaxiTournament(t.headers) ? { maxiTournament: true } : {};
  return ok({ ...rest, ...maxi, players: input.value.players.map((p) => ({ ...p, rating: rating.get(p.id) })) });
}
