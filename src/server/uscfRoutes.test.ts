import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DBFFile } from 'dbffile';
import { directorApp } from '../../test/directorApp.js';

/** The web app's download of the US Chess files: one route per file, the bytes `arbiter report uscf --format dbf` writes. */
describe('GET /api/tournaments/:id/uscf/:file', () => {
  it('gives each DBF file to the directors; what US Chess requires and is missing is a 422 naming it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'arbiter-uscf-'));
    const { app, call } = await directorApp(root);
    expect((await call('POST', '/api/tournaments', { name: 'Tuesday Quads', id: 'quads', system: 'keizer', details: { startDate: '2026-11-24', place: 'Boston' } })).status).toBe(
      201,
    );
    for (const p of [
      { name: 'Lee, Kim', federationId: '12345678', rating: 1500 },
      { name: 'Park, Jae', federationId: '23456789' },
    ])
      expect((await call('POST', '/api/tournaments/quads/players', p)).status).toBe(200);
    expect((await call('POST', '/api/tournaments/quads/rounds', { mode: 'auto' })).status).toBe(200);
    expect((await call('PUT', '/api/tournaments/quads/rounds/1/games/1', { result: '1/2-1/2' })).status).toBe(200);

    const query = '?affiliate=A6012345&chiefTd=87654321&state=MA&zip=02116';
    const file = await call('GET', `/api/tournaments/quads/uscf/TDEXPORT.DBF${query}`);
    expect([file.status, file.headers.get('content-disposition')]).toEqual([200, 'attachment; filename="TDEXPORT.DBF"']);
    writeFileSync(join(root, 'TDEXPORT.DBF'), Buffer.from(await file.arrayBuffer()));
    const rows = await (await DBFFile.open(join(root, 'TDEXPORT.DBF'))).readRecords();
    // One draw: each player's cell is D, a space, the other's number in four columns, his colour.
    expect(rows.map((x) => [x['D_PAIR_NUM'], x['D_MEM_ID'], x['D_RATING'], String(x['D_RND01']).slice(0, 6)])).toEqual([
      ['1', '12345678', '1500', 'D    2'],
      ['2', '23456789', '', 'D    1'],
    ]);
    const header = await call('GET', `/api/tournaments/quads/uscf/THEXPORT.DBF${query}`);
    writeFileSync(join(root, 'THEXPORT.DBF'), Buffer.from(await header.arrayBuffer()));
    expect((await (await DBFFile.open(join(root, 'THEXPORT.DBF'))).readRecords())[0]).toMatchObject({ H_NAME: 'Tuesday Quads', H_CITY: 'Boston', H_BEG_DATE: '20261124' });

    const missing = await call('GET', '/api/tournaments/quads/uscf/THEXPORT.DBF?affiliate=A6012345');
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain("needs the chief TD's member id (H_CTD_ID), the state (H_STATE), the zip code (H_ZIPCODE)");
    expect((await call('GET', `/api/tournaments/quads/uscf/OTHER.DBF${query}`)).status).toBe(400);
    expect((await app.request(`/api/tournaments/quads/uscf/TDEXPORT.DBF${query}`)).status).toBe(401);
  });
});
