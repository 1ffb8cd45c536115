import type { Tournament } from '../core/tournament.js';
import { keizerStandings } from './keizer.js';

/** One line of the standings, whatever the system. */
export interface StandingRow {
  readonly rank: number;
  readonly id: number;
  readonly name: string;
  readonly score: number;
  /** The Keizer value (or Elo-points value) the player has now. */
  readonly value?: number | undefined;
  readonly played: number;
}

export interface Standings {
  readonly rows: readonly StandingRow[];
  /** Remarks the director should see (e.g. "the ranking cycled"). */
  readonly notes: readonly string[];
}

export function standings(t: Tournament, afterRound?: number): Standings {
  switch (t.settings.system) {
    case 'keizer': {
      const s = keizerStandings(t, afterRound);
      const notes = s.cycled
        ? [`the ranking did not converge: it cycled over ${s.cycleLength ?? 'several'} passes; ranked by the mean score over the cycle`]
        : [];
      return {
        rows: s.rows.map((r) => ({ rank: r.rank, id: r.player.id, name: r.player.name, score: r.score, value: r.value, played: r.played })),
        notes,
      };
    }
  }
}
