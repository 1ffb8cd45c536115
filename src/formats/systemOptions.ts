import {
  DUTCH_RULES,
  DUTCH_RULES_TEXT,
  NUMBERINGS,
  type DotohoSettings,
  type EloPointsSystemSettings,
  type RoundRobinSettings,
  type SwissSettings,
  type DubovSettings,
  type BursteinSettings,
  type LimSettings,
  type DoubleSwissSettings,
  type FideSwissSettings,
  type SystemName,
  type TournamentSettings,
} from '../core/settings.js';
import { ACCELERATIONS } from '../core/acceleration.js';
import { asList, choice, decimal, integer, makeFraction, makeYesNo, option, parseFraction, whole, withChoices, yesNo, type OptionSpec } from '../core/options.js';
import { ABSENCE_SCHEME_CHOICES, ABSENCE_SCHEME_EXPECTS, KEIZER_OPTIONS, makeAbsenceScheme, makeRepeatRule, parseAbsenceScheme, parseRepeatRule } from '../core/keizerOptions.js';
import { parseTiebreakList, makeTiebreakList, TIEBREAK_EDITIONS, TIEBREAK_NAMES } from '../scoring/tiebreaks.js';

/** The option tables of every system (the Keizer one lives beside the Keizer settings). */

const points = decimal(0);

const tiebreakOptions = <S extends RoundRobinSettings | DotohoSettings | FideSwissSettings>(): OptionSpec<S>[] => [
  // An empty list (rank by points, then by lot) is written as the word none.
  asList(
    option<S, readonly string[]>(
      'tiebreaks',
      'tiebreaks',
      'tie-breaks in order (C.07), e.g. buchholz-cut1,buchholz,sonneborn-berger; none for none',
      `a comma-separated list of ${TIEBREAK_NAMES.join(', ')}, or none`,
      (t) => {
        if (t === 'none') return [];
        const r = parseTiebreakList(t);
        return r.ok && r.value.length > 0 ? r.value : undefined;
      },
      (v) => (v.length ? makeTiebreakList(v as never) : 'none'),
    ),
    TIEBREAK_NAMES,
  ),
  option<S, string>('tiebreak-edition', 'tiebreakEdition', 'edition of the FIDE Tie-Break Regulations', TIEBREAK_EDITIONS.join(' or '), choice(TIEBREAK_EDITIONS), String),
];

export const ELO_POINTS_OPTIONS: readonly OptionSpec<EloPointsSystemSettings>[] = (() => {
  type E = EloPointsSystemSettings;
  return [
    option<E, number>(
      'default-k',
      'defaultK',
      'K factor of a player without his own (at most 32)',
      'a whole number from 1 to 32',
      (t) => {
        const n = integer(t, 1);
        return n !== undefined && n <= 32 ? n : undefined;
      },
      String,
    ),
    option<E, number>('unrated-rating', 'unratedRating', 'starting rating of an unrated player (value = rating / 100)', 'a whole number', whole(0), String),
    option<E, boolean>('own-value', 'ownValue', 'count the own value once in the score', 'yes or no', yesNo, makeYesNo),
    option<E, number>('loss-fraction', 'lossFraction', "fraction of the winner's value that the loser scores", 'a fraction such as 0 or 1/6', parseFraction, makeFraction),
    option<E, number>('bye-fraction', 'byeFraction', 'fraction of the own value for the bye (odd player out)', 'a fraction such as 2/3', parseFraction, makeFraction),
    option<E, number>('club-duty-fraction', 'clubDutyFraction', 'fraction of the own value for club duty', 'a fraction such as 2/3', parseFraction, makeFraction),
    withChoices(
      option<E, E['absenceScheme']>(
        'absences',
        'absenceScheme',
        'credit for an excused absence: third, harmonic, halving or capped:K',
        ABSENCE_SCHEME_EXPECTS,
        parseAbsenceScheme,
        makeAbsenceScheme,
      ),
      ABSENCE_SCHEME_CHOICES,
      true,
    ),
    option<E, E['valuation']>(
      'valuation',
      'valuation',
      "value of a past game: the opponent's value before that round (at-game) or today's (current)",
      'at-game or current',
      choice(['at-game', 'current'] as const),
      String,
    ),
    option<E, E['repeat']>('repeat', 'repeat', 'who may meet again: never, not-within:K, at-most:M', 'never, not-within:K or at-most:M', parseRepeatRule, makeRepeatRule),
    option<E, number>('keizer-last-rounds', 'keizerLastRounds', 'Keizer pairing for the last J planned rounds (0: never)', 'a whole number', whole(0), String),
    option<E, number>('seed', 'seed', 'seed for the drawing of lots', 'a whole number', whole(0), String),
  ];
})();

export const ROUND_ROBIN_OPTIONS: readonly OptionSpec<RoundRobinSettings>[] = (() => {
  type R = RoundRobinSettings;
  return [
    option<R, 1 | 2>('cycles', 'cycles', 'single (1) or double (2) round robin', '1 or 2', (t) => (t === '1' ? 1 : t === '2' ? 2 : undefined), String),
    option<R, boolean>(
      'swap-last-rounds',
      'swapLastRounds',
      'double round robin: play the last two rounds of the first cycle in reverse order (C.05 Annex 1: nobody gets one colour three times in a row)',
      'yes or no',
      yesNo,
      makeYesNo,
    ),
    ...gamePointOptions<R>(),
    option<R, R['numbering']>(
      'numbering',
      'numbering',
      'pairing numbers by lot (seeded), by rating, or in the order of registration (given)',
      'lot, rating or given',
      choice(['lot', 'rating', 'given'] as const),
      String,
    ),
    option<R, number>('seed', 'seed', 'seed for the drawing of lots', 'a whole number', whole(0), String),
    ...tiebreakOptions<R>(),
  ];
})();

export const DOTOHO_OPTIONS: readonly OptionSpec<DotohoSettings>[] = (() => {
  type D = DotohoSettings;
  return [
    option<D, number>('games', 'games', 'games per player (R)', 'a whole number from 1', whole(1), String),
    option<D, D['numbering']>(
      'numbering',
      'numbering',
      'places by lot, given order, strength classes or origin (club) classes',
      NUMBERINGS.filter((n) => n !== 'rating').join(', '),
      choice(['lot', 'given', 'strength', 'origin'] as const),
      String,
    ),
    option<D, number>('seed', 'seed', 'seed for the drawing of lots', 'a whole number', whole(0), String),
    ...tiebreakOptions<D>(),
  ];
})();

export const SWISS_OPTIONS: readonly OptionSpec<SwissSettings>[] = [
  option<SwissSettings, SwissSettings['rules']>(
    'rules',
    'rules',
    'edition of the FIDE Dutch rules: 2025 (in force from 1 February 2026), 2017 (2016/2017 text; a file made before this setting) or 2012 (C.04.1, in force 2013–2017)',
    DUTCH_RULES_TEXT,
    choice(DUTCH_RULES),
    String,
  ),
  ...fideSwissOptions<SwissSettings>([
    option<SwissSettings, SwissSettings['acceleration']>(
      'acceleration',
      'acceleration',
      'accelerated pairings (C.04.5): none, or baku (the Baku Acceleration Method, C.04.5.1: the top half carries virtual points in the first rounds)',
      ACCELERATIONS.join(' or '),
      choice(ACCELERATIONS),
      String,
    ),
  ]),
];

/** The Dubov system (C.04.4.1): the settings of every FIDE Swiss, no edition (one text in force). */
export const DUBOV_OPTIONS: readonly OptionSpec<DubovSettings>[] = fideSwissOptions<DubovSettings>();

/** The Burstein system (C.04.4.2): the settings of every FIDE Swiss, no edition (one text in force). */
export const BURSTEIN_OPTIONS: readonly OptionSpec<BursteinSettings>[] = fideSwissOptions<BursteinSettings>();
/**
 * The Lim system (C.04.4.3): the settings of every FIDE Swiss, no edition (one text in force), and the
 * organiser's declaration of a Maxi-tournament (3.2.3, 3.8, 5.7).
 */
export const LIM_OPTIONS: readonly OptionSpec<LimSettings>[] = fideSwissOptions<LimSettings>([
  option<LimSettings, boolean>(
    'maxi-tournament',
    'maxiTournament',
    'declared a Maxi-tournament by the organiser (C.04.4.3 3.2.3, 3.8, 5.7): floaters and opponents chosen for colour, and exchanges for colour, only between players rated within 100 points',
    'yes or no',
    yesNo,
    makeYesNo,
  ),
]);
/** The Double-Swiss system (C.04.5): the settings of every FIDE Swiss; the rounds count games, two a match. */
export const DOUBLE_SWISS_OPTIONS: readonly OptionSpec<DoubleSwissSettings>[] = fideSwissOptions<DoubleSwissSettings>();

/**
 * The settings every FIDE Swiss system has: point values, initial colour, numbering, seed, tie-breaks;
 * `own`: a system's own, after the numbering (the Dutch's acceleration).
 */
function fideSwissOptions<W extends FideSwissSettings>(own: readonly OptionSpec<W>[] = []): OptionSpec<W>[] {
  return [
    ...gamePointOptions<W>(),
    option<W, number>('points-zero-bye', 'pointsZeroBye', 'points for a zero-point bye (a round not played)', 'a number', points, String),
    option<W, number>('points-pairing-bye', 'pointsPairingBye', 'points for the pairing-allocated bye', 'a number', points, String),
    option<W, FideSwissSettings['initialColour']>(
      'initial-colour',
      'initialColour',
      'colour of the top seed in round 1 (lots: drawn with the seed)',
      'white, black or lots',
      choice(['white', 'black', 'lots'] as const),
      String,
    ),
    option<W, FideSwissSettings['numbering']>(
      'numbering',
      'numbering',
      'initial ranking by rating (equal ratings in the order of registration), or by player number as given',
      'rating or given',
      choice(['rating', 'given'] as const),
      String,
    ),
    ...own,
    option<W, number>('seed', 'seed', 'seed for the drawing of lots', 'a whole number', whole(0), String),
    ...tiebreakOptions<W>(),
  ];
}

/**
 * The points a game scores (TRF-2026 162 W, D, L, A; 3-1-0 and other scoring systems): a win (also a forfeit
 * win and a full-point bye), a draw (also a half-point bye), a loss, a forfeit loss.
 */
function gamePointOptions<W extends FideSwissSettings | RoundRobinSettings>(): OptionSpec<W>[] {
  return [
    option<W, number>('points-win', 'pointsWin', 'points for a win (and a forfeit win)', 'a number', points, String),
    option<W, number>('points-draw', 'pointsDraw', 'points for a draw (and a half-point bye)', 'a number', points, String),
    option<W, number>('points-loss', 'pointsLoss', 'points for a loss', 'a number', points, String),
    option<W, number>('points-forfeit-loss', 'pointsForfeitLoss', 'points for a forfeit loss', 'a number', points, String),
  ];
}

/**
 * The option table of a system: its own options. The options every tournament has, whatever its system
 * (published, own-results), are the one table of core/tournamentOptions.ts.
 */
export function optionsOf(system: SystemName): readonly OptionSpec<TournamentSettings>[] {
  return ownOptionsOf(system);
}

function ownOptionsOf(system: SystemName): readonly OptionSpec<TournamentSettings>[] {
  // Each table only ever sees settings of its own system (the file and the CLI pick the table by system).
  const table: Record<SystemName, readonly unknown[]> = {
    keizer: KEIZER_OPTIONS,
    'elo-points': ELO_POINTS_OPTIONS,
    'round-robin': ROUND_ROBIN_OPTIONS,
    dotoho: DOTOHO_OPTIONS,
    'swiss-dutch': SWISS_OPTIONS,
    'swiss-dubov': DUBOV_OPTIONS,
    'swiss-burstein': BURSTEIN_OPTIONS,
    'swiss-lim': LIM_OPTIONS,
    'double-swiss': DOUBLE_SWISS_OPTIONS,
  };
  return table[system] as readonly OptionSpec<TournamentSettings>[];
}
