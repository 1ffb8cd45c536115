import { hostname, networkInterfaces } from 'node:os';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import { sessionTokenHash, type AccountStore } from '../store/accounts.js';
import { checkId, type StoredTournament } from '../store/store.js';
import { errorResponse, HttpError } from './http.js';

/**
 * Who may do what (issue 11): anyone may read the public pages and the public API; only a director who
 * has logged in may change anything. Around that, three checks that a browser cannot be tricked past:
 * - the Host header must name this server (a page whose domain resolves to 127.0.0.1 — DNS rebinding —
 *   cannot talk to it);
 * - a write must be JSON (`Content-Type: application/json`, which no page of another origin can send
 *   without the browser asking first, and we never say yes) from this origin (Origin, when sent, matches
 *   Host; Sec-Fetch-Site is not cross-site);
 * - the session cookie is HttpOnly and SameSite=Strict, so another site's page never carries it.
 */
/**
 * What a request carries from the checks to its route: who asks, and the tournament the public side's check
 * read (the route answers that very revision, without reading the store again).
 */
export type AppEnv = { Variables: { director: string | undefined; shown: StoredTournament | undefined } };

export const SESSION_COOKIE = 'arbiter_session';
/** How long a login lasts. */
export const SESSION_DAYS = 14;

/** The host names a server may be reached by: '*' accepts any (behind a proxy that checks them). */
export type HostRule = ReadonlySet<string> | '*';

/**
 * The names of this server: on a loopback address the loopback names; on 0.0.0.0 (or ::) every address of
 * this machine and its host name; plus the names given with --allowed-host (a domain, behind a proxy).
 */
export function allowedHosts(listenHost: string, extra: readonly string[] = []): HostRule {
  if (extra.includes('*')) return '*';
  const names = new Set<string>(['localhost', '127.0.0.1', '::1', listenHost.toLowerCase()]);
  if (listenHost === '0.0.0.0' || listenHost === '::') {
    for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) names.add(a.address.toLowerCase());
    const host = hostname().toLowerCase();
    names.add(host);
    names.add(`${host}.local`);
  }
  for (const e of extra) names.add(e.toLowerCase());
  return names;
}

/** The host name of a Host header: "example.org:8080" → "example.org", "[::1]:8080" → "::1". */
export function hostOf(header: string): string {
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']'));
  const colon = h.lastIndexOf(':');
  return colon > 0 && h.indexOf(':') === colon ? h.slice(0, colon) : h;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refuses requests for another host name, and writes that are not JSON from this origin. */
export function requestChecks(hosts: HostRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (hosts !== '*' && (!host || !hosts.has(hostOf(host))))
      return errorResponse(c, new HttpError(421, 'wrong-host', `this server does not answer to the name "${host}" (start it with --allowed-host NAME to add one)`));
    if (WRITES.has(c.req.method) && c.req.path.startsWith('/api/')) {
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type)) return errorResponse(c, new HttpError(415, 'not-json', 'a change is sent as JSON (Content-Type: application/json)'));
      const origin = c.req.header('origin');
      if (origin !== undefined && origin !== 'null') {
        let originHost: string | undefined;
        try {
          originHost = new URL(origin).host.toLowerCase();
        } catch {
          originHost = undefined;
        }
        if (originHost !== host.toLowerCase()) return errorResponse(c, new HttpError(403, 'cross-origin', "a change must come from this server's own pages"));
      } else if (origin === 'null') return errorResponse(c, new HttpError(403, 'cross-origin', "a change must come from this server's own pages"));
      if (c.req.header('sec-fetch-site') === 'cross-site') return errorResponse(c, new HttpError(403, 'cross-origin', "a change must come from this server's own pages"));
    }
    await next();
  };
}

/** The first escape of an address that does not decode: "%zz", or bytes that are not UTF-8 ("%FF"). */
function badEscape(raw: string): string {
  for (const run of raw.matchAll(/(?:%[0-9a-f]{2})+|%.{0,2}/gi)) {
    try {
      decodeURIComponent(run[0]);
    } catch {
      return run[0].slice(0, 30);
    }
  }
  return '%';
}

/** The paths whose second segment after `/api/` is a tournament id. */
const ID_PATH = /^\/api\/(?:tournaments|deleted)\/([^/]+)/;

/**
 * Refuses an address that cannot be read: a malformed percent-escape (`/%zz`, `/p/%FF`), which the
 * router and the static files would otherwise throw on (a 500), and a tournament id that is not one (a NUL
 * would reach PostgreSQL, which refuses it with a 500) — both as a 400, before any store is asked.
 */
export function wellFormedPaths(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = new URL(c.req.url).pathname;
    let path: string;
    try {
      path = decodeURIComponent(raw);
    } catch {
      return errorResponse(c, new HttpError(400, 'bad-path', `the address "${raw.slice(0, 200)}" has a malformed percent-escape ("${badEscape(raw)}"); write "%" as %25`));
    }
    const id = ID_PATH.exec(path)?.[1];
    if (id !== undefined) {
      const checked = checkId(id);
      if (!checked.ok) return errorResponse(c, new HttpError(400, checked.error.code, checked.error.message));
    }
    await next();
  };
}

/** Reads the session cookie: `c.get('director')` is the director's name, or undefined. */
export function sessions(accounts: AccountStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    let director: string | undefined;
    if (token && token.length < 200) {
      const s = await accounts.session(sessionTokenHash(token));
      if (s && s.expires > new Date().toISOString()) director = s.director;
    }
    c.set('director', director);
    await next();
  };
}

/** Is the request secure (HTTPS here, or behind a proxy that says so)? Decides the cookie's Secure flag. */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/**
 * The client's address in an X-Forwarded-For header, behind `hops` proxies that each append the address
 * they saw: the entry `hops` from the right. What stands left of it the client wrote himself (anyone can
 * send "X-Forwarded-For: 1.2.3.4"), so trusting the leftmost entry would let him choose the address the
 * login limits count. Fewer entries than hops: the first one. Undefined without an address.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The address a request came from, for the limits: behind a trusted proxy the one it names
 * (`forwardedClient`), else the connection's; `unknown` for a request made in process (tests).
 */
export function clientAddress(c: Context, trustProxy: boolean, proxyHops = 1): string {
  if (trustProxy) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), proxyHops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The login limits (see LoginLimiter). */
export interface LoginLimits {
  /** Tries of one name from one address within the window: then that address waits for that name. */
  readonly perPair: number;
  /** Tries from one address within the window, whatever the names (one address guessing many names). */
  readonly perAddress: number;
  /** Failed tries of one name from all addresses within the window, after which its tries are spaced out. */
  readonly nameSlowAfter: number;
  /** The longest spacing of a slowed name's tries (it grows by a second with each failure past the bound). */
  readonly nameSpacingMs: number;
  readonly windowMs: number;
}

export const LOGIN_LIMITS: LoginLimits = { perPair: 5, perAddress: 20, nameSlowAfter: 10, nameSpacingMs: 30_000, windowMs: 15 * 60_000 };

/** A login try that was let through: say how its password check went. */
export interface LoginTry {
  readonly ok: true;
  settle(good: boolean): void;
}
export interface LoginRefusal {
  readonly ok: false;
  /** Seconds to wait. */
  readonly wait: number;
  readonly message: string;
}

/** An address that logged in as a name stays known this long: the name's slow-down spares it. */
const KNOWN_MS = 30 * 86_400_000;

/**
 * Limits the password guesses of a login, counting each try when it starts, before its password is checked,
 * so tries sent at once count as much as tries sent one after another.
 * - A hard limit per (name, address): after `perPair` tries that address waits out the window for that name.
 *   Only the guesser's own address waits: a limit per name alone would let anyone lock a director out by
 *   failing on purpose, for as long as he keeps failing.
 * - A hard limit per address, whatever the names.
 * - Per name, a slow-down instead of a lock: once a name has failed `nameSlowAfter` times within the window
 *   (from any addresses: many machines guessing one password), its tries are spaced a few seconds apart, up
 *   to `nameSpacingMs`. The director waits seconds, never the window; an address that logged in as him
 *   within the last 30 days is not slowed at all.
 * A good password takes the try back from the counts.
 */
export class LoginLimiter {
  private readonly counts = new Map<string, { count: number; until: number }>();
  private readonly nextTry = new Map<string, number>();
  private readonly known = new Map<string, number>();
  private readonly limits: LoginLimits;
  /** What is counted, in the refusals: "logins", or the tries of another secret (the slips' codes). */
  private readonly tries: string;

  constructor(limits: Partial<LoginLimits> = {}, tries = 'logins') {
    this.limits = { ...LOGIN_LIMITS, ...limits };
    this.tries = tries;
  }

  /** Counts a try of `name` from `address`, or refuses it (and then counts nothing). */
  begin(name: string, address: string, now = Date.now()): LoginTry | LoginRefusal {
    const { perPair, perAddress, nameSlowAfter, nameSpacingMs } = this.limits;
    const n = name.toLowerCase();
    const keys = [`pair:${n}\u0000${address}`, `address:${address}`, `name:${n}`] as const;
    const minutes = (key: string) => Math.ceil((this.counts.get(key)!.until - now) / 60_000);
    if (this.count(keys[0], now) >= perPair)
      return refusal(
        minutes(keys[0]) * 60,
        `too many failed ${this.tries} for "${name}" from your address; try again in ${plural(minutes(keys[0]), 'minute')} (the limit is per name and address: the tries of others never lock you out)`,
      );
    if (this.count(keys[1], now) >= perAddress)
      return refusal(minutes(keys[1]) * 60, `too many failed ${this.tries} from your address; try again in ${plural(minutes(keys[1]), 'minute')}`);
    const failures = this.count(keys[2], now);
    if (failures >= nameSlowAfter && (this.known.get(keys[0]) ?? 0) <= now) {
      const next = this.nextTry.get(n) ?? 0;
      if (next > now) {
        const seconds = Math.ceil((next - now) / 1000);
        return refusal(
          seconds,
          `many failed ${this.tries} for "${name}" lately, so its tries are spaced out: try again in ${plural(seconds, 'second')} (a slow-down, not a lock: the right password works then)`,
        );
      }
      this.nextTry.set(n, now + Math.min(nameSpacingMs, 1000 * (failures - nameSlowAfter + 1)));
    }
    this.forget(now);
    for (const k of keys) this.bump(k, now, 1);
    return {
      ok: true,
      settle: (good) => {
        if (!good) return;
        this.counts.delete(keys[0]);
        this.bump(keys[1], now, -1);
        this.bump(keys[2], now, -1);
        this.known.set(keys[0], now + KNOWN_MS);
      },
    };
  }

  private count(key: string, now: number): number {
    const c = this.counts.get(key);
    return c && c.until > now ? c.count : 0;
  }

  /** Adds to a count; a count starts its window with its first try. */
  private bump(key: string, now: number, by: number): void {
    const c = this.counts.get(key);
    if (!c || c.until <= now) {
      if (by > 0) this.counts.set(key, { count: by, until: now + this.limits.windowMs });
    } else this.counts.set(key, { count: Math.max(0, c.count + by), until: c.until });
  }

  /** Drops what has expired once the maps grow (an attacker's names and addresses). */
  private forget(now: number): void {
    if (this.counts.size > 10_000) for (const [k, c] of this.counts) if (c.until <= now) this.counts.delete(k);
    if (this.nextTry.size > 10_000) for (const [k, t] of this.nextTry) if (t <= now) this.nextTry.delete(k);
    if (this.known.size > 10_000) for (const [k, t] of this.known) if (t <= now) this.known.delete(k);
  }
}

const refusal = (wait: number, message: string): LoginRefusal => ({ ok: false, wait: Math.max(1, wait), message });
const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;
