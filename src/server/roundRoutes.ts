import type { z } from 'zod';
import { err, ok } from '../core/result.js';
import { parseGameEntry } from '../core/game.js';
import { enterResult, pairByHand, pairNextRound, readyToPair, undoLastRound, type ResultEntry } from '../director/operations.js';
import { checkManualPairing } from '../pairing/index.js';
import { attempt, body, params } from './http.js';
import { fideConfirmationOf, type Routes } from './routes.js';
import { autoOrManualSchema, id, idAndRound, idMatchBoard, idRoundBoard, matchResultSchema, pairingSchema, resultSchema } from './schemas.js';
import { enterMatchResult, parseMatchEntry } from '../director/matchResults.js';

/** Rounds and results: checking a pairing made by hand, pairing, pairing again, undoing, entering results. */
export function registerRoundRoutes({ app, load, directing, change, pool }: Routes): void {
  const pairsOf = (b: z.infer<typeof pairingSchema>): [number, number][] => b.pairs.map((x) => [x.white, x.black]);

  app.post('/api/tournaments/:id/rounds/check', async (c) => {
    const p = params('path', c.req.param(), id);
    await directing(c, p.id);
    const b = await body(c, pairingSchema);
    const stored = await load(p.id);
    return c.json(attempt(() => checkManualPairing(stored.tournament, pairsOf(b), b.byes)));
  });

  /** Pairs the next round: by the system's engine (in a worker for a large event), or by hand. */
  app.post('/api/tournaments/:id/rounds', async (c) => {
    const p = params('path', c.req.param(), id);
    const b = await body(c, autoOrManualSchema);
    let warnings: readonly unknown[] = [];
    let notes: readonly string[] = [];
    const allowPending = b.allowPending ?? false;
    return change(
      c,
      p.id,
      async (t) => {
        if (b.mode === 'auto') {
          const ready = readyToPair(t, { allowPending });
          if (!ready.ok) return ready;
          const computed = await pool.run({ kind: 'pair', tournament: t, allowPending });
          if (!computed.ok) return computed;
          if (computed.value.kind !== 'pair') throw new Error('the pool answered another task');
          const r = pairNextRound(t, { allowPending, paired: computed.value.paired });
          if (!r.ok) return r;
          notes = r.value.paired.notes;
          return ok(r.value.tournament);
        }
        const r = pairByHand(t, { pairs: pairsOf(b), byes: b.byes, force: true, allowPending });
        if (!r.ok) return r;
        warnings = r.value.warnings;
        return ok(r.value.tournament);
      },
      () => ({ warnings, notes }),
    );
  });

  /** Pairs the current round again by hand (while it has no results). */
  app.put('/api/tournaments/:id/rounds/:round', async (c) => {
    const p = params('path', c.req.param(), idAndRound);
    const b = await body(c, pairingSchema);
    let warnings: readonly unknown[] = [];
    return change(
      c,
      p.id,
      (t) => {
        if (p.round !== t.rounds.length) return err({ code: 'no-round', message: `round ${p.round} is not the current round` });
        const r = pairByHand(t, { pairs: pairsOf(b), byes: b.byes, replace: true, force: true, ...fideConfirmationOf(c) });
        if (!r.ok) return r;
        warnings = r.value.warnings;
        return ok(r.value.tournament);
      },
      () => ({ warnings }),
    );
  });

  app.delete('/api/tournaments/:id/rounds/:round', async (c) => {
    const p = params('path', c.req.param(), idAndRound);
    return change(c, p.id, (t) => {
      if (p.round !== t.rounds.length) return err({ code: 'invalid', message: `only the last round (${t.rounds.length || 'none'}) can be undone` });
      return undoLastRound(t, fideConfirmationOf(c));
    });
  });

  /**
   * Enters a result (or `postponed`, or null to clear it). With `previous`, what the screen showed: a board
   * another screen changed meanwhile is refused (409) saying what it holds and what was entered.
   */
  app.put('/api/tournaments/:id/rounds/:round/games/:board', async (c) => {
    const p = params('path', c.req.param(), idRoundBoard);
    const b = await body(c, resultSchema);
    const entry = (x: string | null): ResultEntry => (x === null ? undefined : parseGameEntry(x));
    return change(c, p.id, (t) => {
      const r = enterResult(t, { board: p.board }, entry(b.result), {
        round: p.round,
        shown: b.previous === undefined ? undefined : { was: entry(b.previous) },
        ...fideConfirmationOf(c),
      });
      return r.ok ? ok(r.value.tournament) : r;
    });
  });

  /** Enters a Double-Swiss match in one step: both games' results, `board` being game a's (docs/double-swiss.md). */
  app.put('/api/tournaments/:id/matches/:match/games/:board', async (c) => {
    const p = params('path', c.req.param(), idMatchBoard);
    const b = await body(c, matchResultSchema);
    return change(c, p.id, (t) => {
      const entry = parseMatchEntry([b.a, b.b]);
      if (!entry.ok) return entry;
      const r = enterMatchResult(t, { board: p.board }, entry.value, { match: p.match, ...fideConfirmationOf(c) });
      return r.ok ? ok(r.value.tournament) : r;
    });
  });
}
