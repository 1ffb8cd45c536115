import type { Translator } from '../i18n/index.js';

/**
 * What changed, as the history records it (src/core/changes.ts describeChange, and the store's "restored
 * version N"), in the reader's language. The record is written in English, like the file, parts joined by
 * "; "; each part written there is read back here into a catalog sentence with the names and numbers it
 * holds. A part not known here (a pairing prohibition, a change a newer version records) stays English,
 * marked so (`english`).
 */
type Words = (m: RegExpExecArray, tr: Translator) => string;

const word =
  (key: string, values: (m: RegExpExecArray, tr: Translator) => Record<string, string | number> = () => ({})): Words =>
  (m, tr) =>
    tr.t(`historyWords.${key}`, values(m, tr));
const system = (tr: Translator, s: string) => tr.t(`system.${s}`, { defaultValue: s });
const rounds = (tr: Translator, n: string) => (n === 'none' ? tr.t('historyWords.noneSet') : n);

const PARTS: readonly [RegExp, Words][] = [
  [/^created the tournament \(([\w-]+), (\d+) players?\)$/, word('created', (m, tr) => ({ system: system(tr, m[1]!), count: Number(m[2]) }))],
  [/^renamed to "(.*)"$/, word('renamed', (m) => ({ name: m[1]! }))],
  [/^archived$/, word('archived')],
  [/^taken out of the archive$/, word('unarchived')],
  [/^planned rounds (\S+) → (\S+)$/, word('plannedRounds', (m, tr) => ({ from: rounds(tr, m[1]!), to: rounds(tr, m[2]!) }))],
  [/^no change$/, word('noChange')],
  [/^and (\d+) more$/, word('more', (m) => ({ count: Number(m[1]) }))],
  [/^system ([\w-]+) → ([\w-]+)$/, word('system', (m, tr) => ({ from: system(tr, m[1]!), to: system(tr, m[2]!) }))],
  // The settings' keys stay as the file writes them.
  [/^settings changed: (.+)$/, word('settings', (m) => ({ keys: m[1]! }))],
  [/^player (\d+) added: (.+)$/, word('playerAdded', (m) => ({ n: m[1]!, name: m[2]! }))],
  [/^(\d+) players added \((.+) … (.+)\)$/, word('playersAdded', (m) => ({ count: Number(m[1]), first: m[2]!, last: m[3]! }))],
  [/^player (\d+) removed: (.+)$/, word('playerRemoved', (m) => ({ n: m[1]!, name: m[2]! }))],
  [/^player (\d+) edited: (.+)$/, word('playerEdited', (m) => ({ n: m[1]!, name: m[2]! }))],
  [/^(.+) withdrawn from round (\d+)$/, word('withdrawn', (m) => ({ name: m[1]!, n: m[2]! }))],
  [/^(.+) reinstated$/, word('reinstated', (m) => ({ name: m[1]! }))],
  [/^round (\d+) paired$/, word('paired', (m) => ({ n: m[1]! }))],
  [/^round (\d+) paired again$/, word('pairedAgain', (m) => ({ n: m[1]! }))],
  [/^round (\d+) undone$/, word('undone', (m) => ({ n: m[1]! }))],
  [
    /^round (\d+) board (\d+): (1-0|0-1|1\/2-1\/2|\+-|-\+|--|postponed|result cleared) \((.+) – (.+)\)$/,
    word('result', (m, tr) => ({
      n: m[1]!,
      board: m[2]!,
      result: m[3] === 'result cleared' ? tr.t('historyWords.cleared') : m[3] === 'postponed' ? tr.t('round.postponed') : m[3]!,
      white: m[4]!,
      black: m[5]!,
    })),
  ],
  [/^(.+) present again in round (\d+)$/, word('presentAgain', (m) => ({ name: m[1]!, n: m[2]! }))],
  [
    /^(.+): ([a-z-]+) in round (\d+)$/,
    word('absence', (m, tr) => ({ name: m[1]!, kind: m[2] === 'present' ? tr.t('round.presentSignedUp') : tr.t(`absence.${m[2]!}`, { defaultValue: m[2]! }), n: m[3]! })),
  ],
  [/^restored version (\d+)$/, word('restored', (m) => ({ n: m[1]! }))],
  [/^restored version (\d+) of a deleted tournament$/, word('restoredDeleted', (m) => ({ n: m[1]! }))],
  [/^restored version (\d+) over a damaged text$/, word('restoredDamaged', (m) => ({ n: m[1]! }))],
];

/** A history record's parts in the reader's language; a part the catalog does not know stays English (`english`). */
export function summaryParts(summary: string, tr: Translator): { text: string; english: boolean }[] {
  return summary.split('; ').map((part) => {
    if (tr.lang === 'en') return { text: part, english: false };
    for (const [re, words] of PARTS) {
      const m = re.exec(part);
      if (m) return { text: words(m, tr), english: false };
    }
    return { text: part, english: true };
  });
}
