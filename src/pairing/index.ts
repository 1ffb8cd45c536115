import type { Round } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import { err, type ArbiterError, type Result } from '../core/result.js';
import { readyToPair } from '../core/tournamentOps.js';
import { pairKeizerRound, checkPairing } from './keizer.js';

/** Pairs the next round of a tournament with its system's engine. */
export function pairNextRound(t: Tournament): Result<Round, ArbiterError> {
  const ready = readyToPair(t);
  if (!ready.ok) return ready;
  switch (t.settings.system) {
    case 'keizer':
      return pairKeizerRound(t);
    default:
      return err({ code: 'unsupported', message: `automatic pairing is not available for system ${(t.settings as { system: string }).system}` });
  }
}

/** Checks a pairing made by hand: errors forbid it, warnings name the rules it breaks. */
export function checkManualPairing(t: Tournament, pairs: readonly (readonly [number, number])[]): { errors: string[]; warnings: string[] } {
  return checkPairing(t, pairs);
}
