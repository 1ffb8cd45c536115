import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '../../src/core/language.js';
import { directorApp, jsonCalls } from '../directorApp.js';
import { webModule as web, type Component, preact } from '../webRender.js';

/**
 * Issue 35: Koya with its limit moved by any number of half-points (C.07 14.5; FIDE's list MTB26: `KS/Lx`,
 * "any reasonable value") is computed; the catalogs name ±1 and ±2 one by one, and beyond them a title takes
 * the number. KS/L+3 and KS/L-4 in a round robin's standings header, the key below it and the settings'
 * tie-break list, rendered (server-side) in each language: the title, never the raw name, no key missing.
 */

// The titles as each language writes a Koya limit (the ±2 titles of the catalogs with the number changed).
const TITLES: Record<Language, { plus3: string; minus4: string }> = {
  en: { plus3: 'Koya system, limit 3 half-points higher', minus4: 'Koya system, limit 4 half-points lower' },
  nl: { plus3: 'Koya-systeem, grens 3 halve punten hoger', minus4: 'Koya-systeem, grens 4 halve punten lager' },
  fr: { plus3: 'Système Koya, limite relevée de 3 demi-points', minus4: 'Système Koya, limite abaissée de 4 demi-points' },
  de: { plus3: 'Koya-Wertung, Grenze 3 halbe Punkte höher', minus4: 'Koya-Wertung, Grenze 4 halbe Punkte tiefer' },
};

describe('Koya limits beyond ±2 (KS/L+3, KS/L-4) have titles in every language', () => {
  let html: (lang: Language, c: Component, props: Record<string, unknown>) => string;
  let missingKeys: Set<string>;
  let components: Record<'StandingsTable' | 'TiebreakKey' | 'SettingInput', Component>;
  let standings: { tiebreaks: string[]; tiebreakInfo: { name: string; acronym: string }[] };
  let option: Record<string, unknown>;

  beforeAll(async () => {
    const { store, call: request } = await directorApp(mkdtempSync(join(tmpdir(), 'arbiter-koya-')));
    const call = jsonCalls(request);
    await call('POST', '/api/tournaments', { name: 'Koya', id: 'koya', system: 'round-robin', settings: { tiebreaks: 'koya-plus3,koya-minus4,koya-plus2' } });
    for (const name of ['A', 'B', 'C', 'D']) await call('POST', '/api/tournaments/koya/players', { name });
    await call('POST', '/api/tournaments/koya/rounds', { mode: 'auto' });
    standings = (await call('GET', '/api/tournaments/koya/standings')) as typeof standings;
    const systems = (await call('GET', '/api/systems')) as unknown as { system: string; options: { key: string }[] }[];
    option = systems.find((s) => s.system === 'round-robin')!.options.find((o) => o.key === 'tiebreaks')!;
    store.close();
    const { h, renderToString } = await preact();
    const i18n = await web('i18n/index.tsx');
    missingKeys = i18n.missingKeys;
    const page = await web('pages/standings.tsx');
    components = { StandingsTable: page.StandingsTable, TiebreakKey: page.TiebreakKey, SettingInput: (await web('pages/settingInput.tsx')).SettingInput };
    html = (lang, c, props) => renderToString(h(i18n.InLanguage, { lang }, h(c, props)));
  });

  it('the server names them by their acronyms (C.07 14.5)', () => {
    expect(standings.tiebreakInfo.map((tb) => tb.acronym)).toEqual(['KS-L+3', 'KS-L-4', 'KS-L+2']);
  });

  it.each(Object.entries(TITLES) as [Language, { plus3: string; minus4: string }][])('%s: the header, the key and the settings list', (lang, titles) => {
    missingKeys.clear();
    const header = html(lang, components.StandingsTable, { id: 'koya', standings });
    expect(header).toContain(`<abbr title="${titles.plus3}">KS-L+3</abbr>`);
    expect(header).toContain(`<abbr title="${titles.minus4}">KS-L-4</abbr>`);
    const key = html(lang, components.TiebreakKey, { standings });
    expect(key).toContain(`<dt>KS-L+3</dt><dd>${titles.plus3} (C.07 9.2, 14.5)</dd>`);
    expect(key).toContain(`<dt>KS-L-4</dt><dd>${titles.minus4} (C.07 9.2, 14.5)</dd>`);
    const list = html(lang, components.SettingInput, { id: 'tb', option, value: standings.tiebreaks.join(','), onChange: () => undefined });
    expect(list).toContain(`<abbr title="koya-plus3">KS-L+3</abbr> ${titles.plus3}`);
    expect(list).toContain(`<abbr title="koya-minus4">KS-L-4</abbr> ${titles.minus4}`);
    // The ±2 the catalogs name one by one stay as they are.
    expect(list).toContain(`<abbr title="koya-plus2">KS-L+2</abbr> ${titles.plus3.replace('3', '2')}`);
    for (const text of [header, key, list]) expect(text).not.toMatch(/>[^<]*koya-(plus|minus)\d/);
    expect([...missingKeys]).toEqual([]);
  });
});
