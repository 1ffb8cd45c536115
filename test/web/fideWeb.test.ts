import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../src/core/tournament.js';
import { ok } from '../../src/core/result.js';
import { DIRECTOR, seriousA11yViolations } from './harness.js';
import { SIX_PLAYERS_OPEN, SIX_PLAYERS_ROUND_1, useWebSession } from './webSession.js';

/**
 * FIDE mode in the web app (issue 35, web parts): prohibited pairings entered on the settings page before
 * round 1, and after it, in FIDE mode, only once confirmed — then recorded (C.02 2026 checklist: prohibited
 * pairs are entered before round 1), as `arbiter forbid --confirm` does; leaving FIDE mode asks twice, is
 * recorded and cannot be undone; the words in the director's language (Dutch here).
 */

const round1 = SIX_PLAYERS_ROUND_1;
const open: Tournament = SIX_PLAYERS_OPEN;

describe('FIDE mode in the web app', () => {
  const web = useWebSession(async (app) => {
    for (const id of ['before', 'after', 'leave']) {
      const made = await app.store.create(id, open, DIRECTOR.name);
      if (!made.ok) throw new Error(made.error.message);
    }
  });
  const stored = (id: string) => web.stored(id);
  /** A browser in `locale`, the director logged in; the dialogs answered in turn by `answers` (true: OK), their texts kept. */
  const fresh = (locale: string) => web.directorPage('/p/club', locale);

  it('before round 1 a prohibited pairing is entered without a question, listed, and taken back', async () => {
    const { page, dialogs } = await fresh('en-GB');
    await page.goto(`${web.app.url}/t/before/settings`);
    await page.getByRole('heading', { name: 'Prohibited pairings' }).waitFor();
    await page.getByText('No prohibited pairings.').waitFor();
    await page.getByLabel('Player', { exact: true }).selectOption({ label: '1. Speler A' });
    await page.getByLabel('may not meet').selectOption({ label: '2. Speler B' });
    await page.getByLabel('To round (empty: the last)').fill('3');
    await page.getByRole('button', { name: 'Prohibit the pairing' }).click();
    await page.getByRole('status').filter({ hasText: 'Speler A and Speler B will not be paired with each other.' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Speler A / Speler B: rounds 1–3' }).waitFor();
    expect(dialogs).toEqual([]);
    expect((await stored('before')).prohibitions).toEqual([{ players: [1, 2], lastRound: 3 }]);
    expect((await stored('before')).fideEvents).toBeUndefined();
    // The same player twice: refused on the page, nothing sent.
    await page.getByLabel('Player', { exact: true }).selectOption({ label: '3. Speler C' });
    await page.getByLabel('may not meet').selectOption({ label: '3. Speler C' });
    await page.getByRole('button', { name: 'Prohibit the pairing' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose two different players.' }).waitFor();
    await page.getByLabel('may not meet').selectOption({ label: '4. Speler D' });
    await page.getByLabel('From round (empty: the first)').fill('two');
    await page.getByRole('button', { name: 'Prohibit the pairing' }).click();
    await page.getByRole('alert').filter({ hasText: 'A round is a whole number from 1, or empty.' }).waitFor();
    await page.getByLabel('From round (empty: the first)').fill('');
    await page.getByLabel('To round (empty: the last)').fill('');
    await page.getByRole('listitem').filter({ hasText: 'Speler A / Speler B' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No prohibited pairings.').waitFor();
    expect((await stored('before')).prohibitions).toBeUndefined();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('after round 1, in FIDE mode, only once confirmed (in Dutch), and then recorded', async () => {
    const paired = await web.app.store.update('after', (t) => ok({ ...t, rounds: [round1] }), DIRECTOR.name);
    expect(paired.ok).toBe(true);
    const { page, dialogs, answers } = await fresh('nl-BE');
    await page.goto(`${web.app.url}/t/after/settings`);
    await page.getByRole('heading', { name: 'Verboden paringen' }).waitFor();
    await page.getByLabel('Speler', { exact: true }).selectOption({ label: '1. Speler A' });
    await page.getByLabel('mag niet spelen tegen').selectOption({ label: '6. Speler F' });
    // Cancelled: nothing changes.
    answers.push(false);
    await page.getByRole('button', { name: 'Paring verbieden' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toBe(
      'Ronde 1 is al gepaard, en in FIDE-modus worden verboden paringen vóór ronde 1 ingevoerd. Toch invoeren? Dit wordt vastgelegd in het toernooi en zijn TRF.',
    );
    expect((await stored('after')).prohibitions).toBeUndefined();
    // Confirmed: entered and recorded (round 1, what, who).
    answers.push(true);
    await page.getByRole('button', { name: 'Paring verbieden' }).click();
    await page.getByRole('status').filter({ hasText: 'Speler A en Speler F worden niet tegen elkaar gepaard.' }).waitFor();
    const t = await stored('after');
    expect(t.prohibitions).toEqual([{ players: [1, 6] }]);
    expect(t.fideEvents).toEqual([{ round: 1, kind: 'forbidden-pair-added', what: 'Speler A and Speler F may not meet, entered after round 1', who: DIRECTOR.name }]);
    await page.getByRole('listitem').filter({ hasText: 'Ronde 1: Speler A and Speler F may not meet, entered after round 1 (door arbiter)' }).waitFor();
    expect(dialogs).toHaveLength(2);
  });

  it('leaving FIDE mode asks twice (cancelling either keeps it), is recorded, and cannot be undone', async () => {
    const { page, dialogs, answers } = await fresh('en-GB');
    await page.goto(`${web.app.url}/t/leave/settings`);
    await page.getByText('This tournament is run in FIDE mode').waitFor();
    await page.getByText('Nothing recorded yet.').waitFor();
    // OK, then Cancel: still in FIDE mode, nothing recorded.
    answers.push(true, false);
    await page.getByRole('button', { name: 'Leave FIDE mode' }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs).toEqual([
      'Leave FIDE mode? arbiter will no longer refuse what the FIDE rules forbid. It is recorded in the tournament and its TRF.',
      'Are you sure? Once left, FIDE mode cannot be entered again.',
    ]);
    expect((await stored('leave')).fideModeOff).toBeUndefined();
    // Both confirmed: left, recorded by the director's account.
    answers.push(true, true);
    await page.getByRole('button', { name: 'Leave FIDE mode' }).click();
    await page.getByRole('status').filter({ hasText: 'FIDE mode was left; it is recorded.' }).waitFor();
    await page.getByText('This tournament left FIDE mode; it cannot enter it again.').waitFor();
    expect(await page.getByRole('button', { name: 'Leave FIDE mode' }).count()).toBe(0);
    const t = await stored('leave');
    expect(t.fideModeOff).toBe(true);
    expect(t.fideEvents).toEqual([{ round: 0, kind: 'fide-mode-off', what: 'FIDE mode left after round 0', who: DIRECTOR.name }]);
    await page.getByRole('listitem').filter({ hasText: 'Round 0: FIDE mode left after round 0 (by arbiter)' }).waitFor();
    // The exported TRF says so (TRF-2026 Remark 1: ### comments).
    const trf = await page.evaluate(async () => (await fetch('/api/tournaments/leave/trf')).text());
    expect(trf).toContain('### FIDE mode: off');
    expect(trf).toContain('### FIDE mode, round 0, fide-mode-off: FIDE mode left after round 0 (by arbiter)');
    // One-way: the API refuses to enter it again.
    const again = await page.evaluate(async () => {
      const r = await fetch('/api/tournaments/leave?confirm=2', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ settings: { 'fide-mode': 'on' } }),
      });
      return [r.status, ((await r.json()) as { error: { code: string } }).error.code];
    });
    expect(again[0]).toBeGreaterThanOrEqual(400);
    expect(again[1]).toBe('fide-refused');
    expect(web.pageErrors).toEqual([]);
  });
});
