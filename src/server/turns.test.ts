// Fair turns of the event loop (issue 31, a crowd of readers): libuv accepts one new connection per turn, so
// a turn does at most TURN_BUDGET_MS of requests' work and the requests beyond it wait, in order, for the
// next turn. Driven by a clock of the test's own: no timing.
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { fairTurns, TURN_BUDGET_MS } from './turns.js';

/**
 * An app whose route takes `costMs` of the test's clock; each request notes, when its route begins, its
 * number and whether the turn it was sent in has ended (a setImmediate queued before the requests ran).
 */
function app(costMs: number) {
  let now = 0;
  const notes: { n: number; laterTurn: boolean }[] = [];
  let turnEnded = false;
  const a = new Hono();
  a.use(
    '*',
    fairTurns(TURN_BUDGET_MS, () => now),
  );
  a.get('/r/:n', (c) => {
    notes.push({ n: Number(c.req.param('n')), laterTurn: turnEnded });
    now += costMs;
    return c.text('ok');
  });
  const send = async (count: number) => {
    setImmediate(() => (turnEnded = true));
    const answers = await Promise.all(Array.from({ length: count }, async (_, i) => a.request(`/r/${i + 1}`)));
    return answers.map((r) => r.status);
  };
  return { send, notes };
}

describe('fairTurns: at most a budget of work per turn of the event loop, the rest in order in later turns', () => {
  it.each([
    // [case, route's cost in ms, requests at once, which of them run in the turn they came in]
    ['cheap requests (no time of the budget used) all run in their turn', 0, 5, [true, true, true, true, true]],
    ['a request alone is never held, however long it takes', 5 * TURN_BUDGET_MS, 1, [true]],
    ['past the budget the next requests wait for a later turn', 5 * TURN_BUDGET_MS, 3, [true, false, false]],
    ['half the budget each: two in the turn, the third waits', TURN_BUDGET_MS / 2, 3, [true, true, false]],
  ] as const)('%s', async (_, cost, count, inTurn) => {
    const { send, notes } = app(cost);
    expect(await send(count)).toEqual(Array.from({ length: count }, () => 200));
    expect(notes.map((x) => x.n)).toEqual(Array.from({ length: count }, (_, i) => i + 1)); // in their order
    expect(notes.map((x) => !x.laterTurn)).toEqual(inTurn);
  });

  it('a request that fails lets the next go on', async () => {
    const a = new Hono();
    let now = 0;
    a.use(
      '*',
      fairTurns(TURN_BUDGET_MS, () => now),
    );
    a.onError((_, c) => c.text('failed', 500));
    a.get('/fail', () => {
      now += 5 * TURN_BUDGET_MS;
      throw new Error('boom');
    });
    a.get('/ok', (c) => c.text('ok'));
    const [x, y] = await Promise.all([Promise.resolve(a.request('/fail')), Promise.resolve(a.request('/ok'))]);
    expect([x.status, y.status]).toEqual([500, 200]);
  });
});
