import type { ManualWord } from '../../src/pairing/manual.js';
import { CATALOGS, type Translator } from './i18n/index.js';

/** A break of a pairing made by hand as the web app receives it (src/pairing/manual.ts), or an older server's sentence. */
export type ManualWordLike = (Pick<ManualWord, 'code' | 'message'> & { readonly values?: Readonly<Record<string, unknown>> }) | string;

const known = (code: string): code is keyof typeof CATALOGS.en.manualWords => Object.hasOwn(CATALOGS.en.manualWords, code);
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const colour = (tr: Translator, v: unknown): string => (v === 'white' || v === 'black' ? tr.t(`manualWords.${v}`) : text(v));

/** The repeat rule in the reader's words: its kind and count, and the period of the round when the season has more. */
function ruleWords(tr: Translator, values: Readonly<Record<string, unknown>>): { rule: string; period: string } {
  const kind = values.rule === 'not-within' || values.rule === 'at-most' ? values.rule : 'never';
  const rule = tr.t(`manualWords.rule-${kind}`, { count: text(values.count) });
  const period = values.period === undefined ? '' : tr.t('manualWords.period', { period: text(values.period), periods: text(values.periods) });
  return { rule, period };
}

/**
 * One break of a pairing made by hand in the reader's language, by its code with its values (names, rounds,
 * colours, counts); `lang` is "en" only when the code is unknown (an older or newer server) and its English
 * sentence is shown as it is.
 */
export function manualWordText(tr: Translator, word: ManualWordLike): { text: string; lang: string } {
  if (typeof word === 'string') return { text: word, lang: 'en' };
  if (!known(word.code)) return { text: word.message, lang: 'en' };
  const v = word.values ?? {};
  const players = Array.isArray(v.players) ? new Intl.ListFormat(tr.lang, { type: 'conjunction' }).format(v.players.map(text)) : '';
  const absence = typeof v.absence === 'string' ? tr.t(`absence.${v.absence}`) : '';
  const other = v.colour === 'white' ? 'black' : 'white';
  const values = {
    ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, text(x)])),
    ...(word.code === 'rematch' ? ruleWords(tr, v) : {}),
    colour: colour(tr, v.colour),
    other: colour(tr, other),
    players,
    absence,
  };
  return { text: tr.t(`manualWords.${word.code}`, values), lang: tr.lang };
}
