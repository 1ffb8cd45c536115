import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { staticFiles } from './static.js';

function site() {
  const root = join(mkdtempSync(join(tmpdir(), 'arbiter-static-')), 'web');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(root, '..', 'secret.txt'), 'secret');
  const app = new Hono();
  app.get('*', staticFiles(root));
  return app;
}

describe('serving the built web app', () => {
  it.each([
    ['/', 200, 'text/html; charset=utf-8', '<!doctype html><title>app</title>'],
    ['/t/club-2026/standings', 200, 'text/html; charset=utf-8', '<!doctype html><title>app</title>'],
    ['/p/club-2026', 200, 'text/html; charset=utf-8', '<!doctype html><title>app</title>'],
    ['/assets/index-abc.js', 200, 'text/javascript; charset=utf-8', 'console.log(1)'],
    ['/assets/missing.js', 404, undefined, 'not found'],
    ['/favicon.ico', 404, undefined, 'not found'],
    ['/../secret.txt', 404, undefined, 'not found'],
    ['/%2e%2e/secret.txt', 404, undefined, 'not found'],
    ['/%zz', 400, undefined, 'the address has a malformed percent-escape'],
    ['/p/%FF', 400, undefined, 'the address has a malformed percent-escape'],
  ])('%s → %i', async (path, status, type, text) => {
    const res = await site().request(path);
    expect(res.status).toBe(status);
    if (type) expect(res.headers.get('content-type')).toBe(type);
    expect(await res.text()).toBe(text);
  });

  it('lets browsers keep hashed assets and asks them to check the page', async () => {
    const app = site();
    expect((await app.request('/assets/index-abc.js')).headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/t/x')).headers.get('cache-control')).toBe('no-cache');
  });
});
