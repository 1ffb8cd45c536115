import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import { playerList, screenshot, seriousA11yViolations } from './harness.js';
import { createWithClub, expectStandingsByHand, typeResults, useWebSession } from './webSession.js';

/**
 * The same evening for a Swiss (FIDE Dutch system): create it with 5 rounds, add two clubs and a player by
 * type-ahead, a half-point bye requested for round 1, pair two rounds, enter every result from the
 * keyboard, and read the standings with their tie-breaks.
 */

describe('the director runs a Swiss in the browser', () => {
  const web = useWebSession(async (app) => {
    await app.store.savePlayerList(playerList());
  });
  let page: Page;
  const id = 'open-2026';
  const a11y: Record<string, string[]> = {};
  const stored = (): Promise<Tournament> => web.stored(id);
  const check = async (name: string) => {
    await screenshot(page, name);
    a11y[name] = await seriousA11yViolations(page);
  };

  beforeAll(async () => {
    page = web.watched(await web.browser.newPage({ viewport: { width: 1200, height: 900 } }));
    await web.app.login(page);
  });

  async function pairAndEnter(round: number): Promise<void> {
    await page.getByRole('button', { name: `Pair round ${round} automatically` }).click();
    await page.getByRole('heading', { name: `Round ${round}`, exact: true }).waitFor();
    await expect.poll(() => page.locator('table.pairings tbody tr').count()).toBe(20);
    await typeResults(page, round, 20, stored);
  }

  it('creates a Swiss of 5 rounds and registers 41 players', async () => {
    await createWithClub(page, web.app.url, { id, name: 'Open 2026', system: 'swiss-dutch', rounds: 5 });
    // The harness's player list: club 231 holds 9 players.
    await page.getByLabel('Add a whole club (club number)').fill('231');
    await page.getByRole('button', { name: 'Add club' }).click();
    await page.getByRole('status').filter({ hasText: 'Added 9 players.' }).waitFor();
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
    await page.getByRole('columnheader', { name: 'BH-C1' }).waitFor();
    const t = await stored();
    expect(t.players).toHaveLength(41);
    await expectStandingsByHand(page, t);
    await check('22-swiss-standings');
  });

  it('has no serious accessibility violations and no script errors', () => {
    expect(Object.keys(a11y)).toHaveLength(2);
    expect(Object.entries(a11y).filter(([, v]) => v.length > 0)).toEqual([]);
    expect(web.pageErrors).toEqual([]);
  });
});
