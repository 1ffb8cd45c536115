import { randomBytes, scrypt, timingSafeEqual, createHash, type ScryptOptions } from 'node:crypto';
import { err, ok, type Result } from '../core/result.js';
import { checkText } from '../core/fields.js';
import { FIRST_CLUB_NAME, clubIdFromName, type Club, type ClubRole, type Membership } from './clubs.js';
import type { Language } from '../core/language.js';
import type { Invite, NewInvite } from './invites.js';

/**
 * Directors: the people who may change tournaments in the web app. Each has a name and a password, kept
 * as a scrypt hash (node:crypto); a login makes a session whose token the browser holds in a cookie (only
 * a hash of it is stored). Directors belong to clubs (clubs.ts), as admin or member; a tournament belongs
 * to a club, whose directors direct it, and may name assistants from elsewhere. Who may do what is decided
 * in one place: src/server/authorize.ts.
 */
export interface DirectorAccount {
  readonly name: string;
  readonly passwordHash: string;
}

export interface Session {
  readonly director: string;
  /** ISO time when the session ends. */
  readonly expires: string;
}

/**
 * Whose a tournament is: its club (none: the store's first club, see clubOfTournament), the director who
 * made it, and the assistants named for this tournament alone (directors of other clubs).
 */
export interface Access {
  readonly club?: string | undefined;
  readonly owner?: string | undefined;
  readonly directors: readonly string[];
}

export interface AccountStore {
  directors(): Promise<readonly DirectorAccount[]>;
  /**
   * Adds a director to a club: `to.club` (which must exist, or is made with the name `to.newClub`, him its
   * admin whatever `to.role`); without `to`, a member of the first club, or the admin of a new first club
   * (FIRST_CLUB_NAME) when there is none. Every director belongs to a club.
   */
  addDirector(account: DirectorAccount, to?: NewMember): Promise<Result<true>>;
  /**
   * Adds the first director, only while there is none, as the admin of a new club: the check and the
   * inserts are one step (under the file's lock, in one transaction), so a setup link used many times at
   * once makes one director; the others are refused with `exists`.
   */
  addFirstDirector(account: DirectorAccount, club: Club): Promise<Result<true>>;
  /** The clubs, in the order they were made: the first is the one of the tournaments without a club. */
  clubs(): Promise<readonly Club[]>;
  /** Who belongs to which club, and as what. */
  members(): Promise<readonly Membership[]>;
  /** Makes a club, with an existing director as its admin. */
  addClub(club: Club, admin: string): Promise<Result<true>>;
  /** Adds a director to a club, or changes his role there; refused when it would leave the club without an admin. */
  setMember(member: Membership): Promise<Result<true>>;
  /** Takes a director out of a club; refused for the club's last admin. */
  removeMember(club: string, director: string): Promise<Result<true>>;
  /**
   * Sets a director's password and ends his sessions (a session someone else took stays no longer than the
   * password it was made with), all but `keepSession` (the hash of the token of the session that made the
   * change in the web app).
   */
  setPassword(name: string, passwordHash: string, options?: { readonly keepSession?: string }): Promise<Result<true>>;
  /** Removes a director from the server (his clubs, his sessions); refused (`last-admin`) while he is a club's last admin. */
  removeDirector(name: string): Promise<Result<true>>;
  /**
   * The language a director chose in the web app (issue 33: remembered per user, so it follows him to
   * another browser); undefined: none chosen, his browser's is used.
   */
  language(director: string): Promise<Language | undefined>;
  /** Keeps a director's chosen language (undefined: forgets it); `not-found` for a director who does not exist. */
  setLanguage(director: string, language: Language | undefined): Promise<Result<true>>;
  createSession(tokenHash: string, session: Session): Promise<void>;
  session(tokenHash: string): Promise<Session | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
  access(tournament: string): Promise<Access>;
  setAccess(tournament: string, access: Access): Promise<void>;
  /** Keeps a club's new invite under the hash of its token (the club must exist); forgets old ones. */
  addInvite(tokenHash: string, invite: NewInvite, now: Date): Promise<Result<Invite>>;
  /** A club's invites, open, used and expired (those kept, see KEEP_OLD_INVITES_DAYS), in the order they were made. */
  invites(club: string): Promise<readonly Invite[]>;
  /** The invite of a token's hash. */
  invite(tokenHash: string): Promise<Invite | undefined>;
  /** Withdraws an invite not yet used. */
  removeInvite(club: string, id: string): Promise<Result<true>>;
  /**
   * Uses an invite: checks it (checkInvite), adds the director to its club with its role, marks it used, in
   * one step, so that of many uses at once one makes a director. A name taken (`exists`) leaves it unused.
   */
  acceptInvite(tokenHash: string, account: DirectorAccount, now: Date): Promise<Result<Invite>>;
}

/** Where a new director goes (see AccountStore.addDirector). */
export interface NewMember {
  readonly club: string;
  readonly role: ClubRole;
  /** Make the club, with this name. */
  readonly newClub?: string;
}

export const MIN_PASSWORD_LENGTH = 10;

/** A director's name: printable text of at most 60 characters, without spaces at its ends. */
export function checkDirectorName(name: string): Result<string> {
  const r = checkText('director name', name, 60);
  if (!r.ok) return r;
  if (/[\s"\\]/.test(r.value)) return err({ code: 'field.director', message: 'director name: use one word, without spaces, quotes or backslashes (e.g. anna or a.jansen)' });
  return r;
}

export function checkPassword(password: string): Result<string> {
  if ([...password].length < MIN_PASSWORD_LENGTH) return err({ code: 'weak-password', message: `the password needs at least ${MIN_PASSWORD_LENGTH} characters` });
  if (password.length > 1024) return err({ code: 'weak-password', message: 'the password is longer than 1024 characters' });
  return ok(password);
}

// scrypt with N = 2^15, r = 8, p = 1 (OWASP's minimum for scrypt is N = 2^17 with r = 8, or N = 2^15 with a
// little more memory; 2^15 keeps a login under 100 ms on a small club computer). The parameters are stored
// with each hash, so they can be raised later without breaking old passwords.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 };

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (e, key) => {
      if (e) reject(e);
      else resolve(key);
    });
  });
}

/** `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: 128 * SCRYPT.N * SCRYPT.r * 2 });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!m) return false;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const expected = Buffer.from(m[5]!, 'base64');
  const key = await scryptAsync(password, Buffer.from(m[4]!, 'base64'), expected.length, { N, r, p, maxmem: 128 * N * r * 2 });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A dummy hash to verify against when the name is unknown, so a login takes as long either way. */
let dummy: Promise<string> | undefined;
export const dummyHash = (): Promise<string> => (dummy ??= hashPassword(randomBytes(16).toString('hex')));

/** A new session token (for the cookie) and the hash under which the store keeps it. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sessionTokenHash(token) };
}

export const sessionTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The club and role of a new director (see AccountStore.addDirector), and the club to make for him. */
export function membershipOf(director: string, to: NewMember | undefined, clubs: readonly Club[]): Result<{ club: string; role: ClubRole; made?: Club }> {
  if (to === undefined) {
    const first = clubs[0];
    if (first) return ok({ club: first.id, role: 'member' });
    const made = { id: clubIdFromName(FIRST_CLUB_NAME), name: FIRST_CLUB_NAME };
    return ok({ club: made.id, role: 'admin', made });
  }
  const exists = clubs.some((c) => c.id === to.club);
  if (to.newClub !== undefined) {
    if (exists) return err({ code: 'exists', message: `there is already a club "${to.club}"` });
    return ok({ club: to.club, role: 'admin', made: { id: to.club, name: to.newClub } });
  }
  if (!exists) return err({ code: 'not-found', message: `there is no club "${to.club}" (director ${director} was not added)` });
  return ok({ club: to.club, role: to.role });
}
