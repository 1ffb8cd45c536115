// Issue 13 in the browser: a season without an editor. Players edited, removed and reinstated; a postponed
// Keizer game around which two more rounds are paired; half-point byes announced for rounds 4 and 5 of a
// Swiss; two screens entering one board; a refused form that keeps what was typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import { closeAll, launchChromium, type RunningApp, screenshot, seriousA11yViolations, startApp } from './harness.js';
import type { Tournament } from '../../src/core/tournament.js';

describe('a season without an editor', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => void d.accept());
    await app.login(page);
  });

  afterAll(async () => {
    await closeAll(browser, app);
  });

  const stored = async (id: string): Promise<Tournament> => {
    const r = await app.store.get(id);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.tournament;
  };
  /** A change through the API from the logged-in page (for the steps a test only needs done). */
  const call = (method: string, path: string, body: unknown) =>
    page.evaluate(
      async ([m, p, b]) => {
        const r = await fetch(p, { method: m, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) });
        return r.status;
      },
      [method, path, body] as const,
    );

  async function create(name: string, system: string, rounds?: number): Promise<string> {
    await page.goto(`${app.url}/new`);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('System').selectOption(system);
    if (rounds) await page.getByLabel('Planned rounds (optional)').fill(String(rounds));
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL('**/players');
    return new URL(page.url()).pathname.split('/')[2]!;
  }

  async function addPlayer(name: string, rating: number): Promise<void> {
    await page.locator('#mp-name').fill(name);
    await page.locator('#mp-rating').fill(String(rating));
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByRole('link', { name, exact: true }).waitFor();
  }

  it('keeps a refused player form and says what to fix in the director’s words', async () => {
    await create('Keizer 2026', 'keizer');
    await page.locator('#mp-name').fill('x'.repeat(304));
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByRole('alert').filter({ hasText: 'name: is 304 characters long; at most 200 fit' }).waitFor();
    expect(await page.locator('#mp-name').inputValue()).toBe('x'.repeat(304));
  });

  it('edits, removes and reinstates players, and the standings follow', async () => {
    for (const [n, r] of [
      ['Jansen', 2000],
      ['Pietersen', 1900],
      ['Bakker', 1800],
      ['Slager', 1700],
      ['Typo', 1000],
    ] as const)
      await addPlayer(n, r);
    // Remove the one added by mistake.
    await page.getByRole('button', { name: 'Remove Typo' }).click();
    await expect.poll(async () => (await stored('keizer-2026')).players.map((p) => p.name)).toEqual(['Jansen', 'Pietersen', 'Bakker', 'Slager']);
    // Edit a name and a rating.
    await page.getByRole('button', { name: 'Edit Slager' }).click();
    await page.locator('#ep-4-name').fill('Slager, Kees');
    await page.locator('#ep-4-rating').fill('1750');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Slager, Kees' }).waitFor();
    expect((await stored('keizer-2026')).players[3]).toMatchObject({ name: 'Slager, Kees', rating: 1750 });
    await page.getByRole('link', { name: 'Standings' }).click();
    await page.getByRole('cell', { name: 'Slager, Kees' }).waitFor();
    // Withdraw and reinstate.
    await page.getByRole('link', { name: 'Players' }).click();
    await page.getByRole('button', { name: 'Withdraw Bakker' }).click();
    await page.getByRole('button', { name: 'Reinstate Bakker' }).click();
    await page.getByRole('button', { name: 'Withdraw Bakker' }).waitFor();
    expect((await stored('keizer-2026')).players[2]!.withdrawnFromRound).toBeUndefined();
    await screenshot(page, 'season-players');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('postpones a Keizer game, pairs two more rounds, enters the postponed result, and the standings count it', async () => {
    await page.getByRole('link', { name: 'Rounds' }).click();
    await page.getByRole('button', { name: 'Pair round 1 automatically' }).click();
    await page.getByRole('heading', { name: 'Round 1', exact: true }).waitFor();
    await expect.poll(async () => (await stored('keizer-2026')).rounds.length).toBe(1);
    const round1 = (await stored('keizer-2026')).rounds[0]!;
    await page.getByLabel('Result of board 1').selectOption('postponed');
    await page.getByLabel('Result of board 2').selectOption('1-0');
    await page.getByText('All results are in but 1 postponed.').waitFor();
    for (const n of [2, 3]) {
      await page.getByRole('link', { name: `Next: round ${n}` }).click();
      await page.getByRole('button', { name: `Pair round ${n} automatically` }).click();
      await page.getByRole('heading', { name: `Round ${n}`, exact: true }).waitFor();
      for (const board of [1, 2]) await page.getByLabel(`Result of board ${board}`).selectOption('1/2-1/2');
      await page.getByText('All results are in.').waitFor();
    }
    // The postponed pair never met again meanwhile (they count as having met).
    const t = await stored('keizer-2026');
    const postponed = round1.games[0]!;
    const rematch = t.rounds.slice(1).some((r) => r.games.some((g) => [g.white, g.black].sort().join() === [postponed.white, postponed.black].sort().join()));
    expect(rematch).toBe(false);
    const white = t.players.find((p) => p.id === postponed.white)!.name;
    await page.goto(`${app.url}/t/keizer-2026/player/${postponed.white}`);
    await page.getByRole('cell', { name: /postponed game/ }).waitFor();
    // Played later: its result is entered in round 1.
    await page.goto(`${app.url}/t/keizer-2026/round/1`);
    await page.getByLabel('Result of board 1').selectOption('1-0');
    await page.getByText('All results are in.').waitFor();
    await page.goto(`${app.url}/t/keizer-2026/player/${postponed.white}`);
    await page.getByRole('heading', { name: white }).waitFor();
    await page
      .getByRole('cell', { name: /^win vs / })
      .first()
      .waitFor();
    expect((await stored('keizer-2026')).rounds[0]!.games[0]).toMatchObject({ result: '1-0' });
  });

  it('records half-point byes for rounds 4 and 5 of a Swiss, and the pairings apply them', async () => {
    const id = await create('Open 2026', 'swiss-dutch', 5);
    // A Swiss runs in FIDE mode from its creation: the badge beside its name says so.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Open 2026 FIDE mode');
    for (let i = 0; i < 8; i++) await addPlayer(`Player ${i + 1}`, 2100 - 25 * i);
    await page.getByRole('link', { name: 'Rounds' }).click();
    await page.getByText('Announced for later rounds (0)').click();
    // The second half-point bye: FIDE mode (on by default for a Swiss) asks the director to confirm it (the
    // page accepts every dialog, above).
    const asked: string[] = [];
    const accept = (d: Dialog) => void asked.push(d.message());
    page.on('dialog', accept);
    for (const round of ['4', '5']) {
      await page.locator('#ahead-player').selectOption({ label: 'Player 3' });
      await page.locator('#ahead-round').fill(round);
      await page.locator('#ahead-kind').selectOption('half-bye');
      await page.getByRole('button', { name: 'Announce' }).click();
      await page.getByText(`Round ${round}: Player 3, half-point bye`).waitFor();
    }
    page.off('dialog', accept);
    expect(asked.map((m) => m.replace(/ — .*/, ''))).toEqual(['FIDE mode: Player 3: a half-point bye in round 5, after one in round 4']);
    await screenshot(page, 'season-byes-ahead');
    for (let n = 1; n <= 5; n++) {
      if (n > 1) await page.getByRole('link', { name: `Next: round ${n}` }).click();
      await page.getByRole('button', { name: `Pair round ${n} automatically` }).click();
      await page.getByRole('heading', { name: `Round ${n}`, exact: true }).waitFor();
      // The heading may show before the pairing is saved (the page of a round not yet paired has it too).
      await expect.poll(async () => (await stored(id)).rounds.length).toBe(n);
      const round = (await stored(id)).rounds[n - 1]!;
      const seated = round.games.flatMap((g) => [g.white, g.black]);
      expect(seated.includes(3), `round ${n}`).toBe(n < 4);
      if (n >= 4) await page.getByText('Absent: Player 3 (half-point bye)').waitFor();
      for (const g of round.games) expect(await call('PUT', `/api/tournaments/${id}/rounds/${n}/games/${g.board}`, { result: '1/2-1/2' })).toBe(200);
      await page.getByText('All results are in.').waitFor();
    }
    expect((await stored(id)).fideEvents?.map((e) => [e.round, e.kind])).toEqual([[5, 'second-half-bye']]);
  });

  it('tells the second of two screens entering one board what the first entered, until dismissed', async () => {
    const id = 'open-2026';
    await call('POST', `/api/tournaments/${id}/players`, { name: 'Late' });
    const first = page;
    const second = await context.newPage();
    await first.goto(`${app.url}/t/${id}/round/5`);
    await second.goto(`${app.url}/t/${id}/round/5`);
    await first.getByLabel('Result of board 1').waitFor();
    await second.getByLabel('Result of board 1').waitFor();
    // The second screen has not heard of the first's entry yet (its live update is stopped).
    await second.evaluate(() => {
      (globalThis as unknown as { stop(): void }).stop();
    });
    await first.getByLabel('Result of board 1').selectOption('1-0');
    await expect.poll(async () => (await stored(id)).rounds[4]!.games[0]!.result).toBe('1-0');
    await second.getByLabel('Result of board 1').selectOption('0-1');
    const message = second.locator('.conflict');
    await message.getByText('Board 1 of round 5 was set to 1–0 on another screen; yours was 0–1').waitFor();
    expect((await stored(id)).rounds[4]!.games[0]!.result).toBe('1-0');
    // It stays while the screen reloads, until dismissed.
    await second.waitForTimeout(500);
    expect(await message.count()).toBe(1);
    await message.getByRole('button', { name: 'Dismiss' }).click();
    expect(await second.locator('.conflict').count()).toBe(0);
    await second.close();
    expect(errors).toEqual([]);
  });
});
