import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import { main } from '../../src/cli/main.js';
import { bufferIo } from '../../src/cli/io.js';
import { screenshot, seriousA11yViolations } from './harness.js';
import { useWebSession } from './webSession.js';

/**
 * Issue 14, deliverable 1 (acceptance): a 60-player, 5-round Swiss registered in non-rating order, run in
 * the browser — a half-point bye, a zero-point bye, forfeits and a double forfeit, a late entry before
 * round 3 — exported as TRF from the web; `arbiter dutch -c` re-pairs every round of the download as it
 * was paired, and `arbiter export trf` writes the same bytes.
 */

const TITLES = ['GM', 'IM', 'FM', 'CM', 'WFM', '', '', ''];
/** 59 players of club 300 in the order of the list: ratings in threes (so title and name decide ties), some unrated. */
const LISTED = Array.from({ length: 59 }, (_, i) => ({
  fideId: String(9_000_000 + i),
  name: `${['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet'][i % 10]}, ${['Anna', 'Bart', 'Cas', 'Dirk', 'Els', 'Frans'][(i * 7) % 6]} ${i}`,
  rating: i % 13 === 12 ? undefined : 1500 + ((i * 7) % 20) * 25,
  title: TITLES[(i * 3) % TITLES.length]!,
}));
const LIST = ['fide id,name,club,rating,title', ...LISTED.map((p) => `${p.fideId},"${p.name}",300,${p.rating ?? ''},${p.title}`)].join('\n') + '\n';
const LATE = { name: 'Laat, Lotte', rating: 2400 };

/**
 * The initial ranking list of the General Handling Rules 2026, Article 2, written out here on its own:
 * rating (unrated last), then title in FIDE's order, then name. A late entry comes after.
 */
const TITLE_ORDER = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM', ''];
const byHand = [...LISTED]
  .sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1) || TITLE_ORDER.indexOf(a.title) - TITLE_ORDER.indexOf(b.title) || a.name.localeCompare(b.name, 'en'))
  .map((p) => p.name)
  .concat(LATE.name);

/** Result keys of the quick entry, by board and round (a fixed pattern: 1 white wins, 0 black, = draw, + and - forfeits). */
const KEYS = ['1', '0', '=', '1', '0', '1', '=', '0', '1', '+', '1', '0', '-', '=', '1'] as const;
const keyFor = (round: number, board: number) => KEYS[(board * 2 + round * 5) % KEYS.length]!;

describe('a Swiss exported from the web checks out with arbiter dutch -c', () => {
  const session = useWebSession(async (app) => {
    await app.store.savePlayerList(LIST);
  });
  let page: Page;
  const id = 'open-leuven-2026';
  const a11y: Record<string, string[]> = {};
  const stored = (): Promise<Tournament> => session.stored(id);
  const check = async (name: string) => {
    await screenshot(page, name);
    a11y[name] = await seriousA11yViolations(page);
  };

  beforeAll(async () => {
    page = session.watched(await session.browser.newPage({ viewport: { width: 1200, height: 900 }, acceptDownloads: true }));
    await session.app.login(page);
  });

  async function pairAndEnter(round: number, doubleForfeitBoard?: number): Promise<void> {
    await page.goto(`${session.app.url}/t/${id}/round/${round}`);
    await page.getByRole('button', { name: `Pair round ${round} automatically` }).click();
    await page.getByRole('heading', { name: `Round ${round}`, exact: true }).waitFor();
    // The heading shows before the pairing is saved (a round's page not yet paired has it too).
    await expect.poll(async () => (await stored()).rounds.length).toBe(round);
    const boards = (await stored()).rounds[round - 1]!.games.length;
    await expect.poll(() => page.locator('table.pairings tbody tr').count()).toBe(boards);
    await page.getByLabel('Board number, then Enter').focus();
    for (let board = 1; board <= boards; board++) {
      if (board === doubleForfeitBoard) continue;
      await page.keyboard.type(String(board));
      await page.keyboard.press('Enter');
      await page.keyboard.type(keyFor(round, board));
    }
    if (doubleForfeitBoard) await page.getByLabel(`Result of board ${doubleForfeitBoard}`, { exact: true }).selectOption('--');
    await page.getByText('All results are in.').waitFor();
  }

  it('creates the Swiss with its details and registers 59 players from the list, not in rating order', async () => {
    await page.goto(`${session.app.url}/new`);
    await page.getByLabel('Name', { exact: true }).fill('Open Leuven 2026');
    await page.getByLabel('System').selectOption('swiss-dutch');
    await page.getByLabel('Planned rounds (optional)').fill('5');
    await page.getByLabel('Place').fill('Leuven');
    await page.getByLabel('Federation', { exact: true }).fill('bel');
    await page.getByLabel('First day').fill('2026-03-01');
    await page.getByLabel('Last day').fill('2026-03-05');
    await page.getByLabel('Chief arbiter').fill('IA Jansen, Piet 205672');
    await page.getByLabel('Deputy arbiters').fill('FA Peeters, An\nClaes, Bo');
    await page.getByLabel('Time control').fill('90 min/40 moves + 30 min + 30 s/move');
    await check('40-new-swiss-with-details');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(`**/t/${id}/players`);
    await page.getByLabel('Add a whole club (club number)').fill('300');
    await page.getByRole('button', { name: 'Add club' }).click();
    await page.getByText('59 registered').waitFor();
    const t = await stored();
    expect(t.players.map((p) => p.name)).toEqual(LISTED.map((p) => p.name));
    expect(t.details).toEqual({
      place: 'Leuven',
      federation: 'BEL',
      startDate: '2026-03-01',
      endDate: '2026-03-05',
      chiefArbiter: 'IA Jansen, Piet 205672',
      deputyArbiters: ['FA Peeters, An', 'Claes, Bo'],
      timeControl: '90 min/40 moves + 30 min + 30 s/move',
    });
  });

  it('plays five rounds: byes requested, forfeits, a double forfeit and a late entry before round 3', async () => {
    await page.goto(`${session.app.url}/t/${id}/round`);
    await page.getByLabel(LISTED[4]!.name).selectOption('half-bye');
    await page.getByText('58 of 59 players present').waitFor();
    await pairAndEnter(1, 7);
    await check('41-swiss-round-1');
    await pairAndEnter(2);

    await page.goto(`${session.app.url}/t/${id}/players`);
    await page.getByLabel('Name', { exact: true }).fill(LATE.name);
    await page.getByLabel('Rating', { exact: true }).fill(String(LATE.rating));
    await page.getByRole('button', { name: 'Add player' }).click();
    await page.getByText('60 registered').waitFor();
    await page.goto(`${session.app.url}/t/${id}/round`);
    await page.getByLabel(LISTED[10]!.name).selectOption('zero-bye');
    await page.getByText('59 of 60 players present').waitFor();
    await pairAndEnter(3);
    await pairAndEnter(4, 3);
    await pairAndEnter(5);
    const t = await stored();
    expect(t.rounds).toHaveLength(5);
    expect(t.rounds.flatMap((r) => r.games).filter((g) => g.result === '--')).toHaveLength(2);
    expect(t.rounds.flatMap((r) => r.games).some((g) => g.result === '+-' || g.result === '-+')).toBe(true);
    // The start numbers were fixed when round 1 was paired; the late entry has the next one.
    expect([...t.players].sort((a, b) => a.startNumber! - b.startNumber!).map((p) => p.name)).toEqual(byHand);
  });

  it('downloads the TRF from the web; arbiter dutch -c agrees with every round; the CLI export is the same bytes', async () => {
    await page.goto(`${session.app.url}/t/${id}/players`);
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-trf-'));
    for (const [link, format] of [
      ['TRF-2026', '2026'],
      ['TRF16', '16'],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link, exact: true }).click()]);
      const web = join(dir, `web-${format}.trf`);
      await download.saveAs(web);
      const bytes = readFileSync(web);

      // The pairing numbers are the initial ranking (by hand above), the late entry last.
      const text = bytes.toString('utf8');
      const eol = format === '2026' ? '\r\n' : '\n';
      const lines = text.split(eol);
      expect(lines.filter((l) => l.startsWith('001')).map((l) => `${Number(l.slice(4, 8))} ${l.slice(14, 47).trim()}`)).toEqual(byHand.map((name, i) => `${i + 1} ${name}`));
      expect(lines).toEqual(
        expect.arrayContaining([
          '012 Open Leuven 2026',
          '022 Leuven',
          '032 BEL',
          '042 2026/03/01',
          '052 2026/03/05',
          '062 60',
          '072 56',
          '102 IA Jansen, Piet 205672',
          '112 FA Peeters, An',
          '112 Claes, Bo',
          '122 90 min/40 moves + 30 min + 30 s/move',
        ]),
      );

      const check = bufferIo(dir);
      const code = await main(['dutch', web, '-c'], check);
      expect(check.stdout() + check.stderr()).toBe('all 5 rounds agree with the engine (2025 rules)\n');
      expect(code).toBe(0);

      const cli = join(dir, `cli-${format}.trf`);
      const exported = bufferIo(dir);
      expect(await main(['export', 'trf', '--format', format, '--file', join(session.app.dir, `${id}.txt`), cli], exported)).toBe(0);
      expect(readFileSync(cli).equals(bytes)).toBe(true);
    }
  });

  it('has no serious accessibility violations and no script errors', () => {
    expect(Object.keys(a11y)).toHaveLength(2);
    expect(Object.entries(a11y).filter(([, v]) => v.length > 0)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
