import { isPlayed, pointsOf, scoredGame } from '../core/game.js';
import type { Tournament } from '../core/tournament.js';
import { isEntered, type Player } from '../core/player.js';
import { SYSTEM_INFO } from '../core/systems.js';
import { err, ok, type Result } from '../core/result.js';
import { hasPointValues, isFideSwiss, type EloPointsSystemSettings, type KeizerSettings, type TiebreakSettings, type TournamentSettings } from '../core/settings.js';
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
  /** Games won, drawn and lost over the board (they add up to `played`). */
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  /** Games won and lost by forfeit (a double forfeit is lost by both). */
  readonly forfeitsWon: number;
  readonly forfeitsLost: number;
  /** Rounds without a game, by kind (only the kinds that occurred). */
  readonly absences: Readonly<Partial<Record<AbsenceCountKind, number>>>;
  /** The player withdrew: the first round he no longer plays (within the rounds counted, or the next). */
  readonly withdrawnFromRound?: number | undefined;
  /** He did not withdraw but was expelled (from `withdrawnFromRound`). */
  readonly expelled?: true | undefined;
}

/**
 * The kinds of rounds without a game the standings count (issue 32): the pairing-allocated bye, then the
 * absences of `core/round.ts` (an entered player without game, bye or announced absence counts as
 * `unexcused`: keizer.md §3, and a Swiss's absent player).
 */
export const ABSENCE_COUNT_KINDS = ['bye', 'excused', 'unexcused', 'club-duty', 'full-bye', 'half-bye', 'zero-bye'] as const;
export type AbsenceCountKind = (typeof ABSENCE_COUNT_KINDS)[number];

/** A column of absences: its kind, a short heading and its words. */
export interface AbsenceColumn {
  readonly kind: AbsenceCountKind;
  readonly acronym: string;
  readonly title: string;
}

/** The club systems' words for rounds without a game (keizer.md §3). */
const CLUB_ABSENCE_COLUMNS: Readonly<Record<AbsenceCountKind, Omit<AbsenceColumn, 'kind'>>> = {
  bye: { acronym: 'Bye', title: 'bye (the odd player out)' },
  excused: { acronym: 'Exc', title: 'absent, excused' },
  unexcused: { acronym: 'Unexc', title: 'absent, not excused' },
  'club-duty': { acronym: 'Duty', title: 'club duty' },
  'full-bye': { acronym: 'FPB', title: 'requested full-point bye' },
  'half-bye': { acronym: 'HPB', title: 'requested half-point bye' },
  'zero-bye': { acronym: 'ZPB', title: 'requested zero-point bye' },
};

/** The names C.07 gives the byes (16.2: pairing-allocated bye; requested full-, half-, zero-point byes). */
const C07_ABSENCE_COLUMNS: Readonly<Record<AbsenceCountKind, Omit<AbsenceColumn, 'kind'>>> = {
  ...CLUB_ABSENCE_COLUMNS,
  bye: { acronym: 'PAB', title: 'pairing-allocated bye' },
  'full-bye': { acronym: 'FPB', title: 'full-point bye' },
  'half-bye': { acronym: 'HPB', title: 'half-point bye' },
  'zero-bye': { acronym: 'ZPB', title: 'zero-point bye' },
  unexcused: { acronym: 'Abs', title: 'absent (not paired, no bye)' },
};

/** What a player's rounds 1..afterRound were, counted (issue 32). */
type RoundRecord = Pick<StandingRow, 'won' | 'drawn' | 'lost' | 'forfeitsWon' | 'forfeitsLost' | 'absences' | 'withdrawnFromRound' | 'expelled'>;

/**
 * Each player's games won, drawn and lost, forfeits, and rounds without a game by kind, in rounds
 * 1..afterRound. A game without a result counts nowhere yet; rounds before a late entry's first and from a
 * withdrawal on are no absences (he was not entered).
 */
export function roundRecords(t: Tournament, afterRound: number): Map<number, RoundRecord> {
  const records = new Map<number, RoundRecord>();
  for (const p of t.players) {
    const c = { won: 0, drawn: 0, lost: 0, forfeitsWon: 0, forfeitsLost: 0 };
    const absences: Partial<Record<AbsenceCountKind, number>> = {};
    const add = (k: AbsenceCountKind) => (absences[k] = (absences[k] ?? 0) + 1);
    for (const r of t.rounds) {
      if (r.number > afterRound) continue;
      const g = r.games.find((x) => x.white === p.id || x.black === p.id);
      if (!g && !isEntered(p, r.number)) continue;
      if (g) {
        const points = pointsOf(g, p.id);
        if (points === undefined) continue; // no result yet
        if (isPlayed(g.result)) c[points === 1 ? 'won' : points === 0 ? 'lost' : 'drawn']++;
        else c[points === 1 ? 'forfeitsWon' : 'forfeitsLost']++;
      } else if (r.byes.includes(p.id)) add('bye');
      else {
        // A sign-up (opt-in attendance) is no absence: signed up and still without a game counts as unexcused.
        const a = t.absences.find((x) => x.round === r.number && x.player === p.id && x.kind !== 'present');
        add(a && a.kind !== 'present' ? a.kind : 'unexcused');
      }
    }
    const w = p.withdrawnFromRound;
    records.set(p.id, { ...c, absences, ...(w !== undefined && w <= afterRound + 1 ? { withdrawnFromRound: w, ...(p.expelled ? { expelled: true as const } : {}) } : {}) });
  }
  return records;
}

/**
 * The absence columns of a tournament's standings: the kinds its system lets a director announce, the
 * pairing-allocated bye where pairings make one, and any other kind that occurs; a system that ranks by
 * tie-breaks names its byes as C.07 does.
 */
export function absenceColumns(t: Tournament, rows: readonly Pick<StandingRow, 'absences'>[]): AbsenceColumn[] {
  const info = SYSTEM_INFO[t.settings.system];
  const kinds = new Set<AbsenceCountKind>(info.absences.map((a) => a.kind).filter((k): k is Exclude<typeof k, 'present'> => k !== 'present'));
  if (!info.fixedSchedule) kinds.add('bye');
  for (const r of rows) for (const k of Object.keys(r.absences) as AbsenceCountKind[]) kinds.add(k);
  const words = info.ranking.by === 'tiebreaks' ? C07_ABSENCE_COLUMNS : CLUB_ABSENCE_COLUMNS;
  return ABSENCE_COUNT_KINDS.filter((k) => kinds.has(k)).map((kind) => ({ kind, ...words[kind] }));
}

/** The rows with each player's round record, and the absence columns to show. */
function withRecords(t: Tournament, afterRound: number | undefined, rows: readonly Omit<StandingRow, keyof RoundRecord>[]): Pick<Standings, 'rows' | 'absenceColumns'> {
  const records = roundRecords(t, afterRound ?? t.rounds.reduce((m, r) => Math.max(m, r.number), 0));
  const empty: RoundRecord = { won: 0, drawn: 0, lost: 0, forfeitsWon: 0, forfeitsLost: 0, absences: {} };
  const full = rows.map((r) => ({ ...r, ...(records.get(r.id) ?? empty) }));
  return { rows: full, absenceColumns: absenceColumns(t, full) };
}

export interface Standings {
  readonly rows: readonly StandingRow[];
  /** Remarks the director should see (e.g. "the ranking cycled"). */
  readonly notes: readonly string[];
  /** The tie-breaks shown, in order (systems that rank by points). */
  readonly tiebreaks?: readonly TiebreakName[] | undefined;
  /** The columns of rounds without a game to show, in order. */
  readonly absenceColumns: readonly AbsenceColumn[];
}

/** The tie-break input of a tournament that ranks by points: its point values (Swiss: BBW, BBD, …; TRF-2026 162). */
export function pointsTiebreakInput(t: Tournament, afterRound?: number): TiebreakInput {
  const uncounted = uncountedPlayers(t);
  // An adjourned game scores as TRF-2026 162 says of an unknown result X: as a draw (its default, "same as D").
  // A round robin's player who left early: his games are not counted (`uncountedPlayers`).
  const rounds = t.rounds.map((r) =>
    r.games.some((g) => g.adjourned || uncounted.has(g.white) || uncounted.has(g.black))
      ? { ...r, games: r.games.filter((g) => !uncounted.has(g.white) && !uncounted.has(g.black)).map(scoredGame) }
      : r,
  );
  return tiebreakInputOf({ ...t, rounds }, { ...(afterRound !== undefined ? { throughRound: afterRound } : {}), ...pointsOfSettings(t.settings) });
}

/**
 * The players of a round robin who withdrew or were expelled having played fewer than half their games: FIDE
 * Tournament Rules ("when a player withdraws or is expelled from a round-robin tournament … if he has
 * completed less than 50% of his games … the points scored by him or against him are not counted in the final
 * standings"; with 50% or more his games count, the rest are forfeits). Games played over the board count as
 * completed; each player has (N − 1) games a cycle.
 */
export function uncountedPlayers(t: Tournament): Set<number> {
  const out = new Set<number>();
  if (t.settings.system !== 'round-robin') return out;
  const scheduled = (t.players.length - 1) * t.settings.cycles;
  for (const p of t.players) {
    const left = p.withdrawnFromRound;
    if (left === undefined) continue;
    const played = t.rounds.filter((r) => r.number < left && r.games.some((g) => (g.white === p.id || g.black === p.id) && isPlayed(g.result))).length;
    if (2 * played < scheduled) out.add(p.id);
  }
  return out;
}

/** The points of each result by the settings (a 3-1-0 scoring too), as the tie-break input takes them. */
function pointsOfSettings(s: TournamentSettings): Pick<Parameters<typeof tiebreakInputOf>[1] & object, 'points'> {
  if (!hasPointValues(s)) return {};
  const games = { win: s.pointsWin, draw: s.pointsDraw, loss: s.pointsLoss, forfeitWin: s.pointsWin, forfeitLoss: s.pointsForfeitLoss };
  // C.05: with an odd number of players in a round robin, the free player scores nothing.
  const zero = isFideSwiss(s) ? s.pointsZeroBye : 0;
  return {
    points: {
      ...games,
      pairingBye: isFideSwiss(s) ? s.pointsPairingBye : 0,
      absence: { 'full-bye': s.pointsWin, 'half-bye': s.pointsDraw, 'zero-bye': zero, excused: zero, unexcused: zero, 'club-duty': zero },
    },
  };
}

/** Keizer standings: by score, with each player's value (keizer.md §2). */
export function keizerTable(t: Tournament, afterRound?: number): Standings {
  const s = t.settings as KeizerSettings;
  const k = keizerStandings(t, afterRound);
  const notes = k.cycled ? [`the ranking did not converge: it cycled over ${k.cycleLength ?? 'several'} passes; ranked by the mean score over the cycle`] : [];
  if (k.capped) notes.push(`the ranking had not settled after ${s.maxPasses} passes (max-passes)`);
  const rows = k.rows.map((r) => ({ rank: r.rank, id: r.player.id, name: r.player.name, score: r.score, value: r.value, played: r.played }));
  return { ...withRecords(t, k.afterRound, rows), notes };
}

/** Elo-points standings: by score, with each player's value (keizer.md §5). */
export function eloPointsTable(t: Tournament, afterRound?: number): Standings {
  const rows = eloPointsStandings(t, t.settings as EloPointsSystemSettings, afterRound ?? t.rounds.length);
  const nameOf = (id: number) => t.players.find((p) => p.id === id)?.name ?? `player ${id}`;
  const table = rows.map((r) => ({ rank: r.rank, id: r.player, name: nameOf(r.player), score: r.score, value: r.value, played: r.games }));
  return { ...withRecords(t, afterRound ?? t.rounds.length, table), notes: [] };
}

/** Standings by points and the tournament's tie-breaks (C.07), or the tie-breaks asked. */
export function pointsTable(t: Tournament, afterRound?: number, tiebreaksAsked?: readonly TiebreakName[]): Standings {
  const s = t.settings as TiebreakSettings;
  const list = (tiebreaksAsked ?? s.tiebreaks) as readonly TiebreakName[];
  const rows = computeTiebreaks(pointsTiebreakInput(t, afterRound), list, s.tiebreakEdition as TiebreakEdition);
  const records = withRecords(
    t,
    afterRound ?? t.rounds.length,
    rows.map((r) => ({ rank: r.rank, id: r.player, name: r.name, score: r.points, played: 0, tiebreaks: r.tiebreaks, ...(r.lot !== undefined ? { lot: r.lot } : {}) })),
  );
  const lots = rows.some((r) => r.lot !== undefined);
  return {
    // Games played over the board: those won, drawn and lost.
    rows: records.rows.map((r) => ({ ...r, played: r.won + r.drawn + r.lost })),
    absenceColumns: records.absenceColumns,
    notes: [
      ...(lots ? ['players tied on every tie-break are placed by the drawing of lots (seeded)'] : []),
      ...[...uncountedPlayers(t)].map((id) => {
        const p = t.players.find((x) => x.id === id)!;
        return `${p.name} ${p.expelled ? 'was expelled' : 'withdrew'} having played fewer than half his games: the points scored by him or against him are not counted (FIDE Tournament Rules)`;
      }),
    ],
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
