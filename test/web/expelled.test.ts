import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import type { Round } from '../../src/core/round.js';
import { ok } from '../../src/core/result.js';
import { DIRECTOR, seriousA11yViolations } from './harness.js';
import { SIX_PLAYERS, SIX_PLAYERS_OPEN, SIX_PLAYERS_ROUND_1, useWebSession } from './webSession.js';

/**
 * Expelled players in the web app (issue 35, Deliver 6: "expelled players apart from withdrawn ones"). FIDE
 * Tournament Rules: the arbiter may expel a player; his later rounds are not paired, and (the same article as a
 * withdrawal) in a round robin his games count only if he played at least half of them. The director expels
 * from the players page, beside "Withdraw", after a confirmation; the player is then shown as expelled, not
 * withdrawn — on the players page, his page, the printed standings and pairings, and the public pages.
 */

const players = SIX_PLAYERS;
const round1 = SIX_PLAYERS_ROUND_1;
// Round 2 without Speler C (expelled) and Speler D (withdrew, then expelled): two boards.
const round2: Round = {
  number: 2,
  games: [
    { board: 1, white: 6, black: 1 },
    { board: 2, white: 2, black: 5 },
  ],
  byes: [],
};
const open: Tournament = { ...SIX_PLAYERS_OPEN, rounds: [round1], published: true };

describe('expelled players in the web app', () => {
  // Speler D withdrew after round 1 (not paired from round 2 on).
  const web = useWebSession(async (app) => {
    const made = await app.store.create('expel', { ...open, players: players.map((p) => (p.id === 4 ? { ...p, withdrawnFromRound: 2 } : p)) }, DIRECTOR.name);
    if (!made.ok) throw new Error(made.error.message);
  });
  const stored = () => web.stored('expel');
  /** A browser in `locale`, the director logged in; the dialogs answered in turn by `answers` (true: OK), their texts kept. */
  const fresh = (locale: string) => web.directorPage('/p/expel', locale);
  const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  it('the director expels from the players page, once confirmed; the player is shown as expelled, not withdrawn', async () => {
    const { page, dialogs, answers } = await fresh('en-GB');
    await page.goto(`${web.app.url}/t/expel/players`);
    await row(page, 'Speler C').getByText('playing').waitFor();
    await row(page, 'Speler D').getByText('withdrawn from round 2').waitFor();
    // Cancelled: nothing changes.
    answers.push(false);
    await page.getByRole('button', { name: 'Expel Speler C' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toBe("Expel Speler C? The arbiter's decision: not paired from round 2 on, shown as expelled.");
    expect((await stored()).players[2]).toEqual(players[2]);
    // Confirmed: not paired from round 2 on (one round played), shown as expelled after round 1.
    answers.push(true);
    await page.getByRole('button', { name: 'Expel Speler C' }).click();
    await row(page, 'Speler C').getByText('expelled after round 1').waitFor();
    expect((await stored()).players[2]).toEqual({ ...players[2], withdrawnFromRound: 2, expelled: true });
    expect(await page.getByRole('button', { name: 'Expel Speler C' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reinstate Speler C' }).waitFor();
    // A player who withdrew is expelled from the round he left (the confirmation names it).
    answers.push(true);
    await page.getByRole('button', { name: 'Expel Speler D' }).click();
    await row(page, 'Speler D').getByText('expelled after round 1').waitFor();
    expect(dialogs[2]).toBe("Expel Speler D? The arbiter's decision: not paired from round 2 on, shown as expelled.");
    expect((await stored()).players[3]).toEqual({ ...players[3], withdrawnFromRound: 2, expelled: true });
    expect(await row(page, 'Speler D').getByText('withdrawn').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // His own page says so.
    await page.goto(`${web.app.url}/t/expel/player/3`);
    await page.getByText('expelled after round 1').waitFor();
  });

  it('the printed standings and pairings and the public pages mark him as expelled', async () => {
    expect((await web.app.store.update('expel', (t) => ok({ ...t, rounds: [round1, round2] }), DIRECTOR.name)).ok).toBe(true);
    const { page } = await fresh('en-GB');
    await page.goto(`${web.app.url}/t/expel/print/standings`);
    await row(page, 'Speler C').getByText('(expelled after round 1)').waitFor();
    await row(page, 'Speler D').getByText('(expelled after round 1)').waitFor();
    // Round 2's sheet lists him among the players not paired, as expelled.
    await page.goto(`${web.app.url}/t/expel/print/pairings/2?order=alpha`);
    await row(page, 'Speler C').getByText('expelled', { exact: true }).waitFor();
    // The public standings and his public page (anyone, not logged in).
    const visitor = web.watched(await (await web.browser.newContext({ locale: 'en-GB' })).newPage());
    await visitor.goto(`${web.app.url}/p/expel/standings`);
    await row(visitor, 'Speler C').getByText('(expelled after round 1)').waitFor();
    await visitor.goto(`${web.app.url}/p/expel/player/3`);
    await visitor.getByText('expelled after round 1').waitFor();
  });

  it('in Dutch: "uitsluiten" beside "terugtrekken", and "uitgesloten na ronde 1"', async () => {
    const { page } = await fresh('nl-BE');
    await page.goto(`${web.app.url}/t/expel/players`);
    await row(page, 'Speler C').getByText('uitgesloten na ronde 1').waitFor();
    await page.getByRole('button', { name: 'Uitsluiten Speler A' }).waitFor();
    await page.getByRole('button', { name: 'Terugtrekken Speler A' }).waitFor();
    expect(web.pageErrors).toEqual([]);
  });
});
