import type { Context } from 'hono';
import type { Access, AccountStore } from '../store/accounts.js';
import { clubOfTournament, type Club, type ClubRole, type Membership } from '../store/clubs.js';
import { HttpError } from './http.js';
import type { AppEnv } from './security.js';

/**
 * Who may do what (issue 31), decided here and nowhere else; every route asks `authorize` (or `Viewer.may`
 * to filter a list). Three kinds of people:
 * - anyone, without logging in: the public pages and the public API (standings, crosstable, a tournament's
 *   public view), which never ask this module;
 * - a club's member director: its tournaments (change them, read their private fields — birth dates,
 *   e-mail — their history and deleted versions) and its player lists;
 * - a club's admin: that, and the club's staff (adding, removing directors, making them admin).
 * A tournament also has the assistants named for it alone (a director of another club), who direct it and
 * nothing else of its club; its club's admins and the director who made it name them.
 */
export const ACTS = ['direct', 'name-assistants', 'use-club', 'manage-staff'] as const;
export type Act =
  /** Change a tournament, read its private fields, its history; bring back a version or the deleted tournament. */
  | { readonly act: 'direct'; readonly tournament: string }
  /** Name or remove the assistants of one tournament. */
  | { readonly act: 'name-assistants'; readonly tournament: string }
  /** Make tournaments in a club, read and import its player lists. */
  | { readonly act: 'use-club'; readonly club: string }
  /** Add, remove and change the club's directors. */
  | { readonly act: 'manage-staff'; readonly club: string };

/** What a decision rests on: who asks, the clubs and who belongs to them, and the tournament's access. */
export interface Facts {
  readonly director: string | undefined;
  readonly clubs: readonly Club[];
  readonly members: readonly Membership[];
  /** The access of the tournament the act names. */
  readonly access?: Access;
}

export type Decision = { readonly ok: true } | { readonly ok: false; readonly status: 401 | 403; readonly code: string; readonly message: string };

const yes: Decision = { ok: true };
const no = (code: string, message: string): Decision => ({ ok: false, status: 403, code, message });

/** The role of a director in a club, if he belongs to it. */
export function roleIn(members: readonly Membership[], director: string, club: string | undefined): ClubRole | undefined {
  return members.find((m) => m.club === club && m.director === director)?.role;
}

/** The rule itself: a pure function of the facts. */
export function decide(facts: Facts, what: Act): Decision {
  const { director, clubs, members } = facts;
  if (director === undefined) return { ok: false, status: 401, code: 'login', message: 'log in as a director to change tournaments' };
  const clubName = (id: string | undefined) => clubs.find((c) => c.id === id)?.name ?? id ?? 'no club';
  switch (what.act) {
    case 'direct': {
      const access = facts.access ?? { directors: [] };
      const club = clubOfTournament(access, clubs);
      if (roleIn(members, director, club) !== undefined || access.directors.includes(director)) return yes;
      return no('not-yours', `tournament "${what.tournament}" belongs to ${clubName(club)}, whose directors direct it; its admin can add you`);
    }
    case 'name-assistants': {
      const access = facts.access ?? { directors: [] };
      const club = clubOfTournament(access, clubs);
      const role = roleIn(members, director, club);
      if (role === 'admin' || (role !== undefined && access.owner === director)) return yes;
      return no('not-admin', `only an admin of ${clubName(club)} or the director who made tournament "${what.tournament}" names its assistants`);
    }
    case 'use-club':
      return roleIn(members, director, what.club) !== undefined ? yes : no('not-your-club', `you are not a director of ${clubName(what.club)}`);
    case 'manage-staff':
      return roleIn(members, director, what.club) === 'admin' ? yes : no('not-admin', `only an admin of ${clubName(what.club)} adds and removes its directors`);
  }
}

/** The director of a request with his clubs: what the checks and the screens need to know of him. */
export interface Viewer {
  readonly director: string | undefined;
  readonly clubs: readonly Club[];
  readonly members: readonly Membership[];
  /** His clubs, with his role in each (admin first, then in the order the clubs were made). */
  readonly mine: readonly (Club & { readonly role: ClubRole })[];
  /** The decision for an act; `access` for an act on a tournament. */
  may(what: Act, access?: Access): boolean;
}

/** Reads who asks and the clubs once per request. */
export async function viewerOf(c: Context<AppEnv>, accounts: AccountStore): Promise<Viewer> {
  const director = c.get('director');
  const [clubs, members] = director === undefined ? [[], []] : await Promise.all([accounts.clubs(), accounts.members()]);
  const mine = director === undefined ? [] : clubs.flatMap((club) => members.filter((m) => m.club === club.id && m.director === director).map((m) => ({ ...club, role: m.role })));
  mine.sort((a, b) => (a.role === b.role ? 0 : a.role === 'admin' ? -1 : 1));
  return { director, clubs, members, mine, may: (what, access) => decide({ director, clubs, members, ...(access ? { access } : {}) }, what).ok };
}

/** The one check of every route that needs more than the public: the director's name, or a 401/403 that says why. */
export async function authorize(c: Context<AppEnv>, accounts: AccountStore, what: Act): Promise<string> {
  const director = c.get('director');
  if (director === undefined) throw new HttpError(401, 'login', 'log in as a director to change tournaments');
  const [clubs, members, access] = await Promise.all([accounts.clubs(), accounts.members(), 'tournament' in what ? accounts.access(what.tournament) : undefined]);
  const d = decide({ director, clubs, members, ...(access ? { access } : {}) }, what);
  if (!d.ok) throw new HttpError(d.status, d.code, d.message);
  return director;
}

/** The club of a tournament (see clubOfTournament); undefined while the store has no club. */
export async function clubOf(accounts: AccountStore, tournament: string): Promise<string | undefined> {
  return clubOfTournament(await accounts.access(tournament), await accounts.clubs());
}

/** The director of a request, who needs to be logged in for it and nothing more (401 otherwise). */
export function loggedIn(c: Context<AppEnv>): string {
  const director = c.get('director');
  if (director === undefined) throw new HttpError(401, 'login', 'log in as a director to change tournaments');
  return director;
}
