import { stateOf, type Game, type GameResult, type GameState } from '../core/game.js';
import type { Round } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import type { Language } from '../core/language.js';
import { TOURNAMENT_OPTIONS, tournamentOption, withTournamentOption, type TournamentOption } from '../core/tournamentOptions.js';
import { err, ok, type ArbiterError, type Result } from '../core/result.js';
import { SYSTEMS, type SystemName, type TournamentSettings } from '../core/settings.js';
import { checkText, checkTournamentDetails, NUMBER_LIMITS, TEXT_LIMITS, type GivenTournamentDetails } from '../core/fields.js';
import { changeDetail, isDetailKey } from '../core/details.js';
import {
  addRound,
  editPlayer as editPlayerFields,
  forbidPairing as addProhibition,
  findGame,
  markAbsent as announceAbsence,
  readyToPair,
  replaceLastRound,
  setResult,
  undoLastRound as removeLastRound,
  type GameRef,
  type PlayerEdit,
} from '../core/tournamentOps.js';
import type { AbsenceKind } from '../core/round.js';
import { inFideMode, isFideSystem } from '../core/fideMode.js';
import { pairRound, SYSTEM_REGISTRY, systemOf, type PairedRound, type ScoreExplanation } from './registry.js';
import { checkManualPairing } from '../pairing/index.js';
import type { DutchChecklist } from '../pairing/dutch/checklist.js';
import { absoluteCriteriaBreaks, messagesOf, type ManualWord } from '../pairing/manual.js';
import {
  checkFideSettings,
  confirmFideEvent,
  confirmForbiddenPair,
  confirmPairingNumberChange,
  confirmRequestedBye,
  confirmSettingChange,
  refuseAbsoluteBreaks,
  setFideMode,
  type FideConfirmation,
} from './fideMode.js';
import { pairingKindOf, tiebreakListChangeWarning, tiebreakListRefusal, tiebreakListWarnings, type TiebreakEdition, type TiebreakName } from '../scoring/tiebreaks.js';

/** A new tie-break list that C.07 forbids for the system (the Buchholz family in a round-robin). */
function refusedTiebreaks(settings: TournamentSettings): Result<true> {
  if (!('tiebreaks' in settings)) return ok(true);
  const why = tiebreakListRefusal(settings.tiebreaks as TiebreakName[], pairingKindOf(settings.system), settings.tiebreakEdition as TiebreakEdition);
  return why ? fault('setting', `tiebreaks: ${why}`) : ok(true);
}

/**
 * The operations a director performs, one function each, for every shell alike (the CLI, the web API):
 * each takes the tournament as it is and what the director asked, and returns the new tournament (and what
 * to tell him) or an error in his words. The shells only read their input, call one of these inside the
 * store's change (so it runs under the tournament's lock), and show the answer. The simpler changes
 * (players, absences, withdrawal, undo) are in `tournamentOps.ts` and re-exported here.
 */
export {
  addListedPlayers,
  addPlayer,
  allowPairing,
  expelPlayer,
  prohibitionRoundsText,
  findGame,
  markPresent,
  readyToPair,
  reinstatePlayer,
  removePlayer,
  resolvePlayer,
  withdrawPlayer,
  type GameRef,
  type PlayerEdit,
} from '../core/tournamentOps.js';

export { FULLY_CONFIRMED, confirmForbiddenPair, type ConfirmationAsked, type FideConfirmation } from './fideMode.js';

export const OPERATION_ERRORS = ['setting', 'unknown-system', 'pairing', 'conflict', 'fixed-setting', 'no-explanation', 'fide-refused', 'fide-confirm'] as const;
export type OperationErrorCode = (typeof OPERATION_ERRORS)[number];
const fault = (code: OperationErrorCode, message: string, details?: unknown): Result<never, ArbiterError & { details?: unknown }> =>
  err({ code, message, ...(details !== undefined ? { details } : {}) });

/** What a new tournament needs: its name, system, planned rounds, and settings as text (`top` → `auto`). */
export interface NewTournament {
  readonly name: string;
  readonly system: string;
  readonly plannedRounds?: number | undefined;
  /** Settings by key, as text; an empty text keeps the default. */
  readonly settings?: Readonly<Record<string, string>> | undefined;
  /** Settings to start from instead of the system's defaults (an imported or seeded stage). */
  readonly base?: TournamentSettings | undefined;
  /** Place, federation, dates, arbiters, time control (TRF 022–122), by the field rules. */
  readonly details?: GivenTournamentDetails | undefined;
  /** A FIDE system's tournament starts in FIDE mode (`fideMode.ts`) unless `off` (recorded, with `who`). */
  readonly fideMode?: 'on' | 'off' | undefined;
  readonly who?: string | undefined;
}

/** Makes a tournament (no players yet): every setting checked as the tournament file reads it. */
export function createTournament(input: NewTournament): Result<Tournament> {
  const system = input.system as SystemName;
  if (!SYSTEMS.includes(system)) return fault('unknown-system', `unknown system "${input.system}" (expected ${SYSTEMS.join(', ')})`);
  const name = checkText('name', input.name, TEXT_LIMITS.tournamentName);
  if (!name.ok) return name;
  const record = SYSTEM_REGISTRY[system];
  let settings = input.base ?? record.defaults;
  // The options of every tournament (core/tournamentOptions.ts), applied once the system's settings are read.
  const wideOptions: [TournamentOption, string][] = [];
  for (const [key, text] of Object.entries(input.settings ?? {})) {
    const wide = tournamentOption(key);
    if (wide && text.trim() !== '') {
      if (!wide.parse(text, { settings: {} })) return fault('setting', `setting ${key}: "${text}" is not valid (expected ${wide.expects})`, { setting: key, value: text });
      wideOptions.push([wide, text]);
      continue;
    }
    if (wide) continue;
    const spec = record.options.find((s) => s.key === key);
    if (!spec)
      return fault('setting', `unknown setting "${key}" for the ${record.noun} (one of ${[...TOURNAMENT_OPTIONS, ...record.options].map((o) => o.key).join(', ')})`, {
        setting: key,
      });
    if (text.trim() === '') continue;
    const next = spec.parse(text, settings);
    if (!next) return fault('setting', `setting ${key}: "${text}" is not valid (expected ${spec.expects})`, { setting: key, value: text });
    settings = next;
  }
  const rounds = input.plannedRounds;
  if (rounds !== undefined && (!Number.isInteger(rounds) || rounds < NUMBER_LIMITS.round[0] || rounds > NUMBER_LIMITS.round[1]))
    return fault('setting', `planned rounds: ${rounds} is not a whole number from 1 to ${NUMBER_LIMITS.round[1]}`);
  const details = input.details === undefined ? undefined : checkTournamentDetails(input.details);
  if (details && !details.ok) return details;
  if (input.fideMode !== undefined && !isFideSystem(system))
    return fault('setting', `fide-mode: a ${record.noun} is not of a FIDE system (FIDE mode is for the FIDE Swiss and round robins)`);
  const bare: Tournament = {
    name: name.value,
    ...(details?.value ? { details: details.value } : {}),
    ...(rounds !== undefined ? { plannedRounds: rounds } : {}),
    settings,
    players: [],
    rounds: [],
    absences: [],
  };
  const made = hiddenUntilPublished(wideOptions.reduce((t, [option, text]) => withTournamentOption(t, option, text) ?? t, bare));
  if (input.fideMode === 'off')
    return ok({ ...made, fideModeOff: true, fideEvents: [{ round: 0, kind: 'fide-mode-off', what: 'created outside FIDE mode', who: input.who ?? 'unknown' }] });
  const listed = refusedTiebreaks(settings);
  if (!listed.ok) return listed;
  const allowed = checkFideSettings(made, settings);
  return allowed.ok ? ok(made) : allowed;
}

/**
 * A tournament made from now on (issue 34: in the web app, with \`arbiter new\`, from a TRF) is hidden until its
 * director publishes it, unless it was made published; a file of before the setting stays public.
 */
export function hiddenUntilPublished<T extends { readonly published?: boolean | undefined }>(t: T): T {
  return t.published === undefined ? { ...t, published: false } : t;
}

/** Renames a tournament. */
export function renameTournament(t: Tournament, name: string): Result<Tournament> {
  const checked = checkText('name', name, TEXT_LIMITS.tournamentName);
  return checked.ok ? ok({ ...t, name: checked.value }) : checked;
}

/** Puts a tournament away (a finished season), or brings it back among the current ones. */
export function archive(t: Tournament, archived: boolean): Tournament {
  const { archived: _was, ...rest } = t;
  return archived ? { ...rest, archived: true } : rest;
}

/** Sets the language of the tournament's public pages and printed sheets (undefined: each reader's own). */
export function setLanguage(t: Tournament, language: Language | undefined): Tournament {
  const { language: _was, ...rest } = t;
  return language ? { ...rest, language } : rest;
}

/** Sets the number of rounds planned (never below the rounds paired). */
export function setPlannedRounds(t: Tournament, rounds: number | undefined): Result<Tournament> {
  if (rounds === undefined) {
    const { plannedRounds: _gone, ...rest } = t;
    return ok(rest);
  }
  if (!Number.isInteger(rounds) || rounds < Math.max(1, t.rounds.length) || rounds > NUMBER_LIMITS.round[1])
    return fault('setting', `planned rounds: ${rounds} is not a whole number from ${Math.max(1, t.rounds.length)} (the rounds paired) to ${NUMBER_LIMITS.round[1]}`);
  return ok({ ...t, plannedRounds: rounds });
}

/**
 * Changes one setting. Keizer and Elo-points recompute the whole season with it (said as a warning); in a
 * system whose paired rounds were made with it (a Swiss's point values, a round robin's numbering), the
 * change is refused after round 1 unless forced; a tie-break list changed after round 1 is allowed with a
 * warning (C.07: the tie-breaks are announced before the start).
 */
export function changeSetting(
  t: Tournament,
  key: string,
  value: string,
  { force = false, ...c }: { force?: boolean } & FideConfirmation = {},
): Result<{ tournament: Tournament; warnings: string[] }> {
  if (key === 'fide-mode') {
    const r = setFideMode(t, value, c);
    return r.ok ? ok({ tournament: r.value, warnings: [] }) : r;
  }
  const wide = tournamentOption(key);
  if (wide) {
    // An option of every tournament (published, own-results): nothing paired depends on it.
    const next = withTournamentOption(t, wide, value);
    if (!next) return fault('setting', `${key} ${value}: expected ${wide.expects}`, { setting: key, value });
    return ok({ tournament: next, warnings: [] });
  }
  if (key === 'name') {
    const r = renameTournament(t, value);
    return r.ok ? ok({ tournament: r.value, warnings: [] }) : r;
  }
  if (key === 'rounds') {
    const n = value.trim() === 'none' ? undefined : /^\d{1,5}$/.test(value.trim()) ? Number(value) : Number.NaN;
    const r = setPlannedRounds(t, n);
    return r.ok ? ok({ tournament: r.value, warnings: [] }) : r;
  }
  if (isDetailKey(key)) {
    const r = changeDetail(t, key, value);
    return r.ok ? ok({ tournament: r.value, warnings: [] }) : r;
  }
  const record = systemOf(t);
  const spec = record.options.find((o) => o.key === key);
  if (!spec)
    return fault(
      'setting',
      `unknown setting "${key}" for the ${record.noun} (one of name, rounds, the details, ${[...TOURNAMENT_OPTIONS, ...record.options].map((o) => o.key).join(', ')})`,
    );
  const settings = spec.parse(value, t.settings);
  if (!settings) return fault('setting', `${key} ${value}: expected ${spec.expects}`, { setting: key, value });
  const listed = key === 'tiebreaks' || key === 'tiebreak-edition' ? refusedTiebreaks(settings) : ok(true);
  if (!listed.ok) return listed;
  const allowed = checkFideSettings(t, settings);
  if (!allowed.ok) return allowed;
  const confirmed = confirmSettingChange(t, key, spec.make(t.settings), spec.make(settings), c);
  if (!confirmed.ok) return confirmed;
  // In FIDE mode a confirmed change is forced: the director has said so once.
  if (inFideMode(t) && (c.confirmations ?? 0) > 0) force = true;
  const warnings: string[] = [];
  if (spec.make(settings) !== spec.make(t.settings) && t.rounds.length > 0) {
    if (record.fixedOncePaired.includes(key)) {
      const why = `rounds 1–${t.rounds.length} were paired with ${key} ${spec.make(t.settings)}`;
      if (!force) return fault('fixed-setting', `${why}; changing it would alter what they were made from (force it to change only the rounds to come)`);
      warnings.push(`${why}: the rounds to come use ${spec.make(settings)}, the paired ones stay as they are`);
    }
    warnings.push(`${key} changed: ${record.recomputes}`);
  }
  if (key === 'tiebreaks' && 'tiebreaks' in t.settings && 'tiebreaks' in settings) {
    const w = tiebreakListChangeWarning(t.settings.tiebreaks as TiebreakName[], settings.tiebreaks as TiebreakName[], t.rounds.length);
    if (w) warnings.push(w);
    warnings.push(...tiebreakListWarnings(settings.tiebreaks as TiebreakName[], pairingKindOf(t.settings.system), settings.tiebreakEdition as TiebreakEdition));
  }
  return ok({ tournament: { ...confirmed.value, settings }, warnings });
}

/**
 * Pairs the next round with the system's engine (or takes a pairing already computed by it, e.g. in a
 * worker thread) and adds it.
 */
export function pairNextRound(t: Tournament, options: { allowPending?: boolean; paired?: PairedRound } = {}): Result<{ tournament: Tournament; paired: PairedRound }> {
  const ready = readyToPair(t, options);
  if (!ready.ok) return ready;
  const paired = options.paired ? ok(options.paired) : pairRound(t, options);
  if (!paired.ok) return paired;
  const added = addRound(t, paired.value.round, options);
  return added.ok ? ok({ tournament: added.value, paired: paired.value }) : added;
}

/** A pairing made by hand: white first, and the players with the bye. */
export interface HandPairing {
  readonly pairs: readonly (readonly [white: number, black: number])[];
  readonly byes: readonly number[];
  /** Replace the current round's pairing (it must have no results) instead of pairing the next round. */
  readonly replace?: boolean | undefined;
  /** Make it although it breaks a pairing rule (a rematch, a colour rule): the warnings are returned. */
  readonly force?: boolean | undefined;
  readonly allowPending?: boolean | undefined;
  /** FIDE mode: confirmations of a replaced pairing, and who made it. */
  readonly confirmations?: number | undefined;
  readonly who?: string | undefined;
}

/**
 * Pairs a round by hand. The check names every rule the pairing breaks: errors refuse it; warnings refuse it
 * unless forced (the refusal carries the check in `details`, so a screen can show each rule).
 */
export function pairByHand(t: Tournament, h: HandPairing): Result<{ tournament: Tournament; round: Round; warnings: readonly ManualWord[] }> {
  if (h.replace && t.rounds.length === 0) return fault('pairing', 'there is no round to pair again');
  const base = h.replace ? { ...t, rounds: t.rounds.slice(0, -1) } : t;
  if (!h.replace) {
    const ready = readyToPair(t, h);
    if (!ready.ok) return ready;
  }
  const check = checkManualPairing(base, h.pairs, h.byes);
  if (check.errors.length) return fault('pairing', `the pairing is not possible: ${messagesOf(check.errors).join('; ')}`, check);
  const absolute = refuseAbsoluteBreaks(base, absoluteCriteriaBreaks(base, h.pairs, h.byes));
  if (!absolute.ok) return absolute;
  if (check.warnings.length && !h.force)
    return fault('pairing', `the pairing breaks ${check.warnings.length === 1 ? 'a rule' : 'rules'}: ${messagesOf(check.warnings).join('; ')} (force it to make it anyway)`, check);
  const round: Round = { number: base.rounds.length + 1, games: h.pairs.map(([white, black], i): Game => ({ board: i + 1, white, black })), byes: [...h.byes] };
  // C.04.2 2026 4.4: a published pairing is not changed.
  const confirmed = h.replace
    ? confirmFideEvent(
        t,
        { round: round.number, kind: 'pairing-replaced', what: `the pairing of round ${round.number} replaced by one made by hand` },
        'a published pairing is not changed (C.04.2 4.4)',
        h,
      )
    : ok(t);
  if (!confirmed.ok) return confirmed;
  const next = h.replace ? replaceLastRound(confirmed.value, round) : addRound(t, round, h);
  return next.ok ? ok({ tournament: next.value, round, warnings: check.warnings }) : next;
}

/** What a result entry says: the result, `postponed`, or undefined to clear it. */
export type ResultEntry = GameResult | GameState | undefined;

const RESULT_WORDS = (r: ResultEntry): string => (r === undefined ? 'no result' : r === 'postponed' || r === 'adjourned' ? r : r.replace('1/2-1/2', '½–½').replace('-', '–'));

/**
 * Enters (or corrects, or clears) a result, or marks the game postponed. With `shown` — what the
 * director's screen showed — a board that another screen changed meanwhile is refused, saying what it
 * holds now and what he entered, so nothing entered elsewhere is overwritten unseen.
 */
export function enterResult(
  t: Tournament,
  ref: GameRef,
  result: ResultEntry,
  options: { round?: number | undefined; shown?: { readonly was: ResultEntry } | undefined } & FideConfirmation = {},
): Result<{ tournament: Tournament; round: number; game: Game }> {
  const roundNumber = options.round ?? t.rounds.length;
  const found = findGame(t, ref, roundNumber);
  if (!found.ok) return found;
  const now: ResultEntry = found.value.game.result ?? stateOf(found.value.game);
  if (options.shown !== undefined && now !== options.shown.was && now !== result)
    return fault(
      'conflict',
      `board ${found.value.game.board} of round ${roundNumber} was set to ${RESULT_WORDS(now)} on another screen; yours was ${RESULT_WORDS(result)} — look again and enter it once more if yours is right`,
      { now: now ?? null, yours: result ?? null },
    );
  // C.04.2 2026 4.3: a result changed once the next round is paired alters what that round was paired from.
  const g = found.value.game;
  const changed = g.result !== undefined && now !== result && roundNumber < t.rounds.length;
  const confirmed = changed
    ? confirmFideEvent(
        t,
        {
          round: roundNumber,
          kind: 'result-changed',
          what: `round ${roundNumber} board ${g.board}: ${RESULT_WORDS(now)} changed to ${RESULT_WORDS(result)} after round ${t.rounds.length} was paired`,
        },
        'the later rounds were paired with the old result (C.04.2 4.3)',
        options,
      )
    : ok(t);
  if (!confirmed.ok) return confirmed;
  const next = setResult(confirmed.value, ref, result, roundNumber);
  if (!next.ok) return next;
  const game = findGame(next.value, ref, roundNumber);
  return game.ok ? ok({ tournament: next.value, round: roundNumber, game: game.value.game }) : game;
}

/**
 * The checklist of a paired round (FIDE Dutch Swiss): per player, the score, colours, colour preference,
 * bye right and floats the engine paired by, and the round's pairing (`arbiter dutch -l`'s table).
 */
export function roundChecklist(t: Tournament, round: number): Result<DutchChecklist> {
  const record = systemOf(t);
  if (!record.checklist) return fault('no-explanation', `a ${record.noun} is not paired by the FIDE (Dutch) engine: it has no checklist`);
  return record.checklist(t, round);
}

/** Explains a player's score game by game, in systems that score with values (Keizer, Elo-points). */
export function explainScore(t: Tournament, playerId: number, afterRound?: number): Result<ScoreExplanation> {
  const record = systemOf(t);
  if (!record.explain) return fault('no-explanation', `a ${record.noun} ranks by points and tie-breaks; a score is explained by its tie-breaks (--tiebreak NAME)`);
  if (!t.players.some((p) => p.id === playerId)) return err({ code: 'unknown-player', message: `there is no player ${playerId}` });
  if (afterRound !== undefined && (afterRound < 0 || afterRound > t.rounds.length)) return err({ code: 'no-round', message: `rounds 0–${t.rounds.length} exist` });
  return ok(record.explain(t, playerId, afterRound));
}

/**
 * Removes the last round while it has no results (a round with results is never paired again: refused in
 * `tournamentOps.ts`). In FIDE mode it changes a published pairing: confirmed and recorded (C.04.2 2026 4.4).
 */
export function undoLastRound(t: Tournament, c: FideConfirmation = {}): Result<Tournament> {
  const removed = removeLastRound(t);
  if (!removed.ok) return removed;
  const n = t.rounds.length;
  const confirmed = confirmFideEvent(removed.value, { round: n, kind: 'round-undone', what: `round ${n} undone` }, 'a published pairing is not changed (C.04.2 4.4)', c);
  return confirmed;
}

/**
 * Announces an absence or a requested bye (`tournamentOps.ts`); in FIDE mode a full-point bye, or a second
 * half-point bye of a player, is confirmed and recorded.
 */
export function markAbsent(t: Tournament, playerId: number, kind: AbsenceKind, round = t.rounds.length + 1, c: FideConfirmation = {}): Result<Tournament> {
  const marked = announceAbsence(t, playerId, kind, round);
  if (!marked.ok) return marked;
  const name = t.players.find((p) => p.id === playerId)?.name ?? `player ${playerId}`;
  return confirmRequestedBye(marked.value, { round, player: playerId, kind }, name, c);
}

/**
 * Prohibits players from meeting (`tournamentOps.ts`, `arbiter forbid`); in FIDE mode one added after round 1
 * is confirmed and recorded (prohibited pairs are entered before round 1).
 */
export function forbidPairing(t: Tournament, players: readonly number[], rounds: { first?: number; last?: number } = {}, c: FideConfirmation = {}): Result<Tournament> {
  const added = addProhibition(t, players, rounds);
  if (!added.ok) return added;
  const [a, ...others] = players.map((id) => t.players.find((p) => p.id === id)?.name ?? `player ${id}`);
  return confirmForbiddenPair(added.value, a!, others.join(' and '), c);
}

/** Changes a player's fields (`tournamentOps.ts`); in FIDE mode a pairing number changed after round 4 is confirmed. */
export function editPlayer(
  t: Tournament,
  playerId: number,
  edit: PlayerEdit,
  options: { force?: boolean } & FideConfirmation = {},
): Result<{ tournament: Tournament; warnings: string[] }> {
  const edited = editPlayerFields(t, playerId, edit, options);
  if (!edited.ok) return edited;
  const before = t.players.find((p) => p.id === playerId)!;
  const after = edited.value.tournament.players.find((p) => p.id === playerId)!;
  const confirmed = confirmPairingNumberChange(edited.value.tournament, before.name, before.startNumber, after.startNumber, options);
  return confirmed.ok ? ok({ ...edited.value, tournament: confirmed.value }) : confirmed;
}
