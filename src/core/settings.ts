import type { Acceleration } from './acceleration.js';

/**
 * Points per result, as pairing engines and the TRF's BBW/BBD/BBL/BBZ/BBF/BBU lines give them; undefined
 * fields take the FIDE defaults (1, ½, 0, 0, 0, and a win for the pairing-allocated bye).
 */
export interface PointValues {
  readonly win?: number | undefined;
  readonly draw?: number | undefined;
  readonly loss?: number | undefined;
  readonly zeroPointBye?: number | undefined;
  readonly forfeitLoss?: number | undefined;
  readonly pairingAllocatedBye?: number | undefined;
}

/**
 * Editions of the FIDE (Dutch) system: `2025` (C.04.3), approved 28 October 2025 and in force from 1
 * February 2026; `2017` (C.04.3), approved 2016/2017 and in force until 31 January 2026; `2012` (C.04.1),
 * approved by the 83rd FIDE Congress, Istanbul 2012, in force 2013–2017.
 */
export const DUTCH_RULES = ['2025', '2017', '2012'] as const;
export type DutchRules = (typeof DUTCH_RULES)[number];
/** The editions, for messages: "2025, 2017 or 2012". */
export const DUTCH_RULES_TEXT = `${DUTCH_RULES.slice(0, -1).join(', ')} or ${DUTCH_RULES[DUTCH_RULES.length - 1]}`;

/** The pairing and scoring systems a tournament can use. */
export const SYSTEMS = ['keizer', 'swiss-dutch', 'swiss-dubov', 'swiss-burstein', 'swiss-lim', 'double-swiss', 'round-robin', 'elo-points', 'dotoho'] as const;
export type SystemName = (typeof SYSTEMS)[number];

/** The system of a new tournament when none is named: the club competition. */
export const DEFAULT_SYSTEM: SystemName = 'keizer';

/** How an absence is credited (keizer.md §3). */
export type AbsenceScheme =
  | { readonly kind: 'third' }
  | { readonly kind: 'harmonic' }
  /** 1/3 for the first, each further one half the previous: 1/3, 1/6, 1/12 … (a club practice, keizer.md §3). */
  | { readonly kind: 'halving' }
  /** At most `count` absences credited, each 1/count of the own value. */
  | { readonly kind: 'capped'; readonly count: number };

export const ITERATIONS = ['none', 'final', 'converge', 'phased'] as const;
export type Iteration = (typeof ITERATIONS)[number];

/** Whom a player may meet again (keizer.md §4). */
export type RepeatRule =
  | { readonly kind: 'never' }
  /** Not within the last `rounds` rounds. */
  | { readonly kind: 'not-within'; readonly rounds: number }
  /** At most `meetings` games between the same two players. */
  | { readonly kind: 'at-most'; readonly meetings: number };

export const COLOUR_RULES = ['keizer', 'geel'] as const;
export type ColourRule = (typeof COLOUR_RULES)[number];

/**
 * Who is paired on an evening (keizer.md §3): everyone entered but those announced absent (`opt-out`,
 * Keizer's club evening), or only those signed up as present (`opt-in`, clubs that ask their members to
 * sign up for each evening).
 */
export const ATTENDANCES = ['opt-out', 'opt-in'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

/** Whether a tournament's players sign up for each evening (`attendance: opt-in`); other systems: no. */
export const signsUp = (s: TournamentSettings): boolean => 'attendance' in s && s.attendance === 'opt-in';

/** Every Keizer option of keizer.md §1–4. Defaults in `DEFAULT_KEIZER_SETTINGS`. */
export interface KeizerSettings {
  readonly system: 'keizer';
  /** Value of the top-ranked player; undefined = round(1.5 × N) × step (`keizerTop`). */
  readonly top?: number | undefined;
  /** top = bottom × ratio (used when `top` is undefined). */
  readonly topRatio?: number | undefined;
  /** Value difference between neighbouring places. */
  readonly step: number;
  /** Lowest value a player can have. */
  readonly floor?: number | undefined;
  /** N in the value scale: every player in the ranking, or only the active ones (not withdrawn). */
  readonly valueBase: 'all' | 'active';
  /** Own value counted in the score once. */
  readonly ownValue: boolean;
  /** Fraction of the winner's value that the loser scores (0 by default). */
  readonly lossFraction: number;
  /** Fraction of the own value for the pairing-allocated bye. */
  readonly byeFraction: number;
  /** Fraction of the own value for club duty. */
  readonly clubDutyFraction: number;
  readonly absenceScheme: AbsenceScheme;
  /** From the `excusedLimit`-th credited excused absence on, it counts as unexcused (keizer.md §3); undefined: no limit. */
  readonly excusedLimit?: number | undefined;
  /** Fraction of the own value for an unexcused absence (0 by default, keizer.md §3). */
  readonly unexcusedFraction: number;
  /** Who is paired on an evening: all but the absent (`opt-out`), or only those signed up (`opt-in`). */
  readonly attendance: Attendance;
  readonly iteration: Iteration;
  /** Cap on the passes of `converge`. */
  readonly maxPasses: number;
  /** Rounds missed by a late entry: nothing, or credited as excused absences. */
  readonly lateEntry: 'nothing' | 'absent';
  /** No absence credit before the player's first game (the article's Mister X). */
  readonly noCreditBeforeFirstGame: boolean;
  /** A withdrawn player keeps his place in the value scale, or is removed from it. */
  readonly withdrawn: 'keep' | 'remove';
  readonly repeat: RepeatRule;
  /** The planned rounds split into this many periods; the repeat rule applies within a period (keizer.md §4). */
  readonly periods: number;
  readonly colours: ColourRule;
  /**
   * Initial order given by the director (player numbers), or `random`: drawn with the seed (keizer.md §1);
   * default: rating, then name.
   */
  readonly initialOrder?: readonly number[] | 'random' | undefined;
  /** Seed for the drawing of lots (colours). */
  readonly seed: number;
}

export const DEFAULT_KEIZER_SETTINGS: KeizerSettings = {
  system: 'keizer',
  step: 1,
  valueBase: 'all',
  ownValue: true,
  lossFraction: 0,
  byeFraction: 2 / 3,
  clubDutyFraction: 2 / 3,
  absenceScheme: { kind: 'third' },
  unexcusedFraction: 0,
  attendance: 'opt-out',
  iteration: 'none',
  maxPasses: 100,
  lateEntry: 'nothing',
  noCreditBeforeFirstGame: false,
  withdrawn: 'keep',
  repeat: { kind: 'never' },
  periods: 1,
  colours: 'keizer',
  seed: 1,
};

/** The Elo-points system (keizer.md §5). The scorer and the Geel pairing read these fields. */
export interface EloPointsSystemSettings {
  readonly system: 'elo-points';
  /** K of a player without his own K factor (≤ 32). */
  readonly defaultK: number;
  /** Starting rating of an unrated player. */
  readonly unratedRating: number;
  readonly ownValue: boolean;
  readonly lossFraction: number;
  readonly byeFraction: number;
  readonly clubDutyFraction: number;
  readonly absenceScheme: AbsenceScheme;
  /** Values of past games: from before their round (`at-game`) or today's (`current`). */
  readonly valuation: 'at-game' | 'current';
  readonly repeat: RepeatRule;
  /** Keizer pairing (over the Elo-points standings) for the last j planned rounds; 0 = never. */
  readonly keizerLastRounds: number;
  readonly seed: number;
}

export const DEFAULT_ELO_POINTS_SYSTEM_SETTINGS: EloPointsSystemSettings = {
  system: 'elo-points',
  defaultK: 20,
  unratedRating: 1000,
  ownValue: false,
  lossFraction: 0,
  byeFraction: 2 / 3,
  clubDutyFraction: 2 / 3,
  absenceScheme: { kind: 'third' },
  valuation: 'at-game',
  repeat: { kind: 'never' },
  keizerLastRounds: 0,
  seed: 1,
};

/** How players get their pairing numbers (round robin) or places (DO-TO-HO). */
export const NUMBERINGS = ['lot', 'rating', 'given', 'strength', 'origin'] as const;
export type Numbering = (typeof NUMBERINGS)[number];

/**
 * Standings of the systems that rank by points: the tie-breaks in order (C.07 ids of src/scoring/tiebreaks.ts)
 * and the edition. The defaults equal `DEFAULT_TIEBREAKS` there (FIDE's recommendations; a test checks it).
 */
export interface TiebreakSettings {
  readonly tiebreaks: readonly string[];
  readonly tiebreakEdition: string;
}

/**
 * The points a game scores (TRF-2026 162: W, D, L, A): 1-½-0 by default, or another scoring system such as
 * 3-1-0 announced by the organiser. A forfeit win scores a win; a forfeit loss `pointsForfeitLoss`.
 */
export interface GamePointSettings {
  readonly pointsWin: number;
  readonly pointsDraw: number;
  readonly pointsLoss: number;
  readonly pointsForfeitLoss: number;
}

/** Round robin (C.05): Berger tables, single or double. */
export interface RoundRobinSettings extends TiebreakSettings, GamePointSettings {
  readonly system: 'round-robin';
  readonly cycles: 1 | 2;
  /**
   * A double round robin plays the last two rounds of the first cycle in reverse order (C.05 Annex 1: "for a
   * double-round tournament it is recommended that the order of the last two rounds of the first cycle be
   * reversed", so that nobody has the same colour three times in a row). Default yes.
   */
  readonly swapLastRounds: boolean;
  /** lot (seeded), rating, or given (the order of registration). */
  readonly numbering: 'lot' | 'rating' | 'given';
  readonly seed: number;
}

/** A DO-TO-HO stage: N players, `games` games each, no groups (the seed's plan). */
export interface DotohoSettings extends TiebreakSettings {
  readonly system: 'dotoho';
  readonly games: number;
  /** lot, given, strength classes, or origin (club) classes. */
  readonly numbering: 'lot' | 'given' | 'strength' | 'origin';
  readonly seed: number;
}

/** The FIDE Swiss systems for individuals (C.04.3, C.04.4): their settings are `FideSwissSettings`. */
export const FIDE_SWISS_SYSTEMS = ['swiss-dutch', 'swiss-dubov', 'swiss-burstein', 'swiss-lim', 'double-swiss'] as const satisfies readonly SystemName[];
export type FideSwissSystem = (typeof FIDE_SWISS_SYSTEMS)[number];

/** What every FIDE Swiss system's settings hold. Point values as the TRF's BBW/BBD/BBL/BBF/BBZ/BBU. */
export interface FideSwissSettings extends TiebreakSettings, GamePointSettings {
  readonly system: FideSwissSystem;
  readonly pointsZeroBye: number;
  readonly pointsPairingBye: number;
  /** Colour of the top seed in round 1; `lots`: drawn with the seed. */
  readonly initialColour: 'white' | 'black' | 'lots';
  /** Initial ranking (C.04.2 B): by rating (equal ratings in the order of registration), or the player numbers as given (a TRF import). */
  readonly numbering: 'rating' | 'given';
  readonly seed: number;
}

/** FIDE Dutch Swiss (C.04.3). */
export interface SwissSettings extends FideSwissSettings {
  readonly system: 'swiss-dutch';
  /** The edition of the Dutch rules the rounds are paired by (a new tournament: the rules in force). */
  readonly rules: DutchRules;
  /** Accelerated pairings (C.04.5): none, or the Baku Acceleration Method (C.04.5.1, `acceleration.ts`). */
  readonly acceleration: Acceleration;
}

/** FIDE Dubov Swiss (C.04.4.1, the text in force from 1 February 2026). */
export interface DubovSettings extends FideSwissSettings {
  readonly system: 'swiss-dubov';
}

/** FIDE Burstein Swiss (C.04.4.2, 2026 text, applied from 1 February 2026). */
export interface BursteinSettings extends FideSwissSettings {
  readonly system: 'swiss-burstein';
}

/** FIDE Lim Swiss (C.04.4.3, the edition applied from 1 February 2026). */
export interface LimSettings extends FideSwissSettings {
  readonly system: 'swiss-lim';
  /**
   * The organiser declared a Maxi-tournament (C.04.4.3 3.2.3, 3.8, 5.7): choices made for colour only
   * between players rated within 100 points. Never inferred from the field's size; default no.
   */
  readonly maxiTournament: boolean;
}

/**
 * FIDE Double-Swiss (C.04.5, applied from 1 February 2026): every match is two games, rounds 2k−1 and 2k
 * (games a and b of match k, docs/double-swiss.md); `rounds` counts games, so it is even.
 */
export interface DoubleSwissSettings extends FideSwissSettings {
  readonly system: 'double-swiss';
}

/** The settings of a tournament of one of the FIDE Swiss systems, system by system. */
export type FideSwissTournamentSettings = SwissSettings | DubovSettings | BursteinSettings | LimSettings | DoubleSwissSettings;

/** The systems whose games score by point values (`GamePointSettings`): the FIDE Swiss systems and round robins. */
export const hasPointValues = (s: TournamentSettings): s is FideSwissTournamentSettings | RoundRobinSettings => isFideSwiss(s) || s.system === 'round-robin';

/** The FIDE Swiss systems (C.04): the settings they share (points, initial colour, numbering). */
export const isFideSwiss = (s: TournamentSettings): s is FideSwissTournamentSettings => (FIDE_SWISS_SYSTEMS as readonly string[]).includes(s.system);

export const DEFAULT_ROUND_ROBIN_SETTINGS: RoundRobinSettings = {
  system: 'round-robin',
  cycles: 1,
  swapLastRounds: true,
  pointsWin: 1,
  pointsDraw: 0.5,
  pointsLoss: 0,
  pointsForfeitLoss: 0,
  numbering: 'lot',
  seed: 1,
  tiebreaks: ['direct-encounter', 'wins', 'sonneborn-berger', 'koya'],
  tiebreakEdition: 'fide-2026',
};

export const DEFAULT_DOTOHO_SETTINGS: DotohoSettings = {
  system: 'dotoho',
  games: 4,
  numbering: 'lot',
  seed: 1,
  tiebreaks: ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'progressive', 'direct-encounter', 'wins', 'black-games'],
  tiebreakEdition: 'fide-2026',
};

export const DEFAULT_SWISS_SETTINGS: SwissSettings = {
  system: 'swiss-dutch',
  rules: '2025',
  pointsWin: 1,
  pointsDraw: 0.5,
  pointsLoss: 0,
  pointsForfeitLoss: 0,
  pointsZeroBye: 0,
  pointsPairingBye: 1,
  initialColour: 'lots',
  numbering: 'rating',
  acceleration: 'none',
  seed: 1,
  tiebreaks: ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'progressive', 'direct-encounter', 'wins', 'black-games'],
  tiebreakEdition: 'fide-2026',
};

/** Dubov: the Swiss defaults but the Dutch edition. */
export const DEFAULT_DUBOV_SETTINGS: DubovSettings = (({ rules: _rules, acceleration: _acceleration, ...rest }) => ({ ...rest, system: 'swiss-dubov' as const }))(
  DEFAULT_SWISS_SETTINGS,
);

/** Burstein: the Swiss defaults but the Dutch edition (its seeding rounds are paired by the rules in force, 1.6). */
export const DEFAULT_BURSTEIN_SETTINGS: BursteinSettings = { ...DEFAULT_DUBOV_SETTINGS, system: 'swiss-burstein' };
/** Lim: the Swiss defaults but the Dutch edition. */
export const DEFAULT_LIM_SETTINGS: LimSettings = { ...DEFAULT_DUBOV_SETTINGS, system: 'swiss-lim', maxiTournament: false };

/**
 * Double-Swiss: the Swiss defaults, but the pairing-allocated bye is worth "as many points as if the player
 * had played a match winning a game and drawing the other" (C.04.5 1.4): 1½ a match, ¾ in each of its two rounds.
 */
export const DEFAULT_DOUBLE_SWISS_SETTINGS: DoubleSwissSettings = (({ rules: _rules, acceleration: _acceleration, ...rest }) => ({
  ...rest,
  system: 'double-swiss' as const,
  pointsPairingBye: 0.75,
}))(DEFAULT_SWISS_SETTINGS);

/**
 * The settings every system has besides its own, read and written by the one table of the options of every
 * tournament (`TOURNAMENT_OPTIONS` of core/tournamentOptions.ts); each optional: a file written before it
 * took the default.
 */
export interface SharedSettings {
  /** Players enter their own results with their slip's code (issue 34); off unless set. */
  readonly ownResults?: true | undefined;
}

export type TournamentSettings = (KeizerSettings | EloPointsSystemSettings | RoundRobinSettings | DotohoSettings | FideSwissTournamentSettings) & SharedSettings;

/** The defaults of each system's settings. */
export const DEFAULT_SETTINGS: Readonly<Record<SystemName, TournamentSettings>> = {
  keizer: DEFAULT_KEIZER_SETTINGS,
  'elo-points': DEFAULT_ELO_POINTS_SYSTEM_SETTINGS,
  'round-robin': DEFAULT_ROUND_ROBIN_SETTINGS,
  dotoho: DEFAULT_DOTOHO_SETTINGS,
  'swiss-dutch': DEFAULT_SWISS_SETTINGS,
  'swiss-dubov': DEFAULT_DUBOV_SETTINGS,
  'swiss-burstein': DEFAULT_BURSTEIN_SETTINGS,
  'swiss-lim': DEFAULT_LIM_SETTINGS,
  'double-swiss': DEFAULT_DOUBLE_SWISS_SETTINGS,
};

export const defaultSettingsOf = (system: SystemName): TournamentSettings => DEFAULT_SETTINGS[system];

/**
 * What a tournament file means by the settings it does not state: the defaults, but for settings added
 * later whose default changed what the file meant. A Swiss file from before the `rules` setting was paired
 * by the 2017 Dutch rules, and stays so.
 */
export function unstatedSettingsOf(system: SystemName): TournamentSettings {
  const s = defaultSettingsOf(system);
  return s.system === 'swiss-dutch' ? { ...s, rules: '2017' } : s;
}

/**
 * The settings of a stage seeded by an earlier stage's ranking: the players are numbered in that order, so
 * the pairing numbers (round robin, DO-TO-HO, Swiss) or the Keizer initial ranking follow it.
 */
export function seededByRanking(settings: TournamentSettings, playersInRankOrder: readonly number[]): TournamentSettings {
  if (settings.system === 'keizer') return { ...settings, initialOrder: [...playersInRankOrder] };
  if (settings.system === 'elo-points') return settings; // Elo-points orders by rating, whatever the numbers
  return { ...settings, numbering: 'given' };
}
