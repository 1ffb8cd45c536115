import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Tournament } from '../../src/core/tournament.js';
import { DEFAULT_SWISS_SETTINGS } from '../../src/core/settings.js';
import { screenshot, seriousA11yViolations } from './harness.js';
import { PHONE, sideways, storeTournaments, useWebSession } from './webSession.js';

/**
 * Issue 34, acceptance: "a player enters a result with a slip's code and the director accepts it". The
 * director prints the round's result slips (each with its code and QR code); White opens his slip's
 * address on a 390-px phone and enters 1-0, Black opens the same code on his phone and confirms; the
 * director's round page shows the confirmed result and accepts it with one click; the round then has it
 * and the code is spent.
 */

/** Four players, own-results on, round 1 paired by hand: board 1 Jansen–Bakker, board 2 Smit–Visser. */
const open: Tournament = {
  name: 'Club Open 2026',
  plannedRounds: 3,
  settings: { ...DEFAULT_SWISS_SETTINGS, ownResults: true },
  players: ['Jansen, Piet', 'Bakker, An', 'Smit, Jan', 'Visser, Eva'].map((name, i) => ({ id: i + 1, name, rating: 2000 - 100 * i })),
  rounds: [
    {
      number: 1,
      games: [
        { board: 1, white: 1, black: 2 },
        { board: 2, white: 3, black: 4 },
      ],
      byes: [],
    },
  ],
  absences: [],
};

/** Sixteen players, eight boards, own-results on: each slip with its code and QR code. */
const big: Tournament = {
  ...open,
  name: 'Big Open',
  players: Array.from({ length: 16 }, (_, i) => ({ id: i + 1, name: `Player ${i + 1}`, rating: 2000 - 10 * i })),
  rounds: [{ number: 1, games: Array.from({ length: 8 }, (_, i) => ({ board: i + 1, white: i + 1, black: i + 9 })), byes: [] }],
};

describe('players enter their own results (issue 34)', () => {
  const web = useWebSession((app) => storeTournaments(app, { open, big }));
  let director: BrowserContext;
  let page: Page;
  const phone = async () => {
    const context = await web.browser.newContext(PHONE);
    const p = web.watched(await context.newPage());
    return { context, p };
  };

  beforeAll(async () => {
    director = await web.browser.newContext({ viewport: { width: 1100, height: 900 } });
    page = web.watched(await director.newPage());
    await web.app.login(page);
  });

  it('the slips carry each board’s code and QR code; White enters 1-0 on his phone, Black confirms, the director accepts', async () => {
    // The director's sheet: one slip per board, with the code and the QR code of its entry page.
    await page.goto(`${web.app.url}/t/open/print/slips/1`);
    await expect.poll(() => page.locator('.slip .code').count()).toBe(2);
    const slips = page.locator('section.slip');
    expect(await slips.nth(0).innerText()).toMatch(/Round 1 · Board 1[\s\S]*Jansen, Piet[\s\S]*Bakker, An/);
    await expect.poll(() => page.locator('.slip img').count()).toBe(2);
    const qr = await page.locator('.slip img').first().getAttribute('src');
    expect(qr).toMatch(/^data:image\/svg\+xml/);
    const code = (await slips.nth(0).locator('.code').getAttribute('data-code'))!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await slips.nth(1).locator('.code').getAttribute('data-code')).not.toBe(code);
    await screenshot(page, '80-result-slips');

    // White, on his phone, types the code as printed (with its dash) on the entry page.
    const white = await phone();
    await white.p.goto(`${web.app.url}/r/open`);
    await white.p.getByLabel('Code on your slip').fill(`${code.slice(0, 4)}-${code.slice(4)}`);
    await white.p.getByRole('button', { name: 'Open' }).click();
    await white.p.getByText('Round 1, board 1').waitFor();
    expect(await white.p.locator('main').innerText()).not.toMatch(/Smit|Visser|Club Open/);
    await white.p.getByLabel('Jansen, Piet').check();
    await white.p.getByLabel('1–0').check();
    expect(await sideways(white.p)).toBe(0);
    expect(await seriousA11yViolations(white.p)).toEqual([]);
    await screenshot(white.p, '81-phone-enter-result');
    await white.p.getByRole('button', { name: 'Send the result' }).click();
    await white.p.getByText('Jansen, Piet entered 1–0.').waitFor();
    await white.p.getByText('Waiting for Bakker, An to confirm it.').waitFor();

    // Nothing in the round yet: the director's page shows it entered, waiting.
    await page.goto(`${web.app.url}/t/open/round/1`);
    const row = page.locator('.own-results tr[data-board="1"]');
    await expect.poll(() => row.getAttribute('data-state')).toBe('entered');
    const stored = await web.app.store.get('open');
    expect(stored.ok && stored.value.tournament.rounds[0]!.games[0]!.result).toBeUndefined();

    // Black, on his phone, opens the same code (the QR's address) and confirms.
    const black = await phone();
    await black.p.goto(`${web.app.url}/r/open/${code}`);
    await black.p.getByText('Is that right, Bakker, An?').waitFor();
    expect(await sideways(black.p)).toBe(0);
    await screenshot(black.p, '82-phone-confirm-result');
    await black.p.getByRole('button', { name: 'Yes, confirm' }).click();
    await black.p.getByText('Confirmed by both players: 1–0.').waitFor();

    // The director's round page follows live; one click accepts every confirmed result.
    await expect.poll(() => row.getAttribute('data-state')).toBe('confirmed');
    await screenshot(page, '83-round-own-results');
    await page.getByRole('button', { name: 'Accept all confirmed (1)' }).click();
    await page.getByText('No results entered by the players yet.').waitFor();
    const after = await web.app.store.get('open');
    expect(after.ok && after.value.tournament.rounds[0]!.games.map((g) => g.result)).toEqual(['1-0', undefined]);

    // The code is spent.
    await white.p.reload();
    await white.p.getByText('The arbiter has the result of this board: 1–0. This code is spent.').waitFor();
    await white.context.close();
    await black.context.close();
    expect(web.pageErrors).toEqual([]);
  });

  it('prints the slips four to an A4 page, QR codes and all: eight boards, two pages', async () => {
    await page.goto(`${web.app.url}/t/big/print/slips/1`);
    await expect.poll(() => page.locator('.slip img').count()).toBe(8);
    await page.emulateMedia({ media: 'print' });
    // Nothing of a slip is cut off: its content fits its 68 mm.
    const cut = await page
      .locator('section.slip')
      .evaluateAll((slips: { scrollHeight: number; clientHeight: number }[]) => slips.filter((x) => x.scrollHeight > x.clientHeight).length);
    expect(cut).toBe(0);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    // Each page of a PDF is one "/Type /Page" object (ISO 32000-1, 7.7.3.3); "/Type /Pages" is their tree.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length).toBe(2);
  });
});
