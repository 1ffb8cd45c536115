import type { AbsenceKind } from './round.js';
import type { SystemName } from './settings.js';

/**
 * What each system lets a director announce before a round, in the words the screens show. Keizer and
 * Elo-points credit absences (keizer.md §3); a Swiss knows requested byes (C.04.1 Basic Rules, TRF `H`,
 * `F`, `Z`); a round robin and a DO-TO-HO plan fix every round in advance, so a player who cannot come
 * loses his scheduled game by forfeit (entered as a result), not by an absence.
 */
export const ABSENCES_OF: Readonly<Record<SystemName, readonly { readonly kind: AbsenceKind; readonly label: string }[]>> = {
  keizer: [
    { kind: 'excused', label: 'absent, excused' },
    { kind: 'unexcused', label: 'absent, not excused' },
    { kind: 'club-duty', label: 'club duty' },
  ],
  'elo-points': [
    { kind: 'excused', label: 'absent, excused' },
    { kind: 'unexcused', label: 'absent, not excused' },
    { kind: 'club-duty', label: 'club duty' },
  ],
  'swiss-dutch': [
    { kind: 'half-bye', label: 'half-point bye' },
    { kind: 'full-bye', label: 'full-point bye' },
    { kind: 'zero-bye', label: 'zero-point bye' },
    { kind: 'unexcused', label: 'absent' },
  ],
  'round-robin': [],
  dotoho: [],
};

/** Why a system refuses an absence, in the director's words. */
export function absenceRefusal(system: SystemName, kind: AbsenceKind): string | undefined {
  const kinds = ABSENCES_OF[system];
  if (kinds.some((k) => k.kind === kind)) return undefined;
  if (kinds.length === 0)
    return `a ${system === 'dotoho' ? 'DO-TO-HO plan' : 'round robin'} fixes every round in advance: a player who cannot come loses his game by forfeit (enter the result +- or -+ once the round is paired)`;
  return `a ${system} tournament knows no "${kind}" absence (it knows ${kinds.map((k) => k.kind).join(', ')})`;
}
