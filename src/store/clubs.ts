import { err, ok, type Result } from '../core/result.js';
import { checkText } from '../core/fields.js';
import type { Access, DirectorAccount } from './accounts.js';

/**
 * Clubs, the unit of hosting (issue 31): a club has directors, each an admin (who adds and removes the
 * club's staff) or a member; its tournaments; and its named player lists. One server (a folder or a
 * PostgreSQL database) holds one club (a club's laptop) or many (a federation's server). A director may
 * belong to several clubs (an arbiter who helps two clubs).
 */
export const CLUB_ROLES = ['admin', 'member'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

export interface Club {
  /** Safe in a URL and a file name, like a tournament id: `dc-leiden`. */
  readonly id: string;
  readonly name: string;
}

export interface Membership {
  readonly club: string;
  readonly director: string;
  readonly role: ClubRole;
}

/** The club the first director makes (setup link, or `arbiter director add` on a new store). */
export const FIRST_CLUB_NAME = 'Club';

const CLUB_ID = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export function checkClubId(id: string): Result<string> {
  return CLUB_ID.test(id) ? ok(id) : err({ code: 'invalid-id', message: `"${id}" is not a club id: use lower-case letters, digits and dashes (at most 64), e.g. dc-leiden` });
}

export function checkClubName(name: string): Result<string> {
  return checkText('club name', name, 80);
}

/** A club id made from its name, different from the ids taken: "DC Leiden" → "dc-leiden" (then "dc-leiden-2"). */
export function clubIdFromName(name: string, taken: Iterable<string> = []): string {
  const slug =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'club';
  const used = new Set(taken);
  if (!used.has(slug)) return slug;
  for (let n = 2; ; n++) if (!used.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

export function parseClubRole(text: string): Result<ClubRole> {
  return (CLUB_ROLES as readonly string[]).includes(text) ? ok(text as ClubRole) : err({ code: 'field.role', message: `role "${text}" is not one of ${CLUB_ROLES.join(', ')}` });
}

/**
 * The club a tournament belongs to: the one its access names; a tournament without one (made with the CLI,
 * or by a version before clubs) belongs to the store's first club. Undefined while there is no club.
 */
export function clubOfTournament(access: Access, clubs: readonly Club[]): string | undefined {
  return access.club ?? clubs[0]?.id;
}

/** A tournament's access record as a version before clubs kept it, and the store's directors then. */
export interface StoreBeforeClubs {
  readonly directors: readonly DirectorAccount[];
  readonly access: ReadonlyMap<string, Access>;
}

/** What the first start of this version writes into a store made by a version before clubs. */
export interface ClubsPlan {
  readonly clubs: readonly Club[];
  readonly members: readonly Membership[];
  /** The access of every tournament that had a record, now naming its club. */
  readonly access: ReadonlyMap<string, Access>;
}

/**
 * The clubs of a store made before clubs existed, chosen so that nobody may do more than before:
 * - every director becomes admin of a club of his own (named after him), in the order they were made;
 * - a tournament with an owner goes to its owner's club, and keeps its named assistants;
 * - a tournament without an owner (made with the CLI, or before accounts) goes to the first director's
 *   club: the others, who could direct it before, lose it until that club's admin adds them (fewer rights,
 *   never more). A tournament without an access record follows the same rule when it is read.
 * A store without directors gets no club: the first director makes it.
 */
export function planClubs(before: StoreBeforeClubs): ClubsPlan {
  const clubs: Club[] = [];
  const members: Membership[] = [];
  const clubOf = new Map<string, string>();
  for (const d of before.directors) {
    const id = clubIdFromName(d.name, clubOf.values());
    clubs.push({ id, name: d.name });
    members.push({ club: id, director: d.name, role: 'admin' });
    clubOf.set(d.name, id);
  }
  const access = new Map<string, Access>();
  const first = clubs[0]?.id;
  for (const [tournament, a] of before.access) {
    const club = a.club ?? (a.owner !== undefined ? clubOf.get(a.owner) : undefined) ?? first;
    access.set(tournament, { ...a, ...(club !== undefined ? { club } : {}) });
  }
  return { clubs, members, access };
}
