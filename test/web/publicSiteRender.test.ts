import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../src/core/language.js';
import { directorApp, jsonCalls } from '../directorApp.js';
import { webModule as web, type Component, preact } from '../webRender.js';

/**
 * Issue 34: the public side's pages rendered (server-side, preact-render-to-string) from what the server
 * answers, in each language: every word from the catalogs (no key missing), none left in English in a
 * Dutch, French or German page; a hidden tournament's pages say so; the QR code is an SVG.
 */

/** English words a page in another language must not show (names and the tournament's own words taken out first). */
const ENGLISH = [
  'the',
  'of',
  'and',
  'Round',
  'rounds',
  'played',
  'Standings',
  'Crosstable',
  'Games',
  'Opponent',
  'Result',
  'Rank',
  'Score',
  'Published',
  'Hidden',
  'Publish',
  'Hide',
  'rating',
  'white',
  'black',
  'Now',
  'Tournaments',
  'players',
  'live',
];
// Dutch writes "rating" (KBSB); Dutch and German say "live" as English does.
const OWN: Readonly<Record<Language, readonly string[]>> = { en: [], nl: ['rating', 'live'], fr: [], de: ['live'] };
const PLAYERS = ['Peeters, An', 'Janssens, Jan', 'Maes, Lotte', 'Jacobs, Wim', 'Mertens, Els', 'Willems, Bart'];

function visibleText(html: string): string {
  let text = html
    .replace(/<title>[^<]*<\/title>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  for (const n of [...PLAYERS, 'Spring Open', 'Leuven', 'Club A', 'Club B', 'Next', 'Past']) text = text.split(n).join(' ');
  return text;
}

/** A second club's index entry: a tournament not started yet, and a finished (archived) one. */
const CLUB_B = {
  id: 'club-b',
  name: 'Club B',
  tournaments: [
    { id: 'b-next', name: 'Next', system: 'keizer', players: 0, rounds: 0, archived: false, plannedRounds: 5 },
    { id: 'b-past', name: 'Past', system: 'round-robin', players: 4, rounds: 3, archived: true, plannedRounds: 3 },
  ],
};

interface Served {
  readonly view: Record<string, unknown>;
  readonly standings: unknown;
  readonly progress: unknown;
  readonly ratings: Record<string, unknown>;
  readonly index: { clubs: unknown[] };
}

/** A FIDE Swiss of six players, two rounds played, through the server's API as its director would. */
async function serve(): Promise<Served> {
  const { store, call: request } = await directorApp(mkdtempSync(join(tmpdir(), 'arbiter-pubrender-')), { club: 'club-a', newClub: 'Club A', role: 'admin' });
  const call = jsonCalls(request);
  const T = '/api/tournaments/spring-open';
  await call('POST', '/api/tournaments', {
    name: 'Spring Open',
    id: 'spring-open',
    system: 'swiss-dutch',
    plannedRounds: 5,
    settings: { published: 'yes' },
    details: { place: 'Leuven', startDate: '2026-03-13' },
  });
  for (const [i, name] of PLAYERS.entries()) await call('POST', `${T}/players`, { name, rating: 2100 - 50 * i });
  for (let r = 1; r <= 2; r++) {
    const v = (await call('POST', `${T}/rounds`, { mode: 'auto' })) as { tournament: { rounds: { games: { board: number }[] }[] } };
    for (const g of v.tournament.rounds[r - 1]!.games) await call('PUT', `${T}/rounds/${r}/games/${g.board}`, { result: ['1-0', '1/2-1/2', '0-1'][g.board % 3] });
  }
  const served = {
    view: await call('GET', T),
    standings: await call('GET', `${T}/standings`),
    progress: await call('GET', `${T}/progress`),
    ratings: ((await call('GET', `${T}/standings?ratings=fide`)) as { ratings: Record<string, unknown> }).ratings,
    index: (await call('GET', '/api/public/tournaments')) as { clubs: unknown[] },
  };
  store.close();
  return served;
}

describe('the public pages in each language (issue 34)', () => {
  let served: Served;
  let h: (c: Component, props: Record<string, unknown>, ...children: unknown[]) => unknown;
  let renderToString: (vnode: unknown) => string;
  let pages: Record<string, Component>;
  let missingKeys: Set<string>;
  beforeAll(async () => {
    served = await serve();
    ({ h, renderToString } = await preact());
    const i18n = await web('i18n/index.tsx');
    missingKeys = i18n.missingKeys;
    const site = await web('pages/publicSite.tsx');
    const publishing = await web('pages/publishing.tsx');
    pages = { InLanguage: i18n.InLanguage, ...site, ...publishing };
  });

  const renderAll = (lang: Language, view: Record<string, unknown>): [string, string][] => {
    const inLang = (name: string, props: Record<string, unknown>) => renderToString(h(pages.InLanguage!, { lang }, h(pages[name]!, props)));
    const state = { run: async () => undefined };
    return [
      ['index', inLang('PublicIndex', { clubs: [...served.index.clubs, CLUB_B], club: undefined })],
      ['header', inLang('PublicHeader', { view, page: 'round' })],
      ['round', inLang('PublicRound', { view, round: 2 })],
      ['round not paired', inLang('PublicRound', { view, round: 3 })],
      ['standings', inLang('PublicStandings', { view, standings: served.standings, after: undefined })],
      ['crosstable', inLang('PublicCrosstable', { view, standings: served.standings })],
      ['player', inLang('PublicPlayer', { view, player: 1, progress: served.progress, rating: served.ratings['1'] })],
      ['publishing', inLang('PublishingPanel', { state, view })],
      ['sheet QR', inLang('SheetQr', { view })],
    ];
  };

  for (const lang of LANGUAGES)
    it(`${lang}: no key missing, ${lang === 'en' ? 'the English words' : 'no English word left'}, published and hidden`, () => {
      const hidden = { ...served.view, tournament: { ...(served.view.tournament as object), published: false } };
      missingKeys.clear();
      const found: string[] = [];
      for (const [state, view] of [
        ['published', served.view],
        ['hidden', hidden],
      ] as const)
        for (const [page, html] of renderAll(lang, view)) {
          const text = visibleText(html);
          expect(text.trim().length, `${state} ${page}`).toBeGreaterThan(10);
          const allowed = new Set(OWN[lang]);
          if (lang !== 'en')
            for (const w of ENGLISH.filter((x) => !allowed.has(x) && new RegExp(`(^|[^\\p{L}-])${x}($|[^\\p{L}-])`, 'u').test(text))) found.push(`${state} ${page}: "${w}"`);
        }
      expect([...missingKeys]).toEqual([]);
      expect(found).toEqual([]);
    });

  it('a hidden tournament says so on its pages, and its sheets print no QR code (it would lead nowhere)', async () => {
    const hidden = { ...served.view, tournament: { ...(served.view.tournament as object), published: false } };
    const [, header] = renderAll('en', hidden).find(([p]) => p === 'header')!;
    expect(visibleText(header)).toMatch(/Hidden: only its directors see these pages/);
    const [, sheet] = renderAll('en', hidden).find(([p]) => p === 'sheet QR')!;
    expect(sheet).not.toContain('<svg');
    const [, shown] = renderAll('en', served.view).find(([p]) => p === 'sheet QR')!;
    expect(shown).toMatch(/<svg class="qr" role="img" aria-label="QR code of the public page \/p\/spring-open"/);
  });

  it('the index in English: a tournament not started by its planned rounds, a finished one under its own heading', () => {
    const [, html] = renderAll('en', served.view).find(([p]) => p === 'index')!;
    const text = visibleText(html).replace(/\s+/g, ' ');
    expect(text).toContain('Keizer · 0 players · 5 rounds planned'); // (the names are taken out of the text)
    expect(text).toContain('Finished round robin · 4 players · round 3 of 3');
  });

  it('the index: the club, its tournament with its facts in the reader’s words (Dutch)', () => {
    const [, html] = renderAll('nl', served.view).find(([p]) => p === 'index')!;
    expect(visibleText(html).replace(/\s+/g, ' ')).toContain('Zwitsers');
    expect(html).toContain('href="/p/club/club-a"');
    expect(html).toContain('href="/p/spring-open"');
    expect(visibleText(html).replace(/\s+/g, ' ')).toMatch(/13 maart 2026 · 6 spelers · ronde 2 van 5/);
  });
});
