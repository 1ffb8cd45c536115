import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import { playerList, screenshot, seriousA11yViolations } from './harness.js';
import { createWithClub, expectStandingsByHand, typeResults, useWebSession } from './webSession.js';

/**
 * A 30-player, 5-round Swiss of each FIDE Swiss system of the list (issue 36), run in the browser as a
 * director runs one: created with the system, a club of 30 rated players added, each round paired by the
 * button and its 15 results entered from the keyboard, then the standings read. A system whose engine is
 * in the Swiss table (src/pairing/swissEngines.ts) gets a row here.
 */
const SYSTEMS = [
  // C.04.4.1 3.2.3: round 1, one scoregroup: G1 the first half by TPN, G2 the second, S1 against T2 in
  // TPN order: 1-16, 2-17, …, 15-30.
  { system: 'swiss-dubov', round1: Array.from({ length: 15 }, (_, i) => `${i + 1}-${i + 16}`) },
  // C.04.4.2 1.6: with 5 rounds the first 2 are seeding rounds, paired by the Dutch system: round 1 one
  // bracket, S1 = TPN 1–15 against S2 = 16–30 (C.04.3 2025 4.2): 1-16, 2-17, …, 15-30.
  { system: 'swiss-burstein', round1: Array.from({ length: 15 }, (_, i) => `${i + 1}-${i + 16}`) },
  // C.04.4.3 4.1: the top half of the scoregroup against the bottom half in order: 1-16, 2-17, …, 15-30.
  { system: 'swiss-lim', round1: Array.from({ length: 15 }, (_, i) => `${i + 1}-${i + 16}`) },
] as const;

const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

describe.each(SYSTEMS)('a 30-player, 5-round $system in the browser', ({ system, round1 }) => {
  const web = useWebSession(async (app) => {
    await app.store.savePlayerList(playerList());
  });
  let page: Page;
  const id = `${system}-2026`;
  const a11y: Record<string, string[]> = {};
  const stored = (): Promise<Tournament> => web.stored(id);

  beforeAll(async () => {
    page = web.watched(await web.browser.newPage({ viewport: { width: 1200, height: 900 } }));
    await web.app.login(page);
  });

  it('creates the tournament with the system and adds a club of 30 rated players', async () => {
    await createWithClub(page, web.app.url, { id, name: `${system} 2026`, system, rounds: 5 });
    await page.getByText('30 registered').waitFor();
    const t = await stored();
    expect(t.settings.system).toBe(system);
    expect(t.plannedRounds).toBe(5);
    expect(t.players.map((p) => p.rating)).toEqual(Array.from({ length: 30 }, (_, i) => 2300 - 17 * i));
  });

  it('pairs five rounds by the button and enters every result by keyboard', async () => {
    await page.getByRole('navigation', { name: 'Tournament' }).getByRole('link', { name: 'Rounds' }).click();
    for (let round = 1; round <= 5; round++) {
      if (round > 1) await page.getByRole('link', { name: `Next: round ${round}` }).click();
      await page.getByRole('button', { name: `Pair round ${round} automatically` }).click();
      await page.getByRole('heading', { name: `Round ${round}`, exact: true }).waitFor();
      await expect.poll(() => page.locator('table.pairings tbody tr').count()).toBe(15);
      if (round === 1) {
        await screenshot(page, `swiss-systems-${system}-round-1`);
        a11y['round 1'] = await seriousA11yViolations(page);
        // The players' TPNs: by rating, the highest first (all ratings differ).
        const t = await stored();
        const tpn = new Map([...t.players].sort((a, b) => b.rating! - a.rating!).map((p, k) => [p.id, k + 1]));
        const pairs = t.rounds[0]!.games.map((g) => pairKey(tpn.get(g.white)!, tpn.get(g.black)!));
        expect(pairs.sort()).toEqual([...round1].sort());
      }
      await typeResults(page, round, 15, stored);
      const t = await stored();
      const games = t.rounds[round - 1]!.games;
      // Every player plays each round, and never the same opponent twice (C.04.1 a; Dubov C1).
      expect(new Set(games.flatMap((g) => [g.white, g.black])).size).toBe(30);
      const met = new Set(t.rounds.slice(0, round - 1).flatMap((r) => r.games.map((g) => pairKey(g.white, g.black))));
      expect(games.filter((g) => met.has(pairKey(g.white, g.black)))).toEqual([]);
    }
  });

  it('shows the standings: the points counted by hand, in order', async () => {
    await page.getByRole('link', { name: 'Standings' }).click();
    const t = await stored();
    expect(t.rounds).toHaveLength(5);
    expect(t.players).toHaveLength(30);
    await expectStandingsByHand(page, t);
    a11y.standings = await seriousA11yViolations(page);
  });

  it('has no serious accessibility violations and no script errors', () => {
    expect(Object.keys(a11y)).toHaveLength(2);
    expect(Object.entries(a11y).filter(([, v]) => v.length > 0)).toEqual([]);
    expect(web.pageErrors).toEqual([]);
  });
});
