// Issue 31 in the browser: a club's named player lists. The director imports a file into a new list by its
// name, another into a second list, replaces the first only after saying yes; on the players page he picks
// which list the search and the import read.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations } from './harness.js';
import { storeTournaments, useWebSession } from './webSession.js';
import { DEFAULT_KEIZER_SETTINGS } from '../../src/core/settings.js';

const MEMBERS = 'federation id,name,club,rating\n101,"Aerts, Jan",230,1500\n102,"Boon, Piet",230,1600\n';
const FIDE = 'fide_id,name,federation,rating\n1503014,"Carlsen, Magnus",NOR,2833\n2016192,"Nakamura, Hikaru",USA,2780\n12573981,"Firouzja, Alireza",FRA,2760\n';
const NEW_MEMBERS = 'federation id,name,club,rating\n103,"Claes, Karel",230,1700\n';

describe("a club's player lists in the browser", () => {
  const web = useWebSession((app) => storeTournaments(app, { 'club-2026': { name: 'Club 2026', settings: DEFAULT_KEIZER_SETTINGS, players: [], rounds: [], absences: [] } }));
  let page: Page;

  beforeAll(async () => {
    page = await (await web.browser.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
  });

  const upload = async (name: string, text: string) => {
    await page.setInputFiles('#playerlist-file', { name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await page.getByRole('heading', { name: new RegExp(`^${name}: `) }).waitFor();
  };
  const names = async (list: string) => {
    const r = await web.app.store.playerList({ club: 'club', list });
    return r?.ok ? r.value.players.map((p) => p.name) : undefined;
  };

  it('imports into lists chosen by name, and replaces one only after the director says yes', async () => {
    await web.app.login(page);
    // A club without lists: the import makes "players", unless another name is given.
    const name = page.getByLabel('Name of the new list (lower-case letters, digits, dashes)');
    // (set once the club's lists have come: waited for, as a slower machine shows the field before)
    await expect.poll(() => name.inputValue()).toBe('players');
    await name.fill('members');
    await upload('members.csv', MEMBERS);
    await page.getByRole('button', { name: 'Save the list (2 players)' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported 2 players from 1 club. The list "members" holds them now.' }).waitFor();
    // A second list, by its name: the first is left as it was.
    await page.getByLabel('Import into the list').selectOption({ label: 'a new list…' });
    await page.getByLabel('Name of the new list (lower-case letters, digits, dashes)').fill('fide');
    await upload('fide.csv', FIDE);
    await page.getByRole('button', { name: 'Save the list (3 players)' }).click();
    await page.getByRole('status').filter({ hasText: 'The list "fide" holds them now.' }).waitFor();
    expect(await names('members')).toEqual(['Aerts, Jan', 'Boon, Piet']);
    expect(await names('fide')).toEqual(['Carlsen, Magnus', 'Nakamura, Hikaru', 'Firouzja, Alireza']);
    // Replacing "members": asked first; "Keep the list" keeps it, "Yes" replaces it.
    await page.getByLabel('Import into the list').selectOption({ label: 'members (2 players)' });
    await upload('new-members.csv', NEW_MEMBERS);
    await page.getByRole('button', { name: 'Save the list (1 player)' }).click();
    const question = page.getByRole('alert').filter({ hasText: 'The list "members" has 2 players: replacing the list drops them. Replace it?' });
    await question.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'club-lists-replace');
    await page.getByRole('button', { name: 'Keep the list' }).click();
    expect(await names('members')).toEqual(['Aerts, Jan', 'Boon, Piet']);
    await page.getByRole('button', { name: 'Save the list (1 player)' }).click();
    await question.waitFor();
    await page.getByRole('button', { name: 'Yes, replace the list' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported 1 player from 1 club. The list "members" holds them now.' }).waitFor();
    expect(await names('members')).toEqual(['Claes, Karel']);
    expect(await names('fide')).toEqual(['Carlsen, Magnus', 'Nakamura, Hikaru', 'Firouzja, Alireza']);
  });

  it('searches and imports from the list the director picks on the players page', async () => {
    await page.goto(`${web.app.url}/t/club-2026/players`);
    const choice = page.getByLabel('Player list', { exact: true });
    await choice.waitFor();
    expect(await choice.locator('option').allTextContents()).toEqual(['fide (3 players)', 'members (1 player)']);
    // Without "players", the first list is searched: fide.
    const box = page.getByRole('combobox', { name: 'Add from the player list' });
    await box.fill('Naka');
    await page.getByRole('option', { name: /Nakamura, Hikaru/ }).click();
    await page.getByRole('cell', { name: 'Nakamura, Hikaru', exact: true }).waitFor();
    await choice.selectOption('members');
    await box.fill('Clae');
    await page.getByRole('option', { name: /Claes, Karel/ }).click();
    await page.getByRole('cell', { name: 'Claes, Karel', exact: true }).waitFor();
    const t = await web.app.store.get('club-2026');
    expect(t.ok && t.value.tournament.players.map((p) => [p.name, p.rating])).toEqual([
      ['Nakamura, Hikaru', 2780],
      ['Claes, Karel', 1700],
    ]);
  });
});
