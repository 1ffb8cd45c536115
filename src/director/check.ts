/**
 * `arbiter check FILE.trf`: the free checker of pairings and standings that FIDE asks of an endorsed
 * program (Handbook C.02 (2026), program regulations; C.04.2 (2026) 1.4). Pure: the TRF text in (TRF16 or
 * TRF-2026, told apart by `formats/trfFile.ts`), a report out.
 *
 * 1. Pairings: every round is paired again from the rounds before it by the system the file names, and set
 *    beside the file's — the FIDE (Dutch) System by its edition (C.04.3 (2025), C.04.3 (2017), C.04.1
 *    (2012): the one asked, else the one 192 names, else the rules in force), as `arbiter dutch -c` does;
 *    a round robin by its Berger table (C.05 Annex 1), the players' numbers being their pairing numbers.
 *    Other systems are refused (`check.system`), naming the 092 or 192 line.
 * 2. Standings: recomputed from the file's rounds with the file's tie-breaks (`checkStandings.ts`).
 *
 * Which system: 192 (TRF-2026) when given — a FIDE_DUTCH code, or a round-robin code; else 092 — a round
 * robin when it says so ("Round-Robin", "Berger", "all-play-all"), refused when it is the type arbiter
 * writes for a system not checked here (Keizer, DO-TO-HO, Elo-points); else the Dutch system, as the
 * pairing engines read any TRF.
 */
import { err, ok, type Result } from '../core/result.js';
import { DEFAULT_ROUND_ROBIN_SETTINGS, FIDE_SWISS_SYSTEMS, SYSTEMS, type DutchRules, type SystemName } from '../core/settings.js';
import { SYSTEM_INFO } from '../core/systems.js';
import type { Tournament } from '../core/tournament.js';
import type { TrfTournament } from '../formats/trf.js';
import { checkDutchTrf, readTrfFile, trfForRound, type TrfFile, type TrfFormat } from '../formats/trfFile.js';
import { tournamentFromTrfFile, trfSystemWords } from '../formats/trfTournament.js';
import { pairDutch } from '../pairing/dutch/engine.js';
import { dutchInputFromTrf, trfEntryRecord } from '../pairing/dutch/trfInput.js';
import { DEFAULT_DUTCH_RULES, type DutchPairing } from '../pairing/dutch/types.js';
import { roundRobinRoundCount, roundRobinSchedule } from '../pairing/roundRobin.js';
import { swissEngineOf, swissInputFromTrf, type SwissEngine } from '../pairing/swissEngines.js';
import { uncountedPlayers } from '../scoring/standings.js';
import type { TiebreakEdition } from '../scoring/tiebreaks.js';
import { standings } from './registry.js';
import { fileTiebreaks, standingsDifferences, tiebreakEditionOf, type FileFault, type PlayerDifference, type TiebreakSource } from './checkStandings.js';

/** The systems whose pairings `arbiter check` re-pairs. */
export const CHECKED_SYSTEMS = [...FIDE_SWISS_SYSTEMS, 'round-robin'] as const satisfies readonly SystemName[];
export type CheckedSystem = (typeof CHECKED_SYSTEMS)[number];

/** `check.input`: the file is not valid TRF (or contradicts itself); `check.system`: a system not checked; `check.tiebreaks`: a tie-break arbiter does not compute. */
export const CHECK_ERROR_CODES = ['check.input', 'check.system', 'check.tiebreaks'] as const;
export type CheckErrorCode = (typeof CHECK_ERROR_CODES)[number];

export interface CheckError {
  readonly code: CheckErrorCode;
  readonly message: string;
  /** 1-based, where the file shows the fault (undefined when it lies between lines: two players' entries). */
  readonly line?: number | undefined;
  readonly column?: number | undefined;
}

export interface CheckOptions {
  /** The Dutch edition to pair by (default: the one 192 names, else the rules in force). */
  readonly rules?: DutchRules | undefined;
  /** The C.07 edition of the tie-breaks (default: the one in force on the start date, 042). */
  readonly tiebreakEdition?: TiebreakEdition | undefined;
}

/** One line of a pairing: a board (white, black) or the pairing-allocated bye. */
export type PairingLine = { readonly white: number; readonly black: number } | { readonly bye: number };

/** A round whose pairing in the file is not the one arbiter makes. */
export interface RoundDifference {
  readonly round: number;
  /** The first line where they part (boards by white's number, the bye last): the file's, and arbiter's. */
  readonly file: PairingLine | undefined;
  readonly arbiter: PairingLine | undefined;
  /** When arbiter finds no valid pairing for the round, why. */
  readonly noPairing?: string | undefined;
}

export interface CheckReport {
  readonly format: TrfFormat;
  readonly system: CheckedSystem;
  /** The system as checked, in words ("FIDE (Dutch) System, 2025 rules"). */
  readonly checkedBy: string;
  readonly rules?: DutchRules | undefined;
  readonly roundsChecked: number;
  readonly rounds: readonly RoundDifference[];
  readonly standings: {
    readonly tiebreaks: readonly string[];
    readonly tiebreakSource: TiebreakSource | undefined;
    readonly tiebreakEdition: TiebreakEdition;
    /** Whether the file gives tie-break values (XTV) to check. */
    readonly values: boolean;
    readonly players: readonly PlayerDifference[];
    /**
     * A round robin's players read as having left it with fewer than half their games played (their numbers),
     * where that reading of their forfeits to the end is the one the file's points column bears out
     * (`playersWhoLeft`, `departures`); absent when none. One who played half or more counts either way, so
     * the file cannot tell his departure from games lost by forfeit: he is not named.
     */
    readonly left?: readonly number[] | undefined;
  };
  /** No round and no player differs. */
  readonly agrees: boolean;
}

const inputError = (e: { message: string; line?: number | undefined; column?: number | undefined }): Result<never, CheckError> =>
  err({ code: 'check.input', message: e.message, line: e.line, column: e.column });

/**
 * A fault the reader finds between lines (two players' entries that contradict each other, points that are
 * not the results), placed where it shows: the 001 line of the first player it names, at the entry of the
 * round it names (columns 92–99 for round 1, ten more each round) or at the start number (column 5).
 */
function located(lines: readonly string[], e: { message: string; line?: number | undefined; column?: number | undefined }): Result<never, CheckError> {
  if (e.line !== undefined) return inputError(e);
  const player = /player (\d+)/.exec(e.message);
  const round = /round (\d+)/.exec(e.message);
  const at = player ? lines.findIndex((l) => l.startsWith('001') && Number(l.slice(4, 8)) === Number(player[1])) : -1;
  if (at < 0) return inputError(e);
  const column = round ? 92 + 10 * (Number(round[1]) - 1) : 5;
  return inputError({ message: `line ${at + 1}, column ${column}: ${e.message}`, line: at + 1, column });
}

const fileFault = (code: CheckErrorCode, f: FileFault): Result<never, CheckError> => err({ code, message: f.message, line: f.line, column: f.column });

const splitLines = (text: string): string[] => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

/** The system the file names (see the header), or a `check.system` error naming the line. */
function systemOfFile(file: TrfFile, lines: readonly string[]): Result<CheckedSystem, CheckError> {
  const robin = /round.?robin|berger|all.?play.?all/i;
  const checked = (s: SystemName): s is CheckedSystem => (CHECKED_SYSTEMS as readonly string[]).includes(s);
  const refuse = (line: number, what: string): Result<never, CheckError> =>
    fileFault('check.system', {
      line,
      column: 5,
      message: `line ${line}, column 5: ${what} is not a system arbiter check checks (it checks the FIDE (Dutch) System, 2012, 2017 and 2025 rules, ${FIDE_SWISS_SYSTEMS.flatMap((s) => swissEngineOf(s)?.title ?? []).join(', ')}, and round robins by the Berger tables)`,
    });
  const type = file.tournamentType;
  if (type?.kind === 'dutch') return ok('swiss-dutch');
  const coded = SYSTEMS.find((s) => SYSTEM_INFO[s].trf.code?.toUpperCase() === type?.code.toUpperCase());
  if (type?.kind === 'other' && coded !== undefined && checked(coded)) return ok(coded);
  if (type?.kind === 'other') return robin.test(type.code) ? ok('round-robin') : refuse(type.line, `192 ${type.code}`);
  const at = lines.findIndex((l) => l.slice(0, 4) === '092 ');
  if (at < 0) return ok('swiss-dutch');
  // The system's words, without a Lim Swiss's Maxi-tournament (`trfTournamentType`).
  const text = trfSystemWords(lines[at]!.slice(4));
  if (robin.test(text)) return ok('round-robin');
  const named = SYSTEMS.find((s) => SYSTEM_INFO[s].trf.type.toLowerCase() === text.toLowerCase());
  if (named === undefined) return ok('swiss-dutch');
  return checked(named) ? ok(named) : refuse(at + 1, `092 "${text}" (${SYSTEM_INFO[named].label})`);
}

/** The last round in which someone was paired (a column holding only byes known ahead is not one). */
function pairedRounds(t: TrfTournament): number {
  let rounds = 0;
  for (const p of t.players) p.rounds.forEach((e, k) => (trfEntryRecord(e).paired ? (rounds = Math.max(rounds, k + 1)) : 0));
  return rounds;
}

/** The pairing the file gives for round r: each game once, white first (no colour: the lower number), the `U` bye. */
function filePairing(t: TrfTournament, r: number): DutchPairing {
  const pairs = new Map<string, { white: number; black: number }>();
  let bye: number | undefined;
  for (const p of t.players) {
    const e = p.rounds[r - 1];
    if (!e) continue;
    if (e.opponent === 0) {
      if (e.result === 'U') bye = p.id;
      continue;
    }
    const white = e.colour === 'w' || (e.colour !== 'b' && p.id < e.opponent) ? p.id : e.opponent;
    const black = white === p.id ? e.opponent : p.id;
    pairs.set(`${Math.min(white, black)} ${Math.max(white, black)}`, { white, black });
  }
  return { pairs: [...pairs.values()], bye };
}

/** A pairing in canonical form: boards by white's number, the bye last. */
function pairingLines(p: DutchPairing): PairingLine[] {
  const boards: PairingLine[] = [...p.pairs].sort((a, b) => a.white - b.white).map((x) => ({ white: x.white, black: x.black }));
  return p.bye === undefined ? boards : [...boards, { bye: p.bye }];
}

const sameLine = (a: PairingLine | undefined, b: PairingLine | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The first line where two pairings part, or undefined when they agree. */
function compare(round: number, file: DutchPairing, arbiter: Result<DutchPairing>): RoundDifference | undefined {
  if (!arbiter.ok) return { round, file: pairingLines(file)[0], arbiter: undefined, noPairing: arbiter.error.message };
  const [a, b] = [pairingLines(file), pairingLines(arbiter.value)];
  for (let k = 0; k < Math.max(a.length, b.length); k++) if (!sameLine(a[k], b[k])) return { round, file: a[k], arbiter: b[k] };
  return undefined;
}

/** Round r by the Dutch engine, from the rounds before it, as the pairing program had them. */
function dutchRound(file: TrfFile, r: number, rules: DutchRules): Result<Result<DutchPairing>, CheckError> {
  const t = trfForRound(file, r);
  if (!t.ok) return inputError(t.error);
  const input = dutchInputFromTrf(t.value, r);
  if (!input.ok) return inputError(input.error);
  return ok(pairDutch({ ...input.value, rules }));
}

/** Round r paired again by a Swiss engine of the table (`pairing/swissEngines.ts`); a system that needs ratings refuses a file without them. */
function engineRound(engine: SwissEngine, file: TrfFile, r: number, unratedAs?: number): Result<Result<DutchPairing>, CheckError> {
  const t = trfForRound(file, r);
  if (!t.ok) return inputError(t.error);
  const input = swissInputFromTrf(engine, t.value, { round: r, unratedAs });
  if (!input.ok) return inputError(input.error);
  const paired = engine.pair(input.value, {});
  return ok(paired.ok ? ok({ pairs: paired.value.pairs, bye: paired.value.bye }) : err({ code: paired.error.code, message: paired.error.message }));
}

/** Round r of the Berger table (C.05 Annex 1) of the file's players, numbered in the order of their numbers. */
function bergerRound(t: TrfTournament, r: number, cycles: 1 | 2): Result<DutchPairing> {
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  const schedule = roundRobinSchedule(ids.length, { cycles });
  if (!schedule.ok) return schedule;
  const round = schedule.value[r - 1];
  if (!round) return err({ code: 'check.round', message: `the Berger table of ${ids.length} players has ${schedule.value.length} rounds, not ${r}` });
  const id = (n: number) => ids[n - 1]!;
  return ok({ pairs: round.games.map((g) => ({ white: id(g.white), black: id(g.black) })), bye: round.bye === undefined ? undefined : id(round.bye) });
}

/** The file's rounds paired again, each set beside the file's. */
function checkPairings(given: TrfFile, system: CheckedSystem, rules: DutchRules, rounds: number, unratedAs?: number): Result<RoundDifference[], CheckError> {
  // A Dutch file as the engine pairs it: 192 _BAKU without 250 records gets the Baku method's fictitious points.
  const dutch = system === 'swiss-dutch' ? checkDutchTrf(given) : ok(given);
  if (!dutch.ok) return inputError(dutch.error);
  const file = dutch.value;
  const t = file.tournament;
  // A double round robin when the file plans (XXR, 142) or plays more rounds than one cycle.
  const cycles = Math.max(t.totalRounds ?? 0, rounds) > roundRobinRoundCount(t.players.length) ? 2 : 1;
  const out: RoundDifference[] = [];
  for (let r = 1; r <= rounds; r++) {
    let arbiter: Result<DutchPairing>;
    const engine = swissEngineOf(system);
    if (system === 'swiss-dutch' || engine !== undefined) {
      const d = engine === undefined ? dutchRound(file, r, rules) : engineRound(engine, file, r, unratedAs);
      if (!d.ok) return d;
      arbiter = d.value;
    } else arbiter = bergerRound(t, r, cycles);
    const d = compare(r, filePairing(t, r), arbiter);
    if (d) out.push(d);
  }
  return ok(out);
}

/**
 * The pairings alone of a file read by `readTrfFile`, re-paired by the given Swiss engine (the TRF commands'
 * `-c`, `arbiter dubov -c`): every paired round from the rounds before it. A 192 record naming another
 * system is refused (`check.system`); `unratedAs` rates the players the file gives no rating.
 */
export function checkEnginePairings(
  file: TrfFile,
  engine: SwissEngine,
  unratedAs?: number,
): Result<{ readonly roundsChecked: number; readonly rounds: readonly RoundDifference[] }, CheckError> {
  const type = file.tournamentType;
  const named = type?.kind === 'dutch' ? 'swiss-dutch' : SYSTEMS.find((s) => SYSTEM_INFO[s].trf.code?.toUpperCase() === type?.code.toUpperCase());
  if (type !== undefined && named !== engine.system)
    return err({
      code: 'check.system',
      message: `line ${type.line}, column 5: 192 ${type.code} is not the ${engine.title} (${SYSTEM_INFO[engine.system].trf.code})`,
      line: type.line,
      column: 5,
    });
  const rounds = pairedRounds(file.tournament);
  const differences = checkPairings(file, engine.system, DEFAULT_DUTCH_RULES, rounds, unratedAs);
  return differences.ok ? ok({ roundsChecked: rounds, rounds: differences.value }) : differences;
}

/**
 * The players of a round robin who may have left it, as the file shows them: TRF has no code for a withdrawal
 * or an expulsion, so a player who loses every game from some round to the last one of the file by forfeit (or
 * is not paired in it) may have left before that round — as arbiter writes a player who withdrew or was
 * expelled (his games in the Berger table stay, lost by forfeit). The FIDE Tournament Rules then decide his
 * games: fewer than half played, the points scored by him or against him are not counted
 * (`scoring/standings.ts` uncountedPlayers); otherwise they count. A run of free rounds alone is no departure.
 * Forfeits alone do not tell a departure from games lost by forfeit: `checkTrf` takes this reading only where
 * the file's points column bears it out.
 */
export function playersWhoLeft(t: Tournament): Tournament {
  const lostOrAbsent = (r: Tournament['rounds'][number], id: number): 'forfeit' | 'absent' | undefined => {
    const g = r.games.find((x) => x.white === id || x.black === id);
    if (!g) return 'absent';
    return g.result === '--' || g.result === (g.white === id ? '-+' : '+-') ? 'forfeit' : undefined;
  };
  const players = t.players.map((p) => {
    if (p.withdrawnFromRound !== undefined) return p;
    let from: number | undefined;
    let forfeits = 0;
    for (let k = t.rounds.length - 1; k >= 0; k--) {
      const e = lostOrAbsent(t.rounds[k]!, p.id);
      if (e === undefined) break;
      if (e === 'forfeit') forfeits++;
      from = t.rounds[k]!.number;
    }
    return from !== undefined && forfeits > 0 ? { ...p, withdrawnFromRound: from } : p;
  });
  return { ...t, players };
}

/** The most players whose reading as gone matters that `departures` tries every way (2^10 readings). */
const MAX_DEPARTURES_TRIED = 10;

/**
 * Which of a round robin's players who may have left (`playersWhoLeft`) did: each on his own, since a player
 * who left and one who merely lost his last games by forfeit can stand in one file. Only a reading that leaves
 * a player's games uncounted (fewer than half played, `uncountedPlayers`) changes the standings, and it gives
 * him no points: a player the file gives points did not leave so. Of the others, none and all are tried
 * first, then every other choice of who left (beyond MAX_DEPARTURES_TRIED of them: a local search), till one
 * agrees with the file; else the one that agrees best is taken — the fewest players whose points differ, then
 * the fewest who differ at all, then the fewest departures. The differences found with it, and who left.
 */
function departures(t: Tournament, filePoints: ReadonlyMap<number, number>, differ: (x: Tournament) => PlayerDifference[]): { players: PlayerDifference[]; left: number[] } {
  const read = playersWhoLeft(t);
  const from = new Map(read.players.filter((p, k) => p.withdrawnFromRound !== t.players[k]!.withdrawnFromRound).map((p) => [p.id, p.withdrawnFromRound!]));
  const matters = [...uncountedPlayers(read)].filter((id) => from.has(id) && filePoints.get(id) === 0).sort((a, b) => a - b);
  const reading = (gone: readonly number[]) => {
    const players = differ({ ...t, players: t.players.map((p) => (gone.includes(p.id) ? { ...p, withdrawnFromRound: from.get(p.id)! } : p)) });
    return { players, left: gone, cost: [players.filter((p) => p.points !== undefined).length, players.length, gone.length] };
  };
  let best = reading([]);
  const better = (r: typeof best, than: typeof best) => {
    const k = r.cost.findIndex((c, i) => c !== than.cost[i]);
    return k >= 0 && r.cost[k]! < than.cost[k]!;
  };
  const agrees = () => best.cost[0] === 0 && best.cost[1] === 0;
  // None or all of them first: a file of arbiter's where every such player left agrees at once.
  if (matters.length > 0 && !agrees()) {
    const all = reading(matters);
    if (better(all, best)) best = all;
  }
  if (matters.length <= MAX_DEPARTURES_TRIED) {
    for (let m = 1; m < (1 << matters.length) - 1 && !agrees(); m++) {
      const r = reading(matters.filter((_, i) => m & (1 << i)));
      if (better(r, best)) best = r;
    }
  } else {
    // Too many to try every way: from the better of none and all, one reading turned over at a time while it agrees better.
    for (let turned = true; turned && !agrees();) {
      turned = false;
      for (const id of matters) {
        const r = reading(best.left.includes(id) ? best.left.filter((x) => x !== id) : [...best.left, id].sort((a, b) => a - b));
        if (better(r, best)) [best, turned] = [r, true];
      }
    }
  }
  return { players: best.players, left: [...best.left] };
}

/** The tournament the file holds, as the system checked (a round robin: its Berger rules, C.05; C.07 Article 15). */
function tournamentOf(file: TrfFile, system: CheckedSystem, tiebreaks: readonly string[], edition: TiebreakEdition): Result<Tournament, CheckError> {
  const t = tournamentFromTrfFile(file);
  if (!t.ok) return inputError(t.error);
  const s = t.value.settings;
  if (system === 'round-robin') {
    const cycles = (t.value.plannedRounds ?? t.value.rounds.length) > roundRobinRoundCount(t.value.players.length) ? 2 : 1;
    return ok({ ...t.value, settings: { ...DEFAULT_ROUND_ROBIN_SETTINGS, cycles, numbering: 'given', tiebreaks, tiebreakEdition: edition } });
  }
  return ok({ ...t.value, settings: { ...s, tiebreaks, tiebreakEdition: edition } });
}

/** The system as checked, in words: "FIDE Dubov system (C.04.4.1)". */
function checkedBy(system: CheckedSystem): string {
  const engine = swissEngineOf(system);
  return engine ? `${engine.title} (${engine.chapter})` : 'round robin, Berger tables (C.05 Annex 1)';
}

/** Checks a TRF file's pairings and standings (the header says how). */
export function checkTrf(text: string, options: CheckOptions = {}): Result<CheckReport, CheckError> {
  const read = readTrfFile(text);
  if (!read.ok) return inputError(read.error);
  const file = read.value;
  const lines = splitLines(text);
  const system = systemOfFile(file, lines);
  if (!system.ok) return system;
  const tiebreaks = fileTiebreaks(lines);
  if (!tiebreaks.ok) return fileFault('check.tiebreaks', tiebreaks.error);
  const rules = options.rules ?? file.rules ?? DEFAULT_DUTCH_RULES;
  const rounds = pairedRounds(file.tournament);
  const differences = checkPairings(file, system.value, rules, rounds);
  if (!differences.ok) return located(lines, differences.error);
  const edition = options.tiebreakEdition ?? tiebreakEditionOf(file);
  const t = tournamentOf(file, system.value, tiebreaks.value.list, edition);
  if (!t.ok) return located(lines, t.error);
  const differ = (x: Tournament) => standingsDifferences(file, x, standings(x, undefined, tiebreaks.value.list), tiebreaks.value);
  // A round robin: the players who lost every game to the end by forfeit read as having left, each where the
  // points column agrees better so (arbiter's own files of a withdrawal or an expulsion); else as games forfeited.
  const { players, left } =
    system.value === 'round-robin' ? departures(t.value, new Map(file.tournament.players.map((p) => [p.id, p.points])), differ) : { players: differ(t.value), left: [] };
  const dutch = system.value === 'swiss-dutch';
  return ok({
    format: file.format,
    system: system.value,
    checkedBy: dutch ? `FIDE (Dutch) System, ${rules} rules` : checkedBy(system.value),
    ...(dutch ? { rules } : {}),
    roundsChecked: rounds,
    rounds: differences.value,
    standings: {
      tiebreaks: tiebreaks.value.list,
      tiebreakSource: tiebreaks.value.source,
      tiebreakEdition: edition,
      values: tiebreaks.value.values.size > 0,
      players,
      ...(left.length ? { left } : {}),
    },
    agrees: differences.value.length === 0 && players.length === 0,
  });
}
