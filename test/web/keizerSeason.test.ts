import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pointsOf } from '../../src/core/game.js';
import { compareByRatingThenName } from '../../src/core/player.js';
import type { Tournament } from '../../src/core/tournament.js';
import { join } from 'node:path';
import { closeAll, launchChromium, playerList, type RunningApp, screenshot, SCREENSHOTS, seriousA11yViolations, startApp } from './harness.js';

/**
 * A director runs two Keizer rounds in the browser: imports the federation list, creates the tournament,
 * adds two clubs and two players by type-ahead, marks an absence, pairs, enters every result from the
 * keyboard (20 boards a round), and reads the standings. Screenshots of the main screens go to
 * test-results/web/; every screen is checked with axe-core.
 */

/** The result typed for a board: a fixed mix of wins, draws and losses. */
const KEYS = ['1', '=', '0', '1', '0'] as const;
const keyFor = (round: number, board: number) => KEYS[(board + round) % KEYS.length]!;
const RESULT_OF_KEY = { '1': '1-0', '=': '1/2-1/2', '0': '0-1' } as const;

/**
 * Keizer scores with the defaults (keizer.md §1–3), computed here independently of src/scoring: values
 * top − (place − 1) with top = round(1.5 N), ties share the best place's value, iteration `none` (the
 * standings after round k use the values of the ranking after round k − 1), own value counted, win = the
 * opponent's value, draw = half, bye 2/3 and excused absence 1/3 of the own value.
 */
function keizerScoresByHand(t: Tournament): Map<number, number> {
  const top = Math.round(1.5 * t.players.length);
  let order = [...t.players].sort(compareByRatingThenName).map((p) => p.id);
  let values = new Map(order.map((id, i) => [id, top - i]));
  let scores = new Map<number, number>();
  for (let k = 1; k <= t.rounds.length; k++) {
    scores = new Map(order.map((id) => [id, values.get(id)!]));
    for (const r of t.rounds.slice(0, k)) {
      for (const g of r.games)
        for (const [me, opp] of [
          [g.white, g.black],
          [g.black, g.white],
        ] as const)
          scores.set(me, scores.get(me)! + pointsOf(g, me)! * values.get(opp)!);
      for (const b of r.byes) scores.set(b, scores.get(b)! + (2 / 3) * values.get(b)!);
      for (const a of t.absences.filter((x) => x.round === r.number && x.kind === 'excused')) scores.set(a.player, scores.get(a.player)! + values.get(a.player)! / 3);
    }
    const previous = new Map(order.map((id, i) => [id, i]));
    order = [...order].sort((a, b) => scores.get(b)! - scores.get(a)! || previous.get(a)! - previous.get(b)!);
    values = new Map();
    order.forEach((id, i) => {
      const before = order[i - 1];
      values.set(id, before !== undefined && Math.abs(scores.get(before)! - scores.get(id)!) < 1e-9 ? values.get(before)! : top - i);
    });
  }
  return scores;
}

const fmt = (n: number) => (Number.isInteger(Math.round(n * 100) / 100) ? String(Math.round(n)) : n.toFixed(2));

describe('the director runs a Keizer season in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const id = 'club-championship-2026';
  const a11y: Record<string, string[]> = {};
  const pageErrors: string[] = [];

  const check = async (name: string) => {
    await screenshot(page, name);
    a11y[name] = await seriousA11yViolations(page);
  };
  const stored = async (): Promise<Tournament> => {
    const r = await app.store.get(id);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.tournament;
  };

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('dialog', (d) => void d.accept());
    await app.login(page);
  });

  afterAll(async () => {
    await closeAll(browser, app);
  });

  it('imports the player list and creates a Keizer tournament with the defaults explained', async () => {
    await page.goto(`${app.url}/`);
    await page.getByText('No tournaments yet').waitFor();
    // A Belgian Excel export (semicolons, Windows-1252: ü = FC) with an id twice: refused, rows named.
    const excel = Buffer.from('Stamnummer;Naam;Club;Elo\r\n501;Müller, Jan;230;1500\r\n502;Claes, Eva;230;1400\r\n501;Peeters, An;231;1300\r\n', 'latin1');
    await page.setInputFiles('#playerlist-file', { name: 'leden.csv', mimeType: 'text/csv', buffer: excel });
    await page.getByRole('alert').filter({ hasText: '1 row repeats an id (row 4: federation id 501 is also on row 2)' }).waitFor();
    // Mended, it is previewed before anything is saved: encoding and separator found, the first players.
    await page.setInputFiles('#playerlist-file', {
      name: 'leden.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(excel.toString('latin1').replace('501;Peeters', '503;Peeters'), 'latin1'),
    });
    await page.locator('#pl-description').filter({ hasText: 'CSV, semicolon-separated, with a header row, Windows-1252.' }).waitFor();
    expect(await page.getByRole('table', { name: 'The first 3 players' }).locator('tbody tr').first().textContent()).toBe('2Müller, Jan1500230501');
    expect(await app.store.playerList()).toBeUndefined();
    await page.getByRole('button', { name: 'Cancel' }).click();
    // The federation list itself: previewed, then saved.
    await page.setInputFiles('#playerlist-file', { name: 'players.csv', mimeType: 'text/csv', buffer: Buffer.from(playerList()) });
    await page.getByRole('heading', { name: 'players.csv: 45 players' }).waitFor();
    await page.getByRole('button', { name: 'Save the list (45 players)' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported 45 players from 3 clubs.' }).waitFor();
    await check('01-home');

    await page.getByRole('link', { name: 'New tournament' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Club championship 2026');
    await page.getByLabel('Planned rounds (optional)').fill('10');
    // Every Keizer setting is shown with its default and what it does.
    await expect.poll(() => page.locator('.setting').count()).toBeGreaterThan(15);
    expect(await page.locator('#s-top').inputValue()).toBe('auto');
    expect(await page.locator('#s-top-help').textContent()).toContain('round(1.5 × number of players)');
    expect(await page.locator('#s-bye-fraction').inputValue()).toBe('2/3');
    await check('02-create');
    // A setting the server refuses is explained, and nothing is created.
    await page.locator('#s-top').fill('high');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.getByRole('alert').filter({ hasText: 'setting top: "high" is not valid (expected a number or auto)' }).waitFor();
    expect((await app.store.list()).tournaments).toEqual([]);
    await page.locator('#s-top').fill('auto');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(`**/t/${id}/players`);
    expect((await stored()).settings.system).toBe('keizer');
  });

  it('adds two whole clubs and two players by type-ahead', async () => {
    for (const [club, added] of [
      ['230', 30],
      ['231', 9],
    ] as const) {
      await page.getByLabel('Add a whole club (club number)').fill(club);
      await page.getByRole('button', { name: 'Add club' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Added ${added} players.` })
        .waitFor();
    }
    for (const [typed, name] of [
      ['verm', 'Vermeulen, Dirk'],
      ['claes e', 'Claes, Eva'],
    ]) {
      const box = page.getByRole('combobox', { name: 'Add from the player list' });
      await box.fill(typed!);
      await page.getByRole('option', { name: new RegExp(name!) }).waitFor();
      await box.press('Enter');
      await page.getByRole('cell', { name: name!, exact: true }).waitFor();
    }
    await page.getByText('41 registered').waitFor();
    await check('03-players');
    expect((await stored()).players.map((p) => p.name)).toContain('Claes, Eva');
  });

  it('marks an absence and pairs round 1 automatically: 20 boards', async () => {
    await page.getByRole('navigation', { name: 'Tournament' }).getByRole('link', { name: 'Rounds' }).click();
    await page.getByLabel('Mulder, Anna').selectOption('excused');
    await page.getByText('40 of 41 players present').waitFor();
    await check('04-round-1-absences');
    await page.getByRole('button', { name: 'Pair round 1 automatically' }).click();
    await page.getByRole('heading', { name: 'Round 1', exact: true }).waitFor();
    await expect.poll(() => page.locator('table.pairings tbody tr').count()).toBe(20);
    const t = await stored();
    expect(t.rounds[0]!.games).toHaveLength(20);
    expect(t.absences).toEqual([{ round: 1, player: t.players.find((p) => p.name === 'Mulder, Anna')!.id, kind: 'excused' }]);
  });

  /** Board number, Enter, then 1 / = / 0: the quick entry, for the given boards of the round. */
  async function typeResults(p: Page, round: number, boards: readonly number[]): Promise<void> {
    const entry = p.getByLabel('Board number, then Enter');
    await entry.focus();
    for (const board of boards) {
      await p.keyboard.type(String(board));
      await p.keyboard.press('Enter');
      await p.keyboard.type(keyFor(round, board));
    }
  }

  async function expectAllResultsSaved(round: number): Promise<void> {
    const saved = (await stored()).rounds[round - 1]!.games;
    expect(saved).toHaveLength(20);
    expect(saved.map((g) => g.result)).toEqual(saved.map((g) => RESULT_OF_KEY[keyFor(round, g.board)]));
  }

  async function enterResultsByKeyboard(round: number): Promise<void> {
    await typeResults(
      page,
      round,
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    await page.getByText('All results are in.').waitFor();
    await expectAllResultsSaved(round);
  }

  it('enters the 20 results of round 1 from the keyboard, and takes the last one back with Ctrl+Z', async () => {
    await enterResultsByKeyboard(1);
    await page.getByLabel('Board number, then Enter').focus();
    await page.keyboard.press('Control+z');
    await page.getByText('1 of 20 results missing.').waitFor();
    expect((await stored()).rounds[0]!.games[19]!.result).toBeUndefined();
    await page.keyboard.type('20');
    await page.keyboard.press('Enter');
    await page.keyboard.type(keyFor(1, 20));
    await page.getByText('All results are in.').waitFor();
    expect((await stored()).rounds[0]!.games[19]!.result).toBe(RESULT_OF_KEY[keyFor(1, 20)]);
    await check('05-round-1-results');
  });

  it('pairs round 2; two directors enter its results at once while the public page follows live', async () => {
    await page.getByRole('link', { name: 'Next: round 2' }).click();
    await page.getByText('41 of 41 players present (odd: one gets the bye)').waitFor();
    await page.getByRole('button', { name: 'Pair round 2 automatically' }).click();
    await page.getByRole('heading', { name: 'Round 2', exact: true }).waitFor();
    await expect.poll(() => page.locator('table.pairings tbody tr').count()).toBe(20);
    await page.getByText(/^Bye: /).waitFor();

    // Made in the web app, it is hidden until its director publishes it (issue 34).
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Published' }).waitFor();
    // A phone in the audience.
    const audience = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await audience.goto(`${app.url}/p/${id}`);
    await audience.getByRole('heading', { name: 'Round 2', exact: true }).waitFor();
    expect(await audience.locator('td.result').filter({ hasText: /\S/ }).count()).toBe(0);

    // A second director at another laptop takes the boards 11–20 while the first types 1–10.
    const second = await context.newPage();
    await second.goto(`${app.url}/t/${id}/round/2`);
    await second.getByText('20 of 20 results missing.').waitFor();
    await Promise.all([typeResults(page, 2, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), typeResults(second, 2, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20])]);
    // Nothing is lost, and each screen shows the other's results.
    await page.getByText('All results are in.').waitFor();
    await second.getByText('All results are in.').waitFor();
    await expectAllResultsSaved(2);
    await second.close();

    // The public page refreshed by itself (server-sent events), without a reload.
    await expect.poll(() => audience.locator('td.result').filter({ hasText: /\S/ }).count(), { timeout: 10_000 }).toBe(20);
    await screenshot(audience, '06-public');
    a11y['06-public'] = await seriousA11yViolations(audience);
    await audience.close();
  });

  it('shows the right Keizer scores on the standings page', async () => {
    await page.getByRole('link', { name: 'Standings' }).click();
    await page.getByRole('heading', { name: 'Standings' }).waitFor();
    await expect.poll(() => page.locator('table.standings tbody tr').count()).toBe(41);
    const rows = await page.locator('table.standings tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const t = await stored();
    const expected = keizerScoresByHand(t);
    const shown = new Map(rows.map((r) => [r[1]!, r[2]!]));
    for (const p of t.players) expect(shown.get(p.name), p.name).toBe(fmt(expected.get(p.id)!));
    // In ranking order: scores never rise down the table.
    const scores = rows.map((r) => Number(r[2]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await check('07-standings');
    // Live ratings (issue 7): the FIDE change and performance beside every player who played.
    await page.getByLabel('Ratings').selectOption('fide');
    await page.getByRole('columnheader', { name: 'Perf.' }).waitFor();
    const rated = await page.locator('table.standings tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const withChange = rated.filter((r) => /^[+−]\d+\.\d$/.test(r.at(-2)));
    expect(withChange.length).toBeGreaterThan(30);
    for (const r of withChange) expect(Number(r.at(-1))).toBeGreaterThan(0);
    await check('07b-standings-ratings');
    await page.getByLabel('Ratings').selectOption('');
  });

  it('shows the crosstable, the chart, a player page with the breakdown of his score, and print views', async () => {
    await page.getByRole('link', { name: 'Crosstable' }).click();
    await expect.poll(() => page.locator('table.crosstable tbody tr').count()).toBe(41);
    await check('08-crosstable');
    await page.getByLabel('player against player').check();
    await expect.poll(() => page.locator('table.crosstable thead th').count()).toBe(41 + 5); // rank, number, name, 41 players, byes, score

    await page.getByRole('link', { name: 'Chart' }).click();
    await expect.poll(() => page.locator('svg.chart polyline').count()).toBe(41);
    await check('09-chart');

    await page.getByRole('link', { name: 'Standings' }).click();
    const leader = (await page.locator('table.standings tbody tr').first().locator('td').nth(1).textContent())!;
    await page.getByRole('link', { name: leader, exact: true }).first().click();
    await page.getByRole('heading', { name: 'Breakdown of the score' }).waitFor();
    const items = page.locator('table.explain tbody tr');
    await expect.poll(() => items.count()).toBe(3); // own value, round 1, round 2
    const points = (await items.evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll('td')[5]?.textContent)))).reduce((a, b) => a + b, 0);
    const total = Number(await page.locator('table.explain tfoot td').textContent());
    expect(points).toBeCloseTo(total, 1);
    await check('10-player');

    await page.goto(`${app.url}/t/${id}/print/pairings/2?order=alpha`);
    await expect.poll(() => page.locator('table.print-table tbody tr').count()).toBe(41); // 40 players on boards and the bye
    await check('11-print-pairings');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.no-print').isVisible()).toBe(false);
    await page.pdf({ format: 'A4', path: join(SCREENSHOTS, 'pairings.pdf') });
    await page.emulateMedia({ media: 'screen' });

    for (const what of ['standings', 'crosstable']) {
      await page.goto(`${app.url}/t/${id}/print/${what}`);
      await expect.poll(() => page.locator('tbody tr').count()).toBe(41);
      await check(`11-print-${what}`);
      await page.emulateMedia({ media: 'print' });
      await page.pdf({ path: join(SCREENSHOTS, `${what}.pdf`), preferCSSPageSize: true });
      await page.emulateMedia({ media: null });
    }
  });

  it('undoes a pairing and checks a pairing by hand with a warning for a rematch', async () => {
    await page.goto(`${app.url}/t/${id}/round`);
    await page.getByRole('button', { name: 'Pair round 3 automatically' }).click();
    await page.getByRole('heading', { name: 'Round 3', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Undo the pairing of round 3' }).click();
    await page.getByRole('button', { name: 'Pair round 3 automatically' }).waitFor();
    expect((await stored()).rounds).toHaveLength(2);

    const t = await stored();
    const g = t.rounds[0]!.games[0]!;
    const name = (pid: number) => t.players.find((p) => p.id === pid)!.name;
    await page.getByRole('button', { name: 'Pair by hand' }).click();
    await page.getByLabel('Board 1 white').selectOption({ label: name(g.white) });
    await page.getByLabel('Board 1 black').selectOption({ label: name(g.black) });
    // Board 2 by drag and drop: two names from the players not placed yet.
    const others = t.rounds[0]!.games[1]!;
    // (The drag events are dispatched: headless Chromium starts a native drag but delivers no drop.)
    const drag = async (from: string, to: string) => {
      const data = await page.evaluateHandle(() => new (globalThis as unknown as { DataTransfer: new () => object }).DataTransfer());
      const cell = page.getByLabel(to).locator('..');
      await page.locator('.chip', { hasText: from }).dispatchEvent('dragstart', { dataTransfer: data });
      await cell.dispatchEvent('dragover', { dataTransfer: data });
      await cell.dispatchEvent('drop', { dataTransfer: data });
    };
    await drag(name(others.white), 'Board 2 white');
    await drag(name(others.black), 'Board 2 black');
    expect(await page.getByLabel('Board 2 white').inputValue()).toBe(String(others.white));
    expect(await page.getByLabel('Board 2 black').inputValue()).toBe(String(others.black));
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText(new RegExp(`Warning: ${name(g.white)} and ${name(g.black)} met before`)).waitFor();
    await page.getByText(new RegExp(`Warning: ${name(others.white)} and ${name(others.black)} met before`)).waitFor();
    await check('12-manual-pairing');
  });

  it('has no serious accessibility violations and no script errors', () => {
    expect(Object.keys(a11y).length).toBeGreaterThanOrEqual(14);
    expect(Object.entries(a11y).filter(([, v]) => v.length > 0)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
