// Issue 31, items 1 and 2: clubs on one server, each seeing and changing only its own; access by role, decided
// in one place (authorize.ts). The stores' own part (ids never used twice, migration) is in test/storeContract.ts.
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '../store/folderStore.js';
import { newSessionToken } from '../store/accounts.js';
import { createApp } from './app.js';
import { decide, type Facts } from './authorize.js';

type Answer = { status: number; cookie: string | undefined; body: Record<string, unknown> & { error?: { code: string; message: string } } };

/** Club A (admin alice, member mia) and Club B (admin bob); a request as each, or as nobody. */
async function twoClubs() {
  const store = new FolderStore(join(mkdtempSync(join(tmpdir(), 'arbiter-clubs-')), 'tournaments'));
  const app = createApp({ store });
  await store.accounts.addDirector({ name: 'alice', passwordHash: 'scrypt$1' }, { club: 'club-a', role: 'admin', newClub: 'Club A' });
  await store.accounts.addDirector({ name: 'mia', passwordHash: 'scrypt$1' }, { club: 'club-a', role: 'member' });
  await store.accounts.addDirector({ name: 'bob', passwordHash: 'scrypt$1' }, { club: 'club-b', role: 'admin', newClub: 'Club B' });
  const send =
    (cookie: string | undefined) =>
    async (method: string, path: string, body?: unknown): Promise<Answer> => {
      const r = await app.request(path, {
        method,
        headers: { ...(cookie ? { Cookie: cookie } : {}), ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
        ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
      });
      return { status: r.status, cookie: r.headers.get('set-cookie')?.split(';')[0], body: (await r.json()) as Answer['body'] };
    };
  const as = async (director: string) => {
    const { token, tokenHash } = newSessionToken();
    await store.accounts.createSession(tokenHash, { director, expires: new Date(Date.now() + 3_600_000).toISOString() });
    return send(`arbiter_session=${token}`);
  };
  const [alice, mia, bob] = [await as('alice'), await as('mia'), await as('bob')];
  // Club A's open, with a player's birth date and e-mail-free fields; Club A's members list.
  expect((await alice('POST', '/api/tournaments', { name: 'A Open', id: 'a-open', system: 'keizer', settings: { published: 'yes' } })).status).toBe(201);
  expect((await alice('POST', '/api/tournaments/a-open/players', { name: 'Kid', birthDate: '2015-03-04' })).status).toBe(200);
  expect((await alice('PUT', '/api/playerlist', { text: '1,Aerts Jan,230,1500,10\n2,Boon Piet,230,1600,20\n', list: 'members' })).status).toBe(200);
  return { store, app, alice, mia, bob, anonymous: send(undefined), login: send };
}

const birthDates = (b: Answer['body']) => (b.tournament as { players: { birthDate?: string }[] }).players.filter((p) => p.birthDate !== undefined).length;

describe("another club's director gets nothing private of a club", () => {
  it('reads the public view only: no birth dates', async () => {
    const { alice, mia, bob } = await twoClubs();
    expect(birthDates((await alice('GET', '/api/tournaments/a-open')).body)).toBe(1);
    expect(birthDates((await mia('GET', '/api/tournaments/a-open')).body)).toBe(1); // a member of its club
    const other = await bob('GET', '/api/tournaments/a-open');
    expect(other.status).toBe(200);
    expect(birthDates(other.body)).toBe(0);
  });

  // Each request an attacker of club B would try, with what the check answers.
  it.each([
    ['GET', '/api/tournaments/a-open/file'],
    ['GET', '/api/tournaments/a-open/trf'],
    ['GET', '/api/tournaments/a-open/history'],
    ['GET', '/api/tournaments/a-open/history/1'],
    ['GET', '/api/tournaments/a-open/directors'],
    ['GET', '/api/tournaments/a-open/belgian-elo/check'],
    ['PATCH', '/api/tournaments/a-open', { name: 'Taken' }],
    ['POST', '/api/tournaments/a-open/players', { name: 'Intruder' }],
    ['POST', '/api/tournaments/a-open/players/import', { rows: [{ row: 1, name: 'Aerts Jan' }] }],
    ['PUT', '/api/tournaments/a-open/matches/1/games/1', { a: '1-0', b: '0-1' }],
    ['DELETE', '/api/tournaments/a-open'],
    ['POST', '/api/tournaments/a-open/directors', { name: 'bob' }],
    ['GET', '/api/playerlist?tournament=a-open'],
    ['GET', '/api/playerlist?of=club-a&list=members'],
    ['PUT', '/api/playerlist', { of: 'club-a', list: 'members', text: '9,Bob Injected,1,1,1\n', replace: true }],
    ['GET', '/api/clubs/club-a/lists'],
    ['GET', '/api/clubs/club-a/directors'],
    ['POST', '/api/clubs/club-a/directors', { name: 'eve', password: 'correct horse battery', role: 'admin' }],
    ['DELETE', '/api/clubs/club-a/directors/mia'],
  ] as const)('%s %s: 403, nothing changed', async (method, path, body?: unknown) => {
    const { store, bob } = await twoClubs();
    const r = await bob(method, path, body);
    expect(r.status).toBe(403);
    expect(r.body.error!.code).toMatch(/^not-(yours|your-club|admin)$/);
    const t = await store.get('a-open');
    expect(t.ok && [t.value.tournament.name, t.value.tournament.players.map((p) => p.name)]).toEqual(['A Open', ['Kid']]);
    const list = await store.playerList({ club: 'club-a', list: 'members' });
    expect(list?.ok && list.value.players.map((p) => p.name)).toEqual(['Aerts Jan', 'Boon Piet']);
    expect((await store.accounts.members()).filter((m) => m.club === 'club-a').map((m) => m.director)).toEqual(['alice', 'mia']);
  });

  it("lists neither the other club's tournaments nor its lists; his own list search is his club's", async () => {
    const { bob, anonymous } = await twoClubs();
    expect((await bob('GET', '/api/tournaments')).body).toEqual({ tournaments: [], damaged: [] });
    expect((await bob('GET', '/api/playerlist?q=Aerts')).body).toMatchObject({ club: 'club-b', list: 'players', imported: false, count: 0 });
    expect((await anonymous('GET', '/api/playerlist?q=Aerts')).status).toBe(401);
    expect((await anonymous('GET', '/api/tournaments/a-open/history')).status).toBe(401);
  });
});

describe('an assistant named for one tournament', () => {
  it("directs that tournament and searches and imports from its club's lists, and nothing else of the club", async () => {
    const { store, alice, bob } = await twoClubs();
    // bob directs for Club B, and helps alice's Club C too: she may name him for Club A's open.
    expect((await store.accounts.addClub({ id: 'club-c', name: 'Club C' }, 'alice')).ok).toBe(true);
    expect((await store.accounts.setMember({ club: 'club-c', director: 'bob', role: 'member' })).ok).toBe(true);
    expect((await alice('POST', '/api/tournaments/a-open/directors', { name: 'bob' })).status).toBe(200);
    const found = await bob('GET', '/api/playerlist?tournament=a-open&list=members&q=Aerts');
    expect(found.body).toMatchObject({ club: 'club-a', list: 'members', imported: true, count: 2 });
    const [aerts] = found.body.players as { row: number; name: string }[];
    const imported = await bob('POST', '/api/tournaments/a-open/players/import', { list: 'members', rows: [{ row: aerts!.row, name: aerts!.name }] });
    expect([imported.status, imported.body.report]).toEqual([200, { added: ['Aerts Jan'], skipped: [], missing: [] }]);
    expect(birthDates((await bob('GET', '/api/tournaments/a-open')).body)).toBe(1);
    for (const [method, path] of [
      ['GET', '/api/playerlist?of=club-a&list=members'],
      ['GET', '/api/clubs/club-a/directors'],
    ] as const)
      expect((await bob(method, path)).status).toBe(403);
  });
});

describe('naming an assistant tells nothing of the directors of other clubs', () => {
  it('answers alike for a name nobody has and for a director of another club; names a director of a club of hers', async () => {
    const { store, alice } = await twoClubs();
    const unknown = await alice('POST', '/api/tournaments/a-open/directors', { name: 'nobody' });
    const foreign = await alice('POST', '/api/tournaments/a-open/directors', { name: 'bob' });
    expect(unknown.status).toBe(422);
    expect(foreign.body.error!.message.replace('bob', 'X')).toBe(unknown.body.error!.message.replace('nobody', 'X'));
    expect([foreign.status, foreign.body.error!.code]).toEqual([unknown.status, unknown.body.error!.code]);
    expect(foreign.body.error!.message).toBe('"bob" is not a director of your clubs: an assistant is one of their directors (a club\'s admin adds him to the club first)');
    expect((await store.accounts.access('a-open')).directors).toEqual([]);
    // A director she shares a club with (Club C) is hers to name.
    await store.accounts.addClub({ id: 'club-c', name: 'Club C' }, 'alice');
    await store.accounts.setMember({ club: 'club-c', director: 'bob', role: 'member' });
    expect((await alice('POST', '/api/tournaments/a-open/directors', { name: 'bob' })).body).toEqual({ owner: 'alice', directors: ['bob'] });
  });
});

describe('an invite link', () => {
  it("makes one director of the admin's club, with the role she chose; twenty uses at once make one", async () => {
    const { store, alice, mia, bob, anonymous, login } = await twoClubs();
    // Only the club's admin makes one; a member and another club's admin are refused.
    expect((await mia('POST', '/api/clubs/club-a/invites', {})).status).toBe(403);
    expect((await bob('POST', '/api/clubs/club-a/invites', {})).status).toBe(403);
    expect((await anonymous('POST', '/api/clubs/club-a/invites', {})).status).toBe(401);
    expect((await alice('POST', '/api/clubs/club-a/invites', { days: 31 })).status).toBe(400);
    const made = await alice('POST', '/api/clubs/club-a/invites', { role: 'member', days: 2 });
    expect(made.status).toBe(201);
    const token = made.body.token as string;
    expect(made.body.path).toBe(`/invite?token=${token}`);
    expect(made.body.invite).toMatchObject({ club: 'club-a', role: 'member', by: 'alice', state: 'open' });
    // Two days from now (give or take the test's own time).
    expect(Math.abs(Date.parse((made.body.invite as { expires: string }).expires) - Date.now() - 2 * 86_400_000)).toBeLessThan(60_000);
    expect(JSON.stringify(await store.accounts.invites('club-a'))).not.toContain(token); // only its hash is kept
    expect((await anonymous('POST', '/api/invite/check', { token })).body).toMatchObject({ club: { id: 'club-a', name: 'Club A' }, role: 'member' });
    // A weak password or a taken name leaves the link usable.
    expect((await anonymous('POST', '/api/invite', { token, name: 'eve', password: 'short' })).status).toBe(422);
    expect((await anonymous('POST', '/api/invite', { token, name: 'bob', password: 'correct horse battery' })).status).toBe(409);
    const tries = await Promise.all(Array.from({ length: 20 }, (_, i) => anonymous('POST', '/api/invite', { token, name: `guest${i}`, password: 'correct horse battery' })));
    expect(tries.map((t) => t.status).sort()).toEqual([201, ...Array<number>(19).fill(410)]);
    const won = tries.find((t) => t.status === 201)!;
    const name = won.body.director as string;
    expect(won.body).toEqual({ director: name, club: { id: 'club-a', name: 'Club A' }, role: 'member' });
    expect(tries.find((t) => t.status === 410)!.body.error).toEqual({
      code: 'invite-used',
      message: "this invite link was used already (it works once): ask the club's admin for a new one",
    });
    expect((await store.accounts.directors()).filter((d) => d.name.startsWith('guest'))).toHaveLength(1);
    // The new director is logged in and directs the club's tournaments.
    const guest = login(won.cookie);
    expect((await guest('GET', '/api/tournaments')).body.tournaments).toMatchObject([{ id: 'a-open' }]);
    expect(birthDates((await guest('GET', '/api/tournaments/a-open')).body)).toBe(1);
    expect((await alice('GET', '/api/clubs/club-a/invites')).body.invites).toMatchObject([{ state: 'used', usedBy: name }]);
    expect((await anonymous('POST', '/api/invite/check', { token })).status).toBe(410);
  });

  it('is refused when expired (410), unknown (404) or withdrawn', async () => {
    const { store, alice, anonymous } = await twoClubs();
    const { token, tokenHash } = newSessionToken();
    await store.accounts.addInvite(tokenHash, { club: 'club-a', role: 'admin', by: 'alice', expires: new Date(Date.now() - 1000).toISOString() }, new Date());
    const expired = await anonymous('POST', '/api/invite', { token, name: 'late', password: 'correct horse battery' });
    expect([expired.status, expired.body.error!.code]).toEqual([410, 'invite-expired']);
    expect((await alice('GET', '/api/clubs/club-a/invites')).body.invites).toMatchObject([{ state: 'expired' }]);
    const unknown = await anonymous('POST', '/api/invite', { token: 'x'.repeat(43), name: 'who', password: 'correct horse battery' });
    expect([unknown.status, unknown.body.error!.code]).toEqual([404, 'invite-unknown']);
    const made = await alice('POST', '/api/clubs/club-a/invites', {});
    const id = (made.body.invite as { id: string }).id;
    expect((await alice('DELETE', `/api/clubs/club-a/invites/${id}`)).status).toBe(200);
    const withdrawn = await anonymous('POST', '/api/invite', { token: made.body.token, name: 'gone', password: 'correct horse battery' });
    expect(withdrawn.status).toBe(404);
    expect((await store.accounts.directors()).map((d) => d.name).sort()).toEqual(['alice', 'bob', 'mia']);
  });
});

describe('a director of no club', () => {
  it('makes no tournament, and is told why', async () => {
    const { store, alice } = await twoClubs();
    await store.accounts.addDirector({ name: 'nomad', passwordHash: 'scrypt$1' }, { club: 'club-a', role: 'member' });
    expect((await alice('DELETE', '/api/clubs/club-a/directors/nomad')).status).toBe(200);
    const { token, tokenHash } = newSessionToken();
    await store.accounts.createSession(tokenHash, { director: 'nomad', expires: new Date(Date.now() + 3_600_000).toISOString() });
    const app = createApp({ store });
    const r = await app.request('/api/tournaments', {
      method: 'POST',
      headers: { Cookie: `arbiter_session=${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Mine', system: 'keizer' }),
    });
    expect([r.status, ((await r.json()) as { error: { message: string } }).error.message]).toEqual([403, 'you belong to no club: a club admin adds you to one']);
    expect((await store.list()).tournaments.map((t) => t.id)).toEqual(['a-open']);
  });
});

describe('roles: a member directs the club, an admin also manages its staff', () => {
  it('a member changes the club tournaments but not its staff', async () => {
    const { mia } = await twoClubs();
    expect((await mia('POST', '/api/tournaments/a-open/players', { name: 'Helper adds' })).status).toBe(200);
    expect((await mia('GET', '/api/clubs/club-a/directors')).body).toEqual({
      club: 'club-a',
      directors: [
        { name: 'alice', role: 'admin' },
        { name: 'mia', role: 'member' },
      ],
    });
    const refused = await mia('POST', '/api/clubs/club-a/directors', { name: 'eve', password: 'correct horse battery', role: 'member' });
    expect([refused.status, refused.body.error!.message]).toEqual([403, 'only an admin of Club A adds and removes its directors']);
  });

  it('an admin adds an assistant with a first password; she logs in and directs the club tournaments', async () => {
    const { alice, login } = await twoClubs();
    const added = await alice('POST', '/api/clubs/club-a/directors', { name: 'eve', password: 'correct horse battery', role: 'member' });
    expect(added.status).toBe(201);
    const weak = await alice('POST', '/api/clubs/club-a/directors', { name: 'fay', password: 'short', role: 'member' });
    expect([weak.status, weak.body.error!.message]).toEqual([422, 'the password needs at least 10 characters']);
    const session = await login(undefined)('POST', '/api/login', { name: 'eve', password: 'correct horse battery' });
    expect(session.status).toBe(200);
    const eve = login(session.cookie);
    expect((await eve('GET', '/api/tournaments')).body.tournaments).toMatchObject([{ id: 'a-open', club: 'club-a' }]);
    expect((await eve('POST', '/api/tournaments/a-open/players', { name: 'Eve adds' })).status).toBe(200);
    expect((await alice('GET', '/api/clubs/club-a/directors')).body.directors).toEqual([
      { name: 'alice', role: 'admin' },
      { name: 'eve', role: 'member' },
      { name: 'mia', role: 'member' },
    ]);
    // The last admin stays one; another admin first, then she may step down.
    const last = await alice('PATCH', '/api/clubs/club-a/directors/alice', { role: 'member' });
    expect([last.status, last.body.error!.code]).toEqual([409, 'last-admin']);
    expect((await alice('PATCH', '/api/clubs/club-a/directors/mia', { role: 'admin' })).status).toBe(200);
    expect((await alice('DELETE', '/api/clubs/club-a/directors/eve')).body.directors).toEqual([
      { name: 'alice', role: 'admin' },
      { name: 'mia', role: 'admin' },
    ]);
  });

  it('the session tells the screens each club and what the director may do there', async () => {
    const { alice, mia, anonymous } = await twoClubs();
    expect((await alice('GET', '/api/session')).body.clubs).toEqual([{ id: 'club-a', name: 'Club A', role: 'admin', may: { createTournaments: true, manageStaff: true } }]);
    expect((await mia('GET', '/api/session')).body.clubs).toEqual([{ id: 'club-a', name: 'Club A', role: 'member', may: { createTournaments: true, manageStaff: false } }]);
    expect((await anonymous('GET', '/api/session')).body).toEqual({ director: null, setup: false, clubs: [] });
  });
});

describe('player lists: several per club, an import into one leaves the others', () => {
  it('an import into one list leaves the club other lists and the other club lists; replacing a list with players asks first', async () => {
    const { store, alice, bob } = await twoClubs();
    const fide = 'FIDE id,name,federation,rating\n1503014,"Carlsen, Magnus",NOR,2833\n';
    expect((await alice('PUT', '/api/playerlist', { text: fide, list: 'fide' })).status).toBe(200);
    expect((await bob('PUT', '/api/playerlist', { text: '1,Bob Injected,9,1000,1\n' })).status).toBe(200);
    // The members list is as it was, and club B's import went to club B's own list.
    const members = await store.playerList({ club: 'club-a', list: 'members' });
    expect(members?.ok && members.value.players.map((p) => p.name)).toEqual(['Aerts Jan', 'Boon Piet']);
    expect((await alice('GET', '/api/playerlist?list=members&q=Bob')).body.players).toEqual([]);
    expect((await alice('GET', '/api/clubs/club-a/lists')).body).toEqual({ club: 'club-a', lists: ['fide', 'members'] });
    expect((await bob('GET', '/api/clubs/club-b/lists')).body).toEqual({ club: 'club-b', lists: ['players'] });
    // Replacing the members list: refused with its count until confirmed; then only it changes.
    const again = await alice('PUT', '/api/playerlist', { text: '3,Claes Karel,301,1700,5\n', list: 'members' });
    expect([again.status, again.body.error!.code, again.body.error!.message]).toEqual([
      409,
      'list-has-players',
      'the player list "members" has 2 players: replacing it drops them (confirm to replace)',
    ]);
    expect((await alice('PUT', '/api/playerlist', { text: '3,Claes Karel,301,1700,5\n', list: 'members', replace: true })).status).toBe(200);
    const replaced = await store.playerList({ club: 'club-a', list: 'members' });
    expect(replaced?.ok && replaced.value.players.map((p) => p.name)).toEqual(['Claes Karel']);
    const fideAfter = await store.playerList({ club: 'club-a', list: 'fide' });
    expect(fideAfter?.ok && fideAfter.value.players.map((p) => p.name)).toEqual(['Carlsen, Magnus']);
  });

  it("names the lists to choose from with their counts: a club's (its directors), a tournament's club's (its assistants too)", async () => {
    const { store, alice, mia, bob, anonymous } = await twoClubs();
    const fide = 'FIDE id,name,federation,rating\n1503014,"Carlsen, Magnus",NOR,2833\n1,"Two, Player",NED,2000\n4,"Three, Player",NED,1900\n';
    expect((await alice('PUT', '/api/playerlist', { text: fide, list: 'fide' })).status).toBe(200);
    // The members list has the 2 rows twoClubs imported; fide the 3 above.
    const expected = {
      club: 'club-a',
      lists: [
        { name: 'fide', count: 3 },
        { name: 'members', count: 2 },
      ],
    };
    expect((await alice('GET', '/api/playerlists')).body).toEqual(expected);
    expect((await mia('GET', '/api/playerlists?of=club-a')).body).toEqual(expected);
    expect((await mia('GET', '/api/playerlists?tournament=a-open')).body).toEqual(expected);
    expect((await bob('GET', '/api/playerlists')).body).toEqual({ club: 'club-b', lists: [] });
    expect((await bob('GET', '/api/playerlists?of=club-a')).status).toBe(403);
    expect((await bob('GET', '/api/playerlists?tournament=a-open')).status).toBe(403);
    expect((await anonymous('GET', '/api/playerlists?tournament=a-open')).status).toBe(401);
    // An assistant of Club A's open (bob shares Club C with alice) gets its club's lists, for that tournament only.
    await store.accounts.addClub({ id: 'club-c', name: 'Club C' }, 'alice');
    await store.accounts.setMember({ club: 'club-c', director: 'bob', role: 'member' });
    expect((await alice('POST', '/api/tournaments/a-open/directors', { name: 'bob' })).status).toBe(200);
    expect((await bob('GET', '/api/playerlists?tournament=a-open')).body).toEqual(expected);
    expect((await bob('GET', '/api/playerlists?of=club-a')).status).toBe(403);
  });
});

describe('the rule itself (decide), case by case', () => {
  const facts = (director: string | undefined, access?: Facts['access']): Facts => ({
    director,
    clubs: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    members: [
      { club: 'a', director: 'alice', role: 'admin' },
      { club: 'a', director: 'mia', role: 'member' },
      { club: 'b', director: 'bob', role: 'admin' },
    ],
    ...(access ? { access } : {}),
  });
  const own = { club: 'a', owner: 'mia', directors: ['bob'] };
  it.each([
    // [who, act, access, allowed] — the roles of issue 31, item 2
    ['nobody', undefined, { act: 'direct', tournament: 't' }, own, 401],
    ['a member directs her club tournament', 'mia', { act: 'direct', tournament: 't' }, own, 200],
    ['an assistant named for it directs it', 'bob', { act: 'direct', tournament: 't' }, own, 200],
    ["another club's admin does not", 'bob', { act: 'direct', tournament: 't' }, { club: 'a', directors: [] }, 403],
    ['a tournament without a club is the first club', 'alice', { act: 'direct', tournament: 't' }, { directors: [] }, 200],
    ['... and not the second', 'bob', { act: 'direct', tournament: 't' }, { directors: [] }, 403],
    ['the admin names assistants', 'alice', { act: 'name-assistants', tournament: 't' }, own, 200],
    ['the member who made it names them', 'mia', { act: 'name-assistants', tournament: 't' }, own, 200],
    ['an assistant does not', 'bob', { act: 'name-assistants', tournament: 't' }, own, 403],
    ['a member uses her club', 'mia', { act: 'use-club', club: 'a' }, undefined, 200],
    ['not another', 'mia', { act: 'use-club', club: 'b' }, undefined, 403],
    ['an admin manages the staff', 'alice', { act: 'manage-staff', club: 'a' }, undefined, 200],
    ['a member does not', 'mia', { act: 'manage-staff', club: 'a' }, undefined, 403],
    ["nor another club's admin", 'bob', { act: 'manage-staff', club: 'a' }, undefined, 403],
  ] as const)('%s', (_what, who, act, access, expected) => {
    const d = decide(facts(who, access), act);
    expect(d.ok ? 200 : d.status).toBe(expected);
  });
});
