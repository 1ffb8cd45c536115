import type { Player } from './player.js';
import type { Absence, Round } from './round.js';
import type { TournamentSettings } from './settings.js';

/** The whole tournament as plain data: what the tournament file stores. */
export interface Tournament {
  readonly name: string;
  /** Number of rounds planned (Keizer `phased` needs it; Swiss needs it for the last round). */
  readonly plannedRounds?: number | undefined;
  readonly settings: TournamentSettings;
  readonly players: readonly Player[];
  readonly rounds: readonly Round[];
  /** Announced absences and requested byes, for paired and upcoming rounds. */
  readonly absences: readonly Absence[];
  /** Put away: a finished season, not shown among the current tournaments. */
  readonly archived?: true | undefined;
}

/** The round that `pair` would make next. */
export function nextRoundNumber(t: Tournament): number {
  return t.rounds.length + 1;
}

export function playerById(t: Tournament, id: number): Player | undefined {
  return t.players.find((p) => p.id === id);
}

export function absencesIn(t: Tournament, round: number): Absence[] {
  return t.absences.filter((a) => a.round === round);
}
