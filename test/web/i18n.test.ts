import { describe, expect, it, beforeAll } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '../../src/store/folderStore.js';
import { createApp } from '../../src/server/app.js';
import { hashPassword } from '../../src/store/accounts.js';
import { LANGUAGES, type Language } from '../../src/core/language.js';

/**
 * Issue 33: every page and printed sheet of the web app, rendered (server-side, preact-render-to-string) in
 * each language for a tournament of every system, has no key missing from the catalogs and no English word
 * left in a Dutch, French or German page; and the four catalogs have the same keys.
 *
 * The web app's modules are loaded by path (they are compiled with web/tsconfig.json, not this project's).
 */
const web = (path: string) => import(/* @vite-ignore */ new URL(`../../web/src/${path}`, import.meta.url).href);
// Preact too, by name: its types bring the DOM's into this project, which has none.
const load = (name: string) => import(/* @vite-ignore */ name);
type Component = (props: Record<string, unknown>) => unknown;
let h: (c: Component, props: Record<string, unknown>, ...children: unknown[]) => unknown;
let renderToString: (vnode: unknown) => string;

type Catalog = { [key: string]: string | Catalog };
const keysOf = (c: Catalog, prefix = ''): string[] => Object.entries(c).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));

/**
 * English words that a page in another language must not show (its own words written the same are allowed
 * per language: Dutch writes "bye" and "rating", German "Name", French "absent" and "Performance").
 */
const ENGLISH = [
  'the',
  'of',
  'and',
  'by',
  'with',
  'after',
  'before',
  'from',
  'Round',
  'round',
  'rounds',
  'Board',
  'board',
  'White',
  'Black',
  'Result',
  'Standings',
  'Score',
  'Rank',
  'Games',
  'Player',
  'Players',
  'Opponent',
  'Colour',
  'Crosstable',
  'Pairings',
  'pairings',
  'Settings',
  'Save',
  'Print',
  'Back',
  'Key',
  'excused',
  'withdrawn',
  'points',
  'won',
  'lost',
  'drawn',
  'Value',
  'Default',
  'Rating',
  'rating',
  'free',
  'Bye',
  'bye',
  'absent',
  'Name',
  'Title',
  'Change',
  'Archive',
  'Delete',
  'Tie-breaks',
  'tie-break',
  'Updates',
  'scroll',
  'Seed',
  'seed',
];
const OWN_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: [],
  // Flemish clubs write "bye", "rating" and "tie-break" (KBSB); "of" is Dutch (or).
  // "Delete" is the key's name on a Belgian or Dutch keyboard.
  nl: ['Bye', 'bye', 'rating', 'Rating', 'Tie-breaks', 'tie-break', 'Seed', 'seed', 'of', 'Delete'],
  // French writes "points", "absent"; "bye" as the FIDE handbook's French text (C.07 16.2: bye demandé).
  fr: ['absent', 'Performance', 'points', 'bye'],
  // "lost" is German too (losen: to draw lots).
  de: ['Name', 'lost'],
};

/** The text a reader sees: tags, the setting keys in <code> (the file's own words) and the given names taken out. */
function visibleText(html: string, names: readonly string[]): string {
  let text = html
    .replace(/<code>[^<]*<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  for (const n of names) text = text.split(n).join(' ');
  return text;
}

function englishWordsIn(text: string, lang: Language): string[] {
  const allowed = new Set(OWN_WORDS[lang]);
  return ENGLISH.filter((w) => !allowed.has(w) && new RegExp(`(^|[^\\p{L}-])${w}($|[^\\p{L}-])`, 'u').test(text));
}

const PLAYERS = ['Peeters, An', 'Janssens, Jan', 'Maes, Lotte', 'Jacobs, Wim', 'Mertens, Els', 'Willems, Bart', 'Claes, Eva', 'Goossens, Tom'];
const TOURNAMENT = 'Club 2026';

interface Built {
  readonly system: string;
  readonly view: Record<string, unknown>;
  readonly standings: unknown;
  readonly before: unknown;
  readonly schedule: unknown;
}

/** A tournament of each system, played through the server's API as a director would: players, two rounds (one for a round robin), results, an absence. */
async function buildAll(): Promise<Built[]> {
  const store = new FolderStore(join(mkdtempSync(join(tmpdir(), 'arbiter-i18n-')), 'tournaments'));
  await store.accounts.addDirector({ name: 'anna', passwordHash: await hashPassword('correct horse battery') });
  const app = createApp({ store });
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    if (!cookie && res.headers.get('set-cookie')) cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    return (await res.json()) as Record<string, unknown>;
  };
  await call('POST', '/api/login', { name: 'anna', password: 'correct horse battery' });
  const systems: [string, number, number][] = [
    ['keizer', 7, 2],
    ['elo-points', 7, 2],
    ['swiss-dutch', 8, 2],
    ['swiss-dubov', 8, 2],
    ['round-robin', 5, 1],
    ['dotoho', 6, 1],
  ];
  const built: Built[] = [];
  for (const [system, players, rounds] of systems) {
    const id = `t-${system}`;
    await call('POST', '/api/tournaments', {
      name: TOURNAMENT,
      id,
      system,
      plannedRounds: system === 'round-robin' ? undefined : 5,
      details: { place: 'Leuven', startDate: '2026-03-13', endDate: '2026-03-15', chiefArbiter: 'Peeters, An' },
    });
    const T = `/api/tournaments/${id}`;
    for (let i = 0; i < players; i++) await call('POST', `${T}/players`, { name: PLAYERS[i], rating: 2000 - 50 * i });
    // One round without a game of the club's or C.07's kind (an excused absence, a requested half-point bye).
    // (A round robin and DO-TO-HO fix every round: a player who cannot come loses by forfeit.)
    const absence = { keizer: 'excused', 'elo-points': 'club-duty', 'swiss-dutch': 'half-bye', 'swiss-dubov': 'half-bye' }[system];
    if (absence) await call('PUT', `${T}/absences/${players}`, { kind: absence, round: 1 });
    for (let r = 1; r <= rounds; r++) {
      const v = (await call('POST', `${T}/rounds`, { mode: 'auto' })) as { tournament: { rounds: { games: { board: number }[] }[] } };
      const games = v.tournament.rounds[r - 1]!.games;
      for (const g of games) await call('PUT', `${T}/rounds/${r}/games/${g.board}`, { result: ['1-0', '1/2-1/2', '0-1'][g.board % 3] });
    }
    const view = await call('GET', T);
    const fixed = (view.system as { fixedSchedule: boolean }).fixedSchedule;
    built.push({
      system,
      view,
      standings: await call('GET', `${T}/standings`),
      before: await call('GET', `${T}/standings?after=${rounds - 1}`),
      schedule: fixed ? ((await call('GET', `${T}/schedule`)) as { rounds: unknown }).rounds : undefined,
    });
  }
  store.close();
  return built;
}

describe('the four catalogs', () => {
  it('have the same keys as the English one (nl, fr, de), each a text', async () => {
    const { CATALOGS } = (await web('i18n/index.tsx')) as { CATALOGS: Record<Language, Catalog> };
    const en = keysOf(CATALOGS.en).sort();
    expect(en.length).toBeGreaterThan(300);
    for (const l of LANGUAGES) expect(keysOf(CATALOGS[l]).sort(), l).toEqual(en);
  });
});

describe('every page and printed sheet in each language (issue 33)', () => {
  let built: Built[] = [];
  let pages: Record<string, Component> = {};
  let missingKeys: Set<string>;
  beforeAll(async () => {
    built = await buildAll();
    h = (await load('preact')).h;
    renderToString = (await load('preact-render-to-string')).renderToString;
    const i18n = await web('i18n/index.tsx');
    missingKeys = i18n.missingKeys;
    pages = {
      InLanguage: i18n.InLanguage,
      PublicView: (await web('pages/public.tsx')).PublicView,
      PrintSheet: (await web('pages/print.tsx')).PrintSheet,
      SettingsPage: (await web('pages/settings.tsx')).SettingsPage,
      StandingsPage: (await web('pages/standings.tsx')).StandingsPage,
      CrosstablePage: (await web('pages/crosstable.tsx')).CrosstablePage,
      RoundPage: (await web('pages/round.tsx')).RoundPage,
      LoginPage: (await web('pages/login.tsx')).LoginPage,
    };
  });

  /** Every page and sheet of one tournament, rendered in one language: [name, html]. */
  const renderAll = (b: Built, lang: Language): [string, string][] => {
    const view = b.view;
    const rounds = (view.tournament as { rounds: unknown[] }).rounds.length;
    const state = { run: async () => undefined, reload: async () => undefined, setError: () => undefined, error: undefined };
    const inLang = (name: string, props: Record<string, unknown>) => renderToString(h(pages.InLanguage!, { lang }, h(pages[name]!, props)));
    const sheet = (what: string, extra: Record<string, unknown> = {}) =>
      inLang('PrintSheet', { view, what, number: rounds, alpha: false, standings: b.standings, schedule: b.schedule, ...extra });
    return [
      ['public page', inLang('PublicView', { view, standings: b.standings, scrolling: false, onScroll: () => undefined })],
      ['pairings by board', sheet('pairings', { standings: b.before })],
      ['pairings alphabetically', sheet('pairings', { standings: b.before, alpha: true })],
      ['standings sheet', sheet('standings')],
      ['crosstable sheet', sheet('crosstable')],
      ...(b.schedule ? ([['schedule sheet', sheet('schedule')]] as [string, string][]) : []),
      ['result slips', sheet('slips')],
      ['settings', inLang('SettingsPage', { state, view })],
      ['standings page', inLang('StandingsPage', { view, after: undefined })],
      ['crosstable page', inLang('CrosstablePage', { view })],
      ['round page (paired)', inLang('RoundPage', { state, view, round: rounds })],
      ['round page (next round)', inLang('RoundPage', { state, view, round: rounds + 1 })],
      ['login page', inLang('LoginPage', { next: null })],
    ];
  };

  for (const lang of LANGUAGES)
    it(`${lang}: no key missing, ${lang === 'en' ? 'the English words' : 'no English word left'}`, () => {
      expect(built.map((b) => b.system)).toEqual(['keizer', 'elo-points', 'swiss-dutch', 'swiss-dubov', 'round-robin', 'dotoho']);
      missingKeys.clear();
      const found: string[] = [];
      for (const b of built)
        for (const [page, html] of renderAll(b, lang)) {
          const text = visibleText(html, [...PLAYERS, TOURNAMENT, 'Leuven']);
          expect(text.trim().length, `${b.system} ${page}`).toBeGreaterThan(20);
          if (lang !== 'en') for (const w of englishWordsIn(text, lang)) found.push(`${b.system} ${page}: "${w}"`);
        }
      expect([...missingKeys]).toEqual([]);
      expect(found).toEqual([]);
    });

  it('the check itself finds an English word and a missing key (it can fail)', async () => {
    expect(englishWordsIn('Ronde 3 · Standings after round 2', 'nl')).toEqual(['after', 'round', 'Standings']);
    expect(englishWordsIn('Paarungen der Runde 3 · Name', 'de')).toEqual([]);
    const { translator } = await web('i18n/index.tsx');
    missingKeys.clear();
    expect(translator('fr').t('print.noSuchKey')).toBe('print.noSuchKey');
    expect([...missingKeys]).toEqual(['fr:print.noSuchKey']);
  });

  it('numbers as the language writes them: a Keizer value 12.5 is 12,50 in Dutch, French and German; ½ stays', async () => {
    const { translator } = await web('i18n/index.tsx');
    // Hand-written expectations: the decimal comma of nl, fr, de (CLDR), the point of en.
    expect(['nl', 'fr', 'de', 'en'].map((l) => translator(l).score(12.5))).toEqual(['12,50', '12,50', '12,50', '12.50']);
    expect(['nl', 'fr', 'de', 'en'].map((l) => translator(l).halves(2.5))).toEqual(['2½', '2½', '2½', '2½']);
    expect(translator('nl').date('2026-03-13')).toBe('13 maart 2026');
    expect(translator('fr').date('2026-03-13')).toBe('13 mars 2026');
    expect(translator('de').date('2026-03-13')).toBe('13. März 2026');
    expect(translator('en').date('2026-03-13')).toBe('13 March 2026');
  });
});
