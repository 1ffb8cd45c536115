import type { AbsenceKind } from './round.js';
import type { SystemName } from './settings.js';

/**
 * What each system is, as data: its name for people, what a director may announce before a round, how its
 * standings rank, what may change once play has begun. The shells (CLI, server, web) ask this table
 * instead of testing a system's name; the engines of each system are joined to it in `director/registry.ts`.
 */
export interface SystemInfo {
  readonly system: SystemName;
  readonly label: string;
  /** The system in a sentence: "a round robin fixes …". */
  readonly noun: string;
  /** Absences and requested byes a director may announce, in the words the screens show. */
  readonly absences: readonly { readonly kind: AbsenceKind; readonly label: string }[];
  /** Every round is fixed in advance (a schedule): no absences, no players after round 1. */
  readonly fixedSchedule: boolean;
  /**
   * How the standings rank: by a score made of values (Keizer, Elo-points: a value column, and `values`
   * decimals shown), or by points and tie-breaks.
   */
  readonly ranking: { readonly by: 'values'; readonly decimals: number } | { readonly by: 'tiebreaks' };
  /** A player's score can be explained game by game (Keizer, Elo-points). */
  readonly explainsScores: boolean;
  /**
   * A game may be postponed and the next round paired meanwhile (club competitions do it every week);
   * a FIDE-rated Swiss needs every result first (C.04.1 Basic Rules), so it asks for --allow-pending.
   */
  readonly postponedGames: 'allowed' | 'with-permission';
  /**
   * Settings whose change after round 1 would alter a paired round's input (its pairing or scores as
   * paired): refused unless forced. Keizer and Elo-points recompute the whole season instead.
   */
  readonly fixedOncePaired: readonly string[];
  /** What a change of a setting recomputes, said when it is made. */
  readonly recomputes: string;
  /** Player fields whose change after round 1 alters the initial ranking the rounds were paired with. */
  readonly rankingFields: readonly string[];
  /** The engine honours prohibited pairings (`arbiter forbid`; TRF-2026 260): a Swiss does. */
  readonly prohibitions: boolean;
  /**
   * How a TRF names the system: the words of 092 (type of tournament) arbiter writes, and the TRF-2026
   * Tournament-Type code of 192 when the system has one fixed code (the Dutch's names its edition).
   */
  readonly trf: { readonly type: string; readonly code?: string | undefined };
  /**
   * Rounds a pairing lasts: 2 for the Double-Swiss, whose match is two rounds (games a and b, C.04.5);
   * absences and withdrawals are announced for a whole match (Preface: byes apply only to matches).
   */
  readonly roundsPerPairing?: 2 | undefined;
}

const CLUB_ABSENCES = [
  { kind: 'excused', label: 'absent, excused' },
  { kind: 'unexcused', label: 'absent, not excused' },
  { kind: 'club-duty', label: 'club duty' },
] as const;

const SWISS_ABSENCES = [
  { kind: 'half-bye', label: 'half-point bye' },
  { kind: 'full-bye', label: 'full-point bye' },
  { kind: 'zero-bye', label: 'zero-point bye' },
  { kind: 'unexcused', label: 'absent' },
] as const;

const SWISS_FIXED = ['points-win', 'points-draw', 'points-loss', 'points-forfeit-loss', 'points-zero-bye', 'points-pairing-bye', 'initial-colour', 'numbering', 'seed'];

/** What a FIDE Swiss system of the Swiss engines' table is: a Swiss as the Dubov, by its own name and TRF codes. */
function fideSwissInfo(system: SystemName, label: string, noun: string, trf: SystemInfo['trf']): SystemInfo {
  return {
    system,
    label,
    noun,
    absences: SWISS_ABSENCES,
    fixedSchedule: false,
    ranking: { by: 'tiebreaks' },
    explainsScores: false,
    postponedGames: 'with-permission',
    fixedOncePaired: SWISS_FIXED,
    recomputes: 'the standings are computed again; rounds already paired stay as they are',
    rankingFields: ['rating', 'title', 'name'],
    prohibitions: true,
    trf,
  };
}

export const SYSTEM_INFO: Readonly<Record<SystemName, SystemInfo>> = {
  keizer: {
    system: 'keizer',
    label: 'Keizer (club competition)',
    noun: 'Keizer competition',
    absences: CLUB_ABSENCES,
    fixedSchedule: false,
    ranking: { by: 'values', decimals: 0 },
    explainsScores: true,
    postponedGames: 'allowed',
    fixedOncePaired: [],
    recomputes: 'the scores and values of the whole season are recomputed with it',
    rankingFields: [],
    prohibitions: false,
    trf: { type: 'Individual: Keizer system' },
  },
  'elo-points': {
    system: 'elo-points',
    label: 'Elo-points system',
    noun: 'Elo-points competition',
    absences: CLUB_ABSENCES,
    fixedSchedule: false,
    ranking: { by: 'values', decimals: 2 },
    explainsScores: true,
    postponedGames: 'allowed',
    fixedOncePaired: [],
    recomputes: 'the scores of the whole season are recomputed with it',
    rankingFields: [],
    prohibitions: false,
    trf: { type: 'Individual: Elo-points system' },
  },
  'swiss-dutch': {
    system: 'swiss-dutch',
    label: 'Swiss, FIDE Dutch system',
    noun: 'Swiss',
    absences: SWISS_ABSENCES,
    fixedSchedule: false,
    ranking: { by: 'tiebreaks' },
    explainsScores: false,
    postponedGames: 'with-permission',
    fixedOncePaired: [...SWISS_FIXED, 'rules', 'acceleration'],
    recomputes: 'the standings are computed again; rounds already paired stay as they are',
    rankingFields: ['rating', 'title', 'name'],
    prohibitions: true,
    trf: { type: 'Individual: Swiss-System (FIDE Dutch)' },
  },
  // The FIDE Swiss systems of the Swiss engines' table: the rounds' ratings make the initial ranking (and the
  // Dubov ARO, C.04.4.1 1.7), and each engine takes the prohibited pairings as the Dutch does (C1 with them).
  'swiss-dubov': fideSwissInfo('swiss-dubov', 'Swiss, FIDE Dubov system', 'Dubov Swiss', { type: 'Individual: Swiss-System (FIDE Dubov)', code: 'FIDE_DUBOV' }),
  // The number of rounds decides the seeding rounds (C.04.4.2 1.6.2): fixed once paired, as for every Swiss.
  'swiss-burstein': fideSwissInfo('swiss-burstein', 'Swiss, FIDE Burstein system', 'Burstein Swiss', { type: 'Individual: Swiss-System (FIDE Burstein)', code: 'FIDE_BURSTEIN' }),
  'swiss-lim': fideSwissInfo('swiss-lim', 'Swiss, FIDE Lim system', 'Lim Swiss', { type: 'Individual: Swiss-System (FIDE Lim)', code: 'FIDE_LIM' }),
  'double-swiss': {
    ...fideSwissInfo('double-swiss', 'Double-Swiss, FIDE system (matches of two games)', 'Double-Swiss', {
      type: 'Individual: Swiss-System (FIDE Double-Swiss)',
      code: 'FIDE_DOUBLESWISS',
    }),
    roundsPerPairing: 2,
  },
  'round-robin': {
    system: 'round-robin',
    label: 'Round robin',
    noun: 'round robin',
    absences: [],
    fixedSchedule: true,
    ranking: { by: 'tiebreaks' },
    explainsScores: false,
    postponedGames: 'allowed',
    fixedOncePaired: ['cycles', 'swap-last-rounds', 'numbering', 'seed'],
    recomputes: 'the standings are computed again',
    rankingFields: [],
    prohibitions: false,
    trf: { type: 'Individual: Round-Robin' },
  },
  dotoho: {
    system: 'dotoho',
    label: 'DO-TO-HO plan',
    noun: 'DO-TO-HO plan',
    absences: [],
    fixedSchedule: true,
    ranking: { by: 'tiebreaks' },
    explainsScores: false,
    postponedGames: 'allowed',
    fixedOncePaired: ['games', 'numbering', 'seed'],
    recomputes: 'the standings are computed again',
    rankingFields: [],
    prohibitions: false,
    trf: { type: 'Individual: DO-TO-HO plan' },
  },
};

/** Why a system refuses an absence, in the director's words. */
export function absenceRefusal(system: SystemName, kind: AbsenceKind): string | undefined {
  const info = SYSTEM_INFO[system];
  if (info.absences.some((k) => k.kind === kind)) return undefined;
  if (info.fixedSchedule)
    return `a ${info.noun} fixes every round in advance: a player who cannot come loses his game by forfeit (enter the result +- or -+ once the round is paired)`;
  return `a ${info.noun} knows no "${kind}" absence (it knows ${info.absences.map((k) => k.kind).join(', ')})`;
}
