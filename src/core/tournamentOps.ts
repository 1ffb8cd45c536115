import { findPlayers, type Player } from './player.js';
import type { Game, GameResult, GameState } from './game.js';
import { isAbsence, type AbsenceKind, type Round } from './round.js';
import { ArbiterFailure, err, ok, type Result } from './result.js';
import { about, checkPlayerFields, NUMBER_LIMITS, shown, type GivenPlayerFields } from './fields.js';
import { absenceRefusal, SYSTEM_INFO } from './systems.js';
import { signsUp } from './settings.js';
import type { Prohibition, Tournament } from './tournament.js';
import { hasStartNumbers, lateStartNumbers, startNumberingOf, withStartNumbers } from './startNumbers.js';

/**
 * Changes to a tournament as a director makes them. Each returns a new Tournament or an error that says
 * what is wrong in the director's words; the shells (CLI, web) only parse input and save the result.
 */
export const TOURNAMENT_ERRORS = [
  'unknown-player',
  'has-games',
  'paired-input',
  'ambiguous-player',
  'duplicate-player',
  'no-round',
  'no-board',
  'results-missing',
  'round-has-results',
  'already-paired',
  'not-entered',
  'no-sign-up',
  'invalid',
] as const;
export type TournamentErrorCode = (typeof TOURNAMENT_ERRORS)[number];

const fault = (code: TournamentErrorCode, message: string, details?: Readonly<Record<string, unknown>>): Result<never> => err({ code, message, ...(details ? { details } : {}) });

/** Finds exactly one player by number, exact name or unique name prefix. */
export function resolvePlayer(t: Tournament, query: string): Result<Player> {
  const found = findPlayers(t.players, query);
  if (found.length === 1) return ok(found[0]!);
  if (found.length === 0) return fault('unknown-player', `no player "${query}" in ${t.name} (see "player list")`);
  return fault(
    'ambiguous-player',
    `"${query}" matches ${found.length} players: ${found
      .slice(0, 5)
      .map((p) => `${p.id} ${p.name}`)
      .join(', ')}${found.length > 5 ? ', …' : ''}; give more of the name or the number`,
  );
}

/** Unwraps for shells that report errors by throwing. */
export function must<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new ArbiterFailure(r.error.code, r.error.message);
}

export type NewPlayer = GivenPlayerFields;

/** Registers a player. After round 1 is paired he is a late entry, joining from the next round. */
export function addPlayer(t: Tournament, fields: NewPlayer): Result<{ tournament: Tournament; player: Player }> {
  const r = registerPlayers(t, [fields], 'refuse');
  if (!r.ok) return r;
  return ok({ tournament: r.value.tournament, player: r.value.added[0]! });
}

/**
 * Registers players from the federation's list. A player already registered (the same federation id,
 * FIDE id or name) is skipped, not added twice. Linear in the number of players.
 */
export function addListedPlayers(t: Tournament, players: readonly NewPlayer[]): Result<{ tournament: Tournament; added: Player[]; skipped: NewPlayer[] }> {
  return registerPlayers(t, players, 'skip');
}

/** Adds players in one pass; a name (or federation id) already registered is refused or skipped. */
function registerPlayers(t: Tournament, players: readonly NewPlayer[], registered: 'refuse' | 'skip'): Result<{ tournament: Tournament; added: Player[]; skipped: NewPlayer[] }> {
  const info = SYSTEM_INFO[t.settings.system];
  if (players.length && t.rounds.length > 0 && info.fixedSchedule)
    return fault('invalid', `a ${info.noun} fixes its players when round 1 is paired; ${shown(players[0]!.name.trim())} cannot join now`);
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
export function withdrawPlayer(t: Tournament, playerId: number): Result<Tournament> {
  const from = t.rounds.length + 1;
  const p = t.players.find((x) => x.id === playerId);
  if (!p) return fault('unknown-player', `no player ${playerId}`);
  if (p.withdrawnFromRound !== undefined) return fault('invalid', `${p.name} withdrew already (from round ${p.withdrawnFromRound})`);
  return ok(updatePlayer(t, { ...p, withdrawnFromRound: from }));
}

/**
 * Expels a player (the arbiter's decision, not the player's): he is not paired from the next round on, as a
 * withdrawn player, and is shown as expelled. A player who withdrew earlier is marked expelled from the round
 * he withdrew.
 */
export function expelPlayer(t: Tournament, playerId: number): Result<Tournament> {
  const p = t.players.find((x) => x.id === playerId);
  if (!p) return fault('unknown-player', `no player ${playerId}`);
  if (p.expelled) return fault('invalid', `${p.name} was expelled already (from round ${p.withdrawnFromRound})`);
  return ok(updatePlayer(t, { ...p, withdrawnFromRound: p.withdrawnFromRound ?? t.rounds.length + 1, expelled: true }));
}

/**
 * Announces an absence (or a requested bye) for a round not yet paired — the next one by default, or any
 * later one (a holiday, half-point byes for rounds 4 and 5); replaces an earlier one for that round.
 */
export function markAbsent(t: Tournament, playerId: number, kind: AbsenceKind, round = t.rounds.length + 1): Result<Tournament> {
  const next = t.rounds.length + 1;
  if (!Number.isInteger(round) || round < next) return fault('already-paired', `round ${round} is paired already; absences are announced for round ${next} or later`);
  if (t.plannedRounds !== undefined && round > t.plannedRounds) return fault('invalid', `the tournament has ${t.plannedRounds} rounds; there is no round ${round}`);
  if (round > NUMBER_LIMITS.round[1]) return fault('invalid', `there is no round ${round}`);
  const p = t.players.find((x) => x.id === playerId);
  if (!p) return fault('unknown-player', `no player ${playerId}`);
  if (p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= round) return fault('not-entered', `${p.name} has withdrawn`);
  if (kind === 'present' && !signsUp(t.settings)) return fault('no-sign-up', NO_SIGN_UP);
  const refused = kind === 'present' ? undefined : absenceRefusal(t.settings.system, kind);
  if (refused) return fault('invalid', refused);
  const rounds = roundsOfPairing(t, round);
  if (!rounds.ok) return rounds;
  const absences = t.absences.filter((a) => !(rounds.value.includes(a.round) && a.player === playerId));
  return ok({ ...t, absences: [...absences, ...rounds.value.map((r) => ({ round: r, player: playerId, kind }))] });
}

/**
 * The rounds an announcement for `round` covers: the round itself, or both rounds of a Double-Swiss match
 * (C.04.5 Preface: "Byes (requested or assigned) apply only to matches, never to individual games") —
 * refused for game b of a match whose game a is paired.
 */
function roundsOfPairing(t: Tournament, round: number): Result<number[]> {
  const per = SYSTEM_INFO[t.settings.system].roundsPerPairing ?? 1;
  if (per === 1) return ok([round]);
  const first = round - ((round - 1) % per);
  if (first <= t.rounds.length)
    return fault(
      'already-paired',
      `round ${round} is game b of match ${(first - 1) / per + 1}, whose game a is paired: byes apply only to whole matches (C.04.5 Preface); enter the game as a forfeit`,
    );
  const last = Math.min(first + per - 1, t.plannedRounds ?? first + per - 1);
  return ok(Array.from({ length: last - first + 1 }, (_, k) => first + k));
}

const NO_SIGN_UP = 'players sign up for an evening only with the setting attendance opt-in (it is opt-out: everyone not announced absent plays)';

/**
 * Takes back an announced absence for a round not yet paired (the next one by default). When the players
 * sign up for each evening (`attendance: opt-in`, keizer.md §3), signs the player up instead: his
 * announcement for the round becomes `present`.
 */
export function markPresent(t: Tournament, playerId: number, round = t.rounds.length + 1): Result<Tournament> {
  if (round <= t.rounds.length) return fault('already-paired', `round ${round} is paired already`);
  if (signsUp(t.settings)) return markAbsent(t, playerId, 'present', round);
  const rounds = roundsOfPairing(t, round);
  if (!rounds.ok) return rounds;
  const absences = t.absences.filter((a) => !(rounds.value.includes(a.round) && a.player === playerId));
  const name = t.players.find((x) => x.id === playerId)?.name ?? `player ${playerId}`;
  if (absences.length === t.absences.length) return fault('invalid', `${name} is not announced absent for round ${round}`);
  return ok({ ...t, absences });
}

/**
 * Boards of a round that still have no result (postponed games do not count: they have a date; nor do
 * adjourned ones: TRF-2026 162 scores an unknown result `X`, as a draw by default, so the next round is paired).
 */
export function missingResults(round: Round): number[] {
  return round.games.filter((g) => g.result === undefined && !g.postponed && !g.adjourned).map((g) => g.board);
}

/** Boards of a round whose game is postponed. */
export function postponedGames(round: Round): number[] {
  return round.games.filter((g) => g.postponed).map((g) => g.board);
}

/**
 * Checks that the next round may be paired: the previous one has every result, or its open games are
 * postponed — which a club system allows, and a Swiss only when the director says so (`allowPending`:
 * FIDE's rules want every result before the next round is paired).
 */
export function readyToPair(t: Tournament, { allowPending = false }: { allowPending?: boolean | undefined } = {}): Result<number> {
  // C.04.5 Preface: a Double-Swiss's game b is game a's pairs with the colours reversed, whatever game a's
  // results; the next match waits for the results of both games of the last.
  const per = SYSTEM_INFO[t.settings.system].roundsPerPairing ?? 1;
  const waiting = per === 2 ? (t.rounds.length % 2 === 1 ? [] : t.rounds.slice(-2)) : t.rounds.slice(-1);
  for (const last of waiting) {
    const missing = missingResults(last);
    if (missing.length)
      return fault(
        'results-missing',
        `round ${last.number} has no result yet on board${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: enter ${missing.length > 1 ? 'them' : 'it'} (or mark ${missing.length > 1 ? 'them' : 'it'} postponed) before pairing round ${t.rounds.length + 1}`,
      );
    const postponed = postponedGames(last);
    if (postponed.length && SYSTEM_INFO[t.settings.system].postponedGames === 'with-permission' && !allowPending)
      return fault(
        'results-missing',
        `round ${last.number} has a postponed game on board${postponed.length > 1 ? 's' : ''} ${postponed.join(', ')}; a ${SYSTEM_INFO[t.settings.system].noun} is paired when every result is in (allow it with --allow-pending)`,
      );
  }
  if (t.plannedRounds !== undefined && t.rounds.length >= t.plannedRounds)
    return fault('invalid', `all ${t.plannedRounds} planned rounds are paired`, { planned: t.plannedRounds });
  return ok(t.rounds.length + 1);
}

/** Adds a paired round (from an engine or by hand). Round 1 of a Swiss fixes the start numbers. */
export function addRound(t: Tournament, round: Round, options: { allowPending?: boolean | undefined } = {}): Result<Tournament> {
  const ready = readyToPair(t, { allowPending: options.allowPending ?? false });
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
export function checkRound(t: Tournament, round: Round): Result<Round> {
  const ids = new Set(t.players.map((p) => p.id));
  const seen = new Map<number, string>();
  const nameOf = (id: number) => t.players.find((p) => p.id === id)?.name ?? `player ${id}`;
  const use = (id: number, where: string): Result<true> => {
    if (!ids.has(id)) return fault('unknown-player', `round ${round.number}: there is no player ${id}`);
    const before = seen.get(id);
    if (before) return fault('invalid', `round ${round.number}: ${nameOf(id)} cannot be both ${before} and ${where}`);
    seen.set(id, where);
    return ok(true);
  };
  for (const a of t.absences) if (a.round === round.number && isAbsence(a)) use(a.player, `absent (${a.kind})`); // a sign-up is kept
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
export function replaceLastRound(t: Tournament, round: Round): Result<Tournament> {
  const last = t.rounds[t.rounds.length - 1];
  if (!last || last.number !== round.number) return fault('no-round', `round ${round.number} is not the current round`);
  if (last.games.some((g) => g.result !== undefined || g.postponed))
    return fault('round-has-results', `round ${last.number} already has results; clear them before changing its pairing`);
  const checked = checkRound(t, round);
  return checked.ok ? ok({ ...t, rounds: [...t.rounds.slice(0, -1), round] }) : checked;
}

/** Removes the last round while it has no results. */
export function undoLastRound(t: Tournament): Result<Tournament> {
  const last = t.rounds[t.rounds.length - 1];
  if (!last) return fault('no-round', 'there is no paired round to undo');
  const done = last.games.filter((g) => g.result !== undefined || g.postponed).map((g) => g.board);
  if (done.length)
    return fault('round-has-results', `round ${last.number} has results on board${done.length > 1 ? 's' : ''} ${done.join(', ')}; a round with results cannot be undone`);
  // Before round 1 the start numbers are not fixed yet: a corrected rating still counts.
  const players = last.number === 1 && hasStartNumbers(t) ? t.players.map(({ startNumber: _s, ...p }) => p) : t.players;
  return ok({ ...t, players, rounds: t.rounds.slice(0, -1) });
}

/** Where a result goes: a board, or the game of a player, in a round (default: the last paired round). */
export type GameRef = { readonly board: number } | { readonly player: number };

export function findGame(t: Tournament, ref: GameRef, roundNumber = t.rounds.length): Result<{ round: Round; game: Game }> {
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

/**
 * Records (or corrects) a result; `'postponed'` marks the game to be played later (its result entered then,
 * with the round's number); `undefined` clears it.
 */
export function setResult(t: Tournament, ref: GameRef, result: GameResult | GameState | undefined, roundNumber = t.rounds.length): Result<Tournament> {
  const found = findGame(t, ref, roundNumber);
  if (!found.ok) return found;
  const { round, game } = found.value;
  const pairing = { board: game.board, white: game.white, black: game.black };
  const updated: Game =
    result === undefined ? pairing : result === 'postponed' ? { ...pairing, postponed: true } : result === 'adjourned' ? { ...pairing, adjourned: true } : { ...pairing, result };
  const newRound: Round = { ...round, games: round.games.map((g) => (g === game ? updated : g)) };
  return ok({ ...t, rounds: t.rounds.map((r) => (r === round ? newRound : r)) });
}

/** Takes back a withdrawal: the player is paired again from the next round on. */
export function reinstatePlayer(t: Tournament, playerId: number): Result<Tournament> {
  const p = t.players.find((x) => x.id === playerId);
  if (!p) return fault('unknown-player', `no player ${playerId}`);
  if (p.withdrawnFromRound === undefined) return fault('invalid', `${p.name} has not withdrawn`);
  // An expulsion taken back (made by mistake) goes the same way.
  const { withdrawnFromRound: _gone, expelled: _expelled, ...rest } = p;
  // Rounds paired while he was away stay as they were: he missed them.
  return ok(updatePlayer(t, t.rounds.length >= p.withdrawnFromRound ? { ...rest, joinedRound: Math.max(rest.joinedRound ?? 1, 1) } : rest));
}

/** Removes a player added by mistake: only one who has no game, bye or announced absence. */
export function removePlayer(t: Tournament, playerId: number): Result<Tournament> {
  const p = t.players.find((x) => x.id === playerId);
  if (!p) return fault('unknown-player', `no player ${playerId}`);
  const round = t.rounds.find((r) => r.byes.includes(playerId) || r.games.some((g) => g.white === playerId || g.black === playerId));
  if (round) return fault('has-games', `${p.name} is in round ${round.number}; a player with games is withdrawn, not removed`);
  if (SYSTEM_INFO[t.settings.system].fixedSchedule && t.rounds.length > 0)
    return fault('invalid', `a ${SYSTEM_INFO[t.settings.system].noun} fixes its players when round 1 is paired`);
  const settings =
    'initialOrder' in t.settings && Array.isArray(t.settings.initialOrder) ? { ...t.settings, initialOrder: t.settings.initialOrder.filter((id) => id !== playerId) } : t.settings;
  // His prohibited pairings go with him (a group of three keeps the other two).
  const prohibitions = (t.prohibitions ?? []).map((x) => ({ ...x, players: x.players.filter((id) => id !== playerId) })).filter((x) => x.players.length >= 2);
  const { prohibitions: _old, ...rest } = t;
  return ok({
    ...rest,
    settings,
    players: t.players.filter((x) => x.id !== playerId),
    absences: t.absences.filter((a) => a.player !== playerId),
    ...(prohibitions.length ? { prohibitions } : {}),
  });
}

type EditableFields = Omit<GivenPlayerFields, 'joinedRound' | 'withdrawnFromRound'>;
/**
 * The player fields a director may change (the number stays; joining and withdrawal have their own changes).
 * A field left out, or given as undefined (an option not given), stays as it is.
 */
export type PlayerEdit = { readonly [K in keyof EditableFields]?: EditableFields[K] | undefined };

/**
 * Changes a player's fields. A field given as an empty text is cleared. In a system whose rounds were paired
 * with an initial ranking made of these fields (a Swiss: rating, title, name), a change after round 1 is
 * refused unless forced, since it would alter what the paired rounds were made from.
 */
export function editPlayer(t: Tournament, playerId: number, edit: PlayerEdit, { force = false } = {}): Result<{ tournament: Tournament; warnings: string[] }> {
  const p = t.players.find((x) => x.id === playerId);
  if (!p) return fault('unknown-player', `no player ${playerId}`);
  const { id: _id, ...fields } = p;
  const merged = new Map<string, unknown>(Object.entries(fields));
  for (const [k, v] of Object.entries(edit)) {
    if (v === undefined) continue;
    if (v === '' && k !== 'name') merged.delete(k);
    else merged.set(k, v);
  }
  const checked = checkPlayerFields(Object.fromEntries(merged) as GivenPlayerFields);
  if (!checked.ok) return err(about(`player ${p.id} (${p.name})`, checked.error));
  // An expulsion is no field a director edits: it stays.
  const next: Player = { ...checked.value, ...(p.expelled ? { expelled: true as const } : {}), id: p.id };
  const lower = next.name.toLocaleLowerCase();
  if (next.name !== p.name && t.players.some((x) => x.id !== p.id && x.name.toLocaleLowerCase() === lower))
    return fault('duplicate-player', `there is already a player named "${next.name}"`);
  const changed = (Object.keys({ ...fields, ...next }) as (keyof Player)[]).filter((k) => JSON.stringify(fields[k as keyof typeof fields]) !== JSON.stringify(next[k]));
  const info = SYSTEM_INFO[t.settings.system];
  const ranking = changed.filter((k) => info.rankingFields.includes(k));
  const warnings: string[] = [];
  if (ranking.length && t.rounds.length > 0) {
    const why = `${ranking.join(', ')} of ${p.name} made the initial ranking that rounds 1–${t.rounds.length} were paired with`;
    if (!force) return fault('paired-input', `${why}; the change would alter what those rounds were made from (force it to change only the rounds to come)`);
    warnings.push(`${why}: the rounds to come are paired with the new value, the paired ones stay as they are`);
  }
  return ok({ tournament: updatePlayer(t, next), warnings });
}

export function updatePlayer(t: Tournament, player: Player): Tournament {
  return { ...t, players: t.players.map((p) => (p.id === player.id ? dropUndefined(player) : p)) };
}

/** The object without its undefined fields (so the tournament file and JSON show only what is set). */
export function dropUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

export { prohibitionRoundsText } from './tournament.js';

/**
 * Forbids two or more players to be paired with each other (C.04.2 (2026) General Handling Rules: pairings
 * the organiser prohibits, e.g. players of one family), in every round or in rounds first…last. Only in a
 * system whose engine honours it; not for rounds already paired; the same players twice is refused.
 */
export function forbidPairing(t: Tournament, players: readonly number[], rounds: { first?: number; last?: number } = {}): Result<Tournament> {
  const info = SYSTEM_INFO[t.settings.system];
  if (!info.prohibitions) return fault('invalid', `a ${info.noun} does not take prohibited pairings (its engine would not honour them)`);
  if (players.length < 2) return fault('invalid', 'a prohibited pairing names at least two players');
  for (const [k, id] of players.entries()) {
    if (!t.players.some((p) => p.id === id)) return fault('unknown-player', `no player ${id}`);
    if (players.indexOf(id) < k) return fault('invalid', `player ${id} is named twice`);
  }
  const { first, last } = rounds;
  const end = t.plannedRounds ?? NUMBER_LIMITS.round[1];
  for (const r of [first, last]) if (r !== undefined && (!Number.isInteger(r) || r < 1 || r > end)) return fault('invalid', `round ${r}: the rounds are 1 to ${end}`);
  if (first !== undefined && last !== undefined && first > last) return fault('invalid', `rounds ${first}–${last}: the first round comes after the last`);
  if ((last ?? Infinity) <= t.rounds.length) return fault('already-paired', `rounds up to ${last} are paired already; a prohibition holds in rounds to come`);
  const same = (p: Prohibition) => p.players.length === players.length && p.players.every((id) => players.includes(id));
  if ((t.prohibitions ?? []).some(same))
    return fault('invalid', `players ${players.join(', ')} are prohibited from meeting already (arbiter forbid --remove first to change the rounds)`);
  const entry: Prohibition = { players: [...players], ...(first !== undefined ? { firstRound: first } : {}), ...(last !== undefined ? { lastRound: last } : {}) };
  return ok({ ...t, prohibitions: [...(t.prohibitions ?? []), entry] });
}

/** Takes a prohibited pairing back (the same players, in any order). */
export function allowPairing(t: Tournament, players: readonly number[]): Result<Tournament> {
  const kept = (t.prohibitions ?? []).filter((p) => !(p.players.length === players.length && p.players.every((id) => players.includes(id))));
  if (kept.length === (t.prohibitions ?? []).length) return fault('invalid', `players ${players.join(', ')} are not prohibited from meeting`);
  const { prohibitions: _gone, ...rest } = t;
  return ok(kept.length ? { ...rest, prohibitions: kept } : rest);
}
