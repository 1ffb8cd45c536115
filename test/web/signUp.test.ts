import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEFAULT_KEIZER_SETTINGS } from '../../src/core/settings.js';
import type { Tournament } from '../../src/core/tournament.js';
import { closeAll, launchChromium, type RunningApp, seriousA11yViolations, startApp } from './harness.js';

/**
 * Issue 32, item 2: the Keizer club variants in the browser. The settings with choices are offered as
 * choices (attendance a list; absences, periods … text with suggestions), and with attendance opt-in the
 * round's screen signs players up (keizer.md §3): only those signed up are paired.
 */

const club: Tournament = {
  name: 'Sign-up club 2026',
  settings: { ...DEFAULT_KEIZER_SETTINGS, attendance: 'opt-in' },
  players: ['Aerts', 'Baert', 'Claes', 'Dewulf'].map((name, i) => ({ id: i + 1, name, rating: 2000 - 50 * i })),
  rounds: [],
  absences: [],
};

describe('the club variants in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const stored = async (): Promise<Tournament> => {
    const r = await app.store.get('club');
    if (!r.ok) throw new Error(r.error.message);
    return r.value.tournament;
  };

  beforeAll(async () => {
    app = await startApp();
    const made = await app.store.create('club', club, 'arbiter');
    if (!made.ok) throw new Error(made.error.message);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await app.login(page);
  });

  afterAll(async () => {
    await closeAll(browser, app);
  });

  it('the new-tournament form offers attendance as a list and the absence schemes as suggestions', async () => {
    await page.goto(`${app.url}/new`);
    // Issue 33: each choice explained in a line (the catalog's words), the file's value behind it.
    const attendance = page.getByLabel('Who is paired', { exact: true });
    await attendance.waitFor();
    expect(await attendance.evaluate((e) => e.tagName)).toBe('SELECT');
    expect(await attendance.locator('option').allInnerTexts()).toEqual(['everyone but those announced absent', 'only those signed up as present']);
    expect(await attendance.inputValue()).toBe('opt-out');
    const absences = page.getByLabel('Credit for excused absences', { exact: true });
    expect(await absences.inputValue()).toBe('third');
    // The schemes as choices, and "other value" for any capped:K.
    expect(await absences.locator('option').evaluateAll((os) => os.map((o) => o.getAttribute('value')))).toEqual(['third', 'harmonic', 'halving', 'capped:3', 'capped:4', '']);
    await absences.selectOption('');
    await page.getByLabel('Other value').fill('capped:7');
    expect(await page.getByLabel('Other value').inputValue()).toBe('capped:7');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('signs up three players, excuses the fourth, and pairs only those signed up', async () => {
    await page.goto(`${app.url}/t/club/round/1`);
    await page.getByText('0 of 4 players present').waitFor();
    for (const name of ['Aerts', 'Baert', 'Dewulf']) await page.getByLabel(name).selectOption('present');
    await page.getByText('3 of 4 players present (odd: one gets the bye)').waitFor();
    await page.getByLabel('Claes').selectOption('excused');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect((await stored()).absences.map((a) => [a.player, a.kind])).toEqual([
      [1, 'present'],
      [2, 'present'],
      [4, 'present'],
      [3, 'excused'],
    ]);
    await page.getByRole('button', { name: 'Pair round 1 automatically' }).click();
    await page.getByRole('heading', { name: 'Round 1', exact: true }).waitFor();
    // The heading shows before the pairing is saved (a round's page not yet paired has it too).
    await expect.poll(async () => (await stored()).rounds.length).toBe(1);
    const round = (await stored()).rounds[0]!;
    // Keizer pairing (§4) of the signed-up 1, 2, 4 in the initial order: the bye to the lowest, 4; then 1–2.
    expect(round.games.map((g) => [g.white, g.black].sort())).toEqual([[1, 2]]);
    expect(round.byes).toEqual([4]);
    await expect.poll(() => page.getByText('Absent: Claes (absent, excused)').count()).toBe(1); // the sign-ups are no absences
    expect(pageErrors).toEqual([]);
  });
});
