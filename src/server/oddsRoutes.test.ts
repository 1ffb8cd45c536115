import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keizerTournament } from '../../test/keizerTournament.js';
import { DEFAULT_SWISS_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import { FolderStore } from '../store/folderStore.js';
import { createApp } from './app.js';
import { ComputePool } from './computePool.js';

const players = ['A', 'B', 'C', 'D', 'E', 'F'].map((name, i) => ({ id: i + 1, name, rating: 2000 - 100 * i }));
const club = keizerTournament(
  players,
  [
    [
      [1, 2, '1-0'],
      [3, 4, '1/2-1/2'],
      [5, 6, '0-1'],
    ],
  ],
  {},
  [],
  4,
);

async function serve(t: Tournament) {
  const store = new FolderStore(join(mkdtempSync(join(tmpdir(), 'arbiter-odds-')), 'tournaments'));
  const created = await store.create('club', t, 'anna');
  expect(created.ok).toBe(true);
  const pool = new ComputePool({ size: 1 });
  const app = createApp({ store, pool });
  const get = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return {
    get,
    close: () => {
      pool.close();
    },
  };
}

describe('GET /api/tournaments/:id/odds and /order-check (keizer.md §7–8), public', () => {
  it('answers the title odds, computed in a worker, the same on a second call', async () => {
    const { get, close } = await serve(club);
    try {
      const a = await get('/api/tournaments/club/odds?simulations=500');
      expect(a.status).toBe(200);
      const odds = a.body as { simulations: number; roundsLeft: number; players: { name: string; first: number }[] };
      expect([odds.simulations, odds.roundsLeft, odds.players.length]).toEqual([500, 3, 6]);
      expect(Math.abs(odds.players.reduce((x, p) => x + p.first, 0) - 100)).toBeLessThanOrEqual(0.1);
      expect((await get('/api/tournaments/club/odds?simulations=500')).body).toEqual(a.body);
      const check = await get('/api/tournaments/club/order-check?samples=3');
      expect([check.status, check.body.samples, check.body.orderFree]).toEqual([200, 4, true]);
    } finally {
      close();
    }
  });

  it.each([
    ['a Swiss: the typed error of the registry', { ...club, settings: DEFAULT_SWISS_SETTINGS }, '/api/tournaments/club/odds', 422, 'no-odds'],
    ['too many simulations', club, '/api/tournaments/club/odds?simulations=1000000', 400, 'bad-request'],
  ])('refuses %s', async (_, t, path, status, code) => {
    const { get, close } = await serve(t);
    try {
      const r = await get(path);
      expect([r.status, (r.body.error as { code: string }).code]).toEqual([status, code]);
    } finally {
      close();
    }
  });
});
