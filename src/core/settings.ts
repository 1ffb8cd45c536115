/** The pairing and scoring systems a tournament can use. */
export const SYSTEMS = ['keizer', 'swiss-dutch', 'round-robin', 'elo-points'] as const;
export type SystemName = (typeof SYSTEMS)[number];

/** How an absence is credited (keizer.md §3). */
export type AbsenceScheme =
  | { readonly kind: 'third' }
  | { readonly kind: 'harmonic' }
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

/** Every Keizer option of keizer.md §1–4. Defaults in `DEFAULT_KEIZER_SETTINGS`. */
export interface KeizerSettings {
  readonly system: 'keizer';
  /** Value of the top-ranked player; undefined = round(1.5 × N). */
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
  readonly colours: ColourRule;
  /** Initial order given by the director (player numbers); default: rating, then name. */
  readonly initialOrder?: readonly number[] | undefined;
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
  iteration: 'none',
  maxPasses: 100,
  lateEntry: 'nothing',
  noCreditBeforeFirstGame: false,
  withdrawn: 'keep',
  repeat: { kind: 'never' },
  colours: 'keizer',
  seed: 1,
};

export type TournamentSettings = KeizerSettings;
