import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import { PROJECT_ROOT } from '../../src/server/webBuild.js';
import { closeAll, DIRECTOR, launchChromium, type RunningApp, seriousA11yViolations, startApp } from './harness.js';

/**
 * The pictures of README.md and docs/director-guide.md, made by doing what the guide says: the first
 * director through the setup link, a Keizer club competition (a member list, absences, three evenings,
 * results from the keyboard, a pairing changed by hand), the public page, a weekend Swiss with FIDE data,
 * a requested half-point bye, the pairing bye, a forfeit and the TRF, then the mistakes of the guide's last
 * part (a wrong result, a deleted tournament, an earlier version brought back). Every run writes the PNGs
 * into docs/screenshots/ at a fixed viewport, so they always show the app as it is.
 */

const OUT = join(PROJECT_ROOT, 'docs', 'screenshots');
const SETUP_TOKEN = 'screenshots-setup-token';

/** The club's member list, as a federation or a club secretary exports it. */
const MEMBERS = [
  ['4101', 'Vermeulen, Dirk', 1912],
  ['4102', 'Claes, Eva', 1876],
  ['4103', 'Janssens, Pieter', 1840],
  ['4104', 'De Smet, Lotte', 1795],
  ['4105', 'Wouters, Frank', 1760],
  ['4106', 'Maes, Greet', 1731],
  ['4107', 'Peeters, An', 1702],
  ['4108', 'Goossens, Hans', 1668],
  ['4109', 'Jacobs, Ine', 1630],
  ['4110', 'Mertens, Wim', 1597],
  ['4111', 'Willems, Koen', 1553],
  ['4112', 'Dubois, Marc', 1510],
  ['4113', 'Hermans, Lies', 1474],
  ['4114', 'Lambrechts, Tom', 1420],
  ['4115', 'Aerts, Joke', 1385],
] as const;

const memberList = () => ['stamnummer;naam;club;elo;partijen', ...MEMBERS.map(([id, name, rating]) => `${id};${name};230;${rating};40`)].join('\r\n') + '\r\n';

/** The weekend open's players, typed in by hand with their FIDE data. */
const OPEN = [
  { name: 'Vandenberg, Tom', rating: 2318, title: 'FM', fed: 'BEL', fide: '205001' },
  { name: 'Lemmens, Sara', rating: 2205, title: 'WIM', fed: 'BEL', fide: '205002' },
  { name: 'van Dijk, Joost', rating: 2164, title: '', fed: 'NED', fide: '1005003' },
  { name: 'Dubois, Marc', rating: 2087, title: '', fed: 'FRA', fide: '605004' },
  { name: 'Willems, Koen', rating: 2031, title: '', fed: 'BEL', fide: '205005' },
  { name: 'Hermans, Lies', rating: 1979, title: '', fed: 'BEL', fide: '205006' },
  { name: 'Smets, Bart', rating: 1922, title: '', fed: 'BEL', fide: '205007' },
  { name: 'Bakker, Jan', rating: 1868, title: '', fed: 'NED', fide: '1005008' },
  { name: 'Aerts, Joke', rating: 1801, title: '', fed: 'BEL', fide: '205009' },
] as const;

/** The result typed for a board, by round: a fixed mix, so the pictures stay the same. */
const KEYS = ['1', '=', '0', '1', '0', '1', '='] as const;
const keyFor = (round: number, board: number) => KEYS[(board * 2 + round) % KEYS.length]!;

describe('the screenshots of the README and the director’s guide', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const club = 'club-championship-2026-27';
  const open = 'leuven-open-2026';
  const a11y: Record<string, string[]> = {};
  const pageErrors: string[] = [];

  const stored = async (id: string): Promise<Tournament> => {
    const r = await app.store.get(id);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.tournament;
  };
  const nameOf = (t: Tournament, id: number) => t.players.find((p) => p.id === id)!.name;
  /** The page as docs/screenshots/NAME.png: the whole page, or its first screen; what changes from run to run (a time) greyed out. */
  const shot = async (p: Page, name: string, { mask = [], fullPage = true }: { mask?: Locator[]; fullPage?: boolean } = {}) => {
    await p.screenshot({ path: join(OUT, `${name}.png`), fullPage, animations: 'disabled', caret: 'hide', mask, maskColor: '#d9dde3' });
    a11y[name] = await seriousA11yViolations(p);
  };
  const rows = (p: Page, table: string) => p.locator(`${table} tbody tr`).evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  const tab = (name: string) => page.getByRole('navigation', { name: 'Tournament' }).getByRole('link', { name, exact: true });

  /** Board number, Enter, then the result key: the quick entry of the round page. */
  async function typeResults(round: number, boards: readonly number[]): Promise<void> {
    await page.getByLabel('Board number, then Enter').focus();
    for (const board of boards) {
      await page.keyboard.type(String(board));
      await page.keyboard.press('Enter');
      await page.keyboard.type(keyFor(round, board));
    }
  }

  async function pairNext(round: number, id = club): Promise<void> {
    await page.getByRole('button', { name: `Pair round ${round} automatically` }).click();
    await page.getByRole('heading', { name: `Round ${round}`, exact: true }).waitFor();
    // The round's heading shows before the pairing is saved: wait for the store before reading it.
    await expect.poll(async () => (await stored(id)).rounds.length).toBe(round);
  }

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    app = await startApp({ setupToken: SETUP_TOKEN });
    await app.store.savePlayerList(memberList());
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1100, height: 760 }, deviceScaleFactor: 1, locale: 'en-GB', timezoneId: 'Europe/Brussels' });
    page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('dialog', (d) => void d.accept());
  });

  afterAll(async () => {
    await closeAll(browser, app);
  });

  it('makes the first director with the setup link', async () => {
    await page.goto(`${app.url}/setup?token=${SETUP_TOKEN}`);
    await page.getByLabel('Name (one word)').fill(DIRECTOR.name);
    await page.getByLabel('Password', { exact: true }).fill(DIRECTOR.password);
    await page.getByLabel('Password again').fill(DIRECTOR.password);
    await shot(page, 'setup');
    await page.getByRole('button', { name: 'Make me the first director' }).click();
    await page.getByRole('heading', { name: 'Tournaments' }).waitFor();
    await page.getByText('15 players in the list.').waitFor();
    expect((await app.store.accounts.directors()).map((d) => d.name)).toEqual([DIRECTOR.name]);
  });

  it('creates the club competition and registers the members', async () => {
    await page.getByRole('link', { name: 'New tournament' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Club championship 2026-27');
    await page.getByLabel('Planned rounds (optional)').fill('30');
    expect(await page.getByLabel('System').inputValue()).toBe('keizer');
    await page.locator('#t-place').fill('Leuven');
    await shot(page, 'new-tournament');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(`**/t/${club}/players`);

    await page.getByLabel('Add a whole club (club number)').fill('230');
    await page.getByRole('button', { name: 'Add club' }).click();
    await page.getByRole('status').filter({ hasText: 'Added 15 players.' }).waitFor();
    // A new member, not on the list yet: by hand.
    await page.locator('#mp-name').fill('Yilmaz, Deniz');
    await page.locator('#mp-rating').fill('1350');
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByRole('link', { name: 'Yilmaz, Deniz', exact: true }).waitFor();
    await page.getByText('16 registered').waitFor();
    await shot(page, 'players');
    expect((await stored(club)).players.map((p) => p.name)).toContain('Yilmaz, Deniz');
  });

  it('plays two club evenings: absences, pairing, results from the keyboard', async () => {
    await tab('Rounds').click();
    await page.getByLabel('Maes, Greet').selectOption('excused');
    await page.getByLabel('Peeters, An').selectOption('club-duty');
    await page.getByText('14 of 16 players present').waitFor();
    await shot(page, 'absences');
    await pairNext(1);
    await expect.poll(() => page.locator('table.pairings tbody tr').count()).toBe(7);
    await typeResults(1, [1, 2, 3, 4, 5, 6, 7]);
    await page.getByText('All results are in.').waitFor();

    await page.getByRole('link', { name: 'Next: round 2' }).click();
    await page.getByLabel('Wouters, Frank').selectOption('excused');
    await page.getByText('15 of 16 players present (odd: one gets the bye)').waitFor();
    await pairNext(2);
    await page.getByText(/^Bye: /).waitFor();
    await typeResults(2, [1, 2, 3, 4, 5, 6, 7]);
    await page.getByText('All results are in.').waitFor();
    const t = await stored(club);
    expect(t.rounds.map((r) => r.games.filter((g) => g.result !== undefined).length)).toEqual([7, 7]);
    expect(t.rounds[1]!.byes).toHaveLength(1);
  });

  it('changes a pairing by hand before the games start, and enters half the results of the evening', async () => {
    await page.getByRole('link', { name: 'Next: round 3' }).click();
    await pairNext(3);
    const before = (await stored(club)).rounds[2]!;
    // Two players ask to swap opponents (the one plays the other side of the room): black of boards 7 and 8.
    await page.getByRole('button', { name: 'Change the pairing' }).click();
    const [g7, g8] = [before.games[6]!, before.games[7]!];
    await page.getByLabel('Board 7 black').selectOption({ value: '0' });
    await page.getByLabel('Board 8 black').selectOption({ value: String(g7.black) });
    await page.getByLabel('Board 7 black').selectOption({ value: String(g8.black) });
    await page.getByRole('button', { name: 'Check' }).click();
    await page.locator('.manual [role="status"]').waitFor();
    await shot(page, 'change-pairing');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(async () => (await stored(club)).rounds[2]!.games[6]!.black).toBe(g8.black);

    await typeResults(3, [1, 2, 3, 5]);
    await page.getByText('4 of 8 results missing.').waitFor();
    const t = await stored(club);
    const board1 = t.rounds[2]!.games[0]!;
    expect(board1.result).toBe({ '1': '1-0', '=': '1/2-1/2', '0': '0-1' }[keyFor(3, 1)]);
    // The director's round page: the names and the results as they are shown.
    const shown = await rows(page, 'table.pairings');
    expect(shown[0]!.join(' ')).toContain(nameOf(t, board1.white));
    expect(shown[0]!.join(' ')).toContain(nameOf(t, board1.black));
    expect(shown[0]!.join(' ')).toContain({ '1': '1–0', '=': '½–½', '0': '0–1' }[keyFor(3, 1)]);
    await shot(page, 'round');
  });

  it('shows the standings, a player’s score point by point, and the public page', async () => {
    await tab('Standings').click();
    await expect.poll(() => page.locator('table.standings tbody tr').count()).toBe(16);
    const standings = await rows(page, 'table.standings');
    const scores = standings.map((r) => Number(r[2]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await shot(page, 'standings');
    const leader = standings[0]![1]!;

    await page.getByRole('link', { name: leader, exact: true }).first().click();
    await page.getByRole('heading', { name: 'Breakdown of the score' }).waitFor();
    expect(Number(await page.locator('table.explain tfoot td').textContent())).toBeCloseTo(Number(standings[0]![2]), 1);
    await shot(page, 'player');

    // Made in the web app, it is hidden until its director publishes it (issue 34).
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('heading', { name: 'Published' }).waitFor();
    const audience = await browser.newPage({ viewport: { width: 1100, height: 760 }, deviceScaleFactor: 1 });
    await audience.goto(`${app.url}/p/${club}`);
    await audience.getByRole('heading', { name: 'Round 3', exact: true }).waitFor();
    await expect.poll(() => audience.locator('table.standings tbody tr').count()).toBe(16);
    const pub = await rows(audience, 'table.standings');
    expect(pub[0]!.slice(1, 3)).toEqual(standings[0]!.slice(1, 3));
    await expect.poll(() => audience.locator('td.result').filter({ hasText: /\S/ }).count()).toBe(4);
    await shot(audience, 'public');
    await audience.close();
  });

  it('runs a weekend Swiss: FIDE data, a requested half-point bye, the pairing bye, a forfeit, tie-breaks and the TRF', async () => {
    await page.goto(`${app.url}/new`);
    await page.getByLabel('Name', { exact: true }).fill('Leuven Open 2026');
    await page.getByLabel('System').selectOption('swiss-dutch');
    await page.getByLabel('Planned rounds (optional)').fill('5');
    await page.locator('#t-place').fill('Leuven');
    await page.locator('#t-federation').fill('BEL');
    await page.locator('#t-startDate').fill('2026-03-13');
    await page.locator('#t-endDate').fill('2026-03-15');
    await page.locator('#t-chiefArbiter').fill('IA Peeters, An 205672');
    await page.locator('#t-timeControl').fill('90 min + 30 s/move');
    await page.locator('#s-tiebreaks').waitFor();
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(`**/t/${open}/players`);

    for (const p of OPEN) {
      await page.locator('#mp-name').fill(p.name);
      await page.locator('#mp-rating').fill(String(p.rating));
      if (!(await page.locator('#mp-fide-id').isVisible())) await page.getByText('FIDE data').click();
      await page.locator('#mp-title').selectOption(p.title);
      await page.locator('#mp-federation').fill(p.fed);
      await page.locator('#mp-fide-id').fill(p.fide);
      await page.getByRole('button', { name: 'Add player' }).click();
      await page.getByRole('link', { name: p.name, exact: true }).waitFor();
      // The list may show him (the server's own change event) before the form is cleared.
      await expect.poll(() => page.locator('#mp-name').inputValue()).toBe('');
    }
    await page.getByText('9 registered').waitFor();
    await shot(page, 'swiss-players');

    await tab('Rounds').click();
    await page.getByLabel('Hermans, Lies').selectOption('half-bye');
    await page.getByText('8 of 9 players present').waitFor();
    await pairNext(1, open);
    await typeResults(1, [1, 2, 3, 4]);
    await page.getByText('All results are in.').waitFor();

    await page.getByRole('link', { name: 'Next: round 2' }).click();
    await pairNext(2, open);
    await page.getByText(/^Bye: /).waitFor();
    // Board 4: black did not come; white wins by forfeit (the + key).
    await typeResults(2, [1, 2, 3]);
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await page.keyboard.type('+');
    await page.getByText('All results are in.').waitFor();
    await shot(page, 'swiss-round');
    const t = await stored(open);
    expect(t.rounds[1]!.games[3]!.result).toBe('+-');
    expect(t.absences).toEqual([{ round: 1, player: t.players.find((p) => p.name === 'Hermans, Lies')!.id, kind: 'half-bye' }]);

    await tab('Standings').click();
    await page.getByRole('columnheader', { name: 'BH-C1' }).waitFor();
    await expect.poll(() => page.locator('table.standings tbody tr').count()).toBe(9);
    await shot(page, 'swiss-standings');

    // Issue 33: the printed standings in the club's own language, the Keizer competition in Dutch and the
    // Swiss in French (docs/languages.md).
    await page.goto(`${app.url}/t/${club}/print/standings?lang=nl`);
    await page.getByRole('columnheader', { name: 'Waardecijfer', exact: true }).waitFor();
    await shot(page, 'standings-nl');
    await page.goto(`${app.url}/t/${open}/print/standings?lang=fr`);
    await page.getByRole('heading', { name: /^Classement après la ronde \d$/ }).waitFor();
    await page.getByText('Buchholz tronqué 1').waitFor();
    await shot(page, 'standings-fr');

    // The TRF for the rating officer: the links under the tournament's name.
    const trf = await page.evaluate(async (url) => (await fetch(url)).text(), `/api/tournaments/${open}/trf?format=16`);
    expect(trf).toContain('012 Leuven Open 2026');
    expect(trf).toContain('102 IA Peeters, An 205672');
    expect(trf).toMatch(/^001 {4}1 {3}FM Vandenberg, Tom/m);
    expect(trf.split('\n').filter((l) => l.startsWith('001'))).toHaveLength(9);
  });

  it('mends mistakes: a wrong result of an earlier round, a deleted tournament, an earlier version', async () => {
    // A result of round 1 was entered the wrong way round: round 1's page, the board's list.
    await page.goto(`${app.url}/t/${club}/round/1`);
    const wrong = (await stored(club)).rounds[0]!.games[1]!;
    const right = wrong.result === '1-0' ? '0-1' : '1-0';
    await page.getByLabel('Result of board 2').selectOption(right);
    await expect.poll(async () => (await stored(club)).rounds[0]!.games[1]!.result).toBe(right);

    // Deleted by mistake, brought back from the start page.
    await tab('Settings').click();
    await page.getByRole('button', { name: 'Delete the tournament…' }).click();
    await page.getByRole('heading', { name: 'Tournaments' }).waitFor();
    await page.getByText('Deleted tournaments (1)').click();
    await page.getByRole('button', { name: 'Bring back Club championship 2026-27' }).click();
    await page.getByRole('link', { name: 'Club championship 2026-27' }).waitFor();

    // The history: every change with who made it; the version before the correction brought back.
    await page.goto(`${app.url}/t/${club}/history`);
    const correction = page.locator('table.history tbody tr').filter({ hasText: 'round 1 board 2:' }).first();
    await correction.waitFor();
    const version = Number(await correction.locator('td').first().textContent());
    await page
      .locator('table.history tbody tr')
      .filter({ has: page.locator('td', { hasText: new RegExp(`^${version - 1}$`) }) })
      .getByRole('button', { name: 'Restore…' })
      .click();
    await shot(page, 'history', { mask: [page.locator('table.history tbody td:nth-child(2)')], fullPage: false });
    await page.getByRole('button', { name: 'Yes, restore' }).click();
    await page.getByText(`Version ${version - 1} is back; what it replaced stays in the history.`).waitFor();
    expect((await stored(club)).rounds[0]!.games[1]!.result).toBe(wrong.result);
  });

  it('has no serious accessibility violations and no script errors', () => {
    expect(Object.keys(a11y).length).toBeGreaterThanOrEqual(13);
    expect(Object.entries(a11y).filter(([, v]) => v.length > 0)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
