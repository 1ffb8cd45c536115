import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { GameResult } from '../../src/core/game.js';
import type { Round } from '../../src/core/round.js';
import { DEFAULT_SWISS_SETTINGS } from '../../src/core/settings.js';
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

/** Puts each tournament into the app's store under its id, made by the director (a refusal fails the test). */
export async function storeTournaments(app: RunningApp, tournaments: Readonly<Record<string, Tournament>>): Promise<void> {
  for (const [id, t] of Object.entries(tournaments)) {
    const made = await app.store.create(id, t, DIRECTOR.name);
    if (!made.ok) throw new Error(`${id}: ${made.error.message}`);
  }
}

/** A phone's screen, 390 × 844 px with touch: the options of a browser context. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** How far a page scrolls sideways (its content wider than the screen): 0 when it fits. */
export const sideways = (p: Page): Promise<number> => p.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

/** Six players of a Swiss, Speler A to F, rated 1990 down to 1940 by 10, start numbers 1–6. */
export const SIX_PLAYERS = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Speler ${'ABCDEF'[id - 1]}`, rating: 2000 - 10 * id, startNumber: id }));

/** Round 1 of the six: A–D 1-0, E–B ½-½, C–F 0-1. */
export const SIX_PLAYERS_ROUND_1: Round = {
  number: 1,
  games: [
    { board: 1, white: 1, black: 4, result: '1-0' },
    { board: 2, white: 5, black: 2, result: '1/2-1/2' },
    { board: 3, white: 3, black: 6, result: '0-1' },
  ],
  byes: [],
};

/** A Swiss of the six, 5 rounds planned, none paired ("Open 2026"). */
export const SIX_PLAYERS_OPEN: Tournament = { name: 'Open 2026', settings: DEFAULT_SWISS_SETTINGS, plannedRounds: 5, players: SIX_PLAYERS, rounds: [], absences: [] };

/**
 * The points a result gives White and Black, by the Laws: a win or a win by forfeit 1, a draw ½, `1/2-0`
 * and `0-1/2` ½ to one side alone; any other result 0.
 */
const WHITE_POINTS: Partial<Record<GameResult, number>> = { '1-0': 1, '+-': 1, '1/2-1/2': 0.5, '1/2-0': 0.5 };
const BLACK_POINTS: Partial<Record<GameResult, number>> = { '0-1': 1, '-+': 1, '1/2-1/2': 0.5, '0-1/2': 0.5 };

/**
 * The points with the defaults of the Swiss systems, counted here from the rounds (through `throughRound`):
 * the games as above, a pairing-allocated bye 1, a full-point bye 1, a half-point bye ½, a zero-point bye 0.
 */
export function pointsByHand(t: Tournament, throughRound = t.rounds.length): Map<number, number> {
  const points = new Map(t.players.map((p) => [p.id, 0]));
  const add = (id: number, x: number) => points.set(id, points.get(id)! + x);
  for (const r of t.rounds.filter((x) => x.number <= throughRound)) {
    for (const g of r.games) {
      add(g.white, (g.result && WHITE_POINTS[g.result]) ?? 0);
      add(g.black, (g.result && BLACK_POINTS[g.result]) ?? 0);
    }
    for (const id of r.byes) add(id, 1);
    for (const a of t.absences.filter((x) => x.round === r.number)) add(a.player, a.kind === 'full-bye' ? 1 : a.kind === 'half-bye' ? 0.5 : 0);
  }
  return points;
}

/**
 * The standings page (open on `page`) shows `t`'s players, each with the points counted by hand from the
 * games (pointsByHand), in order of points.
 */
export async function expectStandingsByHand(page: Page, t: Tournament): Promise<void> {
  await expect.poll(() => page.locator('table.standings tbody tr').count()).toBe(t.players.length);
  const rows = await page.locator('table.standings tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  const expected = pointsByHand(t);
  const shown = new Map(rows.map((r) => [r[1]!, Number(r[2])]));
  for (const p of t.players) expect(shown.get(p.name), p.name).toBe(expected.get(p.id));
  const scores = rows.map((r) => Number(r[2]));
  expect(scores).toEqual([...scores].sort((x, y) => y - x));
}

/** The keys typed for the results, board by board and round by round (1 a win, 0 a loss, = a draw). */
const RESULT_KEYS = ['1', '0', '=', '1', '1', '0', '='] as const;
export const resultKey = (round: number, board: number): (typeof RESULT_KEYS)[number] => RESULT_KEYS[(board * 3 + round) % RESULT_KEYS.length]!;
export const RESULT_OF_KEY = { '1': '1-0', '=': '1/2-1/2', '0': '0-1' } as const;

/**
 * Enters `round`'s results of `boards` boards from the keyboard on its round page (board number, Enter,
 * resultKey), waits for "All results are in." and checks the store holds each result typed.
 */
export async function typeResults(page: Page, round: number, boards: number, stored: () => Promise<Tournament>): Promise<void> {
  await page.getByLabel('Board number, then Enter').focus();
  for (let board = 1; board <= boards; board++) {
    await page.keyboard.type(String(board));
    await page.keyboard.press('Enter');
    await page.keyboard.type(resultKey(round, board));
  }
  await page.getByText('All results are in.').waitFor();
  const games = (await stored()).rounds[round - 1]!.games;
  expect(games.map((g) => g.result)).toEqual(games.map((g) => RESULT_OF_KEY[resultKey(round, g.board)]));
}

/**
 * Creates a tournament on the New tournament page (`name`, `system`, `rounds` planned) and adds the harness
 * list's club 230: its first 30 players, rated 2300 down to 1807 by 17.
 */
export async function createWithClub(page: Page, url: string, { id, name, system, rounds }: { id: string; name: string; system: string; rounds: number }): Promise<void> {
  await page.goto(`${url}/new`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('System').selectOption(system);
  await page.getByLabel('Planned rounds (optional)').fill(String(rounds));
  await page.locator('#s-tiebreaks').waitFor();
  await page.getByRole('button', { name: 'Create tournament' }).click();
  await page.waitForURL(`**/t/${id}/players`);
  await page.getByLabel('Add a whole club (club number)').fill('230');
  await page.getByRole('button', { name: 'Add club' }).click();
  await page.getByRole('status').filter({ hasText: 'Added 30 players.' }).waitFor();
}
