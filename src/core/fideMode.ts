import type { SystemName } from './settings.js';
import type { Tournament } from './tournament.js';

/**
 * FIDE mode: the way a tournament of a FIDE system (the FIDE Dutch Swiss, a round robin) is run by default,
 * as FIDE's regulations for tournament programs ask (Handbook C.02, 2026: a program runs in FIDE mode by
 * default; leaving it is one-way, warned and recorded in the TRF). In FIDE mode the director's operations
 * refuse what the rules forbid and ask a confirmation before what breaks the integrity of the pairings; each
 * confirmed event is kept in the tournament (`fideEvents`) and written to the TRF as a `###` comment
 * (TRF-2026 Remark 1) — the round, what was done, by whom.
 *
 * The tournament keeps only what differs from the default: `fideModeOff` once the director left FIDE mode
 * (it cannot be entered again). A file that says nothing of it — every file written before FIDE mode existed —
 * is in FIDE mode when its system is a FIDE system: the mode is that system's default, as every setting a file
 * does not state takes its default. Nothing the file holds is changed or refused by it; the rules apply to
 * what is done from then on.
 */

/** The systems FIDE defines, whose tournaments have a FIDE mode (C.04.3 Dutch; C.05 round robin). */
export const FIDE_SYSTEMS: readonly SystemName[] = ['swiss-dutch', 'round-robin'];

export const isFideSystem = (system: SystemName): boolean => FIDE_SYSTEMS.includes(system);

/** What was confirmed in FIDE mode (each one a warning of the director's operations), and the exit. */
export const FIDE_EVENT_KINDS = [
  'fide-mode-off',
  'pairing-replaced',
  'round-undone',
  'result-changed',
  'scoring-changed',
  'bye-value-changed',
  'tiebreaks-changed',
  'forbidden-pair-added',
  'pairing-number-changed',
  'second-half-bye',
  'full-bye',
] as const;
export type FideEventKind = (typeof FIDE_EVENT_KINDS)[number];

export const isFideEventKind = (s: string): s is FideEventKind => (FIDE_EVENT_KINDS as readonly string[]).includes(s);

/** One recorded event: the round it concerns, what it is, what was done, and who did it. */
export interface FideEvent {
  readonly round: number;
  readonly kind: FideEventKind;
  readonly what: string;
  readonly who: string;
}

/** True when the tournament is run in FIDE mode: a FIDE system whose director has not left the mode. */
export function inFideMode(t: Tournament): boolean {
  return isFideSystem(t.settings.system) && t.fideModeOff !== true;
}

/** The tournament with one more recorded event. */
export function withFideEvent(t: Tournament, e: FideEvent): Tournament {
  return { ...t, fideEvents: [...(t.fideEvents ?? []), e] };
}

/** The `###` comment line (TRF-2026 Remark 1) of an event, as the exported TRF carries it. */
export function makeFideEventComment(e: FideEvent): string {
  return `### FIDE mode, round ${e.round}, ${e.kind}: ${e.what} (by ${e.who})`;
}
