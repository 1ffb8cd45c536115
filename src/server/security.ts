import { hostname, networkInterfaces } from 'node:os';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionTokenHash, type AccountStore } from '../store/accounts.js';
import { checkId } from '../store/store.js';
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
export type AppEnv = { Variables: { director: string | undefined } };

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
      const at = /%(?![0-9a-f]{2})|%[0-9a-f]{2}/i.exec(raw)?.index ?? 0;
      return errorResponse(
        c,
        new HttpError(400, 'bad-path', `the address "${raw.slice(0, 200)}" has a malformed percent-escape (near "${raw.slice(at, at + 9)}"); write "%" as %25`),
      );
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

/** The director of a request that changes something; 401 when nobody is logged in. */
export function directorOf(c: Context<AppEnv>): string {
  const d = c.get('director');
  if (d === undefined) throw new HttpError(401, 'login', 'log in as a director to change tournaments');
  return d;
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
 * Failed logins per key (client address, director name): after `limit` failures within `windowMs` the key
 * waits until the window ends. A success clears the name's count.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly limit = 5,
    private readonly windowMs = 15 * 60_000,
  ) {}

  /** Seconds to wait before the next try, or 0. */
  wait(keys: readonly string[], now = Date.now()): number {
    let wait = 0;
    for (const k of keys) {
      const f = this.failures.get(k);
      if (!f || f.until <= now) continue;
      if (f.count >= this.limit) wait = Math.max(wait, Math.ceil((f.until - now) / 1000));
    }
    return wait;
  }

  failed(keys: readonly string[], now = Date.now()): void {
    if (this.failures.size > 10_000) for (const [k, f] of this.failures) if (f.until <= now) this.failures.delete(k);
    for (const k of keys) {
      const f = this.failures.get(k);
      this.failures.set(k, !f || f.until <= now ? { count: 1, until: now + this.windowMs } : { count: f.count + 1, until: f.until });
    }
  }

  succeeded(keys: readonly string[]): void {
    for (const k of keys) this.failures.delete(k);
  }
}
