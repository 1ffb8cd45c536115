import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import type { GameResult } from '../../src/core/game.js';
import { DEFAULT_SWISS_SETTINGS } from '../../src/core/settings.js';
import { must, setResult } from '../../src/core/tournamentOps.js';
import { pairNextRound } from '../../src/director/operations.js';
import { screenshot, seriousA11yViolations } from './harness.js';
import { PHONE, sideways, storeTournaments, useWebSession } from './webSession.js';

/**
 * Issue 34, acceptance (browser): on a phone-sized screen (390×844) the public index, a round, the
 * crosstable and a player's page; a hidden tournament is not found and not listed; the director publishes it
 * with the switch on the tournament's page; the public pages follow a result entered meanwhile.
 */

const NAMES = ['Peeters, An', 'Janssens, Jan', 'Maes, Lotte', 'Jacobs, Wim', 'Mertens, Els', 'Willems, Bart', 'Claes, Eva', 'Goossens, Tom'];

/** A FIDE Swiss of 8 rated players with round 1 played and round 2 paired, its board 1 without a result. */
function spring(): Tournament {
  let t: Tournament = {
    name: 'Spring Open',
    details: { place: 'Leuven', startDate: '2026-03-13', endDate: '2026-03-15' },
    plannedRounds: 5,
    published: true,
    settings: DEFAULT_SWISS_SETTINGS,
    players: NAMES.map((name, i) => ({ id: i + 1, name, rating: 2200 - 50 * i })),
    rounds: [],
    absences: [],
  };
  const results: GameResult[] = ['1-0', '1/2-1/2', '0-1', '1-0'];
  t = must(pairNextRound(t)).tournament;
  for (const g of t.rounds[0]!.games) t = must(setResult(t, { board: g.board }, results[g.board - 1], 1));
  t = must(pairNextRound(t)).tournament;
  for (const g of t.rounds[1]!.games.slice(1)) t = must(setResult(t, { board: g.board }, '1/2-1/2', 2));
  return t;
}

describe('the public side on a phone (issue 34)', () => {
  const t = spring();
  const web = useWebSession((app) => storeTournaments(app, { 'spring-open': t, 'club-secret': { ...t, name: 'Club Secret', published: false } }));
  let phone: BrowserContext;
  let visitor: Page;

  beforeAll(async () => {
    phone = await web.browser.newContext({ ...PHONE, locale: 'en-GB' });
    visitor = await phone.newPage();
  });

  it('the index lists the published tournament, not the hidden one, and fits the phone', async () => {
    await visitor.goto(`${web.app.url}/p/`);
    await visitor.getByRole('heading', { name: 'Tournaments' }).waitFor();
    const link = visitor.getByRole('link', { name: 'Spring Open' });
    await link.waitFor();
    expect(await visitor.getByText('Club Secret').count()).toBe(0);
    expect(await visitor.locator('ul.tournaments li').innerText()).toMatch(/Swiss \(FIDE Dutch system\) · Leuven · 13 March 2026 – 15 March 2026 · 8 players · round 2 of 5/);
    expect(await sideways(visitor)).toBe(0);
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await screenshot(visitor, 'public-index-phone');
    await link.click();
    await visitor.getByRole('heading', { name: 'Spring Open' }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/p/spring-open');
  });

  it('a round: its boards with names and results, each round a link; round 1 as played', async () => {
    await visitor.getByRole('navigation', { name: 'Pages of the tournament' }).getByRole('link', { name: 'Rounds' }).click();
    await visitor.getByRole('heading', { name: 'Round 2' }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/p/spring-open/round/2');
    await visitor.getByRole('navigation', { name: 'Rounds' }).getByRole('link', { name: '1', exact: true }).click();
    await visitor.getByRole('heading', { name: 'Round 1' }).waitFor();
    const rows = visitor.locator('table.pairings tbody tr');
    expect(await rows.count()).toBe(4);
    // Each board as stored: board, White, result, Black (results of round 1 as entered above, in en dashes).
    const shown = { '1-0': '1–0', '1/2-1/2': '½–½', '0-1': '0–1' } as Record<string, string>;
    for (const g of t.rounds[0]!.games) {
      const cells = await rows
        .nth(g.board - 1)
        .locator('td')
        .allInnerTexts();
      expect(cells.map((c) => c.trim())).toEqual([String(g.board), NAMES[g.white - 1], shown[g.result!], NAMES[g.black - 1]]);
    }
    expect(await sideways(visitor)).toBe(0);
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await screenshot(visitor, 'public-round-phone');
  });

  it('the crosstable: one row per player, scores that add up; it scrolls inside its box, not the page', async () => {
    await visitor.getByRole('link', { name: 'Crosstable' }).click();
    await visitor.getByRole('heading', { name: 'Crosstable' }).waitFor();
    const rows = visitor.locator('table.crosstable tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(8);
    // The standings count complete rounds (C.07): round 1's four games, a point each, so the scores sum to 4;
    // round 2 waits for its board 1.
    const scores = (await rows.locator('td:last-child').allInnerTexts()).map((s) => Number(s.replace('½', '.5').replace(/^\./, '0.')));
    expect(scores.reduce((a, b) => a + b, 0)).toBe(4);
    expect(await sideways(visitor)).toBe(0);
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await screenshot(visitor, 'public-crosstable-phone');
  });

  it("a player's page: his games round by round with score and rank, his FIDE rating change; live after a result", async () => {
    const board1 = t.rounds[1]!.games[0]!;
    const white = board1.white;
    await visitor.goto(`${web.app.url}/p/spring-open/player/${white}`);
    await visitor.getByRole('heading', { name: NAMES[white - 1]! }).waitFor();
    const rows = visitor.locator('table.compact tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    // His round 1 by hand: the result of his board, from his side.
    const g1 = t.rounds[0]!.games.find((g) => g.white === white || g.black === white)!;
    const won = (g1.result === '1-0') === (g1.white === white) && g1.result !== '1/2-1/2';
    const points1 = g1.result === '1/2-1/2' ? 0.5 : won ? 1 : 0;
    const score1 = (await rows.nth(0).locator('td').nth(3).innerText()).trim();
    expect(score1).toBe(points1 === 0.5 ? '0.50' : String(points1));
    expect(await visitor.locator('.rating-change').innerText()).toMatch(/^FIDE rating change [+−]\d+\.\d/);
    expect(await sideways(visitor)).toBe(0);
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await screenshot(visitor, 'public-player-phone');
    // The director enters his round 2 result elsewhere: the page shows it without a reload.
    expect((await web.app.store.update('spring-open', (x) => setResult(x, { board: board1.board }, '1-0', 2), 'arbiter')).ok).toBe(true);
    await visitor.locator('table.compact tbody tr').nth(1).getByText('white 1–0').waitFor({ timeout: 15_000 });
  });

  it('a hidden tournament is not found (404), for the page and its data; the director publishes it with the switch', async () => {
    const page = await visitor.goto(`${web.app.url}/p/club-secret`);
    expect(page?.status()).toBe(404);
    await visitor.getByText('there is no tournament "club-secret"').waitFor();
    expect(await visitor.getByText('Club Secret').count()).toBe(0);
    const director = await web.browser.newContext({ viewport: { width: 1100, height: 900 } });
    const desk = await director.newPage();
    await web.app.login(desk);
    await desk.goto(`${web.app.url}/t/club-secret/players`);
    await desk.getByRole('heading', { name: 'Hidden from the public' }).waitFor();
    await desk.getByRole('button', { name: 'Publish' }).click();
    await desk.getByRole('heading', { name: 'Published' }).waitFor();
    // The QR code of the public page, as inline SVG.
    await desk.getByText('QR code for the notice board').click();
    expect(await desk.locator('svg.qr path').getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    await director.close();
    expect((await visitor.goto(`${web.app.url}/p/club-secret`))?.status()).toBe(200);
    await visitor.getByRole('heading', { name: 'Club Secret' }).waitFor();
    await visitor.goto(`${web.app.url}/p/`);
    await visitor.getByRole('link', { name: 'Club Secret' }).waitFor();
  });
});
