/**
 * Tie-breaks by the FIDE Play-Off and Tie-Break Regulations (Handbook C.07): the 2023 text as amended in
 * 2024 (in force until 28 February 2026, edition `fide-2024`) and the edition in force from 1 March 2026
 * (`fide-2026`). Comments name the article they implement.
 *
 * Pure functions from plain data: players, complete rounds (games, pairing-allocated byes), announced
 * absences and requested byes, and the point values of the tournament.
 *
 * Unplayed rounds (Article 16, Swiss): every round of a player is classified once (`RoundEntry`):
 * - 16.2.1 pairing-allocated bye, or a requested bye that scores a win (not voluntary),
 * - 16.2.2 forfeit win, 16.2.4 forfeit loss (a double forfeit is a forfeit loss for both),
 * - 16.2.3 requested bye / absence followed later by a round that is not voluntary,
 * - 16.2.5 requested bye / absence / round after withdrawal not followed by any such round.
 * Voluntary unplayed rounds (VUR, 16.1) are the requested byes and absences that score less than a win and
 * the forfeit losses. For the opponents (16.3) a player's 16.2.5 rounds count as draws, all others at face
 * value. For the player himself (16.4) every unplayed round is a game against a dummy that finished with the
 * player's own score — in `fide-2026` capped at the scheduled opponent's adjusted score for forfeits (16.4.1)
 * and at draw points × rounds for the other unplayed rounds (16.4.2). When cutting the least significant
 * values, the lowest VUR contribution goes first unless the least significant value is higher (16.5).
 *
 * Round-robins (pre-determined pairings, Article 15): forfeits are regular games (15.2); in `fide-2026` forfeits
 * stay unplayed for the rating tie-breaks (Article 10) and forfeit losses stay unplayed for Type B (Article 7).
 */
import { shuffleSeeded } from '../core/random.js';
import { gameScore, type GameResult } from '../core/game.js';
import type { Player, PlayerId } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { isAbsence, isSettled, type Absence, type AbsenceKind, type Round } from '../core/round.js';
import type { SystemName } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { SYSTEM_INFO } from '../core/systems.js';
import { dpForScore, pdForDifference } from '../rating/fide.js';

// ---------------------------------------------------------------------------------------------------------
// Names, editions, defaults

/** Every tie-break, as the id used in files and on the command line. */
export const TIEBREAK_NAMES = [
  'buchholz',
  'buchholz-cut1',
  'buchholz-cut2',
  'buchholz-median1',
  'buchholz-median2',
  'sonneborn-berger',
  'sonneborn-berger-cut1',
  'sonneborn-berger-cut2',
  'sonneborn-berger-median1',
  'sonneborn-berger-median2',
  'progressive',
  'progressive-cut1',
  'progressive-cut2',
  'direct-encounter',
  'wins',
  'won',
  'black-games',
  'black-wins',
  'rounds-elected',
  'koya',
  'aro',
  'aro-cut1',
  'tpr',
  'ptp',
  'apro',
  'appo',
  'fore-buchholz',
  'fore-buchholz-cut1',
  'fore-buchholz-cut2',
  'fore-buchholz-median1',
  'fore-buchholz-median2',
  'average-of-buchholz',
  'aro-cut2',
  'aro-median1',
  'standard-points',
  'rating',
  'pairing-number',
  'direct-encounter-forfeits',
  'koya-minus2',
  'koya-minus1',
  'koya-plus1',
  'koya-plus2',
] as const;
/** A tie-break of the list above. */
export type ListedTiebreakName = (typeof TIEBREAK_NAMES)[number];
/**
 * Koya with its limit moved by any number of half-points (C.07 14.5; FIDE's list of the tie-breaks an endorsed
 * program must compute, MTB26: `KS/Lx`, "any reasonable value"): `koya-plus3`, `koya-minus4`, … The four of
 * ±1 and ±2 are listed above; the others are read and written by the same names.
 */
export type KoyaLimitName = `koya-minus${number}` | `koya-plus${number}`;
export type TiebreakName = ListedTiebreakName | KoyaLimitName;

/** The largest Koya limit shift read, in half-points (beyond the maximum score of any event it changes nothing). */
export const MAX_KOYA_SHIFT = 99;

/** The half-points a Koya name moves the 50% limit by (C.07 14.5): 0 for `koya`, undefined for another tie-break. */
export function koyaShift(name: string): number | undefined {
  if (name === 'koya') return 0;
  const m = /^koya-(minus|plus)([1-9]\d?)$/.exec(name);
  return m ? (m[1] === 'minus' ? -1 : 1) * Number(m[2]) : undefined;
}

/** The Koya name of a limit shift in half-points (`koya`, `koya-plus3`, `koya-minus1`). */
export const koyaName = (shift: number): TiebreakName => (shift === 0 ? 'koya' : shift < 0 ? `koya-minus${-shift}` : `koya-plus${shift}`);

/**
 * The editions of C.07: `fide-2024` is the 2023 text as amended in 2024 (1 August 2024 – 28 February 2026);
 * `fide-2026` is in force from 1 March 2026.
 */
export const TIEBREAK_EDITIONS = ['fide-2024', 'fide-2026'] as const;
export type TiebreakEdition = (typeof TIEBREAK_EDITIONS)[number];

/** The first day of the 2026 edition. */
export const EDITION_2026_FROM = '2026-03-01';

/** The edition in force on a day (ISO date, YYYY-MM-DD). */
export function editionInForce(isoDate: string): TiebreakEdition {
  return isoDate.slice(0, 10) >= EDITION_2026_FROM ? 'fide-2026' : 'fide-2024';
}

/** The edition in force today (the 2026 text applies from 1 March 2026). */
export const DEFAULT_TIEBREAK_EDITION: TiebreakEdition = 'fide-2026';

export interface TiebreakInfo {
  /** The FIDE acronym (C.07 Article 5 table, modifiers of Article 14). */
  readonly acronym: string;
  readonly article: string;
  readonly title: string;
}

/**
 * The modifiers of C.07 Article 14 a tie-break's name may end with: its acronym's suffix, its article, its
 * title's, and how many of the least and of the most significant values it cuts.
 */
const MODIFIERS = {
  cut1: { acronym: '-C1', article: '14.1', title: ' Cut-1', cut: [1, 0] },
  cut2: { acronym: '-C2', article: '14.2', title: ' Cut-2', cut: [2, 0] },
  median1: { acronym: '-M1', article: '14.3', title: ' Median-1', cut: [1, 1] },
  median2: { acronym: '-M2', article: '14.4', title: ' Median-2', cut: [2, 2] },
} as const;

/** How many of the least and of the most significant values a modifier (`cut1`, …; '' none) cuts (C.07 14.1–14.4). */
const cutOf = (modifier: string): readonly [low: number, high: number] => (MODIFIERS as Readonly<Record<string, { cut: readonly [number, number] }>>)[modifier]?.cut ?? [0, 0];
type Modifier = keyof typeof MODIFIERS;

/** A tie-break and the same with each of `modifiers` (C.07 14: `buchholz-cut1`, BH-C1, "C.07 8.1, 14.1", "Buchholz Cut-1"). */
function withModifiers<N extends string, M extends Modifier>(name: N, info: TiebreakInfo, modifiers: readonly M[]): Record<N | `${N}-${M}`, TiebreakInfo> {
  const modified = modifiers.map((m) => {
    const x = MODIFIERS[m];
    return [`${name}-${m}`, { acronym: `${info.acronym}${x.acronym}`, article: `${info.article}, ${x.article}`, title: `${info.title}${x.title}` }] as const;
  });
  return Object.fromEntries([[name, info], ...modified]) as Record<N | `${N}-${M}`, TiebreakInfo>;
}

export const TIEBREAK_INFO: Readonly<Record<ListedTiebreakName, TiebreakInfo>> = {
  ...withModifiers('buchholz', { acronym: 'BH', article: 'C.07 8.1', title: 'Buchholz' }, ['cut1', 'cut2', 'median1', 'median2']),
  ...withModifiers('sonneborn-berger', { acronym: 'SB', article: 'C.07 9.1', title: 'Sonneborn-Berger' }, ['cut1', 'cut2', 'median1', 'median2']),
  ...withModifiers('progressive', { acronym: 'PS', article: 'C.07 7.5', title: 'Progressive score' }, ['cut1', 'cut2']),
  'direct-encounter': { acronym: 'DE', article: 'C.07 6', title: 'Direct encounter' },
  wins: { acronym: 'WIN', article: 'C.07 7.1', title: 'Number of wins' },
  won: { acronym: 'WON', article: 'C.07 7.2', title: 'Games won over the board' },
  'black-games': { acronym: 'BPG', article: 'C.07 7.3', title: 'Games played with Black' },
  'black-wins': { acronym: 'BWG', article: 'C.07 7.4', title: 'Games won with Black' },
  'rounds-elected': { acronym: 'REP', article: 'C.07 7.6', title: 'Rounds elected to play' },
  koya: { acronym: 'KS', article: 'C.07 9.2', title: 'Koya system' },
  ...withModifiers('aro', { acronym: 'ARO', article: 'C.07 10.1', title: 'Average rating of opponents' }, ['cut1', 'cut2', 'median1']),
  tpr: { acronym: 'TPR', article: 'C.07 10.2', title: 'Tournament performance rating' },
  ptp: { acronym: 'PTP', article: 'C.07 10.3', title: 'Perfect tournament performance' },
  apro: { acronym: 'APRO', article: 'C.07 10.4', title: 'Average performance rating of opponents' },
  appo: { acronym: 'APPO', article: 'C.07 10.5', title: 'Average perfect performance of opponents' },
  ...withModifiers('fore-buchholz', { acronym: 'FB', article: 'C.07 8.3', title: 'Fore Buchholz' }, ['cut1', 'cut2', 'median1', 'median2']),
  'average-of-buchholz': { acronym: 'AOB', article: 'C.07 8.2', title: "Average of opponents' Buchholz" },
  'standard-points': { acronym: 'STD', article: 'C.07 7.7 (2026)', title: 'Standard points' },
  rating: { acronym: 'RTNG', article: 'C.07 10.6 (2026)', title: 'Rating' },
  'pairing-number': { acronym: 'TPN', article: 'C.07 7.8 (2026)', title: 'Tournament pairing number' },
  'direct-encounter-forfeits': { acronym: 'DE-P', article: 'C.07 6, 6.1.1', title: 'Direct encounter, forfeits counted as played' },
  'koya-minus2': { acronym: 'KS-L-2', article: 'C.07 9.2, 14.5', title: 'Koya system, limit 2 half-points lower' },
  'koya-minus1': { acronym: 'KS-L-1', article: 'C.07 9.2, 14.5', title: 'Koya system, limit 1 half-point lower' },
  'koya-plus1': { acronym: 'KS-L+1', article: 'C.07 9.2, 14.5', title: 'Koya system, limit 1 half-point higher' },
  'koya-plus2': { acronym: 'KS-L+2', article: 'C.07 9.2, 14.5', title: 'Koya system, limit 2 half-points higher' },
};

/** The acronym, article and title of a tie-break, a Koya limit of any shift too (`KS-L+3`, C.07 9.2 with 14.5). */
export function tiebreakInfo(name: TiebreakName): TiebreakInfo {
  const listed = (TIEBREAK_INFO as Readonly<Record<string, TiebreakInfo>>)[name];
  if (listed) return listed;
  const shift = koyaShift(name) ?? 0;
  const n = Math.abs(shift);
  return {
    acronym: `KS-L${shift < 0 ? '-' : '+'}${n}`,
    article: 'C.07 9.2, 14.5',
    title: `Koya system, limit ${n} half-points ${shift < 0 ? 'lower' : 'higher'}`,
  };
}

/** Whether a text is a tie-break name arbiter computes (one listed, or a Koya limit of any shift). */
export const isTiebreakName = (text: string): text is TiebreakName => (TIEBREAK_NAMES as readonly string[]).includes(text) || koyaShift(text) !== undefined;

/** The direct encounters (C.07 6): ranked within each tied group, not a value of each player. */
export const DIRECT_ENCOUNTERS = ['direct-encounter', 'direct-encounter-forfeits'] as const;
type DirectEncounter = (typeof DIRECT_ENCOUNTERS)[number];
export const isDirectEncounter = (n: TiebreakName): n is DirectEncounter => (DIRECT_ENCOUNTERS as readonly string[]).includes(n);

const WITH_FORFEITS = new WeakMap<Ctx, Ctx>();

/** The context a direct encounter reads: DE/P counts forfeits as played games (C.07 6.1.1, modifier P). */
function encounterContext(ctx: Ctx, name: DirectEncounter): Ctx {
  if (name === 'direct-encounter' || ctx.input.directEncounterCountsForfeits === true) return ctx;
  const hit = WITH_FORFEITS.get(ctx);
  if (hit) return hit;
  const made = buildContext({ ...ctx.input, directEncounterCountsForfeits: true }, ctx.edition);
  WITH_FORFEITS.set(ctx, made);
  return made;
}

/** Tie-breaks that rank the lower value first (C.07 7.8: the pairing number, ascending). */
export const ASCENDING_TIEBREAKS: readonly TiebreakName[] = ['pairing-number'];

/** The Buchholz family (C.07 8: Buchholz, its modifiers, AOB, Fore Buchholz), which round-robins must not use. */
export const isBuchholzFamily = (n: TiebreakName): boolean => n.startsWith('buchholz') || n.startsWith('fore-buchholz') || n === 'average-of-buchholz';

/**
 * Why a list is refused for a kind of tournament: a round-robin with the Buchholz family (C.07 2026 Article 8:
 * "must not be used in round-robins"). Files written before keep loading (a warning, `tiebreakListWarnings`);
 * the director's operations refuse a new such list.
 */
export function tiebreakListRefusal(list: readonly TiebreakName[], pairing: PairingKind, edition: TiebreakEdition = DEFAULT_TIEBREAK_EDITION): string | undefined {
  const bh = list.filter(isBuchholzFamily);
  if (pairing !== 'round-robin' || bh.length === 0 || edition !== 'fide-2026') return undefined;
  return `${bh.map((n) => tiebreakInfo(n).acronym).join(', ')}: the Buchholz tie-breaks must not be used in a round-robin (C.07 8, 2026)`;
}

/**
 * How the pairings were made: Swiss (Article 16 applies), or pre-determined (Article 15): an all-play-all
 * `round-robin`, or another fixed plan (`pre-determined`, e.g. DO-TO-HO) where not everyone meets everyone.
 */
export const PAIRING_KINDS = ['swiss', 'round-robin', 'pre-determined'] as const;
export type PairingKind = (typeof PAIRING_KINDS)[number];

/**
 * Default lists, following FIDE's recommendations for individual tournaments (C.02 13.16, kept by the
 * Arbiters' Manual next to C.07): Swiss — Buchholz Cut-1, Buchholz, Sonneborn-Berger, progressive score,
 * direct encounter, wins, games with Black; round-robin — direct encounter, wins, Sonneborn-Berger, Koya.
 * Buchholz is never a default for round-robins (C.07 Article 8 note, 2026).
 */
export const DEFAULT_TIEBREAKS: Readonly<Record<PairingKind, readonly TiebreakName[]>> = {
  swiss: ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'progressive', 'direct-encounter', 'wins', 'black-games'],
  'round-robin': ['direct-encounter', 'wins', 'sonneborn-berger', 'koya'],
  // A fixed plan that is not all-play-all: the opponents differ, so the Swiss list fits.
  'pre-determined': ['buchholz-cut1', 'buchholz', 'sonneborn-berger', 'progressive', 'direct-encounter', 'wins', 'black-games'],
};

/** The pairing kind of a system: DO-TO-HO plays a plan fixed in advance; Keizer and Elo-points pair round by round like a Swiss. */
export function pairingKindOf(system: SystemName): PairingKind {
  return system === 'round-robin' ? 'round-robin' : system === 'dotoho' ? 'pre-determined' : 'swiss';
}

export function defaultTiebreaks(system: SystemName): readonly TiebreakName[] {
  return DEFAULT_TIEBREAKS[pairingKindOf(system)];
}

/** Acronyms and spellings accepted on input, besides the ids themselves (C.07 Article 5, 14). */
const ALIASES: Readonly<Record<string, TiebreakName>> = (() => {
  const a: Record<string, TiebreakName> = {};
  for (const name of TIEBREAK_NAMES) {
    const acr = TIEBREAK_INFO[name].acronym.toLowerCase();
    a[acr] = name;
    a[acr.replace('-', '/')] = name;
    a[acr.replace('-', '')] = name;
  }
  Object.assign(a, {
    ge: 'rounds-elected',
    win: 'wins',
    sb: 'sonneborn-berger',
    de: 'direct-encounter',
    ps: 'progressive',
    ks: 'koya',
    sno: 'pairing-number',
    std: 'standard-points',
  });
  return a;
})();

export function parseTiebreakName(text: string): TiebreakName | undefined {
  const t = text.trim().toLowerCase();
  if (isTiebreakName(t)) return t;
  // C.07 14.5, MTB26 `KS/Lx`: the Koya limit moved by x half-points, as the handbook (KS-L+3) or the TRF (KS/L+3) writes it.
  const ks = /^ks[-/]?l([+-])([1-9]\d?)$/.exec(t);
  if (ks) return koyaName((ks[1] === '-' ? -1 : 1) * Number(ks[2]));
  return ALIASES[t];
}

/** Reads a comma-separated list such as `sonneborn-berger,buchholz` or `BH-C1,BH,SB`. */
export function parseTiebreakList(text: string): Result<TiebreakName[]> {
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const out: TiebreakName[] = [];
  for (const part of parts) {
    const name = parseTiebreakName(part);
    if (!name) return err({ code: 'unknown-tiebreak', message: `"${part}" is not a tie-break; use one of ${TIEBREAK_NAMES.join(', ')}` });
    if (out.includes(name)) return err({ code: 'duplicate-tiebreak', message: `${name} is listed twice` });
    out.push(name);
  }
  return ok(out);
}

export const makeTiebreakList = (list: readonly TiebreakName[]): string => list.join(',');

/**
 * C.07 4.1: the list is published before the tournament; a change after round 1 is paired is worth a warning.
 */
export function tiebreakListChangeWarning(before: readonly TiebreakName[], after: readonly TiebreakName[], roundsPaired: number): string | undefined {
  if (roundsPaired < 1) return undefined;
  if (before.length === after.length && before.every((n, i) => after[i] === n)) return undefined;
  return `the tie-breaks were changed after round ${roundsPaired} (C.07 4.1: the list must be announced before the tournament starts)`;
}

/** Warnings about a list for a kind of tournament, in the director's words (empty when the list is fine). */
export function tiebreakListWarnings(list: readonly TiebreakName[], pairing: PairingKind, edition: TiebreakEdition = DEFAULT_TIEBREAK_EDITION): string[] {
  const out: string[] = [];
  const bh = list.filter(isBuchholzFamily);
  if (pairing === 'round-robin' && bh.length && edition === 'fide-2026')
    out.push(`${bh.join(', ')}: Buchholz tie-breaks must not be used in round-robins (C.07 Article 8 note, 2026)`);
  if (pairing === 'round-robin' && list.some((n) => n.startsWith('buchholz-') || n.startsWith('sonneborn-berger-')))
    out.push('cut and median modifiers make no sense in a round-robin, where everyone meets the same opponents');
  if (pairing === 'swiss' && list.some((n) => n.startsWith('koya'))) out.push('koya is meant for round-robins (C.07 9.2)');
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Input

/** Points awarded, configurable per tournament. */
export interface TiebreakPoints {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  /** The pairing-allocated bye (C.04.1 c: a win unless the rules of the tournament say otherwise). */
  readonly pairingBye: number;
  readonly forfeitWin: number;
  readonly forfeitLoss: number;
  /** Points for each kind of requested bye or absence. */
  readonly absence: Readonly<Record<AbsenceKind, number>>;
}

export const DEFAULT_TIEBREAK_POINTS: TiebreakPoints = {
  win: 1,
  draw: 0.5,
  loss: 0,
  pairingBye: 1,
  forfeitWin: 1,
  forfeitLoss: 0,
  absence: { 'full-bye': 1, 'half-bye': 0.5, 'zero-bye': 0, excused: 0, unexcused: 0, 'club-duty': 0, present: 0 },
};

export interface TiebreakInput {
  readonly players: readonly Player[];
  /** Rounds with their games and pairing-allocated byes; only complete rounds count. */
  readonly rounds: readonly Round[];
  /** Announced absences and requested byes. */
  readonly absences?: readonly Absence[] | undefined;
  readonly points?: (Partial<Omit<TiebreakPoints, 'absence'>> & { readonly absence?: Partial<Record<AbsenceKind, number>> | undefined }) | undefined;
  /** Default `swiss`. */
  readonly pairing?: PairingKind | undefined;
  /** Standings after this round (default: every complete round). */
  readonly throughRound?: number | undefined;
  /** C.07 Article 10: the rating an unrated opponent counts with, if the tournament rules give one; else unrated opponents are left out. */
  readonly unratedRating?: number | undefined;
  /** C.07 6.1.1: count forfeits in a Swiss's direct encounter (only when the rules say so; a round-robin always does, 15.2). */
  readonly directEncounterCountsForfeits?: boolean | undefined;
  /** Seed for the drawing of lots among players tied on every tie-break. */
  readonly seed?: number | undefined;
  /** The players' pairing numbers (TPN, C.07 7.8), when they are not their start numbers (a round robin's Berger numbers). */
  readonly numbers?: ReadonlyMap<PlayerId, number> | undefined;
  /**
   * 2 in a Double-Swiss (C.04.5 Preface: "every pairing is a match between two players"): rounds 2k−1 and 2k
   * are match k, and the tie-breaks over opponents and rounds (MATCH_TIEBREAKS) count each match once.
   */
  readonly gamesPerMatch?: 2 | undefined;
}

/** The tie-break input of a tournament (its players, rounds and absences; pairing kind from its system). */
export function tiebreakInputOf(t: Tournament, extra: Partial<TiebreakInput> = {}): TiebreakInput {
  const matches = SYSTEM_INFO[t.settings.system].roundsPerPairing === 2 ? { gamesPerMatch: 2 as const } : {};
  return { players: t.players, rounds: t.rounds, absences: t.absences, pairing: pairingKindOf(t.settings.system), seed: t.settings.seed, ...matches, ...extra };
}

// ---------------------------------------------------------------------------------------------------------
// Round entries (Article 16 categories)

export const ENTRY_KINDS = ['played', 'forfeit-win', 'forfeit-loss', 'pairing-bye', 'requested-bye', 'absent'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The categories of unplayed rounds, C.07 16.2.1 – 16.2.5. */
export const UNPLAYED_CATEGORIES = ['16.2.1', '16.2.2', '16.2.3', '16.2.4', '16.2.5'] as const;
export type UnplayedCategory = (typeof UNPLAYED_CATEGORIES)[number];

export type AbsenceReason = AbsenceKind | 'withdrawn' | 'not-entered' | 'not-paired';

/** What happened to one player in one round. */
export interface RoundEntry {
  readonly round: number;
  readonly kind: EntryKind;
  readonly points: number;
  /** The opponent over the board, or the scheduled opponent of a forfeit. */
  readonly opponent?: PlayerId | undefined;
  readonly colour?: 'white' | 'black' | undefined;
  readonly result?: GameResult | undefined;
  /** Why a requested bye or absence. */
  readonly reason?: AbsenceReason | undefined;
  /** C.07 16.1: a voluntary unplayed round. */
  readonly vur: boolean;
  /** C.07 16.2 (Swiss only). */
  readonly category?: UnplayedCategory | undefined;
}

interface Ctx {
  readonly edition: TiebreakEdition;
  readonly pairing: PairingKind;
  readonly pts: TiebreakPoints;
  /** The number of rounds considered (the tournament's rounds for 16.4.2 and Koya). */
  readonly roundCount: number;
  readonly players: ReadonlyMap<PlayerId, Player>;
  readonly order: readonly PlayerId[];
  readonly entries: ReadonlyMap<PlayerId, readonly RoundEntry[]>;
  readonly score: ReadonlyMap<PlayerId, number>;
  readonly adjusted: ReadonlyMap<PlayerId, number>;
  readonly input: TiebreakInput;
  readonly memo: Map<string, Detail>;
  /** A Double-Swiss: the same players with one entry per match (`foldMatches`). */
  readonly matches?: Ctx | undefined;
}

function pointsOf(input: TiebreakInput): TiebreakPoints {
  const p = input.points ?? {};
  return {
    win: p.win ?? DEFAULT_TIEBREAK_POINTS.win,
    draw: p.draw ?? DEFAULT_TIEBREAK_POINTS.draw,
    loss: p.loss ?? DEFAULT_TIEBREAK_POINTS.loss,
    pairingBye: p.pairingBye ?? p.win ?? DEFAULT_TIEBREAK_POINTS.pairingBye,
    forfeitWin: p.forfeitWin ?? p.win ?? DEFAULT_TIEBREAK_POINTS.forfeitWin,
    forfeitLoss: p.forfeitLoss ?? p.loss ?? DEFAULT_TIEBREAK_POINTS.forfeitLoss,
    absence: {
      ...DEFAULT_TIEBREAK_POINTS.absence,
      'full-bye': p.win ?? DEFAULT_TIEBREAK_POINTS.absence['full-bye'],
      'half-bye': p.draw ?? DEFAULT_TIEBREAK_POINTS.absence['half-bye'],
      ...p.absence,
    },
  };
}

function gameEntry(round: number, result: GameResult, asWhite: boolean, opponent: PlayerId, pts: TiebreakPoints): Omit<RoundEntry, 'vur'> {
  const colour = asWhite ? 'white' : 'black';
  const base = { round, opponent, colour, result } as const;
  const mine = (w: boolean) => (asWhite ? w : !w);
  switch (result) {
    case '1-0':
    case '0-1':
      return { ...base, kind: 'played', points: mine(result === '1-0') ? pts.win : pts.loss };
    case '1/2-1/2':
      return { ...base, kind: 'played', points: pts.draw };
    case '+-':
    case '-+':
      return mine(result === '+-') ? { ...base, kind: 'forfeit-win', points: pts.forfeitWin } : { ...base, kind: 'forfeit-loss', points: pts.forfeitLoss };
    case '--':
      return { ...base, kind: 'forfeit-loss', points: pts.forfeitLoss };
    // ½-0, 0-½, 0-0: played, each player scoring his own result at the tournament's values.
    case '1/2-0':
    case '0-1/2':
    case '0-0':
      return { ...base, kind: 'played', points: gameScore(result, asWhite) === 'draw' ? pts.draw : pts.loss };
  }
}

/**
 * The rounds that count: complete, up to `throughRound`, in round order. A round whose only open games are
 * postponed counts with its other games (the postponed one counts once its result is in).
 */
function countedRounds(input: TiebreakInput): Round[] {
  const upto = input.throughRound ?? Infinity;
  return input.rounds.filter((r) => r.number <= upto && isSettled(r)).sort((a, b) => a.number - b.number);
}

/** Every player's rounds, classified by C.07 16.1 – 16.2 (Swiss) or 15.2 (round-robin). */
export function roundEntries(input: TiebreakInput, edition: TiebreakEdition = DEFAULT_TIEBREAK_EDITION): ReadonlyMap<PlayerId, readonly RoundEntry[]> {
  return buildContext(input, edition).entries;
}

function buildContext(input: TiebreakInput, edition: TiebreakEdition): Ctx {
  const pts = pointsOf(input);
  const pairing = input.pairing ?? 'swiss';
  const rounds = countedRounds(input);
  const players = new Map(input.players.map((p) => [p.id, p] as const));
  const absences = new Map<string, AbsenceKind>();
  for (const a of input.absences ?? []) if (isAbsence(a)) absences.set(`${a.round}:${a.player}`, a.kind); // a sign-up is no absence

  const raw = new Map<PlayerId, Omit<RoundEntry, 'vur' | 'category'>[]>();
  for (const p of input.players) raw.set(p.id, []);
  for (const round of rounds) {
    const seen = new Set<PlayerId>();
    for (const g of round.games) {
      if (g.result === undefined) continue;
      for (const [me, other, white] of [
        [g.white, g.black, true],
        [g.black, g.white, false],
      ] as const) {
        if (seen.has(me) || !raw.has(me)) continue;
        seen.add(me);
        raw.get(me)!.push(gameEntry(round.number, g.result, white, other, pts));
      }
    }
    for (const id of round.byes) {
      if (seen.has(id) || !raw.has(id)) continue;
      seen.add(id);
      raw.get(id)!.push({ round: round.number, kind: 'pairing-bye', points: pts.pairingBye, reason: undefined });
    }
    for (const p of input.players) {
      if (seen.has(p.id)) continue;
      const announced = absences.get(`${round.number}:${p.id}`);
      const entry: Omit<RoundEntry, 'vur' | 'category'> = announced
        ? { round: round.number, kind: announced.endsWith('bye') ? 'requested-bye' : 'absent', points: pts.absence[announced], reason: announced }
        : {
            round: round.number,
            kind: 'absent',
            points: 0,
            reason: p.withdrawnFromRound !== undefined && round.number >= p.withdrawnFromRound ? 'withdrawn' : (p.joinedRound ?? 1) > round.number ? 'not-entered' : 'not-paired',
          };
      raw.get(p.id)!.push(entry);
    }
  }

  const entries = new Map<PlayerId, RoundEntry[]>();
  for (const [id, list] of raw) entries.set(id, classify(list, pairing, edition, pts));
  const score = new Map<PlayerId, number>();
  const adjusted = new Map<PlayerId, number>();
  for (const [id, list] of entries) {
    score.set(id, sum(list.map((e) => e.points)));
    // C.07 16.3: for the opponents' tie-breaks, 16.2.5 rounds count as draws; every other round at face value.
    adjusted.set(id, sum(list.map((e) => (e.category === '16.2.5' ? pts.draw : e.points))));
  }
  const ctx: Ctx = {
    edition,
    pairing,
    pts,
    roundCount: rounds.length,
    players,
    order: input.players.map((p) => p.id),
    entries,
    score,
    adjusted,
    input,
    memo: new Map(),
  };
  return input.gamesPerMatch === 2 ? { ...ctx, matches: foldMatches(ctx) } : ctx;
}

/** The tie-breaks that count a Double-Swiss's matches, not its games (docs/double-swiss.md "Standings"). */
export const isMatchTiebreak = (n: TiebreakName): boolean => isBuchholzFamily(n) || n.startsWith('sonneborn-berger') || n.startsWith('progressive') || n.startsWith('aro');

/**
 * A Double-Swiss's rounds as matches (C.04.5 Preface: "every pairing is a match between two players", "Byes
 * … apply only to matches"): the entries of rounds 2k−1 and 2k are one entry of match k — the points of both
 * games, the match's opponent, game a's colour (1.6) — classified again by C.07 16 at match values (a win,
 * a draw, a bye of a match is worth two games': a match's dummy and its 16.2.5 draw are a 1-1 match).
 */
function foldMatches(ctx: Ctx): Ctx {
  const twice = (x: number): number => 2 * x;
  const p = ctx.pts;
  const pts: TiebreakPoints = {
    win: twice(p.win),
    draw: twice(p.draw),
    loss: twice(p.loss),
    pairingBye: twice(p.pairingBye),
    forfeitWin: twice(p.forfeitWin),
    forfeitLoss: twice(p.forfeitLoss),
    absence: Object.fromEntries(Object.entries(p.absence).map(([k, v]) => [k, twice(v)])) as Record<AbsenceKind, number>,
  };
  const entries = new Map<PlayerId, RoundEntry[]>();
  for (const [id, list] of ctx.entries) {
    const byMatch = new Map<number, RoundEntry[]>();
    for (const e of list) byMatch.set(Math.ceil(e.round / 2), [...(byMatch.get(Math.ceil(e.round / 2)) ?? []), e]);
    const raw = [...byMatch].map(([match, games]): Omit<RoundEntry, 'vur' | 'category'> => {
      const kinds = new Set(games.map((g) => g.kind));
      const kind: EntryKind = kinds.has('played') ? 'played' : kinds.size === 1 ? games[0]!.kind : kinds.has('forfeit-win') ? 'forfeit-win' : games[0]!.kind;
      return {
        round: match,
        kind,
        points: sum(games.map((g) => g.points)),
        opponent: games.find((g) => g.opponent !== undefined)?.opponent,
        colour: games[0]!.round % 2 === 1 ? games[0]!.colour : games[0]!.colour === 'white' ? 'black' : games[0]!.colour === 'black' ? 'white' : undefined,
        reason: games[0]!.reason,
      };
    });
    entries.set(id, classify(raw, ctx.pairing, ctx.edition, pts));
  }
  const adjusted = new Map<PlayerId, number>();
  for (const [id, list] of entries) adjusted.set(id, sum(list.map((e) => (e.category === '16.2.5' ? pts.draw : e.points))));
  return { ...ctx, pts, roundCount: Math.ceil(ctx.roundCount / 2), entries, adjusted, memo: new Map(), matches: undefined };
}

function classify(list: readonly Omit<RoundEntry, 'vur' | 'category'>[], pairing: PairingKind, edition: TiebreakEdition, pts: TiebreakPoints): RoundEntry[] {
  // C.07 16.1: voluntary unplayed rounds are the requested byes and absences that do not score a win, and
  // the forfeit losses. In a round-robin a forfeit loss is a regular game (15.2), except for Type B in 2026.
  const isVur = (e: Omit<RoundEntry, 'vur' | 'category'>): boolean => {
    if (e.kind === 'played' || e.kind === 'pairing-bye' || e.kind === 'forfeit-win') return false;
    if (e.kind === 'forfeit-loss') return pairing === 'swiss' || edition === 'fide-2026';
    return e.points < pts.win;
  };
  const vurs = list.map(isVur);
  let lastNonVur = -1;
  vurs.forEach((v, i) => {
    if (!v) lastNonVur = i;
  });
  return list.map((e, i) => {
    const vur = vurs[i]!;
    if (pairing !== 'swiss' || e.kind === 'played') return { ...e, vur };
    const category: UnplayedCategory = e.kind === 'forfeit-win' ? '16.2.2' : e.kind === 'forfeit-loss' ? '16.2.4' : !vur ? '16.2.1' : i < lastNonVur ? '16.2.3' : '16.2.5';
    return { ...e, vur, category };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Values and their explanation

/** One line of an explanation: what a round (or an opponent) contributed. */
export interface Contribution {
  readonly round?: number | undefined;
  readonly opponent?: PlayerId | undefined;
  readonly kind?: EntryKind | undefined;
  /** Why a requested bye or absence (withdrawn, not entered yet, half-bye …). */
  readonly reason?: AbsenceReason | undefined;
  readonly category?: UnplayedCategory | undefined;
  readonly vur?: boolean | undefined;
  /** The score that is summed or multiplied: an opponent's (adjusted) score, a dummy's score, a rating … */
  readonly score?: number | undefined;
  /** Points the player got in that round. */
  readonly awarded?: number | undefined;
  /** What the line adds to the total. */
  readonly value: number;
  /** Cut by a modifier (C.07 14) or not counted. */
  readonly cut?: boolean | undefined;
  readonly note: string;
}

interface Detail {
  readonly value: number;
  readonly lines: readonly Contribution[];
  readonly formula: string;
}

const EPS = 1e-9;
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const roundHalfUp = (x: number): number => Math.floor(x + 0.5 + EPS);
const fmt = (x: number): string => String(Math.round(x * 10000) / 10000);

function entriesOf(ctx: Ctx, id: PlayerId): readonly RoundEntry[] {
  return ctx.entries.get(id) ?? [];
}

/** The score an opponent counts with: adjusted (16.3) in a Swiss, final in a round-robin. */
function opponentScore(ctx: Ctx, id: PlayerId): number {
  return (ctx.pairing === 'swiss' ? ctx.adjusted : ctx.score).get(id) ?? 0;
}

interface Term {
  readonly entry: RoundEntry;
  /** The opponent's or the dummy's score. */
  readonly score: number;
  readonly value: number;
  readonly vur: boolean;
  readonly note: string;
}

/** C.07 8.1 / 9.1 with 16.3 – 16.4 (Swiss) or 15.2 (round-robin): one term per round. */
function opponentTerms(ctx: Ctx, id: PlayerId, product: boolean): Term[] {
  const own = ctx.score.get(id) ?? 0;
  const terms: Term[] = [];
  for (const e of entriesOf(ctx, id)) {
    let score: number;
    let note: string;
    if (e.kind === 'played' || (ctx.pairing !== 'swiss' && e.opponent !== undefined)) {
      score = opponentScore(ctx, e.opponent!);
      note =
        ctx.pairing === 'swiss' ? `opponent ${e.opponent} adjusted score (16.3)` : `opponent ${e.opponent} score${e.kind === 'played' ? '' : ' (forfeit as a regular game, 15.2)'}`;
    } else if (ctx.pairing !== 'swiss') {
      continue; // no opponent in a round of pre-determined pairings: nothing to count (Article 15, no dummy)
    } else {
      score = own;
      note = `dummy with own score ${fmt(own)} (16.4)`;
      if (ctx.edition === 'fide-2026') {
        const cap = (e.kind === 'forfeit-win' || e.kind === 'forfeit-loss') && e.opponent !== undefined ? opponentScore(ctx, e.opponent) : ctx.pts.draw * ctx.roundCount;
        if (cap < own) {
          score = cap;
          note =
            e.kind === 'forfeit-win' || e.kind === 'forfeit-loss'
              ? `dummy capped at scheduled opponent ${e.opponent}'s adjusted score ${fmt(cap)} (16.4.1)`
              : `dummy capped at draw × ${ctx.roundCount} rounds = ${fmt(cap)} (16.4.2)`;
        }
      }
    }
    const value = product ? score * e.points : score;
    terms.push({ entry: e, score, value, vur: ctx.pairing === 'swiss' && e.vur, note: product ? `${note} × ${fmt(e.points)} scored` : note });
  }
  return terms;
}

/**
 * C.07 14.1 – 14.4 with 16.5: cut `low` least significant values (lowest opponent score, then lowest value);
 * when the player has VURs, the lowest VUR contribution is cut instead unless the least significant value is
 * higher (16.5.1), reapplied for every cut (16.5.2). Then cut `high` most significant values.
 */
function cutTerms(terms: readonly Term[], low: number, high: number): Set<Term> {
  const cut = new Set<Term>();
  const left = () => terms.filter((t) => !cut.has(t));
  const byLeast = (a: Term, b: Term) => a.score - b.score || a.value - b.value || a.entry.round - b.entry.round;
  for (let i = 0; i < low && left().length > 0; i++) {
    const rest = left().sort(byLeast);
    const least = rest[0]!;
    const vur = rest.find((t) => t.vur);
    cut.add(vur && !(least.value > vur.value) ? vur : least);
  }
  for (let i = 0; i < high && left().length > 0; i++) {
    const rest = left().sort((a, b) => byLeast(b, a));
    cut.add(rest[0]!);
  }
  return cut;
}

function termDetail(ctx: Ctx, id: PlayerId, product: boolean, modifier: string): Detail {
  const terms = opponentTerms(ctx, id, product);
  const [low, high] = cutOf(modifier);
  const cut = cutTerms(terms, low, high);
  const lines = terms.map((t) => ({
    round: t.entry.round,
    opponent: t.entry.opponent,
    kind: t.entry.kind,
    reason: t.entry.reason,
    category: t.entry.category,
    vur: t.vur,
    score: t.score,
    awarded: t.entry.points,
    value: t.value,
    cut: cut.has(t),
    note: t.note,
  }));
  const value = sum(terms.filter((t) => !cut.has(t)).map((t) => t.value));
  const how = product ? 'sum of opponent score × points scored' : 'sum of opponent scores';
  return { value, lines, formula: `${how}${low + high ? `, ${low} lowest${high ? ` and ${high} highest` : ''} cut (14, 16.5)` : ''}` };
}

function progressiveDetail(ctx: Ctx, id: PlayerId, cutRounds: number): Detail {
  let running = 0;
  const lines: Contribution[] = entriesOf(ctx, id).map((e, i) => {
    running += e.points;
    return { round: e.round, kind: e.kind, awarded: e.points, value: running, cut: i < cutRounds, note: `score after round ${e.round}` };
  });
  return {
    value: sum(lines.filter((l) => !l.cut).map((l) => l.value)),
    lines,
    formula: `sum of the running scores (7.5)${cutRounds ? `, the first ${cutRounds} cut (14.1)` : ''}`,
  };
}

/** Type B entries that count as games (7.2 – 7.4): played, or in a round-robin the forfeits that 15.2 keeps. */
function countsAsGameTypeB(ctx: Ctx, e: RoundEntry): boolean {
  if (e.kind === 'played') return true;
  if (ctx.pairing === 'swiss') return false;
  return e.kind === 'forfeit-win' || (e.kind === 'forfeit-loss' && ctx.edition === 'fide-2024');
}

/** Games that count for Article 10: played, or in a round-robin under 2024 also forfeits (15.2). */
function countsAsGameRatings(ctx: Ctx, e: RoundEntry): boolean {
  if (e.kind === 'played') return true;
  return ctx.pairing !== 'swiss' && ctx.edition === 'fide-2024' && (e.kind === 'forfeit-win' || e.kind === 'forfeit-loss');
}

function countDetail(ctx: Ctx, id: PlayerId, test: (e: RoundEntry) => boolean, formula: string, what: string): Detail {
  const lines = entriesOf(ctx, id).map((e) => {
    const yes = test(e);
    return {
      round: e.round,
      opponent: e.opponent,
      kind: e.kind,
      reason: e.reason,
      category: e.category,
      vur: e.vur,
      awarded: e.points,
      value: yes ? 1 : 0,
      cut: !yes,
      note: yes ? what : 'not counted',
    };
  });
  return { value: sum(lines.map((l) => l.value)), lines, formula };
}

/** A value of the player himself, with no lines (RTNG, TPN). */
function ownDetail(value: number, formula: string): Detail {
  return { value, lines: [], formula };
}

/**
 * C.07 2026 7.7 standard points: 1 for a round whose points are more than a draw's, ½ for a draw's, 0 below
 * — whatever the tournament's scoring (3-1-0 counts as 1-½-0). A round's points against a draw's, played
 * or not, as TieBreakServer computes it (tiebreak.py compute_std).
 */
function standardPointsDetail(ctx: Ctx, id: PlayerId): Detail {
  const lines: Contribution[] = entriesOf(ctx, id).map((e) => {
    const value = e.points > ctx.pts.draw + EPS ? 1 : Math.abs(e.points - ctx.pts.draw) < EPS ? 0.5 : 0;
    return {
      round: e.round,
      opponent: e.opponent,
      kind: e.kind,
      reason: e.reason,
      category: e.category,
      awarded: e.points,
      value,
      cut: false,
      note: `${fmt(e.points)} point${e.points === 1 ? '' : 's'}`,
    };
  });
  return { value: sum(lines.map((l) => l.value)), lines, formula: 'standard points: 1 above a draw, ½ a draw, 0 below (7.7)' };
}

/** C.07 8.2: the average of the Buchholz of the opponents played over the board, to two decimals. */
function averageOfBuchholz(ctx: Ctx, id: PlayerId): Detail {
  const played = entriesOf(ctx, id).filter((e) => e.kind === 'played' && e.opponent !== undefined);
  const lines: Contribution[] = played.map((e) => {
    const bh = detail(ctx, e.opponent!, 'buchholz').value;
    return { round: e.round, opponent: e.opponent, kind: e.kind, awarded: e.points, value: bh, cut: false, note: `Buchholz of opponent ${e.opponent}` };
  });
  const value = lines.length ? Math.round((sum(lines.map((l) => l.value)) / lines.length) * 100 + EPS) / 100 : 0;
  return { value, lines, formula: `average Buchholz of ${lines.length} opponent${lines.length === 1 ? '' : 's'} played (8.2), to two decimals` };
}

const FORE = new WeakMap<Ctx, Ctx>();

/**
 * C.07 8.3: the context "as if all paired games of the final round had ended in draws": the last round
 * paired (up to `throughRound`), complete or not, with every game a draw; byes stay as they are.
 */
function foreContext(ctx: Ctx): Ctx {
  const hit = FORE.get(ctx);
  if (hit) return hit;
  const input = ctx.input;
  const paired = input.rounds.filter((r) => input.throughRound === undefined || r.number <= input.throughRound);
  const last = Math.max(0, ...paired.map((r) => r.number));
  // A Double-Swiss: the last match's two games (C.04.5 Preface: the pairing is the match).
  const lastOnes = input.gamesPerMatch === 2 ? new Set([last, last % 2 === 0 ? last - 1 : last]) : new Set([last]);
  const rounds = input.rounds.map((r) => (lastOnes.has(r.number) ? { ...r, games: r.games.map((g) => ({ ...g, result: '1/2-1/2' as const, postponed: undefined })) } : r));
  const fore = buildContext({ ...input, rounds }, ctx.edition);
  FORE.set(ctx, fore);
  return fore;
}

/**
 * The games the maximum possible score of C.07 9.2 is made of: every round considered in a Swiss (a bye scores
 * there), but in a round robin only the games — with an odd number of players each has a free round a cycle
 * that scores nothing (C.05), so 5 players have 4 games in 5 rounds — the most any player had, played or
 * forfeited (TieBreakServer likewise takes one round a cycle off).
 */
function koyaGames(ctx: Ctx): number {
  if (ctx.pairing !== 'round-robin') return ctx.roundCount;
  return Math.max(0, ...[...ctx.entries.values()].map((list) => list.filter((e) => e.opponent !== undefined).length));
}

function koyaDetail(ctx: Ctx, id: PlayerId, halfPoints: number): Detail {
  // C.07 9.2: points scored against the opponents who finished with at least half the maximum score. Only
  // real opponents count (over the board, or the scheduled opponent of a forfeit), with their final score:
  // a dummy of 16.4 is not an opponent one scored against.
  // C.07 14.5: the limit moved by half-points (KS/L-1: ½ point lower), as TieBreakServer reads it.
  const limit = (ctx.pts.win * koyaGames(ctx)) / 2 + halfPoints * 0.5;
  const lines: Contribution[] = entriesOf(ctx, id).map((e) => {
    if (e.opponent === undefined) return { round: e.round, kind: e.kind, reason: e.reason, category: e.category, awarded: e.points, value: 0, cut: true, note: 'no opponent' };
    const score = ctx.score.get(e.opponent) ?? 0;
    const counts = score + EPS >= limit;
    return {
      round: e.round,
      opponent: e.opponent,
      kind: e.kind,
      category: e.category,
      score,
      awarded: e.points,
      value: counts ? e.points : 0,
      cut: !counts,
      note: `opponent ${e.opponent} finished on ${fmt(score)}${counts ? '' : `, below ${fmt(limit)}`}`,
    };
  });
  return {
    value: sum(lines.map((l) => l.value)),
    lines,
    formula: `points against opponents with at least ${fmt(limit)} (50% of the maximum${halfPoints ? `, moved ${halfPoints > 0 ? '+' : ''}${halfPoints} half-point${Math.abs(halfPoints) === 1 ? '' : 's'} (14.5)` : ''}, 9.2)`,
  };
}

function ratingOf(ctx: Ctx, id: PlayerId): number | undefined {
  const r = ctx.players.get(id)?.rating;
  return r !== undefined && r > 0 ? r : ctx.input.unratedRating;
}

/** Games for Article 10: rated opponents in games that count, with 1 / ½ / 0 scores (the rating scale). */
function ratedGames(ctx: Ctx, id: PlayerId): { entry: RoundEntry; rating: number; score: number }[] {
  const out: { entry: RoundEntry; rating: number; score: number }[] = [];
  for (const e of entriesOf(ctx, id)) {
    if (!countsAsGameRatings(ctx, e) || e.opponent === undefined) continue;
    const rating = ratingOf(ctx, e.opponent);
    if (rating === undefined) continue;
    const score = e.kind === 'forfeit-win' ? 1 : e.kind === 'forfeit-loss' ? 0 : e.points === ctx.pts.win ? 1 : e.points === ctx.pts.draw ? 0.5 : 0;
    out.push({ entry: e, rating, score });
  }
  return out;
}

function ratingLines(ctx: Ctx, id: PlayerId, used: ReadonlySet<RoundEntry>): Contribution[] {
  return entriesOf(ctx, id).map((e) => {
    const g = ratedGames(ctx, id).find((x) => x.entry === e);
    if (!g)
      return {
        round: e.round,
        opponent: e.opponent,
        kind: e.kind,
        value: 0,
        cut: true,
        note: e.kind === 'played' ? 'unrated opponent, left out (10)' : 'not played over the board',
      };
    return {
      round: e.round,
      opponent: e.opponent,
      kind: e.kind,
      score: g.rating,
      awarded: g.score,
      value: g.rating,
      cut: !used.has(e),
      note: used.has(e) ? `opponent rating` : 'lowest rating, cut (14.1)',
    };
  });
}

function aroDetail(ctx: Ctx, id: PlayerId, cut: number, high = 0): Detail {
  const games = ratedGames(ctx, id).sort((a, b) => a.rating - b.rating || a.entry.round - b.entry.round);
  const used = games.slice(Math.min(cut, games.length), Math.max(Math.min(cut, games.length), games.length - high)); // all cut: 0
  const value = used.length ? roundHalfUp(sum(used.map((g) => g.rating)) / used.length) : 0;
  return {
    value,
    lines: ratingLines(ctx, id, new Set(used.map((g) => g.entry))),
    formula: `average rating of ${used.length} opponent${used.length === 1 ? '' : 's'} played, rounded (10.1)${cut ? `, ${cut} lowest${high ? ` and ${high} highest` : ''} cut (14)` : ''}`,
  };
}

function tprDetail(ctx: Ctx, id: PlayerId): Detail {
  const games = ratedGames(ctx, id);
  if (!games.length) return { value: 0, lines: ratingLines(ctx, id, new Set()), formula: 'no rated games: 0 (10.2)' };
  const aro = roundHalfUp(sum(games.map((g) => g.rating)) / games.length);
  const p = sum(games.map((g) => g.score)) / games.length;
  const dp = dpForScore(p);
  return {
    value: aro + dp,
    lines: ratingLines(ctx, id, new Set(games.map((g) => g.entry))),
    formula: `ARO ${aro} + dp(${fmt(Math.round(p * 100) / 100)}) ${dp} (10.2, B.02 table 8.1.1)`,
  };
}

/** C.07 10.3: the lowest rating whose expected score (B.02 table 8.1.2, no 400-point cap) reaches the score. */
export function perfectPerformance(ratings: readonly number[], score: number): number {
  if (!ratings.length) return 0;
  if (score <= EPS) return Math.min(...ratings) - 800;
  const hundredths = Math.round(score * 100);
  const expected = (r: number) => sum(ratings.map((x) => Math.round(pdForDifference(r - x) * 100)));
  let lo = Math.min(...ratings) - 800;
  let hi = Math.max(...ratings) + 800;
  if (expected(hi) < hundredths) return hi;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (expected(mid) >= hundredths) hi = mid;
    else lo = mid;
  }
  return expected(lo) >= hundredths ? lo : hi;
}

function ptpDetail(ctx: Ctx, id: PlayerId): Detail {
  const games = ratedGames(ctx, id);
  const score = sum(games.map((g) => g.score));
  const value = perfectPerformance(
    games.map((g) => g.rating),
    score,
  );
  return {
    value,
    lines: ratingLines(ctx, id, new Set(games.map((g) => g.entry))),
    formula: games.length ? `lowest rating expected to score ${fmt(score)} from these ${games.length} games (10.3)` : 'no rated games: 0 (10.3)',
  };
}

function averageOfOpponents(ctx: Ctx, id: PlayerId, of: 'tpr' | 'ptp'): Detail {
  const lines: Contribution[] = [];
  const values: number[] = [];
  for (const e of entriesOf(ctx, id)) {
    if (!countsAsGameRatings(ctx, e) || e.opponent === undefined) {
      lines.push({ round: e.round, kind: e.kind, value: 0, cut: true, note: 'not played over the board' });
      continue;
    }
    const v = detail(ctx, e.opponent, of).value;
    const has = ratedGames(ctx, e.opponent).length > 0;
    if (has) values.push(v);
    lines.push({
      round: e.round,
      opponent: e.opponent,
      kind: e.kind,
      score: v,
      value: v,
      cut: !has,
      note: has ? `opponent ${e.opponent} ${of.toUpperCase()}` : `opponent ${e.opponent} has no rated games`,
    });
  }
  const value = values.length ? roundHalfUp(sum(values) / values.length) : 0;
  return { value, lines, formula: `average ${of.toUpperCase()} of ${values.length} opponents played, rounded (${of === 'tpr' ? '10.4' : '10.5'})` };
}

function detail(ctx: Ctx, id: PlayerId, name: Exclude<TiebreakName, DirectEncounter>): Detail {
  const key = `${name}:${id}`;
  const hit = ctx.memo.get(key);
  if (hit) return hit;
  const d = computeDetail(ctx, id, name);
  ctx.memo.set(key, d);
  return d;
}

function computeDetail(ctx: Ctx, id: PlayerId, name: Exclude<TiebreakName, DirectEncounter>): Detail {
  if (ctx.matches !== undefined && isMatchTiebreak(name)) {
    const d = detail(ctx.matches, id, name);
    return { ...d, formula: `${d.formula}; each match of two games once (C.04.5 Preface), its points the two games'` };
  }
  if (name.startsWith('fore-buchholz')) {
    const fore = foreContext(ctx);
    const d = termDetail(ctx.input.gamesPerMatch === 2 ? (fore.matches ?? fore) : fore, id, false, name.slice('fore-buchholz'.length + 1));
    return { ...d, formula: `${d.formula}, every game of the last round counted as a draw (8.3)` };
  }
  if (name.startsWith('buchholz')) return termDetail(ctx, id, false, name.slice('buchholz'.length + 1));
  if (name.startsWith('sonneborn-berger')) return termDetail(ctx, id, true, name.slice('sonneborn-berger'.length + 1));
  if (name.startsWith('progressive')) return progressiveDetail(ctx, id, cutOf(name.slice('progressive'.length + 1))[0]);
  if (name.startsWith('aro')) return aroDetail(ctx, id, ...cutOf(name.slice('aro'.length + 1)));
  switch (name) {
    case 'wins':
      return countDetail(ctx, id, (e) => e.points >= ctx.pts.win && ctx.pts.win > 0, 'rounds scored as a win, played or not (7.1)', 'a win');
    case 'won':
      return countDetail(ctx, id, (e) => countsAsGameTypeB(ctx, e) && e.points >= ctx.pts.win && e.kind !== 'forfeit-loss', 'games won over the board (7.2)', 'won');
    case 'black-games':
      return countDetail(ctx, id, (e) => countsAsGameTypeB(ctx, e) && e.colour === 'black', 'games played with Black (7.3)', 'Black');
    case 'black-wins':
      return countDetail(
        ctx,
        id,
        (e) => countsAsGameTypeB(ctx, e) && e.colour === 'black' && e.points >= ctx.pts.win && e.kind !== 'forfeit-loss',
        'games won with Black (7.4)',
        'won with Black',
      );
    case 'rounds-elected':
      return countDetail(ctx, id, (e) => !e.vur, 'rounds that are not voluntary unplayed rounds (7.6, 16.1)', 'elected to play');
    case 'koya':
      return koyaDetail(ctx, id, 0);
    case 'average-of-buchholz':
      return averageOfBuchholz(ctx, id);
    case 'standard-points':
      return standardPointsDetail(ctx, id);
    case 'rating':
      return ownDetail(ratingOf(ctx, id) ?? ctx.input.unratedRating ?? 0, 'the rating, highest first (10.6); unrated: 0, or the rating the rules give');
    case 'pairing-number': {
      const p = ctx.players.get(id);
      return ownDetail(ctx.input.numbers?.get(id) ?? p?.startNumber ?? id, 'the tournament pairing number, lowest first (7.8)');
    }
    case 'tpr':
      return tprDetail(ctx, id);
    case 'ptp':
      return ptpDetail(ctx, id);
    case 'apro':
      return averageOfOpponents(ctx, id, 'tpr');
    case 'appo':
      return averageOfOpponents(ctx, id, 'ptp');
  }
  const shift = koyaShift(name);
  if (shift !== undefined) return koyaDetail(ctx, id, shift);
  return { value: 0, lines: [], formula: name };
}

// ---------------------------------------------------------------------------------------------------------
// Direct encounter (Article 6)

interface Mutual {
  readonly points: ReadonlyMap<PlayerId, number>;
  /** Group members a player has not met over the board. */
  readonly missing: ReadonlyMap<PlayerId, number>;
  readonly complete: boolean;
  readonly lines: ReadonlyMap<PlayerId, Contribution[]>;
}

function mutual(ctx: Ctx, group: readonly PlayerId[]): Mutual {
  const members = new Set(group);
  const points = new Map<PlayerId, number>();
  const missing = new Map<PlayerId, number>();
  const lines = new Map<PlayerId, Contribution[]>();
  let complete = true;
  for (const id of group) {
    // C.07 6.1.1: in a Swiss forfeits are left out unless the rules say otherwise; in a round-robin they are
    // regular games (15.2). 6.1.2: repeated meetings are averaged.
    const forfeitsCount = ctx.pairing !== 'swiss' || ctx.input.directEncounterCountsForfeits === true;
    const byOpp = new Map<PlayerId, { rounds: number[]; pts: number[] }>();
    for (const e of entriesOf(ctx, id)) {
      if (e.opponent === undefined || !members.has(e.opponent) || e.opponent === id) continue;
      const counts = e.kind === 'played' || (forfeitsCount && (e.kind === 'forfeit-win' || e.kind === 'forfeit-loss'));
      if (!counts) continue;
      const m = byOpp.get(e.opponent) ?? { rounds: [], pts: [] };
      m.rounds.push(e.round);
      m.pts.push(e.points);
      byOpp.set(e.opponent, m);
    }
    let total = 0;
    const ls: Contribution[] = [];
    for (const [opp, m] of byOpp) {
      const avg = sum(m.pts) / m.pts.length;
      total += avg;
      ls.push({
        round: m.rounds[0],
        opponent: opp,
        awarded: avg,
        value: avg,
        note: m.pts.length > 1 ? `average of ${m.pts.length} games in rounds ${m.rounds.join(', ')} (6.1.2)` : `against ${opp}`,
      });
    }
    const notMet = group.length - 1 - byOpp.size;
    if (notMet > 0) complete = false;
    points.set(id, total);
    missing.set(id, notMet);
    lines.set(id, ls);
  }
  return { points, missing, complete, lines };
}

/** Splits players into tiers of equal key, best (highest) first. */
function splitBy(ids: readonly PlayerId[], key: (id: PlayerId) => number): PlayerId[][] {
  const sorted = [...ids].sort((a, b) => key(b) - key(a));
  const tiers: PlayerId[][] = [];
  for (const id of sorted) {
    const last = tiers[tiers.length - 1];
    if (last && Math.abs(key(last[0]!) - key(id)) < EPS) last.push(id);
    else tiers.push([id]);
  }
  return tiers;
}

/**
 * C.07 6: orders a tied group by the games among its members. When all have met (6.2), their points decide
 * and the rule is applied again to any subgroup still tied. When not all have met (Swiss, 6.3), a player is
 * ranked first only if no other could reach his points even by winning all missing games; then the rest.
 */
function directEncounterTiers(ctx: Ctx, group: readonly PlayerId[]): PlayerId[][] {
  if (group.length <= 1) return [group.slice()];
  const m = mutual(ctx, group);
  const pts = (id: PlayerId) => m.points.get(id) ?? 0;
  if (m.complete) {
    const tiers = splitBy(group, pts);
    if (tiers.length === 1) return tiers;
    return tiers.flatMap((t) => (t.length > 1 ? directEncounterTiers(ctx, t) : [t]));
  }
  const sorted = [...group].sort((a, b) => pts(b) - pts(a));
  const top = sorted[0]!;
  const rest = sorted.slice(1);
  const maxOf = (id: PlayerId) => pts(id) + (m.missing.get(id) ?? 0) * ctx.pts.win;
  if (rest.every((id) => pts(top) > maxOf(id) + EPS)) return [[top], ...directEncounterTiers(ctx, rest)];
  return [group.slice()];
}

// ---------------------------------------------------------------------------------------------------------
// Standings

export interface StandingRow {
  /** 1, 2, …: the place after the tie-breaks and the drawing of lots. */
  readonly rank: number;
  readonly player: PlayerId;
  readonly name: string;
  readonly points: number;
  /** The tie-break values in the order asked. */
  readonly tiebreaks: Readonly<Partial<Record<TiebreakName, number>>>;
  /** Set when the player was still tied after every tie-break: his number in the drawing of lots (1 = first). */
  readonly lot?: number | undefined;
}

/**
 * Standings with tie-breaks (C.07 4.2): by points, then each tie-break in turn for each subgroup still tied,
 * then the drawing of lots (seeded) for players tied on everything. Rows come in rank order.
 */
export function computeTiebreaks(input: TiebreakInput, tiebreaks: readonly TiebreakName[], edition: TiebreakEdition = DEFAULT_TIEBREAK_EDITION): StandingRow[] {
  const ctx = buildContext(input, edition);
  const values = new Map<PlayerId, Partial<Record<TiebreakName, number>>>();
  for (const id of ctx.order) {
    const v: Partial<Record<TiebreakName, number>> = {};
    for (const name of tiebreaks) if (!isDirectEncounter(name)) v[name] = detail(ctx, id, name).value;
    values.set(id, v);
  }
  let groups = splitBy(ctx.order, (id) => ctx.score.get(id) ?? 0);
  for (const name of tiebreaks) {
    groups = groups.flatMap((g) => {
      if (isDirectEncounter(name)) {
        const de = encounterContext(ctx, name);
        const m = mutual(de, g);
        for (const id of g) values.get(id)![name] = g.length > 1 ? (m.points.get(id) ?? 0) : 0;
        return g.length > 1 ? directEncounterTiers(de, g) : [g];
      }
      const sign = ASCENDING_TIEBREAKS.includes(name) ? -1 : 1;
      return g.length > 1 ? splitBy(g, (id) => sign * (values.get(id)![name] ?? 0)) : [g];
    });
  }
  const rows: StandingRow[] = [];
  for (const g of groups) {
    let ordered: PlayerId[] = g;
    let lots = false;
    if (g.length > 1) {
      // C.07 4.2: the drawing of lots; one draw per tied group, seeded by the tournament seed and the place.
      ordered = shuffleSeeded(
        [...g].sort((a, b) => a - b),
        (input.seed ?? 1) * 7919 + rows.length + 1,
      );
      lots = true;
    }
    ordered.forEach((id, i) => {
      const tb: Partial<Record<TiebreakName, number>> = {};
      for (const name of tiebreaks) tb[name] = values.get(id)![name] ?? 0;
      rows.push({
        rank: rows.length + 1,
        player: id,
        name: ctx.players.get(id)?.name ?? `player ${id}`,
        points: ctx.score.get(id) ?? 0,
        tiebreaks: tb,
        ...(lots ? { lot: i + 1 } : {}),
      });
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Explanation

export interface TiebreakExplanation {
  readonly player: PlayerId;
  readonly name: TiebreakName;
  readonly edition: TiebreakEdition;
  readonly value: number;
  /** How the lines are combined, with the article. */
  readonly formula: string;
  readonly lines: readonly Contribution[];
  /** Direct encounter: the tied group the value was computed in. */
  readonly group?: readonly PlayerId[] | undefined;
}

/**
 * How a tie-break value was formed, round by round. For the direct encounter the group is the player's tie
 * group at the place of `direct-encounter` in `list` (by default: the players with the same points).
 */
export function explainTiebreak(
  input: TiebreakInput,
  player: PlayerId,
  name: TiebreakName,
  edition: TiebreakEdition = DEFAULT_TIEBREAK_EDITION,
  list: readonly TiebreakName[] = [name],
): Result<TiebreakExplanation> {
  const ctx = buildContext(input, edition);
  if (!ctx.players.has(player)) return err({ code: 'unknown-player', message: `no player ${player}` });
  if (!isDirectEncounter(name)) {
    const d = detail(ctx, player, name);
    return ok({ player, name, edition, value: d.value, formula: `${tiebreakInfo(name).title} (${tiebreakInfo(name).article}): ${d.formula}`, lines: d.lines });
  }
  // The tie group where DE applies: same points and same values of the tie-breaks listed before it.
  const before = list.slice(0, Math.max(0, list.indexOf(name)));
  const key = (id: PlayerId) => [ctx.score.get(id) ?? 0, ...before.filter((n) => !isDirectEncounter(n)).map((n) => detail(ctx, id, n).value)];
  const mine = key(player);
  const group = ctx.order.filter((id) => key(id).every((v, i) => Math.abs(v - mine[i]!) < EPS));
  const de = encounterContext(ctx, name);
  const m = mutual(de, group);
  const tiers = directEncounterTiers(de, group);
  const tier = tiers.findIndex((t) => t.includes(player));
  const decided = tiers.length > 1 ? `place ${tier + 1} of ${tiers.length} in the group${tiers[tier]!.length > 1 ? ', still tied' : ''}` : 'the group stays tied';
  const how = m.complete ? 'all have met: their points decide (6.2)' : 'not all have met: only a lead that the missing games cannot overturn decides (6.3)';
  return ok({
    player,
    name,
    edition,
    value: group.length > 1 ? (m.points.get(player) ?? 0) : 0,
    formula: `${tiebreakInfo(name).title} (${tiebreakInfo(name).article}) among ${group.join(', ')}: ${how}; ${decided}`,
    lines: m.lines.get(player) ?? [],
    group,
  });
}

/** The explanation as lines of text, for `standings --explain`. */
export function formatExplanation(e: TiebreakExplanation, nameOf: (id: PlayerId) => string = (id) => `#${id}`): string[] {
  const out = [`${tiebreakInfo(e.name).acronym} ${fmt(e.value)} for ${nameOf(e.player)} (${e.edition})`, e.formula];
  for (const l of e.lines) {
    const parts = [
      l.round !== undefined ? `round ${l.round}` : '',
      l.opponent !== undefined ? `vs ${nameOf(l.opponent)}` : '',
      l.kind && l.kind !== 'played' ? (l.reason ? `${l.kind} (${l.reason})` : l.kind) : '',
      l.category ? `(${l.category}${l.vur ? ', VUR' : ''})` : '',
    ].filter(Boolean);
    out.push(`  ${parts.join(' ')}: ${fmt(l.value)}${l.cut ? ' [not counted]' : ''} — ${l.note}`);
  }
  return out;
}
