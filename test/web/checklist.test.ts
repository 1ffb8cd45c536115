import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import { importTrf } from '../../src/director/trfImport.js';
import { pairRound } from '../../src/director/registry.js';
import { closeAll, launchChromium, type RunningApp, screenshot, seriousA11yViolations, startApp } from './harness.js';

/**
 * The checklist of a Swiss round in the web app (issue 37, Deliver 2): on a paired round of a FIDE Dutch
 * Swiss, "Checklist of the pairing" opens the table the engine paired by. The round: round 2 of the 2025
 * reference tournament case11 (40 players), imported from its TRF and paired by arbiter; the expected rows
 * are those of the checklist bbpPairings 6.0.0 wrote for that round (src/pairing/dutch/testdata/checklist/).
 */
const DATA = new URL('../../src/pairing/dutch/testdata/checklist/', import.meta.url).pathname;

function tournament(): Tournament {
  const imported = importTrf(readFileSync(`${DATA}2025-case11-r2.trf`, 'utf8'), 'Case 11');
  if (!imported.ok) throw new Error(imported.error.message);
  const paired = pairRound(imported.value.tournament);
  if (!paired.ok) throw new Error(paired.error.message);
  return { ...imported.value.tournament, rounds: [...imported.value.tournament.rounds, paired.value.round] };
}

/** bbpPairings' rows: ID, Pts, colours, Pref, C2, C14, C16, Cur, '', R1. */
const listRows = readFileSync(`${DATA}2025-case11-r2.list`, 'utf8')
  .split('\n')
  .filter((l) => /^\s*\d+\t/.test(l))
  .map((l) => l.split('\t').map((c) => c.trim()));

describe('the checklist of a Swiss round in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    app = await startApp();
    const created = await app.store.create('case11', tournament(), 'arbiter');
    if (!created.ok) throw new Error(created.error.message);
    await app.store.accounts.setAccess('case11', { owner: 'arbiter', directors: [] });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await app.login(page);
  }, 120_000);
  afterAll(async () => {
    await closeAll(browser, app);
  });

  it('opens the table of round 2 with the rows bbpPairings writes', async () => {
    await page.goto(`${app.url}/t/case11/round/2`);
    await page.getByText('Checklist of the pairing').click();
    const table = page.getByRole('table', { name: 'Round 2, FIDE (Dutch) System, 2025 rules' });
    await table.waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual([
      'No.',
      'Name',
      'Points',
      'Colours',
      'Colour preference',
      'May get the bye',
      'Float last round (C14)',
      'Float the round before (C16)',
      'This round',
      'R1',
    ]);
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(rows).toHaveLength(listRows.length);
    // Each row: the number, points, colours, preference, bye right, floats, opponent now and in round 1, as
    // bbpPairings writes them ("(10B)": 10, black; Y: may have the bye).
    const asList = rows.map(([no, _name, pts, colours, pref, bye, f1, f2, cur, r1]) => {
      const m = /^(\d+) with (white|black)$/.exec(cur);
      const current = m ? `(${m[1]}${m[2] === 'white' ? 'W' : 'B'})` : cur === 'pairing-allocated bye' ? '(bye)' : cur;
      return [no, pts, colours, pref, bye === 'yes' ? 'Y' : 'N', f1, f2, current, '', r1, ''];
    });
    expect(asList).toEqual(listRows);
    // The names beside the numbers, as the TRF's 001 lines give them (Test0007 Player0007 is number 7).
    for (const [no, name] of rows) expect(name).toBe(`Test${no!.padStart(4, '0')} Player${no!.padStart(4, '0')}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'checklist-wide');
  }, 120_000);

  it('at 390 px the table scrolls inside the page, which does not', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/t/case11/round/2`);
    await page.getByText('Checklist of the pairing').click();
    const table = page.getByRole('table', { name: /Round 2/ });
    await table.waitFor();
    const sizes = await table.evaluate((t) => {
      const box = t.parentElement!;
      const doc = t.ownerDocument;
      return { box: box.clientWidth, inner: box.scrollWidth, page: doc.documentElement.scrollWidth, overflow: doc.defaultView!.getComputedStyle(box).overflowX };
    });
    expect(sizes.overflow).toBe('auto');
    expect(sizes.inner).toBeGreaterThan(sizes.box);
    expect(sizes.page).toBeLessThanOrEqual(390);
    await screenshot(page, 'checklist-390');
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
