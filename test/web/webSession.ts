import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import { closeAll, DIRECTOR, launchChromium, type RunningApp, startApp } from './harness.js';

/** A page of the director's, its dialogs answered in turn by `answers` (true: OK) and their texts kept. */
export interface DirectorPage {
  readonly page: Page;
  readonly dialogs: string[];
  readonly answers: boolean[];
}

/**
 * The web app and a browser for one `describe` block: started before its tests (`prepare` fills the store
 * first), closed after them, every page's script errors kept in `pageErrors`.
 */
export interface WebSession {
  readonly app: RunningApp;
  readonly browser: Browser;
  readonly pageErrors: string[];
  /** A tournament as the store holds it (the test fails if it is not there). */
  stored(id: string): Promise<Tournament>;
  /** The page, its script errors kept. */
  watched(page: Page): Page;
  /** A new browser context in `locale`, on `path`, the director logged in (through the API, as the app does). */
  directorPage(path: string, locale?: string): Promise<DirectorPage>;
}

export function useWebSession(prepare: (app: RunningApp) => Promise<void> = async () => undefined): WebSession {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    app = await startApp();
    await prepare(app);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await closeAll(browser, app);
  });
  const session: WebSession = {
    get app() {
      if (!app) throw new Error('the web app is not started (a beforeAll failed)');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started (a beforeAll failed)');
      return browser;
    },
    pageErrors,
    stored: async (id) => {
      const r = await session.app.store.get(id);
      if (!r.ok) throw new Error(r.error.message);
      return r.value.tournament;
    },
    watched: (page) => {
      page.on('pageerror', (e) => pageErrors.push(e.message));
      return page;
    },
    directorPage: async (path, locale = 'en-GB') => {
      const context = await session.browser.newContext({ locale, viewport: { width: 1100, height: 900 } });
      const page = session.watched(await context.newPage());
      const dialogs: string[] = [];
      const answers: boolean[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void (answers.shift() ? d.accept() : d.dismiss());
      });
      await page.goto(`${session.app.url}${path}`);
      const status = await page.evaluate(
        async ([name, password]) =>
          (await fetch('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name, password }) })).status,
        [DIRECTOR.name, DIRECTOR.password],
      );
      expect(status).toBe(200);
      return { page, dialogs, answers };
    },
  };
  return session;
}
