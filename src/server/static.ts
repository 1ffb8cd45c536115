import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Serves the built web app: files under `root`, and `index.html` for every other path so that the app's
 * own addresses (`/t/club-2026/standings`) load the app. Hashed assets are cached for a year.
 */
export function staticFiles(root: string) {
  const index = join(root, 'index.html');
  return (c: Context): Response => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // The app refuses these first (wellFormedPaths); served alone, a bad escape is still the client's error.
      return c.text('the address has a malformed percent-escape', 400);
    }
    const file = normalize(join(root, path));
    if ((file === root || file.startsWith(root.endsWith(sep) ? root : root + sep)) && existsSync(file) && statSync(file).isFile()) {
      const immutable = path.startsWith('/assets/');
      return new Response(readFileSync(file), {
        headers: {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        },
      });
    }
    if (path.startsWith('/assets/') || extname(path) !== '') return c.text('not found', 404);
    if (!existsSync(index)) return c.text('the web app is not built: run "npm start"', 503);
    return new Response(readFileSync(index), { headers: { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' } });
  };
}
