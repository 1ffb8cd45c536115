import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_DOUBLE_SWISS_SETTINGS } from '../../src/core/settings.js';
import type { Tournament } from '../../src/core/tournament.js';
import { seriousA11yViolations } from './harness.js';
import { SIX_PLAYERS, useWebSession } from './webSession.js';

/**
 * The crosstable of a Double-Swiss (issue 36): a cell is a match (C.04.5 Preface: "every pairing is a match
 * between two players"; rounds 2k−1 and 2k are its games a and b) — the opponent, the colours of game a and
 * game b, the match's points — not two unrelated game columns; the totals unchanged. On the crosstable page
 * (player against player, and by match), its print and the public page, on a desktop and a 390 px phone.
 *
 * Five players (A–E = 1–5), two matches, every value below counted by hand from the games:
 *   match 1  round 1 (game a): A–C 1-0, B–D ½-½, E the bye; round 2 (game b): C–A ½-½, D–B +- (B forfeits)
 *            A 1+½ = 1½, C 0+½ = ½; B ½+0 = ½, D ½+1 = 1½ (one game forfeited: a played match, Preface);
 *            E the pairing-allocated bye: ¾ + ¾ = 1½ (1.4: a won game and a drawn one)
 *   match 2  round 3: E–A 0-1, D–C +- (C forfeits), B the bye; round 4: A–E 1-0, C–D -+ (C forfeits again)
 *            A 1+1 = 2, E 0; D 1+1 = 2 by forfeit, C 0 (C forfeited both games: the match ends by forfeit,
 *            Preface); B the bye 1½
 *   totals   A 1½+2 = 3½, B ½+1½ = 2, C ½+0 = ½, D 1½+2 = 3½, E 1½+0 = 1½
 */
const id = 'double-crosstable';
const [A, B, C, D, E] = SIX_PLAYERS.slice(0, 5);
const TOURNAMENT: Tournament = {
  name: 'Double crosstable',
  settings: DEFAULT_DOUBLE_SWISS_SETTINGS,
  plannedRounds: 4,
  players: [A!, B!, C!, D!, E!],
  rounds: [
    {
      number: 1,
      games: [
        { board: 1, white: 1, black: 3, result: '1-0' },
        { board: 2, white: 2, black: 4, result: '1/2-1/2' },
      ],
      byes: [5],
    },
    {
      number: 2,
      games: [
        { board: 1, white: 3, black: 1, result: '1/2-1/2' },
        { board: 2, white: 4, black: 2, result: '+-' },
      ],
      byes: [5],
    },
    {
      number: 3,
      games: [
        { board: 1, white: 5, black: 1, result: '0-1' },
        { board: 2, white: 4, black: 3, result: '+-' },
      ],
      byes: [2],
    },
    {
      number: 4,
      games: [
        { board: 1, white: 1, black: 5, result: '1-0' },
        { board: 2, white: 3, black: 4, result: '-+' },
      ],
      byes: [2],
    },
  ],
  absences: [],
};

/** By hand: each player's matches, [opponent, colours of game a and b, match points], and the score. */
const A_ = A!.name;
const B_ = B!.name;
const C_ = C!.name;
const D_ = D!.name;
const E_ = E!.name;
const SQUARE: Record<string, Record<string, string>> = {
  [A_]: { [C_]: '1½wb', [E_]: '2bw' },
  [B_]: { [D_]: '½wb' },
  [C_]: { [A_]: '½bw', [D_]: '−bw' }, // match 2 forfeited by C: − (lost by forfeit)
  [D_]: { [B_]: '1½bw', [C_]: '+wb' },
  [E_]: { [A_]: '0wb' },
};
const BYES: Record<string, string> = { [A_]: '', [B_]: 'PAB 1½', [C_]: '', [D_]: '', [E_]: 'PAB 1½' };
// The score column as the tournament prints its points: two decimals, since a round's bye is worth ¾ (1.4's 1½
// a match held as ¾ in each of its rounds, docs/double-swiss.md; src/scoring/pointsNotation.ts).
const SCORES: Record<string, string> = { [A_]: '3.50', [B_]: '2.00', [C_]: '0.50', [D_]: '3.50', [E_]: '1.50' };

/** The table as rows by player name: the cells by column head ("Byes", "M1", "Score"), a player's column by its title (his name). */
async function readGrid(page: Page): Promise<Record<string, Record<string, string>>> {
  const table = page.locator('table.crosstable').first();
  await table.locator('tbody tr').first().waitFor();
  return table.evaluate((el) => {
    const heads = [...el.querySelectorAll('thead th')].map((th) => th.getAttribute('title') ?? th.textContent ?? '');
    const texts = [...el.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const rows: Record<string, Record<string, string>> = {};
    for (const tr of el.querySelectorAll('tbody tr')) {
      const cells = [...tr.children].map((c) => c.textContent ?? '');
      const name = tr.querySelector('th')?.textContent ?? '';
      rows[name] = Object.fromEntries(cells.map((c, k) => [/^\d+$/.test(texts[k]) ? heads[k]! : texts[k]!, c])); // a player's column: its title
    }
    return rows;
  });
}

/** The square crosstable's cells worked by hand (every other player's cell empty, one's own too). */
function expectSquare(grid: Record<string, Record<string, string>>): void {
  const names = [A_, B_, C_, D_, E_];
  for (const row of names) {
    for (const col of names) expect(grid[row]![col], `${row} against ${col}`).toBe(SQUARE[row]![col] ?? '');
    expect(grid[row]!.Byes, `${row}: matches without a game`).toBe(BYES[row]);
    expect(grid[row]!.Score, `${row}: score`).toBe(SCORES[row]);
  }
}

describe('the crosstable of a Double-Swiss: a cell a match', () => {
  const session = useWebSession(async (app) => {
    const created = await app.store.create(id, TOURNAMENT, 'arbiter');
    if (!created.ok) throw new Error(created.error.message);
    await app.store.accounts.setAccess(id, { owner: 'arbiter', directors: [] });
  });
  let page: Page;
  const a11y: Record<string, string[]> = {};

  beforeAll(async () => {
    page = session.watched(await session.browser.newPage({ viewport: { width: 1200, height: 900 } }));
    await session.app.login(page);
  });

  it('player against player: each match once, its points and both games’ colours; byes a match each; totals unchanged', async () => {
    await page.goto(`${session.app.url}/t/${id}/crosstable`);
    expectSquare(await readGrid(page));
    await expect.poll(() => page.locator('p.key').textContent()).toContain('a cell is a match of two games');
    a11y.square = await seriousA11yViolations(page);
  });

  it('by match: a column a match (M1, M2), the opponent’s rank, the colours of games a and b, the match’s points', async () => {
    await page.goto(`${session.app.url}/t/${id}/crosstable`);
    await page.getByLabel('by round').check();
    const grid = await readGrid(page);
    const heads = await page.locator('table.crosstable thead th').allTextContents();
    expect(heads.filter((h) => /^[MR]\d+$/.test(h))).toEqual(['M1', 'M2']);
    // The ranks: A and D on 3½ (their order is the tie-breaks'), then B 2, E 1½, C ½.
    const rank = (name: string) => Object.keys(grid).indexOf(name) + 1;
    expect(Object.keys(grid).slice(2)).toEqual([B_, E_, C_]);
    const expected: Record<string, [string, string]> = {
      [A_]: [`${rank(C_)}wb 1½`, `${rank(E_)}bw 2`],
      [B_]: [`${rank(D_)}wb ½`, 'PAB 1½'],
      [C_]: [`${rank(A_)}bw ½`, `${rank(D_)}bw −`],
      [D_]: [`${rank(B_)}bw 1½`, `${rank(C_)}wb +`],
      [E_]: ['PAB 1½', `${rank(A_)}wb 0`],
    };
    for (const [name, [m1, m2]] of Object.entries(expected)) {
      expect([grid[name]!.M1, grid[name]!.M2], name).toEqual([m1, m2]);
      expect(grid[name]!.Score).toBe(SCORES[name]);
    }
    a11y['by match'] = await seriousA11yViolations(page);
  });

  it('prints it and shows it on the public page the same way', async () => {
    await page.goto(`${session.app.url}/t/${id}/print/crosstable`);
    expectSquare(await readGrid(page));
    await page.goto(`${session.app.url}/p/${id}/crosstable`);
    expectSquare(await readGrid(page));
  });

  it('fits a 390 px phone: the page does not scroll sideways, the table scrolls in its own region', async () => {
    const phone = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = session.watched(await phone.newPage());
    await session.app.login(p);
    for (const path of [`/t/${id}/crosstable`, `/p/${id}/crosstable`]) {
      await p.goto(`${session.app.url}${path}`);
      expectSquare(await readGrid(p));
      expect(await p.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'), path).toBe(0);
    }
    await phone.close();
  });

  it('has no serious accessibility violations and no script errors', () => {
    expect(Object.keys(a11y)).toHaveLength(2);
    expect(Object.entries(a11y).filter(([, v]) => v.length > 0)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
