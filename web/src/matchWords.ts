/**
 * A Double-Swiss match beside its games (issue 36 Deliver 3): the match value shown beside both games of a
 * match (round page, public pages, print).
 * The games stay the stored truth; the value is derived (src/core/doubleSwissMatch.ts).
 */
import type { Round, Tournament } from './api.js';
import { SYSTEM_INFO } from '../../src/core/systems.js';
import { formatMatchScore, matchValue } from '../../src/core/doubleSwissMatch.js';
import type { Translator } from './i18n/index.js';

type Game = Round['games'][number];

/** True when the tournament's rounds are the games of two-game matches (the Double-Swiss). */
export const hasMatches = (t: Tournament): boolean => SYSTEM_INFO[t.settings.system].roundsPerPairing === 2;

export const dashed = (s: string): string => s.replace('-', '–');

/** "match 1½–½" (from the game's white's side), "(forfeited)" for a match both of whose games were forfeited; '' until both games have a result. */
export function matchText(t: Tournament, round: number, g: Game, tr: Translator): string {
  if (!hasMatches(t)) return '';
  const v = matchValue(t, round, g);
  if (v === undefined) return '';
  return tr.t(v.endedByForfeit ? 'doubleSwissMatch.forfeited' : 'doubleSwissMatch.value', { score: dashed(formatMatchScore(v)) });
}
