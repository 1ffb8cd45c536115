import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { describeMissing, makeBelgianRatingReport } from '../director/belgianReport.js';
import { authorize } from './authorize.js';
import type { TournamentStore } from '../store/store.js';
import { fromArbiterError, HttpError, params } from './http.js';
import type { AppEnv } from './security.js';

const id = z.object({ id: z.string() });
/** The report's options as the web app sends them (`arbiter report belgian-elo`'s flags); empty ones are not given. */
const belgianQuery = z.object({
  rounds: z
    .string()
    .regex(/^\s*\d{1,5}\s*(-\s*\d{1,5}\s*)?$/, 'expected a round or rounds (3, or 1-5)')
    .optional()
    .or(z.literal('')),
  start: z.string().max(20).optional(),
  end: z.string().max(20).optional(),
  email: z.string().max(200).optional(),
  club: z.string().max(20).optional(),
});

/** The Belgian national rating report: GET …/belgian-elo (the file, as `arbiter report belgian-elo` writes it) and …/belgian-elo/check (JSON). */
export function registerBelgianRoutes(app: Hono<AppEnv>, store: TournamentStore): void {
  const report = async (c: Context<AppEnv>) => {
    const tid = params('path', c.req.param(), id).id;
    const q = params('query', c.req.query(), belgianQuery);
    await authorize(c, store.accounts, { act: 'direct', tournament: tid });
    const stored = await store.get(tid);
    if (!stored.ok) throw fromArbiterError(stored.error);
    const given = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());
    const [first, last] = (given(q.rounds) ?? '').split('-').map((x) => (x.trim() === '' ? undefined : Number(x)));
    const r = makeBelgianRatingReport(stored.value.tournament, {
      firstRound: first,
      lastRound: last ?? first,
      startDate: given(q.start),
      endDate: given(q.end),
      email: given(q.email),
      club: given(q.club),
    });
    if (!r.ok) throw new HttpError(422, r.error.code, r.error.message);
    return { id: stored.value.id, report: r.value };
  };
  app.get('/api/tournaments/:id/belgian-elo', async (c) => {
    const { id: tid, report: r } = await report(c);
    c.header('Content-Type', 'text/plain; charset=iso-8859-1');
    c.header('Content-Disposition', `attachment; filename="${tid}-belgian-elo.txt"`);
    return c.body(Buffer.from(r.bytes));
  });
  app.get('/api/tournaments/:id/belgian-elo/check', async (c) => {
    const { report: r } = await report(c);
    return c.json({ players: r.players, games: r.games, missing: r.missing, lines: describeMissing(r) });
  });
}
