// Issue 31 in the browser: a club admin adds an assistant in the web app (no shell); the assistant logs in,
// sees the club's tournaments (not another club's) and only the buttons she may use, with the reason for
// what is hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeAll, launchChromium, type RunningApp, screenshot, seriousA11yViolations, startApp } from './harness.js';
import { DEFAULT_KEIZER_SETTINGS } from '../../src/core/settings.js';

const tournament = (name: string) => ({ name, settings: DEFAULT_KEIZER_SETTINGS, players: [], rounds: [], absences: [] });

describe('club staff in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // The harness's director "arbiter" is the admin of the folder's first club, "Club".
    app = await startApp();
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
    await app.store.create('club-2026', tournament('Club 2026'), 'arbiter'); // no club named: the first club's
    await app.store.accounts.addDirector({ name: 'olga', passwordHash: 'scrypt$1' }, { club: 'other', role: 'admin', newClub: 'Other club' });
    await app.store.create('other-cup', tournament('Other cup'), 'olga');
    await app.store.accounts.setAccess('other-cup', { club: 'other', owner: 'olga', directors: [] });
  });

  afterAll(async () => {
    await closeAll(browser, app);
  });

  it('the admin adds an assistant with a first password', async () => {
    await app.login(page);
    await page.getByRole('heading', { name: 'Directors of Club' }).waitFor();
    await page.getByLabel('Name (one word)').fill('eva');
    await page.getByLabel('First password (at least 10 characters)').fill('eva her password');
    await page.getByLabel('Role').selectOption('member');
    await page.getByRole('button', { name: 'Add director' }).click();
    await page.getByText('eva was added as member').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'eva (member)' }).waitFor();
    expect((await app.store.accounts.members()).filter((m) => m.club === 'club')).toEqual([
      { club: 'club', director: 'arbiter', role: 'admin' },
      { club: 'club', director: 'eva', role: 'member' },
    ]);
    await screenshot(page, 'club-staff-admin');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.locator('header').getByRole('link', { name: 'Log in' }).waitFor();
  });

  it("the assistant logs in and sees the club's tournaments and only the buttons she may use", async () => {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Name').fill('eva');
    await page.getByLabel('Password').fill('eva her password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.getByRole('link', { name: 'Club 2026' }).waitFor();
    expect(await page.getByRole('link', { name: 'Other cup' }).count()).toBe(0);
    // She directs: new tournaments, the player list.
    await page.getByRole('link', { name: 'New tournament' }).waitFor();
    await page.getByLabel('Import a player list').waitFor();
    // She does not manage the staff: no such buttons, and the page says why.
    await page.getByText('Only an admin of Club adds and removes its directors, so those buttons are not shown to you.').waitFor();
    for (const name of ['Add director', 'Remove arbiter', 'Make admin arbiter', 'Make member arbiter']) expect(await page.getByRole('button', { name }).count()).toBe(0);
    await screenshot(page, 'club-staff-member');
    // In the tournament she directs; naming its assistants is for the admin or its maker, and it says so.
    await page.getByRole('link', { name: 'Club 2026' }).click();
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByText('Only an admin of the club, or the director who made this tournament, names its assistants.').waitFor();
    expect(await page.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
    // And the other club's tournament is not hers: the API refuses her its history.
    const status = await page.evaluate(async () => (await fetch('/api/tournaments/other-cup/history')).status);
    expect(status).toBe(403);
  });
});
