// Builders for Keizer tournaments in tests: games as [white, black, result?] tuples, round by round.
import type { GameResult } from '../src/core/game.js';
import type { Player } from '../src/core/player.js';
import type { Absence, AbsenceKind, Round } from '../src/core/round.js';
import { DEFAULT_KEIZER_SETTINGS, type KeizerSettings } from '../src/core/settings.js';
import type { Tournament } from '../src/core/tournament.js';

export type G = readonly [white: number, black: number, result?: GameResult];
export interface R {
  readonly games: readonly G[];
  readonly byes?: readonly number[];
}

/** A Keizer tournament: boards numbered in the order given; a round is its games, or games and byes. */
export function keizerTournament(
  players: readonly Player[],
  rounds: readonly (R | readonly G[])[] = [],
  settings: Partial<KeizerSettings> = {},
  absences: readonly (readonly [round: number, player: number, kind: AbsenceKind])[] = [],
  plannedRounds?: number,
): Tournament {
  return {
    name: 'test',
    ...(plannedRounds !== undefined ? { plannedRounds } : {}),
    settings: { ...DEFAULT_KEIZER_SETTINGS, ...settings },
    players,
    rounds: rounds.map((r, i): Round => {
      const { games, byes } = 'games' in r ? r : { games: r, byes: [] };
      return { number: i + 1, games: games.map(([white, black, result], b) => ({ board: b + 1, white, black, result })), byes: byes ?? [] };
    }),
    absences: absences.map(([round, player, kind]): Absence => ({ round, player, kind })),
  };
}
