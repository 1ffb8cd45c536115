/**
 * Browser bench (issue 14): results entered from the keyboard on a round of 300 boards — until the
 * result shows, until it is saved, and the browser's long tasks meanwhile — and the time from "Pair" to
 * the 300 boards on the screen. Needs Chromium (`/usr/bin/chromium` or CHROMIUM_PATH); skipped without.
 */
import { existsSync } from 'node:fs';
import { CHROMIUM, launchChromium, startApp } from '../test/web/harness.js';
import { must, setResult } from '../src/core/tournamentOps.js';
import { pairNextRound } from '../src/director/operations.js';
import { measureResultEntry, pairedSwiss, summary } from './resultEntry.js';

const BOARDS = 300;

export async function runBrowserBench(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`Browser: skipped (no Chromium at ${CHROMIUM})`);
    return;
  }
  const app = await startApp();
  const browser = await launchChromium();
  try {
    const t = pairedSwiss(BOARDS);
    await app.store.create('big', t, 'arbiter');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await app.login(page);
    await page.goto(`${app.url}/t/big/round/1`);
    await page
      .locator('table.pairings tbody tr')
      .nth(BOARDS - 1)
      .waitFor();
    const boards = Array.from({ length: 30 }, (_, i) => 1 + ((i * 97) % BOARDS));
    const times = await measureResultEntry(page, boards);
    const shown = summary(times.shown);
    const saved = summary(times.saved);
    const blocked = times.longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0);
    console.log(
      `Browser: a result entered on a round of ${BOARDS} boards shows in ${shown.median} ms (median of ${boards.length}, max ${shown.max}), saved in ${saved.median} ms (max ${saved.max}); ` +
        `long tasks meanwhile: ${times.longTasks.length} (${Math.round(blocked)} ms blocked in all)`,
    );

    // "Pair": round 2 of the same field, from the button to the 300 boards on the screen.
    let done = t;
    for (const g of t.rounds[0]!.games) done = must(setResult(done, { board: g.board }, '1-0', 1));
    await app.store.create('big2', done, 'arbiter');
    await page.goto(`${app.url}/t/big2/round/2`);
    const pair = page.getByRole('button', { name: 'Pair round 2 automatically' });
    await pair.waitFor();
    const t0 = performance.now();
    await pair.click();
    await page
      .locator('table.pairings tbody tr')
      .nth(BOARDS - 1)
      .waitFor({ timeout: 60_000 });
    const pairMs = performance.now() - t0;
    const apiT0 = performance.now();
    must(pairNextRound(done));
    console.log(`Browser: "Pair" of round 2 (${BOARDS} boards) shows in ${Math.round(pairMs)} ms (the engine alone, in this process: ${Math.round(performance.now() - apiT0)} ms)`);
  } finally {
    await browser.close();
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runBrowserBench();
