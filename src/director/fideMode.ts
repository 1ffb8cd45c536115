import type { Absence } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import { hasPointValues, isFideSwiss, type TournamentSettings } from '../core/settings.js';
import { err, ok, type ArbiterError, type Result } from '../core/result.js';
import { inFideMode, isFideSystem, withFideEvent, type FideEvent, type FideEventKind } from '../core/fideMode.js';
import type { ManualWord } from '../pairing/manual.js';

/**
 * FIDE mode in the director's operations (the mode itself: `core/fideMode.ts`). Two kinds of answer:
 *
 * - a refusal (`fide-refused`) of what the FIDE rules forbid: a pairing by hand that breaks an absolute
 *   criterion, a pairing-allocated bye worth more than a win, a scoring in which two draws are worth more than
 *   a win and a loss;
 * - a confirmation asked (`fide-confirm`) before what breaks the integrity of the pairings: the operation is
 *   refused until the director confirms it (the CLI's `--confirm`), and the confirmed event is recorded
 *   (round, what, who) in the tournament and its TRF.
 *
 * Leaving FIDE mode asks two confirmations (C.02 2026 checklist: a one-way exit, warned twice); the CLI's
 * `--confirm` gives both at once, the web app asks twice. It cannot be entered again.
 */

/** What the director said to a warning of FIDE mode, and who he is (for the record). */
export interface FideConfirmation {
  /** How many times he confirmed: a warning needs 1, leaving FIDE mode 2. `FULLY_CONFIRMED` gives all. */
  readonly confirmations?: number | undefined;
  /** Who did it: `cli:USER`, the director's account on the server. */
  readonly who?: string | undefined;
}

/** The confirmations of a director who confirmed everything at once (the CLI's `--confirm`). */
export const FULLY_CONFIRMED = 2;

export const FIDE_MODE_ERRORS = ['fide-refused', 'fide-confirm'] as const;
export type FideModeErrorCode = (typeof FIDE_MODE_ERRORS)[number];

/** What a `fide-confirm` refusal carries, so a screen can ask and send the request again with one more. */
export interface ConfirmationAsked {
  readonly kind: FideEventKind;
  readonly round: number;
  readonly confirmations: number;
  readonly needed: number;
}

const refuse = (message: string): Result<never> => err({ code: 'fide-refused', message: `FIDE mode: ${message}` });

/**
 * A warning of FIDE mode: outside it, the tournament as it is; in it, refused until confirmed (`needed`
 * times), then the tournament with the event recorded.
 */
export function confirmFideEvent(
  t: Tournament,
  event: Omit<FideEvent, 'who'>,
  why: string,
  c: FideConfirmation,
  needed = 1,
): Result<Tournament, ArbiterError & { details?: ConfirmationAsked }> {
  if (!inFideMode(t)) return ok(t);
  const given = c.confirmations ?? 0;
  if (given < needed) {
    const details: ConfirmationAsked = { kind: event.kind, round: event.round, confirmations: given, needed };
    return err({ code: 'fide-confirm', message: `FIDE mode: ${event.what} — ${why}; confirm it to go on (it is recorded in the tournament and its TRF)`, details });
  }
  return ok(withFideEvent(t, { ...event, who: c.who ?? 'unknown' }));
}

/**
 * What FIDE mode refuses of a tournament's point values: a pairing-allocated bye worth more than a win
 * (C.04.1 2026 3: the bye scores as many points as a win, or what the tournament's rules state — never more),
 * a draw worth more than the mean of a win and a loss (two draws worth more than a win and a loss: C.02 2026
 * checklist, the scoring a Swiss system is defined for, C.04.3 2025 A.2 score brackets).
 */
export function fideScoringRefusal(s: TournamentSettings): string | undefined {
  if (!isFideSystem(s.system) || !hasPointValues(s)) return undefined;
  if (isFideSwiss(s) && s.pointsPairingBye > s.pointsWin) return `a pairing-allocated bye worth ${s.pointsPairingBye} is worth more than a win (${s.pointsWin}) (C.04.1 3)`;
  if (2 * s.pointsDraw > s.pointsWin + s.pointsLoss)
    return `two draws (2 × ${s.pointsDraw}) would be worth more than a win and a loss (${s.pointsWin} + ${s.pointsLoss}) (C.02 checklist)`;
  return undefined;
}

/** Refuses settings FIDE mode forbids (only in FIDE mode). */
export function checkFideSettings(t: Tournament, settings: TournamentSettings): Result<true> {
  if (!inFideMode({ ...t, settings })) return ok(true);
  const why = fideScoringRefusal(settings);
  return why ? refuse(why) : ok(true);
}

/** Refuses a pairing by hand that breaks absolute criteria (the breaks named by the pairing's check). */
export function refuseAbsoluteBreaks(t: Tournament, breaks: readonly ManualWord[]): Result<true> {
  if (!inFideMode(t) || breaks.length === 0) return ok(true);
  const message = `the pairing breaks an absolute criterion: ${breaks.map((x) => x.message).join('; ')} (C.04.2 1.5: the correct pairings are not altered)`;
  return err({ code: 'fide-refused', message: `FIDE mode: ${message}`, details: { breaks } });
}

/** The setting keys whose change after round 1 FIDE mode asks to confirm, and the event each makes. */
const SETTING_EVENTS: Readonly<Record<string, FideEventKind>> = {
  'points-win': 'scoring-changed',
  'points-draw': 'scoring-changed',
  'points-loss': 'scoring-changed',
  'points-forfeit-loss': 'scoring-changed',
  'points-zero-bye': 'scoring-changed',
  'points-pairing-bye': 'bye-value-changed',
  tiebreaks: 'tiebreaks-changed',
  'tiebreak-edition': 'tiebreaks-changed',
};

/**
 * A setting changed once round 1 is paired: the scoring and the bye value (the paired rounds were made with
 * them, C.04.2 2026 1.4–1.5), the tie-break list (C.07 2026 4.1: announced before the start).
 */
export function confirmSettingChange(t: Tournament, key: string, from: string, to: string, c: FideConfirmation): Result<Tournament> {
  const kind = SETTING_EVENTS[key];
  if (!kind || t.rounds.length === 0 || from === to) return ok(t);
  const why = kind === 'tiebreaks-changed' ? 'the tie-breaks are announced before the tournament starts (C.07 4.1)' : 'the rounds paired were made with it (C.04.2 1.4)';
  return confirmFideEvent(t, { round: t.rounds.length, kind, what: `${key} changed from ${from} to ${to} after round ${t.rounds.length} was paired` }, why, c);
}

/** Leaves FIDE mode (two confirmations, recorded); refuses to enter it again. `on` keeps it on. */
export function setFideMode(t: Tournament, value: string, c: FideConfirmation): Result<Tournament> {
  const v = value.trim().toLowerCase();
  if (!isFideSystem(t.settings.system))
    return err({ code: 'setting', message: `fide-mode: a ${t.settings.system} tournament is not of a FIDE system (FIDE mode is for swiss-dutch and round-robin)` });
  if (v !== 'on' && v !== 'off') return err({ code: 'setting', message: `fide-mode ${value}: expected on or off` });
  if (v === 'on') return inFideMode(t) ? ok(t) : refuse('it was left and cannot be entered again (the exit is one-way)');
  if (!inFideMode(t)) return ok(t);
  const asked = confirmFideEvent(
    t,
    { round: t.rounds.length, kind: 'fide-mode-off', what: `FIDE mode left after round ${t.rounds.length}` },
    'arbiter will no longer refuse what the FIDE rules forbid, and FIDE mode cannot be entered again',
    c,
    2,
  );
  return asked.ok ? ok({ ...asked.value, fideModeOff: true }) : asked;
}

/** A requested bye: a full-point bye, or a second half-point bye of the player. */
export function confirmRequestedBye(t: Tournament, a: Absence, name: string, c: FideConfirmation): Result<Tournament> {
  if (a.kind === 'full-bye')
    return confirmFideEvent(
      t,
      { round: a.round, kind: 'full-bye', what: `${name}: a full-point bye in round ${a.round}` },
      'a point without playing (C.04.1 4: it counts as a bye for the pairing)',
      c,
    );
  if (a.kind === 'half-bye') {
    const earlier = t.absences.filter((x) => x.player === a.player && x.kind === 'half-bye' && x.round !== a.round);
    if (earlier.length)
      return confirmFideEvent(
        t,
        { round: a.round, kind: 'second-half-bye', what: `${name}: a half-point bye in round ${a.round}, after one in round ${earlier.map((x) => x.round).join(', ')}` },
        'more than one half-point bye for a player',
        c,
      );
  }
  return ok(t);
}

/** A player's pairing number changed once round 4 is paired (C.04.2 2026 2: pairing numbers frozen then). */
export function confirmPairingNumberChange(t: Tournament, name: string, from: number | undefined, to: number | undefined, c: FideConfirmation): Result<Tournament> {
  if (from === to || t.rounds.length < 4) return ok(t);
  return confirmFideEvent(
    t,
    { round: t.rounds.length, kind: 'pairing-number-changed', what: `${name}: pairing number ${from ?? 'none'} → ${to ?? 'none'} after round ${t.rounds.length}` },
    'pairing numbers are not changed after round 4 is paired (C.04.2 2)',
    c,
  );
}

/** A prohibited pair entered once round 1 is paired (C.02 checklist: prohibited pairs are entered before round 1). */
export function confirmForbiddenPair(t: Tournament, a: string, b: string, c: FideConfirmation): Result<Tournament> {
  if (t.rounds.length === 0) return ok(t);
  return confirmFideEvent(
    t,
    { round: t.rounds.length, kind: 'forbidden-pair-added', what: `${a} and ${b} may not meet, entered after round ${t.rounds.length}` },
    'prohibited pairs are entered before round 1',
    c,
  );
}
