import { randomBytes, scrypt, timingSafeEqual, createHash, type ScryptOptions } from 'node:crypto';
import { err, ok, type Result } from '../core/result.js';
import { checkText } from '../core/fields.js';

/**
 * Directors: the people who may change tournaments in the web app. Each has a name and a password, kept
 * as a scrypt hash (node:crypto); a login makes a session whose token the browser holds in a cookie (only
 * a hash of it is stored). Each tournament made in the web app has an owner, who may add other directors
 * (assistant arbiters); a tournament without an owner (made with the CLI, or before accounts existed) may be
 * changed by every director of the store.
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

/** Who directs a tournament: its owner and his assistants. No owner: every director of the store. */
export interface Access {
  readonly owner?: string | undefined;
  readonly directors: readonly string[];
}

export interface AccountStore {
  directors(): Promise<readonly DirectorAccount[]>;
  addDirector(account: DirectorAccount): Promise<Result<true>>;
  /**
   * Adds the first director, only while there is none: the check and the insert are one step (under the
   * file's lock, in one transaction), so a setup link used many times at once makes one director; the
   * others are refused with `exists`.
   */
  addFirstDirector(account: DirectorAccount): Promise<Result<true>>;
  /**
   * Sets a director's password and ends his sessions (a session someone else took stays no longer than the
   * password it was made with), all but `keepSession` (the hash of the token of the session that made the
   * change in the web app).
   */
  setPassword(name: string, passwordHash: string, options?: { readonly keepSession?: string }): Promise<Result<true>>;
  removeDirector(name: string): Promise<Result<true>>;
  createSession(tokenHash: string, session: Session): Promise<void>;
  session(tokenHash: string): Promise<Session | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
  access(tournament: string): Promise<Access>;
  setAccess(tournament: string, access: Access): Promise<void>;
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

/** May this director change this tournament? */
export function mayDirect(access: Access, director: string): boolean {
  return access.owner === undefined || access.owner === director || access.directors.includes(director);
}
