import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DBFFile } from 'dbffile';
import type { BrowserContext, Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import type { GameResult } from '../../src/core/game.js';
import { DEFAULT_KEIZER_SETTINGS, DEFAULT_SWISS_SETTINGS } from '../../src/core/settings.js';
import { markAbsent, must, setResult, withdrawPlayer } from '../../src/core/tournamentOps.js';
import { pairNextRound } from '../../src/director/operations.js';
import { playerList, screenshot, SCREENSHOTS, seriousA11yViolations } from './harness.js';
import { PHONE, sideways, storeTournaments, useWebSession } from './webSession.js';
import { CLUB_OPEN_PLAYERS } from '../clubOpenTrf.js';

/**
 * Issue 34, Deliver 4 and the US Chess download: score sheets with the names filled in (one per board, an
 * A4 page each), the withdrawn player in the pairing sheet's "not paired", points in one notation per
 * tournament, and the US Chess DBF files downloaded from the print area, on A4 paper and a 390 px phone.
 */

const RESULTS: GameResult[] = ['1-0', '1/2-1/2', '0-1', '1/2-1/2'];
const NAMES = ['Lee, Kim', 'Park, Jae', 'Smith, Ann', 'Brown, Tom', 'Davis, Sue', 'Moore, Bob', 'Clark, Eve', 'Young, Max', 'Hall, Ray'];

/** Plays `rounds` rounds of `t`, results in turn from RESULTS; `between` runs before each round is paired. */
function play(t: Tournament, rounds: number, between: (t: Tournament, round: number) => Tournament): Tournament {
  let k = 0;
  for (let r = 1; r <= rounds; r++) {
    t = must(pairNextRound(between(t, r))).tournament;
    for (const g of t.rounds[r - 1]!.games) t = must(setResult(t, { board: g.board }, RESULTS[k++ % RESULTS.length], r));
  }
  return t;
}

// A Swiss of 9 (US Chess member ids as the national ids); Hall, Ray (9) withdraws after round 1.
const open = play(
  {
    name: 'Boston Open 2026',
    details: { place: 'Boston', startDate: '2026-11-20', endDate: '2026-11-22', timeControl: 'G/90 d5' },
    plannedRounds: 4,
    settings: DEFAULT_SWISS_SETTINGS,
    players: NAMES.map((name, i) => ({ id: i + 1, name, rating: 2000 - 40 * i, federationId: String(12345670 + i) })),
    rounds: [],
    absences: [],
  },
  2,
  (t, r) => (r === 2 ? must(withdrawPlayer(t, 9)) : t),
);
// A Keizer season of 8 with an excused absence in round 2: its scores are fractions of values.
const season = play(
  { name: 'Club season', settings: DEFAULT_KEIZER_SETTINGS, players: NAMES.slice(0, 8).map((name, i) => ({ id: i + 1, name, rating: 1900 - 30 * i })), rounds: [], absences: [] },
  2,
  (t, r) => (r === 2 ? must(markAbsent(t, 8, 'excused')) : t),
);

const A4_PORTRAIT_PX = Math.floor(((210 - 2 * 12) / 25.4) * 96);
const nameOf = (t: Tournament, id: number) => t.players.find((p) => p.id === id)!.name;

describe('score sheets, not paired, one notation of points, the US Chess files (issue 34)', () => {
  const web = useWebSession((app) => storeTournaments(app, { open, season }));
  let director: BrowserContext;
  let page: Page;
  const a11y: Record<string, string[]> = {};

  beforeAll(async () => {
    director = await web.browser.newContext({ viewport: { width: 1100, height: 900 }, acceptDownloads: true });
    page = web.watched(await director.newPage());
    await web.app.login(page);
  });

  it('prints a score sheet per board of round 2 on A4, the names, colours, board, round and event filled in', async () => {
    const games = open.rounds[1]!.games;
    expect(games).toHaveLength(4); // 8 players left after the withdrawal
    await page.goto(`${web.app.url}/t/open/print/scoresheets/2`);
    await expect.poll(() => page.locator('section.scoresheet').count()).toBe(games.length);
    for (const [i, g] of games.entries()) {
      const sheet = page.locator('section.scoresheet').nth(i);
      expect(await sheet.locator('h1').innerText()).toBe('Boston Open 2026');
      expect(await sheet.locator('h2').innerText()).toBe(`Round 2 · Board ${g.board}`);
      const rows = await sheet.locator('table.score-players tr').allInnerTexts();
      expect(rows.map((r) => r.split('\t').map((x) => x.trim()))).toEqual([
        ['White', String(g.white), nameOf(open, g.white), String(2000 - 40 * (g.white - 1))],
        ['Black', String(g.black), nameOf(open, g.black), String(2000 - 40 * (g.black - 1))],
      ]);
      // Moves 1–30 and 31–60, and the lines for the result and both signatures.
      expect(await sheet.locator('table.score-moves tbody tr').count()).toBe(60);
      expect(await sheet.locator('table.score-moves').nth(1).locator('tbody tr td').first().innerText()).toBe('31');
      expect(await sheet.locator('.score-sign').innerText()).toMatch(/Result: _+\s+Signature of White: _+\s+Signature of Black: _+/);
    }
    expect(await page.locator('.sheet-facts').first().innerText()).toBe('Boston · 20 November 2026 – 22 November 2026 · G/90 d5');
    await page.emulateMedia({ media: 'print' });
    // Each sheet its own page: a page break after every one but the last.
    expect(await page.evaluate<string[]>("[...document.querySelectorAll('section.scoresheet')].map((e) => getComputedStyle(e).breakAfter)")).toEqual([
      'page',
      'page',
      'page',
      'auto',
    ]);
    expect(await page.locator('.no-print').isVisible()).toBe(false);
    await page.setViewportSize({ width: A4_PORTRAIT_PX, height: 900 });
    expect(await sideways(page)).toBe(0);
    await screenshot(page, '90-paper-scoresheets');
    const pdf = await page.pdf({ path: join(SCREENSHOTS, 'scoresheets.pdf'), preferCSSPageSize: true, printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1100, height: 900 });
    a11y['scoresheets'] = await seriousA11yViolations(page);
  });

  it('lists the withdrawn player as not paired on the pairing sheet', async () => {
    await page.goto(`${web.app.url}/t/open/print/pairings/2?order=board`);
    await expect.poll(() => page.locator('table.pairings-board tbody tr').count()).toBe(4);
    expect(await page.getByText('Not paired:').innerText()).toBe('Not paired: Hall, Ray (9, withdrawn)');
    await page.goto(`${web.app.url}/t/open/print/pairings/2?order=alpha`);
    await expect.poll(() => page.locator('table.pairings-alpha tbody tr').count()).toBe(9);
    expect(await page.locator('table.pairings-alpha tbody tr', { hasText: 'Hall, Ray' }).locator('td').nth(6).innerText()).toBe('withdrawn');
  });

  // pointsNotation: a Swiss with the default points prints halves (1½), a Keizer season two decimals.
  it.each([
    ['open', /^(\d+|\d*½)$/, /\.\d/],
    ['season', /^\d+\.\d\d$/, /½/],
  ])('%s: prints its points in one notation on the pairing and standings sheets', async (id, form, never) => {
    await page.goto(`${web.app.url}/t/${id}/print/pairings/2?order=board`);
    await page.locator('table.pairings-board tbody tr').first().waitFor();
    const pts = await page.locator('table.pairings-board tbody tr').evaluateAll((rows) => rows.flatMap((r) => [r.children[4]!.textContent!, r.children[6]!.textContent!]));
    await page.goto(`${web.app.url}/t/${id}/print/standings`);
    await page.locator('table.standings tbody tr').first().waitFor();
    const column = (await page.locator('table.standings thead th').allInnerTexts()).indexOf('Score');
    const scores = await page.locator('table.standings tbody tr').evaluateAll((rows, c) => rows.map((r) => r.children[c]!.textContent!), column);
    expect(scores).toHaveLength(id === 'open' ? 9 : 8);
    for (const x of [...pts, ...scores]) {
      expect(x).toMatch(form);
      expect(x).not.toMatch(never);
    }
  });

  it('downloads the US Chess files on a 390 px phone; what is missing is said first', async () => {
    const phone = await web.browser.newContext({ ...PHONE, acceptDownloads: true });
    const p = web.watched(await phone.newPage());
    await web.app.login(p);
    await p.goto(`${web.app.url}/t/open/print/scoresheets/2`);
    await p.locator('section.scoresheet').first().waitFor();
    expect(await sideways(p)).toBe(0);
    await screenshot(p, '91-phone-scoresheets');

    await p.goto(`${web.app.url}/t/open/print`);
    const form = p.locator('#uscf');
    await form.getByLabel('Affiliate id (A6012345)').fill('A6012345');
    await form.getByLabel('Chief TD’s member id (8 digits)').fill('87654321');
    await form.getByRole('button', { name: 'Make the report' }).click();
    await expect.poll(() => form.locator('.error').first().innerText()).toContain('the US Chess report needs the state (H_STATE), the zip code (H_ZIPCODE)');
    expect(await form.getByRole('link', { name: 'TDEXPORT.DBF' }).count()).toBe(0);
    await form.getByLabel('State (two letters)').fill('MA');
    await form.getByLabel('Zip code').fill('02116');
    await form.getByRole('button', { name: 'Make the report' }).click();
    await form.getByRole('link', { name: 'TDEXPORT.DBF' }).waitFor();
    expect(await sideways(p)).toBe(0);
    await screenshot(p, '92-phone-uscf');
    a11y['phone-uscf'] = await seriousA11yViolations(p);

    const dir = mkdtempSync(join(tmpdir(), 'arbiter-sheets-'));
    const read = async (file: string) => {
      const [download] = await Promise.all([p.waitForEvent('download'), form.getByRole('link', { name: file }).click()]);
      expect(download.suggestedFilename()).toBe(file);
      await download.saveAs(join(dir, file));
      return (await DBFFile.open(join(dir, file))).readRecords();
    };
    // Read back by an independent dBase reader (dbffile): the event as typed, every player's member id.
    expect((await read('THEXPORT.DBF'))[0]).toMatchObject({
      H_NAME: 'Boston Open 2026',
      H_AFF_ID: 'A6012345',
      H_CTD_ID: '87654321',
      H_CITY: 'Boston',
      H_STATE: 'MA',
      H_BEG_DATE: '20261120',
    });
    const players = await read('TDEXPORT.DBF');
    expect(players.map((r) => r['D_MEM_ID'])).toEqual(NAMES.map((_, i) => String(12345670 + i)));
    expect((await read('TSEXPORT.DBF'))[0]).toMatchObject({ S_TOT_RNDS: '2' });
    await phone.close();
  });

  // Issue 34, Deliver 3: pasted ids from the club's list (harness.ts: FIDE ids 1000–1044), previewed first.
  it('adds pasted ids from the player list after showing whom, naming the id the list lacks', async () => {
    await web.app.store.savePlayerList(playerList());
    const made = await web.app.store.create('entries', { name: 'Entries', settings: DEFAULT_SWISS_SETTINGS, players: [], rounds: [], absences: [] }, 'arbiter');
    expect(made.ok).toBe(true);
    await page.goto(`${web.app.url}/t/entries/players`);
    const form = page.locator('form.bulk-add');
    await form.getByLabel('FIDE ids or national ids (one a line, or separated by commas)').fill('1000, 1001\n1002\n999999');
    await form.getByRole('button', { name: 'Show whom' }).click();
    await form.getByText('3 players to add:').waitFor();
    // harness.ts playerList(): rows 0–2 are Jansen, Anna / Bram / Carla (2300, 2283, 2266).
    expect(await form.locator('.bulk-preview li').allInnerTexts()).toEqual(['Jansen, Anna 2300 · FIDE 1000', 'Jansen, Bram 2283 · FIDE 1001', 'Jansen, Carla 2266 · FIDE 1002']);
    expect(await form.getByText('Not in the player list:').innerText()).toBe('Not in the player list: id 999999');
    expect(await page.getByText('0 registered').count()).toBe(1); // nothing added yet
    await screenshot(page, '93-bulk-add-preview');
    a11y['bulk-add'] = await seriousA11yViolations(page);
    await form.getByRole('button', { name: 'Add 3 players' }).click();
    await form.getByText('Added 3 players.').waitFor();
    await page.getByText('3 registered').waitFor();
    await form.getByLabel('FIDE ids or national ids (one a line, or separated by commas)').fill('1002 1003');
    await form.getByRole('button', { name: 'Show whom' }).click();
    await form.getByText('1 player to add:').waitFor();
    expect(await form.getByText('Already registered').innerText()).toBe('Already registered, not added again: Jansen, Carla (3)');
  });

  // Issue 34, Deliver 3: a TRF file is shown before anything is written (trfImport.test.ts's file).
  it('shows what a TRF file creates before creating it', async () => {
    const trf = ['012 Club Open', '022 Leuven', 'XXR 5', ...CLUB_OPEN_PLAYERS].join('\n');
    await page.goto(`${web.app.url}/`);
    await page
      .getByLabel('Or import a tournament from a FIDE TRF file (another pairing program’s export)')
      .setInputFiles({ name: 'club.trf', mimeType: 'text/plain', buffer: Buffer.from(trf) });
    const preview = page.locator('section.trf-preview');
    await preview.waitFor();
    expect((await preview.locator('ul li').allInnerTexts()).map((x) => x.replace(/\s+/g, ' '))).toEqual([
      'TRF16: Club Open · Swiss (FIDE Dutch system) · Dutch rules 2025',
      '2 rounds paired · 5 rounds planned',
      '4 games (0 without a result)',
      'Pairing-allocated byes: 0 · requested byes and absences: 0',
      '4 players',
    ]);
    expect(await preview.locator('tbody tr').allInnerTexts()).toEqual(['1\tAlpha, Ann\t2100\t', '2\tBeta, Bob\t2000\t', '3\tGamma, Cas\t1900\t', '4\tDelta, Dirk\t\t']);
    expect((await web.app.store.get('club-open')).ok).toBe(false);
    a11y['trf-preview'] = await seriousA11yViolations(page);
    await preview.getByRole('button', { name: 'Create the tournament' }).click();
    await page.waitForURL(/\/t\/club-open\/players$/);
    expect((await web.app.store.get('club-open')).ok).toBe(true);
  });

  it('has no serious accessibility violations and no script errors', () => {
    expect(Object.keys(a11y)).toHaveLength(4);
    expect(Object.entries(a11y).filter(([, v]) => v.length > 0)).toEqual([]);
    expect(web.pageErrors).toEqual([]);
  });
});
