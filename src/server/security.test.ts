// Issue 31, item 3: what an attack on the hosted server found, each answered by a test here (the stores'
// own part of it is in test/storeContract.ts, run on the folder and on PostgreSQL).
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '../store/folderStore.js';
import { createApp } from './app.js';

/** A folder store and the app over it, with a built web app of one page. */
function site() {
  const base = mkdtempSync(join(tmpdir(), 'arbiter-security-'));
  const webRoot = join(base, 'web');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  const store = new FolderStore(join(base, 'tournaments'));
  return { store, app: createApp({ store, webRoot }) };
}

describe('a malformed address is a 400 that says so, before any store is asked', () => {
  it.each([
    ['a bad escape in a page', 'GET', '/%zz', /malformed percent-escape/],
    ['a byte that is not UTF-8 in a public page', 'GET', '/p/%FF', /malformed percent-escape/],
    ['a cut escape in an asset', 'GET', '/assets/%E0%A4%A', /malformed percent-escape/],
    ['a bad escape in a tournament id', 'GET', '/api/tournaments/%zz', /malformed percent-escape/],
    ['a bad escape in a write', 'POST', '/api/tournaments/club%zz/players', /malformed percent-escape/],
    ['a NUL in a tournament id', 'GET', '/api/tournaments/%00', /is not a tournament id/],
    ['a NUL in the id of its directors', 'GET', '/api/tournaments/%00/directors', /is not a tournament id/],
    ['a NUL inside an id of its history', 'GET', '/api/tournaments/a%00b/history', /is not a tournament id/],
    ['a NUL in the id of a deleted tournament', 'POST', '/api/deleted/%00/restore', /is not a tournament id/],
  ])('%s: %s %s', async (_what, method, path, message) => {
    const { app, store } = site();
    const asked: string[] = [];
    store.accounts.access = async (id) => {
      asked.push(id);
      return { directors: [] };
    };
    const r = await app.request(path, { method, ...(method === 'GET' ? {} : { headers: { 'Content-Type': 'application/json' }, body: '{}' }) });
    expect(r.status).toBe(400);
    const body = (await r.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(message);
    expect(asked).toEqual([]);
  });

  it('still serves good escapes: a page with an accent, an id in plain letters', async () => {
    const { app } = site();
    expect((await app.request('/t/caf%C3%A9')).status).toBe(200);
    expect((await app.request('/api/tournaments/club')).status).toBe(404);
  });
});

describe('the one-time setup link makes one director, however often it is used at once', () => {
  it('20 setups at once: one director (201), the others 409 with a message', async () => {
    const { store } = site();
    const app = createApp({ store, auth: { setupToken: 'one-time-token-123' } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        app.request('/api/setup', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token: 'one-time-token-123', name: `director${i}`, password: 'correct horse battery' }),
        }),
      ),
    );
    expect((await store.accounts.directors()).length).toBe(1);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('a director exists already: log in');
  });
});
