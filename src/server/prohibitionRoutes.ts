import { z } from 'zod';
import { allowPairing, forbidPairing } from '../director/operations.js';
import { body, params } from './http.js';
import { fideConfirmationOf, type Routes } from './routes.js';
import { id } from './schemas.js';

/** Players who must not meet (TRF-2026 260): at least two, each once, in rounds first…last (either end open). */
const prohibitionSchema = z
  .object({
    players: z.array(z.number().int().positive()).min(2).max(50),
    firstRound: z.number().int().positive().max(999).optional(),
    lastRound: z.number().int().positive().max(999).optional(),
  })
  .strict();
const playersSchema = z.object({ players: z.array(z.number().int().positive()).min(2).max(50) }).strict();

/**
 * A tournament's prohibited pairings (`arbiter forbid`): added — in FIDE mode, after round 1, only with
 * `?confirm=1`, recorded (director/fideMode.ts) — and taken back. The list is in the tournament's view.
 */
export function registerProhibitionRoutes({ app, change }: Routes): void {
  app.post('/api/tournaments/:id/prohibitions', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, prohibitionSchema);
    const rounds = { ...(b.firstRound !== undefined ? { first: b.firstRound } : {}), ...(b.lastRound !== undefined ? { last: b.lastRound } : {}) };
    return change(c, p.id, (t) => forbidPairing(t, b.players, rounds, fideConfirmationOf(c)));
  });

  app.delete('/api/tournaments/:id/prohibitions', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, playersSchema);
    return change(c, p.id, (t) => allowPairing(t, b.players));
  });
}
