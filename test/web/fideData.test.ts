import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import { DEFAULT_SWISS_SETTINGS } from '../../src/core/settings.js';
import { closeAll, launchChromium, type RunningApp, screenshot, seriousA11yViolations, startApp } from './harness.js';

/**
 * FIDE data in the browser (issue 14, deliverable 2): the FIDE rating list in XML is previewed, narrowed
 * to one federation and the rapid ratings, and saved; a player is added from it by FIDE id and another by
 * hand with title, sex, federation, FIDE id and birth date; the TRF export carries them in their columns.
 */

// The elements of FIDE's XML download (players_list_xml_foa.xml): see src/formats/fideRatingList.ts.
const XML = `<?xml version="1.0" encoding="utf-8"?>
<playerslist>
<player><fideid>1503014</fideid><name>Carlsen, Magnus</name><country>NOR</country><sex>M</sex><title>GM</title><w_title></w_title><o_title></o_title><foa_title></foa_title><rating>2833</rating><games>0</games><k>10</k><rapid_rating>2819</rapid_rating><rapid_games>5</rapid_games><rapid_k>10</rapid_k><blitz_rating>2886</blitz_rating><blitz_games>12</blitz_games><blitz_k>10</blitz_k><birthday>1990</birthday><flag></flag></player>
<player><fideid>205672</fideid><name>Müller, Jérôme</name><country>BEL</country><sex>M</sex><title>FM</title><w_title></w_title><o_title></o_title><foa_title></foa_title><rating>2290</rating><games>3</games><k>20</k><rapid_rating>2250</rapid_rating><rapid_games>9</rapid_games><rapid_k>20</rapid_k><blitz_rating></blitz_rating><blitz_games></blitz_games><blitz_k></blitz_k><birthday>1985</birthday><flag></flag></player>
<player><fideid>205680</fideid><name>Peeters, An</name><country>BEL</country><sex>F</sex><title></title><w_title></w_title><o_title></o_title><foa_title></foa_title><rating>1804</rating><games>7</games><k>40</k><rapid_rating></rapid_rating><rapid_games></rapid_games><rapid_k></rapid_k><blitz_rating></blitz_rating><blitz_games></blitz_games><blitz_k></blitz_k><birthday>2008</birthday><flag>w</flag></player>
</playerslist>
`;

describe('FIDE data in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const id = 'open-fide';
  const pageErrors: string[] = [];
  const stored = async (): Promise<Tournament> => {
    const r = await app.store.get(id);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.tournament;
  };

  beforeAll(async () => {
    app = await startApp();
    const created = await app.store.create(id, { name: 'Open FIDE', settings: DEFAULT_SWISS_SETTINGS, plannedRounds: 5, players: [], rounds: [], absences: [] }, 'test');
    if (!created.ok) throw new Error(created.error.message);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await app.login(page);
  });

  afterAll(async () => {
    await closeAll(browser, app);
  });

  it('previews the FIDE rating list, keeps one federation with its rapid ratings, and saves it', async () => {
    await page.goto(`${app.url}/`);
    await page.setInputFiles('#playerlist-file', { name: 'players_list_xml_foa.xml', mimeType: 'text/xml', buffer: Buffer.from(XML) });
    await page.locator('#pl-description').filter({ hasText: 'the FIDE rating list (XML, standard ratings), UTF-8.' }).waitFor();
    await page.getByRole('heading', { name: 'players_list_xml_foa.xml: 3 players' }).waitFor();
    await page.getByLabel('Rating', { exact: true }).selectOption('rapid');
    await page.getByLabel('Only federation').fill('bel');
    await page.getByLabel('Only federation').press('Tab');
    await page.getByRole('heading', { name: 'players_list_xml_foa.xml: 2 players' }).waitFor();
    await page.locator('#pl-description').filter({ hasText: 'rapid ratings' }).waitFor();
    expect(await page.getByRole('table', { name: 'The first 2 players' }).locator('tbody tr').allTextContents()).toEqual([
      '4Müller, Jérôme2250FM BEL 205672',
      '5Peeters, AnBEL 205680',
    ]);
    await page.getByRole('button', { name: 'Save the list (2 players)' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported 2 players.' }).waitFor();
    const list = await app.store.playerList();
    expect(list?.ok && list.value.players.map((p) => [p.fideId, p.rating])).toEqual([
      ['205672', 2250],
      ['205680', undefined],
    ]);
  });

  it('adds a player from the list by FIDE id and one by hand with his FIDE data', async () => {
    await page.goto(`${app.url}/t/${id}/players`);
    const box = page.getByRole('combobox', { name: 'Add from the player list' });
    await box.fill('205672');
    await page.getByRole('option', { name: /Müller, Jérôme/ }).waitFor();
    await box.press('Enter');
    await page.getByRole('cell', { name: 'Müller, Jérôme', exact: true }).waitFor();

    await page.getByText('FIDE data').click();
    await page.getByLabel('Name', { exact: true }).fill('Çelik, Ayşe');
    await page.getByLabel('Rating', { exact: true }).fill('2104');
    await page.getByLabel('Title').selectOption('WFM');
    await page.getByLabel('Sex').selectOption('w');
    await page.getByLabel('Federation (3 letters)').fill('tur');
    await page.getByLabel('FIDE id', { exact: true }).fill('24651516');
    await page.getByLabel('Birth date').fill('2004');
    await screenshot(page, '31-fide-data');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByRole('cell', { name: 'Çelik, Ayşe', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'WFM TUR 24651516' }).waitFor();
    expect((await stored()).players).toEqual([
      { id: 1, name: 'Müller, Jérôme', fideId: '205672', title: 'FM', sex: 'm', federation: 'BEL', birthDate: '1985', rating: 2250, gamesPlayed: 9, kFactor: 20 },
      { id: 2, name: 'Çelik, Ayşe', rating: 2104, title: 'WFM', sex: 'w', federation: 'TUR', fideId: '24651516', birthDate: '2004' },
    ]);
    // A wrong FIDE id is refused with the field named; nothing is added.
    await page.getByLabel('Name', { exact: true }).fill('Nobody');
    await page.getByLabel('FIDE id', { exact: true }).fill('12AB');
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByRole('alert').filter({ hasText: 'FIDE id: "12AB" is not a FIDE id (1 to 11 digits)' }).waitFor();
    expect((await stored()).players).toHaveLength(2);
  });

  it('exports the FIDE data in the TRF16 player records', async () => {
    const trf = await (await page.request.get(`${app.url}/api/tournaments/${id}/trf`)).text(); // with the director's session
    // C.04 TRF16 001: sex at 10, title 11-13, name 15-47, rating 49-52, federation 54-56, FIDE id 58-68,
    // birth date 70-79, points 81-84 (the rank after it is the standings').
    expect(
      trf
        .split('\n')
        .filter((l) => l.startsWith('001'))
        .map((l) => l.slice(0, 84)),
    ).toEqual([
      '001    1 m FM Müller, Jérôme                    2250 BEL      205672 1985        0.0',
      '001    2 wWFM Çelik, Ayşe                       2104 TUR    24651516 2004        0.0',
    ]);
    expect(pageErrors).toEqual([]);
  });
});
