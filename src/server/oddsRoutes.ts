import type { Hono } from 'hono';
import { z } from 'zod';
import type { StoredTournament } from '../store/store.js';
import type { ComputePool } from './computePool.js';
import type { ComputeAnswer, ComputeTask } from './compute.js';
import { fromArbiterError, params } from './http.js';
import type { AppEnv } from './security.js';

/**
 * "Can I still win?" and "does the order matter?" (issue 32, keizer.md §7–8), asked on demand by the
 * standings page and the public page: the title odds and the order check of a tournament, computed in the
 * worker pool (a simulation takes seconds) and kept per revision, so a second click costs nothing. Public,
 * as the standings are. A system without them answers 422 with the registry's typed error.
 */

const id = z.object({ id: z.string() });
/** The web asks for fewer seasons than the CLI's 10,000: 2,000 give a standard error of at most 1.2 points. */
const oddsQuery = z.object({
  simulations: z.coerce.number().int().min(100).max(20_000).default(2000),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(1),
});
const orderQuery = z.object({ samples: z.coerce.number().int().min(1).max(1000).default(100) });

export function registerOddsRoutes(app: Hono<AppEnv>, load: (id: string) => Promise<StoredTournament>, pool: ComputePool): void {
  const cache = new Map<string, ComputeAnswer>();
  const run = async (key: string, task: ComputeTask): Promise<ComputeAnswer> => {
    const kept = cache.get(key);
    if (kept) return kept;
    const r = await pool.run(task);
    if (!r.ok) throw fromArbiterError(r.error);
    if (cache.size >= 100) cache.delete(cache.keys().next().value!);
    cache.set(key, r.value);
    return r.value;
  };

  app.get('/api/tournaments/:id/odds', async (c) => {
    const p = params('path', c.req.param(), id);
    const q = params('query', c.req.query(), oddsQuery);
    const stored = await load(p.id);
    const a = await run(`odds:${p.id}:${stored.revision}:${q.simulations}:${q.seed}`, { kind: 'odds', tournament: stored.tournament, options: q });
    if (a.kind !== 'odds') throw new Error('the pool answered another task');
    return c.json({ revision: stored.revision, ...a.odds });
  });

  app.get('/api/tournaments/:id/order-check', async (c) => {
    const p = params('path', c.req.param(), id);
    const q = params('query', c.req.query(), orderQuery);
    const stored = await load(p.id);
    const a = await run(`order:${p.id}:${stored.revision}:${q.samples}`, { kind: 'order-check', tournament: stored.tournament, samples: q.samples });
    if (a.kind !== 'order-check') throw new Error('the pool answered another task');
    return c.json({ revision: stored.revision, ...a.check });
  });
}
