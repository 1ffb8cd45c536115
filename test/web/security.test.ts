// Issue 11 in the browser: the first director from the setup link, login and logout, writes refused
// without a session, an earlier version restored; a page of another origin (even on this machine) and a
// request for another host name cannot change anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { closeAll, launchChromium, type RunningApp, screenshot, seriousA11yViolations, startApp } from './harness.js';

const TOKEN = 'setup-token-for-the-browser-test';

describe('directors in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let evil: Server | undefined; // unset when beforeAll fails before it
  let evilUrl = '';

  beforeAll(async () => {
    app = await startApp({ setupToken: TOKEN });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    page = await context.newPage();
    // A page of another origin on this machine (another port: the same site, so cookies would go along).
    const server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end('<!doctype html><title>evil</title><p>hello</p>');
    });
    evil = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    evilUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await closeAll(browser, app);
    await new Promise((resolve) => evil?.close(resolve));
  });

  it('makes the first director with the setup link; the start page asks others to log in', async () => {
    await page.goto(`${app.url}/`);
    await page.getByText('No director exists yet').waitFor();
    await page.goto(`${app.url}/setup?token=${TOKEN}`);
    await page.getByLabel('Name (one word)').fill('anna');
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Password again').fill('correct horse battery');
    await page.getByLabel("Your club's name (you are its admin)").fill('DC Leiden');
    await page.getByRole('button', { name: 'Make me the first director' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.getByText('No tournaments yet').waitFor();
    expect((await app.store.accounts.directors()).map((d) => d.name)).toEqual(['anna']);
    // She is the admin of the first club (issue 31), and the start page says so.
    expect(await app.store.accounts.members()).toEqual([{ club: 'dc-leiden', director: 'anna', role: 'admin' }]);
    await page.getByRole('heading', { name: 'Directors of DC Leiden' }).waitFor();
  });

  it('creates a tournament, changes it, and restores an earlier version after a confirmation', async () => {
    await page.getByRole('link', { name: 'New tournament' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Club 2026');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL('**/t/club-2026/players');
    for (const name of ['Jansen', 'Bakker', 'Smit']) {
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByRole('button', { name: 'Add player' }).click();
      await page.getByRole('cell', { name }).first().waitFor();
    }
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('cell', { name: 'player 3 added: Smit' }).waitFor();
    await screenshot(page, 'security-history');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Version 2 had Jansen only.
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'player 1 added: Jansen' }) });
    await row.getByRole('button', { name: 'Restore…' }).click();
    await row.getByRole('button', { name: 'Yes, restore' }).click();
    await page.getByText('Version 2 is back').waitFor();
    await page.getByRole('cell', { name: 'restored version 2' }).waitFor();
    const stored = await app.store.get('club-2026');
    expect(stored.ok && stored.value.tournament.players.map((p) => p.name)).toEqual(['Jansen']);
    // Made in the web app, it is hidden until its director publishes it (issue 34).
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Published' }).waitFor();
  });

  it('logs out: the director pages ask to log in, and a write without a session is refused', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.locator('header').getByRole('link', { name: 'Log in' }).waitFor();
    await page.goto(`${app.url}/t/club-2026/players`);
    await page.getByRole('heading', { name: 'Log in to direct this tournament' }).waitFor();
    const status = await page.evaluate(async () => {
      const r = await fetch('/api/tournaments/club-2026/players', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Intruder' }) });
      return r.status;
    });
    expect(status).toBe(401);
    // The public page stays open.
    await page.goto(`${app.url}/p/club-2026`);
    await page.getByRole('heading', { name: 'Club 2026' }).waitFor();
  });

  it('logs in again (a wrong password is refused first)', async () => {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Name').fill('anna');
    await page.getByLabel('Password').fill('not her password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'the name or the password is wrong' }).waitFor();
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
  });

  it('refuses a cross-origin text/plain POST from a page the logged-in director visits', async () => {
    const other = await context.newPage();
    await other.goto(evilUrl);
    const attempts = await other.evaluate(async (target) => {
      const body = JSON.stringify({ name: 'Made by another site', system: 'keizer' });
      // no-cors with text/plain: the request the browser sends without asking first.
      await fetch(`${target}/api/tournaments`, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': 'text/plain' }, body }).catch(() => undefined);
      // With JSON the browser asks first (a preflight) and the server does not allow it.
      const json = await fetch(`${target}/api/tournaments`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body }).then(
        (r) => r.status,
        () => 'blocked',
      );
      return { json };
    }, app.url);
    expect(attempts.json).toBe('blocked');
    const { tournaments } = await app.store.list();
    expect(tournaments.map((t) => t.name)).toEqual(['Club 2026']);
    await other.close();
  });

  it('answers a request for another host name (DNS rebinding) with 421', async () => {
    const { port } = new URL(app.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/tournaments/club-2026', headers: { Host: `rebound.example:${port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
  });
});
