import type { PlayerListReport } from './api.js';
import type { Translator } from './i18n/index.js';

const SEPARATOR_KEYS: Readonly<Record<string, string>> = { ',': 'sepComma', ';': 'sepSemicolon', '\t': 'sepTab' };
const RATING_LISTS = ['standard', 'rapid', 'blitz'];

/**
 * What a player list file is, in the reader's words, from the server's reading of it (src/formats/playerList.ts
 * `ListSource`): a CSV file's separator and header row, or the FIDE rating list's form and rate; its encoding.
 */
export function describeList(tr: Translator, s: PlayerListReport['source']): string {
  const { t } = tr;
  const encoding = s.encoding === 'UTF-8 with BOM' ? t('playerList.utf8Bom') : s.encoding;
  if (s.format === 'csv') {
    const separator = t(`playerList.${SEPARATOR_KEYS[s.separator ?? ','] ?? 'sepComma'}`);
    return t('playerList.describeCsv', { separator, header: t(s.header ? 'playerList.withHeader' : 'playerList.withoutHeader'), encoding });
  }
  const list = s.ratingList !== undefined && RATING_LISTS.includes(s.ratingList) ? t('playerList.fideList', { list: t(`playerList.${s.ratingList}`) }) : '';
  return t('playerList.describeFide', { kind: s.format === 'fide-txt' ? 'TXT' : 'XML', list, encoding });
}
