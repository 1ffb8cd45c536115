/**
 * `arbiter/keizer`: the Keizer system (keizer.md): values, scores with every option clubs use, the
 * explanation of a score game by game, and the pairing of the next round. A tournament is plain data
 * (players, rounds, absences, settings); every function is pure.
 *
 *     import { keizerTournament, keizerStandings, pairKeizer } from 'arbiter/keizer';
 *     const t = keizerTournament([{ id: 1, name: 'Jansen', rating: 2000 }, …]);
 *     const r = pairKeizer(t);              // Result: the next round, or why it cannot be paired
 */
import { DEFAULT_KEIZER_SETTINGS, type KeizerSettings } from '../core/settings.js';
import type { Player } from '../core/player.js';
import type { Tournament } from '../core/tournament.js';
import type { Round } from '../core/round.js';
import { err, ok, type ArbiterError, type Result } from '../core/result.js';
import { ArbiterFailure } from '../core/result.js';
import { readyToPair } from '../core/tournamentOps.js';
import { explainKeizerScore as explain, keizerStandings as table, type KeizerExplanation, type KeizerStandings } from '../scoring/keizer.js';
import { pairKeizerRound } from '../pairing/keizer.js';

export { DEFAULT_KEIZER_SETTINGS } from '../core/settings.js';
export { keizerValue } from '../scoring/keizer.js';
export type { KeizerSettings, Tournament, Player, Round, Result, ArbiterError, KeizerExplanation, KeizerStandings };
export { KEIZER_OPTIONS } from '../core/keizerOptions.js';

/** A Keizer tournament of these players, with Keizer's defaults changed by `settings`. */
export function keizerTournament(players: readonly Player[], settings: Partial<Omit<KeizerSettings, 'system'>> = {}, name = 'Keizer'): Tournament {
  return { name, settings: { ...DEFAULT_KEIZER_SETTINGS, ...settings }, players: [...players], rounds: [], absences: [] };
}

const attempt = <T>(f: () => T): Result<T> => {
  try {
    return ok(f());
  } catch (e) {
    if (e instanceof ArbiterFailure) return err({ code: e.code, message: e.message });
    throw e;
  }
};

/** The standings after a round (default: every round): rank, score and value of each player. */
export const keizerStandings = (t: Tournament, afterRound?: number): Result<KeizerStandings> => attempt(() => table(t, afterRound));

/** Every point of a player's score, with the value used for each game. */
export const explainKeizerScore = (t: Tournament, player: number, afterRound?: number): Result<KeizerExplanation> => attempt(() => explain(t, player, afterRound));

/** The next round by Keizer's rule (highest against the next highest he may meet), or why not. */
export function pairKeizer(t: Tournament): Result<Round> {
  const ready = readyToPair(t);
  if (!ready.ok) return ready;
  return pairKeizerRound(t);
}
