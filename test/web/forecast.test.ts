import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { keizerTournament } from '../keizerTournament.js';
import { closeAll, launchChromium, type RunningApp, seriousA11yViolations, startApp } from './harness.js';

/**
 * The title odds and the order check on demand (keizer.md §7–8): on the standings page a button asks the
 * server, and the table of percentages appears; the public page has the same button.
 */
const players = ['Jansen', 'Pietersen', 'Bakker', 'Slager', 'De Vries', 'Peeters'].map((name, i) => ({ id: i + 1, name, rating: 2000 - 80 * i }));
const club = keizerTournament(
  players,
  [
    [
      [1, 2, '1/2-1/2'],
      [3, 4, '1-0'],
      [5, 6, '0-1'],
    ],
  ],
  {},
  [],
  5,
);

describe('the season forecast in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    const created = await app.store.create('club', club, 'arbiter');
    if (!created.ok) throw new Error(created.error.message);
    await app.store.accounts.setAccess('club', { owner: 'arbiter', directors: [] });
    browser = await launchChromium();
    page = await browser.newPage();
  }, 120_000);
  afterAll(async () => {
    await closeAll(browser, app);
  });

  it('the standings page shows the title odds in percent after a click', async () => {
    await app.login(page);
    await page.goto(`${app.url}/t/club/standings`);
    await page.getByRole('button', { name: 'Title odds' }).click();
    const table = page.getByRole('table', { name: /Title odds/ });
    await table.waitFor();
    const cells = await table.locator('tbody td.num').allTextContents();
    expect(cells).toHaveLength(12);
    for (const c of cells) expect(c).toMatch(/^(\d+\.\d % ± \d+\.\d|0 \(out of reach\))$/);
    const first = cells.filter((_, i) => i % 2 === 0).reduce((a, c) => a + (c.startsWith('0 (') ? 0 : Number(c.split(' ')[0])), 0);
    expect(Math.abs(first - 100)).toBeLessThanOrEqual(0.5);
    await page.getByRole('button', { name: 'How stable is this ranking?' }).click();
    await page.getByText(/rounds played, replayed in 101 orders/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 120_000);

  it('the public page has the same button', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${app.url}/p/club`);
    await visitor.getByRole('button', { name: 'Title odds' }).click();
    await visitor.getByRole('table', { name: /Title odds/ }).waitFor();
    expect(
      await visitor
        .getByRole('table', { name: /Title odds/ })
        .locator('tbody tr')
        .count(),
    ).toBe(6);
    await visitor.close();
  }, 120_000);
});
