/**
 * Entering results on a round of 300 boards in the browser (issue 14): how long until the result shows in
 * the table, until the server has saved it, and how long the browser was blocked meanwhile (long tasks,
 * the Performance API). Used by `npm run bench` (figures) and by test/web/bigRound.test.ts (a generous
 * bound).
 */
import type { Page } from 'playwright-core';
import { DEFAULT_SWISS_SETTINGS } from '../src/core/settings.js';
import { must } from '../src/core/tournamentOps.js';
import { pairNextRound } from '../src/director/operations.js';
import type { Tournament } from '../src/core/tournament.js';

/** A Swiss of 2n players (ratings spread, registered out of rating order) with round 1 paired: n boards. */
export function pairedSwiss(boards: number): Tournament {
  const n = 2 * boards;
  const players = Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Speler ${String(i + 1).padStart(3, '0')}, Jan`, rating: 1000 + ((i * 37) % 1500) }));
  const t: Tournament = { name: `Open of ${n}`, plannedRounds: 9, settings: DEFAULT_SWISS_SETTINGS, players, rounds: [], absences: [] };
  return must(pairNextRound(t)).tournament;
}

export interface EntryTimes {
  /** Milliseconds from the key press to the frame that shows the result, per entry. */
  readonly shown: number[];
  /** Milliseconds from the key press to the frame that shows it saved (the server's answer applied). */
  readonly saved: number[];
  /** Long tasks (over 50 ms) while the results were entered, in ms. */
  readonly longTasks: number[];
}

// Scripts are given to the page as text: what runs in the browser is exactly this (no helpers of a compiler).
const OBSERVE_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: 'longtask' });
})()`;

/** Arms the measurement of the next key press: frames are watched until the board shows `result`, then saved. */
const armEntry = (board: number, result: string) => `(() => {
  window.__entry = {};
  document.addEventListener('keydown', () => {
    const t0 = performance.now();
    const select = () => document.querySelector('select[aria-label="Result of board ${board}"]');
    const watch = () => {
      const s = select();
      const shows = s !== null && s.value === ${JSON.stringify(result)};
      if (shows && window.__entry.shown === undefined) window.__entry.shown = performance.now() - t0;
      if (shows && !s.closest('tr').classList.contains('saving')) window.__entry.saved = performance.now() - t0;
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }, { capture: true, once: true });
})()`;

/**
 * On the round screen (quick entry), enters 1-0 on each board given, from the keyboard, one after the
 * other, and measures each entry.
 */
export async function measureResultEntry(page: Page, boards: readonly number[]): Promise<EntryTimes> {
  await page.evaluate(OBSERVE_LONG_TASKS);
  const shown: number[] = [];
  const saved: number[] = [];
  await page.getByLabel('Board number, then Enter').focus();
  for (const board of boards) {
    await page.keyboard.type(String(board));
    await page.keyboard.press('Enter');
    await page.evaluate(armEntry(board, '1-0'));
    await page.keyboard.press('1');
    await page.waitForFunction('window.__entry.saved !== undefined', null, { timeout: 30_000 });
    const e = await page.evaluate<{ shown: number; saved: number }>('window.__entry');
    shown.push(e.shown);
    saved.push(e.saved);
  }
  const longTasks = await page.evaluate<number[]>('window.__longTasks');
  return { shown, saved, longTasks };
}

/** The median and the largest of some figures, rounded, for a report. */
export function summary(xs: readonly number[]): { median: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  return { median: Math.round(s[Math.floor(s.length / 2)] ?? 0), max: Math.round(s.at(-1) ?? 0) };
}
