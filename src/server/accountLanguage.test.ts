import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '../store/folderStore.js';
import { hashPassword } from '../store/accounts.js';
import { createApp } from './app.js';

/**
 * Issue 33, "remembered per user": the language a director chooses is kept with his account, so a login
 * from another browser (a new session, no localStorage) gets it; a visitor has none on the server.
 */
describe('PUT /api/session/language', () => {
  const setUp = async () => {
    const store = new FolderStore(join(mkdtempSync(join(tmpdir(), 'arbiter-lang-')), 'tournaments'));
    await store.accounts.addDirector({ name: 'anna', passwordHash: await hashPassword('correct horse battery') });
    const app = createApp({ store });
    /** One browser: its own cookie. */
    const browser = () => {
      let cookie = '';
      return async (method: string, path: string, body?: unknown) => {
        const res = await app.request(path, {
          method,
          headers: { ...(cookie ? { Cookie: cookie } : {}), ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        const set = res.headers.get('set-cookie');
        if (set) cookie = set.split(';')[0]!;
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
    };
    return { store, browser };
  };

  it('keeps the choice with the account: a login from another browser has it; null forgets it', async () => {
    const { store, browser } = await setUp();
    const home = browser();
    await home('POST', '/api/login', { name: 'anna', password: 'correct horse battery' });
    expect((await home('GET', '/api/session')).body.language).toBeUndefined();
    expect(await home('PUT', '/api/session/language', { language: 'fr' })).toEqual({ status: 200, body: { director: 'anna', language: 'fr' } });
    expect((await home('GET', '/api/session')).body).toMatchObject({ director: 'anna', language: 'fr' });
    // The club's computer: a fresh browser, a new session.
    const club = browser();
    expect((await club('GET', '/api/session')).body.language).toBeUndefined(); // not logged in: his browser's
    await club('POST', '/api/login', { name: 'anna', password: 'correct horse battery' });
    expect((await club('GET', '/api/session')).body).toMatchObject({ director: 'anna', language: 'fr' });
    expect((await club('PUT', '/api/session/language', { language: null })).status).toBe(200);
    expect((await home('GET', '/api/session')).body.language).toBeUndefined();
    store.close();
  });

  it('refuses a visitor (401 login) and a language it does not have (400 naming the field), changing nothing', async () => {
    const { store, browser } = await setUp();
    const visitor = browser();
    const refused = await visitor('PUT', '/api/session/language', { language: 'nl' });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ code: 'login' });
    const anna = browser();
    await anna('POST', '/api/login', { name: 'anna', password: 'correct horse battery' });
    const bad = await anna('PUT', '/api/session/language', { language: 'es' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'bad-request', message: 'bad request: language: expected one of nl, fr, de, en' });
    expect(await store.accounts.language('anna')).toBeUndefined();
    store.close();
  });
});
