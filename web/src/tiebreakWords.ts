import { koyaShift } from '../../src/scoring/tiebreaks.js';
import type { Translator } from './i18n/index.js';

/** Koya limits the catalogs name one by one (`tiebreak.koya-plus2`); beyond them the title takes the number. */
const NAMED_KOYA_SHIFT = 2;

/**
 * A tie-break's title in the reader's language: the catalog's (`tiebreak.NAME`), or for a Koya limit moved by
 * more half-points than the catalogs name (C.07 14.5: KS/L+3, KS/L-4, … any shift is computed) the catalog's
 * Koya-limit title with the number; `fallback` (the server's English title, or the name) for a name the
 * catalogs do not know.
 */
export function tiebreakTitle(name: string, { t }: Pick<Translator, 't'>, fallback: string = name): string {
  const shift = koyaShift(name);
  if (shift !== undefined && Math.abs(shift) > NAMED_KOYA_SHIFT) return t(shift < 0 ? 'tiebreak.koya-minus-n' : 'tiebreak.koya-plus-n', { n: Math.abs(shift) });
  return t(`tiebreak.${name}`, { defaultValue: fallback });
}
