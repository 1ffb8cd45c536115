import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';

/** The project folder (this file is src/server/webBuild.ts, or dist/server/webBuild.js once built). */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_SOURCE = join(PROJECT_ROOT, 'web');
export const WEB_OUT = join(PROJECT_ROOT, 'dist', 'web');

/** Vite's settings for the web app: Preact's JSX through esbuild, no plugins. */
export function webViteConfig(outDir = WEB_OUT): InlineConfig {
  return {
    configFile: false,
    root: WEB_SOURCE,
    base: '/',
    logLevel: 'warn',
    clearScreen: false,
    esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: true, reportCompressedSize: false },
  };
}

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when the built app is missing or older than a source file of web/ or of the code it shares. */
export function webBuildIsStale(outDir = WEB_OUT): boolean {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return [WEB_SOURCE, join(PROJECT_ROOT, 'src', 'core')].some((d) => existsSync(d) && newestChange(d) > built);
}

/** Builds the web app with Vite into `outDir` (unless it is up to date and `force` is not set). */
export async function buildWeb(outDir = WEB_OUT, { force = false } = {}): Promise<boolean> {
  if (!force && !webBuildIsStale(outDir)) return false;
  const { build } = await import('vite');
  await build(webViteConfig(outDir));
  return true;
}
