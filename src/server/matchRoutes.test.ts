import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { directorApp } from '../../test/directorApp.js';

/** PUT /api/tournaments/:id/matches/:match/games/:board: a Double-Swiss match's two games at once (issue 36). */
describe('a Double-Swiss match through the API', () => {
  it("enters both games (board: game a's), refuses bad input with a 4xx and changes nothing, and needs a director", async () => {
    const { store, app, call } = await directorApp(mkdtempSync(join(tmpdir(), 'arbiter-match-')));
    expect((await call('POST', '/api/tournaments', { name: 'Double', id: 'double', system: 'double-swiss', plannedRounds: 4 })).status).toBe(201);
    for (const name of ['Anna', 'Bert', 'Cora', 'Dirk']) expect((await call('POST', '/api/tournaments/double/players', { name })).status).toBe(200);
    expect((await call('POST', '/api/tournaments/double/rounds', { mode: 'auto' })).status).toBe(200);
    // Game b before game a's results (Preface: game a's pairs with the colours reversed).
    expect((await call('POST', '/api/tournaments/double/rounds', { mode: 'auto' })).status).toBe(200);
    const ok = await call('PUT', '/api/tournaments/double/matches/1/games/1', { a: '1-0', b: '1/2-1/2' });
    expect(ok.status).toBe(200);
    const stored = await store.get('double');
    const t = stored.ok ? stored.value.tournament : undefined;
    const a = t!.rounds[0]!.games[0]!;
    const b = t!.rounds[1]!.games.find((g) => g.white === a.black)!;
    expect([a.result, b.result]).toEqual(['1-0', '1/2-1/2']);
    // Bad input: a result that is none (400), no such match or board (422); nothing written.
    expect((await call('PUT', '/api/tournaments/double/matches/1/games/2', { a: '3-0', b: '1-0' })).status).toBe(400);
    const noMatch = await call('PUT', '/api/tournaments/double/matches/2/games/1', { a: '1-0', b: '0-1' });
    expect(noMatch.status).toBe(422);
    expect(await noMatch.text()).toContain('there is no match 2 (matches 1–1 are paired)');
    expect((await call('PUT', '/api/tournaments/double/matches/1/games/9', { a: '1-0', b: '0-1' })).status).toBe(422);
    const after = await store.get('double');
    expect(after.ok && after.value.tournament.rounds.flatMap((r) => r.games.map((g) => g.result ?? null))).toEqual(t!.rounds.flatMap((r) => r.games.map((g) => g.result ?? null)));
    expect(
      (await app.request('/api/tournaments/double/matches/1/games/1', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"a":"1-0","b":"0-1"}' })).status,
    ).toBe(401);
  });
});
