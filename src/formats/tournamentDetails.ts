import type { TournamentDetails } from '../core/tournament.js';
import { quoteWord } from './tokens.js';

/**
 * A tournament's details (place, federation, dates, arbiters, time control: the TRF's 022–122) in the
 * tournament file: one line per detail, `deputy-arbiter` once per deputy. What the director gives is
 * `core/details.ts`.
 */
export const DETAIL_LINES: Readonly<Record<string, keyof TournamentDetails>> = {
  place: 'place',
  federation: 'federation',
  'start-date': 'startDate',
  'end-date': 'endDate',
  'chief-arbiter': 'chiefArbiter',
  'deputy-arbiter': 'deputyArbiters',
  'time-control': 'timeControl',
};

/** The file's lines of the details, in the order of `DETAIL_LINES`. */
export function detailLines(d: TournamentDetails | undefined): string[] {
  if (!d) return [];
  const out: string[] = [];
  for (const [line, field] of Object.entries(DETAIL_LINES)) {
    const v = d[field];
    if (v === undefined) continue;
    for (const text of typeof v === 'string' ? [v] : v) out.push(`${line} ${quoteWord(text)}`);
  }
  return out;
}

