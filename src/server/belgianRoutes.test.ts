import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { directorApp } from '../../test/directorApp.js';
import { makeBelgianRatingReport } from '../director/belgianReport.js';

/** The web app's download of the Belgian rating report: the bytes `arbiter report belgian-elo` writes, and its check. */
describe('GET /api/tournaments/:id/belgian-elo', () => {
  it('gives the Latin-1 file and the players missing an id or rating; only to its directors', async () => {
    const { store, app, call } = await directorApp(mkdtempSync(join(tmpdir(), 'arbiter-belgian-')));
    expect((await call('POST', '/api/tournaments', { name: 'Club', id: 'club', system: 'keizer', details: { startDate: '2026-09-03' } })).status).toBe(201);
    for (const p of [
      { name: 'Müller, Jérôme', federationId: '10234', nationalRating: 1712 },
      { name: 'Jansen, Piet', federationId: '12345', nationalRating: 1650 },
      { name: 'Maes, Tom' },
      { name: 'Claes, Bo', federationId: '34567' },
    ])
      expect((await call('POST', '/api/tournaments/club/players', p)).status).toBe(200);
    // A national rating out of range is refused, naming the field.
    const wrong = await call('PATCH', '/api/tournaments/club/players/3', { nationalRating: 9000 });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('national rating: 9000 is outside 0–3500');
    expect((await call('POST', '/api/tournaments/club/rounds', { mode: 'auto' })).status).toBe(200);
    expect((await call('PUT', '/api/tournaments/club/rounds/1/games/1', { result: '1/2-1/2' })).status).toBe(200);
    expect((await call('PUT', '/api/tournaments/club/rounds/1/games/2', { result: '1-0' })).status).toBe(200);

    const file = await call('GET', '/api/tournaments/club/belgian-elo?rounds=1&start=2026-09-03&email=elo@club.be&club=230');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="club-belgian-elo.txt"');
    const stored = await store.get('club');
    const expected = stored.ok && makeBelgianRatingReport(stored.value.tournament, { firstRound: 1, lastRound: 1, startDate: '2026-09-03', email: 'elo@club.be', club: '230' });
    expect(expected && expected.ok).toBe(true);
    if (expected && expected.ok) expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(expected.value.bytes));

    const check = await call('GET', '/api/tournaments/club/belgian-elo/check?start=2026-09-03');
    const body = (await check.json()) as { players: number; games: number; lines: string[] };
    expect([body.players, body.games]).toEqual([4, 2]);
    expect(body.lines).toEqual(['3 Maes, Tom: no national id, no national rating', '4 Claes, Bo: no national rating']);

    const refused = await call('GET', '/api/tournaments/club/belgian-elo?rounds=2&start=2026-09-03');
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('rounds 2 to 2: the tournament has rounds 1 to 1');
    expect((await app.request('/api/tournaments/club/belgian-elo')).status).toBe(401);
  });
});
