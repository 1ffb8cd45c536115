import type { FideEvent } from './fideMode.js';
import type { Language } from './language.js';
import type { OwnResults } from './ownResults.js';
import type { TournamentWide } from './tournamentOptions.js';
import { isEntered, type Player, type PlayerId } from './player.js';
import { isAbsence, type Absence, type Round } from './round.js';
import { signsUp, type TournamentSettings } from './settings.js';

/**
 * What a tournament report says of the event besides its name (TRF 022–122): where and when it is played,
 * by whom it is directed, at what rate. Each field is optional; the field rules are `checkTournamentDetails`.
 */
export interface TournamentDetails {
  /** The city or place (TRF 022). */
  readonly place?: string | undefined;
  /** The FIDE federation of the event, three capitals (TRF 032). */
  readonly federation?: string | undefined;
  /** First and last day, YYYY-MM-DD (TRF 042, 052). */
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  /** The chief arbiter (TRF 102) and his deputies (TRF 112, one line each), e.g. "IA Jansen, Piet 205672". */
  readonly chiefArbiter?: string | undefined;
  readonly deputyArbiters?: readonly string[] | undefined;
  /** The rate of play as the report gives it (TRF 122), e.g. "90 min/40 moves + 30 min + 30 s/move". */
  readonly timeControl?: string | undefined;
}

/**
 * Players who must not be paired with each other (`arbiter forbid`; TRF-2026 260, TRF16 XXP): every two of
 * `players`, in rounds `firstRound`…`lastRound` (each undefined: from the first round, to the last).
 */
export interface Prohibition {
  readonly players: readonly PlayerId[];
  readonly firstRound?: number | undefined;
  readonly lastRound?: number | undefined;
}

/** True when the prohibition holds in round `round`. */
export function prohibitionHolds(p: Prohibition, round: number): boolean {
  return (p.firstRound ?? 1) <= round && round <= (p.lastRound ?? Infinity);
}

/** The words for the rounds of a prohibition: every round, or rounds 3–5 (3–end). */
export function prohibitionRoundsText(p: Prohibition): string {
  if (p.firstRound === undefined && p.lastRound === undefined) return 'every round';
  return `rounds ${p.firstRound ?? 1}–${p.lastRound ?? 'end'}`;
}

/** The whole tournament as plain data: what the tournament file stores (with the options of every tournament, `published`, and `own-results` in its settings). */
export interface Tournament extends TournamentWide {
  readonly name: string;
  /** Place, dates, arbiters, rate of play; absent when none is given. */
  readonly details?: TournamentDetails | undefined;
  /** Number of rounds planned (Keizer `phased` needs it; Swiss needs it for the last round). */
  readonly plannedRounds?: number | undefined;
  readonly settings: TournamentSettings;
  readonly players: readonly Player[];
  readonly rounds: readonly Round[];
  /** Announced absences and requested byes, for paired and upcoming rounds. */
  readonly absences: readonly Absence[];
  /** Prohibited pairings, in the order they were entered; absent when none. */
  readonly prohibitions?: readonly Prohibition[] | undefined;
  /** Put away: a finished season, not shown among the current tournaments. */
  readonly archived?: true | undefined;
  /** The director left FIDE mode (`fideMode.ts`); a FIDE system's tournament is in it otherwise. One-way. */
  readonly fideModeOff?: true | undefined;
  /** What was confirmed in FIDE mode, in order (`fideMode.ts`): exported as `###` lines of the TRF. */
  readonly fideEvents?: readonly FideEvent[] | undefined;
  /** The language of its public pages and printed sheets (set by its director); absent: the reader's own. */
  readonly language?: Language | undefined;
  /**
   * Players' own results (setting `own-results`, issue 34): the key of the slips' codes and the players'
   * reports waiting for the director. Never in a view of the tournament (server views.ts).
   */
  readonly ownResults?: OwnResults | undefined;
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

/**
 * The players a round is paired from: entered, not announced absent, and, when the players sign up for
 * each evening (Keizer's `attendance: opt-in`, keizer.md §3), signed up as present. In the order of `t.players`.
 */
export function playersFor(t: Tournament, round: number): PlayerId[] {
  const announced = new Map(t.absences.filter((a) => a.round === round).map((a) => [a.player, a]));
  const optIn = signsUp(t.settings);
  return t.players
    .filter((p) => {
      const a = announced.get(p.id);
      return isEntered(p, round) && (a === undefined ? !optIn : !isAbsence(a));
    })
    .map((p) => p.id);
}
