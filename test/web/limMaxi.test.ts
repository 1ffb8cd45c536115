import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_DUBOV_SETTINGS, DEFAULT_LIM_SETTINGS } from '../../src/core/settings.js';
import type { Tournament } from '../../src/core/tournament.js';
import { DIRECTOR, seriousA11yViolations } from './harness.js';
import { PHONE, SIX_PLAYERS, sideways, useWebSession } from './webSession.js';

/**
 * The Lim system's Maxi-tournament (C.04.4.3 3.2.3, 3.8, 5.7: the organiser's declaration) on the settings
 * page of a phone (390 px): a yes/no of the Lim Swiss's settings, in the director's language, saved into the
 * tournament; another system's settings do not offer it.
 */
describe("the Lim system's Maxi-tournament on the settings page, on a phone", () => {
  const web = useWebSession(async (app) => {
    for (const [id, settings] of [
      ['lim', DEFAULT_LIM_SETTINGS],
      ['dubov', DEFAULT_DUBOV_SETTINGS],
    ] as const) {
      const t: Tournament = { name: `${id} 2026`, settings, plannedRounds: 5, players: SIX_PLAYERS, rounds: [], absences: [] };
      const made = await app.store.create(id, t, DIRECTOR.name);
      if (!made.ok) throw new Error(made.error.message);
    }
  });
  /** The director's page in `locale`, logged in, at a phone's width. */
  const phone = async (path: string, locale: string): Promise<Page> => {
    const { page } = await web.directorPage(path, locale);
    await page.setViewportSize(PHONE.viewport);
    await page.goto(`${web.app.url}${path}`);
    return page;
  };

  it('a Lim Swiss: no by default, declared yes and saved; the page fits and has no serious accessibility fault', async () => {
    const page = await phone('/t/lim/settings', 'en-GB');
    const field = page.getByLabel('Maxi-tournament');
    await expect.poll(() => field.inputValue()).toBe('no');
    await page.getByText('only between players rated within 100 points').waitFor();
    await field.selectOption({ label: 'yes' });
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect.poll(async () => (await web.stored('lim')).settings).toMatchObject({ system: 'swiss-lim', maxiTournament: true });
    await expect.poll(() => field.inputValue()).toBe('yes');
    expect(await sideways(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  // The same tournament, as the case above saved it.
  it('in Dutch: Maxi-toernooi, ja', async () => {
    const page = await phone('/t/lim/settings', 'nl-BE');
    const field = page.getByLabel('Maxi-toernooi');
    await expect.poll(() => field.inputValue()).toBe('yes');
    await field.selectOption({ label: 'nee' });
    await page.getByRole('button', { name: 'Instellingen bewaren' }).click();
    await expect.poll(async () => (await web.stored('lim')).settings).toMatchObject({ maxiTournament: false });
  });

  it('a Dubov Swiss: no Maxi-tournament among its settings', async () => {
    const page = await phone('/t/dubov/settings', 'en-GB');
    await page.getByLabel('Colour of the top seed in round 1').waitFor();
    expect(await page.getByLabel('Maxi-tournament').count()).toBe(0);
  });
});
