import { describe, expect, it, beforeAll } from 'vitest';
import { MANUAL_WORD_CODES, type ManualWord } from '../../src/pairing/manual.js';
import type { Language } from '../../src/core/language.js';
import { webModule as web } from '../webRender.js';

/**
 * Issue 33: every break of a pairing made by hand (src/pairing/manual.ts, one code each) is worded by the web
 * app in the reader's language with its values: the expected sentences are the catalogs' texts filled in by
 * hand (nl, fr, de, en), so a code without a catalog entry, a value left out or an English word shows here.
 */
type Tr = { lang: Language };
let translator: (l: Language) => Tr;
let manualWordText: (tr: Tr, w: ManualWord | string) => { text: string; lang: string };
let missingKeys: Set<string>;

const w = (code: ManualWord['code'], values: ManualWord['values']): ManualWord => ({ code, message: `English ${code}`, values });

// [word, nl, fr, de, en]
const CASES: readonly (readonly [ManualWord, string, string, string, string])[] = [
  [w('no-player', { player: 12 }), 'er is geen speler 12', 'il n’y a pas de joueur 12', 'es gibt keinen Spieler 12', 'there is no player 12'],
  [w('paired-twice', { player: 'Jansen' }), 'Jansen is twee keer gepaard', 'Jansen est apparié deux fois', 'Jansen ist zweimal gepaart', 'Jansen is paired twice'],
  [
    w('joins-later', { player: 'Bakker', joined: 3, round: 2 }),
    'Bakker komt pas in ronde 3 in de competitie en kan in ronde 2 niet spelen',
    'Bakker entre dans le tournoi à la ronde 3 et ne peut pas jouer à la ronde 2',
    'Bakker steigt erst in Runde 3 ein und kann in Runde 2 nicht spielen',
    'Bakker joins in round 3 and cannot play in round 2',
  ],
  [
    w('withdrawn', { player: 'Bakker', from: 4 }),
    'Bakker heeft zich teruggetrokken (vanaf ronde 4)',
    'Bakker s’est retiré (à partir de la ronde 4)',
    'Bakker hat sich zurückgezogen (ab Runde 4)',
    'Bakker has withdrawn (from round 4)',
  ],
  [
    w('absent', { player: 'Jansen', round: 5, absence: 'excused' }),
    'Jansen heeft zich voor ronde 5 afgemeld (verontschuldigd afwezig)',
    'Jansen est annoncé absent à la ronde 5 (absent excusé)',
    'Jansen ist für Runde 5 abgemeldet (entschuldigt abwesend)',
    'Jansen is announced absent in round 5 (absent, excused)',
  ],
  [
    w('not-signed-up', { player: 'Jansen', round: 1 }),
    'Jansen heeft zich niet voor ronde 1 aangemeld',
    'Jansen ne s’est pas inscrit pour la ronde 1',
    'Jansen hat sich für Runde 1 nicht angemeldet',
    'Jansen has not signed up for round 1',
  ],
  [
    w('plays-himself', { player: 'Jansen' }),
    'Jansen kan niet tegen zichzelf spelen',
    'Jansen ne peut pas jouer contre lui-même',
    'Jansen kann nicht gegen sich selbst spielen',
    'Jansen cannot play himself',
  ],
  [
    w('rematch', { white: 'Jansen', black: 'Bakker', rounds: '1, 2', rule: 'never', count: 0 }),
    'Jansen en Bakker speelden al tegen elkaar (ronde 1, 2): tegen de regel voor herhaalde partijen (spelers treffen elkaar nooit twee keer)',
    'Jansen et Bakker se sont déjà rencontrés (ronde 1, 2) : contraire à la règle des rencontres répétées (deux joueurs ne se rencontrent jamais deux fois)',
    'Jansen und Bakker haben schon gegeneinander gespielt (Runde 1, 2): gegen die Wiederholungsregel (zwei Spieler treffen nie zweimal aufeinander)',
    'Jansen and Bakker met before (round 1, 2): against the repeat rule (players never meet twice)',
  ],
  [
    w('rematch', { white: 'Jansen', black: 'Bakker', rounds: '3', rule: 'not-within', count: 6, period: 1, periods: 2 }),
    'Jansen en Bakker speelden al tegen elkaar (ronde 3): tegen de regel voor herhaalde partijen (geen nieuwe partij binnen 6 ronden, binnen periode 1 van 2)',
    'Jansen et Bakker se sont déjà rencontrés (ronde 3) : contraire à la règle des rencontres répétées (pas de nouvelle rencontre dans les 6 rondes, dans la période 1 sur 2)',
    'Jansen und Bakker haben schon gegeneinander gespielt (Runde 3): gegen die Wiederholungsregel (keine erneute Partie innerhalb von 6 Runden, innerhalb von Abschnitt 1 von 2)',
    'Jansen and Bakker met before (round 3): against the repeat rule (no rematch within 6 rounds, within period 1 of 2)',
  ],
  [
    w('rematch', { white: 'Jansen', black: 'Bakker', rounds: '2', rule: 'at-most', count: 2 }),
    'Jansen en Bakker speelden al tegen elkaar (ronde 2): tegen de regel voor herhaalde partijen (hoogstens 2 partijen tussen dezelfde spelers)',
    'Jansen et Bakker se sont déjà rencontrés (ronde 2) : contraire à la règle des rencontres répétées (au plus 2 parties entre les mêmes joueurs)',
    'Jansen und Bakker haben schon gegeneinander gespielt (Runde 2): gegen die Wiederholungsregel (höchstens 2 Partien zwischen denselben Spielern)',
    'Jansen and Bakker met before (round 2): against the repeat rule (at most 2 games between the same players)',
  ],
  [
    w('colour-streak', { player: 'Jansen', colour: 'white', times: 3 }),
    'Jansen krijgt 3 keer op rij wit',
    'Jansen a les Blancs 3 fois de suite',
    'Jansen bekommt 3-mal in Folge Weiß',
    'Jansen gets white 3 times in a row',
  ],
  [w('several-byes', { count: 2 }), '2 spelers krijgen een bye', '2 joueurs sont exempts', '2 Spieler bekommen ein Freilos', '2 players get the bye'],
  [
    w('left-out', { players: ['Jansen', 'Bakker', 'Smit'] }),
    'aanwezig maar niet gepaard: Jansen, Bakker en Smit (meld hem af, of geef hem de bye)',
    'présents mais non appariés : Jansen, Bakker et Smit (annoncez une absence, ou donnez l’exemption)',
    'anwesend, aber nicht gepaart: Jansen, Bakker und Smit (melden Sie ihn ab oder geben Sie ihm das Freilos)',
    'present but not paired: Jansen, Bakker, and Smit (announce an absence, or give the bye)',
  ],
  [
    w('fide-rematch', { white: 'Jansen', black: 'Bakker', rounds: '1' }),
    'Jansen en Bakker speelden al tegen elkaar in ronde 1 (C.04.3 C1: geen tweede partij)',
    'Jansen et Bakker se sont rencontrés à la ronde 1 (C.04.3 C1 : pas de seconde rencontre)',
    'Jansen und Bakker haben in Runde 1 gegeneinander gespielt (C.04.3 C1: keine zweite Partie)',
    'Jansen and Bakker met in round 1 (C.04.3 C1: no rematch)',
  ],
  [
    w('fide-second-bye', { player: 'Smit' }),
    'Smit had al een bye of een winst zonder te spelen (C.04.3 C2: geen tweede bye door de paring)',
    'Smit a déjà été exempt ou a déjà gagné sans jouer (C.04.3 C2 : pas de seconde exemption par l’appariement)',
    'Smit hatte schon ein Freilos oder einen kampflosen Sieg (C.04.3 C2: kein zweites Freilos durch die Paarung)',
    'Smit already had a bye or a win without playing (C.04.3 C2: no second pairing-allocated bye)',
  ],
  [
    w('fide-colour-difference', { player: 'Smit', count: 3, colour: 'black' }),
    'Smit zou 3 partijen meer met zwart dan met wit hebben (C.04.1 6)',
    'Smit aurait 3 parties de plus avec les Noirs qu’avec les Blancs (C.04.1 6)',
    'Smit hätte 3 Partien mehr mit Schwarz als mit Weiß (C.04.1 6)',
    'Smit would have 3 more games with black than with white (C.04.1 6)',
  ],
  [
    w('fide-colour-streak', { player: 'Smit', colour: 'black' }),
    'Smit zou drie keer op rij zwart krijgen (C.04.1 7)',
    'Smit aurait les Noirs trois fois de suite (C.04.1 7)',
    'Smit bekäme dreimal in Folge Schwarz (C.04.1 7)',
    'Smit would get black three times in a row (C.04.1 7)',
  ],
];

describe('the breaks of a pairing made by hand in the reader’s language (issue 33)', () => {
  beforeAll(async () => {
    const i18n = await web('i18n/index.tsx');
    translator = i18n.translator;
    missingKeys = i18n.missingKeys;
    manualWordText = (await web('manualWords.ts')).manualWordText;
  });

  it('has a case for every code', () => {
    expect(new Set(CASES.map(([x]) => x.code))).toEqual(new Set(MANUAL_WORD_CODES));
  });

  it.each(CASES)('%o in nl, fr, de and en', (word, nl, fr, de, en) => {
    const expected: Record<Language, string> = { nl, fr, de, en };
    for (const lang of ['nl', 'fr', 'de', 'en'] as const) expect(manualWordText(translator(lang), word), lang).toEqual({ text: expected[lang], lang });
    expect([...missingKeys]).toEqual([]);
  });

  it('an unknown code (a newer server) or a plain sentence (an older one) is shown in English, marked so', () => {
    const unknown = { code: 'something-new', message: 'Jansen breaks a new rule', values: {} } as unknown as ManualWord;
    expect(manualWordText(translator('nl'), unknown)).toEqual({ text: 'Jansen breaks a new rule', lang: 'en' });
    expect(manualWordText(translator('de'), 'Jansen is paired twice')).toEqual({ text: 'Jansen is paired twice', lang: 'en' });
  });
});

describe('the description of an imported player list in the reader’s language (issue 33)', () => {
  let describeList: (tr: Tr, s: Record<string, unknown>) => string;
  beforeAll(async () => {
    describeList = (await web('playerListWords.ts')).describeList;
  });
  const base = { columns: [], ignored: [], rows: 1, skipped: [] };
  // [source (src/formats/playerList.ts ListSource), nl, fr, de, en]
  it.each([
    [
      { ...base, format: 'csv', encoding: 'UTF-8 with BOM', separator: ';', header: ['Naam'] },
      'CSV, gescheiden door puntkomma’s, met een kopregel, UTF-8 met BOM',
      'CSV, séparé par des points-virgules, avec une ligne d’en-tête, UTF-8 avec BOM',
      'CSV, durch Semikolons getrennt, mit Kopfzeile, UTF-8 mit BOM',
      'CSV, semicolon-separated, with a header row, UTF-8 with BOM',
    ],
    [
      { ...base, format: 'csv', encoding: 'Windows-1252', separator: '\t' },
      'CSV, gescheiden door tabs, zonder kopregel (de kolommen van keizer.md §6), Windows-1252',
      'CSV, séparé par des tabulations, sans ligne d’en-tête (les colonnes de keizer.md §6), Windows-1252',
      'CSV, durch Tabulatoren getrennt, ohne Kopfzeile (die Spalten aus keizer.md §6), Windows-1252',
      'CSV, tab-separated, without a header row (keizer.md §6 columns), Windows-1252',
    ],
    [
      { ...base, format: 'fide-txt', encoding: 'UTF-8', ratingList: 'rapid' },
      'de FIDE-ratinglijst (TXT, rapid), UTF-8',
      'la liste de classement FIDE (TXT, cadence rapide), UTF-8',
      'die FIDE-Elo-Liste (TXT, Bedenkzeit Schnellschach), UTF-8',
      'the FIDE rating list (TXT, rapid ratings), UTF-8',
    ],
    [
      { ...base, format: 'fide-xml', encoding: 'UTF-8' },
      'de FIDE-ratinglijst (XML), UTF-8',
      'la liste de classement FIDE (XML), UTF-8',
      'die FIDE-Elo-Liste (XML), UTF-8',
      'the FIDE rating list (XML), UTF-8',
    ],
  ])('%o', (source, nl, fr, de, en) => {
    const expected: Record<Language, string> = { nl, fr, de, en };
    for (const lang of ['nl', 'fr', 'de', 'en'] as const) expect(describeList(translator(lang), source), lang).toBe(expected[lang]);
    expect([...missingKeys]).toEqual([]);
  });

  it('in English, as the server describes the file (describeSource)', async () => {
    const { describeSource } = await import('../../src/formats/playerList.js');
    const source = { ...base, format: 'csv', encoding: 'UTF-8', separator: ',', header: ['Name'] } as const;
    expect(describeList(translator('en'), source)).toBe(describeSource(source));
  });
});

describe('why the next round cannot be paired when every planned round is paired (issue 33)', () => {
  it('the core names the planned rounds in its details; the page says it in the reader’s language', async () => {
    const { readyToPair } = await import('../../src/core/tournamentOps.js');
    const t = { plannedRounds: 5, rounds: Array.from({ length: 5 }, (_, i) => ({ number: i + 1, games: [], byes: [] })), settings: { system: 'keizer' } };
    const ready = readyToPair(t as never);
    expect(ready.ok ? undefined : (ready.error as { details?: unknown }).details).toEqual({ planned: 5 });
    const expected: Record<Language, string> = {
      nl: 'Alle 5 geplande ronden zijn gepaard.',
      fr: 'Les 5 rondes prévues sont toutes appariées.',
      de: 'Alle 5 geplanten Runden sind gepaart.',
      en: 'All 5 planned rounds are paired.',
    };
    for (const lang of ['nl', 'fr', 'de', 'en'] as const)
      expect((translator(lang) as Tr & { t: (k: string, v: object) => string }).t('round.allPaired', { count: 5 }), lang).toBe(expected[lang]);
    expect([...missingKeys]).toEqual([]);
  });
});
