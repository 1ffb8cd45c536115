import { serve, type ServerType } from '@hono/node-server';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { FolderStore } from '../../src/store/folderStore.js';
import { createApp } from '../../src/server/app.js';
import { ComputePool } from '../../src/server/computePool.js';
import { buildWeb, PROJECT_ROOT } from '../../src/server/webBuild.js';
import { hashPassword } from '../../src/store/accounts.js';
import { lockRun, RUN_FOLDER } from '../globalSetup.js';

/** Debian's Chromium (installed by .ci/run); CHROMIUM_PATH overrides. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(PROJECT_ROOT, 'test-results', 'web');

export interface RunningApp {
  readonly url: string;
  readonly dir: string;
  readonly store: FolderStore;
  /** Logs the page in as the director "arbiter" (made by startApp). */
  login(page: Page): Promise<void>;
  close(): Promise<void>;
}

export const DIRECTOR = { name: 'arbiter', password: 'club password 2026' };

/**
 * The web app built once for the whole test run, in the run's folder (test/globalSetup.ts): the first file
 * to ask builds it while the others (in other workers) wait for it. Outside vitest (npm run bench), no run
 * folder: undefined, and startApp builds its own.
 */
async function sharedWebRoot(): Promise<string | undefined> {
  const run = process.env[RUN_FOLDER];
  if (run === undefined) return undefined;
  const webRoot = join(run, 'web');
  const built = join(run, 'web.built');
  const unlock = await lockRun('web');
  try {
    if (!existsSync(built)) {
      await buildWeb(webRoot, { force: true });
      writeFileSync(built, '');
    }
  } finally {
    unlock();
  }
  return webRoot;
}

/**
 * Serves the web app (built once per test run, see sharedWebRoot; outside vitest, into a fresh folder) over
 * an empty tournament folder on a free port, with one director.
 */
export async function startApp(options: { setupToken?: string } = {}): Promise<RunningApp> {
  const base = mkdtempSync(join(tmpdir(), 'arbiter-web-'));
  let webRoot = await sharedWebRoot();
  if (webRoot === undefined) {
    webRoot = join(base, 'web');
    await buildWeb(webRoot, { force: true });
  }
  const dir = join(base, 'tournaments');
  const store = new FolderStore(dir);
  if (options.setupToken === undefined) await store.accounts.addDirector({ name: DIRECTOR.name, passwordHash: await hashPassword(DIRECTOR.password) });
  // The app's worker threads, ended by close(): a live worker would keep the process (npm run bench) running.
  const pool = new ComputePool();
  const app = createApp({ store, webRoot, auth: { setupToken: options.setupToken }, pool });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolve(s);
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dir,
    store,
    login: async (page: Page) => {
      await page.goto(`${url}/login`);
      await page.getByLabel('Name').fill(DIRECTOR.name);
      await page.getByLabel('Password').fill(DIRECTOR.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
    },
    close: async () => {
      pool.close();
      store.close();
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}

/**
 * Closes what a `beforeAll` opened, in order. A `beforeAll` that failed half-way leaves some of them unset,
 * though their variables are typed as set: those are skipped, so that its own error is the one reported.
 */
export async function closeAll(...opened: ({ close(): Promise<unknown> } | undefined)[]): Promise<void> {
  for (const o of opened) await o?.close();
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is not installed at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium, as .ci/run does) or set CHROMIUM_PATH`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: { target: unknown[]; html: string }[];
}

/** Runs axe-core on the page; returns the serious and critical violations, described for a test message. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    // Runs in the page: the browser's globals, typed by hand (the project's tsconfig has no DOM library).
    const page = globalThis as unknown as { document: unknown; axe: { run: (ctx: unknown, opts: object) => Promise<{ violations: AxeViolation[] }> } };
    const r = await page.axe.run(page.document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, html: n.html.slice(0, 120) })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const SURNAMES = ['Jansen', 'de Vries', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'de Boer', 'Bos', 'Vos', 'Peters', 'Hendriks', 'Dekker', 'Dijkstra', 'Brouwer'];
const GIVEN = ['Anna', 'Bram', 'Carla'];

/** 45 listed players: 30 of club 230, 9 of club 231, 6 of club 232 (Vermeulen and Claes among them). */
export function playerList(): string {
  const rows = ['fide_id,name,club,rating,games'];
  const names: string[] = [];
  for (const s of SURNAMES) for (const g of GIVEN) names.push(`${s}, ${g}`);
  names.splice(39, 6, 'Vermeulen, Dirk', 'Claes, Eva', 'Wouters, Frank', 'Maes, Greet', 'Goossens, Hans', 'Jacobs, Ine');
  names.forEach((name, i) => {
    const club = i < 30 ? 230 : i < 39 ? 231 : 232;
    rows.push(`${1000 + i},"${name}",${club},${2300 - i * 17},${20 + i}`);
  });
  return rows.join('\n') + '\n';
}
