import type { Explanation } from '../api.js';
import type { Translator } from '../i18n/index.js';

/**
 * The words of a score's breakdown (keizer.md §2–3, issue 32) in the reader's language: the kind of each
 * line, which ranking's values scored the rounds, and the line's note. The engine writes its notes in
 * English (the CLI's words, `src/scoring/keizer.ts`), parts joined by "; "; each part it writes is read back
 * here into a catalog sentence. A part not known here stays English, marked so (`english`).
 */

/** A score line's kind in words (`explain.item.*`, the kinds of SCORE_ITEM_WORDS); an unknown kind as it is. */
export function itemWords(kind: string, { t }: Translator): string {
  return t(`explain.item.${kind}`, { defaultValue: kind });
}

/** Which ranking's values scored the explanation's rounds (valuesFromWords in the reader's language). */
export function valuesFromText(ex: Pick<Explanation, 'afterRound' | 'valuesFrom' | 'items'>, { t }: Translator): string {
  const k = ex.afterRound;
  const from = ex.valuesFrom;
  const at = from.afterRound ?? k;
  const rounds = t('explain.rounds', { count: k });
  const ranking = at === 0 ? t('explain.initialRanking') : t('explain.rankingAfter', { n: at });
  if (k === 0) return t('explain.noRound');
  switch (from.kind) {
    case 'standings':
      return at === k
        ? t('explain.fromThis', { rounds, n: k })
        : t('explain.fromStandings', { rounds, ranking, after: at === 0 ? t('explain.round0') : t('explain.roundN', { n: at }) });
    case 'adjusted':
      return t('explain.fromAdjusted', { rounds, ranking });
    case 'extra-pass':
      return t('explain.fromExtraPass', { rounds, n: at });
    case 'cycle-mean':
      return t('explain.fromCycle', { rounds });
    case 'capped':
      return t('explain.fromCapped', { rounds });
    case 'before-each-round':
      return t('explain.beforeEach') + (ex.items.some((i) => i.kind === 'own-value') ? t('explain.ownToday') : '');
  }
}

/** One part of a note: its catalog key and values, matched on the engine's English words. */
const NOTE_PARTS: readonly [RegExp, string, (m: RegExpExecArray) => Record<string, string>][] = [
  [/^not present, not announced$/, 'notAnnounced', () => ({})],
  [/^not signed up$/, 'notSignedUp', () => ({})],
  [/^signed up, not paired$/, 'signedUpNotPaired', () => ({})],
  [/^unexcused absence$/, 'unexcusedAbsence', () => ({})],
  [/^no credit before the first game$/, 'beforeFirstGame', () => ({})],
  [/^unexcused: (\S+) of the own value \(unexcused-fraction\)$/, 'unexcusedShare', (m) => ({ fraction: m[1]! })],
  [/^requested half-point bye, counted as an excused absence$/, 'halfByeAsExcused', () => ({})],
  [/^late entry, counted as an excused absence$/, 'lateAsExcused', () => ({})],
  [/^requested full-point bye$/, 'fullBye', () => ({})],
  [/^no result yet$/, 'noResult', () => ({})],
  [/^pending: postponed$/, 'postponed', () => ({})],
  [/^late entry$/, 'lateEntry', () => ({})],
  [/^(\d+)\w\w excused absence, from the (\d+)\w\w on credited as unexcused \(excused-limit \d+\)$/, 'overLimit', (m) => ({ n: m[1]!, limit: m[2]! })],
  [/^(\d+)\w\w absence: 1\/(\d+)$/, 'harmonic', (m) => ({ n: m[1]!, d: m[2]! })],
  [/^(\d+)\w\w absence: (\S+) \(halving: each one half the one before\)$/, 'halving', (m) => ({ n: m[1]!, fraction: m[2]! })],
  [/^(\d+)\w\w of at most (\d+): 1\/\d+$/, 'capped', (m) => ({ n: m[1]!, count: m[2]! })],
  [/^more than (\d+) absences$/, 'overCap', (m) => ({ count: m[1]! })],
];

/** A note's parts in the reader's language; a part the catalog does not know stays English (`english`). */
export function noteParts(note: string, { t, lang }: Translator): { text: string; english: boolean }[] {
  return note.split('; ').map((part) => {
    if (lang === 'en') return { text: part, english: false };
    for (const [re, key, values] of NOTE_PARTS) {
      const m = re.exec(part);
      if (m) return { text: t(`explain.note.${key}`, values(m)), english: false };
    }
    return { text: part, english: true };
  });
}
