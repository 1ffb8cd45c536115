import type { Context } from 'hono';
import { z } from 'zod';
import { ok, type Result } from '../core/result.js';
import { parseGameResult, type GameResult } from '../core/game.js';
import { SIDES } from '../core/ownResults.js';
import type { Tournament } from '../core/tournament.js';
import { checkId } from '../store/store.js';
import { acceptConfirmed, acceptReport, dismissReport, liveReports, newSlipKey, reportOwnResult, slipsOf, slipView, withSlipKey, type SlipAction } from '../director/ownResults.js';
import { body, fromArbiterError, HttpError, params } from './http.js';
import { fideConfirmationOf, type Routes } from './routes.js';
import { clientAddress, LoginLimiter, type AppEnv } from './security.js';
import { idAndRound, id as idOnly, number } from './schemas.js';

/**
 * Players' own results (issue 34): the routes a slip's code opens — anyone holding it, without a login —
 * and the director's: the slips with their codes, the reports waiting, accepting and setting them aside.
 */
export interface OwnResultOptions {
  /** Behind a proxy: the client's address is the one X-Forwarded-For names (see AuthOptions). */
  readonly trustProxy?: boolean | undefined;
  readonly proxyHops?: number | undefined;
  /** The limits of wrong codes (default `SLIP_CODE_LIMITS`). */
  readonly limiter?: LoginLimiter | undefined;
}

/**
 * Wrong codes from one address: 10 within 15 minutes, then it waits out the window. A right code takes its
 * try back, so the players of a club evening behind one router never wait for each other's typing.
 */
export const SLIP_CODE_LIMITS = { perAddress: 10, perPair: Number.POSITIVE_INFINITY, nameSlowAfter: Number.POSITIVE_INFINITY, windowMs: 15 * 60_000 };

const slipParams = z.object({ tid: z.string().max(100), code: z.string().max(40) });
const result = z
  .string()
  .max(20)
  .transform((x, ctx) => {
    const r = parseGameResult(x);
    if (!r) ctx.addIssue({ code: 'custom', message: `"${x}" is not a result (1-0, 1/2-1/2 or 0-1)` });
    return r as GameResult;
  });
const slipAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('enter'), side: z.enum(SIDES), result }),
  z.object({ action: z.literal('confirm'), side: z.enum(SIDES) }),
  z.object({ action: z.literal('dispute'), side: z.enum(SIDES), result }),
]);
const acceptSchema = z.union([z.object({ board: number, result: result.optional() }), z.object({ all: z.literal(true) })]);
const idAndBoard = z.object({ id: z.string(), board: number });

/** Who the history names for a player's report: nobody's account, the slip's. */
const PLAYER = 'player (result slip)';

export function registerOwnResultRoutes({ app, store, load, directing, change }: Routes, options: OwnResultOptions = {}): void {
  const limiter = options.limiter ?? new LoginLimiter(SLIP_CODE_LIMITS, 'result slip codes');

  /**
   * Runs a request of a code's holder: counted before anything is read (tries sent at once count as much
   * as tries one after another), refused with 429 past the limit; a wrong code, a tournament that does not
   * exist or does not take its players' results all answer the same 404.
   */
  const withCode = async <T>(c: Context<AppEnv>, tid: string, f: () => Promise<Result<T>>): Promise<T> => {
    const attempt = limiter.begin(tid, clientAddress(c, options.trustProxy ?? false, options.proxyHops ?? 1));
    if (!attempt.ok) {
      c.header('Retry-After', String(attempt.wait));
      throw new HttpError(429, 'too-many-codes', attempt.message);
    }
    const r = checkId(tid).ok ? await f() : undefined;
    const found = r !== undefined && (r.ok || r.error.code !== 'no-slip');
    attempt.settle(found);
    if (!r || (!r.ok && (r.error.code === 'no-slip' || r.error.code === 'not-found')))
      throw new HttpError(404, 'no-slip', 'no result slip has this code (check the code on your slip; a slip of a round paired again is void)');
    if (!r.ok) throw new HttpError(r.error.code === 'slip-spent' || r.error.code === 'slip-reported' ? 409 : 422, r.error.code, r.error.message);
    return r.value;
  };
  const loaded = async (tid: string): Promise<Result<Tournament>> => {
    const got = await store.get(tid);
    return got.ok ? ok(got.value.tournament) : got;
  };

  /** What a code shows: the round, the board, the two names, and where its report stands. */
  app.get('/api/slips/:tid/:code', async (c) => {
    const p = params('path', c.req.param(), slipParams);
    return c.json(
      await withCode(c, p.tid, async () => {
        const t = await loaded(p.tid);
        return t.ok ? slipView(t.value, p.code) : t;
      }),
    );
  });

  /** A player enters the board's result, or confirms or disputes his opponent's. */
  app.post('/api/slips/:tid/:code', async (c) => {
    const p = params('path', c.req.param(), slipParams);
    const b = (await body(c, slipAction)) as SlipAction;
    return c.json(
      await withCode(c, p.tid, async () => {
        const saved = await store.update(p.tid, (t) => reportOwnResult(t, p.code, b), PLAYER);
        return saved.ok ? slipView(saved.value.tournament, p.code) : saved;
      }),
    );
  });

  /** The slips of a round with their codes (the key is made the first time). */
  app.get('/api/tournaments/:id/slips/:round', async (c) => {
    const p = params('path', c.req.param(), idAndRound);
    const director = await directing(c, p.id);
    let stored = await load(p.id);
    if (stored.tournament.settings.ownResults === true && !stored.tournament.ownResults) {
      const keyed = await store.update(p.id, (t) => ok(withSlipKey(t, newSlipKey())), director);
      if (!keyed.ok) throw fromArbiterError(keyed.error);
      stored = keyed.value;
    }
    const slips = slipsOf(stored.tournament, p.round);
    if (!slips.ok) throw new HttpError(409, slips.error.code, slips.error.message);
    return c.json({ round: p.round, slips: slips.value });
  });

  /** The reports of the last round waiting for the director. */
  app.get('/api/tournaments/:id/own-results', async (c) => {
    const p = params('path', c.req.param(), idOnly);
    await directing(c, p.id);
    const stored = await load(p.id);
    return c.json({ revision: stored.revision, on: stored.tournament.settings.ownResults === true, reports: liveReports(stored.tournament) });
  });

  /** Accepts one board's report (with the result the director decides on, for a dispute), or every confirmed one. */
  app.post('/api/tournaments/:id/own-results/accept', async (c) => {
    const p = params('path', c.req.param(), idOnly);
    const b = await body(c, acceptSchema);
    let boards: number[] = [];
    return change(
      c,
      p.id,
      (t) => {
        if ('all' in b) {
          const r = acceptConfirmed(t, fideConfirmationOf(c));
          if (!r.ok) return r;
          boards = r.value.boards;
          return ok(r.value.tournament);
        }
        boards = [b.board];
        return acceptReport(t, b.board, b.result, fideConfirmationOf(c));
      },
      () => ({ accepted: boards }),
    );
  });

  /** Sets a board's report aside: its players may enter the result again. */
  app.delete('/api/tournaments/:id/own-results/:board', async (c) => {
    const p = params('path', c.req.param(), idAndBoard);
    return change(c, p.id, (t) => dismissReport(t, p.board));
  });
}
