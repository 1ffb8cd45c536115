import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/core/language.js';
import type { Tournament } from '../../src/core/tournament.js';
import { DEFAULT_KEIZER_SETTINGS, DEFAULT_SWISS_SETTINGS } from '../../src/core/settings.js';
import { webModule as web, type Component, preact } from '../webRender.js';

/**
 * Issue 34's sheets and forms rendered (server-side, preact-render-to-string) in the four languages: the
 * score sheets, the withdrawn player among the not paired, the points in one notation (the "163½"
 * beside "211.33"), the forms of the bulk addition, the TRF import and the US Chess report; no key missing.
 * The expected words are the catalogs' as written by hand here.
 */
let h: (c: Component, props: Record<string, unknown>, ...children: unknown[]) => unknown;
let renderToString: (vnode: unknown) => string;
let pages: Record<string, Component> = {};
let missingKeys: Set<string>;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const render = (lang: Language, name: string, props: Record<string, unknown>) => text(renderToString(h(pages.InLanguage!, { lang }, h(pages[name]!, props))));

// Round 1 of a Swiss: 1–2 and 3–4 paired; player 5 withdrew before it (withdrawnFromRound 1).
const swiss: Tournament = {
  name: 'Open',
  details: { place: 'Leuven' },
  settings: DEFAULT_SWISS_SETTINGS,
  players: ['Aerts, Jan', 'Baert, Piet', 'Claes, Karel', 'Dewulf, Ann', 'Engels, Tom'].map((name, i) => ({
    id: i + 1,
    name,
    rating: 2000 - 50 * i,
    ...(i === 4 ? { withdrawnFromRound: 1 } : {}),
  })),
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
const viewOf = (t: Tournament) => ({ id: 'open', tournament: t, numbers: Object.fromEntries(t.players.map((p) => [p.id, p.id])), revision: '1' });
/** The standings before round 1 as the pairing sheet reads them: only each player's score. */
const before = (scores: number[]) => ({ revision: '1', rows: scores.map((score, i) => ({ id: i + 1, score })), notes: [], absenceColumns: [] });

beforeAll(async () => {
  ({ h, renderToString } = await preact());
  const i18n = await web('i18n/index.tsx');
  missingKeys = i18n.missingKeys;
  pages = {
    InLanguage: i18n.InLanguage,
    PrintSheet: (await web('pages/print.tsx')).PrintSheet,
    BulkAdd: (await web('pages/bulkAdd.tsx')).BulkAdd,
    TrfImport: (await web('pages/trfImport.tsx')).TrfImport,
    UscfReportPanel: (await web('pages/uscfReport.tsx')).UscfReportPanel,
  };
});

describe('sheets in four languages (issue 34)', () => {
  // Each language's words for a board's heading and the not-paired line, from its catalog.
  const WORDS: Record<Language, { heading: string; notPaired: string; signature: string }> = {
    en: { heading: 'Round 1 · Board 2', notPaired: 'Not paired: Engels, Tom (5, withdrawn)', signature: 'Signature of Black' },
    nl: { heading: 'Ronde 1 · Bord 2', notPaired: 'Niet gepaard: Engels, Tom (5, teruggetrokken)', signature: 'Handtekening zwart' },
    fr: { heading: 'Ronde 1 · Échiquier 2', notPaired: 'Non appariés : Engels, Tom (5, retiré)', signature: 'Signature des Noirs' },
    de: { heading: 'Runde 1 · Brett 2', notPaired: 'Nicht gepaart: Engels, Tom (5, zurückgezogen)', signature: 'Unterschrift Schwarz' },
  };

  it.each(LANGUAGES)('%s: score sheets, one per board, with both names; the withdrawn player not paired; no key missing', (lang) => {
    missingKeys.clear();
    const sheets = render(lang, 'PrintSheet', { view: viewOf(swiss), what: 'scoresheets', number: 1, alpha: false, standings: undefined, schedule: undefined });
    expect(sheets.split(WORDS[lang].signature)).toHaveLength(3); // two sheets
    expect(sheets).toContain(WORDS[lang].heading);
    expect(sheets).toMatch(/3 Claes, Karel 1900 .* 4 Dewulf, Ann 1850/);
    const pairings = render(lang, 'PrintSheet', { view: viewOf(swiss), what: 'pairings', number: 1, alpha: false, standings: before([0, 0, 0, 0, 0]), schedule: undefined });
    expect(pairings).toContain(WORDS[lang].notPaired);
    expect(render(lang, 'PrintSheet', { view: viewOf(swiss), what: 'slip', number: 1, alpha: false, standings: undefined, schedule: undefined })).toMatch(/[“«„] ?slip ?[”»“]/);
    for (const name of ['BulkAdd', 'TrfImport', 'UscfReportPanel'])
      expect(render(lang, name, { id: 'open', tournament: swiss, run: async () => undefined }).length).toBeGreaterThan(50);
    expect([...missingKeys]).toEqual([]);
  });

  // The issue: a pairing sheet printed "163½" beside "211.33". A Keizer season prints two decimals for all
  // (163.50, 211.33; 163,50 in Dutch), a Swiss with the default points ½ (3½).
  it.each<[string, Tournament, Language, number[], string[]]>([
    ['Keizer, English', { ...swiss, settings: DEFAULT_KEIZER_SETTINGS }, 'en', [163.5, 211 + 1 / 3, 200, 0.5, 0], ['163.50', '211.33', '200.00', '0.50']],
    ['Keizer, Dutch', { ...swiss, settings: DEFAULT_KEIZER_SETTINGS }, 'nl', [163.5, 211 + 1 / 3, 200, 0.5, 0], ['163,50', '211,33', '200,00', '0,50']],
    ['Swiss, English', swiss, 'en', [3.5, 3, 0.5, 0, 0], ['3½', ' 3 ', '½']],
  ])('%s: points before the round in one notation', (_what, t, lang, scores, shown) => {
    const html = render(lang, 'PrintSheet', { view: viewOf(t), what: 'pairings', number: 1, alpha: false, standings: before(scores), schedule: undefined });
    for (const s of shown) expect(html).toContain(s);
    if (t.settings.system === 'keizer') expect(html).not.toContain('½');
    else expect(html).not.toMatch(/\d[.,]\d/);
  });
});
