import { describe, expect, it, beforeAll } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../src/core/language.js';
import { directorApp, jsonCalls } from '../directorApp.js';
import { webModule as web, type Component, preact } from '../webRender.js';

/**
 * Issue 33: every page and printed sheet of the web app, rendered (server-side, preact-render-to-string) in
 * each language for a tournament of every system, has no key missing from the catalogs and no English word
 * left in a Dutch, French or German page; and the four catalogs have the same keys.
 *
 * The web app's modules are loaded by path (they are compiled with web/tsconfig.json, not this project's).
 */
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
  // The start page, the players' pages, the history, the details, the Belgian panel, pairing by hand.
  'Add',
  'Edit',
  'Remove',
  'Withdraw',
  'History',
  'Restore',
  'Cancel',
  'Check',
  'Warning',
  'player',
  'players',
  'Import',
  'Tournament',
  'Tournaments',
  'Show',
  'deleted',
  'Ranks',
  'When',
  'Who',
  'What',
  'Breakdown',
  'Points',
  'Directors',
  'director',
  'unrated',
  'nobody',
  'own',
  'win',
  'draw',
  'loss',
  'Birth',
  'First',
  'Last',
  'day',
  'games',
  'list',
];
const OWN_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: [],
  // Flemish clubs write "bye", "rating" and "tie-break" (KBSB); "of" is Dutch (or).
  // "Delete" is the key's name on a Belgian or Dutch keyboard.
  nl: ['Bye', 'bye', 'rating', 'Rating', 'Tie-breaks', 'tie-break', 'Seed', 'seed', 'of', 'Delete'],
  // French writes "points", "absent"; "bye" as the FIDE handbook's French text (C.07 16.2: bye demandé).
  fr: ['absent', 'Performance', 'points', 'Points', 'bye'],
  // "lost" is German too (losen: to draw lots).
  de: ['Name', 'lost'],
};

/** The text a reader sees: tags, the setting keys in <code> (the file's own words) and the given names taken out. */
function visibleText(html: string, names: readonly string[]): string {
  let text = html
    .replace(/<code>[^<]*<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
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
  /** The director's other pages' data, as the server answers it. */
  readonly progress: unknown;
  readonly history: { versions: { summary: string }[] };
  readonly access: unknown;
  readonly belgian: unknown;
  /** A player's page: the first player, and the one with an absence (with their score's breakdown, if the system explains scores). */
  readonly pagesOf: readonly { player: number; explanation?: unknown }[];
}

/** The start page's data and the session, as the server answers them. */
interface Home {
  readonly session: { director: string; clubs: unknown[] };
  readonly list: unknown;
  readonly deleted: unknown;
  readonly playerList: unknown;
  readonly systems: unknown;
  /** The refusals of a player with a rating out of range and with a FIDE id that is not one, as the API answers them. */
  readonly refusals: Readonly<Record<'rating' | 'fideId', { status: number; code: string; message: string; details?: unknown }>>;
}

/** A tournament of each system, played through the server's API as a director would: players, two rounds (one for a round robin), results, an absence. */
async function buildAll(): Promise<{ built: Built[]; home: Home }> {
  const { store, call: request } = await directorApp(mkdtempSync(join(tmpdir(), 'arbiter-i18n-')));
  const call = jsonCalls(request);
  /** A player's refusal, as the API answers it: the status and the error's code, message and details. */
  const refused = async (path: string, body: unknown) => {
    const res = await request('POST', path, body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    return { status: res.status, ...((await res.json()) as { error: object }).error } as Record<string, unknown>;
  };
  const systems: [string, number, number][] = [
    ['keizer', 7, 2],
    ['elo-points', 7, 2],
    ['swiss-dutch', 8, 2],
    ['swiss-dubov', 8, 2],
    ['swiss-burstein', 8, 2],
    ['swiss-lim', 8, 2],
    ['double-swiss', 8, 2],
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
      plannedRounds: system === 'round-robin' ? undefined : system === 'double-swiss' ? 6 : 5,
      details: { place: 'Leuven', startDate: '2026-03-13', endDate: '2026-03-15', chiefArbiter: 'Peeters, An' },
    });
    const T = `/api/tournaments/${id}`;
    for (let i = 0; i < players; i++) await call('POST', `${T}/players`, { name: PLAYERS[i], rating: 2000 - 50 * i });
    // One round without a game of the club's or C.07's kind (an excused absence, a requested half-point bye).
    // (A round robin and DO-TO-HO fix every round: a player who cannot come loses by forfeit.)
    const absence = { keizer: 'excused', 'elo-points': 'club-duty', 'swiss-dutch': 'half-bye', 'swiss-dubov': 'half-bye', 'swiss-burstein': 'half-bye', 'swiss-lim': 'half-bye' }[
      system
    ];
    if (absence) await call('PUT', `${T}/absences/${players}`, { kind: absence, round: 1 });
    for (let r = 1; r <= rounds; r++) {
      const v = (await call('POST', `${T}/rounds`, { mode: 'auto' })) as { tournament: { rounds: { games: { board: number }[] }[] } };
      const games = v.tournament.rounds[r - 1]!.games;
      for (const g of games) await call('PUT', `${T}/rounds/${r}/games/${g.board}`, { result: ['1-0', '1/2-1/2', '0-1'][g.board % 3] });
    }
    const view = await call('GET', T);
    const fixed = (view.system as { fixedSchedule: boolean }).fixedSchedule;
    const explains = (view.system as { explainsScores: boolean }).explainsScores;
    const pagesOf = [];
    for (const player of absence ? [1, players] : [1]) pagesOf.push({ player, ...(explains ? { explanation: await call('GET', `${T}/players/${player}/explain`) } : {}) });
    built.push({
      system,
      view,
      standings: await call('GET', `${T}/standings`),
      before: await call('GET', `${T}/standings?after=${rounds - 1}`),
      schedule: fixed ? ((await call('GET', `${T}/schedule`)) as { rounds: unknown }).rounds : undefined,
      progress: await call('GET', `${T}/progress`),
      history: (await call('GET', `${T}/history`)) as unknown as Built['history'],
      access: await call('GET', `${T}/directors`),
      belgian: await call('GET', `${T}/belgian-elo/check?rounds=1`),
      pagesOf,
    });
  }
  // A tournament deleted (the start page lists it), and a player refused for his rating (a field's error).
  await call('POST', '/api/tournaments', { name: 'Oud toernooi', id: 'oud', system: 'keizer' });
  const refusals = {
    rating: await refused('/api/tournaments/oud/players', { name: 'Peeters, An', rating: 5000 }),
    fideId: await refused('/api/tournaments/oud/players', { name: 'Peeters, An', fideId: '12x' }),
  } as unknown as Home['refusals'];
  await call('DELETE', '/api/tournaments/oud', {});
  const home: Home = {
    session: (await call('GET', '/api/session')) as unknown as Home['session'],
    list: await call('GET', '/api/tournaments'),
    deleted: await call('GET', '/api/deleted'),
    playerList: await call('GET', '/api/playerlist?q='),
    systems: await call('GET', '/api/systems'),
    refusals,
  };
  store.close();
  return { built, home };
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
  let home: Home;
  let pages: Record<string, Component> = {};
  let missingKeys: Set<string>;
  beforeAll(async () => {
    ({ built, home } = await buildAll());
    ({ h, renderToString } = await preact());
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
      SetupPage: (await web('pages/login.tsx')).SetupPage,
      DirectorHome: (await web('pages/home.tsx')).DirectorHome,
      PlayersPage: (await web('pages/players.tsx')).PlayersPage,
      PlayerPage: (await web('pages/player.tsx')).PlayerPage,
      ChartPage: (await web('pages/chart.tsx')).ChartPage,
      HistoryPage: (await web('pages/history.tsx')).HistoryPage,
      DetailsEditor: (await web('pages/details.tsx')).DetailsEditor,
      BelgianEloPanel: (await web('pages/belgianElo.tsx')).BelgianEloPanel,
      ManualPairing: (await web('pages/manualPairing.tsx')).ManualPairing,
      CreatePage: (await web('pages/create.tsx')).CreatePage,
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
      ['first director (setup)', inLang('SetupPage', { token: null })],
      ['new tournament of this system', inLang('CreatePage', { preload: home.systems, system: b.system })],
      ['players page, a player being edited', inLang('PlayersPage', { state, view, editing: 1 })],
      ...b.pagesOf.map((p): [string, string] => [
        `player page of ${p.player}${p.explanation ? ' with the breakdown of the score' : ''}`,
        inLang('PlayerPage', { view, player: p.player, preload: { explanation: p.explanation, progress: b.progress } }),
      ]),
      ['chart', inLang('ChartPage', { view, preload: b.progress })],
      ['history and directors', inLang('HistoryPage', { state, id: view.id, revision: view.revision, preload: { versions: b.history.versions, access: b.access } })],
      ['details editor (open)', inLang('DetailsEditor', { state, view, open: true })],
      ['Belgian rating report', inLang('BelgianEloPanel', { id: view.id, rounds, preload: b.belgian })],
      [
        'pairing by hand',
        inLang('ManualPairing', {
          id: view.id,
          t: view.tournament,
          players: (view.tournament as { players: { id: number }[] }).players.map((p) => p.id),
          initial: [],
          onSave: async () => undefined,
        }),
      ],
    ];
  };

  /** The start page of a director of the club (its tournaments, the deleted one, the player list, his club's directors). */
  const renderHome = (lang: Language): string =>
    renderToString(
      h(
        pages.InLanguage!,
        { lang },
        h(pages.DirectorHome!, { me: 'anna', clubs: home.session.clubs, preload: { list: home.list, deleted: home.deleted, playerList: home.playerList } }),
      ),
    );

  for (const lang of LANGUAGES)
    it(`${lang}: no key missing, ${lang === 'en' ? 'the English words' : 'no English word left'}`, () => {
      expect(built.map((b) => b.system)).toEqual(['keizer', 'elo-points', 'swiss-dutch', 'swiss-dubov', 'swiss-burstein', 'swiss-lim', 'double-swiss', 'round-robin', 'dotoho']);
      missingKeys.clear();
      const found: string[] = [];
      const homeHtml = renderHome(lang);
      expect(homeHtml).toContain('Oud toernooi'); // the deleted tournament is listed
      for (const b of built)
        for (const [page, html] of [...renderAll(b, lang), ['start page', homeHtml] as [string, string]]) {
          const text = visibleText(html, [...PLAYERS, TOURNAMENT, 'Leuven', 'Oud toernooi', 'anna']);
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

describe("the engine's and the server's English, read back into the reader's language (issue 33)", () => {
  // The notes as the Keizer engine writes them (src/scoring/keizer.ts; the same texts its tests expect,
  // keizer.test.ts and keizerVariants.test.ts), and their Dutch, French and German written out by hand.
  const NOTES: [string, Record<'nl' | 'fr' | 'de', string>][] = [
    [
      'not present, not announced; unexcused: 1/10 of the own value (unexcused-fraction)',
      {
        nl: 'niet aanwezig, niet verwittigd; onverontschuldigd: 1/10 van de eigen waarde (unexcused-fraction)',
        fr: 'pas présent, pas annoncé; non excusée : 1/10 de la valeur propre (unexcused-fraction)',
        de: 'nicht anwesend, nicht abgemeldet; unentschuldigt: 1/10 des Eigenwerts (unexcused-fraction)',
      },
    ],
    ['not signed up', { nl: 'niet ingeschreven voor de avond', fr: 'pas inscrit pour la soirée', de: 'für den Abend nicht angemeldet' }],
    [
      '3rd excused absence, from the 3rd on credited as unexcused (excused-limit 3)',
      {
        nl: 'verontschuldigde afwezigheid nr. 3, vanaf nr. 3 geteld als onverontschuldigd (excused-limit)',
        fr: 'absence excusée n° 3, comptée comme non excusée à partir du n° 3 (excused-limit)',
        de: 'entschuldigte Abwesenheit Nr. 3, ab Nr. 3 als unentschuldigt gewertet (excused-limit)',
      },
    ],
    ['2nd absence: 1/4', { nl: 'afwezigheid nr. 2: 1/4', fr: 'absence n° 2 : 1/4', de: 'Abwesenheit Nr. 2: 1/4' }],
  ];

  it('a note of the score breakdown, part by part; a part it does not know stays English, marked', async () => {
    const { translator } = await web('i18n/index.tsx');
    const { noteParts } = await web('pages/explainWords.ts');
    for (const [note, want] of NOTES)
      for (const lang of ['nl', 'fr', 'de'] as const) {
        const parts = noteParts(note, translator(lang)) as { text: string; english: boolean }[];
        expect(parts.map((p) => p.text).join('; '), `${lang}: ${note}`).toBe(want[lang]);
        expect(parts.every((p) => !p.english)).toBe(true);
      }
    expect(noteParts('a note of a later version', translator('de'))).toEqual([{ text: 'a note of a later version', english: true }]);
    expect(noteParts('not signed up', translator('en'))).toEqual([{ text: 'not signed up', english: false }]);
  });

  it("the history's record of a change (src/core/changes.ts's words), part by part", async () => {
    const { translator } = await web('i18n/index.tsx');
    const { summaryParts } = await web('pages/historyWords.ts');
    const read = (summary: string, lang: Language) => (summaryParts(summary, translator(lang)) as { text: string }[]).map((p) => p.text).join('; ');
    expect(read('round 2 board 3: 1-0 (Claes, Eva – Maes, Lotte)', 'nl')).toBe('ronde 2 bord 3: 1-0 (Claes, Eva – Maes, Lotte)');
    expect(read('Claes, Eva: excused in round 1', 'fr')).toBe('Claes, Eva : absent excusé à la ronde 1');
    expect(read('created the tournament (keizer, 0 players)', 'de')).toBe('Turnier angelegt (Keizer, 0 Spieler)');
    expect(read('renamed to "Club 2027"; archived', 'nl')).toBe('hernoemd tot “Club 2027”; gearchiveerd');
    expect(read('round 4 board 1: result cleared (Peeters, An – Janssens, Jan)', 'de')).toBe('Runde 4 Brett 1: Ergebnis gelöscht (Peeters, An – Janssens, Jan)');
  });

  it("an error names the field in the reader's language (the server refuses a rating of 5000 and a FIDE id 12x)", async () => {
    const { translator } = await web('i18n/index.tsx');
    const { errorMessage } = await web('common.tsx');
    const { ApiError } = await web('api.ts');
    const { rating, fideId } = (await buildAll()).home.refusals;
    // The request's form is refused (400) naming the field; the field rules (core/fields.ts) refuse with a field's code.
    expect(rating).toMatchObject({ status: 400, code: 'bad-request', details: { fields: ['rating'] } });
    expect(fideId).toMatchObject({ status: 422, code: 'field.format', details: { field: 'FIDE id' } });
    const asError = (r: typeof rating) => new ApiError(r.status, r.code, r.message, r.details);
    // Hand-written: the catalogs' sentences with the field's name in each language.
    const cases: [typeof rating, Language, string][] = [
      [rating, 'nl', 'Rating: geen geldige waarde (zie hieronder).'],
      [rating, 'fr', 'Elo : valeur non valable (voir ci-dessous).'],
      [rating, 'de', 'Wertung: kein gültiger Wert (siehe unten).'],
      [fideId, 'nl', 'FIDE-id: niet in de verwachte vorm.'],
      [fideId, 'fr', 'Identifiant FIDE : pas dans la forme attendue.'],
      [fideId, 'de', 'FIDE-ID: nicht in der erwarteten Form.'],
    ];
    for (const [refused, lang, text] of cases) {
      expect(errorMessage(asError(refused), translator(lang)).text, `${lang} ${refused.code}`).toBe(text);
      // The server's exact words (the limit, the value) stay beside it, in English.
      expect(errorMessage(asError(refused), translator(lang)).server).toBe(refused.message);
    }
    expect(errorMessage(asError(rating), translator('en')).text).toBe(rating.message);
    // A code the catalogs know: the whole message.
    expect(errorMessage(new ApiError(401, 'bad-login', 'the name or the password is wrong'), translator('fr')).text).toBe('Le nom ou le mot de passe est faux.');
  });
});
