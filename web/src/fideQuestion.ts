import { isFideEventKind } from '../../src/core/fideMode.js';
import { isLanguage } from '../../src/core/language.js';
import { browserLanguage, translator } from './i18n/index.js';

/**
 * The question FIDE mode asks before what breaks the integrity of the pairings (a `fide-confirm` answer,
 * src/director/fideMode.ts), in the language of the page (`<html lang>`, set by InLanguage): what is done
 * and in which round, from the answer's details; the server's own words (English) kept beside it, as they
 * name the particular change.
 */
export function fideQuestion(message: string, details: Readonly<Record<string, unknown>> | undefined): string {
  const page = document.documentElement.lang;
  const tr = translator(isLanguage(page) ? page : browserLanguage());
  const kind = details?.kind;
  if (tr.lang === 'en' || typeof kind !== 'string' || !isFideEventKind(kind)) return message;
  const what = tr.t(`fideMode.kind.${kind}`);
  return `${tr.t('fideMode.confirmAsk', { round: typeof details?.round === 'number' ? details.round : '?', what })}\n\n(${message})`;
}
