import type { Tournament } from '../core/tournament.js';
import type { Result } from '../core/result.js';
import {
  DEFAULT_DOTOHO_SETTINGS,
  DEFAULT_DUBOV_SETTINGS,
  DEFAULT_BURSTEIN_SETTINGS,
  DEFAULT_LIM_SETTINGS,
  DEFAULT_DOUBLE_SWISS_SETTINGS,
  DEFAULT_ELO_POINTS_SYSTEM_SETTINGS,
  DEFAULT_KEIZER_SETTINGS,
  DEFAULT_ROUND_ROBIN_SETTINGS,
  DEFAULT_SWISS_SETTINGS,
  type SystemName,
  type TournamentSettings,
} from '../core/settings.js';
import type { OptionSpec } from '../core/options.js';
import { readyToPair } from '../core/tournamentOps.js';
import { SYSTEM_INFO, type SystemInfo } from '../core/systems.js';
import { TOURNAMENT_OPTIONS } from '../core/tournamentOptions.js';
import { optionsOf } from '../formats/systemOptions.js';
import { pairDotoho, pairEngineSwiss, pairEloPoints, pairKeizer, pairRoundRobin, pairSwiss, swissRoundChecklist, type PairedRound } from '../pairing/index.js';
import type { DutchChecklist } from '../pairing/dutch/checklist.js';
import { dotohoNumbers, dotohoRounds, ownNumbers, roundRobinNumbers, roundRobinRounds, swissNumbers } from '../pairing/numbers.js';
import type { PlayerId } from '../core/player.js';
import type { Round } from '../core/round.js';
import { ok } from '../core/result.js';
import { asPlayedMatches } from '../scoring/doubleSwissMatches.js';
import { eloPointsTable, keizerTable, pointsTable, type Standings } from '../scoring/standings.js';
import type { TiebreakName } from '../scoring/tiebreaks.js';
import { explainKeizerScore } from '../scoring/keizer.js';
import { explainEloPointsScore } from '../scoring/eloPoints.js';
import type { ScoreExplanation } from '../scoring/credits.js';
import { keizerOrderCheck, type OrderCheck } from '../scoring/keizerOrder.js';
import { keizerTitleOdds, type OddsOptions, type TitleOdds } from './keizerOdds.js';

/**
 * The system registry: one record per system, with everything the operations and the shells need of it —
 * what it is (`SystemInfo`), its settings with their defaults, its pairing engine and its standings.
 * Nothing else in the program asks which system a tournament uses.
 */
export interface SystemRecord extends SystemInfo {
  readonly defaults: TournamentSettings;
  readonly options: readonly OptionSpec<TournamentSettings>[];
  /** The next round by the system's engine (the tournament is ready to pair; `next` is its number). */
  readonly pair: (t: Tournament, next: number) => Result<PairedRound>;
  /** The standings after a round (default: the last paired), with other tie-breaks if asked. */
  readonly standings: (t: Tournament, afterRound?: number, tiebreaks?: readonly TiebreakName[]) => Standings;
  /** A player's score line by line, in systems that score with values (`explainsScores`). */
  readonly explain?: ((t: Tournament, player: number, afterRound?: number) => ScoreExplanation) | undefined;
  /** Each player's number as the sheets, wallcharts and the TRF print it, by the system's own numbering. */
  readonly numbers: (t: Tournament) => Map<PlayerId, number>;
  /** Every round as it will be paired, for the systems that fix them in advance (`fixedSchedule`). */
  readonly rounds?: ((t: Tournament) => Result<Round[]>) | undefined;
  /** The title odds of the remaining planned rounds, simulated (keizer.md §7), in systems that have them. */
  readonly odds?: ((t: Tournament, options: OddsOptions) => Result<TitleOdds>) | undefined;
  /** The played rounds replayed in other orders (keizer.md §8), in systems whose ranking may depend on it. */
  readonly orderCheck?: ((t: Tournament, options: { samples?: number | undefined; seed?: number | undefined }) => Result<OrderCheck>) | undefined;
  /** A paired round's checklist (the FIDE engines' `-l` table), in systems paired by the Dutch engine. */
  readonly checklist?: ((t: Tournament, round: number) => Result<DutchChecklist>) | undefined;
}

const record = (
  system: SystemName,
  defaults: TournamentSettings,
  engines: Pick<SystemRecord, 'pair' | 'standings' | 'explain' | 'numbers' | 'rounds' | 'odds' | 'orderCheck' | 'checklist'>,
): SystemRecord => ({
  ...SYSTEM_INFO[system],
  defaults,
  options: optionsOf(system),
  ...engines,
});

/** A FIDE Swiss system of the Swiss engines' table (`pairing/swissEngines.ts`): its engine pairs, points and tie-breaks rank. */
const engineSwissRecord = (system: SystemName, defaults: TournamentSettings): SystemRecord =>
  record(system, defaults, {
    pair: (t) => pairEngineSwiss(t),
    standings: (t, after, asked) => pointsTable(t, after, asked),
    numbers: swissNumbers,
  });

export const SYSTEM_REGISTRY: Readonly<Record<SystemName, SystemRecord>> = {
  keizer: record('keizer', DEFAULT_KEIZER_SETTINGS, {
    pair: (t) => pairKeizer(t),
    standings: (t, after) => keizerTable(t, after),
    explain: (t, p, after) => explainKeizerScore(t, p, after),
    numbers: ownNumbers,
    odds: keizerTitleOdds,
    orderCheck: keizerOrderCheck,
  }),
  'elo-points': record('elo-points', DEFAULT_ELO_POINTS_SYSTEM_SETTINGS, {
    pair: (t) => pairEloPoints(t),
    standings: (t, after) => eloPointsTable(t, after),
    explain: (t, p, after) => explainEloPointsScore(t, p, after),
    numbers: ownNumbers,
  }),
  'swiss-dutch': record('swiss-dutch', DEFAULT_SWISS_SETTINGS, {
    pair: (t) => pairSwiss(t),
    standings: (t, after, asked) => pointsTable(t, after, asked),
    numbers: swissNumbers,
    checklist: swissRoundChecklist,
  }),
  'swiss-dubov': engineSwissRecord('swiss-dubov', DEFAULT_DUBOV_SETTINGS),
  'swiss-burstein': engineSwissRecord('swiss-burstein', DEFAULT_BURSTEIN_SETTINGS),
  'swiss-lim': engineSwissRecord('swiss-lim', DEFAULT_LIM_SETTINGS),
  'double-swiss': record('double-swiss', DEFAULT_DOUBLE_SWISS_SETTINGS, {
    pair: (t) => pairEngineSwiss(t),
    // C.04.5 Preface: a single forfeited game of a played match counts as played for standings and tie-breaks.
    standings: (t, after, asked) => pointsTable(asPlayedMatches(t), after, asked),
    numbers: swissNumbers,
  }),
  'round-robin': record('round-robin', DEFAULT_ROUND_ROBIN_SETTINGS, {
    pair: (t, next) => pairRoundRobin(t, next),
    standings: (t, after, asked) => pointsTable(t, after, asked),
    numbers: roundRobinNumbers,
    rounds: roundRobinRounds,
  }),
  dotoho: record('dotoho', DEFAULT_DOTOHO_SETTINGS, {
    pair: (t, next) => pairDotoho(t, next),
    standings: (t, after, asked) => pointsTable(t, after, asked),
    numbers: dotohoNumbers,
    rounds: dotohoRounds,
  }),
};

/** A setting as the screens show it: its key, help, default and the control it takes. */
function describeOption(s: Omit<OptionSpec<never>, 'parse' | 'make'>, defaultText: string) {
  return {
    key: s.key,
    help: s.help,
    expects: s.expects,
    default: defaultText,
    kind: s.kind ?? 'text',
    ...(s.none !== undefined ? { none: s.none } : {}),
    ...(s.choices ? { choices: s.choices, open: s.open ?? false } : {}),
  };
}

/** What the screens need of a system, as plain data (the settings with their defaults and help). */
export function describeSystem(r: SystemRecord) {
  return {
    system: r.system,
    label: r.label,
    noun: r.noun,
    // The system's own settings, then those of every tournament the settings form shows (own-results).
    options: [
      ...r.options.map((s) => describeOption(s, s.make(r.defaults))),
      ...TOURNAMENT_OPTIONS.filter((o) => o.onSettingsForm).map((o) => describeOption(o, o.make({ settings: r.defaults }))),
    ],
    absences: r.absences,
    fixedSchedule: r.fixedSchedule,
    ranking: r.ranking,
    explainsScores: r.explainsScores,
    postponedGames: r.postponedGames,
    /** A Double-Swiss match is two rounds (core SYSTEM_INFO); 1 for every other system. */
    roundsPerPairing: SYSTEM_INFO[r.system].roundsPerPairing ?? 1,
    /** The season's title odds and order check can be asked (keizer.md §7–8). */
    forecasts: { odds: r.odds !== undefined, orderCheck: r.orderCheck !== undefined },
    /** A paired round's checklist can be asked (the FIDE Dutch engine's `-l` table). */
    checklist: r.checklist !== undefined,
  };
}
export type SystemDescription = ReturnType<typeof describeSystem>;

/** The record of a tournament's system. */
export const systemOf = (t: Tournament): SystemRecord => SYSTEM_REGISTRY[t.settings.system];

/** Pairs the next round of a tournament with its system's engine. */
export function pairRound(t: Tournament, options: { allowPending?: boolean } = {}): Result<PairedRound> {
  const ready = readyToPair(t, options);
  if (!ready.ok) return ready;
  return systemOf(t).pair(t, ready.value);
}

/** Each player's number as pairing sheets, wallcharts and the TRF show it, by the system's own numbering. */
export function playerNumbers(t: Tournament): Map<PlayerId, number> {
  return systemOf(t).numbers(t);
}

/**
 * Every round of a system whose rounds are fixed in advance (a round robin's Berger table, a DO-TO-HO plan),
 * as they will be paired: printable before round 1. Undefined for the systems that pair round by round.
 */
export function fixedSchedule(t: Tournament): Result<Round[] | undefined> {
  const rounds = systemOf(t).rounds;
  return rounds ? rounds(t) : ok(undefined);
}

/** The standings of a tournament after a round (default: the last paired). */
export function standings(t: Tournament, afterRound?: number, tiebreaks?: readonly TiebreakName[]): Standings {
  // TPN (C.07 2026 7.8) is the pairing number the sheets print: a round robin's Berger number, a Swiss's
  // start number; the tie-breaks read it as the start number.
  const list = tiebreaks ?? ('tiebreaks' in t.settings ? (t.settings.tiebreaks as readonly TiebreakName[]) : []);
  if (list.includes('pairing-number') && t.settings.system !== 'swiss-dutch') {
    const numbers = playerNumbers(t);
    t = { ...t, players: t.players.map((p) => (numbers.has(p.id) ? { ...p, startNumber: numbers.get(p.id) } : p)) };
  }
  return systemOf(t).standings(t, afterRound, tiebreaks);
}

export type { PairedRound, ScoreExplanation, Standings };
