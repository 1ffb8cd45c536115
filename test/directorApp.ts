import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '../src/store/folderStore.js';
import { hashPassword, type NewMember } from '../src/store/accounts.js';
import { createApp } from '../src/server/app.js';

/** A request through the app as the logged-in director: method, path and a JSON body. */
export type DirectorCall = (method: string, path: string, body?: unknown) => Response | Promise<Response>;

/**
 * For the routes' tests: the app on a new folder store (under `root`, a new temporary folder by default)
 * with one director, anna (in `club`, as AccountStore.addDirector puts her), logged in through the API as the
 * web app does.
 */
export async function directorApp(
  root = mkdtempSync(join(tmpdir(), 'arbiter-routes-')),
  club?: NewMember,
): Promise<{
  store: FolderStore;
  app: ReturnType<typeof createApp>;
  call: DirectorCall;
}> {
  const store = new FolderStore(join(root, 'tournaments'));
  await store.accounts.addDirector({ name: 'anna', passwordHash: await hashPassword('correct horse battery') }, club);
  const app = createApp({ store });
  const login = await app.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'anna', password: 'correct horse battery' }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const call: DirectorCall = (method, path, body) =>
    app.request(path, {
      method,
      headers: { Cookie: cookie, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  return { store, app, call };
}

/** A call's JSON answer as a record. */
export type DirectorJsonCall = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

/** `call` answering with the response's JSON; an answer of 400 or above throws, naming the call, its status and text. */
export function jsonCalls(call: DirectorCall): DirectorJsonCall {
  return async (method, path, body) => {
    const res = await call(method, path, body);
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
}
