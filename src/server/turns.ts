import type { MiddlewareHandler } from 'hono';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The requests' work done in one turn of the event loop at most, in ms (the rest waits for the next turn). */
export const TURN_BUDGET_MS = 1;

/**
 * Turns of the event loop shared fairly between the readers already here and those arriving (issue 31, a
 * crowd of readers). libuv accepts one new connection per turn of the event loop (libuv pull 3696, in
 * Node 20), and a turn answers every request that came on the connections already open: when 50 readers
 * arrive at once while others keep reading, the last one to be accepted waits for 49 turns, each longer
 * than the one before (bench/crowd.ts, 27 November 2026: the slowest 1% of the reads waited 0.27–0.78 s for
 * their connection to be accepted, their route 0.2–0.6 ms). So a turn does at most `budgetMs` of requests' work;
 * the requests beyond it wait, in their order, for the next turn, after libuv has accepted the next
 * connection. A request alone is never held; the work is the same, in more and shorter turns.
 */
export function fairTurns(budgetMs = TURN_BUDGET_MS, clock: () => number = () => performance.now()): MiddlewareHandler {
  let started = -1; // when this turn's first request began (clock()); -1: no request this turn yet
  const waiting: (() => void)[] = [];
  let turning = false; // a next turn is asked for
  /** The end of this turn (the check phase after the poll phase's requests), and what waits goes on then. */
  const endOfTurn = () => {
    if (turning) return;
    turning = true;
    void nextTurn().then(() => {
      turning = false;
      started = -1;
      release();
    });
  };
  const over = () => started >= 0 && clock() - started >= budgetMs;
  /** Lets the first waiting request go on when this turn has time left; else at the next turn. */
  const release = () => {
    if (waiting.length === 0) return;
    if (over()) endOfTurn();
    else waiting.shift()!();
  };
  return async (_c, next) => {
    if (waiting.length > 0 || over()) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        endOfTurn();
      });
    }
    if (started < 0) {
      started = clock();
      endOfTurn();
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}
