// Players' own results over HTTP (issue 34, Deliver 5), on both stores: the slips' codes for the director,
// a player's entry and the other's confirmation with the code alone, the director's acceptance through the
// result entry; a wrong code, a code of another board, a code after a re-pairing, the setting off; the limit
// of wrong codes per address (429).
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { freshPGlite } from '../../test/pglite.js';
import { FolderStore } from '../store/folderStore.js';
import { PostgresStore, type SqlClient } from '../store/postgresStore.js';
import type { TournamentStore } from '../store/store.js';
import { newSessionToken } from '../store/accounts.js';
import { createApp } from './app.js';
import { LoginLimiter } from './security.js';
import { SLIP_CODE_LIMITS } from './ownResultRoutes.js';

type Answer = { status: number; headers: Headers; body: Record<string, unknown> & { error?: { code: string; message: string } } };

function pglite(db: PGlite): SqlClient {
  return {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- implements SqlClient['query']: the caller names the rows' type
    query: async <R extends object>(text: string, params?: unknown[]) => ({ rows: (await db.query<R>(text, params)).rows }),
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- implements SqlClient['query']: the caller names the rows' type
    transaction: (work) => db.transaction((tx) => work(async <R extends object>(text: string, params?: unknown[]) => ({ rows: (await tx.query<R>(text, params)).rows }))),
    listen: async (channel, onNotify) => db.listen(channel, onNotify),
    end: () => db.close(),
  };
}

const STORES: [string, () => Promise<TournamentStore>][] = [
  ['the folder store', async () => new FolderStore(join(mkdtempSync(join(tmpdir(), 'arbiter-slips-')), 'tournaments'))],
  [
    'the PostgreSQL store',
    async () => {
      const opened = await PostgresStore.open(pglite(await freshPGlite()));
      if (!opened.ok) throw new Error(opened.error.message);
      return opened.value;
    },
  ],
];

/** A Swiss of four players, own-results on, round 1 paired by hand: board 1 Jansen–Bakker, board 2 Smit–Visser. */
async function serving(open: () => Promise<TournamentStore>, limiter?: LoginLimiter) {
  const store = await open();
  // Behind a proxy: the client's address is the one X-Forwarded-For names (the limit counts per address).
  const app = createApp({ store, auth: { trustProxy: true }, ownResults: limiter ? { limiter } : {} });
  await store.accounts.addDirector({ name: 'anna', passwordHash: 'scrypt$1' });
  const { token, tokenHash } = newSessionToken();
  await store.accounts.createSession(tokenHash, { director: 'anna', expires: new Date(Date.now() + 3_600_000).toISOString() });
  const send =
    (cookie: string | undefined, address = '192.0.2.1') =>
    async (method: string, path: string, body?: unknown): Promise<Answer> => {
      const r = await app.request(path, {
        method,
        headers: { ...(cookie ? { Cookie: cookie } : {}), ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }), 'X-Forwarded-For': address },
        ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
      });
      return { status: r.status, headers: r.headers, body: (await r.json()) as Answer['body'] };
    };
  const anna = send(`arbiter_session=${token}`);
  expect((await anna('POST', '/api/tournaments', { name: 'Open', id: 'open', system: 'swiss-dutch', plannedRounds: 3, settings: { 'own-results': 'yes' } })).status).toBe(201);
  for (const name of ['Jansen', 'Bakker', 'Smit', 'Visser']) expect((await anna('POST', '/api/tournaments/open/players', { name })).status).toBe(200);
  const paired = await anna('POST', '/api/tournaments/open/rounds', {
    mode: 'manual',
    pairs: [
      { white: 1, black: 2 },
      { white: 3, black: 4 },
    ],
    byes: [],
  });
  expect(paired.status, JSON.stringify(paired.body)).toBe(200);
  const slips = await anna('GET', '/api/tournaments/open/slips/1');
  expect(slips.status).toBe(200);
  const codes = (slips.body.slips as { board: number; code: string }[]).map((s) => s.code);
  return { store, anna, player: send(undefined), from: (address: string) => send(undefined, address), codes };
}

describe.each(STORES)('players’ own results on %s', (_, open) => {
  it('a player enters, the other confirms, the director accepts: nothing in the round before', async () => {
    const { store, anna, player, codes } = await serving(open);
    const [c1] = codes as [string];
    expect((await player('GET', `/api/slips/open/${c1}`)).body).toEqual({ round: 1, board: 1, white: 'Jansen', black: 'Bakker', state: 'open' });
    const entered = await player('POST', `/api/slips/open/${c1}`, { action: 'enter', side: 'white', result: '1-0' });
    expect([entered.status, entered.body.state]).toEqual([200, 'entered']);
    expect((await player('POST', `/api/slips/open/${c1}`, { action: 'confirm', side: 'black' })).body.state).toBe('confirmed');
    const round = async () => ((await anna('GET', '/api/tournaments/open')).body.tournament as { rounds: { games: { result?: string }[] }[] }).rounds[0]!.games;
    expect((await round())[0]!.result).toBeUndefined();
    const waiting = await anna('GET', '/api/tournaments/open/own-results');
    expect(waiting.body.reports).toMatchObject([{ board: 1, state: 'confirmed', by: 'white', result: '1-0' }]);
    const accepted = await anna('POST', '/api/tournaments/open/own-results/accept', { all: true });
    expect([accepted.status, (accepted.body.report as { accepted: number[] }).accepted]).toEqual([200, [1]]);
    expect((await round())[0]!.result).toBe('1-0');
    // Single use: the code is spent.
    expect((await player('GET', `/api/slips/open/${c1}`)).body).toMatchObject({ state: 'accepted', result: '1-0' });
    const late = await player('POST', `/api/slips/open/${c1}`, { action: 'enter', side: 'black', result: '0-1' });
    expect([late.status, late.body.error?.code]).toEqual([409, 'slip-spent']);
    // The slip key and the reports are never in a view of the tournament (the setting is, as every setting).
    const stored = await store.get('open');
    const key = stored.ok ? stored.value.tournament.ownResults?.key : undefined;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const who of [player, anna]) {
      const view = JSON.stringify((await who('GET', '/api/tournaments/open')).body);
      expect(view).not.toContain(key);
      expect(view).not.toContain('"reports"');
    }
  });

  it('a disputed result waits for the director, who names the result', async () => {
    const { anna, player, codes } = await serving(open);
    const c2 = codes[1]!;
    await player('POST', `/api/slips/open/${c2}`, { action: 'enter', side: 'black', result: '0-1' });
    expect((await player('POST', `/api/slips/open/${c2}`, { action: 'dispute', side: 'white', result: '1/2-1/2' })).body).toMatchObject({ state: 'disputed', claim: '1/2-1/2' });
    const unnamed = await anna('POST', '/api/tournaments/open/own-results/accept', { board: 2 });
    expect([unnamed.status, unnamed.body.error?.code]).toEqual([422, 'report-result']);
    const named = await anna('POST', '/api/tournaments/open/own-results/accept', { board: 2, result: '1/2-1/2' });
    expect((named.body.tournament as { rounds: { games: { result?: string }[] }[] }).rounds[0]!.games[1]!.result).toBe('1/2-1/2');
  });

  it.each([
    ['a wrong code', async (_s: Awaited<ReturnType<typeof serving>>) => Promise.resolve('/api/slips/open/ZZZZ-ZZZZ')],
    ['a code of another tournament', async (s: Awaited<ReturnType<typeof serving>>) => Promise.resolve(`/api/slips/other/${s.codes[0]!}`)],
    ['a code that is no tournament id', async (s: Awaited<ReturnType<typeof serving>>) => Promise.resolve(`/api/slips/NOT%20AN%20ID/${s.codes[0]!}`)],
    [
      'a code of a round paired again',
      async (s: Awaited<ReturnType<typeof serving>>) => {
        const again = await s.anna('PUT', '/api/tournaments/open/rounds/1?confirm=1', {
          pairs: [
            { white: 2, black: 1 },
            { white: 3, black: 4 },
          ],
          byes: [],
        });
        expect(again.status, JSON.stringify(again.body)).toBe(200);
        return `/api/slips/open/${s.codes[0]!}`;
      },
    ],
    [
      'the setting off (hidden, as if no slip had the code)',
      async (s: Awaited<ReturnType<typeof serving>>) => {
        expect((await s.anna('PATCH', '/api/tournaments/open', { settings: { 'own-results': 'no' } })).status).toBe(200);
        return `/api/slips/open/${s.codes[0]!}`;
      },
    ],
  ])('%s: 404 to read and to write, and nothing written', async (_, path) => {
    const s = await serving(open);
    const p = await path(s);
    const before = await s.store.history('open');
    expect((await s.player('GET', p)).status).toBe(404);
    const write = await s.player('POST', p, { action: 'enter', side: 'white', result: '1-0' });
    expect([write.status, write.body.error?.code]).toEqual([404, 'no-slip']);
    expect(await s.store.history('open')).toEqual(before);
  });

  it('a code of one board neither reads nor writes another', async () => {
    const { player, codes, store } = await serving(open);
    const [c1, c2] = codes as [string, string];
    await player('POST', `/api/slips/open/${c2}`, { action: 'enter', side: 'white', result: '1-0' });
    // Board 1's code sees board 1 only, untouched; its confirmation finds nothing entered on board 1.
    expect((await player('GET', `/api/slips/open/${c1}`)).body).toEqual({ round: 1, board: 1, white: 'Jansen', black: 'Bakker', state: 'open' });
    const confirm = await player('POST', `/api/slips/open/${c1}`, { action: 'confirm', side: 'black' });
    expect([confirm.status, confirm.body.error?.code]).toEqual([422, 'no-report']);
    const t = await store.get('open');
    expect(t.ok && t.value.tournament.ownResults?.reports.map((r) => [r.board, r.state])).toEqual([[2, 'entered']]);
  });

  it('the codes are the director’s: a player without a login gets 401', async () => {
    const { player } = await serving(open);
    expect((await player('GET', '/api/tournaments/open/slips/1')).status).toBe(401);
    expect((await player('GET', '/api/tournaments/open/own-results')).status).toBe(401);
    expect((await player('POST', '/api/tournaments/open/own-results/accept', { all: true })).status).toBe(401);
  });
});

describe('the limit of wrong codes (SLIP_CODE_LIMITS: 10 per address in 15 minutes)', () => {
  it('the 11th wrong code from one address is refused with 429 and Retry-After, even with a right code; other addresses go on', async () => {
    const { from, codes } = await serving(STORES[0]![1], new LoginLimiter(SLIP_CODE_LIMITS, 'result slip codes'));
    const guesser = from('198.51.100.7');
    for (let i = 0; i < 10; i++) expect((await guesser('GET', `/api/slips/open/ZZZZZZZ${i}`)).status).toBe(404);
    const refused = await guesser('GET', `/api/slips/open/${codes[0]!}`);
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'too-many-codes']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.error?.message).toMatch(/too many failed result slip codes from your address; try again in 15 minutes/);
    expect((await from('198.51.100.8')('GET', `/api/slips/open/${codes[0]!}`)).status).toBe(200);
  });

  it('right codes do not count: a club evening behind one address enters every board', async () => {
    const { from, codes } = await serving(STORES[0]![1], new LoginLimiter(SLIP_CODE_LIMITS, 'result slip codes'));
    const club = from('203.0.113.5');
    for (let i = 0; i < 30; i++) expect((await club('GET', `/api/slips/open/${codes[i % 2]!}`)).status).toBe(200);
  });
});
