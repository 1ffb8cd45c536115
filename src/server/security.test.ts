// Issue 31, item 3: what an attack on the hosted server found, each answered by a test here (the stores'
// own part of it is in test/storeContract.ts, run on the folder and on PostgreSQL).
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '../store/folderStore.js';
import type { PGlite } from '@electric-sql/pglite';
import { freshPGlite } from '../../test/pglite.js';
import { PostgresStore, type SqlClient } from '../store/postgresStore.js';
import { createApp } from './app.js';
import { forwardedClient, LoginLimiter } from './security.js';
import { parseServeArgs } from './main.js';
import { hashPassword, verifyPassword } from '../store/accounts.js';

/** A folder store and the app over it, with a built web app of one page. */
function site() {
  const base = mkdtempSync(join(tmpdir(), 'arbiter-security-'));
  const webRoot = join(base, 'web');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  const store = new FolderStore(join(base, 'tournaments'));
  return { store, app: createApp({ store, webRoot }) };
}

describe('a malformed address is a 400 that says so, before any store is asked', () => {
  it.each([
    ['a bad escape in a page', 'GET', '/%zz', /^the address "\/%zz" has a malformed percent-escape \("%zz"\); write "%" as %25$/],
    ['a byte that is not UTF-8 in a public page', 'GET', '/p/club%20%FF', /malformed percent-escape \("%20%FF"\)/],
    ['a cut escape in an asset', 'GET', '/assets/%C3%A9%E0%A4%A', /malformed percent-escape \("%C3%A9%E0%A4"\)/],
    ['a bad escape in a tournament id', 'GET', '/api/tournaments/%zz', /malformed percent-escape/],
    ['a bad escape in a write', 'POST', '/api/tournaments/club%zz/players', /malformed percent-escape \("%zz"\)/],
    ['a NUL in a tournament id', 'GET', '/api/tournaments/%00', /is not a tournament id/],
    ['a NUL in the id of its directors', 'GET', '/api/tournaments/%00/directors', /is not a tournament id/],
    ['a NUL inside an id of its history', 'GET', '/api/tournaments/a%00b/history', /is not a tournament id/],
    ['a NUL in the id of a deleted tournament', 'POST', '/api/deleted/%00/restore', /is not a tournament id/],
  ])('%s: %s %s', async (_what, method, path, message) => {
    const { app, store } = site();
    const asked: string[] = [];
    store.accounts.access = async (id) => {
      asked.push(id);
      return { directors: [] };
    };
    const r = await app.request(path, { method, ...(method === 'GET' ? {} : { headers: { 'Content-Type': 'application/json' }, body: '{}' }) });
    expect(r.status).toBe(400);
    const body = (await r.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(message);
    expect(asked).toEqual([]);
  });

  it('still serves good escapes: a page with an accent, an id in plain letters', async () => {
    const { app } = site();
    expect((await app.request('/t/caf%C3%A9')).status).toBe(200);
    expect((await app.request('/api/tournaments/club')).status).toBe(404);
  });
});

describe('on PostgreSQL, a NUL in an id is a 400 before the database is asked', () => {
  it('answers 400 to each route, and nothing with the NUL reaches the database', async () => {
    const db = await freshPGlite();
    const sent: unknown[] = [];
    const query = async (on: Pick<PGlite, 'query'>, text: string, params?: unknown[]) => {
      sent.push(...(params ?? []));
      return { rows: (await on.query<never>(text, params)).rows };
    };
    const client: SqlClient = {
      query: (text, params) => query(db, text, params),
      transaction: (work) => db.transaction((tx) => work((text, params) => query(tx, text, params))),
      listen: (channel, onNotify) => db.listen(channel, onNotify),
      end: () => db.close(),
    };
    const opened = await PostgresStore.open(client);
    if (!opened.ok) throw new Error(opened.error.message);
    const app = createApp({ store: opened.value });
    for (const [method, path] of [
      ['GET', '/api/tournaments/%00'],
      ['GET', '/api/tournaments/a%00b/history'],
      ['GET', '/api/tournaments/a%00b/standings'],
      ['POST', '/api/tournaments/a%00b/players'],
    ] as const) {
      const r = await app.request(path, { method, ...(method === 'GET' ? {} : { headers: { 'Content-Type': 'application/json' }, body: '{"name":"X"}' }) });
      expect([path, r.status]).toEqual([path, 400]);
      expect(((await r.json()) as { error: { message: string } }).error.message).toMatch(/is not a tournament id/);
    }
    // PostgreSQL refuses a NUL in text: that was the 500 of before.
    expect(sent.filter((p) => typeof p === 'string' && p.includes('\u0000'))).toEqual([]);
    opened.value.close();
  });
});

describe('the one-time setup link makes one director, however often it is used at once', () => {
  it('20 setups at once: one director (201), the others 409 with a message', async () => {
    const { store } = site();
    const app = createApp({ store, auth: { setupToken: 'one-time-token-123' } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        app.request('/api/setup', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token: 'one-time-token-123', name: `director${i}`, password: 'correct horse battery' }),
        }),
      ),
    );
    expect((await store.accounts.directors()).length).toBe(1);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('a director exists already: log in');
  });
});

describe('behind a proxy, only the hops it was told of are trusted in X-Forwarded-For', () => {
  it.each([
    ['one hop: the address the proxy saw', '10.0.0.7', 1, '10.0.0.7'],
    ['one hop: what the client wrote before it is not trusted', '1.2.3.4, 10.0.0.7', 1, '10.0.0.7'],
    ['two hops: the address the outer proxy saw', '1.2.3.4, 10.0.0.7, 192.168.1.2', 2, '10.0.0.7'],
    ['spaces and empty entries', ' 1.2.3.4 ,, 10.0.0.7 ', 1, '10.0.0.7'],
    ['fewer entries than hops: the first one', '10.0.0.7', 2, '10.0.0.7'],
    ['several headers, joined by the server', '1.2.3.4, 5.6.7.8, 10.0.0.7', 1, '10.0.0.7'],
    ['no header', undefined, 1, undefined],
    ['an empty header', ' ', 1, undefined],
  ])('%s: %j with %i → %s', (_what, header, hops, client) => {
    expect(forwardedClient(header, hops)).toBe(client);
  });

  it('counts failed logins with a spoofed X-Forwarded-For against the real address', async () => {
    const { store } = site();
    await store.accounts.addDirector({ name: 'anna', passwordHash: await hashPassword('correct horse battery') });
    const app = createApp({ store, auth: { trustProxy: true, proxyHops: 1 } });
    const login = async (forwardedFor: string, name: string) =>
      app.request('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ name, password: 'a wrong password' }),
      });
    // A new made-up address and a new name each time: only the real address (10.0.0.7) ties them.
    const statuses: number[] = [];
    for (let i = 0; i < 30 && !statuses.includes(429); i++) statuses.push((await login(`1.2.3.${i}, 10.0.0.7`, `name${i}`)).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    // Another client of the same proxy is not held back.
    expect((await login('1.2.3.0, 10.0.0.8', 'name0')).status).toBe(401);
  });
});

describe('npm start: --proxy-hops', () => {
  it.each([
    [['--behind-proxy'], { behindProxy: true, proxyHops: 1 }],
    [['--behind-proxy', '--proxy-hops', '2'], { behindProxy: true, proxyHops: 2 }],
    [[], { behindProxy: false, proxyHops: 0 }],
  ])('%j → %j', (argv, expected) => {
    expect(parseServeArgs(argv, {})).toMatchObject(expected);
  });

  it.each([
    [['--behind-proxy', '--proxy-hops', '0'], /--proxy-hops "0" is not a number of proxies \(1 to 10\)/],
    [['--behind-proxy', '--proxy-hops', 'two'], /--proxy-hops "two" is not a number of proxies/],
    [['--proxy-hops', '2'], /--proxy-hops counts the proxies of --behind-proxy: give both/],
  ])('%j is refused', (argv, message) => {
    const r = parseServeArgs(argv, {});
    expect('error' in r && r.error).toMatch(message);
  });
});

describe('the login limits count a try before its password is checked, and lock no director out', () => {
  /** An app whose password checks are counted; the proxy's X-Forwarded-For gives each request's address. */
  async function counted(limiter?: LoginLimiter) {
    const { store } = site();
    await store.accounts.addDirector({ name: 'anna', passwordHash: await hashPassword('correct horse battery') });
    let checks = 0;
    const verify = async (password: string, stored: string) => {
      checks++;
      return verifyPassword(password, stored);
    };
    const app = createApp({ store, auth: { trustProxy: true, verifyPassword: verify, ...(limiter ? { limiter } : {}) } });
    const login = async (address: string, password: string, name = 'anna') =>
      app.request('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ name, password }),
      });
    return { login, checks: () => checks };
  }

  it('50 wrong logins at once for one name from one address: at most 5 passwords checked, the rest 429', async () => {
    const { login, checks } = await counted();
    const answers = await Promise.all(Array.from({ length: 50 }, async (_, i) => login('10.0.0.66', `guess number ${i}`)));
    expect(checks()).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(checks());
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(50 - checks());
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(((await refused[0]!.json()) as { error: { message: string } }).error.message).toMatch(
      /^too many failed logins for "anna" from your address; try again in 15 minutes \(the limit is per name and address: the tries of others never lock you out\)$/,
    );
  });

  it("a stranger's 50 wrong logins leave the director's own login working from her address", async () => {
    const { login } = await counted();
    await Promise.all(Array.from({ length: 50 }, async (_, i) => login('10.0.0.66', `guess number ${i}`)));
    expect((await login('10.0.0.7', 'correct horse battery')).status).toBe(200);
  });

  it('many addresses guessing one name slow its tries down (seconds, not a lock); an address she logged in from before is not slowed', async () => {
    const { login } = await counted(new LoginLimiter({ perPair: 5, perAddress: 20, nameSlowAfter: 3, nameSpacingMs: 60_000, windowMs: 15 * 60_000 }));
    expect((await login('10.0.0.7', 'correct horse battery')).status).toBe(200); // her club's computer
    for (let i = 0; i < 3; i++) expect((await login(`10.1.0.${i}`, 'a wrong password')).status).toBe(401);
    expect((await login('10.1.0.9', 'a wrong password')).status).toBe(401); // the first slowed try is checked
    const slowed = await login('10.1.0.10', 'correct horse battery');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(((await slowed.json()) as { error: { message: string } }).error.message).toMatch(
      /^many failed logins for "anna" lately, so its tries are spaced out: try again in \d+ seconds? \(a slow-down, not a lock: the right password works then\)$/,
    );
    expect((await login('10.0.0.7', 'correct horse battery')).status).toBe(200);
  });
});
