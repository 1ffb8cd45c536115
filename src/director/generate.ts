/**
 * `arbiter generate`: a random tournament, made the way a director makes one — created with its settings,
 * players added, each round's requests announced (byes, withdrawals), paired by the system's own engine,
 * results entered — so the TRF it is exported as is what arbiter writes of a real event, and `arbiter check`
 * re-pairs and re-ranks it. The same options and seed give the same tournament.
 *
 * The results (the draw model, docs/formats.md): for white's expected score E against black, from the FIDE
 * rating table (B.02 8.1.2, with its 400-point rule, `rating/fide.ts`), a game is drawn with probability
 * D = d × 2 × min(E, 1 − E), where d is the draw rate asked for (the share of draws between equal ratings);
 * white wins with probability E − D / 2, black with 1 − E − D / 2 — so white's expected score stays E,
 * and draws grow rarer as the rating gap grows. A share of games is forfeited instead (a forfeit win to the
 * player the same draw would have favoured; one forfeit in ten is double). Of the games played, a share ends
 * in an unusual result when asked (`--unusual`: ½-0, 0-½ or 0-0, equally likely).
 *
 * Players who leave (`--withdrawals`, `--expulsions`, each round from round 2): a Swiss pairs them no more. A
 * round robin keeps its Berger table: their remaining games are lost by forfeit ("-" to them, "+" to their
 * opponents, "--" when both have left), and the FIDE Tournament Rules on a player who "withdraws or is
 * expelled from a round-robin tournament" decide the standings (fewer than half his games played: the points
 * scored by him or against him are not counted; `scoring/standings.ts` uncountedPlayers).
 */
import { ACCELERATIONS, type Acceleration } from '../core/acceleration.js';
import type { GameResult } from '../core/game.js';
import { seededRandom } from '../core/random.js';
import { err, ok, type Result } from '../core/result.js';
import { DUTCH_RULES, DUTCH_RULES_TEXT, FIDE_SWISS_SYSTEMS, type DutchRules } from '../core/settings.js';
import type { AbsenceKind } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import { SYSTEM_INFO } from '../core/systems.js';
import { addPlayer, expelPlayer, markAbsent, setResult, withdrawPlayer } from '../core/tournamentOps.js';
import { expectedScore } from '../rating/fide.js';
import { roundRobinRoundCount } from '../pairing/roundRobin.js';
import type { TrfFormat } from '../formats/trfFile.js';
import { createTournament, pairNextRound } from './operations.js';
import { standings } from './registry.js';
import { makeTournamentTrf } from './trfExport.js';

/** The systems `arbiter generate` plays: those `arbiter check` re-pairs (every FIDE Swiss system, round robins). */
export const GENERATED_SYSTEMS = [...FIDE_SWISS_SYSTEMS, 'round-robin'] as const;
export type GeneratedSystem = (typeof GENERATED_SYSTEMS)[number];

export interface GenerateOptions {
  readonly system: GeneratedSystem;
  readonly players: number;
  /** A Swiss's rounds (default 9); a round robin plays its Berger table (the option, when given, must agree). */
  readonly rounds?: number | undefined;
  /** Ratings drawn evenly from min to max, or these ratings (one a player, drawn at random when there are more players). */
  readonly ratings: { readonly min: number; readonly max: number } | readonly number[];
  /** Percent: the share of draws between equal ratings (the draw model above). */
  readonly draws: number;
  /** Percent of games forfeited. */
  readonly forfeits: number;
  /** Percent of the games played that end in an unusual result: ½-0, 0-½ or 0-0, one as likely as another. */
  readonly unusual?: number | undefined;
  /** Percent of the players, each round (a Swiss), who ask for a half-point, zero-point or full-point bye. */
  readonly halfByes: number;
  readonly zeroByes: number;
  readonly fullByes: number;
  /** Percent of the players who withdraw, each round from round 2 (a round robin: his remaining games forfeited). */
  readonly withdrawals: number;
  /** Percent of the players expelled by the arbiter, each round from round 2 (as a withdrawal, shown as expelled). */
  readonly expulsions?: number | undefined;
  readonly acceleration: Acceleration;
  /** The edition of the Dutch rules a Swiss is paired by (default: the rules in force). */
  readonly rules?: DutchRules | undefined;
  /** The tie-break list as the setting takes it (e.g. buchholz-cut1,buchholz); undefined: the system's default. */
  readonly tiebreaks?: string | undefined;
  readonly seed: number;
}

/** The rounds of a Swiss when none are given. */
const SWISS_ROUNDS = 9;
/** A system's rounds when none are given: 9, or whole matches of a Double-Swiss (10: 5 matches of two games). */
const defaultRounds = (system: GeneratedSystem): number => {
  const per = SYSTEM_INFO[system].roundsPerPairing ?? 1;
  return Math.ceil(SWISS_ROUNDS / per) * per;
};

export const DEFAULT_GENERATE_OPTIONS: GenerateOptions = {
  system: 'swiss-dutch',
  players: 40,
  rounds: SWISS_ROUNDS,
  ratings: { min: 1400, max: 2700 },
  draws: 30,
  forfeits: 1,
  halfByes: 1,
  zeroByes: 0,
  fullByes: 0,
  withdrawals: 0.5,
  expulsions: 0,
  acceleration: 'none',
  seed: 1,
};

/** The options not given, for a system: a round robin takes no byes (C.05: its rounds are fixed in advance). */
export function defaultGenerateOptions(system: GeneratedSystem): GenerateOptions {
  const d = { ...DEFAULT_GENERATE_OPTIONS, system, rounds: defaultRounds(system) };
  return system === 'round-robin' ? { ...d, rounds: undefined, halfByes: 0, zeroByes: 0, fullByes: 0 } : d;
}

export const GENERATE_ERROR_CODES = ['generate.options', 'generate.pairing'] as const;
export type GenerateErrorCode = (typeof GENERATE_ERROR_CODES)[number];
export interface GenerateError {
  readonly code: GenerateErrorCode;
  readonly message: string;
}

const bad = (message: string): Result<never, GenerateError> => err({ code: 'generate.options', message });

/** What is wrong with the options, first fault first; undefined when they can be played. */
export function generateOptionsProblem(o: GenerateOptions): string | undefined {
  if (!GENERATED_SYSTEMS.includes(o.system)) return `--system ${o.system}: arbiter generates ${GENERATED_SYSTEMS.join(' or ')}`;
  if (!Number.isInteger(o.players) || o.players < 2 || o.players > 9999) return `--players ${o.players}: a whole number from 2 to 9999`;
  if (o.rounds !== undefined && (!Number.isInteger(o.rounds) || o.rounds < 1 || o.rounds > 99)) return `--rounds ${o.rounds}: a whole number from 1 to 99`;
  if (Array.isArray(o.ratings)) {
    if (o.ratings.length === 0 || o.ratings.some((r) => !Number.isInteger(r) || r < 0 || r > 3500)) return 'the ratings: whole numbers from 0 to 3500, at least one';
  } else {
    const { min, max } = o.ratings as { min: number; max: number };
    if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > 3500 || min > max)
      return `--ratings ${min}-${max}: MIN-MAX, whole numbers from 0 to 3500, MIN at most MAX`;
  }
  const rates: [string, number][] = [
    ['--draws', o.draws],
    ['--forfeits', o.forfeits],
    ['--unusual', o.unusual ?? 0],
    ['--half-byes', o.halfByes],
    ['--zero-byes', o.zeroByes],
    ['--full-byes', o.fullByes],
    ['--withdrawals', o.withdrawals],
    ['--expulsions', o.expulsions ?? 0],
  ];
  for (const [flag, v] of rates) if (!Number.isFinite(v) || v < 0 || v > 100) return `${flag} ${v}: a percentage from 0 to 100`;
  if (o.halfByes + o.zeroByes + o.fullByes + o.withdrawals + (o.expulsions ?? 0) > 100) return 'the byes, withdrawals and expulsions together exceed 100 percent of the players';
  if (!ACCELERATIONS.includes(o.acceleration)) return `--acceleration ${o.acceleration}: ${ACCELERATIONS.join(' or ')}`;
  if (o.rules !== undefined && !DUTCH_RULES.includes(o.rules)) return `--rules ${o.rules}: ${DUTCH_RULES_TEXT}`;
  // The editions and the Baku acceleration are the Dutch system's (C.04.3, C.04.5.1).
  if (o.system !== 'swiss-dutch' && o.system !== 'round-robin') {
    if (o.rules !== undefined) return `--rules ${o.rules}: the editions are the Dutch system's; ${o.system} has one text in force`;
    if (o.acceleration !== 'none') return `--acceleration ${o.acceleration}: the Baku acceleration is the Dutch system's (C.04.5.1)`;
  }
  // C.04.5: a Double-Swiss match is two games, two rounds of the file (docs/double-swiss.md).
  const perPairing = SYSTEM_INFO[o.system].roundsPerPairing ?? 1;
  if ((o.rounds ?? defaultRounds(o.system)) % perPairing !== 0)
    return `--rounds ${o.rounds}: a ${SYSTEM_INFO[o.system].noun} plays matches of ${perPairing} games, one round each: a multiple of ${perPairing}`;
  if (o.system === 'round-robin') {
    if (o.rounds !== undefined && o.rounds !== roundRobinRoundCount(o.players))
      return `a round robin of ${o.players} players has ${roundRobinRoundCount(o.players)} rounds, not ${o.rounds} (leave --rounds out)`;
    const asked = (['halfByes', 'zeroByes', 'fullByes'] as const).find((k) => o[k] > 0);
    if (asked)
      return `a round robin fixes its rounds in advance: no byes (--${asked.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())} 0); a player who leaves has his remaining games forfeited (--withdrawals, --expulsions)`;
    if (o.acceleration !== 'none') return 'a round robin is not accelerated (--acceleration none)';
  }
  return undefined;
}

/** Plays a random tournament to its end (the module's comment says how). */
export function generateTournament(o: GenerateOptions): Result<Tournament, GenerateError> {
  const problem = generateOptionsProblem(o);
  if (problem !== undefined) return bad(problem);
  const rnd = seededRandom(o.seed);
  const settings: Record<string, string> = { seed: String(o.seed), ...(o.tiebreaks !== undefined ? { tiebreaks: o.tiebreaks } : {}) };
  if (o.system === 'swiss-dutch') {
    settings.acceleration = o.acceleration;
    if (o.rules !== undefined) settings.rules = o.rules;
  }
  const plannedRounds = o.system === 'round-robin' ? roundRobinRoundCount(o.players) : (o.rounds ?? defaultRounds(o.system));
  const made = createTournament({ name: `Generated tournament, seed ${o.seed}`, system: o.system, plannedRounds, settings });
  if (!made.ok) return bad(made.error.message);
  let t = made.value;
  const list = Array.isArray(o.ratings) ? (o.ratings as readonly number[]) : undefined;
  const range = o.ratings as { min: number; max: number };
  for (let i = 1; i <= o.players; i++) {
    const rating = list ? (list.length === o.players ? list[i - 1]! : list[Math.floor(rnd() * list.length)]!) : Math.round(range.min + rnd() * (range.max - range.min));
    const added = addPlayer(t, { name: `Player ${String(i).padStart(4, '0')}`, rating });
    if (!added.ok) return bad(added.error.message);
    t = added.value.tournament;
  }
  for (let r = 1; r <= plannedRounds; r++) {
    // A Double-Swiss announces before each match, for both its rounds (SYSTEM_INFO roundsPerPairing).
    const per = SYSTEM_INFO[o.system].roundsPerPairing ?? 1;
    if ((r - 1) % per === 0 && announces(o)) t = announce(t, o, rnd, r);
    const paired = pairNextRound(t);
    if (!paired.ok) return err({ code: 'generate.pairing', message: `seed ${o.seed}, round ${r}: ${paired.error.message}` });
    t = paired.value.tournament;
    const played = playRound(t, o, rnd, r);
    if (!played.ok) return played;
    t = played.value;
  }
  return ok(t);
}

/**
 * Whether the players announce anything before a round. A round robin takes no byes: it is asked only when
 * players may leave, so that one without leavers is the one the same seed always gave.
 */
const announces = (o: GenerateOptions): boolean => o.system !== 'round-robin' || o.withdrawals + (o.expulsions ?? 0) > 0;

/**
 * Round r's results. A game of a player who has left (a round robin's Berger table keeps it) is lost by
 * forfeit, both ways when both have left (FIDE Tournament Rules: "-" to him, "+" to his opponent, "--" when
 * neither is present); the others by the draw model.
 */
function playRound(t: Tournament, o: GenerateOptions, rnd: () => number, r: number): Result<Tournament, GenerateError> {
  const rating = new Map(t.players.map((p) => [p.id, p.rating ?? 0]));
  const gone = new Set(t.players.filter((p) => p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= r).map((p) => p.id));
  for (const g of t.rounds[t.rounds.length - 1]!.games) {
    const result: GameResult =
      gone.has(g.white) || gone.has(g.black)
        ? gone.has(g.white)
          ? gone.has(g.black)
            ? '--'
            : '-+'
          : '+-'
        : gameResult(expectedScore(rating.get(g.white)!, rating.get(g.black)!), o, rnd);
    const entered = setResult(t, { board: g.board }, result);
    if (!entered.ok) return err({ code: 'generate.pairing', message: entered.error.message });
    t = entered.value;
  }
  return ok(t);
}

/** Before round r: each player still in may withdraw or be expelled (from round 2), or ask for a bye (a Swiss). */
function announce(t: Tournament, o: GenerateOptions, rnd: () => number, r: number): Tournament {
  for (const p of t.players) {
    if (p.withdrawnFromRound !== undefined) continue;
    const x = rnd() * 100;
    const mayLeave = r > 1 && hasGameLeft(t, p.id, r);
    const kinds: [number, AbsenceKind | 'withdraw' | 'expel'][] = [
      [mayLeave ? o.withdrawals : 0, 'withdraw'],
      [mayLeave ? (o.expulsions ?? 0) : 0, 'expel'],
      [o.halfByes, 'half-bye'],
      [o.zeroByes, 'zero-bye'],
      [o.fullByes, 'full-bye'],
    ];
    let edge = 0;
    for (const [rate, kind] of kinds) {
      edge += rate;
      if (x >= edge) continue;
      // A Double-Swiss absence covers both rounds of the match (core markAbsent).
      const next = kind === 'withdraw' ? withdrawPlayer(t, p.id) : kind === 'expel' ? expelPlayer(t, p.id) : markAbsent(t, p.id, kind, r);
      if (next.ok) t = next.value;
      break;
    }
  }
  return t;
}

/**
 * Whether a player has a game left to play from round r: in a Swiss, yes; in a round robin (one cycle), unless
 * the rounds left are only his free round (C.05: with an odd number of players each has one round free). One
 * who leaves with no game left leaves no trace in the file (no forfeit), so he does not leave.
 */
function hasGameLeft(t: Tournament, id: number, r: number): boolean {
  if (t.settings.system !== 'round-robin') return true;
  const free = t.players.length % 2 === 1 ? 1 : 0;
  const freeSoFar = t.rounds.filter((x) => !x.games.some((g) => g.white === id || g.black === id)).length;
  return (t.plannedRounds ?? t.rounds.length) - r + 1 > free - freeSoFar;
}

const UNUSUAL_RESULTS = ['1/2-0', '0-1/2', '0-0'] as const satisfies readonly GameResult[];

/** One game's result by the draw model (the module's comment), or a forfeit, or an unusual result. `e`: white's expected score. */
export function gameResult(e: number, o: GenerateOptions, rnd: () => number): GameResult {
  const draw = (o.draws / 100) * 2 * Math.min(e, 1 - e);
  if (rnd() * 100 < o.forfeits) {
    if (rnd() < 0.1) return '--';
    return rnd() < e ? '+-' : '-+';
  }
  // Drawn only when asked, so that a tournament without them is the one the same seed always gave.
  if ((o.unusual ?? 0) > 0 && rnd() * 100 < o.unusual!) return UNUSUAL_RESULTS[Math.floor(rnd() * UNUSUAL_RESULTS.length)]!;
  const x = rnd();
  return x < e - draw / 2 ? '1-0' : x < e + draw / 2 ? '1/2-1/2' : '0-1';
}

/** The generated tournament as a TRF-2026 file (or TRF16), with its standings, as `arbiter export trf` writes it. */
export function generateTrf(o: GenerateOptions, format: TrfFormat = '2026'): Result<string, GenerateError> {
  const t = generateTournament(o);
  if (!t.ok) return t;
  const text = makeTournamentTrf(t.value, standings(t.value), format);
  return text.ok ? text : bad(text.error.message);
}
