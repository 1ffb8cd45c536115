import { err, ok, type ArbiterError, type Result } from '../core/result.js';
import type { Player } from '../core/player.js';
import type { Tournament } from '../core/tournament.js';
import { addListedPlayers } from '../core/tournamentOps.js';
import { playerOfList, type ListedPlayer } from '../formats/playerList.js';
import { findListedByClub } from '../formats/listSearch.js';

/**
 * Registering many players from a player list at once (issue 34): a whole FIDE federation or club, a
 * selection made in a search, or ids pasted from a mail or a spreadsheet (FIDE ids or national ids, one a
 * line or separated by commas). A player already registered is reported, not added twice; an id, club or
 * federation the list does not hold is named.
 */
export interface ListChoice {
  /** Every player of this FIDE federation (three letters, any case). */
  readonly federation?: string | undefined;
  /** Every player of this club. */
  readonly club?: string | undefined;
  /** Ids of either kind: a FIDE id or a national (federation) id. */
  readonly ids?: readonly string[] | undefined;
  readonly fideIds?: readonly string[] | undefined;
  readonly federationIds?: readonly string[] | undefined;
  /** Players picked in a search of the list: the row and the name seen there (the list may have changed since). */
  readonly rows?: readonly { readonly row: number; readonly name: string }[] | undefined;
  /** Every player of the list. */
  readonly all?: boolean | undefined;
}

export const LIST_ADD_ERRORS = ['nothing-chosen', 'not-in-list', 'conflict'] as const;
export type ListAddErrorCode = (typeof LIST_ADD_ERRORS)[number];

export interface ListAddError extends ArbiterError {
  readonly code: ListAddErrorCode;
  /** What the list does not hold, each in words: `FIDE id 999`, `club 230`. */
  readonly missing: readonly string[];
}

export interface ListAddition {
  readonly tournament: Tournament;
  readonly added: readonly Player[];
  /** Chosen players already registered: each with the player he is registered as. */
  readonly registered: readonly { readonly name: string; readonly as: Player }[];
  /** What the list does not hold (skipped with `missing: 'skip'`). */
  readonly missing: readonly string[];
}

export interface ListAddOptions {
  /** What the list does not hold: refuse the whole addition (the default), or add the others and name it. */
  readonly missing?: 'refuse' | 'skip';
}

/** At most this many ids in one paste (a whole federation is chosen by its code, not by ids). */
export const MAX_PASTED_IDS = 10_000;

/**
 * Ids as a director pastes them: one a line, or separated by commas, semicolons, tabs or spaces; empty
 * entries and repeats are dropped. An entry that cannot be an id (longer than 40 characters, the longest
 * federation id) is refused, naming it.
 */
export function parseIdList(text: string): Result<string[]> {
  const ids = [...new Set(text.split(/[\s,;]+/).filter((x) => x !== ''))];
  const long = ids.find((x) => x.length > 40);
  if (long !== undefined) return err({ code: 'invalid', message: `"${long.slice(0, 50)}…" is not an id (at most 40 characters; separate ids by commas or new lines)` });
  if (ids.length > MAX_PASTED_IDS) return err({ code: 'invalid', message: `${ids.length} ids are pasted; at most ${MAX_PASTED_IDS} at once` });
  return ok(ids);
}

/** The players of the list that `choice` names, each once in the order asked (ids as pasted), and what the list lacks. */
export function chooseFromList(list: readonly ListedPlayer[], choice: ListChoice): Result<{ chosen: ListedPlayer[]; missing: string[] }, ListAddError> {
  const picked = new Set<ListedPlayer>();
  const missing: string[] = [];
  const take = (found: readonly ListedPlayer[], what: string) => {
    if (!found.length) missing.push(what);
    for (const p of found) picked.add(p);
  };
  if (choice.all) take(list, 'any player');
  const federation = choice.federation?.trim().toUpperCase();
  if (federation)
    take(
      list.filter((p) => p.federation === federation),
      `federation ${federation}`,
    );
  const club = choice.club?.trim();
  if (club) take(findListedByClub(list, club), `club ${club}`);
  const byFide = new Map<string, ListedPlayer>();
  const byNational = new Map<string, ListedPlayer>();
  for (const p of list) {
    if (p.fideId !== undefined) byFide.set(p.fideId, p);
    if (p.federationId !== undefined) byNational.set(p.federationId, p);
  }
  const one = (p: ListedPlayer | undefined): ListedPlayer[] => (p ? [p] : []);
  for (const id of choice.fideIds ?? []) take(one(byFide.get(id.trim())), `FIDE id ${id.trim()}`);
  for (const id of choice.federationIds ?? []) take(one(byNational.get(id.trim())), `federation id ${id.trim()}`);
  // A pasted id: a FIDE id first, else a national id (the FIDE list has no national ids; a club's list may have both).
  for (const id of choice.ids ?? []) take(one(byFide.get(id.trim()) ?? byNational.get(id.trim())), `id ${id.trim()}`);
  for (const { row, name } of choice.rows ?? []) {
    const p = list.find((x) => x.row === row);
    if (!p || p.name !== name) return err({ code: 'conflict', missing: [], message: `the player list changed since it was searched (row ${row} is not ${name}): search again` });
    picked.add(p);
  }
  const asked = choice.all || federation || club || [choice.ids, choice.fideIds, choice.federationIds, choice.rows].some((x) => x?.length);
  if (!asked) return err({ code: 'nothing-chosen', missing: [], message: 'say whom to add: a federation, a club, ids, players of a search, or all' });
  return ok({ chosen: [...picked], missing });
}

/**
 * Registers the players of the list that `choice` names. Those already registered (the same federation
 * id, FIDE id or name) are reported with the player they are, not added twice; what the list does not hold
 * refuses the whole addition (nothing added), or with `missing: 'skip'` is named beside the players added.
 */
export function addFromList(t: Tournament, list: readonly ListedPlayer[], choice: ListChoice, options: ListAddOptions = {}): Result<ListAddition> {
  const c = chooseFromList(list, choice);
  if (!c.ok) return c;
  const { chosen, missing } = c.value;
  if (missing.length && options.missing !== 'skip') return err({ code: 'not-in-list', missing, message: `the player list has no ${missing.join(', no ')}; nothing was imported` });
  const r = addListedPlayers(t, chosen.map(playerOfList));
  if (!r.ok) return r;
  // Skipped for a player registered before, or for one added just before him (the same name twice in the list).
  const as = registeredAs(r.value.tournament.players);
  const registered = r.value.skipped.flatMap((fields) => {
    const player = as(fields);
    return player ? [{ name: fields.name, as: player }] : [];
  });
  return ok({ tournament: r.value.tournament, added: r.value.added, registered, missing });
}

/**
 * The player a listed player is registered as: the same name, federation id or FIDE id (as
 * addListedPlayers compares them). Looked up in maps made once: a whole list may be skipped.
 */
function registeredAs(players: readonly Player[]): (p: { name: string; federationId?: string | undefined; fideId?: string | undefined }) => Player | undefined {
  const byName = new Map<string, Player>();
  const byNational = new Map<string, Player>();
  const byFide = new Map<string, Player>();
  for (const x of players) {
    if (!byName.has(x.name.toLocaleLowerCase())) byName.set(x.name.toLocaleLowerCase(), x);
    if (x.federationId !== undefined && !byNational.has(x.federationId)) byNational.set(x.federationId, x);
    if (x.fideId !== undefined && !byFide.has(x.fideId)) byFide.set(x.fideId, x);
  }
  return (p) =>
    byName.get(p.name.trim().replace(/\s+/g, ' ').toLocaleLowerCase()) ??
    (p.federationId === undefined ? undefined : byNational.get(p.federationId.trim())) ??
    (p.fideId === undefined ? undefined : byFide.get(p.fideId.trim()));
}

/** The addition in a few lines, for the CLI and the API's report. */
export function describeListAddition(a: Pick<ListAddition, 'added' | 'registered' | 'missing'>): string[] {
  const n = a.added.length;
  return [
    `added ${n} player${n === 1 ? '' : 's'}${n ? `: ${a.added.map((p) => p.name).join('; ')}` : ''}`,
    ...(a.registered.length ? [`already registered, not added again: ${a.registered.map((r) => `${r.name} (as ${r.as.id} ${r.as.name})`).join('; ')}`] : []),
    ...(a.missing.length ? [`not in the player list: ${a.missing.join(', ')}`] : []),
  ];
}
