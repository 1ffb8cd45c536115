import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pointsOf } from '../../src/core/game.js';
import type { Tournament } from '../../src/core/tournament.js';
import { closeAll, launchChromium, playerList, type RunningApp, screenshot, seriousA11yViolations, startApp } from './harness.js';

/**
 * The same evening for a Swiss (FIDE Dutch system): create it with 5 rounds, add two clubs and a player by
 * type-ahead, a half-point bye requested for round 1, pair two rounds, enter every result from the
 * keyboard, and read the standings with their tie-breaks.
 */

const KEYS = ['1', '0', '=', '1', '1', '0', '='] as const;
const keyFor = (round: number, board: number) => KEYS[(board * 3 + round) % KEYS.length]!;
const RESULT_OF_KEY = { '1': '1-0', '=': '1/2-1/2', '0': '0-1' } as const;

/** Swiss points with the defaults, counted here from the games: win 1, draw ½, pairing bye 1, half-point bye ½. */
function pointsByHand(t: Tournament): Map<number, number> {
  const points = new Map(t.players.map((p) => [p.id, 0]));
  for (const r of t.rounds) {
    for (const g of r.games) for (const p of [g.white, g.black]) points.set(p, points.get(p)! + pointsOf(g, p)!);
    for (const b of r.byes) points.set(b, points.get(b)! + 1);
    for (const a of t.absences.filter((x) => x.round === r.number && x.kind === 'half-bye')) points.set(a.player, points.get(a.player)! + 0.5);
  }
  return points;
}

describe('the director runs a Swiss in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const id = 'open-2026';
  const a11y: Record<string, string[]> = {};
  const pageErrors: string[] = [];
  const stored = async (): Promise<Tournament> => {
    const r = await app.store.get(id);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.tournament;
  };
  const check = async (name: string) => {
    await screenshot(page, name);
    a11y[name] = await seriousA11yViolations(page);
  };

  beforeAll(async () => {
    app = await startApp();
    await app.store.savePlayerList(playerList());
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await app.login(page);
  });

  afterAll(async () => {
    await closeAll(browser, app);
  });

  async function pairAndEnter(round: number): Promise<void> {
    await page.getByRole('button', { name: `Pair round ${round} automatically` }).click();
    await page.getByRole('heading', { name: `Round ${round}`, exact: true }).waitFor();
    await expect.poll(() => page.locator('table.pairings tbody tr').count()).toBe(20);
    await page.getByLabel('Board number, then Enter').focus();
    for (let board = 1; board <= 20; board++) {
      await page.keyboard.type(String(board));
      await page.keyboard.press('Enter');
      await page.keyboard.type(keyFor(round, board));
    }
    await page.getByText('All results are in.').waitFor();
    const games = (await stored()).rounds[round - 1]!.games;
    expect(games.map((g) => g.result)).toEqual(games.map((g) => RESULT_OF_KEY[keyFor(round, g.board)]));
  }

  it('creates a Swiss of 5 rounds and registers 41 players', async () => {
    await page.goto(`${app.url}/new`);
    await page.getByLabel('Name', { exact: true }).fill('Open 2026');
    await page.getByLabel('System').selectOption('swiss-dutch');
    await page.getByLabel('Planned rounds (optional)').fill('5');
    await page.locator('#s-tiebreaks').waitFor();
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(`**/t/${id}/players`);
    for (const club of ['230', '231']) {
      await page.getByLabel('Add a whole club (club number)').fill(club);
      await page.getByRole('button', { name: 'Add club' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Added \d+ players\.$/ })
        .waitFor();
    }
    const box = page.getByRole('combobox', { name: 'Add from the player list' });
    for (const [typed, name] of [
      ['vermeulen', 'Vermeulen, Dirk'],
      ['claes', 'Claes, Eva'],
    ] as const) {
      await box.fill(typed);
      await page.getByRole('option', { name: new RegExp(name) }).waitFor();
      await box.press('Enter');
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }
    await page.getByText('41 registered').waitFor();
    const t = await stored();
    expect(t.settings.system).toBe('swiss-dutch');
    expect(t.plannedRounds).toBe(5);
  });

  it('pairs two rounds (a half-point bye requested in round 1, the pairing bye in round 2) and enters the results by keyboard', async () => {
    await page.getByRole('navigation', { name: 'Tournament' }).getByRole('link', { name: 'Rounds' }).click();
    await page.getByLabel('Claes, Eva').selectOption('half-bye');
    await page.getByText('40 of 41 players present').waitFor();
    await pairAndEnter(1);
    await check('21-swiss-round-1');

    await page.getByRole('link', { name: 'Next: round 2' }).click();
    await pairAndEnter(2);
    const t = await stored();
    expect(t.rounds[1]!.byes).toHaveLength(1);
    // No rematch (C.04.1 a): nobody meets the same opponent twice.
    const met = new Set(t.rounds[0]!.games.map((g) => [g.white, g.black].sort((a, b) => a - b).join('-')));
    expect(t.rounds[1]!.games.filter((g) => met.has([g.white, g.black].sort((a, b) => a - b).join('-')))).toEqual([]);
  });

  it('shows the points and the tie-breaks in the standings', async () => {
    await page.getByRole('link', { name: 'Standings' }).click();
    await expect.poll(() => page.locator('table.standings tbody tr').count()).toBe(41);
    await page.getByRole('columnheader', { name: 'BH-C1' }).waitFor();
    const rows = await page.locator('table.standings tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const t = await stored();
    const expected = pointsByHand(t);
    const shown = new Map(rows.map((r) => [r[1]!, Number(r[2])]));
    for (const p of t.players) expect(shown.get(p.name), p.name).toBe(expected.get(p.id));
    const scores = rows.map((r) => Number(r[2]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await check('22-swiss-standings');
  });

  it('has no serious accessibility violations and no script errors', () => {
    expect(Object.keys(a11y)).toHaveLength(2);
    expect(Object.entries(a11y).filter(([, v]) => v.length > 0)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
