import { PLAYER_TITLES, type Player } from './player.js';
import { isFideSwiss, type TournamentSettings } from './settings.js';
import type { Tournament } from './tournament.js';

/**
 * Start numbers: the Tournament Pairing Numbers (TPN) of a Swiss, the numbers the TRF writes, the pairing
 * sheets print and the Dutch engine pairs by (C.04.3 2025 Article 1.1: "for the definition and management of
 * TPNs, see Article 2 of the General Handling Rules for Swiss Tournaments (Initial Order and Late Entries)").
 *
 * - The initial ranking list (General Handling Rules 2026, Article 2): rating, highest first (unrated last),
 *   then FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, none), then alphabetically; number 1 is the highest.
 *   With `numbering: given` (a TRF import, a next stage seeded by a ranking) the players' own numbers.
 * - Fixed when round 1 is paired: every registered player gets his number then (`withStartNumbers`), kept in
 *   the tournament file (`start=`). A correction of a rating or a title later changes no number.
 * - A late entry (a player registered after round 1 is paired) gets the next free number when he is admitted
 *   (`lateStartNumbers`), several admitted together in the order of the rule above; nobody else's number
 *   changes. The Dutch rules give the initial colour by the parity of the TPN (C.04.3 2025 5.2.5), so a
 *   renumbering after round 1 would change the colours the earlier rounds should have had, and a pairing
 *   checker (`arbiter dutch -c`) re-pairing those rounds from the final TRF would disagree with them.
 * - A file written before start numbers were kept (rounds paired, no `start=`) goes on in the order it was
 *   paired in: rating, then the order of registration (`legacyOrder`).
 */
export type StartNumbering = 'rating' | 'given';

const TITLE_ORDER: ReadonlyMap<string, number> = new Map(PLAYER_TITLES.map((t, i) => [t, i]));

/** The initial ranking list (GHR 2026 Article 2): rating, title, name; the player number last (never equal). */
export function compareInitialRanking(a: Player, b: Player): number {
  const ra = a.rating ?? -1;
  const rb = b.rating ?? -1;
  if (ra !== rb) return rb - ra;
  const ta = a.title === undefined ? PLAYER_TITLES.length : TITLE_ORDER.get(a.title)!;
  const tb = b.title === undefined ? PLAYER_TITLES.length : TITLE_ORDER.get(b.title)!;
  if (ta !== tb) return ta - tb;
  return a.name.localeCompare(b.name, 'en') || a.id - b.id;
}

/** How a system numbers its players by start numbers; undefined for the systems that do not keep them. */
export function startNumberingOf(s: TournamentSettings): StartNumbering | undefined {
  return isFideSwiss(s) ? s.numbering : undefined;
}

/** True when the tournament keeps start numbers (round 1 of a Swiss is paired). */
export function hasStartNumbers(t: Tournament): boolean {
  return t.players.some((p) => p.startNumber !== undefined);
}

const byRule = (numbering: StartNumbering) => (numbering === 'rating' ? compareInitialRanking : (a: Player, b: Player) => a.id - b.id);

/** The order of a Swiss paired before start numbers were kept: rating (equal ratings by number), or the numbers. */
function legacyOrder(players: readonly Player[], numbering: StartNumbering): Player[] {
  return [...players].sort((a, b) => (numbering === 'rating' ? (b.rating ?? -1) - (a.rating ?? -1) : 0) || a.id - b.id);
}

/** The players in the order of their start numbers: kept ones, or by the rule while none are kept. */
export function startOrder(t: Tournament, numbering: StartNumbering): Player[] {
  if (hasStartNumbers(t)) return [...t.players].sort((a, b) => (a.startNumber ?? Infinity) - (b.startNumber ?? Infinity) || a.id - b.id);
  if (t.rounds.length > 0) return legacyOrder(t.players, numbering);
  return [...t.players].sort(byRule(numbering));
}

/** Gives every player his start number (1, 2, … in `startOrder`), when round 1 is paired. Kept numbers stay. */
export function withStartNumbers(t: Tournament, numbering: StartNumbering): Tournament {
  if (hasStartNumbers(t)) return t;
  const number = new Map(startOrder(t, numbering).map((p, i) => [p.id, i + 1]));
  return { ...t, players: t.players.map((p) => ({ ...p, startNumber: number.get(p.id)! })) };
}

/** The start numbers of late entries: the next free ones, in the order of the rule among themselves. */
export function lateStartNumbers(t: Tournament, entries: readonly Player[], numbering: StartNumbering): Map<number, number> {
  let next = t.players.reduce((m, p) => Math.max(m, p.startNumber ?? 0), 0);
  return new Map([...entries].sort(byRule(numbering)).map((p) => [p.id, ++next]));
}

/** The start number of each player: kept ones, or the place in `startOrder`. */
export function startNumbers(t: Tournament, numbering: StartNumbering): Map<number, number> {
  if (hasStartNumbers(t)) return new Map(t.players.map((p) => [p.id, p.startNumber!]));
  return new Map(startOrder(t, numbering).map((p, i) => [p.id, i + 1]));
}
