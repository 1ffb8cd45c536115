import { fromArbiterError, params } from './http.js';
import type { Routes } from './routes.js';
import { id, idAndVersion } from './schemas.js';
import { tournamentView } from './views.js';

/** A tournament's versions: the list, one of them, and bringing one back. */
export function registerHistoryRoutes({ app, store, directing }: Routes): void {
  /** The versions of a tournament, newest last: when, by whom, what changed. */
  app.get('/api/tournaments/:id/history', async (c) => {
    const tid = params('path', c.req.param(), id).id;
    await directing(c, tid);
    const r = await store.history(tid);
    if (!r.ok) throw fromArbiterError(r.error);
    return c.json({ versions: r.value });
  });

  /** One earlier version of a tournament, to look at before bringing it back. */
  app.get('/api/tournaments/:id/history/:version', async (c) => {
    const p = params('path', c.req.param(), idAndVersion);
    await directing(c, p.id);
    const r = await store.version(p.id, p.version);
    if (!r.ok) throw fromArbiterError(r.error);
    return c.json({ version: p.version, tournament: r.value });
  });

  /** Brings back an earlier version (itself a new version, so it can be undone the same way). */
  app.post('/api/tournaments/:id/history/:version/restore', async (c) => {
    const p = params('path', c.req.param(), idAndVersion);
    const r = await store.restore(p.id, p.version, await directing(c, p.id));
    if (!r.ok) throw fromArbiterError(r.error);
    return c.json(tournamentView(r.value));
  });
}
