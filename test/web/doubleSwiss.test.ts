import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import { USUAL_MATCH_ENTRIES } from '../../src/core/doubleSwissMatch.js';
import { playerList, screenshot, seriousA11yViolations } from './harness.js';
import { createWithClub, expectStandingsByHand, typeResults, useWebSession } from './webSession.js';

/**
 * A 30-player Double-Swiss of 5 matches (10 rounds) run in the browser (issue 36): matches 1, 3 and 5 entered
 * game by game from the keyboard, as in any Swiss; matches 2 and 4 paired game a then game b at once (game b
 * is game a's pairs with the colours reversed, C.04.5 Preface, whatever game a's results) and entered one
 * match a board with game b's match select. The match value shows beside both games; the standings count
 * the game points of all matches (1.2.1).
 */
/** The usual match entries (Preface: 2-0, 1½-½, 1-1, ½-1½, 0-2, and the matches forfeited) in turn by board. */
const entryFor = (match: number, board: number) => USUAL_MATCH_ENTRIES[(board + match) % USUAL_MATCH_ENTRIES.length]!;
const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

describe('a 30-player Double-Swiss of 5 matches in the browser', () => {
  const session = useWebSession(async (app) => {
    await app.store.savePlayerList(playerList());
  });
  let page: Page;
  const id = 'double-open-2026';
  const a11y: Record<string, string[]> = {};
  const stored = (): Promise<Tournament> => session.stored(id);
  const rounds = () => page.getByRole('navigation', { name: 'Tournament' }).getByRole('link', { name: 'Rounds' });
  const pair = async (round: number) => {
    if (round > 1) await page.getByRole('link', { name: `Next: round ${round}` }).click();
    await page.getByRole('button', { name: `Pair round ${round} automatically` }).click();
    await page.getByRole('heading', { name: `Round ${round}`, exact: true }).waitFor();
    await expect.poll(async () => (await stored()).rounds.length).toBe(round);
    await expect.poll(() => page.locator('table.pairings tbody tr').count()).toBe(15);
  };
  const byKeyboard = (round: number) => typeResults(page, round, 15, stored);

  beforeAll(async () => {
    page = session.watched(await session.browser.newPage({ viewport: { width: 1200, height: 900 } }));
    await session.app.login(page);
  });

  it('creates the Double-Swiss of 10 rounds and adds a club of 30 rated players', async () => {
    await createWithClub(page, session.app.url, { id, name: 'Double Open 2026', system: 'double-swiss', rounds: 10 });
    const t = await stored();
    expect(t.settings.system).toBe('double-swiss');
    expect(t.plannedRounds).toBe(10);
    expect(t.players).toHaveLength(30);
  });

  it('pairs and enters 5 matches: game by game (matches 1, 3, 5), or a match a board on game b (2, 4)', async () => {
    await rounds().click();
    for (let match = 1; match <= 5; match++) {
      const a = 2 * match - 1;
      const b = 2 * match;
      await pair(a);
      if (match === 1) {
        // 3.6: round 1, one scoregroup, the first identifier: TPN 1–15 against 16–30 in order.
        const t = await stored();
        const tpn = new Map([...t.players].sort((x, y) => y.rating! - x.rating!).map((p, k) => [p.id, k + 1]));
        expect(t.rounds[0]!.games.map((g) => pairKey(tpn.get(g.white)!, tpn.get(g.black)!)).sort()).toEqual(Array.from({ length: 15 }, (_, i) => `${i + 1}-${i + 16}`).sort());
      }
      if (match % 2 === 1) await byKeyboard(a);
      await pair(b);
      await page.getByText(`Match ${match}, game b`).waitFor();
      const t = await stored();
      // Preface: game b is game a with the colours reversed.
      expect(t.rounds[b - 1]!.games.map((g) => `${g.black}-${g.white}`).sort()).toEqual(t.rounds[a - 1]!.games.map((g) => `${g.white}-${g.black}`).sort());
      if (match % 2 === 1) await byKeyboard(b);
      else {
        for (const g of t.rounds[b - 1]!.games) {
          const e = entryFor(match, g.board);
          await page.getByLabel(`Match of board ${g.board} (both games)`).selectOption(`${e.a} ${e.b}`);
          await expect
            .poll(async () => {
              const now = await stored();
              const gb = now.rounds[b - 1]!.games.find((x) => x.board === g.board)!;
              const ga = now.rounds[a - 1]!.games.find((x) => x.white === g.black && x.black === g.white)!;
              return `${ga.result} ${gb.result}`;
            })
            .toBe(`${e.a} ${e.b}`);
        }
        await page.getByText('All results are in.').waitFor();
      }
      if (match === 2) {
        await screenshot(page, 'double-swiss-match-2-game-b');
        a11y['game b'] = await seriousA11yViolations(page);
      }
      // C1: no two players meet in two matches (a match forfeited on both games may be paired again).
      const now = await stored();
      const met = new Set(now.rounds.slice(0, a - 1).flatMap((r) => r.games.filter((g) => !['+-', '-+', '--'].includes(g.result!)).map((g) => pairKey(g.white, g.black))));
      expect(now.rounds[a - 1]!.games.filter((g) => met.has(pairKey(g.white, g.black)))).toEqual([]);
    }
  });

  it("shows each match beside both its games, from the game's white's side", async () => {
    const t = await stored();
    // Match 2, board 1 of game b: its match entry worked by hand from USUAL_MATCH_ENTRIES.
    const gb = t.rounds[3]!.games[0]!;
    const e = entryFor(2, gb.board);
    // Each game's points, white's then black's (Preface: "points assigned for each game").
    const POINTS: Record<string, [number, number]> = { '1-0': [1, 0], '0-1': [0, 1], '1/2-1/2': [0.5, 0.5], '+-': [1, 0], '-+': [0, 1], '--': [0, 0] };
    const pts = (r: string, white: boolean) => POINTS[r]![white ? 0 : 1];
    // Game b's white is game a's black: his points are game a's as black plus game b's as white.
    const first = pts(e.a, false) + pts(e.b, true);
    const second = pts(e.a, true) + pts(e.b, false);
    const half = (x: number) => (x === 0.5 ? '½' : Number.isInteger(x) ? String(x) : `${Math.floor(x)}½`);
    const forfeited = ['+-', '-+', '--'].includes(e.a);
    const ga = t.rounds[2]!.games.find((g) => g.white === gb.black)!;
    // Game b's round page: the match select shows the match entered.
    await page.goto(`${session.app.url}/t/${id}/round/4`);
    await expect.poll(() => page.getByLabel(`Match of board ${gb.board} (both games)`).inputValue()).toBe(`${e.a} ${e.b}`);
    // Game a's round page and its print: the match from game a's white's side.
    await page.goto(`${session.app.url}/t/${id}/round/3`);
    await expect
      .poll(() =>
        page
          .locator('table.pairings tbody tr')
          .nth(ga.board - 1)
          .locator('td.match')
          .textContent(),
      )
      .toBe(`match ${half(second)}–${half(first)}${forfeited ? ', forfeited' : ''}`);
    await page.goto(`${session.app.url}/t/${id}/print/pairings/3?order=board`);
    await expect
      .poll(() =>
        page
          .locator('table tbody tr')
          .nth(ga.board - 1)
          .locator('td.result')
          .textContent(),
      )
      .toContain(`match ${half(second)}–${half(first)}`);
    // The public page (its directors see it before it is published) shows the matches beside the games too.
    await page.goto(`${session.app.url}/p/${id}`);
    await expect.poll(() => page.locator('table.pairings').first().textContent()).toContain('(match ');
  });

  it('shows the standings: the game points of all matches counted by hand, in order', async () => {
    await page.goto(`${session.app.url}/t/${id}/standings`);
    const t = await stored();
    expect(t.rounds).toHaveLength(10);
    expect(t.players).toHaveLength(30);
    await expectStandingsByHand(page, t);
    a11y.standings = await seriousA11yViolations(page);
  });

  it("fits a 390 px phone: game a's round page with the match values, game b's with its match column", async () => {
    const phone = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = session.watched(await phone.newPage());
    await session.app.login(p);
    for (const round of [3, 4]) {
      await p.goto(`${session.app.url}/t/${id}/round/${round}`);
      await p.locator('table.pairings tbody tr').first().waitFor();
      expect(await p.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'), `round ${round}`).toBe(0);
    }
    await phone.close();
  });

  it('has no serious accessibility violations and no script errors', () => {
    expect(Object.keys(a11y)).toHaveLength(2);
    expect(Object.entries(a11y).filter(([, v]) => v.length > 0)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
