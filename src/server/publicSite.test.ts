// Issue 34, Deliver 1: the public side. A tournament is published or hidden by its director; a hidden one
// answers 404 on every public route (the API and the pages) to all but its directors; /p/ lists the published
// tournaments by club, newest first, with nothing of a hidden one and no private field.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '../store/folderStore.js';
import { newSessionToken } from '../store/accounts.js';
import { createApp } from './app.js';
import { newestFirst, PUBLIC_PAGES, PUBLIC_READS } from './publicSite.js';

type Send = (method: string, path: string, body?: unknown) => Promise<{ status: number; text: string; headers: Headers }>;

/** Club A (alice) and Club B (bob) on one folder store, with a built web app of one page (its index.html). */
async function twoClubs() {
  const base = mkdtempSync(join(tmpdir(), 'arbiter-public-'));
  const webRoot = join(base, 'web');
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>arbiter</title><div id="app"></div>');
  const store = new FolderStore(join(base, 'tournaments'));
  const app = createApp({ store, webRoot });
  await store.accounts.addDirector({ name: 'alice', passwordHash: 'scrypt$1' }, { club: 'club-a', role: 'admin', newClub: 'Club A' });
  await store.accounts.addDirector({ name: 'bob', passwordHash: 'scrypt$1' }, { club: 'club-b', role: 'admin', newClub: 'Club B' });
  const send =
    (cookie: string | undefined): Send =>
    async (method, path, body) => {
      const r = await app.request(path, {
        method,
        headers: { ...(cookie ? { Cookie: cookie } : {}), ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
        ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
      });
      return { status: r.status, text: await r.text(), headers: r.headers };
    };
  const as = async (director: string) => {
    const { token, tokenHash } = newSessionToken();
    await store.accounts.createSession(tokenHash, { director, expires: new Date(Date.now() + 3_600_000).toISOString() });
    return send(`arbiter_session=${token}`);
  };
  return { store, alice: await as('alice'), bob: await as('bob'), anonymous: send(undefined) };
}

/** A Keizer tournament of club A with four players (one born 2015-03-04), round 1 paired and played. */
async function played(alice: Send, id: string, settings: Record<string, string> = {}, details: Record<string, string> = {}) {
  expect((await alice('POST', '/api/tournaments', { name: `Tournament ${id}`, id, system: 'keizer', plannedRounds: 5, settings, details })).status).toBe(201);
  for (const [name, born] of [
    ['Jansen', undefined],
    ['Pietersen', undefined],
    ['Bakker', '2015-03-04'],
    ['Slager', undefined],
  ])
    expect((await alice('POST', `/api/tournaments/${id}/players`, { name, rating: 1800, ...(born ? { birthDate: born } : {}) })).status).toBe(200);
  expect((await alice('POST', `/api/tournaments/${id}/rounds`, { mode: 'auto' })).status).toBe(200);
  for (const board of [1, 2]) expect((await alice('PUT', `/api/tournaments/${id}/rounds/1/games/${board}`, { result: '1-0' })).status).toBe(200);
}

/** Each public route with its parameters filled in for tournament `id` (player 1, round 1). */
const concrete = (path: string, id: string) => path.replace(':id', id).replace(':player', '1').replace(':n', '1').replace(':round', '1');

/** The status of a GET (the live updates of a hidden tournament are a 404, not a stream: read whole). */
const statusOf = async (send: Send, path: string): Promise<number> => (await send('GET', path)).status;

describe('a hidden tournament answers 404 on every public route (issue 34 acceptance)', () => {
  // One row per public route (the table of publicSite.ts: every route anyone may read, API and pages).
  const routes = [...PUBLIC_READS, ...PUBLIC_PAGES].filter((p) => !p.endsWith('/events'));
  it.each(routes)('%s', async (route) => {
    const { alice, bob, anonymous } = await twoClubs();
    await played(alice, 'shown', { published: 'yes' });
    await played(alice, 'hidden');
    const unknown = await anonymous('GET', concrete(route, 'nothing-here'));
    // A Keizer tournament has no schedule fixed in advance: that route's own answer is a 404 of another code;
    // nor is it paired by the FIDE Dutch engine: its rounds have no checklist (422).
    const own = route.endsWith('/schedule') ? [404, 'no-schedule'] : route.endsWith('/checklist') ? [422, 'no-explanation'] : [200, undefined];
    for (const [who, send] of [
      ['anyone', anonymous],
      ["another club's director", bob],
    ] as const) {
      const shown = await send('GET', concrete(route, 'shown'));
      expect([shown.status, shown.status === 200 ? undefined : JSON.parse(shown.text).error.code], `${who}, published`).toEqual(own);
      const hidden = await send('GET', concrete(route, 'hidden'));
      expect(hidden.status, `${who}, hidden`).toBe(404);
      // The same answer as for a tournament that does not exist: nothing tells that it does.
      expect(hidden.text.replaceAll('hidden', 'X'), `${who}, hidden`).toBe(unknown.text.replaceAll('nothing-here', 'X'));
    }
    // Its own directors read it as the public will once it is published.
    expect((await alice('GET', concrete(route, 'hidden'))).status).toBe(own[0]);
  });

  it('the live updates (/events) too: 404 for a hidden tournament, a stream for a published one', async () => {
    const { alice, anonymous } = await twoClubs();
    await played(alice, 'shown', { published: 'yes' });
    await played(alice, 'hidden');
    expect(await statusOf(anonymous, '/api/tournaments/hidden/events')).toBe(404);
  });

  it('every other reading route of a tournament refuses anyone who does not direct it (none leaks a hidden one)', async () => {
    const { alice, anonymous, store } = await twoClubs();
    await played(alice, 'hidden');
    // The app's own table of routes: each GET of a tournament is public (checked above) or a director's.
    const app = createApp({ store });
    const reads = [...new Set(app.routes.filter((r) => r.method === 'GET' && r.path.startsWith('/api/tournaments/:id')).map((r) => r.path))];
    expect(reads.length).toBeGreaterThan(PUBLIC_READS.length);
    for (const path of reads.filter((p) => !(PUBLIC_READS as readonly string[]).includes(p))) {
      const status = await statusOf(anonymous, concrete(path, 'hidden').replace(':version', '1').replace(':file', 'THEXPORT.DBF'));
      expect([401, 404], path).toContain(status);
    }
  });

  it('a director publishes and hides it: the public reads follow at once, the history says who did', async () => {
    const { alice, anonymous } = await twoClubs();
    await played(alice, 'open');
    expect((await anonymous('GET', '/api/tournaments/open/standings')).status).toBe(404);
    expect((await alice('PATCH', '/api/tournaments/open', { settings: { published: 'yes' } })).status).toBe(200);
    expect((await anonymous('GET', '/api/tournaments/open/standings')).status).toBe(200);
    expect((await alice('PATCH', '/api/tournaments/open', { settings: { published: 'no' } })).status).toBe(200);
    expect((await anonymous('GET', '/api/tournaments/open/standings')).status).toBe(404);
    const bad = await alice('PATCH', '/api/tournaments/open', { settings: { published: 'maybe' } });
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.text).error.message).toBe('published maybe: expected yes or no');
    const history = JSON.parse((await alice('GET', '/api/tournaments/open/history')).text) as { versions: { by: string; summary: string }[] };
    expect(history.versions.slice(-2).map((v) => `${v.by}: ${v.summary}`)).toEqual(['alice: published', 'alice: hidden from the public']);
  });

  it("a hidden tournament's view, read by its director, is for his browser only (no shared cache keeps it)", async () => {
    const { alice } = await twoClubs();
    await played(alice, 'hidden');
    const r = await alice('GET', '/api/tournaments/hidden/standings');
    expect(r.headers.get('cache-control')).toBe('private, no-cache');
    expect(r.headers.get('vary')).toMatch(/Cookie/);
  });
});

describe('the public index /p/ (issue 34, and issue 31: the club public index)', () => {
  it('lists the published tournaments by club, newest first, and nothing of a hidden one or a private field', async () => {
    const { alice, bob, anonymous } = await twoClubs();
    await played(alice, 'a-spring', { published: 'yes' }, { startDate: '2026-03-13', place: 'Leuven' });
    await played(alice, 'a-autumn', { published: 'yes' }, { startDate: '2026-10-02' });
    await played(alice, 'a-secret', {}, { startDate: '2026-11-01' });
    expect((await bob('POST', '/api/tournaments', { name: 'B Cup', id: 'b-cup', system: 'swiss-dutch', settings: { published: 'yes' } })).status).toBe(201);
    const r = await anonymous('GET', '/api/public/tournaments');
    expect(r.status).toBe(200);
    const index = JSON.parse(r.text) as { clubs: { id: string; name: string; tournaments: { id: string; startDate?: string; place?: string }[] }[] };
    // Hand-ordered: club A (made first) then club B; in club A the autumn event (2 October) before the spring one (13 March).
    expect(index.clubs.map((c) => [c.id, c.name, c.tournaments.map((t) => t.id)])).toEqual([
      ['club-a', 'Club A', ['a-autumn', 'a-spring']],
      ['club-b', 'Club B', ['b-cup']],
    ]);
    expect(index.clubs[0]!.tournaments[1]).toMatchObject({ id: 'a-spring', name: 'Tournament a-spring', players: 4, rounds: 1, startDate: '2026-03-13', place: 'Leuven' });
    for (const secret of ['a-secret', '2015-03-04', 'birth', 'Bakker', 'changed']) expect(r.text).not.toContain(secret);
    expect(r.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('one club: ?club=ID; a club without published tournaments is not found, as an unknown one', async () => {
    const { alice, bob, anonymous } = await twoClubs();
    await played(alice, 'a-open', { published: 'yes' });
    expect((await bob('POST', '/api/tournaments', { name: 'B hidden', id: 'b-hidden', system: 'keizer' })).status).toBe(201);
    const a = JSON.parse((await anonymous('GET', '/api/public/tournaments?club=club-a')).text) as { clubs: { id: string }[] };
    expect(a.clubs.map((c) => c.id)).toEqual(['club-a']);
    const b = await anonymous('GET', '/api/public/tournaments?club=club-b');
    const none = await anonymous('GET', '/api/public/tournaments?club=club-z');
    expect([b.status, none.status]).toEqual([404, 404]);
    expect(b.text.replace('club-b', 'X')).toBe(none.text.replace('club-z', 'X'));
    expect((await anonymous('GET', '/api/public/tournaments?club=x&extra=1')).status).toBe(400);
  });

  it('a store without clubs (a club laptop, files made with the command line) has one index, its old files public', async () => {
    const base = mkdtempSync(join(tmpdir(), 'arbiter-public-'));
    const dir = join(base, 'tournaments');
    mkdirSync(dir);
    // A file written before the setting existed (no "setting published" line): public, as it was.
    writeFileSync(join(dir, 'old.txt'), 'arbiter-tournament 3\nname "Old season"\nsystem keizer\n');
    writeFileSync(join(dir, 'new.txt'), 'arbiter-tournament 3\nname "New, hidden"\nsystem keizer\nsetting published no\n');
    const app = createApp({ store: new FolderStore(dir) });
    const index = (await (await app.request('/api/public/tournaments')).json()) as { clubs: { id: null; name: null; tournaments: { id: string }[] }[] };
    expect(index.clubs).toEqual([{ id: null, name: null, tournaments: [expect.objectContaining({ id: 'old', name: 'Old season' })] }]);
    expect((await app.request('/api/tournaments/old/standings')).status).toBe(200);
    expect((await app.request('/api/tournaments/new/standings')).status).toBe(404);
  });
});

describe('newest first', () => {
  // Rows: [name, start date, last change] → expected order, by hand.
  it.each([
    [
      'by start date, latest first',
      [
        ['A', '2026-01-10', '2026-02-01T10:00:00Z'],
        ['B', '2026-03-01', '2026-01-01T10:00:00Z'],
      ],
      ['B', 'A'],
    ],
    [
      'a tournament without a start date by the day it was last changed',
      [
        ['Season', undefined, '2026-05-01T10:00:00Z'],
        ['Rapid', '2026-04-30', '2026-06-01T10:00:00Z'],
      ],
      ['Season', 'Rapid'],
    ],
    [
      'on one day, the one changed last first',
      [
        ['A', '2026-04-01', '2026-04-01T09:00:00Z'],
        ['B', '2026-04-01', '2026-04-01T11:00:00Z'],
      ],
      ['B', 'A'],
    ],
    [
      'then by name',
      [
        ['B', '2026-04-01', undefined],
        ['A', '2026-04-01', undefined],
      ],
      ['A', 'B'],
    ],
  ] as const)('%s', (_what, rows, order) => {
    const list = rows.map(([name, startDate, changed]) => ({ name, ...(startDate ? { startDate } : {}), ...(changed ? { changed } : {}) }));
    expect(newestFirst(list).map((t) => t.name)).toEqual(order);
  });
});
