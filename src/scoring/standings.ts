import { isPlayed } from '../core/game.js';
import type { Tournament } from '../core/tournament.js';
import type { Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import type { EloPointsSystemSettings, KeizerSettings, TiebreakSettings } from '../core/settings.js';
import { keizerStandings } from './keizer.js';
import { eloPointsStandings } from './eloPoints.js';
import { computeTiebreaks, tiebreakInputOf, type TiebreakEdition, type TiebreakInput, type TiebreakName } from './tiebreaks.js';

/** One line of the standings, whatever the system. */
export interface StandingRow {
  readonly rank: number;
  readonly id: number;
  readonly name: string;
  readonly score: number;
  /** The Keizer value (or Elo-points value) the player has now. */
  readonly value?: number | undefined;
  readonly played: number;
  /** Tie-break values in the tournament's order (systems that rank by points). */
  readonly tiebreaks?: Readonly<Partial<Record<TiebreakName, number>>> | undefined;
  /** His number in the drawing of lots, when he is tied on every tie-break. */
  readonly lot?: number | undefined;
}

export interface Standings {
  readonly rows: readonly StandingRow[];
  /** Remarks the director should see (e.g. "the ranking cycled"). */
  readonly notes: readonly string[];
  /** The tie-breaks shown, in order (systems that rank by points). */
  readonly tiebreaks?: readonly TiebreakName[] | undefined;
}

/** Games played over the board by each player in rounds 1..afterRound. */
function playedCounts(t: Tournament, afterRound: number): Map<number, number> {
  const played = new Map<number, number>();
  for (const r of t.rounds)
    if (r.number <= afterRound) for (const g of r.games) if (isPlayed(g.result)) for (const p of [g.white, g.black]) played.set(p, (played.get(p) ?? 0) + 1);
  return played;
}

/** The tie-break input of a tournament that ranks by points: its point values (Swiss: BBW, BBD, …). */
export function pointsTiebreakInput(t: Tournament, afterRound?: number): TiebreakInput {
  const s = t.settings;
  const swiss = s.system === 'swiss-dutch' ? s : undefined;
  return tiebreakInputOf(t, {
    ...(afterRound !== undefined ? { throughRound: afterRound } : {}),
    ...(swiss
      ? {
          points: {
            win: swiss.pointsWin,
            draw: swiss.pointsDraw,
            loss: swiss.pointsLoss,
            forfeitWin: swiss.pointsWin,
            forfeitLoss: swiss.pointsForfeitLoss,
            pairingBye: swiss.pointsPairingBye,
            absence: {
              'full-bye': swiss.pointsWin,
              'half-bye': swiss.pointsDraw,
              'zero-bye': swiss.pointsZeroBye,
              excused: swiss.pointsZeroBye,
              unexcused: swiss.pointsZeroBye,
              'club-duty': swiss.pointsZeroBye,
            },
          },
        }
      : s.system === 'round-robin'
        ? { points: { pairingBye: 0 } } // C.05: with an odd number of players, the free player scores nothing
        : {}),
  });
}

/** Keizer standings: by score, with each player's value (keizer.md §2). */
export function keizerTable(t: Tournament, afterRound?: number): Standings {
  const s = t.settings as KeizerSettings;
  const k = keizerStandings(t, afterRound);
  const notes = k.cycled ? [`the ranking did not converge: it cycled over ${k.cycleLength ?? 'several'} passes; ranked by the mean score over the cycle`] : [];
  if (k.capped) notes.push(`the ranking had not settled after ${s.maxPasses} passes (max-passes)`);
  return { rows: k.rows.map((r) => ({ rank: r.rank, id: r.player.id, name: r.player.name, score: r.score, value: r.value, played: r.played })), notes };
}

/** Elo-points standings: by score, with each player's value (keizer.md §5). */
export function eloPointsTable(t: Tournament, afterRound?: number): Standings {
  const rows = eloPointsStandings(t, t.settings as EloPointsSystemSettings, afterRound ?? t.rounds.length);
  const nameOf = (id: number) => t.players.find((p) => p.id === id)?.name ?? `player ${id}`;
  return { rows: rows.map((r) => ({ rank: r.rank, id: r.player, name: nameOf(r.player), score: r.score, value: r.value, played: r.games })), notes: [] };
}

/** Standings by points and the tournament's tie-breaks (C.07), or the tie-breaks asked. */
export function pointsTable(t: Tournament, afterRound?: number, tiebreaksAsked?: readonly TiebreakName[]): Standings {
  const s = t.settings as TiebreakSettings;
  const list = (tiebreaksAsked ?? s.tiebreaks) as readonly TiebreakName[];
  const rows = computeTiebreaks(pointsTiebreakInput(t, afterRound), list, s.tiebreakEdition as TiebreakEdition);
  const played = playedCounts(t, afterRound ?? t.rounds.length);
  const lots = rows.some((r) => r.lot !== undefined);
  return {
    rows: rows.map((r) => ({
      rank: r.rank,
      id: r.player,
      name: r.name,
      score: r.points,
      played: played.get(r.player) ?? 0,
      tiebreaks: r.tiebreaks,
      ...(r.lot !== undefined ? { lot: r.lot } : {}),
    })),
    notes: lots ? ['players tied on every tie-break are placed by the drawing of lots (seeded)'] : [],
    tiebreaks: list,
  };
}

/**
 * The players a stage sends to the next one: the first `count` of its standings, numbered 1, 2, … in the
 * order of their places (so a final can be seeded by the stage's ranking). Stage-only fields (late entry,
 * withdrawal) are dropped.
 */
export function qualifiedPlayers(t: Tournament, table: Standings, count: number): Result<Player[]> {
  const rows = table.rows;
  if (!Number.isInteger(count) || count < 2) return err({ code: 'invalid', message: `a next stage needs at least 2 players, not ${count}` });
  if (count > rows.length) return err({ code: 'invalid', message: `${t.name} has ${rows.length} players; ${count} cannot qualify` });
  const last = rows[count - 1]!;
  const next = rows[count];
  if (next && next.rank === last.rank)
    return err({ code: 'tie', message: `places ${count} and ${count + 1} are tied (${last.name} and ${next.name}); break the tie (e.g. with tie-breaks) or take another number` });
  return ok(
    rows.slice(0, count).map((r, i) => {
      const { joinedRound: _j, withdrawnFromRound: _w, ...p } = t.players.find((x) => x.id === r.id)!;
      return { ...p, id: i + 1 };
    }),
  );
}
