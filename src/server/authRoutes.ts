import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { checkDirectorName, checkPassword, dummyHash, hashPassword, newSessionToken, sessionTokenHash, verifyPassword } from '../store/accounts.js';
import { LANGUAGES } from '../core/language.js';
import { checkClubName, clubIdFromName, clubOfTournament, FIRST_CLUB_NAME } from '../store/clubs.js';
import { checkInvite } from '../store/invites.js';
import { authorize, viewerOf } from './authorize.js';
import type { TournamentStore } from '../store/store.js';
import { body, fromArbiterError, HttpError, params } from './http.js';
import { clientAddress, isHttps, LoginLimiter, SESSION_COOKIE, SESSION_DAYS, type AppEnv } from './security.js';

export interface AuthOptions {
  /**
   * While no director exists, the one-time token of the setup link that `npm start` prints (so the first
   * director can be made from the browser of this machine); undefined: only `arbiter director add`.
   */
  readonly setupToken?: string | undefined;
  /** Behind a proxy: trust X-Forwarded-Proto (Secure cookies) and X-Forwarded-For (login limits). */
  readonly trustProxy?: boolean;
  /** How many proxies stand in front of the server, each appending to X-Forwarded-For (default 1). */
  readonly proxyHops?: number;
  readonly limiter?: LoginLimiter;
  /** Checks a password against its stored hash (verifyPassword; a test counts the checks). */
  readonly verifyPassword?: (password: string, stored: string) => Promise<boolean>;
}

const login = z.object({ name: z.string().max(100), password: z.string().max(1024) });
const setup = login.extend({ token: z.string().max(200), club: z.string().max(100).optional() });
const directorName = z.object({ name: z.string().max(100) });
const inviteToken = z.object({ token: z.string().max(200) });
const acceptInvite = login.extend({ token: z.string().max(200) });
const idAndName = z.object({ id: z.string(), name: z.string() });
const chosenLanguage = z.object({ language: z.enum(LANGUAGES).nullable() });

/** Login, logout, the session, the first director's setup, and the directors of a tournament. */
export function registerAuthRoutes(app: Hono<AppEnv>, store: TournamentStore, options: AuthOptions): void {
  const { accounts } = store;
  const limiter = options.limiter ?? new LoginLimiter();
  let setupToken = options.setupToken;

  const startSession = async (c: Context<AppEnv>, director: string) => {
    const { token, tokenHash } = newSessionToken();
    const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    await accounts.createSession(tokenHash, { director, expires: expires.toISOString() });
    setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Strict', path: '/', expires, secure: isHttps(c, options.trustProxy ?? false) });
  };

  const clientOf = (c: Context<AppEnv>): string => clientAddress(c, options.trustProxy ?? false, options.proxyHops ?? 1);

  /**
   * Who is logged in, his clubs (with his role in each) and what he may do there, so that the screens show
   * only what he may use (issue 31).
   */
  app.get('/api/session', async (c) => {
    const viewer = await viewerOf(c, accounts);
    const setupOpen = setupToken !== undefined && (await accounts.directors()).length === 0;
    const clubs = viewer.mine.map((club) => ({
      ...club,
      may: { createTournaments: viewer.may({ act: 'use-club', club: club.id }), manageStaff: viewer.may({ act: 'manage-staff', club: club.id }) },
    }));
    const language = viewer.director === undefined ? undefined : await accounts.language(viewer.director);
    return c.json({ director: viewer.director ?? null, setup: setupOpen, clubs, ...(language ? { language } : {}) });
  });

  /**
   * The logged-in director's language (issue 33: remembered per user): chosen with the switch, kept with his
   * account, so it follows him to another browser; `null` forgets it (his browser's is used again).
   */
  app.put('/api/session/language', async (c) => {
    const b = await body(c, chosenLanguage);
    const viewer = await viewerOf(c, accounts);
    if (viewer.director === undefined) throw new HttpError(401, 'login', "log in as a director to keep your language with your account (a visitor's is kept by his browser)");
    const set = await accounts.setLanguage(viewer.director, b.language ?? undefined);
    if (!set.ok) throw fromArbiterError(set.error);
    return c.json({ director: viewer.director, language: b.language });
  });

  app.post('/api/login', async (c) => {
    const b = await body(c, login);
    // Counted now, before anything is awaited: tries sent at once cannot all pass a check of the count.
    const attempt = limiter.begin(b.name, clientOf(c));
    if (!attempt.ok) {
      c.header('Retry-After', String(attempt.wait));
      throw new HttpError(429, 'too-many-logins', attempt.message);
    }
    const account = (await accounts.directors()).find((d) => d.name === b.name);
    const good = await (options.verifyPassword ?? verifyPassword)(b.password, account?.passwordHash ?? (await dummyHash()));
    attempt.settle(account !== undefined && good);
    if (!account || !good) throw new HttpError(401, 'bad-login', 'the name or the password is wrong');
    await startSession(c, account.name);
    return c.json({ director: account.name });
  });

  app.post('/api/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await accounts.deleteSession(sessionTokenHash(token));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ director: null });
  });

  /** The first director, made with the setup link that `npm start` printed (once, while none exists). */
  app.post('/api/setup', async (c) => {
    const b = await body(c, setup);
    const expected = setupToken;
    const given = Buffer.from(b.token);
    if (expected === undefined || given.length !== Buffer.byteLength(expected) || !timingSafeEqual(given, Buffer.from(expected)))
      throw new HttpError(403, 'bad-setup-link', 'this setup link is not valid (it works once, on the run of the server that printed it)');
    if ((await accounts.directors()).length > 0) throw new HttpError(409, 'exists', 'a director exists already: log in');
    const name = checkDirectorName(b.name);
    if (!name.ok) throw fromArbiterError(name.error);
    const password = checkPassword(b.password);
    if (!password.ok) throw fromArbiterError(password.error);
    const clubName = checkClubName(b.club?.trim() || FIRST_CLUB_NAME);
    if (!clubName.ok) throw fromArbiterError(clubName.error);
    // One step in the store: of many setups at once (the link shared, or replayed), one makes a director,
    // the admin of the first club.
    const club = { id: clubIdFromName(clubName.value), name: clubName.value };
    const added = await accounts.addFirstDirector({ name: name.value, passwordHash: await hashPassword(password.value) }, club);
    if (!added.ok && added.error.code === 'exists') throw new HttpError(409, 'exists', 'a director exists already: log in');
    if (!added.ok) throw fromArbiterError(added.error);
    setupToken = undefined;
    await startSession(c, name.value);
    return c.json({ director: name.value }, 201);
  });

  /** What an invite link offers (anyone holding it asks): the club, the role, until when; 404/410 when it no longer works. */
  app.post('/api/invite/check', async (c) => {
    const b = await body(c, inviteToken);
    const checked = checkInvite(await accounts.invite(sessionTokenHash(b.token)), new Date());
    if (!checked.ok) throw fromArbiterError(checked.error);
    const club = (await accounts.clubs()).find((x) => x.id === checked.value.club);
    return c.json({ club: club ?? { id: checked.value.club, name: checked.value.club }, role: checked.value.role, expires: checked.value.expires });
  });

  /** The invited director chooses a name and a password: a director of the invite's club, logged in (the link works once). */
  app.post('/api/invite', async (c) => {
    const b = await body(c, acceptInvite);
    const name = checkDirectorName(b.name);
    if (!name.ok) throw fromArbiterError(name.error);
    const password = checkPassword(b.password);
    if (!password.ok) throw fromArbiterError(password.error);
    const used = await accounts.acceptInvite(sessionTokenHash(b.token), { name: name.value, passwordHash: await hashPassword(password.value) }, new Date());
    if (!used.ok) throw fromArbiterError(used.error);
    await startSession(c, name.value);
    const club = (await accounts.clubs()).find((x) => x.id === used.value.club);
    return c.json({ director: name.value, club: club ?? null, role: used.value.role }, 201);
  });

  /**
   * Who directs a tournament (a director who may change it asks): its club, the director who made it, the
   * assistants named for it, and whether the one who asks may name them.
   */
  app.get('/api/tournaments/:id/directors', async (c) => {
    const p = params('path', c.req.param(), z.object({ id: z.string() }));
    await authorize(c, accounts, { act: 'direct', tournament: p.id });
    const viewer = await viewerOf(c, accounts);
    const access = await accounts.access(p.id);
    const club = viewer.clubs.find((x) => x.id === clubOfTournament(access, viewer.clubs));
    return c.json({
      owner: access.owner ?? null,
      directors: access.directors,
      club: club ?? null,
      may: { nameAssistants: viewer.may({ act: 'name-assistants', tournament: p.id }, access) },
    });
  });

  /** The club's admin or the director who made it names an assistant for this tournament alone (a director of another club). */
  app.post('/api/tournaments/:id/directors', async (c) => {
    const p = params('path', c.req.param(), z.object({ id: z.string() }));
    const b = await body(c, directorName);
    const access = await ownedBy(c, p.id);
    // Only a director of one of the asker's clubs (whose staff he sees anyway): the answer is the same for a
    // name nobody has and for another club's director, so nobody learns who directs elsewhere on the server.
    const viewer = await viewerOf(c, accounts);
    if (!viewer.members.some((m) => m.director === b.name && viewer.mine.some((club) => club.id === m.club)))
      throw new HttpError(
        422,
        'unknown-director',
        `"${b.name}" is not a director of your clubs: an assistant is one of their directors (a club's admin adds him to the club first)`,
      );
    if (b.name === access.owner || access.directors.includes(b.name)) return c.json({ owner: access.owner, directors: access.directors });
    const directors = [...access.directors, b.name];
    await accounts.setAccess(p.id, { ...access, directors });
    return c.json({ owner: access.owner, directors });
  });

  app.delete('/api/tournaments/:id/directors/:name', async (c) => {
    const p = params('path', c.req.param(), idAndName);
    const access = await ownedBy(c, p.id);
    const directors = access.directors.filter((d) => d !== p.name);
    await accounts.setAccess(p.id, { ...access, directors });
    return c.json({ owner: access.owner, directors });
  });

  /** The access of a tournament whose assistants this director may name (a tournament without owner: he takes it). */
  const ownedBy = async (c: Context<AppEnv>, id: string) => {
    const got = await store.get(id);
    if (!got.ok && got.error.code === 'not-found') throw fromArbiterError(got.error);
    const director = await authorize(c, accounts, { act: 'name-assistants', tournament: id });
    const access = await accounts.access(id);
    const club = access.club ?? clubOfTournament(access, await accounts.clubs());
    return { ...(club !== undefined ? { club } : {}), owner: access.owner ?? director, directors: access.directors };
  };
}
