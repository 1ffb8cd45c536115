import type { Hono } from 'hono';
import { z } from 'zod';
import { checkDirectorName, checkPassword, hashPassword, newSessionToken } from '../store/accounts.js';
import { INVITE_DAYS, MAX_INVITE_DAYS, type Invite } from '../store/invites.js';
import { CLUB_ROLES } from '../store/clubs.js';
import type { TournamentStore } from '../store/store.js';
import { authorize } from './authorize.js';
import { body, fromArbiterError, HttpError, params } from './http.js';
import type { AppEnv } from './security.js';

const clubParam = z.object({ club: z.string().max(64) });
const clubAndName = z.object({ club: z.string().max(64), name: z.string().max(100) });
/** A new director with his first password, or (without one) a director of the server who joins this club. */
const newStaff = z.object({ name: z.string().max(100), password: z.string().max(1024).optional(), role: z.enum(CLUB_ROLES) });
const roleChange = z.object({ role: z.enum(CLUB_ROLES) });
const newInvite = z.object({ role: z.enum(CLUB_ROLES).default('member'), days: z.number().int().min(1).max(MAX_INVITE_DAYS).default(INVITE_DAYS) });
const clubAndInvite = z.object({ club: z.string().max(64), id: z.string().max(64) });

/** What the staff page shows of an invite: open (usable), used (by whom) or expired. */
const shownInvite = (i: Invite, now: Date) => ({ ...i, state: i.usedBy !== undefined ? 'used' : Date.parse(i.expires) <= now.getTime() ? 'expired' : 'open' });

/** A club's staff: its directors and their roles; its admins add, change and remove them (issue 31). */
export function registerClubRoutes(app: Hono<AppEnv>, store: TournamentStore): void {
  const { accounts } = store;
  const staffOf = async (club: string) => ({
    club,
    directors: (await accounts.members()).filter((m) => m.club === club).map((m) => ({ name: m.director, role: m.role })),
  });

  /** The club's directors (any of its directors asks). */
  app.get('/api/clubs/:club/directors', async (c) => {
    const p = params('path', c.req.param(), clubParam);
    await authorize(c, accounts, { act: 'use-club', club: p.club });
    return c.json(await staffOf(p.club));
  });

  /** An admin adds a director: a new one, with a name and a first password he changes later, or one who exists. */
  app.post('/api/clubs/:club/directors', async (c) => {
    const p = params('path', c.req.param(), clubParam);
    const b = await body(c, newStaff);
    await authorize(c, accounts, { act: 'manage-staff', club: p.club });
    const name = checkDirectorName(b.name);
    if (!name.ok) throw fromArbiterError(name.error);
    if (b.password === undefined) {
      if (!(await accounts.directors()).some((d) => d.name === name.value))
        throw new HttpError(422, 'unknown-director', `there is no director "${name.value}": give a first password to make one`);
      const set = await accounts.setMember({ club: p.club, director: name.value, role: b.role });
      if (!set.ok) throw fromArbiterError(set.error);
      return c.json(await staffOf(p.club));
    }
    const password = checkPassword(b.password);
    if (!password.ok) throw fromArbiterError(password.error);
    const added = await accounts.addDirector({ name: name.value, passwordHash: await hashPassword(password.value) }, { club: p.club, role: b.role });
    if (!added.ok) throw fromArbiterError(added.error);
    return c.json(await staffOf(p.club), 201);
  });

  /** The club's invite links (an admin asks): open, used and expired. */
  app.get('/api/clubs/:club/invites', async (c) => {
    const p = params('path', c.req.param(), clubParam);
    await authorize(c, accounts, { act: 'manage-staff', club: p.club });
    const now = new Date();
    return c.json({ club: p.club, invites: (await accounts.invites(p.club)).map((i) => shownInvite(i, now)) });
  });

  /**
   * An admin makes an invite link: whoever opens it (once, within `days`) chooses a name and a password and
   * becomes a director of the club with `role`. The token is in the answer only: the store keeps its hash.
   */
  app.post('/api/clubs/:club/invites', async (c) => {
    const p = params('path', c.req.param(), clubParam);
    const b = await body(c, newInvite);
    const by = await authorize(c, accounts, { act: 'manage-staff', club: p.club });
    const { token, tokenHash } = newSessionToken();
    const now = new Date();
    const expires = new Date(now.getTime() + b.days * 86_400_000).toISOString();
    const made = await accounts.addInvite(tokenHash, { club: p.club, role: b.role, by, expires }, now);
    if (!made.ok) throw fromArbiterError(made.error);
    return c.json({ invite: shownInvite(made.value, now), token, path: `/invite?token=${token}` }, 201);
  });

  /** An admin withdraws an invite link not yet used. */
  app.delete('/api/clubs/:club/invites/:id', async (c) => {
    const p = params('path', c.req.param(), clubAndInvite);
    await authorize(c, accounts, { act: 'manage-staff', club: p.club });
    const removed = await accounts.removeInvite(p.club, p.id);
    if (!removed.ok) throw fromArbiterError(removed.error);
    const now = new Date();
    return c.json({ club: p.club, invites: (await accounts.invites(p.club)).map((i) => shownInvite(i, now)) });
  });

  /** An admin makes a director of the club admin or member (the club keeps an admin). */
  app.patch('/api/clubs/:club/directors/:name', async (c) => {
    const p = params('path', c.req.param(), clubAndName);
    const b = await body(c, roleChange);
    await authorize(c, accounts, { act: 'manage-staff', club: p.club });
    if (!(await accounts.members()).some((m) => m.club === p.club && m.director === p.name))
      throw new HttpError(404, 'not-found', `${p.name} is not a director of club "${p.club}"`);
    const set = await accounts.setMember({ club: p.club, director: p.name, role: b.role });
    if (!set.ok) throw new HttpError(set.error.code === 'last-admin' ? 409 : 422, set.error.code, set.error.message);
    return c.json(await staffOf(p.club));
  });

  /** An admin takes a director out of the club (his account stays: he may belong to other clubs). */
  app.delete('/api/clubs/:club/directors/:name', async (c) => {
    const p = params('path', c.req.param(), clubAndName);
    await authorize(c, accounts, { act: 'manage-staff', club: p.club });
    const removed = await accounts.removeMember(p.club, p.name);
    if (!removed.ok) throw new HttpError(removed.error.code === 'last-admin' ? 409 : removed.error.code === 'not-found' ? 404 : 422, removed.error.code, removed.error.message);
    return c.json(await staffOf(p.club));
  });
}
