// Issue 31 in the browser: a club admin adds an assistant in the web app (no shell); the assistant logs in,
// sees the club's tournaments (not another club's) and only the buttons she may use, with the reason for
// what is hidden.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations } from './harness.js';
import { storeTournaments, useWebSession } from './webSession.js';
import { DEFAULT_KEIZER_SETTINGS } from '../../src/core/settings.js';

const tournament = (name: string) => ({ name, settings: DEFAULT_KEIZER_SETTINGS, players: [], rounds: [], absences: [] });

describe('club staff in the browser', () => {
  // The harness's director "arbiter" is the admin of the folder's first club, "Club".
  const web = useWebSession(async (app) => {
    await storeTournaments(app, { 'club-2026': tournament('Club 2026') }); // no club named: the first club's
    await app.store.accounts.addDirector({ name: 'olga', passwordHash: 'scrypt$1' }, { club: 'other', role: 'admin', newClub: 'Other club' });
    await app.store.create('other-cup', tournament('Other cup'), 'olga');
    await app.store.accounts.setAccess('other-cup', { club: 'other', owner: 'olga', directors: [] });
  });
  let page: Page;

  beforeAll(async () => {
    page = await (await web.browser.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
  });

  it('the admin adds an assistant with a first password', async () => {
    await web.app.login(page);
    await page.getByRole('heading', { name: 'Directors of Club' }).waitFor();
    await page.getByLabel('Name (one word)').fill('eva');
    await page.getByLabel('First password (at least 10 characters)').fill('eva her password');
    await page.getByLabel('Role', { exact: true }).selectOption('member');
    await page.getByRole('button', { name: 'Add director' }).click();
    await page.getByText('eva was added as member').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'eva (member)' }).waitFor();
    expect((await web.app.store.accounts.members()).filter((m) => m.club === 'club')).toEqual([
      { club: 'club', director: 'arbiter', role: 'admin' },
      { club: 'club', director: 'eva', role: 'member' },
    ]);
    await screenshot(page, 'club-staff-admin');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.locator('header').getByRole('link', { name: 'Log in' }).waitFor();
  });

  it("the assistant logs in and sees the club's tournaments and only the buttons she may use", async () => {
    await page.goto(`${web.app.url}/login`);
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
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.locator('header').getByRole('link', { name: 'Log in' }).waitFor();
  });

  it('the admin makes an invite link; the invited director chooses name and password and joins the club (once)', async () => {
    await web.app.login(page);
    await page.getByRole('heading', { name: 'Invite links' }).waitFor();
    await page.getByLabel('Role of the invited director').selectOption('member');
    await page.getByLabel('Valid for').selectOption('1');
    await page.getByRole('button', { name: 'Make an invite link' }).click();
    const link = await page.getByLabel(/^Send this link to the new director/).inputValue();
    expect(link).toMatch(new RegExp(`^${web.app.url}/invite\\?token=[A-Za-z0-9_-]{43}$`));
    await page
      .getByRole('listitem')
      .filter({ hasText: /member, made by arbiter: open until / })
      .waitFor();
    await screenshot(page, 'club-staff-invite');
    // Someone else's browser, not logged in.
    const guest = await (await web.browser.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
    await guest.goto(link);
    await guest.getByText('You are invited to direct for Club as member.', { exact: false }).waitFor();
    expect(await seriousA11yViolations(guest)).toEqual([]);
    await guest.getByLabel('Name (one word)').fill('joan');
    await guest.getByLabel('Password (at least 10 characters)').fill('joan her password');
    await guest.getByLabel('Password again').fill('joan her password');
    await guest.getByRole('button', { name: 'Join Club' }).click();
    await guest.getByRole('link', { name: 'Club 2026' }).waitFor();
    await guest.locator('header').getByText('joan').waitFor();
    expect((await web.app.store.accounts.members()).find((m) => m.director === 'joan')).toEqual({ club: 'club', director: 'joan', role: 'member' });
    // The link works once.
    const again = await (await web.browser.newContext()).newPage();
    await again.goto(link);
    await again.getByText('this invite link was used already (it works once)', { exact: false }).waitFor();
    await page.reload();
    await page.getByRole('listitem').filter({ hasText: 'member, made by arbiter: used by joan' }).waitFor();
  });
});
