import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Player } from '../../src/core/player.js';
import { keizerTournament } from '../keizerTournament.js';
import { screenshot, seriousA11yViolations } from './harness.js';
import { storeTournaments, useWebSession } from './webSession.js';

/**
 * Issue 32, item 1, in the browser: the standings show W/D/L, games and the absences by kind and mark a
 * withdrawn player; a player's breakdown names the ranking whose values scored his rounds, with a link to
 * the standings that print them.
 */

// Six players (ratings in id order, so the initial values are 9 8 7 6 5 4: top round(1.5 × 6) = 9), by hand:
//   R1: P1–P2 1-0, P3–P4 ½-½, bye P5, P6 absent unexcused.
//   R2: P1–P3 +- (P1 wins by forfeit), P2–P5 0-1, P4 excused, P6 club duty; P4 withdraws from round 3.
// Counted after round 2: P1 W1 D0 L0, forfeits 1/0; P2 L2; P3 D1, forfeits 0/1; P4 D1, one excused absence,
// withdrawn; P5 W1, one bye; P6 one unexcused absence and one club duty.
// Iteration none (keizer.md §2): the standings after round 2 are scored with the values after round 1.
// After round 1 (values 9 8 7 6 5 4): P1 9 + 8 = 17, P3 7 + 3 = 10, P2 8, P4 6 + 3.5 = 9.5, P5 5 + 2/3 × 5
// = 8.33, P6 4: order P1 17, P3 10, P4 9.5, P5 8.33, P2 8, P6 4: values P1 9, P3 8, P4 7, P5 6, P2 5, P6 4.
// P1 after round 2: own 9 + a win over P2 (value 5) + a forfeit win over P3 (value 8) = 22.
const players: Player[] = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Player ${id}`, rating: 2000 - 10 * id, ...(id === 4 ? { withdrawnFromRound: 3 } : {}) }));
const season = keizerTournament(
  players,
  [
    {
      games: [
        [1, 2, '1-0'],
        [3, 4, '1/2-1/2'],
      ],
      byes: [5],
    },
    [
      [1, 3, '+-'],
      [2, 5, '0-1'],
    ],
  ],
  {},
  [
    [1, 6, 'unexcused'],
    [2, 4, 'excused'],
    [2, 6, 'club-duty'],
  ],
);

describe('issue 32: the standings count what members read first; the breakdown names its values', () => {
  const id = 'club-record';
  const web = useWebSession((app) => storeTournaments(app, { [id]: { ...season, name: 'Club record' } }));
  let page: Page;

  beforeAll(async () => {
    page = web.watched(await (await web.browser.newContext({ viewport: { width: 1200, height: 900 } })).newPage());
    await web.app.login(page);
  });

  const cells = (p: Page) => p.locator('table.standings tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));

  it('shows W, D, L, games and each kind of absence, and marks the withdrawn player', async () => {
    await page.goto(`${web.app.url}/t/${id}/standings`);
    await expect.poll(() => page.locator('table.standings tbody tr').count()).toBe(6);
    expect(await page.locator('table.standings thead th').allInnerTexts()).toEqual([
      'Rank',
      'Name',
      'Score',
      'Value',
      'W',
      'D',
      'L',
      'Games',
      'Forf.',
      'Bye',
      'Exc',
      'Unexc',
      'Duty',
    ]);
    const byName = new Map((await cells(page)).map((c) => [c[1]!.replace(/\s+/g, ' '), c.slice(4)]));
    expect(Object.fromEntries(byName)).toEqual({
      'Player 1': ['1', '0', '0', '1', '1/0', '0', '0', '0', '0'],
      'Player 2': ['0', '0', '2', '2', '0/0', '0', '0', '0', '0'],
      'Player 3': ['0', '1', '0', '1', '0/1', '0', '0', '0', '0'],
      'Player 4 (withdrawn)': ['0', '1', '0', '1', '0/0', '0', '1', '0', '0'],
      'Player 5': ['1', '0', '0', '1', '0/0', '1', '0', '0', '0'],
      'Player 6': ['0', '0', '0', '0', '0/0', '0', '0', '1', '1'],
    });
    expect(await page.locator('small.withdrawn').getAttribute('title')).toBe('withdrawn from round 3');
    await screenshot(page, '60-standings-record');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The public page shows the same columns.
    await page.goto(`${web.app.url}/p/${id}`);
    await expect.poll(() => page.locator('table.standings tbody tr').count()).toBe(6);
    expect(await page.locator('table.standings thead th').allInnerTexts()).toContain('Unexc');
  });

  it("names the ranking whose values scored the rounds, links to it, and each value cited is that ranking's", async () => {
    await page.goto(`${web.app.url}/t/${id}/player/1`);
    await page.getByRole('heading', { name: 'Breakdown of the score' }).waitFor();
    const words = page.locator('p.values-from');
    await expect
      .poll(() => words.innerText())
      .toBe('Rounds 1–2 scored with the values of the ranking after round 1 (the standings after round 1); own value used 9. Standings after round 1');
    const items = await page.locator('table.explain tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
    // Round, what, value of, value, fraction, points: own 9, a win over Player 2 (5), a forfeit win over Player 3 (8).
    expect(items.map((r) => [r[0], r[2], r[3], r[5]])).toEqual([
      ['', 'own', '9', '9'],
      ['1', 'Player 2', '5', '5'],
      ['2', 'Player 3', '8', '8'],
    ]);
    expect(await page.locator('table.explain tfoot td').innerText()).toBe('22');
    await screenshot(page, '61-player-values-from');
    await page.getByRole('link', { name: 'Standings after round 1' }).click();
    await page.getByRole('heading', { name: 'Standings after round 1' }).waitFor();
    await expect.poll(() => page.locator('table.standings tbody tr').count()).toBe(6);
    const after1 = new Map((await cells(page)).map((c) => [c[1]!, c[3]]));
    expect([after1.get('Player 1'), after1.get('Player 2'), after1.get('Player 3')]).toEqual(['9', '5', '8']);
    expect(web.pageErrors).toEqual([]);
  });
});
