import { findPlayers, type Player } from './player.js';
import type { Game, GameResult } from './game.js';
import type { AbsenceKind, Round } from './round.js';
import { ArbiterFailure, err, ok, type Result, type ArbiterError } from './result.js';
import { about, checkPlayerFields, NUMBER_LIMITS, type GivenPlayerFields } from './fields.js';
import { absenceRefusal } from './systems.js';
import type { Tournament } from './tournament.js';
import { hasStartNumbers, lateStartNumbers, startNumberingOf, withStartNumbers } from './startNumbers.js';

/**
 * Changes to a tournament as a director makes them. Each returns a new Tournament or an error that says
 * what is wrong in the director's words; the shells (CLI, web) only parse input and save the result.
 */
export const TOURNAMENT_ERRORS = [
  'unknown-player',
  'ambiguous-player',
  'duplicate-player',
  'no-round',
  'no-board',
  'results-missing',
  'round-has-results',
  'already-paired',
  'not-entered',
  'invalid',
] as const;
export type TournamentErrorCode = (typeof TOURNAMENT_ERRORS)[number];

const fault = (code: TournamentErrorCode, message: string): Result<never, ArbiterError> => err({ code, message });

/** Finds exactly one player by number, exact name or unique name prefix. */
export function resolvePlayer(t: Tournament, query: string): Result<Player, ArbiterError> {
  const found = findPlayers(t.players, query);
  if (found.length === 1) return ok(found[0]!);
  if (found.length === 0) return fault('unknown-player', `no player "${query}" in ${t.name} (see "player list")`);
  return fault('ambiguous-player', `"${query}" matches ${found.length} players: ${found.slice(0, 5).map((p) => `${p.id} ${p.name}`).join(', ')}${found.length > 5 ? ', …' : ''}; give more of the name or the number`);
}

/** Unwraps for shells that report errors by throwing. */
export function must<T>(r: Result<T, ArbiterError>): T {
  if (r.ok) return r.value;
  throw new ArbiterFailure(r.error.code, r.error.message);
}

export type NewPlayer = GivenPlayerFields;

/** Registers a player. After round 1 is paired he is a late entry, joining from the next round. */
export function addPlayer(t: Tournament, fields: NewPlayer): Result<{ tournament: Tournament; player: Player }, ArbiterError> {
  const r = registerPlayers(t, [fields], 'refuse');
  if (!r.ok) return r;
  return ok({ tournament: r.value.tournament, player: r.value.added[0]! });
}

/**
 * Registers players from the federation's list. A player already registered (the same federation id,
 * FIDE id or name) is skipped, not added twice. Linear in the number of players.
 */
export function addListedPlayers(
  t: Tournament,
  players: readonly NewPlayer[],
): Result<{ tournament: Tournament; added: Player[]; skipped: NewPlayer[] }, ArbiterError> {
  return registerPlayers(t, players, 'skip');
}

/** Adds players in one pass; a name (or federation id) already registered is refused or skipped. */
function registerPlayers(
  t: Tournament,
  players: readonly NewPlayer[],
  registered: 'refuse' | 'skip',
): Result<{ tournament: Tournament; added: Player[]; skipped: NewPlayer[] }, ArbiterError> {
  if (players.length && t.rounds.length > 0 && (t.settings.system === 'round-robin' || t.settings.system === 'dotoho'))
    return fault('invalid', `a ${t.settings.system === 'dotoho' ? 'DO-TO-HO stage' : 'round robin'} fixes its players when round 1 is paired; ${players[0]!.name.trim()} cannot join now`);
  const names = new Set(t.players.map((p) => p.name.toLocaleLowerCase()));
  const federationIds = new Set(t.players.flatMap((p) => (p.federationId === undefined ? [] : [p.federationId])));
  const fideIds = new Set(t.players.flatMap((p) => (p.fideId === undefined ? [] : [p.fideId])));
  let id = t.players.reduce((m, p) => Math.max(m, p.id), 0);
  const late = t.rounds.length > 0 ? { joinedRound: t.rounds.length + 1 } : {};
  const added: Player[] = [];
  const skipped: NewPlayer[] = [];
  for (const fields of players) {
    const checked = checkPlayerFields(fields);
    if (!checked.ok) return err(about(fields.name.trim() ? `player "${fields.name.trim().slice(0, 60)}"` : 'a new player', checked.error));
    const p = checked.value;
    const name = p.name.toLocaleLowerCase();
    const clash = names.has(name)
      ? `there is already a player named "${p.name}"`
      : p.federationId !== undefined && federationIds.has(p.federationId)
        ? `there is already a player with federation id ${p.federationId}`
        : p.fideId !== undefined && fideIds.has(p.fideId)
          ? `there is already a player with FIDE id ${p.fideId}`
          : undefined;
    if (clash !== undefined) {
      if (registered === 'refuse') return fault('duplicate-player', clash);
      skipped.push(fields);
      continue;
    }
    if (t.players.length + added.length >= NUMBER_LIMITS.players[1])
      return fault('invalid', `a tournament holds at most ${NUMBER_LIMITS.players[1].toLocaleString('en')} players; nothing was imported`);
    names.add(name);
    if (p.federationId !== undefined) federationIds.add(p.federationId);
    if (p.fideId !== undefined) fideIds.add(p.fideId);
    added.push({ ...p, id: ++id, ...late });
  }
  // A late entry of a Swiss gets the next start numbers (GHR 2026 Article 2; see startNumbers.ts).
  const numbering = startNumberingOf(t.settings);
  if (numbering && hasStartNumbers(t)) {
    const numbers = lateStartNumbers(t, added, numbering);
    added.forEach((p, i) => (added[i] = { ...p, startNumber: numbers.get(p.id)! }));
  }
  return ok({ tournament: { ...t, players: [...t.players, ...added] }, added, skipped });
}

/** The player is not paired from the next round on. He keeps his games and his place in the standings. */
export function withdrawPlayer(t: Tournament, playerId: number): Result<Tournament, ArbiterError> {
  const from = t.rounds.length + 1;
  const p = t.players.find((x) => x.id === playerId);
  if (!p) return fault('unknown-player', `no player ${playerId}`);
  if (p.withdrawnFromRound !== undefined) return fault('invalid', `${p.name} withdrew already (from round ${p.withdrawnFromRound})`);
  return ok(updatePlayer(t, { ...p, withdrawnFromRound: from }));
}

/** Announces an absence (or a requested bye) for the next round to be paired; replaces an earlier one. */
export function markAbsent(t: Tournament, playerId: number, kind: AbsenceKind): Result<Tournament, ArbiterError> {
  const round = t.rounds.length + 1;
  const p = t.players.find((x) => x.id === playerId);
  if (!p) return fault('unknown-player', `no player ${playerId}`);
  if (p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= round) return fault('not-entered', `${p.name} has withdrawn`);
  const refused = absenceRefusal(t.settings.system, kind);
  if (refused) return fault('invalid', refused);
  const absences = t.absences.filter((a) => !(a.round === round && a.player === playerId));
  return ok({ ...t, absences: [...absences, { round, player: playerId, kind }] });
}

/** Takes back an announced absence for the next round. */
export function markPresent(t: Tournament, playerId: number): Result<Tournament, ArbiterError> {
  const round = t.rounds.length + 1;
  const absences = t.absences.filter((a) => !(a.round === round && a.player === playerId));
  if (absences.length === t.absences.length) return fault('invalid', `player ${playerId} is not marked absent for round ${round}`);
  return ok({ ...t, absences });
}

/** Boards of a round that still have no result. */
export function missingResults(round: Round): number[] {
  return round.games.filter((g) => g.result === undefined).map((g) => g.board);
}

/** Checks that the next round may be paired: the previous one is complete. */
export function readyToPair(t: Tournament): Result<number, ArbiterError> {
  const last = t.rounds[t.rounds.length - 1];
  if (last) {
    const missing = missingResults(last);
    if (missing.length)
      return fault('results-missing', `round ${last.number} has no result yet on board${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: enter ${missing.length > 1 ? 'them' : 'it'} before pairing round ${last.number + 1}`);
  }
  if (t.plannedRounds !== undefined && t.rounds.length >= t.plannedRounds)
    return fault('invalid', `all ${t.plannedRounds} planned rounds are paired`);
  return ok(t.rounds.length + 1);
}

/** Adds a paired round (from an engine or by hand). Round 1 of a Swiss fixes the start numbers. */
export function addRound(t: Tournament, round: Round): Result<Tournament, ArbiterError> {
  const ready = readyToPair(t);
  if (!ready.ok) return ready;
  if (round.number !== ready.value) return fault('invalid', `expected round ${ready.value}, got round ${round.number}`);
  const checked = checkRound(t, round);
  if (!checked.ok) return checked;
  const numbering = startNumberingOf(t.settings);
  const numbered = round.number === 1 && numbering ? withStartNumbers(t, numbering) : t;
  return ok({ ...numbered, rounds: [...t.rounds, round] });
}

/**
 * A round as the tournament file can hold it: boards 1, 2, 3, …; every player registered, and at most once
 * in the round — on a board, with the bye, or announced absent.
 */
export function checkRound(t: Tournament, round: Round): Result<Round, ArbiterError> {
  const ids = new Set(t.players.map((p) => p.id));
  const seen = new Map<number, string>();
  const nameOf = (id: number) => t.players.find((p) => p.id === id)?.name ?? `player ${id}`;
  const use = (id: number, where: string): Result<true, ArbiterError> => {
    if (!ids.has(id)) return fault('unknown-player', `round ${round.number}: there is no player ${id}`);
    const before = seen.get(id);
    if (before) return fault('invalid', `round ${round.number}: ${nameOf(id)} cannot be both ${before} and ${where}`);
    seen.set(id, where);
    return ok(true);
  };
  for (const a of t.absences) if (a.round === round.number) use(a.player, `absent (${a.kind})`);
  for (const [i, g] of round.games.entries()) {
    if (g.board !== i + 1) return fault('invalid', `round ${round.number}: boards are numbered 1, 2, 3, … (board ${g.board} is the ${i + 1}th)`);
    if (g.white === g.black) return fault('invalid', `round ${round.number} board ${g.board}: ${nameOf(g.white)} cannot play himself`);
    for (const id of [g.white, g.black]) {
      const r = use(id, `on board ${g.board}`);
      if (!r.ok) return r;
    }
  }
  for (const b of round.byes) {
    const r = use(b, 'given the bye');
    if (!r.ok) return r;
  }
  return ok(round);
}

/** Replaces the last round's pairing while it has no results (changing a pairing by hand). */
export function replaceLastRound(t: Tournament, round: Round): Result<Tournament, ArbiterError> {
  const last = t.rounds[t.rounds.length - 1];
  if (!last || last.number !== round.number) return fault('no-round', `round ${round.number} is not the current round`);
  if (last.games.some((g) => g.result !== undefined))
    return fault('round-has-results', `round ${last.number} already has results; clear them before changing its pairing`);
  const checked = checkRound(t, round);
  return checked.ok ? ok({ ...t, rounds: [...t.rounds.slice(0, -1), round] }) : checked;
}

/** Removes the last round while it has no results. */
export function undoLastRound(t: Tournament): Result<Tournament, ArbiterError> {
  const last = t.rounds[t.rounds.length - 1];
  if (!last) return fault('no-round', 'there is no paired round to undo');
  const done = last.games.filter((g) => g.result !== undefined).map((g) => g.board);
  if (done.length)
    return fault('round-has-results', `round ${last.number} has results on board${done.length > 1 ? 's' : ''} ${done.join(', ')}; a round with results cannot be undone`);
  // Before round 1 the start numbers are not fixed yet: a corrected rating still counts.
  const players = last.number === 1 && hasStartNumbers(t) ? t.players.map(({ startNumber: _s, ...p }) => p) : t.players;
  return ok({ ...t, players, rounds: t.rounds.slice(0, -1) });
}

/** Where a result goes: a board, or the game of a player, in a round (default: the last paired round). */
export type GameRef = { readonly board: number } | { readonly player: number };

export function findGame(t: Tournament, ref: GameRef, roundNumber = t.rounds.length): Result<{ round: Round; game: Game }, ArbiterError> {
  const round = t.rounds.find((r) => r.number === roundNumber);
  if (!round) return fault('no-round', t.rounds.length ? `there is no round ${roundNumber} (rounds 1–${t.rounds.length} are paired)` : 'no round is paired yet');
  const game = 'board' in ref ? round.games.find((g) => g.board === ref.board) : round.games.find((g) => g.white === ref.player || g.black === ref.player);
  if (!game) {
    if ('board' in ref) return fault('no-board', `round ${round.number} has no board ${ref.board} (boards 1–${round.games.length})`);
    const name = t.players.find((p) => p.id === ref.player)?.name ?? `player ${ref.player}`;
    return fault('no-board', `${name} has no game in round ${round.number}${round.byes.includes(ref.player) ? ' (he has the bye)' : ''}`);
  }
  return ok({ round, game });
}

/** Records (or corrects) a result; `undefined` clears it. */
export function setResult(t: Tournament, ref: GameRef, result: GameResult | undefined, roundNumber = t.rounds.length): Result<Tournament, ArbiterError> {
  const found = findGame(t, ref, roundNumber);
  if (!found.ok) return found;
  const { round, game } = found.value;
  const updated: Game = result === undefined ? { board: game.board, white: game.white, black: game.black } : { ...game, result };
  const newRound: Round = { ...round, games: round.games.map((g) => (g === game ? updated : g)) };
  return ok({ ...t, rounds: t.rounds.map((r) => (r === round ? newRound : r)) });
}

export function updatePlayer(t: Tournament, player: Player): Tournament {
  return { ...t, players: t.players.map((p) => (p.id === player.id ? dropUndefined(player) : p)) };
}

/** The object without its undefined fields (so the tournament file and JSON show only what is set). */
export function dropUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
