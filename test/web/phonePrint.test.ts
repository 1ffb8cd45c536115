import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import type { GameResult } from '../../src/core/game.js';
import { DEFAULT_ROUND_ROBIN_SETTINGS, DEFAULT_SWISS_SETTINGS } from '../../src/core/settings.js';
import { markAbsent, must, setResult } from '../../src/core/tournamentOps.js';
import { pairNextRound } from '../../src/director/operations.js';
import { playerList, screenshot, SCREENSHOTS, seriousA11yViolations } from './harness.js';
import { PHONE, pointsByHand, sideways, storeTournaments, useWebSession } from './webSession.js';

/**
 * Issue 14, deliverables 4 and 5 (acceptance): at 390×844 the public, start, players and standings pages
 * do not scroll sideways and axe-core finds no violations; the print views, rendered for paper (print
 * media, A4) and to PDF in Chromium, have the columns of deliverable 4 — pairings with start numbers,
 * ratings and points before the round, by board and alphabetically; standings with every tie-break and a
 * key naming each and its article; crosstables whose rows add up; a round-robin schedule before round 1.
 */

const RESULTS: GameResult[] = ['1-0', '0-1', '1/2-1/2', '+-', '1-0', '-+', '0-1', '1/2-1/2', '--', '1-0'];

/** A Swiss of `n` players (ratings not in registration order) with `rounds` rounds played; byes and forfeits. */
function swiss(name: string, n: number, rounds: number): Tournament {
  let t: Tournament = {
    name,
    details: { place: 'Leuven', federation: 'BEL', startDate: '2026-03-01', endDate: '2026-03-05', chiefArbiter: 'IA Jansen, Piet', timeControl: '90 min + 30 s/move' },
    plannedRounds: 5,
    settings: DEFAULT_SWISS_SETTINGS,
    players: Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `${['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems'][i % 6]}, ${['Anna', 'Bart', 'Cas', 'Dirk'][i % 4]} ${i + 1}`,
      rating: 1400 + ((i * 11) % n) * 31,
      ...(i % 5 === 0 ? { title: 'FM' as const, federation: 'BEL' } : {}),
    })),
    rounds: [],
    absences: [],
  };
  let k = 0;
  for (let r = 1; r <= rounds; r++) {
    if (r === 1) t = must(markAbsent(t, 2, 'half-bye'));
    if (r === 2) t = must(markAbsent(t, 3, 'zero-bye'));
    if (r === 2) t = must(markAbsent(t, 4, 'full-bye'));
    t = must(pairNextRound(t)).tournament;
    for (const g of t.rounds[r - 1]!.games) t = must(setResult(t, { board: g.board }, RESULTS[k++ % RESULTS.length], r));
  }
  return t;
}

/** The six players of a round robin not started yet, numbered in the order of registration. */
const robin: Tournament = {
  name: 'Closed 2026',
  settings: { ...DEFAULT_ROUND_ROBIN_SETTINGS, numbering: 'given' },
  players: ['Aerts', 'Baert', 'Claes', 'Dewulf', 'Engels', 'Fonteyn'].map((name, i) => ({ id: i + 1, name, rating: 2000 - 50 * i })),
  rounds: [],
  absences: [],
};

/** The cells' symbols, as points: "12w 1", "7b ½", "+", "HPB ½", "PAB 1", "ZPB 0", "−" … */
function cellPoints(text: string): number {
  const m = /(?:^|\s)(1|½|0|\+|−|\d+(?:½)?)$/.exec(text.trim());
  if (!m) return 0;
  if (m[1] === '½') return 0.5;
  if (m[1] === '+') return 1;
  if (m[1] === '−') return 0;
  return Number(m[1]!.replace('½', '.5'));
}

/** A score as a Swiss prints its points (issue 34: one notation per tournament, halves here): 2½, ½, 3. */
const printedPoints = (text: string): number => Number(text.trim().replace('½', '.5'));

const A4_PORTRAIT_PX = Math.floor(((210 - 2 * 12) / 25.4) * 96); // @page A4, 12 mm margins
const A4_LANDSCAPE_PX = Math.floor(((297 - 2 * 10) / 25.4) * 96); // @page landscape, 10 mm margins

describe('phones and paper', () => {
  const open = swiss('Open Leuven 2026', 24, 3);
  const small = swiss('Small Swiss', 7, 2);
  const web = useWebSession(async (app) => {
    await app.store.savePlayerList(playerList());
    await storeTournaments(app, { open, small, closed: robin });
  });
  let director: BrowserContext;
  let page: Page;
  const a11y: Record<string, string[]> = {};
  const check = async (p: Page, name: string) => {
    await screenshot(p, name);
    a11y[name] = await seriousA11yViolations(p);
  };
  const headers = (p: Page, table: string) => p.locator(table).first().locator('thead th').allInnerTexts();

  beforeAll(async () => {
    director = await web.browser.newContext({ viewport: { width: 1100, height: 900 } });
    page = web.watched(await director.newPage());
    await web.app.login(page);
  });

  it('fits a 390 px phone: the public, start, players and standings pages do not scroll sideways', async () => {
    const phone = await web.browser.newContext(PHONE);
    const visitor = web.watched(await phone.newPage());
    await visitor.goto(`${web.app.url}/p/open`);
    await expect.poll(() => visitor.locator('table.standings tbody tr').count()).toBe(24);
    expect(await sideways(visitor)).toBe(0);
    await check(visitor, '50-phone-public');
    await visitor.goto(`${web.app.url}/`);
    await visitor.locator('main').getByRole('link', { name: 'log in', exact: true }).waitFor();
    expect(await sideways(visitor)).toBe(0);
    await check(visitor, '51-phone-start-visitor');

    await web.app.login(visitor);
    const pages: [string, string, () => Promise<unknown>][] = [
      ['/', '52-phone-start', () => visitor.getByRole('link', { name: 'Open Leuven 2026' }).waitFor()],
      ['/t/open/players', '53-phone-players', () => visitor.getByText('24 registered').waitFor()],
      ['/t/open/standings', '54-phone-standings', () => visitor.locator('table.standings tbody tr').nth(23).waitFor()],
      ['/t/open/round/3', '55-phone-round', () => visitor.locator('table.pairings tbody tr').first().waitFor()],
      ['/new', '56-phone-new', () => visitor.getByLabel('Chief arbiter').waitFor()],
    ];
    for (const [path, name, ready] of pages) {
      await visitor.goto(`${web.app.url}${path}`);
      await ready();
      expect(await sideways(visitor), path).toBe(0);
      await check(visitor, name);
    }
    // A wide table scrolls inside its own box (a focusable region), not the page.
    await visitor.goto(`${web.app.url}/t/open/standings`);
    const box = visitor.getByRole('region', { name: 'Standings' });
    expect(await box.evaluate((e: { scrollWidth: number; clientWidth: number }) => e.scrollWidth > e.clientWidth)).toBe(true);
    await phone.close();
  });

  it('prints the pairings by board: start numbers, ratings and points before the round', async () => {
    await page.goto(`${web.app.url}/t/open/print/pairings/3?order=board`);
    const rows = page.locator('table.pairings-board tbody tr');
    await expect.poll(() => rows.count()).toBe(open.rounds[2]!.games.length);
    await page.emulateMedia({ media: 'print' });
    expect(await headers(page, 'table.pairings-board')).toEqual(['Bd.', 'No.', 'White', 'Rtg', 'Pts', 'Result', 'Pts', 'Black', 'Rtg', 'No.']);
    const before = pointsByHand(open, 2);
    const byId = new Map(open.players.map((p) => [p.id, p]));
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(cells).toEqual(
      open.rounds[2]!.games.map((g) => {
        const w = byId.get(g.white)!;
        const b = byId.get(g.black)!;
        // Points as a pairing sheet writes them: 1, ½, 1½.
        const pts = (id: number) =>
          String(before.get(id)!)
            .replace(/^0\.5$/, '½')
            .replace('.5', '½');
        return [
          String(g.board),
          String(w.startNumber),
          w.name,
          String(w.rating),
          pts(w.id),
          ({ '1-0': '1–0', '0-1': '0–1', '1/2-1/2': '½–½', '+-': '+ –', '-+': '– +', '--': '– –' } as Record<string, string>)[g.result!],
          pts(b.id),
          b.name,
          String(b.rating),
          String(b.startNumber),
        ];
      }),
    );
    await printed(page, 'pairings-board', A4_PORTRAIT_PX);
  });

  it('prints the pairings alphabetically, every player with his board, colour and opponent', async () => {
    await page.goto(`${web.app.url}/t/open/print/pairings/2?order=alpha`);
    const rows = page.locator('table.pairings-alpha tbody tr');
    const r2 = open.rounds[1]!;
    const count = r2.games.length * 2 + r2.byes.length + open.absences.filter((a) => a.round === 2).length;
    await expect.poll(() => rows.count()).toBe(count);
    await page.emulateMedia({ media: 'print' });
    expect(await headers(page, 'table.pairings-alpha')).toEqual(['Player', 'No.', 'Rtg', 'Pts', 'Bd.', 'Colour', 'Opponent', 'No.']);
    const names = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')!.textContent ?? ''));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const zero = open.players.find((p) => p.id === 3)!;
    expect(await rows.filter({ hasText: zero.name }).first().locator('td').nth(6).innerText()).toBe('zero-point bye');
    await printed(page, 'pairings-alpha', A4_PORTRAIT_PX);
  });

  it('prints the standings with every tie-break and a key naming each and its article', async () => {
    await page.goto(`${web.app.url}/t/open/print/standings`);
    await expect.poll(() => page.locator('table.standings tbody tr').count()).toBe(24);
    await page.emulateMedia({ media: 'print' });
    // The Swiss defaults (C.02 13.16): Buchholz Cut-1, Buchholz, Sonneborn-Berger, progressive score, direct encounter, wins, games with Black.
    // Issue 32: W/D/L, games, forfeits and the rounds without a game, each kind of bye by its C.07 name
    // (on paper in one column each, to fit A4).
    expect(await headers(page, 'table.standings')).toEqual([
      ...['Rank', 'No.', 'Name', 'Title', 'Rtg', 'Fed', 'Score', 'BH-C1', 'BH', 'SB', 'PS', 'DE', 'WIN', 'BPG'],
      ...['W/D/L', 'Games', 'Unplayed'],
    ]);
    const key = await page.locator('dl.tiebreak-key > div').allInnerTexts();
    expect(key.map((k) => k.replace(/\s+/g, ' '))).toEqual([
      'BH-C1 Buchholz Cut-1 (C.07 8.1, 14.1)',
      'BH Buchholz (C.07 8.1)',
      'SB Sonneborn-Berger (C.07 9.1)',
      'PS Progressive score (C.07 7.5)',
      'DE Direct encounter (C.07 6)',
      'WIN Number of wins (C.07 7.1)',
      'BPG Games played with Black (C.07 7.3)',
      'W D L won, drawn, lost over the board',
      'Forf. won (+) / lost (−) by forfeit',
      'PAB pairing-allocated bye',
      'Abs absent (not paired, no bye)',
      'FPB full-point bye',
      'HPB half-point bye',
      'ZPB zero-point bye',
    ]);
    await page.locator('p.sheet-facts').filter({ hasText: 'Leuven · BEL · 1 March 2026 – 5 March 2026 · chief arbiter IA Jansen, Piet · 90 min + 30 s/move' }).waitFor();
    await printed(page, 'standings', A4_PORTRAIT_PX);
  });

  it('prints a wallchart whose rows add up: every kind of bye and forfeit shown with its points', async () => {
    await page.goto(`${web.app.url}/t/open/print/crosstable`);
    const rows = page.locator('table.crosstable tbody tr');
    await expect.poll(() => rows.count()).toBe(24);
    await page.emulateMedia({ media: 'print' });
    expect(await headers(page, 'table.crosstable')).toEqual(['Rk.', 'No.', 'Name', 'R1', 'R2', 'R3', 'Score']);
    const table: string[][] = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const symbols = new Set<string>();
    for (const cells of table) {
      const rounds = cells.slice(2, 5);
      for (const c of rounds) symbols.add(c.replace(/^\d+[wb] /, '').replace(/ .*$/, ''));
      expect(
        rounds.reduce((s, c) => s + cellPoints(c), 0),
        cells.join(' | '),
      ).toBe(printedPoints(cells[5]!));
    }
    // Each kind that happened shows with its own code: half-point, zero-point, full-point and pairing-allocated byes, forfeits.
    for (const code of ['HPB', 'ZPB', 'FPB', '+', '−']) expect([...symbols], code).toContain(code);
    expect(await page.locator('p.key').innerText()).toMatch(/PAB pairing-allocated bye · FPB full-point bye · HPB half-point bye · ZPB zero-point bye/);
    await printed(page, 'crosstable', A4_LANDSCAPE_PX);
  });

  it('prints a small crosstable player against player with a column of byes, so rows add up', async () => {
    await page.goto(`${web.app.url}/t/small/print/crosstable`);
    const rows = page.locator('table.crosstable tbody tr');
    await expect.poll(() => rows.count()).toBe(7);
    await page.emulateMedia({ media: 'print' });
    expect(await headers(page, 'table.crosstable')).toEqual(['Rk.', 'No.', 'Name', '1', '2', '3', '4', '5', '6', '7', 'Byes', 'Score']);
    const table: string[][] = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const points = pointsByHand(small, 2);
    const names = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('th')!.textContent ?? ''));
    table.forEach((cells, i) => {
      const games = cells
        .slice(2, 9)
        .flatMap((c) => c.split(' ').filter(Boolean))
        .reduce((s, c) => s + cellPoints(c.replace(/[wb]$/, '')), 0);
      const byes = cells[9]!
        .split(', ')
        .filter(Boolean)
        .reduce((s, c) => s + cellPoints(c), 0);
      const p = small.players.find((x) => x.name === names[i])!;
      expect(games + byes, names[i]).toBe(points.get(p.id));
      expect(printedPoints(cells[10]!)).toBe(points.get(p.id));
    });
    await printed(page, 'crosstable-small', A4_LANDSCAPE_PX);
  });

  it('prints the schedule of a round robin before round 1 (C.05 Annex 1, 6 players)', async () => {
    await page.goto(`${web.app.url}/t/closed/print`);
    await page.getByRole('link', { name: 'Schedule of every round (pairing numbers)' }).click();
    const rounds = page.locator('table.schedule-round');
    await expect.poll(() => rounds.count()).toBe(5);
    await page.emulateMedia({ media: 'print' });
    expect(await headers(page, 'table.schedule-round')).toEqual(['Bd.', 'White', 'Black']);
    const name = (n: number) => `${n} ${robin.players[n - 1]!.name}`;
    // The Berger table for 5 or 6 players (C.05 Annex 1): 1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1.
    const table = ['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1'];
    for (const [i, games] of table.entries()) {
      const cells = await rounds
        .nth(i)
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
      expect(cells).toEqual(games.split(' ').map((g, b) => [String(b + 1), name(Number(g.split('-')[0])), name(Number(g.split('-')[1]))]));
    }
    await printed(page, 'schedule', A4_PORTRAIT_PX);
  });

  /** At print media the sheet fits the width of an A4 page and prints to PDF; screenshot, axe. */
  async function printed(p: Page, name: string, width: number): Promise<void> {
    expect(await p.locator('.no-print').isVisible()).toBe(false);
    const viewport = p.viewportSize()!;
    await p.setViewportSize({ width, height: viewport.height });
    expect(await sideways(p), `${name} fits the page`).toBe(0);
    await screenshot(p, `58-paper-${name}`); // the sheet as it prints, for a person to look at
    const pdf = await p.pdf({ path: join(SCREENSHOTS, `${name}.pdf`), preferCSSPageSize: true, printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await p.setViewportSize(viewport);
    await p.emulateMedia({ media: 'screen' });
    await check(p, `57-print-${name}`);
  }

  it('has no serious accessibility violations and no script errors', () => {
    expect(Object.keys(a11y).length).toBeGreaterThanOrEqual(13);
    expect(Object.entries(a11y).filter(([, v]) => v.length > 0)).toEqual([]);
    expect(web.pageErrors).toEqual([]);
  });
});
